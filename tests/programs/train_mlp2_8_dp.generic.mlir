"builtin.module"() <{sym_name = "jit_step"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["data"=8]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}], function_type = (tensor<32x64xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32xf32>, tensor<16x32xf32>) -> (tensor<32x64xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32xf32>, tensor<f32>), res_attrs = [{jax.result_info = "result[0][0]"}, {jax.result_info = "result[0][1]"}, {jax.result_info = "result[1][0]"}, {jax.result_info = "result[1][1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg1: tensor<32x64xf32>, %arg2: tensor<64x32xf32>, %arg3: tensor<64xf32>, %arg4: tensor<32xf32>, %arg5: tensor<16x32xf32>):
    %3 = "stablehlo.dot_general"(%arg5, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %4 = "stablehlo.broadcast_in_dim"(%arg3) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %6 = "stablehlo.add"(%3, %5) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %7 = "func.call"(%6) <{callee = @relu}> : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %8 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %10 = "stablehlo.compare"(%6, %9) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xi1>
    %11 = "stablehlo.dot_general"(%7, %arg2) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %12 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %14 = "stablehlo.add"(%11, %13) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %15 = "stablehlo.subtract"(%14, %arg5) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %16 = "stablehlo.multiply"(%15, %15) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %17 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %19 = "stablehlo.multiply"(%18, %15) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %20 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %21 = "stablehlo.reduce"(%16, %20) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg14: tensor<f32>, %arg15: tensor<f32>):
      %67 = "stablehlo.add"(%arg14, %arg15) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%67) : (tensor<f32>) -> ()
    }) : (tensor<16x32xf32>, tensor<f32>) -> tensor<f32>
    %22 = "stablehlo.constant"() <{value = dense<5.120000e+02> : tensor<f32>}> : () -> tensor<f32>
    %23 = "stablehlo.divide"(%21, %22) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %24 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %25 = "stablehlo.constant"() <{value = dense<5.120000e+02> : tensor<f32>}> : () -> tensor<f32>
    %26 = "stablehlo.divide"(%24, %25) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %28 = "stablehlo.multiply"(%27, %19) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %29 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %30 = "stablehlo.reduce"(%28, %29) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
      %66 = "stablehlo.add"(%arg12, %arg13) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%66) : (tensor<f32>) -> ()
    }) : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %31 = "stablehlo.reshape"(%30) : (tensor<32xf32>) -> tensor<1x32xf32>
    %32 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %33 = "stablehlo.reduce"(%31, %32) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %65 = "stablehlo.add"(%arg10, %arg11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%65) : (tensor<f32>) -> ()
    }) : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %34 = "stablehlo.dot_general"(%28, %7) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x32xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %35 = "stablehlo.transpose"(%34) <{permutation = array<i64: 1, 0>}> : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %36 = "stablehlo.dot_general"(%28, %arg2) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x32xf32>, tensor<64x32xf32>) -> tensor<16x64xf32>
    %37 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %38 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %39 = "stablehlo.select"(%10, %36, %38) : (tensor<16x64xi1>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %40 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %41 = "stablehlo.reduce"(%39, %40) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %64 = "stablehlo.add"(%arg8, %arg9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%64) : (tensor<f32>) -> ()
    }) : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %42 = "stablehlo.reshape"(%41) : (tensor<64xf32>) -> tensor<1x64xf32>
    %43 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %44 = "stablehlo.reduce"(%42, %43) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %63 = "stablehlo.add"(%arg6, %arg7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%63) : (tensor<f32>) -> ()
    }) : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %45 = "stablehlo.dot_general"(%39, %arg5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x64xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %46 = "stablehlo.transpose"(%45) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %47 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %48 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %49 = "stablehlo.multiply"(%48, %46) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %50 = "stablehlo.subtract"(%arg1, %49) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %51 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %53 = "stablehlo.multiply"(%52, %35) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %54 = "stablehlo.subtract"(%arg2, %53) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %55 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %56 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %57 = "stablehlo.multiply"(%56, %44) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %58 = "stablehlo.subtract"(%arg3, %57) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %59 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %60 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %61 = "stablehlo.multiply"(%60, %33) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %62 = "stablehlo.subtract"(%arg4, %61) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    "func.return"(%50, %54, %58, %62, %23) : (tensor<32x64xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32xf32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<16x64xf32>) -> tensor<16x64xf32>, sym_name = "relu", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<16x64xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %2 = "stablehlo.maximum"(%arg0, %1) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    "func.return"(%2) : (tensor<16x64xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} : () -> ()

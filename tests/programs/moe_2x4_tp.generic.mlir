"builtin.module"() <{sym_name = "jit_f"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["data"=2, "model"=4]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}], function_type = (tensor<32x4xf32>, tensor<4x32x64xf32>, tensor<4x64x32xf32>, tensor<8x16x32xf32>) -> tensor<8x16x32xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg12: tensor<32x4xf32>, %arg13: tensor<4x32x64xf32>, %arg14: tensor<4x64x32xf32>, %arg15: tensor<8x16x32xf32>):
    %33 = "stablehlo.dot_general"(%arg15, %arg12) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x32xf32>, tensor<32x4xf32>) -> tensor<8x16x4xf32>
    %34 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %35 = "stablehlo.reduce"(%33, %34) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
      %77 = "stablehlo.maximum"(%arg20, %arg21) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%77) : (tensor<f32>) -> ()
    }) : (tensor<8x16x4xf32>, tensor<f32>) -> tensor<8x16xf32>
    %36 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %38 = "stablehlo.maximum"(%37, %35) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %39 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xf32>) -> tensor<8x16x4xf32>
    %41 = "stablehlo.subtract"(%33, %40) : (tensor<8x16x4xf32>, tensor<8x16x4xf32>) -> tensor<8x16x4xf32>
    %42 = "stablehlo.exponential"(%41) : (tensor<8x16x4xf32>) -> tensor<8x16x4xf32>
    %43 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %44 = "stablehlo.reduce"(%42, %43) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg18: tensor<f32>, %arg19: tensor<f32>):
      %76 = "stablehlo.add"(%arg18, %arg19) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%76) : (tensor<f32>) -> ()
    }) : (tensor<8x16x4xf32>, tensor<f32>) -> tensor<8x16xf32>
    %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %46 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xf32>) -> tensor<8x16x4xf32>
    %47 = "stablehlo.divide"(%42, %46) : (tensor<8x16x4xf32>, tensor<8x16x4xf32>) -> tensor<8x16x4xf32>
    %48 = "func.call"(%47) <{callee = @argmax}> : (tensor<8x16x4xf32>) -> tensor<8x16xi32>
    %49 = "func.call"(%48) <{callee = @_one_hot}> : (tensor<8x16xi32>) -> tensor<8x16x4xf32>
    %50 = "func.call"(%49) <{callee = @cumsum}> : (tensor<8x16x4xf32>) -> tensor<8x16x4xf32>
    %51 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x4xf32>
    %53 = "stablehlo.subtract"(%50, %52) : (tensor<8x16x4xf32>, tensor<8x16x4xf32>) -> tensor<8x16x4xf32>
    %54 = "stablehlo.multiply"(%53, %49) : (tensor<8x16x4xf32>, tensor<8x16x4xf32>) -> tensor<8x16x4xf32>
    %55 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %56 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x4xf32>
    %57 = "stablehlo.compare"(%54, %56) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8x16x4xf32>, tensor<8x16x4xf32>) -> tensor<8x16x4xi1>
    %58 = "stablehlo.convert"(%57) : (tensor<8x16x4xi1>) -> tensor<8x16x4xf32>
    %59 = "stablehlo.multiply"(%49, %58) : (tensor<8x16x4xf32>, tensor<8x16x4xf32>) -> tensor<8x16x4xf32>
    %60 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x4xf32>) -> tensor<8x16x4x1xf32>
    %61 = "func.call"(%54) <{callee = @_one_hot_1}> : (tensor<8x16x4xf32>) -> tensor<8x16x4x8xf32>
    %62 = "stablehlo.broadcast_in_dim"(%60) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x16x4x1xf32>) -> tensor<8x16x4x8xf32>
    %63 = "stablehlo.multiply"(%62, %61) : (tensor<8x16x4x8xf32>, tensor<8x16x4x8xf32>) -> tensor<8x16x4x8xf32>
    %64 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %65 = "stablehlo.reduce"(%47, %64) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      %75 = "stablehlo.maximum"(%arg16, %arg17) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%75) : (tensor<f32>) -> ()
    }) : (tensor<8x16x4xf32>, tensor<f32>) -> tensor<8x16xf32>
    %66 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x16xf32>) -> tensor<8x16x1x1xf32>
    %67 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x16x1x1xf32>) -> tensor<8x16x4x8xf32>
    %68 = "stablehlo.multiply"(%63, %67) : (tensor<8x16x4x8xf32>, tensor<8x16x4x8xf32>) -> tensor<8x16x4x8xf32>
    %69 = "stablehlo.dot_general"(%arg15, %63) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x32xf32>, tensor<8x16x4x8xf32>) -> tensor<8x32x4x8xf32>
    %70 = "stablehlo.transpose"(%69) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<8x32x4x8xf32>) -> tensor<4x8x8x32xf32>
    %71 = "stablehlo.dot_general"(%70, %arg13) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x8x32xf32>, tensor<4x32x64xf32>) -> tensor<4x8x8x64xf32>
    %72 = "func.call"(%71) <{callee = @relu}> : (tensor<4x8x8x64xf32>) -> tensor<4x8x8x64xf32>
    %73 = "stablehlo.dot_general"(%72, %arg14) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8x8x64xf32>, tensor<4x64x32xf32>) -> tensor<4x8x8x32xf32>
    %74 = "stablehlo.dot_general"(%68, %73) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3, 2], rhs_contracting_dimensions = [2, 0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x4x8xf32>, tensor<4x8x8x32xf32>) -> tensor<8x16x32xf32>
    "func.return"(%74) : (tensor<8x16x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x16x4xf32>) -> tensor<8x16xi32>, sym_name = "argmax", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<8x16x4xf32>):
    %20 = "stablehlo.iota"() <{iota_dimension = 2 : i64}> : () -> tensor<8x16x4xi32>
    %21 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %22 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %23:2 = "stablehlo.reduce"(%arg7, %20, %21, %22) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<i32>, %arg10: tensor<f32>, %arg11: tensor<i32>):
      %24 = "stablehlo.compare"(%arg8, %arg10) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %25 = "stablehlo.compare"(%arg8, %arg8) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %26 = "stablehlo.or"(%24, %25) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %27 = "stablehlo.compare"(%arg8, %arg10) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %28 = "stablehlo.compare"(%arg9, %arg11) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %29 = "stablehlo.and"(%27, %28) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %30 = "stablehlo.or"(%26, %29) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %31 = "stablehlo.select"(%26, %arg8, %arg10) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %32 = "stablehlo.select"(%30, %arg9, %arg11) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%31, %32) : (tensor<f32>, tensor<i32>) -> ()
    }) : (tensor<8x16x4xf32>, tensor<8x16x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<8x16xf32>, tensor<8x16xi32>)
    "func.return"(%23#1) : (tensor<8x16xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x16xi32>) -> tensor<8x16x4xf32>, sym_name = "_one_hot", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<8x16xi32>):
    %14 = "stablehlo.broadcast_in_dim"(%arg6) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x16xi32>) -> tensor<8x16x1xi32>
    %15 = "stablehlo.iota"() <{iota_dimension = 2 : i64}> : () -> tensor<1x1x4xi32>
    %16 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xi32>) -> tensor<8x16x4xi32>
    %17 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4xi32>) -> tensor<8x16x4xi32>
    %18 = "stablehlo.compare"(%16, %17) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8x16x4xi32>, tensor<8x16x4xi32>) -> tensor<8x16x4xi1>
    %19 = "stablehlo.convert"(%18) : (tensor<8x16x4xi1>) -> tensor<8x16x4xf32>
    "func.return"(%19) : (tensor<8x16x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x16x4xf32>) -> tensor<8x16x4xf32>, sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<8x16x4xf32>):
    %13 = "func.call"(%arg5) <{callee = @cumsum_0}> : (tensor<8x16x4xf32>) -> tensor<8x16x4xf32>
    "func.return"(%13) : (tensor<8x16x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x16x4xf32>) -> tensor<8x16x4xf32>, sym_name = "cumsum_0", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<8x16x4xf32>):
    %9 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %11 = "stablehlo.reduce_window"(%arg2, %10) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [15, 0], [0, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 16, 1>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %12 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%12) : (tensor<f32>) -> ()
    }) : (tensor<8x16x4xf32>, tensor<f32>) -> tensor<8x16x4xf32>
    "func.return"(%11) : (tensor<8x16x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x16x4xf32>) -> tensor<8x16x4x8xf32>, sym_name = "_one_hot_1", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<8x16x4xf32>):
    %3 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x4xf32>) -> tensor<8x16x4x1xf32>
    %4 = "stablehlo.iota"() <{iota_dimension = 3 : i64}> : () -> tensor<1x1x1x8xf32>
    %5 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x16x4x1xf32>) -> tensor<8x16x4x8xf32>
    %6 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x8xf32>) -> tensor<8x16x4x8xf32>
    %7 = "stablehlo.compare"(%5, %6) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8x16x4x8xf32>, tensor<8x16x4x8xf32>) -> tensor<8x16x4x8xi1>
    %8 = "stablehlo.convert"(%7) : (tensor<8x16x4x8xi1>) -> tensor<8x16x4x8xf32>
    "func.return"(%8) : (tensor<8x16x4x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x8x8x64xf32>) -> tensor<4x8x8x64xf32>, sym_name = "relu", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x8x8x64xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x8x64xf32>
    %2 = "stablehlo.maximum"(%arg0, %1) : (tensor<4x8x8x64xf32>, tensor<4x8x8x64xf32>) -> tensor<4x8x8x64xf32>
    "func.return"(%2) : (tensor<4x8x8x64xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} : () -> ()

"builtin.module"() <{sym_name = "jit_f"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["data"=8]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}], function_type = (tensor<512x64xf32>, tensor<64x64xf32>, tensor<8x16xi32>) -> tensor<8x16x512xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg14: tensor<512x64xf32>, %arg15: tensor<64x64xf32>, %arg16: tensor<8x16xi32>):
    %43 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x16xi32>
    %45 = "stablehlo.compare"(%arg16, %44) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi1>
    %46 = "stablehlo.constant"() <{value = dense<512> : tensor<i32>}> : () -> tensor<i32>
    %47 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x16xi32>
    %48 = "stablehlo.add"(%arg16, %47) : (tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi32>
    %49 = "stablehlo.select"(%45, %48, %arg16) : (tensor<8x16xi1>, tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi32>
    %50 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x16xi32>) -> tensor<8x16x1xi32>
    %51 = "stablehlo.gather"(%arg14, %50) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<512x64xf32>, tensor<8x16x1xi32>) -> tensor<8x16x64xf32>
    %52 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %53 = "stablehlo.reduce"(%51, %52) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg17: tensor<f32>, %arg18: tensor<f32>):
      %73 = "stablehlo.add"(%arg17, %arg18) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%73) : (tensor<f32>) -> ()
    }) : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %54 = "stablehlo.broadcast_in_dim"(%53) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %55 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %56 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %57 = "stablehlo.divide"(%54, %56) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %58 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %59 = "stablehlo.subtract"(%51, %58) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %60 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %61 = "func.call"(%51, %60) <{callee = @_var}> : (tensor<8x16x64xf32>, tensor<i32>) -> tensor<8x16x1xf32>
    %62 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %63 = "stablehlo.broadcast_in_dim"(%62) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %64 = "stablehlo.add"(%61, %63) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %65 = "stablehlo.rsqrt"(%64) : (tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %66 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %67 = "stablehlo.multiply"(%59, %66) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %68 = "stablehlo.dot_general"(%67, %arg15) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %69 = "stablehlo.tanh"(%68) : (tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %70 = "stablehlo.transpose"(%arg14) <{permutation = array<i64: 1, 0>}> : (tensor<512x64xf32>) -> tensor<64x512xf32>
    %71 = "stablehlo.dot_general"(%69, %70) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x64xf32>, tensor<64x512xf32>) -> tensor<8x16x512xf32>
    %72 = "func.call"(%71) <{callee = @log_softmax}> : (tensor<8x16x512xf32>) -> tensor<8x16x512xf32>
    "func.return"(%72) : (tensor<8x16x512xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x16x64xf32>, tensor<i32>) -> tensor<8x16x1xf32>, sym_name = "_var", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<8x16x64xf32>, %arg9: tensor<i32>):
    %20 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %21 = "stablehlo.reduce"(%arg8, %20) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
      %42 = "stablehlo.add"(%arg12, %arg13) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%42) : (tensor<f32>) -> ()
    }) : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %23 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %25 = "stablehlo.divide"(%22, %24) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %27 = "stablehlo.subtract"(%arg8, %26) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %28 = "chlo.square"(%27) : (tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %29 = "stablehlo.convert"(%arg9) : (tensor<i32>) -> tensor<f32>
    %30 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %31 = "stablehlo.subtract"(%30, %29) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %32 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %33 = "stablehlo.reduce"(%28, %32) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %41 = "stablehlo.add"(%arg10, %arg11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%41) : (tensor<f32>) -> ()
    }) : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %35 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %36 = "stablehlo.divide"(%34, %35) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %37 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %38 = "stablehlo.compare"(%31, %37) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %39 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %40 = "func.call"(%38, %36, %39) <{callee = @_where}> : (tensor<i1>, tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16x1xf32>
    "func.return"(%40) : (tensor<8x16x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i1>, tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16x1xf32>, sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<i1>, %arg6: tensor<8x16x1xf32>, %arg7: tensor<f32>):
    %17 = "stablehlo.convert"(%arg7) : (tensor<f32>) -> tensor<f32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %19 = "stablehlo.select"(%arg5, %arg6, %18) : (tensor<i1>, tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    "func.return"(%19) : (tensor<8x16x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x16x512xf32>) -> tensor<8x16x512xf32>, sym_name = "log_softmax", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<8x16x512xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.reduce"(%arg0, %0) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %16 = "stablehlo.maximum"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%16) : (tensor<f32>) -> ()
    }) : (tensor<8x16x512xf32>, tensor<f32>) -> tensor<8x16xf32>
    %2 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %4 = "stablehlo.maximum"(%3, %1) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xf32>) -> tensor<8x16x512xf32>
    %7 = "stablehlo.subtract"(%arg0, %6) : (tensor<8x16x512xf32>, tensor<8x16x512xf32>) -> tensor<8x16x512xf32>
    %8 = "stablehlo.exponential"(%7) : (tensor<8x16x512xf32>) -> tensor<8x16x512xf32>
    %9 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %10 = "stablehlo.reduce"(%8, %9) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %15 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%15) : (tensor<f32>) -> ()
    }) : (tensor<8x16x512xf32>, tensor<f32>) -> tensor<8x16xf32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %12 = "stablehlo.log"(%11) : (tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xf32>) -> tensor<8x16x512xf32>
    %14 = "stablehlo.subtract"(%7, %13) : (tensor<8x16x512xf32>, tensor<8x16x512xf32>) -> tensor<8x16x512xf32>
    "func.return"(%14) : (tensor<8x16x512xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} : () -> ()

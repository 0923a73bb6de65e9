"builtin.module"() <{sym_name = "jit_f"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["data"=2, "model"=4]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}, {sdy.sharding = #sdy.sharding<@mesh, [{"data", "model"}, {}, {}]>}], function_type = (tensor<32x4xf32>, tensor<4x32x64xf32>, tensor<4x64x32xf32>, tensor<8x16x32xf32>) -> tensor<8x16x32xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg12: tensor<32x4xf32>, %arg13: tensor<4x32x64xf32>, %arg14: tensor<4x64x32xf32>, %arg15: tensor<8x16x32xf32>):
    %33 = "sdy.manual_computation"(%arg12, %arg13, %arg14, %arg15) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{}, {}]>, <@mesh, [{"model"}, {}, {}]>, <@mesh, [{"model"}, {}, {}]>, <@mesh, [{"data", "model"}, {}, {}]>]>, manual_axes = #sdy<manual_axes{"data", "model"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {}, {}]>]>}> ({
    ^bb0(%arg16: tensor<32x4xf32>, %arg17: tensor<1x32x64xf32>, %arg18: tensor<1x64x32xf32>, %arg19: tensor<1x16x32xf32>):
      %34 = "stablehlo.dot_general"(%arg19, %arg16) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x32xf32>, tensor<32x4xf32>) -> tensor<1x16x4xf32>
      %35 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %36 = "stablehlo.reduce"(%34, %35) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
        %80 = "stablehlo.maximum"(%arg24, %arg25) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%80) : (tensor<f32>) -> ()
      }) : (tensor<1x16x4xf32>, tensor<f32>) -> tensor<1x16xf32>
      %37 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %38 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16xf32>
      %39 = "stablehlo.maximum"(%38, %36) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
      %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
      %41 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x1xf32>) -> tensor<1x16x4xf32>
      %42 = "stablehlo.subtract"(%34, %41) : (tensor<1x16x4xf32>, tensor<1x16x4xf32>) -> tensor<1x16x4xf32>
      %43 = "stablehlo.exponential"(%42) : (tensor<1x16x4xf32>) -> tensor<1x16x4xf32>
      %44 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %45 = "stablehlo.reduce"(%43, %44) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>):
        %79 = "stablehlo.add"(%arg22, %arg23) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%79) : (tensor<f32>) -> ()
      }) : (tensor<1x16x4xf32>, tensor<f32>) -> tensor<1x16xf32>
      %46 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
      %47 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x1xf32>) -> tensor<1x16x4xf32>
      %48 = "stablehlo.divide"(%43, %47) : (tensor<1x16x4xf32>, tensor<1x16x4xf32>) -> tensor<1x16x4xf32>
      %49 = "func.call"(%48) <{callee = @argmax}> : (tensor<1x16x4xf32>) -> tensor<1x16xi32>
      %50 = "func.call"(%49) <{callee = @_one_hot}> : (tensor<1x16xi32>) -> tensor<1x16x4xf32>
      %51 = "func.call"(%50) <{callee = @cumsum}> : (tensor<1x16x4xf32>) -> tensor<1x16x4xf32>
      %52 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x4xf32>
      %54 = "stablehlo.subtract"(%51, %53) : (tensor<1x16x4xf32>, tensor<1x16x4xf32>) -> tensor<1x16x4xf32>
      %55 = "stablehlo.multiply"(%54, %50) : (tensor<1x16x4xf32>, tensor<1x16x4xf32>) -> tensor<1x16x4xf32>
      %56 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %57 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x4xf32>
      %58 = "stablehlo.compare"(%55, %57) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<1x16x4xf32>, tensor<1x16x4xf32>) -> tensor<1x16x4xi1>
      %59 = "stablehlo.convert"(%58) : (tensor<1x16x4xi1>) -> tensor<1x16x4xf32>
      %60 = "stablehlo.multiply"(%50, %59) : (tensor<1x16x4xf32>, tensor<1x16x4xf32>) -> tensor<1x16x4xf32>
      %61 = "stablehlo.broadcast_in_dim"(%60) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x4xf32>) -> tensor<1x16x4x1xf32>
      %62 = "func.call"(%55) <{callee = @_one_hot_1}> : (tensor<1x16x4xf32>) -> tensor<1x16x4x8xf32>
      %63 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x4x1xf32>) -> tensor<1x16x4x8xf32>
      %64 = "stablehlo.multiply"(%63, %62) : (tensor<1x16x4x8xf32>, tensor<1x16x4x8xf32>) -> tensor<1x16x4x8xf32>
      %65 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %66 = "stablehlo.reduce"(%48, %65) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
        %78 = "stablehlo.maximum"(%arg20, %arg21) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%78) : (tensor<f32>) -> ()
      }) : (tensor<1x16x4xf32>, tensor<f32>) -> tensor<1x16xf32>
      %67 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x16xf32>) -> tensor<1x16x1x1xf32>
      %68 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x1x1xf32>) -> tensor<1x16x4x8xf32>
      %69 = "stablehlo.multiply"(%64, %68) : (tensor<1x16x4x8xf32>, tensor<1x16x4x8xf32>) -> tensor<1x16x4x8xf32>
      %70 = "stablehlo.dot_general"(%arg19, %64) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x32xf32>, tensor<1x16x4x8xf32>) -> tensor<1x32x4x8xf32>
      %71 = "stablehlo.transpose"(%70) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<1x32x4x8xf32>) -> tensor<4x1x8x32xf32>
      %72 = "stablehlo.all_to_all"(%71) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 1 : i64, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<4x1x8x32xf32>) -> tensor<1x4x8x32xf32>
      %73 = "stablehlo.dot_general"(%72, %arg17) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4x8x32xf32>, tensor<1x32x64xf32>) -> tensor<1x4x8x64xf32>
      %74 = "func.call"(%73) <{callee = @relu}> : (tensor<1x4x8x64xf32>) -> tensor<1x4x8x64xf32>
      %75 = "stablehlo.dot_general"(%74, %arg18) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4x8x64xf32>, tensor<1x64x32xf32>) -> tensor<1x4x8x32xf32>
      %76 = "stablehlo.all_to_all"(%75) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, split_count = 4 : i64, split_dimension = 1 : i64}> : (tensor<1x4x8x32xf32>) -> tensor<4x1x8x32xf32>
      %77 = "stablehlo.dot_general"(%69, %76) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3, 2], rhs_contracting_dimensions = [2, 0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x4x8xf32>, tensor<4x1x8x32xf32>) -> tensor<1x16x32xf32>
      "sdy.return"(%77) : (tensor<1x16x32xf32>) -> ()
    }) : (tensor<32x4xf32>, tensor<4x32x64xf32>, tensor<4x64x32xf32>, tensor<8x16x32xf32>) -> tensor<8x16x32xf32>
    "func.return"(%33) : (tensor<8x16x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x16x4xf32>) -> tensor<1x16xi32>, sym_name = "argmax", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<1x16x4xf32>):
    %20 = "stablehlo.iota"() <{iota_dimension = 2 : i64}> : () -> tensor<1x16x4xi32>
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
    }) : (tensor<1x16x4xf32>, tensor<1x16x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<1x16xf32>, tensor<1x16xi32>)
    "func.return"(%23#1) : (tensor<1x16xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x16xi32>) -> tensor<1x16x4xf32>, sym_name = "_one_hot", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<1x16xi32>):
    %14 = "stablehlo.broadcast_in_dim"(%arg6) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x16xi32>) -> tensor<1x16x1xi32>
    %15 = "stablehlo.iota"() <{iota_dimension = 2 : i64}> : () -> tensor<1x1x4xi32>
    %16 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x1xi32>) -> tensor<1x16x4xi32>
    %17 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4xi32>) -> tensor<1x16x4xi32>
    %18 = "stablehlo.compare"(%16, %17) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<1x16x4xi32>, tensor<1x16x4xi32>) -> tensor<1x16x4xi1>
    %19 = "stablehlo.convert"(%18) : (tensor<1x16x4xi1>) -> tensor<1x16x4xf32>
    "func.return"(%19) : (tensor<1x16x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x16x4xf32>) -> tensor<1x16x4xf32>, sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<1x16x4xf32>):
    %13 = "func.call"(%arg5) <{callee = @cumsum_0}> : (tensor<1x16x4xf32>) -> tensor<1x16x4xf32>
    "func.return"(%13) : (tensor<1x16x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x16x4xf32>) -> tensor<1x16x4xf32>, sym_name = "cumsum_0", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<1x16x4xf32>):
    %9 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %11 = "stablehlo.reduce_window"(%arg2, %10) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [15, 0], [0, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 16, 1>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %12 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%12) : (tensor<f32>) -> ()
    }) : (tensor<1x16x4xf32>, tensor<f32>) -> tensor<1x16x4xf32>
    "func.return"(%11) : (tensor<1x16x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x16x4xf32>) -> tensor<1x16x4x8xf32>, sym_name = "_one_hot_1", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<1x16x4xf32>):
    %3 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x4xf32>) -> tensor<1x16x4x1xf32>
    %4 = "stablehlo.iota"() <{iota_dimension = 3 : i64}> : () -> tensor<1x1x1x8xf32>
    %5 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x4x1xf32>) -> tensor<1x16x4x8xf32>
    %6 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x8xf32>) -> tensor<1x16x4x8xf32>
    %7 = "stablehlo.compare"(%5, %6) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<1x16x4x8xf32>, tensor<1x16x4x8xf32>) -> tensor<1x16x4x8xi1>
    %8 = "stablehlo.convert"(%7) : (tensor<1x16x4x8xi1>) -> tensor<1x16x4x8xf32>
    "func.return"(%8) : (tensor<1x16x4x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x4x8x64xf32>) -> tensor<1x4x8x64xf32>, sym_name = "relu", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<1x4x8x64xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4x8x64xf32>
    %2 = "stablehlo.maximum"(%arg0, %1) : (tensor<1x4x8x64xf32>, tensor<1x4x8x64xf32>) -> tensor<1x4x8x64xf32>
    "func.return"(%2) : (tensor<1x4x8x64xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} : () -> ()

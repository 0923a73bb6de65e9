"builtin.module"() <{sym_name = "jit_f"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["data"=2, "model"=4]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}], function_type = (tensor<32x64xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg1: tensor<32x64xf32>, %arg2: tensor<64x32xf32>, %arg3: tensor<64xf32>, %arg4: tensor<32xf32>, %arg5: tensor<16x32xf32>):
    %3 = "sdy.manual_computation"(%arg1, %arg2, %arg3, %arg4, %arg5) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>, <@mesh, [{"model"}, {}]>, <@mesh, [{"model"}]>, <@mesh, [{}]>, <@mesh, [{"data"}, {}]>]>, manual_axes = #sdy<manual_axes{"data", "model"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>}> ({
    ^bb0(%arg6: tensor<32x16xf32>, %arg7: tensor<16x32xf32>, %arg8: tensor<16xf32>, %arg9: tensor<32xf32>, %arg10: tensor<8x32xf32>):
      %4 = "stablehlo.dot_general"(%arg10, %arg6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
      %5 = "stablehlo.broadcast_in_dim"(%arg8) <{broadcast_dimensions = array<i64: 1>}> : (tensor<16xf32>) -> tensor<1x16xf32>
      %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x16xf32>) -> tensor<8x16xf32>
      %7 = "stablehlo.add"(%4, %6) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
      %8 = "func.call"(%7) <{callee = @relu}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
      %9 = "stablehlo.dot_general"(%8, %arg7) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
      %10 = "stablehlo.all_reduce"(%9) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg11: tensor<f32>, %arg12: tensor<f32>):
        %14 = "stablehlo.add"(%arg11, %arg12) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%14) : (tensor<f32>) -> ()
      }) : (tensor<8x32xf32>) -> tensor<8x32xf32>
      %11 = "stablehlo.broadcast_in_dim"(%arg9) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
      %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<8x32xf32>
      %13 = "stablehlo.add"(%10, %12) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
      "sdy.return"(%13) : (tensor<8x32xf32>) -> ()
    }) : (tensor<32x64xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    "func.return"(%3) : (tensor<16x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x16xf32>) -> tensor<8x16xf32>, sym_name = "relu", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<8x16xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %2 = "stablehlo.maximum"(%arg0, %1) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    "func.return"(%2) : (tensor<8x16xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} : () -> ()

"builtin.module"() <{sym_name = "jit_f"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["data"=2, "model"=4]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}], function_type = (tensor<32x64xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg1: tensor<32x64xf32>, %arg2: tensor<64x32xf32>, %arg3: tensor<64xf32>, %arg4: tensor<32xf32>, %arg5: tensor<16x32xf32>):
    %3 = "stablehlo.dot_general"(%arg5, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %4 = "stablehlo.broadcast_in_dim"(%arg3) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %6 = "stablehlo.add"(%3, %5) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %7 = "func.call"(%6) <{callee = @relu}> : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %8 = "stablehlo.dot_general"(%7, %arg2) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %9 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %11 = "stablehlo.add"(%8, %10) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    "func.return"(%11) : (tensor<16x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<16x64xf32>) -> tensor<16x64xf32>, sym_name = "relu", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<16x64xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %2 = "stablehlo.maximum"(%arg0, %1) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    "func.return"(%2) : (tensor<16x64xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} : () -> ()

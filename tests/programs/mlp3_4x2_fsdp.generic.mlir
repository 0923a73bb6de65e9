"builtin.module"() <{sym_name = "jit_f"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["data"=4, "model"=2]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "data", size = 4 : i64}, {name = "model", size = 2 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}], function_type = (tensor<32x64xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<64xf32>, tensor<32xf32>, tensor<64xf32>, tensor<16x32xf32>) -> tensor<16x64xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg2: tensor<32x64xf32>, %arg3: tensor<64x32xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<32xf32>, %arg7: tensor<64xf32>, %arg8: tensor<16x32xf32>):
    %6 = "stablehlo.dot_general"(%arg8, %arg2) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %7 = "stablehlo.broadcast_in_dim"(%arg5) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %9 = "stablehlo.add"(%6, %8) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %10 = "func.call"(%9) <{callee = @relu}> : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %11 = "stablehlo.dot_general"(%10, %arg3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %12 = "stablehlo.broadcast_in_dim"(%arg6) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %14 = "stablehlo.add"(%11, %13) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %15 = "func.call"(%14) <{callee = @relu_0}> : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %16 = "stablehlo.dot_general"(%15, %arg4) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %17 = "stablehlo.broadcast_in_dim"(%arg7) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %19 = "stablehlo.add"(%16, %18) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    "func.return"(%19) : (tensor<16x64xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<16x64xf32>) -> tensor<16x64xf32>, sym_name = "relu", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<16x64xf32>):
    %3 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %5 = "stablehlo.maximum"(%arg1, %4) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    "func.return"(%5) : (tensor<16x64xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<16x32xf32>) -> tensor<16x32xf32>, sym_name = "relu_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<16x32xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %2 = "stablehlo.maximum"(%arg0, %1) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    "func.return"(%2) : (tensor<16x32xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} : () -> ()

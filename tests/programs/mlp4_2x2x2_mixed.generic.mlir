"builtin.module"() <{sym_name = "jit_f"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["data"=2, "fsdp"=2, "model"=2]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "fsdp", size = 2 : i64}, {name = "model", size = 2 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"data", "fsdp"}, {}]>}], function_type = (tensor<32x64xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32xf32>, tensor<64xf32>, tensor<32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg2: tensor<32x64xf32>, %arg3: tensor<64x32xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<64x32xf32>, %arg6: tensor<64xf32>, %arg7: tensor<32xf32>, %arg8: tensor<64xf32>, %arg9: tensor<32xf32>, %arg10: tensor<16x32xf32>):
    %6 = "stablehlo.dot_general"(%arg10, %arg2) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %7 = "stablehlo.broadcast_in_dim"(%arg6) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %9 = "stablehlo.add"(%6, %8) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %10 = "func.call"(%9) <{callee = @relu}> : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %11 = "sdy.sharding_constraint"(%10) <{sharding = #sdy.sharding<@mesh, [{"data", "fsdp"}, {"model"}]>}> : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %12 = "stablehlo.dot_general"(%11, %arg3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %13 = "stablehlo.broadcast_in_dim"(%arg7) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %15 = "stablehlo.add"(%12, %14) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %16 = "func.call"(%15) <{callee = @relu_0}> : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %17 = "sdy.sharding_constraint"(%16) <{sharding = #sdy.sharding<@mesh, [{"data", "fsdp"}, {}]>}> : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %18 = "stablehlo.dot_general"(%17, %arg4) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %19 = "stablehlo.broadcast_in_dim"(%arg8) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %21 = "stablehlo.add"(%18, %20) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %22 = "func.call"(%21) <{callee = @relu}> : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %23 = "sdy.sharding_constraint"(%22) <{sharding = #sdy.sharding<@mesh, [{"data", "fsdp"}, {"model"}]>}> : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %24 = "stablehlo.dot_general"(%23, %arg5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %25 = "stablehlo.broadcast_in_dim"(%arg9) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %27 = "stablehlo.add"(%24, %26) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %28 = "sdy.sharding_constraint"(%27) <{sharding = #sdy.sharding<@mesh, [{"data", "fsdp"}, {}]>}> : (tensor<16x32xf32>) -> tensor<16x32xf32>
    "func.return"(%28) : (tensor<16x32xf32>) -> ()
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

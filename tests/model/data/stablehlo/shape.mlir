// Shape ops with keyword arguments.
// pretty: broadcast_in_dim broadcast reshape transpose reverse concatenate slice dynamic_slice dynamic_update_slice pad get_dimension_size
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x8xf32>, tensor<f32>, tensor<i32>, tensor<2x3x5xbf16>) -> tensor<4x8xf32>, sym_name = "shapes"}> ({
  ^bb0(%a: tensor<4x8xf32>, %s: tensor<f32>, %i: tensor<i32>, %c: tensor<2x3x5xbf16>):
    %0 = "stablehlo.broadcast_in_dim"(%a) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<4x8xf32>) -> tensor<3x4x8xf32>
    %1 = "stablehlo.broadcast_in_dim"(%s) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %2 = "stablehlo.broadcast"(%a) <{broadcast_sizes = array<i64: 2, 1>}> : (tensor<4x8xf32>) -> tensor<2x1x4x8xf32>
    %3 = "stablehlo.reshape"(%a) : (tensor<4x8xf32>) -> tensor<2x16xf32>
    %4 = "stablehlo.reshape"(%s) : (tensor<f32>) -> tensor<1x1xf32>
    %5 = "stablehlo.transpose"(%c) <{permutation = array<i64: 2, 0, 1>}> : (tensor<2x3x5xbf16>) -> tensor<5x2x3xbf16>
    %6 = "stablehlo.reverse"(%a) <{dimensions = array<i64: 0, 1>}> : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %7 = "stablehlo.concatenate"(%a, %1, %a) <{dimension = 0 : i64}> : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<12x8xf32>
    %8 = "stablehlo.concatenate"(%a) <{dimension = 1 : i64}> : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %9 = "stablehlo.slice"(%a) <{limit_indices = array<i64: 4, 8>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 3>}> : (tensor<4x8xf32>) -> tensor<3x3xf32>
    %10 = "stablehlo.slice"(%c) <{limit_indices = array<i64: 2, 3, 5>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<2x3x5xbf16>) -> tensor<2x3x5xbf16>
    %11 = "stablehlo.slice"(%s) <{limit_indices = array<i64>, start_indices = array<i64>, strides = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %12 = "stablehlo.dynamic_slice"(%a, %i, %i) <{slice_sizes = array<i64: 2, 4>}> : (tensor<4x8xf32>, tensor<i32>, tensor<i32>) -> tensor<2x4xf32>
    %13 = "stablehlo.dynamic_update_slice"(%a, %12, %i, %i) : (tensor<4x8xf32>, tensor<2x4xf32>, tensor<i32>, tensor<i32>) -> tensor<4x8xf32>
    %14 = "stablehlo.pad"(%a, %s) <{edge_padding_high = array<i64: 0, -2>, edge_padding_low = array<i64: 1, 0>, interior_padding = array<i64: 1, 0>}> : (tensor<4x8xf32>, tensor<f32>) -> tensor<8x6xf32>
    %15 = "stablehlo.get_dimension_size"(%a) <{dimension = 1 : i64}> : (tensor<4x8xf32>) -> tensor<i32>
    %16 = "stablehlo.transpose"(%a) <{permutation = array<i64: 1, 0>}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x", ?}, {?}]>]>} : (tensor<4x8xf32>) -> tensor<8x4xf32>
    %17 = "stablehlo.dynamic_slice"(%c, %i, %i, %i) <{slice_sizes = array<i64: 1, 3, 2>}> {tag = "x"} : (tensor<2x3x5xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x2xbf16>
    "func.return"(%6) : (tensor<4x8xf32>) -> ()
  }) : () -> ()
  "sdy.mesh"() <{mesh = #sdy.mesh<["x"=2]>, sym_name = "mesh"}> : () -> ()
}) : () -> ()

module @jit_f attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<512x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg1: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg2: tensor<8x16xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x16x512xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {"model"}]>}) {
    %0 = sdy.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<i32>) -> tensor<8x16xi32>
    %2 = stablehlo.compare LT, %arg2, %1, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi1>
    %3 = sdy.constant dense<512> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<i32>) -> tensor<8x16xi32>
    %5 = stablehlo.add %arg2, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xi32>
    %6 = stablehlo.select %2, %5, %arg2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xi1>, tensor<8x16xi32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xi32>) -> tensor<8x16x1xi32>
    %8 = "stablehlo.gather"(%arg0, %7) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<512x64xf32>, tensor<8x16x1xi32>) -> tensor<8x16x64xf32>
    %9 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%8 init: %9) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %12 = sdy.constant dense<6.400000e+01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x16x1xf32>
    %14 = stablehlo.divide %11, %13 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %16 = stablehlo.subtract %8, %15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %17 = call @_var(%8, %0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x64xf32>, tensor<i32>) -> tensor<8x16x1xf32>
    %18 = sdy.constant dense<9.99999974E-6> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x16x1xf32>
    %20 = stablehlo.add %17, %19 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %21 = stablehlo.rsqrt %20 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %23 = stablehlo.multiply %16, %22 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %24 = stablehlo.dot_general %23, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %25 = stablehlo.tanh %24 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xf32>
    %26 = stablehlo.transpose %arg0, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<512x64xf32>) -> tensor<64x512xf32>
    %27 = stablehlo.dot_general %25, %26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x16x64xf32>, tensor<64x512xf32>) -> tensor<8x16x512xf32>
    %28 = call @log_softmax(%27) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x16x512xf32>) -> tensor<8x16x512xf32>
    return %28 : tensor<8x16x512xf32>
  }
  func.func private @_where(%arg0: tensor<i1> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg1: tensor<8x16x1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, %arg2: tensor<f32> {sdy.sharding = #sdy.sharding<@mesh, []>}) -> (tensor<8x16x1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x16x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<i1>, tensor<8x16x1xf32>
    return %2 : tensor<8x16x1xf32>
  }
  func.func private @_var(%arg0: tensor<8x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, %arg1: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}) -> (tensor<8x16x1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) {
    %0 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%arg0 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %3 = sdy.constant dense<6.400000e+01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x16x1xf32>
    %5 = stablehlo.divide %2, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %7 = stablehlo.subtract %arg0, %6 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %8 = chlo.square %7 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32> -> tensor<8x16x64xf32>
    %9 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %10 = stablehlo.subtract %3, %9 : tensor<f32>
    %11 = stablehlo.reduce(%8 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %13 = stablehlo.broadcast_in_dim %10, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x16x1xf32>
    %14 = stablehlo.divide %12, %13 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %15 = stablehlo.compare GT, %10, %0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %16 = sdy.constant dense<0x7FC00000> : tensor<f32>
    %17 = call @_where(%15, %14, %16) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<i1>, tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16x1xf32>
    return %17 : tensor<8x16x1xf32>
  }
  func.func private @log_softmax(%arg0: tensor<8x16x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {"model"}]>}) -> (tensor<8x16x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {"model"}]>}) {
    %0 = sdy.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.reduce(%arg0 init: %0) applies stablehlo.maximum across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x512xf32>, tensor<f32>) -> tensor<8x16xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<8x16xf32>
    %3 = stablehlo.maximum %2, %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x16x1xf32>) -> tensor<8x16x512xf32>
    %6 = stablehlo.subtract %arg0, %5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x512xf32>
    %7 = stablehlo.exponential %6 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x512xf32>
    %8 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%7 init: %8) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x512xf32>, tensor<f32>) -> tensor<8x16xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %11 = stablehlo.log %10 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x16x1xf32>) -> tensor<8x16x512xf32>
    %13 = stablehlo.subtract %6, %12 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x512xf32>
    return %13 : tensor<8x16x512xf32>
  }
}

module @jit_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=8]> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg4: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<32x64xf32> {jax.result_info = "result[0][0]"}, tensor<64x32xf32> {jax.result_info = "result[0][1]"}, tensor<64xf32> {jax.result_info = "result[1][0]"}, tensor<32xf32> {jax.result_info = "result[1][1]"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.dot_general %arg4, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %3 = stablehlo.add %0, %2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<16x64xf32>
    %4 = call @relu(%3) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %5 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<16x64xf32>
    %7 = stablehlo.compare GT, %3, %6, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xi1>
    %8 = stablehlo.dot_general %4, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %9 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %11 = stablehlo.add %8, %10 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<16x32xf32>
    %12 = stablehlo.subtract %11, %arg4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<16x32xf32>
    %13 = stablehlo.multiply %12, %12 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<16x32xf32>
    %14 = sdy.constant dense<2.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<16x32xf32>
    %16 = stablehlo.multiply %15, %12 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<16x32xf32>
    %17 = stablehlo.reduce(%13 init: %5) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<f32>
    %18 = sdy.constant dense<5.120000e+02> : tensor<f32>
    %19 = stablehlo.divide %17, %18 : tensor<f32>
    %20 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.divide %20, %18 : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<16x32xf32>
    %23 = stablehlo.multiply %22, %16 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<16x32xf32>
    %24 = stablehlo.reduce(%23 init: %5) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %25 = stablehlo.reshape %24 : (tensor<32xf32>) -> tensor<1x32xf32>
    %26 = stablehlo.reduce(%25 init: %5) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %27 = stablehlo.dot_general %23, %4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %28 = stablehlo.transpose %27, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %29 = stablehlo.dot_general %23, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<16x32xf32>, tensor<64x32xf32>) -> tensor<16x64xf32>
    %30 = stablehlo.select %7, %29, %6 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<16x64xi1>, tensor<16x64xf32>
    %31 = stablehlo.reduce(%30 init: %5) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %32 = stablehlo.reshape %31 : (tensor<64xf32>) -> tensor<1x64xf32>
    %33 = stablehlo.reduce(%32 init: %5) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %34 = stablehlo.dot_general %30, %arg4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %35 = stablehlo.transpose %34, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %36 = sdy.constant dense<0.00999999977> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %38 = stablehlo.multiply %37, %35 : tensor<32x64xf32>
    %39 = stablehlo.subtract %arg0, %38 : tensor<32x64xf32>
    %40 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %41 = stablehlo.multiply %40, %28 : tensor<64x32xf32>
    %42 = stablehlo.subtract %arg1, %41 : tensor<64x32xf32>
    %43 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %44 = stablehlo.multiply %43, %33 : tensor<64xf32>
    %45 = stablehlo.subtract %arg2, %44 : tensor<64xf32>
    %46 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %47 = stablehlo.multiply %46, %26 : tensor<32xf32>
    %48 = stablehlo.subtract %arg3, %47 : tensor<32xf32>
    return %39, %42, %45, %48, %19 : tensor<32x64xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<16x64xf32>
    %2 = stablehlo.maximum %arg0, %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<16x64xf32>
    return %2 : tensor<16x64xf32>
  }
}

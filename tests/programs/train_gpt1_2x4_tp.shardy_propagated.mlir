module @jit_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg3: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg4: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg5: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg6: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg7: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg8: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg9: tensor<8x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<64xf32> {jax.result_info = "result[0][0]['ln1']"}, tensor<64xf32> {jax.result_info = "result[0][0]['ln2']"}, tensor<64x128xf32> {jax.result_info = "result[0][0]['w1']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<128x64xf32> {jax.result_info = "result[0][0]['w2']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<64x4x16xf32> {jax.result_info = "result[0][0]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, tensor<4x16x64xf32> {jax.result_info = "result[0][0]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, tensor<64x4x16xf32> {jax.result_info = "result[0][0]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, tensor<64x4x16xf32> {jax.result_info = "result[0][0]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, tensor<64xf32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%arg9 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %3 = sdy.constant dense<6.400000e+01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x16x1xf32>
    %5 = stablehlo.divide %2, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %7 = stablehlo.subtract %arg9, %6 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %8 = stablehlo.multiply %7, %7 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %9 = stablehlo.reduce(%8 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %11 = stablehlo.divide %10, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %12 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %13 = stablehlo.subtract %arg9, %12 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %14 = sdy.constant dense<9.99999974E-6> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x16x1xf32>
    %16 = stablehlo.add %11, %15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %17 = stablehlo.rsqrt %16 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %19 = stablehlo.multiply %13, %18 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %20 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %22 = stablehlo.multiply %19, %21 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %23 = stablehlo.dot_general %22, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<8x16x64xf32>, tensor<64x4x16xf32>) -> tensor<8x16x4x16xf32>
    %24 = stablehlo.dot_general %22, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<8x16x64xf32>, tensor<64x4x16xf32>) -> tensor<8x16x4x16xf32>
    %25 = stablehlo.dot_general %22, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<8x16x64xf32>, tensor<64x4x16xf32>) -> tensor<8x16x4x16xf32>
    %26 = stablehlo.dot_general %23, %24, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x16x4x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %27 = sdy.constant dense<1.600000e+01> : tensor<f32>
    %28 = stablehlo.sqrt %27 : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x4x16x16xf32>
    %30 = stablehlo.divide %26, %29 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x16x16xf32>
    %31 = sdy.constant dense<true> : tensor<i1>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %33 = call @tril(%32) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %34 = sdy.constant dense<-1.000000e+09> : tensor<f32>
    %35:2 = call @_where(%33, %30, %34) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>, <@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<16x16xi1>, tensor<8x4x16x16xf32>, tensor<f32>) -> (tensor<8x4x16x16xf32>, tensor<8x4x16x16xi1>)
    %36 = sdy.constant dense<0xFF800000> : tensor<f32>
    %37 = stablehlo.reduce(%35#0 init: %36) applies stablehlo.maximum across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %38 = stablehlo.broadcast_in_dim %36, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<f32>) -> tensor<8x4x16xf32>
    %39 = stablehlo.maximum %38, %37 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<8x4x16xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %42 = stablehlo.subtract %35#0, %41 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x16x16xf32>
    %43 = stablehlo.exponential %42 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x16x16xf32>
    %44 = stablehlo.reduce(%43 init: %0) applies stablehlo.add across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %47 = stablehlo.divide %43, %46 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x16x16xf32>
    %48 = stablehlo.multiply %45, %45 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x16x1xf32>
    %49 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x4x16x1xf32>
    %51 = stablehlo.divide %50, %48 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x16x1xf32>
    %52 = stablehlo.dot_general %25, %47, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x16x4x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %53 = stablehlo.dot_general %52, %arg5, contracting_dims = [2, 1] x [1, 0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x4x16x16xf32>, tensor<4x16x64xf32>) -> tensor<8x16x64xf32>
    %54 = stablehlo.add %arg9, %53 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %55 = stablehlo.reduce(%54 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %57 = stablehlo.divide %56, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %59 = stablehlo.subtract %54, %58 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %60 = stablehlo.multiply %59, %59 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %61 = sdy.constant dense<2.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x16x64xf32>
    %63 = stablehlo.multiply %62, %59 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %64 = stablehlo.reduce(%60 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %66 = stablehlo.divide %65, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %67 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %68 = stablehlo.subtract %54, %67 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %69 = stablehlo.add %66, %15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %70 = stablehlo.rsqrt %69 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %71 = stablehlo.divide %70, %69 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %72 = sdy.constant dense<-5.000000e-01> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x16x1xf32>
    %74 = stablehlo.multiply %73, %71 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %75 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %76 = stablehlo.multiply %68, %75 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %77 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %79 = stablehlo.multiply %76, %78 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %80 = stablehlo.dot_general %79, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x16x64xf32>, tensor<64x128xf32>) -> tensor<8x16x128xf32>
    %81 = stablehlo.multiply %80, %80 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xf32>
    %82 = stablehlo.multiply %81, %80 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xf32>
    %83 = stablehlo.multiply %80, %80 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xf32>
    %84 = sdy.constant dense<3.000000e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x16x128xf32>
    %86 = stablehlo.multiply %85, %83 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xf32>
    %87 = sdy.constant dense<4.471500e-02> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x16x128xf32>
    %89 = stablehlo.multiply %88, %82 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xf32>
    %90 = stablehlo.add %80, %89 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xf32>
    %91 = sdy.constant dense<0.797884583> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x16x128xf32>
    %93 = stablehlo.multiply %92, %90 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xf32>
    %94 = stablehlo.tanh %93 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xf32>
    %95 = stablehlo.broadcast_in_dim %49, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x16x128xf32>
    %96 = stablehlo.subtract %95, %94 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xf32>
    %97 = stablehlo.add %95, %94 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xf32>
    %98 = sdy.constant dense<5.000000e-01> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x16x128xf32>
    %100 = stablehlo.multiply %99, %97 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xf32>
    %101 = stablehlo.multiply %80, %100 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xf32>
    %102 = stablehlo.dot_general %101, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x128xf32>, tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %103 = stablehlo.add %54, %102 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %104 = stablehlo.reduce(%103 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %106 = stablehlo.divide %105, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %108 = stablehlo.subtract %103, %107 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %109 = stablehlo.multiply %108, %108 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %110 = stablehlo.multiply %62, %108 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %111 = stablehlo.reduce(%109 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %113 = stablehlo.divide %112, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %114 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %115 = stablehlo.subtract %103, %114 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %116 = stablehlo.add %113, %15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %117 = stablehlo.rsqrt %116 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %118 = stablehlo.divide %117, %116 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %119 = stablehlo.multiply %73, %118 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %120 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %121 = stablehlo.multiply %115, %120 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %122 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %124 = stablehlo.multiply %121, %123 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %125 = stablehlo.multiply %124, %124 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %126 = stablehlo.multiply %62, %124 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %127 = stablehlo.reduce(%125 init: %0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<f32>
    %128 = sdy.constant dense<8.192000e+03> : tensor<f32>
    %129 = stablehlo.divide %127, %128 : tensor<f32>
    %130 = stablehlo.divide %49, %128 : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x16x64xf32>
    %132 = stablehlo.multiply %131, %126 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %133 = stablehlo.multiply %121, %132 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %134 = stablehlo.reduce(%133 init: %0) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %135 = stablehlo.reshape %134 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %136 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %137 = stablehlo.multiply %132, %136 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %138 = stablehlo.reduce(%135 init: %0) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %139 = stablehlo.multiply %115, %137 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %140 = stablehlo.reduce(%139 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %141 = stablehlo.reshape %140 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %142 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %143 = stablehlo.multiply %137, %142 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %144 = stablehlo.multiply %141, %119 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %145 = stablehlo.negate %143 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %146 = stablehlo.reduce(%145 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %147 = stablehlo.reshape %146 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %148 = stablehlo.divide %144, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %149 = stablehlo.reduce(%148 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %151 = stablehlo.multiply %150, %110 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %152 = stablehlo.negate %151 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %153 = stablehlo.reduce(%152 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %154 = stablehlo.reshape %153 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %155 = stablehlo.add %143, %151 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %156 = stablehlo.add %147, %154 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %157 = stablehlo.divide %156, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %158 = stablehlo.reduce(%157 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %160 = stablehlo.add %155, %159 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %161 = stablehlo.dot_general %160, %101, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<8x16x64xf32>, tensor<8x16x128xf32>) -> tensor<64x128xf32>
    %162 = stablehlo.transpose %161, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %163 = stablehlo.dot_general %160, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x16x64xf32>, tensor<128x64xf32>) -> tensor<8x16x128xf32>
    %164 = stablehlo.multiply %80, %163 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xf32>
    %165 = stablehlo.multiply %163, %100 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xf32>
    %166 = stablehlo.multiply %99, %164 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xf32>
    %167 = stablehlo.multiply %166, %96 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xf32>
    %168 = stablehlo.multiply %167, %94 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xf32>
    %169 = stablehlo.add %167, %168 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xf32>
    %170 = stablehlo.multiply %92, %169 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xf32>
    %171 = stablehlo.add %165, %170 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xf32>
    %172 = stablehlo.multiply %88, %170 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xf32>
    %173 = stablehlo.multiply %172, %86 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xf32>
    %174 = stablehlo.add %171, %173 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xf32>
    %175 = stablehlo.dot_general %174, %79, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<8x16x128xf32>, tensor<8x16x64xf32>) -> tensor<128x64xf32>
    %176 = stablehlo.transpose %175, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %177 = stablehlo.dot_general %174, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x128xf32>, tensor<64x128xf32>) -> tensor<8x16x64xf32>
    %178 = stablehlo.multiply %76, %177 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %179 = stablehlo.reduce(%178 init: %0) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %180 = stablehlo.reshape %179 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %181 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %182 = stablehlo.multiply %177, %181 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %183 = stablehlo.reduce(%180 init: %0) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %184 = stablehlo.multiply %68, %182 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %185 = stablehlo.reduce(%184 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %186 = stablehlo.reshape %185 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %187 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %188 = stablehlo.multiply %182, %187 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %189 = stablehlo.multiply %186, %74 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %190 = stablehlo.negate %188 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %191 = stablehlo.reduce(%190 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %192 = stablehlo.reshape %191 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %193 = stablehlo.add %160, %188 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %194 = stablehlo.divide %189, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %195 = stablehlo.reduce(%194 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %197 = stablehlo.multiply %196, %63 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %198 = stablehlo.negate %197 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %199 = stablehlo.reduce(%198 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %200 = stablehlo.reshape %199 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %201 = stablehlo.add %193, %197 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %202 = stablehlo.add %192, %200 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %203 = stablehlo.divide %202, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %204 = stablehlo.reduce(%203 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %205 = stablehlo.broadcast_in_dim %204, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %206 = stablehlo.add %201, %205 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %207 = stablehlo.dot_general %206, %52, contracting_dims = [0, 1] x [0, 3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<8x16x64xf32>, tensor<8x4x16x16xf32>) -> tensor<64x4x16xf32>
    %208 = stablehlo.transpose %207, dims = [1, 2, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}, {}]>]>} : (tensor<64x4x16xf32>) -> tensor<4x16x64xf32>
    %209 = stablehlo.dot_general %206, %arg5, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<8x16x64xf32>, tensor<4x16x64xf32>) -> tensor<8x16x4x16xf32>
    %210 = stablehlo.transpose %209, dims = [0, 2, 3, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %211 = stablehlo.dot_general %210, %25, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %212 = stablehlo.dot_general %210, %47, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %213 = stablehlo.transpose %212, dims = [0, 3, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %214 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %215 = stablehlo.multiply %211, %214 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x16x16xf32>
    %216 = stablehlo.multiply %215, %43 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x16x16xf32>
    %217 = stablehlo.reduce(%216 init: %0) applies stablehlo.add across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %218 = stablehlo.reshape %217 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %219 = stablehlo.negate %218 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x16x1xf32>
    %220 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %221 = stablehlo.divide %211, %220 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x16x16xf32>
    %222 = stablehlo.reduce(%219 init: %0) applies stablehlo.add across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<8x4x16x1xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x16xf32>) -> tensor<8x4x16x16xf32>
    %224 = stablehlo.add %221, %223 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x16x16xf32>
    %225 = stablehlo.multiply %224, %43 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x16x16xf32>
    %226 = call @_where_0(%35#1, %225) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x16x16xi1>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %227 = stablehlo.divide %226, %29 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x16x16xf32>
    %228 = stablehlo.dot_general %227, %23, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %229 = stablehlo.transpose %228, dims = [0, 2, 1, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %230 = stablehlo.dot_general %227, %24, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %231 = stablehlo.transpose %230, dims = [0, 2, 1, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %232 = stablehlo.dot_general %213, %22, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}, {}]>]>} : (tensor<8x16x4x16xf32>, tensor<8x16x64xf32>) -> tensor<4x16x64xf32>
    %233 = stablehlo.transpose %232, dims = [2, 0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %234 = stablehlo.dot_general %213, %arg7, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x4x16xf32>, tensor<64x4x16xf32>) -> tensor<8x16x64xf32>
    %235 = stablehlo.dot_general %229, %22, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}, {}]>]>} : (tensor<8x16x4x16xf32>, tensor<8x16x64xf32>) -> tensor<4x16x64xf32>
    %236 = stablehlo.transpose %235, dims = [2, 0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %237 = stablehlo.dot_general %229, %arg4, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x4x16xf32>, tensor<64x4x16xf32>) -> tensor<8x16x64xf32>
    %238 = stablehlo.add %234, %237 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %239 = stablehlo.dot_general %231, %22, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}, {}]>]>} : (tensor<8x16x4x16xf32>, tensor<8x16x64xf32>) -> tensor<4x16x64xf32>
    %240 = stablehlo.transpose %239, dims = [2, 0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %241 = stablehlo.dot_general %231, %arg6, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x4x16xf32>, tensor<64x4x16xf32>) -> tensor<8x16x64xf32>
    %242 = stablehlo.add %238, %241 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %243 = stablehlo.multiply %19, %242 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %244 = stablehlo.reduce(%243 init: %0) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %245 = stablehlo.reshape %244 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %246 = stablehlo.reduce(%245 init: %0) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %247 = sdy.constant dense<0.00999999977> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %249 = stablehlo.multiply %248, %246 : tensor<64xf32>
    %250 = stablehlo.subtract %arg0, %249 : tensor<64xf32>
    %251 = stablehlo.multiply %248, %183 : tensor<64xf32>
    %252 = stablehlo.subtract %arg1, %251 : tensor<64xf32>
    %253 = stablehlo.broadcast_in_dim %247, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<f32>) -> tensor<64x128xf32>
    %254 = stablehlo.multiply %253, %176 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<64x128xf32>
    %255 = stablehlo.subtract %arg2, %254 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<64x128xf32>
    %256 = stablehlo.broadcast_in_dim %247, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<f32>) -> tensor<128x64xf32>
    %257 = stablehlo.multiply %256, %162 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<128x64xf32>
    %258 = stablehlo.subtract %arg3, %257 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<128x64xf32>
    %259 = stablehlo.broadcast_in_dim %247, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<f32>) -> tensor<64x4x16xf32>
    %260 = stablehlo.multiply %259, %236 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : tensor<64x4x16xf32>
    %261 = stablehlo.subtract %arg4, %260 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : tensor<64x4x16xf32>
    %262 = stablehlo.broadcast_in_dim %247, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x16x64xf32>
    %263 = stablehlo.multiply %262, %208 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}, {}]>]>} : tensor<4x16x64xf32>
    %264 = stablehlo.subtract %arg5, %263 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}, {}]>]>} : tensor<4x16x64xf32>
    %265 = stablehlo.multiply %259, %240 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : tensor<64x4x16xf32>
    %266 = stablehlo.subtract %arg6, %265 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : tensor<64x4x16xf32>
    %267 = stablehlo.multiply %259, %233 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : tensor<64x4x16xf32>
    %268 = stablehlo.subtract %arg7, %267 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : tensor<64x4x16xf32>
    %269 = stablehlo.multiply %248, %138 : tensor<64xf32>
    %270 = stablehlo.subtract %arg8, %269 : tensor<64xf32>
    return %250, %252, %255, %258, %261, %264, %266, %268, %270, %129 : tensor<64xf32>, tensor<64xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<64x4x16xf32>, tensor<4x16x64xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<64xf32>, tensor<f32>
  }
  func.func private @tril(%arg0: tensor<16x16xi1>) -> tensor<16x16xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<16x16xi32>
    %1 = sdy.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %3 = stablehlo.add %0, %2 : tensor<16x16xi32>
    %4 = stablehlo.iota dim = 1 : tensor<16x16xi32>
    %5 = stablehlo.compare GE, %3, %4, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %6 = sdy.constant dense<false> : tensor<i1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %8 = stablehlo.select %5, %arg0, %7 : tensor<16x16xi1>, tensor<16x16xi1>
    return %8 : tensor<16x16xi1>
  }
  func.func private @_where(%arg0: tensor<16x16xi1> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<8x4x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}, {}, {}]>}, %arg2: tensor<f32> {sdy.sharding = #sdy.sharding<@mesh, []>}) -> (tensor<8x4x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}, {}, {}]>}, tensor<8x4x16x16xi1> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}, {}, {}]>}) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<16x16xi1>) -> tensor<8x4x16x16xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x4x16x16xf32>
    %2 = stablehlo.select %0, %arg1, %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x16x16xi1>, tensor<8x4x16x16xf32>
    return %2, %0 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xi1>
  }
  func.func private @_where_0(%arg0: tensor<8x4x16x16xi1> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}, {}, {}]>}, %arg1: tensor<8x4x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}, {}, {}]>}) -> (tensor<8x4x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}, {}, {}]>}) {
    %0 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x4x16x16xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x16x16xi1>, tensor<8x4x16x16xf32>
    return %2 : tensor<8x4x16x16xf32>
  }
}

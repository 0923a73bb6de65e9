module @jit_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=4, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 4 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64x128xf32>, %arg3: tensor<128x64xf32>, %arg4: tensor<64x4x16xf32>, %arg5: tensor<4x16x64xf32>, %arg6: tensor<64x4x16xf32>, %arg7: tensor<64x4x16xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64x128xf32>, %arg11: tensor<128x64xf32>, %arg12: tensor<64x4x16xf32>, %arg13: tensor<4x16x64xf32>, %arg14: tensor<64x4x16xf32>, %arg15: tensor<64x4x16xf32>, %arg16: tensor<64xf32>, %arg17: tensor<8x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<8x16x64xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) {
    %0 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%arg17 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %3 = sdy.constant dense<6.400000e+01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x16x1xf32>
    %5 = stablehlo.divide %2, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %7 = stablehlo.subtract %arg17, %6 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %8 = stablehlo.multiply %7, %7 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %9 = stablehlo.reduce(%8 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %11 = stablehlo.divide %10, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %12 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %13 = stablehlo.subtract %arg17, %12 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %14 = sdy.constant dense<9.99999974E-6> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x16x1xf32>
    %16 = stablehlo.add %11, %15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %17 = stablehlo.rsqrt %16 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %19 = stablehlo.multiply %13, %18 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %20 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %22 = stablehlo.multiply %19, %21 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %23 = stablehlo.dot_general %22, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<8x16x64xf32>, tensor<64x4x16xf32>) -> tensor<8x16x4x16xf32>
    %24 = stablehlo.dot_general %22, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<8x16x64xf32>, tensor<64x4x16xf32>) -> tensor<8x16x4x16xf32>
    %25 = stablehlo.dot_general %22, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<8x16x64xf32>, tensor<64x4x16xf32>) -> tensor<8x16x4x16xf32>
    %26 = stablehlo.dot_general %23, %24, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<8x16x4x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %27 = sdy.constant dense<1.600000e+01> : tensor<f32>
    %28 = stablehlo.sqrt %27 : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x4x16x16xf32>
    %30 = stablehlo.divide %26, %29 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : tensor<8x4x16x16xf32>
    %31 = sdy.constant dense<true> : tensor<i1>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %33 = call @tril(%32) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %34 = sdy.constant dense<-1.000000e+09> : tensor<f32>
    %35 = call @_where(%33, %30, %34) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<16x16xi1>, tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16x16xf32>
    %36 = sdy.constant dense<0xFF800000> : tensor<f32>
    %37 = stablehlo.reduce(%35 init: %36) applies stablehlo.maximum across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %38 = stablehlo.broadcast_in_dim %36, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x4x16xf32>
    %39 = stablehlo.maximum %38, %37 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x4x16xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %42 = stablehlo.subtract %35, %41 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : tensor<8x4x16x16xf32>
    %43 = stablehlo.exponential %42 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : tensor<8x4x16x16xf32>
    %44 = stablehlo.reduce(%43 init: %0) applies stablehlo.add across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %47 = stablehlo.divide %43, %46 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : tensor<8x4x16x16xf32>
    %48 = stablehlo.dot_general %25, %47, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<8x16x4x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %49 = stablehlo.dot_general %48, %arg5, contracting_dims = [2, 1] x [1, 0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x4x16x16xf32>, tensor<4x16x64xf32>) -> tensor<8x16x64xf32>
    %50 = stablehlo.add %arg17, %49 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %51 = stablehlo.reduce(%50 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %53 = stablehlo.divide %52, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %55 = stablehlo.subtract %50, %54 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %56 = stablehlo.multiply %55, %55 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %57 = stablehlo.reduce(%56 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %59 = stablehlo.divide %58, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %60 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %61 = stablehlo.subtract %50, %60 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %62 = stablehlo.add %59, %15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %63 = stablehlo.rsqrt %62 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %65 = stablehlo.multiply %61, %64 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %66 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %68 = stablehlo.multiply %65, %67 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %69 = stablehlo.dot_general %68, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x64xf32>, tensor<64x128xf32>) -> tensor<8x16x128xf32>
    %70 = stablehlo.multiply %69, %69 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x128xf32>
    %71 = stablehlo.multiply %70, %69 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x128xf32>
    %72 = sdy.constant dense<4.471500e-02> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x16x128xf32>
    %74 = stablehlo.multiply %73, %71 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x128xf32>
    %75 = stablehlo.add %69, %74 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x128xf32>
    %76 = sdy.constant dense<0.797884583> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x16x128xf32>
    %78 = stablehlo.multiply %77, %75 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x128xf32>
    %79 = stablehlo.tanh %78 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x128xf32>
    %80 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x16x128xf32>
    %82 = stablehlo.add %81, %79 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x128xf32>
    %83 = sdy.constant dense<5.000000e-01> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x16x128xf32>
    %85 = stablehlo.multiply %84, %82 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x128xf32>
    %86 = stablehlo.multiply %69, %85 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x128xf32>
    %87 = stablehlo.dot_general %86, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x128xf32>, tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %88 = stablehlo.add %50, %87 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %89 = stablehlo.reduce(%88 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %91 = stablehlo.divide %90, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %93 = stablehlo.subtract %88, %92 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %94 = stablehlo.multiply %93, %93 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %95 = stablehlo.reduce(%94 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %97 = stablehlo.divide %96, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %98 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %99 = stablehlo.subtract %88, %98 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %100 = stablehlo.add %97, %15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %101 = stablehlo.rsqrt %100 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %103 = stablehlo.multiply %99, %102 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %104 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %106 = stablehlo.multiply %103, %105 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %107 = stablehlo.dot_general %106, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<8x16x64xf32>, tensor<64x4x16xf32>) -> tensor<8x16x4x16xf32>
    %108 = stablehlo.dot_general %106, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<8x16x64xf32>, tensor<64x4x16xf32>) -> tensor<8x16x4x16xf32>
    %109 = stablehlo.dot_general %106, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<8x16x64xf32>, tensor<64x4x16xf32>) -> tensor<8x16x4x16xf32>
    %110 = stablehlo.dot_general %107, %108, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<8x16x4x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %111 = stablehlo.sqrt %27 : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x4x16x16xf32>
    %113 = stablehlo.divide %110, %112 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : tensor<8x4x16x16xf32>
    %114 = call @tril(%32) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %115 = call @_where(%114, %113, %34) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<16x16xi1>, tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16x16xf32>
    %116 = stablehlo.reduce(%115 init: %36) applies stablehlo.maximum across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %117 = stablehlo.maximum %38, %116 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x4x16xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %120 = stablehlo.subtract %115, %119 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : tensor<8x4x16x16xf32>
    %121 = stablehlo.exponential %120 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : tensor<8x4x16x16xf32>
    %122 = stablehlo.reduce(%121 init: %0) applies stablehlo.add across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %125 = stablehlo.divide %121, %124 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : tensor<8x4x16x16xf32>
    %126 = stablehlo.dot_general %109, %125, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<8x16x4x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %127 = stablehlo.dot_general %126, %arg13, contracting_dims = [2, 1] x [1, 0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x4x16x16xf32>, tensor<4x16x64xf32>) -> tensor<8x16x64xf32>
    %128 = stablehlo.add %88, %127 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %129 = stablehlo.reduce(%128 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %131 = stablehlo.divide %130, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %133 = stablehlo.subtract %128, %132 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %134 = stablehlo.multiply %133, %133 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %135 = stablehlo.reduce(%134 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %137 = stablehlo.divide %136, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %138 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %139 = stablehlo.subtract %128, %138 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %140 = stablehlo.add %137, %15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %141 = stablehlo.rsqrt %140 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %143 = stablehlo.multiply %139, %142 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %144 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %146 = stablehlo.multiply %143, %145 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %147 = stablehlo.dot_general %146, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x64xf32>, tensor<64x128xf32>) -> tensor<8x16x128xf32>
    %148 = stablehlo.multiply %147, %147 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x128xf32>
    %149 = stablehlo.multiply %148, %147 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x128xf32>
    %150 = stablehlo.multiply %73, %149 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x128xf32>
    %151 = stablehlo.add %147, %150 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x128xf32>
    %152 = stablehlo.multiply %77, %151 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x128xf32>
    %153 = stablehlo.tanh %152 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x128xf32>
    %154 = stablehlo.add %81, %153 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x128xf32>
    %155 = stablehlo.multiply %84, %154 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x128xf32>
    %156 = stablehlo.multiply %147, %155 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x128xf32>
    %157 = stablehlo.dot_general %156, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x128xf32>, tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %158 = stablehlo.add %128, %157 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %159 = stablehlo.reduce(%158 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %161 = stablehlo.divide %160, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %163 = stablehlo.subtract %158, %162 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %164 = stablehlo.multiply %163, %163 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %165 = stablehlo.reduce(%164 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %167 = stablehlo.divide %166, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %168 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %169 = stablehlo.subtract %158, %168 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %170 = stablehlo.add %167, %15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %171 = stablehlo.rsqrt %170 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %173 = stablehlo.multiply %169, %172 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    %174 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %176 = stablehlo.multiply %173, %175 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xf32>
    return %176 : tensor<8x16x64xf32>
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
  func.func private @_where(%arg0: tensor<16x16xi1> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<8x4x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}, %arg2: tensor<f32> {sdy.sharding = #sdy.sharding<@mesh, []>}) -> (tensor<8x4x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<16x16xi1>) -> tensor<8x4x16x16xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x4x16x16xf32>
    %2 = stablehlo.select %0, %arg1, %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : tensor<8x4x16x16xi1>, tensor<8x4x16x16xf32>
    return %2 : tensor<8x4x16x16xf32>
  }
}

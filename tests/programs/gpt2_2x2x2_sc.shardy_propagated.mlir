module @jit_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "fsdp"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "fsdp", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg3: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg4: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg5: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg6: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg7: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg8: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg9: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg10: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg11: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg12: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg13: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg14: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg15: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg16: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg17: tensor<8x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<8x16x64xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {"model"}]>}) {
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
    %35 = call @_where(%33, %30, %34) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<16x16xi1>, tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16x16xf32>
    %36 = sdy.constant dense<0xFF800000> : tensor<f32>
    %37 = stablehlo.reduce(%35 init: %36) applies stablehlo.maximum across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %38 = stablehlo.broadcast_in_dim %36, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<f32>) -> tensor<8x4x16xf32>
    %39 = stablehlo.maximum %38, %37 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<8x4x16xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %42 = stablehlo.subtract %35, %41 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x16x16xf32>
    %43 = stablehlo.exponential %42 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x16x16xf32>
    %44 = stablehlo.reduce(%43 init: %0) applies stablehlo.add across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %47 = stablehlo.divide %43, %46 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x16x16xf32>
    %48 = stablehlo.dot_general %25, %47, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x16x4x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %49 = stablehlo.dot_general %48, %arg5, contracting_dims = [2, 1] x [1, 0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x4x16x16xf32>, tensor<4x16x64xf32>) -> tensor<8x16x64xf32>
    %50 = stablehlo.add %arg17, %49 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xf32>
    %51 = sdy.reshard %50 <@mesh, [{"data"}, {}, {"model"}]> : tensor<8x16x64xf32>
    %52 = stablehlo.reduce(%51 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %54 = stablehlo.divide %53, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %56 = stablehlo.subtract %51, %55 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xf32>
    %57 = stablehlo.multiply %56, %56 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xf32>
    %58 = stablehlo.reduce(%57 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %60 = stablehlo.divide %59, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %61 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %62 = stablehlo.subtract %51, %61 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xf32>
    %63 = stablehlo.add %60, %15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %64 = stablehlo.rsqrt %63 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %66 = stablehlo.multiply %62, %65 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xf32>
    %67 = stablehlo.broadcast_in_dim %arg1, dims = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %69 = stablehlo.multiply %66, %68 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xf32>
    %70 = stablehlo.dot_general %69, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x16x64xf32>, tensor<64x128xf32>) -> tensor<8x16x128xf32>
    %71 = stablehlo.multiply %70, %70 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xf32>
    %72 = stablehlo.multiply %71, %70 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xf32>
    %73 = sdy.constant dense<4.471500e-02> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x16x128xf32>
    %75 = stablehlo.multiply %74, %72 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xf32>
    %76 = stablehlo.add %70, %75 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xf32>
    %77 = sdy.constant dense<0.797884583> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x16x128xf32>
    %79 = stablehlo.multiply %78, %76 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xf32>
    %80 = stablehlo.tanh %79 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xf32>
    %81 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x16x128xf32>
    %83 = stablehlo.add %82, %80 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xf32>
    %84 = sdy.constant dense<5.000000e-01> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x16x128xf32>
    %86 = stablehlo.multiply %85, %83 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xf32>
    %87 = stablehlo.multiply %70, %86 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xf32>
    %88 = sdy.reshard %87 <@mesh, [{"data"}, {}, {"model"}]> : tensor<8x16x128xf32>
    %89 = stablehlo.dot_general %88, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x16x128xf32>, tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %90 = stablehlo.add %51, %89 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xf32>
    %91 = stablehlo.reduce(%90 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %93 = stablehlo.divide %92, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %95 = stablehlo.subtract %90, %94 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xf32>
    %96 = stablehlo.multiply %95, %95 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xf32>
    %97 = stablehlo.reduce(%96 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %99 = stablehlo.divide %98, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %100 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %101 = stablehlo.subtract %90, %100 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xf32>
    %102 = stablehlo.add %99, %15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %103 = stablehlo.rsqrt %102 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %105 = stablehlo.multiply %101, %104 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xf32>
    %106 = stablehlo.broadcast_in_dim %arg8, dims = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %108 = stablehlo.multiply %105, %107 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xf32>
    %109 = stablehlo.dot_general %108, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<8x16x64xf32>, tensor<64x4x16xf32>) -> tensor<8x16x4x16xf32>
    %110 = stablehlo.dot_general %108, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<8x16x64xf32>, tensor<64x4x16xf32>) -> tensor<8x16x4x16xf32>
    %111 = stablehlo.dot_general %108, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<8x16x64xf32>, tensor<64x4x16xf32>) -> tensor<8x16x4x16xf32>
    %112 = stablehlo.dot_general %109, %110, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x16x4x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %113 = stablehlo.sqrt %27 : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x4x16x16xf32>
    %115 = stablehlo.divide %112, %114 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x16x16xf32>
    %116 = call @tril(%32) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %117 = call @_where(%116, %115, %34) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<16x16xi1>, tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16x16xf32>
    %118 = stablehlo.reduce(%117 init: %36) applies stablehlo.maximum across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %119 = stablehlo.maximum %38, %118 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<8x4x16xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %122 = stablehlo.subtract %117, %121 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x16x16xf32>
    %123 = stablehlo.exponential %122 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x16x16xf32>
    %124 = stablehlo.reduce(%123 init: %0) applies stablehlo.add across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %127 = stablehlo.divide %123, %126 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x16x16xf32>
    %128 = stablehlo.dot_general %111, %127, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x16x4x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %129 = stablehlo.dot_general %128, %arg13, contracting_dims = [2, 1] x [1, 0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x4x16x16xf32>, tensor<4x16x64xf32>) -> tensor<8x16x64xf32>
    %130 = stablehlo.add %90, %129 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xf32>
    %131 = sdy.reshard %130 <@mesh, [{"data"}, {}, {"model"}]> : tensor<8x16x64xf32>
    %132 = stablehlo.reduce(%131 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %134 = stablehlo.divide %133, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %136 = stablehlo.subtract %131, %135 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xf32>
    %137 = stablehlo.multiply %136, %136 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xf32>
    %138 = stablehlo.reduce(%137 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %140 = stablehlo.divide %139, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %141 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %142 = stablehlo.subtract %131, %141 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xf32>
    %143 = stablehlo.add %140, %15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %144 = stablehlo.rsqrt %143 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %146 = stablehlo.multiply %142, %145 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xf32>
    %147 = stablehlo.broadcast_in_dim %arg9, dims = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %149 = stablehlo.multiply %146, %148 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xf32>
    %150 = stablehlo.dot_general %149, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x16x64xf32>, tensor<64x128xf32>) -> tensor<8x16x128xf32>
    %151 = stablehlo.multiply %150, %150 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xf32>
    %152 = stablehlo.multiply %151, %150 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xf32>
    %153 = stablehlo.multiply %74, %152 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xf32>
    %154 = stablehlo.add %150, %153 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xf32>
    %155 = stablehlo.multiply %78, %154 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xf32>
    %156 = stablehlo.tanh %155 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xf32>
    %157 = stablehlo.add %82, %156 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xf32>
    %158 = stablehlo.multiply %85, %157 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xf32>
    %159 = stablehlo.multiply %150, %158 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xf32>
    %160 = sdy.reshard %159 <@mesh, [{"data"}, {}, {"model"}]> : tensor<8x16x128xf32>
    %161 = stablehlo.dot_general %160, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x16x128xf32>, tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %162 = stablehlo.add %131, %161 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xf32>
    %163 = stablehlo.reduce(%162 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %165 = stablehlo.divide %164, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %167 = stablehlo.subtract %162, %166 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xf32>
    %168 = stablehlo.multiply %167, %167 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xf32>
    %169 = stablehlo.reduce(%168 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %171 = stablehlo.divide %170, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %172 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %173 = stablehlo.subtract %162, %172 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xf32>
    %174 = stablehlo.add %171, %15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %175 = stablehlo.rsqrt %174 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %177 = stablehlo.multiply %173, %176 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xf32>
    %178 = stablehlo.broadcast_in_dim %arg16, dims = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %180 = stablehlo.multiply %177, %179 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xf32>
    return %180 : tensor<8x16x64xf32>
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
  func.func private @_where(%arg0: tensor<16x16xi1> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<8x4x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}, {}, {}]>}, %arg2: tensor<f32> {sdy.sharding = #sdy.sharding<@mesh, []>}) -> (tensor<8x4x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}, {}, {}]>}) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<16x16xi1>) -> tensor<8x4x16x16xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x4x16x16xf32>
    %2 = stablehlo.select %0, %arg1, %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x16x16xi1>, tensor<8x4x16x16xf32>
    return %2 : tensor<8x4x16x16xf32>
  }
}

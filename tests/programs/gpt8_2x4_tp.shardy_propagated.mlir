module @jit_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg3: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg4: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg5: tensor<4x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg6: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg7: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg8: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg9: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg10: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg11: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg12: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg13: tensor<4x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg14: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg15: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg16: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg17: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg18: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg19: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg20: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg21: tensor<4x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg22: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg23: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg24: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg25: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg26: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg27: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg28: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg29: tensor<4x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg30: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg31: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg32: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg33: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg34: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg35: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg36: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg37: tensor<4x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg38: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg39: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg40: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg41: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg42: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg43: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg44: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg45: tensor<4x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg46: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg47: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg48: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg49: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg50: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg51: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg52: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg53: tensor<4x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg54: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg55: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg56: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg57: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg58: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg59: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg60: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg61: tensor<4x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg62: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg63: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg64: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg65: tensor<8x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<8x8x32xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) {
    %0 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%arg65 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %3 = sdy.constant dense<3.200000e+01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x8x1xf32>
    %5 = stablehlo.divide %2, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %7 = stablehlo.subtract %arg65, %6 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %8 = stablehlo.multiply %7, %7 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %9 = stablehlo.reduce(%8 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %11 = stablehlo.divide %10, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %12 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %13 = stablehlo.subtract %arg65, %12 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %14 = sdy.constant dense<9.99999974E-6> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x8x1xf32>
    %16 = stablehlo.add %11, %15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %17 = stablehlo.rsqrt %16 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %19 = stablehlo.multiply %13, %18 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %20 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x1x32xf32>) -> tensor<8x8x32xf32>
    %22 = stablehlo.multiply %19, %21 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %23 = stablehlo.dot_general %22, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %24 = stablehlo.dot_general %22, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %25 = stablehlo.dot_general %22, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %26 = stablehlo.dot_general %23, %24, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x8x4x8xf32>, tensor<8x8x4x8xf32>) -> tensor<8x4x8x8xf32>
    %27 = sdy.constant dense<8.000000e+00> : tensor<f32>
    %28 = stablehlo.sqrt %27 : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x4x8x8xf32>
    %30 = stablehlo.divide %26, %29 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x8x8xf32>
    %31 = sdy.constant dense<true> : tensor<i1>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
    %33 = call @tril(%32) : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %34 = sdy.constant dense<-1.000000e+09> : tensor<f32>
    %35 = call @_where(%33, %30, %34) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x8xi1>, tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8x8xf32>
    %36 = sdy.constant dense<0xFF800000> : tensor<f32>
    %37 = stablehlo.reduce(%35 init: %36) applies stablehlo.maximum across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %38 = stablehlo.broadcast_in_dim %36, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<f32>) -> tensor<8x4x8xf32>
    %39 = stablehlo.maximum %38, %37 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<8x4x8xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
    %42 = stablehlo.subtract %35, %41 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x8x8xf32>
    %43 = stablehlo.exponential %42 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x8x8xf32>
    %44 = stablehlo.reduce(%43 init: %0) applies stablehlo.add across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
    %47 = stablehlo.divide %43, %46 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x8x8xf32>
    %48 = stablehlo.dot_general %25, %47, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x8x4x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %49 = stablehlo.dot_general %48, %arg5, contracting_dims = [2, 1] x [1, 0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x4x8x8xf32>, tensor<4x8x32xf32>) -> tensor<8x8x32xf32>
    %50 = stablehlo.add %arg65, %49 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %51 = stablehlo.reduce(%50 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %53 = stablehlo.divide %52, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %55 = stablehlo.subtract %50, %54 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %56 = stablehlo.multiply %55, %55 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %57 = stablehlo.reduce(%56 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %59 = stablehlo.divide %58, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %60 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %61 = stablehlo.subtract %50, %60 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %62 = stablehlo.add %59, %15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %63 = stablehlo.rsqrt %62 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %65 = stablehlo.multiply %61, %64 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %66 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x1x32xf32>) -> tensor<8x8x32xf32>
    %68 = stablehlo.multiply %65, %67 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %69 = stablehlo.dot_general %68, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x8x32xf32>, tensor<32x64xf32>) -> tensor<8x8x64xf32>
    %70 = stablehlo.multiply %69, %69 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %71 = stablehlo.multiply %70, %69 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %72 = sdy.constant dense<4.471500e-02> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x8x64xf32>
    %74 = stablehlo.multiply %73, %71 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %75 = stablehlo.add %69, %74 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %76 = sdy.constant dense<0.797884583> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x8x64xf32>
    %78 = stablehlo.multiply %77, %75 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %79 = stablehlo.tanh %78 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %80 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x8x64xf32>
    %82 = stablehlo.add %81, %79 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %83 = sdy.constant dense<5.000000e-01> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x8x64xf32>
    %85 = stablehlo.multiply %84, %82 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %86 = stablehlo.multiply %69, %85 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %87 = stablehlo.dot_general %86, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x64xf32>, tensor<64x32xf32>) -> tensor<8x8x32xf32>
    %88 = stablehlo.add %50, %87 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %89 = stablehlo.reduce(%88 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %91 = stablehlo.divide %90, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %93 = stablehlo.subtract %88, %92 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %94 = stablehlo.multiply %93, %93 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %95 = stablehlo.reduce(%94 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %97 = stablehlo.divide %96, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %98 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %99 = stablehlo.subtract %88, %98 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %100 = stablehlo.add %97, %15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %101 = stablehlo.rsqrt %100 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %103 = stablehlo.multiply %99, %102 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %104 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x1x32xf32>) -> tensor<8x8x32xf32>
    %106 = stablehlo.multiply %103, %105 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %107 = stablehlo.dot_general %106, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %108 = stablehlo.dot_general %106, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %109 = stablehlo.dot_general %106, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %110 = stablehlo.dot_general %107, %108, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x8x4x8xf32>, tensor<8x8x4x8xf32>) -> tensor<8x4x8x8xf32>
    %111 = stablehlo.sqrt %27 : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x4x8x8xf32>
    %113 = stablehlo.divide %110, %112 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x8x8xf32>
    %114 = call @tril(%32) : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %115 = call @_where(%114, %113, %34) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x8xi1>, tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8x8xf32>
    %116 = stablehlo.reduce(%115 init: %36) applies stablehlo.maximum across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %117 = stablehlo.maximum %38, %116 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<8x4x8xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
    %120 = stablehlo.subtract %115, %119 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x8x8xf32>
    %121 = stablehlo.exponential %120 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x8x8xf32>
    %122 = stablehlo.reduce(%121 init: %0) applies stablehlo.add across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
    %125 = stablehlo.divide %121, %124 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x8x8xf32>
    %126 = stablehlo.dot_general %109, %125, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x8x4x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %127 = stablehlo.dot_general %126, %arg13, contracting_dims = [2, 1] x [1, 0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x4x8x8xf32>, tensor<4x8x32xf32>) -> tensor<8x8x32xf32>
    %128 = stablehlo.add %88, %127 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %129 = stablehlo.reduce(%128 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %131 = stablehlo.divide %130, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %133 = stablehlo.subtract %128, %132 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %134 = stablehlo.multiply %133, %133 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %135 = stablehlo.reduce(%134 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %137 = stablehlo.divide %136, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %138 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %139 = stablehlo.subtract %128, %138 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %140 = stablehlo.add %137, %15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %141 = stablehlo.rsqrt %140 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %143 = stablehlo.multiply %139, %142 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %144 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x1x32xf32>) -> tensor<8x8x32xf32>
    %146 = stablehlo.multiply %143, %145 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %147 = stablehlo.dot_general %146, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x8x32xf32>, tensor<32x64xf32>) -> tensor<8x8x64xf32>
    %148 = stablehlo.multiply %147, %147 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %149 = stablehlo.multiply %148, %147 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %150 = stablehlo.multiply %73, %149 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %151 = stablehlo.add %147, %150 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %152 = stablehlo.multiply %77, %151 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %153 = stablehlo.tanh %152 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %154 = stablehlo.add %81, %153 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %155 = stablehlo.multiply %84, %154 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %156 = stablehlo.multiply %147, %155 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %157 = stablehlo.dot_general %156, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x64xf32>, tensor<64x32xf32>) -> tensor<8x8x32xf32>
    %158 = stablehlo.add %128, %157 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %159 = stablehlo.reduce(%158 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %161 = stablehlo.divide %160, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %163 = stablehlo.subtract %158, %162 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %164 = stablehlo.multiply %163, %163 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %165 = stablehlo.reduce(%164 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %167 = stablehlo.divide %166, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %168 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %169 = stablehlo.subtract %158, %168 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %170 = stablehlo.add %167, %15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %171 = stablehlo.rsqrt %170 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %173 = stablehlo.multiply %169, %172 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %174 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x1x32xf32>) -> tensor<8x8x32xf32>
    %176 = stablehlo.multiply %173, %175 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %177 = stablehlo.dot_general %176, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %178 = stablehlo.dot_general %176, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %179 = stablehlo.dot_general %176, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %180 = stablehlo.dot_general %177, %178, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x8x4x8xf32>, tensor<8x8x4x8xf32>) -> tensor<8x4x8x8xf32>
    %181 = stablehlo.sqrt %27 : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x4x8x8xf32>
    %183 = stablehlo.divide %180, %182 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x8x8xf32>
    %184 = call @tril(%32) : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %185 = call @_where(%184, %183, %34) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x8xi1>, tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8x8xf32>
    %186 = stablehlo.reduce(%185 init: %36) applies stablehlo.maximum across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %187 = stablehlo.maximum %38, %186 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<8x4x8xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
    %190 = stablehlo.subtract %185, %189 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x8x8xf32>
    %191 = stablehlo.exponential %190 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x8x8xf32>
    %192 = stablehlo.reduce(%191 init: %0) applies stablehlo.add across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
    %195 = stablehlo.divide %191, %194 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x8x8xf32>
    %196 = stablehlo.dot_general %179, %195, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x8x4x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %197 = stablehlo.dot_general %196, %arg21, contracting_dims = [2, 1] x [1, 0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x4x8x8xf32>, tensor<4x8x32xf32>) -> tensor<8x8x32xf32>
    %198 = stablehlo.add %158, %197 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %199 = stablehlo.reduce(%198 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %201 = stablehlo.divide %200, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %203 = stablehlo.subtract %198, %202 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %204 = stablehlo.multiply %203, %203 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %205 = stablehlo.reduce(%204 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %207 = stablehlo.divide %206, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %208 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %209 = stablehlo.subtract %198, %208 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %210 = stablehlo.add %207, %15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %211 = stablehlo.rsqrt %210 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %213 = stablehlo.multiply %209, %212 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %214 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x1x32xf32>) -> tensor<8x8x32xf32>
    %216 = stablehlo.multiply %213, %215 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %217 = stablehlo.dot_general %216, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x8x32xf32>, tensor<32x64xf32>) -> tensor<8x8x64xf32>
    %218 = stablehlo.multiply %217, %217 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %219 = stablehlo.multiply %218, %217 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %220 = stablehlo.multiply %73, %219 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %221 = stablehlo.add %217, %220 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %222 = stablehlo.multiply %77, %221 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %223 = stablehlo.tanh %222 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %224 = stablehlo.add %81, %223 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %225 = stablehlo.multiply %84, %224 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %226 = stablehlo.multiply %217, %225 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %227 = stablehlo.dot_general %226, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x64xf32>, tensor<64x32xf32>) -> tensor<8x8x32xf32>
    %228 = stablehlo.add %198, %227 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %229 = stablehlo.reduce(%228 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %231 = stablehlo.divide %230, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %233 = stablehlo.subtract %228, %232 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %234 = stablehlo.multiply %233, %233 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %235 = stablehlo.reduce(%234 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %237 = stablehlo.divide %236, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %238 = stablehlo.broadcast_in_dim %231, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %239 = stablehlo.subtract %228, %238 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %240 = stablehlo.add %237, %15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %241 = stablehlo.rsqrt %240 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %242 = stablehlo.broadcast_in_dim %241, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %243 = stablehlo.multiply %239, %242 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %244 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x1x32xf32>) -> tensor<8x8x32xf32>
    %246 = stablehlo.multiply %243, %245 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %247 = stablehlo.dot_general %246, %arg30, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %248 = stablehlo.dot_general %246, %arg28, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %249 = stablehlo.dot_general %246, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %250 = stablehlo.dot_general %247, %248, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x8x4x8xf32>, tensor<8x8x4x8xf32>) -> tensor<8x4x8x8xf32>
    %251 = stablehlo.sqrt %27 : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x4x8x8xf32>
    %253 = stablehlo.divide %250, %252 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x8x8xf32>
    %254 = call @tril(%32) : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %255 = call @_where(%254, %253, %34) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x8xi1>, tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8x8xf32>
    %256 = stablehlo.reduce(%255 init: %36) applies stablehlo.maximum across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %257 = stablehlo.maximum %38, %256 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<8x4x8xf32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
    %260 = stablehlo.subtract %255, %259 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x8x8xf32>
    %261 = stablehlo.exponential %260 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x8x8xf32>
    %262 = stablehlo.reduce(%261 init: %0) applies stablehlo.add across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %263 = stablehlo.broadcast_in_dim %262, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
    %265 = stablehlo.divide %261, %264 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x8x8xf32>
    %266 = stablehlo.dot_general %249, %265, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x8x4x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %267 = stablehlo.dot_general %266, %arg29, contracting_dims = [2, 1] x [1, 0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x4x8x8xf32>, tensor<4x8x32xf32>) -> tensor<8x8x32xf32>
    %268 = stablehlo.add %228, %267 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %269 = stablehlo.reduce(%268 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %270 = stablehlo.broadcast_in_dim %269, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %271 = stablehlo.divide %270, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %273 = stablehlo.subtract %268, %272 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %274 = stablehlo.multiply %273, %273 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %275 = stablehlo.reduce(%274 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %277 = stablehlo.divide %276, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %278 = stablehlo.broadcast_in_dim %271, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %279 = stablehlo.subtract %268, %278 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %280 = stablehlo.add %277, %15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %281 = stablehlo.rsqrt %280 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %283 = stablehlo.multiply %279, %282 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %284 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %285 = stablehlo.broadcast_in_dim %284, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x1x32xf32>) -> tensor<8x8x32xf32>
    %286 = stablehlo.multiply %283, %285 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %287 = stablehlo.dot_general %286, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x8x32xf32>, tensor<32x64xf32>) -> tensor<8x8x64xf32>
    %288 = stablehlo.multiply %287, %287 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %289 = stablehlo.multiply %288, %287 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %290 = stablehlo.multiply %73, %289 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %291 = stablehlo.add %287, %290 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %292 = stablehlo.multiply %77, %291 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %293 = stablehlo.tanh %292 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %294 = stablehlo.add %81, %293 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %295 = stablehlo.multiply %84, %294 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %296 = stablehlo.multiply %287, %295 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %297 = stablehlo.dot_general %296, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x64xf32>, tensor<64x32xf32>) -> tensor<8x8x32xf32>
    %298 = stablehlo.add %268, %297 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %299 = stablehlo.reduce(%298 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %301 = stablehlo.divide %300, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %302 = stablehlo.broadcast_in_dim %301, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %303 = stablehlo.subtract %298, %302 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %304 = stablehlo.multiply %303, %303 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %305 = stablehlo.reduce(%304 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %306 = stablehlo.broadcast_in_dim %305, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %307 = stablehlo.divide %306, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %308 = stablehlo.broadcast_in_dim %301, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %309 = stablehlo.subtract %298, %308 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %310 = stablehlo.add %307, %15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %311 = stablehlo.rsqrt %310 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %312 = stablehlo.broadcast_in_dim %311, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %313 = stablehlo.multiply %309, %312 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %314 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %315 = stablehlo.broadcast_in_dim %314, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x1x32xf32>) -> tensor<8x8x32xf32>
    %316 = stablehlo.multiply %313, %315 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %317 = stablehlo.dot_general %316, %arg38, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %318 = stablehlo.dot_general %316, %arg36, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %319 = stablehlo.dot_general %316, %arg39, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %320 = stablehlo.dot_general %317, %318, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x8x4x8xf32>, tensor<8x8x4x8xf32>) -> tensor<8x4x8x8xf32>
    %321 = stablehlo.sqrt %27 : tensor<f32>
    %322 = stablehlo.broadcast_in_dim %321, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x4x8x8xf32>
    %323 = stablehlo.divide %320, %322 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x8x8xf32>
    %324 = call @tril(%32) : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %325 = call @_where(%324, %323, %34) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x8xi1>, tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8x8xf32>
    %326 = stablehlo.reduce(%325 init: %36) applies stablehlo.maximum across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %327 = stablehlo.maximum %38, %326 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<8x4x8xf32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %329 = stablehlo.broadcast_in_dim %328, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
    %330 = stablehlo.subtract %325, %329 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x8x8xf32>
    %331 = stablehlo.exponential %330 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x8x8xf32>
    %332 = stablehlo.reduce(%331 init: %0) applies stablehlo.add across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %333 = stablehlo.broadcast_in_dim %332, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %334 = stablehlo.broadcast_in_dim %333, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
    %335 = stablehlo.divide %331, %334 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x8x8xf32>
    %336 = stablehlo.dot_general %319, %335, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x8x4x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %337 = stablehlo.dot_general %336, %arg37, contracting_dims = [2, 1] x [1, 0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x4x8x8xf32>, tensor<4x8x32xf32>) -> tensor<8x8x32xf32>
    %338 = stablehlo.add %298, %337 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %339 = stablehlo.reduce(%338 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %340 = stablehlo.broadcast_in_dim %339, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %341 = stablehlo.divide %340, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %342 = stablehlo.broadcast_in_dim %341, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %343 = stablehlo.subtract %338, %342 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %344 = stablehlo.multiply %343, %343 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %345 = stablehlo.reduce(%344 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %346 = stablehlo.broadcast_in_dim %345, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %347 = stablehlo.divide %346, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %348 = stablehlo.broadcast_in_dim %341, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %349 = stablehlo.subtract %338, %348 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %350 = stablehlo.add %347, %15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %351 = stablehlo.rsqrt %350 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %352 = stablehlo.broadcast_in_dim %351, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %353 = stablehlo.multiply %349, %352 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %354 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %355 = stablehlo.broadcast_in_dim %354, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x1x32xf32>) -> tensor<8x8x32xf32>
    %356 = stablehlo.multiply %353, %355 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %357 = stablehlo.dot_general %356, %arg34, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x8x32xf32>, tensor<32x64xf32>) -> tensor<8x8x64xf32>
    %358 = stablehlo.multiply %357, %357 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %359 = stablehlo.multiply %358, %357 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %360 = stablehlo.multiply %73, %359 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %361 = stablehlo.add %357, %360 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %362 = stablehlo.multiply %77, %361 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %363 = stablehlo.tanh %362 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %364 = stablehlo.add %81, %363 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %365 = stablehlo.multiply %84, %364 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %366 = stablehlo.multiply %357, %365 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %367 = stablehlo.dot_general %366, %arg35, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x64xf32>, tensor<64x32xf32>) -> tensor<8x8x32xf32>
    %368 = stablehlo.add %338, %367 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %369 = stablehlo.reduce(%368 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %370 = stablehlo.broadcast_in_dim %369, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %371 = stablehlo.divide %370, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %372 = stablehlo.broadcast_in_dim %371, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %373 = stablehlo.subtract %368, %372 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %374 = stablehlo.multiply %373, %373 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %375 = stablehlo.reduce(%374 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %376 = stablehlo.broadcast_in_dim %375, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %377 = stablehlo.divide %376, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %378 = stablehlo.broadcast_in_dim %371, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %379 = stablehlo.subtract %368, %378 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %380 = stablehlo.add %377, %15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %381 = stablehlo.rsqrt %380 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %382 = stablehlo.broadcast_in_dim %381, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %383 = stablehlo.multiply %379, %382 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %384 = stablehlo.broadcast_in_dim %arg40, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %385 = stablehlo.broadcast_in_dim %384, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x1x32xf32>) -> tensor<8x8x32xf32>
    %386 = stablehlo.multiply %383, %385 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %387 = stablehlo.dot_general %386, %arg46, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %388 = stablehlo.dot_general %386, %arg44, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %389 = stablehlo.dot_general %386, %arg47, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %390 = stablehlo.dot_general %387, %388, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x8x4x8xf32>, tensor<8x8x4x8xf32>) -> tensor<8x4x8x8xf32>
    %391 = stablehlo.sqrt %27 : tensor<f32>
    %392 = stablehlo.broadcast_in_dim %391, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x4x8x8xf32>
    %393 = stablehlo.divide %390, %392 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x8x8xf32>
    %394 = call @tril(%32) : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %395 = call @_where(%394, %393, %34) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x8xi1>, tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8x8xf32>
    %396 = stablehlo.reduce(%395 init: %36) applies stablehlo.maximum across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %397 = stablehlo.maximum %38, %396 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<8x4x8xf32>
    %398 = stablehlo.broadcast_in_dim %397, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %399 = stablehlo.broadcast_in_dim %398, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
    %400 = stablehlo.subtract %395, %399 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x8x8xf32>
    %401 = stablehlo.exponential %400 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x8x8xf32>
    %402 = stablehlo.reduce(%401 init: %0) applies stablehlo.add across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %403 = stablehlo.broadcast_in_dim %402, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %404 = stablehlo.broadcast_in_dim %403, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
    %405 = stablehlo.divide %401, %404 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x8x8xf32>
    %406 = stablehlo.dot_general %389, %405, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x8x4x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %407 = stablehlo.dot_general %406, %arg45, contracting_dims = [2, 1] x [1, 0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x4x8x8xf32>, tensor<4x8x32xf32>) -> tensor<8x8x32xf32>
    %408 = stablehlo.add %368, %407 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %409 = stablehlo.reduce(%408 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %410 = stablehlo.broadcast_in_dim %409, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %411 = stablehlo.divide %410, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %412 = stablehlo.broadcast_in_dim %411, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %413 = stablehlo.subtract %408, %412 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %414 = stablehlo.multiply %413, %413 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %415 = stablehlo.reduce(%414 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %416 = stablehlo.broadcast_in_dim %415, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %417 = stablehlo.divide %416, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %418 = stablehlo.broadcast_in_dim %411, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %419 = stablehlo.subtract %408, %418 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %420 = stablehlo.add %417, %15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %421 = stablehlo.rsqrt %420 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %422 = stablehlo.broadcast_in_dim %421, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %423 = stablehlo.multiply %419, %422 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %424 = stablehlo.broadcast_in_dim %arg41, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %425 = stablehlo.broadcast_in_dim %424, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x1x32xf32>) -> tensor<8x8x32xf32>
    %426 = stablehlo.multiply %423, %425 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %427 = stablehlo.dot_general %426, %arg42, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x8x32xf32>, tensor<32x64xf32>) -> tensor<8x8x64xf32>
    %428 = stablehlo.multiply %427, %427 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %429 = stablehlo.multiply %428, %427 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %430 = stablehlo.multiply %73, %429 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %431 = stablehlo.add %427, %430 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %432 = stablehlo.multiply %77, %431 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %433 = stablehlo.tanh %432 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %434 = stablehlo.add %81, %433 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %435 = stablehlo.multiply %84, %434 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %436 = stablehlo.multiply %427, %435 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %437 = stablehlo.dot_general %436, %arg43, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x64xf32>, tensor<64x32xf32>) -> tensor<8x8x32xf32>
    %438 = stablehlo.add %408, %437 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %439 = stablehlo.reduce(%438 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %440 = stablehlo.broadcast_in_dim %439, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %441 = stablehlo.divide %440, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %442 = stablehlo.broadcast_in_dim %441, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %443 = stablehlo.subtract %438, %442 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %444 = stablehlo.multiply %443, %443 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %445 = stablehlo.reduce(%444 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %446 = stablehlo.broadcast_in_dim %445, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %447 = stablehlo.divide %446, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %448 = stablehlo.broadcast_in_dim %441, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %449 = stablehlo.subtract %438, %448 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %450 = stablehlo.add %447, %15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %451 = stablehlo.rsqrt %450 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %452 = stablehlo.broadcast_in_dim %451, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %453 = stablehlo.multiply %449, %452 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %454 = stablehlo.broadcast_in_dim %arg48, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %455 = stablehlo.broadcast_in_dim %454, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x1x32xf32>) -> tensor<8x8x32xf32>
    %456 = stablehlo.multiply %453, %455 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %457 = stablehlo.dot_general %456, %arg54, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %458 = stablehlo.dot_general %456, %arg52, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %459 = stablehlo.dot_general %456, %arg55, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %460 = stablehlo.dot_general %457, %458, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x8x4x8xf32>, tensor<8x8x4x8xf32>) -> tensor<8x4x8x8xf32>
    %461 = stablehlo.sqrt %27 : tensor<f32>
    %462 = stablehlo.broadcast_in_dim %461, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x4x8x8xf32>
    %463 = stablehlo.divide %460, %462 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x8x8xf32>
    %464 = call @tril(%32) : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %465 = call @_where(%464, %463, %34) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x8xi1>, tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8x8xf32>
    %466 = stablehlo.reduce(%465 init: %36) applies stablehlo.maximum across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %467 = stablehlo.maximum %38, %466 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<8x4x8xf32>
    %468 = stablehlo.broadcast_in_dim %467, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %469 = stablehlo.broadcast_in_dim %468, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
    %470 = stablehlo.subtract %465, %469 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x8x8xf32>
    %471 = stablehlo.exponential %470 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x8x8xf32>
    %472 = stablehlo.reduce(%471 init: %0) applies stablehlo.add across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %473 = stablehlo.broadcast_in_dim %472, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %474 = stablehlo.broadcast_in_dim %473, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
    %475 = stablehlo.divide %471, %474 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x8x8xf32>
    %476 = stablehlo.dot_general %459, %475, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x8x4x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %477 = stablehlo.dot_general %476, %arg53, contracting_dims = [2, 1] x [1, 0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x4x8x8xf32>, tensor<4x8x32xf32>) -> tensor<8x8x32xf32>
    %478 = stablehlo.add %438, %477 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %479 = stablehlo.reduce(%478 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %480 = stablehlo.broadcast_in_dim %479, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %481 = stablehlo.divide %480, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %482 = stablehlo.broadcast_in_dim %481, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %483 = stablehlo.subtract %478, %482 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %484 = stablehlo.multiply %483, %483 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %485 = stablehlo.reduce(%484 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %486 = stablehlo.broadcast_in_dim %485, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %487 = stablehlo.divide %486, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %488 = stablehlo.broadcast_in_dim %481, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %489 = stablehlo.subtract %478, %488 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %490 = stablehlo.add %487, %15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %491 = stablehlo.rsqrt %490 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %492 = stablehlo.broadcast_in_dim %491, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %493 = stablehlo.multiply %489, %492 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %494 = stablehlo.broadcast_in_dim %arg49, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %495 = stablehlo.broadcast_in_dim %494, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x1x32xf32>) -> tensor<8x8x32xf32>
    %496 = stablehlo.multiply %493, %495 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %497 = stablehlo.dot_general %496, %arg50, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x8x32xf32>, tensor<32x64xf32>) -> tensor<8x8x64xf32>
    %498 = stablehlo.multiply %497, %497 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %499 = stablehlo.multiply %498, %497 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %500 = stablehlo.multiply %73, %499 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %501 = stablehlo.add %497, %500 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %502 = stablehlo.multiply %77, %501 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %503 = stablehlo.tanh %502 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %504 = stablehlo.add %81, %503 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %505 = stablehlo.multiply %84, %504 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %506 = stablehlo.multiply %497, %505 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %507 = stablehlo.dot_general %506, %arg51, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x64xf32>, tensor<64x32xf32>) -> tensor<8x8x32xf32>
    %508 = stablehlo.add %478, %507 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %509 = stablehlo.reduce(%508 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %510 = stablehlo.broadcast_in_dim %509, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %511 = stablehlo.divide %510, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %512 = stablehlo.broadcast_in_dim %511, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %513 = stablehlo.subtract %508, %512 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %514 = stablehlo.multiply %513, %513 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %515 = stablehlo.reduce(%514 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %516 = stablehlo.broadcast_in_dim %515, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %517 = stablehlo.divide %516, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %518 = stablehlo.broadcast_in_dim %511, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %519 = stablehlo.subtract %508, %518 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %520 = stablehlo.add %517, %15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %521 = stablehlo.rsqrt %520 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %522 = stablehlo.broadcast_in_dim %521, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %523 = stablehlo.multiply %519, %522 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %524 = stablehlo.broadcast_in_dim %arg56, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %525 = stablehlo.broadcast_in_dim %524, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x1x32xf32>) -> tensor<8x8x32xf32>
    %526 = stablehlo.multiply %523, %525 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %527 = stablehlo.dot_general %526, %arg62, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %528 = stablehlo.dot_general %526, %arg60, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %529 = stablehlo.dot_general %526, %arg63, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %530 = stablehlo.dot_general %527, %528, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x8x4x8xf32>, tensor<8x8x4x8xf32>) -> tensor<8x4x8x8xf32>
    %531 = stablehlo.sqrt %27 : tensor<f32>
    %532 = stablehlo.broadcast_in_dim %531, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x4x8x8xf32>
    %533 = stablehlo.divide %530, %532 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x8x8xf32>
    %534 = call @tril(%32) : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %535 = call @_where(%534, %533, %34) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x8xi1>, tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8x8xf32>
    %536 = stablehlo.reduce(%535 init: %36) applies stablehlo.maximum across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %537 = stablehlo.maximum %38, %536 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<8x4x8xf32>
    %538 = stablehlo.broadcast_in_dim %537, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %539 = stablehlo.broadcast_in_dim %538, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
    %540 = stablehlo.subtract %535, %539 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x8x8xf32>
    %541 = stablehlo.exponential %540 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x8x8xf32>
    %542 = stablehlo.reduce(%541 init: %0) applies stablehlo.add across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %543 = stablehlo.broadcast_in_dim %542, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %544 = stablehlo.broadcast_in_dim %543, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
    %545 = stablehlo.divide %541, %544 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x8x8xf32>
    %546 = stablehlo.dot_general %529, %545, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x8x4x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %547 = stablehlo.dot_general %546, %arg61, contracting_dims = [2, 1] x [1, 0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x4x8x8xf32>, tensor<4x8x32xf32>) -> tensor<8x8x32xf32>
    %548 = stablehlo.add %508, %547 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %549 = stablehlo.reduce(%548 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %550 = stablehlo.broadcast_in_dim %549, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %551 = stablehlo.divide %550, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %552 = stablehlo.broadcast_in_dim %551, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %553 = stablehlo.subtract %548, %552 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %554 = stablehlo.multiply %553, %553 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %555 = stablehlo.reduce(%554 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %556 = stablehlo.broadcast_in_dim %555, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %557 = stablehlo.divide %556, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %558 = stablehlo.broadcast_in_dim %551, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %559 = stablehlo.subtract %548, %558 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %560 = stablehlo.add %557, %15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %561 = stablehlo.rsqrt %560 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %562 = stablehlo.broadcast_in_dim %561, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %563 = stablehlo.multiply %559, %562 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %564 = stablehlo.broadcast_in_dim %arg57, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %565 = stablehlo.broadcast_in_dim %564, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x1x32xf32>) -> tensor<8x8x32xf32>
    %566 = stablehlo.multiply %563, %565 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %567 = stablehlo.dot_general %566, %arg58, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x8x32xf32>, tensor<32x64xf32>) -> tensor<8x8x64xf32>
    %568 = stablehlo.multiply %567, %567 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %569 = stablehlo.multiply %568, %567 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %570 = stablehlo.multiply %73, %569 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %571 = stablehlo.add %567, %570 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %572 = stablehlo.multiply %77, %571 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %573 = stablehlo.tanh %572 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %574 = stablehlo.add %81, %573 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %575 = stablehlo.multiply %84, %574 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %576 = stablehlo.multiply %567, %575 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x8x64xf32>
    %577 = stablehlo.dot_general %576, %arg59, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x64xf32>, tensor<64x32xf32>) -> tensor<8x8x32xf32>
    %578 = stablehlo.add %548, %577 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %579 = stablehlo.reduce(%578 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %580 = stablehlo.broadcast_in_dim %579, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %581 = stablehlo.divide %580, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %582 = stablehlo.broadcast_in_dim %581, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %583 = stablehlo.subtract %578, %582 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %584 = stablehlo.multiply %583, %583 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %585 = stablehlo.reduce(%584 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %586 = stablehlo.broadcast_in_dim %585, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %587 = stablehlo.divide %586, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %588 = stablehlo.broadcast_in_dim %581, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %589 = stablehlo.subtract %578, %588 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %590 = stablehlo.add %587, %15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %591 = stablehlo.rsqrt %590 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x1xf32>
    %592 = stablehlo.broadcast_in_dim %591, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %593 = stablehlo.multiply %589, %592 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    %594 = stablehlo.broadcast_in_dim %arg64, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %595 = stablehlo.broadcast_in_dim %594, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x1x32xf32>) -> tensor<8x8x32xf32>
    %596 = stablehlo.multiply %593, %595 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x8x32xf32>
    return %596 : tensor<8x8x32xf32>
  }
  func.func private @tril(%arg0: tensor<8x8xi1>) -> tensor<8x8xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<8x8xi32>
    %1 = sdy.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %3 = stablehlo.add %0, %2 : tensor<8x8xi32>
    %4 = stablehlo.iota dim = 1 : tensor<8x8xi32>
    %5 = stablehlo.compare GE, %3, %4, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %6 = sdy.constant dense<false> : tensor<i1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
    %8 = stablehlo.select %5, %arg0, %7 : tensor<8x8xi1>, tensor<8x8xi1>
    return %8 : tensor<8x8xi1>
  }
  func.func private @_where(%arg0: tensor<8x8xi1> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<8x4x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}, {}, {}]>}, %arg2: tensor<f32> {sdy.sharding = #sdy.sharding<@mesh, []>}) -> (tensor<8x4x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}, {}, {}]>}) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x8xi1>) -> tensor<8x4x8x8xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x4x8x8xf32>
    %2 = stablehlo.select %0, %arg1, %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x8x8xi1>, tensor<8x4x8x8xf32>
    return %2 : tensor<8x4x8x8xf32>
  }
}

module @jit_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg3: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg4: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg5: tensor<4x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg6: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg7: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg8: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg9: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg10: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg11: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg12: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg13: tensor<4x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg14: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg15: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg16: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg17: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg18: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg19: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg20: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg21: tensor<4x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg22: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg23: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg24: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg25: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg26: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg27: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg28: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg29: tensor<4x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg30: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg31: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg32: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg33: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg34: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg35: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg36: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg37: tensor<4x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg38: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg39: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg40: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg41: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg42: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg43: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg44: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg45: tensor<4x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg46: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg47: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg48: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg49: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg50: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg51: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg52: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg53: tensor<4x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg54: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg55: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg56: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg57: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg58: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg59: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg60: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg61: tensor<4x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg62: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg63: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg64: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg65: tensor<8x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<8x8x32xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg65 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x8x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %5 = stablehlo.subtract %arg65, %4 : tensor<8x8x32xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<8x8x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %cst_2 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<8x8x1xf32>
    %11 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %12 = stablehlo.subtract %arg65, %11 : tensor<8x8x32xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %14 = stablehlo.add %10, %13 : tensor<8x8x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<8x8x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %17 = stablehlo.multiply %12, %16 : tensor<8x8x32xf32>
    %18 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x8x32xf32>
    %20 = stablehlo.multiply %17, %19 : tensor<8x8x32xf32>
    %21 = stablehlo.dot_general %20, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %22 = stablehlo.dot_general %20, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %23 = stablehlo.dot_general %20, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %24 = stablehlo.dot_general %21, %22, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x8x4x8xf32>, tensor<8x8x4x8xf32>) -> tensor<8x4x8x8xf32>
    %cst_4 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %25 = stablehlo.sqrt %cst_4 : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<f32>) -> tensor<8x4x8x8xf32>
    %27 = stablehlo.divide %24, %26 : tensor<8x4x8x8xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %28 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
    %29 = call @tril(%28) : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %cst_5 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %30 = call @_where(%29, %27, %cst_5) : (tensor<8x8xi1>, tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8x8xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %31 = stablehlo.reduce(%30 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x4x8xf32>
    %33 = stablehlo.maximum %32, %31 : tensor<8x4x8xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
    %36 = stablehlo.subtract %30, %35 : tensor<8x4x8x8xf32>
    %37 = stablehlo.exponential %36 : tensor<8x4x8x8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%37 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
    %41 = stablehlo.divide %37, %40 : tensor<8x4x8x8xf32>
    %42 = stablehlo.dot_general %23, %41, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x8x4x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %43 = stablehlo.dot_general %42, %arg5, contracting_dims = [2, 1] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x4x8x8xf32>, tensor<4x8x32xf32>) -> tensor<8x8x32xf32>
    %44 = stablehlo.add %arg65, %43 : tensor<8x8x32xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.reduce(%44 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %cst_10 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %48 = stablehlo.divide %46, %47 : tensor<8x8x1xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %50 = stablehlo.subtract %44, %49 : tensor<8x8x32xf32>
    %51 = stablehlo.multiply %50, %50 : tensor<8x8x32xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.reduce(%51 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %cst_12 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %55 = stablehlo.divide %53, %54 : tensor<8x8x1xf32>
    %56 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %57 = stablehlo.subtract %44, %56 : tensor<8x8x32xf32>
    %cst_13 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %59 = stablehlo.add %55, %58 : tensor<8x8x1xf32>
    %60 = stablehlo.rsqrt %59 : tensor<8x8x1xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %62 = stablehlo.multiply %57, %61 : tensor<8x8x32xf32>
    %63 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x8x32xf32>
    %65 = stablehlo.multiply %62, %64 : tensor<8x8x32xf32>
    %66 = stablehlo.dot_general %65, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x64xf32>) -> tensor<8x8x64xf32>
    %67 = stablehlo.multiply %66, %66 : tensor<8x8x64xf32>
    %68 = stablehlo.multiply %67, %66 : tensor<8x8x64xf32>
    %cst_14 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
    %70 = stablehlo.multiply %69, %68 : tensor<8x8x64xf32>
    %71 = stablehlo.add %66, %70 : tensor<8x8x64xf32>
    %cst_15 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
    %73 = stablehlo.multiply %72, %71 : tensor<8x8x64xf32>
    %74 = stablehlo.tanh %73 : tensor<8x8x64xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
    %76 = stablehlo.add %75, %74 : tensor<8x8x64xf32>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
    %78 = stablehlo.multiply %77, %76 : tensor<8x8x64xf32>
    %79 = stablehlo.multiply %66, %78 : tensor<8x8x64xf32>
    %80 = stablehlo.dot_general %79, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x64xf32>, tensor<64x32xf32>) -> tensor<8x8x32xf32>
    %81 = stablehlo.add %44, %80 : tensor<8x8x32xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.reduce(%81 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %cst_19 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %85 = stablehlo.divide %83, %84 : tensor<8x8x1xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %87 = stablehlo.subtract %81, %86 : tensor<8x8x32xf32>
    %88 = stablehlo.multiply %87, %87 : tensor<8x8x32xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.reduce(%88 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %cst_21 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %92 = stablehlo.divide %90, %91 : tensor<8x8x1xf32>
    %93 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %94 = stablehlo.subtract %81, %93 : tensor<8x8x32xf32>
    %cst_22 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %96 = stablehlo.add %92, %95 : tensor<8x8x1xf32>
    %97 = stablehlo.rsqrt %96 : tensor<8x8x1xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %99 = stablehlo.multiply %94, %98 : tensor<8x8x32xf32>
    %100 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x8x32xf32>
    %102 = stablehlo.multiply %99, %101 : tensor<8x8x32xf32>
    %103 = stablehlo.dot_general %102, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %104 = stablehlo.dot_general %102, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %105 = stablehlo.dot_general %102, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %106 = stablehlo.dot_general %103, %104, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x8x4x8xf32>, tensor<8x8x4x8xf32>) -> tensor<8x4x8x8xf32>
    %cst_23 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %107 = stablehlo.sqrt %cst_23 : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [] : (tensor<f32>) -> tensor<8x4x8x8xf32>
    %109 = stablehlo.divide %106, %108 : tensor<8x4x8x8xf32>
    %c_24 = stablehlo.constant dense<true> : tensor<i1>
    %110 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
    %111 = call @tril(%110) : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %cst_25 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %112 = call @_where(%111, %109, %cst_25) : (tensor<8x8xi1>, tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8x8xf32>
    %cst_26 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %113 = stablehlo.reduce(%112 init: %cst_26) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %cst_27 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x4x8xf32>
    %115 = stablehlo.maximum %114, %113 : tensor<8x4x8xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2, 3] : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
    %118 = stablehlo.subtract %112, %117 : tensor<8x4x8x8xf32>
    %119 = stablehlo.exponential %118 : tensor<8x4x8x8xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %120 = stablehlo.reduce(%119 init: %cst_28) applies stablehlo.add across dimensions = [3] : (tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2, 3] : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
    %123 = stablehlo.divide %119, %122 : tensor<8x4x8x8xf32>
    %124 = stablehlo.dot_general %105, %123, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x8x4x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %125 = stablehlo.dot_general %124, %arg13, contracting_dims = [2, 1] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x4x8x8xf32>, tensor<4x8x32xf32>) -> tensor<8x8x32xf32>
    %126 = stablehlo.add %81, %125 : tensor<8x8x32xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %127 = stablehlo.reduce(%126 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %cst_30 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %130 = stablehlo.divide %128, %129 : tensor<8x8x1xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %132 = stablehlo.subtract %126, %131 : tensor<8x8x32xf32>
    %133 = stablehlo.multiply %132, %132 : tensor<8x8x32xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %134 = stablehlo.reduce(%133 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %cst_32 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %137 = stablehlo.divide %135, %136 : tensor<8x8x1xf32>
    %138 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %139 = stablehlo.subtract %126, %138 : tensor<8x8x32xf32>
    %cst_33 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %141 = stablehlo.add %137, %140 : tensor<8x8x1xf32>
    %142 = stablehlo.rsqrt %141 : tensor<8x8x1xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %144 = stablehlo.multiply %139, %143 : tensor<8x8x32xf32>
    %145 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x8x32xf32>
    %147 = stablehlo.multiply %144, %146 : tensor<8x8x32xf32>
    %148 = stablehlo.dot_general %147, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x64xf32>) -> tensor<8x8x64xf32>
    %149 = stablehlo.multiply %148, %148 : tensor<8x8x64xf32>
    %150 = stablehlo.multiply %149, %148 : tensor<8x8x64xf32>
    %cst_34 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
    %152 = stablehlo.multiply %151, %150 : tensor<8x8x64xf32>
    %153 = stablehlo.add %148, %152 : tensor<8x8x64xf32>
    %cst_35 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
    %155 = stablehlo.multiply %154, %153 : tensor<8x8x64xf32>
    %156 = stablehlo.tanh %155 : tensor<8x8x64xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
    %158 = stablehlo.add %157, %156 : tensor<8x8x64xf32>
    %cst_37 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
    %160 = stablehlo.multiply %159, %158 : tensor<8x8x64xf32>
    %161 = stablehlo.multiply %148, %160 : tensor<8x8x64xf32>
    %162 = stablehlo.dot_general %161, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x64xf32>, tensor<64x32xf32>) -> tensor<8x8x32xf32>
    %163 = stablehlo.add %126, %162 : tensor<8x8x32xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %164 = stablehlo.reduce(%163 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %cst_39 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %167 = stablehlo.divide %165, %166 : tensor<8x8x1xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %169 = stablehlo.subtract %163, %168 : tensor<8x8x32xf32>
    %170 = stablehlo.multiply %169, %169 : tensor<8x8x32xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %171 = stablehlo.reduce(%170 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %cst_41 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %174 = stablehlo.divide %172, %173 : tensor<8x8x1xf32>
    %175 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %176 = stablehlo.subtract %163, %175 : tensor<8x8x32xf32>
    %cst_42 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %178 = stablehlo.add %174, %177 : tensor<8x8x1xf32>
    %179 = stablehlo.rsqrt %178 : tensor<8x8x1xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %181 = stablehlo.multiply %176, %180 : tensor<8x8x32xf32>
    %182 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x8x32xf32>
    %184 = stablehlo.multiply %181, %183 : tensor<8x8x32xf32>
    %185 = stablehlo.dot_general %184, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %186 = stablehlo.dot_general %184, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %187 = stablehlo.dot_general %184, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %188 = stablehlo.dot_general %185, %186, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x8x4x8xf32>, tensor<8x8x4x8xf32>) -> tensor<8x4x8x8xf32>
    %cst_43 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %189 = stablehlo.sqrt %cst_43 : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [] : (tensor<f32>) -> tensor<8x4x8x8xf32>
    %191 = stablehlo.divide %188, %190 : tensor<8x4x8x8xf32>
    %c_44 = stablehlo.constant dense<true> : tensor<i1>
    %192 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
    %193 = call @tril(%192) : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %cst_45 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %194 = call @_where(%193, %191, %cst_45) : (tensor<8x8xi1>, tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8x8xf32>
    %cst_46 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %195 = stablehlo.reduce(%194 init: %cst_46) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %cst_47 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x4x8xf32>
    %197 = stablehlo.maximum %196, %195 : tensor<8x4x8xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2] : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %199 = stablehlo.broadcast_in_dim %198, dims = [0, 1, 2, 3] : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
    %200 = stablehlo.subtract %194, %199 : tensor<8x4x8x8xf32>
    %201 = stablehlo.exponential %200 : tensor<8x4x8x8xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.reduce(%201 init: %cst_48) applies stablehlo.add across dimensions = [3] : (tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2] : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0, 1, 2, 3] : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
    %205 = stablehlo.divide %201, %204 : tensor<8x4x8x8xf32>
    %206 = stablehlo.dot_general %187, %205, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x8x4x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %207 = stablehlo.dot_general %206, %arg21, contracting_dims = [2, 1] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x4x8x8xf32>, tensor<4x8x32xf32>) -> tensor<8x8x32xf32>
    %208 = stablehlo.add %163, %207 : tensor<8x8x32xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %209 = stablehlo.reduce(%208 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %cst_50 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %212 = stablehlo.divide %210, %211 : tensor<8x8x1xf32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %214 = stablehlo.subtract %208, %213 : tensor<8x8x32xf32>
    %215 = stablehlo.multiply %214, %214 : tensor<8x8x32xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %216 = stablehlo.reduce(%215 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %217 = stablehlo.broadcast_in_dim %216, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %cst_52 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %219 = stablehlo.divide %217, %218 : tensor<8x8x1xf32>
    %220 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %221 = stablehlo.subtract %208, %220 : tensor<8x8x32xf32>
    %cst_53 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %223 = stablehlo.add %219, %222 : tensor<8x8x1xf32>
    %224 = stablehlo.rsqrt %223 : tensor<8x8x1xf32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %226 = stablehlo.multiply %221, %225 : tensor<8x8x32xf32>
    %227 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x8x32xf32>
    %229 = stablehlo.multiply %226, %228 : tensor<8x8x32xf32>
    %230 = stablehlo.dot_general %229, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x64xf32>) -> tensor<8x8x64xf32>
    %231 = stablehlo.multiply %230, %230 : tensor<8x8x64xf32>
    %232 = stablehlo.multiply %231, %230 : tensor<8x8x64xf32>
    %cst_54 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
    %234 = stablehlo.multiply %233, %232 : tensor<8x8x64xf32>
    %235 = stablehlo.add %230, %234 : tensor<8x8x64xf32>
    %cst_55 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
    %237 = stablehlo.multiply %236, %235 : tensor<8x8x64xf32>
    %238 = stablehlo.tanh %237 : tensor<8x8x64xf32>
    %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
    %240 = stablehlo.add %239, %238 : tensor<8x8x64xf32>
    %cst_57 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
    %242 = stablehlo.multiply %241, %240 : tensor<8x8x64xf32>
    %243 = stablehlo.multiply %230, %242 : tensor<8x8x64xf32>
    %244 = stablehlo.dot_general %243, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x64xf32>, tensor<64x32xf32>) -> tensor<8x8x32xf32>
    %245 = stablehlo.add %208, %244 : tensor<8x8x32xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %246 = stablehlo.reduce(%245 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %cst_59 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %249 = stablehlo.divide %247, %248 : tensor<8x8x1xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %251 = stablehlo.subtract %245, %250 : tensor<8x8x32xf32>
    %252 = stablehlo.multiply %251, %251 : tensor<8x8x32xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %253 = stablehlo.reduce(%252 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %cst_61 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %256 = stablehlo.divide %254, %255 : tensor<8x8x1xf32>
    %257 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %258 = stablehlo.subtract %245, %257 : tensor<8x8x32xf32>
    %cst_62 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %260 = stablehlo.add %256, %259 : tensor<8x8x1xf32>
    %261 = stablehlo.rsqrt %260 : tensor<8x8x1xf32>
    %262 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %263 = stablehlo.multiply %258, %262 : tensor<8x8x32xf32>
    %264 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x8x32xf32>
    %266 = stablehlo.multiply %263, %265 : tensor<8x8x32xf32>
    %267 = stablehlo.dot_general %266, %arg30, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %268 = stablehlo.dot_general %266, %arg28, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %269 = stablehlo.dot_general %266, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %270 = stablehlo.dot_general %267, %268, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x8x4x8xf32>, tensor<8x8x4x8xf32>) -> tensor<8x4x8x8xf32>
    %cst_63 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %271 = stablehlo.sqrt %cst_63 : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [] : (tensor<f32>) -> tensor<8x4x8x8xf32>
    %273 = stablehlo.divide %270, %272 : tensor<8x4x8x8xf32>
    %c_64 = stablehlo.constant dense<true> : tensor<i1>
    %274 = stablehlo.broadcast_in_dim %c_64, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
    %275 = call @tril(%274) : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %cst_65 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %276 = call @_where(%275, %273, %cst_65) : (tensor<8x8xi1>, tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8x8xf32>
    %cst_66 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %277 = stablehlo.reduce(%276 init: %cst_66) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %cst_67 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %278 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<8x4x8xf32>
    %279 = stablehlo.maximum %278, %277 : tensor<8x4x8xf32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [0, 1, 2] : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %281 = stablehlo.broadcast_in_dim %280, dims = [0, 1, 2, 3] : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
    %282 = stablehlo.subtract %276, %281 : tensor<8x4x8x8xf32>
    %283 = stablehlo.exponential %282 : tensor<8x4x8x8xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %284 = stablehlo.reduce(%283 init: %cst_68) applies stablehlo.add across dimensions = [3] : (tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %285 = stablehlo.broadcast_in_dim %284, dims = [0, 1, 2] : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2, 3] : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
    %287 = stablehlo.divide %283, %286 : tensor<8x4x8x8xf32>
    %288 = stablehlo.dot_general %269, %287, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x8x4x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %289 = stablehlo.dot_general %288, %arg29, contracting_dims = [2, 1] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x4x8x8xf32>, tensor<4x8x32xf32>) -> tensor<8x8x32xf32>
    %290 = stablehlo.add %245, %289 : tensor<8x8x32xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %291 = stablehlo.reduce(%290 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %cst_70 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %293 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %294 = stablehlo.divide %292, %293 : tensor<8x8x1xf32>
    %295 = stablehlo.broadcast_in_dim %294, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %296 = stablehlo.subtract %290, %295 : tensor<8x8x32xf32>
    %297 = stablehlo.multiply %296, %296 : tensor<8x8x32xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %298 = stablehlo.reduce(%297 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %299 = stablehlo.broadcast_in_dim %298, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %cst_72 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %301 = stablehlo.divide %299, %300 : tensor<8x8x1xf32>
    %302 = stablehlo.broadcast_in_dim %294, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %303 = stablehlo.subtract %290, %302 : tensor<8x8x32xf32>
    %cst_73 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %304 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %305 = stablehlo.add %301, %304 : tensor<8x8x1xf32>
    %306 = stablehlo.rsqrt %305 : tensor<8x8x1xf32>
    %307 = stablehlo.broadcast_in_dim %306, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %308 = stablehlo.multiply %303, %307 : tensor<8x8x32xf32>
    %309 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x8x32xf32>
    %311 = stablehlo.multiply %308, %310 : tensor<8x8x32xf32>
    %312 = stablehlo.dot_general %311, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x64xf32>) -> tensor<8x8x64xf32>
    %313 = stablehlo.multiply %312, %312 : tensor<8x8x64xf32>
    %314 = stablehlo.multiply %313, %312 : tensor<8x8x64xf32>
    %cst_74 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %315 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
    %316 = stablehlo.multiply %315, %314 : tensor<8x8x64xf32>
    %317 = stablehlo.add %312, %316 : tensor<8x8x64xf32>
    %cst_75 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
    %319 = stablehlo.multiply %318, %317 : tensor<8x8x64xf32>
    %320 = stablehlo.tanh %319 : tensor<8x8x64xf32>
    %cst_76 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %321 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
    %322 = stablehlo.add %321, %320 : tensor<8x8x64xf32>
    %cst_77 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %323 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
    %324 = stablehlo.multiply %323, %322 : tensor<8x8x64xf32>
    %325 = stablehlo.multiply %312, %324 : tensor<8x8x64xf32>
    %326 = stablehlo.dot_general %325, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x64xf32>, tensor<64x32xf32>) -> tensor<8x8x32xf32>
    %327 = stablehlo.add %290, %326 : tensor<8x8x32xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %328 = stablehlo.reduce(%327 init: %cst_78) applies stablehlo.add across dimensions = [2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %329 = stablehlo.broadcast_in_dim %328, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %cst_79 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %331 = stablehlo.divide %329, %330 : tensor<8x8x1xf32>
    %332 = stablehlo.broadcast_in_dim %331, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %333 = stablehlo.subtract %327, %332 : tensor<8x8x32xf32>
    %334 = stablehlo.multiply %333, %333 : tensor<8x8x32xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %335 = stablehlo.reduce(%334 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %336 = stablehlo.broadcast_in_dim %335, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %cst_81 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %337 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %338 = stablehlo.divide %336, %337 : tensor<8x8x1xf32>
    %339 = stablehlo.broadcast_in_dim %331, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %340 = stablehlo.subtract %327, %339 : tensor<8x8x32xf32>
    %cst_82 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %341 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %342 = stablehlo.add %338, %341 : tensor<8x8x1xf32>
    %343 = stablehlo.rsqrt %342 : tensor<8x8x1xf32>
    %344 = stablehlo.broadcast_in_dim %343, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %345 = stablehlo.multiply %340, %344 : tensor<8x8x32xf32>
    %346 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %347 = stablehlo.broadcast_in_dim %346, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x8x32xf32>
    %348 = stablehlo.multiply %345, %347 : tensor<8x8x32xf32>
    %349 = stablehlo.dot_general %348, %arg38, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %350 = stablehlo.dot_general %348, %arg36, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %351 = stablehlo.dot_general %348, %arg39, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %352 = stablehlo.dot_general %349, %350, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x8x4x8xf32>, tensor<8x8x4x8xf32>) -> tensor<8x4x8x8xf32>
    %cst_83 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %353 = stablehlo.sqrt %cst_83 : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %353, dims = [] : (tensor<f32>) -> tensor<8x4x8x8xf32>
    %355 = stablehlo.divide %352, %354 : tensor<8x4x8x8xf32>
    %c_84 = stablehlo.constant dense<true> : tensor<i1>
    %356 = stablehlo.broadcast_in_dim %c_84, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
    %357 = call @tril(%356) : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %cst_85 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %358 = call @_where(%357, %355, %cst_85) : (tensor<8x8xi1>, tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8x8xf32>
    %cst_86 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %359 = stablehlo.reduce(%358 init: %cst_86) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %cst_87 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %360 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<8x4x8xf32>
    %361 = stablehlo.maximum %360, %359 : tensor<8x4x8xf32>
    %362 = stablehlo.broadcast_in_dim %361, dims = [0, 1, 2] : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %363 = stablehlo.broadcast_in_dim %362, dims = [0, 1, 2, 3] : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
    %364 = stablehlo.subtract %358, %363 : tensor<8x4x8x8xf32>
    %365 = stablehlo.exponential %364 : tensor<8x4x8x8xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %366 = stablehlo.reduce(%365 init: %cst_88) applies stablehlo.add across dimensions = [3] : (tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %367 = stablehlo.broadcast_in_dim %366, dims = [0, 1, 2] : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %368 = stablehlo.broadcast_in_dim %367, dims = [0, 1, 2, 3] : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
    %369 = stablehlo.divide %365, %368 : tensor<8x4x8x8xf32>
    %370 = stablehlo.dot_general %351, %369, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x8x4x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %371 = stablehlo.dot_general %370, %arg37, contracting_dims = [2, 1] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x4x8x8xf32>, tensor<4x8x32xf32>) -> tensor<8x8x32xf32>
    %372 = stablehlo.add %327, %371 : tensor<8x8x32xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %373 = stablehlo.reduce(%372 init: %cst_89) applies stablehlo.add across dimensions = [2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %374 = stablehlo.broadcast_in_dim %373, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %cst_90 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %375 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %376 = stablehlo.divide %374, %375 : tensor<8x8x1xf32>
    %377 = stablehlo.broadcast_in_dim %376, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %378 = stablehlo.subtract %372, %377 : tensor<8x8x32xf32>
    %379 = stablehlo.multiply %378, %378 : tensor<8x8x32xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %380 = stablehlo.reduce(%379 init: %cst_91) applies stablehlo.add across dimensions = [2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %381 = stablehlo.broadcast_in_dim %380, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %cst_92 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %382 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %383 = stablehlo.divide %381, %382 : tensor<8x8x1xf32>
    %384 = stablehlo.broadcast_in_dim %376, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %385 = stablehlo.subtract %372, %384 : tensor<8x8x32xf32>
    %cst_93 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %386 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %387 = stablehlo.add %383, %386 : tensor<8x8x1xf32>
    %388 = stablehlo.rsqrt %387 : tensor<8x8x1xf32>
    %389 = stablehlo.broadcast_in_dim %388, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %390 = stablehlo.multiply %385, %389 : tensor<8x8x32xf32>
    %391 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %392 = stablehlo.broadcast_in_dim %391, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x8x32xf32>
    %393 = stablehlo.multiply %390, %392 : tensor<8x8x32xf32>
    %394 = stablehlo.dot_general %393, %arg34, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x64xf32>) -> tensor<8x8x64xf32>
    %395 = stablehlo.multiply %394, %394 : tensor<8x8x64xf32>
    %396 = stablehlo.multiply %395, %394 : tensor<8x8x64xf32>
    %cst_94 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %397 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
    %398 = stablehlo.multiply %397, %396 : tensor<8x8x64xf32>
    %399 = stablehlo.add %394, %398 : tensor<8x8x64xf32>
    %cst_95 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %400 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
    %401 = stablehlo.multiply %400, %399 : tensor<8x8x64xf32>
    %402 = stablehlo.tanh %401 : tensor<8x8x64xf32>
    %cst_96 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %403 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
    %404 = stablehlo.add %403, %402 : tensor<8x8x64xf32>
    %cst_97 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %405 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
    %406 = stablehlo.multiply %405, %404 : tensor<8x8x64xf32>
    %407 = stablehlo.multiply %394, %406 : tensor<8x8x64xf32>
    %408 = stablehlo.dot_general %407, %arg35, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x64xf32>, tensor<64x32xf32>) -> tensor<8x8x32xf32>
    %409 = stablehlo.add %372, %408 : tensor<8x8x32xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %410 = stablehlo.reduce(%409 init: %cst_98) applies stablehlo.add across dimensions = [2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %411 = stablehlo.broadcast_in_dim %410, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %cst_99 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %412 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %413 = stablehlo.divide %411, %412 : tensor<8x8x1xf32>
    %414 = stablehlo.broadcast_in_dim %413, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %415 = stablehlo.subtract %409, %414 : tensor<8x8x32xf32>
    %416 = stablehlo.multiply %415, %415 : tensor<8x8x32xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %417 = stablehlo.reduce(%416 init: %cst_100) applies stablehlo.add across dimensions = [2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %418 = stablehlo.broadcast_in_dim %417, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %cst_101 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %419 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %420 = stablehlo.divide %418, %419 : tensor<8x8x1xf32>
    %421 = stablehlo.broadcast_in_dim %413, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %422 = stablehlo.subtract %409, %421 : tensor<8x8x32xf32>
    %cst_102 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %423 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %424 = stablehlo.add %420, %423 : tensor<8x8x1xf32>
    %425 = stablehlo.rsqrt %424 : tensor<8x8x1xf32>
    %426 = stablehlo.broadcast_in_dim %425, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %427 = stablehlo.multiply %422, %426 : tensor<8x8x32xf32>
    %428 = stablehlo.broadcast_in_dim %arg40, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %429 = stablehlo.broadcast_in_dim %428, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x8x32xf32>
    %430 = stablehlo.multiply %427, %429 : tensor<8x8x32xf32>
    %431 = stablehlo.dot_general %430, %arg46, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %432 = stablehlo.dot_general %430, %arg44, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %433 = stablehlo.dot_general %430, %arg47, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %434 = stablehlo.dot_general %431, %432, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x8x4x8xf32>, tensor<8x8x4x8xf32>) -> tensor<8x4x8x8xf32>
    %cst_103 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %435 = stablehlo.sqrt %cst_103 : tensor<f32>
    %436 = stablehlo.broadcast_in_dim %435, dims = [] : (tensor<f32>) -> tensor<8x4x8x8xf32>
    %437 = stablehlo.divide %434, %436 : tensor<8x4x8x8xf32>
    %c_104 = stablehlo.constant dense<true> : tensor<i1>
    %438 = stablehlo.broadcast_in_dim %c_104, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
    %439 = call @tril(%438) : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %cst_105 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %440 = call @_where(%439, %437, %cst_105) : (tensor<8x8xi1>, tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8x8xf32>
    %cst_106 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %441 = stablehlo.reduce(%440 init: %cst_106) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %cst_107 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %442 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<8x4x8xf32>
    %443 = stablehlo.maximum %442, %441 : tensor<8x4x8xf32>
    %444 = stablehlo.broadcast_in_dim %443, dims = [0, 1, 2] : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %445 = stablehlo.broadcast_in_dim %444, dims = [0, 1, 2, 3] : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
    %446 = stablehlo.subtract %440, %445 : tensor<8x4x8x8xf32>
    %447 = stablehlo.exponential %446 : tensor<8x4x8x8xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %448 = stablehlo.reduce(%447 init: %cst_108) applies stablehlo.add across dimensions = [3] : (tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %449 = stablehlo.broadcast_in_dim %448, dims = [0, 1, 2] : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %450 = stablehlo.broadcast_in_dim %449, dims = [0, 1, 2, 3] : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
    %451 = stablehlo.divide %447, %450 : tensor<8x4x8x8xf32>
    %452 = stablehlo.dot_general %433, %451, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x8x4x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %453 = stablehlo.dot_general %452, %arg45, contracting_dims = [2, 1] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x4x8x8xf32>, tensor<4x8x32xf32>) -> tensor<8x8x32xf32>
    %454 = stablehlo.add %409, %453 : tensor<8x8x32xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %455 = stablehlo.reduce(%454 init: %cst_109) applies stablehlo.add across dimensions = [2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %456 = stablehlo.broadcast_in_dim %455, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %cst_110 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %457 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %458 = stablehlo.divide %456, %457 : tensor<8x8x1xf32>
    %459 = stablehlo.broadcast_in_dim %458, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %460 = stablehlo.subtract %454, %459 : tensor<8x8x32xf32>
    %461 = stablehlo.multiply %460, %460 : tensor<8x8x32xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %462 = stablehlo.reduce(%461 init: %cst_111) applies stablehlo.add across dimensions = [2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %463 = stablehlo.broadcast_in_dim %462, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %cst_112 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %464 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %465 = stablehlo.divide %463, %464 : tensor<8x8x1xf32>
    %466 = stablehlo.broadcast_in_dim %458, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %467 = stablehlo.subtract %454, %466 : tensor<8x8x32xf32>
    %cst_113 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %468 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %469 = stablehlo.add %465, %468 : tensor<8x8x1xf32>
    %470 = stablehlo.rsqrt %469 : tensor<8x8x1xf32>
    %471 = stablehlo.broadcast_in_dim %470, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %472 = stablehlo.multiply %467, %471 : tensor<8x8x32xf32>
    %473 = stablehlo.broadcast_in_dim %arg41, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %474 = stablehlo.broadcast_in_dim %473, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x8x32xf32>
    %475 = stablehlo.multiply %472, %474 : tensor<8x8x32xf32>
    %476 = stablehlo.dot_general %475, %arg42, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x64xf32>) -> tensor<8x8x64xf32>
    %477 = stablehlo.multiply %476, %476 : tensor<8x8x64xf32>
    %478 = stablehlo.multiply %477, %476 : tensor<8x8x64xf32>
    %cst_114 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %479 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
    %480 = stablehlo.multiply %479, %478 : tensor<8x8x64xf32>
    %481 = stablehlo.add %476, %480 : tensor<8x8x64xf32>
    %cst_115 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %482 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
    %483 = stablehlo.multiply %482, %481 : tensor<8x8x64xf32>
    %484 = stablehlo.tanh %483 : tensor<8x8x64xf32>
    %cst_116 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %485 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
    %486 = stablehlo.add %485, %484 : tensor<8x8x64xf32>
    %cst_117 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %487 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
    %488 = stablehlo.multiply %487, %486 : tensor<8x8x64xf32>
    %489 = stablehlo.multiply %476, %488 : tensor<8x8x64xf32>
    %490 = stablehlo.dot_general %489, %arg43, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x64xf32>, tensor<64x32xf32>) -> tensor<8x8x32xf32>
    %491 = stablehlo.add %454, %490 : tensor<8x8x32xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %492 = stablehlo.reduce(%491 init: %cst_118) applies stablehlo.add across dimensions = [2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %493 = stablehlo.broadcast_in_dim %492, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %cst_119 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %494 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %495 = stablehlo.divide %493, %494 : tensor<8x8x1xf32>
    %496 = stablehlo.broadcast_in_dim %495, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %497 = stablehlo.subtract %491, %496 : tensor<8x8x32xf32>
    %498 = stablehlo.multiply %497, %497 : tensor<8x8x32xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %499 = stablehlo.reduce(%498 init: %cst_120) applies stablehlo.add across dimensions = [2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %500 = stablehlo.broadcast_in_dim %499, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %cst_121 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %501 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %502 = stablehlo.divide %500, %501 : tensor<8x8x1xf32>
    %503 = stablehlo.broadcast_in_dim %495, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %504 = stablehlo.subtract %491, %503 : tensor<8x8x32xf32>
    %cst_122 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %505 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %506 = stablehlo.add %502, %505 : tensor<8x8x1xf32>
    %507 = stablehlo.rsqrt %506 : tensor<8x8x1xf32>
    %508 = stablehlo.broadcast_in_dim %507, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %509 = stablehlo.multiply %504, %508 : tensor<8x8x32xf32>
    %510 = stablehlo.broadcast_in_dim %arg48, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %511 = stablehlo.broadcast_in_dim %510, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x8x32xf32>
    %512 = stablehlo.multiply %509, %511 : tensor<8x8x32xf32>
    %513 = stablehlo.dot_general %512, %arg54, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %514 = stablehlo.dot_general %512, %arg52, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %515 = stablehlo.dot_general %512, %arg55, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %516 = stablehlo.dot_general %513, %514, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x8x4x8xf32>, tensor<8x8x4x8xf32>) -> tensor<8x4x8x8xf32>
    %cst_123 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %517 = stablehlo.sqrt %cst_123 : tensor<f32>
    %518 = stablehlo.broadcast_in_dim %517, dims = [] : (tensor<f32>) -> tensor<8x4x8x8xf32>
    %519 = stablehlo.divide %516, %518 : tensor<8x4x8x8xf32>
    %c_124 = stablehlo.constant dense<true> : tensor<i1>
    %520 = stablehlo.broadcast_in_dim %c_124, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
    %521 = call @tril(%520) : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %cst_125 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %522 = call @_where(%521, %519, %cst_125) : (tensor<8x8xi1>, tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8x8xf32>
    %cst_126 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %523 = stablehlo.reduce(%522 init: %cst_126) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %cst_127 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %524 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<8x4x8xf32>
    %525 = stablehlo.maximum %524, %523 : tensor<8x4x8xf32>
    %526 = stablehlo.broadcast_in_dim %525, dims = [0, 1, 2] : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %527 = stablehlo.broadcast_in_dim %526, dims = [0, 1, 2, 3] : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
    %528 = stablehlo.subtract %522, %527 : tensor<8x4x8x8xf32>
    %529 = stablehlo.exponential %528 : tensor<8x4x8x8xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %530 = stablehlo.reduce(%529 init: %cst_128) applies stablehlo.add across dimensions = [3] : (tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %531 = stablehlo.broadcast_in_dim %530, dims = [0, 1, 2] : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %532 = stablehlo.broadcast_in_dim %531, dims = [0, 1, 2, 3] : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
    %533 = stablehlo.divide %529, %532 : tensor<8x4x8x8xf32>
    %534 = stablehlo.dot_general %515, %533, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x8x4x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %535 = stablehlo.dot_general %534, %arg53, contracting_dims = [2, 1] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x4x8x8xf32>, tensor<4x8x32xf32>) -> tensor<8x8x32xf32>
    %536 = stablehlo.add %491, %535 : tensor<8x8x32xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %537 = stablehlo.reduce(%536 init: %cst_129) applies stablehlo.add across dimensions = [2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %538 = stablehlo.broadcast_in_dim %537, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %cst_130 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %539 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %540 = stablehlo.divide %538, %539 : tensor<8x8x1xf32>
    %541 = stablehlo.broadcast_in_dim %540, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %542 = stablehlo.subtract %536, %541 : tensor<8x8x32xf32>
    %543 = stablehlo.multiply %542, %542 : tensor<8x8x32xf32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %544 = stablehlo.reduce(%543 init: %cst_131) applies stablehlo.add across dimensions = [2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %545 = stablehlo.broadcast_in_dim %544, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %cst_132 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %546 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %547 = stablehlo.divide %545, %546 : tensor<8x8x1xf32>
    %548 = stablehlo.broadcast_in_dim %540, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %549 = stablehlo.subtract %536, %548 : tensor<8x8x32xf32>
    %cst_133 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %550 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %551 = stablehlo.add %547, %550 : tensor<8x8x1xf32>
    %552 = stablehlo.rsqrt %551 : tensor<8x8x1xf32>
    %553 = stablehlo.broadcast_in_dim %552, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %554 = stablehlo.multiply %549, %553 : tensor<8x8x32xf32>
    %555 = stablehlo.broadcast_in_dim %arg49, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %556 = stablehlo.broadcast_in_dim %555, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x8x32xf32>
    %557 = stablehlo.multiply %554, %556 : tensor<8x8x32xf32>
    %558 = stablehlo.dot_general %557, %arg50, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x64xf32>) -> tensor<8x8x64xf32>
    %559 = stablehlo.multiply %558, %558 : tensor<8x8x64xf32>
    %560 = stablehlo.multiply %559, %558 : tensor<8x8x64xf32>
    %cst_134 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %561 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
    %562 = stablehlo.multiply %561, %560 : tensor<8x8x64xf32>
    %563 = stablehlo.add %558, %562 : tensor<8x8x64xf32>
    %cst_135 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %564 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
    %565 = stablehlo.multiply %564, %563 : tensor<8x8x64xf32>
    %566 = stablehlo.tanh %565 : tensor<8x8x64xf32>
    %cst_136 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %567 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
    %568 = stablehlo.add %567, %566 : tensor<8x8x64xf32>
    %cst_137 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %569 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
    %570 = stablehlo.multiply %569, %568 : tensor<8x8x64xf32>
    %571 = stablehlo.multiply %558, %570 : tensor<8x8x64xf32>
    %572 = stablehlo.dot_general %571, %arg51, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x64xf32>, tensor<64x32xf32>) -> tensor<8x8x32xf32>
    %573 = stablehlo.add %536, %572 : tensor<8x8x32xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %574 = stablehlo.reduce(%573 init: %cst_138) applies stablehlo.add across dimensions = [2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %575 = stablehlo.broadcast_in_dim %574, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %cst_139 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %576 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %577 = stablehlo.divide %575, %576 : tensor<8x8x1xf32>
    %578 = stablehlo.broadcast_in_dim %577, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %579 = stablehlo.subtract %573, %578 : tensor<8x8x32xf32>
    %580 = stablehlo.multiply %579, %579 : tensor<8x8x32xf32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %581 = stablehlo.reduce(%580 init: %cst_140) applies stablehlo.add across dimensions = [2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %582 = stablehlo.broadcast_in_dim %581, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %cst_141 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %583 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %584 = stablehlo.divide %582, %583 : tensor<8x8x1xf32>
    %585 = stablehlo.broadcast_in_dim %577, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %586 = stablehlo.subtract %573, %585 : tensor<8x8x32xf32>
    %cst_142 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %587 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %588 = stablehlo.add %584, %587 : tensor<8x8x1xf32>
    %589 = stablehlo.rsqrt %588 : tensor<8x8x1xf32>
    %590 = stablehlo.broadcast_in_dim %589, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %591 = stablehlo.multiply %586, %590 : tensor<8x8x32xf32>
    %592 = stablehlo.broadcast_in_dim %arg56, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %593 = stablehlo.broadcast_in_dim %592, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x8x32xf32>
    %594 = stablehlo.multiply %591, %593 : tensor<8x8x32xf32>
    %595 = stablehlo.dot_general %594, %arg62, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %596 = stablehlo.dot_general %594, %arg60, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %597 = stablehlo.dot_general %594, %arg63, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %598 = stablehlo.dot_general %595, %596, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x8x4x8xf32>, tensor<8x8x4x8xf32>) -> tensor<8x4x8x8xf32>
    %cst_143 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %599 = stablehlo.sqrt %cst_143 : tensor<f32>
    %600 = stablehlo.broadcast_in_dim %599, dims = [] : (tensor<f32>) -> tensor<8x4x8x8xf32>
    %601 = stablehlo.divide %598, %600 : tensor<8x4x8x8xf32>
    %c_144 = stablehlo.constant dense<true> : tensor<i1>
    %602 = stablehlo.broadcast_in_dim %c_144, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
    %603 = call @tril(%602) : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %cst_145 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %604 = call @_where(%603, %601, %cst_145) : (tensor<8x8xi1>, tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8x8xf32>
    %cst_146 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %605 = stablehlo.reduce(%604 init: %cst_146) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %cst_147 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %606 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<8x4x8xf32>
    %607 = stablehlo.maximum %606, %605 : tensor<8x4x8xf32>
    %608 = stablehlo.broadcast_in_dim %607, dims = [0, 1, 2] : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %609 = stablehlo.broadcast_in_dim %608, dims = [0, 1, 2, 3] : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
    %610 = stablehlo.subtract %604, %609 : tensor<8x4x8x8xf32>
    %611 = stablehlo.exponential %610 : tensor<8x4x8x8xf32>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %612 = stablehlo.reduce(%611 init: %cst_148) applies stablehlo.add across dimensions = [3] : (tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %613 = stablehlo.broadcast_in_dim %612, dims = [0, 1, 2] : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %614 = stablehlo.broadcast_in_dim %613, dims = [0, 1, 2, 3] : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
    %615 = stablehlo.divide %611, %614 : tensor<8x4x8x8xf32>
    %616 = stablehlo.dot_general %597, %615, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x8x4x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %617 = stablehlo.dot_general %616, %arg61, contracting_dims = [2, 1] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x4x8x8xf32>, tensor<4x8x32xf32>) -> tensor<8x8x32xf32>
    %618 = stablehlo.add %573, %617 : tensor<8x8x32xf32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %619 = stablehlo.reduce(%618 init: %cst_149) applies stablehlo.add across dimensions = [2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %620 = stablehlo.broadcast_in_dim %619, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %cst_150 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %621 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %622 = stablehlo.divide %620, %621 : tensor<8x8x1xf32>
    %623 = stablehlo.broadcast_in_dim %622, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %624 = stablehlo.subtract %618, %623 : tensor<8x8x32xf32>
    %625 = stablehlo.multiply %624, %624 : tensor<8x8x32xf32>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %626 = stablehlo.reduce(%625 init: %cst_151) applies stablehlo.add across dimensions = [2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %627 = stablehlo.broadcast_in_dim %626, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %cst_152 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %628 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %629 = stablehlo.divide %627, %628 : tensor<8x8x1xf32>
    %630 = stablehlo.broadcast_in_dim %622, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %631 = stablehlo.subtract %618, %630 : tensor<8x8x32xf32>
    %cst_153 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %632 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %633 = stablehlo.add %629, %632 : tensor<8x8x1xf32>
    %634 = stablehlo.rsqrt %633 : tensor<8x8x1xf32>
    %635 = stablehlo.broadcast_in_dim %634, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %636 = stablehlo.multiply %631, %635 : tensor<8x8x32xf32>
    %637 = stablehlo.broadcast_in_dim %arg57, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %638 = stablehlo.broadcast_in_dim %637, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x8x32xf32>
    %639 = stablehlo.multiply %636, %638 : tensor<8x8x32xf32>
    %640 = stablehlo.dot_general %639, %arg58, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x64xf32>) -> tensor<8x8x64xf32>
    %641 = stablehlo.multiply %640, %640 : tensor<8x8x64xf32>
    %642 = stablehlo.multiply %641, %640 : tensor<8x8x64xf32>
    %cst_154 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %643 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
    %644 = stablehlo.multiply %643, %642 : tensor<8x8x64xf32>
    %645 = stablehlo.add %640, %644 : tensor<8x8x64xf32>
    %cst_155 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %646 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
    %647 = stablehlo.multiply %646, %645 : tensor<8x8x64xf32>
    %648 = stablehlo.tanh %647 : tensor<8x8x64xf32>
    %cst_156 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %649 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
    %650 = stablehlo.add %649, %648 : tensor<8x8x64xf32>
    %cst_157 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %651 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
    %652 = stablehlo.multiply %651, %650 : tensor<8x8x64xf32>
    %653 = stablehlo.multiply %640, %652 : tensor<8x8x64xf32>
    %654 = stablehlo.dot_general %653, %arg59, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x64xf32>, tensor<64x32xf32>) -> tensor<8x8x32xf32>
    %655 = stablehlo.add %618, %654 : tensor<8x8x32xf32>
    %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %656 = stablehlo.reduce(%655 init: %cst_158) applies stablehlo.add across dimensions = [2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %657 = stablehlo.broadcast_in_dim %656, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %cst_159 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %658 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %659 = stablehlo.divide %657, %658 : tensor<8x8x1xf32>
    %660 = stablehlo.broadcast_in_dim %659, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %661 = stablehlo.subtract %655, %660 : tensor<8x8x32xf32>
    %662 = stablehlo.multiply %661, %661 : tensor<8x8x32xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %663 = stablehlo.reduce(%662 init: %cst_160) applies stablehlo.add across dimensions = [2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %664 = stablehlo.broadcast_in_dim %663, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %cst_161 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %665 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %666 = stablehlo.divide %664, %665 : tensor<8x8x1xf32>
    %667 = stablehlo.broadcast_in_dim %659, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %668 = stablehlo.subtract %655, %667 : tensor<8x8x32xf32>
    %cst_162 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %669 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %670 = stablehlo.add %666, %669 : tensor<8x8x1xf32>
    %671 = stablehlo.rsqrt %670 : tensor<8x8x1xf32>
    %672 = stablehlo.broadcast_in_dim %671, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %673 = stablehlo.multiply %668, %672 : tensor<8x8x32xf32>
    %674 = stablehlo.broadcast_in_dim %arg64, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %675 = stablehlo.broadcast_in_dim %674, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x8x32xf32>
    %676 = stablehlo.multiply %673, %675 : tensor<8x8x32xf32>
    return %676 : tensor<8x8x32xf32>
  }
  func.func private @tril(%arg0: tensor<8x8xi1>) -> tensor<8x8xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<8x8xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %2 = stablehlo.add %0, %1 : tensor<8x8xi32>
    %3 = stablehlo.iota dim = 1 : tensor<8x8xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<8x8xi1>, tensor<8x8xi1>
    return %6 : tensor<8x8xi1>
  }
  func.func private @_where(%arg0: tensor<8x8xi1>, %arg1: tensor<8x4x8x8xf32>, %arg2: tensor<f32>) -> tensor<8x4x8x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<8x8xi1>) -> tensor<8x4x8x8xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x4x8x8xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<8x4x8x8xi1>, tensor<8x4x8x8xf32>
    return %2 : tensor<8x4x8x8xf32>
  }
}

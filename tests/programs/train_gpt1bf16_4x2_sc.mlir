module @jit_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=4, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 4 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<64x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg3: tensor<128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg4: tensor<64x4x16xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg5: tensor<4x16x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg6: tensor<64x4x16xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg7: tensor<64x4x16xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg8: tensor<64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg9: tensor<8x16x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<64xbf16> {jax.result_info = "result[0][0]['ln1']"}, tensor<64xbf16> {jax.result_info = "result[0][0]['ln2']"}, tensor<64x128xbf16> {jax.result_info = "result[0][0]['w1']"}, tensor<128x64xbf16> {jax.result_info = "result[0][0]['w2']"}, tensor<64x4x16xbf16> {jax.result_info = "result[0][0]['wk']"}, tensor<4x16x64xbf16> {jax.result_info = "result[0][0]['wo']"}, tensor<64x4x16xbf16> {jax.result_info = "result[0][0]['wq']"}, tensor<64x4x16xbf16> {jax.result_info = "result[0][0]['wv']"}, tensor<64xbf16> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.convert %arg9 : (tensor<8x16x64xbf16>) -> tensor<8x16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<8x16x1xf32>
    %5 = stablehlo.convert %4 : (tensor<8x16x1xf32>) -> tensor<8x16x1xbf16>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<8x16x1xbf16>) -> tensor<8x16x64xbf16>
    %7 = stablehlo.subtract %arg9, %6 : tensor<8x16x64xbf16>
    %8 = stablehlo.multiply %7, %7 : tensor<8x16x64xbf16>
    %9 = stablehlo.convert %8 : (tensor<8x16x64xbf16>) -> tensor<8x16x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %13 = stablehlo.divide %11, %12 : tensor<8x16x1xf32>
    %14 = stablehlo.convert %13 : (tensor<8x16x1xf32>) -> tensor<8x16x1xbf16>
    %15 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<8x16x1xbf16>) -> tensor<8x16x64xbf16>
    %16 = stablehlo.subtract %arg9, %15 : tensor<8x16x64xbf16>
    %cst_3 = stablehlo.constant dense<1.001360e-05> : tensor<bf16>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<8x16x1xbf16>
    %18 = stablehlo.add %14, %17 : tensor<8x16x1xbf16>
    %19 = stablehlo.rsqrt %18 : tensor<8x16x1xbf16>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<8x16x1xbf16>) -> tensor<8x16x64xbf16>
    %21 = stablehlo.multiply %16, %20 : tensor<8x16x64xbf16>
    %22 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<8x16x64xbf16>
    %24 = stablehlo.multiply %21, %23 : tensor<8x16x64xbf16>
    %25 = stablehlo.dot_general %24, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xbf16>, tensor<64x4x16xbf16>) -> tensor<8x16x4x16xbf16>
    %26 = stablehlo.dot_general %24, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xbf16>, tensor<64x4x16xbf16>) -> tensor<8x16x4x16xbf16>
    %27 = stablehlo.dot_general %24, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xbf16>, tensor<64x4x16xbf16>) -> tensor<8x16x4x16xbf16>
    %28 = stablehlo.dot_general %25, %26, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xbf16>, tensor<8x16x4x16xbf16>) -> tensor<8x4x16x16xbf16>
    %cst_4 = stablehlo.constant dense<1.600000e+01> : tensor<bf16>
    %29 = stablehlo.sqrt %cst_4 : tensor<bf16>
    %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<bf16>) -> tensor<8x4x16x16xbf16>
    %31 = stablehlo.divide %28, %30 : tensor<8x4x16x16xbf16>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %32 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %33 = call @tril(%32) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %cst_5 = stablehlo.constant dense<-9.982440e+08> : tensor<bf16>
    %34:2 = call @_where(%33, %31, %cst_5) : (tensor<16x16xi1>, tensor<8x4x16x16xbf16>, tensor<bf16>) -> (tensor<8x4x16x16xbf16>, tensor<8x4x16x16xi1>)
    %cst_6 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %35 = stablehlo.reduce(%34#0 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x16x16xbf16>, tensor<bf16>) -> tensor<8x4x16xbf16>
    %cst_7 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %36 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<bf16>) -> tensor<8x4x16xbf16>
    %37 = stablehlo.maximum %36, %35 : tensor<8x4x16xbf16>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] : (tensor<8x4x16xbf16>) -> tensor<8x4x16x1xbf16>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xbf16>) -> tensor<8x4x16x16xbf16>
    %40 = stablehlo.subtract %34#0, %39 : tensor<8x4x16x16xbf16>
    %41 = stablehlo.exponential %40 : tensor<8x4x16x16xbf16>
    %42 = stablehlo.convert %41 : (tensor<8x4x16x16xbf16>) -> tensor<8x4x16x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.reduce(%42 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %45 = stablehlo.convert %44 : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x1xbf16>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xbf16>) -> tensor<8x4x16x16xbf16>
    %47 = stablehlo.divide %41, %46 : tensor<8x4x16x16xbf16>
    %48 = stablehlo.multiply %45, %45 : tensor<8x4x16x1xbf16>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %49 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<bf16>) -> tensor<8x4x16x1xbf16>
    %50 = stablehlo.divide %49, %48 : tensor<8x4x16x1xbf16>
    %51 = stablehlo.dot_general %27, %47, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xbf16>, tensor<8x4x16x16xbf16>) -> tensor<8x4x16x16xbf16>
    %52 = stablehlo.dot_general %51, %arg5, contracting_dims = [2, 1] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xbf16>, tensor<4x16x64xbf16>) -> tensor<8x16x64xbf16>
    %53 = stablehlo.add %arg9, %52 : tensor<8x16x64xbf16>
    %54 = sdy.sharding_constraint %53 <@mesh, [{"data"}, {}, {"model"}]> : tensor<8x16x64xbf16>
    %55 = stablehlo.convert %54 : (tensor<8x16x64xbf16>) -> tensor<8x16x64xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.reduce(%55 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_11 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %59 = stablehlo.divide %57, %58 : tensor<8x16x1xf32>
    %60 = stablehlo.convert %59 : (tensor<8x16x1xf32>) -> tensor<8x16x1xbf16>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2] : (tensor<8x16x1xbf16>) -> tensor<8x16x64xbf16>
    %62 = stablehlo.subtract %54, %61 : tensor<8x16x64xbf16>
    %63 = stablehlo.multiply %62, %62 : tensor<8x16x64xbf16>
    %cst_12 = stablehlo.constant dense<2.000000e+00> : tensor<bf16>
    %64 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<bf16>) -> tensor<8x16x64xbf16>
    %65 = stablehlo.multiply %64, %62 : tensor<8x16x64xbf16>
    %66 = stablehlo.convert %63 : (tensor<8x16x64xbf16>) -> tensor<8x16x64xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.reduce(%66 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_14 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %70 = stablehlo.divide %68, %69 : tensor<8x16x1xf32>
    %71 = stablehlo.convert %70 : (tensor<8x16x1xf32>) -> tensor<8x16x1xbf16>
    %72 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2] : (tensor<8x16x1xbf16>) -> tensor<8x16x64xbf16>
    %73 = stablehlo.subtract %54, %72 : tensor<8x16x64xbf16>
    %cst_15 = stablehlo.constant dense<1.001360e-05> : tensor<bf16>
    %74 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<bf16>) -> tensor<8x16x1xbf16>
    %75 = stablehlo.add %71, %74 : tensor<8x16x1xbf16>
    %76 = stablehlo.rsqrt %75 : tensor<8x16x1xbf16>
    %77 = stablehlo.divide %76, %75 : tensor<8x16x1xbf16>
    %cst_16 = stablehlo.constant dense<-5.000000e-01> : tensor<bf16>
    %78 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<bf16>) -> tensor<8x16x1xbf16>
    %79 = stablehlo.multiply %78, %77 : tensor<8x16x1xbf16>
    %80 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2] : (tensor<8x16x1xbf16>) -> tensor<8x16x64xbf16>
    %81 = stablehlo.multiply %73, %80 : tensor<8x16x64xbf16>
    %82 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<8x16x64xbf16>
    %84 = stablehlo.multiply %81, %83 : tensor<8x16x64xbf16>
    %85 = stablehlo.dot_general %84, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xbf16>, tensor<64x128xbf16>) -> tensor<8x16x128xbf16>
    %86 = stablehlo.multiply %85, %85 : tensor<8x16x128xbf16>
    %87 = stablehlo.multiply %86, %85 : tensor<8x16x128xbf16>
    %88 = stablehlo.multiply %85, %85 : tensor<8x16x128xbf16>
    %cst_17 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %89 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<bf16>) -> tensor<8x16x128xbf16>
    %90 = stablehlo.multiply %89, %88 : tensor<8x16x128xbf16>
    %cst_18 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %91 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<bf16>) -> tensor<8x16x128xbf16>
    %92 = stablehlo.multiply %91, %87 : tensor<8x16x128xbf16>
    %93 = stablehlo.add %85, %92 : tensor<8x16x128xbf16>
    %cst_19 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %94 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<bf16>) -> tensor<8x16x128xbf16>
    %95 = stablehlo.multiply %94, %93 : tensor<8x16x128xbf16>
    %96 = stablehlo.tanh %95 : tensor<8x16x128xbf16>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %97 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<bf16>) -> tensor<8x16x128xbf16>
    %98 = stablehlo.subtract %97, %96 : tensor<8x16x128xbf16>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %99 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<bf16>) -> tensor<8x16x128xbf16>
    %100 = stablehlo.add %99, %96 : tensor<8x16x128xbf16>
    %cst_22 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %101 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<bf16>) -> tensor<8x16x128xbf16>
    %102 = stablehlo.multiply %101, %100 : tensor<8x16x128xbf16>
    %103 = stablehlo.multiply %85, %102 : tensor<8x16x128xbf16>
    %104 = sdy.sharding_constraint %103 <@mesh, [{"data"}, {}, {"model"}]> : tensor<8x16x128xbf16>
    %105 = stablehlo.dot_general %104, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xbf16>, tensor<128x64xbf16>) -> tensor<8x16x64xbf16>
    %106 = stablehlo.add %54, %105 : tensor<8x16x64xbf16>
    %107 = stablehlo.convert %106 : (tensor<8x16x64xbf16>) -> tensor<8x16x64xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.reduce(%107 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_24 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %111 = stablehlo.divide %109, %110 : tensor<8x16x1xf32>
    %112 = stablehlo.convert %111 : (tensor<8x16x1xf32>) -> tensor<8x16x1xbf16>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<8x16x1xbf16>) -> tensor<8x16x64xbf16>
    %114 = stablehlo.subtract %106, %113 : tensor<8x16x64xbf16>
    %115 = stablehlo.multiply %114, %114 : tensor<8x16x64xbf16>
    %cst_25 = stablehlo.constant dense<2.000000e+00> : tensor<bf16>
    %116 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<bf16>) -> tensor<8x16x64xbf16>
    %117 = stablehlo.multiply %116, %114 : tensor<8x16x64xbf16>
    %118 = stablehlo.convert %115 : (tensor<8x16x64xbf16>) -> tensor<8x16x64xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.reduce(%118 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_27 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %122 = stablehlo.divide %120, %121 : tensor<8x16x1xf32>
    %123 = stablehlo.convert %122 : (tensor<8x16x1xf32>) -> tensor<8x16x1xbf16>
    %124 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<8x16x1xbf16>) -> tensor<8x16x64xbf16>
    %125 = stablehlo.subtract %106, %124 : tensor<8x16x64xbf16>
    %cst_28 = stablehlo.constant dense<1.001360e-05> : tensor<bf16>
    %126 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<bf16>) -> tensor<8x16x1xbf16>
    %127 = stablehlo.add %123, %126 : tensor<8x16x1xbf16>
    %128 = stablehlo.rsqrt %127 : tensor<8x16x1xbf16>
    %129 = stablehlo.divide %128, %127 : tensor<8x16x1xbf16>
    %cst_29 = stablehlo.constant dense<-5.000000e-01> : tensor<bf16>
    %130 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<bf16>) -> tensor<8x16x1xbf16>
    %131 = stablehlo.multiply %130, %129 : tensor<8x16x1xbf16>
    %132 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2] : (tensor<8x16x1xbf16>) -> tensor<8x16x64xbf16>
    %133 = stablehlo.multiply %125, %132 : tensor<8x16x64xbf16>
    %134 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<8x16x64xbf16>
    %136 = stablehlo.multiply %133, %135 : tensor<8x16x64xbf16>
    %137 = stablehlo.convert %136 : (tensor<8x16x64xbf16>) -> tensor<8x16x64xf32>
    %138 = stablehlo.multiply %137, %137 : tensor<8x16x64xf32>
    %cst_30 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %140 = stablehlo.multiply %139, %137 : tensor<8x16x64xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.reduce(%138 init: %cst_31) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_32 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
    %142 = stablehlo.divide %141, %cst_32 : tensor<f32>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_34 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
    %143 = stablehlo.divide %cst_33, %cst_34 : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %145 = stablehlo.multiply %144, %140 : tensor<8x16x64xf32>
    %146 = stablehlo.convert %145 : (tensor<8x16x64xf32>) -> tensor<8x16x64xbf16>
    %147 = stablehlo.multiply %133, %146 : tensor<8x16x64xbf16>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %148 = stablehlo.reduce(%147 init: %cst_35) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %149 = stablehlo.reshape %148 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %150 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<8x16x64xbf16>
    %151 = stablehlo.multiply %146, %150 : tensor<8x16x64xbf16>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %152 = stablehlo.reduce(%149 init: %cst_36) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %153 = stablehlo.multiply %125, %151 : tensor<8x16x64xbf16>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %154 = stablehlo.reduce(%153 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xbf16>, tensor<bf16>) -> tensor<8x16xbf16>
    %155 = stablehlo.reshape %154 : (tensor<8x16xbf16>) -> tensor<8x16x1xbf16>
    %156 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2] : (tensor<8x16x1xbf16>) -> tensor<8x16x64xbf16>
    %157 = stablehlo.multiply %151, %156 : tensor<8x16x64xbf16>
    %158 = stablehlo.multiply %155, %131 : tensor<8x16x1xbf16>
    %159 = stablehlo.negate %157 : tensor<8x16x64xbf16>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %160 = stablehlo.reduce(%159 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xbf16>, tensor<bf16>) -> tensor<8x16xbf16>
    %161 = stablehlo.reshape %160 : (tensor<8x16xbf16>) -> tensor<8x16x1xbf16>
    %162 = stablehlo.convert %158 : (tensor<8x16x1xbf16>) -> tensor<8x16x1xf32>
    %cst_39 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %164 = stablehlo.divide %162, %163 : tensor<8x16x1xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %165 = stablehlo.reduce(%164 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %167 = stablehlo.convert %166 : (tensor<8x16x64xf32>) -> tensor<8x16x64xbf16>
    %168 = stablehlo.multiply %167, %117 : tensor<8x16x64xbf16>
    %169 = stablehlo.negate %168 : tensor<8x16x64xbf16>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %170 = stablehlo.reduce(%169 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xbf16>, tensor<bf16>) -> tensor<8x16xbf16>
    %171 = stablehlo.reshape %170 : (tensor<8x16xbf16>) -> tensor<8x16x1xbf16>
    %172 = stablehlo.add %157, %168 : tensor<8x16x64xbf16>
    %173 = stablehlo.add %161, %171 : tensor<8x16x1xbf16>
    %174 = stablehlo.convert %173 : (tensor<8x16x1xbf16>) -> tensor<8x16x1xf32>
    %cst_42 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %176 = stablehlo.divide %174, %175 : tensor<8x16x1xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %177 = stablehlo.reduce(%176 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %179 = stablehlo.convert %178 : (tensor<8x16x64xf32>) -> tensor<8x16x64xbf16>
    %180 = stablehlo.add %172, %179 : tensor<8x16x64xbf16>
    %181 = stablehlo.dot_general %180, %104, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xbf16>, tensor<8x16x128xbf16>) -> tensor<64x128xbf16>
    %182 = stablehlo.transpose %181, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %183 = stablehlo.dot_general %180, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xbf16>, tensor<128x64xbf16>) -> tensor<8x16x128xbf16>
    %184 = sdy.sharding_constraint %183 <@mesh, [{"data"}, {}, {"model"}]> : tensor<8x16x128xbf16>
    %185 = stablehlo.multiply %85, %184 : tensor<8x16x128xbf16>
    %186 = stablehlo.multiply %184, %102 : tensor<8x16x128xbf16>
    %cst_44 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %187 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<bf16>) -> tensor<8x16x128xbf16>
    %188 = stablehlo.multiply %187, %185 : tensor<8x16x128xbf16>
    %189 = stablehlo.multiply %188, %98 : tensor<8x16x128xbf16>
    %190 = stablehlo.multiply %189, %96 : tensor<8x16x128xbf16>
    %191 = stablehlo.add %189, %190 : tensor<8x16x128xbf16>
    %cst_45 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %192 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<bf16>) -> tensor<8x16x128xbf16>
    %193 = stablehlo.multiply %192, %191 : tensor<8x16x128xbf16>
    %194 = stablehlo.add %186, %193 : tensor<8x16x128xbf16>
    %cst_46 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %195 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<bf16>) -> tensor<8x16x128xbf16>
    %196 = stablehlo.multiply %195, %193 : tensor<8x16x128xbf16>
    %197 = stablehlo.multiply %196, %90 : tensor<8x16x128xbf16>
    %198 = stablehlo.add %194, %197 : tensor<8x16x128xbf16>
    %199 = stablehlo.dot_general %198, %84, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xbf16>, tensor<8x16x64xbf16>) -> tensor<128x64xbf16>
    %200 = stablehlo.transpose %199, dims = [1, 0] : (tensor<128x64xbf16>) -> tensor<64x128xbf16>
    %201 = stablehlo.dot_general %198, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xbf16>, tensor<64x128xbf16>) -> tensor<8x16x64xbf16>
    %202 = stablehlo.multiply %81, %201 : tensor<8x16x64xbf16>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %203 = stablehlo.reduce(%202 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %204 = stablehlo.reshape %203 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %205 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<8x16x64xbf16>
    %206 = stablehlo.multiply %201, %205 : tensor<8x16x64xbf16>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %207 = stablehlo.reduce(%204 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %208 = stablehlo.multiply %73, %206 : tensor<8x16x64xbf16>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %209 = stablehlo.reduce(%208 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xbf16>, tensor<bf16>) -> tensor<8x16xbf16>
    %210 = stablehlo.reshape %209 : (tensor<8x16xbf16>) -> tensor<8x16x1xbf16>
    %211 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2] : (tensor<8x16x1xbf16>) -> tensor<8x16x64xbf16>
    %212 = stablehlo.multiply %206, %211 : tensor<8x16x64xbf16>
    %213 = stablehlo.multiply %210, %79 : tensor<8x16x1xbf16>
    %214 = stablehlo.negate %212 : tensor<8x16x64xbf16>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %215 = stablehlo.reduce(%214 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xbf16>, tensor<bf16>) -> tensor<8x16xbf16>
    %216 = stablehlo.reshape %215 : (tensor<8x16xbf16>) -> tensor<8x16x1xbf16>
    %217 = stablehlo.add %180, %212 : tensor<8x16x64xbf16>
    %218 = stablehlo.convert %213 : (tensor<8x16x1xbf16>) -> tensor<8x16x1xf32>
    %cst_51 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %220 = stablehlo.divide %218, %219 : tensor<8x16x1xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %221 = stablehlo.reduce(%220 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %223 = stablehlo.convert %222 : (tensor<8x16x64xf32>) -> tensor<8x16x64xbf16>
    %224 = stablehlo.multiply %223, %65 : tensor<8x16x64xbf16>
    %225 = stablehlo.negate %224 : tensor<8x16x64xbf16>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %226 = stablehlo.reduce(%225 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xbf16>, tensor<bf16>) -> tensor<8x16xbf16>
    %227 = stablehlo.reshape %226 : (tensor<8x16xbf16>) -> tensor<8x16x1xbf16>
    %228 = stablehlo.add %217, %224 : tensor<8x16x64xbf16>
    %229 = stablehlo.add %216, %227 : tensor<8x16x1xbf16>
    %230 = stablehlo.convert %229 : (tensor<8x16x1xbf16>) -> tensor<8x16x1xf32>
    %cst_54 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %232 = stablehlo.divide %230, %231 : tensor<8x16x1xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %233 = stablehlo.reduce(%232 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %235 = stablehlo.convert %234 : (tensor<8x16x64xf32>) -> tensor<8x16x64xbf16>
    %236 = stablehlo.add %228, %235 : tensor<8x16x64xbf16>
    %237 = sdy.sharding_constraint %236 <@mesh, [{"data"}, {}, {"model"}]> : tensor<8x16x64xbf16>
    %238 = stablehlo.dot_general %237, %51, contracting_dims = [0, 1] x [0, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xbf16>, tensor<8x4x16x16xbf16>) -> tensor<64x4x16xbf16>
    %239 = stablehlo.transpose %238, dims = [1, 2, 0] : (tensor<64x4x16xbf16>) -> tensor<4x16x64xbf16>
    %240 = stablehlo.dot_general %237, %arg5, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xbf16>, tensor<4x16x64xbf16>) -> tensor<8x16x4x16xbf16>
    %241 = stablehlo.transpose %240, dims = [0, 2, 3, 1] : (tensor<8x16x4x16xbf16>) -> tensor<8x4x16x16xbf16>
    %242 = stablehlo.dot_general %241, %27, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xbf16>, tensor<8x16x4x16xbf16>) -> tensor<8x4x16x16xbf16>
    %243 = stablehlo.dot_general %241, %47, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xbf16>, tensor<8x4x16x16xbf16>) -> tensor<8x4x16x16xbf16>
    %244 = stablehlo.transpose %243, dims = [0, 3, 1, 2] : (tensor<8x4x16x16xbf16>) -> tensor<8x16x4x16xbf16>
    %245 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xbf16>) -> tensor<8x4x16x16xbf16>
    %246 = stablehlo.multiply %242, %245 : tensor<8x4x16x16xbf16>
    %247 = stablehlo.multiply %246, %41 : tensor<8x4x16x16xbf16>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %248 = stablehlo.reduce(%247 init: %cst_56) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xbf16>, tensor<bf16>) -> tensor<8x4x16xbf16>
    %249 = stablehlo.reshape %248 : (tensor<8x4x16xbf16>) -> tensor<8x4x16x1xbf16>
    %250 = stablehlo.negate %249 : tensor<8x4x16x1xbf16>
    %251 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xbf16>) -> tensor<8x4x16x16xbf16>
    %252 = stablehlo.divide %242, %251 : tensor<8x4x16x16xbf16>
    %253 = stablehlo.convert %250 : (tensor<8x4x16x1xbf16>) -> tensor<8x4x16x1xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %254 = stablehlo.reduce(%253 init: %cst_57) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x1xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x16xf32>
    %256 = stablehlo.convert %255 : (tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xbf16>
    %257 = stablehlo.add %252, %256 : tensor<8x4x16x16xbf16>
    %258 = stablehlo.multiply %257, %41 : tensor<8x4x16x16xbf16>
    %259 = call @_where_0(%34#1, %258) : (tensor<8x4x16x16xi1>, tensor<8x4x16x16xbf16>) -> tensor<8x4x16x16xbf16>
    %260 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<bf16>) -> tensor<8x4x16x16xbf16>
    %261 = stablehlo.divide %259, %260 : tensor<8x4x16x16xbf16>
    %262 = stablehlo.dot_general %261, %25, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xbf16>, tensor<8x16x4x16xbf16>) -> tensor<8x4x16x16xbf16>
    %263 = stablehlo.transpose %262, dims = [0, 2, 1, 3] : (tensor<8x4x16x16xbf16>) -> tensor<8x16x4x16xbf16>
    %264 = stablehlo.dot_general %261, %26, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xbf16>, tensor<8x16x4x16xbf16>) -> tensor<8x4x16x16xbf16>
    %265 = stablehlo.transpose %264, dims = [0, 2, 1, 3] : (tensor<8x4x16x16xbf16>) -> tensor<8x16x4x16xbf16>
    %266 = stablehlo.dot_general %244, %24, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xbf16>, tensor<8x16x64xbf16>) -> tensor<4x16x64xbf16>
    %267 = stablehlo.transpose %266, dims = [2, 0, 1] : (tensor<4x16x64xbf16>) -> tensor<64x4x16xbf16>
    %268 = stablehlo.dot_general %244, %arg7, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xbf16>, tensor<64x4x16xbf16>) -> tensor<8x16x64xbf16>
    %269 = stablehlo.dot_general %263, %24, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xbf16>, tensor<8x16x64xbf16>) -> tensor<4x16x64xbf16>
    %270 = stablehlo.transpose %269, dims = [2, 0, 1] : (tensor<4x16x64xbf16>) -> tensor<64x4x16xbf16>
    %271 = stablehlo.dot_general %263, %arg4, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xbf16>, tensor<64x4x16xbf16>) -> tensor<8x16x64xbf16>
    %272 = stablehlo.add %268, %271 : tensor<8x16x64xbf16>
    %273 = stablehlo.dot_general %265, %24, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xbf16>, tensor<8x16x64xbf16>) -> tensor<4x16x64xbf16>
    %274 = stablehlo.transpose %273, dims = [2, 0, 1] : (tensor<4x16x64xbf16>) -> tensor<64x4x16xbf16>
    %275 = stablehlo.dot_general %265, %arg6, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xbf16>, tensor<64x4x16xbf16>) -> tensor<8x16x64xbf16>
    %276 = stablehlo.add %272, %275 : tensor<8x16x64xbf16>
    %277 = stablehlo.multiply %21, %276 : tensor<8x16x64xbf16>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %278 = stablehlo.reduce(%277 init: %cst_58) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %279 = stablehlo.reshape %278 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %280 = stablehlo.reduce(%279 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %cst_60 = stablehlo.constant dense<1.000980e-02> : tensor<bf16>
    %281 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %282 = stablehlo.multiply %281, %280 : tensor<64xbf16>
    %283 = stablehlo.subtract %arg0, %282 : tensor<64xbf16>
    %cst_61 = stablehlo.constant dense<1.000980e-02> : tensor<bf16>
    %284 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %285 = stablehlo.multiply %284, %207 : tensor<64xbf16>
    %286 = stablehlo.subtract %arg1, %285 : tensor<64xbf16>
    %cst_62 = stablehlo.constant dense<1.000980e-02> : tensor<bf16>
    %287 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<bf16>) -> tensor<64x128xbf16>
    %288 = stablehlo.multiply %287, %200 : tensor<64x128xbf16>
    %289 = stablehlo.subtract %arg2, %288 : tensor<64x128xbf16>
    %cst_63 = stablehlo.constant dense<1.000980e-02> : tensor<bf16>
    %290 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<bf16>) -> tensor<128x64xbf16>
    %291 = stablehlo.multiply %290, %182 : tensor<128x64xbf16>
    %292 = stablehlo.subtract %arg3, %291 : tensor<128x64xbf16>
    %cst_64 = stablehlo.constant dense<1.000980e-02> : tensor<bf16>
    %293 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<bf16>) -> tensor<64x4x16xbf16>
    %294 = stablehlo.multiply %293, %270 : tensor<64x4x16xbf16>
    %295 = stablehlo.subtract %arg4, %294 : tensor<64x4x16xbf16>
    %cst_65 = stablehlo.constant dense<1.000980e-02> : tensor<bf16>
    %296 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<bf16>) -> tensor<4x16x64xbf16>
    %297 = stablehlo.multiply %296, %239 : tensor<4x16x64xbf16>
    %298 = stablehlo.subtract %arg5, %297 : tensor<4x16x64xbf16>
    %cst_66 = stablehlo.constant dense<1.000980e-02> : tensor<bf16>
    %299 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<bf16>) -> tensor<64x4x16xbf16>
    %300 = stablehlo.multiply %299, %274 : tensor<64x4x16xbf16>
    %301 = stablehlo.subtract %arg6, %300 : tensor<64x4x16xbf16>
    %cst_67 = stablehlo.constant dense<1.000980e-02> : tensor<bf16>
    %302 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<bf16>) -> tensor<64x4x16xbf16>
    %303 = stablehlo.multiply %302, %267 : tensor<64x4x16xbf16>
    %304 = stablehlo.subtract %arg7, %303 : tensor<64x4x16xbf16>
    %cst_68 = stablehlo.constant dense<1.000980e-02> : tensor<bf16>
    %305 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %306 = stablehlo.multiply %305, %152 : tensor<64xbf16>
    %307 = stablehlo.subtract %arg8, %306 : tensor<64xbf16>
    return %283, %286, %289, %292, %295, %298, %301, %304, %307, %142 : tensor<64xbf16>, tensor<64xbf16>, tensor<64x128xbf16>, tensor<128x64xbf16>, tensor<64x4x16xbf16>, tensor<4x16x64xbf16>, tensor<64x4x16xbf16>, tensor<64x4x16xbf16>, tensor<64xbf16>, tensor<f32>
  }
  func.func private @tril(%arg0: tensor<16x16xi1>) -> tensor<16x16xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<16x16xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %2 = stablehlo.add %0, %1 : tensor<16x16xi32>
    %3 = stablehlo.iota dim = 1 : tensor<16x16xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<16x16xi1>, tensor<16x16xi1>
    return %6 : tensor<16x16xi1>
  }
  func.func private @_where(%arg0: tensor<16x16xi1>, %arg1: tensor<8x4x16x16xbf16>, %arg2: tensor<bf16>) -> (tensor<8x4x16x16xbf16>, tensor<8x4x16x16xi1>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<16x16xi1>) -> tensor<8x4x16x16xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<bf16>) -> tensor<8x4x16x16xbf16>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<8x4x16x16xi1>, tensor<8x4x16x16xbf16>
    return %2, %0 : tensor<8x4x16x16xbf16>, tensor<8x4x16x16xi1>
  }
  func.func private @_where_0(%arg0: tensor<8x4x16x16xi1>, %arg1: tensor<8x4x16x16xbf16>) -> tensor<8x4x16x16xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<8x4x16x16xbf16>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x4x16x16xi1>, tensor<8x4x16x16xbf16>
    return %1 : tensor<8x4x16x16xbf16>
  }
}

module @jit_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "fsdp"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "fsdp", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg3: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg4: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg5: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg6: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg7: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg8: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg9: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg10: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg11: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg12: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg13: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg14: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg15: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg16: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg17: tensor<8x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<8x16x64xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg17 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x16x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %5 = stablehlo.subtract %arg17, %4 : tensor<8x16x64xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<8x16x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<8x16x1xf32>
    %11 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %12 = stablehlo.subtract %arg17, %11 : tensor<8x16x64xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %14 = stablehlo.add %10, %13 : tensor<8x16x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<8x16x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %17 = stablehlo.multiply %12, %16 : tensor<8x16x64xf32>
    %18 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %20 = stablehlo.multiply %17, %19 : tensor<8x16x64xf32>
    %21 = stablehlo.dot_general %20, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x4x16xf32>) -> tensor<8x16x4x16xf32>
    %22 = stablehlo.dot_general %20, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x4x16xf32>) -> tensor<8x16x4x16xf32>
    %23 = stablehlo.dot_general %20, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x4x16xf32>) -> tensor<8x16x4x16xf32>
    %24 = stablehlo.dot_general %21, %22, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %cst_4 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %25 = stablehlo.sqrt %cst_4 : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<f32>) -> tensor<8x4x16x16xf32>
    %27 = stablehlo.divide %24, %26 : tensor<8x4x16x16xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %28 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %29 = call @tril(%28) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %cst_5 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %30 = call @_where(%29, %27, %cst_5) : (tensor<16x16xi1>, tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16x16xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %31 = stablehlo.reduce(%30 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x4x16xf32>
    %33 = stablehlo.maximum %32, %31 : tensor<8x4x16xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %36 = stablehlo.subtract %30, %35 : tensor<8x4x16x16xf32>
    %37 = stablehlo.exponential %36 : tensor<8x4x16x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%37 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %41 = stablehlo.divide %37, %40 : tensor<8x4x16x16xf32>
    %42 = stablehlo.dot_general %23, %41, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %43 = stablehlo.dot_general %42, %arg5, contracting_dims = [2, 1] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<4x16x64xf32>) -> tensor<8x16x64xf32>
    %44 = stablehlo.add %arg17, %43 : tensor<8x16x64xf32>
    %45 = sdy.sharding_constraint %44 <@mesh, [{"data"}, {}, {"model"}]> : tensor<8x16x64xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.reduce(%45 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_10 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %49 = stablehlo.divide %47, %48 : tensor<8x16x1xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %51 = stablehlo.subtract %45, %50 : tensor<8x16x64xf32>
    %52 = stablehlo.multiply %51, %51 : tensor<8x16x64xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.reduce(%52 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_12 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %56 = stablehlo.divide %54, %55 : tensor<8x16x1xf32>
    %57 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %58 = stablehlo.subtract %45, %57 : tensor<8x16x64xf32>
    %cst_13 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %60 = stablehlo.add %56, %59 : tensor<8x16x1xf32>
    %61 = stablehlo.rsqrt %60 : tensor<8x16x1xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %63 = stablehlo.multiply %58, %62 : tensor<8x16x64xf32>
    %64 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %66 = stablehlo.multiply %63, %65 : tensor<8x16x64xf32>
    %67 = stablehlo.dot_general %66, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x128xf32>) -> tensor<8x16x128xf32>
    %68 = stablehlo.multiply %67, %67 : tensor<8x16x128xf32>
    %69 = stablehlo.multiply %68, %67 : tensor<8x16x128xf32>
    %cst_14 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %71 = stablehlo.multiply %70, %69 : tensor<8x16x128xf32>
    %72 = stablehlo.add %67, %71 : tensor<8x16x128xf32>
    %cst_15 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %74 = stablehlo.multiply %73, %72 : tensor<8x16x128xf32>
    %75 = stablehlo.tanh %74 : tensor<8x16x128xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %77 = stablehlo.add %76, %75 : tensor<8x16x128xf32>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %79 = stablehlo.multiply %78, %77 : tensor<8x16x128xf32>
    %80 = stablehlo.multiply %67, %79 : tensor<8x16x128xf32>
    %81 = sdy.sharding_constraint %80 <@mesh, [{"data"}, {}, {"model"}]> : tensor<8x16x128xf32>
    %82 = stablehlo.dot_general %81, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %83 = stablehlo.add %45, %82 : tensor<8x16x64xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.reduce(%83 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_19 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %87 = stablehlo.divide %85, %86 : tensor<8x16x1xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %89 = stablehlo.subtract %83, %88 : tensor<8x16x64xf32>
    %90 = stablehlo.multiply %89, %89 : tensor<8x16x64xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.reduce(%90 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_21 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %94 = stablehlo.divide %92, %93 : tensor<8x16x1xf32>
    %95 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %96 = stablehlo.subtract %83, %95 : tensor<8x16x64xf32>
    %cst_22 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %98 = stablehlo.add %94, %97 : tensor<8x16x1xf32>
    %99 = stablehlo.rsqrt %98 : tensor<8x16x1xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %101 = stablehlo.multiply %96, %100 : tensor<8x16x64xf32>
    %102 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %104 = stablehlo.multiply %101, %103 : tensor<8x16x64xf32>
    %105 = stablehlo.dot_general %104, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x4x16xf32>) -> tensor<8x16x4x16xf32>
    %106 = stablehlo.dot_general %104, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x4x16xf32>) -> tensor<8x16x4x16xf32>
    %107 = stablehlo.dot_general %104, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x4x16xf32>) -> tensor<8x16x4x16xf32>
    %108 = stablehlo.dot_general %105, %106, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %cst_23 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %109 = stablehlo.sqrt %cst_23 : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [] : (tensor<f32>) -> tensor<8x4x16x16xf32>
    %111 = stablehlo.divide %108, %110 : tensor<8x4x16x16xf32>
    %c_24 = stablehlo.constant dense<true> : tensor<i1>
    %112 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %113 = call @tril(%112) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %cst_25 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %114 = call @_where(%113, %111, %cst_25) : (tensor<16x16xi1>, tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16x16xf32>
    %cst_26 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %115 = stablehlo.reduce(%114 init: %cst_26) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %cst_27 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x4x16xf32>
    %117 = stablehlo.maximum %116, %115 : tensor<8x4x16xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %120 = stablehlo.subtract %114, %119 : tensor<8x4x16x16xf32>
    %121 = stablehlo.exponential %120 : tensor<8x4x16x16xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.reduce(%121 init: %cst_28) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %125 = stablehlo.divide %121, %124 : tensor<8x4x16x16xf32>
    %126 = stablehlo.dot_general %107, %125, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %127 = stablehlo.dot_general %126, %arg13, contracting_dims = [2, 1] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<4x16x64xf32>) -> tensor<8x16x64xf32>
    %128 = stablehlo.add %83, %127 : tensor<8x16x64xf32>
    %129 = sdy.sharding_constraint %128 <@mesh, [{"data"}, {}, {"model"}]> : tensor<8x16x64xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %130 = stablehlo.reduce(%129 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_30 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %133 = stablehlo.divide %131, %132 : tensor<8x16x1xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %135 = stablehlo.subtract %129, %134 : tensor<8x16x64xf32>
    %136 = stablehlo.multiply %135, %135 : tensor<8x16x64xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %137 = stablehlo.reduce(%136 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_32 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %140 = stablehlo.divide %138, %139 : tensor<8x16x1xf32>
    %141 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %142 = stablehlo.subtract %129, %141 : tensor<8x16x64xf32>
    %cst_33 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %144 = stablehlo.add %140, %143 : tensor<8x16x1xf32>
    %145 = stablehlo.rsqrt %144 : tensor<8x16x1xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %147 = stablehlo.multiply %142, %146 : tensor<8x16x64xf32>
    %148 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %150 = stablehlo.multiply %147, %149 : tensor<8x16x64xf32>
    %151 = stablehlo.dot_general %150, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x128xf32>) -> tensor<8x16x128xf32>
    %152 = stablehlo.multiply %151, %151 : tensor<8x16x128xf32>
    %153 = stablehlo.multiply %152, %151 : tensor<8x16x128xf32>
    %cst_34 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %155 = stablehlo.multiply %154, %153 : tensor<8x16x128xf32>
    %156 = stablehlo.add %151, %155 : tensor<8x16x128xf32>
    %cst_35 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %158 = stablehlo.multiply %157, %156 : tensor<8x16x128xf32>
    %159 = stablehlo.tanh %158 : tensor<8x16x128xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %161 = stablehlo.add %160, %159 : tensor<8x16x128xf32>
    %cst_37 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %163 = stablehlo.multiply %162, %161 : tensor<8x16x128xf32>
    %164 = stablehlo.multiply %151, %163 : tensor<8x16x128xf32>
    %165 = sdy.sharding_constraint %164 <@mesh, [{"data"}, {}, {"model"}]> : tensor<8x16x128xf32>
    %166 = stablehlo.dot_general %165, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %167 = stablehlo.add %129, %166 : tensor<8x16x64xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %168 = stablehlo.reduce(%167 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_39 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %171 = stablehlo.divide %169, %170 : tensor<8x16x1xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %173 = stablehlo.subtract %167, %172 : tensor<8x16x64xf32>
    %174 = stablehlo.multiply %173, %173 : tensor<8x16x64xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %175 = stablehlo.reduce(%174 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_41 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %178 = stablehlo.divide %176, %177 : tensor<8x16x1xf32>
    %179 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %180 = stablehlo.subtract %167, %179 : tensor<8x16x64xf32>
    %cst_42 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %182 = stablehlo.add %178, %181 : tensor<8x16x1xf32>
    %183 = stablehlo.rsqrt %182 : tensor<8x16x1xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %185 = stablehlo.multiply %180, %184 : tensor<8x16x64xf32>
    %186 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %188 = stablehlo.multiply %185, %187 : tensor<8x16x64xf32>
    return %188 : tensor<8x16x64xf32>
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
  func.func private @_where(%arg0: tensor<16x16xi1>, %arg1: tensor<8x4x16x16xf32>, %arg2: tensor<f32>) -> tensor<8x4x16x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<16x16xi1>) -> tensor<8x4x16x16xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x4x16x16xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<8x4x16x16xi1>, tensor<8x4x16x16xf32>
    return %2 : tensor<8x4x16x16xf32>
  }
}

module @jit_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg3: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg4: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg5: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg6: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg7: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg8: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg9: tensor<8x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<64xf32> {jax.result_info = "result[0][0]['ln1']"}, tensor<64xf32> {jax.result_info = "result[0][0]['ln2']"}, tensor<64x128xf32> {jax.result_info = "result[0][0]['w1']"}, tensor<128x64xf32> {jax.result_info = "result[0][0]['w2']"}, tensor<64x4x16xf32> {jax.result_info = "result[0][0]['wk']"}, tensor<4x16x64xf32> {jax.result_info = "result[0][0]['wo']"}, tensor<64x4x16xf32> {jax.result_info = "result[0][0]['wq']"}, tensor<64x4x16xf32> {jax.result_info = "result[0][0]['wv']"}, tensor<64xf32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg9 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x16x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %5 = stablehlo.subtract %arg9, %4 : tensor<8x16x64xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<8x16x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<8x16x1xf32>
    %11 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %12 = stablehlo.subtract %arg9, %11 : tensor<8x16x64xf32>
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
    %30:2 = call @_where(%29, %27, %cst_5) : (tensor<16x16xi1>, tensor<8x4x16x16xf32>, tensor<f32>) -> (tensor<8x4x16x16xf32>, tensor<8x4x16x16xi1>)
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %31 = stablehlo.reduce(%30#0 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x4x16xf32>
    %33 = stablehlo.maximum %32, %31 : tensor<8x4x16xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %36 = stablehlo.subtract %30#0, %35 : tensor<8x4x16x16xf32>
    %37 = stablehlo.exponential %36 : tensor<8x4x16x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%37 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %41 = stablehlo.divide %37, %40 : tensor<8x4x16x16xf32>
    %42 = stablehlo.multiply %39, %39 : tensor<8x4x16x1xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x4x16x1xf32>
    %44 = stablehlo.divide %43, %42 : tensor<8x4x16x1xf32>
    %45 = stablehlo.dot_general %23, %41, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %46 = stablehlo.dot_general %45, %arg5, contracting_dims = [2, 1] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<4x16x64xf32>) -> tensor<8x16x64xf32>
    %47 = stablehlo.add %arg9, %46 : tensor<8x16x64xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.reduce(%47 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_11 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %51 = stablehlo.divide %49, %50 : tensor<8x16x1xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %53 = stablehlo.subtract %47, %52 : tensor<8x16x64xf32>
    %54 = stablehlo.multiply %53, %53 : tensor<8x16x64xf32>
    %cst_12 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %56 = stablehlo.multiply %55, %53 : tensor<8x16x64xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.reduce(%54 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_14 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %60 = stablehlo.divide %58, %59 : tensor<8x16x1xf32>
    %61 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %62 = stablehlo.subtract %47, %61 : tensor<8x16x64xf32>
    %cst_15 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %64 = stablehlo.add %60, %63 : tensor<8x16x1xf32>
    %65 = stablehlo.rsqrt %64 : tensor<8x16x1xf32>
    %66 = stablehlo.divide %65, %64 : tensor<8x16x1xf32>
    %cst_16 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %68 = stablehlo.multiply %67, %66 : tensor<8x16x1xf32>
    %69 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %70 = stablehlo.multiply %62, %69 : tensor<8x16x64xf32>
    %71 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %73 = stablehlo.multiply %70, %72 : tensor<8x16x64xf32>
    %74 = stablehlo.dot_general %73, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x128xf32>) -> tensor<8x16x128xf32>
    %75 = stablehlo.multiply %74, %74 : tensor<8x16x128xf32>
    %76 = stablehlo.multiply %75, %74 : tensor<8x16x128xf32>
    %77 = stablehlo.multiply %74, %74 : tensor<8x16x128xf32>
    %cst_17 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %79 = stablehlo.multiply %78, %77 : tensor<8x16x128xf32>
    %cst_18 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %81 = stablehlo.multiply %80, %76 : tensor<8x16x128xf32>
    %82 = stablehlo.add %74, %81 : tensor<8x16x128xf32>
    %cst_19 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %84 = stablehlo.multiply %83, %82 : tensor<8x16x128xf32>
    %85 = stablehlo.tanh %84 : tensor<8x16x128xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %87 = stablehlo.subtract %86, %85 : tensor<8x16x128xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %89 = stablehlo.add %88, %85 : tensor<8x16x128xf32>
    %cst_22 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %91 = stablehlo.multiply %90, %89 : tensor<8x16x128xf32>
    %92 = stablehlo.multiply %74, %91 : tensor<8x16x128xf32>
    %93 = stablehlo.dot_general %92, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %94 = stablehlo.add %47, %93 : tensor<8x16x64xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.reduce(%94 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_24 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %98 = stablehlo.divide %96, %97 : tensor<8x16x1xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %100 = stablehlo.subtract %94, %99 : tensor<8x16x64xf32>
    %101 = stablehlo.multiply %100, %100 : tensor<8x16x64xf32>
    %cst_25 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %103 = stablehlo.multiply %102, %100 : tensor<8x16x64xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.reduce(%101 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_27 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %107 = stablehlo.divide %105, %106 : tensor<8x16x1xf32>
    %108 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %109 = stablehlo.subtract %94, %108 : tensor<8x16x64xf32>
    %cst_28 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %111 = stablehlo.add %107, %110 : tensor<8x16x1xf32>
    %112 = stablehlo.rsqrt %111 : tensor<8x16x1xf32>
    %113 = stablehlo.divide %112, %111 : tensor<8x16x1xf32>
    %cst_29 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %115 = stablehlo.multiply %114, %113 : tensor<8x16x1xf32>
    %116 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %117 = stablehlo.multiply %109, %116 : tensor<8x16x64xf32>
    %118 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %120 = stablehlo.multiply %117, %119 : tensor<8x16x64xf32>
    %121 = stablehlo.multiply %120, %120 : tensor<8x16x64xf32>
    %cst_30 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %123 = stablehlo.multiply %122, %120 : tensor<8x16x64xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %124 = stablehlo.reduce(%121 init: %cst_31) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_32 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
    %125 = stablehlo.divide %124, %cst_32 : tensor<f32>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_34 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
    %126 = stablehlo.divide %cst_33, %cst_34 : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %128 = stablehlo.multiply %127, %123 : tensor<8x16x64xf32>
    %129 = stablehlo.multiply %117, %128 : tensor<8x16x64xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %130 = stablehlo.reduce(%129 init: %cst_35) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %131 = stablehlo.reshape %130 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %132 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %133 = stablehlo.multiply %128, %132 : tensor<8x16x64xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %134 = stablehlo.reduce(%131 init: %cst_36) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %135 = stablehlo.multiply %109, %133 : tensor<8x16x64xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.reduce(%135 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %137 = stablehlo.reshape %136 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %138 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %139 = stablehlo.multiply %133, %138 : tensor<8x16x64xf32>
    %140 = stablehlo.multiply %137, %115 : tensor<8x16x1xf32>
    %141 = stablehlo.negate %139 : tensor<8x16x64xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.reduce(%141 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %143 = stablehlo.reshape %142 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_39 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %145 = stablehlo.divide %140, %144 : tensor<8x16x1xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %146 = stablehlo.reduce(%145 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %148 = stablehlo.multiply %147, %103 : tensor<8x16x64xf32>
    %149 = stablehlo.negate %148 : tensor<8x16x64xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %150 = stablehlo.reduce(%149 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %151 = stablehlo.reshape %150 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %152 = stablehlo.add %139, %148 : tensor<8x16x64xf32>
    %153 = stablehlo.add %143, %151 : tensor<8x16x1xf32>
    %cst_42 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %155 = stablehlo.divide %153, %154 : tensor<8x16x1xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %156 = stablehlo.reduce(%155 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %158 = stablehlo.add %152, %157 : tensor<8x16x64xf32>
    %159 = stablehlo.dot_general %158, %92, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x128xf32>) -> tensor<64x128xf32>
    %160 = stablehlo.transpose %159, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %161 = stablehlo.dot_general %158, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<128x64xf32>) -> tensor<8x16x128xf32>
    %162 = stablehlo.multiply %74, %161 : tensor<8x16x128xf32>
    %163 = stablehlo.multiply %161, %91 : tensor<8x16x128xf32>
    %cst_44 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %165 = stablehlo.multiply %164, %162 : tensor<8x16x128xf32>
    %166 = stablehlo.multiply %165, %87 : tensor<8x16x128xf32>
    %167 = stablehlo.multiply %166, %85 : tensor<8x16x128xf32>
    %168 = stablehlo.add %166, %167 : tensor<8x16x128xf32>
    %cst_45 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %170 = stablehlo.multiply %169, %168 : tensor<8x16x128xf32>
    %171 = stablehlo.add %163, %170 : tensor<8x16x128xf32>
    %cst_46 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %173 = stablehlo.multiply %172, %170 : tensor<8x16x128xf32>
    %174 = stablehlo.multiply %173, %79 : tensor<8x16x128xf32>
    %175 = stablehlo.add %171, %174 : tensor<8x16x128xf32>
    %176 = stablehlo.dot_general %175, %73, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<8x16x64xf32>) -> tensor<128x64xf32>
    %177 = stablehlo.transpose %176, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %178 = stablehlo.dot_general %175, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<64x128xf32>) -> tensor<8x16x64xf32>
    %179 = stablehlo.multiply %70, %178 : tensor<8x16x64xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %180 = stablehlo.reduce(%179 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %181 = stablehlo.reshape %180 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %182 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %183 = stablehlo.multiply %178, %182 : tensor<8x16x64xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.reduce(%181 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %185 = stablehlo.multiply %62, %183 : tensor<8x16x64xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %186 = stablehlo.reduce(%185 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %187 = stablehlo.reshape %186 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %188 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %189 = stablehlo.multiply %183, %188 : tensor<8x16x64xf32>
    %190 = stablehlo.multiply %187, %68 : tensor<8x16x1xf32>
    %191 = stablehlo.negate %189 : tensor<8x16x64xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %192 = stablehlo.reduce(%191 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %193 = stablehlo.reshape %192 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %194 = stablehlo.add %158, %189 : tensor<8x16x64xf32>
    %cst_51 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %196 = stablehlo.divide %190, %195 : tensor<8x16x1xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %197 = stablehlo.reduce(%196 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %199 = stablehlo.multiply %198, %56 : tensor<8x16x64xf32>
    %200 = stablehlo.negate %199 : tensor<8x16x64xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %201 = stablehlo.reduce(%200 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %202 = stablehlo.reshape %201 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %203 = stablehlo.add %194, %199 : tensor<8x16x64xf32>
    %204 = stablehlo.add %193, %202 : tensor<8x16x1xf32>
    %cst_54 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %206 = stablehlo.divide %204, %205 : tensor<8x16x1xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %207 = stablehlo.reduce(%206 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %209 = stablehlo.add %203, %208 : tensor<8x16x64xf32>
    %210 = stablehlo.dot_general %209, %45, contracting_dims = [0, 1] x [0, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x4x16x16xf32>) -> tensor<64x4x16xf32>
    %211 = stablehlo.transpose %210, dims = [1, 2, 0] : (tensor<64x4x16xf32>) -> tensor<4x16x64xf32>
    %212 = stablehlo.dot_general %209, %arg5, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<4x16x64xf32>) -> tensor<8x16x4x16xf32>
    %213 = stablehlo.transpose %212, dims = [0, 2, 3, 1] : (tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %214 = stablehlo.dot_general %213, %23, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %215 = stablehlo.dot_general %213, %41, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %216 = stablehlo.transpose %215, dims = [0, 3, 1, 2] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %217 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %218 = stablehlo.multiply %214, %217 : tensor<8x4x16x16xf32>
    %219 = stablehlo.multiply %218, %37 : tensor<8x4x16x16xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %220 = stablehlo.reduce(%219 init: %cst_56) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %221 = stablehlo.reshape %220 : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %222 = stablehlo.negate %221 : tensor<8x4x16x1xf32>
    %223 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %224 = stablehlo.divide %214, %223 : tensor<8x4x16x16xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %225 = stablehlo.reduce(%222 init: %cst_57) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x1xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x16xf32>
    %227 = stablehlo.add %224, %226 : tensor<8x4x16x16xf32>
    %228 = stablehlo.multiply %227, %37 : tensor<8x4x16x16xf32>
    %229 = call @_where_0(%30#1, %228) : (tensor<8x4x16x16xi1>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %230 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<f32>) -> tensor<8x4x16x16xf32>
    %231 = stablehlo.divide %229, %230 : tensor<8x4x16x16xf32>
    %232 = stablehlo.dot_general %231, %21, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %233 = stablehlo.transpose %232, dims = [0, 2, 1, 3] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %234 = stablehlo.dot_general %231, %22, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %235 = stablehlo.transpose %234, dims = [0, 2, 1, 3] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %236 = stablehlo.dot_general %216, %20, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x16x64xf32>) -> tensor<4x16x64xf32>
    %237 = stablehlo.transpose %236, dims = [2, 0, 1] : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %238 = stablehlo.dot_general %216, %arg7, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<64x4x16xf32>) -> tensor<8x16x64xf32>
    %239 = stablehlo.dot_general %233, %20, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x16x64xf32>) -> tensor<4x16x64xf32>
    %240 = stablehlo.transpose %239, dims = [2, 0, 1] : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %241 = stablehlo.dot_general %233, %arg4, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<64x4x16xf32>) -> tensor<8x16x64xf32>
    %242 = stablehlo.add %238, %241 : tensor<8x16x64xf32>
    %243 = stablehlo.dot_general %235, %20, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x16x64xf32>) -> tensor<4x16x64xf32>
    %244 = stablehlo.transpose %243, dims = [2, 0, 1] : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %245 = stablehlo.dot_general %235, %arg6, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<64x4x16xf32>) -> tensor<8x16x64xf32>
    %246 = stablehlo.add %242, %245 : tensor<8x16x64xf32>
    %247 = stablehlo.multiply %17, %246 : tensor<8x16x64xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %248 = stablehlo.reduce(%247 init: %cst_58) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %249 = stablehlo.reshape %248 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %250 = stablehlo.reduce(%249 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_60 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %252 = stablehlo.multiply %251, %250 : tensor<64xf32>
    %253 = stablehlo.subtract %arg0, %252 : tensor<64xf32>
    %cst_61 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %255 = stablehlo.multiply %254, %184 : tensor<64xf32>
    %256 = stablehlo.subtract %arg1, %255 : tensor<64xf32>
    %cst_62 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %258 = stablehlo.multiply %257, %177 : tensor<64x128xf32>
    %259 = stablehlo.subtract %arg2, %258 : tensor<64x128xf32>
    %cst_63 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %261 = stablehlo.multiply %260, %160 : tensor<128x64xf32>
    %262 = stablehlo.subtract %arg3, %261 : tensor<128x64xf32>
    %cst_64 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %264 = stablehlo.multiply %263, %240 : tensor<64x4x16xf32>
    %265 = stablehlo.subtract %arg4, %264 : tensor<64x4x16xf32>
    %cst_65 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %267 = stablehlo.multiply %266, %211 : tensor<4x16x64xf32>
    %268 = stablehlo.subtract %arg5, %267 : tensor<4x16x64xf32>
    %cst_66 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %270 = stablehlo.multiply %269, %244 : tensor<64x4x16xf32>
    %271 = stablehlo.subtract %arg6, %270 : tensor<64x4x16xf32>
    %cst_67 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %273 = stablehlo.multiply %272, %237 : tensor<64x4x16xf32>
    %274 = stablehlo.subtract %arg7, %273 : tensor<64x4x16xf32>
    %cst_68 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %276 = stablehlo.multiply %275, %134 : tensor<64xf32>
    %277 = stablehlo.subtract %arg8, %276 : tensor<64xf32>
    return %253, %256, %259, %262, %265, %268, %271, %274, %277, %125 : tensor<64xf32>, tensor<64xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<64x4x16xf32>, tensor<4x16x64xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<64xf32>, tensor<f32>
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
  func.func private @_where(%arg0: tensor<16x16xi1>, %arg1: tensor<8x4x16x16xf32>, %arg2: tensor<f32>) -> (tensor<8x4x16x16xf32>, tensor<8x4x16x16xi1>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<16x16xi1>) -> tensor<8x4x16x16xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x4x16x16xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<8x4x16x16xi1>, tensor<8x4x16x16xf32>
    return %2, %0 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xi1>
  }
  func.func private @_where_0(%arg0: tensor<8x4x16x16xi1>, %arg1: tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x16x16xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x4x16x16xi1>, tensor<8x4x16x16xf32>
    return %1 : tensor<8x4x16x16xf32>
  }
}

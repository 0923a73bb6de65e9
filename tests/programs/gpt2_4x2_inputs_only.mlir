module @jit_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=4, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 4 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64x128xf32>, %arg3: tensor<128x64xf32>, %arg4: tensor<64x4x16xf32>, %arg5: tensor<4x16x64xf32>, %arg6: tensor<64x4x16xf32>, %arg7: tensor<64x4x16xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64x128xf32>, %arg11: tensor<128x64xf32>, %arg12: tensor<64x4x16xf32>, %arg13: tensor<4x16x64xf32>, %arg14: tensor<64x4x16xf32>, %arg15: tensor<64x4x16xf32>, %arg16: tensor<64xf32>, %arg17: tensor<8x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<8x16x64xf32> {jax.result_info = "result"}) {
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
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.reduce(%44 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_10 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %48 = stablehlo.divide %46, %47 : tensor<8x16x1xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %50 = stablehlo.subtract %44, %49 : tensor<8x16x64xf32>
    %51 = stablehlo.multiply %50, %50 : tensor<8x16x64xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.reduce(%51 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_12 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %55 = stablehlo.divide %53, %54 : tensor<8x16x1xf32>
    %56 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %57 = stablehlo.subtract %44, %56 : tensor<8x16x64xf32>
    %cst_13 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %59 = stablehlo.add %55, %58 : tensor<8x16x1xf32>
    %60 = stablehlo.rsqrt %59 : tensor<8x16x1xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %62 = stablehlo.multiply %57, %61 : tensor<8x16x64xf32>
    %63 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %65 = stablehlo.multiply %62, %64 : tensor<8x16x64xf32>
    %66 = stablehlo.dot_general %65, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x128xf32>) -> tensor<8x16x128xf32>
    %67 = stablehlo.multiply %66, %66 : tensor<8x16x128xf32>
    %68 = stablehlo.multiply %67, %66 : tensor<8x16x128xf32>
    %cst_14 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %70 = stablehlo.multiply %69, %68 : tensor<8x16x128xf32>
    %71 = stablehlo.add %66, %70 : tensor<8x16x128xf32>
    %cst_15 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %73 = stablehlo.multiply %72, %71 : tensor<8x16x128xf32>
    %74 = stablehlo.tanh %73 : tensor<8x16x128xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %76 = stablehlo.add %75, %74 : tensor<8x16x128xf32>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %78 = stablehlo.multiply %77, %76 : tensor<8x16x128xf32>
    %79 = stablehlo.multiply %66, %78 : tensor<8x16x128xf32>
    %80 = stablehlo.dot_general %79, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %81 = stablehlo.add %44, %80 : tensor<8x16x64xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.reduce(%81 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_19 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %85 = stablehlo.divide %83, %84 : tensor<8x16x1xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %87 = stablehlo.subtract %81, %86 : tensor<8x16x64xf32>
    %88 = stablehlo.multiply %87, %87 : tensor<8x16x64xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.reduce(%88 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_21 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %92 = stablehlo.divide %90, %91 : tensor<8x16x1xf32>
    %93 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %94 = stablehlo.subtract %81, %93 : tensor<8x16x64xf32>
    %cst_22 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %96 = stablehlo.add %92, %95 : tensor<8x16x1xf32>
    %97 = stablehlo.rsqrt %96 : tensor<8x16x1xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %99 = stablehlo.multiply %94, %98 : tensor<8x16x64xf32>
    %100 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %102 = stablehlo.multiply %99, %101 : tensor<8x16x64xf32>
    %103 = stablehlo.dot_general %102, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x4x16xf32>) -> tensor<8x16x4x16xf32>
    %104 = stablehlo.dot_general %102, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x4x16xf32>) -> tensor<8x16x4x16xf32>
    %105 = stablehlo.dot_general %102, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x4x16xf32>) -> tensor<8x16x4x16xf32>
    %106 = stablehlo.dot_general %103, %104, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %cst_23 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %107 = stablehlo.sqrt %cst_23 : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [] : (tensor<f32>) -> tensor<8x4x16x16xf32>
    %109 = stablehlo.divide %106, %108 : tensor<8x4x16x16xf32>
    %c_24 = stablehlo.constant dense<true> : tensor<i1>
    %110 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %111 = call @tril(%110) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %cst_25 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %112 = call @_where(%111, %109, %cst_25) : (tensor<16x16xi1>, tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16x16xf32>
    %cst_26 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %113 = stablehlo.reduce(%112 init: %cst_26) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %cst_27 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x4x16xf32>
    %115 = stablehlo.maximum %114, %113 : tensor<8x4x16xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %118 = stablehlo.subtract %112, %117 : tensor<8x4x16x16xf32>
    %119 = stablehlo.exponential %118 : tensor<8x4x16x16xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %120 = stablehlo.reduce(%119 init: %cst_28) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %123 = stablehlo.divide %119, %122 : tensor<8x4x16x16xf32>
    %124 = stablehlo.dot_general %105, %123, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %125 = stablehlo.dot_general %124, %arg13, contracting_dims = [2, 1] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<4x16x64xf32>) -> tensor<8x16x64xf32>
    %126 = stablehlo.add %81, %125 : tensor<8x16x64xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %127 = stablehlo.reduce(%126 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_30 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %130 = stablehlo.divide %128, %129 : tensor<8x16x1xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %132 = stablehlo.subtract %126, %131 : tensor<8x16x64xf32>
    %133 = stablehlo.multiply %132, %132 : tensor<8x16x64xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %134 = stablehlo.reduce(%133 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_32 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %137 = stablehlo.divide %135, %136 : tensor<8x16x1xf32>
    %138 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %139 = stablehlo.subtract %126, %138 : tensor<8x16x64xf32>
    %cst_33 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %141 = stablehlo.add %137, %140 : tensor<8x16x1xf32>
    %142 = stablehlo.rsqrt %141 : tensor<8x16x1xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %144 = stablehlo.multiply %139, %143 : tensor<8x16x64xf32>
    %145 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %147 = stablehlo.multiply %144, %146 : tensor<8x16x64xf32>
    %148 = stablehlo.dot_general %147, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x128xf32>) -> tensor<8x16x128xf32>
    %149 = stablehlo.multiply %148, %148 : tensor<8x16x128xf32>
    %150 = stablehlo.multiply %149, %148 : tensor<8x16x128xf32>
    %cst_34 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %152 = stablehlo.multiply %151, %150 : tensor<8x16x128xf32>
    %153 = stablehlo.add %148, %152 : tensor<8x16x128xf32>
    %cst_35 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %155 = stablehlo.multiply %154, %153 : tensor<8x16x128xf32>
    %156 = stablehlo.tanh %155 : tensor<8x16x128xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %158 = stablehlo.add %157, %156 : tensor<8x16x128xf32>
    %cst_37 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %160 = stablehlo.multiply %159, %158 : tensor<8x16x128xf32>
    %161 = stablehlo.multiply %148, %160 : tensor<8x16x128xf32>
    %162 = stablehlo.dot_general %161, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %163 = stablehlo.add %126, %162 : tensor<8x16x64xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %164 = stablehlo.reduce(%163 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_39 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %167 = stablehlo.divide %165, %166 : tensor<8x16x1xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %169 = stablehlo.subtract %163, %168 : tensor<8x16x64xf32>
    %170 = stablehlo.multiply %169, %169 : tensor<8x16x64xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %171 = stablehlo.reduce(%170 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_41 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %174 = stablehlo.divide %172, %173 : tensor<8x16x1xf32>
    %175 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %176 = stablehlo.subtract %163, %175 : tensor<8x16x64xf32>
    %cst_42 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %178 = stablehlo.add %174, %177 : tensor<8x16x1xf32>
    %179 = stablehlo.rsqrt %178 : tensor<8x16x1xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %181 = stablehlo.multiply %176, %180 : tensor<8x16x64xf32>
    %182 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %184 = stablehlo.multiply %181, %183 : tensor<8x16x64xf32>
    return %184 : tensor<8x16x64xf32>
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

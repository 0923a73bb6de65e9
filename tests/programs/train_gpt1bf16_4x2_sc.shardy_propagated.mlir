module @jit_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=4, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 4 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<64x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg3: tensor<128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg4: tensor<64x4x16xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg5: tensor<4x16x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg6: tensor<64x4x16xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg7: tensor<64x4x16xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg8: tensor<64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg9: tensor<8x16x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<64xbf16> {jax.result_info = "result[0][0]['ln1']"}, tensor<64xbf16> {jax.result_info = "result[0][0]['ln2']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, tensor<64x128xbf16> {jax.result_info = "result[0][0]['w1']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<128x64xbf16> {jax.result_info = "result[0][0]['w2']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<64x4x16xbf16> {jax.result_info = "result[0][0]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, tensor<4x16x64xbf16> {jax.result_info = "result[0][0]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, tensor<64x4x16xbf16> {jax.result_info = "result[0][0]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, tensor<64x4x16xbf16> {jax.result_info = "result[0][0]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, tensor<64xbf16> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.convert %arg9 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x64xbf16>) -> tensor<8x16x64xf32>
    %1 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%0 init: %1) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %4 = sdy.constant dense<6.400000e+01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x16x1xf32>
    %6 = stablehlo.divide %3, %5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %7 = stablehlo.convert %6 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x1xf32>) -> tensor<8x16x1xbf16>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x1xbf16>) -> tensor<8x16x64xbf16>
    %9 = stablehlo.subtract %arg9, %8 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xbf16>
    %10 = stablehlo.multiply %9, %9 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xbf16>
    %11 = stablehlo.convert %10 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x64xbf16>) -> tensor<8x16x64xf32>
    %12 = stablehlo.reduce(%11 init: %1) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %14 = stablehlo.divide %13, %5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %15 = stablehlo.convert %14 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x1xf32>) -> tensor<8x16x1xbf16>
    %16 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x1xbf16>) -> tensor<8x16x64xbf16>
    %17 = stablehlo.subtract %arg9, %16 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xbf16>
    %18 = sdy.constant dense<1.001360e-05> : tensor<bf16>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<bf16>) -> tensor<8x16x1xbf16>
    %20 = stablehlo.add %15, %19 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xbf16>
    %21 = stablehlo.rsqrt %20 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xbf16>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x1xbf16>) -> tensor<8x16x64xbf16>
    %23 = stablehlo.multiply %17, %22 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xbf16>
    %24 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x1x64xbf16>) -> tensor<8x16x64xbf16>
    %26 = stablehlo.multiply %23, %25 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xbf16>
    %27 = stablehlo.dot_general %26, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<8x16x64xbf16>, tensor<64x4x16xbf16>) -> tensor<8x16x4x16xbf16>
    %28 = stablehlo.dot_general %26, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<8x16x64xbf16>, tensor<64x4x16xbf16>) -> tensor<8x16x4x16xbf16>
    %29 = stablehlo.dot_general %26, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<8x16x64xbf16>, tensor<64x4x16xbf16>) -> tensor<8x16x4x16xbf16>
    %30 = stablehlo.dot_general %27, %28, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x16x4x16xbf16>, tensor<8x16x4x16xbf16>) -> tensor<8x4x16x16xbf16>
    %31 = sdy.constant dense<1.600000e+01> : tensor<bf16>
    %32 = stablehlo.sqrt %31 : tensor<bf16>
    %33 = stablehlo.broadcast_in_dim %32, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<bf16>) -> tensor<8x4x16x16xbf16>
    %34 = stablehlo.divide %30, %33 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x16x16xbf16>
    %35 = sdy.constant dense<true> : tensor<i1>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %37 = call @tril(%36) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %38 = sdy.constant dense<-9.982440e+08> : tensor<bf16>
    %39:2 = call @_where(%37, %34, %38) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>, <@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<16x16xi1>, tensor<8x4x16x16xbf16>, tensor<bf16>) -> (tensor<8x4x16x16xbf16>, tensor<8x4x16x16xi1>)
    %40 = sdy.constant dense<0xFF80> : tensor<bf16>
    %41 = stablehlo.reduce(%39#0 init: %40) applies stablehlo.maximum across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<8x4x16x16xbf16>, tensor<bf16>) -> tensor<8x4x16xbf16>
    %42 = stablehlo.broadcast_in_dim %40, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<bf16>) -> tensor<8x4x16xbf16>
    %43 = stablehlo.maximum %42, %41 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<8x4x16xbf16>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x16xbf16>) -> tensor<8x4x16x1xbf16>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x16x1xbf16>) -> tensor<8x4x16x16xbf16>
    %46 = stablehlo.subtract %39#0, %45 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x16x16xbf16>
    %47 = stablehlo.exponential %46 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x16x16xbf16>
    %48 = stablehlo.convert %47 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x16x16xbf16>) -> tensor<8x4x16x16xf32>
    %49 = stablehlo.reduce(%48 init: %1) applies stablehlo.add across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %51 = stablehlo.convert %50 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x1xbf16>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x16x1xbf16>) -> tensor<8x4x16x16xbf16>
    %53 = stablehlo.divide %47, %52 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x16x16xbf16>
    %54 = stablehlo.multiply %51, %51 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x16x1xbf16>
    %55 = sdy.constant dense<1.000000e+00> : tensor<bf16>
    %56 = stablehlo.broadcast_in_dim %55, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<bf16>) -> tensor<8x4x16x1xbf16>
    %57 = stablehlo.divide %56, %54 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x16x1xbf16>
    %58 = stablehlo.dot_general %29, %53, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x16x4x16xbf16>, tensor<8x4x16x16xbf16>) -> tensor<8x4x16x16xbf16>
    %59 = stablehlo.dot_general %58, %arg5, contracting_dims = [2, 1] x [1, 0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x4x16x16xbf16>, tensor<4x16x64xbf16>) -> tensor<8x16x64xbf16>
    %60 = stablehlo.add %arg9, %59 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xbf16>
    %61 = sdy.reshard %60 <@mesh, [{"data"}, {}, {"model"}]> : tensor<8x16x64xbf16>
    %62 = stablehlo.convert %61 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x16x64xbf16>) -> tensor<8x16x64xf32>
    %63 = stablehlo.reduce(%62 init: %1) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %65 = stablehlo.divide %64, %5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %66 = stablehlo.convert %65 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x1xf32>) -> tensor<8x16x1xbf16>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x16x1xbf16>) -> tensor<8x16x64xbf16>
    %68 = stablehlo.subtract %61, %67 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xbf16>
    %69 = stablehlo.multiply %68, %68 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xbf16>
    %70 = sdy.constant dense<2.000000e+00> : tensor<bf16>
    %71 = stablehlo.broadcast_in_dim %70, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<bf16>) -> tensor<8x16x64xbf16>
    %72 = stablehlo.multiply %71, %68 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xbf16>
    %73 = stablehlo.convert %69 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x16x64xbf16>) -> tensor<8x16x64xf32>
    %74 = stablehlo.reduce(%73 init: %1) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %76 = stablehlo.divide %75, %5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %77 = stablehlo.convert %76 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x1xf32>) -> tensor<8x16x1xbf16>
    %78 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x16x1xbf16>) -> tensor<8x16x64xbf16>
    %79 = stablehlo.subtract %61, %78 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xbf16>
    %80 = stablehlo.add %77, %19 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xbf16>
    %81 = stablehlo.rsqrt %80 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xbf16>
    %82 = stablehlo.divide %81, %80 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xbf16>
    %83 = sdy.constant dense<-5.000000e-01> : tensor<bf16>
    %84 = stablehlo.broadcast_in_dim %83, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<bf16>) -> tensor<8x16x1xbf16>
    %85 = stablehlo.multiply %84, %82 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xbf16>
    %86 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x16x1xbf16>) -> tensor<8x16x64xbf16>
    %87 = stablehlo.multiply %79, %86 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xbf16>
    %88 = stablehlo.broadcast_in_dim %arg1, dims = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<1x1x64xbf16>) -> tensor<8x16x64xbf16>
    %90 = stablehlo.multiply %87, %89 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xbf16>
    %91 = stablehlo.dot_general %90, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x16x64xbf16>, tensor<64x128xbf16>) -> tensor<8x16x128xbf16>
    %92 = stablehlo.multiply %91, %91 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xbf16>
    %93 = stablehlo.multiply %92, %91 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xbf16>
    %94 = stablehlo.multiply %91, %91 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xbf16>
    %95 = sdy.constant dense<3.000000e+00> : tensor<bf16>
    %96 = stablehlo.broadcast_in_dim %95, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<bf16>) -> tensor<8x16x128xbf16>
    %97 = stablehlo.multiply %96, %94 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xbf16>
    %98 = sdy.constant dense<4.467770e-02> : tensor<bf16>
    %99 = stablehlo.broadcast_in_dim %98, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<bf16>) -> tensor<8x16x128xbf16>
    %100 = stablehlo.multiply %99, %93 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xbf16>
    %101 = stablehlo.add %91, %100 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xbf16>
    %102 = sdy.constant dense<7.968750e-01> : tensor<bf16>
    %103 = stablehlo.broadcast_in_dim %102, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<bf16>) -> tensor<8x16x128xbf16>
    %104 = stablehlo.multiply %103, %101 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xbf16>
    %105 = stablehlo.tanh %104 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xbf16>
    %106 = stablehlo.broadcast_in_dim %55, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<bf16>) -> tensor<8x16x128xbf16>
    %107 = stablehlo.subtract %106, %105 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xbf16>
    %108 = stablehlo.add %106, %105 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xbf16>
    %109 = sdy.constant dense<5.000000e-01> : tensor<bf16>
    %110 = stablehlo.broadcast_in_dim %109, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<bf16>) -> tensor<8x16x128xbf16>
    %111 = stablehlo.multiply %110, %108 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xbf16>
    %112 = stablehlo.multiply %91, %111 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xbf16>
    %113 = sdy.reshard %112 <@mesh, [{"data"}, {}, {"model"}]> : tensor<8x16x128xbf16>
    %114 = stablehlo.dot_general %113, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x16x128xbf16>, tensor<128x64xbf16>) -> tensor<8x16x64xbf16>
    %115 = stablehlo.add %61, %114 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xbf16>
    %116 = stablehlo.convert %115 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x16x64xbf16>) -> tensor<8x16x64xf32>
    %117 = stablehlo.reduce(%116 init: %1) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %119 = stablehlo.divide %118, %5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %120 = stablehlo.convert %119 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x1xf32>) -> tensor<8x16x1xbf16>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x16x1xbf16>) -> tensor<8x16x64xbf16>
    %122 = stablehlo.subtract %115, %121 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xbf16>
    %123 = stablehlo.multiply %122, %122 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xbf16>
    %124 = stablehlo.multiply %71, %122 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xbf16>
    %125 = stablehlo.convert %123 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x16x64xbf16>) -> tensor<8x16x64xf32>
    %126 = stablehlo.reduce(%125 init: %1) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %128 = stablehlo.divide %127, %5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %129 = stablehlo.convert %128 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x1xf32>) -> tensor<8x16x1xbf16>
    %130 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x16x1xbf16>) -> tensor<8x16x64xbf16>
    %131 = stablehlo.subtract %115, %130 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xbf16>
    %132 = stablehlo.add %129, %19 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xbf16>
    %133 = stablehlo.rsqrt %132 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xbf16>
    %134 = stablehlo.divide %133, %132 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xbf16>
    %135 = stablehlo.multiply %84, %134 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xbf16>
    %136 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x16x1xbf16>) -> tensor<8x16x64xbf16>
    %137 = stablehlo.multiply %131, %136 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xbf16>
    %138 = stablehlo.broadcast_in_dim %arg8, dims = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<1x1x64xbf16>) -> tensor<8x16x64xbf16>
    %140 = stablehlo.multiply %137, %139 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xbf16>
    %141 = stablehlo.convert %140 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x16x64xbf16>) -> tensor<8x16x64xf32>
    %142 = stablehlo.multiply %141, %141 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xf32>
    %143 = sdy.constant dense<2.000000e+00> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x16x64xf32>
    %145 = stablehlo.multiply %144, %141 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xf32>
    %146 = stablehlo.reduce(%142 init: %1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<f32>
    %147 = sdy.constant dense<8.192000e+03> : tensor<f32>
    %148 = stablehlo.divide %146, %147 : tensor<f32>
    %149 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %150 = stablehlo.divide %149, %147 : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x16x64xf32>
    %152 = stablehlo.multiply %151, %145 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xf32>
    %153 = stablehlo.convert %152 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x16x64xf32>) -> tensor<8x16x64xbf16>
    %154 = stablehlo.multiply %137, %153 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xbf16>
    %155 = sdy.constant dense<0.000000e+00> : tensor<bf16>
    %156 = stablehlo.reduce(%154 init: %155) applies stablehlo.add across dimensions = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<8x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %157 = stablehlo.reshape %156 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %158 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<1x1x64xbf16>) -> tensor<8x16x64xbf16>
    %159 = stablehlo.multiply %153, %158 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xbf16>
    %160 = stablehlo.reduce(%157 init: %155) applies stablehlo.add across dimensions = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %161 = stablehlo.multiply %131, %159 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xbf16>
    %162 = stablehlo.reduce(%161 init: %155) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x64xbf16>, tensor<bf16>) -> tensor<8x16xbf16>
    %163 = stablehlo.reshape %162 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xbf16>) -> tensor<8x16x1xbf16>
    %164 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x16x1xbf16>) -> tensor<8x16x64xbf16>
    %165 = stablehlo.multiply %159, %164 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xbf16>
    %166 = stablehlo.multiply %163, %135 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xbf16>
    %167 = stablehlo.negate %165 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xbf16>
    %168 = stablehlo.reduce(%167 init: %155) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x64xbf16>, tensor<bf16>) -> tensor<8x16xbf16>
    %169 = stablehlo.reshape %168 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xbf16>) -> tensor<8x16x1xbf16>
    %170 = stablehlo.convert %166 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x1xbf16>) -> tensor<8x16x1xf32>
    %171 = stablehlo.divide %170, %5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %172 = stablehlo.reduce(%171 init: %1) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %174 = stablehlo.convert %173 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x16x64xf32>) -> tensor<8x16x64xbf16>
    %175 = stablehlo.multiply %174, %124 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xbf16>
    %176 = stablehlo.negate %175 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xbf16>
    %177 = stablehlo.reduce(%176 init: %155) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x64xbf16>, tensor<bf16>) -> tensor<8x16xbf16>
    %178 = stablehlo.reshape %177 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xbf16>) -> tensor<8x16x1xbf16>
    %179 = stablehlo.add %165, %175 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xbf16>
    %180 = stablehlo.add %169, %178 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xbf16>
    %181 = stablehlo.convert %180 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x1xbf16>) -> tensor<8x16x1xf32>
    %182 = stablehlo.divide %181, %5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %183 = stablehlo.reduce(%182 init: %1) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %185 = stablehlo.convert %184 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x16x64xf32>) -> tensor<8x16x64xbf16>
    %186 = stablehlo.add %179, %185 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xbf16>
    %187 = stablehlo.dot_general %186, %113, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<8x16x64xbf16>, tensor<8x16x128xbf16>) -> tensor<64x128xbf16>
    %188 = stablehlo.transpose %187, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %189 = stablehlo.dot_general %186, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x16x64xbf16>, tensor<128x64xbf16>) -> tensor<8x16x128xbf16>
    %190 = sdy.reshard %189 <@mesh, [{"data"}, {}, {"model"}]> : tensor<8x16x128xbf16>
    %191 = stablehlo.multiply %91, %190 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xbf16>
    %192 = stablehlo.multiply %190, %111 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xbf16>
    %193 = stablehlo.multiply %110, %191 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xbf16>
    %194 = stablehlo.multiply %193, %107 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xbf16>
    %195 = stablehlo.multiply %194, %105 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xbf16>
    %196 = stablehlo.add %194, %195 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xbf16>
    %197 = stablehlo.multiply %103, %196 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xbf16>
    %198 = stablehlo.add %192, %197 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xbf16>
    %199 = stablehlo.multiply %99, %197 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xbf16>
    %200 = stablehlo.multiply %199, %97 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xbf16>
    %201 = stablehlo.add %198, %200 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x128xbf16>
    %202 = stablehlo.dot_general %201, %90, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<8x16x128xbf16>, tensor<8x16x64xbf16>) -> tensor<128x64xbf16>
    %203 = stablehlo.transpose %202, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<128x64xbf16>) -> tensor<64x128xbf16>
    %204 = stablehlo.dot_general %201, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x16x128xbf16>, tensor<64x128xbf16>) -> tensor<8x16x64xbf16>
    %205 = stablehlo.multiply %87, %204 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xbf16>
    %206 = stablehlo.reduce(%205 init: %155) applies stablehlo.add across dimensions = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<8x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %207 = stablehlo.reshape %206 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %208 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<1x1x64xbf16>) -> tensor<8x16x64xbf16>
    %209 = stablehlo.multiply %204, %208 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xbf16>
    %210 = stablehlo.reduce(%207 init: %155) applies stablehlo.add across dimensions = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %211 = stablehlo.multiply %79, %209 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xbf16>
    %212 = stablehlo.reduce(%211 init: %155) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x64xbf16>, tensor<bf16>) -> tensor<8x16xbf16>
    %213 = stablehlo.reshape %212 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xbf16>) -> tensor<8x16x1xbf16>
    %214 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x16x1xbf16>) -> tensor<8x16x64xbf16>
    %215 = stablehlo.multiply %209, %214 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xbf16>
    %216 = stablehlo.multiply %213, %85 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xbf16>
    %217 = stablehlo.negate %215 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xbf16>
    %218 = stablehlo.reduce(%217 init: %155) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x64xbf16>, tensor<bf16>) -> tensor<8x16xbf16>
    %219 = stablehlo.reshape %218 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xbf16>) -> tensor<8x16x1xbf16>
    %220 = stablehlo.add %186, %215 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xbf16>
    %221 = stablehlo.convert %216 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x1xbf16>) -> tensor<8x16x1xf32>
    %222 = stablehlo.divide %221, %5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %223 = stablehlo.reduce(%222 init: %1) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %225 = stablehlo.convert %224 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x16x64xf32>) -> tensor<8x16x64xbf16>
    %226 = stablehlo.multiply %225, %72 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xbf16>
    %227 = stablehlo.negate %226 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xbf16>
    %228 = stablehlo.reduce(%227 init: %155) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x64xbf16>, tensor<bf16>) -> tensor<8x16xbf16>
    %229 = stablehlo.reshape %228 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xbf16>) -> tensor<8x16x1xbf16>
    %230 = stablehlo.add %220, %226 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xbf16>
    %231 = stablehlo.add %219, %229 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xbf16>
    %232 = stablehlo.convert %231 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x1xbf16>) -> tensor<8x16x1xf32>
    %233 = stablehlo.divide %232, %5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x1xf32>
    %234 = stablehlo.reduce(%233 init: %1) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %235 = stablehlo.broadcast_in_dim %234, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %236 = stablehlo.convert %235 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x16x64xf32>) -> tensor<8x16x64xbf16>
    %237 = stablehlo.add %230, %236 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x16x64xbf16>
    %238 = sdy.reshard %237 <@mesh, [{"data"}, {}, {"model"}]> : tensor<8x16x64xbf16>
    %239 = stablehlo.dot_general %238, %58, contracting_dims = [0, 1] x [0, 3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<8x16x64xbf16>, tensor<8x4x16x16xbf16>) -> tensor<64x4x16xbf16>
    %240 = stablehlo.transpose %239, dims = [1, 2, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}, {}]>]>} : (tensor<64x4x16xbf16>) -> tensor<4x16x64xbf16>
    %241 = stablehlo.dot_general %238, %arg5, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<8x16x64xbf16>, tensor<4x16x64xbf16>) -> tensor<8x16x4x16xbf16>
    %242 = stablehlo.transpose %241, dims = [0, 2, 3, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x16x4x16xbf16>) -> tensor<8x4x16x16xbf16>
    %243 = stablehlo.dot_general %242, %29, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x16x16xbf16>, tensor<8x16x4x16xbf16>) -> tensor<8x4x16x16xbf16>
    %244 = stablehlo.dot_general %242, %53, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x16x16xbf16>, tensor<8x4x16x16xbf16>) -> tensor<8x4x16x16xbf16>
    %245 = stablehlo.transpose %244, dims = [0, 3, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<8x4x16x16xbf16>) -> tensor<8x16x4x16xbf16>
    %246 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x16x1xbf16>) -> tensor<8x4x16x16xbf16>
    %247 = stablehlo.multiply %243, %246 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x16x16xbf16>
    %248 = stablehlo.multiply %247, %47 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x16x16xbf16>
    %249 = stablehlo.reduce(%248 init: %155) applies stablehlo.add across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<8x4x16x16xbf16>, tensor<bf16>) -> tensor<8x4x16xbf16>
    %250 = stablehlo.reshape %249 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x16xbf16>) -> tensor<8x4x16x1xbf16>
    %251 = stablehlo.negate %250 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x16x1xbf16>
    %252 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x16x1xbf16>) -> tensor<8x4x16x16xbf16>
    %253 = stablehlo.divide %243, %252 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x16x16xbf16>
    %254 = stablehlo.convert %251 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x16x1xbf16>) -> tensor<8x4x16x1xf32>
    %255 = stablehlo.reduce(%254 init: %1) applies stablehlo.add across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<8x4x16x1xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %256 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x16xf32>) -> tensor<8x4x16x16xf32>
    %257 = stablehlo.convert %256 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xbf16>
    %258 = stablehlo.add %253, %257 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x16x16xbf16>
    %259 = stablehlo.multiply %258, %47 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x16x16xbf16>
    %260 = call @_where_0(%39#1, %259) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x16x16xi1>, tensor<8x4x16x16xbf16>) -> tensor<8x4x16x16xbf16>
    %261 = stablehlo.divide %260, %33 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x16x16xbf16>
    %262 = stablehlo.dot_general %261, %27, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x16x16xbf16>, tensor<8x16x4x16xbf16>) -> tensor<8x4x16x16xbf16>
    %263 = stablehlo.transpose %262, dims = [0, 2, 1, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<8x4x16x16xbf16>) -> tensor<8x16x4x16xbf16>
    %264 = stablehlo.dot_general %261, %28, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x16x16xbf16>, tensor<8x16x4x16xbf16>) -> tensor<8x4x16x16xbf16>
    %265 = stablehlo.transpose %264, dims = [0, 2, 1, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<8x4x16x16xbf16>) -> tensor<8x16x4x16xbf16>
    %266 = stablehlo.dot_general %245, %26, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}, {}]>]>} : (tensor<8x16x4x16xbf16>, tensor<8x16x64xbf16>) -> tensor<4x16x64xbf16>
    %267 = stablehlo.transpose %266, dims = [2, 0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<4x16x64xbf16>) -> tensor<64x4x16xbf16>
    %268 = stablehlo.dot_general %245, %arg7, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x4x16xbf16>, tensor<64x4x16xbf16>) -> tensor<8x16x64xbf16>
    %269 = stablehlo.dot_general %263, %26, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}, {}]>]>} : (tensor<8x16x4x16xbf16>, tensor<8x16x64xbf16>) -> tensor<4x16x64xbf16>
    %270 = stablehlo.transpose %269, dims = [2, 0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<4x16x64xbf16>) -> tensor<64x4x16xbf16>
    %271 = stablehlo.dot_general %263, %arg4, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x4x16xbf16>, tensor<64x4x16xbf16>) -> tensor<8x16x64xbf16>
    %272 = stablehlo.add %268, %271 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xbf16>
    %273 = stablehlo.dot_general %265, %26, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}, {}]>]>} : (tensor<8x16x4x16xbf16>, tensor<8x16x64xbf16>) -> tensor<4x16x64xbf16>
    %274 = stablehlo.transpose %273, dims = [2, 0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<4x16x64xbf16>) -> tensor<64x4x16xbf16>
    %275 = stablehlo.dot_general %265, %arg6, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x4x16xbf16>, tensor<64x4x16xbf16>) -> tensor<8x16x64xbf16>
    %276 = stablehlo.add %272, %275 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xbf16>
    %277 = stablehlo.multiply %23, %276 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x64xbf16>
    %278 = stablehlo.reduce(%277 init: %155) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %279 = stablehlo.reshape %278 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %280 = stablehlo.reduce(%279 init: %155) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %281 = sdy.constant dense<1.000980e-02> : tensor<bf16>
    %282 = stablehlo.broadcast_in_dim %281, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %283 = stablehlo.multiply %282, %280 : tensor<64xbf16>
    %284 = stablehlo.subtract %arg0, %283 : tensor<64xbf16>
    %285 = stablehlo.broadcast_in_dim %281, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<bf16>) -> tensor<64xbf16>
    %286 = stablehlo.multiply %285, %210 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : tensor<64xbf16>
    %287 = stablehlo.subtract %arg1, %286 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : tensor<64xbf16>
    %288 = stablehlo.broadcast_in_dim %281, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<bf16>) -> tensor<64x128xbf16>
    %289 = stablehlo.multiply %288, %203 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<64x128xbf16>
    %290 = stablehlo.subtract %arg2, %289 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<64x128xbf16>
    %291 = stablehlo.broadcast_in_dim %281, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<bf16>) -> tensor<128x64xbf16>
    %292 = stablehlo.multiply %291, %188 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<128x64xbf16>
    %293 = stablehlo.subtract %arg3, %292 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<128x64xbf16>
    %294 = stablehlo.broadcast_in_dim %281, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<bf16>) -> tensor<64x4x16xbf16>
    %295 = stablehlo.multiply %294, %270 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : tensor<64x4x16xbf16>
    %296 = stablehlo.subtract %arg4, %295 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : tensor<64x4x16xbf16>
    %297 = stablehlo.broadcast_in_dim %281, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}, {}]>]>} : (tensor<bf16>) -> tensor<4x16x64xbf16>
    %298 = stablehlo.multiply %297, %240 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}, {}]>]>} : tensor<4x16x64xbf16>
    %299 = stablehlo.subtract %arg5, %298 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}, {}]>]>} : tensor<4x16x64xbf16>
    %300 = stablehlo.multiply %294, %274 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : tensor<64x4x16xbf16>
    %301 = stablehlo.subtract %arg6, %300 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : tensor<64x4x16xbf16>
    %302 = stablehlo.multiply %294, %267 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : tensor<64x4x16xbf16>
    %303 = stablehlo.subtract %arg7, %302 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : tensor<64x4x16xbf16>
    %304 = stablehlo.multiply %285, %160 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : tensor<64xbf16>
    %305 = stablehlo.subtract %arg8, %304 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : tensor<64xbf16>
    return %284, %287, %290, %293, %296, %299, %301, %303, %305, %148 : tensor<64xbf16>, tensor<64xbf16>, tensor<64x128xbf16>, tensor<128x64xbf16>, tensor<64x4x16xbf16>, tensor<4x16x64xbf16>, tensor<64x4x16xbf16>, tensor<64x4x16xbf16>, tensor<64xbf16>, tensor<f32>
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
  func.func private @_where(%arg0: tensor<16x16xi1> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<8x4x16x16xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}, {}, {}]>}, %arg2: tensor<bf16> {sdy.sharding = #sdy.sharding<@mesh, []>}) -> (tensor<8x4x16x16xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}, {}, {}]>}, tensor<8x4x16x16xi1> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}, {}, {}]>}) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<16x16xi1>) -> tensor<8x4x16x16xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<bf16>) -> tensor<8x4x16x16xbf16>
    %2 = stablehlo.select %0, %arg1, %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x16x16xi1>, tensor<8x4x16x16xbf16>
    return %2, %0 : tensor<8x4x16x16xbf16>, tensor<8x4x16x16xi1>
  }
  func.func private @_where_0(%arg0: tensor<8x4x16x16xi1> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}, {}, {}]>}, %arg1: tensor<8x4x16x16xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}, {}, {}]>}) -> (tensor<8x4x16x16xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}, {}, {}]>}) {
    %0 = sdy.constant dense<0.000000e+00> : tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<bf16>) -> tensor<8x4x16x16xbf16>
    %2 = stablehlo.select %arg0, %arg1, %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x16x16xi1>, tensor<8x4x16x16xbf16>
    return %2 : tensor<8x4x16x16xbf16>
  }
}

// Random numbers, FFT, linear algebra, einsum, dynamic-shape ops, batch norm.
// pretty: rng rng_bit_generator reduce_precision fft cholesky einsum unary_einsum dynamic_iota dynamic_broadcast_in_dim dynamic_reshape real_dynamic_slice dynamic_pad set_dimension_size
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<f32>, tensor<2xi64>, tensor<2xui64>, tensor<4x4xf32>, tensor<8xcomplex<f32>>, tensor<8xf32>, tensor<2xindex>, tensor<i32>, tensor<2x4x3xf32>, tensor<3xf32>) -> tensor<4x4xf32>, sym_name = "misc"}> ({
  ^bb0(%s: tensor<f32>, %shape: tensor<2xi64>, %state: tensor<2xui64>, %m: tensor<4x4xf32>, %z: tensor<8xcomplex<f32>>, %r: tensor<8xf32>, %ix: tensor<2xindex>, %i: tensor<i32>, %bn: tensor<2x4x3xf32>, %sc: tensor<3xf32>):
    %0 = "stablehlo.rng"(%s, %s, %shape) <{rng_distribution = #stablehlo<rng_distribution UNIFORM>}> : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3x5xf32>
    %1 = "stablehlo.rng"(%s, %s, %shape) <{rng_distribution = #stablehlo<rng_distribution NORMAL>}> : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<?x?xf32>
    %2:2 = "stablehlo.rng_bit_generator"(%state) <{rng_algorithm = #stablehlo<rng_algorithm DEFAULT>}> : (tensor<2xui64>) -> (tensor<2xui64>, tensor<16xui32>)
    %3:2 = "stablehlo.rng_bit_generator"(%state) <{rng_algorithm = #stablehlo<rng_algorithm PHILOX>}> {tag} : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x3xui8>)
    %4 = "stablehlo.reduce_precision"(%m) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %5 = "stablehlo.fft"(%z) <{fft_length = array<i64: 8>, fft_type = #stablehlo<fft_type FFT>}> : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    %6 = "stablehlo.fft"(%z) <{fft_length = array<i64: 8>, fft_type = #stablehlo<fft_type IFFT>}> : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    %7 = "stablehlo.fft"(%r) <{fft_length = array<i64: 8>, fft_type = #stablehlo<fft_type RFFT>}> : (tensor<8xf32>) -> tensor<5xcomplex<f32>>
    %8 = "stablehlo.fft"(%7) <{fft_length = array<i64: 8>, fft_type = #stablehlo<fft_type IRFFT>}> : (tensor<5xcomplex<f32>>) -> tensor<8xf32>
    %9 = "stablehlo.cholesky"(%m) <{lower = true}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %10 = "stablehlo.cholesky"(%m) : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %11 = "stablehlo.triangular_solve"(%m, %m) <{left_side = false, lower = true, transpose_a = #stablehlo<transpose TRANSPOSE>, unit_diagonal = true}> : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %12 = "stablehlo.einsum"(%m, %m) <{einsum_config = "ij,jk->ik"}> : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %13 = "stablehlo.unary_einsum"(%m) <{einsum_config = "ij->ji"}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %14 = "stablehlo.dynamic_iota"(%shape) <{iota_dimension = 1 : i64}> : (tensor<2xi64>) -> tensor<?x?xi32>
    %15 = "stablehlo.dynamic_broadcast_in_dim"(%r, %shape) <{broadcast_dimensions = array<i64: 1>, known_expanding_dimensions = array<i64>, known_nonexpanding_dimensions = array<i64: 0>}> : (tensor<8xf32>, tensor<2xi64>) -> tensor<?x8xf32>
    %16 = "stablehlo.dynamic_reshape"(%m, %ix) : (tensor<4x4xf32>, tensor<2xindex>) -> tensor<?x?xf32>
    %17 = "stablehlo.real_dynamic_slice"(%m, %ix, %ix, %ix) : (tensor<4x4xf32>, tensor<2xindex>, tensor<2xindex>, tensor<2xindex>) -> tensor<?x?xf32>
    %18 = "stablehlo.dynamic_pad"(%m, %s, %ix, %ix, %ix) : (tensor<4x4xf32>, tensor<f32>, tensor<2xindex>, tensor<2xindex>, tensor<2xindex>) -> tensor<?x?xf32>
    %19 = "stablehlo.set_dimension_size"(%m, %i) <{dimension = 0 : i64}> : (tensor<4x4xf32>, tensor<i32>) -> tensor<?x4xf32, #stablehlo.bounds<4, ?>>
    %20 = "stablehlo.get_dimension_size"(%19) <{dimension = 0 : i64}> : (tensor<?x4xf32, #stablehlo.bounds<4, ?>>) -> tensor<i32>
    %21:3 = "stablehlo.batch_norm_training"(%bn, %sc, %sc) <{epsilon = 1.0e-03 : f32, feature_index = 2 : i64}> : (tensor<2x4x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x4x3xf32>, tensor<3xf32>, tensor<3xf32>)
    %22 = "stablehlo.batch_norm_inference"(%bn, %sc, %sc, %sc, %sc) <{epsilon = 1.0e-03 : f32, feature_index = 2 : i64}> : (tensor<2x4x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x4x3xf32>
    %23 = "stablehlo.reduce_precision"(%m) <{exponent_bits = 5 : i32, mantissa_bits = 10 : i32}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<4x4xf32>) -> tensor<4x4xf32>
    "func.return"(%9) : (tensor<4x4xf32>) -> ()
  }) : () -> ()
  "sdy.mesh"() <{mesh = #sdy.mesh<["x"=2]>, sym_name = "mesh"}> : () -> ()
}) : () -> ()

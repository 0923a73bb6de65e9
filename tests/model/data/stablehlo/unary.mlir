// Element-wise unary ops, written generic; the pretty form is what MLIR prints for them.
// pretty: abs cbrt ceil convert count_leading_zeros cosine exponential exponential_minus_one floor imag is_finite log log_plus_one logistic not negate popcnt real round_nearest_afz round_nearest_even rsqrt sign sine sqrt tan tanh bitcast_convert
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xf32>, tensor<5xi32>, tensor<3xcomplex<f64>>, tensor<i1>) -> tensor<2x3xf32>, sym_name = "unary"}> ({
  ^bb0(%x: tensor<2x3xf32>, %n: tensor<5xi32>, %z: tensor<3xcomplex<f64>>, %b: tensor<i1>):
    %0 = "stablehlo.abs"(%x) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %1 = "stablehlo.abs"(%z) : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %2 = "stablehlo.abs"(%n) {note = "integer abs"} : (tensor<5xi32>) -> tensor<5xi32>
    %3 = "stablehlo.cbrt"(%x) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %4 = "stablehlo.ceil"(%x) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %5 = "stablehlo.convert"(%x) : (tensor<2x3xf32>) -> tensor<2x3xbf16>
    %6 = "stablehlo.convert"(%n) : (tensor<5xi32>) -> tensor<5xf32>
    %7 = "stablehlo.count_leading_zeros"(%n) : (tensor<5xi32>) -> tensor<5xi32>
    %8 = "stablehlo.cosine"(%x) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %9 = "stablehlo.exponential"(%x) <{result_accuracy = #stablehlo.result_accuracy<ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %10 = "stablehlo.exponential_minus_one"(%x) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %11 = "stablehlo.floor"(%x) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %12 = "stablehlo.imag"(%z) : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %13 = "stablehlo.is_finite"(%x) : (tensor<2x3xf32>) -> tensor<2x3xi1>
    %14 = "stablehlo.log"(%x) <{result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-06, rtol = 1.000000e-03, ulps = 0, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %15 = "stablehlo.log_plus_one"(%x) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %16 = "stablehlo.logistic"(%x) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %17 = "stablehlo.not"(%n) : (tensor<5xi32>) -> tensor<5xi32>
    %18 = "stablehlo.not"(%b) : (tensor<i1>) -> tensor<i1>
    %19 = "stablehlo.negate"(%x) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %20 = "stablehlo.popcnt"(%n) : (tensor<5xi32>) -> tensor<5xi32>
    %21 = "stablehlo.real"(%z) : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %22 = "stablehlo.round_nearest_afz"(%x) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %23 = "stablehlo.round_nearest_even"(%x) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %24 = "stablehlo.rsqrt"(%x) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %25 = "stablehlo.sign"(%n) : (tensor<5xi32>) -> tensor<5xi32>
    %26 = "stablehlo.sine"(%x) {mhlo.frontend_attributes = {origin = "sin"}} : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %27 = "stablehlo.sqrt"(%z) : (tensor<3xcomplex<f64>>) -> tensor<3xcomplex<f64>>
    %28 = "stablehlo.tan"(%x) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %29 = "stablehlo.tanh"(%x) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %30 = "stablehlo.bitcast_convert"(%x) : (tensor<2x3xf32>) -> tensor<2x3xi32>
    %31 = "stablehlo.bitcast_convert"(%n) : (tensor<5xi32>) -> tensor<5x4xi8>
    %32 = "stablehlo.convert"(%z) : (tensor<3xcomplex<f64>>) -> tensor<3xcomplex<f32>>
    "func.return"(%29) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
}) : () -> ()

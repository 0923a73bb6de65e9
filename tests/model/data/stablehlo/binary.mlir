// Element-wise binary ops.
// pretty: add atan2 divide maximum minimum multiply power remainder shift_left shift_right_arithmetic shift_right_logical subtract and or xor complex
"builtin.module"() ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["x"=2]>, sym_name = "mesh"}> : () -> ()
  "func.func"() <{function_type = (tensor<4x4xf32>, tensor<4x4xf32>, tensor<8xui16>, tensor<8xui16>, tensor<3xi1>, tensor<2xf64>) -> tensor<4x4xf32>, sym_name = "binary"}> ({
  ^bb0(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>, %u: tensor<8xui16>, %v: tensor<8xui16>, %p: tensor<3xi1>, %d: tensor<2xf64>):
    %0 = "stablehlo.add"(%a, %b) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %1 = "stablehlo.atan2"(%a, %b) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %2 = "stablehlo.divide"(%0, %1) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %3 = "stablehlo.maximum"(%a, %2) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %4 = "stablehlo.minimum"(%3, %b) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %5 = "stablehlo.multiply"(%4, %4) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %6 = "stablehlo.power"(%5, %a) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %7 = "stablehlo.remainder"(%6, %b) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %8 = "stablehlo.shift_left"(%u, %v) : (tensor<8xui16>, tensor<8xui16>) -> tensor<8xui16>
    %9 = "stablehlo.shift_right_arithmetic"(%8, %v) : (tensor<8xui16>, tensor<8xui16>) -> tensor<8xui16>
    %10 = "stablehlo.shift_right_logical"(%9, %u) : (tensor<8xui16>, tensor<8xui16>) -> tensor<8xui16>
    %11 = "stablehlo.subtract"(%7, %a) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %12 = "stablehlo.and"(%u, %10) : (tensor<8xui16>, tensor<8xui16>) -> tensor<8xui16>
    %13 = "stablehlo.or"(%p, %p) : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
    %14 = "stablehlo.xor"(%12, %v) : (tensor<8xui16>, tensor<8xui16>) -> tensor<8xui16>
    %15 = "stablehlo.complex"(%d, %d) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xcomplex<f64>>
    %16 = "stablehlo.and"(%13, %p) {tag = 3 : i8} : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
    "func.return"(%11) : (tensor<4x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

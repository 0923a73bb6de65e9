// source: sdy_dialect.md:611-615
// expect: valid
// %0 becomes a function argument.
func.func @main(%0: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %1 = sdy.named_computation<"foo">(%0) (%arg1: tensor<16x32xf32>) {
    sdy.return %arg1 : tensor<16x32xf32>
  } : (tensor<16x32xf32>) -> tensor<16x32xf32>
  return %1 : tensor<16x32xf32>
}

// source: sdy_dialect.md:650-652 (syntax), 660-664 (directions)
// expect: valid
func.func @main(%0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %1 = sdy.propagation_barrier %0 allowed_direction=FORWARD : tensor<8x8xf32>
  %2 = sdy.propagation_barrier %1 allowed_direction=BACKWARD : tensor<8x8xf32>
  %3 = sdy.propagation_barrier %2 allowed_direction=NONE : tensor<8x8xf32>
  return %3 : tensor<8x8xf32>
}

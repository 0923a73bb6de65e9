// source: sdy_dialect.md:664 ("Cannot specify `BOTH`, as this op would be redundant.")
// expect: invalid
func.func @main(%0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %1 = sdy.propagation_barrier %0 allowed_direction=BOTH : tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}

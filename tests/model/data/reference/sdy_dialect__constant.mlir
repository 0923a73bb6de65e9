// source: sdy_dialect.md:344-346
// expect: valid
func.func @main() -> tensor<2x2xf32> {
  %output = sdy.constant dense<[[0.0, 1.0], [2.0, 3.0]]> : tensor<2x2xf32>
  return %output : tensor<2x2xf32>
}

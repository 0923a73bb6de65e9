// source: sdy_dialect.md:222-225
// expect: parse-error
// The doc's literal type `tensor<8x8x4x4x32>` lacks an element type.
sdy.mesh @mesh = <["a"=2, "b"=2, "c"=4, "d"=2, "e"=2, "f"=2]>
func.func @main(%0: tensor<8x8x4x4x32>) -> tensor<8x8x4x4x32> {
  return %0 : tensor<8x8x4x4x32>
}

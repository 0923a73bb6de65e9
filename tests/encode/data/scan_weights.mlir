sdy.mesh @mesh = <["x"=2]>
func.func @main(%x: tensor<64x64xf32>, %w: tensor<4x64x64xf32>) -> tensor<64x64xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:3 = stablehlo.while(%i = %c0, %v = %x, %ws = %w) : tensor<i32>, tensor<64x64xf32>, tensor<4x64x64xf32>
   cond {
    %c4 = stablehlo.constant dense<4> : tensor<i32>
    %p = stablehlo.compare LT, %i, %c4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %z = stablehlo.constant dense<0> : tensor<i32>
    %s = stablehlo.dynamic_slice %ws, %i, %z, %z, sizes = [1, 64, 64] : (tensor<4x64x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x64xf32>
    %m = stablehlo.reshape %s : (tensor<1x64x64xf32>) -> tensor<64x64xf32>
    %d = stablehlo.dot_general %v, %m, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %next = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %next, %d, %ws : tensor<i32>, tensor<64x64xf32>, tensor<4x64x64xf32>
  }
  return %r#1 : tensor<64x64xf32>
}

sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @main(%arg0: tensor<8x4xf32>, %arg1: tensor<2x1xi32>, %arg2: tensor<2x4xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8x2xf32>, tensor<8x4xf32>, tensor<8x4xf32>) {
  %cst = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
  %1 = stablehlo.reduce(%arg0 init: %cst) across dimensions = [1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    %m = stablehlo.maximum %a, %b : tensor<f32>
    %n = stablehlo.negate %m : tensor<f32>
    stablehlo.return %n : tensor<f32>
  }
  %2 = "stablehlo.reduce_window"(%arg0, %cst) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 1, 2>, window_strides = array<i64: 1, 2>} : (tensor<8x4xf32>, tensor<f32>) -> tensor<8x2xf32>
  %3 = "stablehlo.scatter"(%arg0, %arg1, %arg2) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<8x4xf32>, tensor<2x1xi32>, tensor<2x4xf32>) -> tensor<8x4xf32>
  %4 = "stablehlo.sort"(%arg0) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) {dimension = 1 : i64, is_stable = true} : (tensor<8x4xf32>) -> tensor<8x4xf32>
  return %0, %1, %2, %3, %4 : tensor<8xf32>, tensor<8xf32>, tensor<8x2xf32>, tensor<8x4xf32>, tensor<8x4xf32>
}

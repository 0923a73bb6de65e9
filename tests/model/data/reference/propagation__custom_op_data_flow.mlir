// source: propagation.md:265-271, sdy_op_interfaces.md:98-104
// expect: valid
// The pseudo-code `y_1, ..., y_n = custom_op (x_1, ..., x_n) ((body_arg_1, ...) {
// ... return return_value_1, ... })` with n = 2. sdy.named_computation is an op of
// exactly this shape (a ShardableDataFlowOpInterface op with edges x_i -> body_arg_i
// and return_value_i -> y_i), so it stands in for `custom_op`.
sdy.mesh @mesh = <["x"=2, "y"=4]>
func.func @main(%x_1: tensor<8xf32>, %x_2: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %y:2 = sdy.named_computation<"custom_op">(%x_1, %x_2) in_shardings=[<@mesh, [{"x"}]>, <@mesh, [{}]>] out_shardings=[<@mesh, [{"x"}]>, <@mesh, [{?}]>] (%body_arg_1: tensor<8xf32>, %body_arg_2: tensor<8xf32>) {
    %return_value_1 = "stablehlo.tanh"(%body_arg_1) : (tensor<8xf32>) -> tensor<8xf32>
    %return_value_2 = "stablehlo.negate"(%body_arg_2) : (tensor<8xf32>) -> tensor<8xf32>
    sdy.return %return_value_1, %return_value_2 : tensor<8xf32>, tensor<8xf32>
  } : (tensor<8xf32>, tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>)
  return %y#0, %y#1 : tensor<8xf32>, tensor<8xf32>
}

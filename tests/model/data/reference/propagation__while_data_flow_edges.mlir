// source: propagation.md:239-246, sdy_dialect.md:388-395, sdy_op_interfaces.md:111-118
// expect: valid
// The pseudo-code `y_0, ..., y_n = while (x_0, ..., x_n) ((pred_arg_0, ...) { ... })
// ((body_arg_0, ...) { ... return return_value_0, ... })` with n = 1, as a generic
// stablehlo.while whose two edges carry sdy.data_flow_edge ops on their owners
// (the results), as -sdy-add-data-flow-edges would insert them.
sdy.mesh @mesh = <["x"=2, "y"=4]>
func.func @main(%x_0: tensor<i32>, %x_1: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<8x16xf32> {
  %y:2 = "stablehlo.while"(%x_0, %x_1) ({
  ^bb0(%pred_arg_0: tensor<i32>, %pred_arg_1: tensor<8x16xf32>):
    %limit = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %pred = "stablehlo.compare"(%pred_arg_0, %limit) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%pred) : (tensor<i1>) -> ()
  }, {
  ^bb0(%body_arg_0: tensor<i32>, %body_arg_1: tensor<8x16xf32>):
    %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %return_value_0 = "stablehlo.add"(%body_arg_0, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %return_value_1 = "stablehlo.tanh"(%body_arg_1) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    "stablehlo.return"(%return_value_0, %return_value_1) : (tensor<i32>, tensor<8x16xf32>) -> ()
  }) : (tensor<i32>, tensor<8x16xf32>) -> (tensor<i32>, tensor<8x16xf32>)
  %edge_0 = sdy.data_flow_edge %y#0 : tensor<i32>
  %edge_1 = sdy.data_flow_edge %y#1 sharding=<@mesh, [{"x"}, {?}]> : tensor<8x16xf32>
  return %edge_1 : tensor<8x16xf32>
}

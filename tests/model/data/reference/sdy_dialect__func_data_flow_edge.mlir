// source: sdy_dialect.md:463-465 (syntax)
// expect: valid
// No example in the doc: one edge on a func argument and one on a call result, as
// -sdy-add-func-data-flow-edges inserts them.
func.func @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = sdy.func_data_flow_edge %arg0 : tensor<8xf32>
  %1 = func.call @callee(%0) : (tensor<8xf32>) -> tensor<8xf32>
  %2 = sdy.func_data_flow_edge %1 : tensor<8xf32>
  return %2 : tensor<8xf32>
}
func.func private @callee(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}

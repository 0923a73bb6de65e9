// source: sdy_dialect.md:1136-1143 (DimMappingAttr)
// expect: invalid
// The document says an empty factor list is a null mapping written `*`, and in the
// same place that a dimension mapping has "at least one factor index". Shardy in
// jaxlib 0.10.2 follows the constraint (it does not even parse `*`), so the planner
// reads `*` (its printer writes empty mappings that way) but rejects it on verifying.
func.func @main(%arg0: tensor<8x1xf32>) -> tensor<8xf32> {
  %0 = "stablehlo.reshape"(%arg0) {sdy.sharding_rule = #sdy.op_sharding_rule<([i, *])->([i]) {i=8}>} : (tensor<8x1xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

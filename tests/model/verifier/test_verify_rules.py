"""Verifier: `sdy.sharding_rule` (#sdy.op_sharding_rule) against the op's types."""

from __future__ import annotations

import pytest

JAX, NOJAX, SYNTAX = "rejects", "accepts", "syntax"  # see test_verify_meshes.py


def add(rule: str, lhs: str = "tensor<8x8xf32>", rhs: str = "tensor<8x8xf32>",
        result: str = "tensor<8x8xf32>") -> str:
    """An add carrying ``rule``, on line 2 (op name at column 8)."""
    return f"""func.func @f(%arg0: {lhs}, %arg1: {rhs}) -> {result} {{
  %0 = "stablehlo.add"(%arg0, %arg1) {{sdy.sharding_rule = #sdy.op_sharding_rule<{rule}>}} : ({lhs}, {rhs}) -> {result}
  return %0 : {result}
}}
"""


def at_add(message: str) -> str:
    return f"t.mlir:2:8: error: 'stablehlo.add' op sdy.sharding_rule: {message}"


DYN = "tensor<?x8xf32>"

INVALID = [
    pytest.param(add("([i, j])->([i, j]) {i=8, j=8}"),
                 at_add("1 operand mapping for 2 operands"), JAX, id="operand-count"),
    pytest.param(add("([i, j], [i, j])->([i, j], [i, j]) {i=8, j=8}"),
                 at_add("2 result mappings for 1 result"), JAX, id="result-count"),
    pytest.param(add("([i, j], [i, j])->([i, j]) {i=8, j=8}", lhs=DYN, result=DYN, rhs=DYN),
                 at_add("operand 0 must be a ranked tensor with a static shape, got "
                        "tensor<?x8xf32>"), JAX, id="dynamic-shape"),
    pytest.param(add("([i], [i, j])->([i, j]) {i=8, j=8}"),
                 at_add("operand 0 mapping has rank 1 but its type tensor<8x8xf32> has rank 2"),
                 JAX, id="mapping-rank"),
    pytest.param(add("([i, j], [i, j])->([i, k]) {i=8, j=8}"),
                 at_add("result 0 dim 1 maps to factor k (index 2), out of range [0, 2)"), JAX,
                 id="factor-out-of-range"),
    pytest.param(add("([i, i], [i, j])->([i, j]) {i=8, j=8}"),
                 at_add("operand 0 maps factor i more than once"), JAX,
                 id="factor-reused-across-dims"),
    pytest.param(add("([i, j], [ii, j])->([i, j]) {i=8, j=8}"),
                 at_add("operand 1 maps factor i more than once"), JAX,
                 id="factor-reused-in-dim"),
    pytest.param(add("([ij, k], [ij, k])->([ij, k]) {i=1, j=8, k=8}"),
                 at_add("operand 0 dim 0 maps to several factors, so none can have size 1, got "
                        "i=1"), JAX, id="size-one-factor-in-compound-dim"),
    pytest.param(add("([i, j], [i, j])->([i, j]) {i=8, j=8, k=2}"),
                 at_add("factor k=2 isn't used in operand and result mappings"), JAX,
                 id="unused-factor"),
    pytest.param(add("([i, j], [i, j])->([i, j]) {i=8, j=8} reduction={j, i}"),
                 at_add("reduction factors must be sorted, got {j, i}"), JAX,
                 id="special-factors-not-sorted"),
    pytest.param(add("([i, j], [i, j])->([i, j]) {i=8, j=8} need_replication={i, i}"),
                 at_add("need_replication factors must be unique, got {i, i}"), JAX,
                 id="special-factors-repeated"),
    pytest.param(add("([i, j], [i, j])->([i, j]) {i=8, j=8} permutation={k}"),
                 at_add("permutation factor k (index 2) is out of range [0, 2)"), JAX,
                 id="special-factor-out-of-range"),
    pytest.param(add("([i, j], [i, j])->([i, j]) {i=8, j=8} reduction={i} need_replication={i}"),
                 at_add("factor i is in more than one of the reduction, need_replication and "
                        "permutation factor sets"), JAX, id="special-sets-overlap"),
    pytest.param(add("([i, j], [i, j])->([i, j]) {i=8, j=8} blocked_propagation={j, j}"),
                 at_add("blocked_propagation factors must be unique, got {j, j}"), JAX,
                 id="blocked-factors-repeated"),
    pytest.param(add("([i, j], [i, j])->([i, j]) {i=8, j=8} reduction={j}"),
                 at_add("reduction factor j can't be in result mappings"), JAX,
                 id="reduction-factor-in-result"),
    pytest.param("""func.func @f() -> tensor<8xf32> {
  %0 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> {sdy.sharding_rule = #sdy.op_sharding_rule<()->([i]) {i=8}>} : () -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
""", "t.mlir:2:8: error: 'stablehlo.iota' op sdy.sharding_rule: no operand mappings; a sharding "
     "rule needs ops with at least one operand and one result", SYNTAX, id="no-operands"),
    pytest.param("""func.func @f(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = "stablehlo.add"(%arg0, %arg0) {sdy.sharding_rule = #sdy.sharding<@mesh, [{}]>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
""", "t.mlir:2:8: error: 'stablehlo.add' op sdy.sharding_rule: must be a #sdy.op_sharding_rule, "
     "got #sdy.sharding<@mesh, [{}]>", JAX, id="not-a-rule"),
]

VALID = [
    pytest.param(add("([i, j], [i, j])->([i, j]) {i=8, j=8}"), id="elementwise"),
    pytest.param(add("([ij, k], [ij, k])->([ij, k]) {i=2, j=4, k=8}"), id="compound-factors"),
    pytest.param(add("([i, j], [i, j])->([i, j]) {i=1, j=8}"), id="size-one-factor-alone"),
    # Shardy doesn't require a dimension's factors to multiply to its size.
    pytest.param(add("([i, j], [i, j])->([i, j]) {i=4, j=8}"), id="factor-product-not-dim-size"),
    pytest.param(add("([i, j], [i, j])->([i, j]) {i=8, j=8} need_replication={i} "
                     "permutation={j} blocked_propagation={i, j}, custom"),
                 id="special-factors"),
    pytest.param("""func.func @f(%arg0: tensor<8x4xf32>, %arg1: tensor<4x16xf32>) -> tensor<8x16xf32> {
  %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k], [k, j])->([i, j]) {i=8, j=16, k=4} reduction={k}>} : (tensor<8x4xf32>, tensor<4x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}
""", id="matmul-reduction-factor"),
]

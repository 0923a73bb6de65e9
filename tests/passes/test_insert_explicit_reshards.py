"""sdy-insert-explicit-reshards against Shardy, in the default and the full version."""

from __future__ import annotations

import pytest

from planner.model.dialects.collective_bytes import collective_cost
from planner.model.dialects.traits import SDY_COLLECTIVES
from planner.model.dialects.value_sharding import value_sharding
from planner.model.rules import rule_for
from planner.model.sharding.common_axes import already_compatible
from planner.model.sharding.projection import ShardingProjection
from planner.model.sharding.tensor_sharding import TensorSharding
from planner.model.text.io import parse_module
from planner.passes import run_passes
from planner.passes.exports.insert_explicit_reshards import COLLECTIVE_BYTES
from tests.passes.differential import assert_same_as_shardy, ours
from tests.passes.explicit_reshards_cases import CASES

DEFAULT = ["sdy-insert-explicit-reshards"]
FULL = ["sdy-insert-explicit-reshards{enable-full-version=true}"]
# Shardy's own choice of factor shardings, for exact comparison.
FULL_SHARDY = ["sdy-insert-explicit-reshards{enable-full-version=true shardy-heuristic=true}"]


@pytest.mark.jax
@pytest.mark.parametrize("name", CASES)
def test_default_same_as_shardy(name: str) -> None:
    assert_same_as_shardy(CASES[name], DEFAULT)


@pytest.mark.jax
@pytest.mark.parametrize("name", CASES)
def test_full_same_as_shardy(name: str) -> None:
    assert_same_as_shardy(CASES[name], FULL_SHARDY, FULL)


def test_doc_example_full() -> None:
    # Shardy's heuristic, as its documentation shows: the lhs gathered along "x", the
    # result sharded on "x" by an all-to-all, the partial sums all-reduced (3 collectives).
    out = ours(CASES["doc_example_dot"], FULL_SHARDY)
    assert 'sdy.reshard %arg0 <@mesh, [{}, {"y"}]>' in out
    assert 'sdy.all_reduce {"y"}' in out
    # By cost: the rhs gathered along "x" and the partial sums all-reduced (2).
    out = ours(CASES["doc_example_dot"], FULL)
    assert 'sdy.reshard %arg1 <@mesh, [{"y"}, {}]>' in out
    assert 'sdy.all_reduce {"y"}' in out and out.count("sdy.reshard") == 1


def module_weight(text: str) -> float:
    """Bytes each device sends in ``text`` once its reshards are lowered to collectives,
    each collective that sends any weighing ``COLLECTIVE_BYTES`` more."""
    module = parse_module(text, "<case>")
    run_passes(module, ["sdy-reshard-to-collectives"])
    meshes = module.meshes()
    total, collectives = 0, 0
    for op in module.walk():
        if op.name in SDY_COLLECTIVES:
            out = op.properties["out_sharding"]
            assert isinstance(out, TensorSharding) and isinstance(out.mesh, str)
            sent = collective_cost(op, meshes[out.mesh]).bytes_per_device
            total, collectives = total + sent, collectives + (sent > 0)
    return total + COLLECTIVE_BYTES * collectives


def assert_conflict_free(text: str) -> None:
    """Every op with a rule sees one sharding per factor, no axis on two factors, and
    need-replication factors unsharded."""
    module = parse_module(text, "<case>")
    meshes = module.meshes()
    for op in module.walk():
        rule = rule_for(op, default_for_unknown=False)
        if rule is None or op.name.startswith("sdy."):
            continue
        ins = [value_sharding(v) for v in op.operands]
        outs = [value_sharding(v) for v in op.results]
        names = {s.mesh for s in (*ins, *outs) if s is not None and not s.is_fully_replicated()}
        if len(names) != 1:
            continue
        mesh = meshes[str(next(iter(names)))]
        projection = ShardingProjection.build(ins, outs, rule, mesh, closed_if_missing=True)
        assert already_compatible(projection, rule, mesh) is not None, f"{op.name} conflicts"


# Where the cheapest choice is not Shardy's: each weighs less (checked below).
CHEAPER_THAN_SHARDY = {"elementwise_three_way", "scatter", "doc_example_dot",
                       "concatenate_same", "gather", "dynamic_slice", "sort_need_replication",
                       "cholesky", "dot_sub_axes"}


@pytest.mark.jax
@pytest.mark.parametrize("name", CASES)
def test_full_cost_mode_weighs_no_more_than_shardy(name: str) -> None:
    pytest.importorskip("jaxlib")
    from tests.oracle.mlir import normalise
    from tests.oracle.shardy import run_shardy

    theirs = run_shardy(CASES[name], FULL)
    mine = ours(CASES[name], FULL)
    if normalise(mine) == theirs:
        assert name not in CHEAPER_THAN_SHARDY
        return
    assert name in CHEAPER_THAN_SHARDY
    assert module_weight(mine) < module_weight(theirs)
    assert_conflict_free(mine)

"""Decoded plans pin every op result with a sharding constraint to its own sharding (XLA
re-decides an op's ``sdy.sharding``; constraints bind), and the pins cost nothing."""

from __future__ import annotations

import planner
from planner.encode.cost.evaluator import evaluate_plan
from planner.model.dialects.value_sharding import value_sharding
from planner.model.ir.core import Operation
from tests.conftest import REPO

EXAMPLE = REPO / "planner" / "examples" / "mlp.mlir"
_SDY = ("sdy.sharding_constraint", "sdy.reshard", "sdy.sharding_group")


def _ruled_results(module: Operation) -> list:
    return [r for op in module.walk() if op.name.startswith("stablehlo.")
            and op.name != "stablehlo.constant" for r in op.results if r.rank and r.users]


def test_every_used_result_is_read_only_through_its_pin() -> None:
    result = planner.plan(EXAMPLE, time_limit=5)
    results = _ruled_results(result.module)
    assert results
    for r in results:
        users = r.users
        assert len(users) == 1 and users[0].name == "sdy.sharding_constraint", users
        pin = users[0]
        assert pin.properties["sharding"] == value_sharding(r)
        assert value_sharding(pin.results[0]) == value_sharding(r)


def test_pins_cost_nothing() -> None:
    result = planner.plan(EXAMPLE, time_limit=5)
    unpinned = result.module.clone()
    for op in list(unpinned.walk()):
        if op.name == "sdy.sharding_constraint" and op.operands[0].owner_op is not None \
                and op.operands[0].owner_op.name.startswith("stablehlo."):
            op.results[0].replace_all_uses_with(op.operands[0])
            op.erase()
    assert not any(op.name == "sdy.sharding_constraint" for op in unpinned.walk())
    pinned, bare = evaluate_plan(result.module), evaluate_plan(unpinned)
    assert pinned.step_time_s == bare.step_time_s
    assert pinned.peak_memory_bytes == bare.peak_memory_bytes
    assert pinned.collectives == bare.collectives

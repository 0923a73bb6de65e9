"""Ops are named by the constants of ``op_names``, and every table registers a name once."""

from __future__ import annotations

import ast
import io
import pathlib
import tokenize

import pytest

from planner.model.dialects import traits
from planner.model.ir.op_names import HLO, SDY, OpName, Trait, all_ops, traits_of
from planner.model.ir.op_table import DuplicateRegistration, OpTable
from planner.model.rules import registry
from planner.runtime import elementwise, interpreter

PACKAGE = pathlib.Path(__file__).resolve().parents[2] / "planner"
# The MLIR parser and printer spell op names as the text does; op_names declares them.
MAY_SPELL = ("model/text/", "model/ir/op_names.py")


def _sources() -> list[pathlib.Path]:
    return [p for p in sorted(PACKAGE.rglob("*.py"))
            if not str(p.relative_to(PACKAGE)).startswith(MAY_SPELL)]


def test_no_op_name_literals_outside_the_definitions() -> None:
    ops = set(all_ops())
    found = []
    for path in _sources():
        for tok in tokenize.generate_tokens(io.StringIO(path.read_text()).readline):
            if tok.type == tokenize.STRING and tok.string[1:-1] in ops and \
                    tok.string[0] == tok.string[-1]:
                found.append(f"{path.relative_to(PACKAGE)}:{tok.start[0]}: {tok.string}")
    assert found == []


def test_no_dict_display_repeats_a_key() -> None:
    """A repeated key in a dict display silently keeps the last value (ruff sees only
    literal keys, not ``HLO.ADD``)."""
    repeated = []
    for path in _sources():
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Dict):
                keys = [ast.unparse(k) for k in node.keys if k is not None]
                repeated += [f"{path.relative_to(PACKAGE)}:{node.lineno}: {k}"
                             for k in sorted(set(keys)) if keys.count(k) > 1]
    assert repeated == []


def test_an_op_name_is_its_text_and_carries_its_traits() -> None:
    assert HLO.DOT_GENERAL == "stablehlo.dot_general"
    assert {"stablehlo.dot_general": 1}[HLO.DOT_GENERAL] == 1
    assert HLO.DOT_GENERAL.traits == {Trait.CONTRACTION}
    assert traits_of("stablehlo.exponential") == {Trait.UNARY_ELEMENTWISE, Trait.EXPENSIVE,
                                                  Trait.TRANSCENDENTAL}
    assert traits_of("stablehlo.no_such_op") == frozenset()
    sdy_collectives = {
        SDY.ALL_GATHER, SDY.ALL_SLICE, SDY.ALL_REDUCE, SDY.REDUCE_SCATTER, SDY.ALL_TO_ALL,
        SDY.COLLECTIVE_PERMUTE, SDY.REPLICATED_TO_UNREDUCED, SDY.SHARDED_TO_UNREDUCED}
    assert sdy_collectives == traits.SDY_COLLECTIVES
    assert HLO.ADD in traits.FUSIBLE and HLO.REDUCE in traits.FUSION_CONSUMERS
    assert HLO.REDUCE not in traits.FUSIBLE


def test_a_second_registration_is_refused() -> None:
    table: OpTable[int] = OpTable("test table")
    table.register(HLO.ADD)(1)
    with pytest.raises(DuplicateRegistration, match=r"test table: stablehlo\.add is "
                       r"registered twice"):
        table.register(HLO.SUBTRACT, HLO.ADD)(2)
    assert dict(table) == {HLO.ADD: 1}
    with pytest.raises(DuplicateRegistration, match=r"stablehlo\.add"):
        OpTable.union("both", table, OpTable("other", {HLO.ADD: 3}))


def test_the_rule_registry_and_the_interpreter_refuse_a_second_registration() -> None:
    with pytest.raises(DuplicateRegistration, match=r"sharding rules: stablehlo\.add"):
        registry.register(HLO.ADD)(lambda op, conservative: None)
    assert registry.lookup(HLO.ADD) is not None
    with pytest.raises(DuplicateRegistration, match=r"the interpreter: stablehlo\.add"):
        OpTable.union("the interpreter", interpreter.PER_DEVICE, elementwise.OPS)


def test_ops_are_declared_once() -> None:
    names = [v for d in (HLO, SDY) for v in vars(d).values() if isinstance(v, OpName)]
    assert len(names) == len(set(names))

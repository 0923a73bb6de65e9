"""The sharding-rule registry: exact expected rules per op family, and a differential test
against Shardy's own ``sdy-populate-op-sharding-rules`` (through jaxlib)."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pytest

from planner.model.dialects.ops import op_sharding_rule
from planner.model.ir.core import Operation
from planner.model.rules import (
    canonical_rule,
    is_known,
    registered_ops,
    rule_for,
    safe_default_rule,
    same_rule,
)
from planner.model.rules.elementwise import CHLO_POINTWISE_OPS
from planner.model.sharding.rule import OpShardingRule
from planner.model.text.io import parse_module
from tests.conftest import corpus_files
from tests.encode.rule_cases import CASES, f


def target(text: str) -> Operation:
    """The last op before ``func.return`` in the (only) function of ``text``."""
    module = parse_module(text, "<case>")
    func = next(op for op in module.walk() if op.name == "func.func")
    return func.regions[0].blocks[0].ops[-2]


def body(rule: OpShardingRule | None) -> str | None:
    """The canonical rule's text between ``#sdy.op_sharding_rule<`` and ``>``."""
    if rule is None:
        return None
    return str(canonical_rule(rule)).removeprefix("#sdy.op_sharding_rule<").removesuffix(">")


# (case, expected canonical rule, conservative)
EXPECTED: list[tuple[str, str | None, bool]] = [
    ("add", "([i, j], [i, j])->([i, j]) {i=8, j=4}", False),
    ("scalar_add", "([], [])->([])", False),
    ("select_scalar_pred", "([], [i, j], [i, j])->([i, j]) {i=8, j=4}", False),
    ("clamp_scalar", "([], [i, j], [])->([i, j]) {i=8, j=4}", False),
    ("bitcast_widen", "([i, j])->([i, j, k]) {i=8, j=4, k=4} need_replication={k}", False),
    ("batch_norm_inference", "([i, j, k], [j], [j], [j], [j])->([i, j, k]) {i=4, j=8, k=6}", False),
    ("broadcast_in_dim", "([i, j])->([k, i, l]) {i=4, j=1, k=3, l=5}", False),
    ("broadcast_keep_1", "([i, j])->([i, k, j]) {i=1, j=4, k=2}", False),
    ("transpose", "([i, j, k])->([k, i, j]) {i=2, j=3, k=4}", False),
    ("concatenate", "([i, j], [i, j])->([i, j]) {i=8, j=10} need_replication={j}", False),
    ("concatenate", "([i, j], [i, k])->([i, l]) {i=8, j=1, k=1, l=1}", True),
    ("concatenate_slices", "([i, j], [i, j])->([i, j]) {i=8, j=4} permutation={i}", False),
    ("concatenate_slices", "([i, j], [k, j])->([l, j]) {i=1, j=4, k=1, l=1}", True),
    ("concatenate_slice_and_self", "([i, j], [i, j])->([i, j]) {i=10, j=4} permutation={i}", False),
    ("slice", "([i, j])->([i, j]) {i=8, j=4} permutation={i}", False),
    ("slice", "([i, j])->([i, j]) {i=8, j=4} permutation={i} blocked_propagation={i}", True),
    ("pad", "([i, j], [])->([i, j]) {i=8, j=4} permutation={j}", False),
    ("pad", "([i, j], [])->([i, j]) {i=8, j=4} permutation={j} blocked_propagation={j}", True),
    ("reverse", "([i, j])->([i, j]) {i=8, j=4} permutation={j}", False),
    ("iota", None, False),
    ("constant", None, False),
    ("dynamic_slice",
     "([i, j], [], [])->([i, j]) {i=8, j=4} need_replication={i} blocked_propagation={i}", False),
    ("dynamic_update_slice",
     "([i, j], [k, j], [], [])->([i, j]) {i=8, j=4, k=2} need_replication={k}", False),
    ("dynamic_update_slice_const", "([i, j], [k, j], [], [])->([i, j]) {i=8, j=4, k=2}", False),
    ("reduce", "([i, j, k], [])->([i, k]) {i=8, j=4, k=6} reduction={j}", False),
    ("reduce_two", "([i, j], [i, j], [], [])->([j], [j]) {i=8, j=4} reduction={i}", False),
    ("reduce_window", "([i, j], [])->([i, j]) {i=8, j=8} permutation={j}", False),
    ("reduce_window",
     "([i, j], [])->([i, j]) {i=8, j=8} permutation={j} blocked_propagation={j}", True),
    ("cumsum_window", "([i, j], [])->([i, j]) {i=4, j=16} permutation={j}", False),
    ("select_and_scatter",
     "([i, j], [i, k], [])->([i, j]) {i=8, j=16, k=8} need_replication={k} permutation={j}",
     False),
    ("select_and_scatter",
     "([i, j], [i, k], [])->([i, j]) {i=8, j=16, k=8} need_replication={k} permutation={j} "
     "blocked_propagation={j, k}", True),
    ("sort", "([i, j])->([i, j]) {i=8, j=4} need_replication={j}", False),
    ("sort_only_dim",
     "([i, j])->([i, j]) {i=1, j=4} need_replication={j} blocked_propagation={j}", False),
    ("cholesky", "([i, j, k])->([i, j, k]) {i=2, j=4, k=4} need_replication={j, k}", False),
    ("triangular_solve_left",
     "([i, j, k], [i, j, l])->([i, k, l]) {i=2, j=4, k=4, l=3} need_replication={j, k, l}",
     False),
    ("triangular_solve_right_t",
     "([i, j, k], [i, l, j])->([i, l, k]) {i=2, j=4, k=4, l=3} need_replication={j, k, l}",
     False),
    ("fft", "([i, j, k])->([i, j, k]) {i=4, j=8, k=16} need_replication={j, k}", False),
    ("rfft", "([i, j])->([i, j]) {i=4, j=16} need_replication={j} blocked_propagation={j}",
     False),
    ("rng_bit_generator",
     "([i])->([i], [j, k]) {i=2, j=8, k=4} need_replication={i} blocked_propagation={i}", False),
    ("all_gather", "([i, j])->([i, k]) {i=8, j=4, k=8} need_replication={j, k}", False),
    ("all_to_all", "([i, j])->([k, l]) {i=8, j=4, k=4, l=8} need_replication={i, j, k, l}",
     False),
    ("reduce_scatter", "([i, j])->([k, j]) {i=8, j=4, k=4} need_replication={i, k}", False),
    ("all_reduce", "([i, j])->([i, j]) {i=8, j=4}", False),
    ("custom_call_erf", "([i, j])->([i, j]) {i=8, j=4}", False),
    ("custom_call_callback", None, False),
    ("custom_call_eigh", "([i, j, k])->([i, j, k], [i, k]) {i=3, j=4, k=4}", False),
    ("custom_call_topk",
     "([i, j])->([i, j], [i, j]) {i=3, j=16} need_replication={j} blocked_propagation={j}",
     False),
    ("custom_call_approx_topk",
     "([i, j], [i, j], [], [])->([i, k], [i, k]) {i=3, j=16, k=4} need_replication={k} "
     "blocked_propagation={k}", False),
    ("dot_mm", "([i, j], [j, k])->([i, k]) {i=8, j=16, k=4} reduction={j}", False),
    ("dot_vm", "([i], [i, j])->([j]) {i=16, j=4} reduction={i}", False),
    ("dot_general_mm", "([i, j], [j, k])->([i, k]) {i=8, j=16, k=4} reduction={j}", False),
    ("dot_general_batched",
     "([i, j, k], [i, l, k])->([i, j, l]) {i=2, j=8, k=16, l=4} reduction={k}", False),
    ("dot_general_multi",
     "([i, j, k, l, m], [m, l, j, n])->([j, i, k, n]) {i=3, j=2, k=8, l=16, m=5, n=4} "
     "reduction={l, m}", False),
    ("gather_embedding",
     "([i, j], [k, l])->([k, j]) {i=100, j=16, k=8, l=1} reduction={i} need_replication={l}",
     False),
    ("gather_sliced_offset",
     "([i, j], [k, l])->([k, j]) {i=100, j=16, k=8, l=1} reduction={i} need_replication={j, l} "
     "blocked_propagation={j}", False),
    ("gather_size1_offset",
     "([i, j], [k, l])->([k, m, j]) {i=100, j=16, k=8, l=2, m=1} reduction={i} "
     "need_replication={l, m}", False),
    ("gather_batching",
     "([i, j, k], [i, l, m])->([i, l, k]) {i=4, j=100, k=16, l=8, m=1} reduction={j} "
     "need_replication={m}", False),
    ("scatter_add",
     "([i, j], [k, l], [k, j])->([i, j]) {i=100, j=16, k=8, l=1} reduction={k} "
     "need_replication={l}", False),
    ("scatter_set",
     "([i, j], [k, l], [k, j])->([i, j]) {i=100, j=16, k=8, l=1} need_replication={k, l}", False),
    ("scatter_sliced_window",
     "([i, j], [k, l], [k, m])->([i, j]) {i=100, j=16, k=8, l=1, m=4} reduction={k} "
     "need_replication={j, l, m}", False),
    ("scatter_batching",
     "([i, j, k], [i, l, m], [i, l, k])->([i, j, k]) {i=4, j=100, k=16, l=8, m=1} "
     "reduction={l} need_replication={m}", False),
    ("conv2d_strided",
     "([i, j, kl, mn], [o, j, l, n])->([i, o, k, m]) {i=8, j=3, k=16, l=2, m=16, n=2, o=16} "
     "reduction={j, l, n} permutation={k, m}", False),
    ("conv2d_strided",
     "([i, j, k, l], [m, j, n, o])->([i, m, p, q]) {i=8, j=3, k=1, l=1, m=16, n=1, o=1, p=1, "
     "q=1} reduction={j}", True),
    ("conv1d_big_kernel",
     "([i, j, k], [l, j, k])->([i, l, m]) {i=2, j=4, k=8, l=6, m=1} reduction={j, k}", False),
    ("conv_depthwise",
     "([i, j, k, l], [m, n, o, lp])->([i, j, k, lp]) {i=8, j=14, k=14, l=4, m=1, n=1, o=1, p=2} "
     "reduction={o} permutation={j, k}", False),
    ("conv_batch_group",
     "([ij, k, l, m], [n, o, m, i])->([j, k, l, i]) {i=2, j=4, k=14, l=14, m=4, n=1, o=1} "
     "reduction={m} permutation={k, l}", False),
    ("conv_1x1",
     "([i, j, k, l], [m, n, l, o])->([i, j, k, p]) {i=8, j=16, k=16, l=4, m=1, n=1, o=1, p=1} "
     "reduction={l} permutation={j, k}", False),
    # reshape: merge, split, mixed, no common factor, size-1 dimensions
    ("reshape_8x4_to_2x16", "([ij, k])->([i, jk]) {i=2, j=4, k=4}", False),
    ("reshape_8x4_to_32", "([i, j])->([ij]) {i=8, j=4}", False),
    ("reshape_32_to_8x4", "([ij])->([i, j]) {i=8, j=4}", False),
    ("reshape_2x3x4_to_6x4", "([i, j, k])->([ij, k]) {i=2, j=3, k=4}", False),
    ("reshape_6x4_to_2x3x4", "([ij, k])->([i, j, k]) {i=2, j=3, k=4}", False),
    ("reshape_4x6_to_6x4", "([ij, kl])->([im, nl]) {i=2, j=2, k=3, l=2, m=3, n=2}", False),
    ("reshape_3x5_to_5x3", "([i, j])->([k, l]) {i=3, j=5, k=5, l=3}", False),
    ("reshape_1x8x1x4_to_8x4", "([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=4}", False),
    ("reshape_8x4_to_1x32x1", "([i, j])->([k, ij, l]) {i=8, j=4, k=1, l=1}", False),
    ("reshape_2x1x6_to_3x4", "([i, j, kl])->([m, nl]) {i=2, j=1, k=3, l=2, m=3, n=2}", False),
    ("reshape_12x10_to_8x15", "([ij, kl])->([im, nl]) {i=4, j=3, k=2, l=5, m=2, n=3}", False),
    ("reshape_16x6_to_4x24", "([ij, k])->([i, jk]) {i=4, j=4, k=6}", False),
    ("reshape_2x3x5_to_5x6", "([i, j, k])->([l, m]) {i=2, j=3, k=5, l=5, m=6}", False),
    ("reshape_8_to_2x2x2", "([ijk])->([i, j, k]) {i=2, j=2, k=2}", False),
    ("reshape_1_to_1x1", "([i])->([j, k]) {i=1, j=1, k=1}", False),
    ("reshape_4x1_to_4", "([i, j])->([i]) {i=4, j=1}", False),
]


@pytest.mark.parametrize(("case", "expected", "conservative"), EXPECTED,
                         ids=[f"{c}{'-conservative' if k else ''}" for c, _, k in EXPECTED])
def test_rule(case: str, expected: str | None, conservative: bool) -> None:
    assert body(rule_for(target(CASES[case]), conservative)) == expected


def test_every_case_has_an_expectation_or_differential() -> None:
    assert {c for c, _, _ in EXPECTED} <= set(CASES)


def test_user_rule_wins() -> None:
    op = target(CASES["custom_call_user_rule"])
    rule = rule_for(op)
    assert rule is op_sharding_rule(op) and rule is not None and rule.is_custom


def test_existing_rule_wins_on_registered_op() -> None:
    text = CASES["add"].replace(
        ': (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>',
        '{sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=4} '
        'need_replication={i}, custom>} : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>')
    assert body(rule_for(target(text))) == \
        "([i, j], [i, j])->([i, j]) {i=8, j=4} need_replication={i}, custom"


@pytest.mark.parametrize("case", ["custom_call_unknown", "unknown_stablehlo"])
def test_unknown_op_safe_default(case: str) -> None:
    op = target(CASES[case])
    assert not is_known(op)
    rule = rule_for(op)
    assert rule == safe_default_rule(op)
    assert body(rule) is not None
    assert set(rule.need_replication) == set(range(rule.num_factors))
    assert rule_for(op, default_for_unknown=False) is None


def test_unknown_default_keeps_tensors_apart() -> None:
    rule = safe_default_rule(target(CASES["custom_call_unknown"]))
    assert body(rule) == \
        "([i, j])->([k, l]) {i=8, j=4, k=4, l=8} need_replication={i, j, k, l}"


def test_x64_combine_feeding_rng_is_blocked() -> None:
    module = parse_module(CASES["custom_call_x64"])
    ops = [op for op in module.walk() if op.name == "stablehlo.custom_call"]
    assert body(rule_for(ops[0])) == \
        "([i], [i])->([i]) {i=2} need_replication={i} blocked_propagation={i}"
    assert body(rule_for(ops[1])) == "([i], [i])->([i]) {i=2}"


def test_registry_lists_families() -> None:
    ops = registered_ops()
    for name in ("stablehlo.add", "stablehlo.reshape", "stablehlo.dot_general",
                 "stablehlo.convolution", "stablehlo.gather", "stablehlo.scatter",
                 "stablehlo.reduce", "stablehlo.custom_call", "sdy.sharding_constraint"):
        assert name in ops


def test_canonical_rule_renumbers_by_first_appearance() -> None:
    a = OpShardingRule((4, 8, 2), (((1,), (2, 0)),), (((1,), (2,)),), reduction=(0,))
    b = OpShardingRule((8, 2, 4), (((0,), (1, 2)),), (((0,), (1,)),), reduction=(2,))
    assert canonical_rule(a) == canonical_rule(b) == b
    assert same_rule(a, b)
    assert not same_rule(a, OpShardingRule((8, 2, 4), (((0,), (1, 2)),), (((0,), (1,)),)))
    assert same_rule(None, None) and not same_rule(a, None)


# -- differential against Shardy (jaxlib) ---------------------------------------------------------
def shardy_rules(text: str, conservative: bool) -> list[Operation]:
    """Ops of ``text`` after Shardy's ``sdy-populate-op-sharding-rules``, in walk order."""
    import jax._src.interpreters.mlir as jm
    from jaxlib.mlir import ir, passmanager

    option = "{conservative-propagation=true}" if conservative else ""
    with jm.make_ir_context():
        module = ir.Module.parse(text)
        passmanager.PassManager.parse(
            f"builtin.module(func.func(sdy-populate-op-sharding-rules{option}))"
        ).run(module.operation)
        out = module.operation.get_asm(print_generic_op_form=True)
    return list(parse_module(out, "<shardy>").walk())


def explain_difference(op: Operation, ours: OpShardingRule | None,
                       theirs: OpShardingRule | None) -> str | None:
    """Why ours may differ from Shardy's rule for ``op``; None when it may not.

    * an op unknown to Shardy's registry gets no rule there (nothing propagates through it,
      but nothing stops it from being sharded either); we give it the safe default, every
      dimension need-replication, so the planner never shards what it does not understand;
    * element-wise chlo ops: Shardy's registry does not list them because XLA decomposes
      chlo into element-wise StableHLO before propagation; we give them that decomposition's
      element-wise rule.
    """
    if theirs is None and op.name in CHLO_POINTWISE_OPS and ours is not None:
        return "chlo element-wise (Shardy sees it only after decomposition)"
    if theirs is None and ours == safe_default_rule(op) and not is_known(op):
        return "unknown to the registry: safe need-replication default"
    return None


def differential(text: str, conservative: bool, counts: Counter[str],
                 failures: list[str], label: str) -> None:
    mine = list(parse_module(text, label).walk())
    theirs = shardy_rules(text, conservative)
    assert [o.name for o in mine] == [o.name for o in theirs]
    for ours_op, their_op in zip(mine, theirs, strict=True):
        if ours_op.name in ("builtin.module", "func.func"):
            continue
        ours, expected = rule_for(ours_op, conservative), op_sharding_rule(their_op)
        if same_rule(ours, expected):
            counts["equal"] += 1
            continue
        reason = explain_difference(ours_op, ours, expected)
        if reason:
            counts[f"different ({reason}): {ours_op.name}"] += 1
        else:
            counts["different (unexplained)"] += 1
            failures.append(f"{label} {ours_op.name} conservative={conservative}\n"
                            f"  ours   {ours}\n  shardy {expected}")


def random_reshapes(seed: int, count: int) -> str:
    """One function with ``count`` random reshapes between shapes of equal size."""
    rng = random.Random(seed)
    primes = [2, 2, 2, 3, 3, 5, 7]
    lines, args = [], []
    for n in range(count):
        factors = [rng.choice(primes) for _ in range(rng.randint(1, 6))]

        def split(fs: list[int]) -> str:
            dims: list[int] = []
            for x in rng.sample(fs, len(fs)):
                if dims and rng.random() < 0.5:
                    dims[-1] *= x
                else:
                    dims.append(x)
            for _ in range(rng.randint(0, 1)):
                dims.insert(rng.randint(0, len(dims)), 1)
            return "x".join(map(str, dims))

        a, b = split(factors), split(factors)
        args.append(f"%a{n}: tensor<{a}xf32>")
        lines.append(f'%r{n} = "stablehlo.reshape"(%a{n}) : (tensor<{a}xf32>) -> '
                     f'tensor<{b}xf32>')
    return f(", ".join(args), "\n".join(lines))


@pytest.mark.jax
@pytest.mark.parametrize("conservative", [False, True])
def test_differential_cases(conservative: bool, capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("jaxlib")
    counts: Counter[str] = Counter()
    failures: list[str] = []
    for name, text in CASES.items():
        differential(text, conservative, counts, failures, name)
    differential(random_reshapes(7, 200), conservative, counts, failures, "random_reshapes")
    with capsys.disabled():
        print(f"\nrule differential, own cases, conservative={conservative}: {dict(counts)}")
    assert not failures, "\n".join(failures)


@pytest.mark.jax
@pytest.mark.parametrize("conservative", [False, True])
def test_differential_corpus(conservative: bool, capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("jaxlib")
    counts: Counter[str] = Counter()
    failures: list[str] = []
    files = corpus_files("*.generic.mlir")
    assert files
    for path in files:
        differential(Path(path).read_text(), conservative, counts, failures, path.name)
    with capsys.disabled():
        print(f"\nrule differential, corpus ({len(files)} programs), "
              f"conservative={conservative}: {dict(counts)}")
    assert not failures, "\n".join(failures)


REDUCER_BODIES = Path(__file__).parent / "data" / "reducer_bodies.mlir"


@pytest.mark.jax
def test_rules_inside_reducer_bodies_match_shardy(capsys: pytest.CaptureFixture[str]) -> None:
    # Shardy's populate pass walks into every region: the scalar ops of reduce,
    # reduce_window, scatter and sort bodies get the rule of a scalar element-wise op.
    # (MLIR's pretty form of a one-op reducer, `applies stablehlo.add`, cannot print
    # the attribute, which is why Shardy's pretty output seems to lack it.)
    import jax._src.interpreters.mlir as jm
    from jaxlib.mlir import ir

    from planner.cli import main

    assert main(["rules", str(REDUCER_BODIES)]) == 0
    ours = capsys.readouterr().out
    body_rules = [line.strip().split(" = ", 1)[1].split(" {", 1)[0] for line in ours.splitlines()
                  if "<([], [])->([])>" in line or "<([])->([])>" in line]
    # (the source's names kept, made unique in the function)
    assert body_rules == ["stablehlo.add %arg3, %arg4", "stablehlo.maximum %a, %b",
                          "stablehlo.negate %m", "stablehlo.add %a_1, %b_1",
                          "stablehlo.add %a_2, %b_2", "stablehlo.compare GT, %a_3, %b_3, FLOAT"]
    theirs = shardy_rules(REDUCER_BODIES.read_text(), conservative=False)
    with jm.make_ir_context():
        ours_generic = ir.Module.parse(ours).operation.get_asm(print_generic_op_form=True)
    mine = list(parse_module(ours_generic, "<ours>").walk())
    assert [(o.name, op_sharding_rule(o)) for o in mine] == \
        [(o.name, op_sharding_rule(o)) for o in theirs]

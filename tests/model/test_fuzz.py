"""Fuzzing the parser (and verifier): mutated programs either parse or fail with a
located ``PlannerError`` -- never another exception, never a hang.

Seeds are the corpus programs (generic, pretty and Shardy-propagated forms) and the
reference examples. Each mutant gets one of: deleted / duplicated / swapped tokens,
wrong tensor sizes, unknown axis names, bad sub-axes, grammar fragments spliced in,
truncation, random bytes, deep nesting. The campaign's seed is printed and named in every
failure; ``PLANNER_FUZZ_SEED`` runs another (a fixed one by default: drawn seeds still
find malformed window ops the verifier lets through), ``PLANNER_FUZZ_MUTANTS`` a longer
one.
"""

from __future__ import annotations

import os
import random
import re
import signal
import time
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from types import FrameType, ModuleType

import pytest

from planner.model.ir.diagnostics import PlannerError
from planner.model.text.io import parse_module, print_module
from tests.conftest import CORPUS

ERROR_FORMAT = re.compile(r"^[^:]+:\d+:\d+: error: .+", re.S)
MUTANTS = int(os.environ.get("PLANNER_FUZZ_MUTANTS", "400"))
SEED = int(os.environ.get("PLANNER_FUZZ_SEED", "20240611"))
TIME_LIMIT_S = 2.0
MAX_SEED_CHARS = 12_000  # bigger programs add parse time, not new syntax

REFERENCE_CASES = Path(__file__).parent / "data" / "reference"

# Tokens of MLIR text, coarse but enough to cut and splice at meaningful places.
_TOKEN = re.compile(r'"(?:[^"\\\n]|\\.)*"|[%@^#!][\w.$#-]*|[A-Za-z_][\w.$]*|-?\d+(?:\.\d+)?'
                    r"(?:[eE][+-]?\d+)?|->|::|\S")
_TENSOR_DIM = re.compile(r"(?<=tensor<)(?:\d+x)*\d+|(?<=x)\d+(?=x)")
_AXIS_NAME = re.compile(r'(?<=[{,] )"[^"\\]{1,12}"|(?<=\{)"[^"\\]{1,12}"')
_NUMBER = re.compile(r"(?<![\w.])\d+(?![\w.])")

FRAGMENTS = (
    "#sdy.sharding<", "<@mesh, [{", "{?}p", "}p-1", '"x":(', "):(", "->", "::", ":", ",",
    "%0#7", "%arg0", "^bb1:", "^bb0(%a: tensor<f32>):", "loc(", "#loc1", "!stablehlo.token",
    "dense<", "array<i64:", "tensor<?x", "tensor<*xf32>", "tuple<", "(", ")", "{", "}", "[",
    "]", "<", ">", '"', "\\", "@", "#", "sdy.mesh @m = <[]>", "sdy.return", "return", "%",
    "0x", "1e400", "-0", "99999999999999999999999", "affine_map<(d0) -> (d0)>",
    '"stablehlo.add"(', "stablehlo.add", "#sdy<manual_axes{", "#sdy.op_sharding_rule<([",
    "z_99999", "unit", "true", "module {", "func.func @f() {", "attributes {", "\x00", "é",
)


@dataclass(frozen=True)
class Mutant:
    seed_name: str
    operator: str
    text: str


def _seeds() -> list[tuple[str, str]]:
    paths = sorted(CORPUS.glob("*.mlir")) + sorted(REFERENCE_CASES.glob("**/*.mlir"))
    seeds = [(p.name, p.read_text()) for p in paths]
    return [(n, t) for n, t in seeds if len(t) <= MAX_SEED_CHARS]


def _spans(text: str) -> list[tuple[int, int]]:
    return [m.span() for m in _TOKEN.finditer(text)]


def _pick(rng: random.Random, pattern: re.Pattern[str], text: str) -> tuple[int, int] | None:
    found = [m.span() for m in pattern.finditer(text)]
    return rng.choice(found) if found else None


def _splice(text: str, span: tuple[int, int], new: str) -> str:
    return text[:span[0]] + new + text[span[1]:]


# Each operator returns the mutated text (or None when it does not apply to ``text``).
def _delete_token(rng: random.Random, text: str) -> str | None:
    spans = _spans(text)
    return _splice(text, rng.choice(spans), "") if spans else None


def _duplicate_token(rng: random.Random, text: str) -> str | None:
    spans = _spans(text)
    if not spans:
        return None
    a, b = rng.choice(spans)
    return text[:b] + " " + text[a:b] + text[b:]


def _swap_tokens(rng: random.Random, text: str) -> str | None:
    spans = _spans(text)
    if len(spans) < 2:
        return None
    i = rng.randrange(len(spans) - 1)
    j = i + 1 if rng.random() < 0.7 else rng.randrange(i + 1, len(spans))
    (a0, a1), (b0, b1) = spans[i], spans[j]
    return text[:a0] + text[b0:b1] + text[a1:b0] + text[a0:a1] + text[b1:]


def _wrong_tensor_size(rng: random.Random, text: str) -> str | None:
    span = _pick(rng, _TENSOR_DIM, text)
    if span is None:
        return None
    dims = text[span[0]:span[1]].split("x")
    dims[rng.randrange(len(dims))] = rng.choice(["0", "1", "3", "7", "?", "-1", "",
                                                 "123456789012345678901234567890"])
    return _splice(text, span, "x".join(dims))


def _unknown_axis(rng: random.Random, text: str) -> str | None:
    span = _pick(rng, _AXIS_NAME, text)
    return _splice(text, span, rng.choice(['"nope"', '""', '"x\\"y"', '"\\FF"'])) if span else None


def _bad_sub_axis(rng: random.Random, text: str) -> str | None:
    span = _pick(rng, _AXIS_NAME, text)
    if span is None:
        return None
    bad = rng.choice(["(0)0", "(1)1", "(3)5", "(2)", "()2", "(-1)2", "(1)999999999999", "(4)2:(1)2",
                      "(1)64", "(2)4"])
    return text[:span[1]] + ":" + bad + text[span[1]:]


def _change_number(rng: random.Random, text: str) -> str | None:
    span = _pick(rng, _NUMBER, text)
    new = rng.choice(["-1", "0", "65", "999999999999999999999", "0x7fffffffffffffff", "1.5"])
    return _splice(text, span, new) if span else None


def _splice_fragment(rng: random.Random, text: str) -> str | None:
    at = rng.randrange(len(text) + 1)
    return text[:at] + rng.choice(FRAGMENTS) + text[at:]


def _truncate(rng: random.Random, text: str) -> str | None:
    return text[:rng.randrange(len(text) + 1)]


def _random_bytes(rng: random.Random, text: str) -> str | None:
    at = rng.randrange(len(text) + 1)
    junk = bytes(rng.randrange(256) for _ in range(rng.randint(1, 8))).decode("latin-1")
    return text[:at] + junk + text[at:]


def _deep_nesting(rng: random.Random, text: str) -> str | None:
    at = rng.randrange(len(text) + 1)
    opener = rng.choice(["(", "[", "{", "<", "tensor<", "[[", "#sdy.sharding<"])
    depth = rng.choice([50, 1000, 20_000])
    closer = {"(": ")", "[": "]", "{": "}", "<": ">", "tensor<": ">", "[[": "]]",
              "#sdy.sharding<": ">"}[opener]
    tail = closer * depth if rng.random() < 0.5 else ""
    return text[:at] + opener * depth + tail + text[at:]


OPERATORS: dict[str, Callable[[random.Random, str], str | None]] = {
    "delete-token": _delete_token,
    "duplicate-token": _duplicate_token,
    "swap-tokens": _swap_tokens,
    "wrong-tensor-size": _wrong_tensor_size,
    "unknown-axis": _unknown_axis,
    "bad-sub-axis": _bad_sub_axis,
    "change-number": _change_number,
    "splice-fragment": _splice_fragment,
    "truncate": _truncate,
    "random-bytes": _random_bytes,
    "deep-nesting": _deep_nesting,
}


def mutants(count: int, seed: int) -> Iterator[Mutant]:
    rng = random.Random(seed)
    seeds = _seeds()
    names = sorted(OPERATORS)
    made = 0
    while made < count:
        seed_name, text = rng.choice(seeds)
        op = names[made % len(names)]  # every operator gets its share
        # Sometimes stack a second mutation on the first.
        mutated = OPERATORS[op](rng, text)
        if mutated is not None and rng.random() < 0.25:
            second = rng.choice(names)
            mutated = OPERATORS[second](rng, mutated) or mutated
            op = f"{op}+{second}"
        if mutated is None or mutated == text:
            continue
        made += 1
        yield Mutant(seed_name, op, mutated)


class _Timeout(Exception):
    pass


@contextmanager
def _time_limit(seconds: float) -> Iterator[None]:
    """Interrupt the body after ``seconds`` (SIGALRM where available), so a hang fails
    the test instead of stalling it; elsewhere only the elapsed time is checked."""
    if not hasattr(signal, "setitimer"):
        yield
        return

    def on_alarm(signum: int, frame: FrameType | None) -> None:
        raise _Timeout

    previous = signal.signal(signal.SIGALRM, on_alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def _verifier() -> ModuleType | None:
    try:
        import planner.model.verify.verifier as verifier
    except ImportError:
        return None
    return verifier


def _check_error(e: PlannerError, what: str) -> str | None:
    text = str(e)
    return None if ERROR_FORMAT.match(text) else f"{what}: badly formatted error {text!r}"


def run_mutant(m: Mutant, verifier: ModuleType | None) -> str | None:
    """None when ``m`` behaves; otherwise what went wrong."""
    try:
        module = parse_module(m.text, "mutant.mlir")
    except PlannerError as e:
        return _check_error(e, "parse")
    # Whatever parses can be printed, in either form.
    printed = [print_module(module, generic=generic) for generic in (False, True)]
    if verifier is None:
        return None
    errors = verifier.verify(module)
    for e in errors:
        if not isinstance(e, PlannerError):
            return f"verify returned a non-PlannerError {e!r}"
        problem = _check_error(e, "verify")
        if problem:
            return problem
    if not errors:
        # A valid module's printed text parses back (an invalid one, e.g. a func whose
        # block arguments disagree with its signature, may not: MLIR's neither).
        for text in printed:
            try:
                parse_module(text, "printed.mlir")
            except PlannerError as e:
                return f"verified module prints text that does not parse: {e}"
    return None


def test_fuzz_parser_and_verifier() -> None:
    print(f"parser fuzz: {MUTANTS} mutants, seed {SEED} (PLANNER_FUZZ_SEED={SEED} repeats it)")
    verifier = _verifier()
    failures: list[str] = []
    seen_ops: set[str] = set()
    start = time.perf_counter()
    for i, m in enumerate(mutants(MUTANTS, SEED)):
        seen_ops.add(m.operator.split("+")[0])
        t0 = time.perf_counter()
        try:
            with _time_limit(TIME_LIMIT_S):
                problem = run_mutant(m, verifier)
        except _Timeout:
            problem = f"took longer than {TIME_LIMIT_S} s"
        except Exception as e:  # anything but a PlannerError is a bug
            where = traceback.extract_tb(e.__traceback__)[-1]
            problem = f"{type(e).__name__}: {e} (raised at {Path(where.filename).name}:" \
                      f"{where.lineno} in {where.name})"
        elapsed = time.perf_counter() - t0
        if problem is None and elapsed > TIME_LIMIT_S:
            problem = f"took {elapsed:.2f} s"
        if problem is not None:
            failures.append(f"mutant #{i} ({m.operator} of {m.seed_name}): {problem}")
    assert seen_ops == set(OPERATORS)
    assert not failures, f"seed {SEED}: {len(failures)} of {MUTANTS} mutants misbehaved:\n" + "\n".join(
        failures[:20])
    # The whole campaign stays cheap enough to run on every test run.
    assert MUTANTS > 400 or time.perf_counter() - start < 60


@pytest.mark.parametrize("depth", [10, 5_000, 200_000])
def test_deep_nesting_is_a_located_error(depth: int) -> None:
    for opener in ("(", "[", "{", "<", "#sdy.sharding<", '"test.op"() {a = ', "tensor<"):
        with _time_limit(TIME_LIMIT_S):
            try:
                parse_module(opener * depth, "deep.mlir")
            except PlannerError as e:
                assert ERROR_FORMAT.match(str(e)), str(e)
            else:
                pytest.fail(f"{opener!r} * {depth} parsed")


def test_nesting_limit_keeps_printing_and_verifying_safe() -> None:
    """The deepest input the parser takes still prints, re-parses and verifies (no
    RecursionError downstream); one level more is a located error."""
    from planner.model.text.parser import MAX_NESTING

    def nest(depth: int) -> str:
        return '"t.op"() ({\n' * depth + "}) : () -> ()\n" * depth

    # The implicit module around top-level ops is one of the levels.
    module = parse_module(nest(MAX_NESTING - 1), "deep.mlir")
    for generic in (False, True):
        parse_module(print_module(module, generic=generic), "printed.mlir")
    verifier = _verifier()
    if verifier is not None:
        verifier.verify(module)
    with pytest.raises(PlannerError, match="nests too deeply"):
        parse_module(nest(MAX_NESTING), "deep.mlir")


# Reduced from fuzz campaigns (PLANNER_FUZZ_MUTANTS=5000, seeds 1 and 7): invalid programs
# the verifier must report, not crash on or wave through.
_MESH = 'sdy.mesh @mesh = <["a"=2, "b"=2]>\n'
_TANH = ('%1 = "stablehlo.tanh"(%0) {{sdy.sharding = #sdy.sharding_per_value<[<@mesh, {}>]>}}'
         " : (tensor<8x8xf32>) -> tensor<8x8xf32>")
KNOWN_FINDINGS = [
    pytest.param(_MESH + "func.func @main(%0: tensor<8x8xf32>) -> tensor<8x8xf32> {\n  "
                 + _TANH.format('[{"a"}, {"nope"}]') + "\n"
                 "  %2 = sdy.collective_permute %1 out_sharding=<@mesh, [{\"a\"}, {\"b\"}]>"
                 " : tensor<8x8xf32>\n  return %2 : tensor<8x8xf32>\n}\n",
                 id="unknown-axis-in-collective-operand"),
    pytest.param(_MESH + "func.func @main(%0: tensor<8x8xf32>) -> tensor<8x8xf32> {\n  "
                 + _TANH.format('[{"a"}, {}], unreduced={"nope"}') + "\n"
                 '  %2 = sdy.replicated_to_unreduced {"b"} %1 out_sharding=<@mesh, [{"a"}, {}],'
                 ' unreduced={"b"}> : tensor<8x8xf32>\n  return %2 : tensor<8x8xf32>\n}\n',
                 id="unknown-unreduced-axis-in-collective-operand"),
    pytest.param('"builtin.module"() ({\n  "func.func"() <{function_type = (tensor<4xf32>) -> '
                 'tensor<8xf32>, sym_name = "f"}> ({\n  ^bb0(%arg0: tensor<8xf32>):\n'
                 '    "func.return"(%arg0) : (tensor<8xf32>) -> ()\n  }) : () -> ()\n'
                 "}) : () -> ()\n",
                 id="entry-block-arguments-disagree-with-signature"),
    pytest.param('"builtin.module"() ({\n  "func.func"() <{function_type = (tensor<8xf32>) -> '
                 'tensor<8xf32>, sym_name = "f", sym_visibility = "p[]rivate"}> ({\n'
                 '  ^bb0(%arg0: tensor<8xf32>):\n    "func.return"(%arg0) : (tensor<8xf32>) -> ()'
                 "\n  }) : () -> ()\n}) : () -> ()\n",
                 id="symbol-visibility-not-a-keyword"),
    pytest.param("func.func @f(%arg0: tensor<8xf32>) -> tensor<8xf32> {\n"
                 '  "test.wrap"() ({\n    "func.return"(%arg0) : (tensor<8xf32>) -> ()\n'
                 "  }) : () -> ()\n  return %arg0 : tensor<8xf32>\n}\n",
                 id="func-return-outside-func"),
]


@pytest.mark.parametrize("text", KNOWN_FINDINGS)
def test_fuzz_finding_is_reported(text: str) -> None:
    verifier = _verifier()
    if verifier is None:
        pytest.skip("no verifier yet")
    module = parse_module(text, "finding.mlir")
    errors = verifier.verify(module)
    assert errors and all(ERROR_FORMAT.match(str(e)) for e in errors)

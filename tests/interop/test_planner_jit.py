"""planner.jit: a function compiled from its planned module computes what jax.jit does,
with the plan's shardings on its arguments and results."""

from __future__ import annotations

import re

import numpy as np
import pytest

jax = pytest.importorskip("jax")
jnp = jax.numpy
P = jax.sharding.PartitionSpec

import planner  # noqa: E402
from planner.interop.jax import jax_shardings  # noqa: E402

pytestmark = pytest.mark.jax


def _mlp(params, x):  # type: ignore[no-untyped-def]
    hidden = jnp.tanh(x @ params["w1"])
    return {"y": hidden @ params["w2"], "norm": jnp.sum(hidden * hidden)}


@pytest.fixture(scope="module")
def mesh():  # type: ignore[no-untyped-def]
    if len(jax.devices()) < 8:
        pytest.skip("needs 8 virtual CPU devices")
    return jax.make_mesh((2, 4), ("data", "model"))


def _args():  # type: ignore[no-untyped-def]
    rng = np.random.default_rng(0)
    params = {"w1": rng.standard_normal((64, 256), np.float32) / 8,
              "w2": rng.standard_normal((256, 32), np.float32) / 16}
    return params, rng.standard_normal((16, 64), np.float32)


def test_planned_function_computes_what_jax_jit_does(mesh) -> None:  # type: ignore[no-untyped-def]
    f = planner.jit(_mlp, mesh=mesh, in_shardings=(None, P("data")), time_limit=5)
    params, x = _args()
    got = f(params, x)
    want = jax.jit(_mlp)(params, x)
    np.testing.assert_allclose(np.asarray(got["y"]), np.asarray(want["y"]), rtol=1e-5,
                               atol=1e-5)
    np.testing.assert_allclose(float(got["norm"]), float(want["norm"]), rtol=1e-5)
    result = f.plan(params, x)
    ins, outs = jax_shardings(result.module, mesh)
    # The compiled function's shardings are the plan's, argument by argument.
    assert got["y"].sharding.spec == outs[1].spec  # results flatten by key: norm, y
    assert ins[2].spec == P("data")  # the caller's annotation holds
    compiled = f.lower(params, x).compile()
    flat_in = jax.tree.leaves(compiled.input_shardings[0])
    assert [s.spec for s in flat_in] == [s.spec for s in ins]


def test_the_plan_is_made_once_per_signature(mesh) -> None:  # type: ignore[no-untyped-def]
    f = planner.jit(_mlp, mesh=mesh, in_shardings=(None, P("data")), time_limit=5)
    params, x = _args()
    first = f.plan(params, x)
    assert f.plan(params, x) is first
    assert f.plan(params, x[:8]) is not first  # another batch: another plan


def _dot_shardings(text: str) -> list[str]:
    """The sharding each dot_general's result has in ``text``: on the op, or in the
    constraint that takes the op's result."""
    found = []
    for line in text.splitlines():
        if "stablehlo.dot_general" not in line:
            continue
        if "#sdy.sharding_per_value<[" in line:
            found.append(line.split("#sdy.sharding_per_value<[")[1].split("]>]>")[0] + "]>")
            continue
        name = line.split("=")[0].strip()
        constraint = re.search(rf"sdy.sharding_constraint {name} (<@mesh, [^>]*>)", text)
        found.append(constraint.group(1) if constraint else "none")
    return found


def test_xla_compiles_the_planned_shardings(mesh) -> None:  # type: ignore[no-untyped-def]
    f = planner.jit(_mlp, mesh=mesh, in_shardings=(None, P("data")), time_limit=5)
    params, x = _args()
    compiled_ir = str(f.lower(params, x).compiler_ir())
    planned = _dot_shardings(planner.to_text(f.plan(params, x).module))
    assert len(planned) == 2 and all('"data"' in s for s in planned)  # the batch's axis
    assert _dot_shardings(compiled_ir) == planned

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
    # (the fastest plan; the default trades it for one four times leaner and half as fast)
    f = planner.jit(_mlp, mesh=mesh, in_shardings=(None, P("data")), time_limit=5,
                    memory_weight=0)
    params, x = _args()
    compiled_ir = str(f.lower(params, x).compiler_ir())
    planned = _dot_shardings(planner.to_text(f.plan(params, x).module))
    assert len(planned) == 2 and all('"data"' in s for s in planned)  # the batch's axis
    assert _dot_shardings(compiled_ir) == planned


def _loss(params, x, y):  # type: ignore[no-untyped-def]
    hidden = jnp.tanh(x @ params["w1"] + params["b1"])
    return jnp.mean((hidden @ params["w2"] - y) ** 2)


def _train_step(params, momentum, x, y, lr):  # type: ignore[no-untyped-def]
    loss, grads = jax.value_and_grad(_loss)(params, x, y)
    momentum = jax.tree.map(lambda m, g: 0.9 * m + g, momentum, grads)
    return jax.tree.map(lambda p, m: p - lr * m, params, momentum), momentum, loss


def _training_args():  # type: ignore[no-untyped-def]
    rng = np.random.default_rng(3)
    params = {"w1": rng.standard_normal((64, 256), np.float32) / 8,
              "b1": np.zeros(256, np.float32),
              "w2": rng.standard_normal((256, 32), np.float32) / 16}
    x, y = (rng.standard_normal((32, n), np.float32) for n in (64, 32))
    return params, jax.tree.map(np.zeros_like, params), x, y


# (a donated state shares its buffers with the new state: a lower cap shards it)
@pytest.mark.parametrize(("donate", "cap"), [((), 400_000), ((0, 1), 300_000)])
def test_a_training_loop_runs_and_equals_one_device(mesh, donate, cap) -> None:  # type: ignore[no-untyped-def]
    """Under a cap that the replicated state does not fit, the planned step shards the
    state; the new state keeps its layout, so step 2 takes what step 1 gave."""
    step = planner.jit(_train_step, mesh=mesh, in_shardings=(None, None, P("data"),
                                                               P("data")),
                       static_argnums=4, donate_argnums=donate, time_limit=5,
                       memory_cap=cap)
    params, momentum, x, y = _training_args()
    want = (params, momentum)
    got = jax.device_put((params, momentum), jax.devices()[0])
    for i in range(3):
        before = jax.tree.leaves(got)
        *got, loss = step(*got, x, y, 0.1)
        *want, want_loss = jax.jit(_train_step, static_argnums=4)(*want, x, y, 0.1)
        # (the first step takes copies laid out as planned; later ones the state itself)
        assert all(a.is_deleted() for a in before) == (bool(donate) and i > 0)
        np.testing.assert_allclose(float(loss), float(want_loss), rtol=1e-5)
    for a, b in zip(jax.tree.leaves(got), jax.tree.leaves(want), strict=True):
        np.testing.assert_allclose(np.asarray(a), np.asarray(b), rtol=2e-5, atol=2e-6)
    ins, _ = jax_shardings(step.plan(*got, x, y, 0.1).module, mesh)
    assert [a.sharding.spec for a in jax.tree.leaves(got)] == [s.spec for s in ins[:6]]
    assert any(s.spec != P() for s in ins[:6])  # the cap shards the state


def test_static_and_keyword_arguments_are_taken_as_jax_jit_takes_them(mesh) -> None:  # type: ignore[no-untyped-def]
    def scaled(x, w, *, scale, bias):  # type: ignore[no-untyped-def]
        return scale * jnp.tanh(x @ w) + bias

    f = planner.jit(scaled, mesh=mesh, static_argnames="scale", time_limit=5)
    x, w = (np.random.default_rng(4).standard_normal(s, np.float32) for s in
            ((16, 64), (64, 32)))
    bias = np.ones(32, np.float32)
    for scale in (1.0, 2.0):
        got = f(x, w, scale=scale, bias=bias)
        np.testing.assert_allclose(np.asarray(got), scale * np.tanh(x @ w) + bias,
                                   rtol=1e-5, atol=1e-5)
    assert len(f._cache) == 2  # one plan per static value


def test_state_handed_back_is_found_part_by_part() -> None:
    S = jax.ShapeDtypeStruct
    f32 = jnp.float32
    params = {"b": S((8,), f32), "w": S((4, 8), f32)}
    x = S((2, 4), f32)
    loss = S((), f32)
    ties = planner.interop.jax.state_ties
    # (params, momentum, batch) -> (params, momentum, loss): leaf i keeps argument i
    assert ties(jax, (params, params, x), (params, params, loss)) == \
        [(0, 0), (1, 1), (2, 2), (3, 3)]
    # ((params, momentum), batch) -> (loss, (params, momentum)): found inside the tuple
    assert ties(jax, ((params, params), x), (loss, (params, params))) == \
        [(1, 0), (2, 1), (3, 2), (4, 3)]
    # step(w, x) -> (w, loss): a whole array argument handed back at the top
    assert ties(jax, (S((4, 4), f32), S((4, 4), f32)), (S((4, 4), f32), loss)) == [(0, 0)]
    # deeper, an array of an argument's shape is not state by chance
    assert ties(jax, (x,), ({"a": {"b": x}},)) == []


def test_donating_one_of_two_alike_states_ties_without_conflict(mesh) -> None:  # type: ignore[no-untyped-def]
    """Donating the momentum alone: jax pairs its buffers with the first results of their
    types (the new parameters), the pytrees pair it with the new momentum; the donation's
    pairs win and the rest are tied by pytree, without a result tied twice."""
    params, momentum, x, y = _training_args()
    step = planner.jit(_train_step, mesh=mesh, static_argnums=4, donate_argnums=1,
                       time_limit=3)
    got = (params, momentum)
    want = (params, momentum)
    for _ in range(3):
        *got, _ = step(*got, x, y, 0.1)
        *want, _ = jax.jit(_train_step, static_argnums=4)(*want, x, y, 0.1)
    for a, b in zip(jax.tree.leaves(got), jax.tree.leaves(want), strict=True):
        np.testing.assert_allclose(np.asarray(a), np.asarray(b), rtol=2e-5, atol=2e-6)

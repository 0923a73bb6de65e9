"""JAX interop: functions to modules, module shardings back to JAX shardings."""

from __future__ import annotations

import numpy as np
import pytest

import planner
from planner.model.dialects.ops import MeshOp
from planner.model.ir.diagnostics import PlannerError
from planner.model.text.io import parse_module, print_module

jax = pytest.importorskip("jax")
jnp = jax.numpy
P = jax.sharding.PartitionSpec

from planner.interop.jax import from_jax, jax_shardings  # noqa: E402

pytestmark = pytest.mark.jax


def _mlp(x, w1, w2):  # type: ignore[no-untyped-def]
    return jnp.maximum(x @ w1, 0.0) @ w2


ARGS = [jax.ShapeDtypeStruct((16, 32), jnp.float32), jax.ShapeDtypeStruct((32, 64), jnp.float32),
        jax.ShapeDtypeStruct((64, 32), jnp.float32)]


@pytest.fixture(scope="module")
def mesh():  # type: ignore[no-untyped-def]
    if len(jax.devices()) < 8:
        pytest.skip("needs 8 virtual CPU devices")
    return jax.make_mesh((2, 4), ("data", "model"))


def test_from_jax_keeps_the_given_shardings(mesh) -> None:  # type: ignore[no-untyped-def]
    module = from_jax(_mlp, *ARGS, mesh=mesh, in_shardings=(P("data"), None, P(None, "model")))
    text = print_module(module)
    assert '%arg0: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}' in text
    assert '%arg2: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}' in text
    ins, outs = jax_shardings(module, mesh)
    assert [s.spec for s in ins] == [P("data"), P(), P(None, "model")]
    assert [s.spec for s in outs] == [P()]


def test_from_jax_adds_the_mesh_when_nothing_names_it(mesh) -> None:  # type: ignore[no-untyped-def]
    module = from_jax(_mlp, *ARGS, mesh=mesh)
    (mesh_op,) = [op for op in module.body.ops if isinstance(op, MeshOp)]
    assert str(mesh_op.mesh) == '#sdy.mesh<["data"=2, "model"=4]>'
    assert str(module.attributes["mhlo.num_partitions"]) == "8 : i32"
    # what the text says is what jaxlib reads back
    assert print_module(parse_module(print_module(module))) == print_module(module)


def test_jax_shardings_run_under_jit(mesh) -> None:  # type: ignore[no-untyped-def]
    text = '''sdy.mesh @mesh = <["data"=2, "model"=4]>
func.func @main(%a: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>},
                %b: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>},
                %c: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>})
    -> (tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "model"}, {}]>}) {
  return %a : tensor<16x32xf32>
}'''
    ins, outs = jax_shardings(parse_module(text), mesh)
    assert [s.spec for s in ins] == [P("data"), P(None, "model"), P("model")]
    assert [s.spec for s in outs] == [P(("data", "model"))]
    rng = np.random.default_rng(0)
    xs = [rng.standard_normal(a.shape, dtype=np.float32) for a in ARGS]
    got = jax.jit(_mlp, in_shardings=ins, out_shardings=outs[0])(*xs)
    np.testing.assert_allclose(np.asarray(got), _mlp(*xs), rtol=1e-5, atol=1e-5)
    assert got.sharding.spec == P(("data", "model"))


@pytest.mark.parametrize(("sharding", "message"), [
    ('[{"model":(1)2}, {}]', 'argument 0 is sharded on the sub-axis "model":(1)2, which a JAX '
                             "PartitionSpec cannot express: plan with whole_axes_io "
                             "(--whole-axes-io)"),
    ('[{}, {}], unreduced={"data"}', "argument 0 has unreduced axes, which a NamedSharding "
                                      "cannot express"),
])
def test_what_jax_cannot_express_is_an_error(mesh, sharding: str, message: str) -> None:  # type: ignore[no-untyped-def]
    text = f'''sdy.mesh @mesh = <["data"=2, "model"=4]>
func.func @main(%a: tensor<16x32xf32> {{sdy.sharding = #sdy.sharding<@mesh, {sharding}>}})
    -> tensor<16x32xf32> {{
  return %a : tensor<16x32xf32>
}}'''
    with pytest.raises(PlannerError) as e:
        jax_shardings(parse_module(text), mesh)
    assert str(e.value) == f"<jax>:0:0: error: {message}"


def test_from_jax_plan_jax_shardings_jit_end_to_end(mesh) -> None:  # type: ignore[no-untyped-def]
    """The whole loop: a JAX function lowered with a batch-sharded input, planned within
    a memory cap that replicated weights overflow, its plan's shardings given back to
    ``jax.jit`` on 8 virtual CPU devices: same numbers as the unsharded function, outputs
    laid out as planned."""
    import planner

    module = planner.from_jax(_mlp, *ARGS, mesh=mesh, in_shardings=(P("data"), None, None))
    result = planner.plan(module, time_limit=5.0, memory_cap="12KiB")
    ins, outs = result.jax_shardings()
    assert ins[0].spec == P("data")  # the annotation holds
    assert all("model" in str(s.spec) for s in ins[1:])  # the free axis shards the weights
    rng = np.random.default_rng(1)
    xs = [rng.standard_normal(a.shape, dtype=np.float32) for a in ARGS]
    got = jax.jit(_mlp, in_shardings=ins, out_shardings=outs[0])(*xs)
    np.testing.assert_allclose(np.asarray(got), _mlp(*xs), rtol=1e-4, atol=1e-4)
    assert got.sharding.spec == outs[0].spec
    assert [str(s.spec) for s in ins] == [str(s.spec) for s in
                                          planner.plan(module, time_limit=5.0,
                                                       memory_cap="12KiB").jax_shardings(mesh)[0]]


def test_a_prng_key_on_jax_empty_mesh_plans_and_simulates(mesh) -> None:  # type: ignore[no-untyped-def]
    """JAX puts a typed PRNG key on an axis-less @empty_mesh beside the real mesh: the
    key holds on any mesh (replicated), the program plans, its plan simulates equal."""
    import planner

    def noisy(key, x):  # type: ignore[no-untyped-def]
        return x * jax.random.uniform(key, x.shape), jax.random.split(key)[0]

    module = from_jax(noisy, jax.random.key(0), jax.ShapeDtypeStruct((8, 16), jnp.float32),
                      mesh=mesh, in_shardings=(None, P("data")))
    assert "sdy.sharding<@empty_mesh, [{}]>" in print_module(module)
    result = planner.plan(module, time_limit=5)
    assert result.report.mesh.startswith("@mesh")
    ins, _ = result.jax_shardings(mesh)
    assert ins[0].spec == P() and ins[1].spec == P("data")
    assert planner.simulate(result.module).ok


def test_from_jax_names_each_argument_by_its_path(mesh) -> None:  # type: ignore[no-untyped-def]
    def step(params, x):  # type: ignore[no-untyped-def]
        return _mlp(x, params["w1"], params["w2"])

    params = {"w1": ARGS[1], "w2": ARGS[2]}
    module = from_jax(step, params, ARGS[0], mesh=mesh)
    names = [a.source_name for a in module.entry_function().body.args]
    assert names == ["params['w1']", "params['w2']", "x"]
    assert 'loc("params[\'w2\']")' in print_module(module)
    r = planner.plan(module, pins=("params['w2']=P('model', None)",), time_limit=3,
                     baseline="none")
    assert str(r.module.entry_function().arg_sharding(1)) == \
        '#sdy.sharding<@mesh, [{"model"}, {}]>'

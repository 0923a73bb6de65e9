"""Our simulated outputs equal XLA's: the compiled executable (``tests/oracle/xla.py``, N virtual
CPU devices) runs on the same inputs. XLA accumulates f32 in f32, we in f64, so the check
is relative to each output's largest magnitude (1e-4)."""

from __future__ import annotations

import numpy as np
import pytest

from planner.model.text.io import parse_file, parse_module
from planner.runtime.simulate import simulate
from tests.conftest import CORPUS

pytestmark = pytest.mark.jax

# gathers, scatters and a training step among them (jaxlib 0.10.2's partitioner passes
# crash on the embedding; planner's partition pipeline runs them)
PROGRAMS = ["mlp2_2x4_tp.shardy_propagated", "moe_2x4_manual.shardy_propagated",
            "gpt1_2x4_tp", "embed_2x4_tp.shardy_propagated",
            "train_mlp2_2x4_fsdp"]


@pytest.mark.parametrize("name", PROGRAMS)
def test_simulated_outputs_equal_xla(name: str) -> None:
    pytest.importorskip("jax")
    from tests.oracle import xla as oracle
    from tests.runtime.jaxlib_partition import partitioner as partition

    path = CORPUS / f"{name}.mlir"
    text = path.read_text()
    compiled = oracle.compile_text(text)
    result = simulate(parse_file(path), partitioner=partition)  # type: ignore[arg-type]
    assert result.ok
    xla = oracle.run(compiled, result.inputs)
    for ours, theirs in zip(result.outputs, xla, strict=True):
        theirs = np.asarray(theirs)
        assert ours.shape == theirs.shape
        if ours.dtype.kind in "iub":
            np.testing.assert_array_equal(ours, theirs)
            continue
        scale = float(np.abs(theirs.astype(np.float64)).max()) or 1.0
        assert float(np.abs(ours.astype(np.float64) - theirs).max()) <= 1e-4 * scale


def test_collective_permute_without_self_loops_equals_xla() -> None:
    # Devices that receive nothing get zeros; a pair list that is not a permutation of
    # the group (device 2 sends, nobody sends to 3) is what ppermute lowers to.
    jax = pytest.importorskip("jax")
    import jax.numpy as jnp
    from jax.sharding import NamedSharding
    from jax.sharding import PartitionSpec as P

    from tests.oracle import xla as oracle

    mesh = jax.make_mesh((2, 4), ("data", "model"),
                         axis_types=(jax.sharding.AxisType.Explicit,) * 2)
    spec = P("data", "model")
    f = jax.shard_map(lambda a: jax.lax.ppermute(a, "model", [(0, 1), (1, 2), (3, 0)]),
                      mesh=mesh, in_specs=spec, out_specs=spec)
    arg = jax.ShapeDtypeStruct((4, 8), jnp.float32, sharding=NamedSharding(mesh, spec))
    text = jax.jit(f).lower(arg).as_text()
    x = np.arange(32, dtype=np.float32).reshape(4, 8)
    result = simulate(parse_module(text, "<ppermute>"), [x])  # type: ignore[arg-type]
    assert result.ok
    want = oracle.run(oracle.compile_text(text), [x])[0]
    np.testing.assert_array_equal(result.outputs[0], want)
    assert not want[:, 6:].any()  # the fourth shard received nothing


# Reshapes that split or merge a dimension sharded unevenly or on a custom device order,
# and an all_to_all on a padded dimension: our partitioner's numbers against XLA's.
_MESH = 'sdy.mesh @mesh = <["x"=4, "y"=2]>\n'
_UNEVEN = {
    "split_uneven": _MESH + """func.func @main(%a: tensor<6x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<2x3x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}, {}]>}) {
  %0 = stablehlo.reshape %a : (tensor<6x4xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}""",
    "merge_uneven": _MESH + """func.func @main(%a: tensor<3x4x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {"x"}, {}]>}) -> (tensor<12x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y", "x"}, {}]>}) {
  %0 = stablehlo.reshape %a : (tensor<3x4x2xf32>) -> tensor<12x2xf32>
  return %0 : tensor<12x2xf32>
}""",
    "split_device_order": """sdy.mesh @mesh = <["x"=2, "y"=4], device_ids=[7, 6, 5, 4, 3, 2, 1, 0]>
func.func @main(%a: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y", "x"}, {}]>}) -> (tensor<2x4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}, {}]>}) {
  %0 = stablehlo.reshape %a : (tensor<8x4xf32>) -> tensor<2x4x4xf32>
  return %0 : tensor<2x4x4xf32>
}""",
    "all_to_all_padded": _MESH + """func.func @main(%a: tensor<6x10xf32>) -> tensor<6x10xf32> {
  %0 = stablehlo.tanh %a {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : tensor<6x10xf32>
  %1 = sdy.all_to_all [{"x"}: 0->1] %0 out_sharding=<@mesh, [{}, {"x"}]> : tensor<6x10xf32>
  %2 = stablehlo.negate %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"x"}]>]>} : tensor<6x10xf32>
  %3 = sdy.all_gather [{}, {"x"}] %2 out_sharding=<@mesh, [{}, {}]> : tensor<6x10xf32>
  return %3 : tensor<6x10xf32>
}""",
}


@pytest.mark.parametrize("name", sorted(_UNEVEN))
def test_uneven_reshapes_and_all_to_all_equal_xla(name: str) -> None:
    pytest.importorskip("jax")
    from tests.oracle import xla as oracle

    text = _UNEVEN[name]
    result = simulate(parse_module(text, f"<{name}>"))  # type: ignore[arg-type]
    assert result.ok, result
    want = oracle.run(oracle.compile_text(text), result.inputs)
    for ours, theirs in zip(result.outputs, want, strict=True):
        np.testing.assert_allclose(ours, np.asarray(theirs), rtol=1e-6, atol=1e-6)


def test_exact_gelu_and_top_k_equal_xla() -> None:
    # what model libraries bring: exact GELU (erf, erfc), lgamma, top-k routing
    jax = pytest.importorskip("jax")
    import jax.numpy as jnp
    from jax.sharding import NamedSharding
    from jax.sharding import PartitionSpec as P

    from tests.oracle import xla as oracle

    mesh = jax.make_mesh((2, 4), ("data", "model"),
                         axis_types=(jax.sharding.AxisType.Explicit,) * 2)

    def f(x: jax.Array) -> tuple[jax.Array, ...]:
        gelu = 0.5 * x * (1 + jax.lax.erf(x / jnp.sqrt(2.0)))
        values, indices = jax.lax.top_k(gelu, 3)
        return gelu, jax.lax.erfc(x), jax.lax.lgamma(jnp.abs(x) + 0.5), values, indices

    arg = jax.ShapeDtypeStruct((8, 16), jnp.float32,
                               sharding=NamedSharding(mesh, P("data", None)))
    text = jax.jit(f).lower(arg).as_text()
    assert all(f"chlo.{name}" in text for name in ("erf", "erfc", "lgamma", "top_k"))
    x = np.linspace(-6, 6, 128, dtype=np.float32).reshape(8, 16)
    result = simulate(parse_module(text, "<gelu>"), [x])  # type: ignore[arg-type]
    assert result.ok, result
    want = oracle.run(oracle.compile_text(text), [x])
    for ours, theirs in zip(result.outputs, want, strict=True):
        theirs = np.asarray(theirs)
        if ours.dtype.kind in "iu":
            np.testing.assert_array_equal(ours, theirs)
        else:  # XLA's f32 approximations against exact math rounded to f32
            np.testing.assert_allclose(ours, theirs, rtol=2e-6, atol=1e-6)

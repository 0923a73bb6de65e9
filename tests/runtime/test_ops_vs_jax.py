"""The reference interpreter against jax on CPU: jax lowers a function to StableHLO, our
interpreter runs that text, the results must match jax's exactly (edge semantics) or to
float rounding."""

from __future__ import annotations

import numpy as np
import pytest

from planner.model.text.io import parse_module
from planner.runtime.simulate import reference

pytestmark = pytest.mark.jax


def _check(fn, *args, exact: bool = True, rtol: float = 1e-6) -> None:
    jax = pytest.importorskip("jax")
    text = jax.jit(fn).lower(*args).as_text()
    module = parse_module(text, "<jax>")
    want = jax.jit(fn)(*args)
    want = list(want) if isinstance(want, tuple) else [want]
    got = reference(module, [np.asarray(a) for a in args])  # type: ignore[arg-type]
    assert len(got) == len(want)
    for g, w in zip(got, want, strict=True):
        w = np.asarray(w)
        assert g.shape == w.shape and g.dtype == w.dtype, (g.dtype, w.dtype, g.shape, w.shape)
        if exact:
            if g.dtype.kind == "V":  # bf16: numpy compares NaNs of custom floats unequal
                g, w = g.astype(np.float64), w.astype(np.float64)
            np.testing.assert_array_equal(g, w)
        else:
            wide = np.complex128 if g.dtype.kind == "c" else np.float64
            np.testing.assert_allclose(g.astype(wide), w.astype(wide), rtol=rtol, atol=rtol)


I32 = np.array([7, -7, 7, -7, 0, -2147483648, -2147483648, 5, 3], np.int32)
J32 = np.array([2, 2, -2, -2, 0, -1, 0, 0, 7], np.int32)


def test_integer_division_and_remainder() -> None:
    from jax import lax
    _check(lambda x, y: (lax.div(x, y), lax.rem(x, y)), I32, J32)


def test_unsigned_division_by_zero() -> None:
    from jax import lax
    x = np.array([7, 0, 9], np.uint32)
    y = np.array([0, 0, 2], np.uint32)
    _check(lambda a, b: (lax.div(a, b), lax.rem(a, b)), x, y)


def test_shifts_out_of_range() -> None:
    from jax import lax
    x = np.array([1, -8, 255, -1, 3], np.int32)
    s = np.array([0, 1, 31, 32, -1], np.int32)
    _check(lambda a, b: (lax.shift_left(a, b), lax.shift_right_logical(a, b),
                         lax.shift_right_arithmetic(a, b)), x, s)


def test_nan_comparisons_and_minmax() -> None:
    import jax.numpy as jnp
    x = np.array([np.nan, 1.0, np.nan, -0.0, np.inf], np.float32)
    y = np.array([1.0, np.nan, np.nan, 0.0, np.inf], np.float32)
    _check(lambda a, b: (a < b, a == b, a != b, a >= b, jnp.maximum(a, b), jnp.minimum(a, b)),
           x, y)


def test_convert_float_to_int_saturates() -> None:
    x = np.array([np.nan, np.inf, -np.inf, 3e9, -3e9, 2.7, -2.7, 0.5], np.float32)
    _check(lambda a: (a.astype(np.int32), a.astype(np.uint8), a.astype(bool)), x)


def test_convert_bf16_round_to_nearest_even() -> None:
    import jax.numpy as jnp
    x = np.array([1.00390625, 1.01171875, -3.3e38, 1e-40, np.nan, 65504.0], np.float32)
    _check(lambda a: (a.astype(jnp.bfloat16), a.astype(jnp.float16)), x)


def test_elementwise_float() -> None:
    import jax
    import jax.numpy as jnp
    rng = np.random.default_rng(0)
    x = rng.standard_normal((4, 5)).astype(np.float32)
    y = rng.standard_normal((4, 5)).astype(np.float32) + 3
    _check(lambda a, b: (jnp.exp(a), jnp.log(b), jnp.tanh(a), jax.lax.rsqrt(b), jnp.sqrt(b),
                         a / b, jnp.sign(a), jnp.floor(a), jnp.round(a), jax.nn.sigmoid(a),
                         jnp.abs(a), a ** 2, jnp.clip(a, -0.5, 0.5), jnp.where(a > 0, a, b)),
           x, y, exact=False)


def test_gather_clamps_and_scatter_drops_out_of_bounds() -> None:
    x = np.arange(10, dtype=np.float32)
    idx = np.array([-3, 0, 4, 9, 12], np.int32)
    upd = np.ones(5, np.float32)
    _check(lambda a, i: a[i], x, idx)
    _check(lambda a, i, u: a.at[i].add(u, mode="drop"), x, idx, upd)
    _check(lambda a, i, u: a.at[i].set(u, mode="drop"), x, np.array([1, 3, 20, -1, 2],
                                                                      np.int32), upd)


def test_gather_batched_rows() -> None:
    rng = np.random.default_rng(1)
    table = rng.standard_normal((16, 8)).astype(np.float32)
    ids = rng.integers(0, 16, (3, 5)).astype(np.int32)
    _check(lambda t, i: t[i], table, ids)


def test_reductions_and_windows() -> None:
    import jax
    import jax.numpy as jnp
    rng = np.random.default_rng(2)
    x = rng.standard_normal((2, 6, 6, 3)).astype(np.float32)
    _check(lambda a: (a.sum(axis=(1, 2)), a.max(axis=0), jnp.argmax(a, axis=3),
                      jax.lax.reduce_window(a, -jnp.inf, jax.lax.max, (1, 2, 2, 1),
                                            (1, 2, 2, 1), "VALID"),
                      jnp.cumsum(a, axis=1)), x, exact=False, rtol=1e-5)


def test_dot_and_convolution() -> None:
    import jax
    rng = np.random.default_rng(3)
    a = rng.standard_normal((2, 3, 4)).astype(np.float32)
    b = rng.standard_normal((2, 4, 5)).astype(np.float32)
    img = rng.standard_normal((2, 7, 7, 4)).astype(np.float32)
    ker = rng.standard_normal((3, 3, 4, 6)).astype(np.float32)
    ker_g = rng.standard_normal((3, 3, 2, 6)).astype(np.float32)
    dn = ("NHWC", "HWIO", "NHWC")
    _check(lambda x, y: x @ y, a, b, exact=False, rtol=1e-5)
    _check(lambda x, k: jax.lax.conv_general_dilated(x, k, (2, 1), "SAME",
                                                     dimension_numbers=dn), img, ker,
           exact=False, rtol=1e-4)
    _check(lambda x, k: jax.lax.conv_general_dilated(x, k, (1, 1), ((1, 2), (0, 1)),
                                                     lhs_dilation=(2, 1), rhs_dilation=(1, 2),
                                                     dimension_numbers=dn,
                                                     feature_group_count=2), img, ker_g,
           exact=False, rtol=1e-4)


def test_control_flow() -> None:
    import jax
    x = np.array([3.0, -1.0], np.float32)
    _check(lambda a: jax.lax.fori_loop(0, 5, lambda i, v: v * 2 + i, a), x)
    _check(lambda a, i: jax.lax.switch(i, [lambda v: v + 1, lambda v: v * 3,
                                           lambda v: -v], a), x, np.int32(1))
    _check(lambda a, i: jax.lax.switch(i, [lambda v: v + 1, lambda v: v * 3], a), x,
           np.int32(7))
    _check(lambda a: jax.lax.cond(a[0] > 0, lambda v: v - 1, lambda v: v + 1, a), x)


def test_shape_ops_and_sort() -> None:
    import jax
    import jax.numpy as jnp
    rng = np.random.default_rng(4)
    x = rng.standard_normal((4, 6)).astype(np.float32)
    _check(lambda a: (a.T.reshape(3, 8), jnp.concatenate([a, a], 1), a[1:3, ::2],
                      jnp.pad(a, ((1, 2), (0, 1))), jnp.flip(a, 0), jnp.sort(a, axis=1),
                      jax.lax.dynamic_slice(a, (3, 4), (2, 3)),
                      jax.lax.dynamic_update_slice(a, jnp.ones((2, 2)), (-1, 5)),
                      jnp.arange(12).reshape(3, 4)), x)


def test_chlo_functions_and_top_k() -> None:
    import jax
    import jax.numpy as jnp
    x = np.array([[-0.5, 0.25, 0.9, -np.inf], [np.inf, 0.0, 0.3, 0.7]], np.float32)
    _check(lambda a: (jnp.sinh(a), jnp.cosh(a), jnp.arcsinh(a), jnp.arctan(a), jnp.tan(a),
                      jnp.isinf(a), jnp.isposinf(a), jnp.isneginf(a),
                      jax.lax.top_k(a, 2)[0], jax.lax.top_k(a, 2)[1]), x, exact=False,
           rtol=1e-6)


def test_select_and_scatter_as_pooling_gradients() -> None:
    import jax
    import jax.numpy as jnp
    from jax import lax
    rng = np.random.default_rng(5)
    x = rng.standard_normal((2, 7, 6, 3)).astype(np.float32)
    x[0, 0, :2, 0] = 1.5  # ties: the first maximum takes the gradient

    def pool(op, init, padding, strides=(1, 2, 2, 1)):
        return lambda a: jnp.sum(lax.reduce_window(a, init, op, (1, 3, 2, 1), strides,
                                                   padding) ** 2)

    for padding in ("VALID", "SAME", ((0, 0), (1, 2), (0, 1), (0, 0))):
        _check(jax.grad(pool(lax.max, -jnp.inf, padding)), x, exact=False)
        _check(jax.grad(pool(lax.min, jnp.inf, padding, (1, 1, 1, 1))), x, exact=False)
    assert "stablehlo.select_and_scatter" in jax.jit(
        jax.grad(pool(lax.max, -jnp.inf, "SAME"))).lower(x).as_text()


def test_fft_of_every_type() -> None:
    import jax.numpy as jnp
    rng = np.random.default_rng(6)
    x = rng.standard_normal((3, 8, 6)).astype(np.float32)
    z = (x + 1j * rng.standard_normal(x.shape)).astype(np.complex64)
    _check(lambda a: (jnp.fft.fft(a), jnp.fft.ifft(a), jnp.fft.fft2(a), jnp.fft.ifftn(a)), z,
           exact=False, rtol=1e-5)
    _check(lambda a: (jnp.fft.rfft(a), jnp.fft.rfft2(a), jnp.fft.irfft(jnp.fft.rfft(a), n=6),
                      jnp.fft.irfft2(jnp.fft.rfft2(a), s=(8, 6))), x, exact=False, rtol=1e-5)


SCATTER_MAX = """
func.func @main(%x: tensor<4x6xf32>, %s: tensor<2x3xf32>) -> tensor<4x6xf32> {
  %init = stablehlo.constant dense<-1.0e+00> : tensor<f32>
  %0 = "stablehlo.select_and_scatter"(%x, %s, %init) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) {window_dimensions = array<i64: 2, 3>, window_strides = array<i64: 2, 2>,
      padding = dense<[[0, 0], [0, 1]]> : tensor<2x2xi64>}
      : (tensor<4x6xf32>, tensor<2x3xf32>, tensor<f32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}
"""


def test_select_and_scatter_with_other_bodies_equals_xla() -> None:
    pytest.importorskip("jax")
    from tests.oracle import xla

    x = np.array([[1, 5, 5, 2, 0, 3], [4, 1, 5, 2, 9, 3], [0, 0, 0, 0, 0, 0],
                  [7, 7, 1, 8, 8, 8]], np.float32)  # ties: GT keeps the last maximum
    s = np.array([[2, -3, 4], [0.5, 6, -2]], np.float32)
    got = reference(parse_module(SCATTER_MAX, "<test>"), [x, s])  # type: ignore[arg-type]
    want = xla.run(xla.compile_text(SCATTER_MAX, 1), [x, s])
    np.testing.assert_array_equal(got[0], want[0])


@pytest.mark.parametrize("program", ["pool_gradient", "spectral"])
def test_sharded_pooling_gradient_and_fft_simulate_equal(program: str) -> None:
    jax = pytest.importorskip("jax")
    import jax.numpy as jnp
    from jax import lax
    from jax.sharding import NamedSharding
    from jax.sharding import PartitionSpec as P

    import planner

    mesh = jax.make_mesh((2, 4), ("data", "model"),
                         axis_types=(jax.sharding.AxisType.Auto,) * 2)
    if program == "pool_gradient":
        shape = (8, 8, 8, 4)
        fn = jax.grad(lambda a: jnp.sum(lax.reduce_window(
            a, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "SAME") ** 2))
    else:
        shape = (8, 16)
        def fn(a):
            return jnp.fft.irfft(jnp.fft.rfft(a) * 2, n=a.shape[-1])
    arg = jax.ShapeDtypeStruct(shape, jnp.float32, sharding=NamedSharding(mesh, P("data", "model")))
    module = planner.parse(jax.jit(fn).lower(arg).as_text())
    as_written = planner.simulate(module)
    planned = planner.simulate(planner.plan(module, time_limit=5).module)
    assert as_written.ok and planned.ok, [vars(c) for c in as_written.checks + planned.checks]


# -- what model-library programs bring (keras_hub, flax): RoPE, soft caps, RNG, remat ----

def test_rope_soft_caps_and_norms() -> None:
    import jax.numpy as jnp
    from jax import lax

    x = np.linspace(-3, 3, 64, dtype=np.float32).reshape(2, 4, 8)
    positions = np.arange(4, dtype=np.float32)

    def rope_and_caps(x, pos):  # type: ignore[no-untyped-def]
        inv = 1.0 / (10000.0 ** (jnp.arange(0, 8, 2, dtype=jnp.float32) / 8))
        angle = pos[:, None] * inv[None, :]
        sin, cos = jnp.sin(angle), jnp.cos(angle)
        first, second = x[..., :4], x[..., 4:]
        rotated = jnp.concatenate([first * cos - second * sin, second * cos + first * sin], -1)
        capped = 30.0 * jnp.tanh(rotated / 30.0)
        rms = lax.rsqrt(jnp.mean(jnp.square(capped), -1, keepdims=True) + 1e-6)
        return capped * rms, jnp.abs(x) ** 1.5, jnp.minimum(x, 0.5), jnp.sqrt(jnp.abs(x)), \
            jnp.exp(-jnp.abs(x))

    _check(rope_and_caps, x, positions, exact=False, rtol=2e-6)


def test_threefry_bits_and_dropout_mask_are_exact() -> None:
    """jax's PRNG (threefry: shifts, xor, adds on uint32) and a dropout mask from it."""
    import jax

    key = np.array([0, 42], np.uint32)

    def dropout(key, x):  # type: ignore[no-untyped-def]
        k = jax.random.wrap_key_data(key)
        keep = jax.random.bernoulli(k, 0.9, x.shape)
        return jax.random.bits(k, (3, 5)), keep, jax.numpy.where(keep, x, 0.0)

    _check(dropout, key, np.linspace(-1, 1, 24, dtype=np.float32).reshape(4, 6))


def test_bitcast_xor_and_remat_barrier() -> None:
    import jax
    import jax.numpy as jnp
    from jax import lax

    u = np.array([0x3F800000, 0x40490FDB, 0xBF000000, 0x7F800000], np.uint32)
    _check(lambda a: (lax.bitcast_convert_type(a, jnp.float32), a ^ (a >> 3),
                      lax.bitcast_convert_type(a.astype(jnp.int32), jnp.uint32)), u)
    x = np.linspace(-1, 1, 12, dtype=np.float32).reshape(3, 4)
    layer = jax.checkpoint(lambda w: jnp.sum(jnp.tanh(x @ w) ** 2))
    _check(jax.grad(layer), x.T.copy(), exact=False)

"""Transformer programs at production widths for ``bench_scale.py``, exported with jax
(the ``test`` extra) on 8 virtual CPU devices. Never executed: only lowered, with
abstract arguments, so a 70B-class step costs no memory.

A Llama-like decoder layer: RMSNorm, multi-head causal attention, SwiGLU MLP; a final
RMSNorm. Only the input batch is annotated (on ``data`` of a ``data=2, model=4`` mesh),
so the planner decides every other sharding; ``bench_scale`` re-meshes the program with
``PlanOptions.mesh``. Run as a script to print one program::

    python -m bench.scale_models 7b 4 train > x.mlir
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from dataclasses import dataclass

os.environ.setdefault("JAX_PLATFORMS", "cpu")
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=8"


@dataclass(frozen=True)
class Dims:
    width: int
    heads: int
    hidden: int
    batch: int = 8
    seq: int = 2048


# Llama-2-7B and Llama-3-70B widths (70B with full multi-head attention).
DIMS = {"7b": Dims(width=4096, heads=32, hidden=11008),
        "70b": Dims(width=8192, heads=64, hidden=28672)}


def program(size: str, layers: int, train: bool) -> str:
    """The StableHLO + sdy text of a ``layers``-layer ``size`` forward pass or training
    step (bf16 weights and activations, f32 loss)."""
    import jax
    import jax.numpy as jnp
    from jax.sharding import NamedSharding
    from jax.sharding import PartitionSpec as P

    d = DIMS[size]
    hd = d.width // d.heads
    bf16 = jnp.bfloat16
    mesh = jax.make_mesh((2, 4), ("data", "model"),
                         axis_types=(jax.sharding.AxisType.Auto,) * 2)
    shapes = {"ln1": (d.width,), "wq": (d.width, d.heads, hd), "wk": (d.width, d.heads, hd),
              "wv": (d.width, d.heads, hd), "wo": (d.heads, hd, d.width), "ln2": (d.width,),
              "w1": (d.width, d.hidden), "w3": (d.width, d.hidden), "w2": (d.hidden, d.width)}
    params = [{k: jax.ShapeDtypeStruct(s, bf16) for k, s in shapes.items()}
              for _ in range(layers)]
    final = jax.ShapeDtypeStruct((d.width,), bf16)
    x = jax.ShapeDtypeStruct((d.batch, d.seq, d.width), bf16,
                             sharding=NamedSharding(mesh, P("data")))

    def rms(h: jax.Array, g: jax.Array) -> jax.Array:
        h32 = h.astype(jnp.float32)
        scale = jax.lax.rsqrt(jnp.mean(h32 * h32, axis=-1, keepdims=True) + 1e-5)
        return (h32 * scale).astype(bf16) * g

    def layer(h: jax.Array, p: dict) -> jax.Array:
        a = rms(h, p["ln1"])
        q, k, v = (jnp.einsum("bsd,dhe->bshe", a, p[n]) for n in ("wq", "wk", "wv"))
        s = jnp.einsum("bshe,bthe->bhst", q, k).astype(jnp.float32) / jnp.sqrt(float(hd))
        mask = jnp.tril(jnp.ones((d.seq, d.seq), bool))
        s = jax.nn.softmax(jnp.where(mask, s, -1e9), axis=-1).astype(bf16)
        h = h + jnp.einsum("bhst,bthe,hed->bsd", s, v, p["wo"])
        m = rms(h, p["ln2"])
        return h + (jax.nn.silu(m @ p["w1"]) * (m @ p["w3"])) @ p["w2"]

    def forward(params: list, final: jax.Array, x: jax.Array) -> jax.Array:
        for p in params:
            x = layer(x, p)
        return rms(x, final)

    fn: Callable = forward
    if train:
        def step(params: list, final: jax.Array, x: jax.Array) -> tuple:
            def loss(p: list, g: jax.Array) -> jax.Array:
                return jnp.mean(forward(p, g, x).astype(jnp.float32) ** 2)
            value, (gp, gf) = jax.value_and_grad(loss, argnums=(0, 1))(params, final)
            sgd = lambda w, g: w - jnp.asarray(1e-4, bf16) * g  # noqa: E731
            return jax.tree.map(sgd, params, gp), sgd(final, gf), value
        fn = step
    return jax.jit(fn).lower(params, final, x).as_text()


if __name__ == "__main__":
    sys.stdout.write(program(sys.argv[1], int(sys.argv[2]), sys.argv[3] == "train"))

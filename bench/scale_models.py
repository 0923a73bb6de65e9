"""Transformer programs at production widths for ``bench_scale.py``, exported with jax
(the ``test`` extra) on 8 virtual CPU devices. Never executed: only lowered, with
abstract arguments, so a 70B-class step costs no memory.

A decoder layer, its parts chosen by a :class:`Variant`'s knobs:

* ``vocab``: token ids in, an embedding table and logits out (``tied``: the logits use
  the embedding's table); 0: activations in, no vocabulary;
* ``norm``: ``rms`` (RMSNorm) or ``layer`` (LayerNorm with bias);
* ``attention``: ``mha``, ``gqa`` (8 key-value heads) or ``mqa`` (one); ``rotary``
  embeddings on queries and keys;
* ``ffn``: ``dense`` (SwiGLU) or ``moe`` (``experts`` SwiGLU experts, a softmax router,
  every token through every expert, weighted: the einsums of a dense dispatch);
* ``scan``: the layers as one ``lax.scan`` over stacked weights, else unrolled;
* ``dtype``: ``bf16`` or ``f32`` weights and activations (the loss in f32);
* ``optimizer``: ``sgd`` or ``adam`` (two moments in the state, updated in the step);
* ``batch``, ``seq``: sizes that may or may not divide the mesh's axes.

Only the input batch is annotated (on ``data`` of a ``data=2, model=4`` mesh), so the
planner decides every other sharding; ``bench_scale`` re-meshes the program with
``PlanOptions.mesh``. Run as a script to print one program::

    python -m bench.scale_models 7b 4 train [VARIANT] > x.mlir
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from dataclasses import dataclass, replace

os.environ.setdefault("JAX_PLATFORMS", "cpu")
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=8"


@dataclass(frozen=True)
class Dims:
    width: int
    heads: int
    hidden: int


# Llama-2-7B and Llama-3-70B widths (a variant picks the attention's key-value heads).
DIMS = {"7b": Dims(width=4096, heads=32, hidden=11008),
        "70b": Dims(width=8192, heads=64, hidden=28672)}


@dataclass(frozen=True)
class Variant:
    """The knobs of one program (see the module docstring)."""

    vocab: int = 0
    tied: bool = False
    norm: str = "rms"
    attention: str = "mha"
    rotary: bool = False
    ffn: str = "dense"
    experts: int = 8
    scan: bool = False
    dtype: str = "bf16"
    optimizer: str = "sgd"
    batch: int = 8
    seq: int = 2048


BASE = Variant()
# The grid ``bench_scale --variants`` runs: each knob away from the base at least once,
# and the combination of a user's first 70B step (vocabulary, LayerNorm, batch 16,
# sequence 4,096).
VARIANTS = {
    "base": BASE,
    "vocab": replace(BASE, vocab=128256, norm="layer", batch=16, seq=4096),
    "tied-gqa-rope": replace(BASE, vocab=32000, tied=True, attention="gqa", rotary=True),
    "mqa-adam": replace(BASE, attention="mqa", optimizer="adam"),
    "moe": replace(BASE, ffn="moe", experts=8),
    "scan-f32": replace(BASE, scan=True, dtype="f32"),
    "odd-sizes": replace(BASE, batch=6, seq=1000, norm="layer", attention="gqa"),
}


def kv_heads(d: Dims, v: Variant) -> int:
    return {"mha": d.heads, "gqa": 8, "mqa": 1}[v.attention]


def program(size: str, layers: int, train: bool, v: Variant = BASE) -> str:
    """The StableHLO + sdy text of a ``layers``-layer ``size`` forward pass or training
    step of variant ``v``."""
    import jax
    import jax.numpy as jnp
    from jax.sharding import NamedSharding
    from jax.sharding import PartitionSpec as P

    d = DIMS[size]
    hd, kv = d.width // d.heads, kv_heads(d, v)
    dt = {"bf16": jnp.bfloat16, "f32": jnp.float32}[v.dtype]
    mesh = jax.make_mesh((2, 4), ("data", "model"),
                         axis_types=(jax.sharding.AxisType.Auto,) * 2)
    shapes = {"wq": (d.width, d.heads, hd), "wk": (d.width, kv, hd), "wv": (d.width, kv, hd),
              "wo": (d.heads, hd, d.width), **_norm_shapes("ln1", d, v),
              **_norm_shapes("ln2", d, v), **_ffn_shapes(d, v)}
    layer_params = [{k: jax.ShapeDtypeStruct(s, dt) for k, s in shapes.items()}
                    for _ in range(layers)]
    if v.scan:  # one stacked array per weight, scanned over
        layer_params = {k: jax.ShapeDtypeStruct((layers, *s), dt) for k, s in shapes.items()}
    top = {**_norm_shapes("final", d, v)}
    if v.vocab:
        top["embed"] = (v.vocab, d.width)
        if not v.tied:
            top["unembed"] = (d.width, v.vocab)
    params = {"layers": layer_params,
              "top": {k: jax.ShapeDtypeStruct(s, dt) for k, s in top.items()}}
    data = NamedSharding(mesh, P("data"))
    x = jax.ShapeDtypeStruct((v.batch, v.seq), jnp.int32, sharding=data) if v.vocab else \
        jax.ShapeDtypeStruct((v.batch, v.seq, d.width), dt, sharding=data)

    def norm(h: jax.Array, p: dict, name: str) -> jax.Array:
        h32 = h.astype(jnp.float32)
        if v.norm == "rms":
            h32 = h32 * jax.lax.rsqrt(jnp.mean(h32 * h32, axis=-1, keepdims=True) + 1e-5)
            return h32.astype(dt) * p[f"{name}_g"]
        mu = jnp.mean(h32, axis=-1, keepdims=True)
        var = jnp.mean((h32 - mu) ** 2, axis=-1, keepdims=True)
        h32 = (h32 - mu) * jax.lax.rsqrt(var + 1e-5)
        return h32.astype(dt) * p[f"{name}_g"] + p[f"{name}_b"]

    def rope(t: jax.Array) -> jax.Array:
        half = hd // 2
        freq = 1.0 / (10000.0 ** (jnp.arange(half, dtype=jnp.float32) / half))
        angle = jnp.arange(v.seq, dtype=jnp.float32)[:, None] * freq[None, :]
        cos, sin = (f(angle)[None, :, None, :].astype(dt) for f in (jnp.cos, jnp.sin))
        a, b = t[..., :half], t[..., half:]
        return jnp.concatenate([a * cos - b * sin, a * sin + b * cos], axis=-1)

    def attention(a: jax.Array, p: dict) -> jax.Array:
        q = jnp.einsum("bsd,dhe->bshe", a, p["wq"])
        k, val = (jnp.einsum("bsd,dhe->bshe", a, p[n]) for n in ("wk", "wv"))
        if v.rotary:
            q, k = rope(q), rope(k)
        q = q.reshape(v.batch, v.seq, kv, d.heads // kv, hd)
        s = jnp.einsum("bsgqe,btge->bgqst", q, k).astype(jnp.float32) / jnp.sqrt(float(hd))
        mask = jnp.tril(jnp.ones((v.seq, v.seq), bool))
        s = jax.nn.softmax(jnp.where(mask, s, -1e9), axis=-1).astype(dt)
        o = jnp.einsum("bgqst,btge->bsgqe", s, val).reshape(v.batch, v.seq, d.heads, hd)
        return jnp.einsum("bshe,hed->bsd", o, p["wo"])

    def ffn(m: jax.Array, p: dict) -> jax.Array:
        if v.ffn == "dense":
            return (jax.nn.silu(m @ p["w1"]) * (m @ p["w3"])) @ p["w2"]
        gate = jax.nn.softmax(jnp.einsum("bsd,de->bse", m, p["router"]).astype(jnp.float32),
                              axis=-1).astype(dt)
        up = jax.nn.silu(jnp.einsum("bsd,edh->bseh", m, p["w1"])) * \
            jnp.einsum("bsd,edh->bseh", m, p["w3"])
        return jnp.einsum("bseh,ehd,bse->bsd", up, p["w2"], gate)

    def layer(h: jax.Array, p: dict) -> jax.Array:
        h = h + attention(norm(h, p, "ln1"), p)
        return h + ffn(norm(h, p, "ln2"), p)

    def forward(params: dict, x: jax.Array) -> jax.Array:
        top = params["top"]
        h = top["embed"][x] if v.vocab else x
        if v.scan:
            h, _ = jax.lax.scan(lambda c, p: (layer(c, p), None), h, params["layers"])
        else:
            for p in params["layers"]:
                h = layer(h, p)
        h = norm(h, top, "final")
        if v.vocab:
            h = h @ (top["embed"].T if v.tied else top["unembed"])
        return h

    fn: Callable = forward
    if train:
        fn = _train_step(forward, v, dt)
        state = params if v.optimizer == "sgd" else (params, params, params)
        return jax.jit(fn).lower(state, x).as_text()
    return jax.jit(fn).lower(params, x).as_text()


def _norm_shapes(name: str, d: Dims, v: Variant) -> dict[str, tuple[int, ...]]:
    return {f"{name}_g": (d.width,), **({f"{name}_b": (d.width,)} if v.norm == "layer" else {})}


def _ffn_shapes(d: Dims, v: Variant) -> dict[str, tuple[int, ...]]:
    if v.ffn == "dense":
        return {"w1": (d.width, d.hidden), "w3": (d.width, d.hidden), "w2": (d.hidden, d.width)}
    hidden = d.hidden // v.experts  # the experts share the dense width between them
    return {"router": (d.width, v.experts), "w1": (v.experts, d.width, hidden),
            "w3": (v.experts, d.width, hidden), "w2": (v.experts, hidden, d.width)}


def _train_step(forward: Callable, v: Variant, dt: object) -> Callable:
    """One step of ``v.optimizer`` on a squared-activation loss (a cross-entropy's work is
    the logits' matmul, which the forward pass has)."""
    import jax
    import jax.numpy as jnp

    def loss(p: dict, x: jax.Array) -> jax.Array:
        return jnp.mean(forward(p, x).astype(jnp.float32) ** 2)

    lr = jnp.asarray(1e-4, dt)

    def sgd(params: dict, x: jax.Array) -> tuple:
        value, g = jax.value_and_grad(loss)(params, x)
        return jax.tree.map(lambda w, gw: w - lr * gw, params, g), value

    def adam(state: tuple, x: jax.Array) -> tuple:
        params, m, s = state
        value, g = jax.value_and_grad(loss)(params, x)
        m = jax.tree.map(lambda a, gw: 0.9 * a + 0.1 * gw, m, g)
        s = jax.tree.map(lambda a, gw: 0.999 * a + 0.001 * gw * gw, s, g)
        params = jax.tree.map(lambda w, a, b: w - lr * a * jax.lax.rsqrt(b + 1e-8),
                              params, m, s)
        return (params, m, s), value

    return sgd if v.optimizer == "sgd" else adam


if __name__ == "__main__":
    variant = VARIANTS[sys.argv[4]] if len(sys.argv) > 4 else BASE
    sys.stdout.write(program(sys.argv[1], int(sys.argv[2]), sys.argv[3] == "train", variant))

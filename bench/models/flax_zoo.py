"""flax models: a linen decoder that scans a rematerialised block over its layers
(``nn.scan`` + ``nn.remat``, one while loop in the program), and an nnx decoder with its
authors' ``nnx.with_partitioning`` annotations. Shapes only (``jax.eval_shape``,
``nnx.eval_shape``): no weight is made.

The authors' layout is Megatron's: the first MLP and the attention projections split
their output on ``model``, the second MLP and the attention output their input; the
embedding splits the vocabulary.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import flax.linen as nn
import jax
import jax.numpy as jnp
from flax import nnx
from jax.sharding import PartitionSpec as P

from bench.models.lowering import BATCH_AXIS, MODEL_AXIS, cross_entropy, lower, mesh, sgd

Struct = jax.ShapeDtypeStruct
COLUMN = (None, MODEL_AXIS)  # a kernel split on its output
ROW = (MODEL_AXIS, None)  # ... on its input


@dataclass(frozen=True)
class Dims:
    """A decoder's widths: vocabulary, model width, heads, MLP width, layers."""

    vocab: int = 32000
    width: int = 1024
    heads: int = 16
    hidden: int = 4096
    layers: int = 4
    dropout: float = 0.1


TINY = Dims(vocab=64, width=16, heads=2, hidden=32, layers=2)


def _init(axes: tuple[str | None, ...], layout: bool) -> Any:
    init = nn.initializers.lecun_normal()
    return nn.with_partitioning(init, axes) if layout else init


class LinenBlock(nn.Module):
    """Pre-norm attention and MLP, dropout after each."""

    dims: Dims
    layout: bool

    @nn.compact
    def __call__(self, x: jax.Array, train: bool) -> tuple[jax.Array, None]:
        d = self.dims
        h = nn.LayerNorm()(x)
        h = nn.MultiHeadDotProductAttention(
            d.heads, kernel_init=_init((None, MODEL_AXIS, None), self.layout),
            out_kernel_init=_init((MODEL_AXIS, None, None), self.layout))(
            h, mask=nn.make_causal_mask(x[..., 0]))
        x = x + nn.Dropout(d.dropout, deterministic=not train)(h)
        h = nn.Dense(d.hidden, kernel_init=_init(COLUMN, self.layout))(nn.LayerNorm()(x))
        h = nn.Dense(d.width, kernel_init=_init(ROW, self.layout))(nn.gelu(h))
        return x + nn.Dropout(d.dropout, deterministic=not train)(h), None


class LinenDecoder(nn.Module):
    """Embedding, ``layers`` scanned remat blocks, the tied output projection."""

    dims: Dims
    layout: bool

    @nn.compact
    def __call__(self, tokens: jax.Array, train: bool) -> jax.Array:
        d = self.dims
        embed = nn.Embed(d.vocab, d.width, embedding_init=_init((MODEL_AXIS, None),
                                                                 self.layout))
        blocks = nn.scan(nn.remat(LinenBlock, static_argnums=(2,)),
                         variable_axes={"params": 0}, split_rngs={"params": True,
                                                                  "dropout": True},
                         in_axes=nn.broadcast, length=d.layers,
                         metadata_params={nn.PARTITION_NAME: None})
        x, _ = blocks(d, self.layout)(embed(tokens), train)
        return embed.attend(nn.LayerNorm()(x))


def linen_program(dims: Dims, train: bool, layout: bool, batch: int = 8,
                  seq: int = 128) -> str:
    """The linen decoder's forward pass or training step (dropout on)."""
    the_mesh = mesh()
    model = LinenDecoder(dims, layout)
    tokens = Struct((batch, seq), jnp.int32)
    key = jax.random.PRNGKey(0)
    abstract = jax.eval_shape(lambda: model.init(key, jnp.zeros(tokens.shape, tokens.dtype),
                                                 False))
    params = nn.unbox(abstract["params"])
    specs = (nn.get_partition_spec(abstract["params"]) if layout
             else jax.tree.map(lambda _: None, params))

    def forward(params: Any, tokens: jax.Array) -> jax.Array:
        return model.apply({"params": params}, tokens, False)

    def step(params: Any, tokens: jax.Array, labels: jax.Array, rng: jax.Array) -> Any:
        def loss(params: Any) -> jax.Array:
            logits = model.apply({"params": params}, tokens, True, rngs={"dropout": rng})
            return cross_entropy(logits, labels)

        value, grads = jax.value_and_grad(loss)(params)
        return sgd(params, grads), value

    name = f"flax_linen_scan_{'train' if train else 'forward'}"
    if not train:
        return lower(forward, (params, tokens), the_mesh, (specs, P(BATCH_AXIS)), name)
    rng = Struct((2,), jnp.uint32)
    return lower(step, (params, tokens, tokens, rng), the_mesh,
                 (specs, P(BATCH_AXIS), P(BATCH_AXIS), None), name)


class NnxDecoder(nnx.Module):
    """The same decoder in nnx, its blocks a Python loop (no scan)."""

    def __init__(self, dims: Dims, layout: bool, rngs: nnx.Rngs) -> None:
        def init(axes: tuple[str | None, ...]) -> Any:
            base = nnx.initializers.lecun_normal()
            return nnx.with_partitioning(base, axes) if layout else base

        d = dims
        self.embed = nnx.Embed(d.vocab, d.width, embedding_init=init((MODEL_AXIS, None)),
                               rngs=rngs)
        self.blocks = nnx.List([_NnxBlock(d, init, rngs) for _ in range(d.layers)])
        self.norm = nnx.LayerNorm(d.width, rngs=rngs)

    def __call__(self, tokens: jax.Array) -> jax.Array:
        x = self.embed(tokens)
        for block in self.blocks:
            x = block(x)
        return self.embed.attend(self.norm(x))


class _NnxBlock(nnx.Module):
    def __init__(self, d: Dims, init: Any, rngs: nnx.Rngs) -> None:
        self.norm1 = nnx.LayerNorm(d.width, rngs=rngs)
        self.attention = nnx.MultiHeadAttention(
            d.heads, d.width, kernel_init=init((None, MODEL_AXIS, None)),
            out_kernel_init=init((MODEL_AXIS, None, None)), decode=False, rngs=rngs)
        self.norm2 = nnx.LayerNorm(d.width, rngs=rngs)
        self.up = nnx.Linear(d.width, d.hidden, kernel_init=init(COLUMN), rngs=rngs)
        self.down = nnx.Linear(d.hidden, d.width, kernel_init=init(ROW), rngs=rngs)
        self.dropout = nnx.Dropout(d.dropout, rngs=rngs)

    def __call__(self, x: jax.Array) -> jax.Array:
        h = self.norm1(x)
        x = x + self.dropout(self.attention(h, mask=nnx.make_causal_mask(x[..., 0])))
        return x + self.dropout(self.down(nnx.gelu(self.up(self.norm2(x)))))


def nnx_model(dims: Dims, layout: bool) -> nnx.Module:
    """The nnx decoder, abstract (its variables are ShapeDtypeStructs)."""
    with nnx.use_eager_sharding(False):  # the annotations are metadata only
        return nnx.eval_shape(lambda: NnxDecoder(dims, layout, nnx.Rngs(0, dropout=1)))


def nnx_program(dims: Dims, train: bool, layout: bool, batch: int = 8,
                seq: int = 128) -> str:
    """The nnx decoder's forward pass or training step; its state (weights, and the
    dropout RNG in training) is the first argument."""
    the_mesh = mesh()
    graphdef, params, rest = nnx.split(nnx_model(dims, layout), nnx.Param, ...)
    specs = (nnx.get_partition_spec(params) if layout
             else jax.tree.map(lambda _: None, params))
    tokens = Struct((batch, seq), jnp.int32)

    def forward(params: Any, rest: Any, tokens: jax.Array) -> jax.Array:
        model = nnx.merge(graphdef, params, rest)
        model.eval()
        return model(tokens)

    def step(params: Any, rest: Any, tokens: jax.Array, labels: jax.Array) -> Any:
        model = nnx.merge(graphdef, params, rest)
        model.train()
        value, grads = nnx.value_and_grad(
            lambda model: cross_entropy(model(tokens), labels))(model)
        _, params, rest_after = nnx.split(model, nnx.Param, ...)
        return sgd(params, grads), rest_after, value

    rest_specs = jax.tree.map(lambda _: None, rest)
    name = f"flax_nnx_{'train' if train else 'forward'}"
    if not train:
        return lower(forward, (params, rest, tokens), the_mesh,
                     (specs, rest_specs, P(BATCH_AXIS)), name)
    return lower(step, (params, rest, tokens, tokens), the_mesh,
                 (specs, rest_specs, P(BATCH_AXIS), P(BATCH_AXIS)), name)

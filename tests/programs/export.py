"""Export the project's test programs: small JAX models of our own, lowered on 8 virtual CPU
devices, written beside this file as

* ``NAME.mlir``: what ``jax.jit(f).lower(...).as_text()`` prints;
* ``NAME.generic.mlir``: the same module in MLIR's generic op form;
* ``NAME.shardy_propagated.mlir``: after Shardy's ``sdy-propagation-pipeline`` (jaxlib);
* ``xla.json``: what XLA makes of each propagated module (``tests/oracle/xla.py``):
  collectives, bytes sent per device, FLOPs, peak memory.

Run from the repository root (needs the ``test`` extra)::

    python -m tests.programs.export

Names read FAMILY[LAYERS]_MESH_ANNOTATION: ``mlp2_2x4_tp`` is a 2-layer MLP on a 2x4 mesh
with Megatron-style tensor parallelism. The outputs are committed; the tests never run jax
to get them.
"""

from __future__ import annotations

import itertools
import json
import os
import sys
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("JAX_PLATFORMS", "cpu")
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=8"

import jax
import jax.numpy as jnp
from jax.experimental.shard_alike import shard_alike
from jax.sharding import NamedSharding
from jax.sharding import PartitionSpec as P

HERE = Path(__file__).resolve().parent
F32 = jnp.float32
MESHES = {"2x4": (("data", 2), ("model", 4)), "4x2": (("data", 4), ("model", 2)),
          "8": (("data", 8),), "2x2x2": (("data", 2), ("fsdp", 2), ("model", 2))}


def make_mesh(spec: str) -> jax.sharding.Mesh:
    names, sizes = zip(*MESHES[spec], strict=True)
    return jax.make_mesh(sizes, names, axis_types=(jax.sharding.AxisType.Auto,) * len(names))


def arg(mesh: jax.sharding.Mesh, shape: tuple[int, ...], spec: P | None,
        dtype: object = F32) -> jax.ShapeDtypeStruct:
    """An abstract argument; ``spec`` None leaves it open to propagation."""
    sharding = None if spec is None else NamedSharding(mesh, spec)
    return jax.ShapeDtypeStruct(shape, dtype, sharding=sharding)


def constrain(mesh: jax.sharding.Mesh, x: jax.Array, spec: P | None) -> jax.Array:
    return x if spec is None else jax.lax.with_sharding_constraint(x, NamedSharding(mesh, spec))


# -- MLP ------------------------------------------------------------------------------------

def mlp(widths: list[int], batch: int, mesh_spec: str, style: str) -> tuple[Callable, list]:
    """Dense layers with relu between them. ``style``: tp (Megatron), fsdp (weights also on
    data), dp (batch only), inputs_only (only x), sc (constraints on activations), groups
    (later layers' weights shard alike the first ones), mixed (3-axis DP+FSDP+TP), manual
    (the whole stack in a shard_map)."""
    mesh = make_mesh(mesh_spec)
    axes = [a for a, _ in MESHES[mesh_spec]]
    batch_axis = ("data", "fsdp") if style == "mixed" else "data"
    w_specs: list[P | None] = []
    for i in range(len(widths) - 1):
        col = i % 2 == 0
        if style in ("tp", "sc", "manual") and "model" in axes:
            w_specs.append(P(None, "model") if col else P("model", None))
        elif style == "fsdp":
            w_specs.append(P("data", "model") if col else P("model", "data"))
        elif style == "mixed":
            w_specs.append(P("fsdp", "model") if col else P("model", "fsdp"))
        elif style == "groups" and i < 2:
            w_specs.append(P(None, "model") if col else P("model", None))
        else:
            w_specs.append(None if style in ("inputs_only", "groups") else P())
    x = arg(mesh, (batch, widths[0]), P(batch_axis))
    b_specs = [None if s is None else P(s[1]) if len(s) == 2 else P() for s in w_specs]
    ws = [arg(mesh, (a, b), s) for a, b, s in zip(widths[:-1], widths[1:], w_specs, strict=True)]
    bs = [arg(mesh, (b,), s) for b, s in zip(widths[1:], b_specs, strict=True)]

    def layers(ws: list, bs: list, h: jax.Array) -> jax.Array:
        for i, (w, b) in enumerate(zip(ws, bs, strict=True)):
            h = h @ w + b
            if i < len(ws) - 1:
                h = jax.nn.relu(h)
            if style in ("sc", "mixed"):
                spec = P(batch_axis, "model") if i % 2 == 0 else P(batch_axis)
                h = constrain(mesh, h, spec)
        return h

    def f(ws: list, bs: list, x: jax.Array) -> jax.Array:
        if style == "groups":
            ws = list(ws)
            for i in range(2, len(ws)):
                ws[i - 2], ws[i] = shard_alike(ws[i - 2], ws[i])
        if style != "manual":
            return layers(ws, bs, x)

        def body(ws: list, bs: list, x: jax.Array) -> jax.Array:
            h = x
            for i, (w, b) in enumerate(zip(ws, bs, strict=True)):
                h = h @ w
                if i % 2 == 1:
                    h = jax.lax.psum(h, "model")
                h = h + b
                if i < len(ws) - 1:
                    h = jax.nn.relu(h)
            return h

        in_specs = (w_specs, b_specs, P("data"))
        return jax.shard_map(body, mesh=mesh, in_specs=in_specs, out_specs=P("data"))(ws, bs, x)

    return f, [ws, bs, x]


def train_mlp(widths: list[int], batch: int, mesh_spec: str, style: str) -> tuple[Callable, list]:
    """One SGD step of ``mlp`` on a squared error: new weights and the loss."""
    f, args = mlp(widths, batch, mesh_spec, style)

    def step(ws: list, bs: list, x: jax.Array) -> tuple:
        loss = lambda ws, bs: jnp.mean((f(ws, bs, x) - x) ** 2)  # noqa: E731
        value, (gw, gb) = jax.value_and_grad(loss, argnums=(0, 1))(ws, bs)
        return ([w - 0.01 * g for w, g in zip(ws, gw, strict=True)],
                [b - 0.01 * g for b, g in zip(bs, gb, strict=True)], value)

    return step, args


# -- transformer ----------------------------------------------------------------------------

def gpt(n_layers: int, mesh_spec: str, style: str, *, scan: bool = False, train: bool = False,
        dtype: object = F32, batch: int = 8, seq: int = 16, width: int = 64, heads: int = 4,
        hidden: int = 128) -> tuple[Callable, list]:
    """Pre-LN decoder blocks (causal attention, GELU MLP) and a final layer norm. ``style``:
    tp (heads and hidden on model), sc (constraints on activations), groups (every layer's
    weights shard alike layer 0's), inputs_only."""
    mesh = make_mesh(mesh_spec)
    hd = width // heads
    annotate = style in ("tp", "sc") or (style == "groups")
    col = P(None, "model") if annotate else None
    row = P("model") if annotate else None
    shapes = {"wq": ((width, heads, hd), col), "wk": ((width, heads, hd), col),
              "wv": ((width, heads, hd), col), "wo": ((heads, hd, width), row),
              "w1": ((width, hidden), col), "w2": ((hidden, width), row),
              "ln1": ((width,), P() if annotate else None), "ln2": ((width,), P() if annotate
                                                                    else None)}
    lead = (n_layers,) if scan else ()
    make = lambda i: {k: arg(mesh, lead + s, None if (sp is None or (style == "groups" and i))  # noqa: E731
                             else P(*((None,) * len(lead) + tuple(sp))), dtype)
                      for k, (s, sp) in shapes.items()}
    params = make(0) if scan else [make(i) for i in range(n_layers)]
    final = arg(mesh, (width,), P() if annotate else None, dtype)
    x = arg(mesh, (batch, seq, width), P("data"), dtype)

    def norm(h: jax.Array, g: jax.Array) -> jax.Array:
        mu = jnp.mean(h, axis=-1, keepdims=True)
        var = jnp.mean((h - mu) ** 2, axis=-1, keepdims=True)
        return (h - mu) * jax.lax.rsqrt(var + 1e-5) * g

    def block(h: jax.Array, p: dict) -> jax.Array:
        a = norm(h, p["ln1"])
        q, k, v = (jnp.einsum("bsd,dhe->bshe", a, p[n]) for n in ("wq", "wk", "wv"))
        s = jnp.einsum("bshe,bthe->bhst", q, k) / jnp.sqrt(jnp.asarray(hd, dtype))
        mask = jnp.tril(jnp.ones((seq, seq), bool))
        s = jnp.where(mask, s, jnp.asarray(-1e9, dtype))
        h = h + jnp.einsum("bhst,bthe,hed->bsd", jax.nn.softmax(s, axis=-1), v, p["wo"])
        if style == "sc":
            h = constrain(mesh, h, P("data", None, "model"))
        m = jax.nn.gelu(norm(h, p["ln2"]) @ p["w1"])
        if style == "sc":
            m = constrain(mesh, m, P("data", None, "model"))
        return h + m @ p["w2"]

    def forward(params: object, final: jax.Array, x: jax.Array) -> jax.Array:
        if scan:
            h, _ = jax.lax.scan(lambda h, p: (block(h, p), None), x, params)
        else:
            ps = list(params)
            if style == "groups":
                for i in range(1, len(ps)):
                    ps[i] = {k: shard_alike(ps[0][k], v)[1] for k, v in ps[i].items()}
            h = x
            for p in ps:
                h = block(h, p)
        return norm(h, final)

    if not train:
        return forward, [params, final, x]

    def step(params: object, final: jax.Array, x: jax.Array) -> tuple:
        loss = lambda p, g: jnp.mean(forward(p, g, x).astype(F32) ** 2)  # noqa: E731
        value, (gp, gf) = jax.value_and_grad(loss, argnums=(0, 1))(params, final)
        sgd = lambda w, g: w - jnp.asarray(0.01, dtype) * g  # noqa: E731
        return jax.tree.map(sgd, params, gp), sgd(final, gf), value

    return step, [params, final, x]


# -- convolution net, embedding, mixture of experts -----------------------------------------

def convnet(mesh_spec: str, style: str) -> tuple[Callable, list]:
    """Three 3x3 conv + relu + 2x2 average pool layers, global pool, dense head (NHWC)."""
    mesh = make_mesh(mesh_spec)
    chans = [3, 8, 16, 32]
    tp = style == "tp"
    ws = [arg(mesh, (3, 3, a, b), P(None, None, None, "model") if tp and i % 2 == 0 else
              P(None, None, "model") if tp else None) for i, (a, b) in
          enumerate(itertools.pairwise(chans))]
    head = arg(mesh, (chans[-1], 10), P() if tp else None)
    x = arg(mesh, (8, 16, 16, 3), P("data"))

    def f(ws: list, head: jax.Array, x: jax.Array) -> jax.Array:
        h = x
        for i, w in enumerate(ws):
            h = jax.lax.conv_general_dilated(h, w, (1, 1), "SAME",
                                             dimension_numbers=("NHWC", "HWIO", "NHWC"))
            h = jax.nn.relu(h)
            if style == "sc" and i < 2:
                h = constrain(mesh, h, P("data", "model"))
            h = jax.lax.reduce_window(h, 0.0, jax.lax.add, (1, 2, 2, 1), (1, 2, 2, 1),
                                      "VALID") / 4.0
        return jnp.mean(h, axis=(1, 2)) @ head

    return f, [ws, head, x]


def embedding(mesh_spec: str, style: str) -> tuple[Callable, list]:
    """Gather rows of a table by ids, layer norm, tanh projection, tied unembedding and
    log-softmax over the vocabulary."""
    mesh = make_mesh(mesh_spec)
    vocab, width = 512, 64
    tp = style == "tp"
    table = arg(mesh, (vocab, width), P("model") if tp else None)
    proj = arg(mesh, (width, width), P(None, "model") if tp else None)
    ids = arg(mesh, (8, 16), P("data"), jnp.int32)

    def f(table: jax.Array, proj: jax.Array, ids: jax.Array) -> jax.Array:
        h = table[ids]
        h = (h - h.mean(-1, keepdims=True)) * jax.lax.rsqrt(h.var(-1, keepdims=True) + 1e-5)
        h = jnp.tanh(h @ proj)
        return jax.nn.log_softmax(h @ table.T, axis=-1)

    return f, [table, proj, ids]


def moe(mesh_spec: str, style: str) -> tuple[Callable, list]:
    """A top-1 mixture of experts with one-hot dispatch and combine; ``manual``: the layer in
    a shard_map over both axes, tokens exchanged with all_to_all over model."""
    mesh = make_mesh(mesh_spec)
    groups, tokens, width, experts, hidden, capacity = 8, 16, 32, 4, 64, 8
    manual = style == "manual"
    router = arg(mesh, (width, experts), None if manual else P())
    w1 = arg(mesh, (experts, width, hidden), P("model") if style == "tp" else None)
    w2 = arg(mesh, (experts, hidden, width), P("model") if style == "tp" else None)
    x = arg(mesh, (groups, tokens, width), P(("data", "model")) if manual else P("data"))

    def dispatch(router: jax.Array, x: jax.Array) -> tuple[jax.Array, jax.Array]:
        probs = jax.nn.softmax(x @ router, axis=-1)
        choice = jax.nn.one_hot(jnp.argmax(probs, axis=-1), experts)
        slot = (jnp.cumsum(choice, axis=1) - 1) * choice
        keep = choice * (slot < capacity)
        mask = keep[..., None] * jax.nn.one_hot(slot, capacity)
        return mask, mask * jnp.max(probs, axis=-1)[..., None, None]

    def experts_ffn(w1: jax.Array, w2: jax.Array, e: jax.Array) -> jax.Array:
        return jnp.einsum("egcf,efd->egcd", jax.nn.relu(jnp.einsum("egcd,edf->egcf", e, w1)), w2)

    def f(router: jax.Array, w1: jax.Array, w2: jax.Array, x: jax.Array) -> jax.Array:
        if not manual:
            mask, gate = dispatch(router, x)
            e = jnp.einsum("gtec,gtd->egcd", mask, x)
            return jnp.einsum("gtec,egcd->gtd", gate, experts_ffn(w1, w2, e))

        def body(router: jax.Array, w1: jax.Array, w2: jax.Array, x: jax.Array) -> jax.Array:
            mask, gate = dispatch(router, x)
            e = jnp.einsum("gtec,gtd->egcd", mask, x)
            e = jax.lax.all_to_all(e, "model", 0, 1, tiled=True)
            y = jax.lax.all_to_all(experts_ffn(w1, w2, e), "model", 1, 0, tiled=True)
            return jnp.einsum("gtec,egcd->gtd", gate, y)

        specs = (P(), P("model"), P("model"), P(("data", "model")))
        return jax.shard_map(body, mesh=mesh, in_specs=specs,
                             out_specs=P(("data", "model")))(router, w1, w2, x)

    return f, [router, w1, w2, x]


PROGRAMS: dict[str, Callable[[], tuple[Callable, list]]] = {
    "mlp2_2x4_tp": lambda: mlp([32, 64, 32], 16, "2x4", "tp"),
    "mlp2_2x4_manual": lambda: mlp([32, 64, 32], 16, "2x4", "manual"),
    "mlp2_2x4_inputs_only": lambda: mlp([32, 64, 32], 16, "2x4", "inputs_only"),
    "mlp2_8_dp": lambda: mlp([32, 64, 32], 16, "8", "dp"),
    "mlp3_2x4_sc": lambda: mlp([32, 64, 32, 64], 16, "2x4", "sc"),
    "mlp3_4x2_fsdp": lambda: mlp([32, 64, 32, 64], 16, "4x2", "fsdp"),
    "mlp4_4x2_groups": lambda: mlp([32, 64, 32, 64, 32], 16, "4x2", "groups"),
    "mlp4_2x2x2_mixed": lambda: mlp([32, 64, 32, 64, 32], 16, "2x2x2", "mixed"),
    "train_mlp2_2x4_fsdp": lambda: train_mlp([32, 64, 32], 16, "2x4", "fsdp"),
    "train_mlp2_8_dp": lambda: train_mlp([32, 64, 32], 16, "8", "dp"),
    "gpt1_2x4_tp": lambda: gpt(1, "2x4", "tp"),
    "gpt2_2x2x2_sc": lambda: gpt(2, "2x2x2", "sc"),
    "gpt2_2x4_groups": lambda: gpt(2, "2x4", "groups"),
    "gpt2_4x2_inputs_only": lambda: gpt(2, "4x2", "inputs_only"),
    "gpt8_2x4_tp": lambda: gpt(8, "2x4", "tp", seq=8, width=32, hidden=64),
    "gpt_scan4_2x4_tp": lambda: gpt(4, "2x4", "tp", scan=True),
    "train_gpt1_2x4_tp": lambda: gpt(1, "2x4", "tp", train=True),
    "train_gpt1bf16_4x2_sc": lambda: gpt(1, "4x2", "sc", train=True, dtype=jnp.bfloat16),
    "conv_2x4_sc": lambda: convnet("2x4", "sc"),
    "conv_4x2_tp": lambda: convnet("4x2", "tp"),
    "conv_8_dp": lambda: convnet("8", "dp"),
    "embed_2x4_tp": lambda: embedding("2x4", "tp"),
    "embed_8_inputs_only": lambda: embedding("8", "inputs_only"),
    "moe_2x4_tp": lambda: moe("2x4", "tp"),
    "moe_2x4_manual": lambda: moe("2x4", "manual"),
    "moe_8_dp": lambda: moe("8", "dp"),
}


def export(name: str) -> dict[str, str]:
    """The three texts of program ``name``."""
    import jax._src.interpreters.mlir as jm
    from jaxlib.mlir import ir, passmanager

    fn, args = PROGRAMS[name]()
    text = jax.jit(fn).lower(*args).as_text()
    with jm.make_ir_context():
        module = ir.Module.parse(text)
        generic = module.operation.get_asm(print_generic_op_form=True)
        passmanager.PassManager.parse("builtin.module(sdy-propagation-pipeline)").run(
            module.operation)
        propagated = module.operation.get_asm()
    return {".mlir": text, ".generic.mlir": generic, ".shardy_propagated.mlir": propagated}


def main(names: list[str]) -> int:
    from tests.oracle.xla import measure

    xla_path = HERE / "xla.json"
    xla = json.loads(xla_path.read_text()) if xla_path.exists() else {}
    for name in names or sorted(PROGRAMS):
        texts = export(name)
        for suffix, text in texts.items():
            (HERE / f"{name}{suffix}").write_text(text)
        xla[name] = measure(texts[".shardy_propagated.mlir"]).summary()
        print(name, xla[name]["collectives"]["count"], "collectives", flush=True)
    xla_path.write_text(json.dumps(dict(sorted(xla.items())), indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

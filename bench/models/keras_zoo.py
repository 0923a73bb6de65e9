"""keras_hub models (JAX backend) at their presets' widths with few layers.

Each ``KerasModel`` is a keras_hub task (or a backbone where keras_hub has no task that
takes these inputs), built without initialising its variables; ``program`` lowers its
forward pass or one training step (cross-entropy, SGD; dropout on, so the RNG state
flows) with the authors' ``get_layout_map`` (where the backbone has one) or with only the
batch annotated.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

import jax
import jax.numpy as jnp
import keras
import keras_hub
from jax.sharding import PartitionSpec as P

from bench.models.lowering import (
    BATCH_AXIS,
    MODEL_AXIS,
    batch_spec,
    cross_entropy,
    lower,
    mesh,
    sgd,
)

Struct = jax.ShapeDtypeStruct


def _tokens(batch: int, seq: int) -> dict[str, Struct]:
    return {"token_ids": Struct((batch, seq), jnp.int32),
            "padding_mask": Struct((batch, seq), jnp.int32)}


def _bert_inputs(batch: int, seq: int) -> dict[str, Struct]:
    return {**_tokens(batch, seq), "segment_ids": Struct((batch, seq), jnp.int32)}


def _seq2seq_inputs(batch: int, seq: int) -> dict[str, Struct]:
    return {"encoder_token_ids": Struct((batch, seq), jnp.int32),
            "encoder_padding_mask": Struct((batch, seq), jnp.int32),
            "decoder_token_ids": Struct((batch, seq), jnp.int32),
            "decoder_padding_mask": Struct((batch, seq), jnp.int32)}


def _whisper_inputs(batch: int, seq: int) -> dict[str, Struct]:
    return {"encoder_features": Struct((batch, 2 * seq, 80), jnp.float32),
            "decoder_token_ids": Struct((batch, seq), jnp.int32),
            "decoder_padding_mask": Struct((batch, seq), jnp.int32)}


def _image_inputs(batch: int, seq: int) -> Struct:
    return Struct((batch, 224, 224, 3), jnp.float32)


@dataclass(frozen=True)
class KerasModel:
    """One keras_hub model: its backbone's class and arguments (preset widths), the task
    around it (None: the backbone alone), and its inputs for a batch and a length."""

    name: str
    backbone: str
    dims: dict[str, Any]
    inputs: Callable[[int, int], Any]
    task: str | None = None
    task_args: dict[str, Any] = field(default_factory=dict)
    classes: int = 0  # labels per example for a classifier; 0: one per position

    def build(self) -> keras.Model:
        """The model, the backbone's variables declared but not initialised (a task's
        head is small; the task is built outside the scope because it compiles itself,
        which makes an optimiser's variables)."""
        with keras.StatelessScope(initialize_variables=False):
            backbone = getattr(keras_hub.models, self.backbone)(**self.dims)
        if self.task is None:
            return backbone
        return getattr(keras_hub.models, self.task)(backbone=backbone, preprocessor=None,
                                                   **self.task_args)

    @property
    def has_layout_map(self) -> bool:
        return hasattr(getattr(keras_hub.models, self.backbone), "get_layout_map")

    def layout_map(self, device_mesh: keras.distribution.DeviceMesh) -> Any:
        return getattr(keras_hub.models, self.backbone).get_layout_map(
            device_mesh, model_parallel_dim_name=MODEL_AXIS, data_parallel_dim_name=BATCH_AXIS)


def _layers(n: int, **dims: Any) -> dict[str, Any]:
    return {"num_layers": n, **dims}


# Preset widths (keras_hub's presets of the same names), two layers each.
MODELS = {m.name: m for m in [
    KerasModel("bert_base", "BertBackbone", _layers(
        2, vocabulary_size=30522, num_heads=12, hidden_dim=768, intermediate_dim=3072,
        max_sequence_length=512), _bert_inputs, "BertTextClassifier",
        {"num_classes": 2, "dropout": 0.1}, classes=2),
    KerasModel("gpt2_base", "GPT2Backbone", _layers(
        2, vocabulary_size=50257, num_heads=12, hidden_dim=768, intermediate_dim=3072,
        max_sequence_length=1024, dropout=0.1), _tokens, "GPT2CausalLM"),
    KerasModel("llama3_2_1b", "Llama3Backbone", _layers(
        2, vocabulary_size=128256, num_query_heads=32, num_key_value_heads=8,
        hidden_dim=2048, intermediate_dim=8192, rope_max_wavelength=500000,
        tie_word_embeddings=True, dtype="bfloat16"), _tokens, "Llama3CausalLM"),
    KerasModel("gemma2_2b", "GemmaBackbone", _layers(
        2, vocabulary_size=256000, num_query_heads=8, num_key_value_heads=4,
        hidden_dim=2304, intermediate_dim=18432, head_dim=256, query_head_dim_normalize=False,
        use_post_ffw_norm=True, use_post_attention_norm=True, attention_logit_soft_cap=50.0,
        final_logit_soft_cap=30.0, use_sliding_window_attention=True, sliding_window_size=64,
        dtype="bfloat16"), _tokens, "GemmaCausalLM"),
    KerasModel("gemma3_1b", "Gemma3Backbone", _layers(
        2, vocabulary_size=262144, image_size=896, num_query_heads=4, num_key_value_heads=1,
        hidden_dim=1152, intermediate_dim=6912, head_dim=256, query_head_dim_normalize=True,
        use_post_ffw_norm=True, use_post_attention_norm=True,
        use_sliding_window_attention=True, sliding_window_size=64,
        global_rope_scaling_factor=8.0, dtype="bfloat16"), _tokens, "Gemma3CausalLM"),
    KerasModel("mistral_7b", "MistralBackbone", _layers(
        2, vocabulary_size=32000, num_query_heads=32, num_key_value_heads=8,
        hidden_dim=4096, intermediate_dim=14336, sliding_window=64, dtype="bfloat16"),
        _tokens, "MistralCausalLM"),
    KerasModel("qwen3_moe_30b", "Qwen3MoeBackbone", _layers(
        2, vocabulary_size=151936, num_query_heads=32, num_key_value_heads=4,
        hidden_dim=2048, intermediate_dim=6144, moe_intermediate_dim=768, num_experts=128,
        head_dim=128, top_k=8, norm_top_k_prob=True, dtype="bfloat16"),
        _tokens, "Qwen3MoeCausalLM"),
    KerasModel("vit_base", "ViTBackbone", _layers(
        2, image_shape=(224, 224, 3), patch_size=16, num_heads=12, hidden_dim=768,
        mlp_dim=3072, dropout_rate=0.1), _image_inputs, "ViTImageClassifier",
        {"num_classes": 1000}, classes=1000),
    KerasModel("t5_small", "T5Backbone", _layers(
        2, vocabulary_size=32128, num_heads=8, hidden_dim=512, intermediate_dim=2048,
        key_value_dim=64, dropout=0.1, activation="gelu", use_gated_activation=True),
        _seq2seq_inputs, "T5Seq2SeqLM"),
    KerasModel("whisper_tiny", "WhisperBackbone", _layers(
        2, vocabulary_size=51865, num_heads=6, hidden_dim=384, intermediate_dim=1536,
        max_encoder_sequence_length=256, max_decoder_sequence_length=128, dropout=0.1),
        _whisper_inputs),
]}

# Small dimensions of the same architectures, for tests: seconds to export and to run.
TINY = {
    "bert_base": {"vocabulary_size": 64, "num_heads": 2, "hidden_dim": 16,
                  "intermediate_dim": 32, "max_sequence_length": 16},
    "llama3_2_1b": {"vocabulary_size": 64, "num_query_heads": 4, "num_key_value_heads": 2,
                    "hidden_dim": 16, "intermediate_dim": 32, "dtype": "float32"},
}


def tiny(name: str) -> KerasModel:
    """``name`` with the small dimensions of ``TINY``, one layer."""
    m = MODELS[name]
    return replace(m, dims={**m.dims, **TINY[name], "num_layers": 1})


def _labels(model: KerasModel, batch: int, seq: int) -> Struct:
    return Struct((batch,) if model.classes else (batch, seq), jnp.int32)


def _logits(outputs: Any) -> jax.Array:
    """A task's logits, or for a backbone the decoder's output (its sequence output)."""
    if isinstance(outputs, dict):
        return outputs.get("decoder_sequence_output", next(iter(outputs.values())))
    return outputs


def program(model: KerasModel, train: bool, layout: bool, batch: int = 8,
            seq: int = 128, layers: int | None = None) -> str:
    """``model``'s forward pass (``train=False``) or training step, with the weights laid
    out by the authors' layout map (``layout``) or free, the inputs' batch on ``batch``;
    ``layers`` replaces the model's layer count."""
    if layers is not None:
        model = replace(model, dims={**model.dims, "num_layers": layers})
    return lower_net(model, model.build(), train, layout, batch, seq)


def lower_net(model: KerasModel, net: keras.Model, train: bool, layout: bool,
              batch: int = 8, seq: int = 128) -> str:
    """:func:`program` of ``net``, a model built from ``model`` (initialised or not)."""
    the_mesh = mesh()
    trainable = [Struct(v.shape, v.dtype) for v in net.trainable_variables]
    others = [Struct(v.shape, v.dtype) for v in net.non_trainable_variables]
    inputs = model.inputs(batch, seq)
    specs = _weight_specs(model, net, the_mesh) if layout else [None] * len(net.variables)
    n = len(trainable)
    in_specs: tuple[Any, ...] = (specs[:n], specs[n:],
                                 jax.tree.map(batch_spec, inputs))

    def forward(trainable: list, others: list, inputs: Any) -> Any:
        outputs, _ = net.stateless_call(trainable, others, inputs, training=False)
        return _logits(outputs)

    def step(trainable: list, others: list, inputs: Any, labels: jax.Array) -> Any:
        def loss(trainable: list) -> tuple[jax.Array, list]:
            outputs, others_after = net.stateless_call(trainable, others, inputs,
                                                       training=True)
            logits = _logits(outputs)
            if model.task is None:  # a backbone: a loss on its features
                return jnp.mean(logits.astype(jnp.float32) ** 2), others_after
            return cross_entropy(logits, labels), others_after

        (value, others_after), grads = jax.value_and_grad(loss, has_aux=True)(trainable)
        return sgd(trainable, grads), others_after, value

    if not train:
        return lower(forward, (trainable, others, inputs), the_mesh, in_specs,
                     f"{model.name}_forward")
    labels = _labels(model, batch, seq)
    return lower(step, (trainable, others, inputs, labels), the_mesh,
                 (*in_specs, P(BATCH_AXIS)), f"{model.name}_train")


def _weight_specs(model: KerasModel, net: keras.Model, the_mesh: jax.sharding.Mesh) -> list:
    """Each variable's PartitionSpec by the authors' layout map (trainable ones first, as
    ``stateless_call`` takes them); replicated where the map has no entry."""
    if not model.has_layout_map:
        raise ValueError(f"{model.backbone} has no get_layout_map")
    device_mesh = keras.distribution.DeviceMesh(
        shape=tuple(the_mesh.devices.shape), axis_names=list(the_mesh.axis_names),
        devices=the_mesh.devices.flatten().tolist())
    layouts = model.layout_map(device_mesh)
    specs = []
    for v in [*net.trainable_variables, *net.non_trainable_variables]:
        found = layouts[v.path]
        specs.append(P(*found.axes) if found is not None else P())
    return specs

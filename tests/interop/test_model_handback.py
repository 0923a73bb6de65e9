"""Plans handed back to the model libraries (extra ``models``): a keras_hub model trained
one step under the planner's layout map, and a flax nnx model's step run with the
planned state shardings, each equal to the same step on one device."""

from __future__ import annotations

import os

import numpy as np
import pytest

import planner  # before keras_hub loads TensorFlow (planner/_native.py)

os.environ.setdefault("KERAS_BACKEND", "jax")
jax = pytest.importorskip("jax")
keras = pytest.importorskip("keras")
keras_hub = pytest.importorskip("keras_hub")
nnx = pytest.importorskip("flax.nnx")
P = jax.sharding.PartitionSpec

from bench.models import flax_zoo, keras_zoo  # noqa: E402
from planner.interop import flax as flax_interop  # noqa: E402
from planner.interop import keras as keras_interop  # noqa: E402

pytestmark = pytest.mark.jax

BATCH, SEQ = 8, 8


@pytest.fixture(scope="module", autouse=True)
def _eight_devices() -> None:
    if keras.backend.backend() != "jax":
        pytest.skip("keras runs on another backend")
    if len(jax.devices()) < 8:
        pytest.skip("needs 8 virtual CPU devices")


def _bert() -> keras.Model:
    """The model corpus's BERT classifier at tiny widths, initialised from seed 0."""
    spec = keras_zoo.tiny("bert_base")
    keras.utils.set_random_seed(0)
    backbone = keras_hub.models.BertBackbone(**spec.dims)
    model = keras_hub.models.BertTextClassifier(backbone=backbone, num_classes=2,
                                                preprocessor=None, dropout=0.0)
    model.compile(optimizer=keras.optimizers.SGD(0.5),
                  loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    return model


def _bert_batch() -> tuple[dict[str, np.ndarray], np.ndarray]:
    rng = np.random.default_rng(1)
    x = {"token_ids": rng.integers(0, 64, (BATCH, SEQ), dtype=np.int32),
         "segment_ids": np.zeros((BATCH, SEQ), np.int32),
         "padding_mask": np.ones((BATCH, SEQ), np.int32)}
    return x, rng.integers(0, 2, BATCH, dtype=np.int32)


@pytest.fixture(scope="module")
def bert_plan():  # type: ignore[no-untyped-def]
    """The tiny BERT's training step with only its batch annotated, planned under a
    memory cap that makes it shard some weights (so the layout map shards some): the
    fastest plan replicates them, and so does the plan within half the weights below
    its peak (it shards activations instead); within 2.6 times the weights below, the
    plan shards some."""
    model = _bert()
    text = keras_zoo.lower_net(keras_zoo.tiny("bert_base"), model, train=True, layout=False,
                               batch=BATCH, seq=SEQ)
    weights = sum(v.value.nbytes for v in model.trainable_variables)
    fastest = planner.plan(text, time_limit=10, whole_axes_io=True, memory_weight=0,
                           baseline="none").report
    cap = int(fastest.cost.peak_memory_bytes - 2.6 * weights)
    # Held within the cap by the solver's model, the plan's buffers of gathered weights
    # overflow it: fitting it by the evaluator's peak takes 10-20 s here.
    return planner.plan(text, time_limit=30, whole_axes_io=True, memory_cap=cap), model


def test_layout_map_holds_every_variable_as_planned(bert_plan) -> None:  # type: ignore[no-untyped-def]
    result, model = bert_plan
    layouts = keras_interop.layout_map(result, model)
    specs = [s.spec for s in result.jax_shardings()[0]]
    variables = [*model.trainable_variables, *model.non_trainable_variables]
    for i, v in enumerate(variables):
        axes = tuple(layouts[v.path].axes)
        assert P(*axes) == P(*specs[i], *[None] * (len(v.shape) - len(specs[i])))
    assert any(any(a is not None for a in layouts[v.path].axes) for v in variables)
    assert keras_interop.batch_axis(result, model) == "batch"


def test_keras_trains_one_step_under_the_planned_layout(bert_plan) -> None:  # type: ignore[no-untyped-def]
    result, planned_model = bert_plan
    x, y = _bert_batch()
    reference = _bert()
    reference.train_on_batch(x, y)
    distribution = keras_interop.distribution(result, planned_model)
    with distribution.scope():
        model = _bert()
        for v in model.trainable_variables:  # laid out as the plan says
            assert v.value.sharding.spec == P(*distribution._layout_map[v.path].axes)
        model.train_on_batch(x, y)
    for got, want in zip(model.trainable_variables, reference.trainable_variables,
                         strict=True):
        np.testing.assert_allclose(np.asarray(got.value), np.asarray(want.value), rtol=2e-5,
                                   atol=2e-6, err_msg=got.path)


def test_keras_trains_three_steps_of_its_own_planned_step() -> None:
    """keras's own training step planned (the embedding pinned to two axes), handed back
    as a distribution: three steps of ``train_on_batch`` equal one device's."""
    x, y = _bert_batch()
    mesh = jax.make_mesh((2, 4), ("batch", "model"))
    model = _bert()
    two_axes = '<@mesh, [{"batch", "model"}, {}]>'
    assert model.trainable_variables[0].path == "token_embedding/embeddings"
    step = keras_interop.train_step_program(model, x, y, mesh=mesh, batch_axis="batch")
    # (a variable is named by its path)
    result = planner.plan(step, whole_axes_io=True, time_limit=10,
                          pins={"token_embedding/embeddings": two_axes})
    assert 'loc("token_embedding/embeddings")' in result.text()
    assert keras_interop.batch_axis(result, model) == "batch"  # the batch after the variables
    distribution = keras_interop.distribution(result, model)
    specs = [s.spec for s in result.jax_shardings(mesh)[0]]
    reference = _bert()
    want = [reference.train_on_batch(x, y) for _ in range(3)]
    with distribution.scope():
        planned = _bert()
        for i, v in enumerate(planned.trainable_variables):  # laid out as planned
            assert v.value.sharding.spec == P(*specs[i], *[None] * (v.ndim - len(specs[i])))
        assert planned.trainable_variables[0].value.sharding.spec == P(("batch", "model"), None)
        got = [planned.train_on_batch(x, y) for _ in range(3)]
    np.testing.assert_allclose(got, want, rtol=2e-5)
    for a, b in zip(planned.trainable_variables, reference.trainable_variables, strict=True):
        np.testing.assert_allclose(np.asarray(a.value), np.asarray(b.value), rtol=2e-5,
                                   atol=2e-6, err_msg=a.path)


def test_layout_map_refuses_another_models_program(bert_plan) -> None:  # type: ignore[no-untyped-def]
    result, _ = bert_plan
    other = keras_hub.models.BertBackbone(**{**keras_zoo.tiny("bert_base").dims,
                                             "hidden_dim": 32})
    with pytest.raises(planner.PlannerError, match="is not this model's step"):
        keras_interop.layout_map(result, other)


def test_nnx_trains_three_steps_with_the_planned_state_shardings() -> None:
    mesh = jax.make_mesh((2, 4), ("batch", "model"))
    model = flax_zoo.NnxDecoder(flax_zoo.TINY, layout=False, rngs=nnx.Rngs(0, dropout=1))
    graphdef, params, rest = nnx.split(model, nnx.Param, ...)
    rng = np.random.default_rng(2)
    tokens = rng.integers(0, flax_zoo.TINY.vocab, (BATCH, SEQ), dtype=np.int32)

    def step(params, rest, tokens):  # type: ignore[no-untyped-def]
        m = nnx.merge(graphdef, params, rest)
        m.train()
        loss, grads = nnx.value_and_grad(
            lambda m: flax_zoo.cross_entropy(m(tokens), tokens))(m)
        _, _, rest_after = nnx.split(m, nnx.Param, ...)
        return flax_zoo.sgd(params, grads), rest_after, loss

    planned = planner.jit(step, mesh=mesh, in_shardings=(None, None, P("batch")),
                          time_limit=5)
    result = planned.plan(params, rest, tokens)
    specs = flax_interop.partition_specs(result, params)
    assert jax.tree.structure(specs) == jax.tree.structure(params)
    placed = jax.device_put(params, flax_interop.named_shardings(result, params, mesh))
    for leaf, spec in zip(jax.tree.leaves(placed), jax.tree.leaves(specs), strict=True):
        assert leaf.sharding.spec == spec
    got = (placed, rest)
    want = jax.device_put((params, rest), jax.devices()[0])
    for _ in range(3):  # each step takes the state the last one handed back
        *got, loss = planned(*got, tokens)
        *want, want_loss = jax.jit(step)(*want, tokens)
        np.testing.assert_allclose(float(loss), float(want_loss), rtol=2e-5)
    for a, b in zip(jax.tree.leaves(got), jax.tree.leaves(want), strict=True):
        np.testing.assert_allclose(_numpy(a), _numpy(b), rtol=2e-5, atol=2e-6)


def _numpy(a: jax.Array) -> np.ndarray:
    """``a``'s values (a PRNG key's raw words)."""
    if jax.dtypes.issubdtype(a.dtype, jax.dtypes.prng_key):
        a = jax.random.key_data(a)
    return np.asarray(a)

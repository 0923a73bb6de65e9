"""The model corpus: programs lowered from model-library code (keras_hub on the JAX
backend, flax linen and nnx), with the authors' layout maps or only the batch annotated,
on 8 devices. Needs the ``models`` extra; weights are never materialised (keras builds in
a ``StatelessScope`` that does not initialise variables, flax goes through
``jax.eval_shape``), so preset widths cost no memory. ``python -m bench.models.export``
writes them as a corpus folder (``NAME.mlir`` beside ``NAME.shardy_propagated.mlir``)
that ``bench_plan.py``, ``bench_cost.py`` and ``bench_models.py`` read."""

import os

# Before anything imports jax: the CPU backend with 8 virtual devices, keras on jax.
os.environ.setdefault("JAX_PLATFORMS", "cpu")
os.environ.setdefault("KERAS_BACKEND", "jax")
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
if "xla_force_host_platform_device_count" not in os.environ.get("XLA_FLAGS", ""):
    os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") +
                               " --xla_force_host_platform_device_count=8").strip()

import planner  # noqa: F401  (before keras_hub loads TensorFlow: see planner/_native.py)

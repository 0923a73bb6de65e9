"""OR-tools' native CP-SAT extension, loaded before any library can load its own
protobuf and abseil: TensorFlow's (keras_hub imports it) crash CP-SAT's solve with a
segmentation fault when they are loaded first. 58 ms of start-up. Imported by
``planner/__init__.py`` right after the clock."""

import sys

# Whether TensorFlow was there before us: then CP-SAT cannot run in this process.
TENSORFLOW_FIRST = "tensorflow" in sys.modules

from ortools.sat.python import cp_model_helper  # noqa: E402, F401

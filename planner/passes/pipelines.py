"""Named pipelines: Shardy's import and export sequences, and the targets built on them.

- ``import``: what Shardy runs before propagation (sdy-import-pipeline), minus the
  symbol and call-graph housekeeping the planner does not need.
- ``export``: what Shardy runs after propagation (sdy-export-pipeline with its
  defaults): sink edges, constraints to reshards, even input/output shardings,
  close shardings, explicit reshards, drop rules.
- ``collectives``: ``export`` with every conflict resolved and every reshard lowered to
  explicit collectives, element-wise results Shardy left unsharded filled first and
  repeated collectives merged, as XLA compiles them (what the evaluator prices).
- ``resolved``: ``collectives`` before lowering: every op's operands and results agree
  with one sharding of its factors, explicit reshards in between (what each op computes).
- ``xla``: ``export`` rewritten into what today's XLA compiles (see ``planner-xla-legalize``).
- ``partition``: inlined meshes lifted, size-one axes removed, ``export`` with every
  conflict resolved, then Shardy's partitioner (resolve-permutation-factors,
  reshard-to-collectives, pad-for-divisibility, resolve-single-device-sharding,
  convert-global-to-local, drop-sharding-and-mesh, in the order Shardy's own partitioner
  tests run them): the program each device runs. planner-resolve-variadic-reductions
  (not Shardy's) keeps argmax-like reductions exact, planner-legalize-padded-reshapes
  (not Shardy's) computes whole a reshape that splits or merges a padded dimension, and
  planner-drop-propagation-barriers
  (not Shardy's, XLA's export does it) removes the barriers the partitioner rejects;
  planner-merge-identical-collectives runs one of each repeated collective, as XLA does;
  each function reads the device's id once (``hoist-device-ids``).
- ``partition-lowered``: the partitioner alone, for programs that already hold sdy
  collectives (``planner simulate`` picks it for them).
"""

from __future__ import annotations

from planner.passes.registry import register_pipeline

IMPORT = (
    "sdy-lift-inlined-meshes",
    "sdy-remove-size-one-axes",
    "sdy-constant-or-scalar-splitter",
    "sdy-manual-axes-cleanup",
    "sdy-add-data-flow-edges",
    "sdy-apply-sharding-constraints",
    "sdy-sharding-group-import",
)

_EXPORT_HEAD = (
    "sdy-constant-or-scalar-merger",
    "sdy-sink-data-flow-edges",
    "sdy-remove-sharding-groups",
    "sdy-sharding-constraint-to-reshard",
    "sdy-update-non-divisible-input-output-shardings",
    "sdy-remove-sub-axes-in-input-output-shardings",
    "sdy-close-shardings",
)

EXPORT = (*_EXPORT_HEAD, "sdy-insert-explicit-reshards", "sdy-drop-sharding-rules")
# Every conflict resolved explicitly (the full version), then lowered to collectives, an
# all-reduce followed by a slice becoming a reduce-scatter (as Shardy's canonicalizer does).
# Element-wise results left unsharded first take their operands' sharding, as XLA's own
# propagation at compile time gives them (planner-fill-elementwise-shardings); a
# collective repeating an earlier one is merged into it, as XLA's reshard cache does.
RESOLVED = ("planner-fill-elementwise-shardings", *_EXPORT_HEAD,
            "sdy-insert-explicit-reshards{enable-full-version=true}")
COLLECTIVES = (*RESOLVED, "sdy-reshard-to-collectives", "planner-reduce-scatter-fusion",
               "planner-merge-identical-collectives", "sdy-drop-sharding-rules")
XLA = (*EXPORT, "planner-xla-legalize")
# The per-device program reads the device's id once per function, not at every use.
HOISTED_LOCAL = "sdy-convert-global-to-local{hoist-device-ids=true}"
# Inlined meshes lifted and size-one axes removed first (Shardy's import does both before
# its partitioner ever runs): explicit reshards and the partitioner passes work on mesh
# symbols, and on axes that split something.
PARTITION = ("sdy-lift-inlined-meshes", "sdy-remove-size-one-axes", *_EXPORT_HEAD,
             "sdy-insert-explicit-reshards{enable-full-version=true}",
             "planner-resolve-variadic-reductions", "planner-legalize-padded-reshapes",
             "planner-drop-propagation-barriers", "sdy-resolve-permutation-factors",
             "sdy-reshard-to-collectives", "planner-merge-identical-collectives",
             "sdy-pad-for-divisibility", "sdy-resolve-single-device-sharding", HOISTED_LOCAL,
             "sdy-drop-sharding-and-mesh", "sdy-drop-sharding-rules")
# A program that already holds sdy collectives (the ``collectives`` pipeline's output) is
# past explicit reshards: running them again would reduce a dot's partial sums a second
# time (its result carries no unreduced axes in jaxlib 0.10.2's form). Only the
# partitioner proper runs.
PARTITION_LOWERED = ("sdy-lift-inlined-meshes", "sdy-remove-size-one-axes",
                     "planner-drop-propagation-barriers",
                     "sdy-resolve-permutation-factors",
                     "sdy-reshard-to-collectives", "sdy-pad-for-divisibility",
                     "sdy-resolve-single-device-sharding", HOISTED_LOCAL, "sdy-drop-sharding-and-mesh",
                     "sdy-drop-sharding-rules")


register_pipeline("import", IMPORT)
register_pipeline("export", EXPORT)
register_pipeline("resolved", RESOLVED)
register_pipeline("collectives", COLLECTIVES)
register_pipeline("xla", XLA)
register_pipeline("partition", PARTITION)
register_pipeline("partition-lowered", PARTITION_LOWERED)

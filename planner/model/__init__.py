"""The IR of the planner: meshes, shardings, rules, ops and modules; text I/O; verifier."""

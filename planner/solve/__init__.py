"""The solver core: strategy problems and everything that solves them, knowing nothing
of StableHLO. ``solve`` (``solver.py``) is the entry point; ``iopddl.py`` reads and writes
the contest's format. Nothing is imported here, so ``planner.solve.solution`` alone does
not load OR-tools."""

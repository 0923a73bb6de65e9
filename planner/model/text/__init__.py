"""MLIR text: lexer, parser, printer and the per-dialect custom forms (read through
``planner.model.text.io``, which registers them)."""

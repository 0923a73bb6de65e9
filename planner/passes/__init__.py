"""The documented Shardy passes, one module per pass, and the pipelines built from them."""

from planner.passes.registry import (
    PIPELINES,
    Option,
    Pass,
    PassRun,
    parse_pass,
    passes,
    run_passes,
)

__all__ = ["PIPELINES", "Option", "Pass", "PassRun", "parse_pass", "passes", "run_passes"]

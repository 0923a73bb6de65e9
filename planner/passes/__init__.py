"""The documented Shardy passes, one module per pass, and the pipelines built from them."""

from planner.passes.pipelines import PIPELINES
from planner.passes.registry import Option, Pass, PassRun, parse_pass, passes, run_passes

__all__ = ["PIPELINES", "Option", "Pass", "PassRun", "parse_pass", "passes", "run_passes"]

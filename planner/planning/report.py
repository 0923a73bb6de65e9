"""What ``planner plan`` reports (pydantic: validated, JSON-serialisable)."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from planner.encode.cost.cost_report import CostReport
from planner.encode.cost.units import format_bytes, format_seconds
from planner.planning.options import MEMORY_RULE

# The solver's objective and the evaluator's step time of one plan agree to rounding;
# beyond this relative difference the summary says so.
MODEL_ERROR_SHOWN = 1e-4


class AxisPhase(BaseModel):
    """One phase of an axis-by-axis plan (``axis_decomposition``)."""

    model_config = ConfigDict(frozen=True)
    axes: list[str] = Field(description="the mesh axes planned so far")
    seconds: float
    objective_s: float = Field(description="its plan's cost (the last: on the whole mesh)")


class SolverStats(BaseModel):
    """How the strategy problem was solved."""

    model_config = ConfigDict(frozen=True)
    status: str = Field(description="optimal | feasible | infeasible | unknown")
    objective_s: float = Field(description="the plan's cost under the encoder's model")
    bound_s: float = Field(description="proven lower bound on that cost")
    gap: float = Field(description="(objective - bound) / objective")
    fastest_objective_s: float | None = Field(None, description="where the plan traded time "
                                              "for memory (or was held to Shardy's): the "
                                              "objective of the fastest plan the solve found, "
                                              "which the bound bounds too (None: the plan is "
                                              "that one)")
    solve_s: float
    encode_s: float
    nodes: int
    edges: int
    strategies: int
    timed_out: bool
    strategies_pruned: int = Field(0, description="strategies a per-node cap left out (the "
                                   "bound holds over the kept ones)")
    solver_capped: int = Field(0, description="of those, the ones the solver's own cap left "
                               "out to fit its time (a longer solve may keep them); the rest "
                               "the encoder's, whatever the time")
    bound_all_s: float | None = Field(None, description="a lower bound over every candidate, "
                                      "the pruned ones too (None: not computed)")
    pruned_ruled_out: int = Field(0, description="pruned strategies that bound shows cannot "
                                  "beat the plan")
    beyond_cap: int = Field(0, description="nodes whose strategy in the plan the cap had "
                            "pruned: the bound over every candidate found the plan")
    tied_classes: int = Field(0, description="repeated layers tied: the nodes took one "
                              "strategy per class of these (0: untied); the bound is the "
                              "untied problem's")
    axis_phases: list[AxisPhase] = Field(default_factory=list, description="the phases of "
                                         "an axis-by-axis plan the joint solve started from "
                                         "(empty: none)")
    phase_encoding: str = Field("", description="which encoding the solve went on in "
                                "when the full one did not fit in the time limit (the last "
                                "axis phase's, or a coarse one), and why (empty: the full)")
    deterministic: bool = Field(False, description="every phase had a work budget, not the "
                                "clock's: the same program and options give the same plan "
                                "unless the time limit cut something short")
    cut_short: list[str] = Field(default_factory=list, description="work the time limit "
                                 "cut short or left out (empty: none)")


class FrontPoint(BaseModel):
    """One plan of the time-memory front, priced by the evaluator."""

    model_config = ConfigDict(frozen=True)
    step_time_s: float
    peak_memory_bytes: float


class AnnotationStatus(BaseModel):
    """One user annotation and whether the plan keeps it."""

    model_config = ConfigDict(frozen=True)
    name: str
    location: str
    status: str = Field(description="holds | conflicts")


class PlanReport(BaseModel):
    """The plan priced by the evaluator (the same yardstick as ``planner cost``), how it
    was found, and what became of each annotation."""

    model_config = ConfigDict(frozen=True)
    mesh: str
    cost: CostReport
    solver: SolverStats
    annotations: list[AnnotationStatus]
    reshards_inserted: int
    calls_inlined: int
    baseline: CostReport | None = Field(
        None, description="Shardy's own plan of the program, priced by the same model")
    baseline_note: str = Field("", description="why there is no baseline, when there is none")
    held_to_baseline: bool = Field(False, description="the first plan's peak was over 1.05x "
                                   "the baseline's: this is the leaner plan solved again")
    front: list[FrontPoint] = Field(
        default_factory=list, description="the time-memory front of the plans priced on "
        "the way (the evaluator's figures, as a memory cap is checked), leanest first")
    notes: list[str] = Field(default_factory=list, description="what to know about the "
                             "program as given (one line each)")

    @property
    def step_time_s(self) -> float:
        return self.cost.step_time_s

    @property
    def compute_s(self) -> float:
        return self.cost.compute_s

    @property
    def communication_s(self) -> float:
        return self.cost.communication_s

    @property
    def peak_memory_bytes(self) -> int:
        return self.cost.peak_memory_bytes

    @property
    def bytes_by_kind(self) -> dict[str, int]:
        """Bytes each device sends, per collective kind."""
        return {k: s.bytes_per_device for k, s in self.cost.collectives.items()}

    def summary(self) -> str:
        """Human lines for stderr."""
        s = self.solver
        gap = f"{100 * s.gap:.2f}%" if s.gap != float("inf") else "n/a"
        status = f"{s.status} (stopped at the time limit)" if s.timed_out else s.status
        head = (f"plan on mesh {self.mesh}: {status}, objective "
                f"{format_seconds(s.objective_s)}, bound {format_seconds(s.bound_s)}, gap "
                f"{gap}; {s.nodes} nodes, {s.edges} edges, "
                f"encode {s.encode_s:.2f} s, solve {s.solve_s:.2f} s\n")
        if s.fastest_objective_s is not None:
            fastest = s.fastest_objective_s
            g = (fastest - s.bound_s) / fastest if fastest > 0 else 0.0
            head += (f"  the fastest plan found: objective {format_seconds(fastest)}, gap "
                     f"{100 * max(g, 0.0):.2f}%; this plan is leaner (--memory-weight 0 "
                     "takes the fastest)\n")
        if s.strategies_pruned:
            over = "" if s.bound_all_s is not None else "; the bound is over the kept ones"
            head += (f"strategies pruned {s.strategies_pruned} (a cap per node on this big a "
                     f"program{over})\n")
        if s.bound_all_s is not None:
            every = (s.objective_s - s.bound_all_s) / s.objective_s if s.objective_s else 0.0
            head += (f"  over every candidate: bound {format_seconds(s.bound_all_s)}, gap "
                     f"{100 * max(every, 0.0):.2f}%; {s.pruned_ruled_out} pruned strategies "
                     "proven unable to beat the plan\n")
        if s.beyond_cap:
            head += (f"  the plan takes pruned strategies at {s.beyond_cap} nodes: the bound "
                     "over every candidate found it\n")
        if s.axis_phases:
            phases = "; ".join(f"{','.join(ph.axes)} {format_seconds(ph.objective_s)} in "
                               f"{ph.seconds:.1f} s" for ph in s.axis_phases)
            head += f"started from an axis-by-axis plan: {phases}\n"
        if s.phase_encoding:
            head += f"{s.phase_encoding}\n"
        if s.cut_short:
            again = "; another run may differ (--time-limit)" if s.deterministic else ""
            head += f"the time limit cut short: {'; '.join(s.cut_short)}{again}\n"
        if s.tied_classes:
            head += (f"repeated layers tied: {s.nodes} nodes in {s.tied_classes} classes "
                     "(the bound is the untied problem's; --untied to solve them apart)\n")
        head += self._model_error()
        kept = sum(a.status == "holds" for a in self.annotations)
        notes = "".join(f"note: {n}\n" for n in self.notes)
        return (head + f"annotations kept {kept}/{len(self.annotations)}\n" + notes
                + self.cost.summary() + self._front() + self._beside_baseline())

    @property
    def model_error(self) -> float:
        """(objective - step time) / step time: how far the solver's model of this plan
        is from the evaluator's price of it (0 where the model is exact)."""
        step = self.cost.step_time_s
        return (self.solver.objective_s - step) / step if step else 0.0

    def _model_error(self) -> str:
        """A line where the solver's objective is not the step time (beyond rounding)."""
        if abs(self.model_error) <= MODEL_ERROR_SHOWN:
            return ""
        diff = self.solver.objective_s - self.cost.step_time_s
        why = ("collectives XLA's combiners merge, which the solver prices apart" if diff > 0
               else "the evaluator prices what the solver's model leaves out")
        return (f"objective is {format_seconds(abs(diff))} "
                f"{'over' if diff > 0 else 'under'} the step time "
                f"({100 * abs(self.model_error):.2f}%): {why}\n")

    def _front(self) -> str:
        """The time-memory front, when more than one plan is on it."""
        if len(self.front) < 2:
            return ""
        points = ", ".join(f"{format_seconds(p.step_time_s)} at "
                           f"{format_bytes(p.peak_memory_bytes)}" for p in self.front)
        return f"time-memory front (plans priced, leanest first): {points}\n"

    def _beside_baseline(self) -> str:
        """Shardy's plan against ours, on one line."""
        b = self.baseline
        if b is None:
            return f"Shardy's plan: not priced ({self.baseline_note})\n" \
                if self.baseline_note else ""
        time_ratio = self.cost.step_time_s / b.step_time_s if b.step_time_s else 1.0
        memory_ratio = self.cost.peak_memory_bytes / max(b.peak_memory_bytes, 1)
        rule = (f"held to {MEMORY_RULE:g}x its memory" if memory_ratio <= MEMORY_RULE + 1e-9
                else f"the leanest plan found no slower than it: none within {MEMORY_RULE:g}x "
                "its memory")
        held = f" ({rule}; --memory-weight 0 lifts this)" if self.held_to_baseline else ""
        return (f"Shardy's plan  step time {format_seconds(b.step_time_s)}, peak memory "
                f"{format_bytes(b.peak_memory_bytes)} per device; ours is {time_ratio:.2f}x "
                f"its time and {memory_ratio:.2f}x its memory{held}\n")

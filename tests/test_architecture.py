"""The package's import structure, read from the source: layers that import only downward,
no cycles, no jax in the core."""

from __future__ import annotations

import ast
from pathlib import Path

import networkx as nx

ROOT = Path(__file__).resolve().parents[1] / "planner"
# Only these optional interop modules may import jax (behind the ``jax`` extra).
JAX_INTEROP = {"planner.interop.jax", "planner.interop.shardy", "planner.jax_jit"}


def _modules() -> dict[str, Path]:
    mods = {}
    for path in ROOT.rglob("*.py"):
        parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        mods[".".join(parts)] = path
    return mods


def _imports(name: str, path: Path) -> set[str]:
    """Every module ``name`` imports, at any depth of the file (lazy imports count too)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                head = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*head, base] if base else head)
            found.update(f"{base}.{a.name}" for a in node.names)
            found.add(base)
    return found


def import_graph() -> nx.DiGraph:
    mods = _modules()
    graph = nx.DiGraph()
    for name, path in mods.items():
        graph.add_node(name)
        for target in _imports(name, path):
            while target and target not in mods and target.startswith("planner"):
                target = target.rpartition(".")[0]
            if target != name:
                graph.add_edge(name, target)
    return graph


# What each layer may import from the planner (besides itself); the README's diagram.
# ``model`` and ``encode`` are ordered inside too (SUBLAYERS).
MAY_IMPORT: dict[str, set[str]] = {
    "_native": set(),
    "solve": {"_native"},
    "model": set(),
    "files": {"model"},
    "passes": {"model"},
    "encode": {"model", "passes", "solve"},
    "runtime": {"model", "passes", "files"},
    "interop": {"model"},
    "planning": {"model", "passes", "encode", "solve", "interop", "_gc"},
    "whatif": {"model", "passes", "encode", "solve", "planning", "files", "batch"},
    "batch": {"model", "passes", "encode", "solve", "planning", "runtime", "files"},
    "jax_jit": {"model", "passes", "planning", "interop"},
    "api": {"model", "passes", "encode", "solve", "planning", "runtime", "interop", "whatif",
            "jax_jit", "files", "_gc"},
    "cli": {"model", "passes", "encode", "solve", "planning", "runtime", "whatif", "batch",
            "api", "files", "_clock", "_gc"},
    "examples": set(),
    "_clock": set(),
    "_gc": set(),
    "__init__": {"model", "passes", "api", "_clock", "_native"},
    "__main__": {"cli"},
}
SUBLAYERS = {
    "model": ["ir", "sharding", "dialects", "rules", "text", "verify"],
    "encode": ["cost", "problem"],
}


def layer(module: str) -> str:
    """``planner.encode.cost.flops`` -> ``encode``; the package itself is ``__init__``."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "__init__"


def allowed(source: str, target: str) -> bool:
    src, dst = layer(source), layer(target)
    if src == dst:
        sub = SUBLAYERS.get(src)
        if not sub:
            return True
        rank = {name: i for i, name in enumerate(sub)}
        s, t = (m.split(".")[2] if len(m.split(".")) > 2 else "" for m in (source, target))
        return s not in rank or t not in rank or rank[t] <= rank[s]
    if target == "planner":  # the public API, re-exported by the package
        return "api" in MAY_IMPORT[src]
    return any(target == f"planner.{a}" or target.startswith(f"planner.{a}.")
               for a in MAY_IMPORT[src])


def upward_imports(graph: nx.DiGraph) -> list[tuple[str, str]]:
    return sorted((a, b) for a, b in graph.edges
                  if b.startswith("planner") and a.startswith("planner") and not allowed(a, b))


def test_every_layer_imports_only_downward():
    assert upward_imports(import_graph()) == []


def test_an_upward_import_is_caught():
    graph = import_graph()
    graph.add_edge("planner.passes.registry", "planner.encode.cost.flops")
    graph.add_edge("planner.model.ir.core", "planner.model.sharding.mesh")
    graph.add_edge("planner.solve.solver", "planner.model.ir.core")
    graph.add_edge("planner.runtime.simulate", "planner.encode.problem.encoder")
    assert upward_imports(graph) == [
        ("planner.model.ir.core", "planner.model.sharding.mesh"),
        ("planner.passes.registry", "planner.encode.cost.flops"),
        ("planner.runtime.simulate", "planner.encode.problem.encoder"),
        ("planner.solve.solver", "planner.model.ir.core")]


def test_every_layer_is_listed():
    assert {layer(m) for m in _modules()} <= set(MAY_IMPORT)


def test_interop_is_imported_only_by_api_planning_and_jax_jit():
    importers = {layer(a) for a, b in import_graph().edges if b.startswith("planner.interop")}
    assert importers <= {"api", "planning", "interop", "jax_jit"}


def test_import_graph_has_no_cycles():
    graph = import_graph().subgraph(_modules())
    assert list(nx.simple_cycles(graph)) == []


def test_core_never_imports_jax():
    offenders = sorted(m for m, t in import_graph().edges
                       if t.split(".")[0] in ("jax", "jaxlib") and m not in JAX_INTEROP)
    assert offenders == []


def test_graph_sees_lazy_and_relative_imports():
    graph = import_graph()
    # passes/registry imports the verifier inside a function body.
    assert graph.has_edge("planner.passes.registry", "planner.model.verify.verifier")
    assert graph.has_edge("planner.model.text.io", "planner.model.text.sdy")

"""The package's import structure, read from the source: no cycles, no jax in the core."""

from __future__ import annotations

import ast
from pathlib import Path

import networkx as nx

ROOT = Path(__file__).resolve().parents[1] / "planner"
# Only this optional interop module may import jax (behind the ``jax`` extra).
JAX_INTEROP = {"planner.interop.jax"}


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

"""The symbol names of a module's body, for passes that add symbols (meshes, cloned
functions) and must keep them unique as MLIR does."""

from __future__ import annotations

from planner.model.dialects.ops import ModuleOp
from planner.model.ir.attributes import StringAttr


class SymbolTable:
    """The symbol names of a module's body, as MLIR's ``SymbolTable``: a name already taken
    gets the first free ``_N`` suffix, N from one counter shared by every name (it never
    goes back, so a later insertion may skip a suffix that is free again)."""

    def __init__(self, module: ModuleOp) -> None:
        self.names: set[str] = set()
        for op in module.body.ops:
            sym = op.properties.get("sym_name")
            if isinstance(sym, StringAttr):
                self.names.add(sym.value)
        self.counter = 0

    def erase(self, name: str) -> None:
        """Free ``name`` (its op was erased)."""
        self.names.discard(name)

    def insert(self, name: str) -> str:
        """Take ``name``, or a unique variant of it; returns the name taken."""
        if name not in self.names:
            self.names.add(name)
            return name
        while True:
            candidate = f"{name}_{self.counter}"
            self.counter += 1
            if candidate not in self.names:
                self.names.add(candidate)
                return candidate

"""A table from op name to an implementation (a sharding rule, an interpreter function,
a work formula), filled by the modules that own the implementations and read by a
driver. Each name is registered once: a second registration is an error, whether it
comes from the decorator, a mapping or the union of two tables."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Generic, TypeVar

Impl = TypeVar("Impl")


class DuplicateRegistration(ValueError):
    """An op registered twice in one table."""


class OpTable(Mapping[str, Impl], Generic[Impl]):
    """Op name -> implementation; ``what`` names the table in errors."""

    def __init__(self, what: str, entries: Mapping[str, Impl] | None = None) -> None:
        self.what = what
        self._impls: dict[str, Impl] = {}
        for name, impl in (entries or {}).items():
            self.add(name, impl)

    def add(self, name: str, impl: Impl) -> None:
        """Register ``impl`` for op ``name``."""
        self.register(name)(impl)

    def register(self, *names: str) -> Callable[[Impl], Impl]:
        """Decorator: the decorated implementation serves every op in ``names`` (all or,
        when one is registered already, none of them)."""

        def deco(impl: Impl) -> Impl:
            for i, name in enumerate(names):
                if name in self._impls or name in names[:i]:
                    raise DuplicateRegistration(f"{self.what}: {name} is registered twice")
            self._impls.update(dict.fromkeys(names, impl))
            return impl

        return deco

    @classmethod
    def union(cls, what: str, *tables: Mapping[str, Impl]) -> OpTable[Impl]:
        """One table of every entry of ``tables`` (a name in two of them is an error)."""
        merged: OpTable[Impl] = cls(what)
        for table in tables:
            for name, impl in table.items():
                merged.add(name, impl)
        return merged

    def __getitem__(self, name: str) -> Impl:
        return self._impls[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._impls)

    def __len__(self) -> int:
        return len(self._impls)

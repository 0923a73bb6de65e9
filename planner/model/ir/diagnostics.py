"""Source locations and the one error type users ever see."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple


class SourceLoc(NamedTuple):
    """A position in an input file (1-based line and column). A named tuple: the parser
    makes one per op, and a tuple is built three times faster than a frozen dataclass."""

    file: str
    line: int
    col: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.col}"


UNKNOWN_LOC = SourceLoc("<unknown>", 0, 0)


def path_loc(path: object) -> SourceLoc:
    """The location of a whole file named by ``path``; an empty path shows as ``''``."""
    return SourceLoc(str(path) or "''", 0, 0)


class PlannerError(Exception):
    """A user-facing error, rendered MLIR-style: ``FILE:LINE:COL: error: message``."""

    def __init__(self, message: str, loc: SourceLoc | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.loc = loc

    def __str__(self) -> str:
        where = self.loc if self.loc is not None else UNKNOWN_LOC
        return f"{where}: error: {self.message}"


class ParseError(PlannerError):
    """The text is not valid MLIR in the syntax this project reads."""


class VerificationError(PlannerError):
    """The program parses but breaks an invariant of the sdy dialect or of an op."""


def validation_message(errors: Sequence[Mapping[str, Any]], what: str = "",
                       names: dict[str, str] | None = None) -> str:
    """Pydantic's ``ValidationError.errors()`` as one line: ``field.path: message; ...``
    (``what`` names an error without a field path; ``names``: what to call a field, a
    flag say; a validator's own message is given without pydantic's "Value error, " in
    front)."""
    parts = []
    for e in errors:
        path = [str(p) for p in e["loc"]]
        if path and names is not None:
            path = [names.get(path[0], path[0])]  # a flag's value, not the field's parts
        where = ".".join(path) or what
        msg = str(e["msg"]).removeprefix("Value error, ")
        parts.append(f"{where}: {msg}" if where else msg)
    return "; ".join(parts)

"""Reading and writing modules as MLIR text: the driver of the parser and the printer.

Importing the per-dialect syntax modules here fills the parser's and printer's tables
of custom forms; the parser and printer themselves never import them back.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from planner.model.dialects.ops import ModuleOp
from planner.model.ir.core import Operation
from planner.model.ir.diagnostics import ParseError, path_loc
from planner.model.text import (  # noqa: F401  (each fills the tables of custom forms)
    builtin,
    sdy,
    stablehlo,
    stablehlo_regions,
)
from planner.model.text.parser import Parser
from planner.model.text.printer import Printer


@contextmanager
def gc_paused() -> Iterator[None]:
    """No cyclic garbage collection inside: parsing allocates millions of objects that
    all stay alive, and the collector's passes over them took half the time of parsing a
    50 MB module."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def parse_module(text: str, filename: str = "<input>") -> ModuleOp:
    """Parse MLIR text into a module op (ops outside a module are wrapped in one)."""
    parser = Parser(text, filename)
    try:
        with gc_paused():
            return parser.parse_top_level()
    except RecursionError:
        raise ParseError("input nests too deeply", parser.lex.loc(parser.lex.pos)) from None


# The most bytes an input may hold (text files of realistic programs are a few hundred MB;
# a device such as /dev/zero never ends).
MAX_INPUT_BYTES = 8 * 2**30
_CHUNK = 2**24


def read_text(path: str | Path) -> str:
    """``path``'s UTF-8 text (universal newlines); an empty path, an unreadable file, a
    NUL byte (no MLIR text holds one: a binary file, /dev/zero) or more than
    ``MAX_INPUT_BYTES`` is a :class:`ParseError`."""
    if not str(path):  # (Path("") is ".", the working directory)
        raise ParseError("cannot read file: an empty path names none", path_loc(path))
    p = Path(path)
    at = path_loc(p)
    chunks: list[bytes] = []
    size = 0
    try:
        with open(p, "rb") as f:
            while chunk := f.read(_CHUNK):
                if b"\0" in chunk:
                    raise ParseError(f"not MLIR text: a NUL byte at offset "
                                     f"{size + chunk.index(0)}", at)
                size += len(chunk)
                if size > MAX_INPUT_BYTES:
                    raise ParseError(f"the input holds more than {MAX_INPUT_BYTES:,} bytes", at)
                chunks.append(chunk)
    except OSError as e:
        raise ParseError(f"cannot read file: {e.strerror}", at) from None
    try:  # (newlines as text mode reads them)
        return b"".join(chunks).decode().replace("\r\n", "\n").replace("\r", "\n")
    except UnicodeDecodeError:
        raise ParseError("file is not UTF-8 text", at) from None


def parse_file(path: str | Path) -> ModuleOp:
    """Read and parse an MLIR file; what cannot be read is a :class:`ParseError` as
    ``read_text`` says."""
    return parse_module(read_text(path), str(path))


def print_module(module: Operation, generic: bool = False, source_names: bool = False
                 ) -> str:
    """MLIR text of a module (or any top-level op). ``source_names``: values keep the
    names the source gave them (``%x``), else are numbered as MLIR's printer numbers
    them."""
    p = Printer(generic=generic, source_names=source_names)
    p.number(module)  # the module itself is the root of value numbering
    return p.op(module, 0) + "\n"

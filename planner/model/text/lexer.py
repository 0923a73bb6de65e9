"""An on-demand tokenizer for MLIR text.

The parser pulls tokens one at a time and may rewind or read raw text (tensor
shapes like ``8x8xf32`` and opaque dialect attributes are read as text).
"""

from __future__ import annotations

import re
from typing import NamedTuple

from planner.model.ir.diagnostics import ParseError, SourceLoc

_TOKEN = re.compile(
    r"""
    (?P<ws>(?:\s+|//[^\n]*)+)
  | (?P<string>"(?:[^"\\\n]|\\.)*")
  | (?P<arrow>->)
  | (?P<coloncolon>::)
  | (?P<number>-?(?:0x[0-9a-fA-F]+|\d+(?:\.\d*)?(?:[eE][+-]?\d+)?))
  | (?P<value>%(?:[A-Za-z0-9_$.\-]+)(?:\#\d+)?)
  | (?P<block>\^[A-Za-z0-9_$.\-]+)
  | (?P<symbol>@(?:[A-Za-z_$.][A-Za-z0-9_$.\-]*|"(?:[^"\\\n]|\\.)*"))
  | (?P<hash>\#[A-Za-z_][A-Za-z0-9_$.]*)
  | (?P<bang>![A-Za-z_][A-Za-z0-9_$.]*)
  | (?P<ident>[A-Za-z_][A-Za-z0-9_$.]*)
  | (?P<punct>[()\[\]{}<>,=:?*+\-|])
    """,
    re.VERBOSE,
)


# A string escape (the parser's ``unescape`` reads them), and the ones MLIR knows.
ESCAPE = re.compile(r"\\([0-9a-fA-F]{2}|.)")
_VALID_ESCAPE = re.compile(r'[0-9a-fA-F]{2}|[\\"nt]')


class Token(NamedTuple):
    """One token (a NamedTuple: the lexer makes tens of thousands of them per file)."""

    kind: str  # string, arrow, coloncolon, number, value, block, symbol, hash, bang, ident, punct, eof
    text: str
    start: int
    end: int


class Lexer:
    def __init__(self, text: str, filename: str = "<input>") -> None:
        self.text = text
        self.filename = filename
        self.pos = 0
        self._peeked: Token | None = None
        # The last located offset and its line: locations are asked for mostly in text
        # order, so counting the newlines since then is cheaper than indexing them all.
        self._last_offset = 0
        self._last_line = 1

    def loc(self, offset: int) -> SourceLoc:
        text = self.text
        last = self._last_offset
        if offset >= last:
            line = self._last_line + text.count("\n", last, offset)
        else:
            line = self._last_line - text.count("\n", offset, last)
        self._last_offset = offset
        self._last_line = line
        # tuple.__new__: a NamedTuple's own constructor costs a Python call per op
        return tuple.__new__(SourceLoc, (self.filename, line, offset - text.rfind("\n", 0, offset)))

    def error(self, message: str, offset: int | None = None) -> ParseError:
        return ParseError(message, self.loc(self.pos if offset is None else offset))

    def peek(self) -> Token:
        if self._peeked is None:
            self._peeked = self._scan()
        return self._peeked

    def next(self) -> Token:
        tok = self.peek()
        self._peeked = None
        self.pos = tok.end
        return tok

    def reset(self, pos: int) -> None:
        self.pos = pos
        self._peeked = None

    def _scan(self) -> Token:
        pos = self.pos
        text = self.text
        while True:
            if pos >= len(text):
                return Token("eof", "", pos, pos)
            m = _TOKEN.match(text, pos)
            if m is None:
                raise self.error(f"unexpected character {text[pos]!r}", pos)
            kind = m.lastgroup
            assert kind is not None
            if kind == "ws":
                pos = m.end()
                continue
            if kind == "string" and m.end() == pos:
                break
            if (kind == "string" or kind == "symbol") and "\\" in m.group():
                self._check_escapes(m.group(), pos)
            return Token(kind, m.group(), pos, m.end())
        raise self.error("unterminated string", pos)

    def _check_escapes(self, literal: str, start: int) -> None:
        """MLIR's string escapes: ``\\\\``, ``\\"``, ``\\n``, ``\\t`` and two hex digits."""
        for m in ESCAPE.finditer(literal):
            if not _VALID_ESCAPE.fullmatch(m.group(1)):
                raise self.error("unknown escape in string literal", start + m.start())

    def raw_until_balanced(self, open_pos: int) -> int:
        """Given the offset of an opening ``<``/``(``/``[``/``{``, the offset just past
        its matching closer. Strings are skipped whole; ``->`` is not a closer."""
        pairs = {"<": ">", "(": ")", "[": "]", "{": "}"}
        stack: list[str] = []
        self.reset(open_pos)
        while True:
            tok = self.next()
            if tok.kind == "eof":
                raise self.error("unbalanced brackets: missing closer", open_pos)
            if tok.kind == "punct":
                if tok.text in pairs:
                    stack.append(pairs[tok.text])
                elif tok.text in ")]}>":
                    if not stack or tok.text != stack[-1]:
                        raise self.error(f"unbalanced '{tok.text}'", tok.start)
                    stack.pop()
                    if not stack:
                        return tok.end

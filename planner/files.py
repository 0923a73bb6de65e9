"""Writing outputs so that nothing is lost: every file the planner writes appears whole or
not at all (a temporary file in the same folder, flushed to disk, then renamed over the
target), at exactly the path given, and an output never overwrites one of the inputs.

A path that is not a regular file (``/dev/null``, ``/dev/full``, a pipe) is written in
place: renaming over it would replace the device. Every failure is a one-line
:class:`PlannerError` at the path."""

from __future__ import annotations

import os
import stat
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import BinaryIO

from planner.model.ir.diagnostics import PlannerError, SourceLoc


def _error(path: Path | str, e: OSError | str) -> PlannerError:
    why = e if isinstance(e, str) else (e.strerror or str(e))
    return PlannerError(f"cannot write output: {why}", SourceLoc(str(path), 0, 0))


@contextmanager
def atomic_output(path: str | Path) -> Iterator[BinaryIO]:
    """A binary file to write ``path``'s new content into; it replaces ``path`` only when
    the block ends without an error (the old file, if any, stays otherwise)."""
    target = Path(path)
    if target.is_symlink():  # write the file it names; keep the link
        target = target.resolve()
    try:
        mode = target.stat().st_mode
    except FileNotFoundError:
        mode = None
    except OSError as e:
        raise _error(path, e) from None
    if mode is not None and stat.S_ISDIR(mode):
        raise _error(path, "is a directory")
    if mode is not None and not stat.S_ISREG(mode):
        try:
            with open(target, "wb") as f:
                yield f
        except OSError as e:
            raise _error(path, e) from None
        return
    try:
        fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    except OSError as e:
        raise _error(path, e) from None
    try:
        with os.fdopen(fd, "wb") as f:
            yield f
            f.flush()
            os.fsync(f.fileno())
        if mode is not None:
            os.chmod(tmp, stat.S_IMODE(mode))
        else:  # as a plain open() would create it
            umask = os.umask(0)
            os.umask(umask)
            os.chmod(tmp, 0o666 & ~umask)
        os.replace(tmp, target)
    except BaseException as e:
        with suppress(OSError):
            os.unlink(tmp)
        if isinstance(e, OSError):
            raise _error(path, e) from None
        raise


def write_text(path: str | Path, text: str) -> None:
    """``path`` replaced by ``text`` (UTF-8), atomically."""
    with atomic_output(path) as f:
        f.write(text.encode())


def refuse_overwriting(output: str | Path | None, *inputs: str | Path | None) -> None:
    """A PlannerError when ``output`` is one of ``inputs`` (the same file, by any path)."""
    if output is None or str(output) == "-":
        return
    for given in inputs:
        if given is None or str(given) == "-":
            continue
        try:
            same = os.path.samefile(output, given)
        except OSError:
            same = False
        if same:
            raise PlannerError(f"refusing to overwrite the input {given}",
                               SourceLoc(str(output), 0, 0))

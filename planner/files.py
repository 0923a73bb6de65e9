"""Writing outputs so that nothing is lost: every file the planner writes appears whole or
not at all (a temporary file in the same folder, flushed to disk, then renamed over the
target), at exactly the path given. An output never replaces one of the command's
inputs, another of its outputs, or a read-only file.

A path that is not a regular file (``/dev/null``, ``/dev/full``, a pipe) is written in
place: renaming over it would replace the device. Every failure is a one-line
:class:`PlannerError` at the path.

Within :func:`together`, a command's outputs are all or nothing: each is written to its
temporary file as it comes, and all are renamed over their targets once the command has
succeeded (none, when it fails)."""

from __future__ import annotations

import os
import stat
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from contextvars import ContextVar
from pathlib import Path
from typing import BinaryIO

from planner.model.ir.diagnostics import PlannerError, path_loc

# Bytes of the target's name kept in a temporary file's name.
TEMP_PREFIX_BYTES = 200

# Within ``together``: the process that stages (a forked child writes at once), and the
# written temporary files with the targets they will replace.
_Staged = tuple[int, list[tuple[str, Path, str | Path]]]
_STAGED: ContextVar[_Staged | None] = ContextVar("staged_outputs", default=None)


def _error(path: Path | str, e: OSError | str) -> PlannerError:
    why = e if isinstance(e, str) else (e.strerror or str(e))
    return PlannerError(f"cannot write output: {why}", path_loc(path))


def _target(path: str | Path) -> tuple[Path, int | None]:
    """The file ``path`` names (a symlink's target: the link is kept) and its mode (None:
    not there yet); a PlannerError when it cannot be written."""
    if not str(path):  # (Path("") is ".", the working directory)
        raise _error(path, "an empty path names none")
    target = Path(path)
    if target.is_symlink():
        target = target.resolve()
    try:
        mode: int | None = target.stat().st_mode
    except FileNotFoundError:
        mode = None
    except OSError as e:
        raise _error(path, e) from None
    if mode is not None and stat.S_ISDIR(mode):
        raise _error(path, "is a directory")
    if mode is not None and stat.S_ISREG(mode) and \
            (not mode & 0o222 or not os.access(target, os.W_OK)):
        # Renaming over it would not ask, even where writing to it would be refused; a
        # file nobody may write is kept, for root too (as ``rm`` asks first).
        raise _error(path, "the file is read-only")
    return target, mode


def check_writable(path: str | Path) -> None:
    """A PlannerError now when :func:`atomic_output` would refuse ``path`` (empty, a
    directory, read-only), so that a command refuses before it works. (A missing folder
    is found when writing: the command may make it, as a mesh search its work folder.)"""
    _target(path)


@contextmanager
def atomic_output(path: str | Path) -> Iterator[BinaryIO]:
    """A binary file to write ``path``'s new content into; it replaces ``path`` only when
    the block ends without an error (the old file, if any, stays otherwise)."""
    target, mode = _target(path)
    if mode is not None and not stat.S_ISREG(mode):
        try:
            with open(target, "wb") as f:
                yield f
        except OSError as e:
            raise _error(path, e) from None
        return
    try:
        # The temporary name stays within the file system's 255 bytes, whatever the target's.
        stem = target.name.encode()[:TEMP_PREFIX_BYTES].decode(errors="ignore")
        fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{stem}.", suffix=".tmp")
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
        staged = _STAGED.get()
        if staged is None or staged[0] != os.getpid():
            os.replace(tmp, target)
        else:
            staged[1].append((tmp, target, path))
    except BaseException as e:
        with suppress(OSError):
            os.unlink(tmp)
        if isinstance(e, OSError):
            raise _error(path, e) from None
        raise


@contextmanager
def together() -> Iterator[None]:
    """The outputs written within the block (by :func:`atomic_output`) replace their
    targets only when the block ends without an error, all of them in the order written;
    otherwise none does. Devices and pipes are written as they come. (Should a rename
    itself fail, the outputs renamed before it stay.)"""
    outer = _STAGED.get()
    if outer is not None and outer[0] == os.getpid():  # the outer block decides
        yield
        return
    staged: list[tuple[str, Path, str | Path]] = []
    token = _STAGED.set((os.getpid(), staged))
    try:
        yield
    except BaseException:
        _discard(staged)
        raise
    finally:
        _STAGED.reset(token)
    for k, (tmp, target, path) in enumerate(staged):
        try:
            os.replace(tmp, target)
        except OSError as e:
            _discard(staged[k:])
            raise _error(path, e) from None


def _discard(staged: list[tuple[str, Path, str | Path]]) -> None:
    """The temporary files of outputs that will not land, removed."""
    for tmp, _, _ in staged:
        with suppress(OSError):
            os.unlink(tmp)


def write_text(path: str | Path, text: str) -> None:
    """``path`` replaced by ``text`` (UTF-8), atomically."""
    with atomic_output(path) as f:
        f.write(text.encode())


def _same_file(a: str | Path, b: str | Path) -> bool:
    """Whether ``a`` and ``b`` name one file: by any path when it exists, else by their
    absolute paths."""
    try:
        return os.path.samefile(a, b)
    except OSError:
        return os.path.abspath(a) == os.path.abspath(b)


def _named(path: str | Path) -> bool:
    """Whether ``path`` names a file (``-`` is stdin or stdout)."""
    return str(path) not in ("", "-")


def refuse_overwriting(output: str | Path | None, *inputs: str | Path | None) -> None:
    """A PlannerError when ``output`` is one of ``inputs`` (the same file, by any path)."""
    if output is None or not _named(output):
        return
    for given in inputs:
        if given is not None and _named(given) and os.path.exists(given) and \
                _same_file(output, given):
            raise PlannerError(f"refusing to overwrite the input {given}",
                               path_loc(output))


def refuse_clashes(outputs: dict[str, str | Path | None],
                   inputs: tuple[str | Path | None, ...], writable: bool = True) -> None:
    """A PlannerError when an output (by flag) is one of ``inputs``, or another output
    (the second would replace the first), or (``writable``) cannot be written
    (``check_writable``)."""
    named = [(flag, path) for flag, path in outputs.items()
             if path is not None and str(path) != "-"]
    for k, (flag, path) in enumerate(named):
        refuse_overwriting(path, *inputs)
        for other, earlier in named[:k]:
            if _same_file(path, earlier):
                raise PlannerError(f"--{flag} and --{other} name the same file",
                                   path_loc(path))
    for _, path in named if writable else ():
        check_writable(path)

"""Shardy's plan, got while the solver runs: importing jax, Shardy's propagation and
pricing its plan take seconds of the time limit, and none of it depends on our plan.

Where it is safe (Linux, jax not loaded in this process: its threads do not survive a
fork; not a batch's daemonic pool worker, which may have no children), a forked child computes :func:`planner.planning.baseline.shardy_priced` on the
second core and sends back Shardy's module as text, its tags and its price; the parent
reads it when it needs it (:meth:`PendingBaseline.result`), waiting at most until a
deadline, after which the child is stopped and the plan goes without it. Elsewhere it is
computed in this process, before the solve. Either way the result is the same.
"""

from __future__ import annotations

import contextlib
import ctypes
import gc
import math
import multiprocessing
import os
import signal
import sys
import time
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import Any

from planner.encode.cost.hardware import HardwareProfile
from planner.model.dialects.ops import ModuleOp
from planner.model.text.io import parse_module, print_module
from planner.planning.baseline import Baseline, read_baseline, shardy_baseline, shardy_priced
from planner.planning.prepared import Prepared

NO_TIME = "no time left within the limit (--time-limit)"
# Linux's prctl option: the signal a process gets when its parent dies.
PR_SET_PDEATHSIG = 1


class PendingBaseline:
    """Shardy's plan of a prepared program, under way (see the module docstring)."""

    def __init__(self, p: Prepared, fits: Callable[[], bool]) -> None:
        """Start on ``p``'s module; ``fits`` says whether computing it in this process
        still fits in the time left (asked only where no child can do it)."""
        self.p = p
        self.done: tuple[Baseline | None, str] | None = None
        self.child: Any = None  # the forked process
        self.conn: Connection | None = None
        # A batch's pool worker is daemonic: multiprocessing lets it have no children.
        if sys.platform == "linux" and "jax" not in sys.modules and \
                not multiprocessing.current_process().daemon:
            self._fork(p.module, p.hardware)
        #: Whether a child computes it; else it is computed here, now, before the solve
        #: (a late step's overrun cannot lose it), and its time is the solve's less.
        self.forked = self.conn is not None
        if not self.forked:
            self.done = shardy_baseline(p.module, p.encoding, p.problem, p.hardware) \
                if fits() else (None, NO_TIME)

    def _fork(self, module: ModuleOp, hardware: HardwareProfile) -> None:
        ctx = multiprocessing.get_context("fork")
        receive, send = ctx.Pipe(duplex=False)
        try:
            child = ctx.Process(target=_child, daemon=True,
                                args=(send, receive, os.getpid(), module, hardware))
            child.start()
        except OSError:  # no process to spare
            receive.close()
        else:
            self.child, self.conn = child, receive
        finally:
            send.close()

    def result(self, deadline: float | None) -> tuple[Baseline | None, str]:
        """Shardy's plan read into our problem, or None and why not; waits for the child
        until ``deadline`` (a ``time.monotonic()``; inf: as long as it takes; None: not
        at all, the plan goes without it)."""
        if self.done is None:
            if deadline is None:
                self.close()
                self.done = None, NO_TIME
            else:
                self.done = self._from_child(deadline)
        return self.done

    def _from_child(self, deadline: float) -> tuple[Baseline | None, str]:
        assert self.conn is not None
        wait = None if math.isinf(deadline) else max(0.0, deadline - time.monotonic())
        try:
            message = self.conn.recv() if self.conn.poll(wait) else None
        except (EOFError, OSError):
            message = ("failed", "Shardy's plan was not priced: its process died")
        finally:
            self.close()
        if message is None:
            return None, NO_TIME
        if message[0] == "failed":
            return None, message[1]
        _, text, tags, cost = message
        planned = parse_module(text, "<shardy>")
        assert isinstance(planned, ModuleOp)
        p = self.p
        return read_baseline(planned, tags, cost, p.module, p.encoding, p.problem), ""

    def close(self) -> None:
        """Stop the child, if it still runs (the plan goes on without it)."""
        if self.conn is not None:
            self.conn.close()
            self.conn = None
        if self.child is not None:
            if self.child.is_alive():
                self.child.kill()
            self.child.join()
            self.child = None


def _child(send: Connection, receive: Connection, parent: int, module: ModuleOp,
           hardware: HardwareProfile) -> None:
    """The forked process of ``parent``: Shardy's plan priced, sent back as text. It
    prints nothing and outlives no parent: an interrupt is the parent's to handle, the
    parent's death kills it, and its copy of the pipe's reading end is closed (else a
    send to a parent gone would wait for itself)."""
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL(None).prctl(PR_SET_PDEATHSIG, signal.SIGKILL)
    if os.getppid() != parent:  # the parent died before the request took hold
        os._exit(0)
    receive.close()
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    gc.freeze()  # a collection would touch (and so copy) every page shared with the parent
    message: tuple[object, ...]
    try:
        priced, note = shardy_priced(module, hardware)
        message = ("failed", note) if priced is None else \
            ("priced", print_module(priced[0]), priced[1], priced[2])
    except Exception as e:  # whatever it was, the parent says so
        message = ("failed", f"Shardy's plan was not priced: {type(e).__name__}: {e}")
    with contextlib.suppress(OSError):
        send.send(message)
    send.close()

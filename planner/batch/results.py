"""The results log: one JSON line per finished job, appended atomically.

Each record is written with a single ``write`` on a file opened for appending, then
flushed to disk, so a crash (of a worker or of the whole run) leaves every finished
record whole; a torn last line (the machine died mid-write) is ignored on reading.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any


def append_record(path: Path, record: dict[str, Any]) -> None:
    """Append ``record`` as one line of ``path`` and make it durable."""
    line = (json.dumps(record, sort_keys=True) + "\n").encode()
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        os.write(fd, line)
        os.fsync(fd)
    finally:
        os.close(fd)


def read_records(path: Path) -> list[dict[str, Any]]:
    """Every whole record of ``path`` (none if it does not exist)."""
    if not path.exists():
        return []
    records = []  # undecodable bytes (a log that is not ours) are lines that do not parse
    for raw in path.read_bytes().decode("utf-8", errors="replace").splitlines():
        try:
            rec = json.loads(raw)
        except json.JSONDecodeError:
            continue  # a line torn by a crash mid-write
        if isinstance(rec, dict) and "id" in rec:
            records.append(rec)
    return records

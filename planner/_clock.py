"""When the package began to load: the command line's time limits count from here (its
start-up included, its parsing not). Imported first by ``planner/__init__.py``."""

import time

STARTED = time.monotonic()

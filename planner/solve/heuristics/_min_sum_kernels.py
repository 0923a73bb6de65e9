"""The compiled loops of :mod:`planner.solve.heuristics.min_sum` (numba; imported on
first use, so that ``import planner`` does not pay for numba).

Edge ``e`` joins ``first[e]`` (strategies ``first_at[e]`` on, ``k_first[e]`` of them) to
``second[e]`` likewise; its pair costs are ``pair[pair_at[e]:]`` row-major (the first
node's strategy major). Its messages are ``messages[message_at[e]:]``: first the one it
sends the second node (one entry per strategy of the second node), then the one it
sends the first node. No fast-math: the sums run in a fixed order, so the beliefs, and
the plans decoded from them, do not depend on how the loops are compiled.
"""

from __future__ import annotations

import numba
import numpy as np


@numba.njit(cache=True, nogil=True)
def beliefs(theta: np.ndarray, first_at: np.ndarray, k_first: np.ndarray,
            second_at: np.ndarray, k_second: np.ndarray, message_at: np.ndarray,
            messages: np.ndarray) -> np.ndarray:
    """``theta`` plus every message each strategy receives, summed in edge order."""
    received = np.zeros(len(theta))
    for e in range(len(message_at)):
        m = message_at[e]
        ku, kv = k_first[e], k_second[e]
        for b in range(kv):
            received[second_at[e] + b] += messages[m + b]
        for a in range(ku):
            received[first_at[e] + a] += messages[m + kv + a]
    return theta + received


@numba.njit(cache=True, nogil=True)
def iterate(rounds: int, damping: float, big: float, theta: np.ndarray, pair: np.ndarray,
            pair_at: np.ndarray, first_at: np.ndarray, k_first: np.ndarray,
            second_at: np.ndarray, k_second: np.ndarray, message_at: np.ndarray,
            messages: np.ndarray) -> None:
    """``rounds`` parallel updates of ``messages`` in place: each is the least over the
    sender's strategies of (its belief, less what the edge told it, plus the pair cost;
    forbidden pairs at ``big``), normalised to a least of 0, then damped."""
    new = np.empty_like(messages)
    for _ in range(rounds):
        h = beliefs(theta, first_at, k_first, second_at, k_second, message_at, messages)
        for e in range(len(message_at)):
            m, base = message_at[e], pair_at[e]
            ku, kv = k_first[e], k_second[e]
            to_second = new[m:m + kv]
            to_first = new[m + kv:m + kv + ku]
            to_second[:] = np.inf
            for a in range(ku):
                h_a = h[first_at[e] + a] - messages[m + kv + a]
                row = base + a * kv
                least = np.inf
                for b in range(kv):
                    c = pair[row + b]
                    if np.isinf(c):
                        c = big
                    val = h_a + c
                    if val < to_second[b]:
                        to_second[b] = val
                    val = (h[second_at[e] + b] - messages[m + b]) + c
                    if val < least:
                        least = val
                to_first[a] = least
            to_second -= to_second.min()
            to_first -= to_first.min()
        for i in range(len(messages)):
            messages[i] = damping * messages[i] + (1 - damping) * new[i]

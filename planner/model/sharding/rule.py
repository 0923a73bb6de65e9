"""``#sdy.op_sharding_rule``: how an op's tensor dimensions map to factors."""

from __future__ import annotations

import re
from dataclasses import dataclass

from planner.model.ir.attributes import Attribute

FACTOR_KINDS = ("reduction", "need_replication", "permutation", "blocked_propagation")


def factor_symbol(index: int) -> str:
    """``i`` .. ``z`` for the first 18 factors, then ``z_1``, ``z_2``, ..."""
    return chr(ord("i") + index) if index < 18 else f"z_{index - 17}"


# ``z_N`` has no leading zeros (``z_0`` is ``z``, written so), as Shardy's parser insists.
_SYMBOL = re.compile(r"z_([1-9]\d*)|([i-z])")


def parse_factor_symbols(text: str) -> list[int] | None:
    """Split ``ij`` or ``z_8z_9`` into factor indices; None when it is not symbols."""
    out: list[int] = []
    pos = 0
    while pos < len(text):
        m = _SYMBOL.match(text, pos)
        if not m:
            return None
        out.append(17 + int(m.group(1)) if m.group(1) else ord(m.group(2)) - ord("i"))
        pos = m.end()
    return out


DimMapping = tuple[int, ...]  # factor indices of one dimension; several = compound
TensorMapping = tuple[DimMapping, ...]


@dataclass(frozen=True, slots=True)
class OpShardingRule(Attribute):
    factor_sizes: tuple[int, ...]
    operand_mappings: tuple[TensorMapping, ...]
    result_mappings: tuple[TensorMapping, ...]
    reduction: tuple[int, ...] = ()
    need_replication: tuple[int, ...] = ()
    permutation: tuple[int, ...] = ()
    blocked_propagation: tuple[int, ...] = ()
    is_custom: bool = False

    @property
    def num_factors(self) -> int:
        return len(self.factor_sizes)

    def factor_kind(self, factor: int) -> str:
        """``reduction``, ``need_replication``, ``permutation`` or ``pass_through``."""
        for kind in FACTOR_KINDS[:3]:
            if factor in getattr(self, kind):
                return kind
        return "pass_through"

    def __str__(self) -> str:
        def mapping(m: TensorMapping) -> str:
            return "[" + ", ".join(
                "".join(factor_symbol(f) for f in dim) if dim else "*" for dim in m) + "]"

        text = "#sdy.op_sharding_rule<(" + ", ".join(map(mapping, self.operand_mappings)) + ")->("
        text += ", ".join(map(mapping, self.result_mappings)) + ")"
        if self.factor_sizes:
            text += " {" + ", ".join(
                f"{factor_symbol(i)}={s}" for i, s in enumerate(self.factor_sizes)) + "}"
        for kind in FACTOR_KINDS:
            factors = getattr(self, kind)
            if factors:
                text += f" {kind}={{" + ", ".join(map(factor_symbol, factors)) + "}"
        if self.is_custom:
            text += ", custom"
        return text + ">"

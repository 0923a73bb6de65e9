"""``func.call``: the callee is a function of the module with the call's types, and no
function calls itself (XLA runs no recursive calls; MLIR's verifier allows them)."""

from __future__ import annotations

import pytest

JAX, NOJAX = "rejects", "accepts"


def calls(main_call: str, *funcs: str) -> str:
    """A module whose @main returns what ``main_call`` (a call of %a) gives."""
    return "\n".join([
        "module {",
        "  func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {",
        f"    %0 = {main_call}",
        "    return %0 : tensor<4xf32>",
        "  }",
        *funcs,
        "}",
    ])


def func(name: str, body: str = "%0 = stablehlo.negate %a : tensor<4xf32>",
         arg: str = "tensor<4xf32>") -> str:
    return (f"  func.func private @{name}(%a: {arg}) -> tensor<4xf32> {{\n    {body}\n"
            "    return %0 : tensor<4xf32>\n  }")


CALL_F = "func.call @f(%a) : (tensor<4xf32>) -> tensor<4xf32>"

INVALID = [
    pytest.param(calls("func.call @nothere(%a) : (tensor<4xf32>) -> tensor<4xf32>"),
                 "t.mlir:3:10: error: 'func.call' op 'nothere' does not reference a valid "
                 "function", JAX, id="call-undefined"),
    pytest.param(calls(CALL_F, func("f", arg="tensor<8xf32>",
                                    body="%0 = stablehlo.slice %a [0:4] : "
                                         "(tensor<8xf32>) -> tensor<4xf32>")),
                 "t.mlir:3:10: error: 'func.call' op passes (tensor<4xf32>) to 'f', which "
                 "takes (tensor<8xf32>)", JAX, id="call-operand-types"),
    pytest.param(calls(CALL_F, func("f", body="%0 = " + CALL_F)),
                 "t.mlir:7:10: error: 'func.call' op recursive call: @f -> @f (XLA runs no "
                 "recursive calls)", NOJAX, id="call-self"),
    pytest.param(calls(CALL_F, func("f", body="%0 = func.call @g(%a) : (tensor<4xf32>) -> "
                                              "tensor<4xf32>"), func("g", body="%0 = " + CALL_F)),
                 "t.mlir:11:10: error: 'func.call' op recursive call: @f -> @g -> @f (XLA "
                 "runs no recursive calls)", NOJAX, id="call-mutual"),
]

VALID = [
    pytest.param(calls(CALL_F, func("f")), id="call"),
    # Two calls of one function, one through another: a shared callee is no cycle.
    pytest.param(calls(CALL_F, func("f", body="%0 = func.call @g(%a) : (tensor<4xf32>) -> "
                                              "tensor<4xf32>"), func("g")), id="call-chain"),
]

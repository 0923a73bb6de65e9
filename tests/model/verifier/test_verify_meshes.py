"""Verifier: meshes (`sdy.mesh` and inlined `#sdy.mesh`) and module-level symbol rules."""

from __future__ import annotations

import pytest

from planner.model.ir.diagnostics import ParseError
from planner.model.sharding.mesh import MeshAttr, MeshAxis
from planner.model.text.io import parse_module
from planner.model.verify.verifier import verify

# What jaxlib 0.10.2 says about each invalid input (the oracle test checks it): JAX, it
# rejects it too; NOJAX, it accepts it -- a rule of the dialect document jaxlib's verifier
# doesn't implement; SYNTAX, jaxlib can't even read the construct.
JAX, NOJAX, SYNTAX = "rejects", "accepts", "syntax"

FUNC = """func.func @f(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  return %arg0 : tensor<8x8xf32>
}
"""


def meshes(*lines: str) -> str:
    """Mesh definitions (one per line, from line 1) followed by a trivial function."""
    return "\n".join(lines) + "\n" + FUNC


INVALID = [
    pytest.param(
        """func.func @f(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  sdy.mesh @mesh = <["a"=2]>
  return %arg0 : tensor<8x8xf32>
}
""",
        "t.mlir:2:3: error: 'sdy.mesh' op expects parent op 'builtin.module'", JAX,
        id="mesh-not-at-module-level"),
    pytest.param(
        meshes('sdy.mesh @mesh = <["a"=2]>', 'sdy.mesh @mesh = <["b"=2]>'),
        "t.mlir:2:1: error: 'sdy.mesh' op redefinition of symbol named 'mesh'", JAX,
        id="duplicate-mesh-symbol"),
    pytest.param(
        meshes('sdy.mesh @f = <["a"=2]>'),
        "t.mlir:2:1: error: 'func.func' op redefinition of symbol named 'f'", JAX,
        id="mesh-and-func-share-a-symbol"),
    pytest.param(
        meshes('sdy.mesh @mesh = <["a"=2, "b"=2, "a"=4]>'),
        "t.mlir:1:1: error: 'sdy.mesh' op duplicate axis name \"a\"", JAX,
        id="axis-name-duplicate"),
    pytest.param(
        meshes('sdy.mesh @mesh = <[], device_ids=[-1]>'),
        "t.mlir:1:1: error: 'sdy.mesh' op device id must be non-negative, got -1", JAX,
        id="device-id-negative"),
    pytest.param(
        meshes('sdy.mesh @mesh = <["a"=2], device_ids=[1, -1]>'),
        "t.mlir:1:1: error: 'sdy.mesh' op device id must be non-negative, got -1", JAX,
        id="device-id-negative-with-axes"),
    pytest.param(
        meshes('sdy.mesh @mesh = <[], device_ids=[1, 0]>'),
        "t.mlir:1:1: error: 'sdy.mesh' op a mesh without axes has at most one device id (a "
        "maximal mesh), got 2", JAX,
        id="maximal-mesh-two-ids"),
    pytest.param(
        meshes('sdy.mesh @mesh = <["a"=2, "b"=2], device_ids=[0, 2, 1, 3, 4, 5]>'),
        "t.mlir:1:1: error: 'sdy.mesh' op product of axis sizes 4 must match the number of "
        "device ids 6", JAX,
        id="device-id-count"),
    pytest.param(
        meshes('sdy.mesh @mesh = <["a"=2], device_ids=[1, 1]>'),
        "t.mlir:1:1: error: 'sdy.mesh' op sorted device ids must be iota(2), got [1, 1]", JAX,
        id="device-ids-repeat"),
    pytest.param(
        meshes('sdy.mesh @mesh = <["a"=2], device_ids=[2, 1]>'),
        "t.mlir:1:1: error: 'sdy.mesh' op sorted device ids must be iota(2), got [1, 2]", JAX,
        id="device-ids-out-of-range"),
    pytest.param(
        """func.func @f(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = sdy.sharding_constraint %arg0 <mesh<["a"=2, "a"=2]>, [{}, {}]> : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
""",
        "t.mlir:2:8: error: 'sdy.sharding_constraint' op sharding: inlined mesh: duplicate axis "
        "name \"a\"", JAX,
        id="inlined-mesh-invalid"),
]

VALID = [
    pytest.param(meshes('sdy.mesh @mesh = <["a"=2, "b"=4]>'), id="simple"),
    pytest.param(meshes('sdy.mesh @mesh = <["a"=2, "b"=4]>', 'sdy.mesh @max = <[], device_ids=[5]>',
                        'sdy.mesh @empty = <[]>', 'sdy.mesh @flat = <["x"=8]>'),
                 id="maximal-and-empty-meshes-beside-others"),
    # Shardy lets meshes of one module differ in device count (a 2-device mesh beside an
    # 8-device one); planning or partitioning such a module is for later stages to refuse.
    pytest.param(meshes('sdy.mesh @m8 = <["a"=2, "b"=4]>', 'sdy.mesh @m1 = <[], device_ids=[3]>',
                        'sdy.mesh @m2 = <["x"=2]>'),
                 id="meshes-differ-in-device-count"),
    pytest.param(meshes('sdy.mesh @m8 = <["a"=8]>', 'sdy.mesh @m1 = <["x"=1]>'),
                 id="size-one-mesh-beside-eight-devices"),
    pytest.param(meshes('sdy.mesh @mesh = <["a"=2, "b"=2], device_ids=[0, 2, 1, 3]>'),
                 id="explicit-device-order"),
    pytest.param(meshes('sdy.mesh @mesh = <["a"=1]>'), id="axis-of-size-one"),
    # Shardy accepts an empty axis name.
    pytest.param(meshes('sdy.mesh @mesh = <["a"=2, ""=4]>'), id="axis-name-empty"),
    pytest.param(meshes('sdy.mesh @mesh = <[], device_ids=[0]>'), id="maximal-mesh-device-0"),
    # Like Shardy, the parser drops an explicit iota order: it is the implicit one.
    pytest.param(meshes('sdy.mesh @mesh = <["a"=2, "b"=2], device_ids=[0, 1, 2, 3]>'),
                 id="iota-device-ids-read-as-none"),
]


def test_iota_device_ids_are_rejected() -> None:
    # Text never carries them (the parser drops them), so build the mesh directly.
    module = parse_module(meshes('sdy.mesh @mesh = <["a"=2, "b"=2], device_ids=[0, 2, 1, 3]>'),
                          "t.mlir")
    mesh_op = module.regions[0].block.ops[0]
    mesh_op.properties["mesh"] = MeshAttr(
        (MeshAxis("a", 2), MeshAxis("b", 2)), (0, 1, 2, 3))
    assert [str(e) for e in verify(module)] == [
        "t.mlir:1:1: error: 'sdy.mesh' op device ids equal iota(4); omit them instead"]


@pytest.mark.parametrize(("axes", "column", "size"), [('"a"=2, "b"=0', 31, 0),
                                                      ('"a"=-2', 24, -2)])
def test_an_axis_of_no_devices_is_a_parse_error(axes: str, column: int, size: int) -> None:
    """As in Shardy's parser: no op is then checked (or planned) against such a mesh."""
    with pytest.raises(ParseError) as e:
        parse_module(f"sdy.mesh @mesh = <[{axes}]>\n", "t.mlir")
    assert str(e.value) == f"t.mlir:1:{column}: error: mesh axis size must be at least 1, " \
        f"got: {size}"


def test_a_mesh_made_in_code_with_an_empty_axis_is_refused() -> None:
    module = parse_module('sdy.mesh @mesh = <["a"=2]>\n', "t.mlir")
    mesh_op = next(op for op in module.walk() if op.name == "sdy.mesh")
    mesh_op.properties["mesh"] = MeshAttr((MeshAxis("a", 0),))
    assert [str(e) for e in verify(module)] == [
        "t.mlir:1:1: error: 'sdy.mesh' op axis \"a\" size must be at least 1, got 0"]

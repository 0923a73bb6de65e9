// reduce in its compact form and with a reducer region; reduce_window and select_and_scatter
// have no custom form.
// pretty: reduce
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x8xf32>, tensor<4x8xi32>, tensor<4x8xi1>, tensor<f32>, tensor<i32>) -> tensor<4xf32>, sym_name = "reductions"}> ({
  ^bb0(%a: tensor<4x8xf32>, %n: tensor<4x8xi32>, %p: tensor<4x8xi1>, %z: tensor<f32>, %iz: tensor<i32>):
    %0 = "stablehlo.reduce"(%a, %z) <{dimensions = array<i64: 1>}> ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %r = "stablehlo.add"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%r) : (tensor<f32>) -> ()
    }) : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %1 = "stablehlo.reduce"(%a, %z) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %r = "stablehlo.maximum"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%r) : (tensor<f32>) -> ()
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : (tensor<4x8xf32>, tensor<f32>) -> tensor<f32>
    %2 = "stablehlo.reduce"(%n, %iz) <{dimensions = array<i64: 0>}> ({
    ^bb0(%x: tensor<i32>, %y: tensor<i32>):
      %r = "stablehlo.multiply"(%x, %y) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%r) : (tensor<i32>) -> ()
    }) : (tensor<4x8xi32>, tensor<i32>) -> tensor<8xi32>
    %t = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %3 = "stablehlo.reduce"(%p, %t) <{dimensions = array<i64: 1>}> ({
    ^bb0(%x: tensor<i1>, %y: tensor<i1>):
      %r = "stablehlo.and"(%x, %y) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%r) : (tensor<i1>) -> ()
    }) : (tensor<4x8xi1>, tensor<i1>) -> tensor<4xi1>
    %4 = "stablehlo.reduce"(%a, %z) <{dimensions = array<i64: 1>}> ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %r = "stablehlo.subtract"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%r) : (tensor<f32>) -> ()
    }) : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %5 = "stablehlo.reduce"(%a, %z) <{dimensions = array<i64: 1>}> ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %r = "stablehlo.minimum"(%y, %x) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%r) : (tensor<f32>) -> ()
    }) : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %6 = "stablehlo.reduce"(%a, %z) <{dimensions = array<i64: 1>}> ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %r = "stablehlo.add"(%x, %y) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%r) : (tensor<f32>) -> ()
    }) : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %7:2 = "stablehlo.reduce"(%a, %n, %z, %iz) <{dimensions = array<i64: 1>}> ({
    ^bb0(%av: tensor<f32>, %ai: tensor<i32>, %bv: tensor<f32>, %bi: tensor<i32>):
      %gt = "stablehlo.compare"(%av, %bv) <{comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %v = "stablehlo.select"(%gt, %av, %bv) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %i = "stablehlo.select"(%gt, %ai, %bi) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%v, %i) : (tensor<f32>, tensor<i32>) -> ()
    }) : (tensor<4x8xf32>, tensor<4x8xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
    %8 = "stablehlo.reduce"(%n, %iz) <{dimensions = array<i64>}> ({
    ^bb0(%x: tensor<i32>, %y: tensor<i32>):
      %r = "stablehlo.or"(%x, %y) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%r) : (tensor<i32>) -> ()
    }) : (tensor<4x8xi32>, tensor<i32>) -> tensor<4x8xi32>
    %9 = "stablehlo.reduce_window"(%a, %z) <{padding = dense<[[0, 0], [1, 1]]> : tensor<2x2xi64>, window_dimensions = array<i64: 1, 3>, window_strides = array<i64: 1, 2>}> ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %r = "stablehlo.maximum"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%r) : (tensor<f32>) -> ()
    }) : (tensor<4x8xf32>, tensor<f32>) -> tensor<4x4xf32>
    %10 = "stablehlo.select_and_scatter"(%a, %9, %z) <{padding = dense<[[0, 0], [1, 1]]> : tensor<2x2xi64>, window_dimensions = array<i64: 1, 3>, window_strides = array<i64: 1, 2>}> ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %c = "stablehlo.compare"(%x, %y) <{comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%c) : (tensor<i1>) -> ()
    }, {
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %r = "stablehlo.add"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%r) : (tensor<f32>) -> ()
    }) : (tensor<4x8xf32>, tensor<4x4xf32>, tensor<f32>) -> tensor<4x8xf32>
    "func.return"(%0) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "sdy.mesh"() <{mesh = #sdy.mesh<["x"=2]>, sym_name = "mesh"}> : () -> ()
}) : () -> ()

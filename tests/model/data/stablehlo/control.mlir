// while, if, case, sort, map, optimization_barrier, custom_call and composite.
// pretty: while optimization_barrier custom_call composite return
"builtin.module"() ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["x"=2]>, sym_name = "mesh"}> : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<4x8xf32>, tensor<i1>, tensor<8xi32>) -> tensor<4x8xf32>, sym_name = "control"}> ({
  ^bb0(%i: tensor<i32>, %a: tensor<4x8xf32>, %p: tensor<i1>, %k: tensor<8xi32>):
    %0:2 = "stablehlo.while"(%i, %a) ({
    ^bb0(%c0: tensor<i32>, %c1: tensor<4x8xf32>):
      %lim = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
      %lt = "stablehlo.compare"(%c0, %lim) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%lt) : (tensor<i1>) -> ()
    }, {
    ^bb0(%b0: tensor<i32>, %b1: tensor<4x8xf32>):
      %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %next = "stablehlo.add"(%b0, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %inner:1 = "stablehlo.while"(%b1) ({
      ^bb0(%d: tensor<4x8xf32>):
        "stablehlo.return"(%p) : (tensor<i1>) -> ()
      }, {
      ^bb0(%d: tensor<4x8xf32>):
        %e = "stablehlo.exponential"(%d) : (tensor<4x8xf32>) -> tensor<4x8xf32>
        "stablehlo.return"(%e) : (tensor<4x8xf32>) -> ()
      }) {mhlo.frontend_attributes = {loop = "inner"}} : (tensor<4x8xf32>) -> tensor<4x8xf32>
      "stablehlo.return"(%next, %inner) : (tensor<i32>, tensor<4x8xf32>) -> ()
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>, <@mesh, [{"x"}, {}]>]>} : (tensor<i32>, tensor<4x8xf32>) -> (tensor<i32>, tensor<4x8xf32>)
    "stablehlo.while"() ({
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
      "stablehlo.return"() : () -> ()
    }) : () -> ()
    %1 = "stablehlo.if"(%p) ({
      "stablehlo.return"(%a) : (tensor<4x8xf32>) -> ()
    }, {
      %n = "stablehlo.negate"(%a) : (tensor<4x8xf32>) -> tensor<4x8xf32>
      "stablehlo.return"(%n) : (tensor<4x8xf32>) -> ()
    }) : (tensor<i1>) -> tensor<4x8xf32>
    %2:2 = "stablehlo.case"(%i) ({
      "stablehlo.return"(%a, %i) : (tensor<4x8xf32>, tensor<i32>) -> ()
    }, {
      "stablehlo.return"(%1, %0#0) {note = "second"} : (tensor<4x8xf32>, tensor<i32>) -> ()
    }) : (tensor<i32>) -> (tensor<4x8xf32>, tensor<i32>)
    %3:2 = "stablehlo.sort"(%k, %k) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%x: tensor<i32>, %y: tensor<i32>, %u: tensor<i32>, %v: tensor<i32>):
      %c = "stablehlo.compare"(%x, %y) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%c) : (tensor<i1>) -> ()
    }) : (tensor<8xi32>, tensor<8xi32>) -> (tensor<8xi32>, tensor<8xi32>)
    %4 = "stablehlo.map"(%a, %a) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %m = "stablehlo.multiply"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%m) : (tensor<f32>) -> ()
    }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %5:2 = "stablehlo.optimization_barrier"(%4, %i) : (tensor<4x8xf32>, tensor<i32>) -> (tensor<4x8xf32>, tensor<i32>)
    %6 = "stablehlo.optimization_barrier"(%a) {tag = 1 : i32} : (tensor<4x8xf32>) -> tensor<4x8xf32>
    "stablehlo.optimization_barrier"() : () -> ()
    %7 = "stablehlo.custom_call"(%6) <{call_target_name = "Sharding", backend_config = ""}> {mhlo.sharding = "{replicated}"} : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %8:2 = "stablehlo.custom_call"(%a, %k) <{api_version = 4 : i32, backend_config = {alpha = 1.5 : f32, mode = "fast"}, call_target_name = "my.lib.kernel", has_side_effect = true, operand_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>]}> : (tensor<4x8xf32>, tensor<8xi32>) -> (tensor<4x8xf32>, tensor<8xi32>)
    "stablehlo.custom_call"() <{call_target_name = "side effect only", has_side_effect = true, api_version = 2 : i32}> : () -> ()
    %9 = "stablehlo.custom_call"(%p) <{call_target_name = "wrap", called_computations = [@helper]}> : (tensor<i1>) -> tuple<tensor<i1>, tensor<i1>>
    %10 = "stablehlo.composite"(%a, %i) <{composite_attributes = {eps = 1.0e-05 : f32}, decomposition = @helper2, name = "my.layer_norm", version = 3 : i32}> : (tensor<4x8xf32>, tensor<i32>) -> tensor<4x8xf32>
    %11 = "stablehlo.composite"(%a, %i) <{decomposition = @helper2, name = "my.plain"}> {mhlo.frontend_attributes = {a = "b"}} : (tensor<4x8xf32>, tensor<i32>) -> tensor<4x8xf32>
    "func.return"(%0#1) : (tensor<4x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i1>) -> tensor<i1>, sym_name = "helper", sym_visibility = "private"}> ({
  ^bb0(%q: tensor<i1>):
    "func.return"(%q) : (tensor<i1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x8xf32>, tensor<i32>) -> tensor<4x8xf32>, sym_name = "helper2", sym_visibility = "private"}> ({
  ^bb0(%q: tensor<4x8xf32>, %r: tensor<i32>):
    "func.return"(%q) : (tensor<4x8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// compare (every direction, with and without a comparison type), select, clamp.
// pretty: compare select clamp
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<6xf32>, tensor<6xf32>, tensor<6xi64>, tensor<f32>, tensor<i1>) -> tensor<6xf32>, sym_name = "cmp"}> ({
  ^bb0(%a: tensor<6xf32>, %b: tensor<6xf32>, %k: tensor<6xi64>, %s: tensor<f32>, %q: tensor<i1>):
    %0 = "stablehlo.compare"(%a, %b) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %1 = "stablehlo.compare"(%a, %b) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %2 = "stablehlo.compare"(%a, %b) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %3 = "stablehlo.compare"(%k, %k) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %4 = "stablehlo.compare"(%k, %k) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %5 = "stablehlo.compare"(%s, %s) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %6 = "stablehlo.select"(%0, %a, %b) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %7 = "stablehlo.select"(%q, %a, %b) {tag} : (tensor<i1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %8 = "stablehlo.select"(%5, %s, %s) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %9 = "stablehlo.clamp"(%a, %b, %a) : (tensor<6xf32>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %10 = "stablehlo.clamp"(%s, %b, %s) : (tensor<f32>, tensor<6xf32>, tensor<f32>) -> tensor<6xf32>
    %11 = "stablehlo.clamp"(%s, %a, %b) : (tensor<f32>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    "func.return"(%11) : (tensor<6xf32>) -> ()
  }) : () -> ()
  "sdy.mesh"() <{mesh = #sdy.mesh<["x"=2]>, sym_name = "mesh"}> : () -> ()
}) : () -> ()

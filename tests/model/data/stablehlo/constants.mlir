// constant, iota and the token/id ops.
// pretty: constant iota create_token replica_id partition_id after_all tuple get_tuple_element
"builtin.module"() ({
  "func.func"() <{function_type = (!stablehlo.token) -> tensor<3x2xf32>, sym_name = "consts"}> ({
  ^bb0(%t: !stablehlo.token):
    %0 = "stablehlo.constant"() <{value = dense<[[1.5, -2.0], [0.0, 3.25], [1.0e10, -1.0e-10]]> : tensor<3x2xf32>}> : () -> tensor<3x2xf32>
    %1 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.constant"() <{value = dense<[true, false]> : tensor<2xi1>}> : () -> tensor<2xi1>
    %3 = "stablehlo.constant"() <{value = dense<7> : tensor<2x2xi32>}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : () -> tensor<2x2xi32>
    %4 = "stablehlo.constant"() <{value = dense<(1.0,-2.0)> : tensor<complex<f32>>}> : () -> tensor<complex<f32>>
    %5 = "stablehlo.constant"() <{value = dense<[1, 2, 3]> : tensor<3xui8>}> : () -> tensor<3xui8>
    %6 = "stablehlo.constant"() <{value = dense<> : tensor<0xf32>}> : () -> tensor<0xf32>
    %7 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xi32>
    %8 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> {note = "columns"} : () -> tensor<2x5xf32>
    %9 = "stablehlo.create_token"() : () -> !stablehlo.token
    %10 = "stablehlo.after_all"(%t, %9) : (!stablehlo.token, !stablehlo.token) -> !stablehlo.token
    %11 = "stablehlo.after_all"() : () -> !stablehlo.token
    %12 = "stablehlo.replica_id"() : () -> tensor<ui32>
    %13 = "stablehlo.partition_id"() : () -> tensor<ui32>
    %14 = "stablehlo.tuple"(%1, %2) : (tensor<f32>, tensor<2xi1>) -> tuple<tensor<f32>, tensor<2xi1>>
    %15 = "stablehlo.get_tuple_element"(%14) <{index = 1 : i32}> : (tuple<tensor<f32>, tensor<2xi1>>) -> tensor<2xi1>
    %16 = "stablehlo.tuple"() : () -> tuple<>
    %17 = "stablehlo.tuple"(%14, %12) : (tuple<tensor<f32>, tensor<2xi1>>, tensor<ui32>) -> tuple<tuple<tensor<f32>, tensor<2xi1>>, tensor<ui32>>
    "func.return"(%0) : (tensor<3x2xf32>) -> ()
  }) : () -> ()
  "sdy.mesh"() <{mesh = #sdy.mesh<["x"=2]>, sym_name = "mesh"}> : () -> ()
}) : () -> ()

// CHLO ops JAX emits (unary math, binary special functions, broadcasting ops, top_k).
// pretty: chlo.acos chlo.acosh chlo.asin chlo.asinh chlo.atan chlo.atanh chlo.bessel_i1e chlo.conj chlo.cosh chlo.sinh chlo.tan chlo.digamma chlo.erf chlo.erf_inv chlo.erfc chlo.is_inf chlo.is_neg_inf chlo.is_pos_inf chlo.lgamma chlo.square chlo.next_after chlo.polygamma chlo.zeta chlo.top_k chlo.broadcast_add chlo.broadcast_compare chlo.broadcast_select chlo.broadcast_maximum chlo.constant chlo.broadcast_atan2 chlo.broadcast_divide chlo.broadcast_minimum chlo.broadcast_multiply chlo.broadcast_next_after chlo.broadcast_polygamma chlo.broadcast_power chlo.broadcast_remainder chlo.broadcast_zeta chlo.broadcast_and chlo.broadcast_or chlo.broadcast_xor chlo.broadcast_shift_left chlo.broadcast_shift_right_arithmetic chlo.broadcast_shift_right_logical chlo.broadcast_complex chlo.mulhi chlo._asin_acos_kernel
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<3x4xf32>, tensor<4xf32>, tensor<3x4xcomplex<f32>>, tensor<3x4xi1>, tensor<3x4xi32>, tensor<4xi32>) -> tensor<3x4xf32>, sym_name = "chlo_ops"}> ({
  ^bb0(%x: tensor<3x4xf32>, %v: tensor<4xf32>, %z: tensor<3x4xcomplex<f32>>, %p: tensor<3x4xi1>, %n: tensor<3x4xi32>, %m: tensor<4xi32>):
    %0 = "chlo.acos"(%x) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %1 = "chlo.acosh"(%x) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %2 = "chlo.asin"(%x) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %3 = "chlo.asinh"(%x) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %4 = "chlo.atan"(%x) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %5 = "chlo.atanh"(%x) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %6 = "chlo.bessel_i1e"(%x) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %7 = "chlo.conj"(%z) : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xcomplex<f32>>
    %8 = "chlo.cosh"(%x) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %9 = "chlo.sinh"(%x) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %10 = "chlo.tan"(%x) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %11 = "chlo.digamma"(%x) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %12 = "chlo.erf"(%x) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %13 = "chlo.erf_inv"(%x) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %14 = "chlo.erfc"(%x) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %15 = "chlo.is_inf"(%x) : (tensor<3x4xf32>) -> tensor<3x4xi1>
    %16 = "chlo.is_neg_inf"(%x) : (tensor<3x4xf32>) -> tensor<3x4xi1>
    %17 = "chlo.is_pos_inf"(%x) : (tensor<3x4xf32>) -> tensor<3x4xi1>
    %18 = "chlo.lgamma"(%x) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %19 = "chlo.square"(%x) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %20 = "chlo.next_after"(%x, %x) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %21 = "chlo.polygamma"(%x, %x) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %22 = "chlo.zeta"(%x, %x) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %23:2 = "chlo.top_k"(%x) <{k = 2 : i64}> : (tensor<3x4xf32>) -> (tensor<3x2xf32>, tensor<3x2xi32>)
    %24 = "chlo.broadcast_add"(%x, %v) : (tensor<3x4xf32>, tensor<4xf32>) -> tensor<3x4xf32>
    %25 = "chlo.broadcast_maximum"(%x, %v) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3x4xf32>, tensor<4xf32>) -> tensor<3x4xf32>
    %26 = "chlo.broadcast_compare"(%x, %v) <{comparison_direction = #chlo<comparison_direction GT>, compare_type = #chlo<comparison_type FLOAT>}> : (tensor<3x4xf32>, tensor<4xf32>) -> tensor<3x4xi1>
    %27 = "chlo.broadcast_select"(%p, %x, %v) : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<4xf32>) -> tensor<3x4xf32>
    %28 = "chlo.constant"() <{value = dense<2.5> : tensor<3x4xf32>}> : () -> tensor<3x4xf32>
    %29 = "chlo.constant_like"(%x) <{value = 1.0 : f32}> : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %30 = "chlo.broadcast_subtract"(%v, %x) {tag = "t"} : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %31 = "chlo.broadcast_atan2"(%x, %v) : (tensor<3x4xf32>, tensor<4xf32>) -> tensor<3x4xf32>
    %32 = "chlo.broadcast_divide"(%x, %v) : (tensor<3x4xf32>, tensor<4xf32>) -> tensor<3x4xf32>
    %33 = "chlo.broadcast_minimum"(%x, %v) : (tensor<3x4xf32>, tensor<4xf32>) -> tensor<3x4xf32>
    %34 = "chlo.broadcast_multiply"(%x, %v) : (tensor<3x4xf32>, tensor<4xf32>) -> tensor<3x4xf32>
    %35 = "chlo.broadcast_next_after"(%x, %v) : (tensor<3x4xf32>, tensor<4xf32>) -> tensor<3x4xf32>
    %36 = "chlo.broadcast_polygamma"(%x, %v) : (tensor<3x4xf32>, tensor<4xf32>) -> tensor<3x4xf32>
    %37 = "chlo.broadcast_power"(%x, %v) : (tensor<3x4xf32>, tensor<4xf32>) -> tensor<3x4xf32>
    %38 = "chlo.broadcast_remainder"(%x, %v) : (tensor<3x4xf32>, tensor<4xf32>) -> tensor<3x4xf32>
    %39 = "chlo.broadcast_zeta"(%x, %v) : (tensor<3x4xf32>, tensor<4xf32>) -> tensor<3x4xf32>
    %40 = "chlo.broadcast_and"(%n, %m) : (tensor<3x4xi32>, tensor<4xi32>) -> tensor<3x4xi32>
    %41 = "chlo.broadcast_or"(%n, %m) : (tensor<3x4xi32>, tensor<4xi32>) -> tensor<3x4xi32>
    %42 = "chlo.broadcast_xor"(%n, %m) : (tensor<3x4xi32>, tensor<4xi32>) -> tensor<3x4xi32>
    %43 = "chlo.broadcast_shift_left"(%n, %m) : (tensor<3x4xi32>, tensor<4xi32>) -> tensor<3x4xi32>
    %44 = "chlo.broadcast_shift_right_arithmetic"(%n, %m) : (tensor<3x4xi32>, tensor<4xi32>) -> tensor<3x4xi32>
    %45 = "chlo.broadcast_shift_right_logical"(%n, %m) : (tensor<3x4xi32>, tensor<4xi32>) -> tensor<3x4xi32>
    %46 = "chlo.broadcast_complex"(%x, %v) : (tensor<3x4xf32>, tensor<4xf32>) -> tensor<3x4xcomplex<f32>>
    %47 = "chlo.mulhi"(%n, %n) : (tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x4xi32>
    %48 = "chlo._asin_acos_kernel"(%z) : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xcomplex<f32>>
    "func.return"(%0) : (tensor<3x4xf32>) -> ()
  }) : () -> ()
  "sdy.mesh"() <{mesh = #sdy.mesh<["x"=3]>, sym_name = "mesh"}> : () -> ()
}) : () -> ()

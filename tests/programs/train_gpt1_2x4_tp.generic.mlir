"builtin.module"() <{sym_name = "jit_step"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["data"=2, "model"=4]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}], function_type = (tensor<64xf32>, tensor<64xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<64x4x16xf32>, tensor<4x16x64xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<64xf32>, tensor<8x16x64xf32>) -> (tensor<64xf32>, tensor<64xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<64x4x16xf32>, tensor<4x16x64xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<64xf32>, tensor<f32>), res_attrs = [{jax.result_info = "result[0][0]['ln1']"}, {jax.result_info = "result[0][0]['ln2']"}, {jax.result_info = "result[0][0]['w1']"}, {jax.result_info = "result[0][0]['w2']"}, {jax.result_info = "result[0][0]['wk']"}, {jax.result_info = "result[0][0]['wo']"}, {jax.result_info = "result[0][0]['wq']"}, {jax.result_info = "result[0][0]['wv']"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg6: tensor<64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64x128xf32>, %arg9: tensor<128x64xf32>, %arg10: tensor<64x4x16xf32>, %arg11: tensor<4x16x64xf32>, %arg12: tensor<64x4x16xf32>, %arg13: tensor<64x4x16xf32>, %arg14: tensor<64xf32>, %arg15: tensor<8x16x64xf32>):
    %15 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %16 = "stablehlo.reduce"(%arg15, %15) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg68: tensor<f32>, %arg69: tensor<f32>):
      %390 = "stablehlo.add"(%arg68, %arg69) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%390) : (tensor<f32>) -> ()
    }) : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %18 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %20 = "stablehlo.divide"(%17, %19) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %22 = "stablehlo.subtract"(%arg15, %21) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %23 = "stablehlo.multiply"(%22, %22) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %24 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %25 = "stablehlo.reduce"(%23, %24) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg66: tensor<f32>, %arg67: tensor<f32>):
      %389 = "stablehlo.add"(%arg66, %arg67) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%389) : (tensor<f32>) -> ()
    }) : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %27 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %29 = "stablehlo.divide"(%26, %28) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %30 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %31 = "stablehlo.subtract"(%arg15, %30) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %32 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %33 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %34 = "stablehlo.add"(%29, %33) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %35 = "stablehlo.rsqrt"(%34) : (tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %37 = "stablehlo.multiply"(%31, %36) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %38 = "stablehlo.broadcast_in_dim"(%arg6) <{broadcast_dimensions = array<i64: 2>}> : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %39 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %40 = "stablehlo.multiply"(%37, %39) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %41 = "stablehlo.dot_general"(%40, %arg12) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x64xf32>, tensor<64x4x16xf32>) -> tensor<8x16x4x16xf32>
    %42 = "stablehlo.dot_general"(%40, %arg10) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x64xf32>, tensor<64x4x16xf32>) -> tensor<8x16x4x16xf32>
    %43 = "stablehlo.dot_general"(%40, %arg13) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x64xf32>, tensor<64x4x16xf32>) -> tensor<8x16x4x16xf32>
    %44 = "stablehlo.dot_general"(%41, %42) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x4x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %45 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %46 = "stablehlo.sqrt"(%45) : (tensor<f32>) -> tensor<f32>
    %47 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4x16x16xf32>
    %48 = "stablehlo.divide"(%44, %47) : (tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %49 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %50 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<16x16xi1>
    %51 = "func.call"(%50) <{callee = @tril}> : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %52 = "stablehlo.constant"() <{value = dense<-1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %53:2 = "func.call"(%51, %48, %52) <{callee = @_where}> : (tensor<16x16xi1>, tensor<8x4x16x16xf32>, tensor<f32>) -> (tensor<8x4x16x16xf32>, tensor<8x4x16x16xi1>)
    %54 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %55 = "stablehlo.reduce"(%53#0, %54) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg64: tensor<f32>, %arg65: tensor<f32>):
      %388 = "stablehlo.maximum"(%arg64, %arg65) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%388) : (tensor<f32>) -> ()
    }) : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %56 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %57 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4x16xf32>
    %58 = "stablehlo.maximum"(%57, %55) : (tensor<8x4x16xf32>, tensor<8x4x16xf32>) -> tensor<8x4x16xf32>
    %59 = "stablehlo.broadcast_in_dim"(%58) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %60 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %61 = "stablehlo.subtract"(%53#0, %60) : (tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %62 = "stablehlo.exponential"(%61) : (tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %63 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %64 = "stablehlo.reduce"(%62, %63) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg62: tensor<f32>, %arg63: tensor<f32>):
      %387 = "stablehlo.add"(%arg62, %arg63) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%387) : (tensor<f32>) -> ()
    }) : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %65 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %66 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %67 = "stablehlo.divide"(%62, %66) : (tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %68 = "stablehlo.multiply"(%65, %65) : (tensor<8x4x16x1xf32>, tensor<8x4x16x1xf32>) -> tensor<8x4x16x1xf32>
    %69 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %70 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4x16x1xf32>
    %71 = "stablehlo.divide"(%70, %68) : (tensor<8x4x16x1xf32>, tensor<8x4x16x1xf32>) -> tensor<8x4x16x1xf32>
    %72 = "stablehlo.dot_general"(%43, %67) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x4x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %73 = "stablehlo.dot_general"(%72, %arg11) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 1], rhs_contracting_dimensions = [1, 0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x4x16x16xf32>, tensor<4x16x64xf32>) -> tensor<8x16x64xf32>
    %74 = "stablehlo.add"(%arg15, %73) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %75 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %76 = "stablehlo.reduce"(%74, %75) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg60: tensor<f32>, %arg61: tensor<f32>):
      %386 = "stablehlo.add"(%arg60, %arg61) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%386) : (tensor<f32>) -> ()
    }) : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %77 = "stablehlo.broadcast_in_dim"(%76) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %78 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %79 = "stablehlo.broadcast_in_dim"(%78) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %80 = "stablehlo.divide"(%77, %79) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %81 = "stablehlo.broadcast_in_dim"(%80) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %82 = "stablehlo.subtract"(%74, %81) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %83 = "stablehlo.multiply"(%82, %82) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %84 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %85 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x64xf32>
    %86 = "stablehlo.multiply"(%85, %82) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %87 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %88 = "stablehlo.reduce"(%83, %87) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg58: tensor<f32>, %arg59: tensor<f32>):
      %385 = "stablehlo.add"(%arg58, %arg59) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%385) : (tensor<f32>) -> ()
    }) : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %89 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %90 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %91 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %92 = "stablehlo.divide"(%89, %91) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %93 = "stablehlo.broadcast_in_dim"(%80) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %94 = "stablehlo.subtract"(%74, %93) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %95 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %96 = "stablehlo.broadcast_in_dim"(%95) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %97 = "stablehlo.add"(%92, %96) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %98 = "stablehlo.rsqrt"(%97) : (tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %99 = "stablehlo.divide"(%98, %97) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %100 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %101 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %102 = "stablehlo.multiply"(%101, %99) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %103 = "stablehlo.broadcast_in_dim"(%98) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %104 = "stablehlo.multiply"(%94, %103) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %105 = "stablehlo.broadcast_in_dim"(%arg7) <{broadcast_dimensions = array<i64: 2>}> : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %106 = "stablehlo.broadcast_in_dim"(%105) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %107 = "stablehlo.multiply"(%104, %106) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %108 = "stablehlo.dot_general"(%107, %arg8) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x64xf32>, tensor<64x128xf32>) -> tensor<8x16x128xf32>
    %109 = "stablehlo.multiply"(%108, %108) : (tensor<8x16x128xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %110 = "stablehlo.multiply"(%109, %108) : (tensor<8x16x128xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %111 = "stablehlo.multiply"(%108, %108) : (tensor<8x16x128xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %112 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %113 = "stablehlo.broadcast_in_dim"(%112) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x128xf32>
    %114 = "stablehlo.multiply"(%113, %111) : (tensor<8x16x128xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %115 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %116 = "stablehlo.broadcast_in_dim"(%115) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x128xf32>
    %117 = "stablehlo.multiply"(%116, %110) : (tensor<8x16x128xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %118 = "stablehlo.add"(%108, %117) : (tensor<8x16x128xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %119 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %120 = "stablehlo.broadcast_in_dim"(%119) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x128xf32>
    %121 = "stablehlo.multiply"(%120, %118) : (tensor<8x16x128xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %122 = "stablehlo.tanh"(%121) : (tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %123 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %124 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x128xf32>
    %125 = "stablehlo.subtract"(%124, %122) : (tensor<8x16x128xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %126 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %127 = "stablehlo.broadcast_in_dim"(%126) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x128xf32>
    %128 = "stablehlo.add"(%127, %122) : (tensor<8x16x128xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %129 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %130 = "stablehlo.broadcast_in_dim"(%129) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x128xf32>
    %131 = "stablehlo.multiply"(%130, %128) : (tensor<8x16x128xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %132 = "stablehlo.multiply"(%108, %131) : (tensor<8x16x128xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %133 = "stablehlo.dot_general"(%132, %arg9) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x128xf32>, tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %134 = "stablehlo.add"(%74, %133) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %135 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %136 = "stablehlo.reduce"(%134, %135) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg56: tensor<f32>, %arg57: tensor<f32>):
      %384 = "stablehlo.add"(%arg56, %arg57) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%384) : (tensor<f32>) -> ()
    }) : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %137 = "stablehlo.broadcast_in_dim"(%136) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %138 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %139 = "stablehlo.broadcast_in_dim"(%138) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %140 = "stablehlo.divide"(%137, %139) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %141 = "stablehlo.broadcast_in_dim"(%140) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %142 = "stablehlo.subtract"(%134, %141) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %143 = "stablehlo.multiply"(%142, %142) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %144 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %145 = "stablehlo.broadcast_in_dim"(%144) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x64xf32>
    %146 = "stablehlo.multiply"(%145, %142) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %147 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %148 = "stablehlo.reduce"(%143, %147) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg54: tensor<f32>, %arg55: tensor<f32>):
      %383 = "stablehlo.add"(%arg54, %arg55) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%383) : (tensor<f32>) -> ()
    }) : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %149 = "stablehlo.broadcast_in_dim"(%148) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %150 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %151 = "stablehlo.broadcast_in_dim"(%150) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %152 = "stablehlo.divide"(%149, %151) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %153 = "stablehlo.broadcast_in_dim"(%140) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %154 = "stablehlo.subtract"(%134, %153) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %155 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %156 = "stablehlo.broadcast_in_dim"(%155) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %157 = "stablehlo.add"(%152, %156) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %158 = "stablehlo.rsqrt"(%157) : (tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %159 = "stablehlo.divide"(%158, %157) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %160 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %161 = "stablehlo.broadcast_in_dim"(%160) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %162 = "stablehlo.multiply"(%161, %159) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %163 = "stablehlo.broadcast_in_dim"(%158) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %164 = "stablehlo.multiply"(%154, %163) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %165 = "stablehlo.broadcast_in_dim"(%arg14) <{broadcast_dimensions = array<i64: 2>}> : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %166 = "stablehlo.broadcast_in_dim"(%165) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %167 = "stablehlo.multiply"(%164, %166) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %168 = "stablehlo.multiply"(%167, %167) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %169 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %170 = "stablehlo.broadcast_in_dim"(%169) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x64xf32>
    %171 = "stablehlo.multiply"(%170, %167) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %172 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %173 = "stablehlo.reduce"(%168, %172) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg52: tensor<f32>, %arg53: tensor<f32>):
      %382 = "stablehlo.add"(%arg52, %arg53) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%382) : (tensor<f32>) -> ()
    }) : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<f32>
    %174 = "stablehlo.constant"() <{value = dense<8.192000e+03> : tensor<f32>}> : () -> tensor<f32>
    %175 = "stablehlo.divide"(%173, %174) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %176 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %177 = "stablehlo.constant"() <{value = dense<8.192000e+03> : tensor<f32>}> : () -> tensor<f32>
    %178 = "stablehlo.divide"(%176, %177) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %179 = "stablehlo.broadcast_in_dim"(%178) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x64xf32>
    %180 = "stablehlo.multiply"(%179, %171) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %181 = "stablehlo.multiply"(%164, %180) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %182 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %183 = "stablehlo.reduce"(%181, %182) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg50: tensor<f32>, %arg51: tensor<f32>):
      %381 = "stablehlo.add"(%arg50, %arg51) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%381) : (tensor<f32>) -> ()
    }) : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %184 = "stablehlo.reshape"(%183) : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %185 = "stablehlo.broadcast_in_dim"(%165) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %186 = "stablehlo.multiply"(%180, %185) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %187 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %188 = "stablehlo.reduce"(%184, %187) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg48: tensor<f32>, %arg49: tensor<f32>):
      %380 = "stablehlo.add"(%arg48, %arg49) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%380) : (tensor<f32>) -> ()
    }) : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %189 = "stablehlo.multiply"(%154, %186) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %190 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %191 = "stablehlo.reduce"(%189, %190) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg46: tensor<f32>, %arg47: tensor<f32>):
      %379 = "stablehlo.add"(%arg46, %arg47) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%379) : (tensor<f32>) -> ()
    }) : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %192 = "stablehlo.reshape"(%191) : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %193 = "stablehlo.broadcast_in_dim"(%158) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %194 = "stablehlo.multiply"(%186, %193) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %195 = "stablehlo.multiply"(%192, %162) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %196 = "stablehlo.negate"(%194) : (tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %197 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %198 = "stablehlo.reduce"(%196, %197) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %378 = "stablehlo.add"(%arg44, %arg45) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%378) : (tensor<f32>) -> ()
    }) : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %199 = "stablehlo.reshape"(%198) : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %200 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %201 = "stablehlo.broadcast_in_dim"(%200) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %202 = "stablehlo.divide"(%195, %201) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %203 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %204 = "stablehlo.reduce"(%202, %203) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg42: tensor<f32>, %arg43: tensor<f32>):
      %377 = "stablehlo.add"(%arg42, %arg43) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%377) : (tensor<f32>) -> ()
    }) : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %205 = "stablehlo.broadcast_in_dim"(%204) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %206 = "stablehlo.multiply"(%205, %146) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %207 = "stablehlo.negate"(%206) : (tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %208 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %209 = "stablehlo.reduce"(%207, %208) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg40: tensor<f32>, %arg41: tensor<f32>):
      %376 = "stablehlo.add"(%arg40, %arg41) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%376) : (tensor<f32>) -> ()
    }) : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %210 = "stablehlo.reshape"(%209) : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %211 = "stablehlo.add"(%194, %206) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %212 = "stablehlo.add"(%199, %210) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %213 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %214 = "stablehlo.broadcast_in_dim"(%213) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %215 = "stablehlo.divide"(%212, %214) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %216 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %217 = "stablehlo.reduce"(%215, %216) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg38: tensor<f32>, %arg39: tensor<f32>):
      %375 = "stablehlo.add"(%arg38, %arg39) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%375) : (tensor<f32>) -> ()
    }) : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %218 = "stablehlo.broadcast_in_dim"(%217) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %219 = "stablehlo.add"(%211, %218) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %220 = "stablehlo.dot_general"(%219, %132) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x64xf32>, tensor<8x16x128xf32>) -> tensor<64x128xf32>
    %221 = "stablehlo.transpose"(%220) <{permutation = array<i64: 1, 0>}> : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %222 = "stablehlo.dot_general"(%219, %arg9) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x64xf32>, tensor<128x64xf32>) -> tensor<8x16x128xf32>
    %223 = "stablehlo.multiply"(%108, %222) : (tensor<8x16x128xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %224 = "stablehlo.multiply"(%222, %131) : (tensor<8x16x128xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %225 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %226 = "stablehlo.broadcast_in_dim"(%225) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x128xf32>
    %227 = "stablehlo.multiply"(%226, %223) : (tensor<8x16x128xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %228 = "stablehlo.multiply"(%227, %125) : (tensor<8x16x128xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %229 = "stablehlo.multiply"(%228, %122) : (tensor<8x16x128xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %230 = "stablehlo.add"(%228, %229) : (tensor<8x16x128xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %231 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %232 = "stablehlo.broadcast_in_dim"(%231) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x128xf32>
    %233 = "stablehlo.multiply"(%232, %230) : (tensor<8x16x128xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %234 = "stablehlo.add"(%224, %233) : (tensor<8x16x128xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %235 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %236 = "stablehlo.broadcast_in_dim"(%235) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x128xf32>
    %237 = "stablehlo.multiply"(%236, %233) : (tensor<8x16x128xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %238 = "stablehlo.multiply"(%237, %114) : (tensor<8x16x128xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %239 = "stablehlo.add"(%234, %238) : (tensor<8x16x128xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %240 = "stablehlo.dot_general"(%239, %107) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x128xf32>, tensor<8x16x64xf32>) -> tensor<128x64xf32>
    %241 = "stablehlo.transpose"(%240) <{permutation = array<i64: 1, 0>}> : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %242 = "stablehlo.dot_general"(%239, %arg8) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x128xf32>, tensor<64x128xf32>) -> tensor<8x16x64xf32>
    %243 = "stablehlo.multiply"(%104, %242) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %244 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %245 = "stablehlo.reduce"(%243, %244) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg36: tensor<f32>, %arg37: tensor<f32>):
      %374 = "stablehlo.add"(%arg36, %arg37) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%374) : (tensor<f32>) -> ()
    }) : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %246 = "stablehlo.reshape"(%245) : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %247 = "stablehlo.broadcast_in_dim"(%105) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %248 = "stablehlo.multiply"(%242, %247) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %249 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %250 = "stablehlo.reduce"(%246, %249) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg34: tensor<f32>, %arg35: tensor<f32>):
      %373 = "stablehlo.add"(%arg34, %arg35) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%373) : (tensor<f32>) -> ()
    }) : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %251 = "stablehlo.multiply"(%94, %248) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %252 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %253 = "stablehlo.reduce"(%251, %252) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg32: tensor<f32>, %arg33: tensor<f32>):
      %372 = "stablehlo.add"(%arg32, %arg33) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%372) : (tensor<f32>) -> ()
    }) : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %254 = "stablehlo.reshape"(%253) : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %255 = "stablehlo.broadcast_in_dim"(%98) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %256 = "stablehlo.multiply"(%248, %255) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %257 = "stablehlo.multiply"(%254, %102) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %258 = "stablehlo.negate"(%256) : (tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %259 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %260 = "stablehlo.reduce"(%258, %259) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg30: tensor<f32>, %arg31: tensor<f32>):
      %371 = "stablehlo.add"(%arg30, %arg31) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%371) : (tensor<f32>) -> ()
    }) : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %261 = "stablehlo.reshape"(%260) : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %262 = "stablehlo.add"(%219, %256) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %263 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %264 = "stablehlo.broadcast_in_dim"(%263) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %265 = "stablehlo.divide"(%257, %264) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %266 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %267 = "stablehlo.reduce"(%265, %266) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg28: tensor<f32>, %arg29: tensor<f32>):
      %370 = "stablehlo.add"(%arg28, %arg29) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%370) : (tensor<f32>) -> ()
    }) : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %268 = "stablehlo.broadcast_in_dim"(%267) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %269 = "stablehlo.multiply"(%268, %86) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %270 = "stablehlo.negate"(%269) : (tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %271 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %272 = "stablehlo.reduce"(%270, %271) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg26: tensor<f32>, %arg27: tensor<f32>):
      %369 = "stablehlo.add"(%arg26, %arg27) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%369) : (tensor<f32>) -> ()
    }) : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %273 = "stablehlo.reshape"(%272) : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %274 = "stablehlo.add"(%262, %269) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %275 = "stablehlo.add"(%261, %273) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %276 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %277 = "stablehlo.broadcast_in_dim"(%276) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %278 = "stablehlo.divide"(%275, %277) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %279 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %280 = "stablehlo.reduce"(%278, %279) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %368 = "stablehlo.add"(%arg24, %arg25) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%368) : (tensor<f32>) -> ()
    }) : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %281 = "stablehlo.broadcast_in_dim"(%280) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %282 = "stablehlo.add"(%274, %281) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %283 = "stablehlo.dot_general"(%282, %72) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x64xf32>, tensor<8x4x16x16xf32>) -> tensor<64x4x16xf32>
    %284 = "stablehlo.transpose"(%283) <{permutation = array<i64: 1, 2, 0>}> : (tensor<64x4x16xf32>) -> tensor<4x16x64xf32>
    %285 = "stablehlo.dot_general"(%282, %arg11) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x64xf32>, tensor<4x16x64xf32>) -> tensor<8x16x4x16xf32>
    %286 = "stablehlo.transpose"(%285) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %287 = "stablehlo.dot_general"(%286, %43) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %288 = "stablehlo.dot_general"(%286, %67) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %289 = "stablehlo.transpose"(%288) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %290 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %291 = "stablehlo.multiply"(%287, %290) : (tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %292 = "stablehlo.multiply"(%291, %62) : (tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %293 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %294 = "stablehlo.reduce"(%292, %293) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>):
      %367 = "stablehlo.add"(%arg22, %arg23) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%367) : (tensor<f32>) -> ()
    }) : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %295 = "stablehlo.reshape"(%294) : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %296 = "stablehlo.negate"(%295) : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x1xf32>
    %297 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %298 = "stablehlo.divide"(%287, %297) : (tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %299 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %300 = "stablehlo.reduce"(%296, %299) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
      %366 = "stablehlo.add"(%arg20, %arg21) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%366) : (tensor<f32>) -> ()
    }) : (tensor<8x4x16x1xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %301 = "stablehlo.broadcast_in_dim"(%300) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x4x16xf32>) -> tensor<8x4x16x16xf32>
    %302 = "stablehlo.add"(%298, %301) : (tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %303 = "stablehlo.multiply"(%302, %62) : (tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %304 = "func.call"(%53#1, %303) <{callee = @_where_0}> : (tensor<8x4x16x16xi1>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %305 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4x16x16xf32>
    %306 = "stablehlo.divide"(%304, %305) : (tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %307 = "stablehlo.dot_general"(%306, %41) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %308 = "stablehlo.transpose"(%307) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %309 = "stablehlo.dot_general"(%306, %42) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %310 = "stablehlo.transpose"(%309) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %311 = "stablehlo.dot_general"(%289, %40) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x4x16xf32>, tensor<8x16x64xf32>) -> tensor<4x16x64xf32>
    %312 = "stablehlo.transpose"(%311) <{permutation = array<i64: 2, 0, 1>}> : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %313 = "stablehlo.dot_general"(%289, %arg13) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 3], rhs_contracting_dimensions = [1, 2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x4x16xf32>, tensor<64x4x16xf32>) -> tensor<8x16x64xf32>
    %314 = "stablehlo.dot_general"(%308, %40) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x4x16xf32>, tensor<8x16x64xf32>) -> tensor<4x16x64xf32>
    %315 = "stablehlo.transpose"(%314) <{permutation = array<i64: 2, 0, 1>}> : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %316 = "stablehlo.dot_general"(%308, %arg10) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 3], rhs_contracting_dimensions = [1, 2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x4x16xf32>, tensor<64x4x16xf32>) -> tensor<8x16x64xf32>
    %317 = "stablehlo.add"(%313, %316) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %318 = "stablehlo.dot_general"(%310, %40) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x4x16xf32>, tensor<8x16x64xf32>) -> tensor<4x16x64xf32>
    %319 = "stablehlo.transpose"(%318) <{permutation = array<i64: 2, 0, 1>}> : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %320 = "stablehlo.dot_general"(%310, %arg12) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 3], rhs_contracting_dimensions = [1, 2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x4x16xf32>, tensor<64x4x16xf32>) -> tensor<8x16x64xf32>
    %321 = "stablehlo.add"(%317, %320) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %322 = "stablehlo.multiply"(%37, %321) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %323 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %324 = "stablehlo.reduce"(%322, %323) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg18: tensor<f32>, %arg19: tensor<f32>):
      %365 = "stablehlo.add"(%arg18, %arg19) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%365) : (tensor<f32>) -> ()
    }) : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %325 = "stablehlo.reshape"(%324) : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %326 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %327 = "stablehlo.reduce"(%325, %326) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      %364 = "stablehlo.add"(%arg16, %arg17) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%364) : (tensor<f32>) -> ()
    }) : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %328 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %329 = "stablehlo.broadcast_in_dim"(%328) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %330 = "stablehlo.multiply"(%329, %327) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %331 = "stablehlo.subtract"(%arg6, %330) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %332 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %333 = "stablehlo.broadcast_in_dim"(%332) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %334 = "stablehlo.multiply"(%333, %250) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %335 = "stablehlo.subtract"(%arg7, %334) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %336 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %337 = "stablehlo.broadcast_in_dim"(%336) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x128xf32>
    %338 = "stablehlo.multiply"(%337, %241) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %339 = "stablehlo.subtract"(%arg8, %338) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %340 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %341 = "stablehlo.broadcast_in_dim"(%340) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x64xf32>
    %342 = "stablehlo.multiply"(%341, %221) : (tensor<128x64xf32>, tensor<128x64xf32>) -> tensor<128x64xf32>
    %343 = "stablehlo.subtract"(%arg9, %342) : (tensor<128x64xf32>, tensor<128x64xf32>) -> tensor<128x64xf32>
    %344 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %345 = "stablehlo.broadcast_in_dim"(%344) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x4x16xf32>
    %346 = "stablehlo.multiply"(%345, %315) : (tensor<64x4x16xf32>, tensor<64x4x16xf32>) -> tensor<64x4x16xf32>
    %347 = "stablehlo.subtract"(%arg10, %346) : (tensor<64x4x16xf32>, tensor<64x4x16xf32>) -> tensor<64x4x16xf32>
    %348 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %349 = "stablehlo.broadcast_in_dim"(%348) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x64xf32>
    %350 = "stablehlo.multiply"(%349, %284) : (tensor<4x16x64xf32>, tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
    %351 = "stablehlo.subtract"(%arg11, %350) : (tensor<4x16x64xf32>, tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
    %352 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %353 = "stablehlo.broadcast_in_dim"(%352) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x4x16xf32>
    %354 = "stablehlo.multiply"(%353, %319) : (tensor<64x4x16xf32>, tensor<64x4x16xf32>) -> tensor<64x4x16xf32>
    %355 = "stablehlo.subtract"(%arg12, %354) : (tensor<64x4x16xf32>, tensor<64x4x16xf32>) -> tensor<64x4x16xf32>
    %356 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %357 = "stablehlo.broadcast_in_dim"(%356) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x4x16xf32>
    %358 = "stablehlo.multiply"(%357, %312) : (tensor<64x4x16xf32>, tensor<64x4x16xf32>) -> tensor<64x4x16xf32>
    %359 = "stablehlo.subtract"(%arg13, %358) : (tensor<64x4x16xf32>, tensor<64x4x16xf32>) -> tensor<64x4x16xf32>
    %360 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %361 = "stablehlo.broadcast_in_dim"(%360) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %362 = "stablehlo.multiply"(%361, %188) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %363 = "stablehlo.subtract"(%arg14, %362) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    "func.return"(%331, %335, %339, %343, %347, %351, %355, %359, %363, %175) : (tensor<64xf32>, tensor<64xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<64x4x16xf32>, tensor<4x16x64xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<64xf32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<16x16xi1>) -> tensor<16x16xi1>, sym_name = "tril", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<16x16xi1>):
    %6 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<16x16xi32>
    %7 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<16x16xi32>
    %9 = "stablehlo.add"(%6, %8) : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi32>
    %10 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<16x16xi32>
    %11 = "stablehlo.compare"(%9, %10) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %12 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<16x16xi1>
    %14 = "stablehlo.select"(%11, %arg5, %13) : (tensor<16x16xi1>, tensor<16x16xi1>, tensor<16x16xi1>) -> tensor<16x16xi1>
    "func.return"(%14) : (tensor<16x16xi1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<16x16xi1>, tensor<8x4x16x16xf32>, tensor<f32>) -> (tensor<8x4x16x16xf32>, tensor<8x4x16x16xi1>), sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<16x16xi1>, %arg3: tensor<8x4x16x16xf32>, %arg4: tensor<f32>):
    %3 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<16x16xi1>) -> tensor<8x4x16x16xi1>
    %4 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4x16x16xf32>
    %5 = "stablehlo.select"(%3, %arg3, %4) : (tensor<8x4x16x16xi1>, tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    "func.return"(%5, %3) : (tensor<8x4x16x16xf32>, tensor<8x4x16x16xi1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x4x16x16xi1>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>, sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<8x4x16x16xi1>, %arg1: tensor<8x4x16x16xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4x16x16xf32>
    %2 = "stablehlo.select"(%arg0, %arg1, %1) : (tensor<8x4x16x16xi1>, tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    "func.return"(%2) : (tensor<8x4x16x16xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} : () -> ()

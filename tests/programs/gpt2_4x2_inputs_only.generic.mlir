"builtin.module"() <{sym_name = "jit_forward"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["data"=4, "model"=2]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "data", size = 4 : i64}, {name = "model", size = 2 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}], function_type = (tensor<64xf32>, tensor<64xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<64x4x16xf32>, tensor<4x16x64xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<64x4x16xf32>, tensor<4x16x64xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg4: tensor<64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64x128xf32>, %arg7: tensor<128x64xf32>, %arg8: tensor<64x4x16xf32>, %arg9: tensor<4x16x64xf32>, %arg10: tensor<64x4x16xf32>, %arg11: tensor<64x4x16xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64x128xf32>, %arg15: tensor<128x64xf32>, %arg16: tensor<64x4x16xf32>, %arg17: tensor<4x16x64xf32>, %arg18: tensor<64x4x16xf32>, %arg19: tensor<64x4x16xf32>, %arg20: tensor<64xf32>, %arg21: tensor<8x16x64xf32>):
    %12 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %13 = "stablehlo.reduce"(%arg21, %12) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg48: tensor<f32>, %arg49: tensor<f32>):
      %255 = "stablehlo.add"(%arg48, %arg49) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%255) : (tensor<f32>) -> ()
    }) : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %15 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %17 = "stablehlo.divide"(%14, %16) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %19 = "stablehlo.subtract"(%arg21, %18) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %20 = "stablehlo.multiply"(%19, %19) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %21 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %22 = "stablehlo.reduce"(%20, %21) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg46: tensor<f32>, %arg47: tensor<f32>):
      %254 = "stablehlo.add"(%arg46, %arg47) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%254) : (tensor<f32>) -> ()
    }) : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %24 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %26 = "stablehlo.divide"(%23, %25) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %27 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %28 = "stablehlo.subtract"(%arg21, %27) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %29 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %30 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %31 = "stablehlo.add"(%26, %30) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %32 = "stablehlo.rsqrt"(%31) : (tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %33 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %34 = "stablehlo.multiply"(%28, %33) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %35 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64: 2>}> : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %37 = "stablehlo.multiply"(%34, %36) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %38 = "stablehlo.dot_general"(%37, %arg10) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x64xf32>, tensor<64x4x16xf32>) -> tensor<8x16x4x16xf32>
    %39 = "stablehlo.dot_general"(%37, %arg8) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x64xf32>, tensor<64x4x16xf32>) -> tensor<8x16x4x16xf32>
    %40 = "stablehlo.dot_general"(%37, %arg11) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x64xf32>, tensor<64x4x16xf32>) -> tensor<8x16x4x16xf32>
    %41 = "stablehlo.dot_general"(%38, %39) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x4x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %42 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %43 = "stablehlo.sqrt"(%42) : (tensor<f32>) -> tensor<f32>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4x16x16xf32>
    %45 = "stablehlo.divide"(%41, %44) : (tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %46 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %47 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<16x16xi1>
    %48 = "func.call"(%47) <{callee = @tril}> : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %49 = "stablehlo.constant"() <{value = dense<-1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %50 = "func.call"(%48, %45, %49) <{callee = @_where}> : (tensor<16x16xi1>, tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16x16xf32>
    %51 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %52 = "stablehlo.reduce"(%50, %51) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %253 = "stablehlo.maximum"(%arg44, %arg45) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%253) : (tensor<f32>) -> ()
    }) : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %53 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %54 = "stablehlo.broadcast_in_dim"(%53) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4x16xf32>
    %55 = "stablehlo.maximum"(%54, %52) : (tensor<8x4x16xf32>, tensor<8x4x16xf32>) -> tensor<8x4x16xf32>
    %56 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %57 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %58 = "stablehlo.subtract"(%50, %57) : (tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %59 = "stablehlo.exponential"(%58) : (tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %60 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %61 = "stablehlo.reduce"(%59, %60) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg42: tensor<f32>, %arg43: tensor<f32>):
      %252 = "stablehlo.add"(%arg42, %arg43) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%252) : (tensor<f32>) -> ()
    }) : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %62 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %63 = "stablehlo.broadcast_in_dim"(%62) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %64 = "stablehlo.divide"(%59, %63) : (tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %65 = "stablehlo.dot_general"(%40, %64) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x4x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %66 = "stablehlo.dot_general"(%65, %arg9) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 1], rhs_contracting_dimensions = [1, 0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x4x16x16xf32>, tensor<4x16x64xf32>) -> tensor<8x16x64xf32>
    %67 = "stablehlo.add"(%arg21, %66) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %68 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %69 = "stablehlo.reduce"(%67, %68) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg40: tensor<f32>, %arg41: tensor<f32>):
      %251 = "stablehlo.add"(%arg40, %arg41) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%251) : (tensor<f32>) -> ()
    }) : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %70 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %71 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %72 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %73 = "stablehlo.divide"(%70, %72) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %74 = "stablehlo.broadcast_in_dim"(%73) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %75 = "stablehlo.subtract"(%67, %74) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %76 = "stablehlo.multiply"(%75, %75) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %77 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %78 = "stablehlo.reduce"(%76, %77) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg38: tensor<f32>, %arg39: tensor<f32>):
      %250 = "stablehlo.add"(%arg38, %arg39) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%250) : (tensor<f32>) -> ()
    }) : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %79 = "stablehlo.broadcast_in_dim"(%78) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %80 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %81 = "stablehlo.broadcast_in_dim"(%80) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %82 = "stablehlo.divide"(%79, %81) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %83 = "stablehlo.broadcast_in_dim"(%73) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %84 = "stablehlo.subtract"(%67, %83) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %85 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %86 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %87 = "stablehlo.add"(%82, %86) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %88 = "stablehlo.rsqrt"(%87) : (tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %89 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %90 = "stablehlo.multiply"(%84, %89) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %91 = "stablehlo.broadcast_in_dim"(%arg5) <{broadcast_dimensions = array<i64: 2>}> : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %92 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %93 = "stablehlo.multiply"(%90, %92) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %94 = "stablehlo.dot_general"(%93, %arg6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x64xf32>, tensor<64x128xf32>) -> tensor<8x16x128xf32>
    %95 = "stablehlo.multiply"(%94, %94) : (tensor<8x16x128xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %96 = "stablehlo.multiply"(%95, %94) : (tensor<8x16x128xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %97 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %98 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x128xf32>
    %99 = "stablehlo.multiply"(%98, %96) : (tensor<8x16x128xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %100 = "stablehlo.add"(%94, %99) : (tensor<8x16x128xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %101 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %102 = "stablehlo.broadcast_in_dim"(%101) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x128xf32>
    %103 = "stablehlo.multiply"(%102, %100) : (tensor<8x16x128xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %104 = "stablehlo.tanh"(%103) : (tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %105 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %106 = "stablehlo.broadcast_in_dim"(%105) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x128xf32>
    %107 = "stablehlo.add"(%106, %104) : (tensor<8x16x128xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %108 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %109 = "stablehlo.broadcast_in_dim"(%108) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x128xf32>
    %110 = "stablehlo.multiply"(%109, %107) : (tensor<8x16x128xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %111 = "stablehlo.multiply"(%94, %110) : (tensor<8x16x128xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %112 = "stablehlo.dot_general"(%111, %arg7) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x128xf32>, tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %113 = "stablehlo.add"(%67, %112) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %114 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %115 = "stablehlo.reduce"(%113, %114) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg36: tensor<f32>, %arg37: tensor<f32>):
      %249 = "stablehlo.add"(%arg36, %arg37) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%249) : (tensor<f32>) -> ()
    }) : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %116 = "stablehlo.broadcast_in_dim"(%115) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %117 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %118 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %119 = "stablehlo.divide"(%116, %118) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %120 = "stablehlo.broadcast_in_dim"(%119) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %121 = "stablehlo.subtract"(%113, %120) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %122 = "stablehlo.multiply"(%121, %121) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %123 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %124 = "stablehlo.reduce"(%122, %123) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg34: tensor<f32>, %arg35: tensor<f32>):
      %248 = "stablehlo.add"(%arg34, %arg35) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%248) : (tensor<f32>) -> ()
    }) : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %125 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %126 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %127 = "stablehlo.broadcast_in_dim"(%126) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %128 = "stablehlo.divide"(%125, %127) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %129 = "stablehlo.broadcast_in_dim"(%119) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %130 = "stablehlo.subtract"(%113, %129) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %131 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %132 = "stablehlo.broadcast_in_dim"(%131) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %133 = "stablehlo.add"(%128, %132) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %134 = "stablehlo.rsqrt"(%133) : (tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %135 = "stablehlo.broadcast_in_dim"(%134) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %136 = "stablehlo.multiply"(%130, %135) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %137 = "stablehlo.broadcast_in_dim"(%arg12) <{broadcast_dimensions = array<i64: 2>}> : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %138 = "stablehlo.broadcast_in_dim"(%137) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %139 = "stablehlo.multiply"(%136, %138) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %140 = "stablehlo.dot_general"(%139, %arg18) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x64xf32>, tensor<64x4x16xf32>) -> tensor<8x16x4x16xf32>
    %141 = "stablehlo.dot_general"(%139, %arg16) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x64xf32>, tensor<64x4x16xf32>) -> tensor<8x16x4x16xf32>
    %142 = "stablehlo.dot_general"(%139, %arg19) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x64xf32>, tensor<64x4x16xf32>) -> tensor<8x16x4x16xf32>
    %143 = "stablehlo.dot_general"(%140, %141) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x4x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %144 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %145 = "stablehlo.sqrt"(%144) : (tensor<f32>) -> tensor<f32>
    %146 = "stablehlo.broadcast_in_dim"(%145) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4x16x16xf32>
    %147 = "stablehlo.divide"(%143, %146) : (tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %148 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %149 = "stablehlo.broadcast_in_dim"(%148) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<16x16xi1>
    %150 = "func.call"(%149) <{callee = @tril}> : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %151 = "stablehlo.constant"() <{value = dense<-1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %152 = "func.call"(%150, %147, %151) <{callee = @_where}> : (tensor<16x16xi1>, tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16x16xf32>
    %153 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %154 = "stablehlo.reduce"(%152, %153) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg32: tensor<f32>, %arg33: tensor<f32>):
      %247 = "stablehlo.maximum"(%arg32, %arg33) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%247) : (tensor<f32>) -> ()
    }) : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %155 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %156 = "stablehlo.broadcast_in_dim"(%155) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4x16xf32>
    %157 = "stablehlo.maximum"(%156, %154) : (tensor<8x4x16xf32>, tensor<8x4x16xf32>) -> tensor<8x4x16xf32>
    %158 = "stablehlo.broadcast_in_dim"(%157) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %159 = "stablehlo.broadcast_in_dim"(%158) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %160 = "stablehlo.subtract"(%152, %159) : (tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %161 = "stablehlo.exponential"(%160) : (tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %162 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %163 = "stablehlo.reduce"(%161, %162) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg30: tensor<f32>, %arg31: tensor<f32>):
      %246 = "stablehlo.add"(%arg30, %arg31) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%246) : (tensor<f32>) -> ()
    }) : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %164 = "stablehlo.broadcast_in_dim"(%163) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %165 = "stablehlo.broadcast_in_dim"(%164) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %166 = "stablehlo.divide"(%161, %165) : (tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %167 = "stablehlo.dot_general"(%142, %166) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x4x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %168 = "stablehlo.dot_general"(%167, %arg17) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 1], rhs_contracting_dimensions = [1, 0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x4x16x16xf32>, tensor<4x16x64xf32>) -> tensor<8x16x64xf32>
    %169 = "stablehlo.add"(%113, %168) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %170 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %171 = "stablehlo.reduce"(%169, %170) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg28: tensor<f32>, %arg29: tensor<f32>):
      %245 = "stablehlo.add"(%arg28, %arg29) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%245) : (tensor<f32>) -> ()
    }) : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %172 = "stablehlo.broadcast_in_dim"(%171) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %173 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %174 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %175 = "stablehlo.divide"(%172, %174) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %176 = "stablehlo.broadcast_in_dim"(%175) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %177 = "stablehlo.subtract"(%169, %176) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %178 = "stablehlo.multiply"(%177, %177) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %179 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %180 = "stablehlo.reduce"(%178, %179) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg26: tensor<f32>, %arg27: tensor<f32>):
      %244 = "stablehlo.add"(%arg26, %arg27) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%244) : (tensor<f32>) -> ()
    }) : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %181 = "stablehlo.broadcast_in_dim"(%180) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %182 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %183 = "stablehlo.broadcast_in_dim"(%182) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %184 = "stablehlo.divide"(%181, %183) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %185 = "stablehlo.broadcast_in_dim"(%175) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %186 = "stablehlo.subtract"(%169, %185) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %187 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %188 = "stablehlo.broadcast_in_dim"(%187) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %189 = "stablehlo.add"(%184, %188) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %190 = "stablehlo.rsqrt"(%189) : (tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %191 = "stablehlo.broadcast_in_dim"(%190) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %192 = "stablehlo.multiply"(%186, %191) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %193 = "stablehlo.broadcast_in_dim"(%arg13) <{broadcast_dimensions = array<i64: 2>}> : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %194 = "stablehlo.broadcast_in_dim"(%193) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %195 = "stablehlo.multiply"(%192, %194) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %196 = "stablehlo.dot_general"(%195, %arg14) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x64xf32>, tensor<64x128xf32>) -> tensor<8x16x128xf32>
    %197 = "stablehlo.multiply"(%196, %196) : (tensor<8x16x128xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %198 = "stablehlo.multiply"(%197, %196) : (tensor<8x16x128xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %199 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %200 = "stablehlo.broadcast_in_dim"(%199) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x128xf32>
    %201 = "stablehlo.multiply"(%200, %198) : (tensor<8x16x128xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %202 = "stablehlo.add"(%196, %201) : (tensor<8x16x128xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %203 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %204 = "stablehlo.broadcast_in_dim"(%203) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x128xf32>
    %205 = "stablehlo.multiply"(%204, %202) : (tensor<8x16x128xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %206 = "stablehlo.tanh"(%205) : (tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %207 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %208 = "stablehlo.broadcast_in_dim"(%207) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x128xf32>
    %209 = "stablehlo.add"(%208, %206) : (tensor<8x16x128xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %210 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %211 = "stablehlo.broadcast_in_dim"(%210) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x128xf32>
    %212 = "stablehlo.multiply"(%211, %209) : (tensor<8x16x128xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %213 = "stablehlo.multiply"(%196, %212) : (tensor<8x16x128xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %214 = "stablehlo.dot_general"(%213, %arg15) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x128xf32>, tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %215 = "stablehlo.add"(%169, %214) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %216 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %217 = "stablehlo.reduce"(%215, %216) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %243 = "stablehlo.add"(%arg24, %arg25) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%243) : (tensor<f32>) -> ()
    }) : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %218 = "stablehlo.broadcast_in_dim"(%217) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %219 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %220 = "stablehlo.broadcast_in_dim"(%219) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %221 = "stablehlo.divide"(%218, %220) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %222 = "stablehlo.broadcast_in_dim"(%221) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %223 = "stablehlo.subtract"(%215, %222) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %224 = "stablehlo.multiply"(%223, %223) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %225 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %226 = "stablehlo.reduce"(%224, %225) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>):
      %242 = "stablehlo.add"(%arg22, %arg23) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%242) : (tensor<f32>) -> ()
    }) : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %227 = "stablehlo.broadcast_in_dim"(%226) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %228 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %229 = "stablehlo.broadcast_in_dim"(%228) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %230 = "stablehlo.divide"(%227, %229) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %231 = "stablehlo.broadcast_in_dim"(%221) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %232 = "stablehlo.subtract"(%215, %231) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %233 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %234 = "stablehlo.broadcast_in_dim"(%233) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %235 = "stablehlo.add"(%230, %234) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %236 = "stablehlo.rsqrt"(%235) : (tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %237 = "stablehlo.broadcast_in_dim"(%236) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %238 = "stablehlo.multiply"(%232, %237) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %239 = "stablehlo.broadcast_in_dim"(%arg20) <{broadcast_dimensions = array<i64: 2>}> : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %240 = "stablehlo.broadcast_in_dim"(%239) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %241 = "stablehlo.multiply"(%238, %240) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    "func.return"(%241) : (tensor<8x16x64xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<16x16xi1>) -> tensor<16x16xi1>, sym_name = "tril", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<16x16xi1>):
    %3 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<16x16xi32>
    %4 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<16x16xi32>
    %6 = "stablehlo.add"(%3, %5) : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi32>
    %7 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<16x16xi32>
    %8 = "stablehlo.compare"(%6, %7) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %9 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<16x16xi1>
    %11 = "stablehlo.select"(%8, %arg3, %10) : (tensor<16x16xi1>, tensor<16x16xi1>, tensor<16x16xi1>) -> tensor<16x16xi1>
    "func.return"(%11) : (tensor<16x16xi1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<16x16xi1>, tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16x16xf32>, sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<16x16xi1>, %arg1: tensor<8x4x16x16xf32>, %arg2: tensor<f32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<16x16xi1>) -> tensor<8x4x16x16xi1>
    %1 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4x16x16xf32>
    %2 = "stablehlo.select"(%0, %arg1, %1) : (tensor<8x4x16x16xi1>, tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    "func.return"(%2) : (tensor<8x4x16x16xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} : () -> ()

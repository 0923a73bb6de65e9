"builtin.module"() <{sym_name = "jit_step"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["data"=4, "model"=2]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "data", size = 4 : i64}, {name = "model", size = 2 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}], function_type = (tensor<64xbf16>, tensor<64xbf16>, tensor<64x128xbf16>, tensor<128x64xbf16>, tensor<64x4x16xbf16>, tensor<4x16x64xbf16>, tensor<64x4x16xbf16>, tensor<64x4x16xbf16>, tensor<64xbf16>, tensor<8x16x64xbf16>) -> (tensor<64xbf16>, tensor<64xbf16>, tensor<64x128xbf16>, tensor<128x64xbf16>, tensor<64x4x16xbf16>, tensor<4x16x64xbf16>, tensor<64x4x16xbf16>, tensor<64x4x16xbf16>, tensor<64xbf16>, tensor<f32>), res_attrs = [{jax.result_info = "result[0][0]['ln1']"}, {jax.result_info = "result[0][0]['ln2']"}, {jax.result_info = "result[0][0]['w1']"}, {jax.result_info = "result[0][0]['w2']"}, {jax.result_info = "result[0][0]['wk']"}, {jax.result_info = "result[0][0]['wo']"}, {jax.result_info = "result[0][0]['wq']"}, {jax.result_info = "result[0][0]['wv']"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg6: tensor<64xbf16>, %arg7: tensor<64xbf16>, %arg8: tensor<64x128xbf16>, %arg9: tensor<128x64xbf16>, %arg10: tensor<64x4x16xbf16>, %arg11: tensor<4x16x64xbf16>, %arg12: tensor<64x4x16xbf16>, %arg13: tensor<64x4x16xbf16>, %arg14: tensor<64xbf16>, %arg15: tensor<8x16x64xbf16>):
    %15 = "stablehlo.convert"(%arg15) : (tensor<8x16x64xbf16>) -> tensor<8x16x64xf32>
    %16 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %17 = "stablehlo.reduce"(%15, %16) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg68: tensor<f32>, %arg69: tensor<f32>):
      %420 = "stablehlo.add"(%arg68, %arg69) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%420) : (tensor<f32>) -> ()
    }) : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %19 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %21 = "stablehlo.divide"(%18, %20) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %22 = "stablehlo.convert"(%21) : (tensor<8x16x1xf32>) -> tensor<8x16x1xbf16>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xbf16>) -> tensor<8x16x64xbf16>
    %24 = "stablehlo.subtract"(%arg15, %23) : (tensor<8x16x64xbf16>, tensor<8x16x64xbf16>) -> tensor<8x16x64xbf16>
    %25 = "stablehlo.multiply"(%24, %24) : (tensor<8x16x64xbf16>, tensor<8x16x64xbf16>) -> tensor<8x16x64xbf16>
    %26 = "stablehlo.convert"(%25) : (tensor<8x16x64xbf16>) -> tensor<8x16x64xf32>
    %27 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %28 = "stablehlo.reduce"(%26, %27) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg66: tensor<f32>, %arg67: tensor<f32>):
      %419 = "stablehlo.add"(%arg66, %arg67) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%419) : (tensor<f32>) -> ()
    }) : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %30 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %32 = "stablehlo.divide"(%29, %31) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %33 = "stablehlo.convert"(%32) : (tensor<8x16x1xf32>) -> tensor<8x16x1xbf16>
    %34 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xbf16>) -> tensor<8x16x64xbf16>
    %35 = "stablehlo.subtract"(%arg15, %34) : (tensor<8x16x64xbf16>, tensor<8x16x64xbf16>) -> tensor<8x16x64xbf16>
    %36 = "stablehlo.constant"() <{value = dense<1.001360e-05> : tensor<bf16>}> : () -> tensor<bf16>
    %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<8x16x1xbf16>
    %38 = "stablehlo.add"(%33, %37) : (tensor<8x16x1xbf16>, tensor<8x16x1xbf16>) -> tensor<8x16x1xbf16>
    %39 = "stablehlo.rsqrt"(%38) : (tensor<8x16x1xbf16>) -> tensor<8x16x1xbf16>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xbf16>) -> tensor<8x16x64xbf16>
    %41 = "stablehlo.multiply"(%35, %40) : (tensor<8x16x64xbf16>, tensor<8x16x64xbf16>) -> tensor<8x16x64xbf16>
    %42 = "stablehlo.broadcast_in_dim"(%arg6) <{broadcast_dimensions = array<i64: 2>}> : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %43 = "stablehlo.broadcast_in_dim"(%42) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xbf16>) -> tensor<8x16x64xbf16>
    %44 = "stablehlo.multiply"(%41, %43) : (tensor<8x16x64xbf16>, tensor<8x16x64xbf16>) -> tensor<8x16x64xbf16>
    %45 = "stablehlo.dot_general"(%44, %arg12) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x64xbf16>, tensor<64x4x16xbf16>) -> tensor<8x16x4x16xbf16>
    %46 = "stablehlo.dot_general"(%44, %arg10) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x64xbf16>, tensor<64x4x16xbf16>) -> tensor<8x16x4x16xbf16>
    %47 = "stablehlo.dot_general"(%44, %arg13) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x64xbf16>, tensor<64x4x16xbf16>) -> tensor<8x16x4x16xbf16>
    %48 = "stablehlo.dot_general"(%45, %46) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x4x16xbf16>, tensor<8x16x4x16xbf16>) -> tensor<8x4x16x16xbf16>
    %49 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<bf16>}> : () -> tensor<bf16>
    %50 = "stablehlo.sqrt"(%49) : (tensor<bf16>) -> tensor<bf16>
    %51 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<8x4x16x16xbf16>
    %52 = "stablehlo.divide"(%48, %51) : (tensor<8x4x16x16xbf16>, tensor<8x4x16x16xbf16>) -> tensor<8x4x16x16xbf16>
    %53 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %54 = "stablehlo.broadcast_in_dim"(%53) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<16x16xi1>
    %55 = "func.call"(%54) <{callee = @tril}> : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %56 = "stablehlo.constant"() <{value = dense<-9.982440e+08> : tensor<bf16>}> : () -> tensor<bf16>
    %57:2 = "func.call"(%55, %52, %56) <{callee = @_where}> : (tensor<16x16xi1>, tensor<8x4x16x16xbf16>, tensor<bf16>) -> (tensor<8x4x16x16xbf16>, tensor<8x4x16x16xi1>)
    %58 = "stablehlo.constant"() <{value = dense<0xFF80> : tensor<bf16>}> : () -> tensor<bf16>
    %59 = "stablehlo.reduce"(%57#0, %58) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg64: tensor<bf16>, %arg65: tensor<bf16>):
      %418 = "stablehlo.maximum"(%arg64, %arg65) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%418) : (tensor<bf16>) -> ()
    }) : (tensor<8x4x16x16xbf16>, tensor<bf16>) -> tensor<8x4x16xbf16>
    %60 = "stablehlo.constant"() <{value = dense<0xFF80> : tensor<bf16>}> : () -> tensor<bf16>
    %61 = "stablehlo.broadcast_in_dim"(%60) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<8x4x16xbf16>
    %62 = "stablehlo.maximum"(%61, %59) : (tensor<8x4x16xbf16>, tensor<8x4x16xbf16>) -> tensor<8x4x16xbf16>
    %63 = "stablehlo.broadcast_in_dim"(%62) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x4x16xbf16>) -> tensor<8x4x16x1xbf16>
    %64 = "stablehlo.broadcast_in_dim"(%63) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x4x16x1xbf16>) -> tensor<8x4x16x16xbf16>
    %65 = "stablehlo.subtract"(%57#0, %64) : (tensor<8x4x16x16xbf16>, tensor<8x4x16x16xbf16>) -> tensor<8x4x16x16xbf16>
    %66 = "stablehlo.exponential"(%65) : (tensor<8x4x16x16xbf16>) -> tensor<8x4x16x16xbf16>
    %67 = "stablehlo.convert"(%66) : (tensor<8x4x16x16xbf16>) -> tensor<8x4x16x16xf32>
    %68 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %69 = "stablehlo.reduce"(%67, %68) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg62: tensor<f32>, %arg63: tensor<f32>):
      %417 = "stablehlo.add"(%arg62, %arg63) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%417) : (tensor<f32>) -> ()
    }) : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %70 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %71 = "stablehlo.convert"(%70) : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x1xbf16>
    %72 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x4x16x1xbf16>) -> tensor<8x4x16x16xbf16>
    %73 = "stablehlo.divide"(%66, %72) : (tensor<8x4x16x16xbf16>, tensor<8x4x16x16xbf16>) -> tensor<8x4x16x16xbf16>
    %74 = "stablehlo.multiply"(%71, %71) : (tensor<8x4x16x1xbf16>, tensor<8x4x16x1xbf16>) -> tensor<8x4x16x1xbf16>
    %75 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %76 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<8x4x16x1xbf16>
    %77 = "stablehlo.divide"(%76, %74) : (tensor<8x4x16x1xbf16>, tensor<8x4x16x1xbf16>) -> tensor<8x4x16x1xbf16>
    %78 = "stablehlo.dot_general"(%47, %73) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x4x16xbf16>, tensor<8x4x16x16xbf16>) -> tensor<8x4x16x16xbf16>
    %79 = "stablehlo.dot_general"(%78, %arg11) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 1], rhs_contracting_dimensions = [1, 0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x4x16x16xbf16>, tensor<4x16x64xbf16>) -> tensor<8x16x64xbf16>
    %80 = "stablehlo.add"(%arg15, %79) : (tensor<8x16x64xbf16>, tensor<8x16x64xbf16>) -> tensor<8x16x64xbf16>
    %81 = "sdy.sharding_constraint"(%80) <{sharding = #sdy.sharding<@mesh, [{"data"}, {}, {"model"}]>}> : (tensor<8x16x64xbf16>) -> tensor<8x16x64xbf16>
    %82 = "stablehlo.convert"(%81) : (tensor<8x16x64xbf16>) -> tensor<8x16x64xf32>
    %83 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %84 = "stablehlo.reduce"(%82, %83) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg60: tensor<f32>, %arg61: tensor<f32>):
      %416 = "stablehlo.add"(%arg60, %arg61) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%416) : (tensor<f32>) -> ()
    }) : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %85 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %86 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %87 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %88 = "stablehlo.divide"(%85, %87) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %89 = "stablehlo.convert"(%88) : (tensor<8x16x1xf32>) -> tensor<8x16x1xbf16>
    %90 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xbf16>) -> tensor<8x16x64xbf16>
    %91 = "stablehlo.subtract"(%81, %90) : (tensor<8x16x64xbf16>, tensor<8x16x64xbf16>) -> tensor<8x16x64xbf16>
    %92 = "stablehlo.multiply"(%91, %91) : (tensor<8x16x64xbf16>, tensor<8x16x64xbf16>) -> tensor<8x16x64xbf16>
    %93 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %94 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<8x16x64xbf16>
    %95 = "stablehlo.multiply"(%94, %91) : (tensor<8x16x64xbf16>, tensor<8x16x64xbf16>) -> tensor<8x16x64xbf16>
    %96 = "stablehlo.convert"(%92) : (tensor<8x16x64xbf16>) -> tensor<8x16x64xf32>
    %97 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %98 = "stablehlo.reduce"(%96, %97) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg58: tensor<f32>, %arg59: tensor<f32>):
      %415 = "stablehlo.add"(%arg58, %arg59) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%415) : (tensor<f32>) -> ()
    }) : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %99 = "stablehlo.broadcast_in_dim"(%98) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %100 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %101 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %102 = "stablehlo.divide"(%99, %101) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %103 = "stablehlo.convert"(%102) : (tensor<8x16x1xf32>) -> tensor<8x16x1xbf16>
    %104 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xbf16>) -> tensor<8x16x64xbf16>
    %105 = "stablehlo.subtract"(%81, %104) : (tensor<8x16x64xbf16>, tensor<8x16x64xbf16>) -> tensor<8x16x64xbf16>
    %106 = "stablehlo.constant"() <{value = dense<1.001360e-05> : tensor<bf16>}> : () -> tensor<bf16>
    %107 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<8x16x1xbf16>
    %108 = "stablehlo.add"(%103, %107) : (tensor<8x16x1xbf16>, tensor<8x16x1xbf16>) -> tensor<8x16x1xbf16>
    %109 = "stablehlo.rsqrt"(%108) : (tensor<8x16x1xbf16>) -> tensor<8x16x1xbf16>
    %110 = "stablehlo.divide"(%109, %108) : (tensor<8x16x1xbf16>, tensor<8x16x1xbf16>) -> tensor<8x16x1xbf16>
    %111 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<bf16>}> : () -> tensor<bf16>
    %112 = "stablehlo.broadcast_in_dim"(%111) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<8x16x1xbf16>
    %113 = "stablehlo.multiply"(%112, %110) : (tensor<8x16x1xbf16>, tensor<8x16x1xbf16>) -> tensor<8x16x1xbf16>
    %114 = "stablehlo.broadcast_in_dim"(%109) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xbf16>) -> tensor<8x16x64xbf16>
    %115 = "stablehlo.multiply"(%105, %114) : (tensor<8x16x64xbf16>, tensor<8x16x64xbf16>) -> tensor<8x16x64xbf16>
    %116 = "stablehlo.broadcast_in_dim"(%arg7) <{broadcast_dimensions = array<i64: 2>}> : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %117 = "stablehlo.broadcast_in_dim"(%116) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xbf16>) -> tensor<8x16x64xbf16>
    %118 = "stablehlo.multiply"(%115, %117) : (tensor<8x16x64xbf16>, tensor<8x16x64xbf16>) -> tensor<8x16x64xbf16>
    %119 = "stablehlo.dot_general"(%118, %arg8) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x64xbf16>, tensor<64x128xbf16>) -> tensor<8x16x128xbf16>
    %120 = "stablehlo.multiply"(%119, %119) : (tensor<8x16x128xbf16>, tensor<8x16x128xbf16>) -> tensor<8x16x128xbf16>
    %121 = "stablehlo.multiply"(%120, %119) : (tensor<8x16x128xbf16>, tensor<8x16x128xbf16>) -> tensor<8x16x128xbf16>
    %122 = "stablehlo.multiply"(%119, %119) : (tensor<8x16x128xbf16>, tensor<8x16x128xbf16>) -> tensor<8x16x128xbf16>
    %123 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %124 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<8x16x128xbf16>
    %125 = "stablehlo.multiply"(%124, %122) : (tensor<8x16x128xbf16>, tensor<8x16x128xbf16>) -> tensor<8x16x128xbf16>
    %126 = "stablehlo.constant"() <{value = dense<4.467770e-02> : tensor<bf16>}> : () -> tensor<bf16>
    %127 = "stablehlo.broadcast_in_dim"(%126) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<8x16x128xbf16>
    %128 = "stablehlo.multiply"(%127, %121) : (tensor<8x16x128xbf16>, tensor<8x16x128xbf16>) -> tensor<8x16x128xbf16>
    %129 = "stablehlo.add"(%119, %128) : (tensor<8x16x128xbf16>, tensor<8x16x128xbf16>) -> tensor<8x16x128xbf16>
    %130 = "stablehlo.constant"() <{value = dense<7.968750e-01> : tensor<bf16>}> : () -> tensor<bf16>
    %131 = "stablehlo.broadcast_in_dim"(%130) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<8x16x128xbf16>
    %132 = "stablehlo.multiply"(%131, %129) : (tensor<8x16x128xbf16>, tensor<8x16x128xbf16>) -> tensor<8x16x128xbf16>
    %133 = "stablehlo.tanh"(%132) : (tensor<8x16x128xbf16>) -> tensor<8x16x128xbf16>
    %134 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %135 = "stablehlo.broadcast_in_dim"(%134) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<8x16x128xbf16>
    %136 = "stablehlo.subtract"(%135, %133) : (tensor<8x16x128xbf16>, tensor<8x16x128xbf16>) -> tensor<8x16x128xbf16>
    %137 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %138 = "stablehlo.broadcast_in_dim"(%137) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<8x16x128xbf16>
    %139 = "stablehlo.add"(%138, %133) : (tensor<8x16x128xbf16>, tensor<8x16x128xbf16>) -> tensor<8x16x128xbf16>
    %140 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<bf16>}> : () -> tensor<bf16>
    %141 = "stablehlo.broadcast_in_dim"(%140) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<8x16x128xbf16>
    %142 = "stablehlo.multiply"(%141, %139) : (tensor<8x16x128xbf16>, tensor<8x16x128xbf16>) -> tensor<8x16x128xbf16>
    %143 = "stablehlo.multiply"(%119, %142) : (tensor<8x16x128xbf16>, tensor<8x16x128xbf16>) -> tensor<8x16x128xbf16>
    %144 = "sdy.sharding_constraint"(%143) <{sharding = #sdy.sharding<@mesh, [{"data"}, {}, {"model"}]>}> : (tensor<8x16x128xbf16>) -> tensor<8x16x128xbf16>
    %145 = "stablehlo.dot_general"(%144, %arg9) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x128xbf16>, tensor<128x64xbf16>) -> tensor<8x16x64xbf16>
    %146 = "stablehlo.add"(%81, %145) : (tensor<8x16x64xbf16>, tensor<8x16x64xbf16>) -> tensor<8x16x64xbf16>
    %147 = "stablehlo.convert"(%146) : (tensor<8x16x64xbf16>) -> tensor<8x16x64xf32>
    %148 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %149 = "stablehlo.reduce"(%147, %148) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg56: tensor<f32>, %arg57: tensor<f32>):
      %414 = "stablehlo.add"(%arg56, %arg57) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%414) : (tensor<f32>) -> ()
    }) : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %150 = "stablehlo.broadcast_in_dim"(%149) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %151 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %152 = "stablehlo.broadcast_in_dim"(%151) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %153 = "stablehlo.divide"(%150, %152) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %154 = "stablehlo.convert"(%153) : (tensor<8x16x1xf32>) -> tensor<8x16x1xbf16>
    %155 = "stablehlo.broadcast_in_dim"(%154) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xbf16>) -> tensor<8x16x64xbf16>
    %156 = "stablehlo.subtract"(%146, %155) : (tensor<8x16x64xbf16>, tensor<8x16x64xbf16>) -> tensor<8x16x64xbf16>
    %157 = "stablehlo.multiply"(%156, %156) : (tensor<8x16x64xbf16>, tensor<8x16x64xbf16>) -> tensor<8x16x64xbf16>
    %158 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %159 = "stablehlo.broadcast_in_dim"(%158) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<8x16x64xbf16>
    %160 = "stablehlo.multiply"(%159, %156) : (tensor<8x16x64xbf16>, tensor<8x16x64xbf16>) -> tensor<8x16x64xbf16>
    %161 = "stablehlo.convert"(%157) : (tensor<8x16x64xbf16>) -> tensor<8x16x64xf32>
    %162 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %163 = "stablehlo.reduce"(%161, %162) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg54: tensor<f32>, %arg55: tensor<f32>):
      %413 = "stablehlo.add"(%arg54, %arg55) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%413) : (tensor<f32>) -> ()
    }) : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %164 = "stablehlo.broadcast_in_dim"(%163) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %165 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %166 = "stablehlo.broadcast_in_dim"(%165) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %167 = "stablehlo.divide"(%164, %166) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %168 = "stablehlo.convert"(%167) : (tensor<8x16x1xf32>) -> tensor<8x16x1xbf16>
    %169 = "stablehlo.broadcast_in_dim"(%154) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xbf16>) -> tensor<8x16x64xbf16>
    %170 = "stablehlo.subtract"(%146, %169) : (tensor<8x16x64xbf16>, tensor<8x16x64xbf16>) -> tensor<8x16x64xbf16>
    %171 = "stablehlo.constant"() <{value = dense<1.001360e-05> : tensor<bf16>}> : () -> tensor<bf16>
    %172 = "stablehlo.broadcast_in_dim"(%171) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<8x16x1xbf16>
    %173 = "stablehlo.add"(%168, %172) : (tensor<8x16x1xbf16>, tensor<8x16x1xbf16>) -> tensor<8x16x1xbf16>
    %174 = "stablehlo.rsqrt"(%173) : (tensor<8x16x1xbf16>) -> tensor<8x16x1xbf16>
    %175 = "stablehlo.divide"(%174, %173) : (tensor<8x16x1xbf16>, tensor<8x16x1xbf16>) -> tensor<8x16x1xbf16>
    %176 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<bf16>}> : () -> tensor<bf16>
    %177 = "stablehlo.broadcast_in_dim"(%176) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<8x16x1xbf16>
    %178 = "stablehlo.multiply"(%177, %175) : (tensor<8x16x1xbf16>, tensor<8x16x1xbf16>) -> tensor<8x16x1xbf16>
    %179 = "stablehlo.broadcast_in_dim"(%174) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xbf16>) -> tensor<8x16x64xbf16>
    %180 = "stablehlo.multiply"(%170, %179) : (tensor<8x16x64xbf16>, tensor<8x16x64xbf16>) -> tensor<8x16x64xbf16>
    %181 = "stablehlo.broadcast_in_dim"(%arg14) <{broadcast_dimensions = array<i64: 2>}> : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %182 = "stablehlo.broadcast_in_dim"(%181) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xbf16>) -> tensor<8x16x64xbf16>
    %183 = "stablehlo.multiply"(%180, %182) : (tensor<8x16x64xbf16>, tensor<8x16x64xbf16>) -> tensor<8x16x64xbf16>
    %184 = "stablehlo.convert"(%183) : (tensor<8x16x64xbf16>) -> tensor<8x16x64xf32>
    %185 = "stablehlo.multiply"(%184, %184) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %186 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %187 = "stablehlo.broadcast_in_dim"(%186) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x64xf32>
    %188 = "stablehlo.multiply"(%187, %184) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %189 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %190 = "stablehlo.reduce"(%185, %189) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg52: tensor<f32>, %arg53: tensor<f32>):
      %412 = "stablehlo.add"(%arg52, %arg53) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%412) : (tensor<f32>) -> ()
    }) : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<f32>
    %191 = "stablehlo.constant"() <{value = dense<8.192000e+03> : tensor<f32>}> : () -> tensor<f32>
    %192 = "stablehlo.divide"(%190, %191) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %193 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %194 = "stablehlo.constant"() <{value = dense<8.192000e+03> : tensor<f32>}> : () -> tensor<f32>
    %195 = "stablehlo.divide"(%193, %194) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %196 = "stablehlo.broadcast_in_dim"(%195) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x64xf32>
    %197 = "stablehlo.multiply"(%196, %188) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %198 = "stablehlo.convert"(%197) : (tensor<8x16x64xf32>) -> tensor<8x16x64xbf16>
    %199 = "stablehlo.multiply"(%180, %198) : (tensor<8x16x64xbf16>, tensor<8x16x64xbf16>) -> tensor<8x16x64xbf16>
    %200 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %201 = "stablehlo.reduce"(%199, %200) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg50: tensor<bf16>, %arg51: tensor<bf16>):
      %411 = "stablehlo.add"(%arg50, %arg51) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%411) : (tensor<bf16>) -> ()
    }) : (tensor<8x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %202 = "stablehlo.reshape"(%201) : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %203 = "stablehlo.broadcast_in_dim"(%181) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xbf16>) -> tensor<8x16x64xbf16>
    %204 = "stablehlo.multiply"(%198, %203) : (tensor<8x16x64xbf16>, tensor<8x16x64xbf16>) -> tensor<8x16x64xbf16>
    %205 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %206 = "stablehlo.reduce"(%202, %205) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg48: tensor<bf16>, %arg49: tensor<bf16>):
      %410 = "stablehlo.add"(%arg48, %arg49) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%410) : (tensor<bf16>) -> ()
    }) : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %207 = "stablehlo.multiply"(%170, %204) : (tensor<8x16x64xbf16>, tensor<8x16x64xbf16>) -> tensor<8x16x64xbf16>
    %208 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %209 = "stablehlo.reduce"(%207, %208) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg46: tensor<bf16>, %arg47: tensor<bf16>):
      %409 = "stablehlo.add"(%arg46, %arg47) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%409) : (tensor<bf16>) -> ()
    }) : (tensor<8x16x64xbf16>, tensor<bf16>) -> tensor<8x16xbf16>
    %210 = "stablehlo.reshape"(%209) : (tensor<8x16xbf16>) -> tensor<8x16x1xbf16>
    %211 = "stablehlo.broadcast_in_dim"(%174) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xbf16>) -> tensor<8x16x64xbf16>
    %212 = "stablehlo.multiply"(%204, %211) : (tensor<8x16x64xbf16>, tensor<8x16x64xbf16>) -> tensor<8x16x64xbf16>
    %213 = "stablehlo.multiply"(%210, %178) : (tensor<8x16x1xbf16>, tensor<8x16x1xbf16>) -> tensor<8x16x1xbf16>
    %214 = "stablehlo.negate"(%212) : (tensor<8x16x64xbf16>) -> tensor<8x16x64xbf16>
    %215 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %216 = "stablehlo.reduce"(%214, %215) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg44: tensor<bf16>, %arg45: tensor<bf16>):
      %408 = "stablehlo.add"(%arg44, %arg45) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%408) : (tensor<bf16>) -> ()
    }) : (tensor<8x16x64xbf16>, tensor<bf16>) -> tensor<8x16xbf16>
    %217 = "stablehlo.reshape"(%216) : (tensor<8x16xbf16>) -> tensor<8x16x1xbf16>
    %218 = "stablehlo.convert"(%213) : (tensor<8x16x1xbf16>) -> tensor<8x16x1xf32>
    %219 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %220 = "stablehlo.broadcast_in_dim"(%219) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %221 = "stablehlo.divide"(%218, %220) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %222 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %223 = "stablehlo.reduce"(%221, %222) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg42: tensor<f32>, %arg43: tensor<f32>):
      %407 = "stablehlo.add"(%arg42, %arg43) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%407) : (tensor<f32>) -> ()
    }) : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %224 = "stablehlo.broadcast_in_dim"(%223) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %225 = "stablehlo.convert"(%224) : (tensor<8x16x64xf32>) -> tensor<8x16x64xbf16>
    %226 = "stablehlo.multiply"(%225, %160) : (tensor<8x16x64xbf16>, tensor<8x16x64xbf16>) -> tensor<8x16x64xbf16>
    %227 = "stablehlo.negate"(%226) : (tensor<8x16x64xbf16>) -> tensor<8x16x64xbf16>
    %228 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %229 = "stablehlo.reduce"(%227, %228) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg40: tensor<bf16>, %arg41: tensor<bf16>):
      %406 = "stablehlo.add"(%arg40, %arg41) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%406) : (tensor<bf16>) -> ()
    }) : (tensor<8x16x64xbf16>, tensor<bf16>) -> tensor<8x16xbf16>
    %230 = "stablehlo.reshape"(%229) : (tensor<8x16xbf16>) -> tensor<8x16x1xbf16>
    %231 = "stablehlo.add"(%212, %226) : (tensor<8x16x64xbf16>, tensor<8x16x64xbf16>) -> tensor<8x16x64xbf16>
    %232 = "stablehlo.add"(%217, %230) : (tensor<8x16x1xbf16>, tensor<8x16x1xbf16>) -> tensor<8x16x1xbf16>
    %233 = "stablehlo.convert"(%232) : (tensor<8x16x1xbf16>) -> tensor<8x16x1xf32>
    %234 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %235 = "stablehlo.broadcast_in_dim"(%234) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %236 = "stablehlo.divide"(%233, %235) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %237 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %238 = "stablehlo.reduce"(%236, %237) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg38: tensor<f32>, %arg39: tensor<f32>):
      %405 = "stablehlo.add"(%arg38, %arg39) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%405) : (tensor<f32>) -> ()
    }) : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %239 = "stablehlo.broadcast_in_dim"(%238) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %240 = "stablehlo.convert"(%239) : (tensor<8x16x64xf32>) -> tensor<8x16x64xbf16>
    %241 = "stablehlo.add"(%231, %240) : (tensor<8x16x64xbf16>, tensor<8x16x64xbf16>) -> tensor<8x16x64xbf16>
    %242 = "stablehlo.dot_general"(%241, %144) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x64xbf16>, tensor<8x16x128xbf16>) -> tensor<64x128xbf16>
    %243 = "stablehlo.transpose"(%242) <{permutation = array<i64: 1, 0>}> : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %244 = "stablehlo.dot_general"(%241, %arg9) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x64xbf16>, tensor<128x64xbf16>) -> tensor<8x16x128xbf16>
    %245 = "sdy.sharding_constraint"(%244) <{sharding = #sdy.sharding<@mesh, [{"data"}, {}, {"model"}]>}> : (tensor<8x16x128xbf16>) -> tensor<8x16x128xbf16>
    %246 = "stablehlo.multiply"(%119, %245) : (tensor<8x16x128xbf16>, tensor<8x16x128xbf16>) -> tensor<8x16x128xbf16>
    %247 = "stablehlo.multiply"(%245, %142) : (tensor<8x16x128xbf16>, tensor<8x16x128xbf16>) -> tensor<8x16x128xbf16>
    %248 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<bf16>}> : () -> tensor<bf16>
    %249 = "stablehlo.broadcast_in_dim"(%248) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<8x16x128xbf16>
    %250 = "stablehlo.multiply"(%249, %246) : (tensor<8x16x128xbf16>, tensor<8x16x128xbf16>) -> tensor<8x16x128xbf16>
    %251 = "stablehlo.multiply"(%250, %136) : (tensor<8x16x128xbf16>, tensor<8x16x128xbf16>) -> tensor<8x16x128xbf16>
    %252 = "stablehlo.multiply"(%251, %133) : (tensor<8x16x128xbf16>, tensor<8x16x128xbf16>) -> tensor<8x16x128xbf16>
    %253 = "stablehlo.add"(%251, %252) : (tensor<8x16x128xbf16>, tensor<8x16x128xbf16>) -> tensor<8x16x128xbf16>
    %254 = "stablehlo.constant"() <{value = dense<7.968750e-01> : tensor<bf16>}> : () -> tensor<bf16>
    %255 = "stablehlo.broadcast_in_dim"(%254) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<8x16x128xbf16>
    %256 = "stablehlo.multiply"(%255, %253) : (tensor<8x16x128xbf16>, tensor<8x16x128xbf16>) -> tensor<8x16x128xbf16>
    %257 = "stablehlo.add"(%247, %256) : (tensor<8x16x128xbf16>, tensor<8x16x128xbf16>) -> tensor<8x16x128xbf16>
    %258 = "stablehlo.constant"() <{value = dense<4.467770e-02> : tensor<bf16>}> : () -> tensor<bf16>
    %259 = "stablehlo.broadcast_in_dim"(%258) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<8x16x128xbf16>
    %260 = "stablehlo.multiply"(%259, %256) : (tensor<8x16x128xbf16>, tensor<8x16x128xbf16>) -> tensor<8x16x128xbf16>
    %261 = "stablehlo.multiply"(%260, %125) : (tensor<8x16x128xbf16>, tensor<8x16x128xbf16>) -> tensor<8x16x128xbf16>
    %262 = "stablehlo.add"(%257, %261) : (tensor<8x16x128xbf16>, tensor<8x16x128xbf16>) -> tensor<8x16x128xbf16>
    %263 = "stablehlo.dot_general"(%262, %118) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x128xbf16>, tensor<8x16x64xbf16>) -> tensor<128x64xbf16>
    %264 = "stablehlo.transpose"(%263) <{permutation = array<i64: 1, 0>}> : (tensor<128x64xbf16>) -> tensor<64x128xbf16>
    %265 = "stablehlo.dot_general"(%262, %arg8) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x128xbf16>, tensor<64x128xbf16>) -> tensor<8x16x64xbf16>
    %266 = "stablehlo.multiply"(%115, %265) : (tensor<8x16x64xbf16>, tensor<8x16x64xbf16>) -> tensor<8x16x64xbf16>
    %267 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %268 = "stablehlo.reduce"(%266, %267) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg36: tensor<bf16>, %arg37: tensor<bf16>):
      %404 = "stablehlo.add"(%arg36, %arg37) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%404) : (tensor<bf16>) -> ()
    }) : (tensor<8x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %269 = "stablehlo.reshape"(%268) : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %270 = "stablehlo.broadcast_in_dim"(%116) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xbf16>) -> tensor<8x16x64xbf16>
    %271 = "stablehlo.multiply"(%265, %270) : (tensor<8x16x64xbf16>, tensor<8x16x64xbf16>) -> tensor<8x16x64xbf16>
    %272 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %273 = "stablehlo.reduce"(%269, %272) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg34: tensor<bf16>, %arg35: tensor<bf16>):
      %403 = "stablehlo.add"(%arg34, %arg35) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%403) : (tensor<bf16>) -> ()
    }) : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %274 = "stablehlo.multiply"(%105, %271) : (tensor<8x16x64xbf16>, tensor<8x16x64xbf16>) -> tensor<8x16x64xbf16>
    %275 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %276 = "stablehlo.reduce"(%274, %275) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg32: tensor<bf16>, %arg33: tensor<bf16>):
      %402 = "stablehlo.add"(%arg32, %arg33) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%402) : (tensor<bf16>) -> ()
    }) : (tensor<8x16x64xbf16>, tensor<bf16>) -> tensor<8x16xbf16>
    %277 = "stablehlo.reshape"(%276) : (tensor<8x16xbf16>) -> tensor<8x16x1xbf16>
    %278 = "stablehlo.broadcast_in_dim"(%109) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xbf16>) -> tensor<8x16x64xbf16>
    %279 = "stablehlo.multiply"(%271, %278) : (tensor<8x16x64xbf16>, tensor<8x16x64xbf16>) -> tensor<8x16x64xbf16>
    %280 = "stablehlo.multiply"(%277, %113) : (tensor<8x16x1xbf16>, tensor<8x16x1xbf16>) -> tensor<8x16x1xbf16>
    %281 = "stablehlo.negate"(%279) : (tensor<8x16x64xbf16>) -> tensor<8x16x64xbf16>
    %282 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %283 = "stablehlo.reduce"(%281, %282) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg30: tensor<bf16>, %arg31: tensor<bf16>):
      %401 = "stablehlo.add"(%arg30, %arg31) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%401) : (tensor<bf16>) -> ()
    }) : (tensor<8x16x64xbf16>, tensor<bf16>) -> tensor<8x16xbf16>
    %284 = "stablehlo.reshape"(%283) : (tensor<8x16xbf16>) -> tensor<8x16x1xbf16>
    %285 = "stablehlo.add"(%241, %279) : (tensor<8x16x64xbf16>, tensor<8x16x64xbf16>) -> tensor<8x16x64xbf16>
    %286 = "stablehlo.convert"(%280) : (tensor<8x16x1xbf16>) -> tensor<8x16x1xf32>
    %287 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %288 = "stablehlo.broadcast_in_dim"(%287) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %289 = "stablehlo.divide"(%286, %288) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %290 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %291 = "stablehlo.reduce"(%289, %290) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg28: tensor<f32>, %arg29: tensor<f32>):
      %400 = "stablehlo.add"(%arg28, %arg29) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%400) : (tensor<f32>) -> ()
    }) : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %292 = "stablehlo.broadcast_in_dim"(%291) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %293 = "stablehlo.convert"(%292) : (tensor<8x16x64xf32>) -> tensor<8x16x64xbf16>
    %294 = "stablehlo.multiply"(%293, %95) : (tensor<8x16x64xbf16>, tensor<8x16x64xbf16>) -> tensor<8x16x64xbf16>
    %295 = "stablehlo.negate"(%294) : (tensor<8x16x64xbf16>) -> tensor<8x16x64xbf16>
    %296 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %297 = "stablehlo.reduce"(%295, %296) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg26: tensor<bf16>, %arg27: tensor<bf16>):
      %399 = "stablehlo.add"(%arg26, %arg27) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%399) : (tensor<bf16>) -> ()
    }) : (tensor<8x16x64xbf16>, tensor<bf16>) -> tensor<8x16xbf16>
    %298 = "stablehlo.reshape"(%297) : (tensor<8x16xbf16>) -> tensor<8x16x1xbf16>
    %299 = "stablehlo.add"(%285, %294) : (tensor<8x16x64xbf16>, tensor<8x16x64xbf16>) -> tensor<8x16x64xbf16>
    %300 = "stablehlo.add"(%284, %298) : (tensor<8x16x1xbf16>, tensor<8x16x1xbf16>) -> tensor<8x16x1xbf16>
    %301 = "stablehlo.convert"(%300) : (tensor<8x16x1xbf16>) -> tensor<8x16x1xf32>
    %302 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %303 = "stablehlo.broadcast_in_dim"(%302) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %304 = "stablehlo.divide"(%301, %303) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %305 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %306 = "stablehlo.reduce"(%304, %305) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %398 = "stablehlo.add"(%arg24, %arg25) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%398) : (tensor<f32>) -> ()
    }) : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %307 = "stablehlo.broadcast_in_dim"(%306) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %308 = "stablehlo.convert"(%307) : (tensor<8x16x64xf32>) -> tensor<8x16x64xbf16>
    %309 = "stablehlo.add"(%299, %308) : (tensor<8x16x64xbf16>, tensor<8x16x64xbf16>) -> tensor<8x16x64xbf16>
    %310 = "sdy.sharding_constraint"(%309) <{sharding = #sdy.sharding<@mesh, [{"data"}, {}, {"model"}]>}> : (tensor<8x16x64xbf16>) -> tensor<8x16x64xbf16>
    %311 = "stablehlo.dot_general"(%310, %78) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x64xbf16>, tensor<8x4x16x16xbf16>) -> tensor<64x4x16xbf16>
    %312 = "stablehlo.transpose"(%311) <{permutation = array<i64: 1, 2, 0>}> : (tensor<64x4x16xbf16>) -> tensor<4x16x64xbf16>
    %313 = "stablehlo.dot_general"(%310, %arg11) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x64xbf16>, tensor<4x16x64xbf16>) -> tensor<8x16x4x16xbf16>
    %314 = "stablehlo.transpose"(%313) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<8x16x4x16xbf16>) -> tensor<8x4x16x16xbf16>
    %315 = "stablehlo.dot_general"(%314, %47) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x4x16x16xbf16>, tensor<8x16x4x16xbf16>) -> tensor<8x4x16x16xbf16>
    %316 = "stablehlo.dot_general"(%314, %73) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x4x16x16xbf16>, tensor<8x4x16x16xbf16>) -> tensor<8x4x16x16xbf16>
    %317 = "stablehlo.transpose"(%316) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<8x4x16x16xbf16>) -> tensor<8x16x4x16xbf16>
    %318 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x4x16x1xbf16>) -> tensor<8x4x16x16xbf16>
    %319 = "stablehlo.multiply"(%315, %318) : (tensor<8x4x16x16xbf16>, tensor<8x4x16x16xbf16>) -> tensor<8x4x16x16xbf16>
    %320 = "stablehlo.multiply"(%319, %66) : (tensor<8x4x16x16xbf16>, tensor<8x4x16x16xbf16>) -> tensor<8x4x16x16xbf16>
    %321 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %322 = "stablehlo.reduce"(%320, %321) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg22: tensor<bf16>, %arg23: tensor<bf16>):
      %397 = "stablehlo.add"(%arg22, %arg23) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%397) : (tensor<bf16>) -> ()
    }) : (tensor<8x4x16x16xbf16>, tensor<bf16>) -> tensor<8x4x16xbf16>
    %323 = "stablehlo.reshape"(%322) : (tensor<8x4x16xbf16>) -> tensor<8x4x16x1xbf16>
    %324 = "stablehlo.negate"(%323) : (tensor<8x4x16x1xbf16>) -> tensor<8x4x16x1xbf16>
    %325 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x4x16x1xbf16>) -> tensor<8x4x16x16xbf16>
    %326 = "stablehlo.divide"(%315, %325) : (tensor<8x4x16x16xbf16>, tensor<8x4x16x16xbf16>) -> tensor<8x4x16x16xbf16>
    %327 = "stablehlo.convert"(%324) : (tensor<8x4x16x1xbf16>) -> tensor<8x4x16x1xf32>
    %328 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %329 = "stablehlo.reduce"(%327, %328) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
      %396 = "stablehlo.add"(%arg20, %arg21) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%396) : (tensor<f32>) -> ()
    }) : (tensor<8x4x16x1xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %330 = "stablehlo.broadcast_in_dim"(%329) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x4x16xf32>) -> tensor<8x4x16x16xf32>
    %331 = "stablehlo.convert"(%330) : (tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xbf16>
    %332 = "stablehlo.add"(%326, %331) : (tensor<8x4x16x16xbf16>, tensor<8x4x16x16xbf16>) -> tensor<8x4x16x16xbf16>
    %333 = "stablehlo.multiply"(%332, %66) : (tensor<8x4x16x16xbf16>, tensor<8x4x16x16xbf16>) -> tensor<8x4x16x16xbf16>
    %334 = "func.call"(%57#1, %333) <{callee = @_where_0}> : (tensor<8x4x16x16xi1>, tensor<8x4x16x16xbf16>) -> tensor<8x4x16x16xbf16>
    %335 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<8x4x16x16xbf16>
    %336 = "stablehlo.divide"(%334, %335) : (tensor<8x4x16x16xbf16>, tensor<8x4x16x16xbf16>) -> tensor<8x4x16x16xbf16>
    %337 = "stablehlo.dot_general"(%336, %45) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x4x16x16xbf16>, tensor<8x16x4x16xbf16>) -> tensor<8x4x16x16xbf16>
    %338 = "stablehlo.transpose"(%337) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x4x16x16xbf16>) -> tensor<8x16x4x16xbf16>
    %339 = "stablehlo.dot_general"(%336, %46) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x4x16x16xbf16>, tensor<8x16x4x16xbf16>) -> tensor<8x4x16x16xbf16>
    %340 = "stablehlo.transpose"(%339) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x4x16x16xbf16>) -> tensor<8x16x4x16xbf16>
    %341 = "stablehlo.dot_general"(%317, %44) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x4x16xbf16>, tensor<8x16x64xbf16>) -> tensor<4x16x64xbf16>
    %342 = "stablehlo.transpose"(%341) <{permutation = array<i64: 2, 0, 1>}> : (tensor<4x16x64xbf16>) -> tensor<64x4x16xbf16>
    %343 = "stablehlo.dot_general"(%317, %arg13) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 3], rhs_contracting_dimensions = [1, 2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x4x16xbf16>, tensor<64x4x16xbf16>) -> tensor<8x16x64xbf16>
    %344 = "stablehlo.dot_general"(%338, %44) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x4x16xbf16>, tensor<8x16x64xbf16>) -> tensor<4x16x64xbf16>
    %345 = "stablehlo.transpose"(%344) <{permutation = array<i64: 2, 0, 1>}> : (tensor<4x16x64xbf16>) -> tensor<64x4x16xbf16>
    %346 = "stablehlo.dot_general"(%338, %arg10) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 3], rhs_contracting_dimensions = [1, 2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x4x16xbf16>, tensor<64x4x16xbf16>) -> tensor<8x16x64xbf16>
    %347 = "stablehlo.add"(%343, %346) : (tensor<8x16x64xbf16>, tensor<8x16x64xbf16>) -> tensor<8x16x64xbf16>
    %348 = "stablehlo.dot_general"(%340, %44) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x4x16xbf16>, tensor<8x16x64xbf16>) -> tensor<4x16x64xbf16>
    %349 = "stablehlo.transpose"(%348) <{permutation = array<i64: 2, 0, 1>}> : (tensor<4x16x64xbf16>) -> tensor<64x4x16xbf16>
    %350 = "stablehlo.dot_general"(%340, %arg12) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 3], rhs_contracting_dimensions = [1, 2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x4x16xbf16>, tensor<64x4x16xbf16>) -> tensor<8x16x64xbf16>
    %351 = "stablehlo.add"(%347, %350) : (tensor<8x16x64xbf16>, tensor<8x16x64xbf16>) -> tensor<8x16x64xbf16>
    %352 = "stablehlo.multiply"(%41, %351) : (tensor<8x16x64xbf16>, tensor<8x16x64xbf16>) -> tensor<8x16x64xbf16>
    %353 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %354 = "stablehlo.reduce"(%352, %353) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg18: tensor<bf16>, %arg19: tensor<bf16>):
      %395 = "stablehlo.add"(%arg18, %arg19) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%395) : (tensor<bf16>) -> ()
    }) : (tensor<8x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %355 = "stablehlo.reshape"(%354) : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %356 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %357 = "stablehlo.reduce"(%355, %356) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg16: tensor<bf16>, %arg17: tensor<bf16>):
      %394 = "stablehlo.add"(%arg16, %arg17) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%394) : (tensor<bf16>) -> ()
    }) : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %358 = "stablehlo.constant"() <{value = dense<1.000980e-02> : tensor<bf16>}> : () -> tensor<bf16>
    %359 = "stablehlo.broadcast_in_dim"(%358) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<64xbf16>
    %360 = "stablehlo.multiply"(%359, %357) : (tensor<64xbf16>, tensor<64xbf16>) -> tensor<64xbf16>
    %361 = "stablehlo.subtract"(%arg6, %360) : (tensor<64xbf16>, tensor<64xbf16>) -> tensor<64xbf16>
    %362 = "stablehlo.constant"() <{value = dense<1.000980e-02> : tensor<bf16>}> : () -> tensor<bf16>
    %363 = "stablehlo.broadcast_in_dim"(%362) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<64xbf16>
    %364 = "stablehlo.multiply"(%363, %273) : (tensor<64xbf16>, tensor<64xbf16>) -> tensor<64xbf16>
    %365 = "stablehlo.subtract"(%arg7, %364) : (tensor<64xbf16>, tensor<64xbf16>) -> tensor<64xbf16>
    %366 = "stablehlo.constant"() <{value = dense<1.000980e-02> : tensor<bf16>}> : () -> tensor<bf16>
    %367 = "stablehlo.broadcast_in_dim"(%366) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<64x128xbf16>
    %368 = "stablehlo.multiply"(%367, %264) : (tensor<64x128xbf16>, tensor<64x128xbf16>) -> tensor<64x128xbf16>
    %369 = "stablehlo.subtract"(%arg8, %368) : (tensor<64x128xbf16>, tensor<64x128xbf16>) -> tensor<64x128xbf16>
    %370 = "stablehlo.constant"() <{value = dense<1.000980e-02> : tensor<bf16>}> : () -> tensor<bf16>
    %371 = "stablehlo.broadcast_in_dim"(%370) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<128x64xbf16>
    %372 = "stablehlo.multiply"(%371, %243) : (tensor<128x64xbf16>, tensor<128x64xbf16>) -> tensor<128x64xbf16>
    %373 = "stablehlo.subtract"(%arg9, %372) : (tensor<128x64xbf16>, tensor<128x64xbf16>) -> tensor<128x64xbf16>
    %374 = "stablehlo.constant"() <{value = dense<1.000980e-02> : tensor<bf16>}> : () -> tensor<bf16>
    %375 = "stablehlo.broadcast_in_dim"(%374) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<64x4x16xbf16>
    %376 = "stablehlo.multiply"(%375, %345) : (tensor<64x4x16xbf16>, tensor<64x4x16xbf16>) -> tensor<64x4x16xbf16>
    %377 = "stablehlo.subtract"(%arg10, %376) : (tensor<64x4x16xbf16>, tensor<64x4x16xbf16>) -> tensor<64x4x16xbf16>
    %378 = "stablehlo.constant"() <{value = dense<1.000980e-02> : tensor<bf16>}> : () -> tensor<bf16>
    %379 = "stablehlo.broadcast_in_dim"(%378) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4x16x64xbf16>
    %380 = "stablehlo.multiply"(%379, %312) : (tensor<4x16x64xbf16>, tensor<4x16x64xbf16>) -> tensor<4x16x64xbf16>
    %381 = "stablehlo.subtract"(%arg11, %380) : (tensor<4x16x64xbf16>, tensor<4x16x64xbf16>) -> tensor<4x16x64xbf16>
    %382 = "stablehlo.constant"() <{value = dense<1.000980e-02> : tensor<bf16>}> : () -> tensor<bf16>
    %383 = "stablehlo.broadcast_in_dim"(%382) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<64x4x16xbf16>
    %384 = "stablehlo.multiply"(%383, %349) : (tensor<64x4x16xbf16>, tensor<64x4x16xbf16>) -> tensor<64x4x16xbf16>
    %385 = "stablehlo.subtract"(%arg12, %384) : (tensor<64x4x16xbf16>, tensor<64x4x16xbf16>) -> tensor<64x4x16xbf16>
    %386 = "stablehlo.constant"() <{value = dense<1.000980e-02> : tensor<bf16>}> : () -> tensor<bf16>
    %387 = "stablehlo.broadcast_in_dim"(%386) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<64x4x16xbf16>
    %388 = "stablehlo.multiply"(%387, %342) : (tensor<64x4x16xbf16>, tensor<64x4x16xbf16>) -> tensor<64x4x16xbf16>
    %389 = "stablehlo.subtract"(%arg13, %388) : (tensor<64x4x16xbf16>, tensor<64x4x16xbf16>) -> tensor<64x4x16xbf16>
    %390 = "stablehlo.constant"() <{value = dense<1.000980e-02> : tensor<bf16>}> : () -> tensor<bf16>
    %391 = "stablehlo.broadcast_in_dim"(%390) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<64xbf16>
    %392 = "stablehlo.multiply"(%391, %206) : (tensor<64xbf16>, tensor<64xbf16>) -> tensor<64xbf16>
    %393 = "stablehlo.subtract"(%arg14, %392) : (tensor<64xbf16>, tensor<64xbf16>) -> tensor<64xbf16>
    "func.return"(%361, %365, %369, %373, %377, %381, %385, %389, %393, %192) : (tensor<64xbf16>, tensor<64xbf16>, tensor<64x128xbf16>, tensor<128x64xbf16>, tensor<64x4x16xbf16>, tensor<4x16x64xbf16>, tensor<64x4x16xbf16>, tensor<64x4x16xbf16>, tensor<64xbf16>, tensor<f32>) -> ()
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
  "func.func"() <{function_type = (tensor<16x16xi1>, tensor<8x4x16x16xbf16>, tensor<bf16>) -> (tensor<8x4x16x16xbf16>, tensor<8x4x16x16xi1>), sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<16x16xi1>, %arg3: tensor<8x4x16x16xbf16>, %arg4: tensor<bf16>):
    %3 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<16x16xi1>) -> tensor<8x4x16x16xi1>
    %4 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<8x4x16x16xbf16>
    %5 = "stablehlo.select"(%3, %arg3, %4) : (tensor<8x4x16x16xi1>, tensor<8x4x16x16xbf16>, tensor<8x4x16x16xbf16>) -> tensor<8x4x16x16xbf16>
    "func.return"(%5, %3) : (tensor<8x4x16x16xbf16>, tensor<8x4x16x16xi1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x4x16x16xi1>, tensor<8x4x16x16xbf16>) -> tensor<8x4x16x16xbf16>, sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<8x4x16x16xi1>, %arg1: tensor<8x4x16x16xbf16>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<8x4x16x16xbf16>
    %2 = "stablehlo.select"(%arg0, %arg1, %1) : (tensor<8x4x16x16xi1>, tensor<8x4x16x16xbf16>, tensor<8x4x16x16xbf16>) -> tensor<8x4x16x16xbf16>
    "func.return"(%2) : (tensor<8x4x16x16xbf16>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} : () -> ()

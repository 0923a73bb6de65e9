"builtin.module"() <{sym_name = "jit_forward"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["data"=2, "fsdp"=2, "model"=2]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "fsdp", size = 2 : i64}, {name = "model", size = 2 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}], function_type = (tensor<64xf32>, tensor<64xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<64x4x16xf32>, tensor<4x16x64xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<64x4x16xf32>, tensor<4x16x64xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg4: tensor<64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64x128xf32>, %arg7: tensor<128x64xf32>, %arg8: tensor<64x4x16xf32>, %arg9: tensor<4x16x64xf32>, %arg10: tensor<64x4x16xf32>, %arg11: tensor<64x4x16xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64x128xf32>, %arg15: tensor<128x64xf32>, %arg16: tensor<64x4x16xf32>, %arg17: tensor<4x16x64xf32>, %arg18: tensor<64x4x16xf32>, %arg19: tensor<64x4x16xf32>, %arg20: tensor<64xf32>, %arg21: tensor<8x16x64xf32>):
    %12 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %13 = "stablehlo.reduce"(%arg21, %12) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg48: tensor<f32>, %arg49: tensor<f32>):
      %259 = "stablehlo.add"(%arg48, %arg49) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%259) : (tensor<f32>) -> ()
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
      %258 = "stablehlo.add"(%arg46, %arg47) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%258) : (tensor<f32>) -> ()
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
      %257 = "stablehlo.maximum"(%arg44, %arg45) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%257) : (tensor<f32>) -> ()
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
      %256 = "stablehlo.add"(%arg42, %arg43) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%256) : (tensor<f32>) -> ()
    }) : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %62 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %63 = "stablehlo.broadcast_in_dim"(%62) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %64 = "stablehlo.divide"(%59, %63) : (tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %65 = "stablehlo.dot_general"(%40, %64) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x4x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %66 = "stablehlo.dot_general"(%65, %arg9) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 1], rhs_contracting_dimensions = [1, 0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x4x16x16xf32>, tensor<4x16x64xf32>) -> tensor<8x16x64xf32>
    %67 = "stablehlo.add"(%arg21, %66) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %68 = "sdy.sharding_constraint"(%67) <{sharding = #sdy.sharding<@mesh, [{"data"}, {}, {"model"}]>}> : (tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %69 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %70 = "stablehlo.reduce"(%68, %69) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg40: tensor<f32>, %arg41: tensor<f32>):
      %255 = "stablehlo.add"(%arg40, %arg41) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%255) : (tensor<f32>) -> ()
    }) : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %71 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %72 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %73 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %74 = "stablehlo.divide"(%71, %73) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %75 = "stablehlo.broadcast_in_dim"(%74) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %76 = "stablehlo.subtract"(%68, %75) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %77 = "stablehlo.multiply"(%76, %76) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %78 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %79 = "stablehlo.reduce"(%77, %78) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg38: tensor<f32>, %arg39: tensor<f32>):
      %254 = "stablehlo.add"(%arg38, %arg39) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%254) : (tensor<f32>) -> ()
    }) : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %80 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %81 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %82 = "stablehlo.broadcast_in_dim"(%81) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %83 = "stablehlo.divide"(%80, %82) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %84 = "stablehlo.broadcast_in_dim"(%74) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %85 = "stablehlo.subtract"(%68, %84) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %86 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %87 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %88 = "stablehlo.add"(%83, %87) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %89 = "stablehlo.rsqrt"(%88) : (tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %90 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %91 = "stablehlo.multiply"(%85, %90) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %92 = "stablehlo.broadcast_in_dim"(%arg5) <{broadcast_dimensions = array<i64: 2>}> : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %93 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %94 = "stablehlo.multiply"(%91, %93) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %95 = "stablehlo.dot_general"(%94, %arg6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x64xf32>, tensor<64x128xf32>) -> tensor<8x16x128xf32>
    %96 = "stablehlo.multiply"(%95, %95) : (tensor<8x16x128xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %97 = "stablehlo.multiply"(%96, %95) : (tensor<8x16x128xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %98 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %99 = "stablehlo.broadcast_in_dim"(%98) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x128xf32>
    %100 = "stablehlo.multiply"(%99, %97) : (tensor<8x16x128xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %101 = "stablehlo.add"(%95, %100) : (tensor<8x16x128xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %102 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %103 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x128xf32>
    %104 = "stablehlo.multiply"(%103, %101) : (tensor<8x16x128xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %105 = "stablehlo.tanh"(%104) : (tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %106 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %107 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x128xf32>
    %108 = "stablehlo.add"(%107, %105) : (tensor<8x16x128xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %109 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %110 = "stablehlo.broadcast_in_dim"(%109) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x128xf32>
    %111 = "stablehlo.multiply"(%110, %108) : (tensor<8x16x128xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %112 = "stablehlo.multiply"(%95, %111) : (tensor<8x16x128xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %113 = "sdy.sharding_constraint"(%112) <{sharding = #sdy.sharding<@mesh, [{"data"}, {}, {"model"}]>}> : (tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %114 = "stablehlo.dot_general"(%113, %arg7) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x128xf32>, tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %115 = "stablehlo.add"(%68, %114) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %116 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %117 = "stablehlo.reduce"(%115, %116) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg36: tensor<f32>, %arg37: tensor<f32>):
      %253 = "stablehlo.add"(%arg36, %arg37) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%253) : (tensor<f32>) -> ()
    }) : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %118 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %119 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %120 = "stablehlo.broadcast_in_dim"(%119) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %121 = "stablehlo.divide"(%118, %120) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %122 = "stablehlo.broadcast_in_dim"(%121) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %123 = "stablehlo.subtract"(%115, %122) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %124 = "stablehlo.multiply"(%123, %123) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %125 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %126 = "stablehlo.reduce"(%124, %125) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg34: tensor<f32>, %arg35: tensor<f32>):
      %252 = "stablehlo.add"(%arg34, %arg35) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%252) : (tensor<f32>) -> ()
    }) : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %127 = "stablehlo.broadcast_in_dim"(%126) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %128 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %129 = "stablehlo.broadcast_in_dim"(%128) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %130 = "stablehlo.divide"(%127, %129) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %131 = "stablehlo.broadcast_in_dim"(%121) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %132 = "stablehlo.subtract"(%115, %131) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %133 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %134 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %135 = "stablehlo.add"(%130, %134) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %136 = "stablehlo.rsqrt"(%135) : (tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %137 = "stablehlo.broadcast_in_dim"(%136) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %138 = "stablehlo.multiply"(%132, %137) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %139 = "stablehlo.broadcast_in_dim"(%arg12) <{broadcast_dimensions = array<i64: 2>}> : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %140 = "stablehlo.broadcast_in_dim"(%139) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %141 = "stablehlo.multiply"(%138, %140) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %142 = "stablehlo.dot_general"(%141, %arg18) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x64xf32>, tensor<64x4x16xf32>) -> tensor<8x16x4x16xf32>
    %143 = "stablehlo.dot_general"(%141, %arg16) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x64xf32>, tensor<64x4x16xf32>) -> tensor<8x16x4x16xf32>
    %144 = "stablehlo.dot_general"(%141, %arg19) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x64xf32>, tensor<64x4x16xf32>) -> tensor<8x16x4x16xf32>
    %145 = "stablehlo.dot_general"(%142, %143) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x4x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %146 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %147 = "stablehlo.sqrt"(%146) : (tensor<f32>) -> tensor<f32>
    %148 = "stablehlo.broadcast_in_dim"(%147) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4x16x16xf32>
    %149 = "stablehlo.divide"(%145, %148) : (tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %150 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %151 = "stablehlo.broadcast_in_dim"(%150) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<16x16xi1>
    %152 = "func.call"(%151) <{callee = @tril}> : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %153 = "stablehlo.constant"() <{value = dense<-1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %154 = "func.call"(%152, %149, %153) <{callee = @_where}> : (tensor<16x16xi1>, tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16x16xf32>
    %155 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %156 = "stablehlo.reduce"(%154, %155) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg32: tensor<f32>, %arg33: tensor<f32>):
      %251 = "stablehlo.maximum"(%arg32, %arg33) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%251) : (tensor<f32>) -> ()
    }) : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %157 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %158 = "stablehlo.broadcast_in_dim"(%157) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4x16xf32>
    %159 = "stablehlo.maximum"(%158, %156) : (tensor<8x4x16xf32>, tensor<8x4x16xf32>) -> tensor<8x4x16xf32>
    %160 = "stablehlo.broadcast_in_dim"(%159) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %161 = "stablehlo.broadcast_in_dim"(%160) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %162 = "stablehlo.subtract"(%154, %161) : (tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %163 = "stablehlo.exponential"(%162) : (tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %164 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %165 = "stablehlo.reduce"(%163, %164) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg30: tensor<f32>, %arg31: tensor<f32>):
      %250 = "stablehlo.add"(%arg30, %arg31) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%250) : (tensor<f32>) -> ()
    }) : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %166 = "stablehlo.broadcast_in_dim"(%165) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %167 = "stablehlo.broadcast_in_dim"(%166) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %168 = "stablehlo.divide"(%163, %167) : (tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %169 = "stablehlo.dot_general"(%144, %168) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x4x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %170 = "stablehlo.dot_general"(%169, %arg17) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 1], rhs_contracting_dimensions = [1, 0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x4x16x16xf32>, tensor<4x16x64xf32>) -> tensor<8x16x64xf32>
    %171 = "stablehlo.add"(%115, %170) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %172 = "sdy.sharding_constraint"(%171) <{sharding = #sdy.sharding<@mesh, [{"data"}, {}, {"model"}]>}> : (tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %173 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %174 = "stablehlo.reduce"(%172, %173) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg28: tensor<f32>, %arg29: tensor<f32>):
      %249 = "stablehlo.add"(%arg28, %arg29) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%249) : (tensor<f32>) -> ()
    }) : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %175 = "stablehlo.broadcast_in_dim"(%174) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %176 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %177 = "stablehlo.broadcast_in_dim"(%176) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %178 = "stablehlo.divide"(%175, %177) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %179 = "stablehlo.broadcast_in_dim"(%178) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %180 = "stablehlo.subtract"(%172, %179) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %181 = "stablehlo.multiply"(%180, %180) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %182 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %183 = "stablehlo.reduce"(%181, %182) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg26: tensor<f32>, %arg27: tensor<f32>):
      %248 = "stablehlo.add"(%arg26, %arg27) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%248) : (tensor<f32>) -> ()
    }) : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %184 = "stablehlo.broadcast_in_dim"(%183) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %185 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %186 = "stablehlo.broadcast_in_dim"(%185) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %187 = "stablehlo.divide"(%184, %186) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %188 = "stablehlo.broadcast_in_dim"(%178) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %189 = "stablehlo.subtract"(%172, %188) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %190 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %191 = "stablehlo.broadcast_in_dim"(%190) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %192 = "stablehlo.add"(%187, %191) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %193 = "stablehlo.rsqrt"(%192) : (tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %194 = "stablehlo.broadcast_in_dim"(%193) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %195 = "stablehlo.multiply"(%189, %194) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %196 = "stablehlo.broadcast_in_dim"(%arg13) <{broadcast_dimensions = array<i64: 2>}> : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %197 = "stablehlo.broadcast_in_dim"(%196) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %198 = "stablehlo.multiply"(%195, %197) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %199 = "stablehlo.dot_general"(%198, %arg14) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x64xf32>, tensor<64x128xf32>) -> tensor<8x16x128xf32>
    %200 = "stablehlo.multiply"(%199, %199) : (tensor<8x16x128xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %201 = "stablehlo.multiply"(%200, %199) : (tensor<8x16x128xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %202 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %203 = "stablehlo.broadcast_in_dim"(%202) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x128xf32>
    %204 = "stablehlo.multiply"(%203, %201) : (tensor<8x16x128xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %205 = "stablehlo.add"(%199, %204) : (tensor<8x16x128xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %206 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %207 = "stablehlo.broadcast_in_dim"(%206) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x128xf32>
    %208 = "stablehlo.multiply"(%207, %205) : (tensor<8x16x128xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %209 = "stablehlo.tanh"(%208) : (tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %210 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %211 = "stablehlo.broadcast_in_dim"(%210) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x128xf32>
    %212 = "stablehlo.add"(%211, %209) : (tensor<8x16x128xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %213 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %214 = "stablehlo.broadcast_in_dim"(%213) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x128xf32>
    %215 = "stablehlo.multiply"(%214, %212) : (tensor<8x16x128xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %216 = "stablehlo.multiply"(%199, %215) : (tensor<8x16x128xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %217 = "sdy.sharding_constraint"(%216) <{sharding = #sdy.sharding<@mesh, [{"data"}, {}, {"model"}]>}> : (tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %218 = "stablehlo.dot_general"(%217, %arg15) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16x128xf32>, tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %219 = "stablehlo.add"(%172, %218) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %220 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %221 = "stablehlo.reduce"(%219, %220) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %247 = "stablehlo.add"(%arg24, %arg25) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%247) : (tensor<f32>) -> ()
    }) : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %222 = "stablehlo.broadcast_in_dim"(%221) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %223 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %224 = "stablehlo.broadcast_in_dim"(%223) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %225 = "stablehlo.divide"(%222, %224) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %226 = "stablehlo.broadcast_in_dim"(%225) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %227 = "stablehlo.subtract"(%219, %226) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %228 = "stablehlo.multiply"(%227, %227) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %229 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %230 = "stablehlo.reduce"(%228, %229) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>):
      %246 = "stablehlo.add"(%arg22, %arg23) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%246) : (tensor<f32>) -> ()
    }) : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %231 = "stablehlo.broadcast_in_dim"(%230) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %232 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %233 = "stablehlo.broadcast_in_dim"(%232) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %234 = "stablehlo.divide"(%231, %233) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %235 = "stablehlo.broadcast_in_dim"(%225) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %236 = "stablehlo.subtract"(%219, %235) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %237 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %238 = "stablehlo.broadcast_in_dim"(%237) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x1xf32>
    %239 = "stablehlo.add"(%234, %238) : (tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %240 = "stablehlo.rsqrt"(%239) : (tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %241 = "stablehlo.broadcast_in_dim"(%240) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %242 = "stablehlo.multiply"(%236, %241) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %243 = "stablehlo.broadcast_in_dim"(%arg20) <{broadcast_dimensions = array<i64: 2>}> : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %244 = "stablehlo.broadcast_in_dim"(%243) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %245 = "stablehlo.multiply"(%242, %244) : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    "func.return"(%245) : (tensor<8x16x64xf32>) -> ()
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

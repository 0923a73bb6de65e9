"builtin.module"() <{sym_name = "jit_forward"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["data"=2, "model"=4]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}], function_type = (tensor<32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32x4x8xf32>, tensor<4x8x32xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32x4x8xf32>, tensor<4x8x32xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32x4x8xf32>, tensor<4x8x32xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32x4x8xf32>, tensor<4x8x32xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32x4x8xf32>, tensor<4x8x32xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32x4x8xf32>, tensor<4x8x32xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32x4x8xf32>, tensor<4x8x32xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32x4x8xf32>, tensor<4x8x32xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg4: tensor<32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32x64xf32>, %arg7: tensor<64x32xf32>, %arg8: tensor<32x4x8xf32>, %arg9: tensor<4x8x32xf32>, %arg10: tensor<32x4x8xf32>, %arg11: tensor<32x4x8xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32x64xf32>, %arg15: tensor<64x32xf32>, %arg16: tensor<32x4x8xf32>, %arg17: tensor<4x8x32xf32>, %arg18: tensor<32x4x8xf32>, %arg19: tensor<32x4x8xf32>, %arg20: tensor<32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32x64xf32>, %arg23: tensor<64x32xf32>, %arg24: tensor<32x4x8xf32>, %arg25: tensor<4x8x32xf32>, %arg26: tensor<32x4x8xf32>, %arg27: tensor<32x4x8xf32>, %arg28: tensor<32xf32>, %arg29: tensor<32xf32>, %arg30: tensor<32x64xf32>, %arg31: tensor<64x32xf32>, %arg32: tensor<32x4x8xf32>, %arg33: tensor<4x8x32xf32>, %arg34: tensor<32x4x8xf32>, %arg35: tensor<32x4x8xf32>, %arg36: tensor<32xf32>, %arg37: tensor<32xf32>, %arg38: tensor<32x64xf32>, %arg39: tensor<64x32xf32>, %arg40: tensor<32x4x8xf32>, %arg41: tensor<4x8x32xf32>, %arg42: tensor<32x4x8xf32>, %arg43: tensor<32x4x8xf32>, %arg44: tensor<32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32x64xf32>, %arg47: tensor<64x32xf32>, %arg48: tensor<32x4x8xf32>, %arg49: tensor<4x8x32xf32>, %arg50: tensor<32x4x8xf32>, %arg51: tensor<32x4x8xf32>, %arg52: tensor<32xf32>, %arg53: tensor<32xf32>, %arg54: tensor<32x64xf32>, %arg55: tensor<64x32xf32>, %arg56: tensor<32x4x8xf32>, %arg57: tensor<4x8x32xf32>, %arg58: tensor<32x4x8xf32>, %arg59: tensor<32x4x8xf32>, %arg60: tensor<32xf32>, %arg61: tensor<32xf32>, %arg62: tensor<32x64xf32>, %arg63: tensor<64x32xf32>, %arg64: tensor<32x4x8xf32>, %arg65: tensor<4x8x32xf32>, %arg66: tensor<32x4x8xf32>, %arg67: tensor<32x4x8xf32>, %arg68: tensor<32xf32>, %arg69: tensor<8x8x32xf32>):
    %12 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %13 = "stablehlo.reduce"(%arg69, %12) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg168: tensor<f32>, %arg169: tensor<f32>):
      %903 = "stablehlo.add"(%arg168, %arg169) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%903) : (tensor<f32>) -> ()
    }) : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %15 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x1xf32>
    %17 = "stablehlo.divide"(%14, %16) : (tensor<8x8x1xf32>, tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %19 = "stablehlo.subtract"(%arg69, %18) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %20 = "stablehlo.multiply"(%19, %19) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %21 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %22 = "stablehlo.reduce"(%20, %21) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg166: tensor<f32>, %arg167: tensor<f32>):
      %902 = "stablehlo.add"(%arg166, %arg167) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%902) : (tensor<f32>) -> ()
    }) : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %24 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x1xf32>
    %26 = "stablehlo.divide"(%23, %25) : (tensor<8x8x1xf32>, tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %27 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %28 = "stablehlo.subtract"(%arg69, %27) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %29 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %30 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x1xf32>
    %31 = "stablehlo.add"(%26, %30) : (tensor<8x8x1xf32>, tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %32 = "stablehlo.rsqrt"(%31) : (tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %33 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %34 = "stablehlo.multiply"(%28, %33) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %35 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<8x8x32xf32>
    %37 = "stablehlo.multiply"(%34, %36) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %38 = "stablehlo.dot_general"(%37, %arg10) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %39 = "stablehlo.dot_general"(%37, %arg8) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %40 = "stablehlo.dot_general"(%37, %arg11) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %41 = "stablehlo.dot_general"(%38, %39) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x4x8xf32>, tensor<8x8x4x8xf32>) -> tensor<8x4x8x8xf32>
    %42 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %43 = "stablehlo.sqrt"(%42) : (tensor<f32>) -> tensor<f32>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4x8x8xf32>
    %45 = "stablehlo.divide"(%41, %44) : (tensor<8x4x8x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %46 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %47 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<8x8xi1>
    %48 = "func.call"(%47) <{callee = @tril}> : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %49 = "stablehlo.constant"() <{value = dense<-1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %50 = "func.call"(%48, %45, %49) <{callee = @_where}> : (tensor<8x8xi1>, tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8x8xf32>
    %51 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %52 = "stablehlo.reduce"(%50, %51) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg164: tensor<f32>, %arg165: tensor<f32>):
      %901 = "stablehlo.maximum"(%arg164, %arg165) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%901) : (tensor<f32>) -> ()
    }) : (tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %53 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %54 = "stablehlo.broadcast_in_dim"(%53) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4x8xf32>
    %55 = "stablehlo.maximum"(%54, %52) : (tensor<8x4x8xf32>, tensor<8x4x8xf32>) -> tensor<8x4x8xf32>
    %56 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %57 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
    %58 = "stablehlo.subtract"(%50, %57) : (tensor<8x4x8x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %59 = "stablehlo.exponential"(%58) : (tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %60 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %61 = "stablehlo.reduce"(%59, %60) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg162: tensor<f32>, %arg163: tensor<f32>):
      %900 = "stablehlo.add"(%arg162, %arg163) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%900) : (tensor<f32>) -> ()
    }) : (tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %62 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %63 = "stablehlo.broadcast_in_dim"(%62) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
    %64 = "stablehlo.divide"(%59, %63) : (tensor<8x4x8x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %65 = "stablehlo.dot_general"(%40, %64) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x4x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %66 = "stablehlo.dot_general"(%65, %arg9) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 1], rhs_contracting_dimensions = [1, 0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x4x8x8xf32>, tensor<4x8x32xf32>) -> tensor<8x8x32xf32>
    %67 = "stablehlo.add"(%arg69, %66) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %68 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %69 = "stablehlo.reduce"(%67, %68) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg160: tensor<f32>, %arg161: tensor<f32>):
      %899 = "stablehlo.add"(%arg160, %arg161) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%899) : (tensor<f32>) -> ()
    }) : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %70 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %71 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %72 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x1xf32>
    %73 = "stablehlo.divide"(%70, %72) : (tensor<8x8x1xf32>, tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %74 = "stablehlo.broadcast_in_dim"(%73) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %75 = "stablehlo.subtract"(%67, %74) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %76 = "stablehlo.multiply"(%75, %75) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %77 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %78 = "stablehlo.reduce"(%76, %77) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg158: tensor<f32>, %arg159: tensor<f32>):
      %898 = "stablehlo.add"(%arg158, %arg159) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%898) : (tensor<f32>) -> ()
    }) : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %79 = "stablehlo.broadcast_in_dim"(%78) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %80 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %81 = "stablehlo.broadcast_in_dim"(%80) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x1xf32>
    %82 = "stablehlo.divide"(%79, %81) : (tensor<8x8x1xf32>, tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %83 = "stablehlo.broadcast_in_dim"(%73) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %84 = "stablehlo.subtract"(%67, %83) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %85 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %86 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x1xf32>
    %87 = "stablehlo.add"(%82, %86) : (tensor<8x8x1xf32>, tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %88 = "stablehlo.rsqrt"(%87) : (tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %89 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %90 = "stablehlo.multiply"(%84, %89) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %91 = "stablehlo.broadcast_in_dim"(%arg5) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %92 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<8x8x32xf32>
    %93 = "stablehlo.multiply"(%90, %92) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %94 = "stablehlo.dot_general"(%93, %arg6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x32xf32>, tensor<32x64xf32>) -> tensor<8x8x64xf32>
    %95 = "stablehlo.multiply"(%94, %94) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %96 = "stablehlo.multiply"(%95, %94) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %97 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %98 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x64xf32>
    %99 = "stablehlo.multiply"(%98, %96) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %100 = "stablehlo.add"(%94, %99) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %101 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %102 = "stablehlo.broadcast_in_dim"(%101) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x64xf32>
    %103 = "stablehlo.multiply"(%102, %100) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %104 = "stablehlo.tanh"(%103) : (tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %105 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %106 = "stablehlo.broadcast_in_dim"(%105) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x64xf32>
    %107 = "stablehlo.add"(%106, %104) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %108 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %109 = "stablehlo.broadcast_in_dim"(%108) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x64xf32>
    %110 = "stablehlo.multiply"(%109, %107) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %111 = "stablehlo.multiply"(%94, %110) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %112 = "stablehlo.dot_general"(%111, %arg7) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x64xf32>, tensor<64x32xf32>) -> tensor<8x8x32xf32>
    %113 = "stablehlo.add"(%67, %112) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %114 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %115 = "stablehlo.reduce"(%113, %114) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg156: tensor<f32>, %arg157: tensor<f32>):
      %897 = "stablehlo.add"(%arg156, %arg157) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%897) : (tensor<f32>) -> ()
    }) : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %116 = "stablehlo.broadcast_in_dim"(%115) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %117 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %118 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x1xf32>
    %119 = "stablehlo.divide"(%116, %118) : (tensor<8x8x1xf32>, tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %120 = "stablehlo.broadcast_in_dim"(%119) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %121 = "stablehlo.subtract"(%113, %120) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %122 = "stablehlo.multiply"(%121, %121) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %123 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %124 = "stablehlo.reduce"(%122, %123) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg154: tensor<f32>, %arg155: tensor<f32>):
      %896 = "stablehlo.add"(%arg154, %arg155) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%896) : (tensor<f32>) -> ()
    }) : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %125 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %126 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %127 = "stablehlo.broadcast_in_dim"(%126) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x1xf32>
    %128 = "stablehlo.divide"(%125, %127) : (tensor<8x8x1xf32>, tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %129 = "stablehlo.broadcast_in_dim"(%119) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %130 = "stablehlo.subtract"(%113, %129) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %131 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %132 = "stablehlo.broadcast_in_dim"(%131) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x1xf32>
    %133 = "stablehlo.add"(%128, %132) : (tensor<8x8x1xf32>, tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %134 = "stablehlo.rsqrt"(%133) : (tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %135 = "stablehlo.broadcast_in_dim"(%134) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %136 = "stablehlo.multiply"(%130, %135) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %137 = "stablehlo.broadcast_in_dim"(%arg12) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %138 = "stablehlo.broadcast_in_dim"(%137) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<8x8x32xf32>
    %139 = "stablehlo.multiply"(%136, %138) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %140 = "stablehlo.dot_general"(%139, %arg18) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %141 = "stablehlo.dot_general"(%139, %arg16) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %142 = "stablehlo.dot_general"(%139, %arg19) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %143 = "stablehlo.dot_general"(%140, %141) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x4x8xf32>, tensor<8x8x4x8xf32>) -> tensor<8x4x8x8xf32>
    %144 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %145 = "stablehlo.sqrt"(%144) : (tensor<f32>) -> tensor<f32>
    %146 = "stablehlo.broadcast_in_dim"(%145) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4x8x8xf32>
    %147 = "stablehlo.divide"(%143, %146) : (tensor<8x4x8x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %148 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %149 = "stablehlo.broadcast_in_dim"(%148) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<8x8xi1>
    %150 = "func.call"(%149) <{callee = @tril}> : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %151 = "stablehlo.constant"() <{value = dense<-1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %152 = "func.call"(%150, %147, %151) <{callee = @_where}> : (tensor<8x8xi1>, tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8x8xf32>
    %153 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %154 = "stablehlo.reduce"(%152, %153) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg152: tensor<f32>, %arg153: tensor<f32>):
      %895 = "stablehlo.maximum"(%arg152, %arg153) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%895) : (tensor<f32>) -> ()
    }) : (tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %155 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %156 = "stablehlo.broadcast_in_dim"(%155) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4x8xf32>
    %157 = "stablehlo.maximum"(%156, %154) : (tensor<8x4x8xf32>, tensor<8x4x8xf32>) -> tensor<8x4x8xf32>
    %158 = "stablehlo.broadcast_in_dim"(%157) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %159 = "stablehlo.broadcast_in_dim"(%158) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
    %160 = "stablehlo.subtract"(%152, %159) : (tensor<8x4x8x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %161 = "stablehlo.exponential"(%160) : (tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %162 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %163 = "stablehlo.reduce"(%161, %162) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg150: tensor<f32>, %arg151: tensor<f32>):
      %894 = "stablehlo.add"(%arg150, %arg151) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%894) : (tensor<f32>) -> ()
    }) : (tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %164 = "stablehlo.broadcast_in_dim"(%163) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %165 = "stablehlo.broadcast_in_dim"(%164) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
    %166 = "stablehlo.divide"(%161, %165) : (tensor<8x4x8x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %167 = "stablehlo.dot_general"(%142, %166) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x4x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %168 = "stablehlo.dot_general"(%167, %arg17) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 1], rhs_contracting_dimensions = [1, 0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x4x8x8xf32>, tensor<4x8x32xf32>) -> tensor<8x8x32xf32>
    %169 = "stablehlo.add"(%113, %168) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %170 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %171 = "stablehlo.reduce"(%169, %170) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg148: tensor<f32>, %arg149: tensor<f32>):
      %893 = "stablehlo.add"(%arg148, %arg149) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%893) : (tensor<f32>) -> ()
    }) : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %172 = "stablehlo.broadcast_in_dim"(%171) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %173 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %174 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x1xf32>
    %175 = "stablehlo.divide"(%172, %174) : (tensor<8x8x1xf32>, tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %176 = "stablehlo.broadcast_in_dim"(%175) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %177 = "stablehlo.subtract"(%169, %176) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %178 = "stablehlo.multiply"(%177, %177) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %179 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %180 = "stablehlo.reduce"(%178, %179) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg146: tensor<f32>, %arg147: tensor<f32>):
      %892 = "stablehlo.add"(%arg146, %arg147) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%892) : (tensor<f32>) -> ()
    }) : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %181 = "stablehlo.broadcast_in_dim"(%180) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %182 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %183 = "stablehlo.broadcast_in_dim"(%182) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x1xf32>
    %184 = "stablehlo.divide"(%181, %183) : (tensor<8x8x1xf32>, tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %185 = "stablehlo.broadcast_in_dim"(%175) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %186 = "stablehlo.subtract"(%169, %185) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %187 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %188 = "stablehlo.broadcast_in_dim"(%187) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x1xf32>
    %189 = "stablehlo.add"(%184, %188) : (tensor<8x8x1xf32>, tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %190 = "stablehlo.rsqrt"(%189) : (tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %191 = "stablehlo.broadcast_in_dim"(%190) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %192 = "stablehlo.multiply"(%186, %191) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %193 = "stablehlo.broadcast_in_dim"(%arg13) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %194 = "stablehlo.broadcast_in_dim"(%193) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<8x8x32xf32>
    %195 = "stablehlo.multiply"(%192, %194) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %196 = "stablehlo.dot_general"(%195, %arg14) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x32xf32>, tensor<32x64xf32>) -> tensor<8x8x64xf32>
    %197 = "stablehlo.multiply"(%196, %196) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %198 = "stablehlo.multiply"(%197, %196) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %199 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %200 = "stablehlo.broadcast_in_dim"(%199) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x64xf32>
    %201 = "stablehlo.multiply"(%200, %198) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %202 = "stablehlo.add"(%196, %201) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %203 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %204 = "stablehlo.broadcast_in_dim"(%203) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x64xf32>
    %205 = "stablehlo.multiply"(%204, %202) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %206 = "stablehlo.tanh"(%205) : (tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %207 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %208 = "stablehlo.broadcast_in_dim"(%207) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x64xf32>
    %209 = "stablehlo.add"(%208, %206) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %210 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %211 = "stablehlo.broadcast_in_dim"(%210) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x64xf32>
    %212 = "stablehlo.multiply"(%211, %209) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %213 = "stablehlo.multiply"(%196, %212) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %214 = "stablehlo.dot_general"(%213, %arg15) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x64xf32>, tensor<64x32xf32>) -> tensor<8x8x32xf32>
    %215 = "stablehlo.add"(%169, %214) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %216 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %217 = "stablehlo.reduce"(%215, %216) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg144: tensor<f32>, %arg145: tensor<f32>):
      %891 = "stablehlo.add"(%arg144, %arg145) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%891) : (tensor<f32>) -> ()
    }) : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %218 = "stablehlo.broadcast_in_dim"(%217) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %219 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %220 = "stablehlo.broadcast_in_dim"(%219) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x1xf32>
    %221 = "stablehlo.divide"(%218, %220) : (tensor<8x8x1xf32>, tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %222 = "stablehlo.broadcast_in_dim"(%221) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %223 = "stablehlo.subtract"(%215, %222) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %224 = "stablehlo.multiply"(%223, %223) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %225 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %226 = "stablehlo.reduce"(%224, %225) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg142: tensor<f32>, %arg143: tensor<f32>):
      %890 = "stablehlo.add"(%arg142, %arg143) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%890) : (tensor<f32>) -> ()
    }) : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %227 = "stablehlo.broadcast_in_dim"(%226) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %228 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %229 = "stablehlo.broadcast_in_dim"(%228) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x1xf32>
    %230 = "stablehlo.divide"(%227, %229) : (tensor<8x8x1xf32>, tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %231 = "stablehlo.broadcast_in_dim"(%221) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %232 = "stablehlo.subtract"(%215, %231) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %233 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %234 = "stablehlo.broadcast_in_dim"(%233) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x1xf32>
    %235 = "stablehlo.add"(%230, %234) : (tensor<8x8x1xf32>, tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %236 = "stablehlo.rsqrt"(%235) : (tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %237 = "stablehlo.broadcast_in_dim"(%236) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %238 = "stablehlo.multiply"(%232, %237) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %239 = "stablehlo.broadcast_in_dim"(%arg20) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %240 = "stablehlo.broadcast_in_dim"(%239) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<8x8x32xf32>
    %241 = "stablehlo.multiply"(%238, %240) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %242 = "stablehlo.dot_general"(%241, %arg26) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %243 = "stablehlo.dot_general"(%241, %arg24) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %244 = "stablehlo.dot_general"(%241, %arg27) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %245 = "stablehlo.dot_general"(%242, %243) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x4x8xf32>, tensor<8x8x4x8xf32>) -> tensor<8x4x8x8xf32>
    %246 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %247 = "stablehlo.sqrt"(%246) : (tensor<f32>) -> tensor<f32>
    %248 = "stablehlo.broadcast_in_dim"(%247) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4x8x8xf32>
    %249 = "stablehlo.divide"(%245, %248) : (tensor<8x4x8x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %250 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %251 = "stablehlo.broadcast_in_dim"(%250) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<8x8xi1>
    %252 = "func.call"(%251) <{callee = @tril}> : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %253 = "stablehlo.constant"() <{value = dense<-1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %254 = "func.call"(%252, %249, %253) <{callee = @_where}> : (tensor<8x8xi1>, tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8x8xf32>
    %255 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %256 = "stablehlo.reduce"(%254, %255) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg140: tensor<f32>, %arg141: tensor<f32>):
      %889 = "stablehlo.maximum"(%arg140, %arg141) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%889) : (tensor<f32>) -> ()
    }) : (tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %257 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %258 = "stablehlo.broadcast_in_dim"(%257) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4x8xf32>
    %259 = "stablehlo.maximum"(%258, %256) : (tensor<8x4x8xf32>, tensor<8x4x8xf32>) -> tensor<8x4x8xf32>
    %260 = "stablehlo.broadcast_in_dim"(%259) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %261 = "stablehlo.broadcast_in_dim"(%260) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
    %262 = "stablehlo.subtract"(%254, %261) : (tensor<8x4x8x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %263 = "stablehlo.exponential"(%262) : (tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %264 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %265 = "stablehlo.reduce"(%263, %264) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg138: tensor<f32>, %arg139: tensor<f32>):
      %888 = "stablehlo.add"(%arg138, %arg139) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%888) : (tensor<f32>) -> ()
    }) : (tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %266 = "stablehlo.broadcast_in_dim"(%265) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %267 = "stablehlo.broadcast_in_dim"(%266) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
    %268 = "stablehlo.divide"(%263, %267) : (tensor<8x4x8x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %269 = "stablehlo.dot_general"(%244, %268) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x4x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %270 = "stablehlo.dot_general"(%269, %arg25) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 1], rhs_contracting_dimensions = [1, 0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x4x8x8xf32>, tensor<4x8x32xf32>) -> tensor<8x8x32xf32>
    %271 = "stablehlo.add"(%215, %270) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %272 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %273 = "stablehlo.reduce"(%271, %272) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg136: tensor<f32>, %arg137: tensor<f32>):
      %887 = "stablehlo.add"(%arg136, %arg137) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%887) : (tensor<f32>) -> ()
    }) : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %274 = "stablehlo.broadcast_in_dim"(%273) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %275 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %276 = "stablehlo.broadcast_in_dim"(%275) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x1xf32>
    %277 = "stablehlo.divide"(%274, %276) : (tensor<8x8x1xf32>, tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %278 = "stablehlo.broadcast_in_dim"(%277) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %279 = "stablehlo.subtract"(%271, %278) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %280 = "stablehlo.multiply"(%279, %279) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %281 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %282 = "stablehlo.reduce"(%280, %281) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg134: tensor<f32>, %arg135: tensor<f32>):
      %886 = "stablehlo.add"(%arg134, %arg135) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%886) : (tensor<f32>) -> ()
    }) : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %283 = "stablehlo.broadcast_in_dim"(%282) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %284 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %285 = "stablehlo.broadcast_in_dim"(%284) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x1xf32>
    %286 = "stablehlo.divide"(%283, %285) : (tensor<8x8x1xf32>, tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %287 = "stablehlo.broadcast_in_dim"(%277) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %288 = "stablehlo.subtract"(%271, %287) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %289 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %290 = "stablehlo.broadcast_in_dim"(%289) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x1xf32>
    %291 = "stablehlo.add"(%286, %290) : (tensor<8x8x1xf32>, tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %292 = "stablehlo.rsqrt"(%291) : (tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %293 = "stablehlo.broadcast_in_dim"(%292) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %294 = "stablehlo.multiply"(%288, %293) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %295 = "stablehlo.broadcast_in_dim"(%arg21) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %296 = "stablehlo.broadcast_in_dim"(%295) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<8x8x32xf32>
    %297 = "stablehlo.multiply"(%294, %296) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %298 = "stablehlo.dot_general"(%297, %arg22) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x32xf32>, tensor<32x64xf32>) -> tensor<8x8x64xf32>
    %299 = "stablehlo.multiply"(%298, %298) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %300 = "stablehlo.multiply"(%299, %298) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %301 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %302 = "stablehlo.broadcast_in_dim"(%301) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x64xf32>
    %303 = "stablehlo.multiply"(%302, %300) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %304 = "stablehlo.add"(%298, %303) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %305 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %306 = "stablehlo.broadcast_in_dim"(%305) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x64xf32>
    %307 = "stablehlo.multiply"(%306, %304) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %308 = "stablehlo.tanh"(%307) : (tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %309 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %310 = "stablehlo.broadcast_in_dim"(%309) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x64xf32>
    %311 = "stablehlo.add"(%310, %308) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %312 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %313 = "stablehlo.broadcast_in_dim"(%312) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x64xf32>
    %314 = "stablehlo.multiply"(%313, %311) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %315 = "stablehlo.multiply"(%298, %314) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %316 = "stablehlo.dot_general"(%315, %arg23) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x64xf32>, tensor<64x32xf32>) -> tensor<8x8x32xf32>
    %317 = "stablehlo.add"(%271, %316) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %318 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %319 = "stablehlo.reduce"(%317, %318) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg132: tensor<f32>, %arg133: tensor<f32>):
      %885 = "stablehlo.add"(%arg132, %arg133) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%885) : (tensor<f32>) -> ()
    }) : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %320 = "stablehlo.broadcast_in_dim"(%319) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %321 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %322 = "stablehlo.broadcast_in_dim"(%321) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x1xf32>
    %323 = "stablehlo.divide"(%320, %322) : (tensor<8x8x1xf32>, tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %324 = "stablehlo.broadcast_in_dim"(%323) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %325 = "stablehlo.subtract"(%317, %324) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %326 = "stablehlo.multiply"(%325, %325) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %327 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %328 = "stablehlo.reduce"(%326, %327) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg130: tensor<f32>, %arg131: tensor<f32>):
      %884 = "stablehlo.add"(%arg130, %arg131) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%884) : (tensor<f32>) -> ()
    }) : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %329 = "stablehlo.broadcast_in_dim"(%328) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %330 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %331 = "stablehlo.broadcast_in_dim"(%330) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x1xf32>
    %332 = "stablehlo.divide"(%329, %331) : (tensor<8x8x1xf32>, tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %333 = "stablehlo.broadcast_in_dim"(%323) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %334 = "stablehlo.subtract"(%317, %333) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %335 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %336 = "stablehlo.broadcast_in_dim"(%335) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x1xf32>
    %337 = "stablehlo.add"(%332, %336) : (tensor<8x8x1xf32>, tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %338 = "stablehlo.rsqrt"(%337) : (tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %339 = "stablehlo.broadcast_in_dim"(%338) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %340 = "stablehlo.multiply"(%334, %339) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %341 = "stablehlo.broadcast_in_dim"(%arg28) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %342 = "stablehlo.broadcast_in_dim"(%341) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<8x8x32xf32>
    %343 = "stablehlo.multiply"(%340, %342) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %344 = "stablehlo.dot_general"(%343, %arg34) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %345 = "stablehlo.dot_general"(%343, %arg32) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %346 = "stablehlo.dot_general"(%343, %arg35) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %347 = "stablehlo.dot_general"(%344, %345) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x4x8xf32>, tensor<8x8x4x8xf32>) -> tensor<8x4x8x8xf32>
    %348 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %349 = "stablehlo.sqrt"(%348) : (tensor<f32>) -> tensor<f32>
    %350 = "stablehlo.broadcast_in_dim"(%349) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4x8x8xf32>
    %351 = "stablehlo.divide"(%347, %350) : (tensor<8x4x8x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %352 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %353 = "stablehlo.broadcast_in_dim"(%352) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<8x8xi1>
    %354 = "func.call"(%353) <{callee = @tril}> : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %355 = "stablehlo.constant"() <{value = dense<-1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %356 = "func.call"(%354, %351, %355) <{callee = @_where}> : (tensor<8x8xi1>, tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8x8xf32>
    %357 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %358 = "stablehlo.reduce"(%356, %357) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg128: tensor<f32>, %arg129: tensor<f32>):
      %883 = "stablehlo.maximum"(%arg128, %arg129) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%883) : (tensor<f32>) -> ()
    }) : (tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %359 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %360 = "stablehlo.broadcast_in_dim"(%359) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4x8xf32>
    %361 = "stablehlo.maximum"(%360, %358) : (tensor<8x4x8xf32>, tensor<8x4x8xf32>) -> tensor<8x4x8xf32>
    %362 = "stablehlo.broadcast_in_dim"(%361) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %363 = "stablehlo.broadcast_in_dim"(%362) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
    %364 = "stablehlo.subtract"(%356, %363) : (tensor<8x4x8x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %365 = "stablehlo.exponential"(%364) : (tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %366 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %367 = "stablehlo.reduce"(%365, %366) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg126: tensor<f32>, %arg127: tensor<f32>):
      %882 = "stablehlo.add"(%arg126, %arg127) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%882) : (tensor<f32>) -> ()
    }) : (tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %368 = "stablehlo.broadcast_in_dim"(%367) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %369 = "stablehlo.broadcast_in_dim"(%368) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
    %370 = "stablehlo.divide"(%365, %369) : (tensor<8x4x8x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %371 = "stablehlo.dot_general"(%346, %370) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x4x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %372 = "stablehlo.dot_general"(%371, %arg33) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 1], rhs_contracting_dimensions = [1, 0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x4x8x8xf32>, tensor<4x8x32xf32>) -> tensor<8x8x32xf32>
    %373 = "stablehlo.add"(%317, %372) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %374 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %375 = "stablehlo.reduce"(%373, %374) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg124: tensor<f32>, %arg125: tensor<f32>):
      %881 = "stablehlo.add"(%arg124, %arg125) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%881) : (tensor<f32>) -> ()
    }) : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %376 = "stablehlo.broadcast_in_dim"(%375) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %377 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %378 = "stablehlo.broadcast_in_dim"(%377) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x1xf32>
    %379 = "stablehlo.divide"(%376, %378) : (tensor<8x8x1xf32>, tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %380 = "stablehlo.broadcast_in_dim"(%379) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %381 = "stablehlo.subtract"(%373, %380) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %382 = "stablehlo.multiply"(%381, %381) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %383 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %384 = "stablehlo.reduce"(%382, %383) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg122: tensor<f32>, %arg123: tensor<f32>):
      %880 = "stablehlo.add"(%arg122, %arg123) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%880) : (tensor<f32>) -> ()
    }) : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %385 = "stablehlo.broadcast_in_dim"(%384) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %386 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %387 = "stablehlo.broadcast_in_dim"(%386) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x1xf32>
    %388 = "stablehlo.divide"(%385, %387) : (tensor<8x8x1xf32>, tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %389 = "stablehlo.broadcast_in_dim"(%379) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %390 = "stablehlo.subtract"(%373, %389) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %391 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %392 = "stablehlo.broadcast_in_dim"(%391) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x1xf32>
    %393 = "stablehlo.add"(%388, %392) : (tensor<8x8x1xf32>, tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %394 = "stablehlo.rsqrt"(%393) : (tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %395 = "stablehlo.broadcast_in_dim"(%394) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %396 = "stablehlo.multiply"(%390, %395) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %397 = "stablehlo.broadcast_in_dim"(%arg29) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %398 = "stablehlo.broadcast_in_dim"(%397) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<8x8x32xf32>
    %399 = "stablehlo.multiply"(%396, %398) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %400 = "stablehlo.dot_general"(%399, %arg30) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x32xf32>, tensor<32x64xf32>) -> tensor<8x8x64xf32>
    %401 = "stablehlo.multiply"(%400, %400) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %402 = "stablehlo.multiply"(%401, %400) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %403 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %404 = "stablehlo.broadcast_in_dim"(%403) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x64xf32>
    %405 = "stablehlo.multiply"(%404, %402) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %406 = "stablehlo.add"(%400, %405) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %407 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %408 = "stablehlo.broadcast_in_dim"(%407) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x64xf32>
    %409 = "stablehlo.multiply"(%408, %406) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %410 = "stablehlo.tanh"(%409) : (tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %411 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %412 = "stablehlo.broadcast_in_dim"(%411) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x64xf32>
    %413 = "stablehlo.add"(%412, %410) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %414 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %415 = "stablehlo.broadcast_in_dim"(%414) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x64xf32>
    %416 = "stablehlo.multiply"(%415, %413) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %417 = "stablehlo.multiply"(%400, %416) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %418 = "stablehlo.dot_general"(%417, %arg31) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x64xf32>, tensor<64x32xf32>) -> tensor<8x8x32xf32>
    %419 = "stablehlo.add"(%373, %418) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %420 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %421 = "stablehlo.reduce"(%419, %420) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg120: tensor<f32>, %arg121: tensor<f32>):
      %879 = "stablehlo.add"(%arg120, %arg121) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%879) : (tensor<f32>) -> ()
    }) : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %422 = "stablehlo.broadcast_in_dim"(%421) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %423 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %424 = "stablehlo.broadcast_in_dim"(%423) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x1xf32>
    %425 = "stablehlo.divide"(%422, %424) : (tensor<8x8x1xf32>, tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %426 = "stablehlo.broadcast_in_dim"(%425) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %427 = "stablehlo.subtract"(%419, %426) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %428 = "stablehlo.multiply"(%427, %427) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %429 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %430 = "stablehlo.reduce"(%428, %429) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg118: tensor<f32>, %arg119: tensor<f32>):
      %878 = "stablehlo.add"(%arg118, %arg119) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%878) : (tensor<f32>) -> ()
    }) : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %431 = "stablehlo.broadcast_in_dim"(%430) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %432 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %433 = "stablehlo.broadcast_in_dim"(%432) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x1xf32>
    %434 = "stablehlo.divide"(%431, %433) : (tensor<8x8x1xf32>, tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %435 = "stablehlo.broadcast_in_dim"(%425) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %436 = "stablehlo.subtract"(%419, %435) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %437 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %438 = "stablehlo.broadcast_in_dim"(%437) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x1xf32>
    %439 = "stablehlo.add"(%434, %438) : (tensor<8x8x1xf32>, tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %440 = "stablehlo.rsqrt"(%439) : (tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %441 = "stablehlo.broadcast_in_dim"(%440) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %442 = "stablehlo.multiply"(%436, %441) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %443 = "stablehlo.broadcast_in_dim"(%arg36) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %444 = "stablehlo.broadcast_in_dim"(%443) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<8x8x32xf32>
    %445 = "stablehlo.multiply"(%442, %444) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %446 = "stablehlo.dot_general"(%445, %arg42) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %447 = "stablehlo.dot_general"(%445, %arg40) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %448 = "stablehlo.dot_general"(%445, %arg43) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %449 = "stablehlo.dot_general"(%446, %447) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x4x8xf32>, tensor<8x8x4x8xf32>) -> tensor<8x4x8x8xf32>
    %450 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %451 = "stablehlo.sqrt"(%450) : (tensor<f32>) -> tensor<f32>
    %452 = "stablehlo.broadcast_in_dim"(%451) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4x8x8xf32>
    %453 = "stablehlo.divide"(%449, %452) : (tensor<8x4x8x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %454 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %455 = "stablehlo.broadcast_in_dim"(%454) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<8x8xi1>
    %456 = "func.call"(%455) <{callee = @tril}> : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %457 = "stablehlo.constant"() <{value = dense<-1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %458 = "func.call"(%456, %453, %457) <{callee = @_where}> : (tensor<8x8xi1>, tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8x8xf32>
    %459 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %460 = "stablehlo.reduce"(%458, %459) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg116: tensor<f32>, %arg117: tensor<f32>):
      %877 = "stablehlo.maximum"(%arg116, %arg117) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%877) : (tensor<f32>) -> ()
    }) : (tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %461 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %462 = "stablehlo.broadcast_in_dim"(%461) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4x8xf32>
    %463 = "stablehlo.maximum"(%462, %460) : (tensor<8x4x8xf32>, tensor<8x4x8xf32>) -> tensor<8x4x8xf32>
    %464 = "stablehlo.broadcast_in_dim"(%463) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %465 = "stablehlo.broadcast_in_dim"(%464) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
    %466 = "stablehlo.subtract"(%458, %465) : (tensor<8x4x8x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %467 = "stablehlo.exponential"(%466) : (tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %468 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %469 = "stablehlo.reduce"(%467, %468) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg114: tensor<f32>, %arg115: tensor<f32>):
      %876 = "stablehlo.add"(%arg114, %arg115) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%876) : (tensor<f32>) -> ()
    }) : (tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %470 = "stablehlo.broadcast_in_dim"(%469) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %471 = "stablehlo.broadcast_in_dim"(%470) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
    %472 = "stablehlo.divide"(%467, %471) : (tensor<8x4x8x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %473 = "stablehlo.dot_general"(%448, %472) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x4x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %474 = "stablehlo.dot_general"(%473, %arg41) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 1], rhs_contracting_dimensions = [1, 0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x4x8x8xf32>, tensor<4x8x32xf32>) -> tensor<8x8x32xf32>
    %475 = "stablehlo.add"(%419, %474) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %476 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %477 = "stablehlo.reduce"(%475, %476) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg112: tensor<f32>, %arg113: tensor<f32>):
      %875 = "stablehlo.add"(%arg112, %arg113) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%875) : (tensor<f32>) -> ()
    }) : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %478 = "stablehlo.broadcast_in_dim"(%477) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %479 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %480 = "stablehlo.broadcast_in_dim"(%479) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x1xf32>
    %481 = "stablehlo.divide"(%478, %480) : (tensor<8x8x1xf32>, tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %482 = "stablehlo.broadcast_in_dim"(%481) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %483 = "stablehlo.subtract"(%475, %482) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %484 = "stablehlo.multiply"(%483, %483) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %485 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %486 = "stablehlo.reduce"(%484, %485) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg110: tensor<f32>, %arg111: tensor<f32>):
      %874 = "stablehlo.add"(%arg110, %arg111) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%874) : (tensor<f32>) -> ()
    }) : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %487 = "stablehlo.broadcast_in_dim"(%486) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %488 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %489 = "stablehlo.broadcast_in_dim"(%488) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x1xf32>
    %490 = "stablehlo.divide"(%487, %489) : (tensor<8x8x1xf32>, tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %491 = "stablehlo.broadcast_in_dim"(%481) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %492 = "stablehlo.subtract"(%475, %491) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %493 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %494 = "stablehlo.broadcast_in_dim"(%493) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x1xf32>
    %495 = "stablehlo.add"(%490, %494) : (tensor<8x8x1xf32>, tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %496 = "stablehlo.rsqrt"(%495) : (tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %497 = "stablehlo.broadcast_in_dim"(%496) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %498 = "stablehlo.multiply"(%492, %497) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %499 = "stablehlo.broadcast_in_dim"(%arg37) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %500 = "stablehlo.broadcast_in_dim"(%499) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<8x8x32xf32>
    %501 = "stablehlo.multiply"(%498, %500) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %502 = "stablehlo.dot_general"(%501, %arg38) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x32xf32>, tensor<32x64xf32>) -> tensor<8x8x64xf32>
    %503 = "stablehlo.multiply"(%502, %502) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %504 = "stablehlo.multiply"(%503, %502) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %505 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %506 = "stablehlo.broadcast_in_dim"(%505) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x64xf32>
    %507 = "stablehlo.multiply"(%506, %504) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %508 = "stablehlo.add"(%502, %507) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %509 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %510 = "stablehlo.broadcast_in_dim"(%509) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x64xf32>
    %511 = "stablehlo.multiply"(%510, %508) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %512 = "stablehlo.tanh"(%511) : (tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %513 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %514 = "stablehlo.broadcast_in_dim"(%513) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x64xf32>
    %515 = "stablehlo.add"(%514, %512) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %516 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %517 = "stablehlo.broadcast_in_dim"(%516) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x64xf32>
    %518 = "stablehlo.multiply"(%517, %515) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %519 = "stablehlo.multiply"(%502, %518) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %520 = "stablehlo.dot_general"(%519, %arg39) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x64xf32>, tensor<64x32xf32>) -> tensor<8x8x32xf32>
    %521 = "stablehlo.add"(%475, %520) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %522 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %523 = "stablehlo.reduce"(%521, %522) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg108: tensor<f32>, %arg109: tensor<f32>):
      %873 = "stablehlo.add"(%arg108, %arg109) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%873) : (tensor<f32>) -> ()
    }) : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %524 = "stablehlo.broadcast_in_dim"(%523) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %525 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %526 = "stablehlo.broadcast_in_dim"(%525) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x1xf32>
    %527 = "stablehlo.divide"(%524, %526) : (tensor<8x8x1xf32>, tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %528 = "stablehlo.broadcast_in_dim"(%527) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %529 = "stablehlo.subtract"(%521, %528) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %530 = "stablehlo.multiply"(%529, %529) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %531 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %532 = "stablehlo.reduce"(%530, %531) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg106: tensor<f32>, %arg107: tensor<f32>):
      %872 = "stablehlo.add"(%arg106, %arg107) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%872) : (tensor<f32>) -> ()
    }) : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %533 = "stablehlo.broadcast_in_dim"(%532) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %534 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %535 = "stablehlo.broadcast_in_dim"(%534) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x1xf32>
    %536 = "stablehlo.divide"(%533, %535) : (tensor<8x8x1xf32>, tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %537 = "stablehlo.broadcast_in_dim"(%527) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %538 = "stablehlo.subtract"(%521, %537) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %539 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %540 = "stablehlo.broadcast_in_dim"(%539) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x1xf32>
    %541 = "stablehlo.add"(%536, %540) : (tensor<8x8x1xf32>, tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %542 = "stablehlo.rsqrt"(%541) : (tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %543 = "stablehlo.broadcast_in_dim"(%542) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %544 = "stablehlo.multiply"(%538, %543) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %545 = "stablehlo.broadcast_in_dim"(%arg44) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %546 = "stablehlo.broadcast_in_dim"(%545) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<8x8x32xf32>
    %547 = "stablehlo.multiply"(%544, %546) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %548 = "stablehlo.dot_general"(%547, %arg50) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %549 = "stablehlo.dot_general"(%547, %arg48) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %550 = "stablehlo.dot_general"(%547, %arg51) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %551 = "stablehlo.dot_general"(%548, %549) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x4x8xf32>, tensor<8x8x4x8xf32>) -> tensor<8x4x8x8xf32>
    %552 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %553 = "stablehlo.sqrt"(%552) : (tensor<f32>) -> tensor<f32>
    %554 = "stablehlo.broadcast_in_dim"(%553) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4x8x8xf32>
    %555 = "stablehlo.divide"(%551, %554) : (tensor<8x4x8x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %556 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %557 = "stablehlo.broadcast_in_dim"(%556) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<8x8xi1>
    %558 = "func.call"(%557) <{callee = @tril}> : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %559 = "stablehlo.constant"() <{value = dense<-1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %560 = "func.call"(%558, %555, %559) <{callee = @_where}> : (tensor<8x8xi1>, tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8x8xf32>
    %561 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %562 = "stablehlo.reduce"(%560, %561) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg104: tensor<f32>, %arg105: tensor<f32>):
      %871 = "stablehlo.maximum"(%arg104, %arg105) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%871) : (tensor<f32>) -> ()
    }) : (tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %563 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %564 = "stablehlo.broadcast_in_dim"(%563) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4x8xf32>
    %565 = "stablehlo.maximum"(%564, %562) : (tensor<8x4x8xf32>, tensor<8x4x8xf32>) -> tensor<8x4x8xf32>
    %566 = "stablehlo.broadcast_in_dim"(%565) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %567 = "stablehlo.broadcast_in_dim"(%566) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
    %568 = "stablehlo.subtract"(%560, %567) : (tensor<8x4x8x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %569 = "stablehlo.exponential"(%568) : (tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %570 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %571 = "stablehlo.reduce"(%569, %570) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg102: tensor<f32>, %arg103: tensor<f32>):
      %870 = "stablehlo.add"(%arg102, %arg103) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%870) : (tensor<f32>) -> ()
    }) : (tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %572 = "stablehlo.broadcast_in_dim"(%571) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %573 = "stablehlo.broadcast_in_dim"(%572) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
    %574 = "stablehlo.divide"(%569, %573) : (tensor<8x4x8x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %575 = "stablehlo.dot_general"(%550, %574) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x4x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %576 = "stablehlo.dot_general"(%575, %arg49) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 1], rhs_contracting_dimensions = [1, 0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x4x8x8xf32>, tensor<4x8x32xf32>) -> tensor<8x8x32xf32>
    %577 = "stablehlo.add"(%521, %576) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %578 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %579 = "stablehlo.reduce"(%577, %578) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg100: tensor<f32>, %arg101: tensor<f32>):
      %869 = "stablehlo.add"(%arg100, %arg101) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%869) : (tensor<f32>) -> ()
    }) : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %580 = "stablehlo.broadcast_in_dim"(%579) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %581 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %582 = "stablehlo.broadcast_in_dim"(%581) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x1xf32>
    %583 = "stablehlo.divide"(%580, %582) : (tensor<8x8x1xf32>, tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %584 = "stablehlo.broadcast_in_dim"(%583) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %585 = "stablehlo.subtract"(%577, %584) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %586 = "stablehlo.multiply"(%585, %585) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %587 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %588 = "stablehlo.reduce"(%586, %587) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg98: tensor<f32>, %arg99: tensor<f32>):
      %868 = "stablehlo.add"(%arg98, %arg99) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%868) : (tensor<f32>) -> ()
    }) : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %589 = "stablehlo.broadcast_in_dim"(%588) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %590 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %591 = "stablehlo.broadcast_in_dim"(%590) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x1xf32>
    %592 = "stablehlo.divide"(%589, %591) : (tensor<8x8x1xf32>, tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %593 = "stablehlo.broadcast_in_dim"(%583) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %594 = "stablehlo.subtract"(%577, %593) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %595 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %596 = "stablehlo.broadcast_in_dim"(%595) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x1xf32>
    %597 = "stablehlo.add"(%592, %596) : (tensor<8x8x1xf32>, tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %598 = "stablehlo.rsqrt"(%597) : (tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %599 = "stablehlo.broadcast_in_dim"(%598) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %600 = "stablehlo.multiply"(%594, %599) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %601 = "stablehlo.broadcast_in_dim"(%arg45) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %602 = "stablehlo.broadcast_in_dim"(%601) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<8x8x32xf32>
    %603 = "stablehlo.multiply"(%600, %602) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %604 = "stablehlo.dot_general"(%603, %arg46) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x32xf32>, tensor<32x64xf32>) -> tensor<8x8x64xf32>
    %605 = "stablehlo.multiply"(%604, %604) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %606 = "stablehlo.multiply"(%605, %604) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %607 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %608 = "stablehlo.broadcast_in_dim"(%607) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x64xf32>
    %609 = "stablehlo.multiply"(%608, %606) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %610 = "stablehlo.add"(%604, %609) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %611 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %612 = "stablehlo.broadcast_in_dim"(%611) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x64xf32>
    %613 = "stablehlo.multiply"(%612, %610) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %614 = "stablehlo.tanh"(%613) : (tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %615 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %616 = "stablehlo.broadcast_in_dim"(%615) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x64xf32>
    %617 = "stablehlo.add"(%616, %614) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %618 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %619 = "stablehlo.broadcast_in_dim"(%618) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x64xf32>
    %620 = "stablehlo.multiply"(%619, %617) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %621 = "stablehlo.multiply"(%604, %620) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %622 = "stablehlo.dot_general"(%621, %arg47) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x64xf32>, tensor<64x32xf32>) -> tensor<8x8x32xf32>
    %623 = "stablehlo.add"(%577, %622) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %624 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %625 = "stablehlo.reduce"(%623, %624) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg96: tensor<f32>, %arg97: tensor<f32>):
      %867 = "stablehlo.add"(%arg96, %arg97) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%867) : (tensor<f32>) -> ()
    }) : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %626 = "stablehlo.broadcast_in_dim"(%625) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %627 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %628 = "stablehlo.broadcast_in_dim"(%627) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x1xf32>
    %629 = "stablehlo.divide"(%626, %628) : (tensor<8x8x1xf32>, tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %630 = "stablehlo.broadcast_in_dim"(%629) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %631 = "stablehlo.subtract"(%623, %630) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %632 = "stablehlo.multiply"(%631, %631) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %633 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %634 = "stablehlo.reduce"(%632, %633) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg94: tensor<f32>, %arg95: tensor<f32>):
      %866 = "stablehlo.add"(%arg94, %arg95) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%866) : (tensor<f32>) -> ()
    }) : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %635 = "stablehlo.broadcast_in_dim"(%634) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %636 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %637 = "stablehlo.broadcast_in_dim"(%636) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x1xf32>
    %638 = "stablehlo.divide"(%635, %637) : (tensor<8x8x1xf32>, tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %639 = "stablehlo.broadcast_in_dim"(%629) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %640 = "stablehlo.subtract"(%623, %639) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %641 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %642 = "stablehlo.broadcast_in_dim"(%641) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x1xf32>
    %643 = "stablehlo.add"(%638, %642) : (tensor<8x8x1xf32>, tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %644 = "stablehlo.rsqrt"(%643) : (tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %645 = "stablehlo.broadcast_in_dim"(%644) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %646 = "stablehlo.multiply"(%640, %645) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %647 = "stablehlo.broadcast_in_dim"(%arg52) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %648 = "stablehlo.broadcast_in_dim"(%647) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<8x8x32xf32>
    %649 = "stablehlo.multiply"(%646, %648) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %650 = "stablehlo.dot_general"(%649, %arg58) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %651 = "stablehlo.dot_general"(%649, %arg56) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %652 = "stablehlo.dot_general"(%649, %arg59) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %653 = "stablehlo.dot_general"(%650, %651) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x4x8xf32>, tensor<8x8x4x8xf32>) -> tensor<8x4x8x8xf32>
    %654 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %655 = "stablehlo.sqrt"(%654) : (tensor<f32>) -> tensor<f32>
    %656 = "stablehlo.broadcast_in_dim"(%655) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4x8x8xf32>
    %657 = "stablehlo.divide"(%653, %656) : (tensor<8x4x8x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %658 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %659 = "stablehlo.broadcast_in_dim"(%658) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<8x8xi1>
    %660 = "func.call"(%659) <{callee = @tril}> : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %661 = "stablehlo.constant"() <{value = dense<-1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %662 = "func.call"(%660, %657, %661) <{callee = @_where}> : (tensor<8x8xi1>, tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8x8xf32>
    %663 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %664 = "stablehlo.reduce"(%662, %663) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg92: tensor<f32>, %arg93: tensor<f32>):
      %865 = "stablehlo.maximum"(%arg92, %arg93) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%865) : (tensor<f32>) -> ()
    }) : (tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %665 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %666 = "stablehlo.broadcast_in_dim"(%665) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4x8xf32>
    %667 = "stablehlo.maximum"(%666, %664) : (tensor<8x4x8xf32>, tensor<8x4x8xf32>) -> tensor<8x4x8xf32>
    %668 = "stablehlo.broadcast_in_dim"(%667) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %669 = "stablehlo.broadcast_in_dim"(%668) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
    %670 = "stablehlo.subtract"(%662, %669) : (tensor<8x4x8x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %671 = "stablehlo.exponential"(%670) : (tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %672 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %673 = "stablehlo.reduce"(%671, %672) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg90: tensor<f32>, %arg91: tensor<f32>):
      %864 = "stablehlo.add"(%arg90, %arg91) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%864) : (tensor<f32>) -> ()
    }) : (tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %674 = "stablehlo.broadcast_in_dim"(%673) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %675 = "stablehlo.broadcast_in_dim"(%674) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
    %676 = "stablehlo.divide"(%671, %675) : (tensor<8x4x8x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %677 = "stablehlo.dot_general"(%652, %676) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x4x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %678 = "stablehlo.dot_general"(%677, %arg57) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 1], rhs_contracting_dimensions = [1, 0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x4x8x8xf32>, tensor<4x8x32xf32>) -> tensor<8x8x32xf32>
    %679 = "stablehlo.add"(%623, %678) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %680 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %681 = "stablehlo.reduce"(%679, %680) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg88: tensor<f32>, %arg89: tensor<f32>):
      %863 = "stablehlo.add"(%arg88, %arg89) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%863) : (tensor<f32>) -> ()
    }) : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %682 = "stablehlo.broadcast_in_dim"(%681) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %683 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %684 = "stablehlo.broadcast_in_dim"(%683) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x1xf32>
    %685 = "stablehlo.divide"(%682, %684) : (tensor<8x8x1xf32>, tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %686 = "stablehlo.broadcast_in_dim"(%685) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %687 = "stablehlo.subtract"(%679, %686) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %688 = "stablehlo.multiply"(%687, %687) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %689 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %690 = "stablehlo.reduce"(%688, %689) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg86: tensor<f32>, %arg87: tensor<f32>):
      %862 = "stablehlo.add"(%arg86, %arg87) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%862) : (tensor<f32>) -> ()
    }) : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %691 = "stablehlo.broadcast_in_dim"(%690) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %692 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %693 = "stablehlo.broadcast_in_dim"(%692) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x1xf32>
    %694 = "stablehlo.divide"(%691, %693) : (tensor<8x8x1xf32>, tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %695 = "stablehlo.broadcast_in_dim"(%685) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %696 = "stablehlo.subtract"(%679, %695) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %697 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %698 = "stablehlo.broadcast_in_dim"(%697) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x1xf32>
    %699 = "stablehlo.add"(%694, %698) : (tensor<8x8x1xf32>, tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %700 = "stablehlo.rsqrt"(%699) : (tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %701 = "stablehlo.broadcast_in_dim"(%700) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %702 = "stablehlo.multiply"(%696, %701) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %703 = "stablehlo.broadcast_in_dim"(%arg53) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %704 = "stablehlo.broadcast_in_dim"(%703) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<8x8x32xf32>
    %705 = "stablehlo.multiply"(%702, %704) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %706 = "stablehlo.dot_general"(%705, %arg54) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x32xf32>, tensor<32x64xf32>) -> tensor<8x8x64xf32>
    %707 = "stablehlo.multiply"(%706, %706) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %708 = "stablehlo.multiply"(%707, %706) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %709 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %710 = "stablehlo.broadcast_in_dim"(%709) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x64xf32>
    %711 = "stablehlo.multiply"(%710, %708) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %712 = "stablehlo.add"(%706, %711) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %713 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %714 = "stablehlo.broadcast_in_dim"(%713) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x64xf32>
    %715 = "stablehlo.multiply"(%714, %712) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %716 = "stablehlo.tanh"(%715) : (tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %717 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %718 = "stablehlo.broadcast_in_dim"(%717) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x64xf32>
    %719 = "stablehlo.add"(%718, %716) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %720 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %721 = "stablehlo.broadcast_in_dim"(%720) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x64xf32>
    %722 = "stablehlo.multiply"(%721, %719) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %723 = "stablehlo.multiply"(%706, %722) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %724 = "stablehlo.dot_general"(%723, %arg55) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x64xf32>, tensor<64x32xf32>) -> tensor<8x8x32xf32>
    %725 = "stablehlo.add"(%679, %724) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %726 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %727 = "stablehlo.reduce"(%725, %726) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg84: tensor<f32>, %arg85: tensor<f32>):
      %861 = "stablehlo.add"(%arg84, %arg85) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%861) : (tensor<f32>) -> ()
    }) : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %728 = "stablehlo.broadcast_in_dim"(%727) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %729 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %730 = "stablehlo.broadcast_in_dim"(%729) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x1xf32>
    %731 = "stablehlo.divide"(%728, %730) : (tensor<8x8x1xf32>, tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %732 = "stablehlo.broadcast_in_dim"(%731) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %733 = "stablehlo.subtract"(%725, %732) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %734 = "stablehlo.multiply"(%733, %733) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %735 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %736 = "stablehlo.reduce"(%734, %735) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg82: tensor<f32>, %arg83: tensor<f32>):
      %860 = "stablehlo.add"(%arg82, %arg83) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%860) : (tensor<f32>) -> ()
    }) : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %737 = "stablehlo.broadcast_in_dim"(%736) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %738 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %739 = "stablehlo.broadcast_in_dim"(%738) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x1xf32>
    %740 = "stablehlo.divide"(%737, %739) : (tensor<8x8x1xf32>, tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %741 = "stablehlo.broadcast_in_dim"(%731) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %742 = "stablehlo.subtract"(%725, %741) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %743 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %744 = "stablehlo.broadcast_in_dim"(%743) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x1xf32>
    %745 = "stablehlo.add"(%740, %744) : (tensor<8x8x1xf32>, tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %746 = "stablehlo.rsqrt"(%745) : (tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %747 = "stablehlo.broadcast_in_dim"(%746) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %748 = "stablehlo.multiply"(%742, %747) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %749 = "stablehlo.broadcast_in_dim"(%arg60) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %750 = "stablehlo.broadcast_in_dim"(%749) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<8x8x32xf32>
    %751 = "stablehlo.multiply"(%748, %750) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %752 = "stablehlo.dot_general"(%751, %arg66) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %753 = "stablehlo.dot_general"(%751, %arg64) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %754 = "stablehlo.dot_general"(%751, %arg67) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x32xf32>, tensor<32x4x8xf32>) -> tensor<8x8x4x8xf32>
    %755 = "stablehlo.dot_general"(%752, %753) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x4x8xf32>, tensor<8x8x4x8xf32>) -> tensor<8x4x8x8xf32>
    %756 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %757 = "stablehlo.sqrt"(%756) : (tensor<f32>) -> tensor<f32>
    %758 = "stablehlo.broadcast_in_dim"(%757) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4x8x8xf32>
    %759 = "stablehlo.divide"(%755, %758) : (tensor<8x4x8x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %760 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %761 = "stablehlo.broadcast_in_dim"(%760) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<8x8xi1>
    %762 = "func.call"(%761) <{callee = @tril}> : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %763 = "stablehlo.constant"() <{value = dense<-1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %764 = "func.call"(%762, %759, %763) <{callee = @_where}> : (tensor<8x8xi1>, tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8x8xf32>
    %765 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %766 = "stablehlo.reduce"(%764, %765) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg80: tensor<f32>, %arg81: tensor<f32>):
      %859 = "stablehlo.maximum"(%arg80, %arg81) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%859) : (tensor<f32>) -> ()
    }) : (tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %767 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %768 = "stablehlo.broadcast_in_dim"(%767) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4x8xf32>
    %769 = "stablehlo.maximum"(%768, %766) : (tensor<8x4x8xf32>, tensor<8x4x8xf32>) -> tensor<8x4x8xf32>
    %770 = "stablehlo.broadcast_in_dim"(%769) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %771 = "stablehlo.broadcast_in_dim"(%770) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
    %772 = "stablehlo.subtract"(%764, %771) : (tensor<8x4x8x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %773 = "stablehlo.exponential"(%772) : (tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %774 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %775 = "stablehlo.reduce"(%773, %774) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg78: tensor<f32>, %arg79: tensor<f32>):
      %858 = "stablehlo.add"(%arg78, %arg79) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%858) : (tensor<f32>) -> ()
    }) : (tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %776 = "stablehlo.broadcast_in_dim"(%775) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %777 = "stablehlo.broadcast_in_dim"(%776) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
    %778 = "stablehlo.divide"(%773, %777) : (tensor<8x4x8x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %779 = "stablehlo.dot_general"(%754, %778) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x4x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %780 = "stablehlo.dot_general"(%779, %arg65) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 1], rhs_contracting_dimensions = [1, 0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x4x8x8xf32>, tensor<4x8x32xf32>) -> tensor<8x8x32xf32>
    %781 = "stablehlo.add"(%725, %780) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %782 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %783 = "stablehlo.reduce"(%781, %782) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg76: tensor<f32>, %arg77: tensor<f32>):
      %857 = "stablehlo.add"(%arg76, %arg77) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%857) : (tensor<f32>) -> ()
    }) : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %784 = "stablehlo.broadcast_in_dim"(%783) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %785 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %786 = "stablehlo.broadcast_in_dim"(%785) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x1xf32>
    %787 = "stablehlo.divide"(%784, %786) : (tensor<8x8x1xf32>, tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %788 = "stablehlo.broadcast_in_dim"(%787) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %789 = "stablehlo.subtract"(%781, %788) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %790 = "stablehlo.multiply"(%789, %789) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %791 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %792 = "stablehlo.reduce"(%790, %791) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg74: tensor<f32>, %arg75: tensor<f32>):
      %856 = "stablehlo.add"(%arg74, %arg75) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%856) : (tensor<f32>) -> ()
    }) : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %793 = "stablehlo.broadcast_in_dim"(%792) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %794 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %795 = "stablehlo.broadcast_in_dim"(%794) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x1xf32>
    %796 = "stablehlo.divide"(%793, %795) : (tensor<8x8x1xf32>, tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %797 = "stablehlo.broadcast_in_dim"(%787) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %798 = "stablehlo.subtract"(%781, %797) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %799 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %800 = "stablehlo.broadcast_in_dim"(%799) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x1xf32>
    %801 = "stablehlo.add"(%796, %800) : (tensor<8x8x1xf32>, tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %802 = "stablehlo.rsqrt"(%801) : (tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %803 = "stablehlo.broadcast_in_dim"(%802) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %804 = "stablehlo.multiply"(%798, %803) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %805 = "stablehlo.broadcast_in_dim"(%arg61) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %806 = "stablehlo.broadcast_in_dim"(%805) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<8x8x32xf32>
    %807 = "stablehlo.multiply"(%804, %806) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %808 = "stablehlo.dot_general"(%807, %arg62) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x32xf32>, tensor<32x64xf32>) -> tensor<8x8x64xf32>
    %809 = "stablehlo.multiply"(%808, %808) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %810 = "stablehlo.multiply"(%809, %808) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %811 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %812 = "stablehlo.broadcast_in_dim"(%811) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x64xf32>
    %813 = "stablehlo.multiply"(%812, %810) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %814 = "stablehlo.add"(%808, %813) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %815 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %816 = "stablehlo.broadcast_in_dim"(%815) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x64xf32>
    %817 = "stablehlo.multiply"(%816, %814) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %818 = "stablehlo.tanh"(%817) : (tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %819 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %820 = "stablehlo.broadcast_in_dim"(%819) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x64xf32>
    %821 = "stablehlo.add"(%820, %818) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %822 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %823 = "stablehlo.broadcast_in_dim"(%822) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x64xf32>
    %824 = "stablehlo.multiply"(%823, %821) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %825 = "stablehlo.multiply"(%808, %824) : (tensor<8x8x64xf32>, tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %826 = "stablehlo.dot_general"(%825, %arg63) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8x64xf32>, tensor<64x32xf32>) -> tensor<8x8x32xf32>
    %827 = "stablehlo.add"(%781, %826) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %828 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %829 = "stablehlo.reduce"(%827, %828) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg72: tensor<f32>, %arg73: tensor<f32>):
      %855 = "stablehlo.add"(%arg72, %arg73) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%855) : (tensor<f32>) -> ()
    }) : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %830 = "stablehlo.broadcast_in_dim"(%829) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %831 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %832 = "stablehlo.broadcast_in_dim"(%831) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x1xf32>
    %833 = "stablehlo.divide"(%830, %832) : (tensor<8x8x1xf32>, tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %834 = "stablehlo.broadcast_in_dim"(%833) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %835 = "stablehlo.subtract"(%827, %834) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %836 = "stablehlo.multiply"(%835, %835) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %837 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %838 = "stablehlo.reduce"(%836, %837) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg70: tensor<f32>, %arg71: tensor<f32>):
      %854 = "stablehlo.add"(%arg70, %arg71) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%854) : (tensor<f32>) -> ()
    }) : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %839 = "stablehlo.broadcast_in_dim"(%838) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %840 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %841 = "stablehlo.broadcast_in_dim"(%840) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x1xf32>
    %842 = "stablehlo.divide"(%839, %841) : (tensor<8x8x1xf32>, tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %843 = "stablehlo.broadcast_in_dim"(%833) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %844 = "stablehlo.subtract"(%827, %843) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %845 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %846 = "stablehlo.broadcast_in_dim"(%845) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x1xf32>
    %847 = "stablehlo.add"(%842, %846) : (tensor<8x8x1xf32>, tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %848 = "stablehlo.rsqrt"(%847) : (tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %849 = "stablehlo.broadcast_in_dim"(%848) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %850 = "stablehlo.multiply"(%844, %849) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    %851 = "stablehlo.broadcast_in_dim"(%arg68) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %852 = "stablehlo.broadcast_in_dim"(%851) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<8x8x32xf32>
    %853 = "stablehlo.multiply"(%850, %852) : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
    "func.return"(%853) : (tensor<8x8x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x8xi1>) -> tensor<8x8xi1>, sym_name = "tril", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<8x8xi1>):
    %3 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8x8xi32>
    %4 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x8xi32>
    %6 = "stablehlo.add"(%3, %5) : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>
    %7 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<8x8xi32>
    %8 = "stablehlo.compare"(%6, %7) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %9 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<8x8xi1>
    %11 = "stablehlo.select"(%8, %arg3, %10) : (tensor<8x8xi1>, tensor<8x8xi1>, tensor<8x8xi1>) -> tensor<8x8xi1>
    "func.return"(%11) : (tensor<8x8xi1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x8xi1>, tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8x8xf32>, sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<8x8xi1>, %arg1: tensor<8x4x8x8xf32>, %arg2: tensor<f32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<8x8xi1>) -> tensor<8x4x8x8xi1>
    %1 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4x8x8xf32>
    %2 = "stablehlo.select"(%0, %arg1, %1) : (tensor<8x4x8x8xi1>, tensor<8x4x8x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    "func.return"(%2) : (tensor<8x4x8x8xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} : () -> ()

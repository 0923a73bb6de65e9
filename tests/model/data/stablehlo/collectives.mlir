// Collectives and communication ops: MLIR prints them generic; they must pass through.
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<8x4xf32>, !stablehlo.token) -> tensor<8x4xf32>, sym_name = "comm"}> ({
  ^bb0(%a: tensor<8x4xf32>, %t: !stablehlo.token):
    %0 = "stablehlo.all_reduce"(%a) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %s = "stablehlo.add"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%s) : (tensor<f32>) -> ()
    }) : (tensor<8x4xf32>) -> tensor<8x4xf32>
    %1 = "stablehlo.all_gather"(%0) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> : (tensor<8x4xf32>) -> tensor<8x8xf32>
    %2 = "stablehlo.reduce_scatter"(%1) <{channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, scatter_dimension = 1 : i64, use_global_device_ids}> ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %s = "stablehlo.maximum"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%s) : (tensor<f32>) -> ()
    }) : (tensor<8x8xf32>) -> tensor<8x4xf32>
    %3 = "stablehlo.all_to_all"(%2) <{concat_dimension = 1 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<8x4xf32>) -> tensor<2x16xf32>
    %4 = "stablehlo.collective_permute"(%2) <{channel_handle = #stablehlo.channel_handle<handle = 4, type = 1>, source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<8x4xf32>) -> tensor<8x4xf32>
    %5 = "stablehlo.collective_broadcast"(%4) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<8x4xf32>) -> tensor<8x4xf32>
    %6 = "stablehlo.send"(%5, %t) <{channel_handle = #stablehlo.channel_handle<handle = 5, type = 2>, is_host_transfer = true}> : (tensor<8x4xf32>, !stablehlo.token) -> !stablehlo.token
    %7:2 = "stablehlo.recv"(%6) <{channel_handle = #stablehlo.channel_handle<handle = 5, type = 3>, is_host_transfer = true}> : (!stablehlo.token) -> (tensor<8x4xf32>, !stablehlo.token)
    %8 = "stablehlo.outfeed"(%7#0, %7#1) <{outfeed_config = ""}> : (tensor<8x4xf32>, !stablehlo.token) -> !stablehlo.token
    %9:2 = "stablehlo.infeed"(%8) <{infeed_config = ""}> : (!stablehlo.token) -> (tensor<8x4xf32>, !stablehlo.token)
    %10 = "stablehlo.partition_id"() : () -> tensor<ui32>
    "func.return"(%9#0) : (tensor<8x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

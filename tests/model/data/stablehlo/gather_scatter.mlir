// gather and scatter: generic in MLIR's output too.
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<16x8xf32>, tensor<5x1xi32>, tensor<5x8xf32>, tensor<2x16x8xf32>, tensor<2x5x1xi32>) -> tensor<16x8xf32>, sym_name = "indexing"}> ({
  ^bb0(%table: tensor<16x8xf32>, %idx: tensor<5x1xi32>, %upd: tensor<5x8xf32>, %bt: tensor<2x16x8xf32>, %bidx: tensor<2x5x1xi32>):
    %0 = "stablehlo.gather"(%table, %idx) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<16x8xf32>, tensor<5x1xi32>) -> tensor<5x8xf32>
    %1 = "stablehlo.gather"(%bt, %bidx) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 8>}> : (tensor<2x16x8xf32>, tensor<2x5x1xi32>) -> tensor<2x5x8xf32>
    %2 = "stablehlo.scatter"(%table, %idx, %upd) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %s = "stablehlo.add"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%s) : (tensor<f32>) -> ()
    }) : (tensor<16x8xf32>, tensor<5x1xi32>, tensor<5x8xf32>) -> tensor<16x8xf32>
    "func.return"(%2) : (tensor<16x8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

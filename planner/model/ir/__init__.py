"""The IR: operations, values, blocks and regions; types, attributes, source locations,
typed views of the ops the planner reads, symbol tables and structural equality."""

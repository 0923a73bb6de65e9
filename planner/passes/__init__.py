"""passes stage (see DESIGN.md)."""

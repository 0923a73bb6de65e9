"""solve stage (see DESIGN.md)."""

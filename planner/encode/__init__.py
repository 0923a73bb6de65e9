"""encode stage (see DESIGN.md)."""

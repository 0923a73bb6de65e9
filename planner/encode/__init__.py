"""encode layer (see DESIGN.md)."""

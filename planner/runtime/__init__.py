"""runtime stage (see DESIGN.md)."""

"""What-if exploration: one program re-planned under other meshes, hardware, pins and
memory caps, compared in a table, CSV/JSON and charts."""

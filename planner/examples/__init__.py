"""Bundled example programs (package data)."""

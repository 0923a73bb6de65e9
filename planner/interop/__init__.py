"""Bridges to frameworks, each behind its own extra; the core never imports them."""

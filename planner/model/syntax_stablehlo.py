"""Custom forms of the StableHLO (and chlo) ops that JAX prints."""

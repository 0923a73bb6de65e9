"""Helpers of the partitioner passes (``sdy-convert-global-to-local`` and friends): device
tables, local types and the StableHLO ops they emit. Holds no pass itself."""

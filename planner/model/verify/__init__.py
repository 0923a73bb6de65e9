"""The verifier of the sdy dialect and the ops it constrains."""

"""Retrieval evaluations and benchmarks: measurement code, apart so runtime modules never import it (pyproject.toml)."""

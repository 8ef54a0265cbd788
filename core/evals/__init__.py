"""Evaluations of the agent: measurement code, apart so runtime modules never import it (contract in pyproject.toml)."""

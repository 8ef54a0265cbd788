"""Bot benchmarks and their fake model server: measurement code, apart so runtime never imports it (pyproject.toml)."""

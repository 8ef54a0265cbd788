"""The helpers every layer uses, at the bottom of the stack so any layer may import them.

- `index.common.settings`: config.toml + TEMPOLEX_<SECTION>_<KEY> overrides, one typed,
  validated class per section; paths (data dir, cache dir) resolved from it.
- `index.common.console`: terminal output of CLI commands (progress bars, --json documents).
- `index.common.percentiles`: the one percentile rule every benchmark and evaluation reports.
- `index.common.paths`: where the public data sets lie (LawBench, LeCoQA).
- `index.common.text`: the text rules every layer shares (language, Chinese-character ranges,
  article numbers and Chinese numerals, ROUGE-L, the years offered for a date).

They live under `index` because `index` is the bottom layer (`bot -> core -> index`, and
`training` may use `core` and `index`); nothing here knows about the corpus, chats or models.
"""

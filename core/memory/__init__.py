"""Experience memory (TALA's Test-Time Memory Evolution, seed 000 §3.2).

Finished chats are distilled into de-identified experience entries (`distill`), kept in SQLite and
in a Qdrant collection (`bank`), recalled by cosine similarity with a threshold and top-k
(`recall`), rewritten for the current case (`adapt`) and consolidated within a capacity by
merging the most similar pair of the whole bank (`consolidation`). `memory.ExperienceMemory` is
the one object the agent turn and the bot use; `scheduler` adds the nightly pass; `cli` is
`tempolex memory ...`, `bench memory` and `eval memory`.

This package file imports nothing, so `core.store` can import `core.memory.schema` cheaply.
"""

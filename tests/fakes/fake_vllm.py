"""The stand-in for vLLM's runtime adapter endpoints ships in the package (`training.local_serving`)
so `tempolex train demo` works from an installed wheel; tests import it from here, and
`BrokenLoads` for a vLLM whose next load under a given name fails (a transient error, or an
adapter it cannot read)."""

from __future__ import annotations

from typing import Any

from training.local_serving import LocalServing


class BrokenLoads(LocalServing):
    """Answers 500 to the next load of each name in `fail_once` (then loads it normally)."""

    def __init__(self) -> None:
        super().__init__()
        self.fail_once: set[str] = set()

    def load(self, body: dict[str, Any]) -> tuple[int, dict[str, Any]]:
        if body.get("lora_name") in self.fail_once:
            self.fail_once.discard(body["lora_name"])
            return 500, {"error": "failed to load the adapter"}
        return super().load(body)


__all__ = ["BrokenLoads", "LocalServing"]

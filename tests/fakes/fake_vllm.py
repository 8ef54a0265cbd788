"""The stand-in for vLLM's runtime adapter endpoints ships in the package (`training.local_serving`)
so `tempolex train demo` works from an installed wheel; tests import it from here."""

from training.local_serving import LocalServing  # noqa: F401

"""The scripted agent ships in the package (`core.scripted_service`) so `tempolex bench bot`
works from an installed wheel; tests import it from here as before."""

from core.scripted_service import ScriptedLawyerService, ServiceCall, sources_text  # noqa: F401

"""Clients of the two training endpoints: the trainer pulling a bundle, the bot asking for a run.

The bot's admin /retrain gets `retrain_action(...)` from `bot/cli.py` (the bot never imports
training itself); it answers in one line whether the trainer took the run.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path

import httpx

from training.export import unpack


class RemoteError(RuntimeError):
    """The other host refused or could not be reached."""


def pull_bundle(export_url: str, token: str, into: Path, since: str | None = None, timeout: float = 600.0) -> Path:
    """GET the bot host's /export and unpack the bundle into `into` (checked against its manifest)."""
    url = f"{export_url.rstrip('/')}/export"
    try:
        response = httpx.get(url, params={"since": since} if since else None,
                             headers={"Authorization": f"Bearer {token}"}, timeout=timeout)
    except httpx.HTTPError as exc:
        raise RemoteError(f"{url}: {exc}") from exc
    if response.status_code != 200:
        raise RemoteError(f"{url} answered {response.status_code}: {response.text[:200]}")
    return unpack(response.content, into)


async def request_retrain(trainer_url: str, token: str, requested_by: str = "", timeout: float = 10.0) -> str:
    """POST the trainer's /retrain; a one-line answer for the admin either way."""
    url = f"{trainer_url.rstrip('/')}/retrain"
    try:
        async with httpx.AsyncClient(timeout=timeout) as client:
            response = await client.post(url, json={"requested_by": requested_by},
                                         headers={"Authorization": f"Bearer {token}"})
    except httpx.HTTPError as exc:
        return f"the trainer at {trainer_url} could not be reached ({type(exc).__name__}); nothing started"
    if response.status_code == 202:
        return f"run {response.json()['run']} queued on the trainer; it reports to {trainer_url}/runs"
    if response.status_code == 409:
        return f"the trainer is busy with run {response.json()['busy']}; nothing new started"
    if response.status_code == 401:
        return "the trainer refused the token (TEMPOLEX_TRAINER_TOKEN differs); nothing started"
    return f"the trainer answered {response.status_code}; nothing started"


def retrain_action(trainer_url: str, token: str) -> Callable[[], Awaitable[str]]:
    """The admin /retrain action for the bot: ask the trainer for a run now."""

    async def retrain() -> str:
        return await request_retrain(trainer_url, token, "admin /retrain")

    return retrain

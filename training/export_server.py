"""The bot host's export endpoint: the trainer pulls a fresh, scrubbed bundle over HTTP.

`GET /export[?since=YYYY-MM-DD]` (bearer `TEMPOLEX_EXPORT_TOKEN`) exports the store's
trajectories as `training.export` does for `tempolex train export`, keeps the newest
`keep_bundles` bundles on the bot host, and answers the bundle as tar.gz with its name and
sha256 in headers. It reads the store through its own connection (WAL: the bot keeps writing).
Run it on the bot host with `tempolex train export-serve`.
"""

from __future__ import annotations

from datetime import date
from pathlib import Path

from aiohttp import web

from core.store import Store
from index.common.settings import TrainingSettings
from training.export import export_bundle, load_bundle, pack, prune
from training.http_common import bearer_middleware


def export_app(db: Path | None, bundle_dir: Path, token: str, *, keep: int,
               heldout_share: float = TrainingSettings().heldout_share) -> web.Application:
    """The aiohttp application serving `/export` (authenticated) and `/health`."""
    corpus = []  # the statute corpus, loaded at the first export

    async def export(request: web.Request) -> web.Response:
        since = request.query.get("since")
        if since is not None:
            try:
                date.fromisoformat(since)
            except ValueError:
                return web.json_response({"error": f"since must be YYYY-MM-DD, got {since!r}"}, status=400)
        if not corpus:
            from training.rewards import shipped_corpus

            corpus.append(shipped_corpus())
        async with Store(db) as store:
            folder = await export_bundle(store, bundle_dir, since=since, heldout_share=heldout_share, corpus=corpus[0])
        manifest, _, _ = load_bundle(folder)
        data = pack(folder)
        prune(bundle_dir, keep)
        return web.Response(body=data, content_type="application/gzip",
                            headers={"X-Bundle": manifest["name"], "X-Bundle-Sha256": manifest["sha256"]})

    async def health(_request: web.Request) -> web.Response:
        return web.json_response({"ok": True})

    app = web.Application(middlewares=[bearer_middleware(token)])
    app.add_routes([web.get("/export", export), web.get("/health", health)])
    return app

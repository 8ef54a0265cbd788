"""The trainer's HTTP endpoint on the GPU host, for the bot's admin /retrain and for operators.

    POST /retrain      queue a run now: 202 {"run": id}; 409 {"busy": id} while one runs
    GET  /runs         the newest run records
    GET  /runs/{id}    one record with the tail of its log
    GET  /health       {"ok": true, "next_run": …}

Every route needs `Authorization: Bearer $TEMPOLEX_TRAINER_TOKEN`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from aiohttp import web
from apscheduler.schedulers.asyncio import AsyncIOScheduler

from training.http_common import bearer_middleware, serve_until_stopped
from training.trainer import Trainer, next_run, run_now, start_scheduler

LOG_TAIL_LINES = 40


def trainer_app(trainer: Trainer, scheduler: AsyncIOScheduler, token: str) -> web.Application:
    """The routes above over one trainer; a queued run goes to the scheduler's executor (a thread)."""

    async def retrain(request: web.Request) -> web.Response:
        try:
            body = await request.json() if request.can_read_body else {}
        except ValueError:
            return web.json_response({"error": "the body must be JSON, e.g. {\"requested_by\": \"…\"}"}, status=400)
        who = str(body.get("requested_by", ""))[:80] if isinstance(body, dict) else ""
        run_id, busy = trainer.request(f"retrain {who}".strip())
        if run_id is None:
            return web.json_response({"busy": busy}, status=409)
        run_now(scheduler, trainer, run_id)
        return web.json_response({"run": run_id, "status": "queued"}, status=202)

    async def runs(request: web.Request) -> web.Response:
        limit = request.query.get("limit", "20")
        if not limit.isdigit():
            return web.json_response({"error": "limit must be a whole number"}, status=400)
        return web.json_response({"runs": trainer.runs.recent(int(limit)), "next_run": next_run(scheduler)})

    async def run(request: web.Request) -> web.Response:
        ident = request.match_info["run_id"]
        record = trainer.runs.get(int(ident)) if ident.isdigit() else None
        if record is None:
            return web.json_response({"error": f"no run {ident}"}, status=404)
        path = trainer.runs.log_path(record["id"])
        lines = path.read_text(encoding="utf-8").splitlines() if path.exists() else []
        return web.json_response({**record, "log": lines[-LOG_TAIL_LINES:]})

    async def health(_request: web.Request) -> web.Response:
        return web.json_response({"ok": True, "next_run": next_run(scheduler),
                                  "serving": trainer.registry.state()["current"]})

    app = web.Application(middlewares=[bearer_middleware(token)])
    app.add_routes([web.post("/retrain", retrain), web.get("/runs", runs),
                    web.get("/runs/{run_id}", run), web.get("/health", health)])
    return app


async def serve_trainer(trainer: Trainer, host: str, port: int, token: str,
                        ready: Callable[[dict[str, Any]], None]) -> None:
    """The trainer process: schedule + endpoint until SIGTERM (a run in progress is finished first)."""
    interrupted = trainer.runs.interrupted()
    scheduler = start_scheduler(trainer)

    async def stop() -> None:
        scheduler.shutdown(wait=False)

    def listening(url: str) -> None:
        ready({"trainer": url, "next_run": next_run(scheduler), "cron": trainer.settings.cron,
               "serving": trainer.registry.state()["current"], "interrupted_runs_marked_failed": interrupted})

    await serve_until_stopped(trainer_app(trainer, scheduler, token), host, port, listening, stop)

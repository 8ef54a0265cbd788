"""A stand-in for vLLM's adapter endpoints on 127.0.0.1, for `tempolex train demo` (and tests).

It answers `POST /v1/load_lora_adapter`, `POST /v1/unload_lora_adapter` and `GET /v1/models`
like vLLM (400 for an unknown or duplicate name) and records every call. It serves no model.
"""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


class LocalServing:
    def __init__(self) -> None:
        self.calls: list[dict[str, Any]] = []
        self.loaded: dict[str, str] = {}
        owner = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *_args) -> None:
                pass

            def _answer(self, status: int, body: Any) -> None:
                data = json.dumps(body).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def do_GET(self) -> None:
                if self.path == "/v1/models":
                    self._answer(200, {"data": [{"id": name, "root": path} for name, path in owner.loaded.items()]})
                else:
                    self._answer(404, {"error": "not found"})

            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0))) or b"{}")
                owner.calls.append({"path": self.path, "body": body})
                answers = {"/v1/load_lora_adapter": owner.load, "/v1/unload_lora_adapter": owner.unload}
                self._answer(*answers[self.path](body) if self.path in answers else (404, {"error": "not found"}))

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        self._thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def load(self, body: dict[str, Any]) -> tuple[int, dict[str, Any]]:
        name = body.get("lora_name", "")
        if name in self.loaded:
            return 400, {"error": f"adapter {name} already loaded"}
        self.loaded[name] = body.get("lora_path", "")
        return 200, {"status": "ok"}

    def unload(self, body: dict[str, Any]) -> tuple[int, dict[str, Any]]:
        name = body.get("lora_name", "")
        if name not in self.loaded:
            return 404, {"error": f"adapter {name} not found"}
        del self.loaded[name]
        return 200, {"status": "ok"}

    def __enter__(self) -> LocalServing:
        self._thread.start()
        return self

    def __exit__(self, *_exc: object) -> None:
        self.server.shutdown()
        self.server.server_close()

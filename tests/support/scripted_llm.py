"""A scripted OpenAI-compatible Chat Completions server, for the LLM drafter's tests.

Run as ``python -m tests.support.scripted_llm``: it binds 127.0.0.1 on a free port, prints
``port <n>`` on its first line and serves ``POST /v1/chat/completions`` until killed. The
request's ``model`` names the script to play on the prompt's reference draft (the template's
reply for the turn's facts, which the drafter sends): a faithful rewording, or one of the ways
a language model narrates correct numbers wrong, or a broken answer.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

Reference = dict[str, Any]
SLOW_SECONDS = 3.0


def _draft(text: str, ref: Reference, **changes: Any) -> dict[str, Any]:
    return {"text": text, "citations": ref["citations"], "claims": ref["claims"], **changes}


def _values(ref: Reference, fact: str) -> list[str]:
    return [claim["value"] for claim in ref["claims"] if claim["fact"] == fact]


def _faithful(ref: Reference) -> dict[str, Any]:
    return _draft("Listo. " + ref["text"], ref)


def _months_swapped(ref: Reference) -> dict[str, Any]:
    first, second = _values(ref, "invoice_total")[:2]
    text = ref["text"].replace(first, "\0").replace(second, first).replace("\0", second)
    return _draft(text, ref)


def _owed_in_favour(ref: Reference) -> dict[str, Any]:
    return _draft(ref["text"].replace("Tu saldo pendiente es de", "Tienes a favor"), ref)


def _dollars(ref: Reference) -> dict[str, Any]:
    amount = _values(ref, "amount_due")[0]
    return _draft(ref["text"].replace(amount, amount.removeprefix("Bs. ") + " dólares"), ref)


def _arithmetic(ref: Reference) -> dict[str, Any]:
    a, b, c = _values(ref, "reason")[:3]
    return _draft(f"{ref['text']}\n{a} más {b} suman {c}.", ref)


def _charge_renamed(ref: Reference) -> dict[str, Any]:
    text = ref["text"].replace("Recargo por pago tardío de la factura anterior", "El IVA")
    return _draft(text, ref)


def _invented_claim(ref: Reference) -> dict[str, Any]:
    claims = [*ref["claims"], {"fact": "credit", "value": "Bs. 50,00", "subject": None,
                               "unit": None}]  # fmt: skip
    return _draft(ref["text"] + " Además tienes Bs. 50,00 a favor.", ref, claims=claims)


def _invented_citation(ref: Reference) -> dict[str, Any]:
    return _draft(ref["text"], ref, citations=["promo-inventada-2026"])


def _forbidden(ref: Reference) -> dict[str, Any]:
    return _draft("Estimado cliente: " + ref["text"], ref)


SCRIPTS: dict[str, Callable[[Reference], dict[str, Any]]] = {
    "faithful": _faithful,
    "months-swapped": _months_swapped,
    "owed-in-favour": _owed_in_favour,
    "dollars": _dollars,
    "arithmetic": _arithmetic,
    "charge-renamed": _charge_renamed,
    "invented-claim": _invented_claim,
    "invented-citation": _invented_citation,
    "forbidden-phrase": _forbidden,
}


class Handler(BaseHTTPRequestHandler):
    """Plays the script the request's ``model`` names."""

    def log_message(self, format: str, *args: Any) -> None:  # quiet: the tests read replies
        return

    def _send(self, status: int, body: dict[str, Any] | str) -> None:
        data = (body if isinstance(body, str) else json.dumps(body)).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_POST(self) -> None:
        request = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        model = request["model"]
        reference = json.loads(request["messages"][-1]["content"])["reference"]
        if model == "server-error":
            self._send(500, {"error": {"message": "overloaded"}})
            return
        if model == "slow":
            time.sleep(SLOW_SECONDS)
        content: str
        finish = "stop"
        if model == "malformed-json":
            content = '{"text": "Hola, tu saldo es'
        elif model == "wrong-shape":
            content = json.dumps({"text": reference["text"]})
        elif model == "cut-short":
            content, finish = json.dumps(_faithful(reference)), "length"
        else:
            content = json.dumps(SCRIPTS.get(model, _faithful)(reference), ensure_ascii=False)
        message = {"role": "assistant", "content": content}
        self._send(200, {"choices": [{"index": 0, "message": message, "finish_reason": finish}]})


def main() -> None:
    """Serve on 127.0.0.1 and a free port until killed."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    print(f"port {server.server_address[1]}", flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()

"""An OpenAI-compatible chat server for tests (a stand-in for the network peer), with fault injection.

It answers ``POST /v1/chat/completions`` and ``POST /v1/completions`` on 127.0.0.1 (the
latter from an ``answers`` table keyed by question). The reply to a QA prompt is a JSON
list with one question on the fact found in the user message (``Fact: (h | r | t)``), so it
depends only on the request. With ``faults=True`` every third request fails, cycling through
a 429, a 500, a reply slower than the client's timeout, and a reply that is not JSON. With
``status`` every request gets that HTTP error (401, 404...); with ``failing`` the requests
whose prompt holds one of the given strings always get a 500.
"""

from __future__ import annotations

import contextlib
import json
import re
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

_FACT = re.compile(r"Fact: \((.*) \| (.*) \| (.*)\)")
_RELATION = re.compile(r"([A-Z]\w+ [A-Z]\w+) (is based in|was founded by) ([A-Z]\w+(?: [A-Z]\w+)?)")


class StubState:
    """Counters shared with the tests."""

    def __init__(
        self,
        faults: bool,
        slow_seconds: float,
        delay: float,
        answers: dict[str, str] | None = None,
        status: int | None = None,
        failing: tuple[str, ...] = (),
    ) -> None:
        self.answers = answers or {}
        self.status = status  # every request answered with this HTTP error status
        self.failing = failing  # requests whose prompt holds one of these always get a 500
        self.faults = faults
        self.slow_seconds = slow_seconds
        self.delay = delay
        self.lock = threading.Lock()
        self.requests = 0
        self.active = 0
        self.max_active = 0
        self.faults_sent: dict[str, int] = {}
        self.prompts: list[str] = []


def _handler(state: StubState) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args: Any) -> None:  # quiet
            pass

        def _send(self, code: int, body: dict[str, Any]) -> None:
            data = json.dumps(body).encode()
            self.send_response(code)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            with contextlib.suppress(BrokenPipeError, ConnectionResetError):
                self.wfile.write(data)

        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length", 0))
            body = json.loads(self.rfile.read(length))
            with state.lock:
                state.requests += 1
                number = state.requests
                state.active += 1
                state.max_active = max(state.max_active, state.active)
            try:
                time.sleep(state.delay)
                completion = "prompt" in body
                user = (
                    body["prompt"]
                    if completion
                    else next(m["content"] for m in body["messages"] if m["role"] == "user")
                )
                with state.lock:
                    state.prompts.append(user)
                if state.status is not None:
                    self._send(state.status, {"error": {"message": "no", "type": "refused"}})
                    return
                if any(text in user for text in state.failing):
                    self._send(500, {"error": {"message": "broken", "type": "server_error"}})
                    return
                fault = None
                if state.faults and number % 3 == 0:
                    fault = ("429", "500", "slow", "malformed")[(number // 3) % 4]
                    with state.lock:
                        state.faults_sent[fault] = state.faults_sent.get(fault, 0) + 1
                if fault == "429":
                    self._send(429, {"error": {"message": "rate limited", "type": "rate_limit"}})
                    return
                if fault == "500":
                    self._send(500, {"error": {"message": "boom", "type": "server_error"}})
                    return
                if fault == "slow":
                    with state.lock:
                        state.active -= (
                            1  # the client gives up on this one: it no longer counts as in flight
                        )
                    try:
                        time.sleep(state.slow_seconds)
                    finally:
                        with state.lock:
                            state.active += 1
                match = _FACT.search(user)
                if completion:
                    question = user.rsplit("Question: ", 1)[-1].removesuffix("\nAnswer: ")
                    text = (
                        ""
                        if fault == "malformed"
                        else state.answers.get(question, "I do not know") + "\n\nQuestion: next"
                    )
                    self._send(
                        200,
                        {
                            "id": f"cmpl-{number}",
                            "object": "text_completion",
                            "created": 0,
                            "model": body.get("model", "stub"),
                            "choices": [{"index": 0, "text": text, "finish_reason": "stop"}],
                        },
                    )
                    return
                if fault != "malformed" and "Passage:" in user and match is None:
                    passage = user.split("Passage:", 1)[1]
                    triples = [
                        {
                            "head": h,
                            "relation": "headquarters location"
                            if v == "is based in"
                            else "founded by",
                            "tail": t,
                        }
                        for h, v, t in _RELATION.findall(passage)
                    ]
                    content = json.dumps(triples)
                elif fault == "malformed" or match is None:
                    content = "I am sorry, I cannot answer in JSON today."
                else:
                    head, relation, tail = match.groups()
                    content = (
                        "Here you are:\n```json\n"
                        + json.dumps(
                            [
                                {
                                    "question": f"In the passage, what is the {relation} of {head}?",
                                    "answer": tail,
                                }
                            ]
                        )
                        + "\n```"
                    )
                self._send(
                    200,
                    {
                        "id": f"chatcmpl-{number}",
                        "object": "chat.completion",
                        "created": 0,
                        "model": body.get("model", "stub"),
                        "choices": [
                            {
                                "index": 0,
                                "message": {"role": "assistant", "content": content},
                                "finish_reason": "stop",
                            }
                        ],
                        "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
                    },
                )
            finally:
                with state.lock:
                    state.active -= 1

    return Handler


class _Server(ThreadingHTTPServer):
    request_queue_size = 1024  # hundreds of clients connect at once in the concurrency tests
    daemon_threads = True


class StubServer:
    """Context manager running the stub on a free loopback port."""

    def __init__(
        self,
        faults: bool = False,
        slow_seconds: float = 3.0,
        delay: float = 0.02,
        answers: dict[str, str] | None = None,
        status: int | None = None,
        failing: tuple[str, ...] = (),
    ) -> None:
        self.state = StubState(faults, slow_seconds, delay, answers, status, failing)
        self.server = _Server(("127.0.0.1", 0), _handler(self.state))
        self.server.daemon_threads = True
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}/v1"

    def __enter__(self) -> StubServer:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.shutdown()
        self.server.server_close()

"""LLM client protocol and prompt files."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import Protocol

from hanker.core.errors import ConfigError


@dataclass(frozen=True)
class ChatRequest:
    """One chat completion to make."""

    messages: tuple[tuple[str, str], ...]  # (role, content)
    temperature: float = 0.0
    max_tokens: int = 512
    extra: Mapping[str, object] = field(default_factory=dict)


@dataclass
class ClientStats:
    """What a client did: requests, retries by reason, failures."""

    requests: int = 0
    retries: dict[str, int] = field(default_factory=dict)
    failures: int = 0

    def retried(self, reason: str) -> None:
        """Count one retry for ``reason``."""
        self.retries[reason] = self.retries.get(reason, 0) + 1


class LLMClient(Protocol):
    """Sends chat requests; a reply is the assistant's text, or None when every attempt failed."""

    model: str
    stats: ClientStats

    def complete_many(self, requests: Sequence[ChatRequest]) -> list[str | None]:
        """Replies in request order."""
        ...


@dataclass(frozen=True)
class Prompt:
    """A versioned prompt file: a system part and a user part with named placeholders."""

    name: str
    version: str
    system: str
    user: str

    def render(self, **values: str) -> ChatRequest:
        """The chat request with the placeholders filled (values are inserted as given)."""
        try:
            user = self.user.format_map(dict(values))
        except KeyError as exc:
            raise ConfigError(f"prompt {self.version} needs a value for {exc}") from None
        return ChatRequest(messages=(("system", self.system), ("user", user)))


@cache
def load_prompt(name: str, version: str = "v1") -> Prompt:
    """Load ``prompts/<name>.<version>.txt`` from the installed package."""
    path = resources.files("hanker").joinpath("prompts", f"{name}.{version}.txt")
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ConfigError(f"no prompt file {name}.{version}.txt in hanker/prompts") from None
    if "=== system ===" not in text or "=== user ===" not in text:
        raise ConfigError(
            f"prompt {name}.{version}.txt needs '=== system ===' and '=== user ===' parts"
        )
    system, user = text.split("=== user ===", 1)
    system = system.split("=== system ===", 1)[1].strip()
    # the system part is sent as written; only the user part has placeholders
    return Prompt(name=name, version=f"{name}.{version}", system=system, user=user.strip() + "\n")

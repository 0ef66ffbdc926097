"""LLM clients (one registry): ``openai`` (any OpenAI-compatible server) and ``hf`` (a local chat model)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from hanker.core.registry import Registry
from hanker.llm.base import ChatRequest, LLMClient

LLM_CLIENTS: Registry[Callable[..., LLMClient]] = Registry("LLM client", group="hanker.llm_clients")
LLM_CLIENTS.register(
    "openai",
    "hanker.llm.openai_client:OpenAIClient",
    "OpenAI-compatible chat API (OpenAI, DeepSeek, vLLM, Ollama)",
)
LLM_CLIENTS.register("hf", "hanker.llm.hf_client:HFChatClient", "local transformers chat model")

__all__ = ["LLM_CLIENTS", "ChatRequest", "LLMClient", "make_client"]


def make_client(name: str, **options: Any) -> LLMClient:
    """Instantiate the LLM client registered as ``name``."""
    return LLM_CLIENTS.create(name, **options)

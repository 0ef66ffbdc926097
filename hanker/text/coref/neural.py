"""``fastcoref``: neural coreference with the fastcoref package (``pip install hanker[fastcoref]``).

fastcoref downloads its model (``biu-nlp/f-coref``) from the hub on first use, so this
backend needs the hub or a local copy (``model=PATH``). Each cluster's representative is its
first mention that is not a pronoun (else its longest); every other mention is replaced by it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from hanker.core.errors import DependencyError, InputError
from hanker.text.coref.base import CorefResult, Replacement
from hanker.text.segment import Sentence

_PRONOUNS = frozenset(
    [
        "i",
        "me",
        "my",
        "mine",
        "we",
        "us",
        "our",
        "ours",
        "you",
        "your",
        "yours",
        "he",
        "him",
        "his",
        "she",
        "her",
        "hers",
        "it",
        "its",
        "they",
        "them",
        "their",
        "theirs",
        "this",
        "that",
        "these",
        "those",
        "who",
        "whom",
        "whose",
        "which",
    ]
)


def representative(mentions: Sequence[str]) -> str:
    """The mention that names a cluster: the first that is not a pronoun, else the longest."""
    for mention in mentions:
        if mention.lower() not in _PRONOUNS:
            return mention
    return max(mentions, key=len)


class FastCoref:
    """Neural coreference through fastcoref's ``FCoref`` (or ``LingMessCoref``)."""

    name = "fastcoref"
    version = "fastcoref.v1"

    def __init__(
        self, model: str | None = None, device: str | None = None, lingmess: bool = False
    ) -> None:
        try:
            import fastcoref
        except ImportError as exc:
            raise DependencyError(
                "the fastcoref backend needs the 'fastcoref' package: pip install 'hanker[fastcoref]'"
            ) from exc
        from hanker.core.device import pick_device

        cls = fastcoref.LingMessCoref if lingmess else fastcoref.FCoref
        kwargs: dict[str, Any] = {"device": pick_device(device)}
        if model:
            kwargs["model_name_or_path"] = model
        try:
            self.model = cls(**kwargs)
        except OSError as exc:
            raise InputError(
                model or "biu-nlp/f-coref",
                f"cannot load the coreference model ({str(exc).splitlines()[0]})",
            ) from None
        self.version = f"fastcoref.v1:{model or ('lingmess' if lingmess else 'f-coref')}"

    def resolve(self, doc_id: str, text: str, sentences: Sequence[Sentence]) -> CorefResult:
        """Replace every non-representative mention of each cluster by the representative."""
        [prediction] = self.model.predict(texts=[text])
        result = CorefResult()
        for cluster in prediction.get_clusters(as_strings=False):
            spans = sorted((int(s), int(e)) for s, e in cluster)
            mentions = [text[s:e] for s, e in spans]
            name = representative(mentions)
            for (start, end), mention in zip(spans, mentions, strict=True):
                if mention != name:
                    possessive = mention.lower() in {"his", "her", "its", "their", "whose"}
                    result.replacements.append(
                        Replacement(start, end, name + ("'s" if possessive else ""))
                    )
            aliases = {
                m for m in mentions if m != name and m.lower() not in _PRONOUNS and m[:1].isupper()
            }
            if aliases:
                result.aliases[name] = aliases
        result.replacements = _non_overlapping(result.replacements)
        return result


def _non_overlapping(replacements: list[Replacement]) -> list[Replacement]:
    out: list[Replacement] = []
    for rep in sorted(replacements, key=lambda r: (r.start, -(r.end - r.start))):
        if out and rep.start < out[-1].end:
            continue
        out.append(rep)
    return out

"""Light-verb phrases: a verb whose noun carries the meaning (``played a role``, ``took
place``, ``wants to take an inclusive approach``). Asking for the noun ("What did X play?")
asks for no knowledge, so the question writer rejects such answers as an idiomatic phrase."""

from __future__ import annotations

from typing import Any

LIGHT_VERBS = {
    *(("play", "role"), ("play", "part"), ("take", "place"), ("take", "part")),
    *(("pay", "tribute"), ("pay", "attention"), ("have", "impact"), ("have", "effect")),
    *(("make", "decision"), ("take", "step"), ("make", "difference"), ("give", "birth")),
    *(("make", "contribution"), ("make", "contributions"), ("take", "action")),
    *(("make", "progress"), ("take", "care"), ("make", "sense")),
    *(("make", "headline"), ("make", "headlines"), ("hit", "headline"), ("hit", "headlines")),
    *(("take", "approach"), ("adopt", "approach"), ("take", "stance"), ("take", "view")),
}


def light_verb(verb: Any, root: Any) -> bool:
    """Whether the answer's noun ``root`` makes a light-verb phrase with the clause's verb or
    with the verb it hangs on (``wants to take an approach``)."""
    noun = root.lemma_.lower()
    return any((v.lemma_.lower(), noun) in LIGHT_VERBS for v in (verb, root.head))

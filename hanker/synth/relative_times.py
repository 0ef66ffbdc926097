"""Time and sequence adjuncts whose reference point only the passage gives (``template.v45``).

A clause often dates itself against what came before it: "Afterwards, the envoy flew to Rome",
"The mayor later resigned", "Two days later the bridge reopened", "Within a week, the firm had
sold the plant", "The next morning the crew left". Copied into a question, such an adjunct
dangles ("Where did the envoy afterwards fly?": after what?) or lands between ``did X`` and
the verb in an order English does not use. When the question does not ask about it, the
adjunct is left out ("Where did the envoy fly?"); when it is the answer, it is asked as
before (the writer then has no token of it to drop).

An adjunct is relative when it is:

* one of a closed class of anaphoric adverbs (``afterwards``, ``then``, ``subsequently``,
  ``thereafter``, ``meanwhile``, ``beforehand``) or a bare ``later`` / ``earlier`` (with no
  phrase of its own: "later in life" and "earlier this year" keep their anchor) or ``next``;
* ``soon`` / ``shortly`` / ``immediately`` + ``after(wards)`` with no object;
* a measured ``later`` / ``after`` / ``before`` ("two days later", "a year after");
* ``within`` + a span of time with no ``of`` phrase ("within two weeks", not "within a week
  of the vote");
* ``the next`` / ``the following`` / ``the previous`` + a unit of time ("the next day").
"""

from __future__ import annotations

from typing import Any

from hanker.text.calendar import TIME_UNITS

_ANAPHORIC = frozenset(
    {*("afterwards", "afterward", "then", "subsequently", "thereafter", "thereupon")}
    | {*("meanwhile", "beforehand", "next")}
)
_BARE_ONLY = frozenset({"later", "earlier"})
_SOON = frozenset({"soon", "shortly", "immediately", "straight", "right"})
_AFTER = frozenset({"after", "afterwards", "afterward", "thereafter"})
_MEASURED = frozenset({"later", "after", "before", "earlier"})
_UNITS = (
    TIME_UNITS
    | {"morning", "afternoon", "evening", "weekend", "season", "moment", "time"}
    | {*("spring", "summer", "autumn", "winter")}
)
_SEQUENCE = frozenset({"next", "following", "previous", "preceding", "same", "subsequent"})


def _unit(token: Any) -> bool:
    """Whether a noun names a unit of time ("days", "week")."""
    return token.lemma_.lower() in _UNITS or token.lower_.rstrip("s") in _UNITS


def _relative_adverb(child: Any) -> bool:
    """An adverb dating the clause against the passage ("afterwards", "two days later")."""
    word = child.lower_
    kids = list(child.children)
    if word in _ANAPHORIC:
        return not kids
    if word in _BARE_ONLY and not kids:
        return True
    if word in _SOON:  # "soon after", "shortly afterwards", with no object
        return bool(kids) and all(k.lower_ in _AFTER and not list(k.children) for k in kids)
    if word in _MEASURED:  # "two days later", "a year after"
        return bool(kids) and all(k.dep_ == "npadvmod" and _unit(k) for k in kids)
    return False


def _relative_phrase(child: Any) -> bool:
    """A phrase dating the clause against the passage ("within two weeks", "the next day")."""
    if child.dep_ == "prep" and child.lower_ == "within":
        objects = [k for k in child.children if k.dep_ == "pobj"]
        return (
            len(objects) == 1
            and _unit(objects[0])
            and not any(k.dep_ == "prep" for k in objects[0].children)
        )
    if child.dep_ == "npadvmod" and _unit(child):  # "the next day", "the following week"
        kids = list(child.children)
        return any(k.lower_ in _SEQUENCE for k in kids) and all(
            k.dep_ in {"det", "amod"} for k in kids
        )
    if child.dep_ == "prep" and child.lower_ in _AFTER | {"before"}:  # "soon after" as a prep
        return not list(child.children) and any(h.lower_ in _SOON for h in child.lefts)
    return False


def relative_times(verb: Any) -> list[set[int]]:
    """The token ids of each of the verb's adjuncts whose reference point is outside the
    sentence."""
    return [
        {t.i for t in child.subtree}
        for child in verb.children
        if (child.dep_ == "advmod" and _relative_adverb(child)) or _relative_phrase(child)
    ]


def without_relative_times(parts: list[Any], verb: Any) -> list[Any]:
    """``parts`` (a question's words: source tokens and written strings) without the relative
    time adjuncts of its verb that it holds whole, and without a comma left next to another
    comma or at either end of what remains."""
    held = {p.i for p in parts if not isinstance(p, str)}
    drop = {i for ids in relative_times(verb) if ids <= held for i in ids}
    if not drop:
        return parts
    kept = [p for p in parts if isinstance(p, str) or p.i not in drop]
    tidy: list[Any] = []
    for part in kept:
        if _comma(part) and (not tidy or _comma(tidy[-1])):
            continue
        tidy.append(part)
    while tidy and _comma(tidy[-1]):
        tidy.pop()
    return tidy


def _comma(part: Any) -> bool:
    return (part if isinstance(part, str) else part.text) == ","

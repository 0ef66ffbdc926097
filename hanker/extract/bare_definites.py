"""Heads and tails that only the passage explains: bare definite noun phrases, counts of
bare nouns, time-relative roles, and possessors of the real subject (spaCy extractor).

Each check returns the drop reason (counted in the KG manifest) or None; they are called from
:func:`hanker.extract.triple_context.triple_problem`.

* ``bare definite only the passage explains``: ``the city``, ``the festival``, ``the 18th
  Century building``, ``the jail sentences`` (also as a verb's object folded into the
  relation): a definite noun phrase whose head noun is a generic place, event, document or
  verdict noun, with no name and nothing restrictive after it (no of-phrase, relative clause
  or other prepositional modifier). A lower-case head noun is what separates it from a
  definite name (``the BBC``, ``the Met Police``, ``the Festival``). For data nouns
  (``figures``, ``statistics``) a name before them says whose they are, not what they count
  (``the Treasury figures``), so it does not make them self-contained.
  A noun of a thing or event a report names once and then calls ``the deal``, ``the fine``,
  ``the meeting`` is one too when nothing stands between it and its ``the``.
* ``role relative to the text``: ``the current PM``, ``the former coach``, ``the former
  Peruvian president``: a role held at a time the text fixes, with no name after the role;
  a role abbreviation alone (``the PM``, ``the DJ``) too. A head ``another X`` is counted
  with the bare definites: it points past the one the passage named before; so is a head
  under a demonstrative (``two judges on that court``), ``one X`` (``one document from
  February``: which one?) and a tail placed ``there`` or ``here`` (``spacy-patterns.v32``).
* ``count of a bare noun``: ``more than 200 cases``: a number of a noun that says nothing
  without its complement (cases, incidents of what).
* ``head is the possessor of the subject``: ``(Ana, start with, a draw)`` of ``Ana's title
  defence started with a draw``: the clause is about the possessed noun, not its possessor.
"""

from __future__ import annotations

import re
from typing import Any

from hanker.text.nlp import text_tokens

BARE_DEFINITE = "bare definite only the passage explains"
RELATIVE_ROLE = "role relative to the text"
BARE_COUNT = "count of a bare noun"
POSSESSOR_SUBJECT = "head is the possessor of the subject"

_PLACE_EVENT = frozenset(
    {"city", "town", "village", "centre", "center", "building", "festival", "sentence"}
    | {"sentences", "country", "nation", "island", "county", "province", "capital"}
)
_DATA = frozenset({"figures", "statistics", "data"})
# nouns of things and events a report names once and then calls "the N" (``the deal``, ``the
# fine``, ``the meeting``): alone after "the" they point back into the passage
# (``spacy-patterns.v27``; with a modifier, ``the peace deal``, they are kept; shell nouns,
# ``the problem``, are the vague tails of prose_checks)
_ANAPHORIC = frozenset(
    {*("deal", "bill", "law", "ruling", "fine", "funding", "announcement", "award")}
    | {*("film", "video", "clip", "campaign", "role", "meeting", "tweet", "tweets")}
    | {*("statement", "letter", "email", "scheme", "agreement", "contract", "policy", "document")}
    | {*("footage", "song", "album", "violence", "solution", "solutions", "crash", "blaze")}
    | {*("fire", "shooting", "attack", "session", "talks", "competition", "tournament", "show")}
    | {*("series", "group", "firm", "company", "charity", "organisation", "club", "project")}
    | {*("app", "service", "website", "report", "documentary", "book", "novel", "trial")}
    | {*("hearing", "inquest", "vote", "ballot", "strike", "strikes", "scandal", "match")}
    | {*("game", "race", "site", "arrangements", "petition", "capture", "recognition", "spell")}
    | {*("school", "house", "boys", "girls", "men", "women", "children", "victims", "couple")}
    # spacy-patterns.v36: "(Saqib Hussain, die at, the scene)", "(Germany, sign, the convention)"
    | {*("scene", "offer", "collision", "convention", "treaty", "invasion", "incident")}
    | {*("apology", "analysis", "job", "production")}
    # spacy-patterns.v38: "(Yasser Arafat, order, the arrest)"
    | {*("arrest", "ambush", "raid", "bombing", "explosion", "blast", "assault", "killings")}
)
# modifiers that do not say which one (``the attempted arrest``, ``the latest raid``)
_UNSPECIFIC = frozenset({"attempted", "alleged", "latest", "recent", "failed", "planned"})
_RELATIVE = frozenset(
    {"current", "former", "then", "outgoing", "incoming", "incumbent", "present", "previous"}
)
# roles written as abbreviations, which pass for names by their capitals (``the MP``)
_ROLE_ABBREVIATIONS = frozenset(
    {*("PM", "DPM", "FM", "DJ", "MP", "MPs", "MSP", "MSPs", "MEP", "MEPs", "MLA", "MLAs")}
    | {*("CEO", "CFO", "GP", "GPs", "QC", "KC")}
)
_BARE_COUNTED = frozenset(
    {"cases", "incidents", "instances", "infections", "outbreaks", "occurrences", "episodes"}
)
_MEMBER_OF = re.compile(r"^(?:a |one )?(?:part|member|members|one) of (?=the )", re.I)
_DEFINITE = re.compile(r"^(?:the|these|those)\s+(.+)$", re.I)
_COUNT = re.compile(
    r"^(?:(?:more|fewer|less)\s+than|about|around|nearly|almost|over|some|at\s+least)?\s*"
    r"[\d,.]+\s+([a-z]+)$",
    re.I,
)
_DEMONSTRATIVES = frozenset({"this", "that", "these", "those"})
_STOP = frozenset({"of", "in", "at", "on", "for", "from", "with", "to", "who", "which", "that"})


def bare_definite(phrase: str) -> bool:
    """Whether ``phrase`` is a definite noun phrase of a generic place, event, document or
    data noun with no name and nothing restrictive after its head (see the module)."""
    found = _DEFINITE.match(phrase.strip())
    if not found:
        return False
    words = found.group(1).split()
    if not words or len(words) > 4 or any(w.lower() in _STOP for w in words):
        return False
    noun = words[-1]
    if not noun.islower() or any(w.endswith(("'s", "’s")) for w in words):
        return False  # "the Festival": a name; "the club's ground": a possessor
    if noun in _DATA:
        return True  # "the Treasury figures": whose, not of what
    if noun in _ANAPHORIC and all(w.lower() in _UNSPECIFIC for w in words[:-1]):
        return True  # "(the DUP, vote against, the deal)", "the attempted arrest"
    if noun not in _PLACE_EVENT:
        return False
    named = [w for w in words[:-1] if w[:1].isupper() and not _ordinal_period(w, words)]
    return not named


def _ordinal_period(word: str, words: list[str]) -> bool:
    """Whether a capitalised modifier is part of a period (``18th Century``), not a name."""
    lower = [w.lower() for w in words]
    return word.lower() in {"century", "centuries"} or (
        "century" in lower and re.match(r"^\d+(?:st|nd|rd|th)$", word.lower()) is not None
    )


def relative_role(phrase: str) -> bool:
    """Whether ``phrase`` is ``the current PM``-like: a time-relative adjective and a role
    with no name after it; a name may modify a lower-case role noun (``the former Peruvian
    president``) but not follow it (``the current PM Ana Ruiz``)."""
    words = phrase.split()
    if len(words) == 2 and words[0].lower() == "the" and words[1] in _ROLE_ABBREVIATIONS:
        return True  # "the PM", "the DJ": whoever holds the role in the text
    if len(words) < 3 or len(words) > 6 or words[0].lower() != "the":
        return False
    if words[1].lower() not in _RELATIVE:
        return False
    if words[-1].isalpha() and words[-1].islower():  # "the former Chilean dictator"
        return not any(w.endswith(("'s", "’s")) or w.lower() in _STOP for w in words)
    return len(words) <= 4 and not any(w[:1].isupper() and not w.isupper() for w in words[2:])


def bare_count(tail: str) -> bool:
    """Whether ``tail`` is a number of a noun that needs its complement (``300 cases``)."""
    found = _COUNT.match(tail.strip())
    return found is not None and found.group(1) in _BARE_COUNTED


def possessor_subject(head: str, relation: str, doc: Any) -> bool:
    """Whether every verb of the relation's lemma has a possessed subject whose noun is not in
    the head, while the head names the possessor (``Ana's defence began``)."""
    words = relation.split()
    if words[:1] in (["be"], ["have"], ["get"]):
        words = words[1:]  # "be killed in": the participle is the verb; a bare "be" is none
    if not words or doc is None:
        return False
    verbs = [t for t in doc if t.pos_ in {"VERB", "AUX"} and t.lemma_.lower() == words[0]]
    if not verbs:
        return False
    head_words = set(head.lower().split())
    for verb in verbs:
        subjects = [c for c in verb.children if c.dep_ in {"nsubj", "nsubjpass"}]
        if len(subjects) != 1:
            return False
        subject = subjects[0]
        owners = [c for c in subject.children if c.dep_ == "poss"]
        if not owners or subject.lower_ in head_words or subject.pos_ == "PROPN":
            return False
        if not any(o.pos_ == "PRON" or o.text.lower() in head_words for o in owners):
            return False  # the head names neither the possessor nor what stands for it
    return True


def bare_definite_problem(head: str, relation: str, tail: str, doc: Any) -> str | None:
    """Why a triple's head, tail or folded object only the passage explains, or None."""
    member = _MEMBER_OF.sub("", tail)  # "part of the group": which group, the passage says
    if bare_definite(head) or bare_definite(member) or _folded_bare(relation):
        return BARE_DEFINITE
    words = head.split()
    if words[:1] in (["another"], ["Another"]) or _one_of_many(words):
        return BARE_DEFINITE  # "another Met officer": one more than the passage named
    if doc is not None and _pointing(head, relation, tail, doc):
        return BARE_DEFINITE
    if relative_role(head) or relative_role(tail):
        return RELATIVE_ROLE
    if bare_count(tail):
        return BARE_COUNT
    if possessor_subject(head, relation, doc):
        return POSSESSOR_SUBJECT
    return None


def _one_of_many(words: list[str]) -> bool:
    """``one document from early February``: one of several the passage has in mind."""
    return len(words) > 1 and words[0].lower() == "one" and words[1].islower() and words[1] != "of"


def _pointing(head: str, relation: str, tail: str, doc: Any) -> bool:
    """A head under a demonstrative (``two judges on that court``), an object the relation
    folds in under one (``use these ties as``), or a tail placed ``there`` / ``here``: each
    points into the passage."""
    heads, tails = text_tokens(head, doc), text_tokens(tail, doc)
    words = set(relation.split())
    folded = [t for t in doc if t.dep_ == "dobj" and (t.lower_ in words or t.lemma_ in words)]
    if any(c.dep_ == "det" and c.lower_ in _DEMONSTRATIVES for t in folded for c in t.children):
        return True  # "uses these ties as an argument": "use tie as"
    if any(t.dep_ == "det" and t.lower_ in _DEMONSTRATIVES and t.i > heads[0].i for t in heads):
        return True
    return any(t.dep_ == "advmod" and t.lower_ in {"there", "here"} for t in tails)


def _folded_bare(relation: str) -> bool:
    """Whether the relation folds a bare definite object before its last preposition
    (``suspend the jail sentences for``)."""
    words = relation.split()
    if len(words) < 4 or words[1] != "the":
        return False  # "transfer control of the city by": the object is named by its of-phrase
    return bare_definite(" ".join(words[1:-1]))

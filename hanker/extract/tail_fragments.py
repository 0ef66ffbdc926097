"""Tails and relations that are cut, or that say only a time (spaCy extractor).

:func:`fragment_problem` gives the reason a prose tail is dropped (counted in the KG manifest),
through :func:`hanker.extract.tail_complements.checked_tail`, and
:func:`triple_fragment_problem` the same for a finished triple, through
:func:`hanker.extract.triple_context.triple_problem`:

* ``time tail of a verb not about time``: when someone spoke (``speaking on Sunday morning``),
  a window counted back from the text's own date (``in the last eight months``, ``in recent
  years``; ``over``/``for`` a span it lasted is kept), the years someone ``spent`` (the point
  is where), a duration of living somewhere with the place left out (``lived in Leeds for ten
  years`` gives no ``(.., live for, ten years)``);
* ``tail cut before its comparison``: ``have less noise [than they did]``; ``tail cut before
  its infinitive``: ``the first of its kind [to clear a senate]``; ``tail cut after a
  gerund``: ``three counts of causing [a child to ...]``, or after an adjective set after its
  noun (``calls from parents keen [not to miss out]``);
* ``particle left out of the relation``: ``have gone down in recent years`` (``down`` read as
  an adverb, so the relation would be ``go in``), ``went live on``, ``came from two goals
  down``, ``set X apart`` (a particle of the verb wherever it stands), ``sent Kane away for a goal after ten
  minutes`` (no ``send Kane after``), ``stand out due [to] their research`` (a two-word
  preposition cut);
* ``definite tail only the passage explains``: ``also has the footage``, ``an inquiry into the
  fires`` (an event or record as the object; ``injured in the crash``, a setting, is kept),
  ``director of the state's chapter of ..`` (a definite common-noun possessor);
* ``object denied or set against another``: ``occupy not the capital``, ``born in Bosnia but
  a French national`` (no ``(.., be born in, a French national)``); ``one of alternatives``:
  a head or tail joined to another by ``or`` (``killed in attacks or apparent attacks``: no
  ``(.., be killed in, apparent attacks)``), which the sentence does not assert alone;
* ``fact about a name``: ``Mara Stone, a rare name ..`` gives no ``(Mara Stone, be, a rare
  name)``: it speaks of the name, not of the one who bears it.
"""

from __future__ import annotations

from typing import Any

from hanker.extract.relation_meaning import first_verb_word
from hanker.extract.spacy_phrases import HONORIFICS
from hanker.text.nlp import text_tokens

TIME_TAIL = "time tail of a verb not about time"
CUT_COMPARISON = "tail cut before its comparison"
CUT_INFINITIVE = "tail cut before its infinitive"
CUT_GERUND = "tail cut after a gerund"
CUT_ADJECTIVE = "tail cut after a postposed adjective"
PARTICLE_LOST = "particle left out of the relation"
DEFINITE_REFERRING = "definite tail only the passage explains"
NAME_FACT = "fact about a name"
SAME_ENTITY = "head and tail name the same"
CONTRAST = "object denied or set against another"
ALTERNATIVE = "one of alternatives"

_TIME_LABELS = frozenset({"DATE", "TIME"})
_SPEECH = frozenset(
    {"speak", "say", "talk", "comment", "reply", "respond", "react", "tell", "add", "explain"}
    | {"address", "write", "post", "tweet"}
)
_UNITS = frozenset(
    {"second", "minute", "hour", "day", "week", "month", "year", "decade", "season", "night"}
)
_RELATIVE = frozenset({"past", "last", "next", "recent", "previous", "coming", "few", "several"})
_WINDOW_PREPS = frozenset({"in", "within", "inside"})  # ("over", "for": a span it lasted)
_SPENDING = frozenset({"spend", "pass"})
_LIFE_SPANS = frozenset({"childhood", "youth", "life", "career", "years", "days", "summers"})
_PLACES = frozenset({"GPE", "LOC", "FAC"})
_PARTICLES = frozenset({"down", "up", "out", "away", "off", "back", "over", "around", "on"})
# particles that change their verb wherever they stand (``step down``, ``go live``, ``set
# apart``, ``turn off``); the rest of _PARTICLES only between the verb and its preposition
_VERB_PARTICLES = frozenset({"down", "apart", "live", "off"})
_COMPARATIVES = frozenset({"JJR", "RBR"})
RANKING = frozenset({"first", "last", "only", "next", "second", "third"})
# nouns of a recorded item or an event that the passage has just told about
_EPISODES = frozenset(
    {"clip", "footage", "video", "recording", "photo", "photograph", "picture", "image"}
    | {"death", "incident", "attack", "crash", "accident", "shooting", "killing", "fire"}
    | {"collision", "explosion", "stabbing", "assault", "allegation", "raid", "blast"}
)
# common nouns of a place or a body: "the state's" names none
_PLACE_KINDS = frozenset(
    {"state", "country", "city", "town", "county", "region", "province", "nation", "island"}
    | {"village", "club", "team", "company", "firm", "council", "party", "district"}
)
_NAME_NOUNS = frozenset({"name", "surname", "nickname", "forename", "word", "term"})


def fragment_problem(obj: Any, start: int, end: int) -> str | None:
    """Why a prose object's tail ``[start, end)`` is cut or says only a time (see the
    module), or None."""
    inside = [t for t in obj.subtree if start <= t.idx < end]
    return (
        _time_problem(obj)
        or _contrast_problem(obj, inside)
        or _cut_problem(obj, inside, end)
        or _definite_problem(obj, inside)
        or _name_problem(obj)
    )


def triple_fragment_problem(relation: str, tail: str, doc: Any) -> str | None:
    """The checks of :func:`fragment_problem` on a finished triple whose tail is found in the
    sentence ``doc`` (facts built outside the object path: appositives, folded objects,
    conjoined verbs), and a particle the relation lost."""
    at = doc.text.find(tail) if tail else -1
    inside = [t for t in doc if at <= t.idx < at + len(tail)] if at >= 0 else []
    roots = [t for t in inside if t.head.i == t.i or not at <= t.head.idx < at + len(tail)]
    obj = roots[0] if len(roots) == 1 else None
    found = obj is not None and (
        _time_problem(obj)
        or _particle_problem(obj, relation)
        or _definite_problem(obj, inside)
        or _name_problem(obj)
    )
    if found:
        return found
    if relation not in {"title", "be"} and _verb_particle_lost(relation, tail, doc):
        return PARTICLE_LOST  # "went live on" as "go on", "came from two goals down"
    return None


def alternative_problem(head: str, tail: str, doc: Any) -> str | None:
    """``one of alternatives`` when the head or the tail is one side of an ``or``."""
    for phrase in (tail, head):
        tokens = text_tokens(phrase, doc) if doc is not None else []
        roots = [t for t in tokens if t.head not in tokens or t.head.i == t.i]
        if len(roots) != 1:
            continue
        root, end = roots[0], tokens[-1].i
        first = root.head if root.dep_ == "conj" and root.head.i < root.i else root
        ored = any(c.dep_ == "cc" and c.lower_ == "or" for c in first.children)
        split = first is not root or any(c.dep_ == "conj" and c.i > end for c in root.children)
        if ored and split:
            return ALTERNATIVE
    return None


def _verb(obj: Any) -> Any:
    """The verb the object's phrase hangs on (over its preposition)."""
    return obj.head.head if obj.dep_ == "pobj" and obj.head.dep_ == "prep" else obj.head


def _time_problem(obj: Any) -> str | None:
    """A bare time or duration as the tail of a verb not about time."""
    verb = _verb(obj)
    lemma = verb.lemma_.lower()
    timed = obj.ent_type_ in _TIME_LABELS
    if obj.dep_ == "dobj" and lemma in _SPENDING:
        spans = obj.lemma_.lower() in _UNITS or obj.lower_ in _LIFE_SPANS
        doing = any(c.tag_ == "VBG" for c in [*obj.children, *verb.children])
        return TIME_TAIL if (timed or spans) and not doing else None  # "spent his early years"
    if not timed or obj.dep_ != "pobj":
        return None
    prep = obj.head.lower_
    if lemma in _SPEECH and prep in {"on", "at"}:
        return TIME_TAIL  # "speaking on Sunday morning" (not "tell within 30 days of ..")
    counted = any(c.dep_ == "nummod" for c in obj.children)
    relative = obj.lemma_.lower() in _UNITS and any(c.lower_ in _RELATIVE for c in obj.children)
    if any(c.dep_ == "prep" and c.lower_ == "of" for c in obj.children):
        return None  # "during ten days of fighting": a period named by what filled it
    if relative and prep in _WINDOW_PREPS:
        return TIME_TAIL  # "in the last eight months", "in recent years"
    placed = any(
        g.ent_type_ in _PLACES
        for p in verb.children
        if p.dep_ == "prep" and p.i != obj.head.i
        for g in p.children
    )
    return TIME_TAIL if counted and prep == "for" and placed else None  # "lived in X for"


def _contrast_problem(obj: Any, inside: list[Any]) -> str | None:
    """An object that is denied (``occupy not the capital but ..``) or set against the one
    before it (``born in Bosnia but a French national``)."""
    if inside and inside[0].lower_ == "not":
        return CONTRAST
    if obj.dep_ == "conj" and any(c.dep_ == "cc" and c.lower_ == "but" for c in obj.head.children):
        return CONTRAST
    return None


def _cut_problem(obj: Any, inside: list[Any], end: int) -> str | None:
    """A comparative without its ``than``, a rank without its infinitive, a gerund without
    its object (``three counts of causing [a child to ...]``)."""
    verb = _verb(obj)
    later = [t for t in obj.doc if t.idx >= end and t.sent.start == obj.sent.start]
    last = inside[-1] if inside else None
    if last is not None and last.tag_ == "VBG" and any(c in later for c in last.children):
        return CUT_GERUND
    if last is not None and _postposed_adjective(last) and any(c in later for c in last.children):
        return CUT_ADJECTIVE  # "parents keen [not to miss out]"
    if any(t.tag_ in _COMPARATIVES for t in inside):
        for word in later:
            ancestors = {a.i for a in word.ancestors}
            if word.lower_ == "than" and (obj.i in ancestors or verb.i in ancestors):
                return CUT_COMPARISON
    ranked = any(t.lower_ in RANKING or t.tag_ == "JJS" for t in inside)
    for token in inside if ranked else []:
        for child in token.children:
            clause = child.idx >= end and child.dep_ in {"acl", "relcl"}
            if clause and any(c.tag_ == "TO" for c in child.children):
                return CUT_INFINITIVE
    return None


def _postposed_adjective(token: Any) -> bool:
    """An adjective set after the noun it modifies (``parents keen``)."""
    return bool(token.pos_ == "ADJ" and token.dep_ == "amod" and token.head.i < token.i)


def _particle_problem(obj: Any, relation: str) -> str | None:
    """An adverbial particle between the verb and the object's preposition, or the second
    word of a two-word preposition (``due to``), that the relation lost."""
    while obj.dep_ == "conj" and obj.head.i != obj.i:
        obj = obj.head  # "due to their research and the ability to ..": the first conjunct's
    if obj.dep_ != "pobj":
        return None
    words = relation.lower().split()
    prep = obj.head
    if prep.dep_ == "pcomp" and prep.head.dep_ == "prep" and words[-1:] != [prep.lower_]:
        return PARTICLE_LOST  # "stand out due [to]"
    second = [c for c in prep.children if c.dep_ == "pcomp" and c.tag_ == "IN" and not c.n_lefts]
    if second and second[0].lower_ not in words:
        return PARTICLE_LOST  # the parse's variant: "due" governs the noun, "to" hangs on it
    verb = prep.head
    if prep.dep_ != "prep" or verb.pos_ not in {"VERB", "AUX"}:
        return None
    for child in verb.children:
        particle = child.dep_ == "advmod" and child.lower_ in _PARTICLES
        fronted = prep.i < verb.i < child.i and _same_preposition_after(child, prep)
        between = verb.i < child.i < prep.i or fronted  # "At X, Y hit back at Z"
        if particle and between and child.lower_ not in words:
            return PARTICLE_LOST  # "At a briefing, X hit back at ...": no "hit at a briefing"
    return None


def _same_preposition_after(particle: Any, prep: Any) -> bool:
    """The particle is followed by a preposition like the fronted one (``At a briefing, X hit
    back at ...``): the verb is the particle verb, which the fronted phrase cannot take."""
    doc = particle.doc
    after = doc[particle.i + 1] if particle.i + 1 < len(doc) else None
    return after is not None and after.lower_ == prep.lower_


def _verb_particle_lost(relation: str, tail: str, doc: Any) -> bool:
    """The relation's verb carries a particle that only makes sense with it and that neither
    the relation nor the tail holds, wherever the parse put it (``went live on``, ``stepped
    down from``, ``came from two goals down``, ``set X apart``)."""
    words = relation.split()
    verb = first_verb_word(words)
    said = set(words) | set(tail.lower().split())
    return any(
        c.i > t.i
        and c.lower_ in _VERB_PARTICLES
        and c.dep_ in {"prt", "advmod", "acomp"}
        and c.lower_ not in said
        for t in doc
        if t.pos_ in {"VERB", "AUX"} and t.lemma_.lower() == verb
        for c in t.children
    )


def _definite_problem(obj: Any, inside: list[Any]) -> str | None:
    """``the footage``, ``an inquiry into the fires`` (the tail's noun or its preposition's
    object), ``the state's chapter`` (a possessor of a common noun): a definite common noun
    that only the passage ties to one thing."""
    for token in inside:
        dets = [c for c in token.children if c.dep_ == "det"]
        bare = len(dets) == 1 and dets[0].lower_ == "the"
        others = [c for c in token.children if c.dep_ not in {"det", "case", "punct"}]
        if not bare or others or token.pos_ != "NOUN" or token.ent_type_:
            continue
        direct = token.i == obj.i and obj.dep_ != "pobj"  # ("injured in the crash": setting)
        near = direct or (token.dep_ == "pobj" and token.head.head.i == obj.i)
        if near and token.lemma_.lower() in _EPISODES:
            return DEFINITE_REFERRING
        owned = token.head
        named = owned.pos_ == "PROPN" or any(
            (c.pos_ == "PROPN" and c.dep_ == "compound") or c.tag_ == "JJS" for c in owned.children
        )  # "the city's Elm Hall", "the country's largest bank": a name or a rank
        if token.dep_ == "poss" and token.lemma_.lower() in _PLACE_KINDS and not named:
            return DEFINITE_REFERRING  # (not "the city's Lambeth Hall": named)
    return None


def _name_problem(obj: Any) -> str | None:
    """``X, a rare name``: an indefinite noun of naming said of a name."""
    if obj.dep_ not in {"attr", "appos"} or obj.lemma_.lower() not in _NAME_NOUNS:
        return None
    indefinite = any(c.dep_ == "det" and c.lower_ in {"a", "an"} for c in obj.children)
    return NAME_FACT if indefinite else None


def _bare_name(phrase: str) -> str:
    """``phrase`` without a leading honorific or ``the``, lower-cased (``Mr McMinnis`` ->
    ``mcminnis``)."""
    words = phrase.replace("’", "'").split()
    while words and words[0].lower().rstrip(".") in HONORIFICS | {"the"}:
        words = words[1:]
    return " ".join(words).lower()


def same_entity_problem(head: str, tail: str, doc: Any = None) -> str | None:
    """``head and tail name the same``: ``(McMinnis, be delighted for, Mr McMinnis)``: one
    name on both sides, so coreference or the parse made the speaker's words about himself;
    or head and tail span the same words of the sentence (``Macmillan's Brave the Shave`` and
    ``the Shave campaign``: one name split in two, ``spacy-patterns.v37``)."""
    name = _bare_name(head)
    if name and name == _bare_name(tail) and any(w[:1].isupper() for w in head.split()):
        return SAME_ENTITY
    if doc is None or head in tail or tail in head:
        return None
    heads = {t.i for t in text_tokens(head, doc)}
    return SAME_ENTITY if heads & {t.i for t in text_tokens(tail, doc)} else None

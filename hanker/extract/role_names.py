"""The spaCy extractor's name patterns (``spacy-patterns.v7``): roles written before a name
whatever the parse, agents of a participle after a name, and objects a dash aside names.

A mixin of :class:`hanker.extract.spacy_patterns.SpacyExtractor` (it uses the extractor's
``_emit``, ``_clause_heads`` and ``stats``):

- ``the UN human rights chief Volker Turk``, ``the CBI's new director general Rain
  Newton-Smith``: (name, title, ``UN human rights chief``) when the words before the name end
  in a role noun and name whose role it is (an organisation, a place, a nationality); the
  parser often reads such a title as an appositive, so :func:`title_tokens` misses it.
- ``won by Blue Comet, ridden by Ana Ruiz``: (Blue Comet, be ridden by, Ana Ruiz), a past
  participle with its agent right after the clause's object or agent, when the parser hangs
  it on the clause and the verb is one of performing with something (ride, train, direct, ...);
  any other such participle is dropped (``participle of the clause``: whose is it?).
- ``tested one of its new rockets - the Falcon X2 launcher - in May``: (name, test, the Falcon
  X2 launcher), the dash aside that names the object the clause keeps vague.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from hanker.extract.clauses import clause_status
from hanker.extract.fact_checks import clause_problem, is_dash
from hanker.extract.spacy_extras import ExtrasMixin
from hanker.extract.spacy_phrases import HONORIFICS, phrase_span, verb_relation
from hanker.extract.title_checks import title_text

ROLE_NOUNS = frozenset(
    {
        *("chief", "head", "director", "chairman", "chairwoman", "chair", "secretary"),
        *("minister", "president", "leader", "commissioner", "ambassador", "editor"),
        *("captain", "coach", "manager", "founder", "co-founder", "spokesman", "spokeswoman"),
        *("spokesperson", "governor", "mayor", "chancellor", "boss", "envoy", "executive"),
    }
)
_TWO_WORD_ROLES = frozenset({"general"})  # "director general", "secretary general"
_NAMING = frozenset({"ORG", "GPE", "NORP", "LOC", "FAC"})
_PERFORMING = frozenset(
    {"ride", "train", "drive", "pilot", "direct", "write", "compose", "produce", "design"}
)
_NAMED = {"PERSON", "ORG", "GPE", "NORP", "FAC", "LOC", "PRODUCT", "WORK_OF_ART", "EVENT"}


def _role_end(doc: Any, start: int) -> int | None:
    """The index of the role noun just before a name (past an honorific), else None."""
    i = start - 1
    while i >= 0 and doc[i].text.rstrip(".").lower() in HONORIFICS:
        i -= 1
    if i < 1 or doc[i].ent_type_ or not doc[i].text[:1].islower():
        return None
    word = doc[i].lower_
    if word in _TWO_WORD_ROLES and doc[i - 1].lower_ in {"director", "secretary"}:
        return i
    return i if word in ROLE_NOUNS else None


def role_prefix(doc: Any, start: int) -> tuple[int, int] | None:
    """The token range of a role written before the name at ``start`` (``the UN human rights
    chief Volker Turk``: ``UN human rights chief``), when a named word says whose role it is."""
    end = _role_end(doc, start)
    if end is None:
        return None
    first = end - 1 if doc[end].lower_ in _TWO_WORD_ROLES else end
    i = first - 1
    while i >= 0 and first - i <= 6:
        t = doc[i]
        if t.lower_ in {"'s", "’s"} and i > 0 and doc[i - 1].ent_type_ in _NAMING:
            i -= 1
        elif _ends_title(t):
            break
        first, i = i, i - 1
    if first > 0 and doc[first - 1].pos_ in {"PROPN", "NUM"}:
        return None  # "Arsenal's Ana Ruiz coach": a name runs on before the role
    named = any(t.ent_type_ in _NAMING or t.pos_ == "PROPN" for t in doc[first:end])
    return (first, end + 1) if named else None


def _ends_title(token: Any) -> bool:
    """Whether a word before a role is no part of the title (a person, a verb, a date)."""
    if token.ent_type_ == "PERSON" or token.pos_ not in {"PROPN", "NOUN", "ADJ"}:
        return True
    return bool(token.ent_type_) and token.ent_type_ not in _NAMING


class RoleNamesMixin(ExtrasMixin):
    """Roles before names, participle agents after names, objects named in a dash aside (uses
    the extras mixin's helpers and the extractor's ``_emit`` and ``_clause_heads``)."""

    def _role_names(self, doc: Any, subject: str | None) -> Iterator[tuple[str, str, str]]:
        """The name patterns of one prose sentence (none in documents with a subject)."""
        if subject:
            return
        for ent in doc.ents:
            if ent.label_ == "PERSON":
                span = role_prefix(doc, ent.start)
                title = (
                    None if span is None else title_text(list(doc[span[0] : span[1]]), self.stats)
                )
                if title is not None:  # the whole role phrase or nothing
                    yield from self._emit(ent.text, "title", title)
        for token in doc:
            if token.tag_ == "VBN" and token.dep_ == "advcl":  # acl: spacy_patterns reads it
                yield from self._participle_agent(token)
            if token.dep_ == "dobj" and token.head.pos_ == "VERB":
                yield from self._dash_named(token, doc)

    def _participle_agent(self, verb: Any) -> Iterator[tuple[str, str, str]]:
        """``Blue Comet, ridden by Ana Ruiz``: (Blue Comet, be ridden by, Ana Ruiz)."""
        doc = verb.doc
        before = doc[verb.i - 1] if verb.i >= 2 else None
        if before is None or before.text != "," or doc[verb.i - 2].ent_type_ not in _NAMED:
            return
        name = next((e for e in doc.ents if e.end == verb.i - 1), None)
        if (
            name is None
            or name.root.dep_ == "ROOT"
            or any(t.pos_ not in {"PROPN", "NUM", "DET"} for t in name)
        ):
            return  # "Aboard Storm Petal": a word of the clause read into the name
        if not _in_predicate(name.root, verb.head):
            return  # "Aboard Blue Comet, ridden by X, the favourite led": the subject's
        if verb.lemma_ not in _PERFORMING:
            self.stats.drop("participle of the clause")  # "X beat Y, backed by Z": whose?
            return
        status = clause_status(verb.head, self._text_of_token)
        if not status.kept or status.speaker:
            self.stats.drop(status.kind or "reported participle")
            return
        for agent in (c for c in verb.children if c.dep_ == "agent"):
            for pobj in (c for c in agent.children if c.dep_ == "pobj"):
                if pobj.ent_type_ not in _NAMED:
                    continue
                start, end = phrase_span(pobj, self._entities)
                yield from self._emit(name.text, f"be {verb.lower_} by", doc.text[start:end], True)

    def _dash_named(self, obj: Any, doc: Any) -> Iterator[tuple[str, str, str]]:
        """``tested one of its rockets - the Falcon X2 launcher -``: the aside as the object."""
        nouns = [obj] + [  # "one of its rockets - the X2 -": the aside hangs on "rockets"
            p for c in obj.children if c.dep_ == "prep" and c.lower_ == "of" for p in c.children
        ]
        aside = next(
            (c for n in nouns for c in n.children if c.dep_ == "appos" and _after_dash(c, n)),
            None,
        )
        first = min(t.i for t in aside.subtree) if aside is not None else 0
        if (
            aside is None
            or not any(  # the aside's own name: "the DF-9 glider", no "one of ..."
                t.ent_type_ in _NAMED or t.pos_ == "PROPN" for t in doc[first : aside.i + 1]
            )
        ):
            return
        verb = obj.head
        heads = self._clause_heads(verb, doc, None)
        status = clause_status(verb, self._text_of_token)
        relation = verb_relation(verb)
        problem = status.kind if not status.kept else clause_problem(verb, relation)
        if not heads or problem is not None:
            return
        start, end = phrase_span(aside, self._entities)
        said = f" (according to {status.speaker})" if status.speaker else ""
        for head, extra in heads:
            own = said if status.speaker != head or status.self_claim else ""
            yield from self._emit(head, f"{extra}{relation}{own}", doc.text[start:end], True)


def _in_predicate(noun: Any, verb: Any) -> bool:
    """Whether ``noun`` is the object or the passive agent of ``verb`` (after it)."""
    if noun.i < verb.i:
        return False
    if noun.dep_ == "dobj":
        return bool(noun.head.i == verb.i)
    return bool(noun.dep_ == "pobj" and noun.head.dep_ == "agent" and noun.head.head.i == verb.i)


def _after_dash(token: Any, noun: Any) -> bool:
    """Whether the phrase of ``token`` opens right after a dash that ends the phrase of
    ``noun`` (a common noun: an aside after a name describes the name, not the object)."""
    first = min(t.i for t in token.subtree)
    if first < 2 or not is_dash(token.doc[first - 1]):
        return False
    before = token.doc[first - 2]
    return before.pos_ == "NOUN" and any(t.i == before.i for t in noun.subtree)

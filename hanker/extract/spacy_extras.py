"""The spaCy extractor's entity patterns: appositives and titles, and typed values left over.
A mixin of :class:`.spacy_patterns.SpacyExtractor` (uses its ``_emit``, ``_entities``, ``stats``)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from hanker.extract.chain_checks import (
    OBJECT_RELATIVE,
    appositive_problem,
    misread_relative,
    relative_object,
)
from hanker.extract.clauses import clause_status
from hanker.extract.defining_clauses import defining_clause_end
from hanker.extract.document_names import NAMED_LABELS, names_entity
from hanker.extract.fact_checks import clause_problem, is_dash, particle_relation
from hanker.extract.head_checks import (
    COMPLEMENT_MISPARSED,
    MODIFIER_HEAD,
    described_inner_name,
    misparsed_complement,
)
from hanker.extract.head_phrases import rank_split
from hanker.extract.modifier_checks import preposition_verb
from hanker.extract.name_checks import (
    NAME_SPLIT,
    TITLE_NOT_ROLE,
    hyphened_start,
    in_hyphened_word,
    is_title,
    split_name,
    title_tokens,
)
from hanker.extract.object_gaps import from_gerund_after
from hanker.extract.prose_checks import dated_object, prepositional_problem
from hanker.extract.shared_heads import value_cut
from hanker.extract.spacy_objects import bare_gerund, unfolded_object
from hanker.extract.spacy_phrases import VALUE_LABELS, expand_conj, phrase_span, verb_relation
from hanker.extract.title_checks import title_text
from hanker.extract.value_heads import measured_heads

_SPAN_PREPS = frozenset({"within", "after", "before", "during", "for", "until", "from"})
_PHRASE_DEPS = frozenset({"compound", "amod", "nummod", "poss", "prep", "pobj", "pcomp", "nmod"})
_VALUE_MODIFIERS = frozenset({"nummod", "compound", "amod", "poss"})


def _age_after(ent: Any) -> Any | None:
    """The bare number between commas right after a name (``Mr Khan, 36, ...``), else None."""
    doc = ent.doc
    i = ent.end
    if i + 2 < len(doc) and doc[i].text == "," and doc[i + 2].text in {",", ")"}:
        number = doc[i + 1]
        if number.like_num and number.text.isdigit() and 0 < int(number.text) < 120:
            return number
    return None


class ExtrasMixin:
    """Appositives, titles and leftover values; helpers shared with the clause patterns."""

    _entities: Sequence[tuple[int, int]]
    _document_names: frozenset[str]
    stats: Any

    def _emit(
        self, head: str, relation: str, tail: str, strict: bool = False
    ) -> Iterator[tuple[str, str, str]]:
        """The checked triple (nothing when a check drops it); the extractor class defines it."""
        raise NotImplementedError  # abstract in the mixin: SpacyExtractor implements it

    def _heads(self, token: Any, doc: Any, subject: str | None) -> list[tuple[str, str]]:
        """The (head, relation prefix) pairs of a verb's subject; the extractor class defines it."""
        raise NotImplementedError  # abstract in the mixin: SpacyExtractor implements it

    def _clause_heads(self, verb: Any, doc: Any, subject: str | None) -> list[tuple[str, str]]:
        """:meth:`_heads`, none when the verb's object and a conjunct verb are a misparsed
        complement clause (``X understands A is B``; outside agreements), none for a
        participle used as a preposition (``following the win``)."""
        if preposition_verb(verb):
            self.stats.drop("preposition read as a verb")  # "following", "coupled with"
            return []
        if not subject and misread_relative(verb):  # "the threats that X faced"
            self.stats.drop(OBJECT_RELATIVE)
            return []
        heads = self._heads(verb, doc, subject)
        if not heads and not subject and getattr(self, "require_named_head", False):
            heads = measured_heads(verb, self._entities, self.stats)  # "The 7.4 ... quake"
        if heads and not subject and misparsed_complement(verb):
            self.stats.drop(COMPLEMENT_MISPARSED, len(heads))
            return []
        return heads

    def _is_entity(self, phrase: str, doc: Any) -> bool:
        """Whether a phrase names an entity (:func:`.document_names.names_entity`)."""
        return names_entity(phrase, doc, self._entities, self._document_names)

    def _verb_preps(self, obj: Any) -> list[Any]:
        """Prepositional phrases inside an agreement clause's object that qualify the verb.

        The parser hangs them on the nearest noun as often as on the verb, and which it picks
        changes with the names and numbers in the sentence (``notify B Ltd of any defect
        within 30 days``). Two kinds are read as the verb's, so that every wording of a clause
        gives the same facts: a phrase after a party's name put in by coreference (a defined
        term such as "the Seller" takes no qualifier of its own), and a period (``within 30
        days``, ``for 2 years``) hung on a noun. Returns the prepositions, outermost first.
        """
        found: list[Any] = []
        stack = [obj]
        while stack:
            current = stack.pop()
            for child in current.children:
                if child.dep_ not in _PHRASE_DEPS:
                    continue
                if (
                    child.dep_ == "prep"
                    and child.i > current.i
                    and self._qualifies_verb(current, child)
                ):
                    found.append(child)
                    continue
                stack.append(child)
        return sorted(found, key=lambda t: t.i)

    def _object_span(
        self, obj: Any, relation: str, objects: list[tuple[str, Any]], agreement: bool
    ) -> tuple[int, int]:
        """Character span of an object's phrase; in an agreement, its phrases that qualify the
        verb (:meth:`_verb_preps`) are left out and queued in ``objects`` as the verb's own."""
        moved = self._verb_preps(obj) if agreement else []
        objects.extend(
            (f"{relation} {p.lower_}", o)
            for p in moved
            for c in p.children
            if c.dep_ == "pobj"
            for o in expand_conj(c)
        )
        return phrase_span(obj, self._entities, {p.i for p in moved})

    def _qualifies_verb(self, noun: Any, prep: Any) -> bool:
        """Whether ``prep`` (a child of ``noun`` in an object) belongs to the clause's verb."""
        objects = [c for c in prep.children if c.dep_ == "pobj"]
        if not objects:
            return False
        for start, end in self._entities:
            if start <= noun.idx < end and prep.idx >= end:
                return True  # "notify [B Ltd] of any defect"
        period = any(
            o.ent_type_ in {"DATE", "TIME"} or any(c.dep_ == "nummod" for c in o.children)
            for o in objects
        )
        nominal = noun.pos_ == "NOUN" or bare_gerund(noun)
        return nominal and prep.lower_ in _SPAN_PREPS and period

    def _before_comma(self, token: Any) -> str | None:
        """The noun phrase just before ``, whose``/``, who``: the relative pronoun's antecedent."""
        doc = token.doc
        i = token.i - 1
        while i >= 0 and doc[i].is_punct:
            i -= 1
        if i < 0 or doc[i].pos_ not in {"PROPN", "NOUN"}:
            return None
        start, end = phrase_span(doc[i], self._entities)
        return str(doc.text[start:end])

    def _appositives(
        self, doc: Any, subject: str | None = None, covered: set[int] | None = None
    ) -> Iterator[tuple[str, str, str]]:
        """``X, the chief executive of Y``: (X, be, the chief executive of Y) and, outside
        agreements, (X, be chief executive of, Y); titles before a person's name."""
        covered = covered if covered is not None else set()
        for ent in doc.ents:
            if ent.label_ not in {"PERSON", "ORG", "GPE"}:
                continue
            root = ent.root
            inner = not subject and described_inner_name(root)  # "The wife of Senator Ruiz, 54,"
            if inner:
                age = _age_after(ent)
                described = [
                    c
                    for c in root.children
                    if c.dep_ == "appos" and c.i >= ent.end and (age is None or c.i != age.i)
                ]
                if described or age is not None:
                    self.stats.drop(MODIFIER_HEAD, len(described) + (age is not None))
                    covered.update(t.i for c in described for t in c.subtree)
                    covered.update([age.i] if age is not None else [])
            for child in (c for c in root.children if not inner):
                if (
                    child.dep_ == "appos"
                    and child.pos_ == "NOUN"  # a role; a name after a comma is a list item
                    and child.i > ent.end - 1
                    and child.ent_type_ == ""
                    and not in_hyphened_word(child)  # "ex" and "-" of "ex-wife": one word
                ):
                    yield from self._appositive(ent, child, subject)
            if ent.label_ == "PERSON" and not subject and not inner:
                yield from self._age(ent, covered)
            if ent.label_ == "PERSON":
                yield from self._title(ent)

    def _appositive(
        self, ent: Any, child: Any, subject: str | None
    ) -> Iterator[tuple[str, str, str]]:
        """(name, be, the role) and (name, be <role> <prep>, object) of one appositive noun."""
        if not subject and _cut_from_clause(child):
            self.stats.drop("appositive cut from its clause")
            return
        chained = None if subject else appositive_problem(ent.root, child)  # "A, the X, B,"
        if chained is not None:
            self.stats.drop(chained)
            return
        text = child.doc.text
        first = hyphened_start(child)  # "ex" of "the ex-wife of ..."
        start, end = phrase_span(child, self._entities)
        start = min(start, phrase_span(first, self._entities)[0])
        end = max(end, (not subject and defining_clause_end(child)) or end)  # "a condition that"
        before = text[max(start - 3, 0) : start]
        if '"' in text[start:end] or "(" in before or '"' in before:
            return  # a defined-term parenthetical, not an appositive
        if not subject and ":" in text[ent.end_char : start]:  # "from X: an audio message"
            self.stats.drop("apposition after a colon")
            return
        yield from self._emit(ent.text, "be", text[start:end])
        if not subject:
            yield from self._role_of(ent.text, child, text[first.idx : child.idx])

    def _title(self, ent: Any) -> Iterator[tuple[str, str, str]]:
        """(name, title, the title before it) when the words before a person's name are one."""
        name, title, ranks = rank_split(ent, title_tokens(ent.doc, ent.start))  # "Ch Supt"
        if title and not ranks and not is_title(title):
            self.stats.drop(TITLE_NOT_ROLE)  # "London Heathrow", "the show Prima Facie"
        elif title and (text := title_text(title, self.stats)) is not None:  # whole or none
            yield from self._emit(name, "title", text)

    def _age(self, ent: Any, covered: set[int]) -> Iterator[tuple[str, str, str]]:
        """``Mr Khan, 36, was ...``: a bare number between commas right after a person's name."""
        number = _age_after(ent)
        if number is not None:
            covered.add(number.i)
            yield from self._emit(ent.text, "age", number.text)

    def _role_of(self, name: str, noun: Any, prefix: str = "") -> Iterator[tuple[str, str, str]]:
        """(name, be <role> <prep>, object) from an appositive ``the <role> <prep> <object>``."""
        for prep in (
            c for c in noun.children if c.dep_ == "prep" and c.lower_ in {"of", "at", "for"}
        ):
            for pobj in (c for c in prep.children if c.dep_ == "pobj"):
                role = [
                    t
                    for t in noun.subtree
                    if t.i <= noun.i and t.dep_ not in {"det", "poss", "punct"}
                ]
                if not role:
                    continue
                words = " ".join(t.text for t in role)
                words = f"{prefix}{words}" if prefix and len(role) == 1 else words
                start, end = phrase_span(pobj, self._entities)
                yield from self._emit(
                    name, f"be {words} {prep.lower_}", noun.doc.text[start:end], strict=True
                )

    def _values(
        self, doc: Any, subject: str | None, covered: set[int]
    ) -> Iterator[tuple[str, str, str]]:
        """Typed values not already inside an object: in agreements attach them to the sentence's
        first name or the document; elsewhere only to the named subject of their verb."""
        text = doc.text
        spans = [ent for ent in doc.ents if ent.label_ in VALUE_LABELS]
        in_ents = {t.i for ent in spans for t in ent}
        spans += [
            doc[t.i : t.i + 1]
            for t in doc
            if (t.like_num or any(ch.isdigit() for ch in t.text)) and t.i not in in_ents
        ]
        for span in spans:
            if any(t.i in covered for t in span):
                continue
            value = text[span.start_char : span.end_char]
            if subject:
                # a term of the agreement: the agreement's, like the clause patterns' terms
                # (Agreement between A and B, "A pay within", 60 days), A the clause's subject
                governor = span.root.head
                if governor.dep_ == "prep":
                    relation = f"{governor.head.lemma_.lower()} {governor.text.lower()}"
                else:
                    relation = governor.lemma_.lower()
                party = self._clause_party(governor, doc)
                yield from self._emit(subject, f"{party} {relation}" if party else relation, value)
            else:
                yield from self._verb_value(span, value)

    def _clause_party(self, token: Any, doc: Any) -> str | None:
        """The named subject of the clause ``token`` is in (the nearest verb up with a subject)."""
        while True:
            subjects = [c for c in token.children if c.dep_ in {"nsubj", "nsubjpass"}]
            if subjects:
                start, end = phrase_span(subjects[0], self._entities)
                names = {doc.text[s:e] for s, e in self._entities}
                names |= {ent.text for ent in doc.ents if ent.label_ in NAMED_LABELS}
                name = str(doc.text[start:end])
                return name if name in names else None
            if token.head.i == token.i:
                return None
            token = token.head

    def _verb_value(self, span: Any, value: str) -> Iterator[tuple[str, str, str]]:
        """A value hanging off a verb (``died on 5 May``, ``rose 3%``): (named subject, verb, value)."""
        root = span.root
        if (
            root.dep_ in {"nummod", "quantmod"}
            and root.head.pos_ == "NOUN"
            and root.head.dep_ in {"npadvmod", "pobj", "dobj", "attr"}
            and root.head.i > root.i
        ):  # a number with its unit noun: "revised 78 times", "for 1.75 million hours"
            unit = root.head
            value = span.doc.text[span.start_char : unit.idx + len(unit.text)]
            root = unit
        cut = value_cut(span.doc[span.start : max(span.end, root.i + 1)])  # "six [and a half]"
        if root.dep_ in {"nsubj", "nsubjpass"} or cut:  # "aged 95, South Africa" read as one
            self.stats.drop(cut or "value is the subject")
            return
        if any(is_dash(t) for t in span.doc[span.start : root.i]):
            self.stats.drop("dash apposition")  # "in 2012 - her first job abroad"
            return
        anchor = _value_anchor(root)
        if isinstance(anchor, str):
            self.stats.drop(anchor)
            return
        governor, prep, dated = anchor
        if governor.pos_ not in {"VERB", "AUX"} or root.dep_ in _VALUE_MODIFIERS:
            self.stats.drop("noun modifier")
            return
        if relative_object(governor):  # "the house Ann had bought in 1998"
            self.stats.drop(OBJECT_RELATIVE)
            return
        heads = self._clause_heads(governor, governor.doc, None)
        if not heads:
            return
        status = clause_status(governor, self._text_of_token)
        problem = status.kind if not status.kept else None
        if problem is None:  # negated, hedged, a speech act, an idea's content
            problem = clause_problem(governor, verb_relation(governor))
        if problem is not None:  # "The agency said about half of ...": a piece of the claim
            self.stats.drop(problem)
            return
        said = f" (according to {status.speaker})" if status.speaker else ""
        relation = f"{verb_relation(governor)} {dated or ''} {prep}".replace("  ", " ").strip()
        for head, extra in heads:
            own = said if status.speaker != head or status.self_claim else ""
            yield from self._emit(head, f"{extra}{relation}{own}", value, strict=True)

    def _text_of_token(self, token: Any) -> str:
        start, end = phrase_span(token, self._entities)
        return str(token.doc.text[start:end])


def _value_anchor(root: Any) -> tuple[Any, str, str | None] | str:
    """The verb a value hangs off, its preposition and the short object the value dates
    (``became part of Scotland in 1472``, ``backed the committee's finding last month``), or
    why the value says nothing on its own (the drop reason)."""
    governor, prep, dated = root.head, "", None
    if any(t.lower_ in {"every", "each"} for t in root.subtree):
        return "how often, not a value"  # "publishes a novel every one to two years"
    if governor.dep_ in {"prep", "agent"}:
        problem = prepositional_problem(governor.head, governor, agreement=False)
        if problem != "content left out":
            dated = dated_object(governor.head, [root])
        if problem is not None and dated is None:
            return problem
        if split_name(governor.head):  # "founded Help for Heroes in 2007"
            return NAME_SPLIT
        folding = unfolded_object(governor.head, governor, root)
        if folding is not None and dated is None:  # "stabbed Cambridge University ... in"
            return folding
        folded = particle_relation(governor.head, governor, "")
        if folded is None:  # "to cling on to from a hard winter"
            return "particle left out of the relation"
        prep, governor = f"{folded} {governor.lower_}".strip(), governor.head
    elif root.ent_type_ in {"DATE", "TIME"} and any(
        c.dep_ in {"dobj", "attr", "oprd", "ccomp", "xcomp", "acomp"} for c in governor.children
    ):  # "Last month, the Commons backed the committee's finding"
        dated = dated_object(governor, [root])
        if dated is None:
            return "time adjunct only"
    if any(c.dep_ == "neg" or c.lower_ == "never" for c in governor.children):
        return "negated clause"
    gap = root.dep_ == "dobj" and from_gerund_after(governor, root)  # "stopped 40 from going"
    return "content left out" if gap else (governor, prep, dated)


def _cut_from_clause(noun: Any) -> bool:
    """``X, the lawyer representing Y``: a definite role that only its clause makes one; the
    phrase leaves the clause out, and ``the lawyer`` alone says nothing."""
    definite = any(c.dep_ == "det" and c.lower_ == "the" for c in noun.children)
    deps = {c.dep_ for c in noun.children}
    return definite and bool(deps & {"acl", "relcl"}) and "prep" not in deps

"""``spacy``: triples from dependency and entity patterns on the coreference-resolved text.

Patterns (each yields ``(head, relation, tail)`` spans of the sentence):

* subject-verb-object, with the verb chain (``agree to sell``), particles, negation and
  passive voice, objects reached directly (``dobj``, ``attr``, ``dative``) or through a
  preposition (``send ... within 5 days`` -> relation ``send within``);
* relative clauses read through their antecedent (``X, whose address is at Y`` ->
  ``(X, address be at, Y)``; ``X, who resides at Y`` -> ``(X, reside at, Y)``);
* appositives and titles (``Kyriakos Mitsotakis, the Greek prime minister``);
* label-value lines (``Total price in dollars: 100650``) attached to the document's
  subject when coreference found one (a contract), else to the label;
* typed values (dates, amounts, percentages, quantities) not yet covered, attached to the
  sentence's proper-noun subject or the document subject through their syntactic head.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from typing import Any

from hanker.extract.base import ExtractionStats, RawTriple
from hanker.extract.label_lines import agreement_line_facts
from hanker.kg.fact import ExtractorInfo
from hanker.text.nlp import DEFAULT_SPACY_MODEL, load_spacy, spacy_model_name
from hanker.text.segment import Chunk

SPACY_EXTRACTOR_VERSION = "spacy-patterns.v1"
_KEEP_IN_PHRASE = {
    "det",
    "amod",
    "compound",
    "nummod",
    "poss",
    "case",
    "prep",
    "pobj",
    "pcomp",  # "the business of supplying climbing ropes"
    "quantmod",
    "nmod",
    "npadvmod",
    "advmod",
    "neg",
    "num",
    "punct",
    "hmod",
    "hyph",
}
_SKIP_CHILDREN = {"relcl", "acl", "appos", "conj", "cc", "advcl", "parataxis", "ccomp", "mark"}
_VALUE_LABELS = {"DATE", "TIME", "MONEY", "PERCENT", "QUANTITY", "CARDINAL"}
_PRONOUNS = {
    "it",
    "its",
    "he",
    "she",
    "they",
    "them",
    "this",
    "that",
    "these",
    "those",
    "which",
    "who",
    "whom",
    "i",
    "we",
    "you",
    "there",
}
_LABEL_LINE = re.compile(r"^\s*([A-Z][^:\n\d]{2,60}):\s+(\S.{0,200})$")
_MAX_TOKENS = 16
_HONORIFICS = frozenset(
    {"mr", "mrs", "ms", "miss", "mx", "dr", "sir", "dame", "lord", "lady", "prof"}
)
_HEADING = re.compile(r"^(?:\d+[.)]?\s*)?[^a-z]*$")  # "2. GOODS, QUANTITY AND PRICE", "13."


def _phrase(token: Any, entities: Sequence[tuple[int, int]] = ()) -> tuple[int, int]:
    """Character span of the noun phrase headed by ``token``, widened to whole known entities."""
    tokens = [token]
    stack = [token]
    while stack:
        current = stack.pop()
        for child in current.children:
            if child.dep_ in _SKIP_CHILDREN or (
                child.dep_ == "punct" and child.text in {",", ";", "(", ")", '"'}
            ):
                continue
            if child.dep_ in _KEEP_IN_PHRASE or child.dep_ in {"pobj", "dobj"}:
                tokens.append(child)
                stack.append(child)
    left = min(t.idx for t in tokens)
    right_token = max(tokens, key=lambda t: t.idx)
    right = right_token.idx + len(right_token.text)
    text = token.doc.text
    while right > left and text[right - 1] in ",;:.( \"'":
        right -= 1
    while left < right and text[left] in ",;:)( \"'":
        left += 1
    paren = text.find("(", left, right)
    if paren > left:  # a parenthetical (a definition, an aside) is not part of the phrase
        right = paren
        while right > left and text[right - 1] in " ,":
            right -= 1
    for start, end in entities:
        if start < right and left < end:
            left, right = min(left, start), max(right, end)
    return left, right


def _expand_conj(token: Any) -> list[Any]:
    out = [token]
    for child in token.children:
        if child.dep_ == "conj":
            out.extend(_expand_conj(child))
    return out


def _verb_relation(verb: Any) -> str:
    """Lemma chain of a verb: auxiliaries of passive/negation, particles, xcomp heads."""
    parts = []
    if any(c.dep_ == "neg" for c in verb.children):
        parts.append("not")
    if any(c.dep_ == "auxpass" for c in verb.children):
        parts.append("be")
        parts.append(verb.text.lower())
    else:
        parts.append(verb.lemma_.lower())
    parts.extend(c.text.lower() for c in verb.children if c.dep_ == "prt")
    return " ".join(parts)


class SpacyExtractor:
    """Dependency and entity patterns over spaCy parses."""

    max_chunk_chars = 2000

    def __init__(
        self,
        model: str = DEFAULT_SPACY_MODEL,
        batch_size: int = 64,
        require_named_head: bool = True,
    ) -> None:
        self.nlp = load_spacy(model)
        self.require_named_head = require_named_head  # outside documents with a subject (contracts)
        self.batch_size = batch_size
        self.info = ExtractorInfo(
            name="spacy", model=spacy_model_name(self.nlp), version=SPACY_EXTRACTOR_VERSION
        )
        self.stats = ExtractionStats()
        self._entities: Sequence[tuple[int, int]] = ()

    def extract(self, chunks: Sequence[Chunk]) -> Iterator[RawTriple]:
        """Triples of every sentence of every chunk."""
        todo = [
            (ci, si, s) for ci, chunk in enumerate(chunks) for si, s in enumerate(chunk.sentences)
        ]
        reparse = [
            item
            for item in todo
            if item[2].parse is None or (item[2].resolved and item[2].resolved != item[2].text)
        ]
        parses: dict[tuple[int, int], Any] = {}
        texts = (s.resolved or s.text for _, _, s in reparse)
        for (ci, si, _), doc in zip(
            reparse, self.nlp.pipe(texts, batch_size=self.batch_size), strict=True
        ):
            parses[(ci, si)] = doc
        for ci, si, sentence in todo:
            span = parses.get((ci, si))
            if span is None:
                span = (
                    sentence.parse.as_doc() if hasattr(sentence.parse, "as_doc") else sentence.parse
                )
            seen: set[tuple[str, str, str]] = set()
            self._entities = sentence.entities if (ci, si) in parses else []
            for head, relation, tail in self._sentence_triples(
                span, chunks[ci].subject, sentence.text
            ):
                key = (head.lower(), relation, tail.lower())
                if key in seen:
                    continue
                seen.add(key)
                self.stats.triples += 1
                yield RawTriple(head, relation, tail, ci, si)

    def _sentence_triples(
        self, doc: Any, subject: str | None, original: str
    ) -> Iterator[tuple[str, str, str]]:
        text = doc.text
        covered: set[int] = set()  # token indices used as objects
        if _HEADING.match(original.strip()):
            return
        # --- agreements in any wording (hanker.extract.label_lines): label, address, party lines
        line_facts = agreement_line_facts(original, text, subject)
        for line_fact in line_facts.triples:
            yield from self._emit(*line_fact)
        if line_facts.consumed:
            return
        # --- end of agreement hook
        label_line = _LABEL_LINE.match(original)
        if label_line and not any(
            t.pos_ in {"VERB", "AUX"}
            for t in doc
            if t.idx < len(label_line.group(1)) and doc.text.startswith(label_line.group(1)[:3])
        ):
            label = label_line.group(1).strip().lower()
            value = label_line.group(2).strip().rstrip(".")
            yield (subject or label_line.group(1).strip(), label, value)
            return
        for token in doc:
            if token.pos_ not in {"VERB", "AUX"} or token.dep_ == "aux" or token.dep_ == "auxpass":
                continue
            subjects = [c for c in token.children if c.dep_ in {"nsubj", "nsubjpass"}]
            if not subjects and token.dep_ == "xcomp" and token.head.pos_ in {"VERB", "AUX"}:
                subjects = [c for c in token.head.children if c.dep_ in {"nsubj", "nsubjpass"}]
            if not subjects and token.dep_ == "relcl":
                subjects = [token.head]
            if not subjects and token.dep_ == "conj" and token.head.pos_ in {"VERB", "AUX"}:
                subjects = [c for c in token.head.children if c.dep_ in {"nsubj", "nsubjpass"}]
            heads = self._subject_spans(token, subjects)
            if self.require_named_head and not subject:
                named = [
                    (h, x)
                    for h, x in heads
                    if self._is_entity(h, doc) or any(w[:1].isupper() for w in h.split()[1:])
                ]
                if len(named) < len(heads):
                    self.stats.drop("head names no entity", len(heads) - len(named))
                heads = named
            if not heads:
                continue
            relation = _verb_relation(token)
            if token.dep_ == "xcomp":
                relation = f"{_verb_relation(token.head)} to {relation}"
            objects: list[tuple[str, Any]] = []
            dangling = next(
                (
                    c.text.lower()
                    for c in token.children
                    if c.dep_ == "prep" and not any(g.dep_ == "pobj" for g in c.children)
                ),
                None,
            )
            for child in token.children:
                if child.dep_ in {"dobj", "attr", "oprd", "dative", "acomp"}:
                    objects.extend((relation, o) for o in _expand_conj(child))
                elif child.dep_ == "prep" and child.text.lower() == dangling:
                    orphan = self._noun_after(child)
                    if orphan is not None and not any(
                        c.dep_ == "conj" and c.pos_ in {"NOUN", "PROPN"} for c in token.children
                    ):
                        objects.append((f"{relation} {dangling}", orphan))
                elif child.dep_ == "conj" and child.pos_ in {"NOUN", "PROPN"}:
                    # "is governed by, and interpreted under, the laws of X": the object hangs off as a conjunct
                    objects.append((f"{relation} {dangling}" if dangling else relation, child))
                elif child.dep_ in {"prep", "agent"}:
                    for pobj in (c for c in child.children if c.dep_ == "pobj"):
                        objects.extend(
                            (f"{relation} {child.text.lower()}", o) for o in _expand_conj(pobj)
                        )
            anchored = any(self._is_entity(h, doc) for h, _ in heads)
            for rel, obj in objects:
                start, end = _phrase(obj, self._entities)
                tail = text[start:end]
                covered.update(t.i for t in obj.subtree if start <= t.idx < end)
                term_value = any(
                    t.like_num or any(ch.isdigit() for ch in t.text) for t in obj.subtree
                ) and not any(t.pos_ == "PROPN" for t in obj.subtree)
                for head_text, extra in heads:
                    if (
                        subject
                        and subject not in head_text
                        and not extra
                        and (not anchored or term_value)
                    ):
                        # In a document about one thing (a contract), a term of the clause belongs to that
                        # thing: (Agreement between A and B, "A pay within", 60 days), not (A, pay within, 60 days).
                        yield from self._emit(subject, f"{head_text} {extra}{rel}", tail)
                    else:
                        yield from self._emit(head_text, f"{extra}{rel}", tail)
        yield from self._appositives(doc)
        yield from self._values(doc, subject, covered)

    def _subject_spans(self, verb: Any, subjects: list[Any]) -> list[tuple[str, str]]:
        """(head text, relation prefix) per subject, reading relative pronouns through their antecedent."""
        out = []
        text = verb.doc.text
        for subj in subjects:
            for s in _expand_conj(subj):
                if s.lower_ in {"who", "which", "that"} and verb.dep_ == "relcl":
                    start, end = _phrase(verb.head, self._entities)
                    out.append((text[start:end], ""))
                    continue
                possessor = next(
                    (c for c in s.children if c.dep_ == "poss" and c.lower_ == "whose"), None
                )
                if possessor is not None:
                    owner = self._before_comma(possessor)
                    if owner is not None:
                        own = " ".join(
                            t.text
                            for t in s.subtree
                            if t.i != possessor.i and t.dep_ not in {"det"}
                        ).lower()
                        out.append((owner, f"{own} "))
                    continue
                start, end = _phrase(s, self._entities)
                out.append((text[start:end], ""))
        return out

    def _is_entity(self, phrase: str, doc: Any) -> bool:
        """Whether a phrase names an entity: a resolved antecedent or a named entity of the sentence."""
        names = [doc.text[s:e] for s, e in self._entities]
        names += [
            ent.text
            for ent in doc.ents
            if ent.label_ in {"PERSON", "ORG", "GPE", "NORP", "FAC", "LOC"}
        ]
        return any(name and name in phrase for name in names)

    def _noun_after(self, prep: Any) -> Any | None:
        """The noun phrase right after a preposition the parser left without an object."""
        doc = prep.doc
        for token in doc[prep.i + 1 : min(prep.i + 6, len(doc))]:
            if token.is_punct or token.pos_ in {"DET", "ADJ", "NUM"}:
                continue
            if token.pos_ in {"NOUN", "PROPN"}:
                return token
            return None
        return None

    def _before_comma(self, token: Any) -> str | None:
        """The noun phrase just before ``, whose``/``, who``: the relative pronoun's antecedent."""
        doc = token.doc
        i = token.i - 1
        while i >= 0 and doc[i].is_punct:
            i -= 1
        if i < 0 or doc[i].pos_ not in {"PROPN", "NOUN"}:
            return None
        start, end = _phrase(doc[i], self._entities)
        return doc.text[start:end]

    def _appositives(self, doc: Any) -> Iterator[tuple[str, str, str]]:
        text = doc.text
        for ent in doc.ents:
            if ent.label_ not in {"PERSON", "ORG", "GPE"}:
                continue
            root = ent.root
            for child in root.children:
                if (
                    child.dep_ == "appos"
                    and child.pos_ in {"NOUN", "PROPN"}
                    and child.i > ent.end - 1
                    and child.ent_type_ == ""
                ):
                    start, end = _phrase(child, self._entities)
                    before = text[max(start - 3, 0) : start]
                    if '"' in text[start:end] or "(" in before or '"' in before:
                        continue  # a defined-term parenthetical, not an appositive
                    yield from self._emit(ent.text, "be", text[start:end])
            title = [
                t
                for t in doc[max(ent.start - 4, 0) : ent.start]
                if t.dep_ == "compound"
                and t.head.i >= ent.start
                and t.ent_type_ == ""
                and t.pos_ in {"PROPN", "NOUN", "ADJ"}
            ]
            title = [t for t in title if t.text.rstrip(".").lower() not in _HONORIFICS]
            if title and ent.label_ == "PERSON":
                yield from self._emit(
                    ent.text, "title", text[title[0].idx : title[-1].idx + len(title[-1].text)]
                )

    def _values(
        self, doc: Any, subject: str | None, covered: set[int]
    ) -> Iterator[tuple[str, str, str]]:
        """Typed values not already inside an object: attach them to the sentence's subject or the document."""
        text = doc.text
        anchor = (
            next((ent.text for ent in doc.ents if ent.label_ in {"PERSON", "ORG", "GPE"}), None)
            or subject
        )
        if anchor is None:
            return
        spans = [ent for ent in doc.ents if ent.label_ in _VALUE_LABELS]
        in_ents = {t.i for ent in spans for t in ent}
        spans += [
            doc[t.i : t.i + 1]
            for t in doc
            if (t.like_num or any(ch.isdigit() for ch in t.text)) and t.i not in in_ents
        ]
        for span in spans:
            if any(t.i in covered for t in span):
                continue
            governor = span.root.head
            if governor.dep_ == "prep":
                relation = f"{governor.head.lemma_.lower()} {governor.text.lower()}"
            else:
                relation = governor.lemma_.lower()
            yield from self._emit(anchor, relation, text[span.start_char : span.end_char])

    def _emit(self, head: str, relation: str, tail: str) -> Iterator[tuple[str, str, str]]:
        head, tail = head.strip(), tail.strip()
        if (
            not head
            or not tail
            or head.lower() in _PRONOUNS
            or tail.lower() in _PRONOUNS
            or head.lower() == tail.lower()
        ):
            self.stats.drop("empty or pronoun")
            return
        if re.match(r'^(?:the |a |an )?["“]', tail, re.IGNORECASE):
            self.stats.drop(
                "defined-term label"
            )  # ... are together called the "Parties": a name, not a fact
            return
        if len(head.split()) > _MAX_TOKENS or len(tail.split()) > _MAX_TOKENS:
            self.stats.drop("too long")
            return
        yield head, relation.strip(), tail

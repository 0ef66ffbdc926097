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

``spacy-patterns.v5`` on (see ``docs/fidelity.md``): facts checked against their sentence
(one module per kind of check, hooked in :mod:`.triple_context`); gerunds as objects.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from typing import Any

from hanker.core.fact import ExtractorInfo
from hanker.extract.base import ExtractionStats, RawTriple
from hanker.extract.clauses import clause_status
from hanker.extract.cut_units import time_one, whole_tail
from hanker.extract.definite_referents import mark_context
from hanker.extract.document_names import names_by_document
from hanker.extract.fact_checks import (
    after_dash,
    bare_tail_problem,
    clause_problem,
    possessive_problem,
    relation_problem,
)
from hanker.extract.fact_confidence import confidence_floor, confidence_problem, scored_version
from hanker.extract.gerund_objects import is_gerund_object
from hanker.extract.head_checks import conjunct_in_modifier, participle_head, relative_antecedent
from hanker.extract.head_phrases import clause_subjects, generic_head_problem
from hanker.extract.inner_subjects import subject_span
from hanker.extract.label_lines import agreement_line_facts
from hanker.extract.list_checks import subject_conjuncts
from hanker.extract.modifier_checks import kinship_head_problem
from hanker.extract.name_checks import HEAD_FRAGMENT, clean_edges, stray_subjects
from hanker.extract.name_tables import name_table
from hanker.extract.parse_agreement import misparsed_clause
from hanker.extract.pronoun_subjects import main_subject
from hanker.extract.prose_checks import head_problem, tail_problem
from hanker.extract.reported_clauses import spoken_sentences
from hanker.extract.role_names import RoleNamesMixin
from hanker.extract.spacy_objects import ObjectsMixin
from hanker.extract.spacy_phrases import (
    ALWAYS_CUT,
    CUT_ENDINGS,
    FUNCTION_WORDS,
    HEADING,
    LABEL_LINE,
    MAX_HEAD_TOKENS,
    MAX_TOKENS,
    PRONOUNS,
    phrase_span,
    verb_relation,
)
from hanker.extract.tail_complements import checked_gerund_tail, checked_tail, count_tail_problem
from hanker.extract.triple_context import DOCUMENT_SUBJECT, triple_problem
from hanker.text.nlp import DEFAULT_SPACY_MODEL, load_spacy, spacy_model_name
from hanker.text.segment import Chunk

SPACY_EXTRACTOR_VERSION = "spacy-patterns.v51"
_NONE: frozenset[str] = frozenset()


_SENTENCE_OPENERS = frozenset({"and", "but", "or", "so", "yet", "the", "a", "an"})
_NOT_NOUNS = frozenset(
    {"ADJ", "VERB", "ADV", "ADP", "SCONJ", "CCONJ", "PART", "PRON", "DET", "AUX"}
)


class SpacyExtractor(ObjectsMixin, RoleNamesMixin):
    """Dependency and entity patterns over spaCy parses.

    On documents with a subject (agreements) the contract patterns apply as before; on other
    text a fact must come from an assertive clause (:mod:`hanker.extract.clauses`; reported
    claims keep their speaker in the relation, ``... (according to X)``), its head must name
    an entity in at most a clause's worth of words, and its tail must be a whole noun phrase,
    number or date. Every candidate left out is counted in ``stats`` under its reason.
    """

    max_chunk_chars = 2000

    def __init__(
        self,
        model: str = DEFAULT_SPACY_MODEL,
        batch_size: int = 64,
        require_named_head: bool = True,
        min_fact_confidence: float | None = None,  # None: the fact-confidence model's own
    ) -> None:
        self.nlp, self._floor = load_spacy(model), confidence_floor(min_fact_confidence)
        self.require_named_head = require_named_head  # outside documents with a subject (contracts)
        self.batch_size = batch_size
        version = SPACY_EXTRACTOR_VERSION + scored_version(self._floor)  # "+fact-confidence.v3"
        self.info = ExtractorInfo(name="spacy", model=spacy_model_name(self.nlp), version=version)
        self.stats = ExtractionStats()
        self._entities: Sequence[tuple[int, int]] = ()
        self._document_names: frozenset[str] = frozenset()
        self._doc: Any = None  # the sentence's parse, for the checks of a whole fact
        self._original: Any = None  # the parse of the sentence as written, when it was resolved

    def extract(self, chunks: Sequence[Chunk]) -> Iterator[RawTriple]:
        """Triples of every sentence of every chunk."""
        todo = spoken_sentences(chunks, self.stats)  # not the inside of an open quotation
        reparse = [
            item
            for item in todo
            if item[2].parse is None or (item[2].resolved and item[2].resolved != item[2].text)
        ]
        parses: dict[tuple[int, int], Any] = {}
        names = names_by_document(chunks)  # "Stubb", "Queequeg": names the recogniser misses
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
            self._original = sentence.parse if (ci, si) in parses else None
            self._document_names = names.get(chunks[ci].doc_id, _NONE)  # none in agreements
            mark_context(span, chunks, ci, si)  # nouns named earlier: "the dam" of "the X dam"
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
        text, self._doc = doc.text, doc
        doc.user_data[DOCUMENT_SUBJECT] = subject  # its terms skip prose-only checks
        covered: set[int] = set()  # token indices used as objects
        if HEADING.match(original.strip()) or name_table(doc, self.stats):
            return
        # --- agreements in any wording (hanker.extract.label_lines): label, address, party lines
        line_facts = agreement_line_facts(original, text, subject)
        for line_fact in line_facts.triples:
            yield from self._emit(*line_fact)
        if line_facts.consumed:
            return
        label_line = LABEL_LINE.match(original)
        if label_line and not any(
            t.pos_ in {"VERB", "AUX"}
            for t in doc
            if t.idx < len(label_line.group(1)) and doc.text.startswith(label_line.group(1)[:3])
        ):
            label = label_line.group(1).strip().lower()
            value = label_line.group(2).strip().rstrip(".")
            if not subject and (value[:1] in "\"“‘'" or set(label.split()) & FUNCTION_WORDS):
                self.stats.drop("quoted speech")  # 'He said: "..."' is no label line
                return
            if not subject and label.split()[0] in _SENTENCE_OPENERS:
                self.stats.drop("sentence, not a label")  # "And the key question: X did Y"
                return
            if not subject:  # "Conditions of use: If you ...": a label of nothing named
                self.stats.drop("label line without a subject")
                return
            yield (subject, label, value)
            return
        for token in doc:
            if token.pos_ not in {"VERB", "AUX"} or token.dep_ == "aux" or token.dep_ == "auxpass":
                continue
            yield from self._verb_triples(token, doc, subject, covered)
        yield from self._appositives(doc, subject, covered)
        yield from self._role_names(doc, subject)
        yield from self._values(doc, subject, covered)

    def _heads(self, token: Any, doc: Any, subject: str | None) -> list[tuple[str, str]]:
        """The verb's subjects as (head text, relation prefix), named and short outside agreements."""
        subjects = [c for c in token.children if c.dep_ in {"nsubj", "nsubjpass"}]
        if reason := misparsed_clause(token, self._original, bool(subjects)):
            self.stats.drop(reason)  # "X was ... when the boat hit": "hit" misparsed
            return []
        if not subjects and token.dep_ == "xcomp" and token.head.pos_ in {"VERB", "AUX"}:
            subjects = [c for c in token.head.children if c.dep_ in {"nsubj", "nsubjpass"}]
        infinitive = any(c.tag_ == "TO" for c in token.children)  # "his desire to give ..."
        if (
            not subjects
            and token.dep_ in {"relcl", "acl"}
            and token.head.pos_ in {"NOUN", "PROPN"}
            and not (token.dep_ == "acl" and infinitive)
        ):
            noun, problem = participle_head(token)  # "held at the Guildhall, organised by"
            if noun is None:
                self.stats.drop(str(problem))
                return []
            subjects = [noun]  # "X, who ...", "Corach Rambler, ridden by Derek Fox"
        subjects, unclear = clause_subjects(token, subjects)  # "X did A, employing 500 people"
        if unclear:  # "but there were ..., giving them", "plans for what was called" + "X"
            self.stats.drop(unclear)
            return []
        stray = stray_subjects(subjects)  # "ex" of "ex-wife", "award" of "Emmy-award winning"
        if stray:
            self.stats.drop(HEAD_FRAGMENT, len(stray))
            subjects = [s for s in subjects if s not in stray]
        subjects = subjects if subject else [main_subject(token, s) or s for s in subjects]
        heads = self._subject_spans(token, subjects)
        if not self.require_named_head or subject:
            return heads
        named = [
            (h, x)
            for h, x in heads
            if self._is_entity(h, doc) or any(w[:1].isupper() for w in h.split()[1:])
        ]
        if len(named) < len(heads):
            self.stats.drop("head names no entity", len(heads) - len(named))
        short = [(h, x) for h, x in named if len(h.split()) <= MAX_HEAD_TOKENS]
        if len(short) < len(named):
            self.stats.drop("head longer than a clause", len(named) - len(short))
        whole = []
        for h, x in short:
            problem = head_problem(h, self._is_entity(h, doc))
            if problem is None:
                whole.append((h, x))
            else:
                self.stats.drop(problem)
        return whole

    def _verb_triples(
        self, token: Any, doc: Any, subject: str | None, covered: set[int]
    ) -> Iterator[tuple[str, str, str]]:
        """The facts of one verb's clause, when the clause asserts them."""
        heads = self._clause_heads(token, doc, subject)
        if not heads:
            return
        relation = verb_relation(token)
        if token.dep_ == "xcomp":
            if not subject and any(c.dep_ == "dobj" for c in token.head.children):
                self.stats.drop("object left out of the relation", len(heads))
                return  # "spent her childhood roaming ...": no (.., spend to roam, ..)
            relation = f"{verb_relation(token.head)} to {relation}"
        objects = self._objects(token, relation, agreement=bool(subject))
        if not objects:
            return
        status = clause_status(token, self._text_of_token, agreement=bool(subject))
        problem = status.kind if not status.kept else None
        if problem is None and not subject:
            problem = clause_problem(token, relation)
        if problem is not None:
            self.stats.drop(problem, len(objects) * len(heads))
            return
        said = f" (according to {status.speaker})" if status.speaker else ""
        text = doc.text
        anchored = any(self._is_entity(h, doc) for h, _ in heads)
        for rel, obj in objects:
            start, end, dropped = self._object_span_checked(obj, relation, objects, subject)
            if dropped is not None:
                self.stats.drop(dropped, len(heads))
                continue
            tail = text[start:end]
            inside = [t for t in obj.subtree if start <= t.idx < end]
            covered.update(t.i for t in inside)
            term_value = any(
                t.like_num or any(ch.isdigit() for ch in t.text) for t in inside
            ) and not any(t.pos_ == "PROPN" for t in inside)
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
                    own = said if status.speaker != head_text or status.self_claim else ""
                    yield from self._emit(head_text, f"{extra}{rel}{own}", tail, strict=not subject)

    def _object_span_checked(
        self, obj: Any, relation: str, objects: Any, subject: str | None
    ) -> tuple[int, int, str | None]:
        """The object's character span, or why the object gives no tail (prose only)."""
        if not subject and is_gerund_object(obj):
            return checked_gerund_tail(obj)  # "accused of stealing cars"
        if not subject and obj.pos_ in _NOT_NOUNS and not obj.ent_type_ and not obj.like_num:
            return 0, 0, "tail not a noun phrase"
        if not subject and after_dash(obj):  # "... in June - their longest strike yet"
            return 0, 0, "dash apposition"
        start, end = self._object_span(obj, relation, objects, agreement=bool(subject))
        if subject:
            return start, end, None
        start, end, cut = checked_tail(obj, start, end)  # "the first river ... to be", "to resign"
        return start, end, cut  # "travels to the locations where ...": no "the locations"

    def _subject_spans(self, verb: Any, subjects: list[Any]) -> list[tuple[str, str]]:
        """(head text, relation prefix) per subject, reading relative pronouns through their antecedent."""
        out = []
        text = verb.doc.text
        for subj in subjects:
            for s in subject_conjuncts(subj, self.stats):  # no "as well as X"
                relative = (
                    verb.head if verb.dep_ == "conj" else verb
                )  # "who was backed ... and won"
                if s.lower_ in {"who", "which", "that"} and relative.dep_ == "relcl":
                    antecedent, problem = relative_antecedent(relative, s)
                    if antecedent is None:
                        self.stats.drop(str(problem))  # "the son of Mr Reid, who ..."
                        continue
                    start, end = phrase_span(antecedent, self._entities)
                    out.append((text[start:end], ""))
                    continue
                if conjunct_in_modifier(subj, s, verb):  # "The home of A and B was searched"
                    start = phrase_span(subj, self._entities)[0]
                    end = phrase_span(s, self._entities)[1]
                    out = [(h, x) for h, x in out if h != text[slice(*phrase_span(subj))]]
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
                start, end = subject_span(s, lambda t: phrase_span(t, self._entities))
                out.append((text[start:end], ""))
        return out

    def _emit(
        self, head: str, relation: str, tail: str, strict: bool = False
    ) -> Iterator[tuple[str, str, str]]:
        """Yield the triple unless it is empty, a pronoun, a label, too long; ``strict``: also
        unless the tail is a function word or ends cut off (outside agreements)."""
        head = re.sub(r"^(?:[Bb]oth|[Ee]ither)\s+", "", head.strip())  # "Both Mr Sunak"
        head, problem = clean_edges(head, True, self._doc)  # "Mr Blackman]", "Meanwhile X"
        tail, tail_cut = whole_tail(relation, tail, self._doc, strict)  # "Pride [and Prejudice]"
        if problem or tail_cut:
            self.stats.drop(str(problem or tail_cut))
            return
        if (
            not head
            or not tail
            or head.lower() in PRONOUNS
            or tail.lower() in PRONOUNS
            or head.lower() == tail.lower()
        ):
            self.stats.drop("empty or pronoun")
            return
        if re.match(r'^(?:the |a |an )?["“]', tail, re.IGNORECASE):
            self.stats.drop("defined-term label")  # called the "Parties": a name, not a fact
            return
        if len(head.split()) > MAX_TOKENS or len(tail.split()) > MAX_TOKENS:
            self.stats.drop("too long")
            return
        if strict and (head.lower() in FUNCTION_WORDS or tail.lower() in FUNCTION_WORDS):
            self.stats.drop("function word")
            return
        words = tail.split()
        last, lone_one = words[-1], words[-1] == "one" and time_one(tail, self._doc)
        if (strict and (last.lower() in CUT_ENDINGS or tail[0] in "-‐–—" or lone_one)) or (
            last in ALWAYS_CUT
        ):  # "America one" of "lifts America one last time"
            self.stats.drop("cut tail")  # "(X, be, co-leader of the)" from a cut source line
            return
        problem = triple_problem(head, relation, tail, self._doc, strict)  # self_contained
        if strict and problem is None:
            problem = (
                tail_problem(head, tail)
                or relation_problem(relation, tail)
                or possessive_problem(head, tail, self._doc)
                or bare_tail_problem(tail, self._doc)
                or kinship_head_problem(head)
                or count_tail_problem(tail)
                or generic_head_problem(head, self._doc)
                or confidence_problem(
                    head, relation, tail, self._original or self._doc, self._floor
                )
            )
        if problem is not None:
            self.stats.drop(problem)
            return
        yield head, relation.strip(), tail

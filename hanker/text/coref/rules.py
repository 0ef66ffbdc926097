"""``rules``: coreference from the spaCy parse, no model download (the offline default):

* **Defined terms** (contracts, reports): ``Empblq LLC, whose address is ... (the "Seller")``.
  The antecedent is the first proper-noun phrase between the previous definition and the
  parenthesis; else the closest value (a date, an amount); else the term names a document
  (``(the "Agreement")``) after its first two parties: ``Agreement between Empblq LLC and
  Qpubwe PLC``. Later mentions (``the Seller``, ``Seller's``) get the antecedent. Only on
  agreements (:func:`hanker.text.agreement.looks_like_agreement`); elsewhere only aliases
  (``Acme Corporation ("ACME")``): a bracketed line of dialogue is never a term.
* **Pronouns** (:mod:`hanker.text.coref.pronouns`): ``he/she/him/his/her`` and ``it/its`` only
  when exactly one antecedent of the same or the previous sentence fits (gender, the subject
  chain); otherwise left as written. ``rules-coref.v7``: an unnamed person noun, a title of a
  work and quotation boundaries also block a link (:mod:`.competitors`). ``v8``: a pronoun
  continuing a subject pronoun left as written stays (:mod:`.chains`). ``v9``: full names
  sharing a surname are two people, one-gender given names, a surname two people share is never
  an antecedent (:mod:`.identity`). ``v10``: an antecedent named within two sentences, with no
  rival subject in between, ``it`` only for a topic (:mod:`.strict`). ``v11``: a bare given name
  after the one full name that starts with it (:mod:`.given_names`). ``v12``: a bare surname
  after the one full name that ends with it (:mod:`.surnames`). ``v13``: names of places and
  things, kin-noun genders and rival subjects in the chain (:mod:`.subject_chain`); a quoted
  nickname inside a full name is no bare mention (:mod:`.given_names`). ``v14``: a pronoun whose
  antecedent was a bare given name gets the full name (:mod:`.given_names`); a ``her`` the parse
  attaches as a possessive is one whatever its tag (:mod:`.pronouns`). ``v15``: a possessive on
  a crime under a verb of trial names the victim and is left (:mod:`.competitors`); a plural
  noun the tagger put at the start of a person's name (``Brothers Maksym``) is no part of it
  (:mod:`.given_names`). ``v16``: a definite description of a person as a subject in the window
  is a rival of a name seen only as an object (:mod:`.subject_chain`). ``v17``: no surname
  replaced inside a hyphenated name (``Ingram-Moore``) or after its own given name
  (:mod:`.surnames`). ``v18``: an unnamed person earlier in a name's sentence who outranks it is
  a rival (:mod:`.competitors`). ``v19``: a name after an honorific is a person. ``v20``: a body
  or place the tagger cut from a longer name (``UK`` of ``News UK``) is none; a ``her``/``his``
  in a clause whose subject is a name shows its gender (:mod:`.identity`). ``v21``: so does a
  ``he``/``she`` subject of what the name is said to say (``X said he``). ``v22``: a person's
  surname tagged ORG or GPE stays a person (:class:`.identity.People`). ``v23``: a surname keeps
  its given name's gender; a possessive left on the main subject opens a chain (:mod:`.chains`);
  an object pronoun never means its clause's subject (:mod:`.strict`; ``v24``: nor ``it`` on).
  ``v27``: a thing-tagged name is none (:mod:`.tagged_kinds`). ``v28``: ``the airport`` takes the
  one name ending in it; ``X is his son`` gives a gender; a heading names no ``it``. ``v29``:
  ``the League`` takes its one full name (:mod:`.short_names`). ``v30``: a place-word name is
  no person (:mod:`.place_names`); a pronoun on a bare surname gets the full name."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from hanker.text.agreement import complete_agreement, looks_like_agreement
from hanker.text.coref.base import CorefResult, Replacement
from hanker.text.coref.competitors import names_a_work, quote_spans, title_line
from hanker.text.coref.definite_names import later_mentions
from hanker.text.coref.gender_evidence import person_evidence
from hanker.text.coref.given_names import (
    given_name_replacements,
    partial_name,
    trimmed_name,
    upgraded_pronouns,
)
from hanker.text.coref.pronouns import Mention
from hanker.text.coref.strict import StrictPronounResolver
from hanker.text.coref.subject_chain import names_no_person
from hanker.text.coref.tagged_kinds import document_people
from hanker.text.segment import Sentence

_DEFINITION = re.compile(r'\((?:[^()"“”\n]{0,40}?,\s*)?(?:the\s+)?["“]([A-Z][^"”\n]{0,60}?)["”]\)')
_UNITS = frozenset(
    {*("day", "days", "week", "weeks", "month", "months", "year", "years", "hour", "hours")}
    | {"dollars", "dollar", "percent", "%"}
)


@dataclass
class _Definition:
    term: str
    start: int  # of the parenthesis
    end: int
    antecedent: str | None = None
    kind: str = "concept"  # "party", "value" or "concept"
    label: str = ""
    phrase: tuple[int, int] | None = None  # a concept's own noun phrase, before the parenthesis


def _tokens(sentence: Sentence) -> list[tuple[int, int, Any]]:
    """(absolute start, absolute end, token) for the sentence's tokens."""
    span = sentence.parse
    if span is None:
        return []
    base = sentence.start - span.start_char
    return [(base + t.idx, base + t.idx + len(t.text), t) for t in span]


def _proper_chunks(
    tokens: list[tuple[int, int, Any]], lo: int, hi: int
) -> list[tuple[int, int, str]]:
    """Runs of proper nouns (with a leading number, inner 'of'/'&') inside [lo, hi)."""
    chunks = []
    run: list[tuple[int, int, Any]] = []
    window = [t for t in tokens if t[0] >= lo and t[1] <= hi]
    for position, item in enumerate(window):
        token = item[2]
        nxt = window[position + 1][2] if position + 1 < len(window) else None
        is_proper = token.pos_ == "PROPN" and not token.is_stop
        # a capitalized word right after a name continues it ("Snjlah SpA", tagged NOUN by the parser)
        continues = (
            bool(run)
            and token.is_alpha
            and (token.is_title or token.is_upper)
            and not token.is_stop
        )
        is_proper = is_proper or continues or bool(run and _COMPANY_SUFFIX.fullmatch(token.text))
        leading_number = token.like_num and nxt is not None and nxt.pos_ == "PROPN" and not run
        inner = (
            run
            and token.lower_ in {"of", "&", "and"}
            and nxt is not None
            and nxt.pos_ == "PROPN"
            and token.lower_ != "and"
        )
        if is_proper or leading_number or inner:
            run.append(item)
            continue
        if run:
            chunks.append(run)
            run = []
    if run:
        chunks.append(run)
    return [(r[0][0], r[-1][1], "") for r in chunks]


def _value_chunks(tokens: list[tuple[int, int, Any]], lo: int, hi: int) -> list[tuple[int, int]]:
    """Runs of numbers and number-like tokens (dates, times, amounts), with a following unit word."""
    out = []
    window = [t for t in tokens if t[0] >= lo and t[1] <= hi]
    position = 0
    while position < len(window):
        token = window[position][2]
        if token.like_num or any(ch.isdigit() for ch in token.text):
            start = position
            while position + 1 < len(window) and (
                window[position + 1][2].like_num
                or any(ch.isdigit() for ch in window[position + 1][2].text)
                or (
                    window[position + 1][2].text in {"-", "/", ":", "."}
                    and position + 2 < len(window)
                    and any(ch.isdigit() for ch in window[position + 2][2].text)
                )
            ):
                position += 1
            if position + 1 < len(window) and window[position + 1][2].lower_ in _UNITS:
                position += 1
            out.append((window[start][0], window[position][1]))
        position += 1
    return out


def _concept_phrase(tokens: list[tuple[int, int, Any]], lo: int, hi: int) -> tuple[int, int] | None:
    """The noun phrase that ends right before a definition's parenthesis (``the goods listed below``)."""
    window = [t for t in tokens if t[0] >= lo and t[1] <= hi and not t[2].is_space]
    while window and window[-1][2].is_punct:
        window.pop()
    if not window:
        return None
    token = window[-1][2]
    absolute = {t[2].i: t for t in window}
    while (
        token.head.i != token.i
        and token.head.i in absolute
        and token.head.pos_ in {"NOUN", "PROPN", "ADP", "VERB", "ADJ"}
    ):
        if (
            token.head.pos_ == "VERB"
            and token.dep_ not in {"advmod", "prep", "dobj"}
            and token.head.dep_ != "acl"
        ):
            break
        token = token.head
    if token.pos_ not in {"NOUN", "PROPN"}:
        return None
    left = token.left_edge
    start = absolute[left.i][0] if left.i in absolute else absolute[token.i][0]
    return start, window[-1][1]


class RuleCoref:
    """Defined-term and pronoun resolution on the spaCy parse."""

    name = "rules"
    version = "rules-coref.v30"

    def resolve(self, doc_id: str, text: str, sentences: Sequence[Sentence]) -> CorefResult:
        """Replacements for defined-term mentions and pronouns in one document."""
        definitions = self._definitions(text, sentences)
        if definitions and not looks_like_agreement(text):
            # contract-style terms and document subjects only on agreements; elsewhere (news,
            # novels: a bracketed line of dialogue) only aliases (``Acme Corporation ("ACME")``)
            definitions = [
                d
                for d in definitions
                if d.kind == "party" and d.antecedent and _is_alias(d.term, d.antecedent)
            ]
        result = CorefResult()
        if definitions:
            self._name_concepts(doc_id, definitions)
            result.subject = next((d.antecedent for d in definitions if d.kind == "concept"), None)
            result.replacements.extend(self._term_mentions(text, definitions))
            for d in definitions:
                if d.kind == "party" and d.antecedent and _is_alias(d.term, d.antecedent):
                    result.aliases.setdefault(d.antecedent, set()).add(d.term)
        quotes = quote_spans(text)
        pronouns = self._pronouns(sentences, result.replacements, definitions, quotes)
        given = given_name_replacements(sentences, [*result.replacements, *pronouns], quotes)
        later = later_mentions(sentences, [*result.replacements, *pronouns, *given], quotes)
        named = upgraded_pronouns(text, pronouns, [*given, *later])  # "she": full name
        result.replacements.extend([*named, *given, *later])
        # agreements in any wording (hanker.text.agreement): other definition forms, the subject
        # from the title or parties, "we"/"you" in letters, clause numbers; no-op on other text
        complete_agreement(text, sentences, result)
        result.replacements.sort(key=lambda r: r.start)
        return result

    def _definitions(self, text: str, sentences: Sequence[Sentence]) -> list[_Definition]:
        found: list[_Definition] = []
        terms: set[str] = set()
        sentence_index = 0
        for match in _DEFINITION.finditer(text):
            while (
                sentence_index < len(sentences) and sentences[sentence_index].end <= match.start()
            ):
                sentence_index += 1
            if sentence_index >= len(sentences):
                break
            sentence = sentences[sentence_index]
            if sentence.start > match.start():
                continue
            term = match.group(1).strip()
            lo = max([sentence.start] + [d.end for d in found if d.end <= match.start()])
            tokens = _tokens(sentence)
            definition = _Definition(term=term, start=match.start(), end=match.end())
            for start, end, _ in _proper_chunks(tokens, lo, match.start()):
                surface = text[start:end]
                if surface.strip() in terms or surface.strip() == term or surface.isupper():
                    continue
                if re.search(r"\b(?:this|these)\s+$", text[lo:start], re.IGNORECASE):
                    break  # "This Memorandum of Understanding (the "MoU")": the document itself
                definition.antecedent, definition.kind = surface, "party"
                definition.label = next(
                    (t.ent_type_ for s, _e, t in tokens if s == start and t.ent_type_), ""
                )
                break
            if definition.antecedent is None:
                values = _value_chunks(tokens, lo, match.start())
                if values:
                    start, end = values[-1]
                    definition.antecedent, definition.kind = text[start:end], "value"
                else:
                    definition.phrase = _concept_phrase(tokens, lo, match.start())
            found.append(definition)
            terms.add(term)
        return found

    def _name_concepts(self, doc_id: str, definitions: list[_Definition]) -> None:
        parties = [d.antecedent for d in definitions if d.kind == "party" and d.antecedent]
        first: str | None = None
        for d in definitions:
            if d.kind != "concept":
                continue
            if first is None:
                first = (
                    f"{d.term} between {parties[0]} and {parties[1]}"
                    if len(parties) >= 2
                    else f"{d.term} of {doc_id}"
                )
                d.antecedent = first
            else:
                d.antecedent = f"{d.term} under the {first}"

    def _term_mentions(self, text: str, definitions: list[_Definition]) -> list[Replacement]:
        protected = [(d.start, d.end) for d in definitions]
        # a party's own name is never rewritten: Northfield University (the "University")
        protected += [
            m.span()
            for d in definitions
            if d.kind == "party" and d.antecedent
            for m in re.finditer(re.escape(d.antecedent), text)
        ]
        taken: list[tuple[int, int]] = []
        out: list[Replacement] = []
        for d in definitions:
            if d.kind == "concept" and d.phrase and d.antecedent:
                out.append(Replacement(d.phrase[0], d.phrase[1], d.antecedent))
                taken.append(d.phrase)
        by_term = {d.term: d for d in definitions if d.antecedent}
        for term in sorted(by_term, key=len, reverse=True):
            d = by_term[term]
            pattern = re.compile(
                rf"\b(?:[Tt]he |[Tt]his |[Tt]hat )?{re.escape(term)}(?![\w-])(['’]s)?"
            )
            for match in pattern.finditer(text):
                span = (match.start(), match.end())
                if any(s < span[1] and span[0] < e for s, e in protected + taken):
                    continue
                assert d.antecedent is not None
                out.append(
                    Replacement(span[0], span[1], d.antecedent + ("'s" if match.group(1) else ""))
                )
                taken.append(span)
        return out

    def _pronouns(
        self,
        sentences: Sequence[Sentence],
        replacements: list[Replacement],
        definitions: list[_Definition],
        quotes: list[tuple[int, int, int]],
    ) -> list[Replacement]:
        party_labels = {
            d.antecedent: d.label for d in definitions if d.kind == "party" and d.antecedent
        }
        replaced = sorted(replacements, key=lambda r: r.start)
        blocked = [(r.start, r.end) for r in replaced] + [(d.start, d.end) for d in definitions]
        entities = [_entity_mentions(sentence, blocked) for sentence in sentences]
        people = document_people(sentences, entities)  # "Cahill" tagged ORG: a person
        resolver = StrictPronounResolver(quotes, people)  # checks of .strict on each link
        out: list[Replacement] = []
        for sentence, found in zip(sentences, entities, strict=True):
            tokens = _tokens(sentence)
            mentions = [
                Mention(rep.start, _party_kind(name, party_labels[name]), name, end=rep.end)
                for rep in replaced
                if sentence.start <= rep.start < sentence.end
                and (name := rep.text.removesuffix("'s")) in party_labels
            ]
            mentions += [
                Mention(d.start, "ORG", d.antecedent, end=d.end)
                for d in definitions
                if d.kind == "concept" and d.antecedent and sentence.start <= d.start < sentence.end
            ]
            mentions += found
            for m in mentions:
                m.subject = _is_subject(tokens, m)
            mentions.sort(key=lambda m: m.start)
            out.extend(resolver.sentence(sentence, tokens, mentions, blocked))
        return out


def _is_subject(tokens: list[tuple[int, int, Any]], mention: Mention) -> bool:
    """Whether the mention's head token is the subject of its sentence's main verb."""
    inside = [t for s, _e, t in tokens if mention.start <= s < (mention.end or mention.start + 1)]
    return any(t.dep_ in {"nsubj", "nsubjpass"} and t.head.dep_ == "ROOT" for t in inside)


_NAMED = frozenset({"PERSON", "ORG", "GPE", "LOC", "FAC"})


def _entity_mentions(sentence: Sentence, blocked: list[tuple[int, int]]) -> list[Mention]:
    """PERSON and ORG entities of the sentence's parse (absolute offsets), with their gender."""
    span = sentence.parse
    if span is None:
        return []
    base = sentence.start - span.start_char
    out = []
    for ent in span.ents:
        ent = trimmed_name(ent)  # "Brothers Maksym" -> "Maksym"
        start, end = base + ent.start_char, base + ent.end_char
        if ent.label_ not in _NAMED or ent.text[:1].isdigit() or '"' in ent.text:
            continue
        if partial_name(ent):  # "UK" of "News UK"
            continue
        if any(s < end and start < e for s, e in blocked) or (
            ent.label_ == "PERSON" and (names_a_work(ent) or names_no_person(ent))
        ):
            continue
        person, gender = person_evidence(sentence, ent)  # "Mr Hale", "X was born": a person
        name = re.sub(r"\s*['’]s?$", "", ent.text)  # "Ray Price's" -> "Ray Price"
        kind = "PERSON" if person else "ORG"  # "it" stands for the others
        if person or not title_line(span):  # "The Symphony.": a heading names no "it"
            out.append(Mention(start, kind, name, gender=gender, end=start + len(name)))
    return out


_COMPANY_SUFFIX = re.compile(
    r"\b(LLC|LLP|Ltd|Limited|PLC|Inc|Corp|Corporation|Co|Company|SA|SAS|SpA|GmbH|AG|NV|BV|AB|Oy|Group|Bank|University)\.?$"
)


def _party_kind(name: str, label: str) -> str:
    """PERSON or ORG for a defined party: a company suffix wins over the (often unsure) NER label."""
    if _COMPANY_SUFFIX.search(name) or label in {"ORG", "NORP", "GPE", "FAC"}:
        return "ORG"
    return "PERSON" if label == "PERSON" or len(name.split()) == 2 else "ORG"


def _is_alias(term: str, antecedent: str) -> bool:
    """A defined term that is another name of its antecedent (an acronym or a short form), not a role."""
    letters = term.replace(".", "").replace("&", "")
    if letters.isupper() and 2 <= len(letters) <= 8:
        return True
    words = antecedent.lower().split()
    return len(term.split()) < len(words) and all(w.lower() in words for w in term.split())

"""Antecedents that compete with a pronoun's one named candidate, and names that are no antecedent.

The pronoun resolver (:mod:`hanker.text.coref.pronouns`) replaces a pronoun only when one named
antecedent fits. A name is not the only thing a pronoun can stand for, so these rules leave the
pronoun as written (and the extractor drops the fact) when the one name is a guess:

* **Unnamed persons** (``a teenage boy``, ``the suspect``, ``one man``, ``another MP``, ``the
  15-year-old``): a singular person noun of a gender the pronoun allows, standing between the
  candidate's last mention and ``he``/``she``/``his``/``her``, is an antecedent at least as
  likely as the name, when at least as salient (subject, object, other). It cannot be the
  replacement (it names nobody), so it blocks. A noun that describes a named person (``teacher
  Ann Roe``, ``Ann Roe, a nurse``, ``she is a nurse``) is that person, not a rival; so may be a
  definite one (``the 45-year-old``) unless its noun brought in someone unnamed before
  (``a teenage boy ... the boy``). One earlier in the name's own sentence blocks too when it
  outranks that mention (``her husband was photographed at the party of model Ann Lee. His
  ...``: the subject, not the name in a prepositional phrase; ``rules-coref.v18``).
* **Titles of works** (``the documentary Chasing Lane``, a name opening on a participle): a
  film or a book named after a person is never ``he`` or ``she``.
* **Copular possessors** (``Ann and Tom Roe are her children``): a possessive in what the
  subject is said to be does not stand for that subject.
* **Quoted speech**: a pronoun outside quotation marks does not stand for a name inside them
  (``"Ann Roe helped us," it said``: ``it`` is not Ann Roe); one inside stands for a name in
  the same quotation, or for a person named outside who is not its speaker (``Tom Kirk said:
  "He was late"``: ``He`` is not Tom Kirk).
* **Victims of a charge** (``X was cleared of his murder``, ``Y denies her manslaughter``):
  a possessive on a noun of a crime done to someone, under a verb of trial or charge, names
  the victim, who is seldom the defendant the nearest name is: the pronoun is left.
* **Extraposed ``it``** (``it took years for the case to close``, ``it took a while to
  agree``): ``it`` stands for the clause, not for an organization.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from hanker.text.crime_words import TRIAL_WORDS, VICTIM_CRIMES
from hanker.text.person_nouns import FEMALE_PERSON_NOUNS, MALE_PERSON_NOUNS, PERSON_NOUNS


def victim_possessive(token: Any) -> bool:
    """Whether a possessive pronoun names the victim of a charge (``cleared of his murder``):
    it determines a crime noun under a verb or adjective of trial (see the module)."""
    if token.dep_ != "poss" or token.head.lemma_.lower() not in VICTIM_CRIMES:
        return False
    node = token.head
    for _ in range(4):
        if node.head.i == node.i:
            break
        node = node.head
        if node.lemma_.lower() in TRIAL_WORDS:
            return True
    return False


_WORKS = frozenset(
    {
        *("documentary", "film", "movie", "series", "show", "programme", "program", "book"),
        *("novel", "memoir", "autobiography", "biography", "album", "song", "single", "play"),
        *("musical", "opera", "podcast", "drama", "sitcom", "episode", "painting", "poem"),
        *("title", "biopic", "exhibition", "documentary-series", "record", "track", "game"),
    }
)
_ROLES = frozenset({"nsubj", "nsubjpass", "dobj", "pobj", "dative", "conj"})


def person_noun_gender(token: Any) -> str | None:
    """``m``, ``f`` or ``""`` (either) for a singular common noun naming a person, else None.
    ``15-year-old`` (spaCy's ``old`` after ``year -``) counts as a person of either gender."""
    if token.tag_ != "NN" and not (token.lower_ == "old" and token.pos_ in {"NOUN", "ADJ"}):
        return None
    lemma = token.lemma_.lower()
    if lemma in MALE_PERSON_NOUNS:
        return "m"
    if lemma in FEMALE_PERSON_NOUNS:
        return "f"
    if lemma in PERSON_NOUNS:
        return ""
    doc = token.doc
    aged = token.i >= 2 and doc[token.i - 2].lower_ in {"year", "years"} and token.lower_ == "old"
    return "" if aged else None


def _names_someone(token: Any) -> bool:
    return token.pos_ == "PROPN" or token.ent_type_ == "PERSON"


def describes_a_name(token: Any) -> bool:
    """Whether a person noun describes a named person: part of the name (``teacher Ann Roe``),
    in apposition with it either way (``Ann Roe, a nurse``; ``the nurse, Ann Roe``), joined to
    such an apposition (``an MP and retired judge``), or the predicate of a copula."""
    current = token
    for _ in range(4):
        if current.dep_ in {"attr", "acomp"}:
            return True
        if any(c.dep_ in {"appos", "compound"} and _names_someone(c) for c in current.children):
            return True
        if current.dep_ in {"compound", "appos"} and _names_someone(current.head):
            return True
        if current.dep_ not in {"conj", "appos"} or current.head is current:
            return False
        current = current.head
    return False


def descriptor_nouns(tokens: Iterable[Any]) -> set[str]:
    """Lemmas of the person nouns that describe a named person in these tokens (see
    :func:`describes_a_name`): a later ``the teacher`` is that person again."""
    return {
        t.lemma_.lower()
        for t in tokens
        if person_noun_gender(t) is not None and t.dep_ != "attr" and describes_a_name(t)
    }


_DEFINITE = frozenset({"the", "this", "that"})


def introduced_nouns(tokens: Iterable[Any]) -> set[str]:
    """Lemmas of the person nouns that bring in someone new and unnamed (``a teenage boy``,
    ``one man``, ``another MP``): a later ``the boy`` is that person, not a named one."""
    return {
        t.lemma_.lower()
        for t in tokens
        if person_noun_gender(t) is not None
        and _referring(t)
        and not any(c.dep_ in {"det", "poss"} and c.lower_ in _DEFINITE for c in t.children)
        and not any(c.dep_ == "poss" for c in t.children)
        and not describes_a_name(t)
    }


def salience(token: Any) -> int:
    """Grammatical rank of a noun (its first conjunct's role): 2 the subject of a main or a
    reported clause (``X said``, ``said X had``), 1 the subject of another clause or an object,
    0 anything else (a prepositional object, a possessor)."""
    while token.dep_ == "conj" and token.head is not token:
        token = token.head
    if token.dep_ in {"nsubj", "nsubjpass"}:
        clause = token.head
        while clause.dep_ == "conj" and clause.head is not clause:
            clause = clause.head
        return 2 if clause.dep_ in {"ROOT", "ccomp"} else 1
    return 1 if token.dep_ in {"dobj", "dative"} else 0


def _referring(token: Any) -> bool:
    """A person noun that refers (``the suspect``, ``one man``, ``her son``), not a bare role
    (``ran for president``) nor a role after ``as`` (``served as the chief officer``)."""
    if token.dep_ == "pobj" and token.head.lower_ == "as":
        return False
    return any(c.dep_ in {"det", "poss", "nummod", "predet"} for c in token.children)


def unnamed_rival(
    window: list[tuple[int, int, Any]],
    candidate: tuple[int, int],
    start: int,
    gender: str,
    introduced: set[str],
) -> bool:
    """A person noun (see :func:`person_noun_gender`) that refers, between the end of the
    candidate's last mention and the pronoun at ``start``, of a gender ``gender`` allows, at
    least as salient (:func:`salience`) as that mention (``candidate``: its end and rank), that
    describes no named person. A definite one (``the boy``) counts only when its noun brought in
    someone unnamed before (``introduced``): otherwise it is as likely the named person again
    (``Ann Roe ... The 45-year-old said she ...``)."""
    after, rank = candidate
    for s, _e, token in window:
        if not after <= s < start or token.dep_ not in _ROLES or salience(token) < rank:
            continue
        noun_gender = person_noun_gender(token)
        if noun_gender is None or (gender and noun_gender and noun_gender != gender):
            continue
        if describes_a_name(token) or not _referring(token):
            continue
        definite = any(c.dep_ == "det" and c.lower_ in _DEFINITE for c in token.children)
        if definite and token.lemma_.lower() not in introduced:
            continue
        return True
    return False


def mention_rival(
    window: list[tuple[int, int, Any]],
    spans: list[tuple[int, int]],
    start: int,
    gender: str,
    introduced: set[str],
) -> bool:
    """An unnamed person who competes with the name mentioned at ``spans`` for the pronoun
    at ``start``: one after the name's last mention, as salient as its most salient mention
    (:func:`unnamed_rival`), or one earlier in the last mention's sentence that outranks it."""
    if not spans:
        return unnamed_rival(window, (0, 0), start, gender, introduced)
    found = [(s, t) for s, _e, t in window if any(a <= s < b for a, b in spans)]
    rank = max((salience(t) for _s, t in found), default=0)
    if unnamed_rival(window, (max(b for _a, b in spans), rank), start, gender, introduced):
        return True
    if not found:
        return False
    last, token = max(found, key=lambda x: x[0])
    sentence_start = last - (token.idx - token.sent.start_char)
    return unnamed_rival(window, (sentence_start, salience(token) + 1), start, gender, introduced)


def names_a_work(ent: Any) -> bool:
    """Whether a PERSON-tagged entity titles a work: in apposition with or compounded to a work
    noun (``the documentary Chasing Lane``, ``a series, Chasing Lane,``), or opening on (or
    right after) a capitalized participle (``Chasing Lane``), or alone in quotation marks."""
    root = ent.root
    doc = ent.doc
    before = doc[ent.start - 1] if ent.start > 0 else None
    participle = before is not None and before.tag_ == "VBG" and before.is_title
    if ent[0].tag_ == "VBG" or (participle and before is not None and not before.is_sent_start):
        return True  # "Becoming Lane", "Saving Ann Lane"
    after = doc[ent.end] if ent.end < len(doc) else None
    marks = {'"', "“", "”", "‘", "’", "'"}
    if before is not None and after is not None and before.text in marks and after.text in marks:
        return True
    heads = [root.head] if root.dep_ in {"appos", "compound"} else []
    heads += [c for c in root.children if c.dep_ == "appos"]
    return any(h.lemma_.lower() in _WORKS and h.pos_ == "NOUN" for h in heads)


def copular_subjects(token: Any) -> list[tuple[int, int]]:
    """For ``his``/``her``/``its`` inside the predicate of a ``be`` clause (``X and Y are his
    children``), the character spans (parse offsets) of that clause's subject and its conjuncts,
    without what hangs on them (``a book by Ann Roe is her story``: ``her`` may be Ann Roe),
    which the possessive does not stand for; else none."""
    current = token
    while current.dep_ not in {"attr", "ROOT"} and current.head is not current:
        current = current.head
    if current.dep_ != "attr" or current.head.lemma_ != "be":
        return []
    if any(c.lower_ == "own" for c in token.head.children):
        return []  # "she is her own boss"
    heads = [c for c in current.head.children if c.dep_ in {"nsubj", "nsubjpass"}]
    spans = []
    while heads:
        head = heads.pop()
        heads.extend(c for c in head.children if c.dep_ == "conj")
        first = min([head] + [c for c in head.lefts if c.dep_ in {"compound", "det"}], key=_i)
        spans.append((first.idx, head.idx + len(head.text)))
    return spans


def _i(token: Any) -> int:
    return int(token.i)


def extraposed_it(token: Any) -> bool:
    """``it`` as the subject of ``take`` with a ``to`` infinitive after it (``it took years for
    the case to close``, ``it has taken a while to agree``): a dummy subject."""
    verb = token.head
    if token.dep_ != "nsubj" or verb.lemma_ != "take" or verb.i < token.i:
        return False
    return any(
        t.tag_ == "TO" and t.head.pos_ in {"VERB", "AUX"} and t.head.i > verb.i
        for t in verb.subtree
        if t.i > verb.i
    )


_QUOTES = frozenset({'"', "\u201c", "\u201d"})


def quote_spans(text: str) -> list[tuple[int, int, int]]:
    """Spans of quoted speech with the number of their quotation: a line break ends a span
    left open, and a paragraph that opens on a quotation mark after such a span goes on with
    the same quotation (news prints a quote that runs over paragraphs so)."""
    spans: list[tuple[int, int, int]] = []
    opened: int | None = None
    number, runs_on, line_start = 0, False, True
    for i, char in enumerate(text):
        if char == "\n":
            if opened is not None:
                spans.append((opened, i, number))
                opened, runs_on = None, True
            line_start = True
            continue
        if char in _QUOTES:
            if opened is not None and char != "\u201c":
                spans.append((opened, i + 1, number))
                opened, runs_on = None, False
            elif opened is None and char != "\u201d":
                number += 0 if (runs_on and line_start) else 1
                opened, runs_on = i, False
        elif not char.isspace() and line_start:
            runs_on = False
        line_start = line_start and char.isspace()
    if opened is not None:
        spans.append((opened, len(text), number))
    return spans


def quoted_in(spans: list[tuple[int, int, int]], offset: int) -> int | None:
    """The number of the quotation that holds ``offset``, else None."""
    return next((n for s, e, n in spans if s <= offset < e), None)


SAYING_VERBS = frozenset(  # also read by identity.own_pronoun_genders
    {
        *("say", "tell", "add", "explain", "write", "post", "describe", "recall", "claim"),
        *("state", "insist", "reply", "comment", "continue", "conclude", "tweet", "warn"),
    }
)


def speaks(tokens: list[tuple[int, int, Any]], start: int, end: int) -> bool:
    """Whether the mention at [start, end) is the subject of a verb of saying."""
    return any(
        start <= s < end and t.dep_ == "nsubj" and t.head.lemma_ in SAYING_VERBS
        for s, _e, t in tokens
    )


def quote_allows(quote: int | None, mention_quote: int | None, mention: Any, speaker: bool) -> bool:
    """Whether a pronoun in quotation ``quote`` (None: outside any) may stand for a mention in
    ``mention_quote``: one in the same quotation; outside, a mention outside any; inside, also a
    person named outside, unless that person is a speaker in the window (``speaker``) (``Ann Roe said: "She ..."``: ``She``
    is someone else) or an organization (``it`` in a quote is the speaker's own thing). A
    pronoun already resolved to a person counts as that person named outside."""
    if mention.pronoun and mention.kind == "PERSON":
        mention_quote = None  # a person a pronoun was resolved to is named outside
    if mention_quote == quote:
        return True
    if quote is None or mention_quote is not None:
        return False
    return mention.kind == "PERSON" and not speaker


_TITLE_WORDS = frozenset({"the", "a", "an", "of", "and", "in", "on", "to", "for", "at", "by"})


def title_line(span: Any) -> bool:
    """A heading, not a sentence: at most six words, no verb, each capitalised, a number or a
    small function word (``The Symphony.``, ``CHAPTER 12.``, ``The Fossil Whale.``). A thing it
    names is no antecedent of a later ``it`` or ``the whale``: the line titles the text."""
    words = [t for t in span if not t.is_punct and not t.is_space]
    if not words or len(words) > 6 or any(t.pos_ in {"VERB", "AUX"} for t in words):
        return False
    return all(t.text[:1].isupper() or t.like_num or t.lower_ in _TITLE_WORDS for t in words)

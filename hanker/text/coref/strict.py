"""Stricter pronoun links: an antecedent the reader can check and no rival in between.

The pronoun resolver (:mod:`hanker.text.coref.pronouns`) links a pronoun to the one name that
fits. That name is still a guess when the thing the pronoun stands for was never named, or was
named too long ago for a reader of a short passage to check. :class:`StrictPronounResolver`
keeps the resolver's choice only when it also passes these checks; otherwise the pronoun is
left as written and the extractor drops the fact that needs it:

* **Topic of ``it``/``its``**: ``it`` continues the subject of its clause or of the sentence
  before. A non-person name is its antecedent only when that mention is the subject of a clause
  (``Acme opened a plant. It ...``) or the only non-person noun phrase of the window (``Ann Lee
  joined Acme. She leads its team.``); never when the sentence before has a common noun as its
  main subject (``The journey to the port near Carthage is long. It is ...``: ``It`` is the
  journey, not the place named in a prepositional phrase).
* **Reflexive possessive**: ``its own`` stands for the subject of its own clause (``The tower in
  Lyon fell onto its own base``: the tower's base, not Lyon's).
* **Distance**: ``he``/``she``/``his``/``her`` stand for a name only when that person was named
  (not merely referred to by another resolved pronoun) in the same sentence or one of the two
  before: a chain of pronouns running further back cannot be checked by a reader of the passage.
* **Coordinated owner**: ``his``/``her`` in ``Kemp and his brother`` is Kemp's, so never the
  name of another person.
* **Intervening person**: nor when, between the name's last mention and the pronoun, another
  person is the subject of a clause: a different name (tagged a person or an untagged proper
  noun), a person noun (``the gunman``, ``another woman``) of a gender the pronoun allows and
  that did not describe a named person before (``teacher Ann Roe ... the teacher``), or an
  animal (``the foal``), which English also calls ``he`` or ``she``.
"""

from __future__ import annotations

from collections.abc import Sequence, Set
from typing import Any

from hanker.text.coref.base import Replacement
from hanker.text.coref.competitors import (
    copular_subjects,
    describes_a_name,
    person_noun_gender,
    quoted_in,
)
from hanker.text.coref.gender_clash import gender_clash
from hanker.text.coref.gender_evidence import person_object_clause
from hanker.text.coref.identity import People, given_name_gender, name_key, same_person
from hanker.text.coref.pronouns import Mention, PronounResolver
from hanker.text.coref.subject_chain import off_the_chain
from hanker.text.segment import Sentence

Tokens = list[tuple[int, int, Any]]

_SUBJECTS = frozenset({"nsubj", "nsubjpass"})
_NOUN_ROLES = frozenset({"nsubj", "nsubjpass", "dobj", "pobj", "attr", "appos", "dative", "conj"})
_NOT_A_RIVAL = frozenset({"GPE", "LOC", "FAC", "ORG", "NORP", "DATE", "TIME", "MONEY", "CARDINAL"})
_REACH = 2  # sentences before the pronoun's in which its person must have been named
ANIMAL_NOUNS = frozenset(
    {
        *("animal", "dog", "puppy", "cat", "kitten", "horse", "pony", "foal", "colt", "mare"),
        *("cow", "calf", "bull", "pig", "sheep", "lamb", "goat", "donkey", "bird", "chick"),
        *("owl", "owlet", "eagle", "hawk", "falcon", "swan", "goose", "gosling", "duck"),
        *("duckling", "hen", "parrot", "penguin", "seal", "pup", "whale", "dolphin", "otter"),
        *("fox", "cub", "bear", "wolf", "lion", "lioness", "tiger", "elephant", "giraffe"),
        *("monkey", "gorilla", "chimpanzee", "deer", "fawn", "hedgehog", "badger", "squirrel"),
        *("rabbit", "hare", "tortoise", "turtle", "snake", "crocodile", "shark", "octopus"),
    }
)


class StrictPronounResolver(PronounResolver):
    """:class:`PronounResolver` whose links must also pass the checks of this module."""

    def __init__(
        self, quotes: Sequence[tuple[int, int, int]] = (), people: People | None = None
    ) -> None:
        super().__init__(quotes, people)
        self.index = -1  # of the sentence being resolved
        self.named: dict[str, int] = {}  # name -> sentence index of its last named mention
        self.recent: list[tuple[Tokens, list[Mention]]] = []  # the two sentences before
        self.tokens: Tokens = []

    def sentence(
        self,
        sentence: Sentence,
        tokens: Tokens,
        here: list[Mention],
        blocked: Sequence[tuple[int, int]],
    ) -> list[Replacement]:
        """Resolve the sentence as :class:`PronounResolver` does, keeping only checked links."""
        self.index += 1
        self.tokens = tokens
        for m in here:
            if not m.pronoun:
                self.named[m.name] = self.index
        out = super().sentence(sentence, tokens, here, blocked)
        self.recent = [*self.recent, (tokens, list(self.previous))][-_REACH:]
        return out

    def _checked_pick(
        self,
        token: Any,
        chain: tuple[str, str],
        mentions: list[Mention],
        window: Tokens,
        start: int,
    ) -> str | None:
        name = super()._checked_pick(token, chain, mentions, window, start)
        if name is None:
            return None
        kind, gender = chain
        if kind == "PERSON":
            if not self._named_near(name) or title_gender(name) not in {"", gender}:
                return None
            if left_subject_before(token, gender, mentions, start) or conjoined_owner(token, name):
                return None
            if object_of_own_subject(token, start, mentions, name):
                return None
            people = [m.name for m in self.previous + mentions if m.kind == "PERSON"]
            offset = token.idx - start  # absolute offsets are parse offsets minus this

            def not_the_name(other: Any) -> bool:
                return object_of_own_subject(other, other.idx - offset, mentions, name)

            if gender_clash(token, gender, name, people, self._gender, not_the_name):
                return None  # "before she ..., he": two people, the name's gender unknown
            near = self._chain_window(mentions)
            if off_the_chain(token, name, gender, near, (self._quoted, self._gender), start):
                return None  # another subject, or a pronoun left, in the chain (.subject_chain)
            return None if self._rival_subject(token, (name, gender), mentions, start) else name
        if in_relative_clause_of(token, start, [m for m in mentions if m.name == name]):
            return name  # "the Acme plant, where its staff ...": the noun the clause modifies
        if object_of_own_subject(token, start, mentions, name):
            return None  # "Microsoft has spent billions on it"
        return name if self._it_fits(token, name, mentions, start) else None

    def _named_near(self, name: str) -> bool:
        """Whether the person was named in this sentence or one of the ``_REACH`` before it."""
        return any(
            same_person(other, name) and self.index - at <= _REACH
            for other, at in self.named.items()
        )

    def _gender(self, name: str) -> str:
        """``m``/``f`` when the document tells the person's gender, else ''."""
        return given_name_gender(name) or self.genders.get(name_key(name), "")

    def _quoted(self, offset: int) -> bool:
        """Whether the absolute offset lies in quoted speech."""
        return quoted_in(self.quotes, offset) is not None

    def _chain_window(self, here: list[Mention]) -> tuple[Tokens, list[Mention]]:
        """Tokens and mentions of the sentence before and of this one."""
        tokens, mentions = self.recent[-1] if self.recent else ([], [])
        return tokens + self.tokens, mentions + here

    def _window(self, here: list[Mention]) -> tuple[Tokens, list[Mention]]:
        tokens = [t for toks, _ in self.recent for t in toks] + self.tokens
        return tokens, [m for _, ms in self.recent for m in ms] + here

    def _rival_subject(
        self, token: Any, person: tuple[str, str], here: list[Mention], start: int
    ) -> bool:
        """Another person as a clause subject between the name's last mention and the pronoun,
        other than the subject of a ``be`` clause the possessive pronoun is the predicate of."""
        name, gender = person
        tokens, mentions = self._window(here)
        offset = token.idx - start  # absolute offsets are parse offsets minus this
        spans_of_be = copular_subjects(token) if token.tag_ == "PRP$" else []
        copular = [(lo - offset, hi - offset) for lo, hi in spans_of_be]
        own = [m for m in mentions if m.start < start and same_person(m.name, name)]
        if not own:
            return False
        spans = [(m.start, m.end or m.start + 1) for m in own]
        last = max(end for _, end in spans)
        words = set(name.replace(".", "").split())
        for s, _e, t in tokens:
            if not last <= s < start or t.dep_ not in _SUBJECTS:
                continue
            if any(a <= s < b for a, b in spans + copular) or t.text in words:
                continue
            if rival_person(t, gender, self.descriptors):
                return True
        return False

    def _it_fits(self, token: Any, name: str, here: list[Mention], start: int) -> bool:
        """``it``/``its`` may stand for the non-person ``name`` (see the module docstring)."""
        previous_tokens = self.recent[-1][0] if self.recent else []
        previous = self.recent[-1][1] if self.recent else []
        if token.lower_ == "its" and not own_clause_subject(token, start, here, name):
            return False
        ours = [m for m in previous + here if m.start < start and m.name == name]
        if not ours:
            return True  # chosen by a rule that does not name a mention (kept as it was)
        latest = max(ours, key=lambda m: m.start)
        window = previous_tokens + [t for t in self.tokens if t[0] < start]
        span = (latest.start, latest.end or latest.start + 1)
        if any(latest is m for m in previous) and _common_root_subject(previous_tokens, span):
            return False
        if any(m.pronoun and m.start == latest.start for m in ours):
            return True  # a pronoun already linked to it (a chain of ``it``)
        return _is_subject(window, span) or _sole_thing(window, [m for m in ours], start)


_TITLE_GENDER = {
    **dict.fromkeys(("prince", "king", "duke", "earl", "baron", "emperor", "pope"), "m"),
    **dict.fromkeys(("princess", "queen", "duchess", "countess", "baroness", "empress"), "f"),
}


def title_gender(name: str) -> str:
    """``m``/``f`` from a gendered title opening the name (``Prince Arthur``), else ''."""
    words = name.split()
    return _TITLE_GENDER.get(words[0].lower(), "") if len(words) >= 2 else ""


def left_subject_before(token: Any, gender: str, mentions: list[Mention], start: int) -> bool:
    """Whether ``he``/``she`` of the pronoun's gender is the subject of a clause earlier in the
    sentence and was left as written (no resolved mention at its place), with no subject name
    in between: the later pronoun continues it (``she was thanked by Prince Arthur at her
    home``: ``her`` is whoever ``she`` is, not the name in the ``by`` phrase)."""
    offset = token.idx - start
    resolved = {m.start for m in mentions if m.pronoun}
    for other in token.sent:
        if other.i >= token.i:
            return False
        if other.dep_ not in _SUBJECTS or other.lower_ not in {"he", "she"}:
            continue
        if _PRONOUN_GENDER[other.lower_] != gender or other.idx - offset in resolved:
            continue
        later = [t for t in token.sent if other.i < t.i < token.i and t.dep_ in _SUBJECTS]
        if not any(t.pos_ == "PROPN" for t in later):
            return True
    return False


_PRONOUN_GENDER = {"he": "m", "she": "f"}


def conjoined_owner(token: Any, name: str) -> bool:
    """Whether the possessive opens the second conjunct of a proper noun other than the name
    (``Kemp and his brother``): it stands for that first conjunct, whatever the tagger made of
    it (a person read as an organization), so not for the chosen name."""
    if token.dep_ != "poss" or token.head.dep_ != "conj":
        return False
    first = token.head.head
    return first.pos_ == "PROPN" and first.text not in name.replace(".", "").split()


def in_relative_clause_of(token: Any, start: int, ours: list[Mention]) -> bool:
    """Whether the pronoun stands in a relative clause whose noun phrase holds a mention of the
    name (``the Fifth Ward council, where six of its members ...``)."""
    offset = token.idx - start
    current = token
    while current.dep_ != "relcl" and current.head.i != current.i:
        current = current.head
    if current.dep_ != "relcl":
        return False
    noun = current.head
    lo = noun.left_edge.idx - offset
    hi = noun.idx + len(noun.text) - offset
    return any(lo <= m.start < hi for m in ours)


def rival_person(token: Any, gender: str, described: Set[str] = frozenset()) -> bool:
    """Whether a subject token names someone the pronoun (of ``gender``) could stand for: a
    proper noun that is no place or organization, a person noun of that gender, an animal.
    A definite person noun that described a named person before (``described``: ``teacher
    Ann Roe ... the teacher``) is that person again, not a rival."""
    if token.pos_ == "PROPN" or token.ent_type_ == "PERSON":
        return token.ent_type_ not in _NOT_A_RIVAL
    if token.pos_ != "NOUN" or token.tag_ != "NN":
        return False
    if token.lemma_.lower() in ANIMAL_NOUNS:
        return True
    noun_gender = person_noun_gender(token)
    if noun_gender is None or describes_a_name(token):
        return False
    definite = any(c.dep_ == "det" and c.lower_ in {"the", "this", "that"} for c in token.children)
    if definite and token.lemma_.lower() in described:
        return False
    return noun_gender in {"", gender}


def _is_subject(tokens: Tokens, span: tuple[int, int]) -> bool:
    """Whether a token of the mention is the subject of a clause (main or subordinate)."""
    return any(span[0] <= s < span[1] and t.dep_ in _SUBJECTS for s, _e, t in tokens)


def _common_root_subject(tokens: Tokens, span: tuple[int, int]) -> bool:
    """Whether the sentence's main verb has a common noun subject outside the mention."""
    return any(
        t.dep_ in _SUBJECTS
        and t.head.dep_ == "ROOT"
        and t.pos_ == "NOUN"
        and not span[0] <= s < span[1]
        for s, _e, t in tokens
    )


def _sole_thing(tokens: Tokens, ours: list[Mention], start: int) -> bool:
    """Whether no other non-person noun phrase than the name stands in the window before the
    pronoun: no common noun, no other name, in a noun role (subject, object, complement)."""
    spans = [(m.start, m.end or m.start + 1) for m in ours]
    for s, _e, t in tokens:
        if s >= start or any(a <= s < b for a, b in spans) or t.dep_ not in _NOUN_ROLES:
            continue
        if t.pos_ not in {"NOUN", "PROPN"} or t.ent_type_ in {"PERSON", "DATE", "TIME"}:
            continue
        if person_noun_gender(t) is not None:
            continue
        return False
    return True


def own_clause_subject(token: Any, start: int, here: list[Mention], name: str) -> bool:
    """For ``its own``: whether the subject of the clause holding ``its`` lies inside a mention
    of ``name`` (``The tower in Lyon fell onto its own base``: the tower, so not Lyon).
    Any other ``its`` passes."""
    doc = token.doc
    if token.i + 1 >= len(doc) or doc[token.i + 1].lower_ != "own":
        return True
    verb = token.head
    while verb.pos_ not in {"VERB", "AUX"} and verb.head.i != verb.i:
        verb = verb.head
    subjects = [c for c in verb.children if c.dep_ in _SUBJECTS]
    if not subjects:
        return False
    offset = token.idx - start
    subject = subjects[0].idx - offset
    return any(m.name == name and m.start <= subject < (m.end or m.start + 1) for m in here)


_NON_LOCATIVE = frozenset({"on", "for", "about", "into", "against", "over", "from"})


def object_of_own_subject(token: Any, start: int, mentions: list[Mention], name: str) -> bool:
    """Whether ``him``/``her``/``them`` is the object of a verb whose own subject (or the name
    in apposition to it) is a mention of ``name``: a plain object pronoun never means its own
    clause's subject (``Babaloo's owner, Ms Ruiz, describes her as ...``: her is the dog);
    ``rules-coref.v24``: nor ``it`` after a preposition that marks no place (``Microsoft has
    spent billions on it``: it is the product, not Microsoft). Round 26: the subject of an
    ``xcomp`` verb is the subject of the verb it completes (``Ann Roe plans to hire him``)."""
    verb = token.head
    if token.dep_ == "pobj" and token.lower_ == "it" and verb.lower_ in _NON_LOCATIVE:
        verb = verb.head  # "Microsoft has spent billions on it": it is not Microsoft
    elif token.dep_ == "pobj" and token.lower_ in {"him", "her"} and token.tag_ == "PRP":
        verb = person_object_clause(token)  # "Ann Roe is dependent on her": someone else
        if verb is None:
            return False
    elif token.dep_ not in {"dobj", "dative"} or token.tag_ != "PRP":
        return False
    subjects = [c for c in verb.children if c.dep_ in _SUBJECTS]
    while not subjects and verb.dep_ == "xcomp" and not _object_control(token, verb.head):
        verb = verb.head
        subjects = [c for c in verb.children if c.dep_ in _SUBJECTS]
    # "Ann Roe plans to hire him": Ann Roe hires; not "Ann Roe asked Tom to hire him"
    spans = [t for s in subjects for t in (s, *(c for c in s.children if c.dep_ == "appos"))]
    offset = token.idx - start
    return any(
        m.name == name and m.start <= t.idx - offset < (m.end or m.start + 1)
        for t in spans
        for m in mentions
    )


def _object_control(pronoun: Any, verb: Any) -> bool:
    """Whether ``him``/``her`` stands in the ``to`` clause of a verb whose object is that
    clause's subject (``asked the staff to book a room for her``: the staff book it, so
    ``her`` may be the asker). ``it`` keeps the verb's subject as its clause's (``Acme
    persuaded the bank to buy it``: not Acme)."""
    if pronoun.lower_ not in {"him", "her"}:
        return False
    return any(c.dep_ in {"dobj", "dative"} for c in verb.children)

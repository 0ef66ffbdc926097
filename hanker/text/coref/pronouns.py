"""Safe pronoun resolution: a pronoun is replaced only when exactly one antecedent fits.

Candidates are the persons (``he/him/his``, ``she/her``) or organizations (``it/its``)
named in the pronoun's sentence before it or in the sentence before. A candidate fits when
its number and gender agree (gender is known from an honorific: Mr, Mrs, Ms, ...). With more
than one fitting person, a main-clause subject pronoun follows the subject chain (the previous
sentence's subject, when that was one of them and no other candidate stands before the
pronoun in its own sentence); a lone candidate is not taken for such a pronoun when the
previous sentence's subject was another proper name, one the tagger did not read as a person,
nor when a proper name that the tagger read as no entity at all (``O'Connor``) stands in a noun
role in the pronoun's window: the tagger missed a person there, so the one candidate is a guess.
A pronoun fused with a contraction (``she'd``, ``he's``) is never replaced: the name would be
glued to the clitic.
``it/its`` is left alone when a common noun that it could mean
(a subject or object) stands between the organization and the pronoun. Everything else is
left as written, and a fact that needs it is dropped by the extractor. Rivals that no name
stands for (an unnamed person noun, quoted speech, a work titled after a person, a copular
possessor, an extraposed ``it``) also leave it: :mod:`hanker.text.coref.competitors`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from hanker.text.coref.base import Replacement
from hanker.text.coref.chains import chain_open, close_chains, opens_chain, owned_end, still_left
from hanker.text.coref.competitors import (
    copular_subjects,
    descriptor_nouns,
    extraposed_it,
    introduced_nouns,
    mention_rival,
    quote_allows,
    quoted_in,
    speaks,
    victim_possessive,
)
from hanker.text.coref.identity import (
    HONORIFICS,
    People,
    given_name_gender,
    own_pronoun_genders,
    same_person,
)
from hanker.text.coref.identity import name_key as _key
from hanker.text.segment import Sentence

_PERSON = {
    "he": ("m", ""),
    "him": ("m", ""),
    "his": ("m", "'s"),
    "she": ("f", ""),
    "her": ("f", "'s"),
}
_ORG = {"it": "", "its": "'s"}
_SUBJECTS = {"nsubj", "nsubjpass"}


@dataclass
class Mention:
    """A named mention: absolute start, kind (PERSON/ORG), name, subject of its clause, gender."""

    start: int
    kind: str
    name: str
    subject: bool = False
    gender: str = ""
    end: int = 0
    speaker: bool = False  # the subject of a verb of saying (competitors.speaks)
    pronoun: bool = False  # a pronoun already resolved to ``name``


_same = same_person  # one person, not two relatives (identity.same_person)


def mention_gender(sentence: Sentence, token_i: int) -> str:
    """Gender from an honorific right before the mention's first token, else ''."""
    span = sentence.parse
    if span is None:
        return ""
    doc = span.doc
    for i in (token_i, token_i - 1):  # "Mr" inside the entity, or right before it
        if 0 <= i < len(doc) and doc[i].text.lower().rstrip(".") in HONORIFICS:
            return HONORIFICS[doc[i].text.lower().rstrip(".")]
    return ""


class PronounResolver:
    """Resolve pronouns sentence by sentence over a document's named mentions."""

    def __init__(
        self, quotes: Sequence[tuple[int, int, int]] = (), people: People | None = None
    ) -> None:
        self.quotes = list(quotes)  # spans of quoted speech: a pronoun stays on its side
        self.people = people or People(())  # surnames shared in the document (identity)
        self.genders: dict[str, str] = {}
        self.previous: list[Mention] = []
        self.previous_subject: str | None = None
        self.previous_tokens: list[tuple[int, int, Any]] = []
        self.previous_root_subject: str | None = None  # a proper name, whatever its entity type
        self.person_words: set[str] = set()  # words of the document's multi-word person names
        self.descriptors: set[str] = set()  # person nouns that described a named person
        self.introduced: set[str] = set()  # person nouns that brought in someone unnamed
        self.newcomers: set[str] = set()  # introduced and never describing a named person
        self.open_chains: set[tuple[str, str]] = set()  # (kind, gender) of a subject left

    def _candidates(self, kind: str, gender: str, here: list[Mention], start: int) -> list[str]:
        names: list[str] = []
        quote = quoted_in(self.quotes, start)
        window = self.previous + [m for m in here if m.start < start]
        speakers = [m.name for m in window if m.speaker]
        for m in window:
            speaker = any(_same(m.name, name) for name in speakers)
            if m.kind != kind or not quote_allows(
                quote, quoted_in(self.quotes, m.start), m, speaker
            ):
                continue
            if kind == "PERSON" and " " not in m.name and m.name not in self.person_words:
                if (
                    m.subject
                    and not any(m is p for p in self.previous)
                    and m.gender in {"", gender}
                ):
                    return []  # "Romy said she ...": the one-word subject of this sentence
                continue  # a lone word tagged PERSON ("Devon", "Normandy") never seen in a full name
            known = given_name_gender(m.name) or self.genders.get(_key(m.name), "")
            if gender and known and known != gender:
                continue
            if not any(_same(m.name, n) for n in names):
                names.append(m.name)
            else:  # keep the fuller name
                names = [m.name if _same(m.name, n) and len(m.name) > len(n) else n for n in names]
        return names

    def _pick(
        self, token: Any, kind: str, gender: str, here: list[Mention], start: int
    ) -> str | None:
        names = self._candidates(kind, gender, here, start)
        if len(names) == 1:
            return None if self._other_subject(token, kind, names[0], here, start) else names[0]
        if kind == "ORG":
            return self._reporting_subject(token, here, start)
        if token.dep_ not in _SUBJECTS or token.head.dep_ != "ROOT":
            return None
        chain = self.previous_subject
        before = [m for m in here if m.start < start and m.kind == kind]
        if chain and not before and any(_same(chain, n) for n in names):
            return next(n for n in names if _same(chain, n))
        return None

    def _checked_pick(
        self,
        token: Any,
        chain: tuple[str, str],
        mentions: list[Mention],
        window: list[tuple[int, int, Any]],
        start: int,
    ) -> str | None:
        """The one antecedent of ``token``, unless an untagged name or a rival could be meant."""
        kind, gender = chain
        name = self._pick(token, kind, gender, mentions, start)
        if name is None or kind != "PERSON":
            return name
        if self.people.in_family(name) or self.people.rival_in(window, name, start):
            return None  # two people of the document share the surname (identity.People)
        if _untagged_name(window, name, start) or self._rival(
            window, name, mentions, start, gender
        ):
            return None
        return name

    def _other_subject(
        self, token: Any, kind: str, name: str, here: list[Mention], start: int
    ) -> bool:
        """Whether a main-clause subject pronoun more likely continues the previous sentence's
        subject, a name that is not the one candidate ("Jo Markle sued X over an interview
        with Ann Lee. She sought ...", "Jo Markle" not tagged as a person): then it is left."""
        subject = self.previous_root_subject
        if kind != "PERSON" or subject is None or token.dep_ not in _SUBJECTS:
            return False
        if token.head.dep_ != "ROOT" or any(m.start < start for m in here):
            return False
        if any(m.kind == "PERSON" and _same(m.name, subject) for m in self.previous):
            return False  # a person the candidates already weighed (gender, name)
        return not (_same(subject, name) or subject in name.split())

    def _rival(
        self,
        window: list[tuple[int, int, Any]],
        name: str,
        here: list[Mention],
        start: int,
        gender: str,
    ) -> bool:
        """An unnamed person who competes with the chosen name (competitors.mention_rival)."""
        mentions = [m for m in self.previous + here if m.start < start and _same(m.name, name)]
        spans = [(m.start, m.end or m.start + 1) for m in mentions]
        return mention_rival(window, spans, start, gender, self.newcomers)

    @staticmethod
    def _reporting_subject(token: Any, here: list[Mention], start: int) -> str | None:
        """``Acme said it ...``: the one organization before ``it`` is the governing verb's subject."""
        if token.dep_ not in _SUBJECTS or token.head.dep_ != "ccomp":
            return None
        before = [m for m in here if m.start < start and m.kind == "ORG"]
        governing = [c for c in token.head.head.children if c.dep_ in _SUBJECTS]
        if len(before) != 1 or not governing:
            return None
        offset = token.idx - start  # absolute offsets are token.idx minus this
        subject = governing[0]
        inside = before[0].start <= subject.idx - offset < (before[0].end or before[0].start + 1)
        return before[0].name if inside else None

    def _remember(self, here: list[Mention]) -> None:
        """Genders (a surname keeps its given name's) and the words of multi-word person names."""
        for m in here:
            person = m.kind == "PERSON"
            if gender := m.gender or (given_name_gender(m.name, False) if person else ""):
                self.genders.setdefault(_key(m.name), gender)
            if person and " " in m.name:
                self.person_words.update(m.name.split())

    def _pronoun(
        self, token: Any, window: list[tuple[int, int, Any]], here: list[Mention], start: int
    ) -> tuple[str, str, str, bool] | None:
        """Kind, gender and possessive suffix of a referring pronoun, and whether this resolver
        may replace it (not fused with a clitic, no common noun it could mean in between)."""
        lower = token.lower_
        if lower in _PERSON:
            gender, suffix = _PERSON[lower]
            object_her = token.tag_ == "PRP" and token.dep_ != "poss"  # "her Chick Lit novels"
            suffix = "" if lower == "her" and object_her else suffix
            return "PERSON", gender, suffix, not (_fused_clitic(token) or victim_possessive(token))
        if lower not in _ORG or _expletive(token) or extraposed_it(token):
            return None
        usable = not _competing_noun(window, here + self.previous, start)
        return "ORG", "", _ORG[lower], usable and not _fused_clitic(token)

    def sentence(
        self,
        sentence: Sentence,
        tokens: list[tuple[int, int, Any]],
        here: list[Mention],
        blocked: Sequence[tuple[int, int]],
    ) -> list[Replacement]:
        """Replacements for this sentence's pronouns; then remember its mentions for the next one."""
        out: list[Replacement] = []
        resolved: list[Mention] = []
        window = self.previous_tokens + tokens
        self._remember(here)
        self.genders = {**own_pronoun_genders(tokens, here), **self.genders}  # "Erin ... her"
        for m in here:
            m.speaker = speaks(tokens, m.start, m.end or m.start + 1)
        self.descriptors |= descriptor_nouns(t for _s, _e, t in tokens)
        self.introduced |= introduced_nouns(t for _s, _e, t in tokens)
        self.newcomers = self.introduced - self.descriptors
        subject: str | None = None
        opened: set[tuple[str, str]] = set()
        left: dict[tuple[str, str], int] = {}  # pronouns of this sentence left as written
        for start, end, token in tokens:
            found = self._pronoun(token, window, here, start)
            if found is None:
                continue
            kind, gender, suffix, usable = found
            usable = usable and not any(s < end and start < e for s, e in blocked)
            usable = usable and not still_left(left, (kind, gender), here, token, start)
            mentions = _outside_copular_subject(token, start, here + resolved)
            name = None
            if usable and not chain_open(self.open_chains | opened, kind, gender, here, start):
                name = self._checked_pick(token, (kind, gender), mentions, window, start)
            if name is None:
                if kind == "PERSON" and not quoted_in(self.quotes, start):
                    left[(kind, gender)] = owned_end(token, start)  # chains.still_left
                if opens_chain(token):
                    opened.add((kind, gender))
                continue
            out.append(Replacement(start, end, name + suffix))
            speaker = speaks(tokens, start, end)
            resolved.append(Mention(start, kind, name, end=end, speaker=speaker, pronoun=True))
            if gender:
                self.genders.setdefault(_key(name), gender)
            if token.dep_ in _SUBJECTS and token.head.dep_ == "ROOT":
                subject = name
        roots = [m for m in here if m.subject and m.kind == "PERSON"]
        self.open_chains = close_chains(self.open_chains, opened, here)
        self.previous_subject = subject or (roots[0].name if roots else None)
        self.previous = list(here) + resolved
        self.previous_tokens = tokens
        self.previous_root_subject = subject or _root_subject_name(tokens)
        return out


_NOUN_ROLES = frozenset({"nsubj", "nsubjpass", "dobj", "pobj", "appos", "attr", "conj"})


def _outside_copular_subject(token: Any, start: int, mentions: list[Mention]) -> list[Mention]:
    """The mentions a possessive can stand for: not the subject of the ``be`` clause it is
    the predicate of (``Ann and Tom are her children``: ``her`` is neither)."""
    spans = copular_subjects(token) if token.lower_ in {"his", "her", "its"} else []
    offset = token.idx - start  # absolute offsets are parse offsets minus this
    inside = [(lo - offset, hi - offset) for lo, hi in spans]
    return [m for m in mentions if not any(lo <= m.start < hi for lo, hi in inside)]


def _fused_clitic(token: Any) -> bool:
    """``she'd``, ``he's``: the pronoun is written together with a contracted verb."""
    doc = token.doc
    nxt = doc[token.i + 1] if token.i + 1 < len(doc) else None
    return nxt is not None and not token.whitespace_ and nxt.text[:1] in {"'", "\u2019"}


def _untagged_name(tokens: list[tuple[int, int, Any]], name: str, start: int) -> bool:
    """A proper noun in a noun role before the pronoun that the tagger gave no entity type and
    that is not part of the chosen name: a person the tagger may have missed."""
    words = set(name.split())
    return any(
        s < start
        and token.tag_ == "NNP"
        and not token.ent_type_
        and token.dep_ in _NOUN_ROLES
        and token.text[:1].isupper()
        and not token.text.isupper()
        and token.text not in words
        for s, _e, token in tokens
    )


_PLACES = {"GPE", "LOC", "FAC", "NORP", "PRODUCT", "EVENT", "WORK_OF_ART", "LAW", "LANGUAGE"}


def _root_subject_name(tokens: list[tuple[int, int, Any]]) -> str | None:
    """The proper name that is the subject of the sentence's main verb, unless it names a place
    or a thing ("Jo Markle" tagged ORG still counts: the tagger often misses persons)."""
    for _, _, token in tokens:
        if token.dep_ in _SUBJECTS and token.head.dep_ == "ROOT" and token.pos_ == "PROPN":
            if token.ent_type_ in _PLACES:
                return None
            words = [t.text for t in token.lefts if t.dep_ == "compound"] + [token.text]
            return " ".join(words)
    return None


_RAISING = frozenset(
    {
        *("emerge", "seem", "appear", "transpire", "turn", "remain", "happen", "matter"),
        *("rain", "snow", "understand", "believe", "think", "expect", "report", "know"),
        *("fear", "estimate", "allege", "suggest", "hope", "rumour", "rumor", "take"),
    }
)


_EVENT_LINKS = frozenset({"as", "after", "amid"})  # "It comes as/after ...": the news of the day


def _expletive(token: Any) -> bool:
    """``it`` as a dummy subject: ``it is likely``, ``it was not``, an ``expl`` dependency,
    ``it emerged (that) ...``, ``it is understood that ...``, ``it rained``."""
    doc = token.doc
    if token.dep_ == "expl":
        return True
    if (
        token.i + 2 < len(doc)
        and doc[token.i + 1].pos_ == "AUX"
        and doc[token.i + 2].pos_ in {"ADJ", "PART"}
    ):
        return True
    verb = token.head
    if token.dep_ not in {"nsubj", "nsubjpass"} or verb.i < token.i:
        return False
    clausal = any(c.dep_ in {"ccomp", "xcomp", "csubj"} and c.i > verb.i for c in verb.children)
    if verb.lemma_ in _RAISING and (clausal or verb.lemma_ in {"rain", "snow"}):
        return True
    if verb.lemma_ == "come" and any(
        (c.dep_ == "advcl" and any(m.lower_ in _EVENT_LINKS for m in c.children))
        or (c.dep_ == "prep" and c.lower_ in _EVENT_LINKS)
        for c in verb.children
    ):
        return True  # "It came as an email made ...", "It came as a letter, shared online, made"
    return token.dep_ == "nsubjpass" and clausal  # "it is understood that ..."


def _competing_noun(
    tokens: list[tuple[int, int, Any]], mentions: list[Mention], start: int
) -> bool:
    """A noun ``it`` could stand for (a common noun, or a name not tagged as an organization,
    as subject or object) between the last organization and the pronoun."""
    orgs = [m for m in mentions if m.kind == "ORG" and m.start < start]
    if not orgs:
        return False
    last = max(m.end or m.start for m in orgs)
    return any(
        last <= s < start
        and token.tag_ in {"NN", "NNP"}
        and token.dep_ in {"nsubj", "nsubjpass", "dobj", "attr"}
        and not (token.tag_ == "NN" and token.ent_type_)
        for s, _e, token in tokens
    )

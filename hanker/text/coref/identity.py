"""Who a name can be: name identity, gender evidence and shared surnames (``rules`` coreference).

The pronoun resolver (:mod:`hanker.text.coref.pronouns`) links a pronoun to a name only when
one person fits. Three kinds of evidence decide whether two names are one person and whether
a person fits a gendered pronoun:

* **Name identity**: ``Mr Mitsotakis`` and ``Kyriakos Mitsotakis`` share their last word and
  are one person; ``Alex Carver`` and ``Paul Carver`` share it too but have different given
  names, so they are two (relatives, most often).
* **Gender**: an honorific right before the name (``Mr``, ``Mrs``, ``Ms``) or, failing that,
  a given name from a small lexicon of very common given names that are used for one gender
  only (``Emily``, ``George``). A name whose gender is known never takes a pronoun of the other.
* **Families**: when two or more people of a document share a surname, the lone surname and
  the lone given name of one of them are too easily given to the wrong relative: a pronoun is
  never resolved to such a short name, nor to anyone while a word of another member of the
  family stands before it in its window (:class:`People`); the fact that needs it is dropped.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from hanker.text.coref.competitors import SAYING_VERBS

HONORIFICS = {
    "mr": "m",
    "sir": "m",
    "lord": "m",
    "mrs": "f",
    "ms": "f",
    "miss": "f",
    "dame": "f",
    "lady": "f",
}
TITLE_WORDS = frozenset(
    {*HONORIFICS, "dr", "prof", "professor", "judge", "justice", "president", "king", "queen"}
    | {"prince", "princess", "pope", "saint", "st", "rev", "reverend", "father", "sister"}
    | {"senator", "governor", "captain", "general", "mayor", "minister", "chancellor"}
)


def _lexicon(words: str) -> frozenset[str]:
    return frozenset(words.split())


# very common given names used (almost) only for one gender; names common for both
# (Alex, Sam, Jordan, Chris, Jamie, Charlie, Robin, Leslie, Kim, ...) are left out on purpose
_FEMALE = _lexicon(
    """mary patricia jennifer linda elizabeth barbara susan jessica sarah karen nancy lisa
    margaret betty sandra ashley dorothy kimberly emily donna michelle carol amanda melissa
    deborah stephanie rebecca laura sharon cynthia kathleen amy shirley angela helen anna
    brenda pamela nicole emma samantha katherine christine debra rachel catherine carolyn
    janet ruth maria heather diane virginia julie joyce victoria olivia kelly christina lauren
    joan evelyn judith megan cheryl andrea hannah martha jacqueline gloria teresa ann sara
    madison frances kathryn janice jean abigail alice judy sophia grace denise amber doris
    marilyn danielle beverly isabella theresa diana natalie brittany charlotte marie kayla
    alexis lori jane claire louise sophie lucy ellie chloe amelia isla ava mia zoe holly
    georgia katie eleanor harriet fiona kirsty gemma nicola joanne tracey julia irina olga
    natalia svetlana tatiana elena yulia anastasia ekaterina marina ludmila galina
    marta veronica francesca giulia chiara giorgia alessandra silvia paola federica elisa
    carmen lucia pilar rosa isabel ines beatriz raquel ana manuela sofia valentina camila
    gabriela fernanda daniela adriana leticia monica patricia lorena marisol yolanda
    ingrid astrid sigrid karin birgit annika frida greta heidi ursula angelika petra
    monika sabine katrin claudia brigitte simone sylvie nathalie isabelle veronique
    agnieszka katarzyna malgorzata ewa magdalena zofia oksana iryna olena kateryna
    aisha fatima amina zainab mariam khadija leila layla yasmin noor hana salma nadia
    priya anjali sunita deepika pooja lakshmi kavita meera shreya aditi neha
    mei ling xiu yan ying hui jing fang akiko yoko keiko yuki naomi sakura
    ngozi chioma adaeze folake funmilayo amara nneka wanjiru akosua abena
    sue kate liz beth jen jenny meg pam deb"""
)
# endings that mark a given name's gender in the languages of most names outside the lexicons
# ("Marta", "Svetlana" ... "Paolo", "Marco"), with their common exceptions
_MALE_IN_A = frozenset(
    {*("luca", "andrea", "nikita", "ilya", "sasha", "misha", "joshua", "mustafa", "hamza")}
    | {*("musa", "isa", "attila", "kuba", "jonah", "ezra", "elia", "akira", "zakaria")}
    | {*("yahya", "moussa", "issa", "oba", "dana", "haruka")}
)
_FEMALE_IN_O = frozenset({"margo", "cleo", "flo", "juno", "yoko", "keiko", "naoko", "michiko"})
_MALE = _lexicon(
    """james robert john michael david william richard joseph thomas charles christopher
    daniel matthew anthony mark donald steven paul andrew joshua kenneth kevin brian george
    timothy ronald edward jason jeffrey ryan jacob gary nicholas eric jonathan stephen larry
    justin scott brandon benjamin samuel gregory frank alexander raymond patrick jack dennis
    jerry tyler aaron jose adam henry nathan douglas zachary peter kyle walter ethan jeremy
    harold keith christian roger noah gerald carl terry sean austin arthur lawrence jesse
    dylan bryan joe billy bruce albert willie gabriel logan ralph roy eugene russell
    bobby mason philip louis harry oliver liam ian graham neil gareth rhys owen callum
    hugh boris vladimir dmitry sergei sergey andrei alexei mikhail nikolai ivan igor yuri
    oleg viktor leonard vincent francis clifton stanley
    marco paolo giuseppe giovanni luigi francesco alessandro matteo lorenzo stefano
    silvio mario roberto massimo fabio enrico carlos juan luis miguel pedro jorge pablo
    javier diego alejandro fernando manuel rafael sergio antonio ricardo eduardo
    hans klaus jurgen wolfgang dieter helmut stefan markus matthias lars anders erik
    olaf sven bjorn henrik piotr tomasz krzysztof pawel marek andrzej volodymyr oleksandr
    mohammed muhammad ahmed ali omar hassan hussein ibrahim khalid yusuf abdullah mahmoud
    rajesh rahul amit sanjay vijay arjun ravi suresh anil narendra
    wei jun hiroshi takeshi kenji satoshi hideo shinzo fumio yoshihide
    chinedu emeka oluwaseun kwame kofi yaw
    tom tony jim jimmy bob bill ben dan danny nick mike steve dave pete rob matt andy ted
    ed jake luke tim phil greg ken ron don ray fred"""
)


# generational suffixes that may end a full name (``James Hale Jr.``, ``Henry Ford II``)
GENERATION_SUFFIXES = frozenset({"jr", "sr", "ii", "iii", "iv"})


def _words(name: str) -> list[str]:
    """The words of a name, dots and a generational suffix after two or more words dropped
    (``Ann B. Lee Jr.`` -> ``Ann B Lee``): the suffix is no surname."""
    words = name.replace(".", "").replace(",", " ").split()
    if len(words) >= 3 and words[-1].lower() in GENERATION_SUFFIXES:
        words = words[:-1]
    return words


def surname(name: str) -> str:
    """The family name a multi-word person name ends with, a generational suffix skipped
    (``Tom Hale Jr.`` -> ``Hale``); '' for an empty name."""
    words = _words(name)
    return words[-1] if words else ""


def name_key(name: str) -> str:
    """Names of one person share their last word: the key of what is known about them."""
    words = name.split()
    return words[-1] if words else name


def given_name(name: str) -> str:
    """The first capitalized word of a multi-word name that is no title (``Dr Ann Lee`` ->
    ``Ann``), else ''."""
    words = _words(name)
    while words and (words[0].lower() in TITLE_WORDS or not words[0][:1].isupper()):
        words = words[1:]  # "pathologist Dr Ann Lee": a description and a title before the name
    return words[0] if len(words) >= 2 else ""


def known_given_name(word: str) -> bool:
    """Whether the word is in the lexicons of one-gender given names (``Olivia``, ``Tom``)."""
    return word.lower() in _FEMALE or word.lower() in _MALE


def given_name_gender(name: str, guess: bool = True) -> str:
    """``m``/``f`` when the name's given name is in the lexicon of one-gender given names, or
    (outside it, ``guess``) ends in ``-a`` (``f``) or ``-o`` (``m``) without being a known
    exception; else '' (``rules-coref.v16``: "Marta Fascina" is no "he")."""
    lower = given_name(name).lower()
    if lower in _FEMALE or lower in _MALE:
        return "f" if lower in _FEMALE else "m"
    if guess and len(lower) >= 3 and lower.isalpha():
        if lower.endswith("a") and lower not in _MALE_IN_A:
            return "f"
        if lower.endswith("o") and lower not in _FEMALE_IN_O and not lower.endswith("ko"):
            return "m"
    return ""


def _courtesy_gender(name: str) -> str:
    """The gender an honorific opening a longer name gives (``Mrs Smith`` -> ``f``), else ''."""
    words = name.split()
    return HONORIFICS.get(words[0].lower().rstrip("."), "") if len(words) > 1 else ""


def same_person(a: str, b: str) -> bool:
    """One name is the other, or they share their last word and no two different given names
    (``Mr Mitsotakis`` / ``Kyriakos Mitsotakis``; not ``Alex Carver`` / ``Paul Carver``)."""
    wa, wb = _words(a), _words(b)
    if a == b:
        return True
    if not wa or not wb or wa[-1] != wb[-1]:
        return False
    if wa[-len(wb) :] == wb or wb[-len(wa) :] == wa:
        return True  # "Home Secretary Ann Lee" / "Ann Lee": a role before the same name
    ga, gb = given_name(a), given_name(b)
    if ga and gb and ga != gb:
        return False
    sexes = {
        _courtesy_gender(a) or given_name_gender(a),
        _courtesy_gender(b) or given_name_gender(b),
    }
    return not {"m", "f"} <= sexes  # "Mrs Smith" is not "Tom Smith"


class People:
    """The persons named in one document, and the surnames two or more of them share."""

    def __init__(self, names: Iterable[str]) -> None:
        given: dict[str, set[str]] = {}
        names = list(names)
        self.full = {" ".join(_words(name)) for name in names}
        self.surnames = {surname(name) for name in names if len(_words(name)) >= 2}
        for name in names:
            first = given_name(name)
            if first:
                given.setdefault(surname(name), set()).add(first)
        self.families = {s: g for s, g in given.items() if len(g) >= 2}
        self.members = {w for s, g in self.families.items() for w in {s} | g}

    def names_a_person(self, name: str) -> bool:
        """Whether a name the tagger labelled otherwise is a person of the document: one of
        their names, or the lone surname of one (``Cahill`` tagged ORG after ``Darren Cahill``,
        which then never stands for an ``it``)."""
        words = [w for w in _words(name) if w.lower() not in TITLE_WORDS]
        return " ".join(words) in self.full or (len(words) == 1 and words[0] in self.surnames)

    def mark_people(self, mentions: Iterable[Any]) -> None:
        """Give the kind PERSON to the mentions whose name :meth:`names_a_person`."""
        for mention in mentions:
            if self.names_a_person(mention.name):
                mention.kind = "PERSON"

    def in_family(self, name: str) -> bool:
        """Whether the name is a lone surname two people of the document share, or the lone
        given name of one of them (``Carver``, ``Mr Carver``, ``Paul``; not ``Paul Carver``)."""
        words = [w for w in _words(name) if w.lower() not in TITLE_WORDS]
        return len(words) == 1 and words[0] in self.members

    def rival_in(self, window: Sequence[tuple[int, int, Any]], name: str, start: int) -> bool:
        """Whether a word of a shared surname (or a lone given name of its family) that is not
        part of ``name`` stands before the pronoun at ``start``, whatever the tagger made of it
        (``Carver's debts``, tagged a place): one of that family could be meant."""
        words = set(_words(name))
        return any(
            s < start and t.text in self.members and t.text not in words for s, _e, t in window
        )


_OWN_PRONOUNS = {
    **dict.fromkeys(("her", "hers", "herself"), "f"),
    **dict.fromkeys(("his", "him", "himself"), "m"),
}
_SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass"})


# "Odey said he now expected ...": the subject of a reported clause is its speaker
_REPORTED_SUBJECTS = {"she": "f", "he": "m"}


def _owner_clause(token: Any) -> Any | None:
    """The clause whose subject a ``her``/``his`` belongs to (the nearest with a subject of its
    own), or the saying verb whose reported clause a ``he``/``she`` is the subject of
    (``rules-coref.v21``); None for any other word."""
    if token.lower_ in _REPORTED_SUBJECTS:
        clause = token.head
        if (
            token.dep_ != "nsubj"
            or clause.dep_ != "ccomp"
            or clause.head.lemma_ not in SAYING_VERBS
        ):
            return None
        return clause.head
    verb = token.head
    for _ in range(6):
        subjects = [c for c in verb.children if c.dep_ in _SUBJECT_DEPS]
        if subjects or verb.head.i == verb.i:
            break
        verb = verb.head
    return verb


def _object_pronoun(token: Any) -> bool:
    """``him`` or an object ``her``: someone other than the subject of its clause (``Ann Roe
    plans to hire him``: no sign that Ann Roe is a man), unlike ``his``, ``hers``, ``himself``."""
    return token.lower_ == "him" or (token.lower_ == "her" and token.dep_ != "poss")


def own_pronoun_genders(
    tokens: Sequence[tuple[int, int, Any]], here: Iterable[Any]
) -> dict[str, str]:
    """Genders a sentence shows for its named people through a ``her``/``his`` in a clause
    whose subject is the name (``Erin also plans to bring forward her wedding``: Erin is a
    woman), or a ``he``/``she`` subject of what the name is reported to say (``Odey said he
    expected ...``, ``rules-coref.v21``), whether or not coreference replaces the pronoun
    (``rules-coref.v20``): a later ``he`` then cannot stand for her. Not when another person
    of the sentence is known to be of the pronoun's gender. Keyed by :func:`name_key`; the first sign wins.
    An object ``him``/``her`` shows nothing (``rules-coref`` round 26)."""
    mentions = [m for m in here if getattr(m, "kind", "") == "PERSON" and not m.pronoun]
    found: dict[str, str] = {}
    for start, _end, token in tokens:
        gender = _OWN_PRONOUNS.get(token.lower_) or _REPORTED_SUBJECTS.get(token.lower_)
        verb = _owner_clause(token)
        if gender is None or verb is None or not mentions or _object_pronoun(token):
            continue
        offset = start - token.idx
        for subject in [c for c in verb.children if c.dep_ in _SUBJECT_DEPS][:1]:
            at = subject.idx + offset
            owners = [m for m in mentions if m.start <= at < (m.end or m.start + 1)]
            others = [m for m in mentions if m not in owners]
            rivals = [m for m in others if (m.gender or given_name_gender(m.name)) == gender]
            if owners and not rivals:  # "Erin met Tom at his office": his may be Tom's
                found.setdefault(name_key(owners[0].name), gender)
    return found

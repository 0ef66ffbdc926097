"""Heads that describe a person the sentence names, or no one (``name-heads.v1``).

Each check returns what to read or the drop reason (counted in the KG manifest):

* a participle or relative clause hung on a role set after a name (``Lena Marsh, a Danish
  cyclist banned for two years``, ``Tom Ames, the British writer and painter known for
  ...``) is about the named person: the head is the name, not ``a Danish cyclist``;
* ``unnamed description``: a head that is a demonym (``The Norwegian scored twice``, ``the
  Welshman``; ``The Czech was``, a singular verb's subject, though ``the Dutch`` are a
  people; checked on every fact, ``spacy-patterns.v32``) or an indefinite ``another <noun>`` (``another gripping novel by X that ...``)
  names no one;
* ``relative inside a name phrase``: ``The real name of the painter who lived in Oslo is
  ...``: the clause is about the painter, not the name, and the painter is not named;
* ``participle on the possessor's role``: ``She quit her post heading the agency``: an
  ``-ing`` clause on a role noun with a possessor says what the role was, not a fact of the
  role (the possessor may have left it);
* ``head cut before its name`` (``spacy-patterns.v36``): a head the sentence goes on to name
  (``Japan's Prime Minister`` of ``Japan's Prime Minister Fumio Kishida``, ``Guillermo
  Navarro`` of ``Guillermo Navarro Munoz``): the name is the head, and it was left out;
* ``unnamed description`` also for a head opened by ``someone`` or ``anyone``, and for a
  title that is a nationality (``(Mathieu Pavon, title, Frenchman)``): no role or job.
"""

from __future__ import annotations

from typing import Any

from hanker.text.person_nouns import DEMONYM_NOUNS

NAME_HEADS_VERSION = "name-heads.v1"

UNNAMED = "unnamed description"
NAME_LEFT_OUT = "head cut before its name"
NAME_PHRASE = "relative inside a name phrase"
ROLE_PARTICIPLE = "participle on the possessor's role"

_NAME_NOUNS = frozenset({"name", "names", "identity", "surname", "nickname", "pseudonym"})
_ROLE_NOUNS = frozenset(
    {
        *("job", "role", "post", "position", "career", "work", "stint", "spell", "time"),
        *("tenure", "term", "days", "years", "seat", "office", "duties", "life"),
        # "her experiences growing up on a farm": the owner grows up, not the experiences
        *("experience", "experiences", "childhood", "youth", "upbringing"),
    }
)
_PEOPLE_PLURALS = ("ch", "sh", "ese", "s")
_SOMEONE = frozenset({"someone", "somebody", "anyone", "anybody"})
# person nouns in -man that name a role, not a nation (``chairman``, ``spokeswoman``)
_MAN_ROLES = frozenset(
    {
        *("chairman", "chairwoman", "spokesman", "spokeswoman", "businessman", "businesswoman"),
        *("congressman", "congresswoman", "policeman", "policewoman", "sportsman", "frontman"),
        *("batsman", "linesman", "cameraman", "fisherman", "statesman", "gentleman", "foreman"),
        *("ombudsman", "alderman", "councilman", "assemblyman", "clergyman", "craftsman"),
        *("sportswoman", "newsman", "anchorman", "showman", "salesman", "postman", "horseman"),
    }
)  # "the Dutch", "the Welsh", "the Chinese": a people


def named_person(noun: Any) -> Any:
    """The name (a person's, a place's, a body's) a common noun in apposition describes (``Ana Ruiz, a painter known for ...``,
    ``Ana Ruiz, the writer and painter known ...``: Ana Ruiz), else the noun."""
    role = noun
    if role.dep_ == "conj" and role.pos_ == "NOUN" and role.head.pos_ == "NOUN":
        role = role.head  # "the actor and comedian known for": the comedian is the actor
    if role.dep_ != "appos" or role.pos_ != "NOUN":
        return noun
    name = role.head
    return name if name.pos_ == "PROPN" else noun  # "Oslo, a city known for ...": Oslo too


def unnamed_antecedent(noun: Any, clause: Any) -> str | None:
    """Why the noun a relative or participle clause hangs on gives no head, else None."""
    if any(c.dep_ == "det" and c.lower_ == "another" for c in noun.children):
        return UNNAMED  # "another gripping novel by X that ..."
    if noun.dep_ == "pobj" and noun.head.lower_ == "of" and noun.head.head.lower_ in _NAME_NOUNS:
        return NAME_PHRASE  # "the real name of the painter who ..."
    possessed = any(c.dep_ == "poss" for c in noun.children) and noun.lower_ in _ROLE_NOUNS
    if clause.tag_ == "VBG" and clause.dep_ == "acl" and possessed:
        return ROLE_PARTICIPLE  # "quit her post heading the agency"
    return None


def demonym_head(head: str, doc: Any) -> str | None:
    """``unnamed description`` for a head that is ``the`` and a demonym (``The Norwegian``,
    ``the veteran Welshman``, ``the Spaniard``): it stands for a person the sentence does not
    name."""
    words = head.split()
    if doc is None or len(words) < 2 or words[0].lower() != "the" or len(words) > 3:
        return None
    last = words[-1]
    if not last[:1].isupper() or not last.isalpha() or any(w[:1].isupper() for w in words[1:-1]):
        return None
    tokens = [t for t in doc if t.text == last]
    if not tokens:
        return None
    people = last.endswith(_PEOPLE_PLURALS) and not _singular_subject(tokens[0])
    norp = all(t.ent_type_ == "NORP" for t in tokens) and not people
    return UNNAMED if norp or _demonym_word(last) else None


def _demonym_word(word: str) -> bool:
    """``Frenchman``, ``Welshwoman``, ``Spaniard``: a word for a person of a nation."""
    man = word.endswith(("man", "woman")) and len(word.rsplit("man", 1)[0].rstrip("wo")) >= 4
    return word[:1].isupper() and (
        (man and word.lower() not in _MAN_ROLES) or word.lower() in DEMONYM_NOUNS
    )


def nationality_title(relation: str, tail: str) -> str | None:
    """``unnamed description`` for a title that is only a nationality (``Frenchman``)."""
    word = tail.strip()
    return UNNAMED if relation == "title" and " " not in word and _demonym_word(word) else None


def named_after_head(head: str, doc: Any) -> str | None:
    """``head cut before its name`` when the sentence runs on from the head into a proper
    noun of the same phrase (``Japan's Prime Minister [Fumio Kishida]``); ``unnamed
    description`` for ``someone``/``anyone`` heads."""
    if head.split()[:1] and head.split()[0].lower() in _SOMEONE:
        return UNNAMED
    if doc is None or not head[:1].isupper():
        return None
    start = doc.text.find(head)
    if start < 0:
        return None
    after = [t for t in doc if t.idx == start + len(head) + 1]
    if not after or after[0].pos_ != "PROPN" or not after[0].text[:1].isupper():
        return None
    if after[0].text.isupper():
        return None  # "Richard Wright KC": letters after a name, no more of it
    inside = {t.i for t in doc if start <= t.idx < start + len(head)}
    run = [after[0]]  # the proper nouns the head runs into: "Fumio Kishida"
    while run[-1].i + 1 < len(doc) and doc[run[-1].i + 1].pos_ == "PROPN":
        run.append(doc[run[-1].i + 1])
    names = {t.i for t in run}
    joined = any(doc[i].head.i in names for i in inside) or any(t.head.i in inside for t in run)
    return NAME_LEFT_OUT if joined else None


def _singular_subject(token: Any) -> bool:
    """The subject of a singular verb (``The Czech was runner-up``: one person, not the
    Czechs as ``The Dutch were`` would be)."""
    verb = token.head
    verbs = [verb, *(c for c in verb.children if c.dep_ in {"aux", "auxpass"})]
    singular = any(v.tag_ == "VBZ" or v.lower_ == "was" for v in verbs)
    return token.dep_ in {"nsubj", "nsubjpass"} and singular

"""Heads that are a fragment of a longer phrase or name no specific entity (``head-fragments.v1``).

``comment_adverb`` says which opening ``-ly`` word to strip from a head (``Sadly Mr Ray`` of
``Sadly, Mr Ray died``; name_checks strips it). ``head_fragment_problem`` returns the drop reason (counted in the KG manifest) or ``None``:

* ``name cut at a list``: a capitalised name that holds a list (``the Ministry of Housing,
  Parks and Coastal Waters``) read from its last conjunct (``Coastal Waters``);
* ``given name cut from its name``: a ``title`` fact whose name is one word with the rest of
  the name after it (``Sgt Ellen Ward said``: ``Ellen``), or whose one-word title opens the
  sentence and is a given name, not a role (``Nadia Voss`` read as title ``Nadia``);
* ``bare role word``: a capitalised role word alone as the head (``Duchess``, ``Chancellor``)
  names no one;
* ``subject and verb read as a noun``: ``Maps given to the council show roads closed``: with no
  finite verb in the sentence, ``the council show roads`` is a subject and its verb, not a noun
  phrase;
* ``head opens with a focus or approximation word``: ``Only Germany``, ``About 450 staff``,
  ``almost all advances``: the word restricts or blurs whom the fact is about (``only`` before
  a count, ``Only one of the five cutters``, is the count's own word and stays);
* ``negated head``: ``not all of her books``: the fact holds of members the head leaves
  unnamed;
* ``head is an exclamation`` (``spacy-patterns.v39``): a head holding ``!`` or ``?``, or
  opened by an interjection (``Capting! Capting!``, ``Ha, Ishmael``): an outcry or an
  address in dialogue, no entity;
* ``inverted speech tag``: ``Martha, whispered Tom``, ``..., replied Ann``: a verb of speech
  after a comma or quotation mark with its speaker right after it; the name before it is
  the person spoken to (or the words said), never the subject;
* ``name cut before its number``: a name the sentence goes on with a version or model
  number (``Debian 0.93 Release 5 happened in 1995``: not ``Debian``);
* ``head runs across a break`` (``spacy-patterns.v39``): a head holding a dash of a break
  (``all,—the Greenland whale``) or a chapter heading (``CHAPTER I.``): two pieces of
  text, not one noun phrase;
* ``head under a demonstrative``: ``THIS TABLET`` in capitals, which the tagger reads as a
  name (lower-case ``this tablet`` names no entity already): which one only the passage shows;
* ``indefinite head``: a head opened by ``a``, ``an``, ``another`` or ``other`` before a
  common noun (``A man from Leeds``, ``another police officer``, ``Other tales by X``), one
  with ``other`` later on (``Ana's other books``), or a described person set beside their
  name (``Ann's brother, Tom Hill,``), gives no self-contained fact about a named entity.
"""

from __future__ import annotations

import re
from typing import Any

from hanker.extract.fronted_phrases import fronted_head_problem
from hanker.extract.spacy_phrases import HONORIFICS
from hanker.text.names import PARTICLES
from hanker.text.person_nouns import PERSON_NOUNS

HEAD_FRAGMENTS_VERSION = "head-fragments.v1"

NAME_LIST_CUT = "name cut at a list"
GIVEN_NAME_CUT = "given name cut from its name"
BARE_ROLE = "bare role word"
VERB_AS_NOUN = "subject and verb read as a noun"
INDEFINITE_HEAD = "indefinite head"
FOCUS_HEAD = "head opens with a focus or approximation word"
NEGATED_HEAD = "negated head"
EXCLAMATION_HEAD = "head is an exclamation"
DEMONSTRATIVE_HEAD = "head under a demonstrative"
INVERTED_SPEECH = "inverted speech tag"
BROKEN_HEAD = "head runs across a break"
NUMBER_CUT = "name cut before its number"
_HEADING = re.compile(r"\b(?:CHAPTER|Chapter|BOOK|PART|VOLUME|SECTION|SCENE)\s+(?:[IVXLC]+|\d+)\b")
_SPEECH_TAGS = frozenset(
    {*("say", "whisper", "mutter", "murmur", "reply", "answer", "shout", "yell", "cry", "ask")}
    | {*("exclaim", "call", "add", "continue", "remark", "observe", "retort", "sigh", "snap")}
)
_COUNT_WORDS = frozenset({"one", "two", "three", "four", "five", "six", "a", "half"})
_FOCUS_WORDS = frozenset({"only", "even", "just", "almost", "nearly", "about", "around", "roughly"})

# verbs of showing and reporting whose present forms are also nouns ("a show", "the claims")
_VERB_NOUNS = frozenset(
    {
        *("show", "shows", "suggest", "suggests", "reveal", "reveals", "indicate", "indicates"),
        *("prove", "proves", "mean", "means", "claim", "claims", "confirm", "confirms"),
        *("appear", "appears", "seem", "seems", "record", "records", "report", "reports"),
    }
)
_FOCUS_ADVERBS = frozenset(
    {
        *("only", "nearly", "early", "hardly", "barely", "roughly", "mostly", "partly"),
        *("merely", "largely", "mainly", "exactly", "fully", "simply", "especially", "newly"),
        *("particularly", "solely", "purely", "chiefly", "likely", "really", "highly", "daily"),
        *("weekly", "monthly", "yearly", "widely", "jointly", "directly", "initially"),
    }
)
_CLAUSE_OPENERS = frozenset({'"', "“", "‘", "'", ":", "(", "-", "–", "—"})
_INDEFINITE = frozenset({"a", "an", "another"})
_NAME_LINKS = frozenset({"of", "for", "and", "&", "the", ","})
_PARTICLES = frozenset({"van", "von", "de", "der", "den", "ten", "ter", "da", "di", "du", "le"})
_NAME_WORDS = PARTICLES | {"y", "mac"}  # lowercase words inside a name ("Bashar al-Assad")
# endings of agent and role nouns ("Actress", "Singer", "Pianist", "Comedian")
_ROLE_ENDING = re.compile(r"(?:ess|er|or|ist|ian|ant|ent|ive|man|woman|ee)$")


def head_fragment_problem(head: str, relation: str, tail: str, doc: Any) -> str | None:
    """The drop reason when ``head`` (of a fact read from the sentence ``doc``) is a fragment
    of a longer name or phrase or names no specific entity, else ``None``."""
    if doc is None or not head:
        return None
    fronted = fronted_head_problem(head, doc)  # fronted_phrases: "Hearing Mrs Dale, the"
    doc = list(doc)  # a sentence span or a doc: positions below count from its first token
    if relation == "title":
        return _title_problem(head, tail, doc)
    word_problem = fronted or _head_words_problem(head)
    if word_problem is not None:
        return word_problem
    if _inverted_speech(relation, tail, doc):
        return INVERTED_SPEECH
    tokens = _find(head, doc)
    if tokens is None:
        return None
    if tokens[0].tag_ == "UH" and len(tokens) > 1 and tokens[1].text in {",", "!"}:
        return EXCLAMATION_HEAD  # "Ha, Ishmael, muttered I"; not the band "Oh Wonder"
    if _indefinite(head, tokens, doc):
        return INDEFINITE_HEAD
    if len(tokens) > 1 and head[:1].isupper() and _cut_from_list(tokens, doc):
        return NAME_LIST_CUT
    if _verb_as_noun(tokens, doc):
        return VERB_AS_NOUN
    if _number_follows(tokens, doc):
        return NUMBER_CUT  # "Debian" of "Debian 0.93 Release 5 happened in 1995"
    if _described_beside_name(tokens, doc):
        return INDEFINITE_HEAD
    return None


def _number_follows(tokens: list[Any], doc: list[Any]) -> bool:
    """A name followed at once, with no comma, by a number the parse hangs on it: a version or
    a model number (``Debian 0.93``, ``Apollo 11``) is part of the name the fact cut."""
    last = tokens[-1]
    after = _at(last, doc) + 1
    if last.pos_ != "PROPN" or after >= len(doc) or doc[after].tag_ != "CD":
        return False
    number = doc[after]
    return number.head.i == last.i or number.head.head.i == last.i


def _head_words_problem(head: str) -> str | None:
    """The drop reason a head's words alone give (a bare role, an outcry, an opening focus,
    capitalised demonstrative or negation word), else None."""
    if _bare_role(head):
        return BARE_ROLE
    if re.search(r"[!?]\s+\S", head):
        return EXCLAMATION_HEAD  # "Capting! Capting!"; a name ending in one ("Yahoo!") stays
    if "—" in head or " – " in head or _HEADING.search(head):
        return BROKEN_HEAD
    words = head.split()
    counted = len(words) > 1 and (words[1].isdigit() or words[1].lower() in _COUNT_WORDS)
    if words[0].lower() in _FOCUS_WORDS and not (words[0].lower() == "only" and counted):
        return FOCUS_HEAD  # "Only Germany applies EU rules", "About 450 staff at X"
    if words[0] in {"THIS", "THAT", "THESE", "THOSE"} and len(words) > 1:
        return DEMONSTRATIVE_HEAD  # "THIS TABLET Is erected ...", tagged as a name
    if words[0].lower() == "not":
        return NEGATED_HEAD  # "not all of her books are set in Germany": which are?
    return None


def comment_adverb(word: str, doc: Any) -> bool:
    """Whether ``word`` is a sentence adverb in ``-ly`` that comments on the whole clause
    (``Sadly``, ``Fortunately``, ``Reportedly`` before ``Ms Lee died``): it opens the sentence
    (or a quotation) and modifies the verb; a focus or degree adverb (``Only``, ``Nearly``) stays."""
    if doc is None or not word.endswith("ly") or word.lower() in _FOCUS_ADVERBS:
        return False
    tokens = list(doc)
    for i, first in enumerate(tokens[:-1]):
        if first.text != word:
            continue
        if i > 0 and tokens[i - 1].text not in _CLAUSE_OPENERS:
            return False  # inside a clause: "the Kelly Mr ..." is no opening adverb
        if tokens[i + 1].text.rstrip(".").lower() in HONORIFICS:
            return True  # "Tragically Mr Hale" (tagged a name): the name opens at "Mr"
        return bool(first.pos_ == "ADV" and first.head.pos_ in {"VERB", "AUX"})
    return False


def _titles() -> frozenset[str]:
    """The title words of ``name_checks`` (imported here: name_checks imports this module
    through triple_context)."""
    from hanker.extract.name_checks import TITLE_WORDS

    return TITLE_WORDS


def _find(phrase: str, doc: list[Any]) -> list[Any] | None:
    """The tokens of the first place of ``phrase`` in ``doc``; ``t.i`` is replaced by the
    position in ``doc`` through ``_at``."""
    words = phrase.split()
    for i in range(len(doc)):
        text = ""
        for j in range(i, len(doc)):
            text += doc[j].text_with_ws
            if text.split() == words:
                return doc[i : j + 1]
            if len(text.split()) > len(words):
                break
    return None


def _at(token: Any, doc: list[Any]) -> int:
    """The position of ``token`` in ``doc`` (a list of a sentence's tokens)."""
    return int(token.i - doc[0].i)


def _indefinite(head: str, tokens: list[Any], doc: list[Any]) -> bool:
    """``another <noun>``, or ``a``/``an``/``one`` before a person noun (``one
    pro-government MP``) or before a name set beside it (``a local baker, Ann Roe,``): no
    specific entity."""
    words = head.split()
    first = words[0].lower()
    if first == "another" or (first == "other" and len(words) > 1 and words[1].islower()):
        return True  # "Other epic tales from X": the ones the passage has not listed
    if "other" in words[1:] and "each other" not in head:
        return True  # "Jasper's other noteworthy books", "the other members of Queen"
    one = first == "one" and len(words) > 1 and words[1].lower() != "of"  # "one MP", not "one of"
    return (first in {"a", "an"} or one) and (_person_noun(tokens) or _name_beside(tokens, doc))


def _name_beside(tokens: list[Any], doc: list[Any]) -> bool:
    """Whether a person's name follows the phrase after a comma (``..., Tom Hill,``)."""
    end = _at(tokens[-1], doc) + 1
    return end + 1 < len(doc) and doc[end].text == "," and doc[end + 1].ent_type_ == "PERSON"


def _person_noun(tokens: list[Any]) -> bool:
    """Whether the head's noun (the last noun before a preposition) is a person noun."""
    nouns = []
    for token in tokens:
        if token.pos_ == "ADP":
            break
        if token.pos_ in {"NOUN", "PROPN"}:
            nouns.append(token.text.lower())
    return bool(nouns) and (nouns[-1] in PERSON_NOUNS or nouns[-1] in _titles())


def _bare_role(head: str) -> bool:
    """A capitalised role word alone (``Duchess``): a role, no one named."""
    return " " not in head and head[:1].isupper() and head.lower() in _titles()


def _title_problem(name: str, title: str, doc: list[Any]) -> str | None:
    """``given name cut``: a lowercase word inside the name (``George V park``: a place named
    after someone, spacy-patterns.v27), or the name goes on after the one-word name the fact holds (``Ellen``
    of ``Ellen Ward``, ``Pieter`` of ``Pieter van Dam``), or a one-word title that opens the
    sentence is no role word (``Nadia`` of ``Nadia Voss``)."""
    if any(w[:1].islower() and _name_word(w) for w in name.split()[1:]):
        return GIVEN_NAME_CUT  # "(George V park, title, King)": a place named after a king
    tokens = _find(name, doc)
    if tokens is None or len(tokens) != 1:
        return None
    nxt = _at(tokens[0], doc) + 1
    after = doc[nxt] if nxt < len(doc) else None
    if after is not None and after.pos_ == "PROPN" and after.text[:1].isupper():
        return GIVEN_NAME_CUT
    particle = after is not None and after.text.lower() in _PARTICLES and nxt + 1 < len(doc)
    if particle and doc[nxt + 1].text[:1].isupper():  # "Pieter van Dam"
        return GIVEN_NAME_CUT
    words = title.split()
    opening = doc[0].text == words[0] if len(doc) else False
    if len(words) == 1 and opening and title.lower() not in _titles():
        return None if _ROLE_ENDING.search(title.lower()) else GIVEN_NAME_CUT
    return None


def _name_word(word: str) -> bool:
    """A lowercase word no name holds (not ``van``, ``al-Assad``, ``d'Estaing``)."""
    stem = re.split(r"[-'’]", word.lower())[0]
    return stem not in _NAME_WORDS and stem not in {"d", "o", "ben"}


def _cut_from_list(tokens: list[Any], doc: list[Any]) -> bool:
    """Whether the head is the last conjunct of a list inside a longer capitalised name: the
    word before it is ``and`` (or a comma) after a capitalised run that links its words with
    ``of`` or ``for`` (``Office for Trade, Energy and Skills``)."""
    start = _at(tokens[0], doc)
    if start < 2 or doc[start - 1].text.lower() not in {"and", "&", ","}:
        return False
    linked = False
    for token in reversed(doc[: start - 1]):
        if token.text.lower() in {"of", "for"}:
            linked = True
        elif token.text.lower() not in _NAME_LINKS and not token.text[:1].isupper():
            break
    return linked and doc[start - 2].text[:1].isupper() and start > 2


def _verb_as_noun(tokens: list[Any], doc: list[Any]) -> bool:
    """Whether a noun inside the head is a showing verb (``show``, ``suggests``) read as a
    noun, with its object after it, whose subject is a noun with a reduced relative before the
    head (``Maps given to the council show roads ...``: ``Maps`` ``show``), agreeing in number;
    or the sentence's root is no verb at all (it lacks a main verb of its own)."""
    verbs = [t for t in tokens[1:-1] if t.text.lower() in _VERB_NOUNS and t.tag_.startswith("NN")]
    if not verbs:
        return False
    if not any(t.dep_ == "ROOT" and t.pos_ in {"VERB", "AUX"} for t in doc):
        return True
    plural = not verbs[0].text.lower().endswith("s")  # "Maps show", "The map shows"
    start = _at(tokens[0], doc)
    for k in range(1, start - 1):
        subject, participle, prep = doc[k - 1], doc[k], doc[k + 1]
        reduced = participle.tag_ in {"VBN", "VBD"} and prep.pos_ == "ADP"
        if reduced and subject.tag_ == ("NNS" if plural else "NN"):
            return True
    return False


def _described_beside_name(tokens: list[Any], doc: list[Any]) -> bool:
    """Whether the head is a described person (``Ann's brother``) with their name set beside
    it between commas (``Ann's brother, Tom Hill, said``): the fact belongs to the name."""
    return any(t.text in {"'s", "’s"} for t in tokens) and _name_beside(tokens, doc)


def _inverted_speech(relation: str, tail: str, tokens: list[Any]) -> bool:
    """Whether the relation's verb stands after a comma or closing quotation mark (adverbs
    aside: ``"Cook," here interposed Stubb``) with the tail right after it as its parsed
    object: the speaker inverted behind the verb (see the module). After a comma the verb
    must be one of speech and the speaker a name; after a quotation mark any verb is."""
    verb = relation.split()[0] if relation else ""
    first = tail.split()[0] if tail.split() else ""
    for at, token in enumerate(tokens[1:-1], start=1):
        after = tokens[at + 1]
        if token.lemma_.lower() != verb or after.text != first or after.dep_ != "dobj":
            continue
        back = at - 1
        while back > 0 and tokens[back].pos_ == "ADV":
            back -= 1  # "here interposed", "then replied"
        before = tokens[back]
        if before.text in {'"', "”", "''", "’"} or before.tag_ == "''":
            return after.pos_ in {"PROPN", "PRON"}
        if before.text == "," and verb in _SPEECH_TAGS and after.pos_ == "PROPN":
            return True
    return False

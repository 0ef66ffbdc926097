"""Names, titles and word edges of the spaCy extractor's facts (``spacy-patterns.v6``).

Each check returns what to keep or the drop reason (counted in the KG manifest):

* ``title not a role``: a ``title`` fact needs a person's name after a real title, a
  lower-case role noun (``Arsenal manager``, ``science minister``) or a capitalised title word
  (``Director``, ``Foreign Minister``); the first words of one name (``London Heathrow``,
  ``the show Prima Facie``) are none;
* ``head is a fragment``: a head that, once stray brackets, dashes and a leading sentence
  adverb (``Meanwhile``, ``However``) are cut off its edges, still holds a bracket it does not
  close or ends on a clitic (``X'd``, a pronoun of ``she'd`` replaced); and a noun inside a hyphenated or participial adjective (``The Emmy-award winning
  Bluey``), which the parser sometimes makes a subject;
* ``name split``: a verb whose objects cut one name in two (``founded Help for Heroes`` read
  as ``Help`` + ``for Heroes``, ``speaking to BBC Radio Five Live`` as ``to BBC Radio Five``
  + ``Live``): none of its facts is whole;
* ``word split``: a head or tail that starts or ends inside a hyphenated word (``-wife`` of
  ``ex-wife``).
"""

from __future__ import annotations

import re
from typing import Any

from hanker.extract.fronted_phrases import opening_adverb
from hanker.extract.head_fragments import comment_adverb
from hanker.extract.head_phrases import RANKS, trim_head_phrase
from hanker.extract.spacy_phrases import HONORIFICS
from hanker.extract.triple_context import title_in_name
from hanker.text.person_nouns import person_word

NAME_CHECKS_VERSION = "name-checks.v1"

TITLE_NOT_ROLE = "title not a role"
HEAD_FRAGMENT = "head is a fragment"
WORD_SPLIT = "word split"
NAME_SPLIT = "name split"
_NAME_JOINS = frozenset({"for", "of", "and", "&"})
_OBJECTS = frozenset({"dobj", "attr", "oprd", "dative"})

# capitalised words that make a title (the last word of ``Foreign Minister``, ``Director``)
TITLE_WORDS = frozenset(
    {
        *("president", "minister", "secretary", "director", "chancellor", "senator", "governor"),
        *("mayor", "judge", "justice", "king", "queen", "prince", "princess", "duke", "duchess"),
        *("earl", "baron", "baroness", "count", "countess", "emperor", "empress", "pope"),
        *("cardinal", "archbishop", "bishop", "reverend", "father", "pastor", "rabbi", "imam"),
        *("sheikh", "general", "colonel", "major", "captain", "lieutenant", "sergeant"),
        *("corporal", "admiral", "commander", "commissioner", "inspector", "detective"),
        *("constable", "officer", "chief", "chairman", "chairwoman", "chair", "ceo", "coach"),
        *("manager", "professor", "doctor", "ambassador", "envoy", "representative"),
        *("congressman", "congresswoman", "councillor", "alderman", "speaker", "leader"),
        *("premier", "attorney", "prosecutor", "sheriff", "marshal", "editor", "deputy"),
        *("superintendent", "mp", "mep", "msp", "ms", "dean", "provost", "principal"),
        *("executive", "founder", "spokesman", "spokeswoman", "spokesperson", "presenter"),
        *("correspondent", "captain", "skipper", "striker", "midfielder", "defender"),
        *("goalkeeper", "chairperson", "treasurer", "registrar", "magistrate", "coroner"),
        *("solicitor", "barrister", "counsel", "lord", "lady", "dame", "sir", "saint", "st"),
    }
)
# lower-case nouns before a name that say what a thing is, not a person's role
_THING_NOUNS = frozenset(
    {
        *("show", "film", "movie", "series", "book", "novel", "album", "song", "single"),
        *("band", "group", "airport", "station", "city", "town", "village", "street"),
        *("company", "firm", "club", "team", "brand", "ship", "vessel", "horse", "storm"),
        *("hurricane", "game", "play", "musical", "programme", "program", "podcast", "app"),
        *("website", "magazine", "newspaper", "project", "operation", "restaurant", "hotel"),
        *("building", "bridge", "church", "school", "university", "hospital", "drama"),
        *("sitcom", "documentary", "franchise", "festival", "race", "route", "area", "region"),
    }
)
_SENTENCE_ADVERBS = frozenset(
    {
        *("meanwhile", "however", "also", "still", "now", "then", "instead", "indeed"),
        *("moreover", "furthermore", "nevertheless", "nonetheless", "separately", "elsewhere"),
        *("additionally", "finally", "similarly", "likewise", "thus", "hence", "therefore"),
        *("besides", "again", "so", "yet", "later", "earlier", "previously", "eventually"),
    }
)
_DASHES = "-–—‐"
_CLITIC = re.compile(r"\w['’](?:d|ll|ve|re|m)$", re.IGNORECASE)
_BRACKETS = (("(", ")"), ("[", "]"))


# nouns as often a thing as a person elsewhere ("a guide to", "an agent of change"), kept out of
# the person-noun lexicon, yet a role right before a person's name ("tour guide Ana Ruiz",
# "security guard Tom Hale", "travel agent Li Wei")
_NAME_ROLES = frozenset({"guide", "guard", "agent"})


# person nouns that say where someone was or what they did there, not a role they hold
_STATUS_WORDS = frozenset(
    {"resident", "local", "neighbour", "neighbor", "bystander", "onlooker", "eyewitness"}
    | {"witness", "commuter", "shopper", "customer", "visitor", "tourist", "motorist"}
    | {"pedestrian", "homeowner", "tenant", "pensioner", "spectator", "passenger"}
)


def is_title(title: list[Any]) -> bool:
    """Whether the words before a person's name are a title: the last one a lower-case role noun
    or a capitalised title word that is no part of another name (``London``, ``Prima``); a
    status word alone (``Resident``, ``Passenger``) is none."""
    last = title[-1]
    word = last.text.rstrip(".").lower()
    if last.ent_type_ not in {"", "PERSON"} or title_in_name(title):
        return False  # "London" of "London Heathrow", "Sacha Baron" of "Sacha Baron Cohen"
    named = any(t.pos_ == "PROPN" or t.ent_type_ for t in title[:-1])
    if word in _STATUS_WORDS and not named:
        return False  # "(Local) resident Helen Thomas": who she is there, no role
    lower = last.text[:1].islower() or (len(title) == 1 and last.i == last.sent.start)
    if lower:  # "Arsenal manager", "Actress Jodie Comer" at the start of a sentence
        return bool(last.pos_ in {"NOUN", "PROPN"} and _person_word(word))
    return word in TITLE_WORDS


def _person_word(word: str) -> bool:
    """A lower-case word a title can end on: a noun for a person (``actor``, ``legend``,
    ``council leader``), never a thing or an abstract noun the parser hung on a name
    (``the site``, ``fierce honesty [she brings]`` once coreference wrote a name for "she")."""
    return word not in _THING_NOUNS and (person_word(word) or word in _NAME_ROLES)


def title_tokens(doc: Any, start: int) -> list[Any]:
    """The title written before a person's name, whole (``former Health Secretary``, ``ousted
    council leader``): the compound and its own modifiers; a lone lower-case noun (``leader``)
    says too little to be a title and gives nothing."""
    title: list[Any] = []
    for t in reversed(doc[max(start - 6, 0) : start]):
        attached = t.head.i >= start or any(t.head.i == x.i for x in title)
        person = t.ent_type_ == "PERSON" and t.text.rstrip(".").lower() not in RANKS  # "Det"
        if not attached or person or t.pos_ not in {"PROPN", "NOUN", "ADJ"}:
            break
        if t.dep_ not in {"compound", "amod"} or t.text.rstrip(".").lower() in HONORIFICS:
            break
        title.insert(0, t)
    if len(title) == 1 and not title[0].text[:1].isupper():
        return []
    if title and title[0].ent_iob_ == "I":
        return []  # "County Down band Ash": the end of a name begun before, no title
    if title and _name_runs_on(doc, title[0]):
        return []  # "2018 Tour de | France winner"
    return title


_NAME_JOINERS = frozenset({"de", "du", "la", "le", "von", "van", "del", "da", "on", "upon"})


def _name_runs_on(doc: Any, first: Any) -> bool:
    """Whether the title's first word continues a name begun before it: a joining word after a
    capitalised one (``Tour de France``, ``Stratford upon Avon``)."""
    if first.i < 2:
        return False
    before = doc[first.i - 1]
    joined = before.lower_ in _NAME_JOINERS and doc[first.i - 2].text[:1].isupper()
    return joined and first.text[:1].isupper()


_ASIDE_OPENERS = frozenset(
    {
        *("through", "with", "in", "on", "at", "by", "for", "from", "despite", "after"),
        *("before", "during", "like", "unlike", "as", "via", "thanks", "alongside", "since"),
    }
)


def trim_head_aside(head: str) -> str:
    """``Ana Ruiz, through her novels,`` -> ``Ana Ruiz``: a comma-set prepositional aside."""
    first, _, rest = head.partition(", ")
    if rest and rest.split()[0].lower() in _ASIDE_OPENERS:
        return first.strip()
    return head


def clean_edges(phrase: str, head: bool, doc: Any) -> tuple[str, str | None]:
    """The phrase without stray brackets or dashes at its edges and, for a head, without a
    leading sentence adverb (``Meanwhile Nigeriens``) or a comma-set aside (``Ana Ruiz, through
    her novels,``); the drop reason when it then does not
    stand whole (a bracket it does not close, a hyphenated word cut at an edge)."""
    text = _strip_edges(trim_head_phrase(trim_head_aside(phrase), doc) if head else phrase)
    if head:
        words = text.split(maxsplit=1)
        adverb = words[0].lower() in _SENTENCE_ADVERBS and _adverb(words[0], doc)
        adverb = adverb or opening_adverb(words[0], doc)  # "Whereupon Ana", "forthwith Ana"
        if len(words) == 2 and (adverb or comment_adverb(words[0], doc)):  # "Sadly Mr Ray"
            text = words[1].lstrip(", ")
    text = closed_quote(text, doc.text if doc is not None else "")  # '"Northern Voices' + '"'
    if not text or (head and _CLITIC.search(text)):  # "Parc de Saint-Cloud'd" of "she'd"
        return text, HEAD_FRAGMENT if head else None
    for opening, closing in _BRACKETS:
        if text.count(opening) != text.count(closing):
            return text, HEAD_FRAGMENT if head else "tail cut from its phrase"
    if doc is not None and _cut_word(text, doc.text):
        return text, WORD_SPLIT
    return text, None


def closed_quote(phrase: str, text: str) -> str:
    """The phrase with the one double quotation mark it lacks put back, when the sentence has
    that mark right beside it (``"Northern Voices`` before ``"``; ``Shadows in the
    Courtroom" by Ana`` after ``"``): the span left out the mark of a whole title."""
    if phrase.count('"') != 1 or not text:
        return phrase
    at = text.find(phrase)
    if at < 0:
        return phrase
    mark = phrase.index('"')
    if phrase[mark + 1 :].strip() and text[at + len(phrase) :].startswith('"'):
        return phrase + '"'  # (after a comma, '"Grey Tide," in', the phrase stays as it is)
    if phrase[:mark].strip() and text[:at].rstrip().endswith('"'):
        return '"' + phrase
    return phrase


def _strip_edges(phrase: str) -> str:
    """The phrase without spaces and dashes at its edges, nor a bracket it does not open or close."""
    text = phrase.strip()
    while True:
        before = text
        text = text.rstrip(_DASHES + " ")
        if text[:1] in _DASHES and not text[1:2].isdigit():  # "-5C" is a number
            text = text[1:].lstrip()
        for opening, closing in _BRACKETS:
            if text.startswith(closing) or (
                text.startswith(opening) and text.count(opening) > text.count(closing)
            ):
                text = text[1:]
            if text.endswith(opening) or (
                text.endswith(closing) and text.count(closing) > text.count(opening)
            ):
                text = text[:-1]
        if text == before:
            return text


def _adverb(word: str, doc: Any) -> bool:
    """Whether ``word`` stands in the sentence as an adverb (``Meanwhile``), not a name (``Now TV``)."""
    if doc is None:
        return False
    return any(t.text == word and t.pos_ in {"ADV", "CCONJ", "SCONJ"} for t in doc)


def _cut_word(phrase: str, sentence: str) -> bool:
    """Whether every place of ``phrase`` in the sentence starts or ends inside a hyphenated word."""
    places = [m.start() for m in re.finditer(re.escape(phrase), sentence)]
    if not places:
        return False
    for at in places:
        end = at + len(phrase)
        before = sentence[max(at - 2, 0) : at]
        after = sentence[end : end + 2]
        cut_left = len(before) == 2 and before[1] in "-‐" and before[0].isalnum()
        cut_right = len(after) == 2 and after[0] in "-‐" and after[1].isalnum()
        if not (cut_left or cut_right):
            return False
    return True


def adjective_noun(token: Any) -> bool:
    """A noun inside a hyphenated or participial adjective that the parser made a clause's
    subject or a participle's head (``The Emmy-award winning Bluey``: ``award``)."""
    doc = token.doc
    if token.pos_ not in {"NOUN", "PROPN"} or token.i + 1 >= len(doc):
        return False
    participle = doc[token.i + 1]
    if participle.tag_ not in {"VBG", "VBN"} or not token.whitespace_:
        return False
    hyphened = (
        token.i >= 2 and doc[token.i - 1].text in {"-", "‐"} and not doc[token.i - 1].whitespace_
    )
    after = doc[participle.i + 1] if participle.i + 1 < len(doc) else None
    named_object = (
        after is not None
        and after.pos_ == "PROPN"
        and after.head.i == participle.i
        and participle.dep_ in {"acl", "amod"}
    )
    return hyphened or named_object


def _hyphen(token: Any) -> bool:
    return token.text in {"-", "‐"}


def in_hyphened_word(token: Any) -> bool:
    """A hyphen, or a piece of a hyphenated word before its last one (``ex`` of ``ex-wife``),
    that the parser made a word of its own."""
    doc = token.doc
    if _hyphen(token):
        return True
    nxt = doc[token.i + 1] if token.i + 1 < len(doc) else None
    return nxt is not None and _hyphen(nxt) and not token.whitespace_ and not nxt.whitespace_


def hyphened_start(token: Any) -> Any:
    """The first piece of the hyphenated word that ``token`` ends (``ex`` for ``wife`` of
    ``ex-wife``), else ``token``."""
    doc = token.doc
    first = token
    while (
        first.i >= 2
        and _hyphen(doc[first.i - 1])
        and not doc[first.i - 1].whitespace_
        and not doc[first.i - 2].whitespace_
    ):
        first = doc[first.i - 2]
    return first


def _vocative(subject: Any) -> bool:
    """``"Captain Mayhew, stand by now"``: a singular name set off by a comma before a verb in
    its base form with no auxiliary (an imperative) is the one spoken to, not the verb's
    subject. Not a plural or a described subject, whose present verb the tagger may also
    read as a base form (``The Democrats, led by Pelosi, control ...``)."""
    verb, words = subject.head, [t for t in subject.subtree if not t.is_punct]
    if verb.tag_ != "VB" or subject.tag_ not in {"NNP", "NN"} or not words:
        return False
    if any(t.dep_ in {"conj", "appos", "acl", "relcl", "amod"} for t in words):
        return False  # "Sam and his brother, both keen anglers, fish ..."
    after = max(t.i for t in words) + 1
    if after >= len(subject.doc) or subject.doc[after].text != ",":
        return False
    return not any(c.dep_ in {"aux", "auxpass"} for c in verb.children)


def stray_subjects(subjects: list[Any]) -> list[Any]:
    """Subjects the parser gave a verb that are none: a later piece of a hyphenated word (the
    first piece's phrase spans the word: ``Moshe Ben`` of ``Moshe Ben-David``), a noun
    inside an adjective (``The Emmy-award winning Bluey``), a vocative (``"Captain Mayhew, stand
    by"``, ``spacy-patterns.v40``), and of several subjects of one
    verb, an appositive set off by commas (``Ann Roe, the ex-girlfriend of X, lives ...``),
    else all but the one next to the verb."""
    own = {s.i for s in subjects}
    stray = [
        s
        for s in subjects
        if _hyphen(s) or hyphened_start(s).i in own - {s.i} or adjective_noun(s) or _vocative(s)
    ]
    kept = [s for s in subjects if s not in stray]
    if len(kept) < 2:
        return stray
    doc = kept[0].doc

    def set_off(s: Any) -> bool:  # ", the ex-girlfriend of X," after the subject
        pieces = [t.right_edge.i for t in subjects if hyphened_start(t).i == s.i]
        right = max([s.right_edge.i, *pieces])
        after = doc[right + 1].text if right + 1 < len(doc) else ""
        return doc[s.left_edge.i - 1].text == "," and after == ","

    if any(set_off(s) for s in kept[1:]):
        return stray + kept[1:]
    return stray + kept[:-1]  # "Similar to A: B, X's books offer ...": the one next to the verb


def _capital(token: Any) -> bool:
    return bool(token.text[:1].isupper() and token.i > token.sent.start)


def split_name(verb: Any) -> bool:
    """Whether the verb's objects cut one name in two: an object that begins right after a
    capitalised word of another phrase (``to BBC Radio Five`` + ``Live``), or a capitalised
    direct object right before a ``for``/``of`` phrase of the verb that names a name
    (``Help`` + ``for Heroes``)."""
    doc = verb.doc
    objects = [c for c in verb.children if c.dep_ in _OBJECTS]
    for obj in objects:
        first = obj.left_edge
        prev = doc[first.i - 1] if first.i > 0 else None
        if (
            prev is not None
            and _capital(first)
            and _capital(prev)
            and prev.is_alpha
            and prev.i != verb.i
            and prev.head.i != obj.i
        ):
            return True
    for prep in (c for c in verb.children if c.dep_ == "prep" and c.lower_ in _NAME_JOINS):
        named = any(
            c.dep_ == "pobj" and _capital(c) and c.left_edge.i == prep.i + 1 for c in prep.children
        )  # "for Heroes", not "for the BBC"
        before = [o for o in objects if o.right_edge.i == prep.i - 1 and _capital(o.left_edge)]
        if named and before and _capital(before[0].right_edge):
            return True
    return False

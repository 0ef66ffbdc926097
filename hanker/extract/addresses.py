"""Terms of address read as appositions (spaCy extractor).

In dialogue, speeches and exclamations a speaker names the one spoken to, set off by commas
or dashes at the edge of a clause: ``Hurry, Mr. Grey—the rope!``, ``It is no fault of the
Lydia's, lad.``, ``Oh, Clara, Clara, the letters!``. The parser hangs such a name (or a
common noun of address) on its neighbour as an appositive, and the extractor would write
(Grey | be | the rope), (Lydia | be | lad), (Clara | be | the letters). A sentence in the
middle of a long quotation shows no quotation mark, so the check of
:func:`hanker.extract.chain_checks.vocative` (inside a quotation) does not see it. An
apposition is an address, and gives no ``be`` fact (``term of address, not an apposition``),
when:

* the name is no argument of its clause: spaCy attaches it as ``npadvmod``, ``intj`` or ``dep``
  (``"Mind that, Mr. Grey—dry wood, not green."``);
* an interjection opens it (``Oh, Clara, ...``, ``Well, Sir John, ...``) or the name is said
  twice (``Clara, Clara, ...``);
* the name heads a sentence with no verb and the appositive follows a dash
  (``Mr. Grey—a rope; a knife.``): an order or a call, not a description;
* the appositive follows a possessive (``the Lydia's, lad``): a possessive closes its noun
  phrase, so what follows the comma is no second name for it;
* the appositive is a bare word of address (``man``, ``sir``, ``lad``, ``friends``) with no
  determiner or modifier of its own.
"""

from __future__ import annotations

from typing import Any

ADDRESS_TERM = "term of address, not an apposition"

# interjections that open a call or an exclamation ("Oh, Clara"); spaCy tags most ``UH``
_INTERJECTIONS = frozenset(
    {"oh", "o", "ah", "lo", "aye", "ay", "yes", "no", "nay", "yea", "well", "alas", "hey"}
    | {"hello", "hullo", "halloo", "ho", "ahoy", "hark", "behold", "why", "pray", "please"}
)
# common nouns a speaker calls the listener by, a closed class
_ADDRESS_WORDS = frozenset(
    {"man", "men", "sir", "sirs", "madam", "ma'am", "lad", "lads", "boy", "boys", "mate"}
    | {"mates", "friend", "friends", "dear", "darling", "honey", "buddy", "pal", "fellow"}
    | {"fellows", "gentlemen", "ladies", "folks", "guys", "mister", "missus", "child"}
    | {"children", "lass", "lassie", "sonny", "kid", "kids", "comrade", "comrades"}
)
_LOOSE_DEPS = frozenset({"npadvmod", "intj", "dep", "vocative"})
_DASHES = frozenset({"-", "–", "—", "--"})


def address_problem(name: Any, role: Any) -> str | None:
    """``ADDRESS_TERM`` when the apposition of ``role`` to the name whose root is ``name`` is
    a speaker's call (see the module), else None."""
    if name.dep_ in _LOOSE_DEPS and name.pos_ == "PROPN":
        return ADDRESS_TERM  # "mind that, Mr. Grey—dry wood": the name hangs on nothing
    if _after_interjection(name) or _said_twice(name, role):
        return ADDRESS_TERM
    if _verbless_call(name, role) or _after_possessive(name, role) or _address_word(role):
        return ADDRESS_TERM
    return None


def _previous_word(token: Any) -> Any | None:
    """The nearest token before ``token``'s phrase that is no comma, or None."""
    i = token.left_edge.i - 1
    while i >= 0 and token.doc[i].text in {",", '"', "“", "‘", "'"}:
        i -= 1
    return token.doc[i] if i >= 0 else None


def _after_interjection(name: Any) -> bool:
    """Whether an interjection stands right before the name or hangs on it (``Oh, Clara``)."""
    before = _previous_word(name)
    opened = False
    if before is not None and (before.tag_ == "UH" or before.lower_ in _INTERJECTIONS):
        opened = before.i == 0 or before.doc[before.i - 1].is_punct  # it opens a clause
    hung = any(c.dep_ == "intj" and c.i < name.i for c in name.children)
    return bool(opened or hung)


def _said_twice(name: Any, role: Any) -> bool:
    """Whether the appositive repeats the name itself (``Clara, Clara``) or follows such a
    repeat: a name called out, not described."""
    if role.pos_ == "PROPN" and role.lower_ == name.lower_:
        return True
    return any(
        c.dep_ == "appos" and c.lower_ == name.lower_ and c.i < role.i for c in name.children
    )


def _verbless_call(name: Any, role: Any) -> bool:
    """Whether the name heads a sentence with no verb and a dash sets the appositive off:
    ``Mr. Grey—a rope; a knife.`` calls on someone to bring things."""
    sentence = name.sent
    if name.dep_ != "ROOT" or any(t.pos_ in {"VERB", "AUX"} for t in sentence):
        return False
    between = name.doc[name.i + 1 : role.left_edge.i]
    return any(_is_dash(t) for t in between)


def _is_dash(token: Any) -> bool:
    """Whether ``token`` is a dash between words, not the hyphen of ``co-leader``."""
    return token.text in _DASHES and (token.text != "-" or bool(token.whitespace_))


def _after_possessive(name: Any, role: Any) -> bool:
    """Whether the name carries a possessive ending before the appositive (``the Lydia's,
    lad``): nothing after a closed possessive names the same thing."""
    return any(c.tag_ == "POS" and name.i < c.i < role.i for c in name.children)


def _address_word(role: Any) -> bool:
    """Whether the appositive is one bare word of address (``man``, ``sir``, ``friends``)."""
    bare = all(c.is_punct for c in role.children)
    return bare and role.lower_ in _ADDRESS_WORDS

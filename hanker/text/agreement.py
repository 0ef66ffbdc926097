"""Agreements in any wording: parties, defined terms, document subject, letters, clause numbers.

Coreference on contracts needs more than ``(the "Seller")`` definitions. This module reads
the other common forms and adds what they imply to a document's coreference result, but only
when the document looks like an agreement (two parties named in definitions or role lines),
never on narrative text:

* defined terms: ``(the "X")``, ``(hereinafter "X")``, ``(hereinafter the "X")``,
  ``(hereinafter referred to as the "X")``, ``("we", "us" or the "X")``, and ``Role: Name``
  lines of term sheets name a party; ``"X" means Y`` defines a term by a short value (six words at most);
* the document subject from the title (``SUPPLY AGREEMENT``, ``Offer of employment``) or the
  parties clause when no term defines it: ``Supply agreement between A and B``;
* ``we``/``us``/``our`` and ``you``/``your`` in letters, resolved to the parties the letter
  binds them to (``We, A (the "Seller"), write to you, B``);
* clause numbering (``2.1``, ``(1)``, ``Section 3``, ``WHEREAS``) removed from the resolved text,
  so it never ends up inside a fact.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from hanker.text.calendar import MONTH_PATTERN
from hanker.text.coref.base import CorefResult, Replacement
from hanker.text.segment import Sentence

AGREEMENT_VERSION = "agreement.v2"

_PAREN = re.compile(r"\(([^()\n]{1,100})\)")
_QUOTED = re.compile(r"[\"“]([^\"”\n]{1,60})[\"”]")
_DEFINITION_WORDS = frozenset(
    [
        "hereinafter", "referred", "to", "as", "called", "known", "the", "each", "together",
        "individually", "collectively", "jointly", "or", "and", "a", "an", "we", "us", "our", ",",
        ";",
    ]
)  # fmt: skip
_TERM = re.compile(r"[A-Z][\w&.'-]*(?: [A-Z][\w&.'-]*){0,3}")
_NAME_RUN = re.compile(
    r"[A-Z][\w&.'’-]*(?:[ \t]+(?:of |& |de |van )?[A-Z][\w&.'’-]*)*(?:[ \t]+(?:plc|ltd|llc|inc)\b\.?)?"
)
_NOT_NAMES = frozenset(
    [
        "this", "the", "we", "you", "our", "your", "a", "an", "between", "and", "dear", "re",
        "whereas", "now", "it", "its", "they", "these", "that", "such", "each", "either", "both",
        "any",
    ]
)  # fmt: skip
_AFTER_NAME = re.compile(
    r"\s*(?:,|\(|\b(?:of|whose|who|residing|having|with|located|incorporated|registered|a|an)\b)"
)
_ROLE_LINE = re.compile(r"^[ \t]*([A-Z][a-z]+):[ \t]+([^\n]+?)[ \t]*$", re.MULTILINE)
_MEANS = re.compile(
    r"^[ \t]*(?:[\d.()]+[ \t]+)?[\"“]([A-Z][^\"”\n]{0,40})[\"”][ \t]+(?:means|shall mean|refers to)[ \t]+([^\n]+?)[.;]?[ \t]*$",
    re.MULTILINE,
)
_CLAUSE_NUMBER = re.compile(
    r"^[ \t]*(?:(?:(?:Section|Clause|Article|SECTION|CLAUSE|ARTICLE)[ \t]+)?"
    r"(?:\d{1,3}(?:\.\d{1,3})*\.?|\((?:\d{1,3}|[a-zA-Z]|[ivxIVX]{1,5})\)|[a-z]\))"
    r"|WHEREAS,?)[ \t]+(?=\S)",
    re.MULTILINE,
)
_LEADING_NUMBER = re.compile(
    r"^[ \t]*(?:(?:Section|Clause|Article)[ \t]+)?(?:[\d.()a-zA-Z]{1,6}[ \t]+)?$"
)
_TITLE_WORD = re.compile(
    r"\b(agreement|contract|term sheet|terms|memorandum|understanding|purchase order|order|"
    r"offer|letter|deed|lease)\b",
    re.IGNORECASE,
)
_SIGNALS = re.compile(
    r"\b(hereinafter|whereas|in witness whereof|shall|agrees?|agreed|yours (?:faithfully|sincerely)|"
    r"signed)\b",
    re.IGNORECASE,
)
_MONTH = f"(?:{MONTH_PATTERN})"
_WHOLE_VALUE = re.compile(
    rf"\b(?:\d{{1,2}}[-/.]\d{{1,2}}[-/.]\d{{2,4}}|\d{{1,2}} {_MONTH} \d{{4}}|{_MONTH} \d{{1,2}}, \d{{4}}|"
    r"\d{1,5}[A-Za-z]?(?: [A-Z][\w'-]*){1,3} (?:Street|Avenue|Road|Lane|Drive|Court|Boulevard|Way|"
    r"Place|Terrace|Square|Close|Crescent|Parkway|Row|Hill|Park|Gardens))\b"
)
_WE = {"we": "", "us": "", "our": "'s", "ours": ""}
_YOU = {"you": "", "your": "'s", "yours": ""}
_PRONOUN = re.compile(r"\b(we|us|our|ours|you|your|yours)\b", re.IGNORECASE)


@dataclass
class Party:
    """A party of an agreement: its name, the role terms that stand for it, where it is defined."""

    name: str
    terms: list[str] = field(default_factory=list)
    start: int = 0


@dataclass
class AgreementReading:
    """What an agreement's wording says about its parties and terms."""

    parties: list[Party]
    protected: list[tuple[int, int]]  # definition parentheses and role lines: never rewritten
    values: dict[str, str]  # "X" means <short value>
    we: str | None = None
    you: str | None = None
    bindings: list[tuple[int, int]] = field(default_factory=list)  # "We, " / "you, " before a name
    # from a party's name to its definition ("A, of 1 High Street (the "Seller")"): left out of
    # the resolved text (the facts are read from the original line), so the clause parses
    descriptions: list[tuple[int, int]] = field(default_factory=list)


def defined_value(definition: str) -> str:
    """The core of a ``"X" means ...`` definition: up to a relative or infinitive clause, no article."""
    core = re.split(
        r"\s+(?:to be|which|that|who|whose|as)\s+|[,;(]", definition.strip(), maxsplit=1
    )[0]
    return re.sub(r"^(?:the|a|an)\s+", "", core.strip().rstrip("."))


def _is_term(term: str) -> bool:
    return bool(_TERM.fullmatch(term)) and not any(ch in term for ch in "?!,")


def _definition_terms(inner: str) -> list[str]:
    """Quoted terms of a parenthesis that is a definition (only definition words around them)."""
    terms = _QUOTED.findall(inner)
    rest = _QUOTED.sub(" ", inner).replace(",", " , ").replace(";", " ; ")
    if not terms or any(w.lower() not in _DEFINITION_WORDS for w in rest.split()):
        return []
    return terms


def _name_before(text: str, lo: int, hi: int) -> str | None:
    """The party name a definition refers to: the first name after ``between``/``and`` in [lo, hi)."""
    segment = text[lo:hi]
    cut = re.search(r"\b(?:between|and)\b", segment)
    if cut:
        segment = segment[cut.end() :]
    for match in _NAME_RUN.finditer(segment):
        words = match.group(0).split()
        if words[0].lower() in {"this", "these"}:
            continue  # "This Memorandum of Understanding (the "MoU")": the document, no party
        while words and words[0].lower() in _NOT_NAMES:
            words = words[1:]
        name = " ".join(words)
        follows = segment[match.end() :]
        if (
            name
            and not name.isupper()
            and not name[0].isdigit()
            and (not follows.strip() or _AFTER_NAME.match(follows))
        ):
            return name
    return None


def _bind_we_you(
    reading: AgreementReading, text: str, name: str, lo: int, end: int, lowered: set[str]
) -> None:
    """Record ``name`` as "we" or "you" when its definition or a "we, NAME (...)" says so."""
    before = text[lo:end]
    binding = re.search(r"\b(we|you)\s*,\s*$", before[: before.find(name)], re.IGNORECASE)
    if lowered & {"we", "us"} or (binding and binding.group(1).lower() == "we"):
        reading.we = name
    elif "you" in lowered or (binding and binding.group(1).lower() == "you"):
        reading.you = name
    if binding:
        start = lo + binding.start()
        reading.bindings.append((start, start + len(binding.group(0))))


def _definition_parties(text: str, reading: AgreementReading, parties: dict[str, Party]) -> None:
    """Parties named right before a definition parenthesis: ``Acme Ltd (the "Supplier")``."""
    last_end = 0
    quoted = set(_QUOTED.findall(text))
    for match in _PAREN.finditer(text):
        terms = _definition_terms(match.group(1))
        if not terms:
            continue
        line_start = text.rfind("\n", 0, match.start()) + 1
        lo = max(line_start, last_end)
        last_end = match.end()
        reading.protected.append((match.start(), match.end()))
        roles = [t for t in terms if _is_term(t)]
        lowered = {t.lower() for t in terms}
        name = _name_before(text, lo, match.start())
        if not name or not (roles or lowered & {"we", "us", "you"}) or name in quoted:
            continue
        party = parties.setdefault(name, Party(name=name, start=match.start()))
        party.terms.extend(r for r in roles if r not in party.terms)
        name_end = text.find(name, lo, match.start()) + len(name)
        if re.search(r"\d", text[name_end : match.start()]):
            reading.descriptions.append((name_end, match.start()))
        _bind_we_you(reading, text, name, lo, match.start(), lowered)


def _role_line_parties(text: str, reading: AgreementReading, parties: dict[str, Party]) -> None:
    """Parties of ``Role: Name`` lines (term sheets, letters)."""
    for match in _ROLE_LINE.finditer(text):
        role, value = match.group(1), match.group(2)
        name = _name_before(value, 0, len(value))
        if name is None or name != value.strip() or any(ch.isdigit() for ch in value):
            continue
        party = parties.setdefault(name, Party(name=name, start=match.start()))
        if role not in party.terms:
            party.terms.append(role)
        reading.protected.append((match.start(), match.end()))


def read_parties(text: str) -> AgreementReading:
    """Parties from definition parentheses and ``Role: Name`` lines, in order of appearance."""
    parties: dict[str, Party] = {}
    reading = AgreementReading(parties=[], protected=[], values={})
    _definition_parties(text, reading, parties)
    _role_line_parties(text, reading, parties)
    reading.parties = sorted(parties.values(), key=lambda p: p.start)
    for match in _MEANS.finditer(text):
        reading.protected.append((match.start(1) - 1, match.end()))
        value = defined_value(match.group(2))
        if len(value.split()) <= 6:
            reading.values[match.group(1)] = value
    if reading.you is None and reading.we is not None:
        dear = re.search(r"^Dear ([^,\n]+),", text, re.MULTILINE)
        others = [p.name for p in reading.parties if p.name != reading.we]
        if dear and dear.group(1).strip() in others:
            reading.you = dear.group(1).strip()
        elif len(others) == 1:
            reading.you = others[0]
    return reading


# an agreement names its parties in its opening (a preamble, a letter's head, a term sheet's
# first lines); two quoted aliases deep in an article ("Al-Kindi ("Alkindus") and Razi
# ("Rasis")") are no parties
_PARTIES_WITHIN = 2500


def looks_like_agreement(text: str, reading: AgreementReading | None = None) -> bool:
    """Two parties named in definitions or role lines of the document's opening, and the
    words of an agreement."""
    reading = reading or read_parties(text)
    if sum(p.start < _PARTIES_WITHIN for p in reading.parties) < 2:
        return False
    head = "\n".join(text.splitlines()[:12])
    return bool(_TITLE_WORD.search(head) or _SIGNALS.search(text))


def document_title(text: str) -> str | None:
    """The agreement's own name from its first lines: a heading, a ``Re:`` line, a short title."""
    for line in text.splitlines()[:12]:
        line = re.sub(r"^(?:Re|RE|Subject|SUBJECT):\s*", "", line.strip())
        found = _TITLE_WORD.search(line)
        if not found or "," in line or line.endswith("."):
            continue
        words = line.replace(":", " ").split()
        if len(words) > 6:
            return found.group(1).capitalize()
        title = " ".join(words).lower()
        return title[:1].upper() + title[1:]
    return None


def document_subject(text: str, parties: Sequence[Party]) -> str | None:
    """``<title> between <first party> and <second party>``, or None without two parties."""
    if len(parties) < 2:
        return None
    title = document_title(text) or "Agreement"
    return f"{title} between {parties[0].name} and {parties[1].name}"


def _free(span: tuple[int, int], taken: Sequence[tuple[int, int]]) -> bool:
    return not any(s < span[1] and span[0] < e for s, e in taken)


def _term_replacements(
    text: str, reading: AgreementReading, taken: list[tuple[int, int]]
) -> list[Replacement]:
    out: list[Replacement] = []
    targets = {t: p.name for p in reading.parties for t in p.terms}
    targets.update(reading.values)
    # never inside a party's own name: Northfield University (the "University")
    names = [m.span() for p in reading.parties for m in re.finditer(re.escape(p.name), text)]
    for term in sorted(targets, key=len, reverse=True):
        pattern = re.compile(rf"\b(?:[Tt]he |[Tt]his )?{re.escape(term)}(?![\w-])(['’]s)?")
        for match in pattern.finditer(text):
            span = (match.start(), match.end())
            if not _free(span, taken) or not _free(span, names):
                continue
            out.append(Replacement(*span, targets[term] + ("'s" if match.group(1) else "")))
            taken.append(span)
    return out


def _letter_replacements(
    text: str, reading: AgreementReading, taken: list[tuple[int, int]]
) -> list[Replacement]:
    out = [Replacement(s, e, "") for s, e in reading.bindings if _free((s, e), taken)]
    taken.extend(reading.bindings)
    for match in _PRONOUN.finditer(text):
        word = match.group(1).lower()
        name = reading.we if word in _WE else reading.you
        span = (match.start(), match.end())
        before = text[max(0, span[0] - 12) : span[0]].lower()
        if name is None or not _free(span, taken) or re.search(r"\b(of|between)\s+$", before):
            continue  # "either of us" means both parties
        suffix = _WE.get(word, _YOU.get(word, ""))
        out.append(Replacement(*span, name + suffix))
        taken.append(span)
    return out


def _misread_term(original: str, replacement: str, reading: AgreementReading) -> bool:
    """A role mention (``the Seller``) replaced by something other than the party it defines."""
    core = re.sub(r"^(?:[Tt]he|[Tt]his)\s+", "", original)
    core = re.sub(r"['’]s$", "", core)
    names = {t: p.name for p in reading.parties for t in p.terms}
    return core in names and replacement.removesuffix("'s") != names[core]


def complete_agreement(text: str, sentences: Sequence[Sentence], result: CorefResult) -> bool:
    """Add to ``result`` what an agreement's wording implies; False (and no change) otherwise.

    Existing replacements win over new ones; the subject is set only where none was found.
    """
    reading = read_parties(text)
    if not looks_like_agreement(text, reading):
        return False
    descriptions = reading.descriptions if result.subject is None else []
    result.replacements[:] = [
        r
        for r in result.replacements
        if not any(s <= r.start and r.end <= e for s, e in descriptions)
        and not _misread_term(text[r.start : r.end], r.text, reading)
    ]  # a pronoun inside a left-out party description; a role read as another antecedent
    taken = [(r.start, r.end) for r in result.replacements]
    added = [Replacement(s, e, "") for s, e in descriptions if _free((s, e), taken)]
    taken.extend((r.start, r.end) for r in added)
    taken.extend(reading.protected)
    for match in _CLAUSE_NUMBER.finditer(text):
        span = (match.start(), match.end())
        if _free(span, taken):
            added.append(Replacement(*span, ""))
            taken.append(span)
    for match in _WHOLE_VALUE.finditer(text):
        span = (match.start(), match.end())
        if _free(span, taken):
            added.append(Replacement(*span, match.group(0)))
            taken.append(span)
    if result.subject is None:
        result.subject = document_subject(text, reading.parties)
        mention = re.compile(
            r"\b(?:[Tt]his|THIS)\s+(?:[A-Z]\w+\s+)?(?:agreement|contract|letter|term sheet)\b",
            re.IGNORECASE,
        )
        for match in mention.finditer(text):
            span = (match.start(), match.end())
            before = text[text.rfind("\n", 0, span[0]) + 1 : span[0]]
            opens = not _LEADING_NUMBER.sub("", before) or before.rstrip().endswith(".")
            if result.subject and opens and _free(span, taken):  # as a clause's subject only
                added.append(Replacement(*span, result.subject))
                taken.append(span)
    added.extend(_term_replacements(text, reading, taken))
    if reading.we or reading.you:
        added.extend(_letter_replacements(text, reading, taken))
    result.replacements.extend(added)
    result.replacements.sort(key=lambda r: r.start)
    return True

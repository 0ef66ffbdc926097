"""Abbreviated ranks and titles kept as one token with their full stop (``title-abbreviations.v1``).

The English tokenizer knows some abbreviations ("Gen.", "Mr.", "Dr.") but splits others
("Brig." -> "Brig" + "."), and the parser then ends the sentence at that full stop: "Johnston
had Brig." and "Gen. Lloyd Tilghman ..." become two sentences, and every fact and question
of either half is garbled ("Who did Davis appoint? -- Brig"). Special cases of the tokenizer
keep each abbreviation whole, and a component between the tagger and the parser marks the
word after one as no sentence start when the tagger reads it as a proper noun (or another
abbreviation), so the sentence runs on to the name it belongs to. An abbreviation that
really ends a sentence ("was promoted to Col. He retired") is still split by the parser.
"""

from __future__ import annotations

from typing import Any

TITLE_ABBREVIATIONS_VERSION = "title-abbreviations.v1"
COMPONENT_NAME = "hanker_title_abbreviations"

# ranks written before a name, abbreviated (British police and forces, US politics): the one
# list the extractor's rank rules read too (:data:`hanker.extract.head_phrases.RANKS`)
RANK_ABBREVIATIONS = frozenset(
    {
        *("ch", "det", "supt", "insp", "sgt", "lt", "col", "gen", "maj", "capt", "cpl"),
        *("cllr", "cmdr", "adm", "brig", "pte", "lcpl", "rev", "revd", "gov", "sen", "rep"),
        *("fr", "flt", "sqn", "ldr"),
    }
)
# other abbreviated titles and offices that the tokenizer splits before a name
_OTHER_TITLES = ("lieut", "pvt", "cdr", "cmdt", "hon", "prof", "msgr", "amb", "pres", "atty", "sec")
TITLE_ABBREVIATIONS = tuple(
    f"{stem.capitalize()}." for stem in sorted(RANK_ABBREVIATIONS | set(_OTHER_TITLES))
)

_KNOWN = frozenset(TITLE_ABBREVIATIONS)


def _keep_names_joined(doc: Any) -> Any:
    """No sentence starts at a proper noun (or abbreviation) right after a title abbreviation."""
    for token in doc[:-1]:
        after = doc[token.i + 1]
        named = after.tag_ in {"NNP", "NNPS"} or after.text in _KNOWN
        if token.text in _KNOWN and named:
            after.is_sent_start = False
    return doc


def add_title_abbreviations(nlp: Any) -> None:
    """Make each title abbreviation one token of ``nlp``'s tokenizer and keep the name after
    it in the same sentence (see the module); a no-op on a pipeline without a parser."""
    from spacy.language import Language
    from spacy.symbols import ORTH

    for abbreviation in TITLE_ABBREVIATIONS:
        nlp.tokenizer.add_special_case(abbreviation, [{ORTH: abbreviation}])
    if not Language.has_factory(COMPONENT_NAME):
        Language.component(COMPONENT_NAME)(_keep_names_joined)
    if "parser" in nlp.pipe_names and COMPONENT_NAME not in nlp.pipe_names:
        nlp.add_pipe(COMPONENT_NAME, before="parser")
    nlp.meta.setdefault("hanker", {})["title_abbreviations"] = TITLE_ABBREVIATIONS_VERSION

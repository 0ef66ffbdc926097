"""The surface of a question: capitals of a moved first word and soft hedges (sentences written
for these tests)."""

from __future__ import annotations

from hanker.synth.base import CaseCandidate
from hanker.synth.question_surface import drop_soft_hedges, fix_case, surface_case


def test_moved_name_gets_its_capital_back() -> None:
    sentence = "Kestrel mercenary units have seized the northern port."
    context = (
        "Fighters from Kestrel crossed the river at dawn. Officials said Kestrel had been paid. "
        + sentence
    )
    question = "What have kestrel mercenary units seized?"
    assert fix_case(question, sentence, context) == "What have Kestrel mercenary units seized?"


def test_moved_title_keeps_its_capital_from_the_same_pair() -> None:
    sentence = "Tide of the Year aired on Sunday but was moved to a later slot."
    context = f"Viewers of Tide of the Year complained. {sentence}"
    question = "To what was tide of the Year moved?"
    assert fix_case(question, sentence, context) == "To what was Tide of the Year moved?"


def test_name_that_is_also_a_common_word_keeps_its_capital() -> None:
    """A shop called "Forward" the passage names mid-sentence more often than it writes the
    adverb "forward" is the name in the moved subject."""
    sentence = "Forward has reported a rise in online sales."
    context = (
        f"{sentence} Shares in Forward rose. The chief of Forward said the group would look "
        "forward to the spring."
    )
    question = "What has forward reported?"
    assert fix_case(question, sentence, context) == "What has Forward reported?"
    rarer = f"{sentence} Shares in Forward rose. Prices moved forward and forward again."
    assert fix_case(question, sentence, rarer) == question


def test_function_word_that_names_a_shop_keeps_its_capital() -> None:
    sentence = "Across has reported a rise in online sales."
    context = f"{sentence} Shares in Across rose. Analysts said Across would grow across Europe."
    assert fix_case("What has across reported?", sentence, context) == "What has Across reported?"


def test_an_article_that_opens_titles_stays_lower_case() -> None:
    sentence = "The 40th annual Harbour Awards ceremony starts at 19:00."
    context = (
        f"{sentence} Fans of The Tide and The Keep cheered. The Keep won. Critics of The Tide left."
    )
    question = "At what time does the 40th annual Harbour Awards ceremony start?"
    assert fix_case(question, sentence, context) == question


def test_common_word_written_lower_elsewhere_is_lowered() -> None:
    sentence = "Regional teams will visit every school next month."
    context = f"{sentence} The regional teams were set up in 2019."
    question = "What will Regional teams visit next month?"
    assert fix_case(question, sentence, context) == "What will regional teams visit next month?"


def test_no_evidence_or_function_word_leaves_the_case() -> None:
    sentence = "Harbour lights were switched off on Monday."
    assert fix_case("When were Harbour lights switched off?", sentence, sentence) == (
        "When were Harbour lights switched off?"
    )
    glued = "The Fenwick Trust funds the school"  # a passage without full stops
    assert fix_case("What does the Fenwick Trust fund?", "The Fenwick Trust funds it.", glued) == (
        "What does the Fenwick Trust fund?"
    )


def test_soft_hedges_are_removed() -> None:
    assert drop_soft_hedges("When did perhaps the greatest night of her career come?") == (
        "When did the greatest night of her career come?"
    )
    assert drop_soft_hedges("Why, arguably, did the side lose the final?") == (
        "Why did the side lose the final?"
    )
    assert drop_soft_hedges("What is the perhapsy word?") == "What is the perhapsy word?"


def test_surface_case_rewrites_only_written_cases() -> None:
    written = CaseCandidate("What did possibly the best band release?", "an album")
    assert surface_case(written, "Possibly the best band released an album.").question == (
        "What did the best band release?"
    )
    rejected = CaseCandidate("", "an album", rejected="no finite verb")
    assert surface_case(rejected, "Possibly the best band released an album.") is rejected


def test_hedge_on_the_predicate_drops_the_case() -> None:
    hedged = CaseCandidate("Who will probably win the county title?", "Ashby Rovers")
    sentence = "Ashby Rovers will probably win the county title."
    assert surface_case(hedged, sentence).rejected == "hedged predicate"
    graded = CaseCandidate("What is arguably the oldest bridge in Tarnby?", "the Mill Bridge")
    assert surface_case(
        graded, "The Mill Bridge is arguably the oldest bridge in Tarnby."
    ).question == ("What is the oldest bridge in Tarnby?")


def test_name_written_once_mid_sentence_and_never_lower_keeps_its_capital() -> None:
    sentence = "Odalys lives in a flat above the bakery."  # template.v39
    context = f"On Friday, Teodor Odalys was allowed to leave. {sentence}"
    assert fix_case("Where does odalys live?", sentence, context) == "Where does Odalys live?"


def test_a_headline_or_a_quotation_is_no_evidence_of_a_name() -> None:
    sentence = "Investors sold shares on Monday."
    question = "What did investors sell on Monday?"
    for before in ("Markets Slide As Investors Flee.", 'He said: "Investors are nervous."'):
        assert fix_case(question, sentence, f"{before} {sentence}") == question

"""Two genders of personal pronoun in one sentence: two people (``rules-coref`` round 26).

``She later learns that he has left the city`` speaks of a woman and of a man. When the one
named person in reach has no known gender (a given name outside the lexicons, no honorific, no
earlier ``her``/``his`` of theirs), the resolver cannot tell which of the two pronouns is that
person: linking both (``Kim Dale later learns that Kim Dale has left``) makes one of them wrong,
and linking either is a guess. So a pronoun is not linked to a name of unknown gender while an
earlier personal pronoun of the same sentence is of the other gender (``Before she could call,
he left``: ``he`` is left as written whoever ``she`` is), unless another named person of the
window is known to be of that other gender (``Lee met Ann Hale and she thanked him``: ``she``
is Ann Hale, so ``him`` may still be Lee). The first pronoun of the sentence is linked as
before; once linked, the name has its gender and a later pronoun of the other gender cannot
take it (:class:`hanker.text.coref.pronouns.PronounResolver`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

PRONOUN_GENDERS = {
    **dict.fromkeys(("he", "him", "his", "himself"), "m"),
    **dict.fromkeys(("she", "her", "hers", "herself"), "f"),
}


def earlier_pronoun_genders(token: Any, not_the_name: Callable[[Any], bool]) -> set[str]:
    """The genders of the personal pronouns before ``token`` in its sentence, but for those
    ``not_the_name`` tells apart from the name (the object of the name's own verb)."""
    return {
        PRONOUN_GENDERS[t.lower_]
        for t in token.sent
        if t.i < token.i
        and t.lower_ in PRONOUN_GENDERS
        and t.pos_ == "PRON"
        and not not_the_name(t)
    }


def gender_clash(
    token: Any,
    gender: str,
    name: str,
    people: Iterable[str],
    known_gender: Callable[[str], str],
    not_the_name: Callable[[Any], bool] = lambda _token: False,
) -> bool:
    """Whether the pronoun (of ``gender``) may not take ``name``: the name's gender is unknown,
    a personal pronoun of the other gender stands earlier in the sentence, and no other person
    of the window (``people``) is known to be of that other gender. (An earlier pronoun that
    was linked to the name gave it that pronoun's gender already.) ``not_the_name`` sets aside
    an earlier pronoun that cannot be the name (``Kim Dale plans to hire him``)."""
    if not gender or known_gender(name):
        return False
    other = "f" if gender == "m" else "m"
    if other not in earlier_pronoun_genders(token, not_the_name):
        return False
    return not any(known_gender(person) == other for person in people if person != name)

"""Numbers a question keeps without the abbreviated label that said what they count.

A reference or a citation numbers its parts with short abbreviated labels ("vol. 7, no. 2",
"pp. 14-20", "ch. 3", "fig. 5"). A writer that cuts such a phrase as noise may still leave
its numbers behind: "In what does X appear 7 2?" of "X appears in The Review, vol. 7, no. 2".
A number in the question that the sentence writes only right after an abbreviated label
("vol.", "no.", "pp.", "Ch.": one to four letters and a full stop), with the label gone from
the question, is a residue of a cut (``number cut from its label``); a number the sentence
also writes on its own ("7 people ... vol. 7") stands.
"""

from __future__ import annotations

import re

_TOKENS = re.compile(r"[A-Za-z]+\.|\w+(?:[.,]\d+)*|[^\w\s]")
_LABEL = re.compile(r"^[A-Za-z]{1,4}\.$")
_NUMBER = re.compile(r"^\d+$")


def _labelled_only(number: str, words: list[str]) -> str | None:
    """The label every mention of the number in ``words`` follows, or None when some mention
    follows none (or the labels differ)."""
    labels = {
        words[i - 1].lower() if i > 0 and _LABEL.match(words[i - 1]) else ""
        for i, word in enumerate(words)
        if word == number
    }
    if len(labels) != 1:
        return None
    label = labels.pop()
    return label or None


def stray_label_number(question: str, sentence: str) -> bool:
    """Whether the question keeps a number whose abbreviated label it cut (see the module)."""
    if not sentence:
        return False
    source = _TOKENS.findall(sentence)
    asked = _TOKENS.findall(question)
    for i, word in enumerate(asked):
        if not _NUMBER.match(word):
            continue
        label = _labelled_only(word, source)
        if label is not None and (i == 0 or asked[i - 1].lower() != label):
            return True
    return False

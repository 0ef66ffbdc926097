"""Names of the months and weekdays, for the rules that recognise dates in text."""

from __future__ import annotations

MONTHS = (
    *("January", "February", "March", "April", "May", "June", "July", "August"),
    *("September", "October", "November", "December"),
)
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
MONTH_PATTERN = "|".join(MONTHS)  # for a regular expression: "January|February|..."
WEEKDAY_PATTERN = "|".join(WEEKDAYS)
CALENDAR_WORDS = frozenset(word.lower() for word in (*MONTHS, *WEEKDAYS))
# units of time (lemmas), and the same as a regular expression, singular or plural ("days",
# "a fortnight"; "centurie" + "s")
TIME_UNITS = frozenset(
    {"second", "minute", "hour", "day", "night", "week", "fortnight", "month", "year"}
    | {"decade", "century"}
)
TIME_UNIT_PATTERN = rf"(?:{'|'.join(sorted(TIME_UNITS - {'century'}))}|century|centurie)s?"

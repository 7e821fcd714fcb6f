"""Word-level helpers shared by the store (FTS5 queries) and the probes (keywords).

User text never reaches FTS5 `MATCH` raw: it is cut into words here and every word or
phrase is emitted as a double-quoted FTS5 string, so operators (`AND`, `NEAR(`, `*`,
`^`, `:`, quotes) in a question are just words.
"""
from __future__ import annotations

import re
from collections.abc import Iterable

WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)?", re.UNICODE)  # a word, apostrophes kept inside

# Function words: never keywords.
STOP_WORDS = frozenset(
    """
    a about above after again against all am an and any are aren't as at be because been
    before being below between both but by can can't cannot could couldn't did didn't do does
    doesn't doing don't down during each either else ever every few for from further get got
    had hadn't has hasn't have haven't having he he'd he'll he's her here here's hers herself
    him himself his how how's i i'd i'll i'm i've if in into is isn't it it's its itself just
    let let's me might more most much must mustn't my myself no nor not now of off on once
    only or other ought our ours ourselves out over own really same shall shan't she she'd
    she'll she's should shouldn't so some such than that that's the their theirs them
    themselves then there there's these they they'd they'll they're they've this those
    through to too under until up upon very was wasn't we we'd we'll we're we've were weren't
    what what's when when's where where's whether which while who who's whom whose why why's
    will with won't would wouldn't yes yet you you'd you'll you're you've your yours yourself
    yourselves also anything something everything nothing thing things stuff kind sort lot lots
    one ones please tell me us exactly actually happened happen happens going
    many according per often go goes gone went get gets got regarding concerning anybody anyone someone
    somebody everyone everybody nobody whole entire become becomes becoming became roughly approximately
    basically generally quite rather fairly maybe perhaps probably possibly apparently supposedly honestly
    literally precisely briefly even
    thanks thank cheers sorry lol btw pls plz around re getting currently nowadays
    today tonight tomorrow yesterday
    whats thats theres heres wheres whos hows whens im ive youre theyre hes shes isnt arent wasnt werent dont
    doesnt didnt cant couldnt wouldnt shouldnt wont hasnt havent hadnt
    """.split()
)

# Words that say *where to look* rather than *what to find* ("what did they SAY about X",
# "what was SHOWN on the SLIDE"). They steer kind hints in probes.py but are not keywords.
SCAFFOLD_WORDS = frozenset(
    """
    say says said saying mention mentions mentioned mentioning talk talks talked talking chatted chatting
    speak speaks spoke speaking speaker speakers narrator presenter told tell telling
    voice voices narration narrated remark remarks remarked comment comments commented loud aloud
    utter utters uttered announce announced announces announcement announcements spoken word words
    appearance appearances count message messages info information detail details news notice
    posted share shared learn learned learnt host hosts announcing discussing looking behind
    subject subjects topic topics page pages deck presentation item items
    quick question hey hi hello missed remind know wondering wonder curious okay ok guy lady
    voiceover voice-over commentary commentator audio soundtrack narrating remember
    popped pop pops visible there sound sitting read include includes included audience
    explain explained explains description descriptions discuss discussed discusses hear heard reason reasons
    explanation
    warn warns warned caution cautioned complain complained recommend recommends recommended suggest
    suggests suggested predict predicts predicted promise promised insist insisted argue argued admit
    admitted urge urged advise advised
    separate anywhere somewhere everywhere think reckon vs versus
    summarise summarize summary recap gist rundown overview find timestamp timestamps jump skip
    transcribe transcript transcription paraphrase quote verbatim speech accompanying least sentence sentences
    show shows showed shown showing display displayed displays written write wrote appear
    appears appeared appearing visible see saw seen seeing look looked looks pictured depicted depicts featured
    slide slides screen screens onscreen video videos clip clips footage recording frame visuals
    film films movie movies documentary title titles
    frames moment point time times part section segment bit anecdote anecdotes story stories tale tales
    text texts wording heading headings caption captions named called titled listed labelled labeled name names
    """.split()
)

NUMBER_WORDS = {
    "zero": "0", "one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6",
    "seven": "7", "eight": "8", "nine": "9", "ten": "10", "eleven": "11", "twelve": "12",
    "thirteen": "13", "fourteen": "14", "fifteen": "15", "sixteen": "16", "seventeen": "17",
    "eighteen": "18", "nineteen": "19", "twenty": "20", "thirty": "30", "forty": "40",
    "fifty": "50", "sixty": "60", "seventy": "70", "eighty": "80", "ninety": "90",
    "hundred": "100",
}
DIGIT_WORDS = {v: k for k, v in NUMBER_WORDS.items() if k != "hundred"}


# "when is the hostel opening?": the date of something the video tells of (not "when does the
# speaker start on X?": a moment of the video)
ASKS_WHEN = re.compile(r"^when(?:\s+(?:is|are|will|does|do|did|was|were)\s+|['’]s\s+)"
                       r"(?!(?:the\s+|a\s+)?(?:speaker|narrator|presenter|host|voice|video|clip|talk|slides?|charts?|"
                       r"screens?|recording|audio|they|he|she|we|you)\b)[^?.!]*?\b(?:open|opens|opening|reopen|"
                       r"reopens|reopening|launch|launches|launching|close|closes|closing|due|held|taking place|"
                       r"take place)\b"
                       # "did the steelpan band say when their next gig is"
                       r"|\b(?:say|said|mention|mentioned|tell|told|announce|announced|confirm|confirmed)\s+when\s+"
                       r"[^?.!]*?\s(?:is|are|will be|happens|starts|opens)\s*(?:[?.!]|$)"
                       # "did they say when they arrived?", "has anyone said when it gets fixed?": whether
                       # a date was told ("what did they say when the chart came up?" asks what was said)
                       r"|(?<!what\s)(?<!who\s)(?<!how\s)(?<!which\s)\b(?:did|has|have|had|will|do|does)\s+"
                       r"(?:they|he|she|anyone|anybody|someone|somebody|the\s+\w+)\s+(?:say|said|mention|mentioned|"
                       r"tell\s+us|told\s+us|announce|announced|confirm|confirmed)\s+when\b", re.IGNORECASE)
# "which night of the week do they play?": a day, not any figure ("Cue locker code is 3816")
_ASKS_DAY = re.compile(r"\b(?:what|which)\s+(?:day|evening|night|morning|afternoon|weekday)s?\b", re.IGNORECASE)
# "need an actual date", "what day is it on?", "which evening do they meet?": the answer is a date
# ... and "erhu circle - weekly thing, or less often than that": how often it meets, a day or date
_ASKS_HOW_OFTEN = (r"\b(?:weekly|fortnightly|monthly|daily|nightly)\s+(?:thing|event|affair|session|meet-?up|meeting)"
                   r"\b(?=[^?.!]*\bor\b)|\bor\s+(?:less|more)\s+often\b")
# ("the fellow who can date a Persian carpet", "how to date a rug": to date a thing is to tell its age, no date
# asked for; nor is "to date", so far)
ASKS_DATE = re.compile(r"\b" + "".join(rf"(?<!\b{v}\s)" for v in ("can", "could", "can't", "cannot", "will", "would",
                                                                   "might", "must", "to"))
                       + r"date\b|" + _ASKS_DAY.pattern + "|" + _ASKS_HOW_OFTEN + "|" + ASKS_WHEN.pattern,
                       re.IGNORECASE)
# "the room ... has a lock on it - what's the combination?": the figures that open it (not "what's
# the code name?", "the code of conduct")
_ASKS_CODE = re.compile(r"\bwhat(?:'s|’s|\s+is|\s+was|\s+are|\s+were)\s+(?:the\s+|its\s+)?"
                        r"(?:(?:lock|door|gate|padlock|entry)\s+)?(?:combination|combo|code|passcode)s?\b"
                        r"(?!\s+(?:names?|words?|of\s+conduct)\b)", re.IGNORECASE)
# "how much does it cost?", "what's the entry fee?", "need an actual date", "how old do you have to
# be?": the answer is an amount
ASKS_AMOUNT = re.compile(r"\bhow\s+much\b(?!\s+(?:of|time|longer)\b)|\bby\s+how\s+(?:much|many)\b|"
                         # "how old do you have to be to join?", "what's the age limit?": an age
                         r"\bhow\s+old\b|\b(?:what|which|minimum|maximum|lowest|youngest)\s+age\b|"
                         # "how heavy did the swede end up?", "how long have the bats been there?": a
                         # measure ("how long was the cheetah on screen?" is a span of the video)
                         # ("how far had the duck travelled?" is told as "all the way from Quebec")
                         r"\bhow\s+(?:heavy|tall)\b|"
                         r"\bhow\s+long\s+(?:have|has|had)\b|"
                         # "did they say how long the float at X had been drifting?"
                         r"\bhow\s+long\s+(?:[\w'’]+\s+){1,6}?(?:have|has|had)\s+been\b|"
                         r"\bage\s+(?:limit|range|restriction|requirement|bracket)s?\b|"
                         + _ASKS_CODE.pattern + "|"
                         r"\bput\s+a\s+(?:cost|price|figure|number|value)\s+on\b|"
                         # "any mention of what it's all going to cost?"
                         r"\bwhat\s+(?:it|they|that|this|those|these)(?:['’]s|['’]ll|['’]re)?\s+(?:\w+\s+){0,4}?(?:cost|costs|costing)\b|"
                         # "What does the candlepin bowling night cost per head?"
                         r"\bwhat\s+(?:does|do|did|will|would)\s+[^?.!]{1,60}?\s+cost\b|"
                         r"\bwhat(?:'s|’s|\s+is|\s+was|\s+are|\s+were)?\s+(?:the\s+)?(?:\w+\s+)?"
                         # "rock tumbling club - what's the yearly subscription?"
                         r"(?:price|prices|cost|fee|fees|charge|subscription|subscriptions|dues)\b|" + ASKS_DATE.pattern,
                         re.IGNORECASE)
_AMOUNT_WORDS = frozenset("hundred thousand million billion dozen half halved double doubled triple tripled "
                          "quadruple quadrupled twice thrice percent free quarter quarters third thirds fifth "
                          "fifths tenth tenths".split())
# "what does it cost?": the answer is a sum of money, not any figure ("Team of 5")
_ASKS_MONEY = re.compile(r"\b(?:price|prices|priced|cost|costs|costing|fee|fees|charge|charged|charging|pay|paid|worth|"
                         r"spend|spent|spending|sell|sold|selling|expensive|cheap|cheaper|subscriptions?|dues)\b",
                         re.IGNORECASE)
_MONEY = re.compile(r"[£$€¥]|\b(?:pounds?|quid|pence|p|dollars?|bucks|cents?|euros?|free|price\w*|cost\w*|fees?|"
                    r"charge\w*|pay\w*|paid|spen[dt]\w*|sell\w*|sold|expensive|cheap\w*|fares?|rents?|bills?|"
                    r"tariffs?|wages?|salar\w+|budgets?|subscriptions?|dues)\b", re.IGNORECASE)

MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
          "november", "december")
WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_MONTH_NAMES = "|".join(MONTHS)

# a figure is a date or a time of day unless it is a share or a head count ("Progress 90
# percent", "Team of 6")
_DATE = re.compile(rf"(?<!of )\b\d+(?!\d|\s*(?:%|percent|per cent))|\b(?:{_MONTH_NAMES}|"
                   r"jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\b|"
                   r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)day|\b(?:today|tomorrow|tonight|weekend|spring|summer|"
                   r"autumn|winter|christmas|easter)\b|\bnext\s+(?:week|month|year)\b", re.IGNORECASE)


_DAY = re.compile(r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|\b(?:weekends?|weeknights?|weekdays?|tonight|"
                  r"tomorrow|today|daily|nightly|fortnightly)\b|\b\d{1,2}(?:st|nd|rd|th)\b|"
                  rf"\b(?:{_MONTH_NAMES})\b", re.IGNORECASE)


def money_word(word: str) -> bool:
    return bool(_MONEY.fullmatch(word) or _ASKS_MONEY.fullmatch(word))


def names_a_day(word: str) -> bool:
    """"weekends", "saturdays", "may", "tonight": a word that names a day, days of a sort or a month."""
    return bool(_DAY.fullmatch(word))


def asks_code(question: str) -> bool:
    """"... has a lock on it - what's the combination?": the figures that open a lock are asked for."""
    return bool(_ASKS_CODE.search(question))


def holds_amount(text: str, question: str = "") -> bool:
    """Whether a text states the amount `question` asks for: a figure, a number word,
    "doubled", "free"; a sum of money when money is asked about; a date when a date is; figures
    when a lock's code is."""
    if _ASKS_DAY.search(question):
        return bool(_DAY.search(text))
    if ASKS_DATE.search(question):  # "opens at seven thirty": a time of day is one too
        return bool(_DATE.search(text)) or any(w in NUMBER_WORDS for w in words(text))
    if asks_code(question):
        # a code is written in figures: "two stacked sheets" tells how many, and opens nothing
        return any(c.isdigit() for c in text)
    if _ASKS_MONEY.search(question):
        # the sum and the word of money in one part of a slide ("Pricing update / Progress 61
        # percent" states no price)
        return any(_MONEY.search(part) and _holds_figure(part) for part in _SLIDE_PARTS.split(text))
    return _holds_figure(text)


_SLIDE_PARTS = re.compile(r"\s+/\s+")


def _holds_figure(text: str) -> bool:
    return any(c.isdigit() for c in text) or any(
        w in NUMBER_WORDS or w in _AMOUNT_WORDS or (w.endswith("fold") and w[:-4] in NUMBER_WORDS)  # "sixfold"
        for w in words(text))


def words(text: str) -> list[str]:
    """Lower-cased words in order (apostrophes kept inside words, punctuation dropped)."""
    return [w.replace("’", "'") for w in WORD.findall(text.lower())]


def owned(word: str) -> str:
    """A possessive's word: "dentist's" -> "dentist", "guides'" -> "guides"."""
    return word[:-2] if word.endswith(("'s", "s'")) else word


def is_content_word(word: str) -> bool:
    base = word[:-2] if word.endswith("'s") else word  # "the speaker's comment"
    return (word not in STOP_WORDS and base not in STOP_WORDS and base not in SCAFFOLD_WORDS
            and (len(word) > 1 or word.isdigit()))


def content_words(text: str) -> list[str]:
    """Keywords of a text: content words, first occurrence order, no duplicates."""
    seen: dict[str, None] = {}
    for w in words(text):
        if is_content_word(w):
            seen.setdefault(w, None)
    return list(seen)


def fts_string(text: str) -> str | None:
    """One FTS5 string token (a word or a phrase), quoted; None when no words are left."""
    ws = words(text)
    if not ws:
        return None
    # FTS5 strings escape a double quote by doubling it; words() leaves none, but an
    # apostrophe is fine inside the quotes.
    body = " ".join(ws).replace('"', '""')
    return f'"{body}"'


def fts_any(terms: Iterable[str]) -> str | None:
    """An FTS5 query matching any of the terms (each a word or phrase)."""
    quoted = [q for q in (fts_string(t) for t in terms) if q]
    unique = list(dict.fromkeys(quoted))
    return " OR ".join(unique) if unique else None

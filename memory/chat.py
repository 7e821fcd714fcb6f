"""What people type around a question in a chat box that asks for nothing.

"By any chance", "if I remember right", "I had the sound off,", "but I'm on the tube", "ballpark,",
"just give me a number.", "heading only", "at the top of the slide", "need it for the risk
form": asides, the form an answer should take, where on the screen to look ("in view" is on
screen), where the asker read a time ("on the progress bar", "someone in the team thread said
to look at 8:04") and why the asker asks.
`without_asides(question)` cuts them before the question is read (probes.py), so their
words neither become things to find nor hide a time or an anchor. An aside that could
carry a clause ("I zoned out during X") is cut only where punctuation ends it.
`without_request` cuts a request opening a sentence ("can you tell me ...").
"""
from __future__ import annotations

import re

# "... so I might've missed it": what the asker may not have heard
_MAY_HAVE_MISSED = (r"i\s+(?:might|may|could|must)\s*(?:have|['’]ve)\s+missed\s+"
                    r"(?:it|something|a\s+bit|bits|some\s+of\s+it)")
_ASIDE = re.compile(
    r"(?:^|(?<=[\s,(]))(?:(?:"
    r"(?:i\s+am\s+|i\s+was\s+)?(?:pretty|fairly|quite|not)\s+sure|i\s+(?:believe|guess|suppose|reckon)|"
    r"by any chance|any chance(?:\s+of)?|out of (?:interest|curiosity)|for (?:my|the) (?:notes|records?)|no rush|"
    r"any idea|(?:i\s+have\s+)?no (?:idea|clue)|"
    r"did i (?:hear|get) (?:that|it|this) right|"
    r"if i (?:remember|recall) (?:right|rightly|correctly)|correct me if i am wrong|if i am not mistaken|"
    r"help me out|(?:can|could) you (?:check|look|help)|"
    r"i(?:\s+(?:need|want|would like)|['’]d like) to know|i am trying to (?:recall|remember)|"
    r"i (?:have\s+)?forg[eo]t(?:ten)?|right now|just now|at present|these days|"
    # "I was half dozing during the part about X": the asker's state; the clause stays
    r"i\s+was\s+(?:half\s+|a\s+bit\s+)?(?:dozing|asleep|napping|nodding off|drifting off)|"
    r"i\s+(?:dozed|nodded|drifted)\s+off|i\s+fell\s+asleep|"
    r"(?:the\s+)?(?:subtitles|captions)\s+(?:were|was)\s+(?:off|not on|missing)|"
    r"my (?:headphones|earphones|earbuds|airpods|headset|sound|audio|speakers?|stream|connection|internet|wifi|"
    r"video|player) (?:had\s+|have\s+)?(?:just\s+)?"
    r"(?:cut out|died|dropped(?: out)?|glitched|froze|went (?:off|out|quiet)|stopped)"
    r"(?:\s+for\s+a\s+(?:sec|second|moment|minute|bit|while))?(?:,?\s+so\s+" + _MAY_HAVE_MISSED + r")?"
    r")(?=[\s,.;:!?)]|$)"
    # said last, or set off: "... or something?", "..., real quick?"; "I zoned out during X" keeps its X
    r"|(?:(?:i (?:was|got) (?:distracted|out of the room|away)|i (?:was not|wasn['’]t) (?:paying attention|"
    r"listening|watching)|i zoned out|my mind wandered|i had (?:it|the (?:sound|audio|volume)) (?:muted|off|down)|"
    r"the (?:sound|audio) was (?:off|muted)|i skipped (?:ahead|forward|a bit)|"
    r"(?:but\s+)?(?:i\s+)?lost (?:track|count)|word for word|if you can|if possible|verbatim|or at least \w+|"
    # "..., but I'm on the tube.": where the asker is, so cannot watch
    r"(?:but\s+|and\s+)?i\s+am\s+(?:(?:on|in)\s+(?:the|a|my)\s+(?:tube|train|bus|subway|metro|underground|plane|"
    r"flight|commute|car|taxi|queue|meeting)|on\s+the\s+(?:move|go|road)|at\s+(?:work|the\s+office|the\s+gym)|driving))"
    r"(?:\s+for\s+a\s+(?:sec|second|moment|minute|bit|while))?|for sure|real quick|(?:or\s+)?something like that|"
    r"or something|or so|in a nutshell|in short|in brief|in a word|"
    # "... the boathouse lock? it was up for like two seconds": how briefly it was shown
    r"(?:(?:and|but)\s+)?it\s+was\s+(?:only\s+|just\s+)?(?:up|on(?:\s+screen)?|showing|shown|there)\s+for\s+"
    r"(?:(?:like|about|maybe|only|just|barely|literally)\s+)?(?:a|one|two|three|a\s+few|a\s+couple(?:\s+of)?|\d+)\s+"
    r"(?:split\s+)?(?:secs?|seconds?|moments?)(?:\s+or\s+(?:two|three|so))?|"
    # "Ran out of rosin, of course.": how the asker feels about it
    r"of course|as usual|typical|obviously|naturally|"
    # "slide after the X chart pls": manners
    r"please|pls|plz|thanks|thank you|cheers|"
    # "Quick sanity check - the lion: how many times ...?", "Silly question:"
    # opening the question or one of its sentences
    r"(?:^|(?<=[.?!]\s))(?:just\s+)?(?:a\s+)?(?:(?:(?:quick|small|silly|dumb|daft|random)\s+)?sanity\s+check|"
    r"(?:quick|small|silly|dumb|daft|random)\s+(?:question|one))|"
    # "Ballpark, how often is there a lion on screen?": how exact an answer will do
    r"(?:at\s+a\s+)?ballpark(?:\s+figure)?|at a (?:rough\s+)?guess|roughly speaking|give or take)"
    r"(?=\s*(?:[,.;:!?)–—-]|$)))[\s,;:–—-]*",
    re.IGNORECASE)
# "Someone in the team thread said to look at 8:04": who pointed the asker to a time; the time stays
_TIME_SOURCE = re.compile(
    r"(?:^|(?<=[.?!]\s))(?:someone|somebody|a\s+\w+|my\s+\w+|our\s+\w+|the\s+\w+)"
    r"(?:\s+(?:in|on|from)\s+(?:the|our|my|a)\s+\w+(?:\s+\w+)?)?\s+"
    r"(?:said|says|told\s+(?:me|us)|tells\s+(?:me|us)|suggested|recommended|reckons|reckoned)\s+"
    r"(?:(?:i|we)\s+should\s+|to\s+)(?:look|check|jump|skip|go|watch)(?:\s+(?:at|to|around))?\s+"
    r"(?=(?:about\s+|around\s+)?\d{1,2}:\d{2})", re.IGNORECASE)
# "Can you tell me ...", "do you remember ...", "I'm after ...": a request opening the question or
# one of its sentences ("I'm outside the store. Tell me the keypad number.")
_REQUEST = re.compile(r"(?:^|(?<=[.?!]\s))\s*(?:"
                      # "Provide a verbatim account of the voiceover at 3:00.": the asking, not what is asked
                      r"(?:please\s+)?(?:provide|give|offer|supply|produce|furnish)(?:\s+(?:me|us))?\s+(?:a|an)\s+"
                      r"(?:[\w-]+\s+){0,2}?(?:account|rendering|rendition|transcript|transcription|record)\s+of|"
                      r"(?:can|could|would|will)\s+you\s+(?:please\s+)?(?:(?:tell|show|remind)\s+me|"
                      r"fill\s+(?:me\s+)?in(?:\s+on)?)|"
                      r"(?:please\s+)?tell\s+me|do\s+you\s+(?:know|remember|recall)|i\s+wonder|"
                      r"(?:please\s+)?name|(?:please\s+)?(?:give|show|find|get)\s+me|i\s+am\s+(?:after|looking for)|"
                      # "Report the spoken sentence at about 14:04.", "quote me the line at 3:10"
                      # "Work out which slide heading is showing at 0:54.", "Quote back what was said at 8:50."
                      r"(?:please\s+)?(?:report|relay|recount|quote|repeat|transcribe|indicate|identify|specify|"
                      r"determine|establish|read(?=\s+back\b)|"
                      r"(?:work|figure|find|pick|suss)\s+out|check|confirm|look\s+up)(?:\s+(?:me|us))?"
                      r"(?:\s+back(?:\s+to\s+(?:me|us))?)?"
                      r"(?=\s+(?:the|what|which|back)\b)|"
                      r"(?:i\s+)?need)\b[\s,:]*", re.IGNORECASE)
# "what did the slide say at the top?": where on the screen, not what
_PLACE_ON_SCREEN = re.compile(
    r"\b(?:at|on|in|near|along|across)\s+the\s+(?:very\s+)?(?:top|bottom|corner|left|right|side|edge)"
    r"(?:\s+(?:left|right|corner|side|edge))*(\s+of\s+(?:the\s+)?(slides?|screens?|pages?|frames?))?", re.IGNORECASE)
# "which slide is in view at 5:35?": on screen
_IN_VIEW = re.compile(r"\bin\s+(?:view|frame)\b", re.IGNORECASE)
# "8:58 on the progress bar - slide name?": where the asker read the time
_ON_THE_PLAYER = re.compile(r"\s*\b(?:on|in|at)\s+the\s+(?:progress|seek|scrub|play(?:back)?|time)\s*bar\b|"
                            r"\s*\b(?:on|in|at)\s+the\s+(?:scrubber|timeline|playhead)\b", re.IGNORECASE)
# "Just give me a number.", "Title please.", "heading only": how to answer, said after the question
_ANSWER_FORMAT = re.compile(
    r"(?<=[.?!])\s+(?:just\s+|only\s+)?(?:(?:give|tell|send)\s+me\s+|"
    # "Bonus points for the precise figure."
    r"(?:bonus|extra|brownie)\s+points\s+for\s+|"
    r"(?:i\s+)?(?:need|want|would like|just need|only need)\s+|i['’]d like\s+)?(?:just\s+|only\s+)?"
    r"(?:(?:a|an|the|its|their)\s+)?(?:rough\s+|exact\s+|precise\s+|actual\s+|short\s+)?"
    r"(?:number|count|figure|ballpark(?:\s+figure)?|total|title|name|heading|time|timestamp|quote|word|words|gist|"
    r"summary|answer)(?:\s+only)?(?:\s+(?:is|would be)\s+(?:fine|enough|great|good)|\s+would\s+help|\s+helps)?"
    r"(?:,?\s+please)?(?:,?\s+thanks?(?:\s+you)?)?\s*[.!]*\s*$"
    # "What's being said right around 0:20? Near enough is fine."
    r"|(?<=[.?!])\s+(?:near|close)\s+enough(?:\s+(?:is|would be|will do)(?:\s+(?:fine|ok|okay|good))?)?[.!]*\s*$",
    re.IGNORECASE)

# "Need it for the risk form.", "It's for our newsletter.", "Curious because I play folk stuff
# myself.", "Asking for my flatmate.": why the asker asks, said after the question; so are how
# much of it they saw and who else believes it
_PURPOSE = re.compile(r"(?<=[.?!])\s+(?:(?:i|we)\s+)?(?:need|want)\s+(?:it|this|that|them|the answer)\s+for\s+"
                      r"[^.?!]*[.!]*\s*$|(?<=[.?!])\s+(?:it\s+is|it['’]s|this\s+is)\s+for\s+(?:my|our|a|an|the)\s+"
                      r"[^.?!]*[.!]*\s*$|(?<=[.?!])\s+(?:(?:i\s+am|i['’]m)\s+)?(?:just\s+)?"
                      r"(?:curious|asking|wondering|interested)\s+(?:because|since|as|cause)\s+(?:i|we|my|our)\b"
                      r"[^.?!]*[.!]*\s*$|"
                      # "... my niece is adamant there was": who else believes it, with nothing new
                      r"(?<=[.?!])\s+(?:my|our)\s+\w+(?:\s+\w+)?\s+(?:is|was|['’]s)?\s*(?:adamant|sure|convinced|"
                      r"positive|certain|insists|insisted|swears|swore)\s+(?:that\s+)?(?:there\s+(?:was|were|is)|"
                      r"it\s+(?:was|is)|(?:she|he|they)\s+(?:saw|heard)\s+(?:it|one))[.!]*\s*$|"
                      # "Asking for my flatmate who wants to peek at them."
                      r"(?<=[.?!])\s+(?:(?:i\s+am|i['’]m)\s+)?(?:just\s+)?asking\s+for\s+(?:a|my|our)\s+[^.?!]*[.!]*\s*$|"
                      # "... As what? I only caught the tail end.": how much the asker saw
                      r"(?<=[.?!])\s+i\s+(?:only\s+|just\s+)?(?:caught|heard|saw|watched|missed)\s+the\s+(?:tail\s+end|"
                      r"end|start|beginning|middle|(?:first|second|last)\s+(?:half|bit|part))(?:\s+of\s+it)?[.!]*\s*$|"
                      r"(?<=[.?!])\s+(?:so\s+)?" + _MAY_HAVE_MISSED + r"[.!]*\s*$|"
                      # "What's being said at around 7:30? Audio dropped for me there.": the asker's playback
                      r"(?<=[.?!])\s+(?:(?:my|the|our)\s+)?(?:audio|sound|stream|video|feed|connection|internet|wifi|"
                      r"signal|player|headphones|earphones|earbuds|speakers?)\s+(?:had\s+|has\s+)?(?:just\s+)?"
                      r"(?:cut\s+out|died|dropped(?:\s+out)?|glitched|froze|lagged|buffered|stuttered|stopped|"
                      r"went\s+(?:off|out|quiet|silent|dead))(?:\s+(?:for|on)\s+me)?(?:\s+(?:there|then|right\s+there|"
                      r"just\s+there|at\s+that\s+(?:point|bit|moment)|for\s+a\s+(?:sec|second|moment|minute|bit|while)))?"
                      r"[.!]*\s*$",
                      re.IGNORECASE)


def without_request(text: str) -> str:
    """The text without the requests that open its sentences ("can you tell me what ..." -> "what ...")."""
    return _REQUEST.sub("", text)


# "The office manager has a garage hobby, right?": a tag asking the asker to be agreed with
_TAG = re.compile(r"\s*,\s*(?:right|yeah|yes|no|innit|eh|ok|okay|correct|true|or not|is(?:\s+it\s+not|n['’]t\s+it)|"
                  r"was(?:\s+it\s+not|n['’]t\s+it)|did(?:\s+they\s+not|n['’]t\s+they)|do(?:\s+they\s+not|n['’]t\s+they))"
                  r"\s*(?=\?)", re.IGNORECASE)
# "What was it, rats or what?", "... drifted in from? Norway or somewhere?": the asker's guess, after
# the question is asked ("was it the budget or what?" asks about the budget, and stays)
_GUESS = re.compile(r"(?:,\s*|(?<=[?!.])\s+)[\w'’-]+(?:\s+[\w'’-]+){0,2}\s+or\s+"
                    r"(?:what|something|somewhere|someone|somebody|whatever|whoever)\s*\?"
                    # "Where did the crate wash up from? Somewhere across the Atlantic?": a place guessed
                    # after the question ("Something with animals, I think?" says what sort of thing
                    # the answer is, and stays)
                    # ("... washed over from? Spain somewhere?" too)
                    r"|(?<=\?)\s+(?:maybe\s+|perhaps\s+|probably\s+)?(?:[\w'’-]+\s+){0,2}?somewhere\b[^.?!]{0,40}\?\s*$"
                    # "... in the grit bin? what was it, a raccoon?": the thing guessed after "what was it"
                    # ("... what sort, starlings?" too)
                    r"|(?:(?<=\bwhat was it)|(?<=\bwho was it)|(?<=\bwhat is it)|(?<=\bwho is it)|(?<=\bwhat sort)|"
                    r"(?<=\bwhat kind))"
                    r",\s*(?:maybe\s+|perhaps\s+)?(?:(?:an?|some)\s+)?[\w'’-]+(?:\s+[\w'’-]+)?\s*\?\s*$"
                    # "what animal did someone find under the bandstand? a hedgehog?": a thing guessed
                    # in a sentence of its own, last ("... under Fenwick Road?? an old coin or something")
                    # ("... the cricket pavilion? a big ginger tom?" too)
                    r"|(?<=\?)\s+(?:maybe\s+|perhaps\s+)?(?:an?|some)\s+"
                    r"(?:[\w'’-]+(?:\s+[\w'’-]+)?(?:\s+or\s+(?:something|what|whatever|so))?\s*\??"
                    # (three words asked as a guess; not "a figure came up": where the answer is)
                    r"|(?!(?:[\w'’-]+\s+){0,2}(?:was|were|is|got|get|came|come|went|flashed|popped|shown|"
                    r"displayed|appeared|up)\b)[\w'’-]+(?:\s+[\w'’-]+){2}\s*\?)\s*$",
                    re.IGNORECASE)

# "what did the builders come across up there? pigeon skeletons I reckon", "what birds turned up on
# the green? magpies??": the answer the asker guesses, in a few words of its own after the question
# ("Something with animals, I think?" says what sort of thing the answer is, and stays); read before
# the asides, which would take "I reckon" and leave the guess as if asked
_GUESSED = re.compile(r"(?<=\?)\s+(?:maybe\s+|probably\s+|perhaps\s+)?"
                      r"(?!some|(?:what|which|who|whose|where|when|why|how|is|was|are|were|did|does|do|can|could|has|"
                      r"had|have)\b)[\w'’-]+"
                      r"(?:(?:\s+[\w'’-]+){0,2}"
                      r"(?:,?\s+i(?:['’]d|\s+would)?\s+(?:have\s+)?(?:reckon|think|guess|bet|suspect|imagine|expect|hope|assume|presume|"
                      # ("birch bark, I assumed", "ice sculptures, I'd have guessed")
                      r"suppose|say|reckoned|thought|guessed|assumed|presumed|supposed|figured)"
                      r"\s*[?.!]*|\s*\?{2,}|"
                      # "what colour are they doing it? stone grey again?", "... on the seafront? a pigeon, surely"
                      r",?\s+(?:again|surely)\s*[?.!]*)"
                      # "what came up in his pots? a bicycle, was it?": the guess, then a tag asking it
                      # (a tag says it is a guess of up to five words: "in a pub cellar, was it?")
                      r"|(?:\s+[\w'’-]+){0,4},\s*(?:was|is|were|are)\s+(?:it|they|that)\s*\?+"
                      # ("where did the band play? in a village hall, maybe?": or a word of doubt)
                      r"|(?:\s+[\w'’-]+){0,4},\s*(?:maybe|perhaps|possibly|probably)\s*\?+)\s*$",
                      re.IGNORECASE)


# "the old police station at Rhayader - what's opening up in there? a cafe, someone at the bus stop
# told me": what someone told the asker, after the question, is their guess at the answer (heard
# elsewhere, not in the video); a time in it still says where to look ("... told me it was around 3:10")
# ("... somebody said a tearoom", "I'd heard flats", "a chipper, according to someone in the post office
# queue"; not "something sweet, my cousin said": "something ..." says what sort of thing the answer is;
# nor "my brother reckons pigeons but I'm not sure that's what was said": the asker's doubt names a kind)
_SAID_SO = r"(?:said|says|reckons|reckoned)\b"
_HEARSAY = re.compile(r"(?<=\?)\s+(?!something\b)(?![^?]*\bbut\b)[^?\d]*?(?:\b(?:told|tells|telling)\s+(?:me|us)\b"
                      r"|\b(?:my|a|an|our|some)\s+(?:[a-z]+\s+)?[a-z]+\s+" + _SAID_SO +
                      # ("..., the guide reckoned", "the woman on the till said": someone met, not the
                      # video's speaker nor its notices, "the label said")
                      r"|\bthe\s+(?:[a-z]+\s+)?(?:guide|woman|man|lady|bloke|chap|fella|guy|girl|lad|owner|agent|"
                      r"shopkeeper|assistant|volunteer|attendant|stallholder|ranger|warden|curator|driver)"
                      r"(?:\s+[a-z]+){0,3}?\s+" + _SAID_SO +
                      r"|\b(?:someone|somebody|people|everyone)\s+(?:[a-z]+\s+){0,4}?" + _SAID_SO +
                      r"|\bi(?:['’]d|\s+had)?\s+heard\b|\baccording\s+to\b)[^?\d]*$", re.IGNORECASE)


# "Did a dugong turn up, or am I getting it muddled with something else?": the asker doubting their
# own memory names nothing to look for
_DOUBT = re.compile(r"\s*,?\s+or\s+(?:am\s+i|i['’]m|have\s+i|did\s+i|was\s+i)\s+(?:just\s+|maybe\s+|totally\s+)?"
                    r"(?:getting|got|mixing|muddling|confusing|imagining|misremembering|thinking\s+of|dreaming|"
                    r"making\s+(?:it|that|this)\s+up|remembering\s+(?:it|that|this)\s+wrong)\b[^?.!]*(?=[?.!]|$)",
                    re.IGNORECASE)


# "Putting together minutes for my manager who couldn't make it - which slide was up when ...?":
# the record the asker is making, and for whom, said before the question
_MAKING_NOTES = re.compile(r"^\s*(?:(?:i\s+am|i['’]m|we\s+are|we['’]re)\s+)?(?:writing|putting|doing|making|typing|"
                           r"drafting|preparing|compiling|jotting|pulling|knocking)\s+(?:up\s+|together\s+|down\s+)?"
                           r"(?:a\s+|an\s+|the\s+|some\s+|my\s+|our\s+)?(?:quick\s+|short\s+)?"
                           r"(?:notes|minutes|summary|write-up|writeup|recap|report|record|timeline|log)\b"
                           # (not "... and I'd like to reference whatever slide ...": what is asked)
                           r"(?:\s+together)?(?:(?!\b(?:and|but|need|want|like|whatever|which|what)\b)[^?:.!–—])*?"
                           r"\s*(?:\s[-–—]+|:)\s+"
                           r"(?=(?:who|whom|whose|what|which|where|when|how)\b[^.!?]*\?)", re.IGNORECASE)

# "got over the Solway on something ridiculous - what was it?", "in some daft get-up": the asker's
# opinion of the thing asked for, which the answer ("an inflatable unicorn") does not say of itself
_JUDGED = re.compile(r"\b(some(?:thing|one)?)\s+(?:(?:really|totally|utterly|completely|pretty|quite|a\s+bit|"
                     r"properly|truly|seriously|absolutely)\s+)?(?:daft|silly|ridiculous|ludicrous|absurd|mad|crazy|"
                     r"bonkers|barmy|potty|wacky|zany|nutty|weird|odd|strange|bizarre|peculiar|stupid|insane|"
                     r"outlandish|hilarious|outrageous|preposterous|nuts)\b", re.IGNORECASE)

# "wait, birds nesting on the mast?": a word of surprise opening a sentence names nothing
_INTERJECTION = re.compile(r"(^|(?<=[.?!])\s+)(?:wait|hang on|hold on|oh|ooh|hmm+|huh|whoa|wow)\s*[,!…]+\s*",
                           re.IGNORECASE)

# "What did the head of marketing do before she came to us? ... - and which harbour did she sail
# from?": a second question on the one already asked about (a pronoun) asks more of the same
# answer; the trace is found by the first ("who carves the heads, and what wood does he use?" is
# one question)
# ("Something out on the water, I think - and from which town?": or, after a guess at the answer,
# in a few words)
_AND_WH = r"(?:\s*,|\s+[-–—]+)?\s+and\s+(?:(?:from|in|at|to|for|with|by|on)\s+)?(?:which|what|where|when|how|who)\b"
# (a statement, not a question: no wh-word before the "and", no verb opening it)
_GUESSED_ANSWER = (r"(?!(?:(?!\sand\s)[^?])*\b(?:what|which|who|whose|where|when|why|how)\b)"
                   r"(?!\s*(?:is|was|are|were|did|does|do|can|could)\b)\s*\w[^?]*?")
_FOLLOW_UP = re.compile(rf"(?<=[?])(?:([^?]*?){_AND_WH}[^?!.]*?\b(?:she|he|they|it|her|him|his|them|their|its)\b"
                        rf"[^?!.]*|({_GUESSED_ANSWER}){_AND_WH}(?:\s+[\w'’-]+){{0,2}})\?\s*$", re.IGNORECASE)


def without_asides(question: str) -> str:
    """The question without asides, answer-form requests and places on the screen ("at the
    top of the slide" -> "on the slide"); the question as given when nothing would be left."""
    q = _ANSWER_FORMAT.sub("", _PURPOSE.sub("", _GUESSED.sub("", _HEARSAY.sub("", _INTERJECTION.sub(r"\1", question)))))
    q = _FOLLOW_UP.sub(lambda m: m.group(1) or m.group(2) or "", q)
    q = _MAKING_NOTES.sub("", _JUDGED.sub(r"\1", q))
    q = _PLACE_ON_SCREEN.sub(lambda m: f" on the {m.group(2)}" if m.group(1) else "", q)
    q = _ON_THE_PLAYER.sub("", _IN_VIEW.sub("on screen", _TIME_SOURCE.sub("at ", q)))
    # twice: one aside may end where the next begins ("word for word if you can.")
    q = _ASIDE.sub("", _ASIDE.sub("", q))
    q = _GUESS.sub(lambda m: "" if m.group(0)[0].isspace() else "?", _TAG.sub("", _DOUBT.sub("", q)))
    q = re.sub(r"([?!])\.+(?=\s|$)", r"\1", re.sub(r"\s*,?\s+([?.!])", r"\1", q))  # "?." of a cut sentence
    return q.strip(" ,;:") or question

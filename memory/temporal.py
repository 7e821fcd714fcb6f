"""Temporal constraints in questions: "at 2:30", "in the last 30 seconds", "after the slide about X".

`parse_time(question)` finds at most one constraint and returns it with the matched
phrase, so the probes can search the rest of the question. A constraint becomes a
time window only once the video's duration (or an anchor trace) is known:
`TimeConstraint.window(duration, anchor)`.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass

import numpy as np

from .clock import BETWEEN, CLOCK_ANY, EDGE, FIRST, IN, PART, at_point, seconds, span
from .roles import parts_of_speech, verb_lemmas
from .text import content_words, owned, words

RELATIONS = ("at", "around", "after", "before", "during", "between", "first", "last", "beginning", "middle",
             "end")

# (the anchor ends with its clause: "after the bookings chart - what's next?", "... chart: what's next?";
# "who looks after the winch keys?" takes care of them, "named after" is named for, and "the one that
# goes after seals" chases them; "what goes after the budget slide?" still comes after it)
_ANCHOR = re.compile(r"(?<!\bam )(?<!\bare )(?<!\bi'm )(?<!\blook )(?<!\blooks )(?<!\blooked )(?<!\blooking )"
                     r"(?<!\bnamed )(?!(?:(?<=\bgoes )|(?<=\bgo )|(?<=\bwent )|(?<=\bgoing ))after\s+"
                     r"(?!(?:the|a|an|this|that|these|those|its|their|his|her)\b)[a-z]+s\b)"
                     r"\b(after|before|following|prior to)\s+(.+?)\s*"
                     r"(?:[?!.;,]|:(?=\s|$)|[-–—]+\s|$)")
# What the screen is called in a question ("the X slide", "the chart on X", "the X page").
_SCREENS = r"slides?|screens?|charts?|graphs?|bars|titles?|tables?|texts?|pages?|headings?"
# What goes along with the picture ("the accompanying words", "the spoken words").
ALONGSIDE = r"(?:accompanying\s+|spoken\s+)?"
# A question asked by its noun alone after a dash or a colon ("the cheese bell - slide at that moment?",
# "... - and the animal shown alongside?", "X slide - the words over it?", "X slide: the accompanying words?",
# "the striped rattle: pictured creature at that point?")
_ELLIPTIC = (r"(?<=[-–—:]\s)(?:and\s+)?(?:the\s+|an?\s+)?(?:pictured\s+|shown\s+|depicted\s+)?" + ALONGSIDE +
             rf"(?:{_SCREENS}|words|voice|narration|animals?|creatures?|objects?)\b(?=[^.!?]*\?)")
# Parts of the talk named by their topic: "the kettle *bit*", "the harpoon *anecdote*".
_TALK_PARTS = r"part|bit|section|segment|discussion|mention|comment|remark|story|anecdote|tale"
# Words that say a screen or a topic was over ("once the chart finished", "went away").
_OVER = (r"(?:finished|finishes|ended|ends|went away|goes away|go away|disappeared|disappears|disappear|"
         r"vanished|vanishes|vanish|closed|closes|(?:was|is|were|are|had|has|have)\s+(?:over|done|gone|finished|ended)|"
         r"(?:had|has)\s+been\s+(?:gone|taken down))")
# "once the chart finished": after it; "once" alone may mean one time, or "when" in a paraphrase
# "when the X chart finishes, which slide takes over?": so is "when" with a verb of ending
_ONCE = re.compile(rf"\b(once|when|as soon as)\s+(.+?\s+{_OVER})\s*(?:[?!.;,]|$|(?=(?:what|which|who|how|where)\b))"
                   # "once they finished the rainfall chart, ..."
                   # "as soon as we're finished with the X graph, where does the video go next?"
                   r"|\b(once|as soon as)\s+(?:they|we|you|the speaker|the presenter|he|she)\s+"
                   r"(?:had\s+|have\s+|has\s+|are\s+|were\s+|is\s+|was\s+)?(?:finished(?:\s+with)?|ended|closed|"
                   r"done\s+with|through\s+with|wrapped up|moved on from)\s+(.+?)\s*(?:[?!.;,]|$)"
                   # "once the kettle had been discussed": after it was said (or shown)
                   r"|\b(once)\s+(.+?\s+(?:had been|has been|was|got)\s+(?:discussed|mentioned|covered|talked about|"
                   r"brought up|explained|shown|displayed))\s*(?:[?!.;,]|$)")
# Verbs of one screen coming next to another, and the words putting what is asked before its anchor
_ORDER_VERBS = ("followed", "follows", "preceded", "precedes", "came before", "comes before", "came after",
                "comes after", "succeeded", "succeeds", "succeeding", "preceding")
_BEFORE_VERBS = ("before", "prior to", "preceded", "precedes", "came before", "comes before", "preceding")
# ("the slide that *directly* succeeds the X chart")
_RIGHT_ON = r"(?:(?:directly|immediately|right|just)\s+)?"
# "what followed the chart?" / "what preceded it?": the verb itself is the relation.
# ("Say which slide directly follows the X chart.": asked by a command, in the present)
# ... also asked inside a statement ("My manager quizzed me on which slide accompanied the stretch on
# X and my mind went blank. Help?")
# ... or by a relative clause ("Provide the slide heading that coincides with the mention of X.")
_FOLLOWED = re.compile(r"(?:(?:^|\b(?:on|about|wondering|know|knows|asked|asking|say|name|tell\s+(?:me|us))\s+)"
                       r"(?:what|which(?:ever)?|who)\s+(?:\w+\s+){0,2}?"
                       # ... or by the words said ("Relay the narration that accompanies the X slide.")
                       r"|\b(?:slide|heading|title|screen|page|picture|photo|image|animal|creature|narration|"
                       r"commentary|voice-?over|audio|speech)s?\s+(?:\w+\s+)?"
                       rf"(?:that|which)\s+{_RIGHT_ON}"
                       # "Name the slide immediately succeeding the X chart."
                       rf"|\b(?:slide|heading|title|screen|page)s?\s+{_RIGHT_ON}"
                       r"(?=(?:succeeding|preceding)\s+(?:the|that|this)\b))"
                       rf"({'|'.join(_ORDER_VERBS)}|"
                       r"(?:accompanied|accompanies|goes with|go with|went with|matches|matched|lines up with|"
                       r"lined up with|coincides with|coincided with))"
                       # ("what slide follows straight on from the X chart?")
                       r"(?:\s+(?:on|straight|directly|immediately|right)\b)*(?:\s+from\b)?"
                       r"\s+(.+?)\s*(?:[?!.;,]|\s+and\s+(?:my|i|we)\b|$)")
# "So the X chart ends and then which slide is up?": after X
# "The X graph wraps up. Name the slide that takes over.": the same, said in two sentences
_ENDS_THEN = re.compile(rf"^(?:(?:so|ok|okay|and)[\s,]+)?(.+?)\s+(?:ends|finishes|wraps up|winds up|goes away|is over|"
                        rf"{_OVER})(?:[\s,]+(?:and\s+)?then\b|\s*[.;!]\s+(?=.*\b(?:next|takes?\s+over|"
                        r"takes?\s+its\s+place|replaces?|follows?|comes?\s+(?:up|on)|after\s+(?:that|it))\b))")
# Verbs of one screen handing on to the next ("what did it lead into?", "... switch over to?")
_HANDS_ON = (r"(?:(?:lead|give way|hand over|pass|switch|change|transition|cut)\s+(?:over\s+)?(?:in)?to"
             r"|make\s+way\s+for)")
# "what did the chart about X lead into?"
# "Say what slide the X chart hands over to.": asked by a command, the verb inflected
_LED = re.compile(r"^(?:(?:say|tell\s+(?:me|us)|name|give)\s+)?(?:what|which)\s+(?!(?:is|was|are|were)\b)(?:\w+\s+)?"
                  rf"(?:(?:did|does)\s+(.+?)\s+{_HANDS_ON}\s*(?:[?!.;,]|$)"
                  r"|(?!(?:did|does|do|is|was|will)\b)(.+?)\s+(?:leads|led|gives way|gave way|hands over|handed over|"
                  r"passes|passed|switches|switched|changes|changed|transitions|transitioned|cuts)"
                  r"\s+(?:over\s+)?(?:in)?to\s*(?:[?!.;,]|$))"
                  # "The X chart makes way for which slide?", "the X graph gives way to what?"
                  r"|^(?:(?:so|ok|okay|and)[\s,]+)?(.+?)\s+(?:(?:makes?|made|making)\s+way\s+for|"
                  r"(?:gives?|gave|giving)\s+way\s+to|(?:is|was|gets|got)\s+replaced\s+by)\s+(?:which|what)\b")
# "which slide would the bit about X have been on?": the slide a thing said sat on
_SAT_ON = re.compile(rf"\b(?:what|which)\s+(?:{_SCREENS})\s+(?:would|was|were|is|will|could|might|did)\s+"
                     rf"(?:the|that|this)\s+(?:{_TALK_PARTS}|line|quote|sentence)\s+(?:about|on|of|regarding|concerning)"
                     r"\s+(.+?)\s+(?:(?:have\s+)?(?:been|be|go|sit|appear|come)\s+)?(?:on|under|over|with|in)\s*(?:[?!.;]|$)")
# "what was on screen when the speaker mentioned X?": a question-initial "when" asks for a
# time instead ("when is the launch?"), so one must come after other words.
_DURING = re.compile(r"(?<=\w)[\s,]+(when(?!\s+(?:is|are|was|were|do|does|did|will|would|can|could|should|has|"
                     r"have|had)\b)"
                     r"|whenever|while|whilst|during|at the same time as"
                     r"|(?:at|in)\s+the\s+(?:moment|time|instant|point)(?:\s+(?:when|that|where))?|just as|right as"
                     r"|as(?=\s+(?:the\s+)?(?:speaker|presenter|narrator|host|voice-?over|commentary|audio|narration|"
                     r"someone|somebody|they|he|she|we|you|i)\b)"
                     # "as the X slide was shown" (not "as the slide shows": that is "according to")
                     r"|as(?=\s+the\s+[^?!.;]*?\s(?:(?:was|were|is|are)\s+(?:being\s+|still\s+)?(?:shown|showing|"
                     r"displayed|up|on(?:\s+the)?\s+screen|on display|visible|projected|mentioned|discussed|"
                     r"talked about|brought up|raised|said)|(?:came|comes|popped|pops|went|goes)\s+(?:on|up))\b)"
                     # "what was said over the X slide?"
                     # "what was the audio over the X slide about?": "about" stranded from "what"
                     r"|(?:over|under|beneath|underneath|behind|alongside|accompanying"
                     # "our dog yapped from start to end of the X slide": all the while it was up
                     r"|throughout|all\s+through|(?:right\s+)?(?:from\s+)?(?:the\s+)?(?:start|beginning)\s+"
                     r"(?:to|till|until)\s+(?:the\s+)?(?:end|finish)\s+of|for\s+the\s+(?:whole|entire|full)\s+of)"
                     rf"(?=\s+the\s+[^?!.;]*?\b(?:{_SCREENS})(?:\s+about)?\s*(?:[?!.;]|$))"
                     # "the narration that runs under X", "the slide behind the narrator's comment on X"
                     r"|(?:(?<=runs )|(?<=ran )|(?<=plays )|(?<=played )|(?<=playing )|(?<=running ))"
                     r"(?:under|over|beneath|underneath|with|alongside)"
                     r"|behind(?=\s+(?:the\s+)?[^?!.;]*?\b(?:comments?|remarks?|mentions?|words|line|sentence|talk|"
                     r"bit|part|narration|voice-?over|audio)\b)"
                     # "what did they talk about on the X slide?": said while it was up
                     r"|(?:(?<=say )|(?<=said )|(?<=about )|(?<=mention )|(?<=mentioned )|(?<=discuss )|"
                     r"(?<=discussed )|(?<=saying )|(?<=cover )|(?<=covered ))"
                     rf"on(?=\s+the\s+[^?!.;]*?\b(?:{_SCREENS})\s*(?:[?!.;]|$)))"
                     # "... during the X mention - what was it titled?": the question after a dash
                     r"\s+(.+?)\s*(?:[?!.;]|(?:,|\s[-–—])\s*(?=(?:what|which|who|how|where)\b)|$)")
# "when the speaker got round to X": got to X
_ROUND_TO = r"(?:got|gets|came|comes)\s+a?round\s+to|"
_VOICES = r"speaker|presenter|narrator|host|voice|voice-?over|commentary|audio|narration"
# "Someone talked about X at one point: what was on the slide?": the anchor stated first.
_STATED = re.compile(r"^((?:(?:at (?:one|some) point|early on|later on|somewhere),?\s+)?"
                     rf"(?:(?:someone|somebody|(?:the\s+)?(?:{_VOICES})|they|he|she)\s+(?:briefly\s+|quickly\s+)?"
                     r"(?:talked about|talks about|talked of|talks of|mentioned|mentions|spoke about|speaks about|"
                     r"discussed|discusses|brought up|brings up|raised|raises|got to|gets to|" + _ROUND_TO +
                     r"turned to|turns to|"
                     r"went on about|goes on about|said something about|says something about)\s+"
                     r"|there(?:'s|\s+is|\s+was)\s+a\s+(?:part|bit|moment|point|section)\s+(?:where|when)\s+"
                     r"|(?=\S+(?:\s+\S+){0,6}\s+(?:gets|got|is|was)\s+(?:mentioned|brought up|discussed|talked about|"
                     r"raised|covered)\b))"
                     r"(.+?)(?:\s+(?:comes up|came up|is mentioned|was mentioned|gets mentioned|is discussed|"
                     r"was discussed|gets brought up|is brought up|was brought up|gets discussed|got mentioned|"
                     r"got brought up|gets talked about|got talked about|is talked about|was talked about|gets raised|"
                     r"was raised|gets covered|was covered))?"
                     r"(?:\s+(?:at (?:one|some) point|somewhere|briefly|in the video|in the audio|"
                     # "the abacus gets mentioned and there's a photo up. which animal"
                     r"and\s+there(?:'s|\s+is|\s+was)\s+(?:a|an|some)\s+(?:photo|picture|image|slide|chart)"
                     r"(?:\s+(?:up|on screen|showing|shown))?|"
                     rf"(?:over|during|on|under)\s+(?:some|a|one|a certain)\s+(?:{_SCREENS})))*\s*(?:[:.;,]"
                     rf"|\s[-–—])\s*)"
                     r"(?=what|which|who|how|where)")
# "There's a chart of X somewhere. What slide comes right after it?", "The X slide is up for a
# bit. What's being said over it?": a screen stated first, then asked about as "it".
_STATED_SCREEN = re.compile(
    rf"^((?:there(?:'s|\s+is|\s+was)\s+(?:a|an|the|one)\s+(?:bar\s+|line\s+|pie\s+)?(?:{_SCREENS})\s+"
    r"(?:of|about|on|with|showing|for|titled|called|saying|that says|that said)\s+(.+?)"
    # "Had the sound off in a meeting room when the X slide was up. What did the speaker say?":
    # where the asker was, then the screen
    rf"|(?:[^.?!;:]*?\b(?:when|while|whenever)\s+)?"
    rf"(?:the\s+)?(.+?)\s+(?:{_SCREENS})\s+(?:is|was|comes|came|goes|went|pops|popped|shows|showed)\s+"
    r"(?:up|on(?:\s+(?:the\s+)?screen)?)"
    # "I was reading the X slide and missed the audio. What did they say over it?"
    r"|(?:i|we)\s+(?:was|were|am|are)\s+(?:busy\s+|still\s+)?(?:reading|looking at|staring at|watching|studying|on)\s+"
    rf"(?:the\s+)?(.+?)\s+(?:{_SCREENS})(?:\s+and\s+[^.;:?!]*)?"
    # "Over the X slide there's some narration. What does it say?"
    rf"|(?:over|during|under|behind|with)\s+(?:the\s+)?(.+?)\s+(?:{_SCREENS})\s+there(?:'s|\s+is|\s+was)\s+[^.;:?!]*"
    # "X slide: what's the audio about?": the screen named alone, then a colon or a dash
    rf"|(?!(?:what|which|who|how|where|when|did|was|is)\b)(?:the\s+)?"
    rf"((?:(?!\b(?:after|before|following|that|which|when|while|slide|screen)\b)[^.?!:;])+?)\s+(?:{_SCREENS})"
    r"(?=\s*(?::|;|\s[-–—])))"
    r"(?:\s+(?:somewhere|at (?:one|some) point|for a (?:bit|while|moment|few seconds)|in the video|in there|"
    r"early on|later on|near the (?:start|end)))*\s*(?:[:.;,]|\s[-–—])\s*)"
    r"(?=what|which|who|how|where|" + _ELLIPTIC + ")")
# The general form of both: a statement first, then a question that points back at its moment
# ("I remember a bit about the kettle. Which animal was on screen at that point?").
_STATEMENT = re.compile(r"^(?!(?:what|which|who|whom|whose|where|when|why|how|is|are|was|were|do|does|did|can|could|"
                        # (a quote may end in its own question marks: "I scribbled 'the shaving mug??' ...")
                        r"will|would|should|has|have|had)\b)((?:['‘][^'’?]*\?+['’]|[^?])+?)\s*(?:[.:;!,]|\s[-–—])\s*"
                        r"(?=(?:(?:so|and|ok|okay|now|but|then)[\s,]+)*"
                        # "...; I want to know what slide they'd left up while doing it."
                        r"(?:(?:i\s+(?:want|need|would\s+like|['’]d\s+like)\s+to\s+know|tell\s+me|i\s+wonder)\s+)?"
                        r"(?:what|which|who|how|where|was|were|is|are|did|do|does|anything|any|something|can|could)\b"
                        rf"|{_ELLIPTIC})")
# Words saying a thing was said ("... when that was *mentioned*")
_SAID_AS = r"mentioned|said|brought up|talked about|discussed|heard"
_CAME_UP = r"(?:came|comes|come|cropped|crops|popped|pops)\s+up"  # "... when it came up": was said
_BACK = re.compile(r"\b(?:then|at that (?:point|moment|time|stage|instant)|at the (?:same )?time|in that (?:part|bit)|"
                   r"alongside(?=\s*(?:[?!.]|$))|"  # "the eel spear - and the animal shown alongside?"
                   r"(during|over|while|with|under|behind|alongside|after|before|following)\s+"
                   r"(?:(?:doing|saying|talking about|going on about)\s+)?"  # "while doing it"
                   r"(?:it|that|this|them|that one|that part|that bit|that moment)|"
                   r"right after|straight after|afterwards?|beforehand|meanwhile|"
                   # "X chart -> what's next?", "... what came after?": the question ends on its relation
                   r"(?:next|after|before)(?=\s*(?:[?!.]|$))|"
                   # "reading glasses lent chart - what followed?" / "... what preceded it?"
                   # "... which slide followed?": the screen asked for is the one that followed
                   rf"(?:(?<=what )|(?<=which )(?:{_SCREENS})\s+)(?:followed|came next|preceded|came before)"
                   r"(?:\s+(?:it|that|this))?(?=\s*(?:[?!.]|$))|"
                   # "tulip bulbs chart - what did it give way to?", "... what took over from it?": what replaced it
                   rf"(?<=what )(?:did\s+(?:it|that|this)\s+{_HANDS_ON}|(?:took|takes)\s+over\s+from\s+"
                   r"(?:it|that|this)|replaced\s+(?:it|that|this))(?=\s*(?:[?!.]|$))|"
                   # "I wrote 'the oar' on my hand but not the slide. Which slide was it?": the slide then
                   rf"(?<=which )(?:{_SCREENS})\s+(?:(?:was|is)\s+(?:it|that)|(?:it|that)\s+(?:was|is))"
                   r"(?=\s*(?:[?.!]|$))|"
                   # "... What slide was up when that was mentioned?"
                   r"(?:when|while|as)\s+(?:it|that|this|they)\s+(?:(?:was|is|got|were)\s+(?:" + _SAID_AS + r")|"
                   # "... What was on the screen when it came up?"
                   + _CAME_UP + r")(?=\s*(?:[?.!]|$))|"
                   # "... What was on screen when they said it?"
                   r"(?:when|while|as)\s+(?:they|he|she|someone|somebody|the speaker|the narrator)\s+(?:" + _SAID_AS
                   + r")\s+(?:it|that|this)(?=\s*(?:[?.!]|$))|"
                   r"(?:it|that|this|which)\s+(?:was|is|got)\s+(?:made|said|shown|heard|put up|up|on)\s+"
                   r"(?:over|during|under|with|alongside)|"
                   # "... which slide was that said over?", "the ship's bell: which slide was that over"
                   r"(?:was|is)\s+(?:it|that|this)\s+(?:(?:made|said|shown|heard|put up)\s+(?:over|during|under|with|"
                   r"alongside)|over|during|under|alongside|behind)(?=\s*(?:[?.!]|$)))\b")
# "... so the X slide was silent for me. What was spoken?": a screen the asker saw without its sound
_SILENT_SCREEN = re.compile(rf"\b(?:the\s+)?((?:(?!\b(?:the|so|and|but|then)\b)[^.?!,;:])+?)\s+(?:{_SCREENS})\s+"
                            r"(?:was|went|is|were)\s+(?:completely\s+|totally\s+)?(?:silent|muted|mute|quiet|"
                            r"soundless)(?:\s+for\s+(?:me|us))?")
# "asperitas image review: what's the voice saying": a topic named first, then what is said over it
_TOPIC_THEN_VOICE = re.compile(rf"^(?!(?:what|which|who|how|where|when|did|was|is|are|were|do|does)\b)(?:the\s+)?"
                               r"([^.?!:;]{3,80}?)\s*(?::|\s[-–—])\s*(?:so\s+)?what(?:'s|’s|\s+is|\s+was)\s+"
                               rf"(?:the\s+)?(?:{_VOICES}|narration|audio|voice-?over)\s+"
                               r"(?:saying|talking about|on about|going on about)")
_STATE_THEN = re.compile(r"\b(?:was|were)\s+(?:up|on screen|on the screen|showing|shown|displayed|pictured|visible|"
                         r"in the picture)\b")
# "Which slide's on screen for the X anecdote?", "making a clip of the X moment - what slide
# will be in the frame?", "the X bit - animal on screen?": a part of the talk named by its
# topic, with no word of time before it ("the first part" names no topic)
_TOPIC_WORDS = (r"((?!(?:first|last|final|opening|closing|middle|early|earlier|later|next|previous|same|other|"
                r"whole|entire)\b)(?:(?!(?:a|an|is|was|were|are|gets|got|get|has|had|been)\b)[\w'’-]+\s+){1,3}?)")
_TOPIC_NAMED = re.compile(r"(?:^|\b(?:for|at|in|around|of|from)\s+)((?:the\s+)+" + _TOPIC_WORDS +
                          rf"(moment|{_TALK_PARTS}))\b")
# ... or a line of it, named so after "for" ("which critter's on screen for the pub sign line?";
# "the Northern line" alone is no part of the talk)
_LINE_NAMED = re.compile(r"\bfor\s+((?:the\s+)+" + _TOPIC_WORDS + r"(line))\b")
# "the loose pipe comment, which heading": a remark named first is read by the kinds named
# (echo.py), not as a time; unless a thing in the picture is asked ("the switchboard mention -
# animal on screen?"): the remark holds no word of it, so only its time finds the picture
_REMARKS = frozenset("mention remark comment discussion".split())
_THING_ASKED = re.compile(r"\b(?:animals?|creatures?|objects?|photos?|pictures?|pics?|images?|pictured)\b")
# ... when what is asked is shown, not the part itself ("give me the gist of the kettle bit")
_SHOWN_ASKED = re.compile(rf"\b(?:{_SCREENS}|frames?|photos?|pictures?|pics?|images?|shown|showing|displayed|"
                          r"on screen|pictured)\b")
# "When the budget was discussed, what was on screen?": the clause comes first, ended by a
# comma and the question proper.
_FRONTED = re.compile(r"^((?:right\s+|just\s+|around\s+|about\s+|roughly\s+)?when|while|whilst|during|"
                      r"(?:right\s+|just\s+)?as|at\s+the\s+same\s+time\s+as|"
                      r"(?:at|in)\s+the\s+(?:moment|time|instant|point|part|bit)(?:\s+(?:when|that|where))?)"
                      r"\s+(.+?)(?:,|\s+[-\u2013\u2014])\s*(?=(?:what|which|who|whom|whose|where|how|did|"
                      r"do|does|was|were|is|are|could|can)\b"
                      # "When the audio touches on X, the slide is about something else, isn't it?"
                      rf"|(?:the|a|an)\s+(?:{_SCREENS}|photo|picture|image|animal|{_VOICES})\b)")
# "During the part about X. What was it titled?": a sentence of its own, with no verb of its own
# ("Just as the X chart was fading out I lost focus. Which slide replaced it?" is read otherwise)
_FRONTED_SENTENCE = re.compile(r"^(during|(?:at|in)\s+the\s+(?:part|bit|section))\s+(.+?)\.\s+"
                               r"(?=(?:what|which|who|whom|whose|where|how|did|do|does|was|were|is|are)\b)")
_DURING_SUBJECT = re.compile(rf"^(?:the\s+|a\s+)?(?:{_VOICES}|someone|somebody|they|he|she|we|you|i"
                             # "when the talk moved on to X": the talk going somewhere ("the talk about
                             # X" is a part of it, read by _ANCHOR_LEAD)
                             r"|(?:talk|conversation|discussion|chat)(?=\s+(?:moved|moves|turned|turns|got|gets|"
                             r"switched|switches|came|comes)\b))\s+"
                             r"(?:was\s+|were\s+|is\s+|are\s+)?")
_VOICE = re.compile(rf"\b(?:{_VOICES})\b")
# The asker busy with something else, not watching or listening: no moment of the video
_ASKER_BUSY = re.compile(r"^i\s+was\s+(?!(?:listening|watching|hearing|reading|viewing|looking at)\b)"
                         r"\w+ing\b")
# ... or someone of the story away from work ("which country did she cycle across while she had
# time off?"): a time of their life, not of the video
_TIME_OFF = re.compile(r"^(?:he|she)\s+(?:was\s+|were\s+|is\s+|are\s+)?(?:had|has|have|took|takes|spent|on)\s+"
                       r"(?:\w+\s+){0,2}?(?:time off|leave|holidays?|vacation|a break|sabbatical|days? off)\b")
# A voice's verb, whichever ("the audio *touches on* X", "the narrator *rambles about* X")
_VOICE_VERB = re.compile(r"^([a-z]+)(?:\s+(?:on|about|of|to|into|onto|over|upon|through|at|with))?\s+")
_AUXILIARIES = frozenset("is was are were be been being do does did has have had will would can could should "
                         "may might must shall".split())
_SHOWN_TAIL = re.compile(rf"\s+({_SCREENS}|figures?)?\s*"
                         r"(?:was|were|is|are|had been|sits|sat|stays|stayed|remains|remained)\s+"
                         r"(?:being\s+|still\s+|there\s+)?(?:shown|showing|up|displayed|"
                         r"on(?:\s+the)?\s+screen|on display|visible|in view|projected|plotted|charted|graphed|"
                         r"the\s+(?:slide|title|heading|page)(?:\s+on(?:\s+the)?\s+screen|\s+up|\s+showing)?)$"
                         # "when the budget slide was on"
                         rf"|\s+(?:{_SCREENS})\s+"
                         r"(?:(?:was|were|is|are)\s+(?:still\s+)?on|came on|comes on|popped up|pops up"
                         # "while the X slide sat there": a screen left up
                         r"|(?:was|were|is|are|sits|sat|stays|stayed|remains|remained|stood|stands)\s+(?:still\s+)?there"
                         r"|(?:was|were|is|are)\s+(?:sitting|standing|staying)\s+there)$")
# "... when the tax audit was (being) mentioned": the anchor is said, named before its verb.
_SAID_TAIL = re.compile(r"\s+(?:(?:was|were|is|are|got|gets|get|had been|has been)\s+(?:being\s+)?"
                        r"(?:mentioned|discussed|said|talked about|spoken about|spoken of|brought up|announced|"
                        r"explained|raised|covered|addressed|described)"
                        r"|came up|comes up|come up)$")
# "what was the audio during the X slide about?": the "about" belongs to "what", not to X
_STRANDED = re.compile(r"(?<!talked)(?<!spoken)(?<!talking)(?<!speaking)(?<!\btalk)\s+about$")
_HEARD_IN = re.compile(r"\s+(?:in|on)\s+the\s+(?:audio|talk|narration|commentary|speech|voice-?over|soundtrack)$")
# "after toner deliveries comes a slide I never wrote down": what comes is not the anchor
_COMES = re.compile(r"\s+(?:comes|came|come)\s+(?:a|an|the|another|some|one)\b.*$")
# "once the rainfall chart finished": the anchor, and that it was over
_OVER_TAIL = re.compile(rf"\s+{_OVER}$")
# "during the kettle part", "the kettle mention": a topic of the talk named first
_TOPIC_TAIL = re.compile(rf"\s+(?:{_TALK_PARTS}|chat|conversation)$")
# "during the coral reef slide", "after the rainfall chart": a kind of screen named last.
_SCREEN_TAIL = re.compile(rf"\s+(?:{_SCREENS}|one)$")

_ANCHOR_LEAD = re.compile(
    r"^(?:the\s+|a\s+|they\s+|he\s+|she\s+|someone\s+|we\s+|you\s+)?"
    r"(?:(?:speaker|presenter|narrator|host|voice|voice-?over)['’]s\s+)?"
    rf"(?:(?:bar\s+|line\s+|pie\s+)?({_SCREENS}|one)\s+"
    r"(?:about|on|of|with|showing|that said|"
    r"saying|titled|called|reading|read|reads|said|says)\s+"
    r"|(?:the\s+)?(?:discussion|description|mention|remarks?|comments?|talk|conversation|announcement|part|bit|"
    r"section|segment|portion|stretch|line|quote|sentence)\s+(?:of|about|on|regarding|concerning)\s+"
    # "during the reference to the tin soldier"
    r"|(?:the\s+)?(?:references?|allusion)\s+to\s+"
    r"|(?:on\s+)?the\s+(?:subject|topic)\s+of\s+"
    r"|(?:said|say|says|saying|talked about|talk about|talks about|talking about|mentioned|mention|mentions|"
    r"mentioning|spoke about|speaks about|discusses|explains|describes|brings up|covers|addresses|gets onto|"
    r"turns to|moves on to|switches to|goes over|refers to|referred to|referring to|"
    r"speaking about|spoke of|speaking of|discussed|discuss|discussing|explained|explaining|described|describing|"
    r"brought up|bringing up|went over|going over|covered|covering|addressed|addressing|got to|gets to|" + _ROUND_TO +
    r"came to|"
    r"reached|going on about|went on about|goes on about|on about|telling us about|told us about|talking of|talking|"
    r"discussing|bring up|"
    r"turned to|turning to|moved on to|moved to|got onto|switched to)\s+"
    # "when the narrator started talking about X"
    r"|(?:started|began|starts|begins|start|begin)\s+(?:to\s+)?(?:talk(?:ing)?|speak(?:ing)?|discuss(?:ing)?)"
    r"(?:\s+(?:about|of|on))?\s+)?")
# "spoke truing jobs": a spoke, before a thing it names; the verb goes on to "about", "to", "up" ...
SPOKE_VERB = r"spoke(?!\s+(?!(?:about|of|on|to|with|at|up|out|first|last|again|briefly|here|there)\b)[a-z])"
_SPEECH_LEAD = re.compile(r"\b(said|say|saying|talk\w*|mention\w*|" + SPOKE_VERB + r"|speaking|discuss\w*|explain\w*|describ\w*|"
                          r"brought up|bringing up|bring up|brings up|went over|going over|cover\w*|address\w*|remarks?|comments?|"
                          r"conversation|announcement|got to|gets to|" + _ROUND_TO + r"came to|reached|going on|went on|telling|told|"
                          r"on about|turned to|turning to|moved on to|moved to|got onto|switched to|part|bit|section|"
                          r"segment|portion|stretch|references?|allusion|line(?!\s+(?:charts?|graphs?))|quote|sentence)\b")


@dataclass(frozen=True)
class TimeConstraint:
    """A constraint on *when*; seconds are from the start of the video."""

    relation: str
    start: float | None = None  # the time point (at/around/after/before), span (first/last), or range start
    end: float | None = None  # range end for "between"
    anchor: str | None = None  # text to find first, for "after/before <something>"
    anchor_kind: str | None = None
    phrase: str = ""  # the words the constraint was read from
    quoted: bool = False  # the anchor is words the asker quotes ("I scribbled 'the bacon slicer' ...")
    stated: bool = False  # a statement the next question points back at ("the doily - which animal then?")

    def __post_init__(self) -> None:
        if self.relation not in RELATIONS:
            raise ValueError(f"unknown time relation {self.relation!r}")

    @property
    def needs_anchor(self) -> bool:
        return self.anchor is not None

    def window(self, duration: float, anchor: tuple[float, float] | None = None,
               *, tolerance: float = 2.0) -> tuple[tuple[float, float], float | None]:
        """((lo, hi), focus): the span of a video of `duration` s the question is about, and
        the moment answers should be close to (None when any time in the window is as good)."""
        dur = max(float(duration), 0.0)
        rel, s = self.relation, self.start
        if self.anchor is not None:
            assert anchor is not None, "resolve the anchor first"
            a0, a1 = anchor
            if rel == "during":
                return (a0 - tolerance, a1 + tolerance), a0
            return ((a0, math.inf), a0) if rel == "after" else ((-math.inf, a0), a0)
        if rel == "at":
            return (s - tolerance, s + tolerance), s
        if rel == "around":
            slack = max(5.0 * tolerance, 0.1 * s)
            return (s - slack, s + slack), s
        if rel == "after":
            return (s, math.inf), s
        if rel == "before":
            return (-math.inf, s), s
        # Spans are read in order, so their focus is where they begin.
        if rel == "between":
            return (s, self.end), s
        if rel == "first":
            return (-math.inf, s), 0.0
        if rel == "last":
            return (dur - s, math.inf), dur - s
        part = max(20.0, 0.15 * dur)
        if rel == "beginning":
            return (-math.inf, part), 0.0
        if rel == "end":
            return (dur - part, math.inf), dur
        return (0.4 * dur - part / 2, 0.6 * dur + part / 2), 0.5 * dur  # middle


def admits(relation: str, t_start: np.ndarray, t_end: np.ndarray, lo: np.ndarray, hi: np.ndarray) -> np.ndarray:
    """Which trace spans a window admits: "after"/"before" want spans wholly on that side
    (the slide still showing when "after X" begins is not an answer); others, any overlap."""
    if relation == "after":
        return t_start >= lo
    if relation == "before":
        return t_end <= hi
    return (t_start <= hi) & (t_end >= lo)


def parse_time(question: str) -> TimeConstraint | None:
    """The first temporal constraint in a question, or None."""
    q = question.lower()
    m = BETWEEN.search(q)
    if m:
        a, b = sorted((seconds(m.group(1)), seconds(m.group(2))))
        return TimeConstraint("between", a, b, phrase=m.group(0))
    m = at_point(q)
    if m:
        word = m.group(1)
        rel = {"at": "at", "after": "after", "since": "after", "past": "after", "before": "before",
               "until": "before", "till": "before", "by": "before", "from": "at"}.get(
                   word, "at" if word.endswith("to") else "around")
        return TimeConstraint(rel, seconds(m.group(2)), phrase=m.group(0))
    # "when the counter reads 6:24", "when the video hits 6:49": a clock time read anywhere
    m = CLOCK_ANY.search(q)
    if m:
        return TimeConstraint("at", seconds(m.group(1)), phrase=m.group(0))
    m = IN.search(q)
    if m and not EDGE.search(q):
        return TimeConstraint("at", seconds(m.group(1)), phrase=m.group(0))
    m = EDGE.search(q)
    if m:
        rel = "first" if m.group(1) in ("first", "opening") else "last"
        return TimeConstraint(rel, span(m.group(2)), phrase=m.group(0))
    m = PART.search(q)
    if m and not _part_of_thing(q, m):
        word = m.group(1)
        rel = ("end" if word in ("end", "ending", "close", "finish")
               else "middle" if word == "middle" else "beginning")
        return TimeConstraint(rel, phrase=m.group(0))
    m = FIRST.search(q)
    if m:
        word = m.group(1) or m.group(2) or m.group(3) or m.group(4)
        rel = "beginning" if word in ("at first", "start", "begin", "open", "kick off", "first", "opening") else "end"
        return TimeConstraint(rel, phrase=m.group(0))
    m = _STATED_SCREEN.search(q)
    if m:
        back = _BACK.search(q, m.end())
        anchor = next(g for g in m.groups()[1:] if g)
        relation = _back_relation(back) if back else "during"
        if back and back.group(1) == "behind" and _ASKS_SCREEN.search(q, m.end(), back.start()):
            relation = "after"  # "X chart - which slide was behind it?": one screen behind another follows it
        return TimeConstraint(relation, anchor=anchor.strip(), anchor_kind="ocr", phrase=m.group(1))
    m = _SILENT_SCREEN.search(q) or _TOPIC_THEN_VOICE.search(q)
    if m:
        return TimeConstraint("during", anchor=m.group(1).strip(), phrase=m.group(0),
                              anchor_kind="ocr" if m.re is _SILENT_SCREEN else None)
    m = _SAT_ON.search(q)
    if m and content_words(m.group(1)):
        return TimeConstraint("during", anchor=m.group(1).strip(), anchor_kind="speech", phrase=m.group(0))
    m = _ANCHOR.search(q) or _ONCE.search(q) or _FOLLOWED.search(q)
    if m and m.re is _ANCHOR and (f := _FOLLOWED.search(q)) and f.start(2) < m.start():
        m = f  # "which slide succeeds the road signs straightened after gales chart?": "after" is in the anchor
    if m:
        if m.re is _ONCE and (m.group(3) or m.group(5)):
            t = _anchored(m, relation="after", anchor=m.group(4) or m.group(6))
        elif m.re is _FOLLOWED and m.group(1) not in _ORDER_VERBS:
            t = _during(m, start=1)
        else:
            t = _anchored(m, start=1 if m.re is _FOLLOWED else 0)
        if t is not None:
            return t  # else "... after that?" points back at an anchor stated before it
    m = _LED.search(q) or _ENDS_THEN.search(q)
    if m:
        return _anchored(m, relation="after", anchor=m.group(1) or m.group(2) or m.group(3))
    m = _DURING.search(q) or _FRONTED.search(q) or _FRONTED_SENTENCE.search(q)
    if m and m.re is _DURING and m.group(1).lower().startswith("when") and (
            _YEAR_BEFORE.search(q, 0, m.start(1)) or _world_when(m.group(2), q[: m.start(1)])):
        # "in the months when the clocks go back": a part of the year told by what happens in it;
        # "which road keeps getting shut when the river spills over?": what the world does
        m = None
    if m and (t := _during(m)):
        return t
    m = _STATED.search(q)
    if m:
        return TimeConstraint("during", anchor=m.group(2).strip(), anchor_kind="speech", phrase=m.group(1))
    m = _TOPIC_NAMED.search(q) or _LINE_NAMED.search(q)
    rest = q[: m.start()] + " " + q[m.end():] if m else ""
    if (m and content_words(m.group(2)) and _SHOWN_ASKED.search(rest)
            and not (m.start() == 0 and m.group(3) in _REMARKS and not _THING_ASKED.search(rest))):
        return TimeConstraint("during", anchor=m.group(2).strip(), anchor_kind="speech", phrase=m.group(0))
    m = _STATEMENT.search(q)
    back = _BACK.search(q, m.end()) if m else None
    if back is None and m and _SPEECH_LEAD.search(m.group(1)):
        back = _STATE_THEN.search(q, m.end())  # "I heard X being discussed. Which slide was up?"
    if back and content_words(m.group(1)):
        return _stated(m.group(1), back, q[: m.end()])
    return None


def _stated(statement: str, back: re.Match, phrase: str) -> TimeConstraint:
    """The anchor of a statement a later question points back at ("... at that point"):
    read the speech when it says someone spoke, the screen when it names one."""
    kind = ("speech" if _SPEECH_LEAD.search(statement) or _VOICE.search(statement)
            or _SAID_BACK.match(back.string, back.end()) or SAID_BACK_CLAUSE.fullmatch(back.group(0))
            else "ocr" if re.search(rf"\b(?:{_SCREENS})\b", _UNNOTED.sub(" ", statement)) else None)
    # "I scribbled 'the mirrorball' in my notebook ...": the quoted words are what was said or shown
    quoted = QUOTE.search(statement)
    anchor = quoted.group(1) if quoted else statement
    line = _LINE_ABOUT.search(anchor)
    if line:  # "... The line about the harpoon - which slide was that said over?"
        anchor, kind = line.group(1), "speech"
    elif kind == "ocr" and not quoted and (screens := _SCREEN_NAMED.findall(anchor)):
        anchor = screens[-1]  # "Watched this on the bus ..., so all I had was the X slide": the slide's X
    # ("'the shaving mug??'": the asker's doubt is no part of it)
    # (pointed back at by the question right after it, in words of time: not "Fungi walk folks, who do I ask ...?
    # Never done one *before*", nor "the old lido ... - what are they doing *with it*?", where the thing is asked of)
    asked_end = back.string.find("?", len(phrase))
    word = back.group(1) if back.re is _BACK else None  # ("... was up?" points back at a time)
    pointed = (asked_end < 0 or back.start() < asked_end) and word in _POINTING_BACK
    return TimeConstraint(_back_relation(back), anchor=anchor.strip(" ?!"), anchor_kind=kind, phrase=phrase,
                          quoted=bool(quoted) and not line, stated=pointed)


# The words of a pointer back that say when, not what ("right *then*", "*during* that"; "with it" may be the thing)
_POINTING_BACK = frozenset((None, "during", "while", "after", "before", "following"))


# "... but forgot to note the slide": the screen the asker did not note is what is asked, not
# where the thing noted was
_UNNOTED = re.compile(rf"\b(?:not|forgot|forgotten|forget|missed|never|without)\b(?:\s+[\w'’]+){{0,3}}?\s+"
                      rf"(?:the\s+|which\s+|what\s+)?(?:{_SCREENS})\b")


# "which slide ...": a screen asked for
_ASKS_SCREEN = re.compile(rf"\b(?:which|what)\s+(?:{_SCREENS})\b")


# "... What was showing when it was said?": the clause pointing back at what was said, which
# names no kind asked for
SAID_BACK_CLAUSE = re.compile(r"\s*\b(?:when|while|as)\s+(?:it|that|this|they|he|she|someone|somebody|the speaker|"
                              r"the narrator)\s+(?:(?:was|is|got|were)\s+)?(?:" + _SAID_AS + "|" + _CAME_UP
                              + r")(?:\s+(?:it|that|this))?(?=\s*(?:[?.!]|$))", re.IGNORECASE)


_SCREEN_NAMED = re.compile(rf"\bthe\s+((?:(?!\bthe\b)[^,;])+?)\s+(?:{_SCREENS})\b")


# "the line about X": something said, named by what it was about
_LINE_ABOUT = re.compile(r"\b(?:the|a|that|this)\s+(?:line|quote|sentence|remark|comment|mention|bit|part|story|"
                         r"anecdote)\s+(?:about|on|of|regarding|concerning)\s+(.+?)"
                         # "the bit about the theodolite seemed totally unrelated to ...": what is said of it
                         r"(?=\s+(?:seemed|seems|sounded|sounds|felt|feels|was|is|had|has|did|does|came|comes|went|"
                         r"goes)\b|$)", re.IGNORECASE)
# "... which slide goes with that *remark*?": the statement names something said
_SAID_BACK = re.compile(r"\s+(?:remarks?|comments?|lines?|mentions?|quotes?|sentences?|words)\b")
# (an apostrophe inside a word is no end of the quote: "'the usherette's tray'")
QUOTE = re.compile(r"(?:^|(?<=\s))['‘\"“]((?:[^'’\"”]|(?<=\w)['’](?=\w))*\w(?:[^'’\"”]|(?<=\w)['’](?=\w))*)['’\"”]"
                   r"(?=[\s,.;:!?]|$)")


def quoted_words(text: str) -> frozenset[str]:
    """The words of the first thing `text` quotes, possessives owned ("'the usherette's tray'" ->
    the, usherette, tray); none when it quotes nothing."""
    quoted = QUOTE.search(text)
    return frozenset(owned(w) for w in words(quoted.group(1))) if quoted else frozenset()


def _back_relation(back: re.Match) -> str:
    """after / before / during, from the words pointing back at a stated anchor."""
    word = (back.group(1) if back.re.groups else None) or back.group(0)
    if word == "then" and re.match(r"then[\s,]+(?:what|which|who)\b", back.string[back.start():]):
        return "after"  # "... and then what did they say?": what came next
    word = re.sub(rf"^(?:{_SCREENS})\s+|\s+(?:it|that|this)$", "", word)  # ("slide followed it")
    replaced = word.startswith(("did ", "took over", "takes over", "replaced"))  # "did it hand over to", ...
    if replaced or word in ("after", "following", "right after", "straight after", "afterward", "afterwards", "next",
                            "followed", "came next"):
        return "after"
    return "before" if word == "beforehand" or word in _BEFORE_VERBS else "during"


# Words that name a kind of picture or screen and nothing on it
_KIND_NOUNS = frozenset("picture pictures photo photos pic pics image images slide slides screen screens shot shots "
                        "frame frames".split())


def _names_something(anchor: str, said: str = "") -> bool:
    """An anchor names something to look for: not only "a picture" or "some slide" ("the
    photos" is a part of the video). `said`: the anchor as worded, article included."""
    ws = content_words(anchor)
    return bool(ws) and (any(w not in _KIND_NOUNS for w in ws)
                         or not re.match(r"\s*(?:a|an|any|some)\s", (said or anchor).lower()))


# "during the part about X and the slide didn't seem to fit": a clause of its own ends the anchor
# ... as does one after the screen that ends it ("during the X slide and drowned everything out")
_AND_CLAUSE = re.compile(rf"\s+(?:and|but)\s+(?:the\s+)?(?:{_SCREENS}|pictures?|photos?|images?|video|sound|"
                         r"audio)\b.*$")
_SCREEN_THEN = re.compile(rf"(\s(?:{_SCREENS}))\s*,?\s+(?:and|but)\s+([a-z]+)\b")
_A_SCREEN = re.compile(rf"\b(?:{_SCREENS})\b")


def _without_clause_after_screen(anchor: str) -> str:
    """The anchor up to its screen, when a clause of the asker's follows ("the X slide and drowned
    everything": a verb, and no other screen named after it; not "the table and smoked ham slide")."""
    m = _SCREEN_THEN.search(anchor)
    if m is None or _A_SCREEN.search(anchor, m.end()):
        return anchor
    pos = parts_of_speech(m.group(2))
    return anchor[: m.end(1)] if pos and pos <= {"VERB", "AUX", "ADV"} else anchor


_SEASONS = r"season|summer|winter|spring|autumn"
_YEAR_PARTS = rf"months|weeks|holidays|year|{_SEASONS}"
# a part of the year ("the warm months", "the summer", "the school holidays"), or one told by what
# happens in it ("the months when the daffodils are out")
_OF_THE_YEAR = re.compile(r"(?:(?:the|this|that|last|next)\s+)?(?:[a-z-]+\s+){0,2}"
                          rf"(?:{_YEAR_PARTS})(?:\s+when\s.+)?", re.IGNORECASE)
# ... the same, its "when" read as a connective: the part of the year just before it (not before
# "during": "the last year, during the pricing slide" is a time of the video)
_YEAR_BEFORE = re.compile(rf"\b(?:{_YEAR_PARTS})[\s,]*$", re.IGNORECASE)


# "which road keeps getting shut when the river spills over?": a thing of the world doing what it
# does, whenever it does, and no moment of the video ("when the cheetah appears", "when the
# speaker mentions X", "when the chart comes up")
_WORLD_WHEN = re.compile(r"^(?:the|a|an|our|their|its)\s+([a-z]+)\s+([a-z]+s)"
                         r"(?:\s+(?:over|up|down|out|in|off|back|away|on))?\s*[?.!,]*$")
_VIDEO_VERBS = frozenset("appear show come pop start begin end finish mention say talk cut change switch play fade "
                         "turn flash move return go get read list stop".split())
# the video and its parts, by name: its voices, its screens
OF_VIDEO = rf"{_VOICES}|{_SCREENS}|video|clip"
_VIDEO_SUBJECTS = re.compile(rf"(?:{OF_VIDEO}|talk|pictures?|photos?|images?|camera|scenes?|shots?|footage|music|"
                             r"sound|they|it)$")
_OF_THE_VIDEO = re.compile(rf"\b(?:{OF_VIDEO}|say|says|said|saying|shown|show|showing|mention\w*|talk\w*|hear|heard|"
                           r"see|saw|seen|visible|appear\w*|on\s+screen|up)\b")


# "in the middle of the roof", "at the end of the pier": a part of a thing, no part of the video;
# "in the middle of Australia", "at the end of Main Street": of a place named (not "in the middle
# of it", "at the end of all that", "in the middle of explaining")
_OF_A_THING = re.compile(r"\s+of\s+(?:(?:the|a|an|its|their|his|her|our|each|every)\s+(?!(?:"
                         rf"{OF_VIDEO}|talk|recording|presentation|meeting|session|lecture|film|footage|stream|"
                         r"broadcast|episode|segment|programme|program|show)\b)[a-z]|"
                         r"(?!(?:it|this|that|these|those|them|all|everything|which|what|my|your)\b)"
                         r"(?![a-z]+ing\b)[a-z])")
# what someone does on camera, at a moment of the video ("who sings at the end?")
_ON_CAMERA = frozenset("speak sing shout call announce present narrate explain introduce host wave laugh".split())
# "who puts the glossy coat on the finished caskets right at the end?": someone's doing, in the
# present, of what is always done
_WHO_DOES = re.compile(r"(?:^|[.?!;]\s*)(?:(?:so|and|ok|okay|also)[,:]?\s+)?who\s+([a-z]+s)\b[^.?!;]*$")

# "who ties the bundles up", "who buffs everything up": "up" after the doing's verb and what it is
# done to (read from just after the verb _WHO_DOES found)
_UP_AFTER_THING = re.compile(r"^((?:\s+[a-z]+){1,3})\s+up\b")
# what a doing reaches after its verb: "goes *over the* pieces", "turns *each* bowl"
_DONE_TO = r"(?:\s+(?:over|through|up|down|out|off))?\s+(?:the|each|every|all)\s+"
# "who goes over the pieces with a pebble", "who turns the bowls with a chisel": a doing to a thing with
# something in hand, whatever the verb (not "who goes over the main points at the end?")
_DONE_WITH_TOOL = re.compile(_DONE_TO + r"[a-z]+(?:\s+[a-z]+)?\s+with\s+(?:a|an|some)\s")
# "with an old palace in the middle", "a slide with a logo in the middle": where a thing is
_WITH_A_THING = re.compile(r"\bwith\s+(?:a|an)\s+(?:[a-z'-]+\s+){1,3}$")
# "who goes through the piles of scrap at the very start? he weighs every lump": done to a thing, by someone
# the asker goes on to tell of in a later sentence, doing in the present what no video does
_DONE_TO_A_THING = re.compile(_DONE_TO + r"[a-z]")
_HIS_HABIT = re.compile(r"[.?!;]\s*(?:and\s+)?(?:he|she)\s+(?:always\s+|usually\s+|also\s+|then\s+|just\s+)?"
                        r"([a-z]+s)\b")
_TELLING = frozenset("say tell discuss describe repeat ask answer reply".split())
# verbs a video does without an object ("gets to the chart", "cut to the crowd", "turns to the budget")
# that, done to a thing named right after them, are someone's work: "who gets the webs off the lace"
_WORK_ON_A_THING = frozenset("get cut move finish turn switch".split())


def _part_of_thing(q: str, m: re.Match) -> bool:
    """Whether "at the end", "in the middle" ... tells of a thing or a task, not the video: a part
    of a thing named after it, the middle of one "with a ..." named before it, or the last step
    of what someone always does, asked in the present by a sentence naming nothing of the video
    ("who seals the jars right at the end?"; not "who speaks at the end?" nor "who is on screen at
    the end?")."""
    if m.group(0).endswith(m.group(1)) and _OF_A_THING.match(q, m.end()):
        return True
    middle = m.group(0).endswith("middle") and not q.startswith(" of ", m.end())
    if middle and _WITH_A_THING.search(q, 0, m.start()):
        return True  # "a hill town with an old palace in the middle": the middle of a place
    who = _WHO_DOES.search(q, 0, m.start())
    # ("who buffs everything *up* to a glassy finish at the very end?": a particle of the doing,
    # not what is up on screen)
    if who is None:
        return False
    doing = q[who.start(): who.end(1)] + _UP_AFTER_THING.sub(r"\1", q[who.end(1): who.end()])
    if _OF_THE_VIDEO.search(doing):
        return False
    lemmas = verb_lemmas(who.group(1))
    done_to = bool(_DONE_TO_A_THING.match(q, who.end(1)))
    done_to_a_thing = bool(_DONE_WITH_TOOL.match(q, who.end(1))) or (
        done_to and (bool(lemmas & _WORK_ON_A_THING) or _tells_a_habit(q, m.end())))
    return bool(lemmas) and (done_to_a_thing or not lemmas & (_VIDEO_VERBS | _ON_CAMERA))


def _tells_a_habit(q: str, start: int) -> bool:
    """A later sentence tells what the one asked about does in the present, which no video does
    ("... he weighs every lump"; not "... she says it twice")."""
    m = _HIS_HABIT.search(q, start)
    lemmas = verb_lemmas(m.group(1)) if m else frozenset()
    return bool(lemmas) and not lemmas & (_VIDEO_VERBS | _ON_CAMERA | _TELLING)


def _world_when(anchor: str, before: str) -> bool:
    """The "when" clause tells of the world's habits, not of the video: a thing, not a voice or a
    screen, doing in the present what no video does ("the river spills over"), in a question
    asking nothing of the video before it ("which road keeps getting shut")."""
    m = _WORLD_WHEN.match(anchor.lower().strip())
    if m is None or _VIDEO_SUBJECTS.match(m.group(1)) or _OF_THE_VIDEO.search(before.lower()):
        return False
    lemmas = verb_lemmas(m.group(2))
    return bool(lemmas) and not lemmas & _VIDEO_VERBS and not re.fullmatch(_SCREENS, m.group(2))


def _during(m: re.Match, start: int = 0) -> TimeConstraint | None:
    """ "... when the speaker mentioned X" / "... while the X slide was shown": what else
    was there at the time the anchor was said or shown."""
    rest, kind = _tail_kind(_without_clause_after_screen(_AND_CLAUSE.sub("", m.group(2))))
    said = rest
    subject = _DURING_SUBJECT.match(rest)
    if subject is None and kind is None and _storys_doing(rest, m.string[: m.start()]):
        return None
    if subject:
        rest = rest[subject.end():]
        if _ASKER_BUSY.match(subject.group(0) + rest) or _TIME_OFF.match(subject.group(0) + rest):
            return None  # "the shoe rack came up while I was looking away": the asker's doing (or "while
            # she had time off": hers)
    lead = _ANCHOR_LEAD.match(rest)
    if lead and lead.end():
        if lead.group(1):
            kind = "ocr"
        elif _SPEECH_LEAD.search(rest[: lead.end()]) or (subject and _VOICE.search(subject.group(0))):
            kind = "speech"  # "while the voice was on the subject of X"
        rest = rest[lead.end():]
    elif subject and _VOICE.search(subject.group(0)) and (verb := _VOICE_VERB.match(rest)):
        word = verb.group(1)
        if word not in _AUXILIARIES and "VERB" in parts_of_speech(word) and content_words(rest[verb.end():]):
            kind, rest = "speech", rest[verb.end():]  # "when the narrator rambles about X"
    if not _names_something(rest, said):
        return None  # "... while a picture is up": no anchor but the picture itself
    if kind is None and _OF_THE_YEAR.fullmatch(rest.strip(" ?!.,;")):
        return None  # "how many got rescued during the warm months?": a time of the year told of, not the video's
    return TimeConstraint("during", anchor=rest.strip(), anchor_kind=kind,
                          phrase=m.string[m.start(start): m.end()].strip(" ,"))


# what a video is seen doing, or a voice heard doing ("while discussing X", "while showing the chart")
_SEEN_OR_HEARD = _VIDEO_VERBS | _ON_CAMERA | frozenset("discuss describe cover display outline chat".split())

# a doing opening a clause, not the subject of one ("while putting in fence posts"; not "while
# painting was going on")
_GERUND_FIRST = re.compile(r"([a-z]+ing)\b(?!\s+(?:was|were|is|are)\b)")


def _storys_doing(rest: str, before: str) -> bool:
    """ "what did that cattle rancher find while putting in fence posts ...?": a doing with no
    subject of its own is that of whoever the question tells of; when it is no doing of a video
    (seen or heard) and the question before it asks nothing of the video, it is a time of their
    story ("what was on screen while discussing the budget?" is the video's)."""
    gerund = _GERUND_FIRST.match(rest)
    lemmas = verb_lemmas(gerund.group(1)) if gerund else set()
    return bool(lemmas) and not lemmas & _SEEN_OR_HEARD and not _OF_THE_VIDEO.search(before.lower())


def _tail_kind(rest: str) -> tuple[str, str | None]:
    """An anchor without its trailing "slide was shown" / "was mentioned" / "finished",
    and the kind of trace that says ("the X slide came up": a screen, however it came)."""
    rest = _OVER_TAIL.sub("", _STRANDED.sub("", _COMES.sub("", rest)))
    heard = _HEARD_IN.search(rest)
    if heard:  # "the bunting came up in the audio": said
        rest = rest[: heard.start()]
        if not _SHOWN_TAIL.search(rest) and not _SCREEN_TAIL.search(rest):
            return _SAID_TAIL.sub("", rest), "speech"
    for tail, kind in ((_SHOWN_TAIL, "ocr"), (_SAID_TAIL, "speech"), (_SCREEN_TAIL, "ocr"), (_TOPIC_TAIL, "speech")):
        m = tail.search(rest)
        if m and tail is _SCREEN_TAIL and _said_lead(rest[: m.start()]):
            return rest, "speech"  # "while they mentioned the mahjong table": a table said, not shown
        if m:
            rest = rest[: m.start()]
            screen = _SCREEN_TAIL.search(rest)
            return (rest[: screen.start()], "ocr") if screen else (rest, kind)
    return rest, None


def _said_lead(text: str) -> bool:
    """The text opens with a verb of saying ("they mentioned ...", "the speaker talked about ...")."""
    subject = _DURING_SUBJECT.match(text)
    rest = text[subject.end():] if subject else text
    lead = _ANCHOR_LEAD.match(rest)
    return bool(lead and lead.end() and not lead.group(1) and _SPEECH_LEAD.search(rest[: lead.end()]))


# The day someone came to work where the asker does: "before joining us", "before she came to work here"
_JOINED_HERE = (r"(?:joining|starting|working)\s+(?:(?:with|for)\s+)?(?:us|here)\b|"
                r"(?:he|she|they)\s+(?:came|joined|started)\s+(?:to\s+(?:work\s+)?)?(?:here|us)\b")
JOINED_HERE = re.compile(_JOINED_HERE, re.IGNORECASE)

# "after last Sunday's game", "before next week": a time of the asker's week, not of the video
ASKERS_TIME = re.compile(r"(?:last|next)\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|week|weekend|month|year|"
                          rf"night|term|{_SEASONS})\b|(?:yesterday|today|tomorrow|tonight)\b|"
                          # "the bloke guarding the building after dark": a time of day of the story told
                          r"(?:dark|nightfall|sunset|sunrise|dawn|dusk|midnight|noon|hours|work|school|lunch|dinner|"
                          r"closing\s+time)\b|"
                          # "what was the new tester doing before this job?": a time of someone's working life
                          r"(?:this|that|his|her|their|my|our|your)\s+(?:current\s+|present\s+|new\s+)?"
                          r"(?:job|role|post|position|career|apprenticeship)\b|"
                          # ... or the day they came to work here (JOINED_HERE)
                          rf"{_JOINED_HERE}|"
                          # "the slide vanished before I wrote it down": what the asker did, not the
                          # video (what the asker saw or heard in it is: "after we saw the lion")
                          r"(?:i|we)\b(?!['’]?\s*(?:saw|see|seen|heard|hear|noticed|notice|spotted|spot|watched|watch)\b)|"
                          # "how long had the oar been drifting before it ended up at Cromer?": a time
                          # of the story told, where a thing ends up, not of the video
                          r"(?:it|he|she|they)\s+(?:\w+\s+)?(?:end|ends|ended)\s+up\b|"
                          # "copying books by hand before printing came along": a time of history
                          r"(?!(?:the|a|an|this|that)\b)[a-z]+\s+(?:came|come|comes)\s+along\b|"
                          r"(?:\w+\s+){1,2}(?:was|were)\s+invented\b")


def _anchored(m: re.Match, *, relation: str | None = None, anchor: str | None = None,
              start: int = 0) -> TimeConstraint | None:
    """ "after/before X", "what followed X": `relation` and `anchor` when the match's groups
    are not (connective, anchor); the time phrase begins at group `start` (0: the match)."""
    rel = relation or ("before" if m.group(1) in _BEFORE_VERBS else "after")
    rest, tail_kind = _tail_kind(m.group(2) if anchor is None else anchor)
    if ASKERS_TIME.match(rest):
        return None  # "a tear in it after last Sunday's game": a time of the asker's week, not the video's
    lead = _ANCHOR_LEAD.match(rest)
    anchor = rest[lead.end():] if lead else rest
    if not _names_something(anchor):
        return None  # "have we seen this before?" has no anchor to look for
    kind = tail_kind
    if lead and lead.group(1):
        kind = "ocr"
    # (a screen named last is not said for a word of saying inside its name, "the headboards
    # covered chart", only when it opens the anchor: "after they covered the budget slide")
    elif _SPEECH_LEAD.search(rest) and (tail_kind != "ocr" or _said_lead(rest)):
        kind = "speech"
    return TimeConstraint(rel, anchor=anchor.strip(), anchor_kind=kind, phrase=m.string[m.start(start): m.end()])

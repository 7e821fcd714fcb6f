"""Generate the retrieval benchmark: long videos with needles at known times, and a
question file per video (see bench/bench_retrieval.py, which asks them).

A video is a run of segments (one slide each, 14-26 s, a spoken sentence or two over it,
a cut between slides). Most segments are filler (status slides, photos, coloured
shapes); needles are segments whose text, speech or photo a question asks about.
Everything is drawn from `random.Random(seed)`, so a seed names a video exactly, and
the script (what is shown and said when) exists before anything is rendered: the
latency bench builds its 10-hour memory from scripts without rendering them.

Seeds below 100 draw needles and question wordings from the tuning pools, seeds 100-199
from a held-out set, 200-299 from a second, 300-399 from a third, 400-499 from a fourth,
500-599 from a fifth, 600-699 from a sixth, 700-799 from a seventh, 800-899 from an eighth,
900-999 a ninth, 1000-1099 a tenth, 1100-1199 an eleventh, 1200-1299 a twelfth, 1300-1399 a
thirteenth, 1400-1499 a fourteenth, 1500-1599 a fifteenth, 1600-1699 a sixteenth, 1700-1799 a
seventeenth, 1800-1899 an eighteenth, 1900-1999 a nineteenth, 2000-2099 a twentieth, 2100-2199 a
twenty-first, 2200-2299 a twenty-second, 2300-2399 a twenty-third, 2400-2499 a twenty-fourth, 2500-2599 a
twenty-fifth, 2600-2699 a twenty-sixth, 2700-2799 a twenty-seventh, 2800-2899 a twenty-eighth, 2900-2999 a
twenty-ninth, 3000-3099 a thirtieth, 3100-3199 a thirty-first, 3200-3299 a thirty-second, 3300-3399 a
thirty-third, 3400-3499 a thirty-fourth, 3500-3599 a thirty-fifth, 3600-3699 a thirty-sixth, 3700-3799 a
thirty-seventh, 3800-3899 a thirty-eighth, 3900-3999 a thirty-ninth, 4000-4099 a fortieth, 4100-4199 a
forty-first, 4200-4299 a forty-second, 4300-4399 a forty-third, 4400-4499 a forty-fourth, 4500-4599 a
forty-fifth, 4600-4699 a forty-sixth, 4700-4799 a forty-seventh, 4800-4899 a forty-eighth, 4900-4999 a
forty-ninth, 5000-5099 a fiftieth, 5100-5199 a fifty-first, 5200-5299 a fifty-second, 5300-5399 a
fifty-third, 5400-5499 a fifty-fourth, 5500-5599 a fifty-fifth, 5600-5699 a fifty-sixth, 5700-5799 a
fifty-seventh, 5800-5899 a fifty-eighth, 5900-5999 a fifty-ninth, 6000-6099 a sixtieth, 6100-6199 a
sixty-first, 6200-6299 a sixty-second, 6300-6399 a sixty-third, 6400-6499 a sixty-fourth, 6500-6599 a
sixty-fifth, 6600-6699 a sixty-sixth, 6700-6799 a sixty-seventh, 6800-6899 a sixty-eighth, 6900-6999 a
sixty-ninth, 7000-7099 a seventieth, 7100-7199 a seventy-first, 7200-7299 a seventy-second, 7300-7399 a
seventy-third, 7400-7499 a seventy-fourth, 7500-7599 a seventy-fifth, 7600-7699 a seventy-sixth, 7700-7799 a
seventy-seventh, 7800-7899 a seventy-eighth, 7900-7999 a seventy-ninth and from 8000 an eightieth held-out set
(see `pools_for`); the filler around the needles is shared.

    python bench/make_bench.py --seeds 1 2 --minutes 10 --out /tmp/echobench
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from dataclasses import asdict, dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

GENERATOR_VERSION = 2  # 2: a cross-trace sentence is never said twice (30+ minute videos)
_RANDOM_STREAM = 1  # names the random draws; version 2 kept those of version 1
QUESTION_TYPES = ("text", "said", "paraphrase", "cross", "temporal", "order", "count", "absent")
SHAPE_COLOURS = {"red": (220, 40, 40), "blue": (40, 80, 220), "green": (40, 170, 60),
                 "yellow": (240, 210, 40), "purple": (130, 50, 170), "orange": (245, 140, 30)}
BACKGROUNDS = [(250, 250, 250), (235, 242, 250), (250, 244, 230), (30, 60, 120), (40, 40, 40)]
PHOTOS = {"cheetah": "cheetah.jpg", "lion": "lion.jpg"}  # labels the object perceiver names reliably

# --- filler -----------------------------------------------------------------------------
FILLER_TOPICS = [
    "budget", "hiring plan", "customer survey", "roadmap", "server migration", "pricing",
    "support tickets", "marketing campaign", "office move", "security review", "training",
    "partner program", "mobile app", "data pipeline", "design system", "quarterly goals",
    "onboarding", "release process", "documentation", "sales pipeline", "code review",
    "accessibility", "energy use", "supplier contracts", "travel policy", "test coverage",
]
FILLER_LINES = ["Status: on track", "Owner: {name}", "Next review in {month}", "Risks: low",
                "Progress {pct} percent", "Team of {n}", "Decision pending", "See appendix"]
FILLER_SPEECH = [
    "Let us look at the {topic} for a moment.",
    "Next, a short update on the {topic}.",
    "The {topic} is moving along as expected.",
    "Here is where we stand on the {topic}.",
    "There is not much new on the {topic} this week.",
]
NAMES = ["Dana", "Priya", "Marco", "Keiko", "Omar", "Lena", "Tomas", "Ada"]
MONTHS = ["January", "February", "March", "April", "May", "June", "September", "October"]

# --- needle pools: (slide title, slide line / speech, question, answer keywords) --------
TEXT_NEEDLES = [
    ("Parking notice", "Visitor parking moved to level nine",
     "Where was visitor parking moved, according to the slide?", ["nine"]),
    ("Wifi access", "Network password heron lantern",
     "What was the wifi password shown on screen?", ["heron"]),
    ("Archive hours", "The archive room opens at seven thirty",
     "When does the archive room open, as written on the slide?", ["seven"]),
    ("Safety drill", "Assemble at the north fountain",
     "Where should people assemble for the safety drill, per the slide?", ["fountain"]),
    ("Catering", "Lunch is served on the rooftop terrace",
     "Where is lunch served according to the screen?", ["rooftop"]),
    ("Shipping update", "Container delayed in Rotterdam",
     "Which port was the container delayed in, per the slide?", ["rotterdam"]),
    ("Team offsite", "Venue Lakeside Pavilion",
     "What offsite venue was written on the slide?", ["lakeside"]),
    ("Printer help", "Toner cartridges are in cabinet B",
     "Where are the toner cartridges kept, as shown on screen?", ["cabinet"]),
]
SAID_NEEDLES = [
    ("The ferry to the island now leaves at a quarter past six.",
     "What did the speaker say about the ferry?", ["six"]),
    ("Our new mascot is a purple octopus named Walter.",
     "What did they say the new mascot is?", ["octopus"]),
    ("The bakery on Elm Street closes early on Thursdays.",
     "What was said about the bakery?", ["thursday"]),
    ("Remember to water the ficus in the lobby every Monday.",
     "What did the speaker say about the ficus?", ["monday"]),
    ("The marathon route passes the old lighthouse.",
     "What did they say the marathon route passes?", ["lighthouse"]),
    ("Our chess club meets in the basement on Fridays.",
     "Where does the chess club meet, according to the speaker?", ["basement"]),
    ("The violin recital was moved to the east auditorium.",
     "What did the speaker say about the violin recital?", ["auditorium"]),
    ("Please return borrowed umbrellas to the front desk.",
     "What did they ask people to do with borrowed umbrellas?", ["desk"]),
]
# Paraphrases share no content word with the needle; "kind" says where the needle is.
PARA_NEEDLES = [
    ("speech", "Revenue grew twelve percent this quarter.", "How much did sales increase?", ["twelve", "12"]),
    ("speech", "The doctor advised patients to drink more water.", "What did the physician recommend?", ["water"]),
    ("speech", "The kitten slept on the sofa all afternoon.", "Where did the young cat nap?", ["sofa"]),
    ("ocr", "Car purchases climbed in April", "When did vehicle buying go up?", ["april"]),
    ("speech", "The plane landed safely despite the storm.", "Did the aircraft touch down okay in bad weather?",
     ["landed", "storm"]),
    ("speech", "Our staff will expand by forty employees.", "How many workers are being hired?", ["forty", "40"]),
    ("ocr", "Attendance tripled since the redesign", "How did visitor numbers change after the makeover?",
     ["tripled"]),
    ("speech", "The train was cancelled because of snow.", "Why was the railway service called off?", ["snow"]),
]
# Cross-trace: the speaker mentions X while an unrelated slide is on screen.
MENTIONS = [  # (what, sentence, answer keyword)
    ("the broken elevator", "We still need to fix the broken elevator on the third floor.", "third"),
    ("the tax audit", "The tax audit starts next week, so keep your receipts.", "receipts"),
    ("the holiday party", "The holiday party will be at the bowling alley.", "bowling"),
    ("the server outage", "The server outage last night lasted two hours.", "hours"),
    ("the new intern", "Please welcome the new intern, who joins the design team.", "design"),
    ("the fire alarm test", "There is a fire alarm test tomorrow at noon.", "noon"),
    ("the coffee machine", "The coffee machine on the second floor is finally repaired.", "repaired"),
    ("the charity run", "Sign up for the charity run before Friday.", "friday"),
]
SCREEN_TITLES = [("Coral reef survey", "coral"), ("Bicycle lanes", "bicycle"), ("Solar panel pilot", "solar"),
                 ("Museum tickets", "museum"), ("Glacier measurements", "glacier"),
                 ("Orchard harvest", "orchard"), ("Harbour restoration", "harbour"),
                 ("Volunteer garden", "garden")]
CHARTS = ["rainfall by month", "website visitors", "ticket sales by region", "water usage",
          "battery life", "delivery times"]
ABSENT = [
    "What did they say about the giraffe's umbrella?",
    "What colour was the giraffe's umbrella?",
    "Was there a tiger in the video?",
    "What did the speaker say about the submarine password?",
    "Did they mention the volcano eruption?",
    "What was written about the pizza oven warranty?",
    "Who won the tennis tournament?",
    "When is the {topic} freeze?",  # a partial match: the filler topic is in the video
    "What did they say about the {topic} lawsuit?",
    "What was the price of the yacht?",
]


# --- held-out pools ---------------------------------------------------------------------
# Seeds >= HELD_OUT_FROM draw every needle, question wording and absent question from the
# pools below, which no tuning seed ever draws from: results on them are on questions the
# retrieval code was never tuned on. Filler (the haystack) is shared.
HELD_OUT_FROM = 100
HELD_TEXT_NEEDLES = [
    ("Lost and found", "Blue scarf left in meeting room four",
     "What item was left in the meeting room, according to the slide?", ["scarf"]),
    ("Elevator maintenance", "Lift B is closed until Wednesday",
     "Until which day is lift B closed, as the slide says?", ["wednesday"]),
    ("Guest speaker", "Professor Okafor talks about volcanoes",
     "Which guest speaker is named on the screen?", ["okafor"]),
    ("Bike storage", "Racks are behind the west gate",
     "Where are the bike racks, per the text on screen?", ["west"]),
    ("Kitchen rules", "Label your food with a date",
     "What does the kitchen rules slide ask people to do with their food?", ["label", "date"]),
    ("Badge reminder", "Badges must be worn above the waist",
     "Where must badges be worn, as displayed?", ["waist"]),
    ("Recycling", "Batteries go in the yellow bin",
     "Which bin are batteries for, according to the slide?", ["yellow"]),
    ("Library", "Return books by the twentieth",
     "By when should library books be returned, per the screen?", ["twentieth"]),
]
HELD_SAID_NEEDLES = [
    ("The greenhouse tomatoes are ready to pick next week.",
     "What did the speaker say about the greenhouse tomatoes?", ["pick", "week"]),
    ("Our delivery van got a flat tire near the bridge.",
     "What happened to the delivery van, according to the speaker?", ["tire", "tyre", "flat"]),
    ("The choir will sing carols in the atrium on Tuesday.",
     "When will the choir sing, as mentioned by the presenter?", ["tuesday"]),
    ("A new vending machine will arrive in the break room.",
     "What did they announce about the vending machine?", ["break", "arrive"]),
    ("The swimming pool is closed for cleaning this weekend.",
     "Why is the swimming pool closed, according to what was said?", ["cleaning"]),
    ("Our robot vacuum keeps getting stuck under the desk.",
     "What did the speaker say about the robot vacuum?", ["stuck"]),
    ("The orchestra tickets sold out in ten minutes.",
     "How quickly did the orchestra tickets sell out, as they said?", ["ten", "10"]),
    ("Please lock the bicycle shed after six in the evening.",
     "What did the speaker ask about the bicycle shed?", ["lock"]),
]
HELD_PARA_NEEDLES = [
    ("speech", "Profits doubled after we opened the second store.",
     "How did earnings change once another shop launched?", ["doubled"]),
    ("speech", "The bus drivers are on strike tomorrow.", "Will coach operators walk out?", ["strike"]),
    ("ocr", "Every flight is fully booked", "Are any airplane seats still available?", ["booked"]),
    ("speech", "The puppy chewed through the garden hose.", "What did the young dog bite apart?", ["hose"]),
    ("speech", "Customers complained that the soup was too salty.",
     "What did diners grumble about regarding the meal?", ["salty", "soup"]),
    ("ocr", "Electricity bills fell by a third", "How much did power costs go down?", ["third"]),
    ("speech", "The lecture was postponed until next month.", "When was the seminar delayed to?", ["month"]),
    ("ocr", "Membership rose to nine hundred", "How large has the number of subscribers become?",
     ["nine hundred", "900"]),
]
HELD_MENTIONS = [
    ("the parking garage", "The parking garage will be repainted in May.", "repainted"),
    ("the quarterly bonus", "The quarterly bonus will be paid with the March salary.", "march"),
    ("the water leak", "The water leak in the kitchen was caused by a loose pipe.", "pipe"),
    ("the team photo", "The team photo is on Thursday, so dress nicely.", "thursday"),
    ("the printer upgrade", "The printer upgrade adds colour printing on every floor.", "colour"),
    ("the visitor badges", "Visitor badges now need a photo at reception.", "reception"),
    ("the heating system", "The heating system gets serviced over the weekend.", "weekend"),
    ("the company picnic", "The company picnic moved to the riverside park.", "riverside"),
]
HELD_SCREEN_TITLES = [("Wetland birds census", "wetland"), ("Rooftop beehives", "beehives"),
                      ("Tram line extension", "tram"), ("Lighthouse repairs", "lighthouse"),
                      ("Desert plant trial", "desert"), ("Telescope night", "telescope"),
                      ("Canal cleanup", "canal"), ("Mountain hut bookings", "mountain")]
HELD_CHARTS = ["coffee consumption", "printer jams", "parcel volumes", "energy prices", "app downloads",
               "meeting hours"]
HELD_ABSENT = [
    "What did the speaker say about the penguin's scarf?",
    "Was a helicopter shown at any point?",
    "What was written about the swimming contest results?",
    "Did anyone mention the earthquake drill?",
    "What flavour was the birthday cake?",
    "Who won the chess championship?",
    "How tall is the clock tower?",
    "When is the {topic} audit?",
    "What did the slide say about the {topic} refund?",
    "What was the name of the ship's captain?",
]


@dataclass(frozen=True)
class Pools:
    """Needles and question wordings one group of seeds draws from. A wording list is
    used round-robin by question number, so it never changes what the random draws are."""

    text: list
    said: list
    para: list
    mentions: list
    screen_titles: list
    charts: list
    absent: list
    count_q: tuple[str, ...]
    cross_photo_q: tuple[str, ...]
    cross_screen_q: tuple[str, ...]
    cross_speech_q: tuple[str, ...]
    after_chart_q: tuple[str, ...]
    order_q: tuple[str, ...]
    at_screen_q: tuple[str, ...]
    at_said_q: tuple[str, ...]


TUNING = Pools(
    TEXT_NEEDLES, SAID_NEEDLES, PARA_NEEDLES, MENTIONS, SCREEN_TITLES, CHARTS, ABSENT,
    count_q=("How many times was the {animal} shown?", "How many times did the {animal} show up?"),
    cross_photo_q=("Which animal was shown when the speaker mentioned {what}?",
                   "Which animal could be seen while {what} was being talked about?"),
    cross_screen_q=("What was on screen when the speaker mentioned {what}?",
                    "Which slide was up when {what} was mentioned?"),
    cross_speech_q=("What did the speaker say while the {title} slide was shown?",
                    "What did they say during the {title} slide?"),
    after_chart_q=("What came right after the chart about {chart}?", "What came next after the {chart} chart?"),
    order_q=("Which came first, the slide about {first} or the slide about {second}?",
             "Which came earlier, the {first} slide or the {second} slide?"),
    at_screen_q=("What was on screen at {stamp}?", "What was on the screen at the {stamp} mark?"),
    at_said_q=("What did the speaker say at {stamp}?", "What was being said around {stamp}?"),
)
HELD_OUT = Pools(
    HELD_TEXT_NEEDLES, HELD_SAID_NEEDLES, HELD_PARA_NEEDLES, HELD_MENTIONS, HELD_SCREEN_TITLES, HELD_CHARTS,
    HELD_ABSENT,
    count_q=("How often did the {animal} appear?", "How many times did we see the {animal}?"),
    cross_photo_q=("What animal was pictured while {what} was being discussed?",
                   "Which animal appeared on screen as they talked about {what}?"),
    cross_screen_q=("Which slide was displayed while the presenter talked about {what}?",
                    "What text was on the screen when {what} was mentioned?"),
    cross_speech_q=("What was said during the {title} slide?",
                    "What did the presenter talk about while the slide on {title} was up?"),
    after_chart_q=("What followed the chart about {chart}?", "What was shown next, after the {chart} chart?"),
    order_q=("Which appeared earlier: the slide about {first} or the one about {second}?",
             "Which was shown first, the {first} slide or the {second} slide?"),
    at_screen_q=("What slide was showing at {stamp}?", "What was displayed at the {stamp} mark?"),
    at_said_q=("What was being said at {stamp}?", "What did the presenter say at {stamp}?"),
)

# A second held-out set (seeds >= SECOND_HELD_OUT_FROM), written after the first one had been
# measured and its misses read: the first set then informed fixes, this one did not.
SECOND_HELD_OUT_FROM = 200
SECOND_HELD_OUT = Pools(
    text=[
        ("Cafeteria notice", "Soup of the day is lentil", "What soup was listed on the cafeteria slide?", ["lentil"]),
        ("Fire exits", "Use the stairs beside the gym", "Which stairs should be used, as the fire exits slide shows?",
         ["gym"]),
        ("Conference room", "Booking code falcon seven", "What booking code appeared on screen?", ["falcon"]),
        ("Mail room", "Parcels are held for five days", "How long are parcels held, according to the screen?",
         ["five", "5"]),
        ("Garden club", "Seedlings for sale on Saturday", "When are seedlings for sale, per the slide?", ["saturday"]),
        ("Museum trip", "Bus departs from platform three", "From which platform does the bus depart, as written?",
         ["three", "3"]),
        ("Help desk", "Extension number four two one", "What extension number did the help desk slide give?",
         ["four", "421"]),
        ("Quiet hours", "No meetings before ten on Fridays",
         "What does the quiet hours slide say about Friday mornings?", ["ten", "10", "meetings"]),
    ],
    said=[
        ("The bridge on Mill Road reopens after the storm repairs.",
         "What did the speaker say about the bridge on Mill Road?", ["reopens", "storm"]),
        ("Our pottery class needs more clay and two new wheels.",
         "What does the pottery class need, according to the talk?", ["clay"]),
        ("The astronomy club saw Jupiter through the new telescope.",
         "What did the astronomy club see, as the speaker said?", ["jupiter"]),
        ("The canteen will start serving breakfast at eight.",
         "When will the canteen serve breakfast, per the speaker?", ["eight", "8"]),
        ("A fox has been sleeping under the loading dock.",
         "What has been sleeping under the loading dock, according to what was said?", ["fox"]),
        ("The bake sale raised money for the animal shelter.",
         "Who received the money from the bake sale, as mentioned?", ["shelter"]),
        ("Our basketball team won the regional final on Sunday.",
         "What did the speaker say about the basketball team?", ["won", "final"]),
        ("The old printer in room twelve makes a grinding noise.",
         "What did they mention about the old printer?", ["grinding", "noise"]),
    ],
    para=[
        ("speech", "The children built a sandcastle at the beach.", "What did the kids make on the shore?",
         ["sandcastle"]),
        ("speech", "Ticket prices will rise next spring.", "Will admission get more expensive?", ["rise", "spring"]),
        ("ocr", "Complaints dropped by half", "Did grievances go down?", ["half"]),
        ("speech", "The nurse bandaged the injured hiker.", "Who treated the hurt walker?", ["nurse"]),
        ("speech", "We are moving the headquarters to Lisbon.", "Where is the main office relocating?", ["lisbon"]),
        ("ocr", "Rainfall doubled in October", "When did it get much wetter?", ["october"]),
        ("speech", "The laptop battery died during the presentation.",
         "What happened to the notebook computer's power during the talk?", ["battery", "died"]),
        ("speech", "Umbrella sales jumped after the flood.", "What did people buy more of once the water came?",
         ["umbrella"]),
    ],
    mentions=[
        ("the roof repair", "The roof repair will finish before the rainy season.", "rainy"),
        ("the staff survey", "The staff survey closes on Wednesday evening.", "wednesday"),
        ("the new logo", "The new logo was designed by a student.", "student"),
        ("the lunch menu", "The lunch menu now includes a vegan curry.", "curry"),
        ("the phone system", "The phone system will be down on Saturday morning.", "saturday"),
        ("the guest lecture", "The guest lecture is about ocean plastics.", "plastics"),
        ("the car park", "The car park gets new lights next month.", "lights"),
        ("the annual report", "The annual report goes to the printer on Monday.", "monday"),
    ],
    screen_titles=[("Bee garden expansion", "bee"), ("River water tests", "river"), ("School visit program", "school"),
                   ("Wind turbine study", "turbine"), ("Bird box count", "bird"), ("Street art tour", "art"),
                   ("Reading club picks", "reading"), ("Snow plough routes", "snow")],
    charts=["bike rentals", "water temperature", "customer calls", "paper use", "web orders", "train delays"],
    absent=[
        "What did the speaker say about the dolphin show?",
        "Was a bicycle race shown?",
        "What was written about the marathon winner?",
        "Did they mention the wedding anniversary?",
        "What brand was the red sports car?",
        "Who sang at the opening ceremony?",
        "How deep is the swimming lake?",
        "When is the {topic} deadline?",
        "What did they say about the {topic} scandal?",
        "What was the password for the guest laptop?",
    ],
    count_q=("How many times did the {animal} come up on screen?", "How many separate times was a {animal} visible?"),
    cross_photo_q=("What creature was visible when they brought up {what}?",
                   "When {what} was discussed, which animal was on screen?"),
    cross_screen_q=("What did the slide say while {what} was being mentioned?",
                    "Which title was on screen during the remarks about {what}?"),
    cross_speech_q=("What was the speaker saying when the {title} slide was up?",
                    "What did we hear while the slide titled {title} was on screen?"),
    after_chart_q=("Which slide came after the {chart} chart?", "What appeared right after the chart on {chart}?"),
    order_q=("Which was earlier, the {first} slide or the {second} slide?",
             "Between the {first} slide and the {second} slide, which came first?"),
    at_screen_q=("What was on the slide at {stamp}?", "Which slide was up at {stamp}?"),
    at_said_q=("What was the speaker talking about at {stamp}?", "What did we hear at {stamp}?"),
)

# A third held-out set (seeds >= THIRD_HELD_OUT_FROM), written after the second one had been
# measured and its misses read.
THIRD_HELD_OUT_FROM = 300
THIRD_HELD_OUT = Pools(
    text=[
        ("Locker update", "Lockers are emptied every Thursday", "When are the lockers emptied, according to the slide?",
         ["thursday"]),
        ("Wifi for guests", "Network name is bluebird", "What is the guest network called on screen?", ["bluebird"]),
        ("Blood drive", "Donors meet in the west lounge", "Where do blood donors meet, per the slide?", ["lounge"]),
        ("Photo contest", "Winner gets a silver camera", "What does the photo contest winner get, as written?",
         ["camera"]),
        ("Shuttle bus", "Leaves every twenty minutes", "How often does the shuttle leave, as the slide says?",
         ["twenty", "20"]),
        ("Printer codes", "Your code is on your badge", "Where is the printer code, according to the screen?",
         ["badge"]),
        ("Book swap", "Bring two books to the library", "How many books should people bring to the swap, per the slide?",
         ["two", "2"]),
        ("Kitchen hours", "Closed after nine at night", "When does the kitchen close, as shown?", ["nine", "9"]),
    ],
    said=[
        ("The ice rink opens again in December.", "What did the speaker say about the ice rink?", ["december"]),
        ("Our tomato plants were eaten by snails.", "What ate the tomato plants, according to the speaker?",
         ["snails"]),
        ("The cinema club will show a silent film on Friday.", "What will the cinema club show, as they said?",
         ["silent"]),
        ("The new coffee beans come from Kenya.", "Where do the new coffee beans come from, per the talk?", ["kenya"]),
        ("A pipe burst in the basement last night.", "What happened in the basement, according to the speaker?",
         ["pipe", "burst"]),
        ("The volunteers planted forty trees in the park.", "How many trees did the volunteers plant?",
         ["forty", "40"]),
        ("Our team mascot is a green dragon.", "What is the team mascot, as mentioned?", ["dragon"]),
        ("The train to the airport is replaced by buses this week.",
         "What did the speaker say about the airport train?", ["buses", "replaced"]),
    ],
    para=[
        ("speech", "The dentist recommended flossing every night.", "What oral hygiene tip was given?", ["floss"]),
        ("speech", "Our warehouse is running out of boxes.", "Is the storage depot low on cartons?", ["boxes"]),
        ("ocr", "Visitors increased after the advert", "Did the commercial bring more guests?", ["increased"]),
        ("speech", "The kitchen oven stopped working on Monday.", "When did the stove break?", ["monday"]),
        ("speech", "Two engineers resigned last week.", "How many technical staff quit?", ["two", "2"]),
        ("ocr", "Shipping costs doubled this year", "How did delivery fees change?", ["doubled"]),
        ("speech", "The hotel upgraded our room for free.", "What did the lodging give us at no charge?",
         ["upgraded", "room"]),
        ("speech", "The bridge was closed due to strong winds.", "Why was the crossing shut?", ["winds"]),
    ],
    mentions=[
        ("the elevator inspection", "The elevator inspection is on Tuesday afternoon.", "tuesday"),
        ("the holiday schedule", "The holiday schedule is posted by the kitchen.", "kitchen"),
        ("the new chairs", "The new chairs arrive after the summer break.", "summer"),
        ("the noise complaint", "The noise complaint came from the third floor.", "third"),
        ("the charity auction", "The charity auction raised nine thousand euros.", "thousand"),
        ("the window cleaning", "The window cleaning starts at seven tomorrow.", "seven"),
        ("the parking permits", "The parking permits expire at the end of June.", "june"),
        ("the printer paper", "The printer paper is stored in room five.", "five"),
    ],
    screen_titles=[("Pond restoration", "pond"), ("Cycle to work week", "cycle"), ("Herb garden", "herb"),
                   ("Solar roof plan", "solar"), ("Owl nest camera", "owl"), ("Lake cleanup", "lake"),
                   ("Seed library", "seed"), ("Orchard walk", "orchard")],
    charts=["snow days", "gym visits", "parcel returns", "ticket sales", "water bills", "app crashes"],
    absent=[
        "What did the speaker say about the pirate ship?",
        "Was an elephant shown?",
        "What was written about the chess tournament?",
        "Did they mention the moon landing?",
        "What colour was the wedding dress?",
        "Who won the cooking contest?",
        "How long is the hiking trail?",
        "When is the {topic} vote?",
        "What did they say about the {topic} fine?",
        "What was the price of the concert tickets?",
    ],
    count_q=("How many times was a {animal} on screen?", "How often was the {animal} shown?"),
    cross_photo_q=("Which animal was on the screen while the speaker talked about {what}?",
                   "While {what} was being discussed, what animal could be seen?"),
    cross_screen_q=("What was the slide title when {what} was mentioned?",
                    "Which slide was showing while they spoke about {what}?"),
    cross_speech_q=("What was said while the {title} slide was on screen?",
                    "During the slide about {title}, what did the speaker say?"),
    after_chart_q=("What slide followed the {chart} chart?", "What was shown after the chart about {chart}?"),
    order_q=("Which slide came first: {first} or {second}?", "Did the {first} slide come before the {second} slide?"),
    at_screen_q=("What was on screen at the {stamp} mark?", "What slide was visible at {stamp}?"),
    at_said_q=("What was said at {stamp}?", "What was the speaker saying at {stamp}?"),
)

# A fourth held-out set (seeds >= FOURTH_HELD_OUT_FROM), written after the third one had been
# measured and its misses read.
FOURTH_HELD_OUT_FROM = 400
FOURTH_HELD_OUT = Pools(
    text=[
        ("Flu shots", "Jabs given on the ground floor", "On which floor are the flu jabs given, per the slide?",
         ["ground"]),
        ("Coat rack", "Hang wet coats in the boot room", "Where should wet coats be hung, as the slide says?",
         ["boot"]),
        ("Karaoke night", "Sign up with Felix at the bar", "Who takes karaoke sign ups, as written on the slide?",
         ["felix"]),
        ("Dog policy", "Dogs welcome on the patio only", "Where are dogs welcome, according to the screen?",
         ["patio"]),
        ("Spare keys", "Ask the caretaker named Hugo", "Who has the spare keys, as shown on the slide?",
         ["hugo", "caretaker"]),
        ("Table football", "The ball is kept in drawer six",
         "Where is the table football ball kept, per the screen?", ["drawer", "six"]),
        ("Car sharing", "Contact Rosa for rides from the station",
         "Who should people contact for rides, as displayed?", ["rosa"]),
        ("Yoga class", "Sessions run in studio two", "Where do the yoga sessions take place, according to the slide?",
         ["studio"]),
    ],
    said=[
        ("The football pitch gets new grass over the summer.", "What did the speaker say about the football pitch?",
         ["grass"]),
        ("The goldfish in the front office is twelve years old.", "How old is the goldfish, according to the speaker?",
         ["twelve", "12"]),
        ("The lost cat from next door was found in the laundry room.",
         "Where was the lost cat found, as the speaker said?", ["laundry"]),
        ("The farmers market moves to the town square in spring.",
         "Where is the farmers market moving, according to the talk?", ["square"]),
        ("Our drum teacher is taking a break until August.", "What did they say about the drum teacher?",
         ["august"]),
        ("The soup kitchen is short of helpers on Sunday mornings.",
         "When is the soup kitchen short of helpers, per the speaker?", ["sunday"]),
        ("The noodle shop on the corner now delivers until midnight.",
         "What was mentioned about the noodle shop?", ["midnight"]),
        ("Someone left the freezer door open and the ice cream melted.",
         "What happened to the ice cream, according to what was said?", ["melted"]),
    ],
    para=[
        ("speech", "The gardener trimmed the hedges on Friday.", "When did the groundskeeper cut back the bushes?",
         ["friday"]),
        ("speech", "Our neighbour's roof leaks whenever it rains.",
         "What problem does the house next door have during wet weather?", ["roof", "leak"]),
        ("ocr", "Accidents fell after the new traffic lights", "Did crashes go down once the signals were installed?",
         ["fell", "accidents"]),
        ("speech", "My grandmother knitted a sweater for the baby.",
         "What did the elderly relative make for the infant?", ["sweater"]),
        ("speech", "The mechanic fixed the brakes on the company car.",
         "What did the repairman sort out on the firm's vehicle?", ["brakes"]),
        ("ocr", "Hospital queues shrank over the winter", "When did waits at the medical centre get shorter?",
         ["winter"]),
        ("speech", "The heatwave made the office unbearable.", "Why was the workplace too uncomfortable?",
         ["heatwave", "heat"]),
        ("speech", "Our accountant found a mistake in the invoice.", "What did the bookkeeper spot on the bill?",
         ["mistake"]),
    ],
    mentions=[
        ("the cleaning rota", "The cleaning rota is pinned next to the microwave.", "microwave"),
        ("the new desks", "The new desks can be raised for standing.", "standing"),
        ("the first aid course", "The first aid course is full until November.", "november"),
        ("the knitting circle", "The knitting circle is making blankets for the care home.", "blankets"),
        ("the air conditioning", "The air conditioning is being replaced during the Easter break.", "easter"),
        ("the staff newsletter", "The staff newsletter is looking for a new editor.", "editor"),
        ("the pub quiz", "The pub quiz raised money for a new minibus.", "minibus"),
        ("the window blinds", "The window blinds in room nine are stuck halfway.", "halfway"),
    ],
    screen_titles=[("Allotment waiting list", "allotment"), ("Rainwater barrels", "rainwater"),
                   ("Hedgehog crossing", "hedgehog"), ("Compost workshop", "compost"), ("Footpath signs", "footpath"),
                   ("Butterfly meadow", "butterfly"), ("Village hall repaint", "village"),
                   ("Playground upgrade", "playground")],
    charts=["sick days", "lunch orders", "heating costs", "email volume", "room bookings", "bus ridership"],
    absent=[
        "What did the speaker say about the kangaroo's backpack?",
        "Was a fire engine shown?",
        "What was written about the poetry prize?",
        "Did they mention the meteor shower?",
        "What colour were the theatre curtains?",
        "Who won the darts match?",
        "How high is the radio mast?",
        "When is the {topic} recall?",
        "What did they say about the {topic} merger?",
        "How much did the new piano cost?",
    ],
    count_q=("How many times did a picture of the {animal} appear?",
             "In total, how many times was the {animal} photo on display?"),
    cross_photo_q=("What animal was in the picture when {what} came up?",
                   "Which animal photo was on display as the speaker discussed {what}?"),
    cross_screen_q=("When the speaker brought up {what}, what slide was being shown?",
                    "What was written on screen during the talk about {what}?"),
    cross_speech_q=("What was mentioned out loud while the {title} slide was showing?",
                    "What remark did the speaker make during the {title} slide?"),
    after_chart_q=("Once the {chart} chart was done, what slide came up?",
                   "What was the next slide after the graph of {chart}?"),
    order_q=("Which showed up sooner, the {first} slide or the {second} slide?",
             "Out of the {first} and {second} slides, which one was shown first?"),
    at_screen_q=("At {stamp}, which slide could be seen?", "What was the slide at the {stamp} point about?"),
    at_said_q=("What did the voice say at the {stamp} point?", "At {stamp}, what was being talked about?"),
)


# A fifth held-out set (seeds >= FIFTH_HELD_OUT_FROM), written after the fourth one had been
# measured and its misses read.
FIFTH_HELD_OUT_FROM = 500
FIFTH_HELD_OUT = Pools(
    text=[
        ("Stamp collection", "Albums are on display in the foyer",
         "Where are the stamp albums on display, per the slide?", ["foyer"]),
        ("Board games evening", "Games are kept in the tall cupboard",
         "Where are the board games kept, as the slide says?", ["cupboard"]),
        ("Cactus care", "Keep the pots by the sunny window",
         "Where should the cactus pots be kept, according to the screen?", ["window", "sunny"]),
        ("Drama group", "Auditions take place in the old chapel",
         "Where do the drama group auditions take place, as written?", ["chapel"]),
        ("Fridge clearout", "Leftovers are binned at dusk", "When are fridge leftovers binned, per the slide?",
         ["dusk"]),
        ("Stationery", "Pens and sticky notes are in tray eleven",
         "Where are the pens and sticky notes, as displayed?", ["eleven", "11"]),
        ("Ukulele club", "Borrow a spare ukulele from Greta", "Who lends out spare ukuleles, as shown on the slide?",
         ["greta"]),
        ("Charging station", "Electric cars charge in bay fourteen",
         "In which bay can electric cars be charged, per the screen?", ["fourteen", "14"]),
    ],
    said=[
        ("The pancake breakfast has been moved to the church hall.",
         "Where has the pancake breakfast been moved, according to the speaker?", ["church", "hall"]),
        ("The snooker table in the games room has a torn cloth.",
         "What is wrong with the snooker table, as the speaker said?", ["torn", "cloth"]),
        ("The rowing club is looking for a new coach before the autumn race.",
         "What is the rowing club looking for, per the talk?", ["coach"]),
        ("The sauna at the leisure centre is shut until the heater is replaced.",
         "Why is the sauna shut, according to what was said?", ["heater"]),
        ("The kite festival on the hill was cancelled because of thick fog.",
         "What did the speaker say about the kite festival?", ["fog", "cancelled", "canceled"]),
        ("The barbecue behind the cricket pavilion starts once the match is over.",
         "When does the barbecue start, per the speaker?", ["match"]),
        ("The homemade jam sold out within an hour on Saturday morning.",
         "What did the presenter say about the homemade jam?", ["sold", "hour"]),
        ("The chimney sweep found a bundle of old newspapers blocking the flue.",
         "What did the chimney sweep find, according to the speaker?", ["newspaper"]),
    ],
    para=[
        ("speech", "The librarian ordered fifty new novels for the children.",
         "How many story books were bought for the youngsters?", ["fifty", "50"]),
        ("speech", "The chef burned the rice at dinner.", "What food got scorched during the evening meal?", ["rice"]),
        ("ocr", "Burglaries halved after the lamps were fitted",
         "How much did break-ins go down once the new streetlights were installed?", ["halved"]),
        ("speech", "Our landlord raised the rent by eighty pounds.",
         "How much extra is the property owner charging for the flat?", ["eighty", "80"]),
        ("speech", "The firefighters saved a little girl from the burning barn.",
         "Who was pulled out of the blazing farm building?", ["girl"]),
        ("ocr", "Cough medicine sales peaked in November", "In which month did people buy the most cold remedies?",
         ["november"]),
        ("speech", "The carpenter built a wooden bench for the porch.", "What did the joiner make for the veranda?",
         ["bench"]),
        ("speech", "The students cheered when the exam was cancelled.",
         "How did the pupils react once the test was called off?", ["cheered"]),
    ],
    mentions=[
        ("the smoking shelter", "The smoking shelter is being moved to the far corner of the yard.", "yard"),
        ("the sports day", "The sports day ends with a sack race for the grown ups.", "sack"),
        ("the stair carpet", "The stair carpet is being swapped for rubber mats.", "rubber"),
        ("the suggestion box", "The suggestion box now sits beside the water cooler.", "cooler"),
        ("the back gate", "The back gate only opens if you press the buzzer twice.", "twice"),
        ("the dress code", "The dress code for Fridays now allows jeans.", "jeans"),
        ("the fruit basket", "The fruit basket now comes with plums and pears.", "plums"),
        ("the talent show", "The talent show was won by a juggler from accounts.", "juggler"),
    ],
    screen_titles=[("Wildflower verge", "wildflower"), ("Badger survey", "badger"), ("Frog spawn watch", "frog"),
                   ("Abbey ruins tour", "abbey"), ("Sand dune fencing", "dune"),
                   ("Mushroom foraging walk", "mushroom"), ("Windmill restoration", "windmill"),
                   ("Pumpkin patch", "pumpkin")],
    charts=["staff turnover", "taxi fares", "postage costs", "broadband speed", "mileage claims", "overtime pay"],
    absent=[
        "What was said about the zebra wearing sunglasses?",
        "Did a hot air balloon appear anywhere?",
        "What did the slides say about the science fair winners?",
        "Was there any talk of a tornado warning?",
        "What colour was the ambulance?",
        "Who took the golf trophy home?",
        "How long is the new tunnel?",
        "When does the {topic} consultation close?",
        "What was said about the {topic} insurance claim?",
        "Which ticket won the raffle?",
    ],
    count_q=("On how many occasions did the video show a {animal}?",
             "How many {animal} photos were there altogether?"),
    cross_photo_q=("Which animal was up on the display at the moment the narrator raised {what}?",
                   "There was an animal photo up while the host was going on about {what}. What animal was it?"),
    cross_screen_q=("Someone talked about {what} at one point: what was the heading of the slide behind them?",
                    "What page was the presentation on when the narrator got to {what}?"),
    cross_speech_q=("What was the narrator telling us over the {title} page?",
                    "When the heading read {title}, what was the host announcing?"),
    after_chart_q=("Straight after the {chart} figures were plotted, what did the video move on to?",
                   "The video had a graph on {chart}; what was the very next thing on screen?"),
    order_q=("Was {first} covered before {second}, or the other way round?",
             "Looking at the running order, did the video get to {second} or to {first} sooner?"),
    at_screen_q=("If I skip to {stamp}, what heading will I be looking at?",
                 "Around the {stamp} timestamp, which page of the deck was up?"),
    at_said_q=("Roughly {stamp} into the recording, what is the narrator going over?",
               "At timestamp {stamp}, which subject was the host discussing?"),
)


# A sixth held-out set (seeds >= SIXTH_HELD_OUT_FROM), written after the fifth one had been
# measured and its misses read.
SIXTH_HELD_OUT_FROM = 600
SIXTH_HELD_OUT = Pools(
    text=[
        ("Piano lessons", "The piano teacher is called Ingrid", "Who teaches the piano lessons, per the slide?",
         ["ingrid"]),
        ("Fish tank", "The angelfish eat frozen shrimp", "What do the angelfish eat, according to the slide?",
         ["shrimp"]),
        ("Sewing group", "Thread and needles are in the blue biscuit tin",
         "Where are the thread and needles kept, as displayed?", ["biscuit"]),
        ("Squash court", "Rackets can be borrowed from the porter",
         "Who lends out squash rackets, as the slide says?", ["porter"]),
        ("Plant swap", "Cuttings are swapped in the conservatory", "Where are plant cuttings swapped, per the screen?",
         ["conservatory"]),
        ("Jigsaw corner", "This month's puzzle is a field of tulips",
         "What picture is on this month's jigsaw puzzle, as written on the slide?", ["tulip"]),
        ("Meditation room", "Shoes go on the bamboo shelf",
         "Where do shoes go in the meditation room, according to the screen?", ["bamboo"]),
        ("Language exchange", "Partners meet up in the attic room",
         "Where do the language exchange partners meet, as shown on the slide?", ["attic"]),
    ],
    said=[
        ("The beekeeper collected sixty jars of honey this year.",
         "How much honey did the beekeeper collect, according to the speaker?", ["sixty", "60"]),
        ("The scout hut lost its flagpole in the gale.", "What did the scout hut lose, as the speaker said?",
         ["flagpole"]),
        ("The jar of sourdough starter on the top shelf belongs to Ivan.",
         "Who owns the sourdough starter, according to what was said?", ["ivan"]),
        ("Our tortoise escaped from the garden and was found behind the petrol station.",
         "Where was the tortoise found, per the talk?", ["petrol"]),
        ("The folk band will play at the boat club on New Year's Eve.",
         "When will the folk band play, according to the speaker?", ["new year"]),
        ("The wall clock in the waiting room runs seven minutes fast.",
         "What did the speaker say about the wall clock in the waiting room?", ["fast"]),
        ("The rooster at the city farm crows at half past four every morning.",
         "When does the rooster crow, as mentioned?", ["four", "4"]),
        ("The ballet school is raising money for a new sprung floor.",
         "What is the ballet school raising money for, per the speaker?", ["floor", "sprung"]),
    ],
    para=[
        ("speech", "The plumber repaired the dripping tap in the bathroom.",
         "Who mended the leaky faucet in the lavatory?", ["plumber"]),
        ("speech", "Our daughter passed her driving test on the first attempt.",
         "How did their child do in her motoring exam?", ["passed"]),
        ("speech", "The florist delivered roses to the widow on Sunday.",
         "When did the bereaved lady get her bouquet?", ["sunday"]),
        ("speech", "The toddler knocked a glass of milk onto the rug.", "What drink did the little one tip over?",
         ["milk"]),
        ("speech", "Thieves took the lawnmower from the garage.",
         "What gardening machine did the robbers make off with?", ["mower"]),
        ("speech", "Our headmaster retired after thirty years in the job.",
         "How long was the principal in charge before stepping down?", ["thirty", "30"]),
        ("ocr", "Litter on beaches dropped in December",
         "In which month did the amount of rubbish by the seaside fall?", ["december"]),
        ("ocr", "Sugar consumption fell by a quarter", "By how much did people cut down on sweet stuff?", ["quarter"]),
    ],
    mentions=[
        ("the noticeboard", "The noticeboard in the hallway is being replaced with a whiteboard.", "whiteboard"),
        ("the gutter cleaning", "The gutter cleaning was done by a man on a very tall ladder.", "ladder"),
        ("the leaving present", "The leaving present for Sandra is a garden hammock.", "hammock"),
        ("the toaster", "The toaster keeps tripping the fuses in the kitchen.", "fuses"),
        ("the vegetable show", "The vegetable show has a new prize for the largest marrow.", "marrow"),
        ("the desk lamps", "The desk lamps on the top floor are being swapped for warmer bulbs.", "bulbs"),
        ("the bake off", "The bake off judges picked a lemon tart as the winner.", "lemon"),
        ("the pension meeting", "The pension meeting is being run by an adviser from the bank.", "bank"),
    ],
    screen_titles=[("Dragonfly sightings", "dragonfly"), ("Castle wall survey", "castle"),
                   ("Oak sapling planting", "sapling"), ("Swift nesting boxes", "swift"), ("Steam fair", "steam"),
                   ("Skate park design", "skate"), ("Fossil hunting walk", "fossil"),
                   ("Marsh boardwalk", "boardwalk")],
    charts=["holiday requests", "password resets", "laptop repairs", "desk occupancy", "library fines",
            "food waste"],
    absent=[
        "What did they say about the camel that learned to paint?",
        "Did a rocket launch appear at any point?",
        "Who came first in the spelling bee?",
        "Did anyone bring up the avalanche?",
        "What colour were the mayor's gloves?",
        "What was the final score of the rugby match?",
        "How much does the sailing course cost?",
        "When is the {topic} handover?",
        "Who signed off on the {topic} overspend?",
        "What was the number plate on the getaway car?",
    ],
    count_q=("Can you count how many times the {animal} popped up?",
             "I lost track, how many {animal} pictures came up over the whole video?"),
    cross_photo_q=("When {what} got a mention, which animal was in the picture?",
                   "I remember an animal photo during the part about {what}. Which animal was that?"),
    cross_screen_q=("What slide did they have up while the voiceover was on about {what}?",
                    "Can you tell me which slide title was visible as the commentary turned to {what}?"),
    cross_speech_q=("Any idea what we were being told while the {title} heading was up?",
                    "I had the sound off during the {title} slide. What did the person talking say?"),
    after_chart_q=("What did the video cut to once the {chart} chart finished?",
                   "Right after that {chart} graph, what came on next?"),
    order_q=("Which topic got its slide earlier in the video, {first} or {second}?",
             "Was the {second} slide ahead of the {first} slide, or did {first} come up before it?"),
    at_screen_q=("What does the slide at {stamp} say?", "Jumping to {stamp}, what's visible on screen there?"),
    at_said_q=("What's being talked about in the audio at {stamp}?",
               "At about {stamp} in the clip, what can you hear them saying?"),
)

# A seventh held-out set (seeds >= SEVENTH_HELD_OUT_FROM), written after the sixth one had been
# measured and its misses read.
SEVENTH_HELD_OUT_FROM = 700
SEVENTH_HELD_OUT = Pools(
    text=[
        ("Costume hire", "Fancy dress outfits are stored in the loft",
         "Where does the slide say the fancy dress outfits are stored?", ["loft"]),
        ("Bird feeders", "Refill the feeders with peanuts",
         "What should the bird feeders be refilled with, going by the slide?", ["peanut"]),
        ("Tea round", "The kettle lives next to the photocopier",
         "Where is the kettle for the tea round, as the screen shows?", ["photocopier"]),
        ("Crossword club", "Solutions are taped inside the stairwell",
         "Where are the crossword solutions taped up, according to the text on screen?", ["stairwell"]),
        ("Fishing trip", "Rods are handed out by Desmond", "Who hands out the fishing rods, per the slide?",
         ["desmond"]),
        ("Quilting evening", "Fabric scraps go in the wicker hamper",
         "Where do the fabric scraps go, according to the slide?", ["wicker", "hamper"]),
        ("Lunchtime walks", "Walkers meet at the statue by the main entrance",
         "Where do the lunchtime walkers meet, as the slide says?", ["statue"]),
        ("Sign language class", "The tutor for beginners is Marigold",
         "Which tutor takes the beginners in the sign language class, per the slide?", ["marigold"]),
    ],
    said=[
        ("Our parrot in the reception area has learned to whistle a pop song.",
         "What did the speaker say about the parrot?", ["whistle"]),
        ("The climbing wall at the sports centre is getting twenty new holds.",
         "What is the climbing wall getting, as the speaker said?", ["holds", "twenty", "20"]),
        ("The street party was called off after the council refused a permit.",
         "Why was the street party called off, according to the speaker?", ["permit", "council"]),
        ("Our cleaner found a gold ring behind the radiator in room eight.",
         "Where did the cleaner find the gold ring, as it was said?", ["radiator"]),
        ("The sandwich van now stops outside the gates at half past twelve.",
         "When does the sandwich van stop outside, according to what was said?", ["twelve", "12"]),
        ("The boating lake in the park is being drained to clear out the weeds.",
         "Why is the boating lake being drained, per the speaker?", ["weeds"]),
        ("The magician at the children's party pulled a rabbit out of a teapot.",
         "What did the magician pull out of a teapot, as mentioned?", ["rabbit"]),
        ("Our night watchman has been feeding a family of ducks by the front steps.",
         "What has the night watchman been feeding, per the talk?", ["duck"]),
    ],
    para=[
        ("speech", "The electrician rewired the kitchen last Tuesday.",
         "When were the circuits in the cooking area redone?", ["tuesday"]),
        ("speech", "My nephew broke his arm falling off a trampoline.",
         "What part of his body did the lad hurt when he tumbled from the bouncy mat?", ["arm"]),
        ("speech", "The corner shop sold out of bread by nine in the morning.",
         "By what hour did the local store have no loaves left?", ["nine", "9"]),
        ("speech", "The postman was chased down the lane by an angry goose.",
         "Which bird went after the mail carrier?", ["goose"]),
        ("speech", "Our cousin won a free cruise in a radio competition.",
         "What trip did their relative land by entering a contest on the airwaves?", ["cruise"]),
        ("speech", "The vet said our hamster needs to go on a diet.",
         "What did the animal doctor suggest for the pet rodent?", ["diet"]),
        ("ocr", "Ice lolly sales soared in July", "When did people buy the most frozen treats?", ["july"]),
        ("ocr", "Road repairs finished three weeks early", "How far ahead of schedule was the street work done?",
         ["three", "3"]),
    ],
    mentions=[
        ("the bike pump", "The bike pump now hangs on a hook by the side entrance.", "hook"),
        ("the tombola", "The tombola at the summer fair has a giant teddy bear as top prize.", "teddy"),
        ("the fish supper", "The fish supper will finish with a slideshow of old holiday snaps.", "slideshow"),
        ("the door code", "The door code is being changed after someone shared it online.", "online"),
        ("the missing keys", "The missing keys turned up inside a flower pot by the back door.", "flower"),
        ("the Christmas meal", "The Christmas meal will be at a Greek restaurant this year.", "greek"),
        ("the gate barrier", "The gate barrier only lifts if you flash your headlights.", "headlights"),
        ("the hand dryer", "The hand dryer in the gents is louder than a jet engine.", "engine"),
    ],
    screen_titles=[("Otter spotting", "otter"), ("Cliff path erosion", "cliff"), ("Evening bat walk", "bat"),
                   ("Pier repainting", "pier"), ("Moorland survey", "moorland"), ("Bluebell wood walk", "bluebell"),
                   ("Cider apple pressing", "cider"), ("Kayak launch ramp", "kayak")],
    charts=["fuel spending", "newsletter signups", "phone bills", "shop footfall", "cleaning supplies",
            "locksmith callouts"],
    absent=[
        "What was said about the flamingo that got loose from the zoo?",
        "Did we ever see a cable car in the video?",
        "What did the slides say about the diving competition?",
        "Did anybody talk about the lunar eclipse?",
        "What colour was the queen's hat?",
        "Who won the ballroom dancing contest?",
        "How many floors does the new skyscraper have?",
        "When is the {topic} inspection?",
        "Who complained about the {topic} invoice?",
        "Which horse won the big race?",
    ],
    count_q=("Quick one, how many {animal} shots did the video include?",
             "Do you know the number of times a {animal} turned up in the footage?"),
    cross_photo_q=("Right as the speaker got onto {what}, what kind of animal was in the image?",
                   "There's a part where {what} comes up. Which animal is pictured during it?"),
    cross_screen_q=("Remind me, which slide was sitting on screen while {what} was being explained?",
                    "What heading could you read on the screen during the comments on {what}?"),
    cross_speech_q=("Can you sum up what the speaker said over the {title} slide?",
                    "While {title} was the slide on screen, what were they telling the audience?"),
    after_chart_q=("After the bar chart of {chart} went away, what replaced it?",
                   "Which slide did the {chart} chart lead into?"),
    order_q=("Which was up on screen first in the video: the {first} update or the {second} update?",
             "I'm trying to get the sequence right: {first} or {second}, which slide came up before the other?"),
    at_screen_q=("Pause it at {stamp}: what would I see on the slide?",
                 "Can you describe what's displayed when the video hits {stamp}?"),
    at_said_q=("What topic is the speaker covering when the counter reads {stamp}?",
               "If I listen from {stamp}, what will I hear being discussed?"),
)

# An eighth held-out set (seeds >= EIGHTH_HELD_OUT_FROM), written after the seventh one had been
# measured and its misses read.
EIGHTH_HELD_OUT_FROM = 800
EIGHTH_HELD_OUT = Pools(
    text=[
        ("Sunflower contest", "The tallest sunflower wins a copper medal",
         "What does the tallest sunflower win, according to the slide?", ["copper"]),
        ("Bowls evening", "Bowls are stored under the grandstand", "Where are the bowls stored, going by the screen?",
         ["grandstand"]),
        ("Ping pong league", "Scores are chalked on the blackboard",
         "Where are the ping pong scores written up, as the slide shows?", ["blackboard"]),
        ("Charity shop", "Donations are sorted by a volunteer called Winston",
         "Who sorts the charity shop donations, per the slide?", ["winston"]),
        ("Parent room", "The key is kept at the gatehouse", "Where is the key to the parent room kept, as written?",
         ["gatehouse"]),
        ("Pudding club", "Members vote for the best crumble",
         "Which dessert do the pudding club members vote on, according to the text on screen?", ["crumble"]),
        ("Bottle bank", "Glass goes in the crate by the boiler house",
         "Where does glass go, according to the bottle bank slide?", ["boiler"]),
        ("Running club", "Laps start from the bandstand", "Where do the running club laps start, as displayed?",
         ["bandstand"]),
    ],
    said=[
        ("Our crossing guard is retiring after twenty five years outside the school.",
         "What did the speaker say about the crossing guard?", ["retiring", "retire"]),
        ("The swans by the river now have five babies.", "How many babies do the swans have, per the speaker?",
         ["five", "5"]),
        ("The hairdresser next door is giving free haircuts to anyone over eighty.",
         "Who gets free haircuts from the hairdresser, as the speaker said?", ["eighty", "80"]),
        ("The scarecrow in the school garden was stolen during the night.",
         "What happened to the scarecrow, according to what was said?", ["stolen"]),
        ("The old chestnut tree beside the playing field will be cut down because it is rotten.",
         "Why will the old chestnut tree be cut down, per the talk?", ["rotten"]),
        ("The launderette on the high street now stays open all night.",
         "What did they say about the launderette?", ["night"]),
        ("The pigeons have built a nest on the window ledge of the boardroom.",
         "Where have the pigeons built a nest, according to the speaker?", ["ledge", "boardroom"]),
        ("The accordion player at the market was asked to play more quietly.",
         "What was the accordion player asked to do, as mentioned?", ["quiet"]),
    ],
    para=[
        ("speech", "The baker ran out of flour before lunchtime.",
         "What ingredient did the bread maker use up by midday?", ["flour"]),
        ("speech", "My uncle hooked an enormous salmon.", "What kind of fish did the mother's brother reel in?",
         ["salmon"]),
        ("speech", "The pharmacist gave my grandfather the wrong pills.",
         "What mistake did the chemist make with the old man's tablets?", ["wrong"]),
        ("speech", "The concert was ruined by a thunderstorm.", "What weather spoiled the gig?",
         ["thunderstorm", "thunder"]),
        ("speech", "Our teenage son scored a goal in the last minute.",
         "At what point in the match did the boy find the net?", ["last", "minute"]),
        ("speech", "The waiter dropped a tray of glasses at the reception.",
         "What did the person serving tables let fall during the celebration?", ["tray", "glasses"]),
        ("ocr", "Pickpocketing surged during August", "In which month did street theft go up most?", ["august"]),
        ("ocr", "Zoo visits dwindled by a fifth", "By what share did outings to the animal park decline?",
         ["fifth"]),
    ],
    mentions=[
        ("the fridge magnets", "The fridge magnets were brought back from a trip to Spain.", "spain"),
        ("the plant watering", "The plant watering is covered by Gareth while Sue is away.", "gareth"),
        ("the squeaky door", "The squeaky door to the meeting room just needs a drop of oil.", "oil"),
        ("the lucky draw", "The lucky draw prize is a weekend in a caravan by the sea.", "caravan"),
        ("the smoke detector", "The smoke detector in the corridor beeps because its battery is flat.", "beeps"),
        ("the car wash", "The car wash fundraiser paid for a trip to the seaside.", "seaside"),
        ("the escape room", "The escape room outing is booked for the first Friday after payday.", "payday"),
        ("the ceiling fan", "The ceiling fan in the waiting area wobbles when it is on full speed.", "wobbles"),
    ],
    screen_titles=[("Seal colony count", "seal"), ("Red squirrel watch", "squirrel"),
                   ("Stargazing evening", "stargazing"), ("Tide pool exploring", "tide"),
                   ("Cherry blossom walk", "cherry"), ("Dry stone walling", "stone"),
                   ("Lavender farm visit", "lavender"), ("Estuary mudflat walk", "estuary")],
    charts=["recycling tonnage", "staff birthdays", "hay fever reports", "envelope orders", "car pool trips",
            "lift breakdowns"],
    absent=[
        "What was said about the ostrich riding a bicycle?",
        "Was a windsurfer ever shown?",
        "What did the slides say about the pie eating contest?",
        "Did the speaker ever warn about a hailstorm?",
        "What colour was the referee's whistle?",
        "Which archer scored highest?",
        "How tall is the cathedral spire?",
        "When is the {topic} launch party?",
        "Who leaked the {topic} figures?",
        "What did the fortune teller predict?",
    ],
    count_q=("How many appearances did the {animal} make in total?",
             "Hey, how many times do you spot a {animal} in this video?"),
    cross_photo_q=("Which animal's photo was showing during the bit about {what}?",
                   "When they were chatting about {what}, what animal was on the slide behind them?"),
    cross_screen_q=("What slide happened to be on screen when {what} was raised?",
                    "Which screen were we on during the mention of {what}?"),
    cross_speech_q=("What was the audio over the {title} slide about?",
                    "Could you tell me what got said while the {title} title card was up?"),
    after_chart_q=("What's the very next slide after the {chart} one?",
                   "Tell me which slide comes straight after the {chart} chart."),
    order_q=("Which did I see earlier on, the {first} slide or the {second} one?",
             "Quick ordering question: {first} slide vs {second} slide, which was up first?"),
    at_screen_q=("I'm at {stamp} in the video, what slide is this?", "What's up on the screen at {stamp}?"),
    at_said_q=("What are they on about at {stamp}?", "Can you tell me what gets said right at {stamp}?"),
)

# A ninth held-out set (seeds >= NINTH_HELD_OUT_FROM), written after the eighth one had been
# measured and its misses read.
NINTH_HELD_OUT_FROM = 900
NINTH_HELD_OUT = Pools(
    text=[
        ("Model railway", "The engines are kept in the signal box",
         "Where does the model railway slide say the engines are kept?", ["signal"]),
        ("Origami workshop", "Paper is given out by a tutor called Cornelius",
         "Quick question, on the origami workshop slide, who gives out the paper?", ["cornelius"]),
        ("Calligraphy class", "Bring your own quill and a bottle of ink",
         "What does the calligraphy class slide tell people to bring?", ["quill"]),
        ("Salsa nights", "Dancers practise on the mezzanine",
         "Where do the salsa dancers practise, going by what's written on screen?", ["mezzanine"]),
        ("Cheese tasting", "The featured cheese comes from a small dairy in Wales",
         "The cheese tasting slide says where the featured cheese is from. Where is that?", ["wales"]),
        ("Snack cupboard", "Spare crisps are hidden behind the cereal boxes",
         "According to the snack cupboard slide, where are the spare crisps hidden?", ["cereal"]),
        ("Harp lessons", "Lessons are held in the orangery",
         "Which room are the harp lessons held in? It was written on one of the slides.", ["orangery"]),
        ("Orienteering", "Maps and compasses are collected from the green kiosk",
         "Where do you pick up maps and compasses for orienteering, as the slide puts it?", ["kiosk"]),
    ],
    said=[
        ("The lifeguard spotted a grass snake near the paddling pool.",
         "What did the lifeguard spot near the paddling pool? I think the speaker mentioned it.", ["snake"]),
        ("The bell ringers have been asked to stop practising before sunrise.",
         "What were the bell ringers asked to do, according to the speaker?", ["sunrise"]),
        ("The vicar is organising a sponsored hike to the coast.",
         "Where is the vicar's sponsored hike going, as the speaker said?", ["coast"]),
        ("A woodpecker has been drumming on the telegraph pole outside the public library.",
         "What did they say has been drumming on the telegraph pole?", ["woodpecker"]),
        ("The brass band rehearsal has moved to the youth centre.",
         "Where has the brass band rehearsal moved to, according to what was said?", ["youth"]),
        ("The roller disco was cancelled because the floor was too slippery.",
         "Why did the roller disco get cancelled? The speaker gave a reason.", ["slippery"]),
        ("Our apprentice baked a carrot cake for everyone in the building.",
         "What kind of cake did the apprentice bake, per the speaker?", ["carrot"]),
        ("The weather vane on the town hall was bent by lightning.",
         "In the audio, what did they say bent the weather vane on the town hall?", ["lightning"]),
    ],
    para=[
        ("speech", "The surgeon removed my brother's tonsils last weekend.",
         "What did the operating doctor take out of the speaker's sibling?", ["tonsils"]),
        ("speech", "The fishermen caught nothing because the sea was too rough.",
         "Why did the anglers come home empty-handed?", ["rough"]),
        ("speech", "Our grandson lost his front tooth while eating an apple.",
         "What fell out of the little boy's mouth during a snack of fruit?", ["tooth"]),
        ("speech", "The jury found the defendant not guilty after two days.",
         "What verdict did the panel reach about the accused?", ["guilty"]),
        ("speech", "The farmer sold his tractor to pay for the wedding.",
         "What did the agricultural worker give up to fund the marriage ceremony?", ["tractor"]),
        ("speech", "The decorator painted the nursery a bright shade of pink.",
         "What hue did the tradesman use on the infant's room walls?", ["pink"]),
        ("ocr", "Pothole reports quadrupled", "By what factor did warnings about damaged road surfaces grow?",
         ["quadrupled"]),
        ("ocr", "Rail fares rose by a tenth", "How much more expensive did journeys by train become?", ["tenth"]),
    ],
    mentions=[
        ("the lost wallet", "The lost wallet was handed in by a jogger early this morning.", "jogger"),
        ("the garden shed", "The garden shed is getting a new padlock after the break in.", "padlock"),
        ("the welcome pack", "The welcome pack for new starters includes a mug and a notebook.", "mug"),
        ("the book club", "The book club is reading a detective story set in Venice.", "venice"),
        ("the shredder", "The shredder overheats if you feed it more than ten pages.", "overheats"),
        ("the summer outing", "The summer outing is a tour of a chocolate factory.", "chocolate"),
        ("the new carpet", "The new carpet on the fourth floor is mustard yellow and nobody likes it.", "mustard"),
        ("the mouse trap", "The mouse trap under the sink caught nothing but an old sock.", "sock"),
    ],
    screen_titles=[("Puffin burrow count", "puffin"), ("Hazel coppicing day", "hazel"),
                   ("Kingfisher hide", "kingfisher"), ("Waterfall trail", "waterfall"),
                   ("Lichen spotting", "lichen"), ("Glow worm evening", "glow"),
                   ("Sheep shearing demo", "sheep"), ("Reed bed planting", "reed")],
    charts=["expense forms", "courier pickups", "late arrivals", "humidity readings", "cafe takings",
            "key card swipes"],
    absent=[
        "What was said about the walrus in the top hat?",
        "Did a motorbike show up anywhere in the video?",
        "What record did the slides mention for the hot dog contest?",
        "Was there any mention of a drought?",
        "What colour was the astronaut's suit?",
        "Who was crowned champion of the tug of war?",
        "How high is the ski jump?",
        "When is the {topic} kickoff?",
        "Which consultant wrote the {topic} proposal?",
        "What was the winning lottery number?",
    ],
    count_q=("Quick question: how many separate times does the {animal} photo come up?",
             "I think I saw the {animal} more than once. How many times was it shown altogether?"),
    cross_photo_q=("What animal did the slide show at the moment {what} was brought up?",
                   "hey, when the voice mentions {what}, which animal is in the picture?"),
    cross_screen_q=("Someone mentions {what} at some point. What slide title was showing then?",
                    "what heading was on the slide right when they talked about {what}?"),
    cross_speech_q=("The {title} slide is up for a bit. What's being said over it?",
                    "Tell me what the narrator says while the slide reads {title}."),
    after_chart_q=("What slide comes up immediately after the {chart} chart?",
                   "There's a chart of {chart} somewhere. What slide comes right after it?"),
    order_q=("{first} vs {second}: which of those two slides was up earlier in the video?",
             "Quick check on the order: was the {first} slide before the {second} slide, or the other way around?"),
    at_screen_q=("{stamp}, what's on the slide at that moment?",
                 "Could you check the slide at {stamp} and tell me its title?"),
    at_said_q=("At {stamp}, what's the speaker talking about?",
               "quick question, what's being said in the audio right around {stamp}?"),
)


# A tenth held-out set (seeds >= TENTH_HELD_OUT_FROM), written after the ninth one had been
# measured and its misses read.
TENTH_HELD_OUT_FROM = 1000
TENTH_HELD_OUT = Pools(
    text=[
        ("Watercolour class", "Brushes are rinsed in the scullery",
         "Where do the watercolour brushes get rinsed? It's written on the slide.", ["scullery"]),
        ("Badminton ladder", "Results are pinned up inside the clubhouse",
         "Going by the badminton ladder slide, where do the results get pinned up?", ["clubhouse"]),
        ("Pickling workshop", "Vinegar is kept on the larder shelf",
         "where's the vinegar for the pickling workshop kept, according to the slide?", ["larder"]),
        ("Film society", "Popcorn is sold by a volunteer called Bartholomew",
         "The film society slide names the person selling popcorn. Who is it?", ["bartholomew"]),
        ("Fencing club", "Masks hang in the armoury",
         "What room do the fencing club masks hang in, per the text on screen?", ["armoury", "armory"]),
        ("Embroidery circle", "Hoops are lent out from the sideboard in the parlour",
         "On the embroidery circle slide, where are the hoops lent out from?", ["sideboard", "parlour"]),
        ("Bonsai care", "Trim the branches with the curved scissors",
         "What does the bonsai care slide say to trim the branches with?", ["scissors"]),
        ("Clog dancing", "Clogs are borrowed from the wardrobe beside the stage",
         "Where can you borrow clogs from? I remember it was on a slide about clog dancing.", ["wardrobe"]),
    ],
    said=[
        ("The milkman has started delivering fresh eggs on Wednesdays.",
         "The milkman has started delivering something new, the speaker said. What is it?", ["egg"]),
        ("A peacock wandered into the courtyard and refused to leave.",
         "According to the speaker, what wandered into the courtyard?", ["peacock"]),
        ("Our receptionist grew a cucumber as long as her arm.",
         "what did the receptionist grow? someone mentioned it in the talk", ["cucumber"]),
        ("The handyman painted the back fence lilac by mistake.",
         "In the audio, what colour did the handyman paint the fence?", ["lilac"]),
        ("The travelling circus is putting up its big top beside the old quarry.",
         "Where's the travelling circus putting up its tent? I think the speaker said.", ["quarry"]),
        ("Our weekend flying club lost a glider in the reservoir.",
         "The speaker said the flying club lost a glider somewhere. Where was it?", ["reservoir"]),
        ("Our security guard has a tame robin that eats from his hand.",
         "What did they say eats out of the security guard's hand?", ["robin"]),
        ("The sushi bar next to the station now gives pensioners a discount.",
         "Who gets a discount at the sushi bar now, going by what the speaker said?", ["pensioner"]),
    ],
    para=[
        ("speech", "The lifeboat crew rescued two sailors off the rocks.",
         "How many mariners did the coastal emergency volunteers pull from the crags?", ["two", "2"]),
        ("speech", "The barber accidentally cut my fringe far too short.",
         "Which part of the speaker's hair did the men's stylist chop off unintentionally?", ["fringe"]),
        ("speech", "The midwife delivered triplets during the power cut.",
         "How many infants did the birthing specialist bring into the world in the blackout?", ["triplets", "three"]),
        ("speech", "The scientist discovered a new species of beetle in the rainforest.",
         "What kind of insect did the researcher find in the jungle?", ["beetle"]),
        ("speech", "The builder dug up a rusty sword while laying the foundations.",
         "What did the construction worker unearth while putting in the groundwork?", ["sword"]),
        ("speech", "The blacksmith forged a new gate for the cemetery.",
         "What did the metal worker make for the graveyard?", ["gate"]),
        ("ocr", "Doorstep scams rose fivefold",
         "How many times over did swindles by people knocking at homes increase?", ["fivefold", "five"]),
        ("ocr", "Takeaway orders climbed by a sixth",
         "By what fraction did purchases of ready-cooked meals to eat at home go up?", ["sixth"]),
    ],
    mentions=[
        ("the dishwasher", "The dishwasher keeps flashing a red light and refuses to start.", "flashing"),
        ("the defibrillator", "The defibrillator on the landing is past its expiry date.", "expiry"),
        ("the projector", "The projector in the big meeting room hums so loudly that nobody can hear.", "hums"),
        ("the revolving door", "The revolving door at the entrance trapped the manager's briefcase.", "briefcase"),
        ("the sweepstake", "The sweepstake was won by a lady in the post room who picked Brazil.", "brazil"),
        ("the remembrance parade", "The remembrance parade this Sunday begins at the war memorial.", "memorial"),
        ("the bunting", "The bunting along the corridor was made from old pillowcases.", "pillow"),
        ("the letterbox", "The letterbox has been taped shut because of a wasp nest inside it.", "wasp"),
    ],
    screen_titles=[("Newt counting night", "newt"), ("Dormouse monitoring", "dormouse"),
                   ("Shingle spit walk", "shingle"), ("Osprey webcam", "osprey"),
                   ("Walnut grove pruning", "walnut"), ("Viaduct history talk", "viaduct"),
                   ("Maypole practice", "maypole"), ("Bramble picking", "bramble")],
    charts=["photocopies made", "visitor sign-ins", "stapler refills", "bin collections", "charger loans",
            "step counts"],
    absent=[
        "What was said about the hippo that played the trumpet?",
        "I thought I saw a monster truck somewhere, was there one?",
        "What did the slides say about the gingerbread house competition?",
        "Did anyone say anything about a monsoon?",
        "What colour was the wizard's cloak?",
        "Who won the snowball fight?",
        "How tall is the totem pole?",
        "Who is chairing the {topic} tribunal?",
        "When does the {topic} amnesty end?",
        "What's the combination for the safe?",
    ],
    count_q=("How many times does the video put up a photo of the {animal}?",
             "was the {animal} on screen just once or a few times? I need the exact number"),
    cross_photo_q=("Somebody brings up {what} at one point. What animal was pictured right then?",
                   "what animal's in the photo while they're talking about {what}?"),
    cross_screen_q=("While the voice was on the subject of {what}, what did the slide heading say?",
                    "Which slide title was showing at the moment {what} came up in the audio?"),
    cross_speech_q=("What does the voiceover say during the {title} slide? Just the gist is fine.",
                    "when the {title} slide's on screen, what's the speaker telling us?"),
    after_chart_q=("Which slide follows directly after the chart showing {chart}?",
                   "After the {chart} chart, what's the next slide? thanks"),
    order_q=("Of the {first} slide and the {second} slide, which one shows up first?",
             "quick one: between {second} and {first}, which update slide did I see first?"),
    at_screen_q=("Can you tell me the title of the slide showing at {stamp}?",
                 "at {stamp} what's on screen? just the slide title please"),
    at_said_q=("What's the narrator saying at the {stamp} mark?",
               "hmm, I missed what was said at {stamp}. What was it?"),
)


# An eleventh held-out set (seeds >= ELEVENTH_HELD_OUT_FROM), written after the tenth one had been
# measured and its misses read.
ELEVENTH_HELD_OUT_FROM = 1100
ELEVENTH_HELD_OUT = Pools(
    text=[
        ("Mosaic workshop", "Tiles are sorted in the potting shed",
         "hey, where do the mosaic tiles get sorted? it's on the workshop slide", ["potting"]),
        ("Croquet lawn", "Mallets are signed out by a groundsman called Percival",
         "Who signs out the croquet mallets? The name's written on one of the slides.", ["percival"]),
        ("Candle making", "Wax is melted down in the cellar",
         "According to the candle making slide, where is the wax melted down?", ["cellar"]),
        ("Bookbinding class", "Glue pots are kept in the writing bureau",
         "what does the bookbinding class slide say the glue pots are kept in?", ["bureau"]),
        ("Netball squad", "Bibs are hung to dry on the balcony",
         "Where are the netball bibs hung to dry, going by the text on the slide?", ["balcony"]),
        ("Lino printing", "Carving tools are locked in a leather trunk",
         "The lino printing slide says the carving tools are locked away in something. What is it?", ["trunk"]),
        ("Puppet theatre", "Shows begin when the gong sounds",
         "What signals the start of the puppet theatre shows, per the slide?", ["gong"]),
        ("Skittles alley", "Spare pins are under the staircase in the annexe",
         "On the skittles alley slide, where does it say the spare pins are kept?", ["annex", "staircase"]),
    ],
    said=[
        ("The ironmonger at the flea market now sells antique door knockers.",
         "What's the ironmonger at the flea market selling now? The speaker mentioned it.", ["knocker"]),
        ("A swarm of ladybirds has settled on the sundial in the rose garden.",
         "What has settled on the sundial in the rose garden, according to the speaker?", ["ladybird", "ladybug"]),
        ("Our tailor can now take up trousers while you wait.",
         "so what can the tailor do while you wait now? I think it was said out loud", ["trousers"]),
        ("The carousel on the seafront is closed because a bolt came loose.",
         "Why's the carousel on the seafront closed? The speaker gave a reason.", ["bolt"]),
        ("The canoe club has bought a second trailer for its boats.",
         "In the audio, what did they say the canoe club has bought?", ["trailer"]),
        ("The optician on Station Road now gives free eye tests to lorry drivers.",
         "Who gets free eye tests at the optician on Station Road, going by what was said?", ["lorry"]),
        ("The old post office on Queen Street is being turned into a tapas bar.",
         "What's the old post office on Queen Street becoming? someone said it in the talk", ["tapas"]),
        ("A seagull snatched a sausage roll from the chairman's plate.",
         "According to the voiceover, what snatched a sausage roll off the chairman's plate?", ["gull"]),
    ],
    para=[
        ("speech", "The shepherd found the missing lambs during a blizzard.",
         "In what kind of weather did the flock keeper locate the lost young sheep?", ["blizzard", "snow"]),
        ("speech", "The goat next door ate the washing off the line.",
         "Which animal belonging to the neighbours chewed up the laundry hanging outside to dry?", ["goat"]),
        ("speech", "The judge fined the cyclist for riding on the pavement.",
         "What penalty did the magistrate give the bike user for going along the footway?", ["fine"]),
        ("speech", "The cobbler stitched new soles onto my walking boots.",
         "What did the shoe mender sew onto the speaker's hiking footwear?", ["sole"]),
        ("speech", "The auctioneer sold a cuckoo clock for a small fortune.",
         "What kind of timepiece fetched loads of money under the hammer?", ["cuckoo"]),
        ("speech", "My aunt fell asleep during the opera.",
         "At what kind of musical show did the speaker's relative doze off?", ["opera"]),
        ("ocr", "Spa bookings slumped by an eighth",
         "By what fraction did reservations at health resorts drop?", ["eighth"]),
        ("ocr", "Guitar sales grew sevenfold",
         "By what multiple did purchases of six-stringed instruments go up?", ["sevenfold", "seven"]),
    ],
    mentions=[
        ("the fire escape", "The fire escape at the back is blocked by a pile of broken pallets.", "pallet"),
        ("the spider plant", "The spider plant in reception is climbing up a wooden trellis.", "trellis"),
        ("the lost property box", "The lost property box is full of odd gloves and a pair of swimming goggles.",
         "goggles"),
        ("the coat stand", "The coat stand by the lifts topples over if you hang a rucksack on it.", "rucksack"),
        ("the skylight", "The skylight above the stairs has a bucket under it to catch the drips.", "bucket"),
        ("the soap dispenser", "The soap dispenser in the kitchen smells of cinnamon.", "cinnamon"),
        ("the wall calendar", "The wall calendar this year has a different gnome for every month.", "gnome"),
        ("the mail trolley", "The mail trolley has a wobbly wheel that squeaks on every corner.", "wheel"),
    ],
    screen_titles=[("Toad rescue patrol", "toad"), ("Beech hedge laying", "beech"),
                   ("Curlew sighting log", "curlew"), ("Underpass mural painting", "mural"),
                   ("Trout stream survey", "trout"), ("Acorn collecting day", "acorn"),
                   ("Bridleway clearance", "bridleway"), ("Beacon hill bonfire", "beacon")],
    charts=["paper towel usage", "decibel readings", "lanyard orders", "webinar ratings", "tissue box orders",
            "thermostat changes"],
    absent=[
        "Did the speaker say anything about a koala on a skateboard?",
        "Was a pyramid shown anywhere in the video?",
        "What did the slides say about the yo-yo contest?",
        "Did the speaker mention a comet at all?",
        "What colour was the clown's nose?",
        "Who won the egg and spoon race?",
        "How long is the suspension bridge?",
        "Who's paying for the {topic} retreat?",
        "what's the phone number for the {topic} hotline?",
        "Which hotel did the presenter stay at?",
    ],
    count_q=("How many {animal} pics are in the whole video? Just give me a number.",
             "ok the {animal} keeps coming back, how many times is it shown in total?"),
    cross_photo_q=("Which animal can you see in the photo while the voice talks about {what}?",
                   "hey, during the bit on {what}, what animal was pictured?"),
    cross_screen_q=("The audio mentions {what} at one point. Which slide was on screen then? Title please.",
                    "what was the slide heading while they were going on about {what}?"),
    cross_speech_q=("I was reading the {title} slide and missed the audio. What did they say over it?",
                    "What gets said out loud while the {title} slide is showing?"),
    after_chart_q=("The {chart} chart, what comes straight after it?",
                   "Which slide follows the chart of {chart}? The very next one, I mean."),
    order_q=("{second} and {first} both got an update slide. Which one appeared earlier?",
             "trying to remember the order here... was {first} shown before {second}, or was it {second} first?"),
    at_screen_q=("skip to {stamp}: which slide is up there?",
                 "Could you read me the heading of the slide that's on screen at {stamp}?"),
    at_said_q=("What's the narration about at {stamp}? I had it muted.",
               "Couldn't catch the audio at {stamp}, roughly what did the speaker say?"),
)


# A twelfth held-out set (seeds >= TWELFTH_HELD_OUT_FROM), written after the eleventh one had been
# measured and its misses read.
TWELFTH_HELD_OUT_FROM = 1200
TWELFTH_HELD_OUT = Pools(
    text=[
        ("Woodturning class", "Chisels are sharpened by an instructor called Ambrose",
         "who sharpens the chisels at the woodturning class? pretty sure the name was on a slide", ["ambrose"]),
        ("Falconry display", "Leather gauntlets hang in the tack room",
         "The falconry display slide: where do the gauntlets get hung up?", ["tack"]),
        ("Stained glass course", "Lead strips are stored in the vestry",
         "hey, quick one — the stained glass course slide said the lead strips are stored somewhere. Where?",
         ["vestry"]),
        ("Tai chi mornings", "Sessions gather beneath the cedar tree",
         "Where do the tai chi people meet up in the mornings? It was written on screen somewhere.", ["cedar"]),
        ("Go-kart outing", "Helmets are handed out from the portacabin",
         "go-kart helmets, where are they handed out from? going by the text", ["portacabin"]),
        ("Perfume blending", "Essential oils are locked in the dumbwaiter",
         "I think a slide said where the essential oils for perfume blending are locked away... what was it?",
         ["dumbwaiter"]),
        ("Dumpling workshop", "Steamers are borrowed from a chef called Florentyna",
         "What's the name of the chef you borrow steamers from for the dumpling workshop? (it's on the slide)",
         ["florentyna"]),
        ("Home brewing club", "Hops are dried in the oast house",
         "Do you remember which building the brewing club dries its hops in, from the slide?", ["oast"]),
    ],
    said=[
        ("The marina has banned jet skis after dark.",
         "what did the speaker say the marina banned after dark?", ["jet ski", "jetski"]),
        ("A family of hares has moved into the long grass behind the water tower.",
         "Something moved into the long grass behind the water tower, according to the voiceover. What was it?",
         ["hare"]),
        ("The chiropodist on Bishop Lane has hired a second assistant named Pilar.",
         "The chiropodist on Bishop Lane took on a new assistant, I think it was said out loud. What's her name?",
         ["pilar"]),
        ("Our landscaper is training two ferrets to chase the rats out of the rhubarb patch.",
         "do you remember what the landscaper is training to get rid of the rats? the speaker talked about it",
         ["ferret"]),
        ("The hovercraft service is suspended until the new propeller arrives.",
         "Why's the hovercraft service suspended right now? It was mentioned in the talk.", ["propeller"]),
        ("The butcher on Tanner Street now makes venison sausages.",
         "What kind of sausages is the butcher on Tanner Street making now, going by the audio?", ["venison"]),
        ("The velodrome is repainting its track in bright turquoise.",
         "what colour is the velodrome track getting repainted? heard it in the narration", ["turquoise"]),
        ("A llama escaped from the petting farm and strolled into the hardware store.",
         "Someone said an animal got out of the petting farm and walked into a shop. Which animal?", ["llama"]),
    ],
    para=[
        ("speech", "The plasterer patched the crack above the fireplace.",
         "What did the wall finisher repair over the hearth?", ["crack"]),
        ("speech", "The gymnast twisted her ankle during the final routine.",
         "Which joint did the athlete on the beam hurt in her closing performance?", ["ankle"]),
        ("speech", "My niece adopted a three-legged greyhound.",
         "what breed of pooch did the speaker's sister's girl give a home to?", ["greyhound"]),
        ("speech", "The cellist left her instrument in the back of a minicab.",
         "Where did the orchestra's string player forget the thing she plays?", ["minicab", "cab", "taxi"]),
        ("speech", "The lumberjack chopped down a hollow sycamore.",
         "Which kind of tree did the woodcutter fell?", ["sycamore"]),
        ("speech", "The ventriloquist lost his voice before the matinee.",
         "What went wrong for the act with the dummy ahead of the afternoon show?", ["voice"]),
        ("ocr", "Moped thefts trebled",
         "by how many times over did stealing of little motorised two-wheelers go up?", ["trebled", "three", "3"]),
        ("ocr", "Marquee rentals fell by a ninth",
         "What fraction did bookings of big party tents drop by?", ["ninth"]),
    ],
    mentions=[
        ("the pinball machine", "The pinball machine in the games corner only takes old fifty pence coins.", "pence"),
        ("the photo booth", "The photo booth at the reunion printed every picture upside down.", "upside"),
        ("the massage chair", "The massage chair in the staff lounge plays whale song while it runs.", "whale"),
        ("the jukebox", "The jukebox in the social club is stuck on a single sea shanty.", "shanty"),
        ("the dehumidifier", "The dehumidifier in the stockroom is painted to look like a postbox.", "postbox"),
        ("the globe", "The globe on the director's desk lights up and still shows the Soviet Union.", "soviet"),
        ("the intercom", "The intercom at the front gate crackles so badly that guests end up waving at the camera.",
         "waving"),
        ("the bird bath", "The bird bath on the lawn is visited every morning by a pair of magpies.", "magpie"),
    ],
    screen_titles=[("Stoat tracking", "stoat"), ("Gorse clearing", "gorse"),
                   ("Nightjar survey", "nightjar"), ("Elver run monitoring", "elver"),
                   ("Rookery count", "rookery"), ("Thatching demonstration", "thatching"),
                   ("Sundew bog walk", "sundew"), ("Tithe barn open day", "tithe")],
    charts=["fax pages sent", "headset returns", "cable tie orders", "monitor faults", "door wedge orders",
            "cushion replacements"],
    absent=[
        "hey, what did they say about the raccoon that learned to open doors?",
        "did I see a gondola somewhere in the video?",
        "What did the slide say about the regatta results?",
        "Was there anything about a tsunami warning?",
        "what colour was the knight's shield",
        "Who won the conker championship?",
        "How long is the zip line?",
        "did they give a date for the {topic} rebrand?",
        "Who's heading up the {topic} steering committee? I think it came up",
        "I think someone mentioned a haunted mansion, what was that about?",
    ],
    count_q=("Count check: the {animal} picture appears how many times in total?",
             "how many different moments in the video have the {animal} in them?",
             "I keep seeing a {animal}... exactly how many times does it get shown?"),
    cross_photo_q=("So {what} got brought up over a photo, I think. What animal was in that photo?",
                   "name the animal that was pictured when the narrator started talking about {what}",
                   "I think at some point they mention {what} over an animal picture — which animal?"),
    cross_screen_q=("do you remember which slide was up when the audio got to {what}? I need the heading",
                    "{what} was mentioned over some slide. Which one?",
                    "What did the on-screen heading read at the moment somebody spoke about {what}?"),
    cross_speech_q=("the {title} slide — anything said over it? what was it?",
                    "What was the spoken bit that played under the {title} slide?",
                    "Remind me what got announced while {title} was the heading on screen."),
    after_chart_q=("I remember a graph of {chart}. Which slide was shown just after that one?",
                   "{chart} chart, then the next slide is...? what's it called?",
                   "Do you know what slide they switched to after showing the {chart} numbers?"),
    order_q=("I'm mixing up the order: did {first} get covered ahead of {second}, or not?",
             "which update came up first in the video — the one on {first} or the one on {second}?",
             "{first}, {second}: which of these had its slide appear first?"),
    at_screen_q=("Screenshot at {stamp} — what's the slide title in it?",
                 "Which slide is on screen when the playhead hits {stamp}?",
                 "around {stamp}, what did the slide say at the top?"),
    at_said_q=("What's the voiceover going on about at {stamp}?",
               "I think something was said at {stamp} that I missed — what was it about?",
               "Could you give me the gist of what's spoken at {stamp}?"),
)


# A thirteenth held-out set (seeds >= THIRTEENTH_HELD_OUT_FROM), written after the twelfth one had been
# measured and its misses read.
THIRTEENTH_HELD_OUT_FROM = 1300
THIRTEENTH_HELD_OUT = Pools(
    text=[
        ("Mahjong evenings", "Score sheets are kept inside the ottoman",
         "mahjong nights... where do they stash the score sheets? it was on a slide", ["ottoman"]),
        ("Kombucha tasting", "Flasks ferment on a shelf in the pantry",
         "For the kombucha tasting, where are the flasks left to ferment? Going off what the slide says.",
         ["pantry"]),
        ("Lacemaking circle", "Bobbins are lent out by a lady named Henrietta",
         "Who do you borrow bobbins from at the lacemaking circle? I want the name that was on screen.",
         ["henrietta"]),
        ("Cribbage league", "Pegboards are stacked in the tuck shop",
         "where'd the cribbage pegboards get stacked? the text on screen said", ["tuck shop", "tuckshop"]),
        ("Resin casting", "Resin is only mixed under the fume hood",
         "Safety point from the resin casting slide: the mixing is only allowed where?", ["fume"]),
        ("Bagpipe practice", "Pipers tune up in the disused tollbooth",
         "The bagpipe lot tune up somewhere a bit odd, it was written on one of the slides. Where is it?",
         ["tollbooth"]),
        ("Taxidermy talk", "Specimens are on loan from a collector called Ptolemy",
         "taxidermy talk - whose collection are the specimens borrowed from? just the name please", ["ptolemy"]),
        ("Fly tying", "Feathers are sorted into a cigar box under the till",
         "The feathers for fly tying get sorted into some kind of box. What kind, per the slide?", ["cigar"]),
        ("Macrame club", "Cord offcuts are bagged up in the cloakroom",
         "Where do the leftover bits of cord end up for the macrame club? I read it on screen but it's gone "
         "out of my head", ["cloakroom"]),
        ("Paddleboard hire", "Boards are rented from a surf shack run by Lorcan",
         "who runs the surf shack you rent the paddleboards from? saw the name written up", ["lorcan"]),
    ],
    said=[
        ("The saddler on Pump Street now mends school satchels for free.",
         "what's the saddler on pump street fixing free of charge these days? it came up in the narration",
         ["satchel"]),
        ("A mink has been raiding the chicken coop next to the scrapyard.",
         "Something's been getting into the chicken coop by the scrapyard. The voice said which animal - "
         "what was it?", ["mink"]),
        ("The tuba player in the marching band dropped his mouthpiece down a storm drain.",
         "There was a story told about the marching band's tuba player losing something. What went down the "
         "drain?", ["mouthpiece"]),
        ("Our stonemason is carving a gargoyle that looks like the finance director.",
         "the stonemason's carving is meant to look like the finance director, right? what is it he's carving",
         ["gargoyle"]),
        ("The lido on the common now has a water slide shaped like a crocodile.",
         "I'm pretty sure they said the lido's new water slide has a funny shape. Shaped like what?",
         ["crocodile"]),
        ("The greengrocer on Vine Street has started stocking durians.",
         "which fruit did the speaker say the greengrocer on vine street has started stocking?", ["durian"]),
        ("The hospice was given a harmonium by a retired organist.",
         "What instrument was the hospice given? Somebody mentioned it out loud.", ["harmonium"]),
        ("The alpaca at the riding school has been named Brigadier.",
         "What name has the riding school given its alpaca? This was spoken, not shown on a slide.",
         ["brigadier"]),
        ("The escapologist at the village fete got stuck in his own straitjacket.",
         "from the audio: the escapologist at the fete got stuck in something. in what?", ["jacket"]),
        ("The stilt walker at the carnival sprained her wrist on the cobbles.",
         "Someone at the carnival got hurt, the stilt walker I think. Which body part did she sprain?",
         ["wrist"]),
    ],
    para=[
        ("speech", "Customs impounded a leaking trawler.",
         "what kind of fishing boat got seized by the border agents?", ["trawler"]),
        ("speech", "The publican evicted a lodger who bred tarantulas.",
         "Which kind of spider got a tenant thrown out by the pub landlord?", ["tarantula"]),
        ("speech", "The stagehand fell through a trapdoor during the pantomime.",
         "a backstage crew member dropped through something in the middle of a christmas show. what was it?",
         ["trapdoor"]),
        ("speech", "The sommelier recommended a Portuguese red with the pheasant.",
         "Which country's wine did the drinks expert suggest pairing with the game bird?",
         ["portuguese", "portugal"]),
        ("speech", "The chauffeur scratched the limousine on a bollard.",
         "What did the hired driver scuff the stretch car against?", ["bollard"]),
        ("speech", "The archaeologists unearthed a Roman brooch beneath the supermarket.",
         "So a dig team found something under a grocery store. What exactly was it, and from which era?",
         ["brooch", "roman"]),
        ("speech", "The conductor snapped his baton during the overture.",
         "what did the guy leading the musicians break in the opening piece?", ["baton"]),
        ("speech", "The alderman tripped over a sleeping dachshund at the ribbon cutting.",
         "Which breed of hound did the council elder stumble on at the official launch?",
         ["dachshund", "sausage"]),
        ("ocr", "Wetsuit purchases swelled sixfold",
         "neoprene outfits for surfing and diving: how much more are people buying of those? I want the multiple",
         ["sixfold", "six"]),
        ("ocr", "Pedalo hires sank by a twelfth",
         "Those foot-powered boats you rent on a lake - what fraction did rentals fall by?", ["twelfth"]),
    ],
    mentions=[
        ("the label maker", "The label maker in accounts prints everything in Comic Sans.", "comic"),
        ("the laminator", "The laminator in the copy room melted a sheet of bubble wrap.", "bubble"),
        ("the wind chimes", "The wind chimes by the entrance were a gift from a visiting scholar from Kyoto.",
         "kyoto"),
        ("the flipchart", "The flipchart in the map room has run out of pages, so people are drawing on the back "
         "of old posters.", "posters"),
        ("the beanbag", "The beanbag in the quiet room split open and covered the floor in polystyrene balls.",
         "polystyrene"),
        ("the deckchairs", "The deckchairs out on the decking were salvaged from a closed-down holiday resort in "
         "Cornwall.", "cornwall"),
        ("the lava lamp", "The lava lamp in the old darkroom has been left switched on since the millennium.",
         "millennium"),
        ("the swear jar", "The swear jar in the legal department has paid for a candyfloss machine.", "candyfloss"),
    ],
    screen_titles=[("Hawthorn berry count", "hawthorn"), ("Water vole reintroduction", "vole"),
                   ("Oyster bed restoration", "oyster"), ("Peregrine tally", "peregrine"),
                   ("Limekiln history tour", "limekiln"), ("Marram grass planting", "marram"),
                   ("Pine marten den search", "marten"), ("Drovers lane walk", "drovers")],
    charts=["eyewash refills", "spam catches", "mop head orders", "fob replacements", "drain unblockings",
            "safety vest issues", "sunscreen requests", "power strip orders"],
    absent=[
        "Wait, was there a porcupine in one of the photos? What was it up to?",
        "did the video ever say who makes the best pasties in town",
        "There was a slide about the lacrosse fixtures, right? When's the next home game?",
        "How many signatures did the petition against the incinerator get? I think a number was given.",
        "so where's the presenter actually from? did they mention their home town",
        "anything in there about a sinkhole opening up on the ring road?",
        "How much is the yearly fee to join the canasta club? Ballpark is fine.",
        "Who built the treehouse? I'm fairly sure it got a mention.",
        "did they say anything about a cyberattack hitting the {topic}?",
        "what venue got booked for the {topic} away day? I need the address",
    ],
    count_q=("The {animal} picture: I counted it a few times but lost track. What's the total?",
             "how many {animal} shots in all",
             "Give me a count of the slides where a {animal} appears, please.",
             "If you tally up every {animal} photo across the video, what number do you get?"),
    cross_photo_q=("{what} gets mentioned while a wildlife photo is up. What's the animal?",
                   "i'm after the animal in the picture that was showing as they discussed {what}",
                   "Which creature is in the photo that accompanies the remark about {what}?",
                   "Can you identify the animal on screen at the point the voiceover covers {what}?"),
    cross_screen_q=("I heard {what} being discussed but wasn't looking at the screen. Which slide title was up?",
                    "what slide was behind the narrator's comment on {what}? heading only",
                    "Which slide lines up with the remark about {what}?",
                    "The comment about {what}: what's the title of the slide it was made over?"),
    cross_speech_q=("Over the {title} slide there's some narration. What does it actually say?",
                    "{title} slide: what's the accompanying audio about? a summary is fine",
                    "I was skimming and only noticed the {title} heading. What was being said at that point?",
                    "Need the narration that runs under {title}, roughly word for word if you can."),
    after_chart_q=("Following on from the {chart} graph, what's the next slide? title is enough",
                   "what slide did the {chart} chart hand over to",
                   "There's a bar chart for {chart}. I want whatever slide directly follows it.",
                   "Which slide sits immediately after the {chart} figures in the deck?"),
    order_q=("Did the video get to {first} first, or to {second}? name whichever came earlier",
             "I'm writing notes in order, so: {second} or {first}, which was covered earlier on?",
             "earliest of these two - {first}, {second}?",
             "Of the updates on {second} and {first}, whose slide comes ahead in the video?"),
    at_screen_q=("My video's frozen on {stamp}. what's the heading on that frame?",
                 "Tell me the slide title visible at {stamp}, please.",
                 "at {stamp} which slide",
                 "A colleague sent me a still from {stamp}. Which slide would that be?"),
    at_said_q=("Someone asked me what the speaker covers at {stamp}. What should I tell them?",
               "what's the narration at {stamp} about, in a sentence",
               "Transcribe, or at least paraphrase, the speech starting around {stamp}.",
               "My headphones cut out near {stamp}. What did the voice say there?"),
)


# A fourteenth held-out set (seeds >= FOURTEENTH_HELD_OUT_FROM), written after the thirteenth one had been
# measured and its misses read.
FOURTEENTH_HELD_OUT_FROM = 1400
FOURTEENTH_HELD_OUT = Pools(
    text=[
        ("Harmonica group", "Spare harmonicas are kept in a hatbox",
         "harmonica group slide said where the spare ones live... what are they kept in?", ["hatbox"]),
        ("Petanque evenings", "Boules are stored in the gazebo",
         "So where do they put the boules away after petanque? Going by the on-screen text.", ["gazebo"]),
        ("Crochet circle", "Hooks are lent out by a woman named Ottoline",
         "who lends out the crochet hooks? whose name was on that slide", ["ottoline"]),
        ("Ham radio club", "Call signs are logged in a ring binder",
         "For the ham radio lot, what do call signs get written down in? The slide spelled it out.", ["binder"]),
        ("Glassblowing demo", "Visitors must stand behind the rope cordon",
         "I went to the glassblowing demo once and got told off for standing too close, ha. Where does the "
         "slide say onlookers have to stay?", ["cordon"]),
        ("Morris dancing", "Bells and hankies are handed out by a squire named Thaddeus",
         "Morris dancers collect their bells and hankies from some squire - what's he called, per the slide?",
         ["thaddeus"]),
        ("Backgammon evenings", "Rankings are posted inside the washhouse",
         "backgammon rankings get put up where? it was on screen", ["washhouse", "wash house"]),
        ("Terrarium building", "Moss is gathered from the old icehouse",
         "The terrarium building slide mentioned where their moss comes from. Can you tell me where that is?",
         ["icehouse", "ice house"]),
        ("Pyrography session", "Hot pens are left to cool on a marble slab",
         "what do the hot pens get rested on to cool down at pyrography? the text said, i just can't recall",
         ["marble"]),
        ("Dominoes league", "Sets are kept in the vestibule",
         "Dominoes sets, which room are they kept in again? Only need the room from the slide.", ["vestibule"]),
    ],
    said=[
        ("The fishmonger on Friar Lane now sells live lobsters.",
         "i think the speaker said the fishmonger on friar lane started selling something alive? what is it",
         ["lobster"]),
        ("A weasel has been nesting under the steps of the boathouse.",
         "There's an animal living under the boathouse steps now, apparently. Which one did they say?", ["weasel"]),
        ("The town crier has swapped his handbell for a megaphone.",
         "what's the town crier using in place of his handbell these days? was in the audio", ["megaphone"]),
        ("The milliner on Cork Street is making a hat shaped like a pineapple for the midsummer ball.",
         "The narrator described a hat the milliner is making for the midsummer ball. What's it shaped like?",
         ["pineapple"]),
        ("The organ grinder outside the aquarium has a monkey named Clementine.",
         "Heard a bit about the organ grinder by the aquarium and his monkey. What's the monkey called?",
         ["clementine"]),
        ("The unicyclist at the night market crashed into a kebab stall.",
         "Spoken, not written: the unicyclist at the night market ran into which stall?", ["kebab"]),
        ("The glazier is fitting porthole windows in the new planetarium.",
         "where is the glazier putting in those porthole windows, speaker said it but I zoned out",
         ["planetarium"]),
        ("The knife grinder now does his rounds on a tricycle instead of a van.",
         "How does the knife grinder get about on his rounds now? I caught it in the voiceover and then forgot.",
         ["tricycle"]),
        ("Our lock keeper has taught his spaniel to fetch the mooring ropes.",
         "the lock keeper's dog has learned to fetch mooring ropes, apparently. what breed is it? they said it "
         "out loud", ["spaniel"]),
        ("The fire-eater at the torchlight procession singed his eyebrows.",
         "Was it his eyebrows or his hair that the fire-eater at the torchlight procession singed? Whatever the "
         "talk said.", ["eyebrow"]),
    ],
    para=[
        ("speech", "The upholsterer re-covered the chaise longue in green velvet.",
         "What material went onto the reclining couch when the furniture restorer redid it?", ["velvet"]),
        ("speech", "The gamekeeper caught a poacher setting snares in the spinney.",
         "who got nabbed laying traps in the little wood by the estate's wildlife warden?", ["poacher"]),
        ("speech", "The farrier shod the donkey before the beach parade.",
         "Someone who fits hooves with iron got an animal ready for a seaside procession. Which animal?",
         ["donkey"]),
        ("speech", "The trapeze artist dislocated her shoulder during rehearsal.",
         "the aerial performer hurt herself while practising. what body part came out of place?", ["shoulder"]),
        ("speech", "The roofer found a jackdaw nest under the slates.",
         "What sort of bird had set up home beneath the tiling up top, going by what the tradesman discovered?",
         ["jackdaw"]),
        ("speech", "The ferryman rowed the bride across the river to the chapel.",
         "Who did the boatman take over the water to the church? A description of the person is fine.",
         ["bride"]),
        ("speech", "The mime artist got a speeding ticket on his scooter.",
         "what kind of penalty did the silent street performer pick up on his little motorised two-wheeler",
         ["speeding"]),
        ("speech", "The zookeeper weighed a newborn tapir.",
         "Which baby animal did the wildlife park attendant put on the scales?", ["tapir"]),
        ("ocr", "Kazoo orders grew ninefold",
         "those little buzzing instruments you hum into... by how much has buying them gone up? as a multiple",
         ["ninefold", "nine", "9"]),
        ("ocr", "Laser tag sessions dropped by seventy percent",
         "Those games where you zap each other with infrared guns in the dark: how steep was the fall in "
         "bookings?", ["seventy", "70"]),
    ],
    mentions=[
        ("the franking machine", "The franking machine in the mailroom stamps every envelope with a tiny anchor.",
         "anchor"),
        ("the typewriter", "The typewriter on the top landing was bought at a jumble sale in Hastings.", "hastings"),
        ("the dartboard", "The dartboard in the common room is propped up on a pile of old telephone directories.",
         "directories"),
        ("the barometer", "The barometer in the entrance hall has pointed to stormy for three whole years.",
         "stormy"),
        ("the yucca", "The yucca on the reception counter has flowered for the first time in a decade.", "decade"),
        ("the doormat", "The doormat at the staff entrance has a picture of a grumpy armadillo on it.", "armadillo"),
        ("the rocking horse", "The rocking horse in the creche was donated by a retired jockey.", "jockey"),
        ("the easel", "The easel in the training suite collapsed halfway through the chief executive's speech.",
         "collapsed"),
    ],
    screen_titles=[("Glowworm evening walk", "glowworm"), ("Watermill open day", "watermill"),
                   ("Hillfort ramparts walk", "hillfort"), ("Crayfish trapping", "crayfish"),
                   ("Lapwing nest watch", "lapwing"), ("Harebell meadow survey", "harebell"),
                   ("Samphire picking", "samphire"), ("Cormorant roost count", "cormorant")],
    charts=["keycard faults", "paperclip orders", "ergonomic assessments", "spilled drink reports",
            "fire drill durations", "hand sanitiser refills", "highlighter orders", "van bookings"],
    absent=[
        "hang on, did a wombat turn up in any of the pictures?",
        "They talked about beavers building a dam by the weir, right? what happened with that",
        "Which comedian is headlining the charity gala? I'm sure a name was given.",
        "how much did that vintage campervan end up selling for",
        "Did the video show any fireworks at all?",
        "What time does the tattoo studio open on Sundays? asking for a friend",
        "who ended up as goalkeeper for the five-a-side team",
        "Is there going to be a hosepipe ban this summer? I think it got a mention.",
        "is the {topic} being outsourced to an agency now? someone said so i think",
        "The {topic} whistleblower: did they ever say who it was?",
    ],
    count_q=("been scrubbing through and the {animal} keeps turning up. total number of appearances?",
             "{animal} count please",
             "Across the entire video, on how many slides does the {animal} feature? Digits are fine.",
             "My kid wants to know how often the {animal} was on. Can you tell me?"),
    cross_photo_q=("there was a picture of some animal up when they talked about {what}. which animal tho",
                   "When the speaker got round to {what}, a photo was up. What animal did it show?",
                   "{what} — that bit had an animal shot behind it, yeah? which species",
                   "I'm doing a quiz on this video. Q: which animal is on screen as the narrator brings up {what}?"),
    cross_screen_q=("ok so at the point {what} got talked about, what was the slide? I need its name",
                    "I'm matching audio to slides. The line about {what} — which slide heading goes with it?",
                    "{what} gets a mention in the voiceover; the slide showing right then was titled...?",
                    "which heading was up while they chatted about {what}"),
    cross_speech_q=("{title}: I saw the slide but didn't catch the voice. What was said?",
                    "Could you quote me what was spoken during the slide called {title}?",
                    "was there any talking on the {title} slide, and if so what about",
                    "My notes have a gap at the {title} slide. Fill me in on what the speaker told us there?"),
    after_chart_q=("after they show {chart} as a chart, where does the video go next?",
                   "I'm making notes slide by slide and I'm stuck right after the {chart} chart. What's the next "
                   "one titled?",
                   "{chart} graph -> next slide = ?",
                   "Which topic does the deck move on to once it's done with the {chart} chart?"),
    order_q=("Which of the two had its update earlier, {first} or {second}? one word answer is fine",
             "Was the update about {second} after the one about {first}? Just tell me which one came first.",
             "For my timeline I need to know which topic the video reached first out of {first} and {second}.",
             "hmm did {second} come before {first} or after? say which was first"),
    at_screen_q=("{stamp} — slide title?",
                 "What's written across the top of the screen at {stamp}?",
                 "I'm referencing the slide that appears at {stamp} in a report. What's it called?",
                 "So at {stamp} there's a slide I want to cite. Its title?"),
    at_said_q=("Anything worth noting in the audio at {stamp}? what's being said",
               "The voice at {stamp}, what topic?",
               "I'm captioning this video. What are the words spoken at about {stamp}?",
               "Somebody told me there's a line at {stamp} that's relevant. What does the speaker say there?"),
)


# A fifteenth held-out set (seeds >= FIFTEENTH_HELD_OUT_FROM), written after the fourteenth one had been
# measured and its misses read.
FIFTEENTH_HELD_OUT_FROM = 1500
FIFTEENTH_HELD_OUT = Pools(
    text=[
        ("Beekeeping taster", "Veils and smokers are borrowed from the apiary hut",
         "Signing up for the beekeeping taster. Where am I meant to pick up a veil and a smoker?", ["apiary"]),
        ("Kite building", "Spars are cut to length by a joiner named Leopold",
         "name of the joiner who does the kite spars??", ["leopold"]),
        ("Sudoku ladder", "Finished grids go in the pigeonholes by the lift",
         "Where do I drop off a finished grid for the sudoku ladder", ["pigeonhole"]),
        ("Ceramics studio", "Glazes are mixed inside the old smokehouse",
         "Ceramics studio folks mix their glazes in which building? The notice on screen named it.",
         ["smokehouse", "smoke house"]),
        ("Archery range", "Arrows are counted by a marshal named Cosimo",
         "archery range - the marshal who counts up the arrows, what's he called", ["cosimo"]),
        ("Tango lessons", "Couples swap partners when the cowbell rings",
         "In the tango lessons, what's the signal for couples to change partners?", ["cowbell"]),
        ("Topiary course", "Hedge shears are sharpened on a whetstone",
         "Topiary course: the hedge shears get sharpened on what, exactly?", ["whetstone"]),
        ("Radio controlled boats", "Races start from the far jetty",
         "My son's mad about radio controlled boats. From which spot do their races kick off? It was up in "
         "writing.", ["jetty"]),
        ("Bridge club", "Partners are drawn out of a tea caddy",
         "bridge club partners get pulled out of some container, what is it", ["caddy"]),
        ("Rock pooling kit", "Nets are stacked in the beach hut",
         "For rock pooling, which place has the nets stacked up? It's on one of the notices.",
         ["beach hut", "beachhut"]),
    ],
    said=[
        ("The fruit stall by the bus station now sells ripe mangoes at half price.",
         "what's going cheap at the fruit stall near the bus station? it was said, not shown", ["mango"]),
        ("A family of mice has moved into the old piano in the music room.",
         "Something has set up home inside the old piano in the music room. Do we know what?", ["mice", "mouse"]),
        ("The bowling green is closed because moles have dug it up.",
         "bowling green's shut again. what's the reason this time", ["mole"]),
        ("Our gardener won first prize for the biggest onion at the county show.",
         "Our gardener took a prize at the county show, didn't he? For what?", ["onion"]),
        ("The ice cream van at the park gates now has a flavour made with black pepper.",
         "Heard the ice cream van at the park gates is doing an odd new flavour. What goes in it?", ["pepper"]),
        ("The swimming club has bought a new starting pistol after the old one jammed.",
         "What did the swimming club go out and buy after theirs jammed? The narrator mentioned it.", ["pistol"]),
        ("The dentist on Hill Road is giving away free toothbrushes to every child this month.",
         "dentist on hill road giving anything away to kids at the moment?", ["toothbrush"]),
        ("Our choir leader broke her leg while skiing in Austria.",
         "Poor choir leader broke her leg on a ski trip. Which country was she in when it happened?",
         ["austria"]),
        ("The cinema on Green Street is showing old cowboy films every Sunday night.",
         "What sort of films has the Green Street cinema got on for Sunday nights?", ["cowboy", "western"]),
        ("The corner cafe has bought a robot that makes the coffee.",
         "So apparently a person no longer makes the coffee at the corner cafe?! What does, then?", ["robot"]),
    ],
    para=[
        ("speech", "The chimney caught fire during the wedding breakfast.",
         "At the celebration meal after the marriage, which part of the house went up in flames?", ["chimney"]),
        ("speech", "The lorry shed its load of cabbages on the motorway.",
         "what vegetables ended up spilled all over the big road once that truck lost its cargo", ["cabbage"]),
        ("speech", "The vet removed a button from the kitten's stomach.",
         "What got pulled out of the little moggy's tummy by the animal surgeon?", ["button"]),
        ("speech", "The referee sent off the team captain in the first half.",
         "Which player was ordered off early by the match official?", ["captain"]),
        ("speech", "The astronaut grew lettuce on the space station.",
         "What salad leaf did the cosmonaut cultivate while in orbit?", ["lettuce"]),
        ("speech", "The waitress found a diamond earring in the trifle.",
         "Something sparkly was discovered in a pudding by a member of the restaurant staff. What?",
         ["earring", "diamond"]),
        ("speech", "The twins covered the living room wall in crayon while the babysitter dozed.",
         "While their minder napped, what did the pair of siblings scribble over the lounge with?", ["crayon"]),
        ("speech", "The ambulance got stuck behind a herd of cows.",
         "What blocked the emergency vehicle's path?", ["cows", "herd", "cattle"]),
        ("ocr", "Most lost luggage came from Norway",
         "which scandinavian country did the majority of mislaid suitcases originate from", ["norway"]),
        ("ocr", "Doughnut demand peaked at dawn",
         "At what time of day were people keenest on those sugary fried treats with a hole in the middle?",
         ["dawn", "daybreak", "early morning", "first light"]),
    ],
    mentions=[
        ("the umbrella stand", "The umbrella stand by the front door is full of walking sticks that nobody claims.",
         "sticks"),
        ("the tea urn", "The tea urn in the main hall was borrowed from the cricket club and never given back.",
         "cricket"),
        ("the big stapler", "The big stapler next to the copier can get through a hundred sheets at once.",
         "hundred"),
        ("the fire extinguisher", "The fire extinguisher in the kitchen was last checked before most of us were "
         "born.", "born"),
        ("the filing cabinet", "The filing cabinet in the corner has a drawer that only opens if you kick it.",
         "kick"),
        ("the old fax machine", "The old fax machine is now used as a doorstop for the server room.", "doorstop"),
        ("the grandfather clock", "The grandfather clock in the lobby was won in a card game by the founder.",
         "card"),
        ("the rubber plant", "The rubber plant in the boardroom has grown all the way up to the ceiling.",
         "ceiling"),
    ],
    screen_titles=[("Lizard basking watch", "lizard"), ("Mayfly hatch count", "mayfly"),
                   ("Barnacle goose tally", "barnacle"), ("Foxglove verge mowing", "foxglove"),
                   ("Holly hedge planting", "holly"), ("Kestrel box checks", "kestrel"),
                   ("Wild garlic foraging", "garlic"), ("Nettle soup cook-along", "nettle")],
    charts=["marker pen orders", "coat hook requests", "parking fines issued", "login failures",
            "toner deliveries", "badge reprints", "desk moves", "sugar sachet orders"],
    absent=[
        "My daughter swears there was a panda in one of the pictures. Was there?",
        "when does the ferris wheel on the seafront open again",
        "Who designed the new spiral staircase? Need a name for my write-up.",
        "Did they explain how the gorilla got out of its enclosure?",
        "What size is the mannequin in the shop window, roughly",
        "Where's the nearest cash machine to the venue, did they say?",
        "Who painted that portrait in the hallway? The artist's name is what I'm after.",
        "results from the sheepdog trials?",
        "has the {topic} been paused? a colleague reckons it was announced",
        "Which law firm is handling the {topic} dispute?",
    ],
    count_q=("Settle a bet: my mate reckons the {animal} is on screen more than twice. What's the real figure?",
             "whats the tally on {animal} pictures",
             "I'm making a quiz. Fill in the blank: the {animal} photo is shown ___ times.",
             "Counting animal photos for my notes, starting with the {animal}. Number of appearances, start to "
             "finish?"),
    cross_photo_q=("Context: I'm cutting a highlight reel. When {what} comes into the narration there's an animal "
                   "photo up - what animal, so I can label the clip?",
                   "{what}... and the photo at that moment showed which animal again",
                   "Animal in shot during the {what} remark?",
                   "My little brother only cares about the animals. He wants to know which one was showing as "
                   "{what} got discussed."),
    cross_screen_q=("Trying to find the slide that goes with the {what} comment so I can screenshot it. What's it "
                    "titled?",
                    "which slide was the narrator on when {what} came into it",
                    "Slide title during the {what} remark, please.",
                    "Odd one: {what} was talked about, but the slide at the time was on something else entirely. "
                    "Which slide?"),
    cross_speech_q=("Quoting the presenter for a newsletter. What were their exact words while {title} was up?",
                    "{title} slide, what was the voice saying, roughly",
                    "Am I right that the audio under {title} was about something unrelated? What exactly?",
                    "Help me out, my notes just say '{title}' with nothing about the talking. Which subject did the "
                    "narration cover there?"),
    after_chart_q=("Once the {chart} numbers are out of the way, which slide takes over?",
                   "skipping past the {chart} chart, which slide do i land on",
                   "The slide right behind the {chart} chart in the running order: what's its title?",
                   "Having trouble with my notes. After {chart} comes a slide I never wrote down. Which was it?"),
    order_q=("For the minutes: did we hear about {second} before {first}? Whichever led, name it.",
             "which update landed first, {first} or {second}",
             "Chronology question. Between the {first} update and the {second} update, name the earlier one.",
             "Rebuilding the agenda for my manager. Is {first} listed above {second}, or below it? i.e. which "
             "was earlier"),
    at_screen_q=("Jot down the title of whatever slide is showing at {stamp}, would you?",
                 "need the on-screen title as of {stamp}",
                 "I'm adding chapter markers. What's the slide called at {stamp}?",
                 "Text is too small on my phone at {stamp}. What does the heading say?"),
    at_said_q=("My subtitles go blank at {stamp}. Fill in the missing speech for me?",
               "{stamp}: audio is about what?",
               "I only have the audio of this. What is the speaker discussing from {stamp} or so?",
               "Could you summarise the narration beginning at {stamp}? A few words will do."),
)


# A sixteenth held-out set (seeds >= SIXTEENTH_HELD_OUT_FROM), written after the fifteenth one had been
# measured and its misses read.
SIXTEENTH_HELD_OUT_FROM = 1600
SIXTEENTH_HELD_OUT = Pools(
    text=[
        ("Whittling club", "Knives are kept in a tackle box on the landing",
         "okay whittling club knives, what are they stored in", ["tackle"]),
        ("Marquetry class", "Veneers are cut by a tutor named Barnaby",
         "I'm starting the marquetry class next month. Who's going to be cutting the veneers?", ["barnaby"]),
        ("Snorkel trip", "Flippers are collected from the harbourmaster's office",
         "Before the snorkel trip, where do we go to get flippers?", ["harbourmaster"]),
        ("Quiz league", "Answer sheets are handed in at the serving hatch",
         "quiz league answer sheets get handed in where", ["hatch"]),
        ("Sound bath evening", "Mats are rolled up inside the yurt",
         "At the sound bath evening the mats get rolled up and put away inside something. What?", ["yurt"]),
        ("Chutney workshop", "Labels are written by a volunteer called Agatha",
         "who's doing the labels at the chutney workshop? need a name", ["agatha"]),
        ("Barbershop quartet", "Straw boater hats hang on the antlers by the door",
         "The barbershop quartet hang their boater hats on something by the door. On what, though?",
         ["antler"]),
        ("Weaving group", "Looms are stored in the hayloft",
         "When the weaving group isn't using the looms, where do they live?", ["hayloft"]),
        ("Silversmith class", "Borrowed files must go back in the pewter jug",
         "silversmith class: borrowed files go back in a jug, and the jug is made of what", ["pewter"]),
        ("Beach volleyball", "Teams are picked by drawing lollipop sticks",
         "How do they decide the teams for beach volleyball?", ["lollipop"]),
    ],
    said=[
        ("The newsagent on Church Road now sells hot pies every morning.",
         "so the newsagent on church road has started selling something hot first thing. what is it", ["pie"]),
        ("A pony from the stables got loose and trotted down the main road.",
         "what trotted down the main road after getting loose from the stables", ["pony"]),
        ("Our finance manager is learning to play the banjo during her lunch break.",
         "Which instrument is the finance manager teaching herself at lunchtime?", ["banjo"]),
        ("The public library on King Street is closing for a month while the carpets are replaced.",
         "King Street library is shutting for a month. What work are they having done?", ["carpet"]),
        ("The bakery by the station has started making bread with seaweed in it.",
         "There's a weird new ingredient in the bread at the bakery by the station, isn't there? What is it?",
         ["seaweed"]),
        ("The tennis club has a new coach who used to play at Wimbledon.",
         "Where did the tennis club's new coach use to play? I half heard it.", ["wimbledon"]),
        ("The mayor fell off the stage while opening the new theatre.",
         "where did the mayor take a tumble at the new theatre's opening", ["stage"]),
        ("Our office dog stole a whole chicken from the staff barbecue.",
         "The office dog got itself into trouble at the staff barbecue. What did it run off with?",
         ["chicken"]),
        ("The night bus to the airport now calls at the hospital.",
         "has the airport night bus got a new stop now? where is it", ["hospital"]),
        ("My sister found an old coin in the sand while walking her dog on the beach.",
         "What turned up in the sand when the speaker's sister was out with her dog?", ["coin"]),
    ],
    para=[
        ("speech", "The pilot warned passengers about turbulence over the mountains.",
         "What did the person flying the plane caution travellers about?", ["turbulence"]),
        ("speech", "The gardener dug up a box of old letters.",
         "Something buried in a container got unearthed by whoever looks after the flowerbeds. What was "
         "inside?", ["letters"]),
        ("speech", "The groom forgot the rings at the hotel.",
         "what did the man getting married leave behind at his lodgings", ["rings"]),
        ("speech", "The firemen rescued a cat from the top of a crane.",
         "Where was the pet stuck before the emergency crew got it down?", ["crane"]),
        ("speech", "The librarian banned chewing gum from the reading room.",
         "which sticky sweet did the person in charge of the books forbid in the quiet study area",
         ["gum"]),
        ("speech", "The postwoman slipped on ice and hurt her knee.",
         "Which joint did the lady who delivers mail injure after falling on a frozen path?", ["knee"]),
        ("speech", "Our son painted the garage door while we were on holiday.",
         "what did the couple's boy decorate with a brush while they were away on vacation?", ["garage"]),
        ("speech", "The taxi driver found a set of false teeth on the back seat.",
         "What did the cab man discover someone had left behind in his car?", ["teeth"]),
        ("ocr", "Scooter rentals were highest near the university",
         "Around which kind of place did people hire those electric two-wheelers you stand on the most?",
         ["university"]),
        ("ocr", "Fence panel sales rose sharply in Devon",
         "Which English county saw a big jump in demand for garden boundary boards?", ["devon"]),
    ],
    mentions=[
        ("the loading bay", "The loading bay behind the kitchen now has a speed bump that everyone keeps tripping "
         "over.", "bump"),
        ("the office fridge", "The office fridge has a note on it asking people to stop stealing butter.", "butter"),
        ("the lift music", "The lift music has been changed to jazz after lots of complaints.", "jazz"),
        ("the new sofa", "The new sofa in the quiet corner is so soft that people fall asleep on it.", "asleep"),
        ("the roof garden", "The roof garden stays closed until the new railings are put in.", "railings"),
        ("the staff discount", "The staff discount now also works at the bike shop across the road.", "bike"),
        ("the leaving card", "The leaving card for Martin is shaped like a giant banana.", "banana"),
        ("the office choir", "The office choir is learning a song in Welsh for the summer concert.", "welsh"),
    ],
    screen_titles=[("Swallow nest count", "swallow"), ("Cowslip seed survey", "cowslip"),
                   ("Pebble beach litter pick", "pebble"), ("Buzzard perch watch", "buzzard"),
                   ("Primrose bank planting", "primrose"), ("Damselfly pond dip", "damselfly"),
                   ("Bracken clearance day", "bracken"), ("Chalk stream walk", "chalk")],
    charts=["teabag orders", "lift wait times", "meeting room no-shows", "first aid callouts",
            "window repair requests", "stationery spend", "shredding sacks collected", "coat check tickets"],
    absent=[
        "my nephew swears he saw a polar bear in this. did he?",
        "How much did the council end up spending on the new roundabout",
        "Who got picked as captain of the hockey team?",
        "Any word on when the food truck festival is happening?",
        "i only caught half the story about the stolen statue, what happened there",
        "Which band's playing at the harvest festival this year?",
        "Can you jump to the part with the floor plan for the new sports hall?",
        "Was a shipwreck shown at any point? It's for a school project.",
        "Did anybody explain why the {topic} got pushed back to next year?",
        "heard the {topic} won some kind of award. which one?",
    ],
    count_q=("total {animal} sightings across the whole thing?",
             "Making a worksheet for my class: 'How many times can you spot the {animal}?' What goes in the "
             "answer key?",
             "the {animal} - just the once, or more? exact number please",
             "Before I go through it frame by frame myself, how many {animal} photos should I be expecting?"),
    cross_photo_q=("which animal pic goes with the bit about {what}",
                   "Doing audio description for blind viewers: the part about {what} has a picture behind it. "
                   "What animal should I describe?",
                   "{what} is mentioned over an animal photo somewhere and I can't remember the animal. which was it?",
                   "They talk about {what} at some point while there's wildlife on screen. What is it?"),
    cross_screen_q=("I'm clipping the part where {what} is mentioned. What's the title on the slide in that clip?",
                    "slide name during the {what} comment?",
                    "Heard something about {what} but my eyes were on my phone. What was the slide's heading then?",
                    "For a transcript I'm tidying up: at the line about {what}, which slide should I mark as "
                    "visible?"),
    cross_speech_q=("{title} is on screen for a while. Anything interesting said during it?",
                    "I'm writing alt text for the {title} slide and want to include the narration. What is the "
                    "speaker saying there?",
                    "speech over {title}?",
                    "Missed the voiceover on the {title} slide because the dog was barking. What did I miss?"),
    after_chart_q=("So the {chart} chart ends and then which slide is up?",
                   "slide after {chart}?",
                   "I need to cite the slide that comes in behind the {chart} bar chart in my report. Title, "
                   "please.",
                   "My boss only cares about what comes after the {chart} figures. What's that slide?"),
    order_q=("{first} before {second}? or the reverse? which one came up first",
             "Sorting my notes: which came up sooner in the talk, the {second} update or the {first} update?",
             "{first} or {second}, whichever got its slide first",
             "My colleague thinks {second} was discussed before {first}. Is that right? Tell me which was first."),
    at_screen_q=("whats the slide at {stamp} called",
                 "I've paused on {stamp}. Can you read out the slide's title for me?",
                 "{stamp} in: what's the heading?",
                 "If I open the video at {stamp}, which slide will be looking back at me?"),
    at_said_q=("whats being discussed at {stamp} in the audio",
               "The captions are off and I'm sitting at {stamp}. Can you give me the words?",
               "At {stamp} there's a line from the narrator. What's it about?",
               "Can't play sound at work. What's the narration saying around {stamp}?"),
)

# A seventeenth held-out set (seeds >= SEVENTEENTH_HELD_OUT_FROM), written after the sixteenth one had been
# measured and its misses read.
SEVENTEENTH_HELD_OUT_FROM = 1700
SEVENTEENTH_HELD_OUT = Pools(
    text=[
        ("Astronomy society", "Star charts are photocopied by a treasurer named Eustace",
         "astronomy society... who's the one photocopying the star charts", ["eustace"]),
        ("Canoe polo", "Helmets hang on pegs inside the boathouse",
         "Where do the canoe polo helmets live between sessions? I saw it written up but forgot.", ["boathouse"]),
        ("Jam judging", "Every entry is sampled with a silver teaspoon",
         "Weird question maybe, but at the jam judging what do they actually sample the entries with?",
         ["teaspoon", "spoon"]),
        ("Juggling workshop", "Clubs live in the old phone box on the village green",
         "juggling workshop clubs get stored somewhere odd right? where", ["phone box", "phonebox"]),
        ("Birdsong walk", "Ask a ranger called Philippa for binoculars",
         "Going on the birdsong walk Saturday - who do I ask to borrow binoculars off?", ["philippa"]),
        ("Cake decorating", "Piping bags are washed in the butler's sink",
         "cake decorating: which sink are the piping bags meant to be washed in", ["butler"]),
        ("Darts league", "Darts scores go up in chalk on a slate beside the fireplace",
         "For the darts league, what do the scores get written up on? There was a notice.", ["slate"]),
        ("Tabletop gaming", "Miniatures are painted in the old dairy",
         "tabletop gaming crowd paint their minis in which building", ["dairy"]),
        ("Wild swimming", "Tow floats are signed out from a locker by the weir",
         "Thinking of trying wild swimming. The locker for tow floats is next to what?", ["weir"]),
        ("Puzzle hunt", "Clues are tucked inside the sundial",
         "Puzzle hunt tomorrow!! Where are the clues hidden, did the screen give it away?", ["sundial"]),
    ],
    said=[
        ("The launderette on Mill Lane now has a parrot that greets every customer.",
         "what greets you at the mill lane launderette now lol", ["parrot"]),
        ("A swan is nesting on the traffic island by the garden centre.",
         "Which bird has set up a nest on that traffic island near the garden centre?", ["swan"]),
        ("Our receptionist once appeared on a television cookery show in Canada.",
         "the receptionist was on some tv cooking programme years back. in which country", ["canada"]),
        ("The leisure centre has replaced the diving board with a water slide.",
         "the leisure centre diving board's gone - what replaced it? only heard it in passing",
         ["water slide", "waterslide", "slide"]),
        ("The summer fete made enough money to put a new roof on the scout hut.",
         "summer fete money is paying for a new roof on what", ["scout"]),
        ("The pharmacist on Bridge Street keeps a tortoise behind the counter.",
         "Apparently there's a pet living behind the counter at the Bridge Street chemist. What kind?",
         ["tortoise"]),
        ("Our head of sales ran a half marathon dressed as a giant strawberry.",
         "ok what costume did the head of sales wear for the half marathon, everyone keeps laughing about it",
         ["strawberry"]),
        ("The hotel on the quay has hired a magician to entertain guests at breakfast.",
         "Who has the quay hotel brought in to keep people amused over breakfast?", ["magician", "magic"]),
        ("Our payroll clerk has been picked to sing in a cathedral choir in Prague.",
         "payroll clerk got picked for a cathedral choir somewhere abroad, which city was it", ["prague"]),
        ("The crazy golf course is shut because someone stole the flag from every hole.",
         "Crazy golf's closed?? What got nicked?", ["flag"]),
    ],
    para=[
        ("speech", "The electrician tripped over the vicar's labrador.",
         "whose dog did the wiring guy stumble on", ["vicar"]),
        ("speech", "The baker dropped a wedding cake on the pavement.",
         "So the bloke who makes the bread let a bride-and-groom gateau slip. What did it land on?",
         ["pavement", "sidewalk"]),
        ("speech", "Burglars took the trophy cabinet from the rugby club.",
         "What did the crooks make off with from the oval-ball team's HQ?", ["trophy", "trophies"]),
        ("speech", "The toddler hid the car keys inside the washing machine.",
         "where'd the little one stash the ignition fob for the motor?", ["washing machine", "washer"]),
        ("speech", "The principal shaved his beard for charity.",
         "Which bit of facial hair did the school boss get rid of to raise funds?", ["beard"]),
        ("speech", "A meteorite smashed through a greenhouse roof in Lincoln.",
         "A space rock crashed into a glass-walled plant shed. In what city?", ["lincoln"]),
        ("speech", "The lifeguard admitted she cannot swim.",
         "who confessed to being unable to stay afloat? kind of ironic given the job", ["lifeguard"]),
        ("speech", "The builders dug up a horse skeleton beneath the tennis courts.",
         "Bones of what animal got unearthed under the racket-sport pitches by that construction crew?",
         ["horse"]),
        ("ocr", "Sunglasses sold worst in Manchester",
         "in which northern english city did shades shift the fewest units", ["manchester"]),
        ("ocr", "Pet adoptions jumped after the radio appeal",
         "What made rescue-animal rehoming go up so much? Something in the graphics explained it.",
         ["radio"]),
    ],
    mentions=[
        ("the staff kettle", "The staff kettle was finally descaled and now boils in half the time.", "descaled"),
        ("the parking meter", "The parking meter next to the goods lift has been swallowing cards all week.",
         "swallowing"),
        ("the visitor book", "The visitor book by the main doors has a page signed by a famous footballer.",
         "footballer"),
        ("the mop bucket", "The mop bucket in the gents squeals like a piglet whenever it moves.", "piglet"),
        ("the staff canteen", "The staff canteen has started serving porridge at breakfast time.", "porridge"),
        ("the goldfish in accounts", "The goldfish in accounts is now older than the newest trainee.", "trainee"),
        ("the meeting pod", "The meeting pod by the windows gets so hot in the afternoon that nobody books it.",
         "afternoon"),
        ("the doorbell", "The doorbell at the back entrance plays a tune from an old cartoon.", "cartoon"),
    ],
    screen_titles=[("Wren song recording", "wren"), ("Heather slope restoration", "heather"),
                   ("Bilberry picking morning", "bilberry"), ("Snowdrop walk", "snowdrop"),
                   ("Goldfinch feeder watch", "goldfinch"), ("Alder woodland thinning", "alder"),
                   ("Adder sighting survey", "adder"), ("Teasel seedhead count", "teasel")],
    charts=["bin bag deliveries", "locker key losses", "stair challenge entries", "fan heater loans",
            "name tag printing", "lost glove reports", "extension lead tests", "cup lid orders"],
    absent=[
        "kangaroo?? anywhere in this at all",
        "That climbing wall going up - how high is it meant to be?",
        "how much to get into the dog agility show",
        "Any news on the escaped flamingo? Did they ever catch it?",
        "Who's skippering our boat at the regatta this year?",
        "Where exactly is this trampoline park everyone keeps going on about?",
        "did they ever settle on the zip wire, yes or no",
        "Which hypnotist is doing the masked ball? Was it given?",
        "{topic} deadline - extended or not?",
        "Who okayed the {topic} overspend? Putting it in a report.",
    ],
    count_q=("{animal} shots: total? exact if you can",
             "My daughter's counting along with me. The {animal} pops up on screen how many times?",
             "{animal} appearances, number only pls",
             "Is the {animal} photo a one-off or does it keep reappearing? Showings all up?"),
    cross_photo_q=("There's some creature pictured while {what} gets brought up. What creature?",
                   "{what} bit -> animal on screen?",
                   "Captioning the clip where the narrator reaches {what}. What beast is pictured at that stage?",
                   "quick one, what's the animal in view when the voice gets onto {what}"),
    cross_screen_q=("When the voice goes on about {what}, whats the slide heading?",
                    "{what} comes up in the talk -- slide at that point?",
                    "The narration and the visuals don't match up around {what}. Which slide is actually "
                    "displayed there?",
                    "I want to bookmark the slide that's up during the {what} chat. Its title?"),
    cross_speech_q=("While {title} is showing, what's the narrator on about?",
                    "{title} up on screen, voice saying what",
                    "I'm skimming with the sound off. What's the talk about when {title} is up?",
                    "Does the audio over {title} actually relate to it? What gets said?"),
    after_chart_q=("what comes on once the {chart} graph is gone",
                   "Done with {chart} - what's next on screen?",
                   "{chart} chart, then... what?",
                   "Doing a contents list. I've got the {chart} graph written down but I'm blank on whatever "
                   "follows it. Heading?"),
    order_q=("Was {first} dealt with before {second} or after? Just the earlier of the two.",
             "{second} vs {first}, which got there first",
             "can't recall the sequence - {first} then {second}, or flipped?",
             "Writing a pub quiz round. Right answer please: does {first} precede {second}, or vice versa?"),
    at_screen_q=("Screen at {stamp}: title?",
                 "Scrubbed to {stamp} and the heading is blurry. What does it say?",
                 "timer hits {stamp}, which slide am i looking at",
                 "Jotting notes. The slide on display around {stamp} is named what?"),
    at_said_q=("What's the voiceover talking about once we reach {stamp}?",
               "{stamp} - narration? what's it say",
               "My headphones died right at {stamp}. Any idea what the speaker went on about?",
               "Transcribing this bit by bit and I've hit a wall around {stamp}. Words spoken there?"),
)


# An eighteenth held-out set (seeds >= EIGHTEENTH_HELD_OUT_FROM), written after the seventeenth one had been
# measured and its misses read.
EIGHTEENTH_HELD_OUT_FROM = 1800
EIGHTEENTH_HELD_OUT = Pools(
    text=[
        ("Taiko drumming", "Drumsticks are stacked in a coal scuttle",
         "Where do the taiko drummers keep their sticks? the notice had it", ["scuttle"]),
        ("Kintsugi evening", "Gold powder is weighed out by a restorer named Evander",
         "Who's the restorer handling the gold powder at kintsugi evening? Need his name for the sign-up sheet.",
         ["evander"]),
        ("Geocaching meetup", "Logbooks are hidden beneath the old milestone",
         "geocaching meetup logbooks, where are they hidden", ["milestone"]),
        ("Ceilidh night", "The caller stands on an upturned milk churn",
         "My first ceilidh is on Friday, ha. What does the caller stand on? I remember the slide saying "
         "something funny.", ["churn"]),
        ("Spoon carving", "Green wood is soaked in the horse trough",
         "spoon carving: green wood gets soaked where before use?", ["trough"]),
        ("Lindy hop lessons", "Change into dance shoes in the billiard room",
         "Which room do we swap shoes in for lindy hop? It was up on screen.", ["billiard"]),
        ("Felting workshop", "Raw fleece comes from a smallholder called Winifred",
         "felting workshop - who supplies the raw fleece? want to send her a thank you card", ["winifred"]),
        ("Aqua aerobics", "Foam floats are piled up under the spectator gallery",
         "After aqua aerobics, where do the floats get put back? The screen said but I didn't note it.",
         ["gallery"]),
        ("Toastmasters", "Speeches are timed with a brass hourglass",
         "what do the toastmasters time the speeches with? read it on a slide somewhere", ["hourglass"]),
        ("Cyanotype printing", "Prints are rinsed in a zinc tub",
         "Cyanotype prints get rinsed in a tub made of what? Written on the slide, I think.", ["zinc"]),
    ],
    said=[
        ("A pelican from the wildlife park has been seen fishing in the town moat.",
         "which bird got out of the wildlife park? apparently it's been fishing in the moat", ["pelican"]),
        ("Our facilities manager once rowed across the Irish Sea for charity.",
         "Heard the facilities manager rowed across a sea for charity once. Which sea was it?", ["irish"]),
        ("The pizzeria on Dock Road has started putting kimchi on its pizzas.",
         "The Dock Road pizza place has a new topping everyone's on about. What did the speaker say it was?",
         ["kimchi"]),
        ("The town museum has been lent a Viking figurehead that was found in a peat bog.",
         "what has the town museum borrowed? something dug out of a bog, they said", ["viking", "figurehead"]),
        ("Our graphic designer lives on a narrowboat moored next to the gasworks.",
         "Where's the graphic designer's boat moored? It came up in the talk.", ["gasworks"]),
        ("The allotment society is holding a contest for the heaviest leek.",
         "allotment society's contest this year is for the heaviest... what? only heard half of it", ["leek"]),
        ("The driving instructor on Park Avenue now gives lessons in a converted hearse.",
         "What vehicle does the Park Avenue driving instructor teach in now? I swear the narrator said "
         "something weird.", ["hearse"]),
        ("A busker under the railway arches plays the theremin at rush hour.",
         "the busker under the railway arches, what instrument is it? heard it but didn't catch the name",
         ["theremin"]),
        ("Our IT manager came second in a national hot sauce eating contest.",
         "Our IT manager placed second in some eating contest. Eating what, exactly?", ["sauce"]),
        ("When the millpond was drained, workers pulled out a rusty penny-farthing.",
         "what turned up when they drained the millpond? something old and rusty according to the voiceover",
         ["penny", "farthing"]),
    ],
    para=[
        ("speech", "The locksmith opened a safe full of Victorian postcards.",
         "The chap who deals with door bolts for a living got into a strongbox. What was inside?", ["postcard"]),
        ("speech", "The bishop celebrated his birthday with a skydive.",
         "how did the senior clergyman mark turning a year older? something extreme i gather",
         ["skydive", "sky dive", "parachute"]),
        ("speech", "The janitor discovered an eel living in the water tank.",
         "What slippery creature turned up in the cistern? The school's cleaning man came across it.", ["eel"]),
        ("speech", "The hairdresser dyed the councillor's poodle bright violet.",
         "what shade did the salon lady turn the local politician's curly-coated pet", ["violet"]),
        ("speech", "The botanist named a new orchid after her grandmother.",
         "Which type of bloom did the plant scientist christen in honour of her nan?", ["orchid"]),
        ("speech", "The movers dropped a harpsichord in the driveway.",
         "what antique keyboard instrument did the removal crew let fall outside the house?", ["harpsichord"]),
        ("speech", "An eagle snatched the umpire's sunhat during the cricket final.",
         "Which huge bird of prey grabbed the match official's headwear at the big game?", ["eagle"]),
        ("speech", "The toymaker's workshop flooded on the morning of the royal visit.",
         "the guy who builds playthings for kids had his shed fill up with water. when did that happen?",
         ["royal"]),
        ("ocr", "Skateboard injuries fell in Cardiff",
         "In which Welsh city did fewer folk get hurt doing kickflips and the like? It was in the graphics.",
         ["cardiff"]),
        ("ocr", "Chess set sales soared after the hit miniseries",
         "something on telly made people start buying those board games with kings and pawns. what was it?",
         ["miniseries", "series"]),
    ],
    mentions=[
        ("the pencil sharpener", "The pencil sharpener on the front desk is shaped like a double-decker bus.",
         "decker"),
        ("the abacus", "The abacus in the finance office was carved by the founder's grandfather in Malta.", "malta"),
        ("the stationery cupboard", "The stationery cupboard now has a padlock because the sellotape keeps "
         "vanishing.", "sellotape"),
        ("the fern", "The fern by the fire door was rescued from a skip outside the old bingo hall.", "bingo"),
        ("the sandwich toaster", "The sandwich toaster in the break room was banned after someone tried to cook a "
         "kipper in it.", "kipper"),
        ("the foyer mirror", "The foyer mirror came from a palace in Vienna.", "vienna"),
        ("the tea trolley", "The tea trolley is pushed round every Friday by a retired trombonist.", "trombon"),
        ("the weather station", "The weather station on the roof sends its readings to a screen in the lobby that "
         "nobody can read because of the glare.", "glare"),
    ],
    screen_titles=[("Yellowhammer song survey", "yellowhammer"), ("Hornbeam pollarding day", "hornbeam"),
                   ("Skylark nest watch", "skylark"), ("Oxbow lake dredging", "oxbow"),
                   ("Sloe gathering morning", "sloe"), ("Rowan berry count", "rowan"),
                   ("Ragwort pulling day", "ragwort"), ("Dipper riverbank watch", "dipper")],
    charts=["bike shed occupancy", "mug breakages", "hot desk bookings", "ice pack loans",
            "biscuit tin refills", "delivery signatures", "stairwell light faults", "voicemail backlog"],
    absent=[
        "was there a meerkat in any of the photos or am i imagining it",
        "How long is the waiting list for the new bouldering centre?",
        "Somebody said the duck race got rained off. Did the video cover that?",
        "Who's doing the catering for the retirement do? I need to ring them.",
        "what did they end up deciding about floodlights for the rugby pitch",
        "Can you find the bit where they show the seating plan for the awards dinner?",
        "Is the sponsored silence still going ahead? Need the date.",
        "Did they ever say how the hot air balloon came down in the cemetery?",
        "{topic}: who's taking over as lead now that Gwen's left?",
        "Was a closing date ever given for the {topic} consultation? Ta.",
    ],
    count_q=("how many {animal} photos are there altogether? roughly isn't good enough, need it exact",
             "Doing wildlife bingo with the kids. If we watch the whole thing, how many times will we see the "
             "{animal}?",
             "{animal}: once, twice, more?",
             "I lost count of the {animal} pictures halfway through. What's the final number?"),
    cross_photo_q=("What creature is on screen right as they start talking about {what}? Making flashcards.",
                   "{what} gets mentioned and there's a photo up. which animal",
                   "Is there an animal in shot while {what} is being discussed? Which one?",
                   "trying to line the sound up with the pictures - {what} goes with which animal photo?"),
    cross_screen_q=("Which slide is showing when the narrator talks about {what}? I want to screenshot it for "
                    "our team chat.",
                    "{what} - what's the slide behind that?",
                    "When the audio touches on {what}, the slide is about something else, isn't it? What's it "
                    "called?",
                    "hey what slide title goes with the {what} remark"),
    cross_speech_q=("What's being said while the {title} slide is up? Just the spoken part.",
                    "{title} slide - any narration? what's it about",
                    "I'm reading along with the slides. When I got to {title} the voice said something unrelated. "
                    "What was it?",
                    "sound was muted during {title}, fill me in on what the narrator said"),
    after_chart_q=("I've got a screenshot of the {chart} chart. What comes on next?",
                   "{chart} then what",
                   "Putting together a slide list for my manager. The one that follows the {chart} graph is "
                   "titled...?",
                   "once the {chart} figures are done which slide comes up? need its heading"),
    order_q=("Did {first} come up before {second}? Tell me which one was first.",
             "{first}/{second} - which came first",
             "Building a timeline for class. Out of the {second} and {first} updates, which appears earlier?",
             "is {second} earlier in the video than {first}, or the other way round? want the first one"),
    at_screen_q=("What's the slide at {stamp}?",
                 "At {stamp} I can't make out the title because my laptop screen is cracked. What does it say?",
                 "title of the slide at {stamp} pls",
                 "Putting a timestamp in my notes: {stamp}. Which slide is that?"),
    at_said_q=("What's the speaker saying at {stamp}?",
               "audio at {stamp}?? what's said",
               "I'm on a train with no headphones and I'm at {stamp}. What's the narrator saying right now?",
               "Can you tell me what's said around {stamp}? Writing captions and that bit's muffled."),
)


# A nineteenth held-out set (seeds >= NINETEENTH_HELD_OUT_FROM), written after the eighteenth one had been
# measured and its misses read.
NINETEENTH_HELD_OUT_FROM = 1900
NINETEENTH_HELD_OUT = Pools(
    text=[
        ("Judo club", "Spare belts are kept in a toolbox beside the scoreboard",
         "My lad just joined judo and keeps forgetting his belt. The club notice said the spares are next to "
         "something, what was it?", ["scoreboard"]),
        ("Letterpress studio", "Ink rollers are cleaned with linseed oil",
         "quick q re the letterpress studio - what're the ink rollers cleaned with?", ["linseed"]),
        ("Roller derby", "Knee pads are lent out by a referee named Ignatius",
         "Who do I ask about borrowing knee pads for roller derby? There was a referee's name on screen.",
         ["ignatius"]),
        ("Curling evenings", "The equipment locker combination is 6392",
         "curling evenings equipment locker combo??", ["6392"]),
        ("Ice sculpting demo", "Blocks arrive on a forklift from the brewery",
         "Sorry if this is a daft one, but for the ice sculpting demo where do the blocks actually come from? "
         "The slide listed it.", ["brewery"]),
        ("Tin whistle group", "Beginners sit on the front pew",
         "first time going to tin whistle group, where do beginners sit", ["pew"]),
        ("Leathercraft class", "Hides come from a tannery in Northampton",
         "The leathercraft class gets its hides from a tannery in which town? Asking cos I live near there lol",
         ["northampton"]),
        ("Clay pigeon shooting", "Ear defenders are collected from the horsebox",
         "where do u pick up ear defenders for clay pigeon shooting", ["horsebox"]),
        ("Sign painting course", "Brushes soak in jam jars of turpentine",
         "For the sign painting course, what are the brushes left soaking in? I want to buy some before I go.",
         ["turpentine"]),
        ("Scuba refresher", "Air cylinders are refilled at the compressor hut",
         "scuba refresher: where do the air cylinders get refilled? ta in advance", ["compressor"]),
    ],
    said=[
        ("The DIY shop on Tanyard Lane has started renting out a cement mixer by the hour.",
         "what bit of kit can you now hire hourly from the Tanyard Lane DIY shop? pretty sure the speaker "
         "mentioned it", ["cement", "mixer"]),
        ("My neighbour's grandmother celebrated her hundredth birthday with a bungee jump.",
         "Someone's gran did something wild for turning 100, according to the voiceover. What was it?",
         ["bungee"]),
        ("The playgroup at the community centre has a pet axolotl called Gordon.",
         "What kind of pet does the playgroup have? The animal had a weird name and I couldn't catch it when "
         "it was said.", ["axolotl"]),
        ("The bus shelter outside the crematorium now has heated seats.",
         "heard they did something to the bus shelter by the crematorium, what was it", ["heated"]),
        ("Our head chef is taking a year off to cycle across Patagonia.",
         "The head chef's taking a year out to go cycling. Where to? The narrator said.", ["patagonia"]),
        ("An egret has been stealing goldfish from the pond at the dental surgery.",
         "Some bird's been pinching goldfish from the pond at the dental surgery - which bird, per the audio?",
         ["egret"]),
        ("The pawnbroker on Baker Row has been given a stuffed moose head.",
         "what odd thing did somebody hand over to the pawnbroker on Baker Row? was said out loud", ["moose"]),
        ("Our new lab technician has been picked to play water polo for Iceland.",
         "Our new lab tech got picked for a water polo team. Which country was it? I only half heard.",
         ["iceland"]),
        ("The all-night cafe by the coach station now serves shakshuka for breakfast.",
         "What's the new breakfast dish at the all-night cafe near the coach station? the speaker said it and I "
         "can't spell it", ["shakshuka"]),
        ("The dinner lady at the primary school has built a pond out of an old bathtub.",
         "the dinner lady made a pond out of something old? what did she use, it was in the voiceover",
         ["bathtub"]),
    ],
    para=[
        ("speech", "The jeweller swallowed a sapphire by accident.",
         "which blue gemstone did the ring seller end up gulping down by mistake", ["sapphire"]),
        ("speech", "The undertaker won a tap dancing competition in Blackpool.",
         "The funeral director got a prize for hoofing at some seaside resort up north. Which town?",
         ["blackpool"]),
        ("speech", "The astronomer named an asteroid after her budgie.",
         "the woman who studies the stars called a space rock after a pet... what kind of pet?", ["budgie"]),
        ("speech", "The newsreader climbed Snowdon in flip-flops.",
         "So the bloke who presents the headlines on telly hiked up the tallest peak in Wales wearing what on "
         "his feet?", ["flip"]),
        ("speech", "The choirmaster fainted during the final hymn.",
         "The guy in charge of the singers passed out at what point in the service?", ["hymn"]),
        ("speech", "The pastry chef built a replica of Big Ben out of marzipan.",
         "which famous London clock tower did the dessert cook recreate from ground almonds and sugar?",
         ["ben"]),
        ("speech", "The tattooist covered the trumpeter's back with a portrait of his mother-in-law.",
         "Whose face did the body-art guy ink across the horn player's shoulders? Some relative I think",
         ["mother"]),
        ("speech", "The surveyor discovered a sealed-up bunker beneath the fire station.",
         "some land measurer found a hidden underground room below which emergency services HQ?", ["fire"]),
        ("ocr", "Slipper purchases spiked in Aberdeen",
         "Which Scottish city saw a jump in people buying soft indoor shoes? it was on the graphic",
         ["aberdeen"]),
        ("ocr", "Most dropped calls happen inside the multistorey car park",
         "where do people tend to get cut off mid-chat on their mobiles? the slide said", ["multistorey"]),
    ],
    mentions=[
        ("the chandelier", "The chandelier in the boardroom was salvaged from an old ocean liner.", "liner"),
        ("the shoe rack", "The shoe rack at the back door has held the same muddy wellies since last winter.",
         "wellies"),
        ("the slushie machine", "The slushie machine in the games room only ever makes blue raspberry.",
         "raspberry"),
        ("the CCTV camera", "The CCTV camera above the loading door was knocked sideways and now only "
         "films a drainpipe.", "drainpipe"),
        ("the staff piano", "The staff piano by the lifts is tuned every spring by a man from Dundee.", "dundee"),
        ("the recycling bins", "The recycling bins behind the workshop are emptied by a driver who yodels.",
         "yodel"),
        ("the ceiling tiles", "The ceiling tiles in the post room are held up with gaffer tape.", "gaffer"),
        ("the hatstand", "The hatstand in the hallway was shipped over from an auction in Galway.", "galway"),
    ],
    screen_titles=[("Bittern booming recordings", "bittern"), ("Sphagnum moss mapping", "sphagnum"),
                   ("Avocet scrape monitoring", "avocet"), ("Mistletoe harvest", "mistletoe"),
                   ("Nightingale dawn chorus", "nightingale"), ("Saltmarsh grazing walk", "saltmarsh"),
                   ("Stonechat ringing session", "stonechat"), ("Juniper scrub clearing", "juniper")],
    charts=["tea towel washes", "puncture kit loans", "blind cord repairs", "plant pot orders",
            "water jug refills", "footrest requests", "hole punch orders", "squeaky hinge reports"],
    absent=[
        "hold on, did I imagine a sloth in one of the pictures?",
        "whats the top prize in the gurning contest",
        "When do the outdoor movie screenings return? I thought it got a mention.",
        "Who got voted chair of the residents' association?",
        "Can you skip to where they show the architect's drawings for the skatepark extension?",
        "Did they say who smashed the window at the chippy?",
        "Was there anything about a gas leak by the roundabout? My mum's asking.",
        "How much is entry to the vintage motorcycle rally, roughly?",
        "Has the {topic} been handed over to freelancers? someone at lunch reckoned so",
        "{topic} - is there a revised go-live date yet, or nothing so far?",
    ],
    count_q=("sorry, me again - the {animal}, how many times does it show up in total?",
             "My nan's convinced the {animal} only appears the once. Can you check and give me the actual "
             "number?",
             "count the {animal} shots for me?",
             "We've got a little sweepstake at work on how often the {animal} turns up. What's the correct "
             "answer?"),
    cross_photo_q=("Need the animal for my notes: the photo shown at the moment {what} is mentioned, what's in "
                   "it?",
                   "pls tell me which animal was showing during the mention of {what}, my kids are arguing about it",
                   "Random question, but the animal photo during the {what} remark - what was it of?",
                   "I'm labelling screenshots. The one where the speaker brings up {what} has an animal in it. "
                   "Which?"),
    cross_screen_q=("the voice mentions {what} at some point; what heading is on the slide at that exact moment?",
                    "Hi! Could you tell me which slide was displayed as {what} was being talked about? Thanks so "
                    "much.",
                    "{what} came up while I was looking away. slide title then?",
                    "Making a clip of the {what} comment for our intranet. Which slide's in the background, by "
                    "title?"),
    cross_speech_q=("I only see the {title} slide in my screenshot. What was the narrator actually saying over it?",
                    "{title} was up and someone was speaking, what about tho",
                    "Could you please let me know what was said aloud while {title} was displayed? Thank you!",
                    "the talk during {title} seemed off-topic to me, what did they actually say"),
    after_chart_q=("what slide follows the chart on {chart}? title pls",
                   "Hiya, I've made it as far as the {chart} chart. What's the next heading after it?",
                   "For my summary I need whatever came straight after the {chart} graph. What was it called?",
                   "after {chart}, which slide pops up"),
    order_q=("I've got {first} and {second} in my notes but not the order. Which one was on first?",
             "{second} came before {first}, yeah? if not, tell me which did",
             "Quick sanity check before I send my minutes: of {first} and {second}, which topic did the video "
             "cover earlier?",
             "which got its turn first, {second} or {first}"),
    at_screen_q=("my player's stuck buffering at {stamp}. which slide is that meant to be?",
                 "Heading on the slide at exactly {stamp}, if you can read it?",
                 "hey, slide name at the {stamp} timestamp?",
                 "For a bug report I need to say which slide was visible at {stamp}. What was it?"),
    at_said_q=("Audio at {stamp} - can you paraphrase what the speaker says?",
               "what's the narrator on about at like {stamp}",
               "I'm deaf and the auto-captions skip {stamp}. What's spoken there, please?",
               "Listening on a noisy bus, lost the thread around {stamp}. What did they say?"),
)


# A twentieth held-out set (seeds >= TWENTIETH_HELD_OUT_FROM), written after the nineteenth one had been
# measured and its misses read.
TWENTIETH_HELD_OUT_FROM = 2000
TWENTIETH_HELD_OUT = Pools(
    text=[
        ("Wassail evening", "Mulled apple juice is ladled from a cauldron",
         "wassail evening - what's the mulled apple juice served out of? the notice said", ["cauldron"]),
        ("Semaphore club", "Flags are folded by a signaller named Aurelio",
         "We're taking the kids to semaphore club next week. Which signaller folds the flags? The notice gave "
         "his name.", ["aurelio"]),
        ("Quoits league", "The pitch booking code is 2748",
         "quoits league booking code for the pitch??", ["2748"]),
        ("Abseiling taster", "Harnesses are checked beside the clock turret",
         "Hello! For the abseiling taster, where do harnesses get checked? I believe a slide mentioned it.",
         ["turret"]),
        ("Fondue night", "Forks are colour coded with nail varnish",
         "fondue night forks are colour coded using what? saw it on screen, sounded odd", ["varnish"]),
        ("Shinty training", "Sticks are racked inside the old dovecote",
         "where do the shinty sticks get racked", ["dovecote"]),
        ("Dowsing walk", "Divining rods are collected from the lychgate",
         "dowsing walk... where do we pick up divining rods", ["lychgate"]),
        ("Bellringing practice", "Ringers climb a spiral ladder up to the belfry",
         "My partner's starting bellringing practice and wants to know where the spiral ladder goes up to. It "
         "was written up, I think.", ["belfry"]),
        ("Pinata workshop", "Papier mache is left to dry under the pergola",
         "pinata workshop - where do they leave the papier mache to dry? per the text", ["pergola"]),
        ("Jamboree planning", "Tent pegs are tallied by a quartermaster named Seraphina",
         "Quartermaster doing the tent pegs for the jamboree - what's she called? I saw it displayed but "
         "can't remember.", ["seraphina"]),
    ],
    said=[
        ("The hardware shop on Cinder Lane now cuts spare keys shaped like dinosaurs.",
         "the hardware shop on cinder lane is cutting keys in some funny shape now, someone said aloud. what shape",
         ["dinosaur"]),
        ("Our night porter has started keeping quail in a hutch behind the generator.",
         "What birds is the night porter keeping behind the generator? I only heard it, didn't see it.",
         ["quail"]),
        ("The BMX track by the library was closed after a polecat was found living under the jumps.",
         "why did the BMX track near the library get shut?? some animal was to blame in the voiceover, which one",
         ["polecat"]),
        ("Our operations manager is rowing the length of the Danube this summer.",
         "Apparently our operations manager is rowing down some river this summer. Did the narrator say which?",
         ["danube"]),
        ("The florist on Ropewalk Lane has started selling bouquets made of broccoli.",
         "The Ropewalk Lane florist is making bouquets out of a vegetable now, per the talk. Which one?",
         ["broccoli"]),
        ("The nursery school has adopted a pair of chinchillas.",
         "heard the nursery school got some pets. what are they, from the audio", ["chinchilla"]),
        ("The takeaway next to the dry cleaner's now sells deep-fried halloumi.",
         "Sorry, silly question, but what's the new deep-fried thing at the takeaway beside the dry cleaner's? "
         "It came up in the audio.", ["halloumi"]),
        ("Our deputy head once held the county record for pole vault.",
         "The deputy head used to hold some county record, the speaker mentioned. Record for what?", ["vault"]),
        ("The pub by the foundry now hosts a sitar recital every Thursday.",
         "pub by the foundry has a new Thursday night thing, what instrument??", ["sitar"]),
        ("A window cleaner found a boomerang stuck in the museum guttering.",
         "What did the window cleaner find up in the museum guttering? Something that's meant to come back, "
         "going by the voiceover.", ["boomerang"]),
    ],
    para=[
        ("speech", "The cartographer got lost in a corn maze.",
         "The woman who draws maps couldn't find her way out of what?", ["maze"]),
        ("speech", "The piano tuner was stung by a hornet inside the grand piano.",
         "what insect got the guy who adjusts the strings on those big keyboard instruments", ["hornet"]),
        ("speech", "The bin man adopted a one-eyed iguana.",
         "Which scaly reptile did the chap who collects the rubbish take in?", ["iguana"]),
        ("speech", "The ambassador reversed his jeep into a snowman.",
         "What did the envoy back his four-by-four over?", ["snowman"]),
        ("speech", "The tiler uncovered a fresco of a unicorn behind the bathroom cabinet.",
         "Someone laying ceramic squares came across an old painting tucked away at the back of a cupboard "
         "where you wash. Which mythical beast did it show?", ["unicorn"]),
        ("speech", "The saxophonist sneezed during the minute's silence.",
         "so what did the jazz horn player do at the worst possible time, when everyone was meant to be quiet "
         "in remembrance", ["sneeze"]),
        ("speech", "The caterer iced the anniversary cake with mayonnaise by mistake.",
         "What sauce did the party food supplier accidentally spread over the wedding-jubilee sponge?",
         ["mayonnaise", "mayo"]),
        ("speech", "The school bursar won a jive contest in Benidorm.",
         "The person who manages the money at the academy took first place for swing dancing at which Spanish "
         "resort?", ["benidorm"]),
        ("ocr", "Rain poncho purchases dipped in Leeds",
         "In which Yorkshire city did fewer people buy waterproof pull-over capes? The graphic showed it.",
         ["leeds"]),
        ("ocr", "Parking fines plunged once the bypass opened",
         "what road change led to far fewer penalty notices for leaving motors in the wrong spot", ["bypass"]),
    ],
    mentions=[
        ("the espresso machine", "The espresso machine on the sixth floor was bought second-hand from a convent in "
         "Umbria.", "umbria"),
        ("the fire blanket", "The fire blanket in the kitchenette has only ever been used to smother a burning "
         "crumpet.", "crumpet"),
        ("the tannoy", "The tannoy in the warehouse was voiced by a man who used to read the shipping forecast.",
         "forecast"),
        ("the turnstile", "The turnstile by the loading ramp is painted in the colours of a Norwegian football "
         "club.", "norwegian"),
        ("the punchbag", "The punchbag in the basement gym has a photo of a bailiff taped to it.", "bailiff"),
        ("the foosball table", "The foosball table in the breakout area is missing a player, so someone glued a "
         "clothes peg in its place.", "clothes"),
        ("the wind-up radio", "The wind-up radio in the boiler room only picks up a station from Belgium.",
         "belgium"),
        ("the escalator", "The escalator at the side entrance runs backwards whenever the cleaners unplug it.",
         "backwards"),
    ],
    screen_titles=[("Corncrake call survey", "corncrake"), ("Meadowsweet verge count", "meadowsweet"),
                   ("Natterjack pond check", "natterjack"), ("Bullfinch orchard watch", "bullfinch"),
                   ("Yarrow seed collecting", "yarrow"), ("Dunlin shoreline tally", "dunlin"),
                   ("Elderflower gathering", "elderflower"), ("Redstart nest boxes", "redstart")],
    charts=["coaster orders", "stool repairs", "thumbtack restocks", "ruler requests", "lampshade dusting",
            "bookend orders", "draught excluder requests", "coat hanger orders"],
    absent=[
        "was there a chameleon in the pics at all or no",
        "What's the closing date for entries to the limerick competition?",
        "Who's in charge of refreshments at the ploughing match? Keen to help out.",
        "how many laps is the soapbox race this year",
        "Is the level crossing on Quarry Road still shut? I need to drive over it tomorrow.",
        "Is the Burns supper menu shown anywhere? Can't spot it.",
        "Which resident took the scrabble trophy at the care home?",
        "did they say what became of the runaway cockatiel",
        "{topic}: have any jobs been cut over it? heard rumours",
        "{topic} tender - which firm got it? it's for a spreadsheet",
    ],
    count_q=("Hi there! I'm doing a nature tally for my Brownies group. How often does a {animal} appear in this?",
             "{animal} - total showings?",
             "ok so im trying to win an argument w my brother, number of times we get the {animal}??",
             "Would you mind counting the {animal} appearances for me? I'd like the precise figure."),
    cross_photo_q=("While they're chatting away about {what}, a picture's up. What animal is in it?",
                   "{what} + animal pic = which animal",
                   "Sorry to bother you, but my niece wants to know what creature was in the photo when the "
                   "presenter brought up {what}.",
                   "i think some wild animal was pictured in the section on {what}? which one was it"),
    cross_screen_q=("At the point where {what} gets talked about, the slide doesn't seem to match. What's its "
                    "heading? Writing feedback for the producer.",
                    "slide while {what} was mentioned??",
                    "Would you kindly let me know the heading that was up as the narrator discussed {what}?",
                    "for my index I want the slide title that coincides with {what} being mentioned"),
    cross_speech_q=("While {title} sits there on screen, the voice says... what exactly? Not the slide text, the "
                    "audio.",
                    "spoken words over {title}?",
                    "Hello, I'm hard of hearing. Could you write out the speech that accompanies the {title} slide?",
                    "{title} is up but the voice wanders off topic, right? what does it wander onto"),
    after_chart_q=("the chart with {chart} - what slide is after that one",
                   "Hey! Once the graph about {chart} disappears, which slide takes its place? Title would be great.",
                   "{chart} chart, next slide?",
                   "I'm building a table of contents and there's a gap following the {chart} graph. Name of that "
                   "slide?"),
    order_q=("Sooner of the two: {first}, {second}?",
             "My team lead wants to know whether {second} or {first} got discussed earlier. What do I tell her?",
             "earliest between {first} + {second}? pls",
             "I'd appreciate it if you could tell me which aired first: {first} or {second}. Thanks!"),
    at_screen_q=("What slide heading is visible at {stamp}? My screen reader skipped it.",
                 "{stamp} slide?",
                 "Would you be so kind as to name the slide that's up at {stamp}? Many thanks.",
                 "im at {stamp} and the projector in our room is washing everything out, whats the title"),
    at_said_q=("The audio crackles on my copy around {stamp}. Words there?",
               "{stamp} voice line?",
               "Hiya, I'm making revision notes - what does the presenter say near {stamp}?",
               "my kid paused it at {stamp} and asked what the guy said, and I honestly don't know lol"),
)


# A twenty-first held-out set (seeds >= TWENTY_FIRST_HELD_OUT_FROM), written after the twentieth one had been
# measured and its misses read.
TWENTY_FIRST_HELD_OUT_FROM = 2100
TWENTY_FIRST_HELD_OUT = Pools(
    text=[
        ("Kabaddi practice", "Teams warm up beside the belvedere",
         "First time at kabaddi practice tonight and I've no idea where to go. Where does everyone warm up?",
         ["belvedere"]),
        ("Korfball league", "Match sheets are signed by a secretary named Octavian",
         "korfball match sheets, whose signature do they need", ["octavian"]),
        ("Dodgeball night", "The kit room code is 5816",
         "dodgeball kit room code? wrote it on my hand and then washed it off", ["5816"]),
        ("Tobogganing trip", "Sledges are propped against the old pillar box",
         "On the tobogganing trip, what are the sledges leaning on when nobody's riding them?", ["pillar"]),
        ("Gnocchi workshop", "Dough rests in a crock under the dresser",
         "gnocchi dough gets left to rest in something, saw it written. what's the container", ["crock"]),
        ("Coasteering taster", "Jumps begin when a conch is blown",
         "How do the instructors signal the first jump at the coasteering taster? My daughter's nervous and asked me "
         "what she should listen for.", ["conch"]),
        ("Hula fitness", "Grass skirts dangle from pegs in the granary",
         "hula fitness: the grass skirts are hung up in which building", ["granary"]),
        ("Willow weaving", "Withies are steeped by a craftsman named Ezekiel",
         "The person who steeps the withies for willow weaving - have we got a name for him?", ["ezekiel"]),
        ("Seed potato swap", "Trays are left in the coldframe",
         "Where do I put my tray for the seed potato swap? The notice was specific but I've forgotten.",
         ["coldframe", "cold frame"]),
        ("Cello ensemble", "Spare strings live in a humidor",
         "cello ensemble - spare strings are stored in some odd container, which one?", ["humidor"]),
    ],
    said=[
        ("The square outside the guildhall is being relaid with Cornish granite.",
         "They're redoing the paving outside the guildhall, I heard. What stone are they using?", ["granite"]),
        ("A pet shrew called Humphrey lives in the broom cupboard, looked after by the site manager.",
         "what's living in the broom cupboard?? some pet of the site manager's, only mentioned in passing", ["shrew"]),
        ("Nobody can ride the miniature railway in Ashgrove Park this week because a lemur from a travelling "
         "menagerie keeps sunbathing on the tracks.",
         "Why's the little train in Ashgrove Park not running? Some animal keeps lounging on the line, apparently. "
         "Which one?", ["lemur"]),
        ("Next October the head of procurement sets off on foot along the Camino to Santiago.",
         "Our head of procurement is off on a long pilgrimage-type walk this autumn, the narrator said. Where's "
         "it to?", ["santiago", "camino"]),
        ("You can now buy cloudberry jam at the farm shop on Weaver Street.",
         "Weaver Street farm shop's got a new jam in, what flavour is it? was only spoken", ["cloudberry"]),
        ("Two gerbils have moved into a cage in the sixth form block.",
         "What pets has the sixth form block taken on? It was just in the audio.", ["gerbil"]),
        ("Pierogi are on the menu at the food truck parked outside the crown court.",
         "crown court food truck, what's new on the menu? the voice said, wasn't written anywhere", ["pierogi"]),
        ("Years ago the reprographics officer reached the final of a TV quiz on Byzantine emperors.",
         "The reprographics officer got to a telly quiz final once. What was his specialist subject? It came "
         "through the speakers only.", ["byzantine", "emperor"]),
        ("A didgeridoo circle meets every Wednesday in the crypt cafe under St Mary's.",
         "There's a weekly music session in the crypt cafe at St Mary's now. Which instrument?", ["didgeridoo"]),
        ("While rethatching the old rectory, the thatcher came across a tinderbox hidden in the eaves.",
         "I gather a thatcher turned up something old in the eaves at the rectory. What did he find? Going off "
         "the narration.", ["tinderbox"]),
    ],
    para=[
        ("speech", "The taxidermist preserved a pike that had swallowed a wristwatch.",
         "Someone who stuffs dead animals worked on a freshwater fish with something odd in its belly. What had "
         "it gulped down?", ["wristwatch", "watch"]),
        ("speech", "The contortionist got wedged in a wheelie bin.",
         "what household rubbish receptacle did the ultra-bendy performer get jammed into", ["wheelie", "bin"]),
        ("speech", "The choreographer slipped a disc while demonstrating the cancan.",
         "Which high-kicking dance hurt the routine designer's back?", ["cancan"]),
        ("speech", "The archivist exposed a forged Napoleon signature.",
         "Whose autograph did the records keeper work out was faked?", ["napoleon"]),
        ("speech", "The mesmerist put the entire parish council to sleep.",
         "Which local governing body did the trance-inducing performer send off to dreamland?",
         ["parish"]),
        ("speech", "The paperboy was bitten by a wallaby on his round.",
         "Which hopping marsupial nipped the lad who delivers the morning news?", ["wallaby"]),
        ("speech", "The quilter stitched a map of the Hebrides into a bedspread.",
         "What island group did the patchwork maker sew onto a duvet cover?", ["hebrides"]),
        ("speech", "The stuntman proposed to the weather forecaster live on air.",
         "Who did the daredevil film double pop the question to during a broadcast? Job title is enough.",
         ["forecaster", "weather"]),
        ("ocr", "Tandem hire rocketed in Harrogate",
         "bicycles built for two - where did renting those shoot up? it flashed up as text", ["harrogate"]),
        ("ocr", "Parasol purchases ballooned at Whitsun",
         "Over which bank holiday did buying sunshades go through the roof?", ["whitsun"]),
    ],
    mentions=[
        ("the samovar", "The samovar on the attic landing came from a Georgian exchange student.",
         "georgian"),
        ("the model zeppelin", "The model zeppelin hanging above the post trays is nicknamed the Admiral.",
         "admiral"),
        ("the air hockey table", "The air hockey table in the canteen came from an arcade in Skegness.",
         "skegness"),
        ("the corkboard", "The corkboard in the tea point is smothered in stamps from Tasmania.", "tasmania"),
        ("the exercise bike", "The exercise bike in the changing room is bolted to a scaffold pole.", "scaffold"),
        ("the waffle iron", "The waffle iron on the fifth floor only browns one side and leaves everything tasting "
         "of aniseed.", "aniseed"),
        ("the stepladder", "The stepladder in the plant room is stencilled with an old Navy crest.", "navy"),
        ("the wall map", "The wall map by the side gate still shows Yugoslavia.", "yugoslavia"),
    ],
    screen_titles=[("Snipe winter count", "snipe"), ("Wryneck passage watch", "wryneck"),
                   ("Goldcrest mist-net demo", "goldcrest"), ("Waxwing irruption watch", "waxwing"),
                   ("Chough clifftop survey", "chough"), ("Hoopoe rarity alert", "hoopoe"),
                   ("Thistle pulling party", "thistle"), ("Nuthatch woodland transect", "nuthatch")],
    charts=["calculator loans", "trackpad faults", "clipboard orders", "elastic band orders",
            "laminating pouch orders", "cutlery top-ups", "fridge defrosts", "dongle resets"],
    absent=[
        "pretty sure I spotted a pangolin somewhere in there, was I dreaming?",
        "How much is it to join kabaddi practice for a term?",
        "Who won the biggest gooseberry contest this year? My dad entered.",
        "sea cadets - is there still a queue to get in, and how long",
        "When's the raft race? Did they put a day on it?",
        "Is the speed limit on Tinker's Hill dropping to twenty? A neighbour insists it was announced.",
        "What's the food truck outside the crown court charging for its pierogi?",
        "did they mention how long the guildhall square will be fenced off",
        "{topic}: did anybody resign over it, or is that just gossip?",
        "Which room is the {topic} workshop in? I need a number for the invite.",
    ],
    count_q=("How many {animal} slides did I sit through? Felt like loads.",
             "number of {animal} sightings in this vid",
             "I'm logging every {animal} appearance in a spreadsheet to check my own count. What total should I "
             "end up with?",
             "Does the {animal} get more than one outing? Exact figure if so."),
    cross_photo_q=("Right when {what} comes up there's a wildlife shot on screen. Can you name the animal?",
                   "{what} talk, photo behind it shows...?",
                   "My grandson keeps pausing on the animal picture shown alongside the {what} remark. Which "
                   "animal is it?",
                   "which beast was pictured during the chat about {what}"),
    cross_screen_q=("As soon as the narration turns to {what}, what slide is sitting there? I want the heading.",
                    "{what} mentioned -> slide title",
                    "Probably obvious, but during the {what} bit, what's the heading you'd have been "
                    "reading?",
                    "I'm tagging moments in this video for our archive. The tag for {what} needs the heading "
                    "that accompanied it."),
    cross_speech_q=("What's the voiceover doing while {title} is the slide? Is it even about that?",
                    "{title} - narration content?",
                    "My sister dozed off and woke up to {title} on screen. She's asking what got said by the "
                    "presenter then.",
                    "spoken line that goes with {title}, what was it"),
    after_chart_q=("What replaces the {chart} chart on screen?",
                   "the {chart} graph goes away and then we get... ?",
                   "I presented this deck from memory and went blank once I'd done {chart}. Which slide should "
                   "have come next?",
                   "slide following {chart} graph"),
    order_q=("Did the {second} update beat the {first} one to the screen, or not? name the first",
             "who got airtime sooner, {first} or {second}?",
             "My boss asked me to recap the video in order and I've muddled the order of {second} versus "
             "{first}. Which was earlier?",
             "first to appear out of {second} and {first}?"),
    at_screen_q=("What slide's on at {stamp}? The thumbnail's too blurry.",
                 "slide name @ {stamp}",
                 "We're discussing this in a meeting and someone referenced {stamp}. Title-wise, what are we "
                 "looking at there?",
                 "title showing around {stamp}?"),
    at_said_q=("What words are spoken at {stamp}? My hearing aid battery died.",
               "{stamp} what'd they say",
               "I'm translating the talk for my dad and got stuck at {stamp}. Any chance of the sentence the "
               "presenter uses there?",
               "can u tell me the line the narrator says at {stamp}"),
)


# A twenty-second held-out set (seeds >= TWENTY_SECOND_HELD_OUT_FROM), written after the twenty-first one had been
# measured and its misses read.
TWENTY_SECOND_HELD_OUT_FROM = 2200
TWENTY_SECOND_HELD_OUT = Pools(
    text=[
        ("Camogie drop-ins", "Hurleys come out of the old tollhouse",
         "Can you remind me where the hurleys are kept for camogie? I want to grab one before the others arrive.",
         ["tollhouse"]),
        ("Bhangra troupe", "The dhol is looked after by a percussionist named Balwinder",
         "dhol guy in the bhangra troupe - name?", ["balwinder"]),
        ("Floorball storeroom", "Keypad code 6094",
         "I'm stood outside the floorball store with my arms full. Tell me the keypad number, quick!", ["6094"]),
        ("Linocut printmaking", "Inky brayers get swilled in the pumphouse",
         "So after linocut you clean your brayers somewhere specific, and it wasn't the kitchen. Which building?",
         ["pumphouse"]),
        ("Empanada masterclass", "Wrappers are crimped using a thimble",
         "empanada edges get pressed shut with a sewing thing?? which one exactly", ["thimble"]),
        ("Flamenco for newcomers", "Castanets are loaned by a dancer named Remedios",
         "My wife wants to try flamenco but we don't own castanets. The slide said someone lends them - who?",
         ["remedios"]),
        ("Biathlon come and try", "Rifles are locked in a strongroom beneath the rotunda",
         "Where do the biathlon rifles live when they're not being fired? Need it for the risk form.",
         ["strongroom", "rotunda"]),
        ("Tapestry menders", "Wool skeins are draped over a wheelbarrow",
         "Odd detail from the tapestry mending notice: the wool skeins get draped over what?", ["wheelbarrow"]),
        ("Pelota fronton", "Slots are pencilled into a ledger by the weighbridge",
         "pelota slots. the ledger you write them in sits next to what", ["weighbridge"]),
        ("Ratatouille potluck", "Aubergines are diced by a helper named Fortunato",
         "Whoever's chopping the aubergines for the ratatouille potluck, I'd like to thank them by name. Who is it?",
         ["fortunato"]),
    ],
    said=[
        ("Two jerboas were found curled up inside the old pianola in the sacristy.",
         "Which animals were discovered curled up in the sacristy pianola? This was from the audio.",
         ["jerboa"]),
        ("Our pensions administrator has swum the Bosphorus twice, from Asia to Europe.",
         "the pensions administrator swam some famous strait twice, I'm told. which one", ["bosphorus"]),
        ("The junior bookbinder plays the sousaphone in a ska outfit.",
         "Settle something for me: what instrument does the junior bookbinder play? My colleague reckons euphonium.",
         ["sousaphone"]),
        ("Tamarind relish now comes free with every samosa from the cart on the quayside.",
         "Is there a freebie with samosas from the quayside cart now? The narrator said what you get.",
         ["tamarind", "relish"]),
        ("The rusting gasometer beside the sidings will reopen as an observatory.",
         "The gasometer by the sidings is being given a new purpose. As what? Heard on the voice track.",
         ["observatory"]),
        ("A gospel quintet from our compliance unit is performing in Montevideo.",
         "The gospel lot from compliance are off abroad to perform. Which city did the speaker name?", ["montevideo"]),
        ("Our trivia foursome lost on a tiebreak about Etruscan tombs.",
         "We lost trivia on a tiebreak, I'm told - what was that final question on?", ["etruscan", "tombs"]),
        ("Marmaduke, a degu, now lives in a vivarium beside the scanner.",
         "Marmaduke lives by the scanner now, they said out loud. What species is he?", ["degu"]),
        ("The estates supervisor mastered Esperanto from old cassettes.",
         "Which language has the estates supervisor been learning off tapes? heard it mentioned", ["esperanto"]),
        ("Contractors widening the towpath dug up a Saxon buckle.",
         "When they widened the towpath something ancient turned up. What exactly? The talk mentioned it.",
         ["buckle", "saxon"]),
    ],
    para=[
        ("speech", "The illusionist made the headmistress vanish at the prom.",
         "Who did the conjuror cause to disappear during the school leavers' dance?", ["headmistress"]),
        ("speech", "The sculptor moulded a narwhal out of margarine for the banquet.",
         "Which tusked whale did someone shape from butter substitute for a big feast?", ["narwhal"]),
        ("speech", "The trawlerman hauled up a pram near Whitby.",
         "Close to which Yorkshire harbour town did a fishing crew drag a baby carriage from the sea?", ["whitby"]),
        ("speech", "The archdeacon confiscated a trombone from a rowdy chorister.",
         "A senior cleric took an instrument off a badly behaved boy singer. Which brass one?", ["trombone"]),
        ("speech", "The nanny reared a rhinoceros calf in her bungalow.",
         "What horned beast did the childminder raise on milk at home?", ["rhinoceros", "rhino"]),
        ("speech", "The wigmaker misplaced his clippers in a vase of peonies.",
         "Where did the person who makes hairpieces lose his trimmers? I want the exact spot.", ["vase", "peonies"]),
        ("speech", "The proofreader misspelled Reykjavik on the tourist brochure.",
         "Which Nordic capital did the copy checker get wrong in the visitor leaflet?", ["reykjavik"]),
        ("speech", "The acrobat strained a hamstring queuing for kedgeree.",
         "The tumbler hurt a leg muscle waiting in line for which smoked fish and rice dish?",
         ["kedgeree"]),
        ("ocr", "Deckchair lettings mushroomed in Llandudno",
         "Renting out folding beach seats shot up somewhere in Wales, per the on-screen stat. Where?",
         ["llandudno"]),
        ("ocr", "Flipper takings nosedived after Hogmanay",
         "Diving fins stopped selling so well following which new year festivity?", ["hogmanay"]),
    ],
    mentions=[
        ("the chronometer", "The chronometer by the front door came out of a Tintagel guesthouse.", "tintagel"),
        ("the kimono", "The kimono framed in the huddle room was bought at a Zanzibar bazaar.", "zanzibar"),
        ("the treadmill", "The treadmill in the wellbeing zone once belonged to an Olympic hurdler.", "hurdler"),
        ("the gramophone", "The gramophone in the prayer nook only ever spins calypso.", "calypso"),
        ("the washstand", "The washstand in the snug is fashioned from driftwood.", "driftwood"),
        ("the mirrorball", "The mirrorball over the hub came out of a Morecambe dancehall.", "morecambe"),
        ("the singing bowl", "The singing bowl in the contemplation alcove was carried home from Kathmandu.",
         "kathmandu"),
        ("the weathervane", "The weathervane on the cupola was hammered out by a shipwright.", "shipwright"),
    ],
    screen_titles=[("Chanterelle foray", "chanterelle"), ("Puffball quest", "puffball"),
                   ("Liverwort gully crawl", "liverwort"), ("Earthstar lookout", "earthstar"),
                   ("Stinkhorn alerts", "stinkhorn"), ("Inkcap identification", "inkcap"),
                   ("Horsetail uprooting", "horsetail"), ("Clubmoss inventory", "clubmoss")],
    charts=["shoehorn borrowings", "earplug handouts", "lozenge giveaways", "lip balm disappearances",
            "doily launderings", "protractor lendings", "eraser shortages", "stirrer wastage"],
    absent=[
        "my niece reckons there's an okapi in this video somewhere. is there?",
        "How much is a place on the guided heathland ramble?",
        "I entered the hydrangea show - were the winners read out anywhere in this?",
        "Opening hours for hydrotherapy, please.",
        "They announced who's replacing the chaplain when she leaves, right? Who is it?",
        "Is there anything in here about the knitted toppers going on the postboxes?",
        "Somebody's doing a wing walk, I heard. What's it raising money for?",
        "the nativity play: who's directing it this time, and when does it open?",
        "{topic} - did they bring in an outside auditor?",
        "Is there a phone number for {topic} queries? I'd like to ring it.",
    ],
    count_q=("Quick tally request - total {animal} photos from start to finish?",
             "{animal} count pls",
             "Office sweepstake on the {animal}: whoever guesses its number of appearances wins. Answer?",
             "My flatmate and I can't agree on the {animal} total. Settle it for us with a number."),
    cross_photo_q=("Whatever creature is pictured as the voice gets to {what} - name it for me.",
                   "{what} mention + animal photo = which animal",
                   "Filling in a nature worksheet from this video: when {what} is discussed, which species is up?",
                   "{what} is talked about with an animal pic behind it, pretty sure. which animal"),
    cross_screen_q=("Heading on display during the description of {what}, please.",
                    "which heading's up for {what}",
                    "I scribbled '{what}' in my notebook with no slide next to it. Which slide goes with that remark?",
                    "Rambling about {what} happens over an unrelated slide, I'm sure. What was its heading?"),
    cross_speech_q=("Jot down what the presenter is on about during {title}, would you?",
                    "audio under {title}?",
                    "I muted the video for the {title} part by accident. Which words went unheard?",
                    "Is the narration during {title} even connected to it? Share what's actually spoken."),
    after_chart_q=("The {chart} graph wraps up. Name the slide that takes over.",
                   "post-{chart} slide?",
                   "Picking the video back up after the {chart} numbers, which slide follows straight on?",
                   "I'm cueing up a clip to start immediately after {chart}. What slide will it open on?"),
    order_q=("Chronology check - {second}, {first}: which had its slide first?",
             "{first} / {second} - earlier one?",
             "For the minutes, in sequence: is {first} ahead of {second}? Give me whichever was earlier.",
             "Whichever of {second} or {first} appeared sooner, that's what I need."),
    at_screen_q=("Grab me the slide heading at {stamp}.",
                 "on screen {stamp}?",
                 "Our team chat has a timestamp, {stamp}, with no context. Which slide does it land on?",
                 "At exactly {stamp}, which slide fills the screen? Title only is fine."),
    at_said_q=("Quote me the presenter at {stamp}, please.",
               "words spoken {stamp}?",
               "The neighbour's drill drowned out {stamp} for me. What sentence did I miss?",
               "Around {stamp} the speaker's voice trails off for me; what were they saying?"),
)

# A twenty-third held-out set (seeds >= TWENTY_THIRD_HELD_OUT_FROM), written after the twenty-second one had been
# measured and its misses read.
TWENTY_THIRD_HELD_OUT_FROM = 2300
TWENTY_THIRD_HELD_OUT = Pools(
    text=[
        ("Sumo taster", "Mawashi belts are handed out in the malthouse",
         "I signed up for the sumo taster on a dare and now I need one of those belts. Which building do I go to?",
         ["malthouse"]),
        ("Capoeira roda", "The berimbau is tuned by a mestre called Casimiro",
         "who tunes the berimbau at capoeira? want to ask him about private lessons", ["casimiro"]),
        ("Trampolining hall", "Side door code 7351",
         "trampolining hall side door code?? locked out and the kids are getting cold", ["7351"]),
        ("Batik workshop", "Dye baths are heated in the bakehouse",
         "Where do the dye baths get warmed up for batik? I don't think it's the main kitchen.", ["bakehouse"]),
        ("Goulash cook-off", "The stew is ladled out of a chipped tureen",
         "at the goulash cook-off what do they dish the food up from? some fancy serving thing", ["tureen"]),
        ("Kendo practice", "Split shinai are mended by a volunteer called Leofric",
         "My shinai has cracked down the middle. Is there someone at kendo who fixes them? Name would help.",
         ["leofric"]),
        ("Saddlery evening", "Bridles hang from hooks in the coachhouse",
         "If I turn up to the saddlery evening, where will I find the bridles hung up?", ["coachhouse", "coach house"]),
        ("Millinery circle", "Hat blocks are stored in a portmanteau",
         "millinery people keep their hat blocks in some old-fashioned luggage, what was it", ["portmanteau"]),
        ("Bodhran circle", "Beaters can be borrowed from the chandlery",
         "Don't own a beater yet. Where can I borrow one for the bodhran circle?", ["chandlery"]),
        ("Paella night", "The pan is stirred by a cook called Benedetta",
         "Paella night was brilliant and I'd love to book the cook for my mum's birthday. Who was stirring the pan?",
         ["benedetta"]),
    ],
    said=[
        ("A family of capybaras has settled on the island in the mere at Pennock Fields.",
         "there's apparently a whole family of something living out at Pennock Fields now?? which animal",
         ["capybara"]),
        ("Our logistics lead once crossed the Gobi on a yak.",
         "Did the logistics lead really trek across a desert on some animal? Which desert was it?", ["gobi"]),
        ("The night concierge plays the bouzouki in a rebetiko band.",
         "What instrument does the night concierge play? Someone at lunch said mandolin but I don't buy it.",
         ["bouzouki"]),
        ("The food stall beside the slipway now sells laksa on Tuesdays.",
         "heard the stall down by the slipway does a new dish on tuesdays. what is it", ["laksa"]),
        ("The disused tidemill on the creek is going to become a gin distillery.",
         "The old tidemill is getting converted, I caught that much from the voiceover. Into what, though?",
         ["distillery", "gin"]),
        ("Our rounders side from accounts has qualified for a tournament in Tallinn.",
         "The accounts rounders team qualified for something abroad - where is it being held?", ["tallinn"]),
        ("A verger found a casket of wartime ration books beneath the floorboards of the undercroft.",
         "Something old turned up under the undercroft floor, the speaker said. What was in the box?", ["ration"]),
        ("Gannets keep snatching sandwiches off the benches along the promenade.",
         "Which bird keeps pinching people's lunch on the promenade? I only heard it mentioned.", ["gannet"]),
        ("The finance director restored a hurdy-gurdy that had been rotting in her garage.",
         "What old instrument did the finance director fix up? Curious because I play folk stuff myself.",
         ["hurdy"]),
        ("Steeplejacks repairing the campanile found a hoard of sequins stashed by rooks.",
         "What had the birds up the campanile squirrelled away? The repair crew found a pile of something.",
         ["sequin"]),
    ],
    para=[
        ("speech", "Rubber overshoes were fitted to a dromedary for a film shoot.",
         "What one-humped beast got protective footwear so it could appear in a movie?", ["dromedary", "camel"]),
        ("speech", "The barista spilled a cortado down the consul's lapel.",
         "Which diplomatic official ended up with coffee all over their jacket?", ["consul"]),
        ("speech", "A retired racing driver taught the cubs to juggle satsumas.",
         "What tiny oranges did an ex-motorsport competitor get the young scouting group tossing about?",
         ["satsuma"]),
        ("speech", "The geographer forgot to put Luxembourg on the atlas.",
         "Which little country got accidentally left out of the book of maps?", ["luxembourg"]),
        ("speech", "The puppeteer left his marionette on a sleeper train to Inverness.",
         "Someone who works strings for a living abandoned his wooden figure on an overnight rail journey. Heading "
         "to which Highland city?", ["inverness"]),
        ("speech", "The harpist sprained her thumb arm-wrestling an archbishop.",
         "A musician hurt her hand in a test of strength against a high-ranking churchman. What rank was he?",
         ["archbishop"]),
        ("speech", "A keeper taught a gibbon to eat with chopsticks.",
         "What utensils did a small ape get trained to use at mealtimes?", ["chopsticks"]),
        ("speech", "The tabby at the cattery sleeps inside a bassoon case.",
         "Where does the striped feline at the pet boarding place curl up at night?", ["bassoon"]),
        ("ocr", "Tiddlywinks entries fell to a dozen",
         "For the game where you flick little discs into a pot - how many competitors signed up in the end? It "
         "was written on a slide.", ["dozen", "twelve", "12"]),
        ("ocr", "Queue for hammam slots now stretches eleven weeks",
         "How long's the wait to book the Turkish bath these days, per the text on screen?", ["eleven", "11"]),
    ],
    mentions=[
        ("the astrolabe", "The astrolabe on the boardroom shelf was haggled for in a souk in Marrakesh.",
         "marrakesh"),
        ("the sextant", "The sextant in the atrium was rescued from a whaling ship out of Nantucket.", "nantucket"),
        ("the metronome", "The metronome in the rehearsal room was a leaving gift from a choir in Salzburg.",
         "salzburg"),
        ("the marimba", "The marimba in the foyer was built by a cabinetmaker from Guatemala.", "guatemala"),
        ("the anvil", "The anvil propping open the side door was dragged up from a forge in Wrexham.", "wrexham"),
        ("the dulcimer", "The dulcimer hanging in the corridor was varnished with maple syrup by mistake.", "syrup"),
        ("the tankard", "The tankard on the front counter holds every odd cufflink left behind since 2012.",
         "cufflink"),
        ("the mangle", "The mangle in the basement laundry came from a workhouse in Bolton.", "bolton"),
    ],
    screen_titles=[("Obsidian knapping demo", "obsidian"), ("Feldspar sorting table", "feldspar"),
                   ("Garnet panning morning", "garnet"), ("Quartz vein tracing", "quartz"),
                   ("Basalt column walk", "basalt"), ("Malachite polishing class", "malachite"),
                   ("Pumice float trial", "pumice"), ("Fluorite ultraviolet display", "fluorite")],
    charts=["hole-punch repairs", "biro replacements", "lightbulb swaps", "fuse replacements",
            "tippex requests", "pushpin reorders", "blotter replacements", "guillotine blade changes"],
    absent=[
        "my son swears a warthog wandered across the screen at some point - real or did he dream it?",
        "How much does a place at the sumo taster cost? Couldn't spot a price anywhere.",
        "Who ended up winning the whole rounders tournament?",
        "When's the gin distillery at the tidemill opening its doors? Need an actual date.",
        "Has anyone found the missing tabby called Biscotti? Was there an update?",
        "Which charity is the head-shave in aid of?",
        "did they give a date for the Diwali lights switch-on? my kids keep asking",
        "What's the name of the new osteopath who started at the clinic?",
        "Did they say how much the {topic} is going to cost? A rough figure is fine.",
        "Any link or sign-up form for the {topic}? I'd like to forward it on.",
    ],
    count_q=("Counting along with my little one: how many separate times does the {animal} pop up?",
             "{animal} appearances total?",
             "Is the {animal} in this once, twice, more? I keep losing track halfway through.",
             "I'm writing a quiz about this video and need the number of {animal} pictures. What is it?"),
    cross_photo_q=("Someone brings up {what} at one point and there's an animal photo on screen then. Which animal?",
                   "animal pictured when they talk about {what}?",
                   "Not that it matters much, but I'm curious which creature was in the picture during the "
                   "{what} remark.",
                   "The {what} comment lines up with a photo of some animal, doesn't it? Which one was it?"),
    cross_screen_q=("When the speaker gets onto {what}, which slide is showing? The title would do.",
                    "{what} - what's written up top at that point",
                    "I only had the audio going for the {what} part. What slide was up at that moment?",
                    "Making a clip of the {what} moment for a colleague - what slide will be in the frame?"),
    cross_speech_q=("Was anything said out loud while the {title} slide was up? What was it?",
                    "{title} slide: voiceover?",
                    "I screenshotted the {title} slide but didn't catch the audio. What was the narrator saying "
                    "over it?",
                    "Does the speaker actually talk about {title} when that slide is showing, or about something "
                    "else? Tell me what they said."),
    after_chart_q=("As soon as we're finished with the {chart} graph, where does the video go next?",
                   "what pops up once {chart} is off the screen",
                   "My player jumped ahead after the {chart} numbers - what should the following slide have been?",
                   "Following on from the chart on {chart}, what's the very next thing we see?"),
    order_q=("Which one turns up first in the video, {first} or {second}?",
             "{second} or {first}: which one aired before the other?",
             "I'm writing up notes in order and can't remember whether {first} came before {second}. Which was "
             "first?",
             "Between {first} and {second}, which slide did we get to sooner?"),
    at_screen_q=("Freeze-frame at {stamp}: what's the slide called?",
                 "pausing at {stamp} - what heading is there",
                 "A friend sent me a link starting at {stamp} but it won't load here. What slide is there?",
                 "I jotted down {stamp} during a call and can't recall why. What was showing then?"),
    at_said_q=("Transcript for {stamp}? Just the one sentence is plenty.",
               "line spoken at {stamp}",
               "The audio crackled at {stamp} on my end. What sentence was that?",
               "I want to quote the presenter from {stamp} in my notes. What exactly did they say?"),
)


# A twenty-fourth held-out set (seeds >= TWENTY_FOURTH_HELD_OUT_FROM), written after the twenty-third one had been
# measured and its misses read.
TWENTY_FOURTH_HELD_OUT_FROM = 2400
TWENTY_FOURTH_HELD_OUT = Pools(
    text=[
        ("Ultimate frisbee", "Discs are kept in the ropery",
         "ultimate frisbee - which building are the discs kept in? mine's just gone over a fence", ["ropery"]),
        ("Ikebana class", "Masayoshi brings spare pin holders for beginners",
         "ikebana: which teacher brings the spare spiky pin holder things? name was up on screen",
         ["masayoshi"]),
        ("Gamelan rehearsal", "Instruments are stored in the former abattoir",
         "Where does the gamelan group keep all those bronze instruments between rehearsals? Might pop along "
         "next month.", ["abattoir"]),
        ("Futsal cage", "Combination for the gate chain is 4826",
         "combo for the chain on the futsal cage gate pls, we're all stood outside", ["4826"]),
        ("Kefir swap", "Grains are kept warm on the airing cupboard shelf",
         "My kefir grains keep dying on me. Where does the swap group keep theirs warm?", ["airing"]),
        ("Comedy open mic", "The compere Desdemona takes names at the door",
         "Thinking of doing five minutes at the open mic (don't laugh). Who do I give my name to?",
         ["desdemona"]),
        ("Cob oven build", "Cob is mixed by treading it on a tarpaulin",
         "for the cob oven build they squish the mix with their feet on top of something, right? on what",
         ["tarpaulin"]),
        ("Boccia evening", "The ball bag lives in the scorebox by the green",
         "where's the boccia ball bag kept? I'm on setting-up duty this week", ["scorebox"]),
        ("Outrigger session", "Tancredi the steersman unlocks the paddle rack",
         "Who unlocks the paddles at the outrigger session? My cousin's going and wants a name to ask for.",
         ["tancredi"]),
        ("Jollof cook-along", "Rice is simmered in a giant wok",
         "At the jollof cook-along, what's the rice actually cooked in? Wondering whether to bring my own pot.",
         ["wok"]),
    ],
    said=[
        ("An ibis has been nesting on the roof of the bus depot.",
         "what kind of bird is nesting on top of the bus depot? my brother drives from there and swears he's "
         "never seen it", ["ibis"]),
        ("Our fleet coordinator once hitchhiked the length of Chile in a single summer.",
         "The fleet coordinator did some huge hitchhiking trip years ago. Which country was that?", ["chile"]),
        ("Our Saturday night bouncer plays the balalaika in a Cossack folk dance group.",
         "one of the door staff plays in a folk dance group on the side, what's his instrument?", ["balalaika"]),
        ("The food van behind the registry office now sells churros on Wednesday nights.",
         "Heard the van round the back of the registry office has something new midweek. What food?",
         ["churro"]),
        ("The disused coastguard lookout on the headland is being converted into a ramen bar.",
         "That old coastguard lookout is getting a new life, apparently. As what? I only caught the tail end.",
         ["ramen"]),
        ("Our warehouse tug-of-war team has been invited to a charity pull in Dubrovnik.",
         "warehouse tug-of-war lot got invited abroad for a charity thing - which city", ["dubrovnik"]),
        ("Our newest hire was once an extra in a Bollywood film shot in Bruges.",
         "Apparently the newest hire was in a film once?! Where was it shot, did they say?", ["bruges"]),
        ("Starlings keep snatching chips off the picnic tables at the garden centre.",
         "Which birds are raiding the picnic tables at the garden centre? My mum wants to know what to look out "
         "for.", ["starling"]),
        ("The head of legal has rebuilt a vintage Vespa in his kitchen.",
         "what's the head of legal been doing up in his kitchen?? some italian thing on wheels?", ["vespa"]),
        ("Tree surgeons pruning the limes along the avenue found a glass eye lodged in a branch.",
         "The tree surgeons found something weird stuck up a tree. What was it, going by the audio?",
         ["glass eye"]),
    ],
    para=[
        ("speech", "The park ranger rescued a porpoise stranded in the ornamental pond.",
         "Which small sea mammal did the countryside officer save after it got stuck in a decorative garden lake?",
         ["porpoise"]),
        ("speech", "The curator knocked a Ming saucer off its plinth.",
         "The gallery keeper sent a bit of old Chinese crockery flying - from which dynasty?", ["ming"]),
        ("speech", "The ball boy was driven off court by a cloud of midges.",
         "what tiny biting insects sent the lad fetching stray shots running from the game", ["midge"]),
        ("speech", "The pharmacist won a limbo contest in Barbados.",
         "On which Caribbean island did the person who hands out prescriptions come top at bending under a low "
         "bar?", ["barbados"]),
        ("speech", "The window fitter found a mummified cat inside the wall.",
         "A glazing installer discovered something long-dead and dried out in the brickwork. What exactly?",
         ["mummif"]),
        ("speech", "The translator mixed up Slovakia and Slovenia on the menu.",
         "Which two similar-sounding central European nations did the interpreter confuse on the bill of fare?",
         ["slovakia", "slovenia"]),
        ("speech", "The paramedic found an unexploded grenade inside a hollow tree stump.",
         "What live explosive did an emergency medic stumble on in what was left of a rotten old trunk?",
         ["grenade"]),
        ("speech", "The stenographer typed the whole trial in rhyming couplets.",
         "the court shorthand writer took down the entire case in what kind of verse?? sounds like a sacking "
         "offence", ["rhym", "couplet"]),
        ("ocr", "Raincoat purchases leapt in Belfast",
         "Where in Northern Ireland did folk snap up waterproof jackets, going by the on-screen stat?",
         ["belfast"]),
        ("ocr", "Passport office queues now average fifty-five minutes",
         "How long do folk typically wait in line for travel documents these days? It was written up somewhere.",
         ["fifty-five", "fifty five", "55"]),
    ],
    mentions=[
        ("the diving helmet", "The diving helmet in reception was worn by a pearl diver out of Broome.", "broome"),
        ("the spinning wheel", "The spinning wheel in the library corner was swapped for a crate of damsons.",
         "damson"),
        ("the periscope", "The periscope in the east wing was bought from a naval breaker's yard in Plymouth.",
         "plymouth"),
        ("the zither", "The zither in the first-aid room has a family of earwigs living in its sound hole.", "earwig"),
        ("the cash register", "The antique cash register by the back stairs still holds a stack of pre-decimal "
         "shillings.", "shilling"),
        ("the bagatelle board", "The bagatelle board in the meeting room was made by a retired ghillie on the "
         "shores of Loch Lomond.", "lomond"),
        ("the lifebuoy", "The lifebuoy hanging in the server room came off a paddle steamer on the Mississippi.",
         "mississippi"),
        ("the poker table", "The poker table upstairs came out of a shut-down casino in Lyon.", "lyon"),
    ],
    screen_titles=[("Cumulus photo walk", "cumulus"), ("Mammatus sky log", "mammatus"),
                   ("Aurora alert evening", "aurora"), ("Brocken spectre watch", "brocken"),
                   ("Noctilucent cloud watch", "noctilucent"), ("Hailstone measuring day", "hailstone"),
                   ("Sundog photography", "sundog"), ("Fogbow hunt", "fogbow")],
    charts=["index card orders", "napkin restocks", "tape measure loans", "bulldog clip orders",
            "box file orders", "lint roller loans", "hand cream requests", "toothpick restocks"],
    absent=[
        "my daughter insists there was a quokka in one of the photos - was there?",
        "futsal cage - is it open on sundays or just weekdays?",
        "How much are the ikebana classes per term, roughly?",
        "did our frisbee lot beat the visitors last weekend",
        "When does the ramen place at the coastguard lookout actually open? Want to put it in my calendar.",
        "Was anything said about the new pedestrian crossing outside the infant school?",
        "Who's the locum GP covering at the health centre this month?",
        "has the multi-gym at the community hall reopened after the refit yet",
        "{topic}: is that slipping into next year now? I heard rumblings.",
        "How many people have put their names down for the {topic} so far? Ballpark is fine.",
    ],
    count_q=("how many {animal} moments in total",
             "I blinked and may have missed one. Across the whole video, how many times is there a {animal} on "
             "screen?",
             "My toddler shrieks every time the {animal} comes on. How many shrieks should I brace myself for?",
             "I've spotted the {animal} at least once. What's the full count by the end?"),
    cross_photo_q=("{what}: was there an animal on screen for that? which one",
                   "The narrator describes {what} while a picture is up. What creature's in it?",
                   "Doing a listening exercise with my class: when they hear about {what}, which animal can the "
                   "kids see?",
                   "Whose picture is up, animal-wise, when the {what} tale is told?"),
    cross_screen_q=("slide heading during the {what} story?",
                    "There's a tangent about {what} that has nothing to do with the slide. What's the slide up at "
                    "the time, going by its title?",
                    "Which slide's on screen for the {what} anecdote? I want to jump back to it.",
                    "Caught the part on {what} while I was making a cuppa. What title was displayed?"),
    cross_speech_q=("{title}: what's the voice saying over that one",
                    "I'm summarising each slide. For {title}, the audio says what?",
                    "Whatever's said over the {title} slide, can you type it out for me?",
                    "What story does the narrator tell while {title} is on screen?"),
    after_chart_q=("{chart} chart done - what's up after it?",
                   "Once the {chart} bars disappear, which heading comes up?",
                   "I'm rebuilding this deck from the recording. After the {chart} chart I've got a gap - what "
                   "goes there?",
                   "The {chart} chart makes way for which slide?"),
    order_q=("Put these in order for me: {second}, {first}. Which is earlier?",
             "Did the video cover {second} before it got round to {first}? Tell me which came first.",
             "I've got both {first} and {second} slides in my screenshots but the timestamps got stripped. Which "
             "was shown earlier?",
             "Which of {second} and {first} kicked off earlier?"),
    at_screen_q=("which slide's up, {stamp}?",
                 "Which topic's slide is showing {stamp} into the video?",
                 "Is the slide at {stamp} one of the update ones or something else? What's it titled?",
                 "If I pause bang on {stamp}, what's the title I'll be looking at?"),
    at_said_q=("spoken words at {stamp}?",
               "What's the narrator in the middle of saying at {stamp}?",
               "Someone coughed right over {stamp} in the recording I have. What was the line?",
               "Writing up minutes: the sentence spoken at {stamp} was...?"),
)


# A twenty-fifth held-out set (seeds >= TWENTY_FIFTH_HELD_OUT_FROM), written after the twenty-fourth one had been
# measured and its misses read.
TWENTY_FIFTH_HELD_OUT_FROM = 2500
TWENTY_FIFTH_HELD_OUT = Pools(
    text=[
        ("Sepak takraw", "Rattan balls are kept in the brickworks",
         "sepak takraw - which building are the rattan balls kept in? fancy a kick about at lunch", ["brickworks"]),
        ("Slacklining meetup", "Tree straps are lent out by Philomena",
         "Left my tree straps at home again. Who lends out spares at the slacklining meetup?", ["philomena"]),
        ("Quilling club", "Paper strips are stored in the gunroom",
         "where do the quilling lot store their paper strips? I promised I'd drop a box off",
         ["gunroom", "gun room"]),
        ("Parkour jam", "Code for the landing mat store is 9163",
         "What's the code for the mat store at the parkour jam? Coach is running late and we want to get set up.",
         ["9163"]),
        ("Miso making", "Koji trays are kept warm in the old dispensary",
         "For the miso making sessions, where do the koji trays sit while they do their thing? Asking for my "
         "flatmate who wants to peek at them.", ["dispensary"]),
        ("Underwater hockey", "Pucks and sticks are signed out by Wilhelmina",
         "underwater hockey: who signs out the pucks and sticks? need a name", ["wilhelmina"]),
        ("Bibimbap supper", "Stone bowls are warmed on a griddle",
         "How do they heat the stone bowls at the bibimbap supper - on what, I mean? I've got a couple at home and "
         "mine never get hot enough.", ["griddle"]),
        ("Hapkido class", "Gradings are run by a master called Yevgeny",
         "Who runs the gradings at hapkido? I'm going for my next belt soon and want to know who I'll face.",
         ["yevgeny"]),
        ("Fiddle session", "Spare bows are kept in the almshouse",
         "snapped half the hairs on my bow. where are the spare bows kept for the fiddle session", ["almshouse"]),
        ("Axe throwing", "Targets are stacked in the cooperage",
         "Axe throwing night: where do the targets get stacked when they're not being used? I'm on the set-up rota.",
         ["cooperage"]),
    ],
    said=[
        ("A pair of storks has built a nest on the roof of the old laundrette.",
         "which big bird has moved onto the roof of the old laundrette? my gran wants to go and look", ["stork"]),
        ("Our night shift supervisor can recite pi to four thousand digits.",
         "How many digits of pi can the night shift supervisor rattle off? I heard it was a silly number.",
         ["four thousand", "4000", "4,000"]),
        ("Our evening cleaner plays the tabla in a jazz fusion trio.",
         "The evening cleaner is in a trio of some sort, right? What does he play? Couldn't make the word out.",
         ["tabla"]),
        ("The stand at the park-and-ride now sells bao buns on Thursday lunchtimes.",
         "did I hear right that the stand at the park-and-ride does something new on thursdays? what food",
         ["bao"]),
        ("The empty department store on the esplanade is being turned into a hostel.",
         "What's happening to that empty department store down on the esplanade? Someone at work said flats but I "
         "don't think that's what the video said.", ["hostel"]),
        ("Our maintenance crew's handball side has been invited to a tournament in Valletta.",
         "maintenance lads' handball team got invited overseas - where to", ["valletta"]),
        ("Builders knocking through the records office wall found a time capsule sealed by a school class in 1987.",
         "The builders found something hidden inside the records office wall, didn't they? What was it?",
         ["capsule"]),
        ("Jays keep swiping bottle tops from the tables in the beer garden.",
         "Which bird was it that keeps nicking bottle tops in the beer garden? I only half heard it.", ["jay"]),
        ("Our head of IT has built a full-size trebuchet in his back garden.",
         "the head of IT built something huge in his garden?? some medieval siege machine - what's it called",
         ["trebuchet"]),
        ("A metal detectorist on the recreation ground dug up a silver snuffbox.",
         "What did the metal detectorist dig up on the recreation ground? Sounded like something small and old.",
         ["snuff"]),
    ],
    para=[
        ("speech", "The scaffolder was stung by a jellyfish on his honeymoon.",
         "What sea creature got the bloke who puts up poles and planks on building sites while he was away after "
         "getting married?", ["jellyfish"]),
        ("speech", "The notary adopted a deaf salamander.",
         "The legal document witness took in an amphibian that can't hear. What kind?", ["salamander"]),
        ("speech", "The antiques dealer mistook a Picasso sketch for a shopping list.",
         "Whose drawing did the person who trades in old collectables think was just someone's grocery note?",
         ["picasso"]),
        ("speech", "The stuntwoman lost her wedding ring in a hotel pool in Crete.",
         "On which Greek island did the film daredevil misplace her marriage band in the water?", ["crete"]),
        ("speech", "The acupuncturist found a python asleep among the towels.",
         "What big coiling reptile did the needle therapist discover dozing in the linen?", ["python"]),
        ("speech", "The ombudsman fainted during a wine tasting in Bordeaux.",
         "In which French region did the official complaints watchdog pass out while sampling vintages?",
         ["bordeaux"]),
        ("speech", "The postmistress knitted a cardigan for a pot-bellied pig.",
         "what farm animal with a round tummy got a handmade button-up woolly from the woman who runs the mail "
         "counter", ["pig"]),
        ("speech", "The bin men coaxed a runaway emu off the dual carriageway.",
         "What big flightless bird did the refuse collectors lure away from the busy two-lane road?", ["emu"]),
        ("ocr", "Pogo stick sales soared in Swansea",
         "Going by the stats on screen, in which Welsh city did purchases of bouncy spring-loaded toys go through the "
         "roof?", ["swansea"]),
        ("ocr", "Orthodontist waiting lists now stretch to seventeen weeks",
         "How long's the queue to get braces fitted these days? It was written up on one of the slides.",
         ["seventeen", "17"]),
    ],
    mentions=[
        ("the capstan", "The capstan in the courtyard was salvaged from a dredger that sank off Anglesey.",
         "anglesey"),
        ("the jack-in-the-box", "The jack-in-the-box on the reception counter was won at a fairground in "
         "Scarborough.", "scarborough"),
        ("the bullfighting poster", "The bullfighting poster in the corridor was picked up at a bookshop in Seville.",
         "seville"),
        ("the harpoon", "The harpoon above the training room door was bought from a thrift store in Vancouver.",
         "vancouver"),
        ("the oilskin coat", "The oilskin coat on the back of the post room door belonged to a fisherman from "
         "Falmouth.", "falmouth"),
        ("the sun lounger", "The sun lounger in the quiet room was hauled back from a trade fair in Gdansk.",
         "gdansk"),
        ("the Delft tiles", "The Delft tiles around the canteen fireplace were shipped over from a farmhouse near "
         "Utrecht.", "utrecht"),
        ("the incense burner", "The incense burner in the chill-out room came from a night market in Taipei.",
         "taipei"),
    ],
    screen_titles=[("Cockchafer emergence count", "cockchafer"), ("Lacewing lure trial", "lacewing"),
                   ("Hoverfly border survey", "hoverfly"), ("Hawkmoth light trap", "hawkmoth"),
                   ("Froghopper spittle hunt", "froghopper"), ("Weevil sweep netting", "weevil"),
                   ("Caddisfly larva dip", "caddisfly"), ("Woodlouse log census", "woodlouse")],
    charts=["USB stick losses", "mousemat replacements", "magnifier loans", "carbon paper orders",
            "jiffy bag orders", "notepad reorders", "desk tidy orders", "treasury tag orders"],
    absent=[
        "my nephew is convinced there was a hyena in one of the photos - was there?",
        "Is the axe throwing open to under-16s or is it adults only?",
        "how much does a season of underwater hockey set you back",
        "Did the maintenance crew's handball side actually win anything out there?",
        "When is the hostel in the old department store opening? My cousin's visiting in the spring and needs "
        "somewhere cheap.",
        "Did anyone say whether the flume at the leisure pool is fixed yet?",
        "Which orthodontist took over the practice on the high street? Didn't catch a name if there was one.",
        "any word on the vinyl fair moving to sundays",
        "Is there a phone number to ring about the {topic}? Couldn't see one on the slides.",
        "Was any outside firm named as handling the {topic}, or is it all being done in-house?",
    ],
    count_q=("Quick one: how many times does a {animal} turn up across the whole thing?",
             "number of {animal} shots?",
             "My kid is obsessed with the {animal} and wants to know exactly how many times it shows up before the "
             "end. Any idea?",
             "Does the {animal} come back after its first appearance? How many appearances altogether?"),
    cross_photo_q=("When the narrator gets onto {what}, there's a photo up - of which animal?",
                   "{what} bit - animal on screen?",
                   "I was only half-listening and heard something about {what}. Was there some wild animal "
                   "showing at that point? Which one?",
                   "Right around the remark about {what}, whose photo fills the screen? Animal-wise, I mean."),
    cross_screen_q=("While they're going on about {what}, what's the slide in the background?",
                    "slide title at the {what} mention",
                    "I've got the transcript but no picture. The line about {what} - which slide was that said "
                    "over?",
                    "Which slide was the {what} thing said over? Trying to find that bit again to show my manager."),
    cross_speech_q=("What's being said out loud during {title}?",
                    "{title} slide - anything spoken?",
                    "The {title} slide has barely anything written on it, but someone's talking over it. What do "
                    "they say?",
                    "I muted it by accident while {title} was up. What did I miss from the speaker?"),
    after_chart_q=("What's the slide straight after the {chart} chart?",
                   "{chart} graph, then what?",
                   "There's a bar chart of {chart} somewhere in the middle. What slide comes immediately after it?",
                   "I skipped past the {chart} chart too fast. What did it lead into?"),
    order_q=("{first} vs {second} - which slide showed up first?",
             "Was {second} covered earlier than {first}, or the other way round?",
             "Trying to reconstruct the running order here. Out of {first} and {second}, which got its slide "
             "first?",
             "Which was earlier in the talk: the {first} bit or the {second} bit?"),
    at_screen_q=("What's on screen right at {stamp}?",
                 "slide at {stamp}??",
                 "My notes just say '{stamp} - check this'. Which slide was up around then?",
                 "If I scrub to {stamp}, what heading will I land on?"),
    at_said_q=("what's the voiceover at {stamp}",
               "At {stamp} the speaker says something - what exactly?",
               "My neighbour's drill drowned out the audio around {stamp}. What was said there?",
               "Need the spoken line from about {stamp} for a caption file. What is it?"),
)


# A twenty-sixth held-out set (seeds >= TWENTY_SIXTH_HELD_OUT_FROM), written after the twenty-fifth one had been
# measured and its misses read.
TWENTY_SIXTH_HELD_OUT_FROM = 2600
TWENTY_SIXTH_HELD_OUT = Pools(
    text=[
        ("Tool library", "Strimmers are signed out by a steward named Bronislava",
         "which person do I ask at the tool library for a strimmer? ours packed in halfway through the verge",
         ["bronislava"]),
        ("Repair cafe", "Broken kettles are fixed in the old cowshed",
         "The repair cafe - where do they actually do the fixing? I've got a kettle that's been dead for a month.",
         ["cowshed", "cow shed"]),
        ("Zumba studio", "Studio door code is 3047",
         "zumba studio door code? forgot to write it down last time and class starts in ten", ["3047"]),
        ("Borscht evening", "Beetroot is grated by a cook called Svetlana",
         "Who grates all the beetroot at the borscht evening? My nan wants to swap recipes with whoever it is.",
         ["svetlana"]),
        ("Pho night", "Broth simmers overnight in a stockpot",
         "At pho night, what does the broth sit in overnight? Thinking of getting one for home if it's not too "
         "pricey.", ["stockpot", "stock pot"]),
        ("Tchoukball drop-in", "Rebound frames are kept in the grain silo",
         "I've said I'll fetch the tchoukball rebound frames on Saturday morning. Which building are they in?",
         ["silo"]),
        ("Steelpan band", "Pans are tuned by a panman named Augustin",
         "who tunes the pans for the steelpan band, name please - one of ours sounds like a bin lid", ["augustin"]),
        ("Bath bomb making", "Finished bombs dry on racks in the old smithy",
         "Once the bath bombs are pressed, where do they get left to dry out? The slide named a building.",
         ["smithy"]),
        ("Goalball session", "Eyeshades are kept in the sentry box",
         "For goalball, where are the eyeshades stashed? I'm opening up next week and honestly haven't a clue.",
         ["sentry"]),
        ("Pretzel bake", "Pretzels are twisted and baked in the cookhouse",
         "pretzel bake - which building are they baked in", ["cookhouse", "cook house"]),
    ],
    said=[
        ("An escaped cockatoo has been perching on the clock above the building society.",
         "some runaway bird keeps sitting on the clock over the building society?? what sort of bird", ["cockatoo"]),
        ("Our health and safety officer once walked the whole of Hadrian's Wall in four days.",
         "The health and safety officer did some long walk in four days, didn't she? Which one?", ["hadrian"]),
        ("Our stock controller plays the cimbalom in a Hungarian csardas band.",
         "What's that instrument the stock controller plays? Something from Hungary, but the name went straight "
         "past me.", ["cimbalom"]),
        ("The window at the back of the vape shop now sells arepas on Monday evenings.",
         "apparently the little window round the back of the vape shop does food on mondays now - what is it",
         ["arepa"]),
        ("The boarded-up police station opposite the bus garage is being turned into a dim sum restaurant.",
         "Did they say what the old police station across from the bus garage is going to become? My dad's hoping "
         "it's a gym.", ["dim sum"]),
        ("Our loading bay crew's five-a-side team is playing a charity match in Ljubljana.",
         "loading bay lot are playing a charity football match abroad - which city", ["ljubljana"]),
        ("Plumbers lifting the tiles in the old bathhouse found a porcelain doll.",
         "What turned up under the bathhouse floor when the plumbers got in there? I only caught half of it.",
         ["doll"]),
        ("Parakeets keep stealing grapes from the fruit stall outside the station.",
         "Which birds are nicking grapes from the station fruit stall? My brother reckons pigeons but I'm not "
         "sure that's what was said.", ["parakeet"]),
        ("Our deputy finance director has built a replica Spitfire in her back garden.",
         "the deputy finance director has built something huge at home?? some old plane or other, which one",
         ["spitfire"]),
        ("A beachcomber at Sandy Cove found a message in a bottle that had drifted all the way from Newfoundland.",
         "That message in a bottle the beachcomber picked up - where had it floated over from?",
         ["newfoundland"]),
    ],
    para=[
        ("speech", "The optometrist was chased by a cassowary at the safari park.",
         "Which helmeted jungle bird went after the eye examiner on that drive-through animal reserve trip?",
         ["cassowary"]),
        ("speech", "The quizmaster confused Mozart with Beethoven.",
         "Which two classical composers did the host of the trivia night get muddled up?",
         ["mozart", "beethoven"]),
        ("speech", "The barrister's toupee blew into the Thames.",
         "Into which London river did the courtroom lawyer's hairpiece fly off?", ["thames"]),
        ("speech", "The gondolier fell in love with a tourist from Ohio.",
         "The Venetian boatman lost his heart to a holidaymaker - from which American state?", ["ohio"]),
        ("speech", "The cheesemonger traded a wheel of gouda for a secondhand tuk-tuk.",
         "What vehicle did the dairy shop owner get in exchange for a big round of Dutch produce?",
         ["tuk"]),
        ("speech", "The bellhop found a gecko in a guest's suitcase.",
         "What small sticky-footed reptile did the hotel luggage lad discover inside a visitor's case?",
         ["gecko"]),
        ("speech", "The almanac editor hid a flapjack recipe in the tide tables.",
         "what did the person who puts together that yearly reference book sneak into the sea-level charts? "
         "something you'd bake, I think", ["flapjack"]),
        ("speech", "The usher found a crate of live crabs under the back row of the stalls.",
         "The person who shows folk to their seats at the show came across some sideways-walking shellfish "
         "beneath the last line of chairs. What were they?", ["crab"]),
        ("ocr", "Earmuff sales peaked in Dumfries",
         "Which Scottish town snapped up the most fluffy ear warmers, according to what was written up?",
         ["dumfries"]),
        ("ocr", "Physiotherapy waits now last nineteen days",
         "How long do you have to hang on these days before someone sorts out your bad back? There was a number on "
         "screen.", ["nineteen", "19"]),
    ],
    mentions=[
        ("the ship's bell", "The ship's bell by the staff entrance was once rung on a tea clipper bound for "
         "Shanghai.", "shanghai"),
        ("the carved cradle", "The carved cradle in the nap room was made by a monk in Donegal.", "donegal"),
        ("the bellows", "The bellows beside the meeting room hearth were found at a car boot sale in Kendal.",
         "kendal"),
        ("the fez", "The fez hanging on the hat peg in reception was a souvenir from Istanbul.", "istanbul"),
        ("the suit of armour", "The suit of armour guarding the lift lobby was bid on at an auction in Toledo.",
         "toledo"),
        ("the kerosene lamp", "The kerosene lamp on top of the filing cabinets was carried back from a plantation in "
         "Assam.", "assam"),
        ("the rickshaw", "The rickshaw parked in the entrance hall was shipped over from a street market in Dhaka.",
         "dhaka"),
        ("the enamel sign", "The enamel sign outside the print room was rescued from a railway station in Glasgow.",
         "glasgow"),
    ],
    screen_titles=[("Perseid night count", "perseid"), ("Saturn ring viewing", "saturn"),
                   ("Venus phase sketching", "venus"), ("Cassiopeia chart reading", "cassiopeia"),
                   ("Sunspot projection session", "sunspot"), ("Andromeda galaxy hunt", "andromeda"),
                   ("Pleiades binocular tour", "pleiades"), ("Orion nebula drawing", "nebula")],
    charts=["docking station faults", "glue stick orders", "lens wipe requests", "document holder orders",
            "card reader faults", "stamp pad refills", "adapter plug loans", "ring light loans"],
    absent=[
        "was there a platypus in any of the pictures? my niece is adamant there was",
        "Is there a deposit for borrowing things from the tool library, or is it free?",
        "did the steelpan band say when their next gig is",
        "Who won the charity match in Ljubljana in the end? Was a score mentioned?",
        "When does the dim sum place at the old police station open? I'd like to book a table for my dad's "
        "birthday.",
        "Was there any news about the bus lane cameras going up on Chapel Hill?",
        "Who's the new curate at St Botolph's? I didn't catch a name if one was given.",
        "is the soft play centre still shut for the refurb or has it reopened",
        "Who actually signs off the {topic} in the end - did they name anyone?",
        "Will the {topic} change weekend opening hours at all? Curious whether anything was said about that.",
    ],
    count_q=("hang on - the {animal}, how often did they flash it up?",
             "{animal}: one showing or several? need the number",
             "We're doing a game at work where everyone shouts whenever the {animal} appears. How many shouts "
             "should we expect over the whole video?",
             "From start to finish, how many separate {animal} photos did I sit through?"),
    cross_photo_q=("Which animal was in the photo at the moment {what} got mentioned?",
                   "animal showing for the {what} mention??",
                   "My sister says there was an animal photo showing when the narrator talked about {what}. Which "
                   "animal was it?",
                   "While {what} is being explained, what wild animal is pictured?"),
    cross_screen_q=("As the speaker brings up {what}, what's the heading on the slide behind them?",
                    "{what}: which slide was that over",
                    "I'm trying to line the audio up with the slides. When {what} gets mentioned, which slide is "
                    "up at that moment?",
                    "Do you know which slide was in view when they told the story about {what}? Its heading is "
                    "enough."),
    cross_speech_q=("Over the {title} slide, what's the spoken bit?",
                    "{title} - audio?",
                    "I've got the {title} slide paused and there was talking over it that I missed. What was said?",
                    "Does the speech during {title} have anything to do with it? What was actually said?"),
    after_chart_q=("Whatever follows the {chart} chart immediately - what's that slide?",
                   "after {chart} graph -> ?",
                   "I zoned out once the {chart} figures finished. Which slide followed directly?",
                   "What's the next slide once the chart of {chart} has been shown?"),
    order_q=("Did {first} come up before {second}, or after?",
             "{second} then {first}, or flipped?",
             "For my summary I need the order: was the {second} slide shown before the {first} one, or the other "
             "way round?",
             "Near the start or later on - where did {first} fall relative to {second}? I want whichever one came "
             "first."),
    at_screen_q=("Which slide is in view at the {stamp} point?",
                 "{stamp} heading pls",
                 "My colleague said to look at what's up at {stamp} but I can't play the video at work. What slide "
                 "is it?",
                 "Round about {stamp}, which heading is showing?"),
    at_said_q=("Give me the exact words the voice says at {stamp}.",
               "{stamp} audio?",
               "The sound dropped out for a second around {stamp} on my laptop. Can you tell me the sentence?",
               "I'm subtitling this clip - what line is said at roughly {stamp}?"),
)


# A twenty-seventh held-out set (seeds >= TWENTY_SEVENTH_HELD_OUT_FROM), written after the twenty-sixth one had been
# measured and its misses read.
TWENTY_SEVENTH_HELD_OUT_FROM = 2700
TWENTY_SEVENTH_HELD_OUT = Pools(
    text=[
        ("Pickleball courts", "Radomir keeps the spare paddles",
         "pickleball - who do I go to for a paddle? don't own one yet", ["radomir"]),
        ("Sauerkraut club", "Ferment jars live in the old creamery",
         "Where does the sauerkraut club keep all their jars while they ferment? Mine went mouldy and I'd like to "
         "see how the pros do it.", ["creamery"]),
        ("Bandy practice", "Bandy sticks are stored in the old waterworks",
         "which building are the bandy sticks stored in? said I'd grab a bundle before the session", ["waterworks"]),
        ("Escrima class", "Padded sticks are lent out by Guinevere",
         "Who lends out the padded sticks at escrima? I think the slide had a name on it.", ["guinevere"]),
        ("Rangoli evening", "Coloured powders are mixed in the bottling plant",
         "For the rangoli evening, where do they actually mix up all the coloured powders? Trying to find the "
         "right building before Saturday.", ["bottling"]),
        ("Cornhole night", "Bean bags are kept in the old pigsty",
         "cornhole night: where do the bean bags live", ["pigsty"]),
        ("Tamale night", "Corn husks are soaked in a tin bath",
         "At tamale night what do they soak the husks in? All I've got at home is a washing-up bowl, wondering if "
         "that'd do.", ["tin bath"]),
        ("Treetop adventure", "Harness locker code is 5572",
         "What's the code for the harness lockers at the treetop adventure? We're all stood here waiting with the "
         "kids.", ["5572"]),
        ("Dosa night", "Batter is ground by a cook named Lakshmi",
         "dosa night - whats the name of the cook who grinds the batter", ["lakshmi"]),
        ("Fives court", "Gloves are restitched by a coach named Cuthbert",
         "Who fixes the gloves for fives? Mine's split along the palm and I want to catch them after the game.",
         ["cuthbert"]),
    ],
    said=[
        ("A wild boar has been rooting through the bins behind the Methodist hall.",
         "something's been getting into the bins round the back of the Methodist hall - what animal did they say?",
         ["boar"]),
        ("Our data protection officer once swam across the Solent for charity.",
         "The data protection officer did a big sponsored swim at some point. Across which stretch of water?",
         ["solent"]),
        ("Our events planner plays the sackbut in an early music consort.",
         "What's the old-fashioned brass instrument the events planner plays? Sounded made-up to me.", ["sackbut"]),
        ("The converted milk float outside the sorting office now sells poutine on Sunday afternoons.",
         "so the old milk float by the sorting office has started doing food on sundays? what food", ["poutine"]),
        ("The disused telephone exchange on Wharf Road is being turned into a vertical farm.",
         "What's the empty telephone exchange on Wharf Road going to become? My two are hoping for a trampoline "
         "place.", ["vertical"]),
        ("Our goods-in team has entered an office chair race in Antwerp.",
         "goods-in lot are off to some office chair race - where is it", ["antwerp"]),
        ("Electricians rewiring the old corn exchange found a sealed tin of toffees from 1953.",
         "The electricians found an old tin at the corn exchange. What was inside it? Missed that bit.",
         ["toffee"]),
        ("Ravens keep stealing doughnuts from the benches outside the magistrates court.",
         "Which birds are swiping people's doughnuts outside the magistrates court? Sounds like a nightmare.",
         ["raven"]),
        ("Our compliance manager has restored a 1960s Routemaster bus in a rented lock-up.",
         "the compliance manager did up some old vehicle in a lock-up somewhere, what model was it",
         ["routemaster"]),
        ("Our quality assurance lead taught herself Finnish by watching crime dramas.",
         "Hang on, the QA lead learned a whole language off the telly? Which one, did they say?", ["finnish"]),
    ],
    para=[
        ("speech", "The croupier was stranded for a night on a chairlift above Zermatt.",
         "At which Swiss resort did the roulette table dealer end up dangling in mid-air till morning?",
         ["zermatt"]),
        ("speech", "The lexicographer proposed to his partner on the summit of Ben Nevis.",
         "Which Scottish mountain did the dictionary compiler pop the question on?", ["nevis"]),
        ("speech", "The radiographer grew a prize-winning turnip weighing thirty pounds.",
         "the x-ray technician raised a champion root vegetable for the show - what kind?", ["turnip"]),
        ("speech", "The coroner's ginger tom stowed away on a ferry to the Faroe Islands.",
         "The official who investigates unexplained deaths lost her pet kitty when it hid on a boat. Heading where?",
         ["faroe"]),
        ("speech", "The dietitian won a chilli-eating contest in Texas.",
         "The nutrition adviser came top at scoffing fiery peppers - in which American state?", ["texas"]),
        ("speech", "The anaesthetist was refused entry to a nightclub in Macau.",
         "The doctor who puts patients under before surgery got turned away at a dance venue. Where was that, "
         "some Chinese territory?", ["macau"]),
        ("speech", "The crofter found a stolen ocarina inside a haystack.",
         "what little clay wind instrument, roughly egg-shaped, did the Highland farmer discover in a pile of "
         "dried grass? it'd been nicked, apparently", ["ocarina"]),
        ("speech", "The ghostwriter carved a rocking chair for the Dalai Lama.",
         "The person who writes books published under someone else's name made a seat that tips back and forth - "
         "for which Tibetan spiritual leader?", ["dalai", "lama"]),
        ("ocr", "Best-selling bake is now the cardamom bun",
         "Which sweet roll flies off the shelves fastest, going by the screen?", ["cardamom"]),
        ("ocr", "Average commute shrank to twenty-three minutes",
         "How long does the typical trip to work take now? There was a number on one of the slides.",
         ["twenty-three", "twenty three", "23"]),
    ],
    mentions=[
        ("the theodolite", "The theodolite in the map room was used to plot a railway through the Andes.", "andes"),
        ("the ship in a bottle", "The ship in a bottle on the front desk was made by a retired docker in Cadiz.",
         "cadiz"),
        ("the hookah", "The hookah on the top shelf in the library came from a bazaar in Tabriz.", "tabriz"),
        ("the kilim", "The kilim under the boardroom table was woven in a village near Konya.", "konya"),
        ("the loom", "The loom in the corner of the atrium was shipped down from a mill in Paisley.", "paisley"),
        ("the sedan chair", "The sedan chair in the post room is still lined with its original mauve silk.",
         "mauve"),
        ("the gas mask", "The gas mask hanging in the stationery cupboard was issued to an air raid warden in "
         "Coventry.", "coventry"),
        ("the cannonball", "The cannonball propping open the finance door was dug up in a field near Culloden.",
         "culloden"),
    ],
    screen_titles=[("Cowrie shell sorting", "cowrie"), ("Whelk egg case hunt", "whelk"),
                   ("Limpet tagging", "limpet"), ("Razor clam count", "razor"),
                   ("Cockle raking day", "cockle"), ("Periwinkle rock survey", "periwinkle"),
                   ("Scallop bed dive", "scallop"), ("Nautilus shell drawing", "nautilus")],
    charts=["hairnet issues", "paper plate orders", "bookmark handouts", "sponge replacements",
            "tablecloth washes", "kneeling pad loans", "keyboard deep cleans", "tote bag handouts"],
    absent=[
        "wasn't there an aardvark in one of the photos? my son swears blind there was",
        "How much does it cost to play pickleball there, or is it free for members?",
        "did the sauerkraut club say which evening they meet up",
        "Who won the office chair race in Antwerp? Was a result given?",
        "When does the farm in the old telephone exchange start selling veg? I'd like to get my greens there.",
        "Any mention of the roadworks on Bellfield Road? They've had it dug up for weeks now.",
        "Who's the new headteacher at Fernbrook primary? I don't think a name came up but want to be sure.",
        "has the model village reopened after the storm damage or is it still closed",
        "{topic}: has anyone put a cost on it yet? a rough figure would do",
        "Is the {topic} going to need extra staff over the summer? Wondering if that got covered at all.",
    ],
    count_q=("total number of times the {animal} pops up?",
             "Quick one - I'm making a bingo card for the kids and one square is the {animal}. How many times does "
             "it actually appear, start to end?",
             "was the {animal} just the once or did it keep coming back? how many",
             "Across the entire recording, how many separate appearances does the {animal} make?"),
    cross_photo_q=("Right as the speaker gets to {what}, there's a creature on screen. Which one?",
                   "{what} story: was a critter pictured? which",
                   "I'm fairly sure an animal photo was up just when they were chatting about {what}, but I was "
                   "looking at my phone. What animal?",
                   "What animal are we looking at while the narrator tells us about {what}?"),
    cross_screen_q=("Which slide heading is showing while the speaker goes on about {what}?",
                    "title on screen when they're on about {what}?",
                    "The bit about {what} seemed totally unrelated to what was on screen. What was the slide "
                    "actually titled at that moment?",
                    "When they bring up {what}, which slide's on display? I need the title to find it again in "
                    "the deck."),
    cross_speech_q=("As soon as {title} appears the narrator starts talking about something else. What?",
                    "transcript for the {title} bit pls",
                    "There's a slide called {title} and the audio over it doesn't seem to match. What's actually "
                    "said during it?",
                    "Can you transcribe the speech that plays over {title}?"),
    after_chart_q=("Just as the {chart} chart was fading out I lost focus. Which slide replaced it?",
                   "what's next in line after the {chart} chart",
                   "My recording glitched just after the chart on {chart}. Which slide would've come immediately "
                   "after it?",
                   "Once we're past the {chart} graph, what heading appears next?"),
    order_q=("Which of these was nearer the start of the video: {first} or {second}?",
             "{second} ahead of {first}, or behind it? whichever was first",
             "I'm putting together a timeline for the team and I'm muddled: was {second} before {first}, or did "
             "{first} come before {second}?",
             "Which topic did the video reach sooner, {second} or {first}?"),
    at_screen_q=("If you froze the frame at {stamp}, what topic would the slide be on?",
                 "{stamp} on the progress bar - slide name?",
                 "I've got a screenshot labelled {stamp} but the image is corrupted. What slide would it have shown?",
                 "Near the {stamp} point, what subject is the slide on?"),
    at_said_q=("narration at {stamp}, word for word?",
               "speech at {stamp}, pls",
               "The kids were shouting right over {stamp} when I watched it. What did the voice say there?",
               "For my transcript, what's the spoken line that starts around {stamp}?"),
)


# A twenty-eighth held-out set (seeds >= TWENTY_EIGHTH_HELD_OUT_FROM), written after the twenty-seventh one had been
# measured and its misses read.
TWENTY_EIGHTH_HELD_OUT_FROM = 2800
TWENTY_EIGHTH_HELD_OUT = Pools(
    text=[
        ("Hurling taster", "Sliotars are handed out by a coach called Fenella",
         "hurling taster - who hands out the sliotars? never played in my life", ["fenella"]),
        ("Baklava bake-off", "Filo is layered in the old maltings",
         "Where does the baklava bake-off do all the filo layering? I was going to drop off some pistachios "
         "beforehand.", ["maltings"]),
        ("Disc golf course", "Spare discs are stored in the pillbox by the lake",
         "disc golf: where are the spare discs kept", ["pillbox"]),
        ("Qigong mornings", "Mat cupboard code is 6290",
         "What's the mat cupboard code for qigong mornings? I'm first in tomorrow and don't fancy being locked "
         "out.", ["6290"]),
        ("Injera evening", "Teff batter is fermented by a cook named Zenobia",
         "Who ferments the teff batter for the injera evening? Asking because my flatbreads always come out like "
         "cardboard.", ["zenobia"]),
        ("Kathak workshop", "Ghungroo ankle bells are lent out by Hyacinth",
         "kathak workshop, who lends the ankle bells? mine haven't arrived yet", ["hyacinth"]),
        ("Marbling class", "Paper is dipped in trays in the old dye works",
         "Which building is the marbling class actually in? The slide said where they dip the paper.",
         ["dye works", "dyeworks"]),
        ("Polka night", "The band is led by a fiddler named Oswin",
         "who leads the band at polka night? want to request a tune", ["oswin"]),
        ("Arancini supper", "Rice balls are fried in the former drill hall",
         "the arancini supper - which building are they frying them in? directions pls", ["drill hall"]),
        ("Basketry course", "Osiers are soaked in the old coal shed",
         "For the basketry course, where do the osiers get soaked? I think the slide named a building but I "
         "missed it.", ["coal shed"]),
    ],
    said=[
        ("A pair of escaped macaws have been squawking from the roof of the bookies.",
         "something noisy's been sat on the roof of the bookies? what birds did they say", ["macaw"]),
        ("Our internal auditor once hiked the whole Pennine Way in carpet slippers.",
         "The internal auditor did some famous long-distance walk in daft footwear, didn't he? Which route?",
         ["pennine"]),
        ("Our health visitor plays the nyckelharpa in a Swedish folk group.",
         "What's the instrument the health visitor plays? Some Scandinavian thing with keys, I couldn't spell it "
         "if you paid me.", ["nyckelharpa"]),
        ("The converted shipping container beside the lock gates now sells falafel wraps on Wednesday lunchtimes.",
         "the shipping container by the lock gates does food midweek now? what are they selling", ["falafel"]),
        ("The abandoned ice factory on Gasholder Lane is being turned into an indoor ski slope.",
         "What's happening with the old ice factory on Gasholder Lane? Our lot were hoping it'd be flats.",
         ["ski slope", "skiing"]),
        ("Our warehouse pickers have entered a bed race in Bratislava.",
         "the pickers are off abroad for a bed race?? which city", ["bratislava"]),
        ("Carpet fitters pulling up the floor at the old skating rink found a stash of cigarette cards.",
         "What did the carpet fitters come across at the old skating rink? Something under the floor, I think?",
         ["cigarette"]),
        ("A family of terrapins has taken over the duck pond behind the job centre.",
         "what's moved into the duck pond behind the job centre? some kind of turtle?", ["terrapin"]),
        ("Our head of payments keeps two bison on a smallholding outside Hexham.",
         "The head of payments keeps some big animals on a bit of land outside town, apparently - what are they?",
         ["bison"]),
        ("Our sous chef once came second in a national pea-shooting championship.",
         "The sous chef was runner-up in a national competition of some sort - what was it?",
         ["pea-shooting", "pea shooting", "peashooter"]),
    ],
    para=[
        ("speech", "The actuary won an alphorn contest in Innsbruck.",
         "The insurance risk number-cruncher came first playing that enormously long wooden Alpine wind "
         "instrument - in which Austrian city?", ["innsbruck"]),
        ("speech", "The podiatrist's pet toucan learned to mimic a car alarm.",
         "What big-beaked tropical bird did the foot specialist own?", ["toucan"]),
        ("speech", "The luthier carved a lute from a fallen larch in Sherwood.",
         "The early-music instrument maker made one out of a toppled tree from which famous Nottinghamshire "
         "forest?", ["sherwood"]),
        ("speech", "The falconer's harrier snatched a croissant from a cardinal.",
         "What buttery crescent did the bird-of-prey handler's raptor grab off the high-ranking Catholic priest?",
         ["croissant"]),
        ("speech", "The seismologist baked a cake shaped like Mount Fuji.",
         "Which Japanese peak did the scientist who studies tremors in the ground model out of flour and "
         "buttercream?", ["fuji"]),
        ("speech", "The registrar married a couple aboard a steam train running from Settle to Carlisle.",
         "The official who does weddings held a ceremony on a locomotive - heading to which Cumbrian city?",
         ["carlisle"]),
        ("speech", "The audiologist's whippet won best in show at Crufts.",
         "At which big dog contest did the ear-test specialist's skinny sighthound scoop the top prize?",
         ["crufts"]),
        ("speech", "The volcanologist once shared a lift with Dolly Parton.",
         "which country music star did the lava expert ride up in an elevator with? sounds made up",
         ["dolly", "parton"]),
        ("ocr", "Top request at the over-sixties tea dance is Blue Suede Shoes",
         "Which tune do older folks at the afternoon social ask for most, going by the slide?", ["suede"]),
        ("ocr", "Waiting list for a plot now stands at ninety-seven",
         "How many people are queuing for a vegetable patch these days? There was a figure on screen.",
         ["ninety-seven", "ninety seven", "97"]),
    ],
    mentions=[
        ("the phonograph", "The phonograph in the boardroom corner was rescued from a dance hall in Havana.",
         "havana"),
        ("the bobsleigh", "The bobsleigh mounted above the canteen doors once raced down the track at Lillehammer.",
         "lillehammer"),
        ("the microscope", "The brass microscope on the reception counter belonged to a naturalist in Uppsala.",
         "uppsala"),
        ("the switchboard", "The old telephone switchboard in the back corridor came out of a hotel in Margate.",
         "margate"),
        ("the magic lantern", "The magic lantern on the windowsill was picked up in a bric-a-brac shop in Ludlow.",
         "ludlow"),
        ("the ship's wheel", "The ship's wheel fixed to the reception wall was salvaged from a fishing smack out "
         "of Grimsby.", "grimsby"),
        ("the dolls house", "The dolls house by the drinks fridge was built by a retired boatbuilder on Lundy.",
         "lundy"),
        ("the sewing machine", "The sewing machine in the far corner of the open-plan office once stitched sails for "
         "yachts in Cowes.",
         "cowes"),
    ],
    screen_titles=[("Griffin emblem sketching", "griffin"), ("Wyvern banner painting", "wyvern"),
                   ("Portcullis badge making", "portcullis"), ("Fleur-de-lis printing", "fleur"),
                   ("Chevron pattern workshop", "chevron"), ("Tincture colour matching", "tincture"),
                   ("Motto scroll lettering", "motto"), ("Pennant design contest", "pennant")],
    charts=["paper clip orders", "bin liner orders", "tea bag restocks", "hand towel refills",
            "mouse mat replacements", "charging cable loans", "smoke alarm checks", "light bulb changes"],
    absent=[
        "was there an ocelot in any of the photos? my partner's convinced she saw one",
        "How much is it to join the hurling taster, or is the first session free?",
        "did the polka night folk say what date the next one's on",
        "Who won the bed race in Bratislava? Did they say how our pickers got on?",
        "When does the ski slope at the old ice factory open? My daughter wants her party there.",
        "Was anything said about the level crossing closure on Gorsebank Road?",
        "Who's taking over as postmaster at Kilbride? I'm not sure a name came up.",
        "is the putting green at Hollins Park open again after the vandalism or still shut",
        "{topic} - did they say whether staff get a vote on it?",
        "Is the {topic} being trialled at one site first, or everywhere at once? Not sure that came up.",
    ],
    count_q=("how many {animal} photos overall?",
             "My uncle and I have a fiver on this: how many times does the {animal} turn up during the video?",
             "{animal} - how many?",
             "Can you count up the appearances of the {animal} for me? Just need the number."),
    cross_photo_q=("Which animal's picture was up during the bit about {what}?",
                   "{what} mention - animal on screen?",
                   "I was listening rather than watching, and when they got to {what} my partner said 'look at "
                   "that!'. Which animal was showing?",
                   "What kind of animal is pictured at the moment the speaker discusses {what}?"),
    cross_screen_q=("During the story about {what}, what slide title was up?",
                    "slide during {what}??",
                    "Had it playing in the background while doing the ironing, so I only heard the part about "
                    "{what}. What slide was showing then?",
                    "Which slide's heading can be seen at the point where {what} gets talked about?"),
    cross_speech_q=("What's the voiceover saying while {title} is on screen? It seemed off-topic.",
                    "{title} - narration?",
                    "Was watching on mute on the bus and the {title} slide went by. Can you tell me what was said "
                    "over it?",
                    "While the slide called {title} is showing, which sentence do we hear?"),
    after_chart_q=("Straight after the {chart} chart, what slide comes up?",
                   "{chart} chart, then what",
                   "I keep skipping and landing on the {chart} chart. Which slide is the very next one after it?",
                   "Immediately following the graph of {chart}, what's shown?"),
    order_q=("Was {first} covered earlier or later than {second}? Tell me which was earlier.",
             "{first} vs {second} - which came up first",
             "Writing notes up for my manager and lost the thread - did the {second} slide come before the "
             "{first} slide, or the other way about? Which was first?",
             "Out of {second} and {first}, which one appears sooner in the video?"),
    at_screen_q=("What slide is on screen at exactly {stamp}?",
                 "slide @ {stamp}?",
                 "Someone in the team thread said to look at {stamp}, but I'm on the tube. What's on the slide "
                 "there?",
                 "Roughly at {stamp}, which subject is the slide covering?"),
    at_said_q=("What's being said at about {stamp}?",
               "{stamp} - what's the voice saying",
               "My earbuds died right at {stamp}. What line did I miss?",
               "Need to quote it in a report - what exactly is said at {stamp}?"),
)


# A twenty-ninth held-out set (seeds >= TWENTY_NINTH_HELD_OUT_FROM), written after the twenty-eighth one had been
# measured and its misses read.
TWENTY_NINTH_HELD_OUT_FROM = 2900
TWENTY_NINTH_HELD_OUT = Pools(
    text=[
        ("Padel taster", "Ask Jocasta at the kiosk for a loan racket",
         "padel taster - where do I get a racket from? not buying one till I know I like it", ["jocasta"]),
        ("Stoolball afternoons", "Bats are kept in the old threshing barn",
         "Where are the bats kept for stoolball? I said I'd set everything up before the others turn up.",
         ["threshing"]),
        ("Ceviche masterclass", "Fish is cured in lime juice by a chef named Horatio",
         "ceviche masterclass: what's the chef called? pretty sure a name was up", ["horatio"]),
        ("Footgolf course", "Ball store lock code is 7143",
         "What's the lock code for the ball store at the footgolf course? There's eight of us booked in for "
         "Sunday and I'm the one with the key duty.", ["7143"]),
        ("Glockenspiel ensemble", "Rehearsals are held in the old sawmill",
         "which building does the glockenspiel ensemble rehearse in", ["sawmill"]),
        ("Tempura evening", "Batter is whisked by a cook named Evangeline",
         "Who makes the batter at the tempura evening? Mine always goes soggy and I'd love to pick her brains.",
         ["evangeline"]),
        ("Teqball tables", "Tables are set up in the former sheepfold",
         "teqball - where are the tables actually set up? the map on the website confused me", ["sheepfold"]),
        ("Oud lessons", "Spare plectrums are kept by a teacher named Lysander",
         "For the oud lessons, who's got the spare plectrums? Lost mine down the back of the sofa again.",
         ["lysander"]),
        ("Bannock bake", "Griddles are heated in the old saltworks",
         "bannock bake: where are the griddles? it was on the slide but it's gone clean out of my head",
         ["saltworks", "salt works"]),
        ("Javelin clinic", "Javelins are stored in the old brick kiln",
         "Where do they keep the javelins for the clinic? My lad's coach asked me to fetch a couple on the way.",
         ["kiln"]),
    ],
    said=[
        ("A runaway mongoose from the animal sanctuary was found asleep inside the church piano.",
         "something escaped from the animal sanctuary and turned up in the church?? what animal was it",
         ["mongoose"]),
        ("Our facilities manager paddled a coracle the whole length of the River Teifi.",
         "The facilities manager went down a river in some odd little boat, didn't he? What sort of boat?",
         ["coracle"]),
        ("Our legal secretary plays the shakuhachi in a Japanese folk trio.",
         "What's the instrument the legal secretary plays? Some kind of bamboo flute with a name I can't "
         "pronounce.", ["shakuhachi"]),
        ("The haberdashery on Cobbold Street is closing after ninety years to become a dog grooming parlour.",
         "what's replacing the haberdashery on Cobbold Street? heard it's shutting after donkey's years",
         ["grooming"]),
        ("The council has voted to paint all the railings along the sea wall tangerine.",
         "What colour are the council painting the railings by the sea wall? My nan is not going to be "
         "impressed.", ["tangerine", "orange"]),
        ("Our logistics team came fourth in a welly wanging contest at the county show.",
         "the logistics lot entered something at the county show - what kind of contest was it?",
         ["welly", "wellie", "wanging"]),
        ("Lightning split the ancient yew tree in the churchyard during Sunday's storm.",
         "What got hit by lightning on Sunday? Something in the churchyard, I think?", ["yew"]),
        ("Kittiwakes have started nesting on the window ledges of the town hall.",
         "which birds have taken over the window ledges at the town hall? my car's covered", ["kittiwake"]),
        ("Our chief engineer keeps a giant African land snail in a tank on her desk.",
         "Does the chief engineer really keep a pet at her desk? What kind of creature is it?", ["snail"]),
        ("Our press officer once sang backing vocals on a Eurovision entry for Moldova.",
         "the press officer sang on a Eurovision song at some point? which country was it for", ["moldova"]),
    ],
    para=[
        ("speech", "The cordwainer walked from Penzance to Lerwick in handmade boots.",
         "The shoemaker hiked all the way from Cornwall's western tip up to which Shetland town, in footwear he'd "
         "stitched himself?", ["lerwick"]),
        ("speech", "The wheelwright taught his kookaburra to laugh on cue.",
         "what Australian bird did the cart-wheel maker train to cackle whenever told to?", ["kookaburra"]),
        ("speech", "The fletcher crossed to Bergen in a homemade canoe.",
         "The arrow maker paddled over to which Norwegian port in a self-built little boat?", ["bergen"]),
        ("speech", "The chandler's grandmother skydived over Marrakech on her ninetieth birthday.",
         "The candle-maker's gran leapt out of an aircraft with a parachute aged 90 - above which Moroccan city?",
         ["marrakech"]),
        ("speech", "The bowyer's daughter swam across Lake Geneva at dawn.",
         "Which big Swiss-French body of water did the longbow craftsman's girl get through at sunrise?",
         ["geneva"]),
        ("speech", "The cutler built a life-size triceratops from scrap forks.",
         "The knife-maker made a full-scale three-horned dinosaur out of discarded dinner utensils - which "
         "species?", ["triceratops"]),
        ("speech", "The cooper hitchhiked from Oslo to Tbilisi.",
         "the barrel maker thumbed lifts all the way from Norway's capital to which Georgian city? mad", ["tbilisi"]),
        ("speech", "The loss adjuster rescued a beached minke near Tenby.",
         "The insurance claims assessor helped save a stranded marine mammal at which Welsh seaside town?",
         ["tenby"]),
        ("ocr", "Commonest bird in the garden count was the house sparrow",
         "Which feathered visitor turned up in back yards more than any other, going by the slide?", ["sparrow"]),
        ("ocr", "Lost cats reunited with owners reached sixty-four",
         "How many missing moggies made it home to their families? I think a figure was on screen.",
         ["sixty-four", "sixty four", "64"]),
    ],
    mentions=[
        ("the orrery", "The orrery on the boardroom mantelpiece was made by a clockmaker in Ghent.", "ghent"),
        ("the zoetrope", "We bought the zoetrope in the staff lounge at a house clearance auction in Trondheim.",
         "trondheim"),
        ("the stereoscope", "The stereoscope by the coat pegs came with a box of glass slides of Palermo.",
         "palermo"),
        ("the spinet", "Nobody can play the spinet in the training suite, but it was shipped over from Porto at "
         "great expense.", "porto"),
        ("the velocipede", "The velocipede hanging above the bike racks was found rusting in a barn near Southwold.",
         "southwold"),
        ("the motorbike sidecar",
         "The motorbike sidecar at the foot of the main stairs was used on a honeymoon to Kirkwall.",
         "kirkwall"),
        ("the kaleidoscope",
         "The kaleidoscope in the waiting area was sent over by our sister office in Krakow when it closed.",
         "krakow"),
        ("the stethoscope", "The stethoscope in the first aid room belonged to a lifeboat doctor from "
         "Aldeburgh.", "aldeburgh"),
    ],
    screen_titles=[("Bowline knot practice", "bowline"), ("Clove hitch drills", "clove"),
                   ("Sheepshank demonstration", "sheepshank"), ("Cleat hitch relay", "cleat"),
                   ("Halyard splicing session", "halyard"), ("Prusik loop workshop", "prusik"),
                   ("Carrick bend display", "carrick"), ("Timber hitch tutorial", "timber")],
    charts=["plaster box refills", "stopwatch loans", "descaling jobs", "air freshener refills",
            "tea strainer orders", "thermos flask loans", "torch loans", "plant feed top-ups"],
    absent=[
        "Did a jaguar appear at all? My son says yes, I reckon he's thinking of a different video.",
        "How old do you have to be to join the padel taster? My lad's only eleven.",
        "did the glockenspiel ensemble say when their next concert is",
        "Are they going to move the kittiwakes off the town hall, or just leave them? Did anyone say?",
        "Is the new grooming place on Cobbold Street taking bookings yet? Asking for my spaniel.",
        "Any update on the pothole repairs on Millfield Road? It's been weeks.",
        "Who's the new harbourmaster at Porthleven? I don't think they named anyone but I'd like to be sure.",
        "is the paddling pool in Victoria Gardens open again after the leak or still drained",
        "{topic}: did they name an outside firm to help with it?",
        "Are they bringing in consultants for the {topic}, or keeping it all in-house? Can't recall that being "
        "said.",
    ],
    count_q=("how many times do we get the {animal}?",
             "My daughter's keeping score on a notepad and we've lost count - how often did the {animal} appear "
             "altogether?",
             "{animal} - total appearances?",
             "Could you tally how often the {animal} is shown over the whole video?"),
    cross_photo_q=("What animal can you see on screen during the part about {what}?",
                   "animal pic during the {what} bit?",
                   "My little one asked me what animal that was, right as {what} was being described, and I hadn't "
                   "been looking. Do you know?",
                   "Which creature is on screen at the moment {what} gets brought up?"),
    cross_screen_q=("What heading is up on screen while the speaker covers {what}?",
                    "{what} bit - what slide?",
                    "My screen's cracked so I couldn't make out the slide when they mentioned {what}. What was it "
                    "called?",
                    "Which title is displayed at the point the narration turns to {what}?"),
    cross_speech_q=("What does the narrator say over the {title} slide? It didn't seem to match.",
                    "audio during {title}?",
                    "The {title} slide went by while I was grabbing a drink, and the narration clearly wasn't "
                    "about it. What was it?",
                    "Which spoken line goes with the {title} slide?"),
    after_chart_q=("Which slide directly follows the {chart} chart?",
                   "slide after {chart} graph?",
                   "I paused on the chart about {chart} and then the app crashed. What would have come up next?",
                   "Following the graph showing {chart}, which slide appears?"),
    order_q=("Was the {first} bit earlier in the video than {second}? Which came first?",
             "{first}/{second} - which came earlier",
             "Trying to line the video up with my handout and got in a muddle - which part came first, {first} "
             "or {second}?",
             "If I scrub through from the start, do I hit {second} or {first} first?"),
    at_screen_q=("Which slide's showing when the timer hits {stamp}?",
                 "slide title at {stamp}?",
                 "Our teacher told us to write about the slide at {stamp} but my copy keeps buffering right there. "
                 "What is it?",
                 "At around {stamp}, what topic is the slide about?"),
    at_said_q=("What's the speaker saying around {stamp}?",
               "words at {stamp}?",
               "The dog started barking right at {stamp} and I missed the line. What was said?",
               "For my notes, what's the exact sentence spoken at {stamp}?"),
)


# A thirtieth held-out set (seeds >= THIRTIETH_HELD_OUT_FROM), written after the twenty-ninth one had been
# measured and its misses read.
THIRTIETH_HELD_OUT_FROM = 3000
THIRTIETH_HELD_OUT = Pools(
    text=[
        ("Lacrosse taster", "Spare sticks are signed out by a coach called Ottilie",
         "Who signs out the spare sticks at the lacrosse taster? My daughter's keen to have a go but we haven't "
         "got any kit.", ["ottilie"]),
        ("Tagine supper", "Clay pots are warmed in the old forge",
         "tagine supper: where are they warming the pots? said I'd help carry them over", ["forge"]),
        ("Shuffleboard league", "Cue locker code is 3816",
         "Anyone know the code for the cue locker at the shuffleboard league? I'm stood right in front of it and "
         "didn't write it down off the slide.", ["3816"]),
        ("Bouldering wall", "Chalk bags are kept in the old tannery",
         "where do the chalk bags for the bouldering wall live", ["tannery"]),
        ("Khachapuri bake", "Dough is shaped by a baker named Tamsin",
         "Who's the baker doing the dough at the khachapuri bake? I want to ask her which cheese she uses.",
         ["tamsin"]),
        ("Wheelchair rugby", "Sports chairs are stored in the old bus depot",
         "wheelchair rugby - which building are the sports chairs kept in? going to help set up", ["depot"]),
        ("Pysanky evening", "Wax pens are lent out by Bronwen",
         "For the pysanky evening, who do I borrow one of the wax pens off? Mine's clogged solid from last "
         "Easter.", ["bronwen"]),
        ("Sushi rolling night", "Bamboo mats are kept in the old telegraph office",
         "sushi night - where are the rolling mats kept? some old building, it was on a slide",
         ["telegraph"]),
        ("Cajon drumming", "Drums are tuned by a teacher named Cassius",
         "What's the name of the teacher who tunes the drums at cajon drumming? One of ours has developed a "
         "rattle.", ["cassius"]),
        ("Handball drop-in", "Goal nets are stored in the old lifeboat station",
         "handball drop-in: where do the goal nets get stored? need to get there early thursday and put them up",
         ["lifeboat"]),
    ],
    said=[
        ("An escaped alpaca from the petting farm wandered into the dentist's waiting room.",
         "apparently something from the petting farm got into the dentist's? what animal was it", ["alpaca"]),
        ("Our payroll clerk once swam the full length of Loch Ness for a hospice.",
         "The payroll clerk did a big charity swim somewhere in Scotland, didn't she? Which loch was it?",
         ["loch ness"]),
        ("Our receptionist plays the hammered dulcimer in a bluegrass band.",
         "What does the receptionist play in that bluegrass band? I missed the name of the instrument.",
         ["dulcimer"]),
        ("The shuttered cinema on Pelham Street is reopening as a roller disco.",
         "the old cinema on Pelham Street is reopening as what? hoping it's something the kids will like",
         ["roller", "disco"]),
        ("The council has approved a floating sauna for the boating lake.",
         "What are the council putting on the boating lake? Sounded a bit bonkers when I heard it.", ["sauna"]),
        ("Our accounts team finished third in a dragon boat race on the Tyne.",
         "the accounts team did a dragon boat race - which river was it on?", ["tyne"]),
        ("A gust of wind blew the bouncy castle at the primary school fete into the allotments.",
         "Something blew away at the primary school fete and ended up in the allotments? What was it?",
         ["bouncy"]),
        ("Pied wagtails roost every night in the plane tree outside the bus station.",
         "which birds roost in the tree outside the bus station at night? there's hundreds of them", ["wagtail"]),
        ("Our head of procurement breeds stick insects in her spare bedroom.",
         "The head of procurement breeds something at home, doesn't she? What creatures are they?",
         ["stick insect"]),
        ("Our IT manager once appeared as an extra in a Bollywood film shot in Snowdonia.",
         "hang on, the IT manager was an extra in a film?? what sort of film was it", ["bollywood"]),
    ],
    para=[
        ("speech", "The farrier once ice-skated across a lake in Lapland.",
         "The person who shoes horses glided over some frozen water up in which snowy northern region?",
         ["lapland"]),
        ("speech", "The thatcher sang with a male voice choir at the Sydney Opera House.",
         "The roof-straw craftsman performed in a group of men's vocals at which famous Australian concert venue?",
         ["sydney"]),
        ("speech", "The stonemason built a replica of Stonehenge out of old fridges.",
         "Which ancient Wiltshire monument did the bloke who cuts building blocks recreate using scrapped "
         "kitchen cooling appliances?", ["stonehenge"]),
        ("speech", "The glazier's grandfather flew a hot air balloon over the Alps.",
         "the window-pane fitter's granddad piloted a floating basket under a big heated envelope above which "
         "European mountain range?", ["alps"]),
        ("speech", "The cartographer finished the Boston marathon juggling three oranges.",
         "The map maker completed a 26-mile road race while tossing citrus fruit in the air - in which American "
         "city?", ["boston"]),
        ("speech", "The sommelier found a wedding ring inside a trout he caught in the Wye.",
         "The wine steward discovered a marriage band in a freshwater fish he'd landed on which river along the "
         "Welsh border?", ["wye"]),
        ("speech", "The archivist's grandson climbed Kilimanjaro in flip-flops.",
         "Which African peak did the records keeper's grandchild scale wearing nothing but beach sandals on his "
         "feet?", ["kilimanjaro"]),
        ("speech", "The upholsterer rowed solo from the Canaries to Antigua.",
         "The furniture-padding specialist crossed the ocean alone in a little oared boat - to which Caribbean "
         "island?", ["antigua"]),
        ("ocr", "Most popular allotment crop this season was runner beans",
         "Which vegetable did plot holders sow more than any other, going by the screen?", ["runner"]),
        ("ocr", "Bus passes issued climbed to three hundred and twelve",
         "How many travel cards for the coach service were handed out? I think a number was up on a slide.",
         ["three hundred and twelve", "three hundred twelve", "312"]),
    ],
    mentions=[
        ("the spyglass", "The brass spyglass on the boardroom windowsill was carried by a coastguard on Skye.",
         "skye"),
        ("the candelabra", "The candelabra on the reception desk was salvaged from a wreck in Scapa Flow.",
         "scapa"),
        ("the barrel organ", "The barrel organ in the staff room was bought from a travelling fair outside "
         "Doncaster.", "doncaster"),
        ("the apothecary chest", "The apothecary chest in the director's office was a leaving gift from a "
         "university in Salamanca.", "salamanca"),
        ("the canoe", "The birch bark canoe hanging in the stairwell was once paddled down the Yukon.", "yukon"),
        ("the tailor's dummy", "The tailor's dummy in the costume store came from an outfitter on Savile Row.",
         "savile"),
        ("the boxing gloves", "The boxing gloves framed in the gym corridor were signed by a champion from "
         "Merthyr.", "merthyr"),
        ("the carousel horse", "The carousel horse in the quiet room came from a fairground that closed down in "
         "Rhyl.", "rhyl"),
    ],
    screen_titles=[("Garamond specimen sheets", "garamond"), ("Baskerville proof reading", "baskerville"),
                   ("Helvetica poster session", "helvetica"), ("Futura lettering drill", "futura"),
                   ("Caslon type tasting", "caslon"), ("Bodoni headline clinic", "bodoni"),
                   ("Didot italic study", "didot"), ("Rockwell slab serif demo", "rockwell")],
    charts=["umbrella loans", "sticky note orders", "chair castor repairs", "radiator bleeds",
            "bike pump loans", "battery recycling drops", "coffee filter orders", "dustpan replacements"],
    absent=[
        "Was there a hyena in any of the photos? My nephew is adamant he saw one.",
        "How much does the lacrosse taster cost? Do you have to pay on the day or book ahead?",
        "did the shuffleboard league say which night of the week they play",
        "Who actually won the dragon boat race on the Tyne? Was a winner named?",
        "When does the roller disco on Pelham Street open its doors? My niece wants her party there.",
        "Any news on the footbridge over Hallam Road? It's been shut since the spring.",
        "Who's taking over from the retiring librarian at Ashgrove? I don't think a name was given but I'd like "
        "to check.",
        "is the outdoor lido at Brackenfield open again after the repairs or still closed",
        "{topic} - did anyone say whether customers have been told about it?",
        "Is the {topic} going to affect the weekend rota at all? I don't remember that coming up.",
    ],
    count_q=("how many times does the {animal} turn up overall?",
             "We're playing a game at home where you shout every time the {animal} appears - how many shouts "
             "should there be by the end?",
             "{animal} sightings, how many",
             "On how many separate occasions is the {animal} pictured in the video?"),
    cross_photo_q=("Which animal is up on screen when they start talking about {what}?",
                   "{what} - which animal was showing?",
                   "I only had the audio on while driving during the bit about {what}. My passenger said there was "
                   "an animal on screen - which one?",
                   "At the moment {what} is mentioned, what animal appears in the picture?"),
    cross_screen_q=("What's the slide heading while they're describing {what}?",
                    "slide name when {what} comes up?",
                    "I was half dozing during the part about {what} and the slide didn't seem to fit. What was it "
                    "titled?",
                    "Which slide is displayed as the narrator mentions {what}?"),
    cross_speech_q=("When the {title} slide is up, what does the voiceover talk about? It's not the slide, is it.",
                    "{title} slide, what's said over it",
                    "I had it on mute in a meeting and caught the {title} slide going past. What was the narrator "
                    "saying during that part?",
                    "What sentence is spoken over the slide titled {title}?"),
    after_chart_q=("What slide follows straight on from the {chart} chart?",
                   "after the {chart} chart - next slide?",
                   "My laptop froze just as the {chart} chart was finishing. What came up immediately afterwards?",
                   "Which slide comes directly after the graph of {chart}?"),
    order_q=("Did {first} come before {second}, or was it the other way round? Which was first?",
             "{second} or {first} - which was earlier",
             "I'm writing up the minutes and can't recall the running order. Which turned up first in the video, "
             "the {first} part or the {second} part?",
             "Of the {first} and {second} slides, which one is shown earlier?"),
    at_screen_q=("What's on the slide when the clock reads {stamp}?",
                 "what slide's up at {stamp}??",
                 "A mate sent me a link saying 'look at {stamp}' but it won't load on my phone. What slide is up "
                 "then?",
                 "Around {stamp}, what is the slide's subject?"),
    at_said_q=("What is the narrator saying at {stamp}?",
               "{stamp} speech?",
               "A lorry rumbled past my window right at {stamp} and drowned it out. What did the speaker say?",
               "Could you give me the sentence spoken at about {stamp}, word for word?"),
)


# A thirty-first held-out set (seeds >= THIRTY_FIRST_HELD_OUT_FROM), written after the thirtieth one had been
# measured and its misses read.
THIRTY_FIRST_HELD_OUT_FROM = 3100
THIRTY_FIRST_HELD_OUT = Pools(
    text=[
        ("Kin-ball session", "The giant ball is pumped up in the old customs house",
         "kin-ball - where do they pump the big ball up? I'm the one bringing the foot pump", ["customs"]),
        ("Momo folding night", "Fillings are chopped by a cook named Pemba",
         "Who chops the fillings at momo folding night? I'd love to know what goes in them.", ["pemba"]),
        ("Spikeball meetup", "Net frame locker code is 5208",
         "What's the code for the net frame locker at spikeball? Got there first for once and now everyone's "
         "stood behind me waiting.", ["5208"]),
        ("Bossaball court", "Inflatable courts are packed away in the old bakelite factory",
         "where do the inflatable courts for bossaball get packed away", ["bakelite"]),
        ("Pastel de nata bake", "Custard is poured by a confectioner called Leocadia",
         "pastel de nata bake: who's on custard duty? wanted to send her a thank you card",
         ["leocadia"]),
        ("Melodeon club", "Spare straps are handed out by Florian",
         "At melodeon club, who do you ask for a spare strap? Mine snapped halfway through a waltz last week "
         "and I nearly dropped the thing.", ["florian"]),
        ("Sambo wrestling", "Jackets are kept in the old coaching inn",
         "sambo wrestling - which building do they keep the jackets in? some old place, it was on the slide",
         ["coaching", "inn"]),
        ("Tug of war training", "Ropes are coiled up in the old fish market",
         "Where are the ropes kept for tug of war training? I've been roped in (ha) to carry them down to the "
         "field on Saturday.", ["fish market"]),
        ("Okonomiyaki night", "Batter is mixed by a cook named Hiroko",
         "okonomiyaki night, who does the batter mixing? the name's completely escaped me", ["hiroko"]),
        ("Recorder ensemble", "Music stands are stored in the old ferry terminal",
         "Which old building are the recorder ensemble's music stands stored in? I'm on setting-up duty this "
         "month and haven't a clue.", ["terminal"]),
    ],
    said=[
        ("A reindeer that slipped out of the Christmas grotto was caught grazing on the bowling green.",
         "something got loose from the Christmas grotto and ended up on the bowling green?? what animal was it",
         ["reindeer"]),
        ("Our warehouse manager plays the flugelhorn in a colliery brass band.",
         "The warehouse manager is in a brass band, isn't he? Which instrument? I only caught the tail end of that "
         "bit.", ["flugelhorn"]),
        ("The old bank on Fennel Street is being turned into a noodle bar.",
         "what's going into the old bank on Fennel Street? someone at work reckoned it was somewhere to eat",
         ["noodle"]),
        ("The council wants to string a zip wire across the gorge at Holloway Dene.",
         "What's the council planning to put over the gorge at Holloway Dene? My brother swears it's a wind-up.",
         ["zip"]),
        ("Our marketing team came second in a cheese rolling race on Bredon Hill.",
         "the marketing team came second in some race up on Bredon Hill - what sort of race", ["cheese"]),
        ("Storm winds ripped the copper cupola off the old market hall on Tuesday night.",
         "What did the storm tear off the top of the old market hall? The photos on the local group are wild.",
         ["cupola"]),
        ("Sand martins are nesting in the drainage pipes along the quayside.",
         "which birds have moved into the drainage pipes down on the quayside", ["martin"]),
        ("Our chief financial officer keeps a hermit crab called Gerald in a tank by the printer.",
         "The CFO keeps some odd pet in a tank by the printer - what is it? Lives in a borrowed shell, I think.",
         ["hermit"]),
        ("Our data analyst once won a sheepdog trial in the Brecon Beacons.",
         "hold on, the data analyst won a competition in the Brecon Beacons? what kind of competition",
         ["sheepdog"]),
        ("Divers clearing the harbour found an old fruit machine wedged under the pontoon.",
         "What did the divers pull out from under the pontoon when they were clearing the harbour? Sounded like "
         "a strange one.", ["fruit machine"]),
    ],
    para=[
        ("speech", "The scrivener paraglided over the cliffs of Madeira.",
         "The professional copyist drifted down from high sea crags under a fabric wing - above which Portuguese "
         "island?", ["madeira"]),
        ("speech", "The tinsmith rode a unicycle from Dover to Thurso.",
         "the sheet-metal craftsman pedalled a one-wheeled contraption from the white-cliffed Kent port up to "
         "which far northern Scottish town?", ["thurso"]),
        ("speech", "The gilder played chess against a grandmaster in Budapest and won.",
         "The gold-leaf applier beat a top-ranked board-game champion - in which Hungarian capital?",
         ["budapest"]),
        ("speech", "The engraver found a live scorpion in a crate of bananas.",
         "What venomous creature with a stinging tail turned up in a box of yellow fruit, discovered by the person "
         "who etches metal plates?", ["scorpion"]),
        ("speech", "The typesetter sailed a junk from Hong Kong to Manila.",
         "The printing-press compositor took an old Chinese-style vessel over the sea, arriving at which "
         "Philippine city?", ["manila"]),
        ("speech", "The lamplighter's nephew caught a sturgeon in the Volga.",
         "Which big Russian river did the street-lantern man's brother's boy land an enormous caviar fish in?",
         ["volga"]),
        ("speech", "The goldsmith's wife abseiled down the Shard.",
         "the jeweller-metalworker's spouse lowered herself on ropes down the face of which glassy London "
         "skyscraper?", ["shard"]),
        ("speech", "The ropemaker built an igloo for a school in Winnipeg.",
         "The cord-twister put up a snow-block dome hut for pupils in which Canadian city?", ["winnipeg"]),
        ("ocr", "Top seller at the station kiosk was egg and cress",
         "Which sandwich filling went down best with commuters buying from the little booth on the platform, "
         "going by the slide?", ["egg and cress", "cress"]),
        ("ocr", "Library cards issued this spring reached two hundred and six",
         "How many borrowing passes for the book lending place got handed out over recent months? There was a "
         "figure up on screen, I think.", ["two hundred and six", "two hundred six", "206"]),
    ],
    mentions=[
        ("the butter churn", "The butter churn beside the photocopier came from a farm sale near Llandeilo.",
         "llandeilo"),
        ("the sea chest", "The sea chest under the canteen stairs was rescued from a breaker's yard in "
         "Hartlepool.", "hartlepool"),
        ("the pith helmet", "The pith helmet on the filing shelf was worn on an expedition to Timbuktu.",
         "timbuktu"),
        ("the bugle", "The bugle in the small meeting room was donated by a retired bandsman from Aberystwyth.",
         "aberystwyth"),
        ("the concertina", "The concertina propped in the library corner was bought from a market trader in "
         "Cordoba.", "cordoba"),
        ("the ice axe", "The ice axe hanging in the lift lobby was carried up the Matterhorn by our founder.",
         "matterhorn"),
        ("the church pew", "The church pew in reception was salvaged from a chapel flooded out in Tewkesbury.",
         "tewkesbury"),
        ("the barber's chair", "The barber's chair in the post room came from a shop in Valparaiso that closed "
         "in the eighties.", "valparaiso"),
    ],
    screen_titles=[("Sonnet writing circle", "sonnet"), ("Haiku garden walk", "haiku"),
                   ("Rondeau rewriting class", "rondeau"), ("Villanelle drafting workshop", "villanelle"),
                   ("Sestina puzzle session", "sestina"), ("Ballad reading night", "ballad"),
                   ("Pantoum practice hour", "pantoum"), ("Tanka composing morning", "tanka")],
    charts=["tripod loans", "window cleaner visits", "parcel locker overflows", "filing tray clear-outs",
            "recipe card swaps", "projector remote losses", "ice cream van visits", "fruit bowl top-ups"],
    absent=[
        "I'm sure I spotted a polar bear at some point - was there one, or am I imagining things?",
        "How much is it to hire the bossaball court for a birthday party? Did they give a price?",
        "did the melodeon club say where they're playing over the summer",
        "Are they going to round up the reindeer from the bowling green or just let the grotto collect it? Was "
        "that said?",
        "When does the noodle bar on Fennel Street actually open? My nephew's desperate to go.",
        "Any news on when the level crossing on Station Lane reopens? The diversion is doing my head in.",
        "Who's the new caretaker at Larkfield primary? I don't think they named anyone, just checking.",
        "is the splash park in Jubilee Gardens working again or still out of action",
        "Did they give a date for when the {topic} gets signed off?",
        "{topic} - was there any mention of what it's all going to cost? don't think so but want to be sure",
    ],
    count_q=("in total, how often does the {animal} pop up on screen?",
             "Me and my brother have a bet riding on this - how many separate times is there a {animal} on "
             "screen? Loser buys the chips.",
             "{animal} tally??",
             "What is the total number of appearances the {animal} makes across the video?"),
    cross_photo_q=("When they're going on about {what}, what animal is in the picture?",
                   "animal on screen during {what}?",
                   "I was reading the captions and missed the picture in the {what} part - my partner said it was "
                   "an animal. Which one was it?",
                   "Which animal is being shown at the time {what} is talked about?"),
    cross_screen_q=("Which slide is up while they're talking about {what}?",
                    "{what} - slide title??",
                    "I'd nipped out to put the kettle on and came back midway through the bit on {what}. What was "
                    "the slide called at that point?",
                    "What title does the slide carry when {what} is raised?"),
    cross_speech_q=("What's the voice talking about while the {title} slide is up? Didn't sound like it was about "
                    "the slide",
                    "{title}: what's being said?",
                    "My kid had the volume right down while the {title} slide was on. What was actually said over "
                    "it?",
                    "Which remark does the speaker make while the {title} slide is displayed?"),
    after_chart_q=("When the {chart} chart finishes, which slide takes over?",
                   "after {chart} chart = ?",
                   "The stream cut out right as the chart on {chart} was showing. What came on straight after it?",
                   "Immediately after the graph of {chart}, which slide is shown?"),
    order_q=("Which got covered first, {first} or {second}?",
             "was {first} ahead of {second} or behind it",
             "Putting together a summary for my boss and I've muddled the sequence. Does the {second} slide come "
             "before the {first} one, or is it the reverse?",
             "In the video's running order, which comes sooner: {first} or {second}?"),
    at_screen_q=("Which slide's on the go at {stamp}?",
                 "{stamp} - which slide is that",
                 "Got a screenshot from a colleague marked {stamp} but it's too blurry to read. Which slide is it?",
                 "At the {stamp} point, what is the slide about?"),
    at_said_q=("quick one - what gets said at {stamp}",
               "{stamp} audio, what's the line?",
               "The baby woke up screaming right at {stamp} so I missed it - what got said there?",
               "Please transcribe the line spoken at roughly {stamp}."),
)


# A thirty-second held-out set (seeds >= THIRTY_SECOND_HELD_OUT_FROM), written after the thirty-first one had
# been measured and its misses read.
THIRTY_SECOND_HELD_OUT_FROM = 3200
THIRTY_SECOND_HELD_OUT = Pools(
    text=[
        ("Jianzi kicking circle", "Feathered shuttlecocks live in the old cattle market",
         "jianzi lot - any idea where the shuttlecocks live between sessions? promised I'd grab a couple on my "
         "way", ["cattle"]),
        ("Pelmeni pinching night", "Meat filling is seasoned by a cook named Zofia",
         "Do you happen to know who seasons the meat filling at pelmeni night? My gran used to make them and I'd "
         "love a natter with her.", ["zofia"]),
        ("Kubb tournament", "Baton crate padlock code is 6294",
         "kubb padlock number for the baton crate, anybody? can't for the life of me remember it", ["6294"]),
        ("Kalimba circle", "Thumb pianos can be borrowed from Eamonn",
         "Who should I ask to borrow a thumb piano at the kalimba circle? I fancy trying one before I fork out for "
         "my own.", ["eamonn"]),
        ("Octopush club", "Snorkels are rinsed in the old slipper baths",
         "octopush - which building do the snorkels get rinsed off in afterwards?", ["slipper"]),
        ("Tatting group", "Thread spools come from Perpetua",
         "tatting group: who dishes out the thread spools? left my own at home in a coat pocket",
         ["perpetua"]),
        ("Hornussen taster", "Wooden bats sit in the old pumping station",
         "Might be a daft question, but where are the wooden bats for the hornussen taster kept? I was told some "
         "disused building by the river.", ["pumping"]),
        ("Gozleme evening", "Hotplates are fired up by a cook named Nermin",
         "gozleme evening - whose job is firing up the hotplates? I've clean forgotten who",
         ["nermin"]),
        ("Smocking workshop", "Pleating needles are threaded by Solveig",
         "Who threads the pleating needles at the smocking workshop? Hoping she'll do a few finer ones for me.",
         ["solveig"]),
        ("Steel pan band", "Pan sticks hang up in the old coal exchange",
         "Where does the steel pan band keep its sticks? Snapped one of mine in rehearsal on Tuesday and need a "
         "replacement sharpish.", ["coal exchange", "exchange"]),
    ],
    said=[
        ("The crossing patrol officer outside Saint Aidan's has been named volunteer of the year.",
         "the person who sees kids over the road by Saint Aidan's won some title - which one?",
         ["volunteer"]),
        ("Our facilities manager restores vintage Lambrettas in his garage.",
         "Is it the facilities manager who does up old motorbikes in his spare time? What make are they?",
         ["lambretta"]),
        ("The clock on the old toll bridge has been running eleven minutes slow since the frost.",
         "how far behind is the toll bridge clock supposed to be? keep missing my bus because of the thing",
         ["eleven", "11"]),
        ("Our weekend cleaner is teaching herself the cor anglais.",
         "Did I hear that right, one of the Saturday and Sunday cleaning staff is picking up a woodwind "
         "instrument? Which one?", ["anglais"]),
        ("A colony of noctule bats now roosts in the bell tower at St Swithin's.",
         "what's been roosting up in the bell tower at St Swithin's?? my neighbour reckons it's some creature",
         ["noctule", "bats"]),
        ("The river taxi firm is swapping its old diesel launch for an electric catamaran.",
         "What's the river taxi firm replacing its old boat with? Something greener, I gather, but what kind?",
         ["catamaran"]),
        ("Our head chef grew a swede weighing thirty-one kilos for the village produce show.",
         "how heavy did the head chef's swede end up for the produce show", ["thirty-one", "thirty one", "31"]),
        ("Somebody left a banjolele on the number twelve bus and nobody has claimed it.",
         "There's an instrument sitting unclaimed after someone forgot it on the number 12 bus, yes? Which one?",
         ["banjolele"]),
        ("The primary school's pet guinea pig escaped and turned up three streets away a fortnight later.",
         "the primary school guinea pig that went missing - how long before it turned up", ["fortnight"]),
        ("Our legal counsel plays in national Boggle tournaments under the nickname the Velvet Owl.",
         "What alias does our lawyer go by when she enters those word game competitions? Something to do with a "
         "bird?", ["velvet"]),
    ],
    para=[
        ("speech", "The glassblower's daughter taught flower arranging in Nagoya.",
         "The girl whose dad shapes molten vases gave lessons in putting blooms together - in which Japanese "
         "city?", ["nagoya"]),
        ("speech", "Our caretaker swam with whale sharks off Mozambique.",
         "the building janitor went in the water alongside huge spotted plankton-eating fish near which East "
         "African country?", ["mozambique"]),
        ("speech", "The wainwright won a black pudding throwing contest in Ramsbottom.",
         "The wagon builder came top at hurling blood sausages at a competition held in which Lancashire town?",
         ["ramsbottom"]),
        ("speech", "The coalman's twin sister conducted an operetta in Vilnius.",
         "In which Lithuanian capital did the fuel-delivery bloke's sibling, born the same day as him, lead the "
         "musicians for a light comic stage show?", ["vilnius"]),
        ("speech", "The roofer freed a tangled seal pup near Robin Hood's Bay.",
         "The person who fixes tiles up top helped a young marine mammal caught in netting, close to which "
         "Yorkshire coastal village?", ["robin hood"]),
        ("speech", "The dental hygienist kept a pet mynah bird that could whistle the national anthem.",
         "What sort of chatty dark tropical creature with wings did the tooth-cleaning person keep at home?",
         ["mynah"]),
        ("speech", "The bricklayer built a scale model of York Minster out of sugar cubes.",
         "The wall builder recreated which big Yorkshire church in miniature, using little sweet blocks you'd "
         "drop in tea?", ["minster"]),
        ("speech", "The dustman learned Basque so he could read the old folk tales.",
         "Which tongue from the region straddling the Pyrenees did the bin collector pick up, in order to enjoy "
         "some traditional stories?", ["basque"]),
        ("ocr", "Favourite stall at the Saturday market was the cheese van",
         "Which seller did shoppers like most at the weekend traders' fair, according to what was shown?",
         ["cheese"]),
        ("ocr", "Swimming lessons booked this term came to one hundred and forty-four",
         "What's the figure for pool classes reserved over the current school period? a number appeared on "
         "screen", ["one hundred and forty-four", "one hundred and forty four", "144"]),
    ],
    mentions=[
        ("the foghorn", "The foghorn by the fire exit sounded on a lightship out of Lowestoft for forty years.",
         "lowestoft"),
        ("the longcase clock", "A clockmaker in Kirkcaldy built the longcase clock that stands in our boardroom.",
         "kirkcaldy"),
        ("the carriage lamp", "Nobody is quite sure how the carriage lamp propped behind the server rack got here "
         "from a coaching house in Leuven.", "leuven"),
        ("the lobster pot", "The lobster pot in the car park was hauled up off the coast at Padstow.", "padstow"),
        ("the bolt of tweed", "That bolt of tweed next to the printer paper was woven by crofters on the Isle "
         "of Harris.", "harris"),
        ("the stuffed grayling", "The stuffed grayling above the kettle was landed from the Spey by our first "
         "chairman.", "spey"),
        ("the soda fountain", "The soda fountain by the table football came across the Atlantic from a "
         "roadhouse in Memphis.", "memphis"),
        ("the ice skates", "The leather ice skates on the mezzanine wall once won a race on the frozen lake at "
         "St Moritz.", "moritz"),
    ],
    screen_titles=[("Mazurka footwork class", "mazurka"), ("Polonaise procession rehearsal", "polonaise"),
                   ("Gavotte partner swap", "gavotte"), ("Sarabande slow steps", "sarabande"),
                   ("Minuet etiquette lesson", "minuet"), ("Tarantella spin drills", "tarantella"),
                   ("Quadrille square forming", "quadrille"), ("Galliard leaping practice", "galliard")],
    charts=["drawing pin orders", "whiteboard marker orders", "lost key reports", "kettle descales",
            "recycling sack deliveries", "succulent repottings", "coat peg fixes", "stair carpet shampoos"],
    absent=[
        "Hang on, was that a giant anteater in a photo earlier or did I dream it?",
        "What's the entry fee for the kubb tournament? Or do you just rock up on the day?",
        "did the steel pan band mention any gigs coming up before christmas",
        "How long have the bats been in the bell tower at St Swithin's - did they say when they arrived?",
        "Who ended up claiming the banjolele from the number twelve bus? Has anybody come forward yet?",
        "Has anyone said when the collapsed culvert on Tanner's Row gets fixed? The road's been coned off for ages.",
        "Who's replacing the chair of the conservation volunteers now she's retiring? Not sure it came up but "
        "worth asking.",
        "is the skate ramp at Ferncliffe rec back in use since the refit",
        "Was it mentioned if the {topic} needs sign-off from the board?",
        "{topic} - any complaints from staff about it? I feel like that got skipped",
    ],
    count_q=("Ballpark, how often is there a {animal} on screen? Bonus points for the precise figure.",
             "no. of {animal} appearances?",
             "My daughter swears blind the {animal} crops up more than once. Is she right, and what's the total?",
             "Does the {animal} feature repeatedly? If so, exactly how often?"),
    cross_photo_q=("Right around when {what} was raised, a photo of some creature popped up. Which species?",
                   "which beast is pictured during the {what} chat",
                   "Was an animal visible as {what} got a mention? My phone screen's got a crack right across it. "
                   "If there was, which?",
                   "Say which animal can be seen just as the narrator refers to {what}."),
    cross_screen_q=("{what} gets brought into it at some stage - what was the heading on screen right then?",
                    "slide heading at the {what} moment pls",
                    "My laptop was mirrored to the TV and the sound lagged, so I couldn't line up the bit about "
                    "{what} with the pictures. What slide was behind it?",
                    "Quote the heading visible while {what} is being spoken about."),
    cross_speech_q=("Does the narration over the {title} slide actually match it? If not, what's the voice on about?",
                    "{title} slide -> narration?",
                    "I grabbed a still of the {title} slide for my notes but forgot to scribble down the commentary "
                    "that went with it. What was said?",
                    "Supply the sentence heard over the {title} slide."),
    after_chart_q=("Straight after they showed the {chart} chart, what's up next?",
                   "{chart} chart >> then?",
                   "I skipped ahead once the chart about {chart} appeared and think I overshot. Where was I "
                   "supposed to land?",
                   "Name the slide that directly succeeds the {chart} graph."),
    order_q=("Double-checking: {first} got its turn before {second}, yes? Or is my memory playing tricks?",
             "{first} vs {second}: which is sooner",
             "My notes have {second} and {first} jumbled together. Which of the pair actually appeared first?",
             "Between the slides on {first} and {second}, which precedes the other?"),
    at_screen_q=("If I freeze-frame at {stamp}, which slide am I staring at?",
                 "slide at {stamp}?",
                 "Someone in the group chat just wrote '{stamp} lol' with no context. What's showing then?",
                 "Identify the slide visible at timestamp {stamp}."),
    at_said_q=("At {stamp}, what's the presenter saying, more or less?",
               "words at {stamp}??",
               "My wireless speaker cut out at {stamp} exactly, typical. Any chance you could tell me the bit I "
               "lost?",
               "Report the spoken sentence at approximately {stamp}."),
)

# A thirty-third held-out set (seeds >= THIRTY_THIRD_HELD_OUT_FROM), written after the thirty-second one had
# been measured and its misses read.
THIRTY_THIRD_HELD_OUT_FROM = 3300
THIRTY_THIRD_HELD_OUT = Pools(
    text=[
        ("Crokinole league", "Spare boards are kept in the old match factory",
         "crokinole league - do we know where the spare boards live? said I'd bring two along on Sunday",
         ["match factory"]),
        ("Pupusa griddle night", "Curtido is pickled by a cook named Xiomara",
         "Who pickles the curtido for pupusa night? I want to beg her for the recipe, honestly the best thing I "
         "ate all month.", ["xiomara"]),
        ("Bat and trap evening", "Kit shed combination is 4817",
         "bat and trap kit shed - combination? rain's coming down sideways and I'm locked out", ["4817"]),
        ("Bandura ensemble", "Tuning keys are looked after by Oksana",
         "If I lose a tuning key at bandura ensemble, who am I supposed to own up to?", ["oksana"]),
        ("Bog snorkelling practice", "Wetsuits hang up to dry in the old pump room",
         "Where do the bog snorkellers hang their wetsuits afterwards? Some old building, I gather.",
         ["pump room"]),
        ("Shibori dyeing afternoon", "Indigo vats are stirred by Marisol",
         "remind me who's in charge of stirring the indigo vats at the shibori afternoon", ["marisol"]),
        ("Tejo pitch night", "Clay targets are stored in the old glove works",
         "Tejo night question: where do they keep the clay targets? Volunteered to set up and feel a bit daft "
         "asking.", ["glove"]),
        ("Bunny chow lunch", "The bread is hollowed out by a baker called Thandeka",
         "For the bunny chow lunch, which baker does the hollowing out? I'd like to credit her in the newsletter.",
         ["thandeka"]),
        ("Sashiko stitching hour", "Pattern templates are lent out by Henrike",
         "Sashiko hour - is there someone who lends out pattern templates? If so, who?", ["henrike"]),
        ("Kora workshop", "Spare gourds are kept in the old velvet mill",
         "Where does the kora workshop keep its spare gourds? I'm helping carry them and all the message said was "
         "'the usual place'.", ["velvet"]),
    ],
    said=[
        ("Our fleet manager used to play the euphonium on a cruise ship.",
         "what did the fleet manager play back in his cruise ship days? some instrument, big and brassy I think",
         ["euphonium"]),
        ("A kingfisher has been picking off the goldfish in the ornamental pond at Pinfold Manor.",
         "Something's been helping itself to the fish in the Pinfold Manor pond - what was it again?",
         ["kingfisher"]),
        ("The open-air pool on Wyndham Road is reopening with heated seawater.",
         "what's different about the Wyndham Road outdoor pool now it's reopening? something to do with the water",
         ["seawater"]),
        ("Our sales director holds the county record for eating pickled onions.",
         "Does our sales director really hold a county record? For what??", ["pickled", "onion"]),
        ("The number forty bus has been rerouted through the science park.",
         "The 40 bus goes a different way now, doesn't it - what does it go through these days?",
         ["science park"]),
        ("A microlight made an emergency landing on the cricket pitch behind the fire station.",
         "what came down on the cricket pitch behind the fire station? the kids haven't stopped talking about it",
         ["microlight"]),
        ("Our new graduate trainee speaks fluent Icelandic because she grew up near a whaling museum.",
         "The graduate trainee speaks some unexpected language, right? Which one?", ["icelandic"]),
        ("Planning permission has come through to turn the disused cinema on Quarry Lane into a laser tag arena.",
         "any idea what the old Quarry Lane picture house is going to become? heard the council said yes to "
         "something", ["laser"]),
        ("Our office manager got stuck in a lift with a mariachi band for two hours.",
         "who was the office manager trapped in the lift with?? I only heard half the story", ["mariachi"]),
        ("The harbour master reckons the mystery barrel that washed up at Saltcote beach drifted over from the "
         "Azores.",
         "Where did they say the barrel on Saltcote beach floated in from?", ["azores"]),
    ],
    para=[
        ("speech", "The cartwright sailed a homemade raft to Dublin.",
         "The wagon builder knocked together his own floating platform and crossed the sea on it, ending up in "
         "which city?", ["dublin"]),
        ("speech", "The sexton's niece photographed a snow leopard in Ladakh.",
         "Whereabouts in the Himalayan north of India did the churchyard keeper's sibling's daughter get a picture "
         "of a pale spotted big cat of the high peaks?", ["ladakh"]),
        ("speech", "The ostler played the bagpipes at the end of a pier in Ushuaia.",
         "The groom who looked after horses at the coaching inn piped a Scottish drone instrument out on the tip "
         "of a jetty - in which town at the very bottom of South America?", ["ushuaia"]),
        ("speech", "The signwriter dug up a hoard of Roman coins near Alnwick.",
         "Close to which Northumberland castle town did the painter of shopfront lettering unearth a stash of "
         "ancient imperial money?", ["alnwick"]),
        ("speech", "The lighthouse keeper hand-reared an orphaned badger cub.",
         "What young black-and-white-striped burrowing creature, having lost its mother, did the person who tends "
         "the coastal beacon bring up?", ["badger"]),
        ("speech", "The bell founder cycled the length of Portugal on a recumbent bike.",
         "The person who casts church chimes pedalled a lie-back two-wheeler from top to bottom of which Iberian "
         "country?", ["portugal"]),
        ("speech", "The stevedore's wife carved a canoe from a single oak near Bakewell.",
         "In which Derbyshire town, famous for a tart, did the dock labourer's spouse hollow out a small paddled "
         "boat from one whole tree?", ["bakewell"]),
        ("speech", "The ventriloquist ran the Stavanger marathon dressed as a gondola.",
         "The performer who throws their voice through a dummy did a 26-mile race in costume as a Venetian boat - "
         "in which Norwegian oil city?", ["stavanger"]),
        ("ocr", "Busiest day at the bike repair hut was Thursday",
         "When was the little cycle-fixing shed at its most hectic, going by what was on screen?", ["thursday"]),
        ("ocr", "Lost scarves handed in this autumn totalled eighty-seven",
         "How many neck-warmers did people drop off at the found-items desk lately? there was a number written up",
         ["eighty-seven", "eighty seven", "87"]),
    ],
    mentions=[
        ("the armillary sphere", "The armillary sphere on the reception desk was picked up from a chart shop in "
         "Hobart.", "hobart"),
        ("the washboard", "Our washboard under the back stairs came out of a wash house in Stornoway.",
         "stornoway"),
        ("the shove ha'penny board", "We won the shove ha'penny board in the breakout area in a raffle at a pub "
         "in Kotor.", "kotor"),
        ("the phrenology bust", "The phrenology bust on the HR shelf turned up in a junk shop in Dunedin.",
         "dunedin"),
        ("the telephone box", "The red telephone box in the courtyard used to stand outside the post office in "
         "Tobermory.", "tobermory"),
        ("the diving bell", "A salvage crew in Tromso sold us the diving bell that sits in the car park.",
         "tromso"),
        ("the music box", "Nobody has wound up the music box in the stairwell since it came back from an auction "
         "in Trieste.", "trieste"),
        ("the ticket machine", "The old railway ticket machine by the lifts was rescued from a station in Cusco.",
         "cusco"),
    ],
    screen_titles=[("Cirrus sketching hour", "cirrus"), ("Stratus photography walk", "stratus"),
                   ("Lenticular sky watch", "lenticular"), ("Virga spotting evening", "virga"),
                   ("Asperitas image review", "asperitas"), ("Pileus cap cloud talk", "pileus"),
                   ("Arcus shelf cloud briefing", "arcus"), ("Fractus fragment survey", "fractus")],
    charts=["chair wheel repairs", "badge reader faults", "plant mister refills", "door hinge oilings",
            "desk fan loans", "key fob resets", "sandwich fridge cleans", "tea urn fills"],
    absent=[
        "Was there a pangolin in one of those photos? My son's adamant he saw one.",
        "How much is it to join the crokinole league - did a fee get mentioned at all?",
        "which evening does the bandura ensemble meet? can't spot it written anywhere",
        "Did the harbour master say who's going to shift that barrel off Saltcote beach?",
        "Was the microlight pilot named? Just being nosy.",
        "Any word on when the swing bridge at Mill Wharf starts opening for boats again?",
        "Did anybody say who's organising the Sunday litter pick now the old coordinator has moved away?",
        "the splash pad at Hartington Park - working again or still switched off",
        "{topic}: was a deadline given, or is it open-ended?",
        "Were customers ever asked what they make of the {topic}? I'd guess not, but worth checking.",
    ],
    count_q=("Before I put it in my notes: is the {animal} on screen once or a few times? A number would be great.",
             "{animal} shots: how many",
             "We've got a drinking game going where you sip every time the {animal} comes on. How many sips am I "
             "in for?",
             "Tell me the number of separate occasions on which the {animal} is shown."),
    cross_photo_q=("There's a picture of an animal somewhere around where they bring up {what}, isn't there? What "
                   "is it?",
                   "{what} bit - pic of what animal",
                   "I had the video minimised while they were on about {what}, only listening. Apparently there was "
                   "an animal photo then. What was it?",
                   "Name the creature displayed as the speaker discusses {what}."),
    cross_screen_q=("Not sure which slide was showing when {what} came up - can you tell me its title?",
                    "title on screen @ {what}?",
                    "I'm presenting this back to my team tomorrow and want to point at the right slide: the one up "
                    "while they talked about {what}. What was it called?",
                    "During the mention of {what}, which slide heading appears?"),
    cross_speech_q=("What does the narrator say over the {title} slide? I've a feeling it was off-topic.",
                    "{title}: what's the voice saying",
                    "Subtitles were off and my earbuds had just died, so the {title} slide was silent for me. What "
                    "was spoken?",
                    "Give the narration that accompanies the {title} slide."),
    after_chart_q=("Once the {chart} chart's done, where does it go next?",
                   "post-{chart} chart slide?",
                   "I nodded off on the sofa round about the {chart} chart, ha. What's the slide straight after it, "
                   "so I can pick up from there?",
                   "Which slide follows on immediately from the chart showing {chart}?"),
    order_q=("Did {first} come up before {second}, or was it the other way round?",
             "{first} / {second} - which first",
             "Settling an argument at the dinner table: my wife says the {second} slide was earlier than the "
             "{first} one, I say the opposite. Who's right?",
             "State which of {first} and {second} is presented earlier."),
    at_screen_q=("What's the slide on screen around {stamp}? Just roughly.",
                 "{stamp} on screen = ?",
                 "My player says I stopped at {stamp} last night. Remind me which slide that was?",
                 "Describe the slide present at {stamp}."),
    at_said_q=("Can you tell me what they were saying near {stamp}?",
               "{stamp} - what's said pls",
               "The dog went berserk at the delivery driver right at {stamp} and I lost the thread. What was being "
               "said?",
               "Provide the words spoken close to {stamp}."),
)

# A thirty-fourth held-out set (seeds >= THIRTY_FOURTH_HELD_OUT_FROM), written after the thirty-third one had
# been measured and its misses read.
THIRTY_FOURTH_HELD_OUT_FROM = 3400
THIRTY_FOURTH_HELD_OUT = Pools(
    text=[
        ("Tinikling practice", "Clapping poles are stacked in the former bell foundry",
         "Where do the tinikling lot keep their poles? I've been roped into setting up on Wednesday.",
         ["bell foundry", "foundry"]),
        ("Arepa supper", "Yolanda does all the kneading",
         "arepa supper: who's on kneading duty? I owe her a card", ["yolanda"]),
        ("Molkky meetup", "Pin crate unlocks with 5361",
         "Does anybody have the number for the pin crate at the molkky meetup? I'm literally looking at it right "
         "now.", ["5361"]),
        ("Erhu circle", "Wenjing looks after the spare bows",
         "I'd quite like to try an erhu before splashing out on one. Who do I see about a spare bow?",
         ["wenjing"]),
        ("Cyr wheel class", "Crash mats get stacked inside the disused rope works",
         "cyr wheel class: crash mats, stacked where?", ["rope works"]),
        ("Lampwork beads session", "Ingeborg has the box of glass rods",
         "Who's got the glass rods at the lampwork beads session? First time going and I'm a bit jittery, so a "
         "name would help.", ["ingeborg"]),
        ("Kulning workshop", "Songbooks sit in a cupboard at the old piano factory",
         "apparently the kulning workshop stashes its songbooks somewhere odd. where exactly", ["piano factory"]),
        ("Khinkali supper", "Ketevan rolls out every batch of dough",
         "Is it one person doing all the dough at khinkali supper? What's she called?", ["ketevan"]),
        ("Zorb football", "Torn zorbs get patched up by Harjeet",
         "One of the zorbs has a tear in it after last Sunday's game. Who handles the patching?", ["harjeet"]),
        ("Candlepin bowling night", "Scorecards are filed away at the old biscuit factory",
         "candlepin night scorecards - where do they end up? need last week's for the league table",
         ["biscuit"]),
    ],
    said=[
        ("Our receptionist once flew a paramotor across the Bristol Channel.",
         "hold on, the receptionist got over the Bristol Channel in WHAT? tell me I misheard", ["paramotor"]),
        ("A red kite keeps swooping down to grab chips from people outside the fish bar on Marrow Lane.",
         "So what's been nicking people's food outside the Marrow Lane fish bar? A bird of some kind?",
         ["kite"]),
        ("The new walkway over the Wensum is being built from reclaimed scaffolding boards.",
         "what are they building the new Wensum walkway out of", ["scaffolding"]),
        ("Our finance director does fire breathing at festivals most summer weekends.",
         "Is it true our finance director has a slightly mad weekend hobby? What is it?",
         ["fire breathing", "breathing", "fire"]),
        ("The late shuttle to Cowley now picks up outside the old courthouse.",
         "the Cowley late shuttle has moved its pick-up point, yeah? outside what now", ["courthouse"]),
        ("An amphibious tour bus got stuck on a sandbank by the sailing club.",
         "Something got beached on a sandbank near the sailing club - a boat, or...?",
         ["amphibious", "tour bus"]),
        ("Our apprentice electrician speaks Amharic and a bit of Faroese.",
         "The apprentice electrician has a couple of unusual languages, I'm told. Which ones?",
         ["amharic", "faroese"]),
        ("The empty carpet warehouse on Cordwell Road is set to reopen as a paintball arena.",
         "cordwell rd carpet warehouse, what's it becoming? my lad's hoping for a skate park", ["paintball"]),
        ("Our payroll clerk was once mistaken for a famous weather presenter at a motorway service station.",
         "Who did people think the payroll clerk was, that time at the motorway services?", ["weather"]),
        ("Staff on the boat ramp at Sandsend reckon the rubber duck that washed up there floated all the way "
         "from Quebec.",
         "Did they say how far that rubber duck at Sandsend had travelled? Where from?", ["quebec"]),
    ],
    para=[
        ("speech", "The cooper's son played the musical saw on street corners in Asuncion.",
         "Where in Paraguay did the barrel-maker's lad busk with a bendy carpentry blade and a bow?",
         ["asuncion"]),
        ("speech", "The farrier's aunt went ice swimming off Nuuk at the age of eighty.",
         "The horseshoe fitter's mum's sister took a freezing dip near which Greenland capital, as an "
         "octogenarian?", ["nuuk"]),
        ("speech", "The hatter found a Georgian shoe bricked up inside a wall.",
         "what had been sealed into the masonry, discovered by the hat maker - some sort of eighteenth-century "
         "footwear?", ["shoe"]),
        ("speech", "The draper's granddaughter coxed a crew at Henley.",
         "The cloth merchant's grandchild steered a team of oarsmen at which Oxfordshire riverside town known for "
         "its summer races?", ["henley"]),
        ("speech", "The milkman's brother won a crabbing competition at Whitstable.",
         "At which Kent oyster town did the dairy-round driver's sibling come top at catching shellfish on a line "
         "off the harbour wall?", ["whitstable"]),
        ("speech", "The locksmith's wife ran a taco truck in Oaxaca.",
         "in which Mexican city did the key cutter's spouse operate a mobile food van selling folded tortillas",
         ["oaxaca"]),
        ("speech", "The glover kept a koi carp that lived to forty-seven.",
         "How long did the hand-wear maker's ornamental pond fish survive?", ["forty-seven", "forty seven", "47"]),
        ("speech", "The quarryman built a working bathysphere from oil drums.",
         "What did the stone-pit labourer construct out of old petroleum barrels?", ["bathysphere"]),
        ("ocr", "Most requested flavour at the smoothie bar was papaya",
         "Which fruit was the top pick at the blended-drinks counter, going off the text shown?",
         ["papaya"]),
        ("ocr", "Cygnets hatched on the mill pond this year numbered sixty-three",
         "how many young swans came out of their shells this season? a figure was displayed",
         ["sixty-three", "sixty three", "63"]),
    ],
    mentions=[
        ("the samurai helmet", "The samurai helmet in the glass case by reception came from an antique dealer in "
         "Sapporo.", "sapporo"),
        ("the ouija board", "Nobody dares touch the ouija board in the basement, which turned up in a guesthouse "
         "in Tangier.", "tangier"),
        ("the pommel horse", "The pommel horse in the corner of the gym was used for training in Bucharest.",
         "bucharest"),
        ("the gumball machine", "The gumball machine next to the lift doors was hauled home from a roadside diner "
         "near Albuquerque.", "albuquerque"),
        ("the split-cane rod", "The split-cane rod by the microwave landed a salmon on the River Deveron for our "
         "founder.", "deveron"),
        ("the tin soldier", "The tin soldier on the windowsill was cast in a workshop in Nuremberg.", "nuremberg"),
        ("the lectern", "The oak lectern in the training room once stood in a lecture hall in Heidelberg.",
         "heidelberg"),
        ("the birdcage", "The empty birdcage on top of the stationery shelves came with a colleague who "
         "transferred from Windhoek.", "windhoek"),
    ],
    screen_titles=[("Adagio stretching session", "adagio"), ("Allegro step class", "allegro"),
                   ("Largo breathing circle", "largo"), ("Presto reaction drills", "presto"),
                   ("Andante walking club", "andante"), ("Vivace warm-up routine", "vivace"),
                   ("Lento balance practice", "lento"), ("Scherzo improv games", "scherzo")],
    charts=["louvre blind jams", "spice jar top-ups", "dishcloth swaps", "wall clock rewinds",
            "shoe cover giveaways", "poster tube requests", "twine reel reorders", "cable tidy fittings"],
    absent=[
        "Was that a manatee I glimpsed earlier, or am I mixing this up with another video?",
        "What does the candlepin bowling night cost per head? Couldn't see a price anywhere.",
        "erhu circle - weekly thing, or less often than that",
        "Did they say who spotted the rubber duck at Sandsend in the first place?",
        "Somebody told me the dog park on Pellow Lane is being sold off for flats - did that come up?",
        "When are Holmwood baths reopening after the roof trouble? Not sure they covered it.",
        "any mention of the new zebra crossing outside Greyfriars primary",
        "Who's sponsoring the finance director's fire breathing act this year?",
        "{topic} - did anyone put a figure on what it'll cost?",
        "Who should I chase about the {topic}? Can't recall a name being given, might have missed it though.",
    ],
    count_q=("Is it just the one {animal} photo or are there several? A number would help.",
             "{animal} count??",
             "My niece is ticking off animals for her homework - how many {animal} sightings should she put "
             "down for this video?",
             "Give a figure for {animal} appearances."),
    cross_photo_q=("When they got onto {what}, was there a creature pictured? Which one?",
                   "{what} bit: which beastie was up?",
                   "I was cooking and only glancing up now and then. Pretty sure a photo of some wildlife coincided "
                   "with the {what} part - which animal?",
                   "Identify the animal photographed as {what} is under discussion."),
    cross_screen_q=("So when {what} gets raised, which slide is lurking in the background? Title's fine.",
                    "{what} -> slide title",
                    "My manager quizzed me on which slide accompanied the stretch on {what} and my mind went blank. "
                    "Help?",
                    "Indicate the slide heading displayed during the reference to {what}."),
    cross_speech_q=("The {title} slide - is the narration actually about it, or something else entirely? What's "
                    "said?",
                    "voiceover on {title}?",
                    "Watched this on the bus without headphones, so all I had was the {title} slide. Could you fill "
                    "in what got said over it?",
                    "Transcribe the audio playing beneath the {title} slide."),
    after_chart_q=("Once the graph of {chart} vanishes, what shows next?",
                   "{chart} graph, following slide = ?",
                   "My wifi dropped just as the chart about {chart} loaded and when it reconnected I'd lost my place. "
                   "What came after?",
                   "Specify the slide immediately following the {chart} chart."),
    order_q=("Correct me if I'm wrong: {first} turned up earlier than {second}? Or have I got that backwards?",
             "earlier one: {first} or {second}",
             "Me and a mate have a fiver riding on this - he reckons {second} was on before {first}. Who wins?",
             "Determine whether {first} or {second} is presented sooner."),
    at_screen_q=("Which slide's up at about {stamp}? Doesn't need to be exact.",
                 "@{stamp} slide",
                 "There's a comment under the video that just says '{stamp} is the bit you want'. What's showing "
                 "there?",
                 "Name whatever slide is on display at {stamp}."),
    at_said_q=("What's being said right around {stamp}? Near enough is fine.",
               "voice at {stamp}?",
               "Fire alarm went off in my building at {stamp}; had to walk out. What was the presenter partway "
               "through saying?",
               "Write out the line heard at approximately {stamp}."),
)

# A thirty-fifth held-out set (seeds >= THIRTY_FIFTH_HELD_OUT_FROM), written after the thirty-fourth one had
# been measured and its misses read.
THIRTY_FIFTH_HELD_OUT_FROM = 3500
THIRTY_FIFTH_HELD_OUT = Pools(
    text=[
        ("Bunraku puppetry", "Puppet heads are kept in the old coal bunker",
         "quick one before I head out - bunraku puppetry, where do the puppet heads live between sessions?",
         ["coal bunker", "bunker"]),
        ("Gyotaku printing", "Fish prints are collected by Thandiwe",
         "Whose job is gathering up the finished prints at gyotaku? I need to drop mine off somewhere.",
         ["thandiwe"]),
        ("Kendama meetup", "Spare string locker code is 8274",
         "kendama meetup spare string locker... did anyone clock the code on that slide? mine's gone blank",
         ["8274"]),
        ("Guzheng circle", "Strings get re-tuned by Xiaoling",
         "My guzheng sounds a bit twangy lately. Is there someone who sorts the tuning, and if so who?",
         ["xiaoling"]),
        ("Hardanger embroidery", "Linen offcuts wait in the old hat factory loft",
         "I've got a hardanger embroidery project on the go and could use linen scraps - was a pick-up spot "
         "listed?", ["hat factory"]),
        ("Charango strum-along", "Picks are handed out by Mirela",
         "charango strum-along, who's handing out the picks", ["mirela"]),
        ("Chainmail weaving", "Spare steel rings are stored in the disused pencil factory",
         "Chainmail weaving: where are the spare rings stored? Asking for a friend (the friend is me).",
         ["pencil factory"]),
        ("Bandoneon practice", "Folding stands are lent out by Oluwaseun",
         "Forgot my stand yet again, typical. Does somebody at bandoneon practice lend them out?", ["oluwaseun"]),
        ("Pinhole camera club", "Spare film canisters are in the umbrella works attic",
         "if I run short of film at the pinhole camera club is there a stash somewhere or do I bring my own",
         ["umbrella works"]),
        ("Kumihimo braiding", "Silk thread is ordered by Halyna",
         "Kumihimo braiding - who sorts the silk order? Wanted to ask about getting a darker colour.",
         ["halyna"]),
    ],
    said=[
        ("Our head of legal once paddled a hay bale raft down the Severn for charity.",
         "Sorry, rewind - the head of legal went down the Severn on a what?", ["hay bale", "hay"]),
        ("A pair of beavers has moved into the culvert behind the bus garage on Fenwick Street.",
         "what's living in the culvert behind the Fenwick Street bus garage these days", ["beaver"]),
        ("The footbridge at Abbotsmead Lock is getting a glass floor panel.",
         "They're adding something to the Abbotsmead Lock footbridge, aren't they? I half heard the word glass?",
         ["glass"]),
        ("Our IT manager keeps bees on the roof of his converted double-decker.",
         "Where does the IT manager keep his bees? I'm fairly sure I misheard.", ["double-decker", "double decker"]),
        ("The night bus to Headington now stops beside the former jam factory.",
         "headington night bus stop got moved - it's next to which building now?", ["jam factory", "jam"]),
        ("A giant inflatable gorilla blew loose and came down in the cricket ground at Tilsworth.",
         "Something came down in the Tilsworth cricket ground, right? What exactly?", ["gorilla"]),
        ("Our new graphic designer grew up speaking Maltese and Swahili.",
         "Which two languages did the new graphic designer grow up with? One of them surprised me.",
         ["maltese", "swahili"]),
        ("The boarded-up tyre shop on Quarry Street will become a cat cafe.",
         "anyone catch what's happening with the old tyre shop on Quarry St? been empty for ages", ["cat cafe", "cat"]),
        ("Our office manager was once an extra in a pirate film shot in Oamaru.",
         "The office manager was an extra in a film once - what sort of film was it?", ["pirate"]),
        ("The lifeguards at Porthcurno reckon the message in a bottle they found was thrown from a ferry near "
         "Torshavn.",
         "Did I hear right that the Porthcurno bottle came from abroad? Where was it supposedly chucked in?",
         ["torshavn"]),
    ],
    para=[
        ("speech", "The wheelwright's nephew juggled flaming torches in Cartagena.",
         "In which Colombian port did the cart-builder's brother's boy toss burning sticks about for crowds?",
         ["cartagena"]),
        ("speech", "The bellfounder's cousin climbed Elbrus in her slippers.",
         "Which Caucasus peak did the chime caster's relative summit wearing indoor footwear?", ["elbrus"]),
        ("speech", "The lamplighter discovered a Victorian love letter under the floorboards.",
         "what did the old street-light tender turn up beneath the planks underfoot - some romantic note from the "
         "1800s?",
         ["letter"]),
        ("speech", "The welder's daughter sailed solo around Sardinia.",
         "Which big Italian island did the metal-joiner's girl circumnavigate alone by boat?", ["sardinia"]),
        ("speech", "The undertaker's uncle won a pumpkin weighing contest in Half Moon Bay.",
         "At what Californian seaside town did the funeral director's relative take first prize for the "
         "heaviest gourd?",
         ["half moon bay", "half moon"]),
        ("speech", "The blacksmith's mother opened a noodle bar in Hanoi.",
         "the forge worker's mum set up a place dishing out rice-ribbon soup - in which Vietnamese capital?",
         ["hanoi"]),
        ("speech", "The shepherd owned an African grey that reached ninety-three.",
         "How old did the sheep farmer's talking bird get to be?",
         ["ninety-three", "ninety three", "93"]),
        ("speech", "The piano tuner built a working submarine from a whisky barrel.",
         "What underwater vessel did the keyboard-instrument adjuster knock together out of an old spirits cask?",
         ["submarine"]),
        ("ocr", "Heaviest beetroot at the allotment show weighed four kilos",
         "How much did the biggest purple root veg at the garden-plot contest come in at? A number was up on "
         "screen.", ["four", "4"]),
        ("ocr", "Hedgehogs released by the rescue centre totalled forty-one",
         "how many spiky little mammals did the sanctuary let back into the wild? figure was on the slide",
         ["forty-one", "forty one", "41"]),
    ],
    mentions=[
        ("the ship's bell", "The ship's bell hanging by the fire exit was salvaged from a trawler out of Fremantle.",
         "fremantle"),
        ("the rocking horse", "The rocking horse in the meeting room was carved by a toymaker in Plovdiv.",
         "plovdiv"),
        ("the jukebox", "The jukebox beside the pantry was shipped over from a bar in Quito.", "quito"),
        ("the brass telescope", "The brass telescope on the landing belonged to a harbour pilot in Zadar.",
         "zadar"),
        ("the penny-farthing", "The penny-farthing mounted above the bike racks was ridden in a parade in Lviv.",
         "lviv"),
        ("the barometer", "The barometer above the kettle was picked up at a flea market in Freiburg.",
         "freiburg"),
        ("the diving helmet", "The diving helmet in the foyer was worn by a sponge diver in Kalymnos.", "kalymnos"),
        ("the cinema seats", "The cinema seats in the waiting area were rescued from a picture house in Mombasa.",
         "mombasa"),
    ],
    screen_titles=[("Aquila sketching hour", "aquila"), ("Lupus photo walk", "lupus"),
                   ("Corvus poetry slam", "corvus"), ("Lyra rain garden", "lyra"),
                   ("Draco quiz night", "draco"), ("Perseus kite day", "perseus"),
                   ("Cygnus choir practice", "cygnus"), ("Pegasus spotting club", "pegasus")],
    charts=["blind slat repairs", "seat cushion swaps", "step stool checks", "shelf bracket tightenings",
            "drawer runner fixes", "tap washer changes", "cork board clear-outs", "sash window unstickings"],
    absent=[
        "Hang on, was there a giant squid in this at some point or did I dream that?",
        "How much is a place at hardanger embroidery? I didn't catch a fee anywhere.",
        "guzheng circle - are total beginners welcome or not",
        "Did they read out what the note in the Porthcurno bottle actually said?",
        "Was there anything about the allotments on Tolleshunt Road flooding last month?",
        "Is the Kingsmead open-air pool going to be heated this winter - did that get covered?",
        "anything said about a new cycle bridge near St Aldate's school",
        "Who's footing the bill for the head of legal's next hay bale paddle?",
        "{topic}: were any dates pencilled in for a review, or nothing said?",
        "Did anybody own up to being in charge of the {topic}? Had the sound low, so I may have missed a name.",
    ],
    count_q=("Just confirming before I hand this in - the {animal}: one appearance or more than that? Exact "
             "number please.",
             "no. of {animal} pics",
             "I'm making revision cards from this and need to know how many separate bits feature the {animal}. How "
             "often does it pop up?",
             "Report how frequently the {animal} photograph is displayed."),
    cross_photo_q=("Around the point where {what} gets a mention there's a wildlife photo, I think - which animal?",
                   "animal pic during {what}?",
                   "My kid was shouting at the telly the whole time they went over {what}, and apparently an "
                   "animal came up on screen then. What was it?",
                   "State which animal appears in the image shown alongside the discussion of {what}."),
    cross_screen_q=("Which slide was sitting there while they went on about {what}? The heading will do.",
                    "{what} = which slide",
                    "I'm writing up minutes and need to reference whatever slide was up when {what} got brought up. "
                    "What was its heading?",
                    "Report the title of the slide visible when {what} is referred to."),
    cross_speech_q=("What's the presenter actually talking about during the {title} slide? Doesn't seem to match.",
                    "{title} slide audio?",
                    "I was in a silent study room, so I only saw the {title} slide with no sound at all. What was "
                    "said over it?",
                    "Summarise the spoken content heard during the {title} slide."),
    after_chart_q=("What pops up straight after the {chart} chart?",
                   "after {chart} chart -> ?",
                   "The stream got stuck on the {chart} chart for me and I gave up in a huff. What would the next "
                   "slide have been?",
                   "Name the slide that directly succeeds the chart of {chart}."),
    order_q=("Was {first} on before {second}? Just tell me which one led.",
             "{first} vs {second}, which earlier",
             "Trying to rebuild the sequence of slides from memory here - did {second} come ahead of {first}, or "
             "after it?",
             "Indicate which slide appears first: {first} or {second}."),
    at_screen_q=("Roughly what's on the screen at {stamp}?",
                 "slide @ {stamp} pls",
                 "A colleague messaged me just a timestamp, {stamp}, with 'look at this!!'. What slide is that?",
                 "Identify the slide visible at timestamp {stamp}."),
    at_said_q=("Any idea what's being said at about {stamp}?",
               "{stamp} audio?",
               "My neighbour started drilling right at {stamp} and drowned the whole thing out. What did the "
               "speaker say there?",
               "Quote the speech occurring near {stamp}."),
)

# A thirty-sixth held-out set (seeds >= THIRTY_SIXTH_HELD_OUT_FROM), written after the thirty-fifth one had
# been measured and its misses read.
THIRTY_SIXTH_HELD_OUT_FROM = 3600
THIRTY_SIXTH_HELD_OUT = Pools(
    text=[
        ("Shibori dyeing", "Indigo vats live in the old tannery cellar",
         "shibori dyeing - where are the indigo vats kept? want to get there early and nab one",
         ["tannery"]),
        ("Koto ensemble", "Bridges are replaced by Natsumi",
         "One of the little bridges on my koto snapped last night. Who looks after replacements?",
         ["natsumi"]),
        ("Footbag circle", "Spare bag drawer combination is 6193",
         "footbag circle spare bag drawer, what's the combo? pretty sure it flashed up but I wasn't quick enough",
         ["6193"]),
        ("Nyckelharpa group", "Keys are oiled by Solveig",
         "The keys on the borrowed nyckelharpa keep sticking. Is there somebody who oils them - and who?",
         ["solveig"]),
        ("Marquetry evening", "Veneer scraps are kept in the former rope mill basement",
         "Doing a bit of marquetry at home and I'm short on veneer. Did they say where the scraps are kept?",
         ["rope mill"]),
        ("Oud jam", "Plectrums are given out by Karim",
         "oud jam: who do I ask for a plectrum", ["karim"]),
        ("Bookbinding bench", "Spare awls are stored in the disused match factory",
         "Bookbinding bench, where do the spare awls live? I've stabbed myself with my own one too many times.",
         ["match factory"]),
        ("Dulcimer picking", "Music stands are loaned by Tendai",
         "Right, I've left my stand on the bus. Is anyone at dulcimer picking lending them out, or am I stuck?",
         ["tendai"]),
        ("Cyanotype workshop", "Photo paper is kept in the glove works storeroom",
         "at the cyanotype workshop, if the paper runs out is there a stash or do we just go home",
         ["glove works"]),
        ("Bobbin lace group", "Bobbins are ordered by Radka",
         "Bobbin lace group - who puts in the order for bobbins? I'd love a bone one if that's possible.",
         ["radka"]),
    ],
    said=[
        ("Our head of procurement once rowed a bathtub across Loch Lomond for a bet.",
         "wait, back up, procurement's boss crossed Loch Lomond in a WHAT", ["bathtub"]),
        ("A family of otters has set up home under the pontoon by the rowing club on Weir Lane.",
         "What's moved in under the pontoon by the Weir Lane rowing club? Someone at lunch swore it was mink.",
         ["otter"]),
        ("The underpass at Kestrel Junction is getting a mosaic ceiling.",
         "Something's being done to the Kestrel Junction underpass ceiling, I think? Was it paint or tiles or what",
         ["mosaic"]),
        ("Our data protection officer keeps chickens on a narrowboat moored at Stoke Bruerne.",
         "The data protection officer keeps chickens somewhere weird, apparently. Where on earth?",
         ["narrowboat"]),
        ("The early coach to Kidlington now leaves from beside the old glassworks.",
         "kidlington early coach - new departure spot is next to which old building?", ["glassworks"]),
        ("A runaway hot air balloon landed in the allotments at Great Hinton.",
         "Hang on, what came down in the Great Hinton allotments? Did I hear balloon?", ["balloon"]),
        ("Our new copywriter grew up speaking Icelandic and Tagalog.",
         "The new copywriter's languages - which two were they? I only remember one was a bit unexpected.",
         ["icelandic", "tagalog"]),
        ("The shuttered launderette on Pellow Street is going to become a climbing wall.",
         "what's the deal with the old launderette on Pellow St, is something moving in?", ["climbing"]),
        ("Our receptionist once had a walk-on part in a zombie series filmed in Tallinn.",
         "The receptionist was in a TV show once - what kind of show was it?", ["zombie"]),
        ("The coastguard at Robin Hood's Bay thinks the lobster pot that washed up there drifted over from "
         "Stavanger.",
         "Where did the Robin Hood's Bay lobster pot supposedly drift in from? Somewhere in Norway?",
         ["stavanger"]),
    ],
    para=[
        ("speech", "The thatcher's niece rode a unicycle across the salt flats in Uyuni.",
         "Where in Bolivia did the roof-straw specialist's sister's daughter pedal a one-wheeled bike over the "
         "white plains?", ["uyuni"]),
        ("speech", "The saddler's grandfather swam the Bosphorus on his ninetieth birthday.",
         "Which strait between continents did the leather harness maker's granddad cross by swimming as a "
         "nonagenarian?", ["bosphorus"]),
        ("speech", "The chimney sweep found a wartime ration book behind the fireplace.",
         "what did the flue cleaner dig out from behind the hearth - some old food coupon booklet from the "
         "1940s?", ["ration"]),
        ("speech", "The plasterer's son kayaked the length of the Danube.",
         "Which big European river did the wall-finisher's boy paddle from one end to the other?",
         ["danube"]),
        ("speech", "The upholsterer's aunt won a chilli eating contest in Las Cruces.",
         "In what New Mexico town did the sofa re-coverer's relative come first at downing hot peppers?",
         ["las cruces", "cruces"]),
        ("speech", "The roofer's grandmother opened a dumpling stall in Tbilisi.",
         "the tiler's nan started selling filled dough parcels from a stand - in which Georgian capital?",
         ["tbilisi"]),
        ("speech", "The beekeeper had a tortoise that lived to one hundred and six.",
         "How long did the honey farmer's shelled reptile pet manage to live?",
         ["one hundred and six", "hundred and six", "106"]),
        ("speech", "The signalman built a working hovercraft from a lawnmower engine.",
         "What cushion-of-air vehicle did the railway points operator cobble together using a grass-cutter motor?",
         ["hovercraft"]),
        ("ocr", "Longest runner bean at the village fete measured ninety centimetres",
         "How long was the biggest climbing pod at the country fair? There was a figure on screen.",
         ["ninety", "90"]),
        ("ocr", "Swifts ringed by the bird survey team totalled seventy-two",
         "how many of those screaming summer birds got tagged by the wildlife counters? number was on the slide",
         ["seventy-two", "seventy two", "72"]),
    ],
    mentions=[
        ("the ship's figurehead", "The ship's figurehead on the reception wall was carved for a schooner that "
         "sailed out of Maputo.", "maputo"),
        ("the harpsichord", "The harpsichord in the breakout area was bought at an auction house in Cluj.",
         "cluj"),
        ("the phone box", "The red phone box next to the print room was shipped back from a market in Chiang Mai.",
         "chiang mai"),
        ("the hurdy-gurdy", "The hurdy-gurdy on the top landing was played by a street musician in Bergamo.",
         "bergamo"),
        ("the dugout canoe", "The dugout canoe at the end of the corridor was paddled along the river at Iquitos.",
         "iquitos"),
        ("the cuckoo clock", "The cuckoo clock above the water cooler was made by a clockmaker in Lucerne.",
         "lucerne"),
        ("the mahjong table", "The mahjong table in the lobby came from a tea house in Lahore.",
         "lahore"),
        ("the ticket booth", "The ticket booth in the canteen was rescued from a railway station in Asmara.",
         "asmara"),
    ],
    screen_titles=[("Cobalt pottery evening", "cobalt"), ("Nickel running club", "nickel"),
                   ("Argon film night", "argon"), ("Helium balloon race", "helium"),
                   ("Zinc board games", "zinc"), ("Xenon stargazing trip", "xenon"),
                   ("Boron book swap", "boron"), ("Radon chess ladder", "radon")],
    charts=["gutter clearings", "kettle descalings", "desk lamp bulb swaps", "coat hook refits",
            "bin lid replacements", "fridge seal checks", "radiator bleedings", "window latch repairs"],
    absent=[
        "Was there a narwhal in here somewhere, or am I muddling it up with a documentary?",
        "How much does the marquetry evening cost per session? Couldn't see a price.",
        "koto ensemble - do you need to read music to join",
        "Did they say what the Robin Hood's Bay lobster pot had inside it when it washed up?",
        "Was anything mentioned about the car park on Linden Avenue being resurfaced?",
        "Did they cover whether the Ashworth lido is opening for early swims this spring?",
        "anything about a new zebra crossing outside Holloway Road library",
        "Who's paying for the procurement head's next bathtub row?",
        "{topic}: was a deadline for sign-off ever given, or nothing?",
        "Did anyone say who's actually running the {topic}? My headphones cut out for a bit so I might've missed "
        "it.",
    ],
    count_q=("Quick sanity check - the {animal}: how many separate times does it turn up? Need the actual number.",
             "{animal} count?",
             "I'm putting together a quiz from this video and need to know how many times the {animal} shows up. "
             "What's the tally?",
             "State the number of times the {animal} photo appears."),
    cross_photo_q=("When they get round to talking about {what}, isn't there an animal picture up? Which one?",
                   "{what} - animal on screen?",
                   "The cat sat on my keyboard right as they were discussing {what}, so I missed the picture. What "
                   "animal was it?",
                   "Identify the animal pictured while {what} is being discussed."),
    cross_screen_q=("Which slide was showing when {what} came up? Just the title's fine.",
                    "slide during {what}?",
                    "I'm putting together notes and want to cite the slide that was up while they mentioned {what}. "
                    "What was it called?",
                    "Give the heading of the slide on screen when {what} is mentioned."),
    cross_speech_q=("What was the presenter going on about over the {title} slide? It didn't seem related.",
                    "audio over {title} slide",
                    "I watched the {title} slide on mute on the train, so no sound. What was being said over it?",
                    "Describe what the speaker says while the {title} slide is shown."),
    after_chart_q=("What's the very next thing after the {chart} chart?",
                   "{chart} chart -> next slide?",
                   "My wifi died just as the {chart} chart came up and I never got it back. Which slide comes after "
                   "it?",
                   "Identify the slide immediately following the {chart} chart."),
    order_q=("Did {first} come before {second}, or the other way round?",
             "{first} or {second} first?",
             "I'm trying to write down the running order from memory - was the {second} slide before or after the "
             "{first} one?",
             "Determine which slide was shown earlier: {first} or {second}."),
    at_screen_q=("What's up on screen at around {stamp}?",
                 "screen at {stamp}?",
                 "Someone sent me a clip starting at {stamp} with no context at all. Which slide is showing then?",
                 "Name the slide displayed at {stamp}."),
    at_said_q=("Do you know what the speaker's saying at roughly {stamp}?",
               "speech @ {stamp}",
               "A lorry reversed past my window beeping right at {stamp} and I couldn't hear a thing. What was "
               "said?",
               "Transcribe what is said at approximately {stamp}."),
)


# A thirty-seventh held-out set (seeds >= THIRTY_SEVENTH_HELD_OUT_FROM), written after the thirty-sixth one had
# been measured and its misses read.
THIRTY_SEVENTH_HELD_OUT_FROM = 3700
THIRTY_SEVENTH_HELD_OUT = Pools(
    text=[
        ("Stained glass class", "Lead came offcuts sit in the former tram shed mezzanine",
         "stained glass class - where do the lead offcuts live? mine ran out halfway through a panel",
         ["tram shed"]),
        ("Hardanger fiddle circle", "Sympathetic strings are fitted by Sigrun",
         "One of the under-strings on my hardanger fiddle went ping. Who fits new ones, do we know?",
         ["sigrun"]),
        ("Kendama club", "Spare string locker code is 4827",
         "kendama club locker with the spare strings, what was the code again? it was on screen for like a second",
         ["4827"]),
        ("Tabla practice", "Drum heads are tuned by Anand",
         "My tabla sounds like a cardboard box at the moment. Is someone in charge of tuning the heads?",
         ["anand"]),
        ("Letterpress night", "Spare type is stored in the former brush works attic",
         "Letterpress night question - I keep running out of lowercase e's. Where's the spare type kept?",
         ["brush works"]),
        ("Mbira meetup", "Replacement tines are handed out by Farai",
         "mbira meetup, who gives out replacement tines", ["farai"]),
        ("Rag rug circle", "Hessian backing is kept in the disused bobbin mill",
         "Rag rug circle - where do they keep the hessian backing? Did I catch that right that it's some old mill?",
         ["bobbin mill"]),
        ("Bodhran session", "Tippers are lent out by Eoghan",
         "Forgot my tipper at home like an idiot. Does anybody at the bodhran session lend them?",
         ["eoghan"]),
        ("Wet felting group", "Merino tops are kept in the old dye house cupboard",
         "wet felting - if the merino runs out, is there a backup pile somewhere or is that it",
         ["dye house"]),
        ("Tatting circle", "Shuttles are ordered by Milena",
         "Tatting circle - who orders the shuttles in? Mine's cracked and I'd quite like a wooden one.",
         ["milena"]),
    ],
    said=[
        ("Our finance director once crossed the Irish Sea in a pedalo for charity.",
         "hold on, the finance director crossed the Irish Sea in a what now", ["pedalo"]),
        ("A pair of kingfishers is nesting in the bank behind the boathouse on Ferry Lane.",
         "What's nesting in the bank behind the Ferry Lane boathouse? My mate reckoned it was sand martins.",
         ["kingfisher"]),
        ("The footbridge at Heron Quay is getting a glass floor.",
         "They're doing something to the Heron Quay footbridge floor, right? Was it wood, or something fancier?",
         ["glass"]),
        ("Our compliance manager keeps bees on the roof of a lighthouse near Whitby.",
         "The compliance manager keeps bees somewhere really odd, I'm told. Where exactly?",
         ["lighthouse"]),
        ("The late bus to Wantage now leaves from beside the old corn exchange.",
         "wantage late bus - which old building does it leave from now?", ["corn exchange"]),
        ("A stray weather balloon came down on the cricket pitch at Little Marlow.",
         "Wait, what landed on the Little Marlow cricket pitch? Something from the sky?", ["weather balloon"]),
        ("Our new paralegal grew up speaking Welsh and Swahili.",
         "The new paralegal speaks two languages from childhood - which ones? One was a real surprise to me.",
         ["welsh", "swahili"]),
        ("The empty bank on Tanner Street is going to become a roller disco.",
         "what's happening with the empty bank on Tanner St, is it being turned into something?", ["roller"]),
        ("Our facilities lead once played a pirate extra in a film shot in Malta.",
         "The facilities lead was in a film once, wasn't he? What part did he play?", ["pirate"]),
        ("The harbour master at Staithes believes the rowing boat that drifted in there came all the way from "
         "Esbjerg.",
         "Where did the rowing boat at Staithes supposedly come from? Somewhere in Denmark, was it?",
         ["esbjerg"]),
    ],
    para=[
        ("speech", "The blacksmith's cousin rode a penny farthing across the Nullarbor Plain.",
         "Which vast treeless Australian stretch did the ironworker's relative cross on an old high-wheel bicycle?",
         ["nullarbor"]),
        ("speech", "The cooper's grandmother climbed Toubkal when she was eighty.",
         "what North African peak did the barrel maker's nan get up at the age of four score?", ["toubkal"]),
        ("speech", "The glazier found a message in a bottle inside the old window frame.",
         "What did the pane fitter discover tucked in the ancient sash - some kind of corked note?",
         ["bottle"]),
        ("speech", "The stonemason's daughter canoed the length of the Mekong.",
         "Which huge Asian river did the carver-of-rock's girl paddle from top to bottom?",
         ["mekong"]),
        ("speech", "The locksmith's uncle won a pie eating contest in Wigan.",
         "In which Lancashire town did the key cutter's relative come out on top at scoffing pastries?",
         ["wigan"]),
        ("speech", "The milliner's grandfather opened a noodle bar in Ulaanbaatar.",
         "the hat maker's granddad set up a place selling noodles - in which Mongolian capital, remind me?",
         ["ulaanbaatar"]),
        ("speech", "The shepherd had a ferret that could open the farm gate by itself.",
         "What little burrowing pet did the sheep herder keep that could unlatch the field entrance on its own?",
         ["ferret"]),
        ("speech", "The lighthouse keeper built a working hot tub from an old cattle trough.",
         "What heated soaking pool did the coastal beacon attendant knock together out of a livestock drinking tank?",
         ["hot tub"]),
        ("ocr", "Heaviest marrow at the allotment show weighed eighteen kilos",
         "How heavy was the biggest squash-type veg at the garden plot contest? There was a figure up.",
         ["eighteen", "18"]),
        ("ocr", "Hedgehogs counted by the night survey team totalled forty-one",
         "how many of those spiny little night creatures did the wildlife counters spot? it was on the slide",
         ["forty-one", "forty one", "41"]),
    ],
    mentions=[
        ("the tin bathing machine", "The tin bathing machine in the foyer was wheeled along a beach in "
         "Scheveningen.", "scheveningen"),
        ("the pipe organ", "The pipe organ in the meeting hall was rescued from a chapel in Gdansk.",
         "gdansk"),
        ("the jukebox", "The jukebox next to the stationery cupboard was shipped over from a diner in Memphis.",
         "memphis"),
        ("the weaving loom", "The weaving loom on the second landing belonged to a weaver in Oaxaca.",
         "oaxaca"),
        ("the rickshaw", "The rickshaw at the far end of the corridor was pulled through the streets of Dhaka.",
         "dhaka"),
        ("the station clock", "The station clock beside the lifts was built by a clockmaker in Utrecht.",
         "utrecht"),
        ("the backgammon board", "The backgammon board in the quiet room came from a cafe in Izmir.",
         "izmir"),
        ("the tram seat", "The tram seat in the kitchen was salvaged from a depot in Porto.",
         "porto"),
    ],
    screen_titles=[("Mistral kite flying", "mistral"), ("Sirocco baking club", "sirocco"),
                   ("Chinook hill walk", "chinook"), ("Harmattan quiz night", "harmattan"),
                   ("Zonda choir practice", "zonda"), ("Levante sailing day", "levante"),
                   ("Tramontane yoga class", "tramontane"), ("Foehn film screening", "foehn")],
    charts=["extractor fan cleans", "toaster repairs", "curtain rail rehangs", "blind cord fixes",
            "letterbox brush swaps", "smoke alarm tests", "boiler pressure top-ups", "skirting board touch-ups"],
    absent=[
        "Was there a walrus somewhere in this, or am I thinking of something else I watched?",
        "How much is it to join the letterpress night? I didn't spot a fee anywhere.",
        "tabla practice - are complete beginners allowed or not",
        "Did they say what was inside the rowing boat that drifted into Staithes?",
        "Was anything said about the bike racks on Greenfield Road being moved?",
        "Did they mention whether the Brockwell ice rink is staying open late this winter?",
        "anything about new traffic lights by the Marsh Lane post office",
        "Who's sponsoring the finance director's next pedalo trip?",
        "{topic} - did anyone give a date for when it has to be signed off?",
        "Was there any word on who's in charge of the {topic} now? The stream froze for a minute so I might "
        "have missed it.",
    ],
    count_q=("Hang on, the {animal} - how many separate times do we actually see it? Need an exact number.",
             "{animal} how many times?",
             "I'm making a little trivia sheet from this and need to know how often the {animal} appears. What's "
             "the count?",
             "Report how many times the {animal} photo is shown."),
    cross_photo_q=("When {what} gets mentioned, there's an animal photo up too, isn't there? Which animal?",
                   "animal shown during {what}?",
                   "My kid walked in and distracted me right when they brought up {what}, so I missed the picture. "
                   "Which animal was it?",
                   "Name the animal on screen while {what} is mentioned."),
    cross_screen_q=("What slide was up when they started on about {what}? Title's all I need.",
                    "{what} - which slide?",
                    "I'm writing up a summary and want to reference whichever slide was showing when {what} came "
                    "up. What was its title?",
                    "State the title of the slide visible when {what} is mentioned."),
    cross_speech_q=("What was the speaker rambling about during the {title} slide? Didn't seem to match the slide.",
                    "what's said over {title} slide",
                    "I had the {title} slide open with the sound off in the library. What was the voiceover saying?",
                    "Summarise what is said while the {title} slide is on screen."),
    after_chart_q=("What comes straight after the {chart} chart?",
                   "after {chart} chart?",
                   "The video buffered forever right as the {chart} chart appeared and I gave up. What's the next "
                   "slide after it?",
                   "State which slide directly follows the {chart} chart."),
    order_q=("Was {first} shown before {second}, or was it the other way about?",
             "{first} vs {second}, which was earlier?",
             "I'm jotting down the order of slides from memory - did the {second} one come before or after the "
             "{first} one?",
             "Indicate which slide appeared first: {first} or {second}."),
    at_screen_q=("What's showing on screen at about {stamp}?",
                 "what's on screen @ {stamp}",
                 "A friend forwarded me a clip that starts at {stamp} without any explanation. What's on screen "
                 "there?",
                 "Identify the slide on screen at {stamp}."),
    at_said_q=("Any idea what's being said at roughly {stamp}?",
               "what's said at {stamp}",
               "The smoke alarm went off at {stamp} and I missed the whole sentence. What did the speaker say "
               "then?",
               "Report the words spoken at approximately {stamp}."),
)


# A thirty-eighth held-out set (seeds >= THIRTY_EIGHTH_HELD_OUT_FROM), written after the thirty-seventh one had
# been measured and its misses read.
THIRTY_EIGHTH_HELD_OUT_FROM = 3800
THIRTY_EIGHTH_HELD_OUT = Pools(
    text=[
        ("Bookbinding evening", "Spare awls hang in the old button factory loft",
         "bookbinding evening - where are the spare awls kept? pretty sure someone walked off with mine",
         ["button factory"]),
        ("Ukulele orchestra", "Loaner tuners are handed out by Benedikta",
         "My uke has sounded a bit sour for weeks now. Is there somebody at ukulele orchestra who lends tuners?",
         ["benedikta"]),
        ("Climbing wall social", "Chalk bag cabinet code is 5728",
         "climbing wall social, what's the code for the chalk bag cabinet? it flashed past way too fast",
         ["5728"]),
        ("Marquetry workshop", "Veneer offcuts are sorted by Zbigniew",
         "Who sorts through the veneer offcuts at marquetry? I'd love a few walnut scraps if any are going.",
         ["zbigniew"]),
        ("Screen printing club", "Spare squeegees are kept in the old corset factory cellar",
         "Screen printing club question - I snapped my squeegee in half. Any idea where the extras live?",
         ["corset factory"]),
        ("Didgeridoo circle", "Beeswax mouthpieces are made by Keturah",
         "didgeridoo circle, who makes the beeswax mouthpiece things", ["keturah"]),
        ("Basket weaving morning", "Willow rods are soaking in the old mangle room trough",
         "Basket weaving - where do they leave the willow to soak? Did it say some kind of old trough?",
         ["mangle room"]),
        ("Hurdy gurdy meetup", "Wheel rosin is lent out by Casimir",
         "Ran out of rosin for my hurdy gurdy wheel, of course. Does anyone at the meetup lend some out?",
         ["casimir"]),
        ("Macrame group", "Cotton cord is stacked in the old pump house",
         "macrame group - if the cord runs out halfway through a plant hanger, is there a stash somewhere",
         ["pump house"]),
        ("Shakuhachi practice", "Bamboo flutes are repaired by Hiroshi",
         "Shakuhachi practice - my flute's got a hairline crack running down the side. Who does repairs?",
         ["hiroshi"]),
    ],
    said=[
        ("Our head of procurement once rowed across Lake Titicaca in a totora reed boat.",
         "wait, the procurement head went across Titicaca in what sort of boat??", ["totora"]),
        ("A pair of great crested grebes has moved onto the reservoir behind the Mill Road car park.",
         "What's nesting on the reservoir behind the Mill Road car park now? Someone told me coots, no idea.",
         ["grebe"]),
        ("The clock tower on Saltmarket Square is getting a titanium roof.",
         "The Saltmarket Square clock tower is getting a new roof, yeah? What's it going to be made of?",
         ["titanium"]),
        ("Our payroll officer breeds water buffalo on a smallholding outside Hexham.",
         "apparently the payroll officer breeds some animal on the side - which one was it", ["buffalo"]),
        ("The early train to Bicester now stops at the old glove factory halt.",
         "bicester early train has a new stop at some old halt? which one", ["glove factory"]),
        ("A runaway inflatable shark from the carnival ended up in the duck pond at Great Missenden.",
         "Hang on, something from the carnival ended up in the Great Missenden duck pond? What was it?",
         ["shark"]),
        ("Our new receptionist used to be a knife thrower with a touring circus.",
         "What did the new receptionist do before this? Somebody mentioned a circus, which threw me.",
         ["knife", "thrower"]),
        ("The old cinema on Cooper Street is being turned into an indoor curling rink.",
         "what's going on with the old cinema on Cooper St - is something moving in there?", ["curling"]),
        ("Our IT lead once won a toe wrestling competition in Ashbourne.",
         "The IT lead won a competition once, didn't he? What kind, do you remember?", ["toe wrestling"]),
        ("The coastguard at Robin Hood's Bay thinks the buoy that washed up there drifted from the Lofoten "
         "Islands.",
         "Where's the buoy at Robin Hood's Bay meant to have drifted in from? Norway or somewhere?",
         ["lofoten"]),
    ],
    para=[
        ("speech", "The saddler's niece cycled a tandem across the Atacama Desert.",
         "Which bone-dry South American wasteland did the horse-leather worker's relative pedal over on a "
         "two-seater bike?", ["atacama"]),
        ("speech", "The thatcher's aunt swam across Coniston Water at seventy.",
         "which Lake District mere did the straw-roofer's relative reach the far shore of under her own steam "
         "at three score and ten?", ["coniston"]),
        ("speech", "The chimney sweep found a tin of gold sovereigns behind the fireplace.",
         "What did the flue cleaner turn up tucked away at the back of the hearth - some stash of old coins?",
         ["sovereign"]),
        ("speech", "The cartographer's son rafted the whole Orinoco.",
         "Which long South American waterway did the map maker's boy float down from end to end?", ["orinoco"]),
        ("speech", "The plumber's cousin won a cheese rolling race in Gloucestershire.",
         "in which English county did the pipe fitter's relative come first chasing a dairy wheel downhill?",
         ["gloucestershire"]),
        ("speech", "The florist's grandfather opened a dumpling shop in Yerevan.",
         "the flower seller's granddad started a place selling stuffed dough parcels - in which Armenian "
         "capital, remind me?", ["yerevan"]),
        ("speech", "The goatherd had a lyrebird that could whistle the national anthem.",
         "What mimicking feathered pet did the keeper of billies and nannies own that could trill the country's "
         "official song?", ["lyrebird"]),
        ("speech", "The ferryman built a working camera obscura from an old garden shed.",
         "What kind of darkened image-projecting room did the river crossing boatman rig up out of a disused "
         "backyard hut?",
         ["camera obscura"]),
        ("ocr", "Tallest hollyhock in the school competition reached thirteen feet",
         "How high did the biggest cottage-garden flower spike in the pupils' contest grow? A figure was on screen.",
         ["thirteen", "13"]),
        ("ocr", "Bats logged by the dusk survey volunteers totalled fifty-three",
         "how many of those winged night flyers did the evening counting crew record? it was on screen",
         ["fifty-three", "fifty three", "53"]),
    ],
    mentions=[
        ("the dentist's chair", "The dentist's chair in the reception area came out of a surgery in Bilbao.",
         "bilbao"),
        ("the sleigh", "The sleigh under the stairs was pulled by reindeer on the outskirts of Turku.",
         "turku"),
        ("the ice cream cart", "The ice cream cart by the post room was pushed along the seafront in Marseille.",
         "marseille"),
        ("the taxidermy owl", "The taxidermy owl on the top landing was bought from a junk shop in Halifax.",
         "halifax"),
        ("the anchor", "The anchor propped up in the atrium was hauled off a wreck near Gdynia.",
         "gdynia"),
        ("the barber's pole", "The barber's pole by the fire exit was rescued from a salon in Naples.",
         "naples"),
        ("the cable car cabin", "The cable car cabin in the break room once ran up a hillside above Batumi.",
         "batumi"),
        ("the carved door", "The carved door at the end of the corridor was shipped from a merchant's house in "
         "Aarhus.", "aarhus"),
    ],
    screen_titles=[("Flint pottery evening", "flint"), ("Beryl book swap", "beryl"),
                   ("Onyx salsa night", "onyx"), ("Topaz table tennis", "topaz"),
                   ("Gneiss photo walk", "gneiss"), ("Jasper board games", "jasper"),
                   ("Schist stargazing", "schist"), ("Quartzite poetry slam", "quartzite")],
    charts=["puncture repairs", "chain replacements", "brake pad swaps", "spoke truing jobs",
            "saddle adjustments", "gear cable fits", "tyre pressure checks", "mudguard installs"],
    absent=[
        "Did a kangaroo turn up at any point, or am I mixing this up with some other video?",
        "What does it cost to join the bookbinding evening? I couldn't see a price on anything.",
        "ukulele orchestra - do you have to bring your own instrument or do they have some",
        "Did they say what colour the buoy at Robin Hood's Bay was?",
        "Was anything said about the library on Wexford Street closing early?",
        "Did they mention whether the Hollybank lido reopens in the spring?",
        "anything about the new zebra crossing outside the Dunmore primary school",
        "Who's paying for the procurement head's next boat trip on a lake?",
        "{topic} - was there a deadline mentioned for getting feedback in?",
        "Did anyone say who's taking over the {topic}? My headphones cut out for a bit so I might've missed "
        "it.",
    ],
    count_q=("Quick one - the {animal}, how many times does it actually show up? Exact number please.",
             "times the {animal} shows = ?",
             "My flatmate and I have a bet on how often the {animal} pops up in this. Who wins - what's the "
             "number?",
             "Give the exact count of appearances of the {animal} photo."),
    cross_photo_q=("There's an animal picture on screen when they talk about {what}, right? What animal is it?",
                   "{what} - which animal pic?",
                   "The doorbell went just as they got onto {what}, so I didn't see the photo. What animal was "
                   "up?",
                   "Say which animal photo is on screen during the mention of {what}."),
    cross_screen_q=("Which slide was on when the speaker brought up {what}? Just the title is fine.",
                    "{what}: slide title?",
                    "I'm putting notes together and want to point at the slide that was up while {what} got "
                    "mentioned. What was it called?",
                    "Give the title of the slide on screen when {what} is brought up."),
    cross_speech_q=("While the {title} slide was up, what was the speaker going on about? Felt unrelated.",
                    "speech during {title} slide?",
                    "I was watching on the bus without headphones when the {title} slide came up. What was "
                    "being said over it?",
                    "Describe what the speaker says while the {title} slide is displayed."),
    after_chart_q=("Which slide comes right after the {chart} chart?",
                   "slide after {chart} chart pls",
                   "My laptop died the second the {chart} chart appeared and I never went back. What slide was "
                   "next?",
                   "Name the slide that immediately follows the {chart} chart."),
    order_q=("Did {first} come up before {second}, or after it?",
             "order check: {first} / {second}",
             "I'm trying to reconstruct the running order for a colleague - was the {second} slide earlier or "
             "later than {first}?",
             "Of the two slides {first} and {second}, which one appeared earlier in the video?"),
    at_screen_q=("Roughly what slide is up at {stamp}?",
                 "on screen around {stamp}??",
                 "My notes just say '{stamp} - important' and nothing else, very helpful. What was on screen "
                 "at that point?",
                 "Specify the slide shown on screen at the {stamp} mark."),
    at_said_q=("What's the speaker saying around {stamp}, any idea?",
               "words spoken @ {stamp}?",
               "My neighbour started drilling right at {stamp} and drowned out the sentence. What did the "
               "speaker say there?",
               "Give the speaker's words at about {stamp}."),
)

# A thirty-ninth held-out set (seeds >= THIRTY_NINTH_HELD_OUT_FROM), written after the thirty-eighth one had
# been measured and its misses read.
THIRTY_NINTH_HELD_OUT_FROM = 3900
THIRTY_NINTH_HELD_OUT = Pools(
    text=[
        ("Pickleball ladder", "Spare paddles live in the old tram depot office",
         "pickleball ladder thing - where do they keep the spare paddles? mine's cracked right down the middle",
         ["tram depot"]),
        ("Bonsai society", "Root pruning shears are lent by Hildegunn",
         "Does anybody at the bonsai society lend out root shears? Mine are blunt as anything.",
         ["hildegunn"]),
        ("Sabre fencing night", "Mask locker combination is 3916",
         "sabre fencing - what was the combo for the mask locker, I blinked and it was gone",
         ["3916"]),
        ("Leaded glass evening", "Lead came offcuts are collected by Evander",
         "Who collects the leftover lead at leaded glass? Asking because I've got a whole bag of bits.",
         ["evander"]),
        ("Sea shanty choir", "Lyric folders are stored in the old chandlery loft",
         "sea shanty choir... where do the lyric folders get put away? I never remember the second verse",
         ["chandlery"]),
        ("Kite flying club", "Replacement spars are cut by Ottoline",
         "Kite club - who cuts the replacement spars? Snapped one at the weekend, naturally.",
         ["ottoline"]),
        ("Candle making night", "Wax pellets are kept in the old creamery outhouse",
         "candle making night, where do they keep the wax pellets? was it in some outbuilding or other",
         ["creamery"]),
        ("Bagpipe band", "Chanter reeds are loaned out by Thaddeus",
         "My chanter reed is completely shot. Is there someone in the bagpipe band who loans them?",
         ["thaddeus"]),
        ("Origami circle", "Washi paper is stored in the old signal box",
         "origami circle - if we run low on washi is there a stash somewhere or do we bring our own",
         ["signal box"]),
        ("Harmonica jam", "Broken reeds are replaced by Leopoldina",
         "Harmonica jam question: one of my reeds has gone flat and buzzy. Who sorts that out?",
         ["leopoldina"]),
    ],
    said=[
        ("A colony of water voles has been spotted under the footbridge at Wharf Lane.",
         "Something's been seen living under the Wharf Lane footbridge? What was it, rats or what?",
         ["vole"]),
        ("The bandstand in Victoria Gardens is being repainted in a shade called duck egg blue.",
         "what colour are they doing the Victoria Gardens bandstand in? it had some fancy paint name",
         ["duck egg"]),
        ("Our office manager restores vintage pinball machines in her garage.",
         "The office manager has a garage hobby, right? Restoring what exactly, I didn't quite hear.",
         ["pinball"]),
        ("The number 42 bus is being diverted past the old tannery for the next few weeks.",
         "is the 42 bus going a different way at the moment? past where?", ["tannery"]),
        ("A glider made an emergency landing on the cricket pitch at Little Chalfont.",
         "wait, what came down on the Little Chalfont cricket pitch?? a drone or something?", ["glider"]),
        ("Our newest developer used to breed ferrets for rabbit catchers in Dorset.",
         "What did the new dev do before getting into code? Something with animals, I think?",
         ["ferret"]),
        ("The old swimming baths on Tanner Street are becoming a wasabi farm.",
         "the old baths on Tanner Street - what are they turning the place into?", ["wasabi"]),
        ("Our legal counsel holds the county record at the conker championships.",
         "Our lawyer holds some sort of county record? For what, I missed it.", ["conker"]),
        ("The harbourmaster at Whitby reckons the message in a bottle found there came from the Faroe Islands.",
         "Where's that bottle message at Whitby supposed to have come from originally? Iceland or somewhere?",
         ["faroe"]),
        ("A stray wallaby has been wandering around the staff car park at the Brookfield depot.",
         "there's some animal loose in the Brookfield depot car park? what kind was it", ["wallaby"]),
    ],
    para=[
        ("speech", "The blacksmith's daughter sailed a dinghy around Zanzibar.",
         "Which East African spice island did the metalworker-at-the-forge's girl circle in a small boat?",
         ["zanzibar"]),
        ("speech", "The beekeeper's uncle skated across Lake Baikal in winter.",
         "which enormous Siberian body of frozen water did the honey farmer's relative glide over on blades "
         "during the cold months?", ["baikal"]),
        ("speech", "The stonemason unearthed a Viking helmet beneath the churchyard wall.",
         "What old Norse headgear did the rock carver dig up below the graveyard boundary, remind me?",
         ["helmet"]),
        ("speech", "The astronomer's nephew walked the Pennine Way barefoot.",
         "Which long northern English upland trail did the stargazer's brother's son hike with no shoes on?",
         ["pennine"]),
        ("speech", "The electrician's sister came second in a bog snorkelling contest in Llanwrtyd.",
         "in which little Welsh town did the wiring tradesperson's sibling finish runner-up swimming through a "
         "peat marsh?", ["llanwrtyd"]),
        ("speech", "The baker's grandmother ran a noodle stall in Tbilisi.",
         "the bread maker's nan had a little street food stand, right? in which Georgian capital?",
         ["tbilisi"]),
        ("speech", "The shepherd kept a mynah that could recite the whole alphabet backwards.",
         "What talking tropical bird did the sheep minder own that was able to say every letter in reverse "
         "order?", ["mynah"]),
        ("speech", "The lock keeper built a working orrery inside a disused grain silo.",
         "What sort of clockwork model of the solar system did the canal gate attendant set up in an abandoned cereal "
         "storage tower?", ["orrery"]),
        ("ocr", "Heaviest pumpkin at the village show weighed eighty-three kilos",
         "How much did the biggest orange squash at the local fair come in at? There was a number on the slide.",
         ["eighty-three", "eighty three", "83"]),
        ("ocr", "Hedgehogs counted by the night patrol volunteers reached sixty-four",
         "what total of spiny garden critters did the after-dark survey crew tally? figure was up on screen",
         ["sixty-four", "sixty four", "64"]),
    ],
    mentions=[
        ("the brass gramophone", "The brass gramophone by the lifts came out of a dance hall in Valletta.", "valletta"),
        ("the birch canoe", "The birch canoe hanging from the ceiling was raced on the river in Ljubljana.",
         "ljubljana"),
        ("the pillar box", "The pillar box in the courtyard was shipped over from a village near Penzance.",
         "penzance"),
        ("the stuffed bear", "The stuffed bear in the boardroom was won in a raffle in Vilnius.", "vilnius"),
        ("the trawler bell", "The trawler bell on the mezzanine was salvaged from a trawler out of Fleetwood.",
         "fleetwood"),
        ("the painted carousel horse", "The painted carousel horse next to the printers was carved by a toymaker in Innsbruck.",
         "innsbruck"),
        ("the vending machine", "The vending machine on the ground floor was imported from a station in Osaka.",
         "osaka"),
        ("the stage curtain", "The stage curtain in the meeting hall hung for decades in a theatre in "
         "Plovdiv.", "plovdiv"),
    ],
    screen_titles=[("Sorrel choir practice", "sorrel"), ("Chervil quiz night", "chervil"),
                   ("Lovage knitting circle", "lovage"), ("Borage film club", "borage"),
                   ("Tarragon running group", "tarragon"), ("Yarrow chess evening", "yarrow"),
                   ("Comfrey book club", "comfrey"), ("Fennel darts league", "fennel")],
    charts=["tomato yields", "seed tray sowings", "compost deliveries", "watering hours",
            "pest sightings", "seedling losses", "hose repairs", "pot sales"],
    absent=[
        "Was there a penguin in this anywhere, or am I thinking of a different video?",
        "How much is membership for the pickleball ladder? I didn't spot any fees mentioned.",
        "fencing club - do beginners need their own kit or is it all provided",
        "Did they say how old the Whitby bottle message was?",
        "Was there anything about the leisure centre on Harrow Road getting a new pool?",
        "Did they say if the Ashgrove farmers market is moving to Sundays?",
        "anything mentioned about roadworks on the bypass near Kingsmead",
        "Is the office manager selling any of the machines she's restored?",
        "{topic} - did anyone give a date for the next check-in on it?",
        "Was it said who'll be signing off on the {topic}? I stepped out to grab a coffee so I might've "
        "missed that bit.",
    ],
    count_q=("How many times does the {animal} turn up in total? I need the actual number, not a rough guess.",
             "{animal} appearances - count?",
             "Settling an argument at work: how many separate times is the {animal} shown?",
             "State how many times the {animal} image appears."),
    cross_photo_q=("When the speaker gets onto {what}, there's an animal photo up, isn't there? Which one?",
                   "animal shown during {what} bit?",
                   "I was answering the door for a delivery right when {what} came up, so I missed the "
                   "picture. What animal was it?",
                   "Identify the animal pictured while {what} is being mentioned."),
    cross_screen_q=("What slide was showing while they mentioned {what}? The title's enough.",
                    "slide title when {what} comes up?",
                    "Writing up minutes and I'd like to reference whatever slide was on screen during the "
                    "{what} mention - what was it titled?",
                    "Name the slide displayed at the moment {what} is mentioned."),
    cross_speech_q=("What was actually being said over the {title} slide? Didn't seem to match it at all.",
                    "{title} slide - what's the audio?",
                    "Had the sound off in a meeting room when the {title} slide was up. What did the speaker "
                    "talk about?",
                    "Summarise the speech that accompanies the {title} slide."),
    after_chart_q=("Which slide do they go to straight after that {chart} chart?",
                   "whats after the {chart} chart",
                   "Got pulled into a call the moment the {chart} chart came up and never caught up. What came "
                   "after it?",
                   "Identify the slide that directly follows the {chart} chart."),
    order_q=("Was the {first} slide before or after the {second} one?",
             "{first} vs {second} - which was first?",
             "I'm making a timeline for someone who missed it: did {second} show up ahead of {first}, or "
             "later?",
             "Between the {first} and {second} slides, which was shown first?"),
    at_screen_q=("Any idea what's on the screen at about {stamp}?",
                 "slide showing near {stamp}?",
                 "I scribbled '{stamp}' in the margin with a big star next to it and nothing else. What was "
                 "showing then?",
                 "Describe the slide visible at {stamp}."),
    at_said_q=("Do you know what the speaker's saying near {stamp}?",
               "audio at {stamp}?",
               "The dog started barking right at {stamp} and I lost the sentence completely. What was said?",
               "Quote what the speaker says at around {stamp}."),
)

# A fortieth held-out set (seeds >= FORTIETH_HELD_OUT_FROM), written after the thirty-ninth one had
# been measured and its misses read.
FORTIETH_HELD_OUT_FROM = 4000
FORTIETH_HELD_OUT = Pools(
    text=[
        ("Rug hooking circle", "Spare backing canvas is kept in the old toll house",
         "rug hooking - where's the extra backing fabric stored? ran out halfway round a border, typical",
         ["toll house"]),
        ("Paper marbling class", "Marbling combs are lent out by Araminta",
         "Paper marbling: who do I ask to borrow one of those comb things? Mine has half its teeth missing.",
         ["araminta"]),
        ("Sculling crew", "Boathouse padlock code is 5183",
         "sculling crew, what's the number for the boathouse lock again? it was up for like two seconds",
         ["5183"]),
        ("Decoupage evening", "Leftover glue pots are collected by Crispin",
         "Who gathers up the half-used glue after decoupage? I've got three pots rattling round my car boot.",
         ["crispin"]),
        ("Rope splicing workshop", "Marlin spikes hang in the old brewhouse",
         "rope splicing... where do they hang those pointy tools for prising the strands apart? some old building",
         ["brewhouse"]),
        ("Fell running club", "Head torches are loaned out by Dorothea",
         "Does someone at fell running lend out those lights you strap to your forehead? Mine's dead again.",
         ["dorothea"]),
        ("Go club", "Spare stone bowls are stored in the old coal yard office",
         "go club - if a set's short of pieces is there a backup stash anywhere? think it was some old yard",
         ["coal yard"]),
        ("Cryptic crossword club", "Battered dictionaries are rebound by Wilfred",
         "Crossword club question: the reference books are literally falling apart. Who fixes the spines?",
         ["wilfred"]),
        ("Punting society", "Punt poles are kept in the old goods shed",
         "punting society - where do the long poles live when nobody's out on the river?",
         ["goods shed"]),
        ("Stilt walking troupe", "Worn rubber feet are swapped by Eulalia",
         "The grippy bits on the bottom of my stilts are worn totally smooth. Who replaces those in the troupe?",
         ["eulalia"]),
    ],
    said=[
        ("A family of water shrews has been found living under the slipway at Corran Quay.",
         "Some little creature's living under the Corran Quay slipway? What was it, mice?", ["shrew"]),
        ("The railings along Prospect Terrace are being repainted a deep burgundy.",
         "what colour are the Prospect Terrace railings going to end up? I only caught the word deep", ["burgundy"]),
        ("Our data steward performs as a beatboxer at open mic nights.",
         "The data steward does some kind of act at open mic nights, yeah? What is it?", ["beatbox"]),
        ("The chain ferry at Kessock is being replaced by a water taxi over the winter.",
         "is something else running instead of the Kessock chain ferry this winter? what is it", ["water taxi"]),
        ("A paraglider came down safely in the allotments behind Hexley Green.",
         "hold on, what landed in the Hexley Green allotments?? did I hear that right", ["paraglider"]),
        ("Our newest tester used to work as a stunt double for a television soap.",
         "What was the new tester doing before this job? Something on telly, I think?", ["stunt"]),
        ("The old bus depot on Cinder Street is being converted into a mushroom farm.",
         "the old bus depot on Cinder Street - what's it going to become?", ["mushroom"]),
        ("Our quality auditor came third at the world snail racing championships.",
         "The quality auditor placed at some world championship? In what, I wasn't paying attention.",
         ["snail"]),
        ("The ranger at Lulworth believes the glass fishing float found on the beach drifted from Svalbard.",
         "Where does the Lulworth ranger reckon that float on the beach drifted in from? Norway or so?",
         ["svalbard"]),
        ("A barn owl has been roosting above the lockers at the Ashcombe call centre.",
         "wait, there's a bird sleeping above the lockers at the Ashcombe call centre? which kind", ["owl"]),
    ],
    para=[
        ("speech", "The ratcatcher's cousin paddled a kayak around Madagascar.",
         "The pest control guy's cousin went round some massive island off Africa in a little boat, which one?",
         ["madagascar"]),
        ("speech", "The crane operator's niece won an egg throwing contest in Swaton.",
         "which small village was it where the building-site lifting rig driver's sister's girl won at lobbing "
         "eggs?", ["swaton"]),
        ("speech", "The tram conductor dug up a Bronze Age arrowhead beneath his vegetable patch.",
         "What prehistoric weapon tip did the streetcar ticket man find under his veg plot?",
         ["arrowhead", "arrow"]),
        ("speech", "The stage manager's daughter climbed Aconcagua in her gap year.",
         "which big Andes summit did the backstage boss's girl go up during her year off before uni?",
         ["aconcagua"]),
        ("speech", "The sign writer's uncle entered the worm charming festival at Willaston.",
         "In which Cheshire village is the fete where the shopfront letter painter's relative tried coaxing "
         "earthworms out of the soil?", ["willaston"]),
        ("speech", "The tax inspector's grandmother ran a pancake house in Zagreb.",
         "the revenue official's nan had a little crepe cafe abroad, didn't she? in which capital city?",
         ["zagreb"]),
        ("speech", "The quiz master kept a slow worm in a tank on her desk.",
         "What legless lizard did the trivia night host keep in a glass box at work, remind me?",
         ["slow worm", "slow-worm", "slowworm"]),
        ("speech", "The ballet teacher built a wooden roller coaster in his back paddock.",
         "what sort of fairground thrill ride did the dance instructor knock together out of timber in the "
         "field behind his house?", ["roller coaster", "rollercoaster"]),
        ("ocr", "Hazelnuts gathered by the tree nursery volunteers came to two hundred and five",
         "How many cobnuts did the sapling-growing helpers pick up in the end? It was written on a slide.",
         ["two hundred and five", "205"]),
        ("ocr", "Bumblebees counted along the canal path reached thirty-nine",
         "what was the final tally of fuzzy buzzing insects along the waterside walk? number was on screen",
         ["thirty-nine", "thirty nine", "39"]),
    ],
    mentions=[
        ("the penny arcade machine", "The penny arcade machine by the lifts came from a seafront in Oban.", "oban"),
        ("the fairground mirror", "The fairground mirror in the canteen was bought from a travelling show in "
         "Genoa.", "genoa"),
        ("the bus stop sign", "The bus stop sign in the post room was rescued from a street in Kaunas.", "kaunas"),
        ("the wooden propeller", "The wooden propeller over the reception desk came off a biplane built in "
         "Tampere.", "tampere"),
        ("the dressmaker's dummy", "The dressmaker's dummy by the window stood for years in a tailor's shop in "
         "Nantes.", "nantes"),
        ("the drinking fountain", "The drinking fountain in the atrium was carted over from a park in "
         "Thessaloniki.", "thessaloniki"),
        ("the ticket barrier", "The ticket barrier at the side entrance came out of a railway station in Odense.",
         "odense"),
        ("the ballot box", "The ballot box on the top shelf was used in town elections in Tartu.", "tartu"),
    ],
    screen_titles=[("Gingham pottery class", "gingham"), ("Corduroy pub quiz", "corduroy"),
                   ("Muslin walking group", "muslin"), ("Taffeta board games", "taffeta"),
                   ("Chiffon singing group", "chiffon"), ("Seersucker photo club", "seersucker"),
                   ("Calico table tennis", "calico"), ("Denim cycling club", "denim")],
    charts=["seat bookings", "ticket refunds", "interval drinks orders", "costume fittings",
            "lighting faults", "script rewrites", "programme sales", "understudy calls"],
    absent=[
        "Was there a pangolin anywhere in this, or have I got it mixed up with another video?",
        "How much does it cost to join the sculling crew? Couldn't see any fees anywhere.",
        "stilt walking troupe - do they take total beginners or do you need some experience first",
        "Did they say how long the float at Lulworth had been drifting for?",
        "Was anything said about the swimming pool on Larkspur Avenue reopening?",
        "Did anybody mention whether the Thornbury food festival is moving to a different field?",
        "anything about the footbridge near Cleeve Hill being shut for a bit",
        "Does the data steward do paid gigs with the beatboxing or is it purely for fun?",
        "{topic} - was any deadline mentioned for it at all?",
        "Did they say who's going to take charge of the {topic} from now on? I had to answer the phone partway "
        "through so I may have missed it.",
    ],
    count_q=("How many times in total do we see the {animal}? Exact number please, it's for a form.",
             "no. of {animal} shots?",
             "My kid keeps asking how many times the {animal} pops up in this. What's the answer?",
             "Give the total count of {animal} appearances."),
    cross_photo_q=("There's an animal picture up when they start on about {what}, right? Which animal?",
                   "{what} mentioned - which animal on screen?",
                   "The kettle went off just as {what} got brought up, so I never saw the photo. What creature "
                   "was it?",
                   "Which animal is on screen during the mention of {what}?"),
    cross_screen_q=("Which slide was up when they brought up {what}? Just need what it was called.",
                    "title on screen during {what} mention?",
                    "Putting together notes and want to point people to the slide that was showing when {what} "
                    "got a mention. What was it called?",
                    "State the title of the slide shown when {what} is mentioned."),
    cross_speech_q=("What was the speaker going on about during the {title} slide? Seemed totally unrelated.",
                    "{title} slide - what was said over it?",
                    "My headphones died right as the {title} slide came up. What was the voiceover saying?",
                    "Report what the speaker says while the {title} slide is displayed."),
    after_chart_q=("Once the {chart} chart is done, what's the next thing they show?",
                   "next slide after {chart} chart?",
                   "Someone messaged me just as the {chart} chart appeared and I lost track. What came up after "
                   "it?",
                   "Name the slide that comes immediately after the {chart} chart."),
    order_q=("Did the {first} slide come before the {second} one, or after it?",
             "{first} or {second} - which came up first?",
             "Trying to explain the running order to a colleague: was {second} on screen before {first}, or the "
             "other way round?",
             "Of the {first} and {second} slides, which appears earlier?"),
    at_screen_q=("What's up on the screen around {stamp}, do you know?",
                 "on screen at {stamp}, anyone?",
                 "I've got '{stamp}' circled in my notes and no clue why. What was on screen then?",
                 "Tell me which slide is visible at {stamp}."),
    at_said_q=("What's the speaker saying round about {stamp}, any idea?",
               "speaker at {stamp} - what'd they say?",
               "A lorry rumbled past my window right at {stamp} and I couldn't hear a thing. What did the speaker "
               "say?",
               "Write out what is said at approximately {stamp}."),
)


# A forty-first held-out set (seeds >= FORTY_FIRST_HELD_OUT_FROM), written after the fortieth one had
# been measured and its misses read.
FORTY_FIRST_HELD_OUT_FROM = 4100
FORTY_FIRST_HELD_OUT = Pools(
    text=[
        ("Gilding workshop", "Gold leaf offcuts are saved in the old rope walk",
         "gilding lot - where do the leftover scraps of the gold stuff get stashed? seems a crime to bin them",
         ["rope walk"]),
        ("Cheesemaking course", "Rennet and starter cultures are handed out by Griselda",
         "Cheesemaking course: who dishes out the bits that make the milk set? I turned up and there was none left.",
         ["griselda"]),
        ("Whitewater slalom squad", "Paddle store keypad code is 7309",
         "slalom squad, what are the digits to get into where the paddles are kept? slide vanished before I "
         "wrote it down",
         ["7309"]),
        ("Sea glass collectors", "Sorting trays are washed by Jolyon",
         "Who cleans the trays we sort our beach finds into? They're gritty with sand again, honestly.",
         ["jolyon"]),
        ("Soap making class", "Lye gloves are kept in the old tollgate lodge",
         "soap making - the thick gloves for handling the caustic stuff, where do they live between sessions?",
         ["tollgate"]),
        ("Book repair drop-in", "Bone folders are handed out by Tabitha",
         "Book repair drop-in: who gives out those flat creasing tools? Mine snapped clean in half.",
         ["tabitha"]),
        ("Coffee roasting club", "Green beans are stored in the old tramcar depot",
         "where does the coffee roasting club keep the raw unroasted beans? some old transport building I think?",
         ["tramcar"]),
        ("Cross-stitch circle", "Tangled embroidery floss is sorted by Erasmus",
         "cross-stitch circle... my thread's one giant knot. does somebody untangle that for people?",
         ["erasmus"]),
        ("Clock repair evening", "Spare pendulums are kept in the old seed warehouse",
         "clock repair night - where are the extra swinging weight things stored? mine's bent",
         ["seed warehouse"]),
        ("Astrophotography group", "Dew heaters are lent out by Ninian",
         "Astro photography people, can I borrow one of those strap-on warmers so the lens stops fogging? "
         "Who has them?",
         ["ninian"]),
    ],
    said=[
        ("A muntjac deer has been found sleeping in the planters outside Wickham Crescent library.",
         "something's been curling up in the planters outside the Wickham Crescent library? what animal was it",
         ["muntjac"]),
        ("The bollards along Fennick Parade are being repainted a saffron yellow.",
         "What shade are they doing the Fennick Parade bollards? I caught 'yellow' but there was a word before it",
         ["saffron"]),
        ("Our procurement lead plays the crwth in a Welsh folk trio.",
         "The procurement lead plays some ancient stringed thing in a folk group, right? What's it "
         "called?",
         ["crwth"]),
        ("The rowing ferry at Brackley Lock is being swapped for a chain-hauled barge next summer.",
         "what's going in instead of the rowing ferry at Brackley Lock? missed it", ["barge"]),
        ("A runaway inflatable pterodactyl blew onto the putting green at Pembridge Park.",
         "hang on, what blew onto the putting green at Pembridge Park?? did I hear that right", ["pterodactyl"]),
        ("Our newest designer used to work as a fire eater on Brighton seafront.",
         "The new designer had some seaside job before this, didn't they? Doing what exactly?", ["fire eater"]),
        ("The old swimming baths on Quenby Lane are being turned into a food hall.",
         "the old swimming baths on Quenby Lane - what's the plan for them now?", ["food hall"]),
        ("Our compliance officer came second at the national shin kicking championship.",
         "The compliance officer got second place in some national contest? What was the contest, I zoned out.",
         ["shin"]),
        ("The beach warden at Saltburn thinks the fishing crate on the sand drifted over from Bermuda.",
         "Where does the Saltburn beach warden reckon that crate washed up from? Somewhere across the Atlantic?",
         ["bermuda"]),
        ("A pair of firecrests has been nesting on the aerial mast above the Brindle Road bus garage.",
         "wait, birds nesting on the mast over the Brindle Road bus garage? what sort", ["firecrest"]),
    ],
    para=[
        ("speech", "The beautician's twin sister swam the length of Lake Balaton last August.",
         "The nails-and-facials lady's twin went end to end through which big Hungarian body of water?",
         ["balaton"]),
        ("speech", "The plasterer's godson won the wife carrying race in Dorking.",
         "where was it the wall-skimming tradesman's godchild came first hauling his missus round a course?",
         ["dorking"]),
        ("speech", "The traffic warden dug up a Celtic bronze flagon under her courgette bed.",
         "What ancient metal drinking jug did the parking enforcer find while digging over her veg plot?",
         ["flagon"]),
        ("speech", "The sewer inspector's stepdaughter trekked across Kyrgyzstan on her sabbatical.",
         "which central Asian country did the drains-checking fella's stepchild walk over on her career break?",
         ["kyrgyzstan"]),
        ("speech", "The dog groomer's cousin took part in the gravy wrestling contest at Stacksteads.",
         "In which Lancashire village is the event where the pooch-pampering woman's relative grappled in a "
         "paddling pool of meaty sauce?", ["stacksteads"]),
        ("speech", "The bassoonist's great-aunt ran a burek stall in Skopje.",
         "the woodwind player's great aunt had a little pastry stand abroad, didn't she? in which Balkan capital?",
         ["skopje"]),
        ("speech", "The archivist kept a bearded dragon on the filing cabinet.",
         "What spiky lizard did the records keeper have sitting on top of the document drawers, remind me?",
         ["bearded dragon"]),
        ("speech", "The wedding planner built a gyrocopter in his barn.",
         "what kind of little rotor aircraft did the bloke who organises marriages knock together in his farm "
         "shed?", ["gyrocopter"]),
        ("ocr", "Pine cones collected by the nature club youngsters came to three hundred and forty-one",
         "How many fir cones did the outdoorsy kids' group gather in the end? There was a figure on a slide.",
         ["three hundred and forty-one", "three hundred and forty one", "341"]),
        ("ocr", "Grasshoppers counted on the chalk downs reached fifty-eight",
         "what was the total of those hopping green insects tallied on the grassy hills? number was on screen",
         ["fifty-eight", "fifty eight", "58"]),
    ],
    mentions=[
        ("the school desk", "The school desk in the print room came out of a classroom in Leipzig.", "leipzig"),
        ("the post box", "The post box by the front door was shipped over from a village outside Sibiu.", "sibiu"),
        ("the signal lamp", "The signal lamp in the stairwell was salvaged from a railway yard in Ostrava.",
         "ostrava"),
        ("the lamp post", "The lamp post in the atrium stood for decades on a square in Verona.", "verona"),
        ("the giant tuning fork", "The giant tuning fork on the reception shelf came from a music school in "
         "Pecs.", "pecs"),
        ("the fairground organ", "The fairground organ in the canteen came from a travelling fair based in "
         "Lodz.", "lodz"),
        ("the sorting frame", "The old mail sorting frame in the post room came out of a depot in Brasov.",
         "brasov"),
        ("the bank vault door", "The bank vault door propped up in the basement was rescued from a building in "
         "Mostar.", "mostar"),
    ],
    screen_titles=[("Rigatoni chess evening", "rigatoni"), ("Farfalle knitting group", "farfalle"),
                   ("Orzo running club", "orzo"), ("Fusilli film club", "fusilli"),
                   ("Linguine darts team", "linguine"), ("Penne sketching hour", "penne"),
                   ("Tortellini bell ringers", "tortellini"), ("Tagliatelle board games", "tagliatelle")],
    charts=["seed packet sales", "hanging basket orders", "lawn feed sales", "pot breakages",
            "plug plant losses", "gift card redemptions", "christmas tree pre-orders", "greenhouse glass orders"],
    absent=[
        "Was there a wolverine in here at any point, or am I mixing it up with a different video?",
        "How much does it cost to join the whitewater slalom squad? didn't see a price anywhere",
        "sea glass collectors - do they head out every weekend or only when the tide's right",
        "Did they say how long that fishing crate at Saltburn had been floating about?",
        "Was anything said about the outdoor baths on Mirabel Road reopening?",
        "Did anyone mention the Netherby shallot show switching to a different weekend?",
        "anything about the chain bridge near Tirley being shut for repairs",
        "Is the procurement lead's folk trio playing any gigs soon, or did that not come up?",
        "{topic} - did they say whether it's been pushed back because of the holidays?",
        "Was there any mention of the {topic} getting scrapped altogether? My manager's asking and I drifted off "
        "for a bit.",
    ],
    count_q=("Roughly how many times does the {animal} turn up? Actually no, I need the exact number.",
             "how many {animal} sightings total",
             "Settling a bet with my flatmate: how many separate times is the {animal} on screen?",
             "Provide the number of times the {animal} is shown."),
    cross_photo_q=("When they got onto {what}, there was an animal photo up, yeah? Which one was it?",
                   "animal pic during {what} bit?",
                   "I was scrolling my phone when {what} came up and totally missed the picture. Which creature "
                   "was showing?",
                   "Identify the animal displayed while {what} is being discussed."),
    cross_screen_q=("Right as they mentioned {what}, what was the slide on screen called?",
                    "slide showing at {what} mention?",
                    "Writing up minutes and I want to reference whatever slide was up when {what} was talked about. "
                    "What was its title?",
                    "Give the name of the slide visible during the mention of {what}."),
    cross_speech_q=("Over the {title} slide, what was actually being said? Didn't seem to match the slide at all.",
                    "voiceover on {title} slide?",
                    "The dog started barking as soon as the {title} slide appeared, so I missed the audio. What "
                    "did they say?",
                    "Summarise the narration heard while the {title} slide is on screen."),
    after_chart_q=("After the {chart} chart finishes, what pops up next?",
                   "{chart} chart -> what's next?",
                   "Doorbell went right when the {chart} chart came on and by the time I was back it had moved on. "
                   "What followed it?",
                   "State which slide is shown straight after the {chart} chart."),
    order_q=("Did {first} get its turn on screen before {second} did, or after?",
             "{second} vs {first}, which showed earlier?",
             "My colleague swears {second} was shown before {first}. Is she right, or was it the reverse?",
             "Determine which slide is shown first: {first} or {second}."),
    at_screen_q=("Any idea what's on screen at about {stamp}?",
                 "{stamp} - what's showing?",
                 "My notes just say '{stamp} - check this' and nothing else. What was on the screen at that point?",
                 "Describe the slide that is visible at {stamp}."),
    at_said_q=("What's being said at around {stamp}? Audio dropped for me there.",
               "what'd they say @ {stamp}",
               "The baby woke up screaming at {stamp} and I lost the thread completely. What was the speaker "
               "saying?",
               "Transcribe the speech at roughly {stamp}."),
)

# A forty-second held-out set (seeds >= FORTY_SECOND_HELD_OUT_FROM), written after the forty-first one had
# been measured and its misses read.
FORTY_SECOND_HELD_OUT_FROM = 4200
FORTY_SECOND_HELD_OUT = Pools(
    text=[
        ("Leather tooling class", "Stamping mallets are kept in the old cider press",
         "leather tooling - where do the spare mallets for punching patterns live? mine's split right down the "
         "handle", ["cider press"]),
        ("Hedge laying crew", "Billhooks and gauntlets are handed out by Isadora",
         "Hedge laying: who gives out the hooked blades for cutting the stems? Turned up empty-handed like an "
         "idiot.", ["isadora"]),
        ("Gig rowing crew", "Boat shed keypad code is 4862",
         "gig rowing lot, what's the number to get into the shed? it was only up for a second or two",
         ["4862"]),
        ("Mudlarking group", "Finds trays are scrubbed by Hephzibah",
         "Who scrubs out the trays we put our riverbank finds in? They're caked in silt again, not that I'm "
         "complaining.", ["hephzibah"]),
        ("Knife sharpening club", "Spare whetstones are kept in the old lifeboat house",
         "knife sharpening - where are the extra stones stored between sessions? mine's worn a dip in the middle",
         ["lifeboat house"]),
        ("Bat survey volunteers", "Bat detectors are lent out by Cordelia",
         "Bat survey folks, who do I borrow one of the gadgets from that picks up the squeaks? I don't own one.",
         ["cordelia"]),
        ("Ginger beer brewing circle", "Swing-top bottles are stored in the old dairy parlour",
         "where does the ginger beer lot keep the bottles with the clip lids? some old farm building I think, "
         "where cows got milked?", ["dairy parlour"]),
        ("Sailmaking evening", "Waxed twine is rewound by Aurelian",
         "sailmaking... my thread's come off the spool in one huge knot. does somebody sort that out for people?",
         ["aurelian"]),
        ("Bike maintenance night", "Spare inner tubes are kept in the old gunpowder store",
         "bike maintenance evening - where's the stash of spare tubes? got a puncture on the way in, naturally",
         ["gunpowder"]),
        ("Clockwork toy repairers", "Broken mainsprings are replaced by Gwendolen",
         "Clockwork toy people: my tin robot won't wind up anymore, I think the spring's gone. Who fixes those?",
         ["gwendolen"]),
    ],
    said=[
        ("A pine marten has been spotted living under the compost bins behind Tolland Road surgery.",
         "something's moved in under the compost bins behind Tolland Road surgery? what was it, a fox?",
         ["marten"]),
        ("The lampposts along Marrick Avenue are being repainted a burnt ochre.",
         "what colour are they doing the Marrick Avenue lampposts? I heard 'burnt' and then lost it", ["ochre"]),
        ("Our treasury analyst plays the serpent in a church gallery band.",
         "The treasury analyst plays some strange old wind instrument in a band, yeah? What's it called?",
         ["serpent"]),
        ("The rowing boat crossing at Wenning Reach is being replaced by an electric launch next spring.",
         "what's taking over from the rowing boat at Wenning Reach? didn't catch it", ["launch"]),
        ("A runaway advertising blimp drifted down into the car park of the Oxley Road garden centre.",
         "sorry, what floated down into the Oxley Road garden centre car park?? did I hear that right",
         ["blimp"]),
        ("Our newest copywriter used to work as a lion tamer's assistant in a travelling circus.",
         "The new copywriter had a pretty unusual job before this one, right? What was it?",
         ["lion tamer", "circus"]),
        ("The old cinema on Pendle Row is being converted into a roller rink.",
         "old cinema on Pendle Row - what are they turning it into?", ["roller"]),
        ("Our office manager won bronze at the European coal carrying championships.",
         "office manager got a medal at some European thing? What was the event, I was half listening.",
         ["coal"]),
        ("The lifeguard at Porthcawl believes the message in a bottle on the beach came from Nova Scotia.",
         "Where does the Porthcawl lifeguard reckon that bottle with the note floated over from? Canada "
         "somewhere?", ["nova scotia"]),
        ("A flock of bramblings has been perching on the gutter above the Sallow Street sorting office.",
         "hold on, birds keep sitting on the gutter at the Sallow Street sorting office? which sort",
         ["brambling"]),
    ],
    para=[
        ("speech", "The locksmith's brother rowed single-handed across the Bass Strait.",
         "The key-cutting bloke's sibling went solo over which stretch of water between mainland Australia and "
         "Tasmania?", ["bass strait"]),
        ("speech", "The chimney sweep's granddaughter won the bottle kicking match at Hallaton.",
         "which Leicestershire village was it where the flue-cleaner's grandkid came out on top booting a little "
         "barrel about?", ["hallaton"]),
        ("speech", "The lollipop lady dug up a Roman coin hoard beside her rhubarb patch.",
         "What buried treasure did the school crossing warden turn up next to where she grows those pink stalks?",
         ["hoard", "coin"]),
        ("speech", "The hospital porter's nephew cycled across Laos during his gap year.",
         "which landlocked southeast Asian country did the sister's lad of the guy who wheels patients round the "
         "wards bike through on his year off?", ["laos"]),
        ("speech", "The optician's aunt entered the nettle eating contest at Marshwood.",
         "In which Dorset village is the event where the eye-test woman's relative chomped her way through "
         "stinging weeds?", ["marshwood"]),
        ("speech", "The harpist's grandfather ran a fish and chip shop in Tirana.",
         "the person who plucks that great big stringed instrument, their grandad had a chippy abroad, right? in "
         "which Albanian city?", ["tirana"]),
        ("speech", "The librarian kept a leopard gecko in a tank beside the returns desk.",
         "What spotty little lizard did the book-lending woman have in a glass box near where you hand stuff "
         "back, remind me?", ["gecko"]),
        ("speech", "The undertaker built a replica Viking longship in his garage.",
         "what sort of old Norse vessel did the funeral director knock together where he'd normally park his "
         "car?", ["longship"]),
        ("ocr", "Acorns gathered by the woodland trust helpers came to four hundred and twelve",
         "How many oak nuts did the forest charity volunteers pick up altogether? It was on one of the slides.",
         ["four hundred and twelve", "412"]),
        ("ocr", "Toads counted at the mill pond reached twenty-seven",
         "what was the final tally of those warty amphibians by the water next to the old grinding wheel? "
         "number was up on screen", ["twenty-seven", "twenty seven", "27"]),
    ],
    mentions=[
        ("the red telephone box", "The red telephone box in the lobby was shipped over from a street corner in "
         "Sligo.", "sligo"),
        ("the choir stall", "The choir stall in the waiting area came out of a chapel near Maribor.", "maribor"),
        ("the brass porthole", "The brass porthole on the boardroom wall came off a trawler from Peterhead.",
         "peterhead"),
        ("the cinema projector", "The cinema projector in the training room was rescued from a picture house "
         "in Linz.", "linz"),
        ("the coin-operated telescope", "The coin-operated telescope by the lifts came from a seaside pier in "
         "Ostend.", "ostend"),
        ("the shop counter", "The shop counter in the post room stood for years in a pharmacy in Lausanne.",
         "lausanne"),
        ("the departures board", "The departures board over the canteen door was taken down from a platform in "
         "Malmo.", "malmo"),
        ("the rusty anchor", "The rusty anchor on the reception shelf came off a sponge boat from Symi.",
         "symi"),
    ],
    screen_titles=[("Wensleydale chess evening", "wensleydale"), ("Gruyere choir practice", "gruyere"),
                   ("Manchego rambling group", "manchego"), ("Stilton quiz night", "stilton"),
                   ("Emmental pottery hour", "emmental"), ("Camembert table tennis", "camembert"),
                   ("Roquefort book club", "roquefort"), ("Cheddar bird watchers", "cheddar")],
    charts=["bagel orders", "rye loaf sales", "flour deliveries", "oven breakdowns",
            "wedding cake enquiries", "bread waste", "pastry returns", "delivery van mileage"],
    absent=[
        "Was there a wombat in this at some point, or am I thinking of something else I watched?",
        "What's the membership fee for the gig rowing crew? no price came up that I saw",
        "bat survey volunteers - do they still go out when it's raining or is it called off",
        "Did they say what the note in the Porthcawl bottle actually said?",
        "Was anything mentioned about the lido on Gorsedene Road getting new changing rooms?",
        "Did anyone say the Aldwick pumpkin show is moving indoors this year?",
        "anything about the level crossing on Coldharbour Lane being closed overnight",
        "Does the treasury analyst's church band ever play weddings, or did that not come up?",
        "{topic} - did anyone say how much the whole thing is going to cost?",
        "Was there anything about the {topic} being handed over to an outside firm? I missed a chunk while the "
        "wifi was playing up.",
    ],
    count_q=("How often does the {animal} appear, start to finish? I keep losing count.",
             "{animal} appearances - how many?",
             "Making a spot-the-animal game for my nephew off this video: how many times does the {animal} "
             "come up?",
             "Count the appearances of the {animal} in the video."),
    cross_photo_q=("Which animal was in the photo while they were talking about {what}? Not sure I saw it "
                   "properly.",
                   "{what} bit - which creature was up?",
                   "I'd nipped out to grab the post when {what} came up, so I missed whatever picture was "
                   "showing. Which animal?",
                   "Name the animal pictured when {what} is brought up."),
    cross_screen_q=("What slide was showing while they talked about {what}? Only need its title.",
                    "{what} -> which slide?",
                    "Making a cheat sheet for the team and want to note which slide was up when {what} came up "
                    "in the talk. Title?",
                    "Identify the slide title on screen at the mention of {what}."),
    cross_speech_q=("When the {title} slide was up, what were they actually talking about? Felt like it didn't "
                    "fit.",
                    "audio during {title} slide?",
                    "Someone was hoovering next door when the {title} slide showed, couldn't hear a word. What "
                    "was said?",
                    "Give the speaker's words during the {title} slide."),
    after_chart_q=("Once they move on from the {chart} chart, where do they go next?",
                   "{chart} chart, then what?",
                   "My laptop froze right as the {chart} chart showed up and when it came back they'd moved on. "
                   "What was the next slide?",
                   "Say which slide is next once the {chart} chart ends."),
    order_q=("Was {first} shown earlier than {second}, or was it later?",
             "first up: {first} or {second}?",
             "Me and a coworker disagree - I say {first} came before {second}, she says the opposite. Who's "
             "right?",
             "Between the {first} slide and the {second} slide, which is shown first?"),
    at_screen_q=("What's showing on screen at roughly {stamp}?",
                 "screen @ {stamp}?",
                 "I scribbled '{stamp}!!' on a sticky note and can't remember why. What was on screen there?",
                 "Name the slide on screen at {stamp}."),
    at_said_q=("Around {stamp}, what's the speaker talking about?",
               "{stamp} audio - what was said?",
               "The neighbour's drill started up at {stamp} and drowned everything out. What did they say?",
               "Quote what the speaker says at about {stamp}."),
)

# A forty-third held-out set (seeds >= FORTY_THIRD_HELD_OUT_FROM), written after the forty-second one had
# been measured and its misses read.
FORTY_THIRD_HELD_OUT_FROM = 4300
FORTY_THIRD_HELD_OUT = Pools(
    text=[
        ("Letter cutting workshop", "Carving mallets are kept in the old hop kiln",
         "letter cutting class - where do they keep the spare wooden hammers? the head flew off mine halfway "
         "through a capital R", ["hop kiln"]),
        ("Chair caning circle", "Seagrass and rush bundles are handed out by Hildegard",
         "Chair caning: who's in charge of giving out the stuff you weave the seats from? I've got a bare frame "
         "sat at home doing nothing.", ["hildegard"]),
        ("Land yacht club", "Kit cage keypad code is 2957",
         "land yacht club, what are the numbers for getting into the kit cage? it flashed up and was gone",
         ["2957"]),
        ("Tintype photography group", "Developing dishes are rinsed by Mungo",
         "Who washes out the trays the metal plates get developed in? They smelt pretty chemical last week, "
         "just saying.", ["mungo"]),
        ("Scything course", "Spare snaths are hung in the old stable block",
         "scything course - the long wooden poles the blades fit on, where are the spare ones hung up? mine's "
         "split near the grip", ["stable block"]),
        ("Carnivorous plant society", "Grow lamps are lent out by Petronella",
         "Carnivorous plant lot, who do I see about borrowing an indoor light? My flytraps are sulking on the "
         "windowsill.", ["petronella"]),
        ("Wormery swap", "Spare worm trays are stored in the old ambulance station",
         "where does the wormery group keep the extra stacking trays? some old building where the emergency "
         "vans used to park up, was it?", ["ambulance station"]),
        ("Diabolo practice", "Frayed hand stick strings are restrung by Anselm",
         "diabolo practice... the cord between my sticks is shredded and knotted. anyone on hand to fix that?",
         ["anselm"]),
        ("Model rocketry club", "Spare launch rods are kept in the old mission hall",
         "model rocketry night - where are the extra metal poles you launch from kept? ours got bent in the "
         "wind", ["mission hall"]),
        ("Crystal radio builders", "Burnt-out earpieces are replaced by Euphemia",
         "Crystal radio folks: my set's gone totally silent and I reckon the little thing you listen through "
         "has packed in. Who swaps those?", ["euphemia"]),
    ],
    said=[
        ("A coati has been seen curled up asleep in the grit bin outside Ansty Lane bowls pavilion.",
         "something's been sleeping in the grit bin outside the Ansty Lane bowls pavilion? what was it, a "
         "raccoon?", ["coati"]),
        ("The fingerposts along Quarrendon Walk are getting a fresh coat of vermilion.",
         "what colour are the Quarrendon Walk fingerposts being done in? the audio crackled right on that word",
         ["vermilion"]),
        ("Our tax adviser plays the crumhorn in a Tudor dance band.",
         "The tax adviser plays some funny old reed instrument in a band, doesn't he? What's it called?",
         ["crumhorn"]),
        ("The stepping stones at Fallowfield Ford are being replaced by a raised causeway next summer.",
         "stepping stones at Fallowfield Ford - what are they putting in their place?", ["causeway"]),
        ("A runaway carnival float shaped like a giant teapot rolled onto the cricket square at Hartsop Green.",
         "sorry, something off the carnival rolled onto the cricket square at Hartsop Green? what was it "
         "shaped like??", ["teapot"]),
        ("Our newest quantity surveyor used to work milking snakes at a venom research lab.",
         "The new quantity surveyor did something pretty hair-raising before this job, right? What was it?",
         ["snake"]),
        ("The old umbrella factory on Garside Street is being converted into an indoor karting track.",
         "old umbrella factory on Garside Street - what's going in there now?", ["karting"]),
        ("Our IT support lead came fourth at the world custard pie throwing championships.",
         "IT support lead placed at some world championships? which one, I was off making a coffee",
         ["custard"]),
        ("The pier attendant at Cromer thinks the wooden oar on the shingle drifted over from Galicia.",
         "Where does the Cromer pier attendant reckon that oar washed over from? Spain somewhere?",
         ["galicia"]),
        ("A pair of hawfinches has been feeding in the holly behind the Dunstan Road tax office.",
         "hang on, birds feeding at the back of the Dunstan Road tax office? which sort", ["hawfinch"]),
    ],
    para=[
        ("speech", "The phlebotomist's niece paddled solo across the Cook Strait.",
         "The person who takes blood samples at the clinic - their sibling's daughter went alone over which "
         "channel between New Zealand's two big islands?", ["cook strait"]),
        ("speech", "The estate agent's granddaughter won the tar barrel carrying at Ottery St Mary.",
         "which Devon town was it where the house-selling bloke's grandkid came out top running through the "
         "streets with a blazing cask on her shoulders?", ["ottery"]),
        ("speech", "The train guard unearthed a hoard of Georgian silver spoons under his potato patch.",
         "What old cutlery did the man who checks tickets on the railway dig up where he grows his spuds?",
         ["spoons", "silver"]),
        ("speech", "The projectionist's stepdaughter rode a motorbike across Bhutan during her sabbatical.",
         "which little Himalayan kingdom did the stepkid of the guy who runs the reels at the cinema cross on "
         "two wheels while she had time off work?", ["bhutan"]),
        ("speech", "The physiotherapist's uncle entered the dwile flonking contest at Beccles.",
         "In which Suffolk town is the game where the muscles-and-joints therapist's relative got stuck in "
         "chucking a beer-soaked rag about?", ["beccles"]),
        ("speech", "The bookmaker's grandmother ran a langos stall in Debrecen.",
         "the man who takes people's bets, his nan sold fried dough from a little stand abroad, right? in which "
         "Hungarian city?", ["debrecen"]),
        ("speech", "The sonographer kept a praying mantis in a jar beside the waiting room.",
         "What green insect that holds its front legs up like it's saying grace did the scan lady keep in a pot "
         "near where patients sit, remind me?", ["mantis"]),
        ("speech", "The bingo caller built a wooden dhow in his back garden.",
         "what sort of traditional Arabian sailing boat did the person who reads out the numbers at the hall "
         "knock together behind his house?", ["dhow"]),
        ("ocr", "Beechnuts gathered by the forest school children came to five hundred and eighty-six",
         "How many tree nuts did the outdoor-learning kids pick up in the end? I'm sure a total flashed up at "
         "some point.", ["five hundred and eighty-six", "five hundred and eighty six", "586"]),
        ("ocr", "Stag beetles counted in the churchyard log piles reached forty-three",
         "what did the count of those big bugs with antler-looking jaws come to, in the stacked wood by the "
         "graves? it was written up", ["forty-three", "forty three", "43"]),
    ],
    mentions=[
        ("the pulpit", "The pulpit standing in the quiet room was saved from a seamen's mission in Rostock.",
         "rostock"),
        ("the street sign", "The enamel street sign above the kitchenette was unscrewed from a corner in "
         "Coimbra.", "coimbra"),
        ("the fire bell", "The brass fire bell at the top of the stairs came off an old engine from Haarlem.",
         "haarlem"),
        ("the organ pipes", "The organ pipes along the mezzanine were salvaged from a music hall in Szeged.",
         "szeged"),
        ("the manhole cover", "The cast iron manhole cover framed in the foyer was lifted from a street in "
         "Brno.", "brno"),
        ("the card catalogue", "The card catalogue in the meeting pod came out of a university library in "
         "Bologna.", "bologna"),
        ("the theatre seats", "The row of theatre seats in the breakout area came from an opera house in "
         "Timisoara.", "timisoara"),
        ("the printing press", "The printing press beside the photocopier once turned out a newspaper in "
         "Dijon.", "dijon"),
    ],
    screen_titles=[("Darjeeling bowls league", "darjeeling"), ("Oolong orienteering club", "oolong"),
                   ("Sencha ukulele group", "sencha"), ("Rooibos badminton night", "rooibos"),
                   ("Lapsang sketch crawl", "lapsang"), ("Matcha jigsaw swap", "matcha"),
                   ("Chamomile salsa class", "chamomile"), ("Hojicha improv workshop", "hojicha")],
    charts=["puppy vaccinations", "flea treatment sales", "kennel occupancy", "microchip scans",
            "nail clipping appointments", "out-of-hours callouts", "worming tablet orders", "cat neutering bookings"],
    absent=[
        "Was there an orangutan in this at all, or is that from some nature documentary I watched?",
        "land yacht club - is there a joining fee, and how much? didn't catch a figure",
        "carnivorous plant society - do they keep meeting over winter or just in the growing season",
        "Did they say how long that oar had been drifting before it ended up at Cromer?",
        "Was anything said about the model boat pond in Hembury Park being relined?",
        "Did anyone mention the Pellworth sweet pea show moving into a marquee this year?",
        "anything about the towpath along Ravensworth Cut being shut for resurfacing",
        "Is the tax adviser's Tudor dance band doing any shows at the summer fete, or wasn't that mentioned?",
        "{topic} - was there anything about who's actually signing it off?",
        "Did they say whether the {topic} is being put on hold till after the summer? My train went through a "
        "tunnel and I lost a few minutes.",
    ],
    count_q=("I keep getting a different answer every time I count - how often is the {animal} actually up on "
             "screen?",
             "{animal}: number of showings?",
             "My daughter's keeping a tally of the animals in this while she watches with me. She wants the "
             "{animal} total - what should it be?",
             "Work out how many distinct times the {animal} is on screen."),
    cross_photo_q=("Somebody was discussing {what} and there was a photo of an animal up at the time - which one?",
                   "{what}: which beast in the pic?",
                   "My cat knocked a mug off the desk right as {what} was mentioned, and while I was mopping up I "
                   "missed the picture. What animal was showing?",
                   "Specify which animal's photo coincides with the remark on {what}."),
    cross_screen_q=("{what} gets a mention at some point - what's written at the top of the slide right then?",
                    "{what} said over which slide?",
                    "Doing a recap email for the team and want to link the bit of the deck that was showing when "
                    "{what} came up. Which slide's that?",
                    "Provide the slide heading that coincides with the reference to {what}."),
    cross_speech_q=("The {title} slide had some talk over it that didn't seem to go with it - what was actually "
                    "said?",
                    "{title} slide, voice said what?",
                    "My earbuds died the moment the {title} slide came on, so I heard nothing. What was being "
                    "said?",
                    "Quote or summarise the narration accompanying the {title} slide."),
    after_chart_q=("Once the {chart} chart's been and gone, what takes its place?",
                   "{chart} chart... next up?",
                   "I was answering a text while the {chart} chart was up and by the time I looked back it had "
                   "gone. What replaced it?",
                   "Say what slide the {chart} chart hands over to."),
    order_q=("Which got shown sooner, {first} or {second}?",
             "{first} or {second} earlier?",
             "My manager and I are arguing about the running order: did {first} come up ahead of {second}, or "
             "was {second} earlier?",
             "Establish the order of the {first} and {second} slides: which is earlier?"),
    at_screen_q=("Any chance you can tell me what's being shown at {stamp}?",
                 "{stamp} screen?",
                 "Found '{stamp}' written on the back of my hand after the meeting, no idea why. What was showing "
                 "then?",
                 "Which slide occupies the screen at {stamp}?"),
    at_said_q=("I'd accidentally muted it around {stamp} - what was the speaker on about there?",
               "said @ {stamp}?",
               "A lorry was reversing outside my window at {stamp} and the beeping drowned it all out. What were "
               "they saying?",
               "Report the speaker's words at approximately {stamp}."),
)

# A forty-fourth held-out set (seeds >= FORTY_FOURTH_HELD_OUT_FROM), written after the forty-third one had
# been measured and its misses read.
FORTY_FOURTH_HELD_OUT_FROM = 4400
FORTY_FOURTH_HELD_OUT = Pools(
    text=[
        ("Pole lathe turners", "Spare treadle cords are kept in the old engine shed",
         "pole lathe lot - where are the extra cords for the foot pedal stored? mine snapped mid-bowl and nearly "
         "took my eye out", ["engine shed"]),
        ("Slackline meetup", "Tree protectors are handed out by Rosamund",
         "Slackline meetup: who hands out those pads you wrap round the trunk so the bark doesn't get wrecked? A "
         "park ranger had a word with me last time.", ["rosamund"]),
        ("Rock tumbling club", "Grit cupboard padlock code is 6081",
         "rock tumbling club, what's the combination for the cupboard with the polishing powder in? blink and "
         "you'd miss it", ["6081"]),
        ("Lapidary workshop", "Blunt diamond saw blades are swapped by Tobias",
         "Who changes the cutting discs on the stone saws once they go dull? Mine's basically just rubbing at "
         "the agate now.", ["tobias"]),
        ("Modular synth meetup", "Spare patch cables are kept in the old signal station",
         "modular synth meetup - where's the box of extra leads for plugging the modules together? left every "
         "single one of mine at home again", ["signal station"]),
        ("Mycology walk", "Spore print kits are lent out by Imelda",
         "Fungi walk folks, who do I ask about borrowing one of the kits for taking prints off the caps? Never "
         "done one before.", ["imelda"]),
        ("Stop motion animation club", "Spare armature wire is stored in the old shoe factory",
         "where does the stop motion club keep the extra bendy wire for the puppet skeletons? some old place "
         "where they used to make boots or something?", ["shoe factory"]),
        ("Shogi club", "Missing shogi pieces are recarved by Benedict",
         "shogi club... two of my little wedge-shaped pieces have vanished down the back of the sofa. does "
         "someone make replacements?", ["benedict"]),
        ("Punch and Judy workshop", "Spare puppet heads are kept in the old pigeon loft",
         "punch and judy workshop - where do they store the extra heads for the puppets? my crocodile's lost "
         "its bottom jaw", ["pigeon loft"]),
        ("Aquascaping circle", "Cloudy tank filters are cleaned by Marguerite",
         "Aquascaping people: my tank's gone as murky as pea soup and I reckon the filter's clogged. Who sorts "
         "those out?", ["marguerite"]),
    ],
    said=[
        ("A binturong was found dozing in the salt bin beside Hesketh Lane allotments.",
         "something was found snoozing in the salt bin by the Hesketh Lane allotments? what animal, some kind "
         "of cat?", ["binturong"]),
        ("The railings along Threlkeld Terrace are being repainted in celadon.",
         "what colour are they doing the Threlkeld Terrace railings? some fancy paint-chart name, I didn't "
         "catch it", ["celadon"]),
        ("Our wages clerk plays the ophicleide in a Victorian brass band.",
         "The wages clerk plays some weird old keyed horn in a band, doesn't she? What's the instrument "
         "called?", ["ophicleide"]),
        ("The rope bridge at Dunnerholme Gill is being replaced by a stone packhorse bridge next spring.",
         "Dunnerholme Gill - what's going in where the rope bridge is now?", ["packhorse"]),
        ("A runaway tractor tyre rolled down Scarrow Bank and flattened the cake stall at the church fete.",
         "sorry, what came rolling down Scarrow Bank and squashed the cake stall?? did I hear that right",
         ["tyre", "tire"]),
        ("Our newest underwriter used to work as a rodeo clown in Alberta.",
         "The underwriter who just joined used to do something pretty daring for a living - what was it?",
         ["rodeo"]),
        ("The old mattress factory on Hindle Road is being turned into a recording studio.",
         "Hindle Road, the old mattress factory - what's it going to be now?", ["recording"]),
        ("Our logistics planner came second at the world stone skimming championships.",
         "the logistics planner got a placing at some world championship? in what, I was off getting a biscuit",
         ["skimming"]),
        ("The lifeboat coxswain at Aberporth thinks the surfboard wedged in the rocks drifted over from "
         "Brittany.",
         "Where does the Aberporth lifeboat coxswain reckon that surfboard came from? Across the Channel "
         "somewhere?", ["brittany"]),
        ("A small flock of crossbills has been feeding in the larches behind the Ossett Road council depot.",
         "hang on, birds in the larches behind Ossett Road council depot? what kind were they", ["crossbill"]),
    ],
    para=[
        ("speech", "The hydrologist's cousin rowed alone across the Minch.",
         "The scientist who studies rivers and groundwater - their relative took an oar-powered boat by "
         "themselves over which stretch of sea between the Outer Hebrides and the Scottish mainland?",
         ["minch"]),
        ("speech", "The geologist's grandson won the woolsack race at Tetbury.",
         "which Cotswolds town was it where the rock scientist's grandkid came first lugging a heavy bag of "
         "fleece up a steep hill?", ["tetbury"]),
        ("speech", "The ticket inspector found a Celtic torc beneath his onion bed.",
         "What ancient neck ring did the bloke who checks fares on the bus turn up in the soil where he grows "
         "his alliums?", ["torc"]),
        ("speech", "The vet's stepson walked the length of Jordan after graduating.",
         "which Middle Eastern kingdom did the animal doctor's stepkid trek from top to bottom on foot once he'd "
         "finished his degree?", ["jordan"]),
        ("speech", "The pathologist's aunt entered the pancake race at Olney.",
         "In which Buckinghamshire town is the dash where the post-mortem doctor's relative sprinted while "
         "flipping batter in a frying pan?", ["olney"]),
        ("speech", "The oboist's grandmother ran a lahmacun stall in Gaziantep.",
         "the woman who plays that reedy double-reed woodwind, her nan sold thin spicy flatbreads from a stand "
         "abroad, yeah? which city in south-eastern Turkey?", ["gaziantep"]),
        ("speech", "The sacristan kept a pair of zebra finches in a cage beside the font.",
         "What little stripy-cheeked songbirds did the church's vestry caretaker have in a wire enclosure near "
         "the christening basin, remind me?", ["finch"]),
        ("speech", "The greenkeeper built a working Roman ballista in his orchard.",
         "what kind of ancient siege weapon, like a giant crossbow, did the chap who trims the golf course "
         "knock together among his fruit trees?", ["ballista"]),
        ("ocr", "Walnuts gathered by the cub pack came to two hundred and sixty-four",
         "How many of those wrinkly brain-shaped nuts did the young boy scouts pick up in the end? A total was "
         "on one of the slides, pretty sure.", ["two hundred and sixty-four", "two hundred and sixty four",
                                                 "264"]),
        ("ocr", "Frogspawn clumps counted in the vicarage pond reached thirty-one",
         "how many blobs of jelly full of tadpole eggs were tallied in the water at the priest's house? a "
         "number was put up on screen", ["thirty-one", "thirty one", "31"]),
    ],
    mentions=[
        ("the gas lamp", "The gas lamp by the front steps once lit a cobbled lane in Gothenburg.", "gothenburg"),
        ("the signal levers", "The row of signal levers in the comms cupboard came out of a junction box near "
         "Wroclaw.", "wroclaw"),
        ("the mine cart", "The mine cart used as a planter by the entrance was hauled up from a salt mine near "
         "Poznan.", "poznan"),
        ("the clock face", "The clock face hanging in the canteen was taken down from a brewery tower in "
         "Olomouc.", "olomouc"),
        ("the ski lift chair", "The ski lift chair in the reading nook was unbolted from a slope above Granada.",
         "granada"),
        ("the market scales", "The market scales beside the fruit bowl once weighed fish on a quayside in "
         "Varna.", "varna"),
        ("the pharmacy cabinet", "The pharmacy cabinet in the first aid room was salvaged from a chemist's shop "
         "in Aalborg.", "aalborg"),
        ("the pub sign", "The painted pub sign over the drinks trolley was taken down from an inn outside "
         "Kilkenny.", "kilkenny"),
    ],
    screen_titles=[("Paprika life drawing", "paprika"), ("Nutmeg walking football", "nutmeg"),
                   ("Turmeric pilates hour", "turmeric"), ("Sumac knitting bee", "sumac"),
                   ("Fenugreek tap dance class", "fenugreek"), ("Cumin sea swimming", "cumin"),
                   ("Caraway carpet bowls", "caraway"), ("Allspice barn dance", "allspice")],
    charts=["MOT failures", "oil changes", "windscreen chips", "courtesy car bookings",
            "exhaust repairs", "wheel alignments", "clutch replacements", "valeting appointments"],
    absent=[
        "Was there ever a lynx in this? Could be I'm thinking of a different video.",
        "rock tumbling club - what's the yearly subscription? I don't remember a price going up",
        "shogi club - is it beginners welcome or do you have to know how to play already",
        "Was there anything about whose surfboard it actually was, the one stuck in the rocks at Aberporth?",
        "Did they say anything about the fountains in Quarrington Gardens being switched back on?",
        "Any mention of the Brantwick chrysanthemum show changing venue this year?",
        "was there anything about the cycle path along Blenkinsop Cut getting lights put in",
        "Does the wages clerk's brass band play at the Christmas lights switch-on, or did that not come up?",
        "{topic}: any talk of scrapping it altogether?",
        "Was there any mention of the {topic} being presented to the board? I'd zoned out for a good chunk of "
        "the middle.",
    ],
    count_q=("Roughly how many separate times does the {animal} pop up? I lost track partway through.",
             "{animal} - times on screen, total?",
             "Doing a bingo card for my kids with this on in the background - how many times should they tick "
             "off the {animal}?",
             "State the number of separate appearances the {animal} makes."),
    cross_photo_q=("What creature was in the picture when the speaker got onto {what}?",
                   "which critter's on screen for the {what} line?",
                   "The doorbell went right as they started on about {what}, and by the time I got back the photo "
                   "had changed. Which animal was in it?",
                   "Determine which animal is pictured at the point {what} comes up in the narration."),
    cross_screen_q=("When the speaker brought up {what}, which slide was on screen? Just the title's fine.",
                    "heading up when {what} got said?",
                    "I'm writing up minutes and need to note which slide was showing when somebody mentioned "
                    "{what}. What was it called?",
                    "Name the heading on the slide that accompanies the speaker's reference to {what}."),
    cross_speech_q=("The words over the {title} slide seemed to have nothing to do with it - what was actually "
                    "being said?",
                    "{title} up - and the narration was?",
                    "My toddler decided to bang a saucepan the whole time the {title} slide was on, so I heard "
                    "nothing. What was the speaker saying?",
                    "Transcribe or paraphrase the speech that plays under the {title} slide."),
    after_chart_q=("Which slide takes over once the {chart} chart is done?",
                   "{chart} chart, and straight after?",
                   "I looked away to grab a pen just as the {chart} chart came up, and when I looked back it was "
                   "something else. What came after it?",
                   "Tell me which slide the {chart} chart gives way to."),
    order_q=("Was it {first} that showed up first, or did {second} beat it?",
             "{first} then {second}, or reversed?",
             "Settling a bet with my flatmate: she reckons {second} came up ahead of {first}, I say {first} was "
             "first. Which of us is right?",
             "Of the {first} slide and the {second} slide, state which one is displayed sooner."),
    at_screen_q=("Could you check what the screen's showing at roughly {stamp}?",
                 "slide at {stamp}, anyone?",
                 "My notes from watching this just have a big star next to {stamp}. What was on screen at that "
                 "moment?",
                 "Work out which slide heading is showing at {stamp}."),
    at_said_q=("Can you tell me what the speaker says around {stamp}? Missed it.",
               "voice at {stamp} saying what?",
               "The kettle was whistling right at {stamp} so I didn't catch a word. What did the speaker say?",
               "Write down the speaker's words at {stamp} or thereabouts."),
)

# A forty-fifth held-out set (seeds >= FORTY_FIFTH_HELD_OUT_FROM), written after the forty-fourth one had
# been measured and its misses read.
FORTY_FIFTH_HELD_OUT_FROM = 4500
FORTY_FIFTH_HELD_OUT = Pools(
    text=[
        ("Lock picking society", "Spare practice padlocks are kept in the old printworks",
         "lock picking lot - where's the stash of extra locks for learning on? I've mangled mine with a bent "
         "hairpin", ["printworks"]),
        ("Speedcubing meetup", "Stiff cubes are lubricated by Theodora",
         "Speedcubing meetup: who do you go to when your puzzle's gone all crunchy and won't twist smoothly? "
         "Mine jams every other turn.", ["theodora"]),
        ("Dolls' house makers", "Miniatures cabinet keypad code is 5193",
         "dolls' house group, what's the number to get into the cupboard with all the tiny furniture? it was up "
         "for about a second", ["5193"]),
        ("Aerial silks class", "Snagged fabric is repaired by Ludovic",
         "Who mends the long hanging drapes we climb when they catch on something and pull a thread? The one I "
         "use has a ladder in it right at head height.", ["ludovic"]),
        ("Morse code club", "Spare practice keys are kept in the old seed store",
         "morse club - where do they keep the extra tapping buttons for sending dots and dashes? the spring's "
         "gone on mine", ["seed store"]),
        ("Rockpooling rambles", "Seashore identification charts are lent out by Jemima",
         "Rockpool walks, who do I ask about borrowing one of those laminated guides for telling one crab from "
         "another? Left mine on the bus.", ["jemima"]),
        ("Paper plane league", "Spare launch catapults are kept in the old piggery",
         "where does the paper plane league keep its extra elastic launchers? some old farm building where they "
         "used to keep hogs, was it?", ["piggery"]),
        ("Real tennis club", "Split handmade balls are restitched by Caspian",
         "real tennis club... the cloth covering on half our balls has come apart at the seam. is there somebody "
         "who sews those back up?", ["caspian"]),
        ("Canicross runners", "Spare dog harnesses are kept in the old lamp room",
         "canicross lot - where are the extra pulling vests for the dogs stored? my spaniel's chewed clean "
         "through the strap on his", ["lamp room"]),
        ("Carrom board club", "Warped strikers are replaced by Valentina",
         "Carrom people: the big disc I flick with has gone wonky and keeps veering off to the left. Who do I see "
         "about getting a new one?", ["valentina"]),
    ],
    said=[
        ("A kinkajou was found fast asleep in a wheelbarrow behind Tibberton Road community hall.",
         "hold on, there was an animal asleep in a wheelbarrow behind Tibberton Road community hall? what was "
         "it, a ferret?", ["kinkajou"]),
        ("The lamp posts along Stallworth Parade are being repainted in heliotrope.",
         "what colour are the Stallworth Parade lamp posts getting done in? some swatch-card word I couldn't "
         "make out", ["heliotrope"]),
        ("Our facilities manager plays the theorbo in a baroque ensemble.",
         "The facilities manager plays some huge long-necked lute-type thing in a group, doesn't he? What's it "
         "actually called?", ["theorbo"]),
        ("The plank crossing over Nethercote Brook is being replaced by a granite clapper bridge next autumn.",
         "Nethercote Brook - what are they putting in where the plank crossing is now?", ["clapper"]),
        ("A runaway cable drum rolled down Gallows Brow and flattened the plant stall at the spring fair.",
         "what was it that went trundling down Gallows Brow into the plant stall at the spring fair? missed the "
         "start of that bit", ["drum", "spool"]),
        ("Our newest loss adjuster used to tour with a circus as a human cannonball.",
         "The loss adjuster who just started used to have a rather explosive job, apparently? What was it?",
         ["cannonball", "cannon"]),
        ("The old lampshade factory on Wraxall Street is being turned into a cookery school.",
         "Wraxall Street, the old lampshade factory - what's it being made into?", ["cookery", "cooking"]),
        ("Our health and safety officer came sixth at the world air guitar championships.",
         "our health and safety officer got placed at some world championships? in what? I'd popped out to move "
         "the car", ["air guitar", "guitar"]),
        ("The harbourmaster at Ravenglass thinks the glass fishing float found on the mudflats drifted over "
         "from Estonia.",
         "Where does the Ravenglass harbourmaster reckon that glass float on the mudflats came from? Somewhere "
         "round the Baltic?", ["estonia"]),
        ("A flock of redpolls has been feeding in the hedges beside the Harrowden Lane ambulance depot.",
         "wait, birds in the hedges beside Harrowden Lane ambulance depot? which sort, did they say",
         ["redpoll"]),
    ],
    para=[
        ("speech", "The podiatrist's niece swam alone across the Menai Strait.",
         "The foot-care specialist - her sister's girl got herself through which narrow channel separating "
         "Anglesey from the Welsh mainland, in the water, no boat, nobody with her?", ["menai"]),
        ("speech", "The anaesthetist's grandson won the coal carrying race at Gawthorpe.",
         "which West Yorkshire village was it where the knock-you-out-before-surgery doctor's grandkid came "
         "first lugging a hefty sack of fuel through the streets?", ["gawthorpe"]),
        ("speech", "The lift engineer unearthed a Bronze Age axe head beneath his parsnip bed.",
         "What prehistoric chopping tool did the chap who fixes elevators dig up where he grows those pale "
         "carrot-looking roots?", ["axe"]),
        ("speech", "The upholsterer's stepdaughter cycled the length of Uruguay after her exams.",
         "which small South American country squeezed between Argentina and Brazil did the stepkid of the person "
         "who re-covers sofas ride a bike from top to bottom of once she'd finished her tests?", ["uruguay"]),
        ("speech", "The sommelier's aunt entered the shin kicking contest at Chipping Campden.",
         "In which Gloucestershire market town is the contest where the wine waiter's relative traded boots to "
         "the lower legs with opponents?", ["campden"]),
        ("speech", "The flautist's grandmother ran an empanada stall in Medellin.",
         "the woman who plays the silver sideways-held woodwind, her nan sold little stuffed pastries from a "
         "stand over there - which Colombian city?", ["medellin", "medellín"]),
        ("speech", "The churchwarden kept a blue-tongued skink in a glass tank beside the hymn board.",
         "What lizard with a vividly coloured mouth did the parish official who looks after the building keep "
         "in a see-through enclosure next to where the song numbers go up?", ["skink"]),
        ("speech", "The lifeguard built a replica lunar module in his garage.",
         "what sort of moon-landing spacecraft did the person who watches over swimmers at the pool make a copy "
         "of where he'd normally park his car?", ["lunar module", "lunar", "apollo"]),
        ("ocr", "Glow-worms counted along the railway embankment reached seventy-six",
         "What did the tally of those little beetles that light up at night come to on the grassy slope by the "
         "train tracks? a figure went up on a slide", ["seventy-six", "seventy six", "76"]),
        ("ocr", "Rosehips gathered by the rainbow guides came to four hundred and seventy-five",
         "How many of those red fruits off wild briar bushes did the youngest girl guiding group pick in total? "
         "Pretty sure a final number was shown.", ["four hundred and seventy-five", "four hundred and seventy five",
                                                    "475"]),
    ],
    mentions=[
        ("the tram bell", "The tram bell beside reception was rescued from a depot in Basel.", "basel"),
        ("the lighthouse lens", "The lighthouse lens on the stairwell came out of a beacon tower near Bremen.",
         "bremen"),
        ("the station bench", "The station bench outside the lifts was unscrewed from a platform in Arnhem.",
         "arnhem"),
        ("the apothecary drawers", "The apothecary drawers in the stationery room were carried out of a "
         "herbalist's shop in Leiden.", "leiden"),
        ("the funicular carriage", "The funicular carriage we use as a phone booth came down from a hillside above "
         "Braga.", "braga"),
        ("the vault door", "The vault door on the archive room was salvaged from a savings bank in Toulouse.",
         "toulouse"),
        ("the fairground horse", "The painted fairground horse in the break area came off a roundabout in "
         "Rouen.", "rouen"),
        ("the weather vane", "The copper weather vane on the roof terrace once turned above a town hall in "
         "Maastricht.", "maastricht"),
    ],
    screen_titles=[("Ganymede line dancing", "ganymede"), ("Callisto walking netball", "callisto"),
                   ("Europa beetle drive", "europa"), ("Oberon water aerobics", "oberon"),
                   ("Triton chess ladder", "triton"), ("Phobos sewing bee", "phobos"),
                   ("Deimos allotment society", "deimos"), ("Enceladus kayak polo", "enceladus")],
    charts=["root canal referrals", "scale and polish bookings", "crown fittings", "emergency toothache calls",
            "retainer orders", "whitening enquiries", "missed check-ups", "denture repairs"],
    absent=[
        "Did a dugong turn up anywhere in this, or am I getting it muddled with something else?",
        "speedcubing meetup - how much is it to go along each week? can't remember a price being shown",
        "paper plane league - do they fly indoors all year or move outside once it warms up",
        "Did they say who actually owned that glass float before it washed up at Ravenglass?",
        "Was there anything about the paddling pool in Colesbourne Park getting refilled?",
        "Any word on the Fittleworth dahlia show being moved to a different weekend?",
        "was anything said about the bridleway over Ingleby Moor being shut for repairs",
        "Is the facilities manager's baroque ensemble playing at the harvest supper, or did that not come up?",
        "{topic} - was there any figure given for what it'll all cost in the end?",
        "Did they mention the {topic} getting handed over to an outside firm? My connection froze for a bit "
        "halfway through.",
    ],
    count_q=("How many times in total do we get the {animal} on screen? Pretty sure I missed one.",
             "{animal}, how many sightings?",
             "My nephew swears the {animal} turns up loads in this and I reckon it's only a couple of times. How "
             "many is it really?",
             "Give the total number of times the {animal} is displayed."),
    cross_photo_q=("There's an animal photo up while someone's talking about {what} - what animal is it?",
                   "{what} bit - animal pictured?",
                   "I was scrolling on my phone when they got to {what} and only clocked there'd been an animal "
                   "photo after it had gone. What was it of?",
                   "Identify the animal in the photograph on screen during the mention of {what}."),
    cross_screen_q=("Which slide title was showing at the moment {what} got brought up?",
                    "{what} mentioned - slide title?",
                    "Trying to match my screenshots to the talk - which slide would the bit about {what} have "
                    "been on?",
                    "Give the title of the slide that is visible while {what} is being referred to."),
    cross_speech_q=("The {title} slide had some voiceover that seemed off-topic - what did the voice actually "
                    "say?",
                    "{title}: what's the voiceover?",
                    "The smoke alarm went off the second the {title} slide appeared and I couldn't hear a thing. "
                    "What was said over it?",
                    "Summarise the spoken words heard while the {title} slide is displayed."),
    after_chart_q=("What slide do we get straight after the {chart} chart?",
                   "{chart} chart, then?",
                   "I nipped off to let the cat out while the {chart} chart was up and missed whatever followed. "
                   "What came next?",
                   "Say which slide comes up directly after the {chart} chart."),
    order_q=("Did {first} appear before {second}, or the other way round?",
             "{first} vs {second}: which was first?",
             "There might be a question on this in tomorrow's team quiz: out of {first} and {second}, which did "
             "they show earlier?",
             "Indicate which of the {first} and {second} slides appears first."),
    at_screen_q=("What's up on the screen at about {stamp}?",
                 "{stamp} - what slide?",
                 "Someone in the group chat just wrote 'look at {stamp}!!' and I've no idea what they mean. What's "
                 "on screen then?",
                 "Identify the slide being shown at {stamp}."),
    at_said_q=("What's the speaker talking about at {stamp} or so?",
               "{stamp} - spoken words?",
               "Next door started drilling at {stamp} and I lost the sound completely. What was the speaker "
               "saying?",
               "State what is spoken at roughly {stamp}."),
)

# A forty-sixth held-out set (seeds >= FORTY_SIXTH_HELD_OUT_FROM), written after the forty-fifth one had
# been measured and its misses read.
FORTY_SIXTH_HELD_OUT_FROM = 4600
FORTY_SIXTH_HELD_OUT = Pools(
    text=[
        ("Subbuteo league", "Spare flicking figures are kept in the old flax mill",
         "subbuteo lot - where do they keep the extra little players on the round bases? my brother trod on "
         "half my team", ["flax mill"]),
        ("Metal detecting club", "Worn search coils are rewired by Eudora",
         "Metal detecting club: who sorts out the flat disc bit on the end of the pole when it stops beeping "
         "properly? Mine only goes off near ring pulls now.", ["eudora"]),
        ("Duckpin bowling team", "Ball rack padlock code is 7246",
         "duckpin lot, what's the combination for the lock on the stand where the stubby little balls live? "
         "gone before I could read it", ["7246"]),
        ("Knife making evenings", "Chipped blades are reground by Alaric",
         "Who sorts out the cutting edges when they get nicked? My first attempt's got a chunk missing halfway "
         "along and it just tears the tomatoes.", ["alaric"]),
        ("Footvolley squad", "Spare beach nets are kept in the old glue works",
         "footvolley lot - where's the extra netting stored? ours blew halfway down the sand in Sunday's gale",
         ["glue works"]),
        ("Zine makers", "Paper trimmers are lent out by Lavinia",
         "Zine folks, who do I ask about borrowing one of those sliding blade gadgets for cutting pages dead "
         "straight? First time having a go.", ["lavinia"]),
        ("Ventriloquism circle", "Spare dummy jaws are kept in the old ticket office",
         "where does the ventriloquism circle keep the extra mouths for the dolls? some old booth at the "
         "station where you used to pay your fare, was it?", ["ticket office"]),
        ("Shadow puppet theatre", "Torn card silhouettes are remade by Obadiah",
         "shadow puppet lot... the cut-out of my dragon has ripped clean through at the neck. is there someone "
         "who makes new ones?", ["obadiah"]),
        ("Glass blowing studio", "Spare blowpipes are kept in the old kennels",
         "glass blowing lot - where are the extra long metal tubes stored? I dropped mine and bent the end "
         "right over", ["kennels"]),
        ("Needlepoint group", "Blunt crewel needles are swapped by Xanthe",
         "Needlepoint people: the pointy thing I stitch with has gone so dull it won't push through the canvas "
         "anymore. Who do I see about a fresh one?", ["xanthe"]),
    ],
    said=[
        ("A tamandua was found asleep in a recycling crate behind the Hollinsclough Road youth club.",
         "sorry, an animal was found kipping in a recycling crate behind the Hollinsclough Road youth club? "
         "what was it, a badger?", ["tamandua"]),
        ("The bus shelters along Wickersley Row are being repainted in cinnabar.",
         "what colour are the bus shelters on Wickersley Row being done in? some fancy paint-tin name that went "
         "right past me", ["cinnabar"]),
        ("Our procurement lead plays the rebec in a medieval minstrel troupe.",
         "The procurement lead plays some little pear-shaped bowed fiddle thing with a group, doesn't she? "
         "What's it called again?", ["rebec"]),
        ("The rickety duckboards across Yarncliffe Cut are being replaced by a hand-cranked lift bridge next "
         "winter.",
         "Yarncliffe Cut - what's going in instead of the rickety duckboards?", ["lift bridge", "lift"]),
        ("A runaway giant pumpkin rolled down Cobblers Bank and flattened the jam stall at the summer gala.",
         "what came bowling down Cobblers Bank and squashed the jam stall at the summer gala? was it a barrel "
         "or something?", ["pumpkin"]),
        ("Our newest tax adviser used to work as a tightrope walker at a seaside fairground.",
         "The tax adviser who's just started had a pretty hair-raising previous job, I heard? What was it?",
         ["tightrope"]),
        ("The old cork factory on Ribblesdale Road is being turned into a dance studio.",
         "Ribblesdale Road, the old cork factory - what are they doing with it?", ["dance"]),
        ("Our payroll assistant came seventh at the world marbles championships.",
         "the payroll assistant got placed in some world championship? what was it in? I'd stepped out to sign "
         "for a parcel", ["marbles", "marble"]),
        ("The pier master at Cullercoats thinks the painted oar found under the jetty drifted over from "
         "Jutland.",
         "Where does the Cullercoats pier master reckon that painted oar under the jetty came from? Holland, "
         "was it?", ["jutland", "denmark"]),
        ("A flock of fieldfares has been feeding on the cotoneaster beside the Gorsey Lane gritter depot.",
         "hang on, birds in the bushes by the Gorsey Lane gritter depot? what sort, starlings?",
         ["fieldfare"]),
    ],
    para=[
        ("speech", "The embalmer's nephew crossed the Pentland Firth alone in a canoe.",
         "The person at the funeral parlour who preserves bodies - his sister's lad paddled a little boat "
         "single-handed over which rough stretch of sea between Orkney and the top of Scotland?", ["pentland"]),
        ("speech", "The chiropractor's sister-in-law won the face-pulling contest at Egremont.",
         "in which Cumbrian town did the spine-manipulating therapist's brother's wife come top for the ugliest "
         "grimace made through a horse collar?", ["egremont"]),
        ("speech", "The tobacconist dug up a silver pocket watch beneath his asparagus bed.",
         "What old metal timepiece, the sort you'd keep in your waistcoat, did the shopkeeper who sells cigars "
         "and pipe baccy unearth under the spot where he grows those tall green spears?",
         ["pocket watch", "watch"]),
        ("speech", "The dermatologist's brother-in-law rowed the length of Lake Malawi.",
         "which huge stretch of fresh water in southern Africa did the skin doctor's sister's husband cover "
         "from one end to the other using oars?", ["malawi"]),
        ("speech", "The picture conservator's granddaughter sailed solo around Sri Lanka.",
         "The woman who restores old paintings at the gallery - her grandkid took a yacht by herself, circling "
         "which teardrop-shaped island off the southern tip of India?", ["sri lanka", "lanka"]),
        ("speech", "The accordionist's grandfather ran a baozi stall in Tainan.",
         "the bloke who plays the squeezebox with the bellows, his grandad sold those fluffy steamed buns "
         "stuffed with pork from a stand - which Taiwanese city?", ["tainan"]),
        ("speech", "The head porter kept a corn snake in a tank beside the lodge fireplace.",
         "What orange-and-red patterned pet reptile with no legs did the chief doorman at the college have "
         "living in a glass box next to the hearth in his little office by the entrance?",
         ["corn snake", "snake"]),
        ("speech", "The meter reader built a full-size Dalek in his loft.",
         "what sort of Doctor Who villain - the pepperpot-shaped one that screeches 'exterminate' - did the "
         "bloke who comes round to note down your gas and electricity numbers make a proper big one of up in "
         "his attic?", ["dalek"]),
        ("ocr", "Sloes picked by the sea scouts came to five hundred and sixty-two",
         "How many of those sour little blackthorn berries did the young sailing troop gather altogether? A "
         "total went up on a slide, I'm pretty sure.", ["five hundred and sixty-two", "five hundred and sixty two",
                                                        "562"]),
        ("ocr", "Molehills counted on the cricket pitch reached ninety-four",
         "how many of those little mounds of soil pushed up by burrowing velvety critters were tallied on the "
         "ground where they play with bat and stumps? a number was on screen", ["ninety-four", "ninety four",
                                                                                 "94"]),
    ],
    mentions=[
        ("the departure board", "The flip departure board above the coat hooks once hung in the railway "
         "station at Lubeck.", "lubeck"),
        ("the butcher's block", "The butcher's block in the staff kitchen was carried out of a meat market in "
         "Kosice.", "kosice"),
        ("the school bell", "The brass school bell by the fire door was rung for decades at a village school "
         "outside Liege.", "liege"),
        ("the weighing machine", "The coin-operated weighing machine in the gym corner stood in the foyer of "
         "the public baths in Groningen.", "groningen"),
        ("the shop awning", "The striped shop awning over the patio was taken down from a fruit shop in "
         "Turin.", "turin"),
        ("the dodgem car", "The dodgem car we use as a reading seat was shipped over from a fairground in "
         "Lecce.", "lecce"),
        ("the railway clock", "The railway clock over the post tray was prised off a station wall in "
         "Dresden.", "dresden"),
        ("the confessional", "The carved confessional in the quiet room was rescued from a monastery near "
         "Evora.", "evora"),
    ],
    screen_titles=[("Orecchiette whist drive", "orecchiette"), ("Ravioli softball", "ravioli"),
                   ("Conchiglie knit and natter", "conchiglie"), ("Paccheri nordic walking", "paccheri"),
                   ("Bucatini chair yoga", "bucatini"), ("Cavatappi boxercise", "cavatappi"),
                   ("Ditalini seed swap", "ditalini"), ("Gemelli coffee morning", "gemelli")],
    charts=["colour corrections", "balayage bookings", "blow-dry appointments", "keratin treatments",
            "scalp massages", "bridal updos", "walk-in trims", "gift voucher sales"],
    absent=[
        "Was there an ibex in this anywhere, or am I mixing it up with another video?",
        "footvolley squad - how much does it cost to join for the season? I don't remember a fee going up",
        "knife making evenings - do you have to bring your own steel or is it provided? can't recall that "
        "being said",
        "Did they say who the painted oar belonged to before it fetched up under the jetty at Cullercoats?",
        "Was there anything about the sensory garden in Hartsholme Park being replanted?",
        "Any news on the Ombersley carnation show moving to a new venue?",
        "was anything said about the canal basin at Froghall Wharf being dredged",
        "Is the procurement lead's minstrel troupe playing at the Christmas market, or did that not come up?",
        "{topic} - did they give any idea how many complaints it's had so far?",
        "Was there talk of the {topic} getting its own podcast? I had to step out for a call for about five "
        "minutes in the middle.",
    ],
    count_q=("How many times altogether does the {animal} make an appearance? I think I dozed off for one.",
             "{animal}: how many showings?",
             "My gran's convinced the {animal} only shows up once but I'm sure it's more than that. What's the "
             "actual number?",
             "Report how many distinct times the {animal} appears on screen."),
    cross_photo_q=("While they were going on about {what}, there was an animal photo up - which animal?",
                   "{what} moment - which creature's pictured?",
                   "I'd gone to answer the door when {what} came up and only caught the tail end of some animal "
                   "picture. What animal was that?",
                   "Name the animal whose photograph is displayed when {what} is mentioned."),
    cross_screen_q=("What slide was up when {what} came up in the talk?",
                    "slide during the {what} remark?",
                    "I'm trying to timestamp my notes: which slide title would have been showing when they said "
                    "the bit about {what}?",
                    "State the heading of the slide on display during the reference to {what}."),
    cross_speech_q=("The voice over the {title} slide didn't seem to match it at all - what was actually said?",
                    "{title} slide: the audio?",
                    "The dog started barking its head off as soon as the {title} slide came up and I lost the "
                    "audio. What was being said?",
                    "Relay the narration that accompanies the {title} slide."),
    after_chart_q=("After the {chart} chart, what's the very next slide?",
                   "{chart} chart - what's after?",
                   "Someone called my name just as the {chart} chart appeared and I missed what followed it. "
                   "What came next?",
                   "Identify the slide shown immediately after the {chart} chart."),
    order_q=("Which turned up earlier, {first} or {second}?",
             "{first}/{second} - which first?",
             "My colleague and I disagree: I think {first} was shown before {second}, she reckons it's the "
             "other way round. Who's right?",
             "Work out whether the {first} slide or the {second} slide reaches the screen sooner."),
    at_screen_q=("What's on screen round about {stamp}?",
                 "what's showing, {stamp}?",
                 "I paused it at {stamp} to make a cup of tea and forgot what was up. What was on the slide?",
                 "Give the slide on display at {stamp}."),
    at_said_q=("Any idea what the speaker's saying at around {stamp}?",
               "words spoken, {stamp}?",
               "A motorbike roared past the window at {stamp} and I missed the whole sentence. What did the "
               "speaker say?",
               "Provide the speaker's words at about {stamp}."),
)

# A forty-seventh held-out set (seeds >= FORTY_SEVENTH_HELD_OUT_FROM), written after the forty-sixth one had
# been measured and its misses read.
FORTY_SEVENTH_HELD_OUT_FROM = 4700
FORTY_SEVENTH_HELD_OUT = Pools(
    text=[
        ("Handbell choir", "Spare handbell gloves are kept at Quarry Farm",
         "handbell lot - where are the extra white gloves stored? mine have got jam all over them after the "
         "fete", ["quarry farm"]),
        ("Beekeeping circle", "Smoker fuel is ordered through Gwendolyn",
         "Who do I talk to in the bee group about getting more of the stuff you burn in the puffer to calm the "
         "hive down? I'm down to my last handful of pine needles.", ["gwendolyn"]),
        ("Model railway club", "Layout room door code is 5813",
         "what are the digits for getting into the room where the model train folk have their big track set "
         "up? it flashed by too quick", ["5813"]),
        ("Lacrosse juniors", "Split stick pockets are restrung by Tarquin",
         "Junior lacrosse: the net bit at the top of my daughter's stick has torn. Is there someone who mends "
         "those?", ["tarquin"]),
        ("Pottery collective", "Kiln firings run on alternate Thursdays",
         "pottery people - which day does the kiln get going? need to know before I glaze my wonky mug",
         ["thursday"]),
        ("Orienteering club", "Control flags are stored at Grassington scout hut",
         "Where do the orienteering crowd keep those orange and white markers they hang up in the woods?",
         ["grassington"]),
        ("Calligraphy workshop", "Nib soaking jars are refilled by Saoirse",
         "calligraphy - who tops up the little pots you leave your pen tips in to get the dried ink off? mine "
         "are totally caked", ["saoirse"]),
        ("Kite flying group", "Launch field is behind Tregaron reservoir",
         "The kite people's usual spot, where is it? I want to try my new delta out this weekend.",
         ["tregaron"]),
        ("Barbershop harmony group", "Pitch pipes are loaned out by Hamish",
         "barbershop singers: who lends those little round harmonica-looking things for finding the first "
         "note?", ["hamish"]),
        ("Indoor bouldering centre", "Lost harnesses are held in the boiler room",
         "bouldering centre - where do they put stuff people leave behind? pretty sure I left my harness there "
         "on Tuesday", ["boiler"]),
    ],
    said=[
        ("A numbat was found curled up under the bandstand in Pennington Gardens.",
         "what animal did someone find snoozing under the bandstand in Pennington Gardens? a hedgehog?",
         ["numbat"]),
        ("The new railings along Tideswell Crescent will be finished in verdigris green.",
         "Tideswell Crescent railings - what colour did they say? the word went straight past me", ["verdigris"]),
        ("Our facilities manager plays the cornet in a colliery brass band.",
         "What does the facilities manager play in that band of hers? Some brass thing, I missed which one.",
         ["cornet"]),
        ("The stepping stones across Mossley Brook will be swapped for a timber footbridge in the spring.",
         "What's going in instead of the stepping stones over Mossley Brook?", ["footbridge", "bridge"]),
        ("A stray goat wandered into the library on Bramhall Lane and nibbled half of the poetry display.",
         "something got into the Bramhall Lane library and chewed up the poetry display?? what was it, a dog?",
         ["goat"]),
        ("Our new receptionist spent ten years as a lighthouse keeper near Cromarty.",
         "The new receptionist had a pretty unusual job before this, didn't she? Something lonely by the sea. "
         "What was it?", ["lighthouse"]),
        ("Planning permission was granted to turn the disused glove works in Slaithwaite into a cider brewery.",
         "the disused glove works in Slaithwaite, what's it going to become?", ["cider"]),
        ("Our finance director holds the county record for throwing a rolling pin, at thirty one metres.",
         "the finance director holds some county record, doesn't he? for what? I was refilling my water bottle",
         ["rolling pin"]),
        ("Divers off Stromness brought up a ship's bell engraved with the name Morwenna.",
         "What name was on the bell the divers pulled up off Stromness? Sorry, my phone went at that exact "
         "moment.", ["morwenna"]),
        ("A family of water voles has moved into the culvert under the Wivenhoe bowling green.",
         "Wivenhoe bowling green - what's moved into the drain underneath it? rats, please tell me not rats",
         ["vole"]),
    ],
    para=[
        ("speech", "The locksmith's aunt swam the Bristol Channel in a single afternoon.",
         "The fella who cuts keys and mends door bolts - his dad's sister crossed which stretch of sea between "
         "Wales and Devon under her own steam, in the water the whole time?", ["bristol"]),
        ("speech", "The optician's son-in-law juggled flaming torches at the Edinburgh Fringe.",
         "the eye test lady's daughter's husband - what did he toss and catch that were on fire, at that big "
         "Scottish arts festival in August?", ["torches", "juggled"]),
        ("speech", "The vicar's granddaughter grew a prize marrow weighing forty kilos.",
         "The parish clergyman's son's little girl raised an enormous green squash for a show. How much did it "
         "tip the scales at?", ["forty", "40"]),
        ("speech", "The plumber's stepfather carved a cello out of driftwood.",
         "what did the pipe-and-tap repair man's mum's second husband whittle from timber washed up on the "
         "beach?", ["cello"]),
        ("speech", "The florist's great uncle walked from Lands End to John o Groats backwards.",
         "the flower shop woman's grandad's brother did the whole length of Britain on foot, bottom to top, but "
         "in some odd way - how?", ["backwards"]),
        ("speech", "The night watchman keeps a tame jackdaw that steals teaspoons.",
         "What sort of bird does the bloke guarding the building after dark have as a pet? The one that nicks "
         "cutlery from the canteen.", ["jackdaw"]),
        ("speech", "The school caretaker restored a steam traction engine in his barn.",
         "what old coal-fired road machine did the man who looks after the primary's buildings do up in his "
         "farm shed?", ["traction engine", "steam"]),
        ("speech", "The dentist's twin brother ran a noodle bar in Osaka for a decade.",
         "which Japanese city did the tooth doctor's identical sibling have a ramen shop in for ten years?",
         ["osaka"]),
        ("ocr", "Acorns gathered by the brownies totalled three hundred and eighteen",
         "How many oak nuts did the young girl guides pick up altogether? I'm fairly sure a number went up on "
         "screen.", ["three hundred and eighteen", "three hundred eighteen", "318"]),
        ("ocr", "Hedgehogs logged in the allotment survey came to forty-one",
         "in the veg plot census, how many of those prickly little night-time garden critters were recorded? "
         "there was a figure displayed", ["forty-one", "forty one", "41"]),
    ],
    mentions=[
        ("the penny farthing", "The penny farthing above the lockers was ridden from Carlisle to Thurso by a "
         "retired postman.", "thurso"),
        ("the stuffed badger", "The stuffed badger on the filing cabinet was won in a raffle at the Builth Wells "
         "show.", "builth"),
        ("the old jukebox", "The old jukebox in the break area only plays songs from nineteen fifty nine.",
         "fifty nine"),
        ("the wonky landing clock", "The wonky landing clock by the stairs runs eleven minutes fast on purpose.",
         "eleven"),
        ("the rowing boat", "The rowing boat hanging from the atrium ceiling was salvaged from a boathouse on "
         "Windermere.", "windermere"),
        ("the tapestry", "The tapestry behind the boardroom table was stitched by nuns from a convent near "
         "Bruges.", "bruges"),
        ("the parrot", "The parrot in the finance office can whistle the whole national anthem.", "anthem"),
        ("the phone kiosk", "The phone kiosk in the car park now holds a defibrillator.",
         "defibrillator"),
    ],
    screen_titles=[("Tourmaline salsa class", "tourmaline"), ("Peridot table tennis", "peridot"),
                   ("Carnelian ukulele jam", "carnelian"), ("Labradorite beetle walk", "labradorite"),
                   ("Tanzanite quiz night", "tanzanite"), ("Moonstone carpet bowls", "moonstone"),
                   ("Citrine tea dance", "citrine"), ("Aventurine litter pick", "aventurine")],
    charts=["e-bike rentals", "wheel truing jobs", "brake cable swaps", "saddle fittings", "tyre sales",
            "cargo bike loans", "service bookings", "puncture call-outs"],
    absent=[
        "Was there a moose at any point? Or am I thinking of a different video?",
        "handbell choir - what evening do they practise? don't remember them saying",
        "Kite flying group: is there a membership fee? I don't think money came up",
        "Did they say how deep the wreck was where the Stromness divers found that bell?",
        "Was there anything about the bird hide at Slimbridge being rebuilt?",
        "any update on the Llanidloes sausage festival changing its date",
        "Was anything mentioned about the lido at Tinside reopening?",
        "Is the facilities manager's brass band doing a gig at the harvest supper, or wasn't that covered?",
        "{topic} - was there any mention of who's paying for it?",
        "Did the {topic} get a launch party? I was out of the room grabbing a biscuit for a bit around the "
        "middle.",
    ],
    count_q=("Roughly how many separate times does the {animal} pop up? Lost count somewhere in the middle.",
             "{animal} - total number of times?",
             "We've got a bet going in the office about how often the {animal} gets shown, loser buys the "
             "coffees. How many times is it?",
             "Tell me the number of appearances the {animal} makes in the video."),
    cross_photo_q=("There's an animal picture on screen around when {what} gets brought up - what animal is it?",
                   "{what} - which animal in the picture?",
                   "My kid wandered in asking about the animal that was showing when the speaker brought up "
                   "{what}, and I hadn't noticed it. Which one was it?",
                   "Say which animal is pictured at the point {what} is discussed."),
    cross_screen_q=("When the presenter got onto {what}, which slide was up?",
                    "{what} mention, which slide?",
                    "I'm writing up minutes and want the right heading next to the comment about {what}. What "
                    "slide was showing at the time?",
                    "Give the title of whatever slide is visible while {what} is talked about."),
    cross_speech_q=("What's the narrator actually saying over the {title} slide? It didn't sound related.",
                    "{title} - voiceover?",
                    "My headphones cut out right when the {title} slide popped up so I got nothing. What did "
                    "they say over it?",
                    "Give the gist of the speech heard during the {title} slide."),
    after_chart_q=("Which slide follows straight on from the {chart} chart?",
                   "slide after the {chart} one?",
                   "The video froze on the {chart} chart for me and then skipped ahead a bit. What's the slide "
                   "right after it?",
                   "Name the next slide once the {chart} chart is done."),
    order_q=("Was {first} on screen before {second}, or after?",
             "{first} or {second}, earlier?",
             "Quick sanity check for my summary: I've got {second} listed ahead of {first}. Is that the right "
             "way round, or did {first} actually come first?",
             "Determine which topic slide is shown sooner: {first} or {second}."),
    at_screen_q=("What slide's on at {stamp}-ish?",
                 "screen contents at {stamp}?",
                 "The stream buffered right at {stamp} and all I saw was a spinning wheel. Which slide was "
                 "actually up?",
                 "Describe what is displayed on screen at {stamp}."),
    at_said_q=("What's being said right around {stamp}?",
               "{stamp}, audio?",
               "My neighbour's leaf blower kicked off at {stamp} and drowned the talk out. What was the presenter "
               "saying then?",
               "Quote or summarise the narration at {stamp}."),
)

# A forty-eighth held-out set (seeds >= FORTY_EIGHTH_HELD_OUT_FROM), written after the forty-seventh one had
# been measured and its misses read.
FORTY_EIGHTH_HELD_OUT_FROM = 4800
FORTY_EIGHTH_HELD_OUT = Pools(
    text=[
        ("Sea shanty crew", "Rehearsals moved to the Anchor Vaults cellar",
         "Where are the shanty singers rehearsing these days? someone said they'd moved somewhere", ["vaults"]),
        ("Wild swimming society", "Tow floats are stored in Pengelly boatshed",
         "Tell me where the open-water swim lot keep those bright inflatable things they clip on round their "
         "waists", ["pengelly"]),
        ("Tabletop gamers", "Dice towers are lent out by Ignatius",
         "board game night: anyone lending those little chutes you drop your dice down? asking for a friend "
         "(me)", ["ignatius"]),
        ("Allotment society", "Shared rotavator key hangs in shed fourteen",
         "allotments... which shed has the hook with the key for the big soil-churning machine",
         ["fourteen", "14"]),
        ("Pub darts ladder", "Oche mats are replaced every Candlemas",
         "Darts league - when do they swap out the floor strip you stand behind to throw? Some saint's day or "
         "other, I think.", ["candlemas"]),
        ("Backyard stargazers", "Club telescope is booked through Bartholomew",
         "stargazing group, who's the person to see about reserving the shared scope for a night", ["bartholomew"]),
        ("Croquet on the green", "Mallet lockers open with code 2946",
         "croquet. locker combo for the mallets? it was on screen for about a second", ["2946"]),
        ("Saturday repair cafe", "Soldering irons live in the vestry cupboard",
         "Repair cafe volunteers: where's the gear for melting metal onto circuit boards kept? My toaster's "
         "packed in and I want to have a go at it myself.", ["vestry"]),
        ("Folk dance team", "Clog irons are fitted by Ebenezer in Hebden",
         "the folk dancers' wooden shoes need new metal on the soles. who does that job?", ["ebenezer"]),
        ("Birds of prey flying team", "Bird hoods are stitched by a saddler in Ludlow",
         "Falconry: the leather-worker who makes the little caps for the hawks, which town are they based in?",
         ["ludlow"]),
    ],
    said=[
        ("A wallaby escaped from the petting farm at Hollowell and was spotted on the golf course.",
         "that animal that got loose from the Hollowell petting farm and ended up on the golf course, what was "
         "it??", ["wallaby"]),
        ("The new benches along Marlow Parade are being made from recycled fishing nets.",
         "Marlow Parade benches, made of what? something recycled I think", ["fishing nets", "nets"]),
        ("Our payroll officer once rowed across the Atlantic with her cousin.",
         "payroll officer did something mad with a relative once, crossed some ocean? which one",
         ["atlantic"]),
        ("The clock tower on Penrhyn Square will get a new copper weathervane shaped like a salmon.",
         "What shape is the new weathervane going up on the Penrhyn Square clock tower? I heard copper and then "
         "lost it.", ["salmon"]),
        ("A retired judge from Ambleside has knitted a scarf long enough to wrap around the town hall.",
         "the retired judge from Ambleside knitted something enormous, long enough to go round what exactly?",
         ["town hall"]),
        ("The canteen will start serving kedgeree on Wednesday mornings.",
         "new breakfast dish in the canteen midweek - what is it? didn't catch the name, sounded foreign",
         ["kedgeree"]),
        ("Our night porter trained as an opera singer in Vienna.",
         "Where did the night porter do his voice training? Somewhere abroad, wasn't it?", ["vienna"]),
        ("Workmen digging on Fenwick Road uncovered a Roman mosaic of a dolphin.",
         "what did they dig up under Fenwick Road?? an old coin or something", ["mosaic", "dolphin"]),
        ("The ice cream van at Saltburn pier now takes payment by smartwatch only.",
         "Saltburn pier ice cream van. How do you pay now, is cash still ok?", ["smartwatch"]),
        ("An otter has been stealing goldfish from the ornamental pond at Crickhowell library.",
         "Crickhowell library pond - what's been pinching the fish? a heron, I'd bet", ["otter"]),
    ],
    para=[
        ("speech", "The baker's apprentice cycled to Paris for charity.",
         "The bread shop's young trainee pedalled a long way to raise money for good causes. Where to?",
         ["paris"]),
        ("speech", "The librarian's husband builds ships inside glass bottles.",
         "what's the hobby of the book-lending lady's other half? tiny boats in something?", ["bottle"]),
        ("speech", "Our accountant breeds prize-winning pigeons on his allotment.",
         "What kind of birds does the numbers guy raise for competitions at his veg plot?", ["pigeon"]),
        ("speech", "The postwoman found a wedding ring inside a pumpkin.",
         "the lady delivering letters discovered a marriage band somewhere odd - in which vegetable?",
         ["pumpkin"]),
        ("speech", "The harbour master taught his goat to ride a skateboard.",
         "The chap in charge of the port got his farm animal doing tricks on what sort of wheeled toy?",
         ["skateboard"]),
        ("speech", "A chimney sweep in Keswick won the national crossword final.",
         "Lake District flue cleaner came top in some countrywide puzzle contest. Which kind of puzzle?",
         ["crossword"]),
        ("speech", "The greengrocer's daughter sailed solo around the world at nineteen.",
         "How old was the fruit-and-veg seller's kid when she took a boat right across the planet's oceans by "
         "herself?", ["nineteen", "19"]),
        ("speech", "The firefighters rescued a tortoise from a drainpipe in Whitby.",
         "Which seaside town was it where the brigade freed a shelled reptile stuck in guttering?", ["whitby"]),
        ("ocr", "Conkers collected by the cub scouts reached two thousand and six",
         "How many horse chestnuts did the young lads' outdoor troop pick up, final tally? pretty sure a figure "
         "went up", ["two thousand and six", "two thousand six", "2006"]),
        ("ocr", "Swallows nesting under the pier numbered fifty-three",
         "Total for those fork-tailed summer birds building homes beneath the seaside jetty?",
         ["fifty-three", "fifty three", "53"]),
    ],
    mentions=[
        ("the brass diving helmet", "The brass diving helmet in reception belonged to a pearl diver from Kalbarri.",
         "kalbarri"),
        ("the canteen fish tank", "The canteen fish tank has a pufferfish called Gilbert.", "gilbert"),
        ("the spiral staircase", "The spiral staircase at the back was taken from a windmill at Blakeney.",
         "blakeney"),
        ("the long-case clock", "The long-case clock in the corridor chimes thirteen times at midnight.",
         "thirteen"),
        ("the carved mermaid", "The carved mermaid above the lifts was a ship's figurehead made in Appledore in "
         "eighteen ninety.", "appledore"),
        ("the tin knight", "The tin knight by the fire exit is nicknamed Sir Wobbly.", "wobbly"),
        ("the dappled rocking horse", "The dappled rocking horse in the creche was made from an old oak church pew.", "pew"),
        ("the honesty box", "The honesty box by the lifts raised enough for a new tandem.", "tandem"),
    ],
    screen_titles=[("Lymeswold dominoes evening", "lymeswold"), ("Caerphilly bingo", "caerphilly"),
                   ("Lancashire netball social", "lancashire"), ("Jarlsberg beach clean", "jarlsberg"),
                   ("Gorgonzola poetry slam", "gorgonzola"), ("Gouda yoga morning", "gouda"),
                   ("Halloumi film club", "halloumi"), ("Brie bake off", "brie")],
    charts=["sourdough loaves sold", "croissant waste", "oven hours", "rye flour orders", "cake orders",
            "pasty sales", "bread returns", "scone batches"],
    absent=[
        "Was a flamingo ever on screen? my son swears he saw one",
        "shanty crew - did they say anything about recording an album? can't remember",
        "What time does the croquet club start on Sundays",
        "Did the payroll officer's cousin ever write a memoir about it, or was that not said",
        "Anything on when Fenwick Road reopens to traffic after the dig?",
        "How much did the Penrhyn Square weathervane cost? I can't find it anywhere in my notes.",
        "was there a bit about the Aberdovey regatta being called off",
        "Did anyone show the new cycle path out to Tenby at all?",
        "{topic} - did they give a deadline or not?",
        "Was there a raffle for the {topic}, or have I dreamt that",
    ],
    count_q=("counting the {animal} pics for my daughter's quiz - how many are there in total?",
             "{animal} appearances: number?",
             "Is the {animal} shown once, twice, or more? Trying to settle something with my partner, who says "
             "it's just the once.",
             "Count the {animal} shots across the whole video for me."),
    cross_photo_q=("what creature's in the photo while they're on about {what}?",
                   "{what} -> animal pictured?",
                   "Bit of an odd one, but while the speaker was telling the story about {what} there was a "
                   "picture of some wild animal up. Which one?",
                   "Name the animal in the picture that accompanies the bit about {what}."),
    cross_screen_q=("which slide had they got up when {what} came up in conversation?",
                    "{what} - slide title at that point?",
                    "The speaker wandered off topic to talk about {what}; I want to know what slide they'd left up "
                    "while doing it.",
                    "Tell me the heading on screen during the remark about {what}."),
    cross_speech_q=("During the {title} slide the talk seemed to go off somewhere else completely. What was it "
                    "about?",
                    "{title} slide: narration?",
                    "was half asleep during the {title} bit, what did the voice say",
                    "Summarise what's spoken while the {title} slide sits on screen."),
    after_chart_q=("After the chart on {chart}, what's next?",
                   "{chart} chart... and after that?",
                   "I'm putting together a running order of the slides and there's a gap straight after the "
                   "{chart} chart. What fills it?",
                   "Report the slide that comes directly after the {chart} chart."),
    order_q=("did {first} come up before {second}?",
             "first: {first} or {second}?",
             "Making flashcards of the talk in order and I can't remember if {first} goes ahead of {second} or "
             "behind it - help?",
             "Tell me which of {first} and {second} appears earlier."),
    at_screen_q=("What's up on screen when it hits {stamp}?",
                 "slide at {stamp}, pls",
                 "The cat sat on the keyboard and paused the video at {stamp} and now I can't see past her. "
                 "What's showing there?",
                 "Identify the slide visible at the {stamp} point."),
    at_said_q=("whats the voice saying at {stamp}",
               "narration @ {stamp}?",
               "There's a bit at {stamp} where the audio goes crackly on my laptop. Can you tell me what's said "
               "there?",
               "Transcribe what's said around {stamp}."),
)

# A forty-ninth held-out set (seeds >= FORTY_NINTH_HELD_OUT_FROM), written after the forty-eighth one had
# been measured and its misses read.
FORTY_NINTH_HELD_OUT_FROM = 4900
FORTY_NINTH_HELD_OUT = Pools(
    text=[
        ("Bell ringing guild", "Rope sallies are mended by Gwenllian",
         "The bell ringers - who fixes the woolly striped grips on the ropes when they start to fray?",
         ["gwenllian"]),
        ("Sourdough starter swap", "Starter jars are handed out by Clemency",
         "who gives away the bubbly yeasty jars for making your own bread? fancy having a go this winter",
         ["clemency"]),
        ("Fencing academy", "Foil blades are rewired in Chesterfield",
         "fencing club... where do the skinny swords get sent off to when the wiring inside them packs up?",
         ["chesterfield"]),
        ("Dog agility class", "Weave poles are borrowed from Octavia",
         "Agility lot: who has the row of upright sticks the dogs zigzag through? I want to practise in the "
         "garden with mine", ["octavia"]),
        ("Junior chess academy", "Broken game clocks go to Mr Abernethy",
         "kids chess - our two-button timer has died. who mends those?", ["abernethy"]),
        ("Woodturning guild", "Lathe gouges are sharpened at Tolpuddle forge",
         "Where do the woodturners take their cutting tools when they need an edge putting back on?",
         ["tolpuddle"]),
        ("Narrowboat society", "Lock windlasses are loaned by Bronwyn",
         "canal boat folk: who lends out those crank handles for winding the gates open? left mine at home",
         ["bronwyn"]),
        ("Street food market", "Pitch fees are paid at the Corn Hall office",
         "Where do stallholders at the food market hand over the money for their spot? Thinking of selling my "
         "samosas there.", ["corn hall"]),
        ("Dinghy sailing club", "Boat park gate code is 7392",
         "what number gets you through the gate where the little sailing boats are kept? it flashed up for a "
         "sec", ["7392"]),
        ("Community choir", "Sheet music folders are kept in the organ loft",
         "choir - where are the folders with all the songs in them stored? mine's gone walkabout",
         ["organ loft"]),
    ],
    said=[
        ("A runaway ostrich from the Tetbury show was found grazing on the vicarage lawn.",
         "something escaped from the Tetbury show and turned up on the vicarage lawn - was it a sheep?",
         ["ostrich"]),
        ("The bus shelter on Quayside Road is being rebuilt with a living roof of sedum.",
         "Quayside Road bus shelter, what are they putting on top of it? some sort of plant?", ["sedum"]),
        ("Our head of IT once won a yodelling contest in the Tyrol.",
         "The head of IT won a singing competition abroad once, didn't he? What kind of singing was it?",
         ["yodelling"]),
        ("The old lido at Hathersage will become a floating cinema.",
         "Hathersage lido - what's happening to it? heard it's being turned into something", ["cinema"]),
        ("A pair of ravens has been nesting in the clock tower of Moffat town hall.",
         "what birds have been living up in the Moffat town hall clock tower? pigeons, I assume", ["ravens"]),
        ("Our quality inspector's grandmother was the first woman to drive a trolleybus in Bradford.",
         "the quality inspector's gran was the first woman in Bradford to drive something. what was it?",
         ["trolleybus"]),
        ("Roadworks on Carlton Hill turned up a Victorian time capsule full of buttons.",
         "What did the Carlton Hill roadworks dig up?? please don't say a body", ["time capsule", "buttons"]),
        ("The chip shop in Amble now fries everything in beef dripping again.",
         "Amble chippy - what are they frying in these days? vegetable oil?", ["dripping"]),
        ("Our warehouse supervisor can solve a Rubik's cube behind her back in under a minute.",
         "The warehouse supervisor has a party trick with some puzzle, right? What is it exactly?",
         ["rubik", "cube"]),
        ("A young walrus was found resting on the slipway of the boating lake in Southport after the spring tide.",
         "which animal turned up lounging by the Southport boating lake after the high water? I was making "
         "toast", ["walrus"]),
    ],
    para=[
        ("speech", "The butcher's nephew climbed Ben Nevis in his pyjamas.",
         "Which mountain did the meat shop owner's sister's boy go up wearing his nightwear?", ["ben nevis"]),
        ("speech", "The milkman's wife restores stained glass windows for cathedrals.",
         "what does the doorstep dairy delivery fella's missus fix up for big churches?",
         ["stained glass", "windows"]),
        ("speech", "Our receptionist learned Mandarin by watching cartoons.",
         "The woman on the front desk taught herself which language from animated telly programmes?",
         ["mandarin"]),
        ("speech", "The electrician's cat rides on the dashboard of his van.",
         "Where in the work vehicle does the wiring guy's moggy like to sit?", ["dashboard"]),
        ("speech", "A lollipop lady in Buxton completed forty-four marathons in one year.",
         "that crossing patrol woman from the Derbyshire spa town - how many 26-mile races did she run in a "
         "single calendar stretch?", ["forty-four", "forty four", "44"]),
        ("speech", "The cleaners found a boa constrictor asleep in the photocopier.",
         "What reptile did the janitorial crew discover napping inside the copying machine??", ["boa", "constrictor"]),
        ("speech", "The gardener's mother won a medal for bobsleigh at the Winter Olympics.",
         "Which sliding sport on ice earned the groundskeeper's mum a gong at the cold-weather games?", ["bobsleigh"]),
        ("speech", "The pharmacist's brother-in-law rebuilds vintage motorbikes in Truro.",
         "in which Cornish town does the chemist's sister's husband do up old two-wheeled engines?",
         ["truro"]),
        ("ocr", "Ladybirds counted in the churchyard survey totalled eighty-two",
         "How many of those little red spotty beetles turned up in the graveyard tally? a number was put up on "
         "screen", ["eighty-two", "eighty two", "82"]),
        ("ocr", "Blackberries picked by the youth club weighed sixty-seven kilos",
         "What was the total mass of the dark bramble fruit the teenagers' group gathered? I think it was on a "
         "slide.", ["sixty-seven", "sixty seven", "67"]),
    ],
    mentions=[
        ("the totem pole", "The totem pole beside the bike racks was carved by a sculptor from Haida Gwaii.",
         "haida"),
        ("the old cash till", "The old cash till on the front desk still rings up prices in shillings.",
         "shillings"),
        ("the stuffed pike", "The stuffed pike above the kitchen door was caught in Loch Awe by the founder's "
         "grandfather.", "loch awe"),
        ("the wooden sledge", "The wooden sledge in the stairwell went on an Antarctic expedition in nineteen "
         "twelve.", "antarctic"),
        ("the brass gong", "The brass gong in the meeting room came from a monastery near Mandalay.",
         "mandalay"),
        ("the milk churn", "The milk churn by the fire door came from a dairy farm on Holy Island.",
         "holy island"),
        ("the signed cricket bat", "The signed cricket bat in the lobby was used to score a century at Lord's.",
         "century"),
        ("the harp", "The harp in the library corner is tuned every month by a retired fireman.", "fireman"),
    ],
    screen_titles=[("Merlot crochet circle", "merlot"), ("Riesling rounders match", "riesling"),
                   ("Malbec origami morning", "malbec"), ("Shiraz lantern making", "shiraz"),
                   ("Grenache canasta night", "grenache"), ("Sangiovese harmonica club", "sangiovese"),
                   ("Tempranillo parkrun", "tempranillo"), ("Viognier mosaic workshop", "viognier")],
    charts=["duvet washes", "suit pressings", "stain treatments", "trouser hem alterations", "zip replacements",
            "curtain cleans", "uncollected garments", "same-day service orders"],
    absent=[
        "Was there ever a kangaroo on screen? my nephew is adamant there was",
        "bell ringers - did they mention when the next peal is?",
        "Does the dinghy club run lessons for beginners, or was that never said",
        "Did the head of IT ever go on television with the yodelling? can't remember that bit",
        "Anything about how much the Carlton Hill time capsule is worth?",
        "When's the opening night for the Hathersage floating cinema? Did they give one?",
        "was there something about the Ilfracombe carnival being moved to a different weekend",
        "Did they show a map of the new ring road around Stamford?",
        "{topic} - did anyone say who approved it?",
        "Was there a quiz at the end about the {topic}, or am I mixing it up with another video?",
    ],
    count_q=("how many times does the {animal} turn up altogether?",
             "{animal} tally?",
             "My gran keeps asking me how many pictures of the {animal} there were and I genuinely didn't keep "
             "track. Do you know?",
             "Work out how many separate shots of the {animal} the video contains."),
    cross_photo_q=("which animal's picture is up while they're chatting about {what}?",
                   "{what} - what animal was up?",
                   "Weird question, but when the speaker started on about {what} there was a photo of some "
                   "animal up behind the words. What animal was it?",
                   "State which animal appears on screen while {what} is being described."),
    cross_screen_q=("what slide was up at the moment they brought up {what}?",
                    "slide for the {what} bit?",
                    "I'm trying to match the comment about {what} to the slide it was said over, for my notes. "
                    "Which slide was that?",
                    "Name the slide that is showing while the speaker mentions {what}."),
    cross_speech_q=("what's the presenter going on about over the {title} slide? seemed unrelated",
                    "{title}: what's said?",
                    "Nipped out to answer the door just as the {title} slide came on, so I missed what was said "
                    "over it. Any idea?",
                    "Outline the spoken commentary during the {title} slide."),
    after_chart_q=("what slide comes after the {chart} chart?",
                   "{chart} chart - next slide?",
                   "My screen went black for a bit straight after the {chart} chart came up. What was the next "
                   "slide once it got going again?",
                   "Identify whichever slide directly follows the {chart} chart."),
    order_q=("was {first} shown earlier than {second}?",
             "{first} vs {second}: which comes first?",
             "Writing a quick recap for the team and I've put {first} before {second}. Have I got the order "
             "right?",
             "Establish which slide is displayed earlier, {first} or {second}."),
    at_screen_q=("what's on the screen at {stamp} exactly?",
                 "{stamp} - slide?",
                 "My little one grabbed the remote and paused it at {stamp}, and the subtitles are covering half "
                 "the picture. What slide is that?",
                 "Report what is on screen at {stamp}."),
    at_said_q=("what's the speaker talking about at {stamp}?",
               "{stamp} words?",
               "A bin lorry was reversing outside right at {stamp} and the beeping drowned everything out. What "
               "did the speaker say?",
               "Give me the gist of what is said at {stamp}."),
)

# A fiftieth held-out set (seeds >= FIFTIETH_HELD_OUT_FROM), written after the forty-ninth one had been
# measured and its misses read.
FIFTIETH_HELD_OUT_FROM = 5000
FIFTIETH_HELD_OUT = Pools(
    text=[
        ("Tap dance troupe", "Spare shoe taps are kept by Hortensia",
         "tap dancers - who's got the extra metal plates that screw onto the soles? one of mine fell off "
         "mid-shuffle", ["hortensia"]),
        ("Cider pressing co-op", "The apple scratter is collected from Pomeroy Barn",
         "Where do we pick up the machine that mashes the fruit before it goes in the press? want to do our "
         "windfalls this weekend", ["pomeroy"]),
        ("Longbow archers", "Arrow fletching is redone by Barnabas",
         "who re-does the feathers on the back end of the arrows for the bow club? my spaniel chewed two of "
         "them", ["barnabas"]),
        ("Roller derby team", "Skate wheels are swapped at Pickering rink",
         "roller derby: where do you go to get new rollers put on your boots?", ["pickering"]),
        ("Stamp collectors society", "Album hinges are sold by Aloysius",
         "Stamp club - who flogs those tiny folded paper stickies for mounting them in the book?", ["aloysius"]),
        ("Ceilidh band", "Accordion straps are repaired in Portree",
         "the ceilidh musicians' squeezebox harness has snapped. which town does it get sent off to for "
         "fixing?", ["portree"]),
        ("Vintage tractor rally", "Entry numbers are issued from the Wheatsheaf marquee",
         "tractor rally... where do exhibitors collect the number they stick on the front of their machine?",
         ["wheatsheaf"]),
        ("Pond dipping club", "Nets and trays are signed out by Fortunata",
         "Who do I ask about borrowing the little scoops and white tubs for looking at water bugs? Taking my "
         "niece along on Saturday.", ["fortunata"]),
        ("Rowing club boathouse", "Oar rack padlock code is 6184",
         "what's the combination for the lock on the paddles down at the boathouse? was only up for a moment",
         ["6184"]),
        ("Bonsai growers circle", "Concave cutters are kept in the Oddfellows Hall",
         "bonsai group - where are the special snippers for tiny branches stored? mine have gone rusty",
         ["oddfellows"]),
    ],
    said=[
        ("A peahen from the Chatsworth estate has been roosting on the roof of the Bakewell post office.",
         "what bird's been sitting up on top of the Bakewell post office? a seagull?", ["peahen"]),
        ("The footbridge over the Calder at Elland is being repainted in duck egg blue.",
         "Elland footbridge over the Calder - what colour are they doing it this time?", ["duck egg blue"]),
        ("Our office manager used to work as a stunt double in Hong Kong action films.",
         "The office manager had a film career before she joined, didn't she? Doing what, and where?",
         ["stunt double", "hong kong"]),
        ("The disused signal box at Dent station is being turned into a tiny bookshop.",
         "Dent station's old signal box, what's it becoming? heard someone's taken it on", ["bookshop"]),
        ("A colony of pipistrelle bats was discovered living in the organ pipes of the parish church at St Ives.",
         "what's been found living inside the organ at St Ives parish church? mice??", ["pipistrelle"]),
        ("Our head chef swam the Menai Strait on New Year's Day for a bet.",
         "Which stretch of water did the head chef swim across for a bet? I was topping up my tea",
         ["menai strait"]),
        ("Builders renovating the Market Tavern in Ledbury found a mummified cat behind the fireplace.",
         "Ledbury, the Market Tavern renovation - what turned up behind the fireplace? gold coins I hope",
         ["mummified"]),
        ("The tea room at Grasmere has started baking its gingerbread with smoked chilli.",
         "Grasmere tea room, what are they putting in the gingerbread now? sounded a bit odd", ["smoked chilli"]),
        ("Our security guard builds full-size replicas of Norse longships in his back garden.",
         "The security guard has some massive project on the go at home - what is it he builds?",
         ["longships", "norse"]),
        ("A one-legged herring gull has been stealing sandwiches from the pedalo kiosk at Bridlington harbour.",
         "which bird keeps nicking people's sarnies at the Bridlington pedalo kiosk? pigeons, surely",
         ["herring gull", "one-legged"]),
    ],
    para=[
        ("speech", "The cobbler's niece rowed across Lake Lucerne at dawn.",
         "The shoe repair man's brother's daughter crossed some big Swiss body of water with oars, first thing in "
         "the morning. Which one?", ["lake lucerne"]),
        ("speech", "The postman's son trained a parrot to recite Shakespeare.",
         "the letter carrier's boy taught his talking bird to quote which famous playwright?", ["shakespeare"]),
        ("speech", "Our cashier knits jumpers for rescued battery hens.",
         "What does the till operator make woolly tops for? some sort of saved farm bird", ["hens"]),
        ("speech", "The joiner's wife photographs thunderstorms across Dartmoor.",
         "What kind of weather does the carpenter's missus take pictures of over that big Devon moor?",
         ["thunderstorms"]),
        ("speech", "A traffic warden in Harrogate learned to play the bagpipes in six weeks.",
         "that parking enforcement officer up in North Yorkshire - how quickly did he get the hang of the "
         "Highland drone instrument?", ["six weeks", "6 weeks"]),
        ("speech", "The taxi driver's uncle once ate thirty-seven pickled eggs in an hour.",
         "the cabbie's dad's brother scoffed how many vinegary boiled ones in sixty minutes??",
         ["thirty-seven", "thirty seven", "37"]),
        ("speech", "Our IT technician restores grandfather clocks at weekends.",
         "what's the computer support bloke's Saturday-and-Sunday hobby?", ["grandfather clocks", "clocks"]),
        ("speech", "The headteacher's brother builds canoes from birch bark.",
         "The school principal's sibling makes little boats out of which tree's outer skin?", ["birch"]),
        ("ocr", "Frogspawn clumps found in the village pond totalled ninety-one",
         "How many blobs of amphibian eggs were recorded in the local water hole? I'm sure a figure was on "
         "screen", ["ninety-one", "ninety one", "91"]),
        ("ocr", "Sandcastles built at the beach contest reached one hundred and twelve",
         "How many of those bucket-and-spade towers on the shore went up in the competition? the total came up "
         "on a slide", ["one hundred and twelve", "one hundred twelve", "112"]),
    ],
    mentions=[
        ("the ship's steering wheel", "The ship's steering wheel on the landing wall came off a trawler that sank "
         "near the Scilly Isles.", "scilly"),
        ("the stag's head", "The stag's head above the photocopier is made entirely of papier mache.",
         "papier mache"),
        ("the fruit machine", "The fruit machine in the staff room pays out in chunks of fudge.", "fudge"),
        ("the knight's armour", "The knight's armour by the stairs was bought at a car boot sale in "
         "Kidderminster.", "kidderminster"),
        ("the upright piano", "The upright piano in the canteen belonged to a silent cinema in Llandrindod Wells.",
         "llandrindod"),
        ("the neon sign", "The neon sign over the post room was rescued from a closed-down bingo hall in "
         "Cleethorpes.", "cleethorpes"),
        ("the barnacled anchor", "The barnacled anchor outside the main entrance was dredged up from the Humber.",
         "humber"),
        ("the old globe", "The old globe in the director's office still shows Ceylon instead of Sri Lanka.", "ceylon"),
    ],
    screen_titles=[("Cortado darts league", "cortado"), ("Macchiato birdwatching walk", "macchiato"),
                   ("Ristretto sewing bee", "ristretto"), ("Affogato choir practice", "affogato"),
                   ("Americano skittles night", "americano"), ("Doppio pottery drop-in", "doppio"),
                   ("Lungo board games club", "lungo"), ("Frappe tai chi session", "frappe")],
    charts=["lane swim bookings", "aqua aerobics sign-ups", "lost goggles handed in", "chlorine level checks",
            "sauna sessions", "inflatable session tickets", "locker coin jams", "poolside cafe takings"],
    absent=[
        "hang on, was there a hippo in one of the pictures? my daughter reckons so",
        "tap dancers - is there a recital coming up? don't think they said",
        "Does the rowing club take junior members, or did that never come up",
        "Did the head chef get sponsored for that swim? how much did he make for charity",
        "Who's going to be the shopkeeper at the Dent signal box place, did they say?",
        "Is the Ledbury mummified cat going to a museum? feel like that was left hanging",
        "was there something about the Whitstable oyster festival getting cancelled",
        "Did they show any plans for the new skatepark in Kettering?",
        "{topic} - was there a press release about it, or nothing?",
        "Was there a questionnaire to fill in about the {topic}? I might have zoned out for that bit",
    ],
    count_q=("how many times do we get the {animal} on screen, all told?",
             "{animal}: how many?",
             "My brother and I can't agree on how many times the {animal} appears, and there's a fiver riding on "
             "it. Can you settle it?",
             "Give the total number of {animal} photos in the video."),
    cross_photo_q=("what animal's on screen when they get to {what}?",
                   "animal during {what}?",
                   "Bit random, but I noticed an animal photo up while the presenter was telling us about {what}. "
                   "Can't place which one - do you know?",
                   "Identify the animal pictured while {what} is discussed."),
    cross_screen_q=("which slide was on while they were talking about {what}?",
                    "{what}, slide?",
                    "Doing my notes and I want to jot the slide title next to the bit about {what}. What was "
                    "showing?",
                    "State the slide title visible when {what} is mentioned."),
    cross_speech_q=("what's being said over the {title} slide? didn't seem to match the slide at all",
                    "{title} voiceover?",
                    "The dog started barking just as the {title} slide came up and I lost the audio. What did the "
                    "speaker say there?",
                    "Summarise the narration that plays during the {title} slide."),
    after_chart_q=("what's the slide after the {chart} chart?",
                   "{chart} chart -> next?",
                   "The video stuttered right after the {chart} chart and jumped on. Which slide did I miss "
                   "straight after it?",
                   "Give the name of the slide immediately following the {chart} chart."),
    order_q=("did {first} come before {second} or the other way round?",
             "{first} / {second} - which was first?",
             "I'm jotting down the running order and have {second} ahead of {first}. Is that right, or did "
             "{first} actually come up sooner?",
             "Say which slide appears first: {first} or {second}."),
    at_screen_q=("what's showing on screen at {stamp}?",
                 "on screen at {stamp}?",
                 "My laptop fan went mad and the video froze on a blurry frame at {stamp}. Which slide was it?",
                 "Tell me what slide is displayed at {stamp}."),
    at_said_q=("what are they saying at {stamp}?",
               "{stamp} - what's said?",
               "Someone's phone rang at {stamp} in the room we were watching it in and nobody caught it. What was "
               "said?",
               "Write down what the speaker says at about {stamp}."),
)

# A fifty-first held-out set (seeds >= FIFTY_FIRST_HELD_OUT_FROM), written after the fiftieth one had been
# measured, without reading the retrieval code.
FIFTY_FIRST_HELD_OUT_FROM = 5100
FIFTY_FIRST_HELD_OUT = Pools(
    text=[
        ("Hobby horse makers", "Broom handles are sawn to length by Zebedee",
         "the lot who make those ponies on a stick - who cuts the wooden poles down for them? want to make one "
         "for my grandson", ["zebedee"]),
        ("Spinning top league", "Tournament tops are picked out by Jago",
         "the whirly-toy contest lot - who chooses the ones that get used in competitions? ours keep toppling",
         ["jago"]),
        ("Moustache society", "Styling wax is ordered through Hildebrand",
         "whiskers club... who gets in the sticky stuff for twirling the ends up? I've nearly run out",
         ["hildebrand"]),
        ("Pooh sticks championship", "Official twigs are cut at Ashton Lodge",
         "that game where you drop bits of wood off a bridge and see whose pops out first - where do the proper "
         "ones get snipped from?", ["ashton lodge"]),
        ("Toy soldier painters", "Sable brushes are reordered by Isambard",
         "Miniature figure painting lot: who orders the teeny paintbrushes once they're worn down? mine's lost "
         "all its bristles", ["isambard"]),
        ("Giant parsnip growers", "Show entry forms go to Mrs Pennycuick",
         "the whopping root veg competition - who do the papers for entering get handed to? want to put my "
         "longest one in this year", ["pennycuick"]),
        ("Charcoal burners", "Stack covers are signed out by Gwendoline",
         "the woodland lot who make barbecue fuel the old-fashioned way - who do I ask about borrowing the big "
         "sheets that go over the pile?", ["gwendoline"]),
        ("Model aircraft flyers", "Hangar door code is 5827",
         "what's the number to get into the shed where the remote-control planes live? it was only up for a "
         "second", ["5827"]),
        ("Lantern parade makers", "Willow canes are collected from Brightwater barn",
         "Where do we pick up the bendy sticks for the frames of the glowing paper things for the procession? "
         "Doing one with my godson.", ["brightwater"]),
        ("Ghost walk guides", "Capes and lamps are kept in the Mechanics Institute",
         "spooky tour people - where are the cloaks and lights stored between outings? somebody's nabbed mine",
         ["mechanics institute"]),
    ],
    said=[
        ("A runaway marmot from the wildlife park near Ripon was found asleep on the cafe counter at Masham market.",
         "what animal was curled up on the counter of the Masham market cafe? somebody's cat?", ["marmot"]),
        ("The Victorian glasshouse in Pittville Park is being reglazed with amber panes.",
         "Pittville Park glasshouse, what's going in the windows this time? plain glass again?", ["amber"]),
        ("Our mailroom supervisor once worked as a deckhand on a river cruiser on the Yangtze.",
         "The mailroom supervisor had an unusual job abroad before this, didn't he? What was it, and where?",
         ["deckhand", "yangtze"]),
        ("The disused rope works at Saltaire is being turned into a climbing gym.",
         "Saltaire's old rope-making place - what's going in there? heard it's been bought", ["climbing gym"]),
        ("A swarm of honeybees has settled in the hollow oak on the green at Finchingfield.",
         "what's moved into the hollow tree on Finchingfield green? hornets??", ["honeybees"]),
        ("Our events coordinator once bounced the whole length of Penarth pier on a space hopper.",
         "the events coordinator went all the way along a seaside pier on something daft once - what was it, a "
         "pogo stick?", ["space hopper"]),
        ("Drainage engineers working in the cellar of the Swan Hotel in Lavenham found a bundle of unopened love "
         "letters.", "Lavenham, the Swan Hotel cellar job - what did the drain people come across down there? old "
         "bottles I bet", ["love letters"]),
        ("The pie shop in Todmorden has started putting haggis in its pork pies.",
         "Todmorden pie shop - what are they sticking in the pork pies now? sounded a bit much", ["haggis"]),
        ("Our groundsman breeds show-standard Angora rabbits in his shed.",
         "The groundsman exhibits some animals at competitions, doesn't he? What sort?", ["angora", "rabbits"]),
        ("An escaped budgerigar has been pinching sugar lumps from the cafe tables on Clevedon pier.",
         "which bird keeps swiping the sweet stuff off the Clevedon pier cafe tables? seagulls, surely",
         ["budgerigar", "sugar lumps"]),
    ],
    para=[
        ("speech", "The organist's daughter skied to the North Pole at nineteen.",
         "Where on top of the globe did the church keyboard player's girl get to on planks strapped to her boots, "
         "when she was still a teenager?", ["north pole"]),
        ("speech", "The rat catcher's grandson taught a duckling to ride a toy train.",
         "the pest-control fella's grandchild got which baby water bird sitting on a miniature locomotive?",
         ["duckling"]),
        ("speech", "Our credit controller sews tiny hats for premature babies.",
         "What does the person who chases up late payments stitch little caps for? some newborns that arrived "
         "early", ["babies"]),
        ("speech", "The tree surgeon's wife carves chess sets from old fence posts.",
         "The bloke who lops branches for a living - his missus whittles what out of bits of garden boundary?",
         ["chess sets"]),
        ("speech", "A bus conductor in Ilkley learned Gaelic in nine days.",
         "that fella who takes the fares on the local buses in the West Yorkshire spa town - how long did it "
         "take him to get chatting in the language of the Western Isles?", ["nine days", "9 days"]),
        ("speech", "The gravedigger's cousin once drank twenty-nine mugs of cocoa in one evening.",
         "the bloke who digs the plots at the cemetery - his relative knocked back how many hot chocolates in "
         "a single night??", ["twenty-nine", "twenty nine", "29"]),
        ("speech", "Our sales manager breeds tropical fish at weekends.",
         "What does the head of selling keep and raise outside work? something in a tank", ["tropical fish", "fish"]),
        ("speech", "The ferry skipper's brother builds guitars from tea chests.",
         "the fella who steers the boat across the estuary - his bro knocks up six-stringed instruments out of "
         "what wooden boxes?", ["tea chests"]),
        ("ocr", "Bats counted at the abandoned lead mine came to seventy-nine",
         "How many of those flappy night-time mammals were tallied down the disused ore workings? pretty sure a "
         "figure flashed up", ["seventy-nine", "seventy nine", "79"]),
        ("ocr", "Pedal cars entered in the hill race totalled one hundred and thirty-six",
         "How many of those little foot-powered motors took part in the slope dash? the number was on a slide",
         ["one hundred and thirty-six", "one hundred thirty-six", "136"]),
    ],
    mentions=[
        ("the miner's lamp", "The miner's lamp on the reception desk was carried up from the last shift at "
         "Ellington colliery.", "ellington"),
        ("the cricket scoreboard", "The cricket scoreboard in the corridor came from a village ground in "
         "Hambledon.", "hambledon"),
        ("the brass klaxon", "The brass klaxon mounted above the lifts was taken off a paddle tug at Sharpness "
         "docks.", "sharpness"),
        ("the bread bin", "The bread bin by the kettle is where everyone leaves spare change for the guide "
         "dogs.", "guide dogs"),
        ("the brass bedstead", "The brass bedstead in the courtyard has honeysuckle climbing up it every summer.",
         "honeysuckle"),
        ("the mounted swordfish", "The mounted swordfish in the canteen was landed off Cape Verde in nineteen "
         "fifty-one.", "cape verde"),
        ("the barrel piano", "The barrel piano on the first floor landing only plays Strauss.", "strauss"),
        ("the toy steam engine", "The toy steam engine on the bookcase was won at a funfair in Mablethorpe.",
         "mablethorpe"),
    ],
    screen_titles=[("Focaccia sock puppet club", "focaccia"), ("Ciabatta cup stacking", "ciabatta"),
                   ("Brioche treasure hunt", "brioche"), ("Baguette French conversation", "baguette"),
                   ("Pumpernickel hand lettering", "pumpernickel"), ("Panettone Lego building", "panettone"),
                   ("Challah sand art session", "challah"), ("Bloomer knot tying class", "bloomer")],
    charts=["shower token sales", "firewood bundle sales", "gas canister swaps", "campfire permit requests",
            "late check-outs", "drying room use", "electric hook-up faults", "lost tent pole reports"],
    absent=[
        "hold on, was there a mandrill in one of the photos? my son's sure he saw one",
        "spinning top league - did they mention a rosette for the winner? don't think it came up",
        "Does the model aircraft club need you to have a licence to fly, or was that never said",
        "Did the events coordinator get written up in the local paper for the space hopper thing?",
        "Will there be a juice bar at the Saltaire climbing gym? did they say?",
        "Are the Lavenham love letters going to be valued by an expert? feel like that got skipped over",
        "was there something about the Morpeth well dressing being called off this year",
        "Did they show a drawing of the new multi-storey in Wetherby?",
        "{topic} - did they say who's footing the bill for it?",
        "Was there a show of hands on the {topic}, or am I thinking of a different meeting?",
    ],
    count_q=("how many times does the {animal} pop up in total?",
             "{animal} - times shown?",
             "I'm making a quiz for my cousins and one question is how often the {animal} turns up. What's the "
             "right answer?",
             "Count the appearances of the {animal} across the whole video."),
    cross_photo_q=("which animal's on screen while they're rabbiting on about {what}?",
                   "{what} -> which animal?",
                   "Odd one, but there was a photo of some creature behind the words when {what} came up. Which "
                   "animal was that?",
                   "Name the animal shown while the speaker talks about {what}."),
    cross_screen_q=("what slide was showing when {what} got mentioned?",
                    "slide when {what} came up?",
                    "I'm putting a summary together and need the slide that was up during the bit about {what}. "
                    "Which one was it?",
                    "Identify the slide on screen while {what} is mentioned."),
    cross_speech_q=("what's the speaker rattling on about during the {title} slide? didn't seem to fit",
                    "audio over {title}?",
                    "The washing machine hit its spin cycle as the {title} slide came on and drowned it out. What "
                    "was being said?",
                    "Describe what is spoken while the {title} slide is up."),
    after_chart_q=("which slide follows the {chart} chart?",
                   "after the {chart} chart?",
                   "The picture went green just after the {chart} chart appeared and then skipped ahead. What "
                   "slide came straight after it?",
                   "State the slide that follows on from the {chart} chart."),
    order_q=("did {first} turn up before {second}, or after?",
             "{first} or {second} - earlier one?",
             "My write-up says {first} was on before {second}. Can you confirm that, or was it the other way "
             "round?",
             "Work out which slide appears sooner: {first} or {second}."),
    at_screen_q=("what've they got on screen at {stamp}?",
                 "what's showing @ {stamp}?",
                 "I leaned on the space bar by accident and it stopped at {stamp}, but the frame's all smeared. "
                 "Which slide is it?",
                 "Say what is displayed on screen at {stamp}."),
    at_said_q=("what's the speaker on about at {stamp}?",
               "speech @ {stamp}?",
               "The builders outside started up a jackhammer at {stamp} and I couldn't make out a word. What was "
               "said at that point?",
               "Note down what is spoken at roughly {stamp}."),
)

# A fifty-second held-out set (seeds >= FIFTY_SECOND_HELD_OUT_FROM), written after the fifty-first one, without
# reading the retrieval code.
FIFTY_SECOND_HELD_OUT_FROM = 5200
FIFTY_SECOND_HELD_OUT = Pools(
    text=[
        ("Aunt Sally team", "Replacement throwing batons are turned by Wilberforce",
         "that pub game where you lob sticks at a wooden head on a post - who makes the new clubs for chucking? "
         "ours has split down the middle", ["wilberforce"]),
        ("Pipe band", "Kilt pins and sporrans are lent out by Nerys",
         "the tartan marching musicians - who do I borrow the little skirt brooches and furry pouches off? my "
         "lad's first parade is Sunday", ["nerys"]),
        ("Bonfire society", "Effigy frames are welded by Gideon",
         "the November the fifth procession lot - who makes the metal skeletons for the big figures they burn? "
         "fancy helping this year", ["gideon"]),
        ("Moth trapping group", "Mercury vapour bulbs are kept at Wirksworth",
         "the night-time insect catchers - where are the special bright lamps stored? mine's blown", ["wirksworth"]),
        ("Bird ringing group", "Ringing pliers and leg bands are kept by Rosalind",
         "the lot who catch little songbirds to tag their ankles - who looks after the special pincers and the "
         "teeny metal bracelets? my nephew wants to volunteer", ["rosalind"]),
        ("Lifesaving club", "Rescue manikins are stored at the Mousehole slipway",
         "the lot who practise pulling folk out of the sea - where are the pretend bodies they train on kept? my "
         "goddaughter's just joined", ["mousehole"]),
        ("Cycle speedway club", "Spare handlebar grips are fitted by Aurelius",
         "the lot who race push bikes round a cinder oval - who puts new rubber on the ends of the steering bars? "
         "mine have gone all tacky", ["aurelius"]),
        ("Drystone wallers", "Hammers and guide lines are lent out by Ulrika",
         "the field boundary builders who don't use any cement - who do I ask about borrowing their tools and the "
         "taut string thing? there's a gap by our gate", ["ulrika"]),
        ("Mummers play cast", "Ribbon costumes are patched up by Drusilla",
         "the Boxing Day street-play troupe - who mends their raggedy outfits after a show? the dragon's lost "
         "half his streamers", ["drusilla"]),
        ("Pitch and putt club", "Clubhouse shutter code is 4713",
         "what's the combination to get into the hut at the short-hole golf course? it was gone before I could "
         "scribble it down", ["4713"]),
    ],
    said=[
        ("An escaped guinea fowl from a smallholding near Sedbergh was found roosting on the phone mast at Kirkby "
         "Lonsdale.", "what bird was perched up the mobile mast at Kirkby Lonsdale? a pigeon?", ["guinea fowl"]),
        ("The Georgian assembly rooms in Louth are being repainted in teal.",
         "Louth assembly rooms - what colour are they doing them this time? cream again?", ["teal"]),
        ("Our purchasing manager once worked as a date farmer in Oman.",
         "The purchasing manager had quite an unusual job abroad before joining, didn't he? What was it, and "
         "where?", ["date farmer", "oman"]),
        ("The disused sauce factory at Kington is being turned into a mini golf course.",
         "Kington's old ketchup-making place - what's going in there? heard somebody's bought it", ["mini golf"]),
        ("A pair of oystercatchers has nested on the flat roof of the library at Alnmouth.",
         "what birds have set up home on top of the Alnmouth library? gulls??", ["oystercatchers"]),
        ("Our canteen supervisor once walked the whole of Offa's Dyke in a ball gown.",
         "the canteen supervisor did that long walk along the old earthwork on the border with Wales in some "
         "daft get-up - what, a pirate outfit?", ["ball gown"]),
        ("Roofers repairing the church hall at Painswick found a tobacco tin full of Victorian pennies.",
         "Painswick church hall roof job - what did the roofers come across up there? a bird's nest I bet",
         ["pennies"]),
        ("The bakery in Mevagissey has started putting jerk chicken in its pasties.",
         "Mevagissey bakery - what are they stuffing the pasties with now? sounded a bit weird", ["jerk chicken"]),
        ("Our warehouse foreman takes his Indian Runner ducks to agricultural shows all over Shropshire.",
         "The warehouse foreman exhibits some birds round one of the counties, doesn't he? What sort, and where?",
         ["indian runner", "shropshire"]),
        ("A tame moorhen has been pinching scones from the tea kiosk on Lynton harbour.",
         "which bird keeps swiping food off the Lynton harbour kiosk? gulls, surely", ["moorhen", "scones"]),
    ],
    para=[
        ("speech", "The watchmaker's daughter cycled across the Sahara at eighteen.",
         "Which massive African sandy wilderness did the girl whose dad fixes little ticking timepieces pedal "
         "over, when she'd barely left school?", ["sahara"]),
        ("speech", "The organ builder's grandson taught a foal to play the xylophone.",
         "the fella who makes those huge pipe instruments for churches - his grandkid got which baby animal from "
         "the stables knocking out a tune on those wooden bars you hit with little beaters?", ["foal"]),
        ("speech", "Our vet nurse sews raincoats for retired pit ponies.",
         "What does the woman who helps out at the animal surgery stitch waterproofs for? some old working horses "
         "from down the mines", ["pit ponies"]),
        ("speech", "The haberdasher's wife paints portraits of Belted Galloway cows.",
         "The fella who runs the buttons-and-ribbons shop - his missus does pictures of which stripy-middled beef "
         "breed from south-west Scotland?", ["belted galloway"]),
        ("speech", "A dog walker in Frome taught herself Manx in twelve days.",
         "that woman who takes people's pooches out round the Somerset market town - how long did it take her to "
         "pick up the old language of that island with the tailless cats and the three-legged flag?",
         ["twelve days", "12 days"]),
        ("speech", "The purser's nephew once ate fifty-two fish fingers in one sitting.",
         "the ship's money officer's brother's lad polished off how many breaded cod sticks in a single go??",
         ["fifty-two", "fifty two", "52"]),
        ("speech", "Our solicitor restores fairground gallopers at weekends.",
         "what does the firm's legal eagle do up on Saturdays and Sundays? those painted carousel mounts that go "
         "up and down while the music plays", ["fairground gallopers", "gallopers"]),
        ("speech", "The beadle's sister builds model castles from coffee stirrers.",
         "the woman whose brother's the ceremonial church officer - she knocks up mini fortresses out of which "
         "little sticks you swirl your latte with?", ["coffee stirrers"]),
        ("ocr", "Dormice found in the coppice survey numbered sixty-eight",
         "How many of those sleepy little nut-loving rodents turned up in the check of the cut-back wood? I'm "
         "sure a figure came up", ["sixty-eight", "sixty eight", "68"]),
        ("ocr", "Knitted gnomes parachuted from the church steeple totalled one hundred and fifty-four",
         "How many of those little woolly garden-ornament chaps came floating down off the spire under tiny "
         "canopies? the tally was on a slide", ["one hundred and fifty-four", "one hundred fifty-four", "154"]),
    ],
    mentions=[
        ("the ship's lantern", "The ship's lantern by the lifts once hung on a pilot cutter out of Harwich.",
         "harwich"),
        ("the petrol pump", "The petrol pump in the courtyard came from a garage on the old road through "
         "Glencoe.", "glencoe"),
        ("the stuffed albatross", "The stuffed albatross in the boardroom was brought back from South Georgia by "
         "a whaler.", "south georgia"),
        ("the slot machine", "The slot machine in the break room was won in a bet on the pier at Bridport.",
         "bridport"),
        ("the bowler hat", "The bowler hat on the hat stand belonged to a bank manager from Berwick.", "berwick"),
        ("the toy theatre", "The toy theatre on the windowsill was made by a schoolteacher from "
         "Machynlleth.", "machynlleth"),
        ("the horse brasses", "The horse brasses over the fireplace came off a dray horse from a brewery in "
         "Tadcaster.", "tadcaster"),
        ("the weathercock", "The weathercock on the bike shed came off the old grain store in Stowmarket.",
         "stowmarket"),
    ],
    screen_titles=[("Battenberg beatboxing workshop", "battenberg"), ("Eccles semaphore lesson", "eccles"),
                   ("Simnel juggling practice", "simnel"), ("Parkin ventriloquism club", "parkin"),
                   ("Lardy yodelling class", "lardy"), ("Teacake morse code evening", "teacake"),
                   ("Lamington paper plane contest", "lamington"), ("Pavlova hula hoop session", "pavlova")],
    charts=["foot passenger tickets", "car deck bookings", "seasickness tablet sales", "cabin upgrades",
            "bicycle spaces booked", "duty free takings", "delayed sailings", "lifejacket drills"],
    absent=[
        "hang about, was there a wildebeest in one of the photos? my partner's convinced there was",
        "the lifesaving lot - did they mention a silver salver for the best swimmer? don't think it came up",
        "Is there a minimum age for the pitch and putt club, or was that never mentioned",
        "Did the canteen supervisor end up on the regional news for the Offa's Dyke walk?",
        "Will the Kington mini golf course be floodlit? did they say?",
        "Are the Painswick pennies getting a plaque in the church? feel like that got left hanging",
        "was there something about the Helston Flora Day being called off this year",
        "Did they put up a plan of the new pump track in Skipton?",
        "{topic} - was a target date ever given for it, or not?",
        "Was there a straw poll on the {topic}, or am I mixing it up with a different meeting?",
    ],
    count_q=("how many times all told does the {animal} come up?",
             "{animal} - how many sightings?",
             "My nan and I are arguing over how many times the {animal} shows up, and the loser's doing the "
             "washing up. How many was it?",
             "Tally the number of times the {animal} appears in the video."),
    cross_photo_q=("which creature's up on screen while they're going on about {what}?",
                   "{what} - animal pictured?",
                   "Random one, but there was a picture of some beast in the background during the bit on {what}. "
                   "Any idea which animal?",
                   "State which animal is shown while {what} is being talked about."),
    cross_screen_q=("which slide was up when they brought up {what}?",
                    "{what} - slide on screen?",
                    "I'm typing up the minutes and need to know what slide was showing while they talked about "
                    "{what}. Which was it?",
                    "Name the slide displayed at the point {what} is mentioned."),
    cross_speech_q=("what's the presenter banging on about during the {title} slide? seemed unrelated",
                    "{title} - what's said?",
                    "The dog kicked off barking right as the {title} slide came up and I missed the lot. What did "
                    "the speaker say?",
                    "Summarise the speech heard over the {title} slide."),
    after_chart_q=("what comes on straight after the {chart} chart?",
                   "after the {chart} chart - what's next?",
                   "The telly went black for a second just after the {chart} chart and skipped ahead when it came "
                   "back. Which slide came right after it?",
                   "Give the slide that immediately follows the {chart} chart."),
    order_q=("was {first} on before {second}, or the other way about?",
             "{first} vs {second} - which came first?",
             "A colleague's notes have {second} coming before {first}. Is that right, or was it the opposite?",
             "Determine which slide comes first: {first} or {second}."),
    at_screen_q=("what've we got on screen come {stamp}?",
                 "{stamp}: what's on screen?",
                 "The cat walked across the keyboard and paused it at {stamp}, and now the picture's gone all "
                 "blocky. Which slide is that?",
                 "Tell me what is shown on screen at {stamp}."),
    at_said_q=("what's the presenter saying at {stamp}?",
               "{stamp}: what's said?",
               "Somebody rang the doorbell bang on {stamp} and I missed it completely. What was the speaker "
               "saying then?",
               "Write down what is spoken at about {stamp}."),
)

# A fifty-third held-out set (seeds >= FIFTY_THIRD_HELD_OUT_FROM), written after the fifty-second one, without
# reading the retrieval code.
FIFTY_THIRD_HELD_OUT_FROM = 5300
FIFTY_THIRD_HELD_OUT = Pools(
    text=[
        ("Corn dolly weavers", "Wheat stalks for plaiting are cut by Septimus",
         "the lot who twist harvest stems into little figures - who gets the straw in for them? want to make one "
         "for the kitchen dresser", ["septimus"]),
        ("Pigeon racing club", "Race clocks are set and sealed by Cressida",
         "the fanciers who send their birds home from miles off - who sorts the timing gadgets out before they're "
         "let go? my uncle's just signed up", ["cressida"]),
        ("Green woodworkers", "Bowl-turning lathes are lent out by Mordecai",
         "the lot who make chair legs out in the woods - who do I borrow one of those foot-pedal spinning "
         "contraptions off? fancy having a bash", ["mordecai"]),
        ("Longsword dancers", "Wooden practice blades are sanded by Keziah",
         "the troupe who dance with those long bars all locked together in a star - who smooths down the pretend "
         "ones they rehearse with? my lad keeps getting splinters", ["keziah"]),
        ("Lurcher racing", "Starting traps are stored at Clun",
         "the scruffy greyhound-cross dog races - where are the boxes they get let out of kept over winter? ours "
         "has a bust latch", ["clun"]),
        ("Duck herding display", "Herding whistles are reordered by Tancred",
         "the lot who round up quackers with a collie - who gets more of those little tin things you blow to "
         "boss the dog about? ours has vanished", ["tancred"]),
        ("Bar billiards league", "Replacement mushrooms and pegs are turned by Melisande",
         "the old pub table game with the holes in the green cloth - who makes new wee wooden skittles for it? "
         "ours keep walking off", ["melisande"]),
        ("Caber tossing club", "Larch trunks are seasoned at Kirkcudbright",
         "the lot who flip enormous logs end over end at the games - where do the big poles get dried out? my "
         "brother's desperate to have a go", ["kirkcudbright"]),
        ("Beer mat collectors", "Swap meet tables are booked through Jethro",
         "the lot who hoard those cardboard coasters from pubs - who do I see about a stall at their trading "
         "day? got a shoebox full", ["jethro"]),
        ("Trainspotters society", "Platform end hut code is 3968",
         "what's the number for the lock on the shed where the engine-number collectors meet? it was gone before "
         "I found a biro", ["3968"]),
    ],
    said=[
        ("An escaped agouti from a wildlife park near Horncastle was found nibbling the hanging baskets outside "
         "the butcher's at Alford.", "what animal was munching the flower baskets outside the Alford butcher's? a "
         "squirrel?", ["agouti"]),
        ("The Edwardian clock tower in Grange-over-Sands is being repainted in terracotta.",
         "Grange-over-Sands clock tower - what colour are they going for this time? black again?", ["terracotta"]),
        ("Our fleet manager once worked as a cocoa grader in Ghana.",
         "The fleet manager had a rather unusual job overseas before this, didn't he? What was it, and where?",
         ["cocoa grader", "ghana"]),
        ("The disused gasworks at Bideford is being turned into a tenpin bowling centre.",
         "Bideford's old gas place - what's it turning into? heard a developer's snapped it up", ["tenpin"]),
        ("A pair of spoonbills has nested in the reed bed behind the pub at Cley.",
         "what birds have set up home in the reeds behind the Cley pub? herons??", ["spoonbills"]),
        ("Our reception manager once travelled the whole of the Caledonian Canal towpath on a mobility scooter.",
         "the reception manager went all the way along the Caledonian Canal on something daft - what was it, a "
         "skateboard?", ["mobility scooter"]),
        ("Plumbers fixing the vestry at Dunster found a biscuit tin full of suffragette leaflets.",
         "Dunster vestry plumbing job - what did the plumbers turn up under the floorboards? a dead rat I bet",
         ["suffragette"]),
        ("The cafe in Hawes has started putting harissa in its cheese toasties.",
         "Hawes cafe - what are they sticking in the toasted sandwiches now? sounded a bit odd", ["harissa"]),
        ("Our estates manager takes his Bagot goats to county fairs all over Lincolnshire.",
         "The estates manager exhibits some animals round one of the counties, doesn't he? What breed, and where?",
         ["bagot", "lincolnshire"]),
        ("A cheeky carrion crow has been pinching bacon rolls from the beach huts at Mundesley.",
         "which bird keeps swiping breakfast off the Mundesley beach huts? gulls, surely",
         ["carrion crow", "bacon rolls"]),
    ],
    para=[
        ("speech", "The toll keeper's daughter swam the length of Lake Garda at seventeen.",
         "Which huge stretch of fresh water in the north of the boot-shaped country did the girl whose dad takes "
         "money off drivers at the bridge do end to end, while still a teenager?", ["garda"]),
        ("speech", "The potter's grandson taught a leveret to ring a bicycle bell.",
         "the fella who throws clay on a wheel - his grandchild got which baby wild bunny-like creature tinging "
         "the ding-ding thing on a pushbike?", ["leveret"]),
        ("speech", "Our receptionist knits cardigans for hairless sphynx cats.",
         "What does the woman on the front desk make woolly buttoned tops for? some bald kitties that feel the chill",
         ["sphynx"]),
        ("speech", "The basket maker's wife paints portraits of Hebridean sheep.",
         "The bloke who weaves willow hampers - his missus does pictures of which little dark-fleeced breed from "
         "the islands off western Scotland?", ["hebridean"]),
        ("speech", "A postwoman in Malvern learned Breton in fifteen days.",
         "the lady who brings the letters round that Worcestershire hill town known for its spring water - how "
         "long did it take her to pick up the old tongue of the bit of France that sticks out into the sea?",
         ["fifteen days", "15 days"]),
        ("speech", "The mole catcher's nephew once ate fifty-seven pickled gherkins at a single meal.",
         "the bloke who gets rid of those tunnelling pests from lawns - his brother's lad put away how many "
         "soused little cucumbers out of a jar in one go??", ["fifty-seven", "fifty seven", "57"]),
        ("speech", "Our accountant restores vintage carriage clocks at weekends.",
         "the bean counter at ours - what does she tinker with and bring back to life on her days off? those old "
         "brass timepieces with a handle on top for travelling", ["carriage clocks", "carriage clock"]),
        ("speech", "The chair mender's aunt builds doll's houses from matchboxes.",
         "the lady whose nephew re-canes seats - what does she make tiny dwellings for playthings out of? those "
         "wee cardboard boxes you keep strike-anywhere sticks in", ["matchboxes"]),
        ("ocr", "Grass snakes logged on the heath came to thirty-eight",
         "How many of those slithery green reptiles with yellow collars got noted out on the open scrubland? I'm "
         "certain a number flashed up", ["thirty-eight", "thirty eight", "38"]),
        ("ocr", "Paper boats launched on the mill race totalled three hundred and seventy-four",
         "How many of those little folded sailing toys got set off along the water-wheel channel? the figure was "
         "on a slide", ["three hundred and seventy-four", "three hundred seventy-four", "374"]),
    ],
    mentions=[
        ("the stuffed otter", "The stuffed otter in the glass case by reception was caught in a river near "
         "Coldstream.", "coldstream"),
        ("the shop till", "The shop till on the front desk came from a village grocer's in Eyam.", "eyam"),
        ("the driftwood bench", "The driftwood bench in the smoking shelter was built from planks washed up at "
         "Dunwich.", "dunwich"),
        ("the street lamp", "The street lamp outside the kitchen was saved from a demolished terrace in "
         "Dolgellau.", "dolgellau"),
        ("the hay cart", "The hay cart in the garden came from a croft outside Ullapool.", "ullapool"),
        ("the milestone", "The milestone propped in the foyer once stood on the drovers' road to Hawick.",
         "hawick"),
        ("the railway lamp", "The railway lamp on the bookshelf hung by the line at Grosmont for forty years.",
         "grosmont"),
        ("the eel trap", "The eel trap hanging in the stairwell was woven by a fisherman on Lindisfarne.",
         "lindisfarne"),
    ],
    screen_titles=[("Bramley charades night", "bramley"), ("Braeburn hopscotch club", "braeburn"),
                   ("Jonagold card tricks circle", "jonagold"), ("Russet plate spinning class", "russet"),
                   ("Pippin roller skating social", "pippin"), ("Spartan clay modelling hour", "spartan"),
                   ("Honeycrisp cloud spotting walk", "honeycrisp"), ("Elstar stone stacking session", "elstar")],
    charts=["theory test passes", "mock tests booked", "dual control repairs", "learner sign-ups",
            "cancelled lessons", "roundabout practice hours", "intensive course enquiries", "hill start stalls"],
    absent=[
        "hold up, was there a skunk in one of the photos? my sister swears blind she saw one",
        "the corn dolly lot - did they mention a decanter for the best entry? don't reckon it came up",
        "Do you need your own insurance to enter the lurcher racing, or was that never said",
        "Did the reception manager raise any sponsorship with the mobility scooter trip?",
        "Will the Bideford tenpin centre have a licensed bar? did they say?",
        "Are the Dunster suffragette leaflets going to the county archive? feel like that got skipped over",
        "was there something about the Haxey Hood being called off this year",
        "Did they show plans for the new bus station in Sleaford?",
        "{topic} - did anybody mention a completion date for it, or not?",
        "Was the {topic} put to a vote, or am I muddling it up with some other meeting?",
    ],
    count_q=("all in, how many times do we see the {animal}?",
             "{animal} - number of appearances?",
             "My brother-in-law reckons the {animal} is on loads and I say hardly at all, and there's a pint riding "
             "on it. How many times was it?",
             "Give the total number of times the {animal} is shown."),
    cross_photo_q=("which animal pops up on screen while they're chatting about {what}?",
                   "{what} - which creature?",
                   "Bit of a weird one, but some animal photo was behind the speaker during the part on {what}. "
                   "Which animal was it?",
                   "Identify the animal on screen as {what} gets discussed."),
    cross_screen_q=("what slide was on when they got onto {what}?",
                    "{what} - slide up at the time?",
                    "I'm writing up notes for my boss and need whatever slide was showing while {what} came up. "
                    "Which one?",
                    "State the slide shown while {what} is being talked about."),
    cross_speech_q=("what's the speaker waffling on about over the {title} slide? didn't match at all",
                    "{title} slide - audio?",
                    "The kettle started whistling right as the {title} slide appeared and I lost the lot. What "
                    "was said?",
                    "Report what the speaker says during the {title} slide."),
    after_chart_q=("what pops up right after the {chart} chart?",
                   "{chart} chart - which slide comes next?",
                   "My laptop froze just after the {chart} chart came up, and when it unstuck it had jumped on. "
                   "What slide followed it?",
                   "Name the slide that comes straight after the {chart} chart."),
    order_q=("did {first} come up earlier than {second}, or after it?",
             "{first} / {second} - which was earlier?",
             "My notes say {second} appeared ahead of {first}. Have I got that right, or is it backwards?",
             "Establish which slide is shown first: {first} or {second}."),
    at_screen_q=("what's on the screen when it hits {stamp}?",
                 "slide showing at {stamp}?",
                 "My toddler jabbed the remote and froze it at {stamp}, and the picture's gone all fuzzy. Which "
                 "slide is it?",
                 "Describe which slide is on screen at {stamp}."),
    at_said_q=("what's being said at {stamp}?",
               "voice at {stamp} - saying what?",
               "A lorry went past beeping at {stamp} and I missed every word. What was the speaker saying?",
               "Record what is said at around {stamp}."),
)


# A fifty-fourth held-out set (seeds >= FIFTY_FOURTH_HELD_OUT_FROM), written after the fifty-third one, without
# reading the retrieval code.
FIFTY_FOURTH_HELD_OUT_FROM = 5400
FIFTY_FOURTH_HELD_OUT = Pools(
    text=[
        ("Seaside puppeteers", "Swazzles are handed out by Hezekiah",
         "the seaside puppet show lot - who gives out those wee gizmos the performer pops in his gob for the "
         "squeaky voice? my nephew wants a go", ["hezekiah"]),
        ("Hurdle makers", "Hazel rods for wattle fencing are coppiced by Eglantine",
         "the folk who weave those garden screens out of bendy sticks - who cuts the thin poles for them? want a "
         "panel round the veg patch", ["eglantine"]),
        ("Conker championship", "Official strings are threaded by Torquil",
         "the horse chestnut fighting lot - who does the cords through the nuts before a bout? my boy's "
         "desperate to enter", ["torquil"]),
        ("Coracle regatta", "Paddles are varnished at Cenarth",
         "the round little boat race on the river - where do the oars get their shiny coat put on? fancy "
         "helping out", ["cenarth"]),
        ("Gurning contest", "Horse collars are polished by Isidore",
         "the pulling-ugly-faces competition - who buffs up the leather hoop they stick their heads through? "
         "ours looks grim", ["isidore"]),
        ("Pub quoits team", "Iron rings are forged at Rhayader",
         "the lot who chuck metal hoops at a pin stuck in a clay bed - where are their throwing things made? "
         "one's snapped", ["rhayader"]),
        ("Shin kicking society", "Straw padding for trousers is bundled by Benedicta",
         "the lot who boot each other's legs for sport - who gets the stuffing together that they shove down "
         "their slacks? looks painful", ["benedicta"]),
        ("Stone skimming club", "Flat slates are sorted by Wilfreda",
         "the lot who bounce pebbles across the water - who picks out the thin throwing rocks? my daughter's "
         "got a cracking arm", ["wilfreda"]),
        ("Handbell ringers", "Leather handles are restitched by Aldous",
         "the lot who jingle little tuned clangers at carol time - who sews up the grips when they go? ours is "
         "coming apart", ["aldous"]),
        ("Crossword setters circle", "Meeting room door code is 6172",
         "what's the number for the lock where the puzzle-grid compilers get together? never jotted it down",
         ["6172"]),
    ],
    said=[
        ("A runaway coatimundi from a petting farm near Austwick was spotted drinking from the horse trough at "
         "Clapham.", "what creature was lapping water out of the Clapham horse trough? a deer?", ["coatimundi"]),
        ("The Victorian drinking fountain in Kirkby Stephen is being regilded in sea green.",
         "Kirkby Stephen drinking fountain - what colour's it getting done in? navy again?", ["sea green"]),
        ("Our payroll officer once worked as a cork stripper in the Alentejo.",
         "The payroll officer had an odd job abroad before joining, didn't she? What was it, and where?",
         ["cork stripper", "alentejo"]),
        ("The derelict tannery at Ulverston is being turned into a go-kart track.",
         "Ulverston's old leather works - what's going in there? heard it's been sold off", ["go-kart track"]),
        ("A pair of hoopoes has been seen on the village green at Walberswick.",
         "what birds turned up on the Walberswick green? magpies??", ["hoopoes"]),
        ("Our print room supervisor once paddled the length of the Tamar in a galvanised bath.",
         "the print room supervisor went the whole length of the Tamar in something daft - what was it, a canoe?",
         ["galvanised bath"]),
        ("Builders repairing the belfry at Thaxted found a cigar box full of identity cards.",
         "Thaxted belfry repair - what did the builders come across up there? pigeon skeletons I reckon",
         ["identity cards"]),
        ("The chippy in Seahouses has started frying its haddock in coconut batter.",
         "Seahouses chippy - what are they doing to the fish batter now? sounded weird", ["coconut"]),
        ("Our compliance officer breeds Manx Loaghtan sheep on a smallholding in Ceredigion.",
         "The compliance officer keeps some livestock in one of the counties over the border, doesn't she? What "
         "breed, and where?", ["manx loaghtan", "ceredigion"]),
        ("A bold hooded crow has been stealing sugar sachets from the tea room at Bamburgh.",
         "which bird keeps nicking the sweeteners from the Bamburgh tea room? a magpie, surely",
         ["hooded crow", "sugar sachets"]),
    ],
    para=[
        ("speech", "The ferryman's niece cycled across Finland at nineteen.",
         "Which chilly land of lakes and saunas up near the Arctic did the girl whose uncle takes folk "
         "over the water by boat pedal right over, while still a teen?", ["finland"]),
        ("speech", "The thatcher's grandson taught a pygmy goat to fetch tennis balls.",
         "the fella who does straw roofs - his lad's lad got which dwarf horned farmyard beast bringing back "
         "those fuzzy yellow things you whack over a net?", ["pygmy goat"]),
        ("speech", "Our cleaner sews tiny waistcoats for pet rats.",
         "What does the woman who hoovers the office stitch little sleeveless jackets for? some whiskery "
         "long-tailed rodents folk keep in cages", ["pet rats"]),
        ("speech", "The saddler's husband sculpts busts of Exmoor ponies.",
         "The woman who makes leather horse seats - her fella carves head-and-shoulders statues of which hardy "
         "little moorland nags from the West Country?", ["exmoor"]),
        ("speech", "A lollipop lady in Strathpeffer learned to play the bagpipes in thirteen weeks.",
         "the woman with the big stop sign who sees kids across in that old spa village up in the north of "
         "Scotland - how long did it take her to get the hang of the droning tartan wind instrument?",
         ["thirteen weeks", "13 weeks"]),
        ("speech", "The chimney sweep's cousin once ate seventy-one boiled eggs at a single sitting.",
         "the fella who brushes the soot out of flues - his relative scoffed how many hard-cooked hen's "
         "offerings in one go??", ["seventy-one", "seventy one", "71"]),
        ("speech", "Our solicitor restores treadle sewing machines at weekends.",
         "the lawyer at ours - what does he fix up on his days off? those old foot-pumped contraptions for "
         "stitching frocks", ["treadle sewing machines", "sewing machines"]),
        ("speech", "The locksmith's sister builds model lighthouses from lolly sticks.",
         "the woman whose brother opens jammed doors for a living - what does she use to make little coastal "
         "warning towers? those flat wooden bits left over once you've finished an ice on a stick",
         ["lolly sticks"]),
        ("ocr", "Slow worms counted under the allotment sheets reached ninety-two",
         "How many of those legless lizards that look like snakes turned up beneath the covers on the veg "
         "plots? pretty sure a figure came up", ["ninety-two", "ninety two", "92"]),
        ("ocr", "Rubber ducks raced down the weir totalled two hundred and sixty-three",
         "How many of those yellow bath-time quackers got sent bobbing over the river's little dam? the number "
         "was up on screen", ["two hundred and sixty-three", "two hundred sixty-three", "263"]),
    ],
    mentions=[
        ("the cast iron mangle", "The cast iron mangle beside the lockers came out of a laundry in Portsoy.",
         "portsoy"),
        ("the cider press", "The cider press in the courtyard was bought at a farm sale near Watchet.", "watchet"),
        ("the lifeboat oar", "The lifeboat oar above the door was pulled from the old station at Porlock.",
         "porlock"),
        ("the copper kettle", "The copper kettle on the canteen shelf came from a tea shop in Garstang.",
         "garstang"),
        ("the fire bucket", "The fire bucket by the back stairs hung in a smithy at Craster.", "craster"),
        ("the coal scuttle", "The coal scuttle in the meeting room was hammered out by a coppersmith in "
         "Tomintoul.", "tomintoul"),
        ("the stagecoach lamp", "The stagecoach lamp at the top of the stairs lit the coaching inn at Eyemouth.",
         "eyemouth"),
        ("the fishing creel", "The fishing creel under the noticeboard was woven by a net mender in Anstruther.",
         "anstruther"),
    ],
    screen_titles=[("Marfona poetry slam", "marfona"), ("Estima yo-yo workshop", "estima"),
                   ("Vivaldi kite flying meet", "vivaldi"), ("Sarpo juggling practice", "sarpo"),
                   ("Desiree origami circle", "desiree"), ("Melody sea shanty choir", "melody"),
                   ("Sante beatboxing session", "sante"), ("Cultra knitting bee", "cultra")],
    charts=["vaccination boosters", "microchips fitted", "dental descales", "nail clips booked",
            "missed appointments", "flea treatments sold", "out of hours calls", "puppy class places"],
    absent=[
        "wait, was there a meerkat in one of the photos? my mate's adamant he spotted it",
        "the seaside puppet lot - did they mention a trophy for the best show? don't think it came up",
        "Is there an entry fee for the conker championship, or was that never mentioned",
        "Did the print room supervisor raise any money for charity with that bath trip down the Tamar?",
        "Will the Ulverston go-kart track have a cafe? did they say?",
        "Are the Thaxted identity cards going to a museum? feel like that was skipped",
        "was there something about the Burryman parade being cancelled this year",
        "Did they show plans for the new footbridge in Crewkerne?",
        "{topic} - did anyone give a deadline for it, or not?",
        "Was the {topic} decided by a show of hands, or am I mixing it up with another meeting?",
    ],
    count_q=("how many times does the {animal} turn up, all told?",
             "{animal}: times on screen?",
             "Me and my nan have a quid on whether the {animal} was on once or loads. How many times did it "
             "appear?",
             "State how many times the {animal} appears."),
    cross_photo_q=("which animal's on the screen while they're going on about {what}?",
                   "{what} - animal behind it?",
                   "Odd question, but there was an animal picture up during the bit about {what}. What animal "
                   "was that?",
                   "Name the animal pictured while {what} is being described."),
    cross_screen_q=("which slide's up when they start on about {what}?",
                    "{what} came up - which slide was on?",
                    "I'm doing the minutes for the committee and need the slide that was up while {what} got "
                    "mentioned. Which was it?",
                    "Identify the slide displayed while {what} is discussed."),
    cross_speech_q=("what's the voiceover saying during the {title} slide? seemed unrelated",
                    "{title} slide - what's said?",
                    "The dog started barking just as the {title} slide came up and I missed it all. What did "
                    "the speaker say?",
                    "Summarise what is spoken over the {title} slide."),
    after_chart_q=("once the {chart} chart's done, what's the next thing up?",
                   "after {chart} chart - what slide?",
                   "The wifi dropped right after the {chart} chart and when it came back it had skipped ahead. "
                   "Which slide came next?",
                   "Identify the slide directly after the {chart} chart."),
    order_q=("was {first} shown before {second}, or the other way round?",
             "earlier one: {first} or {second}?",
             "My mate insists {second} was on before {first}. Is she right, or has she got it backwards?",
             "Determine which slide appears earlier: {first} or {second}."),
    at_screen_q=("what's showing on screen come {stamp}?",
                 "screen at {stamp} - which slide?",
                 "The cat sat on the keyboard and paused it at {stamp}, and now the picture's blurry. What slide "
                 "is it?",
                 "Say which slide is displayed at {stamp}."),
    at_said_q=("what's the presenter rabbiting on about at {stamp}?",
               "{stamp} - words spoken?",
               "The smoke alarm went off right at {stamp} and drowned everything out. What was being said?",
               "Transcribe roughly what is said at {stamp}."),
)


# A fifty-fifth held-out set (seeds >= FIFTY_FIFTH_HELD_OUT_FROM), written after the fifty-fourth one, without
# reading the retrieval code.
FIFTY_FIFTH_HELD_OUT_FROM = 5500
FIFTY_FIFTH_HELD_OUT = Pools(
    text=[
        ("Toad in the hole league", "Throwing tokens are cast by Gervase",
         "the pub game where you lob little metal discs at a lead-topped table with a slot in it - who makes the "
         "bits you fling? we're a couple short", ["gervase"]),
        ("Straw bear parade", "Bear costume sheaves are tied on by Bathsheba",
         "that odd winter procession where a bloke gets bundled up head to toe like a walking haystack and "
         "shuffles round town - who fastens his outfit on him? looks itchy as anything", ["bathsheba"]),
        ("Pram race", "Spare pushchair wheels are kept at Knighton",
         "the boxing day charity thing where grown-ups in fancy dress shove old baby carriages from pub to pub - "
         "where are the extra rollers for them stored? one of ours buckled", ["knighton"]),
        ("Jousting reenactors", "Tilting lances are painted by Osric",
         "the lot in armour who gallop at each other on horseback at the castle fair - who does the stripes on "
         "those long poles they charge with? my lad wants one for his bedroom", ["osric"]),
        ("Sand sculpture club", "Carving trowels are sharpened by Mehitabel",
         "the crowd who make mermaids and dragons out of the beach when the tide's out - who keeps their little "
         "shaping tools keen? ours have gone blunt", ["mehitabel"]),
        ("Hare and hounds runners", "Trail confetti is shredded by Wystan",
         "the cross-country lot where one person sets off first dropping torn-up bits for the pack to follow - "
         "who does all that ripping? my kids would love that job", ["wystan"]),
        ("Mowing match", "Scythe blades are peened at Presteigne",
         "the contest where folk cut a patch of long meadow grass by hand against the clock - where do the big "
         "curved cutters get hammered sharp? mine's useless", ["presteigne"]),
        ("Sheep racing", "Knitted jockeys are sewn on by Sidonie",
         "the daft event where woolly farm animals leg it round a track with tiny pretend riders strapped on - who "
         "makes those little fellas? my gran's handy with needles", ["sidonie"]),
        ("Gliding club", "Launch winch keys are held by Ephraim",
         "the lot who go up in engineless planes off the ridge - who looks after whatever unlocks the machine "
         "that hauls them into the air? fancy a taster flight", ["ephraim"]),
        ("Dialect society", "Back room key safe code is 5093",
         "what's the number for the lockbox where the group keeping old local ways of talking alive get "
         "together? never wrote it down", ["5093"]),
    ],
    said=[
        ("A runaway fennec fox from a wildlife park near Malton was found curled up in a flower tub outside the "
         "chemist at Helmsley.", "what animal turned up asleep in a planter outside the Helmsley chemist? a cat?",
         ["fennec"]),
        ("The old market cross in Bungay is being repainted in apricot.",
         "Bungay market cross - what colour are they doing it? stone grey again?", ["apricot"]),
        ("Our facilities manager once worked as an olive picker in Andalucia.",
         "The facilities manager did something unusual overseas before he came to us, right? What was it, and "
         "where?", ["olive picker", "andalucia"]),
        ("The empty cattle market at Bridgnorth is being turned into a dog hotel.",
         "Bridgnorth's old livestock sale yard - what's it becoming? heard someone's bought it", ["dog hotel"]),
        ("A pair of golden orioles has been nesting in the poplars by the cricket ground at Lakenheath.",
         "which birds are nesting in the tall trees by the Lakenheath cricket pitch? wood pigeons??",
         ["orioles"]),
        ("Our IT support lead once floated the length of the Ouse in a converted chest freezer.",
         "the IT support lead went the whole length of the Ouse in something bonkers - what was it, a rubber "
         "dinghy?", ["chest freezer"]),
        ("Electricians rewiring the masonic hall at Fishguard found a violin case stuffed with telegrams.",
         "Fishguard masonic hall rewiring - what did the sparkies find behind the panelling? mouse droppings I bet",
         ["telegrams"]),
        ("The deli in Swaffham has started putting lemongrass in its scotch eggs.",
         "Swaffham deli - what are they sneaking into the scotch eggs now? sounded bonkers", ["lemongrass"]),
        ("Our procurement manager shows Red Poll cattle at agricultural shows across Herefordshire.",
         "The procurement manager takes some cows round the shows in one of the counties, doesn't he? What breed, "
         "and where?", ["red poll", "herefordshire"]),
        ("A greedy black-headed gull has been snatching ice lollies from children on the prom at Largs.",
         "which bird keeps grabbing kids' frozen treats on the Largs seafront? a pigeon, surely",
         ["black-headed gull", "ice lollies"]),
    ],
    para=[
        ("speech", "The brewer's daughter unicycled across Corsica at twenty.",
         "Which rugged French island in the Med, the one Napoleon came from, did the girl whose dad makes ale "
         "ride right over on a single-wheeled bike, just after leaving her teens behind?", ["corsica"]),
        ("speech", "The sign painter's grandson taught a lovebird to ring a triangle.",
         "the fella who letters shop fronts by hand - his grandkid got which small bright parrot, the sort sold "
         "in pairs, plinking away on that three-sided metal percussion thing?", ["lovebird"]),
        ("speech", "Our forklift driver crochets bobble hats for dachshunds.",
         "What does the chap who shifts pallets round the warehouse hook up little pompom woolly caps for? those "
         "long low sausage dogs", ["dachshunds"]),
        ("speech", "The road sweeper's wife paints portraits of Tamworth pigs.",
         "The fella who brushes the gutters clean - his missus does pictures of which ginger-haired old breed of "
         "porker named after a Staffordshire town?", ["tamworth"]),
        ("speech", "A postie in Pitlochry learned Romanian in eleven days.",
         "the fella who does the letter round in that Perthshire resort with the salmon ladder - how long did it "
         "take him to get the hang of the language they speak over in Transylvania?",
         ["eleven days", "11 days"]),
        ("speech", "The cellarman's uncle once ate ninety-eight custard creams in one afternoon.",
         "the fella who looks after the barrels down under the pub - his father's brother got through how many of "
         "those vanilla-filled sandwich biscuits between lunch and teatime??", ["ninety-eight", "ninety eight", "98"]),
        ("speech", "Our sound engineer restores cine projectors at weekends.",
         "the chap at ours who does the mixing desk and microphones - what does he bring back into working order "
         "when he's not at work? those old clattering home-movie machines that beam reels onto a wall",
         ["cine projectors", "projectors"]),
        ("speech", "The landlady's niece makes tiny pagodas from cotton reels.",
         "the girl whose aunt runs the pub - what does she build little tiered temples out of? those small wooden "
         "spools thread comes wound on", ["cotton reels"]),
        ("ocr", "Tadpoles netted from the school pond reached one hundred and forty-six",
         "How many of those wriggly baby frogs-to-be got scooped out of the water at the primary? a number was "
         "on screen", ["one hundred and forty-six", "one hundred forty-six", "146"]),
        ("ocr", "Daffodil bulbs planted along the relief road totalled seven hundred and twelve",
         "How many of those yellow trumpet spring flowers went in beside the route built to take traffic out of "
         "the centre? I'm sure the figure came up", ["seven hundred and twelve", "seven hundred twelve", "712"]),
    ],
    mentions=[
        ("the milking stool", "The milking stool beside the photocopier came from a dairy farm outside Leyburn.",
         "leyburn"),
        ("the cobbler's last", "The cobbler's last on the reception counter was used for sixty years in a shoe "
         "shop in Kidwelly.", "kidwelly"),
        ("the stone trough", "The stone trough planted with herbs by the entrance once watered horses in Wooler.",
         "wooler"),
        ("the cartwheel", "The cartwheel mounted on the canteen wall came off a coal wagon in Fakenham.",
         "fakenham"),
        ("the wash stand", "The wash stand in the first aid room stood in a manse at Dornoch.", "dornoch"),
        ("the tea chest", "The tea chest holding the spare cables was shipped from a merchant's warehouse in "
         "Campbeltown.", "campbeltown"),
        ("the ship's compass", "The ship's compass on the windowsill was salvaged from a drifter at Portpatrick.",
         "portpatrick"),
        ("the hat stand", "The hat stand by the lifts came out of a gentlemen's outfitters in Clitheroe.",
         "clitheroe"),
    ],
    screen_titles=[("Comice shadow theatre evening", "comice"), ("Bosc balloon modelling class", "bosc"),
                   ("Anjou tongue twister night", "anjou"), ("Seckel leaf printing workshop", "seckel"),
                   ("Forelle rock painting club", "forelle"), ("Concorde magic tricks circle", "concorde"),
                   ("Packham domino toppling session", "packham"), ("Bartlett needle felting morning", "bartlett")],
    charts=["house moves booked", "packing boxes delivered", "storage units let", "breakage claims",
            "van hire days", "quote visits", "parcel tape rolls", "flat pack rebuilds"],
    absent=[
        "hang on, was there a red panda in one of the photos? my cousin's convinced she saw one",
        "the toad in the hole lot - did they say anything about a golden horseshoe for the top scorer? don't think "
        "it came up",
        "Do the pram race lot need stewards along the route, or was that never mentioned",
        "Did the IT support lead raise money for the air ambulance with that chest freezer trip down the Ouse?",
        "Will the Bridgnorth dog hotel take cats as well? did they say?",
        "Are the Fishguard telegrams going to be published? feel like that got glossed over",
        "was there something about the Up Helly Aa procession being called off this year",
        "Did they show plans for the new cycle hub in Kelso?",
        "{topic} - did anyone put a final price tag on it, or not?",
        "Did the {topic} end up going to a public inquiry, or am I confusing it with a different meeting?",
    ],
    count_q=("how many goes does the {animal} get on screen in total?",
             "{animal} tally?",
             "There's a tenner riding on this between me and my brother - is the {animal} on just the once or more? "
             "How many times exactly?",
             "Report how many separate times the {animal} is on screen."),
    cross_photo_q=("when they get to {what}, what animal's in the picture?",
                   "animal showing for {what}?",
                   "Slightly random, but I remember some creature's photo sitting behind the part about {what}. "
                   "What was it?",
                   "Specify the animal visible while {what} is under discussion."),
    cross_screen_q=("what's on the slide while they're on the subject of {what}?",
                    "slide up during {what}?",
                    "Putting together a recap for my manager and I need whatever slide was showing when {what} got "
                    "brought up. Which was it?",
                    "Indicate which slide is on screen as {what} is mentioned."),
    cross_speech_q=("what's the narration over the {title} slide? didn't seem to go with it",
                    "{title} slide - narration?",
                    "The hoover was going when the {title} slide came on and I didn't catch a word. What did they "
                    "say over it?",
                    "Give the gist of what is said while the {title} slide is up."),
    after_chart_q=("what comes up straight after the {chart} chart?",
                   "{chart} chart, then what?",
                   "I dozed off for a second after the {chart} chart and woke up further on. What slide was right "
                   "after it?",
                   "Specify the slide that immediately follows the {chart} chart."),
    order_q=("which turned up first, {first} or {second}?",
             "{first} vs {second} - which first?",
             "I've scribbled down that {second} came before {first}, but I was half asleep. Can you check which "
             "came first?",
             "Confirm which slide is shown earlier: {first} or {second}."),
    at_screen_q=("what slide's up at {stamp}?",
                 "{stamp} - on screen?",
                 "My phone buzzed and I hit pause at {stamp} by mistake, but the frame's all smeared. Which slide is "
                 "meant to be up?",
                 "Identify the slide on screen at the {stamp} point."),
    at_said_q=("what's the speaker banging on about at {stamp}?",
               "speech at {stamp}?",
               "Next door started drilling right at {stamp} and I couldn't hear a thing. What was the speaker "
               "saying?",
               "Paraphrase what the speaker says at {stamp}."),
)


# A fifty-sixth held-out set (seeds >= FIFTY_SIXTH_HELD_OUT_FROM), written after the fifty-fifth one, without
# reading the retrieval code.
FIFTY_SIXTH_HELD_OUT_FROM = 5600
FIFTY_SIXTH_HELD_OUT = Pools(
    text=[
        ("Egg jarping contest", "Contest eggs are boiled by Kenelm",
         "that Easter thing where two folk knock their shells together till one cracks - who cooks the ones they "
         "use? my dad reckons he'd be unbeatable", ["kenelm"]),
        ("Swan upping crew", "Wooden skiffs are moored at Sonning",
         "the Thames lot who row upriver every July rounding up the big white birds to weigh and check them - "
         "where are their little rowing boats tied up? fancy watching them set off", ["sonning"]),
        ("Beating the bounds", "Willow wands are cut by Evadne",
         "the yearly parish walk where folk tramp the whole village edge thrashing the old marker stones - who "
         "chops the switches they whack them with? sounds like a great day out", ["evadne"]),
        ("Bun throwers", "Currant buns are baked by Godric",
         "that town where councillors lob sticky fruity rolls off the roof to the crowd on royal occasions - who's "
         "making them? I'd be up for catching one", ["godric"]),
        ("Silver ball hurlers", "The ball's casing is hammered by Wenna",
         "the Cornish Shrove Tuesday scrum where townsfolk and country folk scrap over a shiny fist-sized orb - who "
         "beats out the metal skin on it? heard it's proper precious", ["wenna"]),
        ("Mangold hurlers", "Competition roots are grown by Tegwen",
         "that daft Dorset village contest where folk bowl great lumpy cattle-feed beets at a target - who raises "
         "the veg they chuck? my grandad swears he's got the arm for it", ["tegwen"]),
        ("Clavie bearers", "Barrel staves are nailed by Lachlan",
         "the new year fire procession up in Moray where they lug a blazing half-tub on a pole round the town - who "
         "hammers the wooden slats of it together? looks terrifying", ["lachlan"]),
        ("Whuppity Scoorie", "Paper balls on strings are wound by Senga",
         "that March thing in Lanark where bairns race round the kirk whirling scrunched-up bundles on twine over "
         "their heads - who makes the whirly things? my wee one wants to join in", ["senga"]),
        ("Rushbearing festival", "Reed crosses are plaited at Hawkshead",
         "the Lakeland church parade where children carry shapes woven out of green marsh stalks - where does the "
         "braiding get done? looks lovely", ["hawkshead"]),
        ("Knucklebones club", "Parish room entry code 7348",
         "the lot who toss and catch those five little jacks - what do you punch in to get through the door where "
         "they meet? I've lost the text with it", ["7348"]),
    ],
    said=[
        ("A mouflon that escaped from a rare breeds farm near Chagford turned up grazing among the gravestones "
         "at Moretonhampstead.", "what creature was nibbling the grass between the headstones in Moretonhampstead "
         "churchyard? a goat?", ["mouflon"]),
        ("Wiveliscombe's old police box is being painted oxblood.",
         "Wiveliscombe police box - which colour have they picked? the usual blue?", ["oxblood"]),
        ("Before joining us, our company secretary spent two years as a houseboat cook in Kerala.",
         "The company secretary had a funny job overseas before she joined us, didn't she? What was it, and "
         "where?", ["houseboat cook", "kerala"]),
        ("Plans have been approved to convert the disused bingo hall at Oakham into a beer hall.",
         "Oakham's old eyes-down place - what's happening with it? heard it got sold", ["beer hall"]),
        ("Bee-eaters have raised chicks in a sand quarry outside Wisbech.",
         "what birds are breeding in the old pit outside Wisbech? sand martins??", ["bee-eaters"]),
        ("Our HR manager once got from one end of the Teme to the other on a raft made of milk bottles.",
         "the HR manager did the whole Teme on some homemade contraption - what was it built out of? bin bags?",
         ["milk bottles"]),
        ("Fitters relaying the temperance hall floor at Lochinver found a tin trunk full of pawn tickets.",
         "Lochinver temperance hall floor job - what did the fitters find under the boards? rats' nests I reckon",
         ["pawn tickets"]),
        ("Star anise is the new secret ingredient in the mutton pies at the Dufftown butcher's.",
         "Dufftown butcher - what's he sneaking into the pies these days? sounded odd", ["star anise"]),
        ("Our training officer raises Castlemilk Moorit sheep on a hill farm in Caithness.",
         "The training officer keeps some rare woolly beasts somewhere way up north, doesn't he? What breed, and "
         "where?", ["castlemilk moorit", "caithness"]),
        ("A chaffinch at a Braemar cafe has learned to take shortbread straight off people's plates.",
         "what sort of bird's been pinching the buttery biscuits at that Braemar cafe? a sparrow, surely",
         ["chaffinch", "shortbread"]),
    ],
    para=[
        ("speech", "At eighteen, the French polisher's granddaughter crossed Montenegro on a skateboard.",
         "Which little Balkan country on the Adriatic, the one whose name means black mountain, did the girl "
         "whose mum's dad buffs old furniture up to a glassy shine travel the width of on a plank with wheels, "
         "the year she got old enough to vote?", ["montenegro"]),
        ("speech", "A pug belonging to the toll collector's grandson can play the bongos.",
         "the fella collecting fees at the barrier before you're let over the bridge - his daughter's lad has which "
         "squashed-faced wrinkly little dog that taps out rhythms on that pair of small hand drums?", ["pug"]),
        ("speech", "Our car park attendant designs Fair Isle coats for corgis.",
         "What does the bloke who waves us into spaces outside the office come up with little patterned "
         "Shetland-style woolly jackets for? those stumpy-legged fox-faced dogs the old Queen adored", ["corgis"]),
        ("speech", "Herdwick sheep are the only thing the manicurist's husband ever paints.",
         "The woman who files and varnishes folk's nails - which grey-fleeced Lake District breed with the white "
         "faces, the one Beatrix Potter farmed, is all her other half ever puts on canvas?", ["herdwick"]),
        ("speech", "It took a crane driver in Mallaig just seventeen days to learn Korean.",
         "the fella who works the big lifting tower on the quay in that west coast port where the Skye ferry "
         "leaves from - how long did it take him to get to grips with what they talk in Seoul?",
         ["seventeen days", "17 days"]),
        ("speech", "The bargeman's nephew managed eighty-nine Yorkshire puddings in a single evening.",
         "the chap who steers the cargo narrowboats - his sister's lad wolfed down how many of those puffy batter "
         "cups you have with a Sunday roast between teatime and bed??", ["eighty-nine", "eighty nine", "89"]),
        ("speech", "Our office junior spends his weekends fixing up shepherd's huts.",
         "the youngest lad on the team at ours - what does he patch up on his days off? those little wooden cabins "
         "on iron wheels that farmers used to kip in at lambing time", ["shepherd's huts", "shepherds huts"]),
        ("speech", "The lay preacher's niece glues matchsticks together into model steamships.",
         "the young woman whose uncle gives the odd Sunday sermon at chapel - what does she stick together to make "
         "little passenger liners? those thin wooden strikers from the box by the cooker", ["matchsticks"]),
        ("ocr", "Roe deer seen during the forestry plantation survey: ninety-six",
         "How many of those small russet woodland browsers with the white rumps got tallied in the managed "
         "pinewoods? the count was up on screen I think", ["ninety-six", "ninety six", "96"]),
        ("ocr", "Village memorial knitted poppies: five hundred and seventy-three in all",
         "How many of those little red woollen flowers got done for the November tribute to the war dead? pretty "
         "certain a total was shown", ["five hundred and seventy-three", "five hundred seventy-three", "573"]),
    ],
    mentions=[
        ("the blunderbuss", "The blunderbuss mounted over the boardroom door came from a farmhouse at Winchcombe.",
         "winchcombe"),
        ("the butter stamp", "The butter stamp used as a paperweight in accounts was carved for a farm kitchen in "
         "Askrigg.", "askrigg"),
        ("the warming pan", "The warming pan in the upstairs corridor belonged to a Georgian townhouse in Bruton.",
         "bruton"),
        ("the jelly mould", "The jelly mould on the kitchenette shelf set puddings for a hotel at Crail.",
         "crail"),
        ("the hunting horn", "The hunting horn beside the fire exit belonged to a huntsman in Reeth.", "reeth"),
        ("the bread peel", "The bread peel leaning behind the reception desk was used by three generations "
         "of bakers in Pittenweem.", "pittenweem"),
        ("the trawler float", "The trawler float hanging in the foyer washed up on the beach at Cullen.",
         "cullen"),
        ("the pitchfork", "The pitchfork propped by the post trays came from a hay barn near Alston.", "alston"),
    ],
    screen_titles=[("Fuggle pressed flower workshop", "fuggle"), ("Golding leaf rubbing walk", "golding"),
                   ("Bramling paper chain class", "bramling"), ("Challenger face painting session", "challenger"),
                   ("Boadicea spoon playing circle", "boadicea"), ("Northdown tin can telephone club", "northdown"),
                   ("Bullion bubble blowing afternoon", "bullion"), ("Jester finger knitting evening", "jester")],
    charts=["wreath orders", "buttonhole orders", "posy subscriptions", "corsage fittings",
            "sympathy arrangements", "wedding consultations", "stem wastage", "peony deliveries"],
    absent=[
        "wait a sec - was one of the photos a panther? my brother's certain he spotted one",
        "the egg jarping lot - is there any prize money for whoever wins? can't remember it being said",
        "Do the swan upping crew take a safety boat along with them, or did nobody say",
        "Was the HR manager's milk bottle raft trip down the Teme raising cash for mountain rescue?",
        "Will the Oakham beer hall do private parties? was that mentioned?",
        "Is anyone handing the Lochinver pawn tickets over to the local history group? any word on that?",
        "I thought I heard Castleton Garland Day was off this year - was that in there?",
        "Were there any drawings of the new outdoor gym for Girvan?",
        "{topic} - was a steering group ever set up for it, or not?",
        "Was the {topic} row sent to arbitration in the end? might be muddling it with another meeting",
    ],
    count_q=("how often do we see the {animal} over the whole thing?",
             "{animal} count?",
             "Bet my uncle a pint that the {animal} was only on the once. How many times was it actually "
             "shown?",
             "Work out how many times the {animal} is on screen and give the number."),
    cross_photo_q=("what animal was up on screen for the bit about {what}?",
                   "{what} - which creature pictured?",
                   "This'll sound odd, but I remember a picture of some creature during the {what} part. Which "
                   "animal?",
                   "Say which creature is pictured at the point where {what} comes up."),
    cross_screen_q=("what was on screen when they moved on to {what}?",
                    "{what}: slide on screen?",
                    "Doing a summary for a colleague who was off sick - which slide was on while {what} got talked "
                    "about?",
                    "Report the slide title on display while {what} is being discussed."),
    cross_speech_q=("what's being said over the {title} slide? didn't seem to match",
                    "{title} slide - voiceover?",
                    "The baby started crying just as the {title} slide appeared so I lost the sound. What was said "
                    "over it?",
                    "Outline what the speaker says during the {title} slide."),
    after_chart_q=("what's the slide right after the {chart} chart?",
                   "post-{chart} chart slide?",
                   "I nipped to the loo just after the {chart} chart and came back to something else. What came "
                   "straight after it?",
                   "Name the slide that comes next after the {chart} chart."),
    order_q=("did {first} come before {second}, or after?",
             "{first} or {second} - which was on first?",
             "Friendly row going on here - I say {first} came up before {second}, my husband says it's the other "
             "way. Who's right?",
             "Establish which of {first} and {second} is shown first."),
    at_screen_q=("which slide's on at {stamp}?",
                 "{stamp} slide?",
                 "My stream stalled at {stamp} and just shows a grey smudge. Which slide is it meant to be?",
                 "State the slide being displayed at {stamp}."),
    at_said_q=("what's the narrator harping on about at {stamp}?",
               "{stamp}: what's said?",
               "Our dog started howling right at {stamp} and I missed what was said. What was the speaker on about?",
               "Summarise the speech at {stamp}."),
)


# A fifty-seventh held-out set (seeds >= FIFTY_SEVENTH_HELD_OUT_FROM), written after the fifty-sixth one, without
# reading the retrieval code.
FIFTY_SEVENTH_HELD_OUT_FROM = 5700
FIFTY_SEVENTH_HELD_OUT = Pools(
    text=[
        ("Knocker-up demonstration", "Tapping poles are whittled by Thurstan",
         "that old job where someone went round the terraces before dawn rattling on bedroom glass with a long "
         "stick so the mill hands weren't late - who makes the sticks for the museum's one? my nan remembers them",
         ["thurstan"]),
        ("Lamplighters' round", "Ladders and wick hooks are stored at Corwen",
         "the fellas who used to go along the streets at dusk getting the gas lights going - where do they keep "
         "their gear between shows? my son's obsessed with them", ["corwen"]),
        ("Rag and bone cart", "The cart pony is stabled at Bedale",
         "the bloke who'd trundle round with a horse and wagon hollering for your old clothes and scrap metal - "
         "where does the little horse live? the kids want to go and give it a carrot", ["bedale"]),
        ("Crossing sweeper", "Birch brooms are bound by Eluned",
         "those Victorian kids who'd clear the muck off the road for a penny so posh folk could get over without "
         "ruining their boots - who ties up the brushes they use at the museum?", ["eluned"]),
        ("Coopers' workshop", "Oak staves are split by Hereward",
         "the trade that made barrels for breweries, bending planks round and banging iron hoops on - who cleaves "
         "the wood for them? saw them at it on the school trip", ["hereward"]),
        ("Tallow chandler", "Mutton fat is rendered by Zillah",
         "the old job making cheap lights by dipping wicks over and over in melted animal grease - who does the "
         "melting down? smells grim I bet", ["zillah"]),
        ("Muffin man", "His handbell was cast at Kettlewell",
         "the street seller with a tray balanced on his head going round the houses flogging those bready teatime "
         "rounds - where was the thing he rings made? lovely sound it has", ["kettlewell"]),
        ("Watercress sellers", "Cress baskets are woven by Ceridwen",
         "the girls who used to go round at first light hawking bunches of that peppery green stuff that grows in "
         "streams - who makes what they carry it in? gorgeous things", ["ceridwen"]),
        ("Telegraph messenger boys", "Uniform caps are brushed by Gethin",
         "the lads on red bikes who'd race round with urgent little paper messages from the post office - who keeps "
         "their hats looking smart? my grandad did that job", ["gethin"]),
        ("Tinsmith's yard", "Yard gate code is 8261",
         "what's the number to get into the place where they show you how mugs and lanterns used to be hammered "
         "out of thin sheet metal? lost the leaflet", ["8261"]),
    ],
    said=[
        ("A serval that escaped from a private collection near Nantwich was found asleep in the bus shelter at "
         "Wem.", "what sort of animal was curled up kipping in the Wem bus stop? a fox?", ["serval"]),
        ("The church clock at Thirsk has been stuck at twenty to four since the storm.",
         "Thirsk church clock - what time's it frozen on? did they say?", ["twenty to four", "3:40"]),
        ("Before joining us, our payroll officer spent three winters as a husky sledge guide in Finnmark.",
         "The payroll officer had some wild job up in the Arctic before she came here, didn't she? What was it, "
         "and where?", ["husky", "finnmark"]),
        ("The old magistrates' court in Selkirk is being turned into a snooker hall.",
         "Selkirk's old courthouse - what's going in there? heard it got sold", ["snooker hall"]),
        ("Cranes have bred on the marshes near Hornsea for the first time in four hundred years.",
         "which tall birds have raised young on the marshes by Hornsea? herons??", ["cranes"]),
        ("Our head of marketing once paddled across the Solway Firth on an inflatable unicorn.",
         "the head of marketing got over the Solway on something ridiculous - what was it? a lilo?",
         ["inflatable unicorn"]),
        ("Joiners fixing the stage at the miners' institute in Amlwch found a tea caddy full of glass negatives.",
         "Amlwch miners' institute stage job - what did the joiners turn up under there? a dead pigeon I expect",
         ["glass negatives"]),
        ("The chippy at Brora has started putting yuzu in its tartare sauce.",
         "Brora chippy - what've they started adding to the tartare? sounded weird", ["yuzu"]),
        ("Our receptionist shows Silkie bantams at poultry shows across Dumfriesshire.",
         "The receptionist takes some fancy hens round the shows somewhere, doesn't she? Which breed, and where?",
         ["silkie", "dumfriesshire"]),
        ("A rook at the Melrose garden centre has been pulling the price tags off the rose bushes.",
         "which bird keeps ripping the labels off the roses at the Melrose garden centre? a magpie, surely",
         ["rook", "price tags"]),
    ],
    para=[
        ("speech", "Our night porter once hitchhiked all the way to Samarkand.",
         "the fella who minds the front desk overnight at ours - which ancient Silk Road city in Uzbekistan, the one "
         "with the blue-tiled domes, did he thumb lifts to from here?", ["samarkand"]),
        ("speech", "The optician's grandmother taught a kea to open her biscuit tin.",
         "the woman who checks your eyesight on the high street - her nan trained which cheeky green mountain "
         "parrot from New Zealand to get the lid off where she keeps her cookies?", ["kea"]),
        ("speech", "Our delivery driver collects vintage fire engines.",
         "What does the chap who drops our parcels off hoard? those big old red wagons with ladders and clanging "
         "bells that rushed to blazes", ["fire engines"]),
        ("speech", "The dentist's husband built a life-size replica of a Sopwith Camel in his barn.",
         "the woman who does fillings - her other half knocked together a full-scale copy of which First World War "
         "biplane, the one Snoopy flies on his kennel, out in their shed?", ["sopwith camel", "sopwith"]),
        ("speech", "A lollipop lady in Peebles has run eighty-four marathons.",
         "the woman in the hi-vis who sees the kids over the road outside school in that Borders town on the Tweed - "
         "how many of those 26-mile races has she done now??", ["eighty-four", "eighty four", "84"]),
        ("speech", "The greengrocer's uncle has kept every bus ticket since nineteen sixty-three.",
         "the bloke who sells fruit and veg - his dad's brother has hung on to all his little fare stubs from riding "
         "the double-deckers since which year?", ["nineteen sixty-three", "1963"]),
        ("speech", "Our tea lady rebuilds Morris Minors in her shed.",
         "the woman who wheels the drinks trolley round at ours - what does she do up in her garden hut? those "
         "rounded little fifties family cars that look like a bowler hat on wheels", ["morris minors", "morris minor"]),
        ("speech", "The harbourmaster's niece sews patchwork quilts from old sailcloth.",
         "the girl whose uncle runs the port - what does she stitch her bedspreads together out of? the canvas that "
         "used to catch the wind on boats", ["sailcloth", "sail cloth"]),
        ("ocr", "Pipistrelles counted leaving the church belfry: two hundred and eighty-one",
         "How many of those tiny flying mammals came streaming out of the bell tower at dusk? a figure was up on "
         "screen", ["two hundred and eighty-one", "two hundred eighty-one", "281"]),
        ("ocr", "Lambs born at the community farm this spring: three hundred and four",
         "How many baby sheep arrived up at the shared smallholding this year? pretty sure a total got shown",
         ["three hundred and four", "three hundred four", "304"]),
    ],
    mentions=[
        ("the quern stone", "The quern stone by the front steps ground oats on a croft near Golspie.", "golspie"),
        ("the stirrup pump", "The stirrup pump in the stationery cupboard was kept for fire watching in Congleton "
         "during the war.", "congleton"),
        ("the cheese press", "The cheese press holding up the kitchen shelf came from a dairy at Middleham.",
         "middleham"),
        ("the flat iron", "The flat iron used as a doorstop in finance belonged to a laundry in Galashiels.",
         "galashiels"),
        ("the oak settle", "The oak settle in the waiting area stood in a coaching inn at Llangollen.",
         "llangollen"),
        ("the herring barrel", "The herring barrel used as a bin in the post room was packed on the quay at Banff.",
         "banff"),
        ("the school slate", "The school slate pinned above the photocopier was written on by a pupil in Jedburgh.",
         "jedburgh"),
        ("the sack truck", "The sack truck in the loading bay hauled flour sacks at a mill near Bromyard.",
         "bromyard"),
    ],
    screen_titles=[("Clio kazoo band practice", "clio"), ("Thalia cardboard castle building", "thalia"),
                   ("Erato marble run challenge", "erato"), ("Euterpe pancake tossing race", "euterpe"),
                   ("Calliope clay whistle making", "calliope"), ("Urania egg box robot club", "urania"),
                   ("Terpsichore paper boat race", "terpsichore"),
                   ("Melpomene potato printing session", "melpomene")],
    charts=["sight tests booked", "frames fitted", "contact lens trials", "spectacle repairs",
            "varifocal orders", "prescription sunglasses sold", "home visits", "lens cloth giveaways"],
    absent=[
        "hold on, was there a honey badger in one of the photos? my nephew's adamant he saw one",
        "the lamplighters - do they dress up in top hats for it? can't remember that coming up",
        "Is the coopers' workshop open on bank holidays, or did nobody say",
        "Was the head of marketing's inflatable unicorn trip across the Solway in aid of the lifeboats?",
        "Will the Selkirk snooker hall let under-eighteens in? did they say?",
        "Is anyone going to get the Amlwch glass negatives digitised? heard nothing about that",
        "I thought I heard the Stonehaven fireballs were called off this year - was that in there?",
        "Were there any drawings shown of the new sunken garden for Dornie?",
        "{topic} - did anyone commission a feasibility study for it, or not?",
        "Did the {topic} row end up going to judicial review? might be muddling it with a different meeting",
    ],
    count_q=("how many times does the {animal} pop up altogether?",
             "{animal} - how many?",
             "My daughter's bet me a fiver the {animal} only turns up once. How many times is it actually on "
             "screen?",
             "State the number of times the {animal} appears."),
    cross_photo_q=("which animal's on screen while they're talking about {what}?",
                   "{what} - animal in shot?",
                   "Odd question, but there was a photo of some beast up when {what} came up and I can't place "
                   "it. Which animal?",
                   "Name the animal shown while {what} is being talked about."),
    cross_screen_q=("what slide was up when they got onto {what}?",
                    "slide during {what}?",
                    "Writing up notes for someone who missed the session - what slide was on while {what} was "
                    "mentioned?",
                    "Identify the slide displayed when {what} is brought up."),
    cross_speech_q=("what were they saying over the {title} slide? didn't seem related",
                    "{title} slide - what's said?",
                    "The doorbell went right as the {title} slide came up so I missed the audio. What did the "
                    "speaker say during it?",
                    "Sum up the speech over the {title} slide."),
    after_chart_q=("what's on straight after the {chart} chart?",
                   "after {chart} chart?",
                   "I went to put the kettle on after the {chart} chart and missed what came next. Which slide "
                   "followed it?",
                   "Give the slide shown immediately after the {chart} chart."),
    order_q=("was {first} on before {second} or the other way round?",
             "{first}/{second}: which came first?",
             "My mate swears {second} was shown ahead of {first} but I'm not convinced. Which one actually came "
             "first?",
             "Determine which of {first} or {second} appears earlier."),
    at_screen_q=("what's on the slide at {stamp}?",
                 "{stamp} screen?",
                 "The video froze on me at {stamp} and the picture's just blocks. Which slide is it supposed to be?",
                 "Name the slide visible at {stamp}."),
    at_said_q=("what's the speaker going on about at {stamp}?",
               "{stamp} - what's being said?",
               "The neighbours' car alarm went off right at {stamp} and drowned everything out. What was the "
               "speaker saying?",
               "Describe what is said at {stamp}."),
)


# A fifty-eighth held-out set (seeds >= FIFTY_EIGHTH_HELD_OUT_FROM), written after the fifty-seventh one, without
# reading the retrieval code.
FIFTY_EIGHTH_HELD_OUT_FROM = 5800
FIFTY_EIGHTH_HELD_OUT = Pools(
    text=[
        ("Women's Land Army display", "Corduroy breeches are patched by Gwladys",
         "those girls who got sent out to the farms in the war to do the milking and ploughing while the lads were "
         "away - who mends the work trousers they wear for the display? my nan was one of them", ["gwladys"]),
        ("Bevin Boys exhibition", "Pit lamps are cleaned by Idwal",
         "the young lads who got called up in the war but sent down the coal mines instead of into uniform - who "
         "keeps their old lights shining for the exhibition? grandad never talked about it", ["idwal"]),
        ("ARP wardens' post", "Hand rattles and whistles are kept at Frodsham",
         "the wartime fellas in tin helmets who'd go round shouting at folk to cover their windows when the bombers "
         "came - where's all their noisemaking kit stored between shows? my lad wants a go on one", ["frodsham"]),
        ("Lumberjills felling demo", "Crosscut saws are sharpened by Aneurin",
         "the women who went off into the forests in the war chopping down trees for pit props - who puts the edge "
         "on their big two-handed saws? looked absolutely knackering", ["aneurin"]),
        ("Royal Observer Corps post", "The lookout hut is being rebuilt at Rothbury",
         "the volunteers who sat up on hilltops with binoculars picking out enemy planes by their shape and phoning "
         "it through - where are they putting their little shed back up? fancy a visit", ["rothbury"]),
        ("Pigeon service display", "Leg message tubes are made by Caradog",
         "the birds that flew tiny notes home from behind enemy lines in the war - who makes the little capsules "
         "clipped to their ankles? clever creatures", ["caradog"]),
        ("Dig for Victory plots", "Show beds are double dug by Ewart",
         "that wartime push to get everybody turning lawns and parks into veg patches - who does the spadework on "
         "the demo beds? mine could do with his help", ["ewart"]),
        ("Make do and mend class", "Parachute silk is unpicked by Blodwen",
         "the wartime thing of patching up and reusing clothes because of the rationing - who takes apart the old "
         "canopy fabric they sew with? I'd love to learn", ["blodwen"]),
        ("Evacuee trail", "Luggage labels are lettered by Elspeth",
         "the city kids packed off to the countryside with a little cardboard box on a string and a tag pinned to "
         "their coat - who writes out the tags for the re-enactment? my mum was sent to a farm in Wales",
         ["elspeth"]),
        ("Home Guard drill hall", "Drill hall door code 5194",
         "the old boys and too-young lads who practised with broom handles in case of invasion, like that sitcom - "
         "what's the number for getting in the door where they meet? can't find the email", ["5194"]),
    ],
    said=[
        ("A caracal that escaped from a private zoo near Tadcaster was found asleep under a bench outside the "
         "cricket pavilion at Knaresborough.", "what animal was found kipping outside Knaresborough cricket "
         "pavilion? a big ginger tom?", ["caracal"]),
        ("The old lifeboat station at Criccieth is being repainted aubergine.",
         "Criccieth's old lifeboat station - what colour are they doing it? white again?", ["aubergine"]),
        ("Before joining us, our office manager spent three seasons as a sheep shearer on the South Island.",
         "The office manager did some hard graft on farms abroad before she came here, didn't she? What was the "
         "job, and where?", ["sheep shearer", "south island"]),
        ("The old Methodist chapel in Ilkeston is being converted into a microbrewery.",
         "what's happening with that old Methodist chapel in Ilkeston? someone said flats", ["microbrewery"]),
        ("Black-winged stilts have nested on the gravel pits near Thrapston.",
         "which wading birds have bred on the gravel pits near Thrapston? avocets??", ["black-winged stilts"]),
        ("Our head of sales once pushed a shopping trolley all the way from Land's End to John o' Groats.",
         "the head of sales did the whole length of the country pushing something daft - what was it? a pram?",
         ["shopping trolley"]),
        ("Electricians rewiring the Oddfellows hall in Llanfyllin found a cigar box stuffed with ration coupons.",
         "Llanfyllin Oddfellows hall rewiring - what did the sparkies find behind the skirting? old wasps' nests "
         "I bet", ["ration coupons"]),
        ("The tearoom at Otley has started putting liquorice in its Eccles cakes.",
         "Otley tearoom - what are they sneaking into the Eccles cakes these days? sounded a bit odd",
         ["liquorice"]),
        ("Our IT manager breeds Eriskay ponies on a croft in Sutherland.",
         "The IT manager keeps some little horses on a smallholding up north, doesn't he? Which breed, and where?",
         ["eriskay", "sutherland"]),
        ("A blackbird at the Hay-on-Wye bookshop keeps pulling the bookmarks out of the secondhand paperbacks.",
         "which bird's been yanking the page markers out of the books at that Hay-on-Wye bookshop? a robin, "
         "surely", ["blackbird", "bookmarks"]),
    ],
    para=[
        ("speech", "Our caretaker once cycled all the way to Vladivostok.",
         "the fella who looks after the building and bleeds the radiators at ours - which Russian port right at the "
         "far eastern end of the Trans-Siberian line did he pedal to from here?", ["vladivostok"]),
        ("speech", "The undertaker's grandson keeps a sugar glider that sleeps in his hoodie pocket.",
         "the bloke who arranges funerals - his daughter's lad has which tiny big-eyed Australian pouched critter "
         "that floats from tree to tree on flaps of skin and naps in his jumper?", ["sugar glider"]),
        ("speech", "Our night security guard collects vintage Vespas.",
         "What does the fella on the front gate overnight hoard? those little Italian step-through motor scooters "
         "the mods rode down to Brighton", ["vespas"]),
        ("speech", "The chiropodist's husband carved a life-size Komodo dragon out of an old oak stump.",
         "The woman who sorts out people's corns and bunions - her other half whittled which enormous Indonesian "
         "monitor lizard, the biggest one going, out of a tree trunk, as big as the real thing?",
         ["komodo dragon", "komodo"]),
        ("speech", "A bin man in Stromness has climbed one hundred and nine Munros.",
         "the fella on the rubbish lorry in that Orkney harbour town where the boat from Scrabster comes in - how "
         "many of Scotland's peaks over three thousand feet has he been up??",
         ["one hundred and nine", "one hundred nine", "109"]),
        ("speech", "The lock keeper's granddaughter has run up Scafell Pike one hundred and forty-three times.",
         "the fella who works the gates on the canal so the boats can go up and down - his son's girl has been up "
         "England's highest mountain how often now??",
         ["one hundred and forty-three", "one hundred forty-three", "143"]),
        ("speech", "Our apprentice spends his weekends restoring traction engines.",
         "the youngest on the team at ours - what does he do up on his days off? those giant old steam-powered road "
         "machines with the huge flywheel that used to haul threshing kit round the farms", ["traction engines"]),
        ("speech", "The churchwarden's niece builds model castles out of clothes pegs.",
         "the young woman whose uncle keeps the parish's old place of worship in good repair - what does she glue "
         "together to make her little fortresses? those wooden clip things you hang the washing out with",
         ["clothes pegs"]),
        ("ocr", "Barn owl chicks ringed across the county this summer: two hundred and twelve",
         "How many of those pale heart-faced night hunters' young got tagged on the leg round the shire this year? "
         "a number was up on screen I think", ["two hundred and twelve", "two hundred twelve", "212"]),
        ("ocr", "Sandbags filled for the river flood defences: one thousand two hundred and eight",
         "How many of those hessian sacks stuffed with grit got packed to hold back the water when it rose? pretty "
         "sure a total was shown",
         ["one thousand two hundred and eight", "one thousand two hundred eight", "1208"]),
    ],
    mentions=[
        ("the tide clock", "The tide clock above the water cooler came off the wall of a harbour office in "
         "Beaumaris.", "beaumaris"),
        ("the butcher's bike", "The butcher's bike parked in the atrium did the meat round in Matlock for forty "
         "years.", "matlock"),
        ("the sewing table", "The sewing table in the print room belonged to a dressmaker in Evesham.", "evesham"),
        ("the church kneeler", "The church kneeler on the director's chair was stitched for a chapel in Narberth.",
         "narberth"),
        ("the bread crock", "The bread crock holding the umbrellas came from a farmhouse kitchen near Lampeter.",
         "lampeter"),
        ("the shop bell", "The shop bell over the meeting room door hung in a haberdasher's in Barnsley.",
         "barnsley"),
        ("the boot scraper", "The boot scraper by the back door came from a vicarage at Tenbury.", "tenbury"),
        ("the mail bag", "The mail bag used for the recycling was carried on a postal round in Pershore.",
         "pershore"),
    ],
    screen_titles=[("Dogger shell grotto building", "dogger"), ("Fastnet junk modelling hour", "fastnet"),
                   ("Rockall tie-dye t-shirt session", "rockall"), ("Malin rag doll sewing circle", "malin"),
                   ("Fisher jam jar lantern craft", "fisher"), ("Biscay treasure map drawing", "biscay"),
                   ("Utsire pom-pom making class", "utsire"), ("Fitzroy kite tail workshop", "fitzroy")],
    charts=["mounts cut", "bespoke frames made", "glass replacements", "canvas stretches", "photo restorations",
            "certificate framing jobs", "hanging kits sold", "gilt moulding orders"],
    absent=[
        "hang on, was there a lynx in one of the photos? my niece swears blind she saw one",
        "the Land Army girls - did they have to wear berets? can't remember that coming up",
        "Does the Observer Corps hut open to visitors on Sundays? I might've missed it",
        "Was the head of sales' shopping trolley push from Land's End raising money for the air ambulance?",
        "Will the Ilkeston microbrewery do tours? did they say?",
        "Is anyone passing the Llanfyllin ration coupons on to the county archive? heard nothing about it",
        "I thought I heard Up Helly Aa got called off this year - was that in there?",
        "Were there any drawings shown of the new lido for Portree?",
        "{topic} - did anyone bring in outside consultants for it, or not?",
        "Did the {topic} dispute end up at an employment tribunal? could be mixing it up with another meeting",
    ],
    count_q=("how many times do we get the {animal} in total?",
             "{animal}: number of appearances?",
             "Me and my sister have a quid riding on whether the {animal} showed up more than once. How many "
             "times was it on?",
             "Count the appearances of the {animal} and report the total."),
    cross_photo_q=("what creature was pictured when they were on about {what}?",
                   "{what} - which animal on screen?",
                   "Weird one, but I half remember an animal photo during the {what} bit and can't think what it "
                   "was. Which one?",
                   "Identify the animal pictured while {what} is mentioned."),
    cross_screen_q=("which slide was showing when they brought up {what}?",
                    "{what} - slide up?",
                    "Putting together minutes for my manager who couldn't make it - which slide was up when {what} "
                    "got mentioned?",
                    "State which slide is on screen when {what} is discussed."),
    cross_speech_q=("what was the voiceover during the {title} slide? seemed unrelated",
                    "{title} slide - audio?",
                    "My phone rang just as the {title} slide came on so I missed the sound. What did the speaker "
                    "say over it?",
                    "Give a summary of what is said during the {title} slide."),
    after_chart_q=("what comes up right after the {chart} chart?",
                   "{chart} chart - next slide?",
                   "I went to let the cat out after the {chart} chart and missed what came next. What slide "
                   "followed?",
                   "Identify the slide that directly follows the {chart} chart."),
    order_q=("did {first} show up before {second}, or after?",
             "{first} vs {second} - which was first?",
             "Bit of a debate in the office: I reckon {first} was on before {second}, my colleague says not. Which "
             "came first?",
             "Indicate which of {first} and {second} is shown earlier."),
    at_screen_q=("what slide's up at {stamp}?",
                 "{stamp} - which slide?",
                 "My laptop lagged at {stamp} and the frame's all pixelated. Which slide should be showing?",
                 "Identify the slide on display at {stamp}."),
    at_said_q=("what's the presenter rabbiting on about at {stamp}?",
               "at {stamp} - speech?",
               "The smoke alarm went off right at {stamp} so I missed the audio. What was the speaker saying?",
               "Report what the speaker says at {stamp}."),
)


# A fifty-ninth held-out set (seeds >= FIFTY_NINTH_HELD_OUT_FROM), written after the fifty-eighth one, without
# reading the retrieval code.
FIFTY_NINTH_HELD_OUT_FROM = 5900
FIFTY_NINTH_HELD_OUT = Pools(
    text=[
        ("Scullery maid's sink", "Copper pans are scoured by Thomasina",
         "the lowest of the low in the big house kitchen, up to her elbows in greasy water scrubbing pots from dawn "
         "till bedtime - who does all that scrubbing on the open days? poor lass", ["thomasina"]),
        ("Boot boy's cupboard", "Riding boots are blacked by Jabez",
         "the little lad who'd sit in a cubbyhole under the back stairs spitting and polishing the family's footwear "
         "till you could see your face in it - who does that job for the visitors? my grandad started out that way",
         ["jabez"]),
        ("Footmen's livery", "Powdered wigs are dressed at Leominster",
         "the tall matching fellas in fancy braided coats who stood behind the dinner chairs and carried the silver "
         "dishes in - where do their fake white hairpieces get styled? always wondered", ["leominster"]),
        ("Still-room demonstration", "Rosewater is distilled by Parthenia",
         "the little room off the kitchen where a maid made the cordials, preserves and home cures for the lady of "
         "the house - who does the bubbling and dripping bit for the demo? smelled gorgeous", ["parthenia"]),
        ("Lamp boy's pantry", "Oil lamp wicks are trimmed by Lemuel",
         "before electric, there was a lad whose whole job was cleaning and topping up every light in the place each "
         "morning - who looks after them now? my son wants to have a go", ["lemuel"]),
        ("Laundry yard", "Box mangles are oiled by Dorcas",
         "the wash house out the back where the maids boiled the sheets and squeezed them flat through giant "
         "rollers - who keeps those squashing machines running? fancy trying it", ["dorcas"]),
        ("Ice store", "Winter ice is cut at Bala",
         "that brick dome half sunk into the grounds where they kept frozen lake water right through summer for "
         "the puddings - where do they get the blocks from for the display?", ["bala"]),
        ("Housekeeper's keys", "Her chatelaine was forged by Clementina",
         "the woman in black who ran all the maids and had a great jangling bunch of keys hanging off her waist - "
         "who made the chain thing she clips them onto? beautiful piece of work", ["clementina"]),
        ("Coachman's tack room", "Harness brasses are polished by Zephaniah",
         "the chap up front in the caped coat who drove the family's horse-drawn carriage - who keeps all the shiny "
         "metal bits on the horses' straps gleaming? lovely when the sun catches them", ["zephaniah"]),
        ("Servants' bell board", "Bell corridor door code 7302",
         "the rows of little bells on springs down in the basement that jangled when someone upstairs wanted "
         "something - what's the number to get into the passage where they hang? lost my leaflet", ["7302"]),
    ],
    said=[
        ("A margay that escaped from a wildlife park near Driffield was found asleep in a tumble dryer at a "
         "launderette in Pocklington.", "what was that animal found snoozing in a tumble dryer in Pocklington? "
         "somebody's moggy?", ["margay"]),
        ("The weathervane on the old corn exchange at Beverley has been swapped for a golden hare.",
         "Beverley corn exchange - what've they stuck on the roof now to show which way the wind's blowing? a "
         "cockerel again?", ["golden hare"]),
        ("Before joining us, our finance director spent four winters as a ski patroller in Hokkaido.",
         "The finance director did some job out in the snow abroad before he came here, didn't he? What was it, "
         "and where?", ["ski patroller", "hokkaido"]),
        ("The old Co-op bakery in Cleobury Mortimer is being turned into a wedding venue.",
         "what's going into the old Co-op bakery in Cleobury Mortimer? someone told me a Greggs",
         ["wedding venue"]),
        ("Night herons have nested in the willows at Fairburn Ings for the first time.",
         "which birds have raised chicks in the willows at Fairburn Ings? little egrets??", ["night herons"]),
        ("Our head of legal once paddled across Morecambe Bay on an ironing board.",
         "the head of legal got over Morecambe Bay on something ridiculous - what was it? a surfboard?",
         ["ironing board"]),
        ("Roofers mending the old Liberal Club in New Radnor found a shoebox full of Victorian valentines.",
         "New Radnor Liberal Club roof job - what did the roofers come across up in the loft? a dead squirrel I "
         "expect", ["valentines"]),
        ("The chip shop at Lochboisdale has started frying its haddock in sea buckthorn batter.",
         "Lochboisdale chippy - what have they started putting in the batter? sounded bonkers", ["sea buckthorn"]),
        ("Our facilities manager breeds Boreray sheep on a smallholding in Kintyre.",
         "The facilities manager keeps some rare sheep somewhere out west, doesn't she? Which breed, and where?",
         ["boreray", "kintyre"]),
        ("A pied wagtail at the Nairn car wash keeps attacking its own reflection in the wing mirrors.",
         "which bird keeps fighting itself in the mirrors at the Nairn car wash? a blue tit, surely",
         ["pied wagtail", "wing mirrors"]),
    ],
    para=[
        ("speech", "Our receptionist once rode a unicycle all the way to Lhasa.",
         "the woman on the front desk at ours - which Tibetan city, the one with the huge white and red palace up "
         "on the hill where the Dalai Lama lived, did she get to on one wheel from here?", ["lhasa"]),
        ("speech", "The florist's grandson keeps a tenrec that sleeps in a tea cosy.",
         "the woman who does bouquets - her daughter's boy has which spiky little Madagascan bug-eater, looks like "
         "a hedgehog but isn't, that naps under the knitted thing you pop over the pot?", ["tenrec"]),
        ("speech", "Our cleaner collects vintage jukeboxes.",
         "What does the lady who hoovers round our desks hoard? those big chrome coin-in-the-slot record players "
         "that lit up in fifties diners", ["jukeboxes"]),
        ("speech", "The pharmacist's wife built a life-size basking shark out of chicken wire.",
         "the chap who hands over your prescriptions - his other half made which enormous plankton-eating fish, the "
         "second biggest in the sea, full scale out of that mesh you use for hen runs?", ["basking shark"]),
        ("speech", "A postwoman in Rothesay has knitted four hundred and eighteen jumpers for rescued battery hens.",
         "the woman who brings the letters round in that Bute seaside town where the ferry from Wemyss Bay comes "
         "in - how many little woolly tops has she made for ex-caged chickens??",
         ["four hundred and eighteen", "four hundred eighteen", "418"]),
        ("speech", "The chimney sweep's nephew has ridden the Settle line seven hundred and three times.",
         "the fella who brushes the soot out of flues - his sister's lad has been on that scenic northern railway "
         "over the Ribblehead viaduct how often now??", ["seven hundred and three", "seven hundred three", "703"]),
        ("speech", "Our trainee accountant spends her weekends restoring penny-farthings.",
         "the newest number-cruncher at ours - what does she do up on her days off? those Victorian bicycles with a "
         "massive front wheel and a tiny one at the back", ["penny-farthings", "penny farthings"]),
        ("speech", "The sexton's niece builds model ships inside light bulbs.",
         "the young woman whose uncle digs the graves at the parish churchyard - what does she put her tiny sailing "
         "vessels inside? those glass things you screw into the ceiling fitting",
         ["light bulbs", "lightbulbs"]),
        ("ocr", "Toads carried across Mill Lane on migration night: three hundred and seventy-six",
         "How many of those warty hoppers got helped over the road on their way to the pond to breed? a figure was "
         "up on screen", ["three hundred and seventy-six", "three hundred seventy-six", "376"]),
        ("ocr", "Rainwater caught in the school water butts: two thousand and forty-one litres",
         "How much of the wet stuff that fell from the sky did the kids' barrels catch? pretty sure a total was "
         "shown", ["two thousand and forty-one", "two thousand forty-one", "2041"]),
    ],
    mentions=[
        ("the railway bench", "The railway bench in the smoking shelter stood on the platform at Hellifield.",
         "hellifield"),
        ("the weighing scales", "The weighing scales on the kitchen counter came from a sweet shop in Tywyn.",
         "tywyn"),
        ("the apothecary jars", "The apothecary jars on the boardroom windowsill lined the shelves of a chemist's "
         "in Dunbar.", "dunbar"),
        ("the organ pipe", "The organ pipe used as an umbrella stand was rescued from a chapel in Uttoxeter.",
         "uttoxeter"),
        ("the telegraph key", "The telegraph key on the IT manager's desk tapped out messages in a post office at "
         "Bewdley.", "bewdley"),
        ("the hay rake", "The hay rake hanging in the canteen was used on a croft near Dingwall.", "dingwall"),
        ("the butter pats", "The butter pats in the display cabinet shaped butter at a farm dairy outside "
         "Langholm.", "langholm"),
        ("the coaching horn", "The coaching horn above the reception clock was blown on the mail run into Forres.",
         "forres"),
    ],
    screen_titles=[("Arkle button badge making", "arkle"), ("Shergar sponge painting hour", "shergar"),
                   ("Nijinsky pipe cleaner animals", "nijinsky"), ("Frankel bead threading table", "frankel"),
                   ("Red Rum cardboard tube rockets", "red rum"), ("Mill Reef fingerprint art session", "mill reef"),
                   ("Desert Orchid pasta necklace craft", "desert orchid"),
                   ("Kauto Star egg carton caterpillars", "kauto star")],
    charts=["sofas reupholstered", "cushions refilled", "fabric samples posted", "chair springs replaced",
            "footstools made", "foam cut to size", "headboards covered", "deliveries rescheduled"],
    absent=[
        "wait, was there an echidna in one of the photos? my godson's convinced he spotted one",
        "the footmen - did they wear tricorn hats? can't remember that coming up",
        "Is the ice store open over half term, or did nobody say",
        "Was the head of legal's ironing board crossing of Morecambe Bay done for the RNLI?",
        "Will the Cleobury Mortimer wedding venue let dogs in? did they say?",
        "Is anyone getting the New Radnor valentines valued on the Antiques Roadshow? heard nothing about it",
        "I thought I heard the Burry Man's walk got called off this year - was that in there?",
        "Were any plans shown for the new bandstand at Aviemore?",
        "{topic} - did anyone put in a freedom of information request about it, or not?",
        "Did the {topic} falling-out end up going to mediation? might be confusing it with another meeting",
    ],
    count_q=("how many times does the {animal} turn up overall?",
             "{animal} count?",
             "Settling an argument with my flatmate - she reckons we only saw the {animal} the once. How many "
             "times was it actually shown?",
             "Report how many times the {animal} is shown."),
    cross_photo_q=("which animal was in the picture while they were talking about {what}?",
                   "animal during {what}?",
                   "Random one - some creature's photo was up at the point {what} got mentioned and it's bugging "
                   "me. What animal was it?",
                   "Name the animal on screen during the mention of {what}."),
    cross_screen_q=("what slide was on screen when {what} came up?",
                    "{what}: which slide?",
                    "Doing a write-up for a colleague who was off sick - which slide was showing when the speaker "
                    "got onto {what}?",
                    "Specify the slide on screen at the mention of {what}."),
    cross_speech_q=("what was being said over the {title} slide? didn't seem to match",
                    "{title} slide: speech?",
                    "The courier knocked just as the {title} slide appeared so I lost the audio. What did the "
                    "speaker say while it was up?",
                    "Summarise what the speaker says while the {title} slide is up."),
    after_chart_q=("which slide comes straight after the {chart} chart?",
                   "slide after the {chart} chart?",
                   "I nipped to the loo after the {chart} chart and missed the next bit. What was the following "
                   "slide?",
                   "Name the slide immediately following the {chart} chart."),
    order_q=("{first} and {second} - which one got shown first?",
             "first: {first} or {second}?",
             "Quiz night tiebreaker at ours - was it {first} then {second}, or {second} then {first}? Which came "
             "earlier?",
             "Say which came first: {first} or {second}."),
    at_screen_q=("what's showing on screen at {stamp}?",
                 "slide @ {stamp}?",
                 "The recording skipped at {stamp} and I've just got a black frame. What slide is meant to be "
                 "there?",
                 "Give the slide on screen at {stamp}."),
    at_said_q=("what's the speaker waffling on about at {stamp}?",
               "{stamp} audio?",
               "My toddler knocked the volume right down at {stamp}. What was the speaker saying then?",
               "State what is being said at {stamp}."),
)

# A sixtieth held-out set (seeds >= SIXTIETH_HELD_OUT_FROM), written after the fifty-ninth one, without reading the
# retrieval code.
SIXTIETH_HELD_OUT_FROM = 6000
SIXTIETH_HELD_OUT = Pools(
    text=[
        ("Scriptorium desk", "Goose quills are cut by Aldwyn",
         "the monks who sat hunched over sloping desks copying out whole books by hand before printing came along - "
         "who trims their feather pens for the demo? my daughter wants one", ["aldwyn"]),
        ("Illuminator's bench", "Gold leaf is laid by Ermengarde",
         "the brother who did the glittery capital letters and the tiny pictures squeezed into the margins of the "
         "holy books - who puts the shiny stuff on for visitors? gorgeous work", ["ermengarde"]),
        ("Parchment maker's shed", "Calfskins are scraped at Malmesbury",
         "what they wrote on before paper, made from animal hides soaked and stretched out on a frame - where do "
         "they do the scraping for the open day? not one for the squeamish", ["malmesbury"]),
        ("Bee boles", "Straw skeps are woven by Wulfhere",
         "the little nooks built into the orchard wall where the brothers kept their bees for honey and candle wax "
         "- who makes the old-style domed hives that sit in them? my dad keeps bees", ["wulfhere"]),
        ("Infirmary garden", "Feverfew is grown by Scholastica",
         "the plot where the monk in charge of the sick grew the plants for his cures and remedies - who looks "
         "after the herbs these days? smelled lovely", ["scholastica"]),
        ("Almonry gate", "The dole loaves are baked at Abergavenny",
         "the doorway where the poor and the beggars queued up for free food handed out by the brothers - where "
         "are the loaves they give away in the re-enactment baked?", ["abergavenny"]),
        ("Stew ponds", "Carp are netted by Wilfrith",
         "the pools the abbey dug so there'd be something to eat on all those days meat wasn't allowed - who does "
         "the netting for the display? the kids loved it", ["wilfrith"]),
        ("Night stair", "Bell ropes are spliced by Oswy",
         "the poor soul who had to haul on the ropes in the small hours to get everyone out of bed for the first "
         "prayers - who fixes the ropes up nowadays? heard them from the car park", ["oswy"]),
        ("Warming room", "Charcoal braziers are lit by Eadgyth",
         "the only room in the whole place where the brothers were allowed a fire in winter to thaw their fingers "
         "out - who gets the heaters going for visitors? it's freezing otherwise", ["eadgyth"]),
        ("Chapter house", "Chapter house door code 3917",
         "the room off the covered walkway where the monks gathered every morning to hear a bit of the rule book "
         "read out and own up to their faults in front of everyone - what's the code for the door? didn't write it "
         "down", ["3917"]),
    ],
    said=[
        ("A fossa that got out of a safari park near Filey was found curled up asleep in the ball pit at a soft "
         "play centre in Hunmanby.", "what was that animal found fast asleep in the ball pit at the Hunmanby soft "
         "play? someone's cat?", ["fossa"]),
        ("The old smithy at Kirkoswald is being painted burnt orange.",
         "Kirkoswald's old smithy - what colour are they doing it? magnolia again?", ["burnt orange"]),
        ("Before joining us, our head of procurement spent two summers as a glacier guide in Tierra del Fuego.",
         "The head of procurement did some icy outdoor job overseas before she joined us, didn't she? What was it, "
         "and where?", ["glacier guide", "tierra del fuego"]),
        ("The old cheese warehouse at Appleby is being turned into a holiday let.",
         "what's happening with the old cheese warehouse at Appleby? someone said a café", ["holiday let"]),
        ("Cattle egrets have nested in the reedbeds at Blacktoft for the first time.",
         "which birds have raised young in the reeds at Blacktoft? bitterns??", ["cattle egrets"]),
        ("Our head of HR once rowed the length of Ullswater in an upturned umbrella.",
         "the head of HR got all the way down Ullswater in something ridiculous - what was it? a lilo?",
         ["upturned umbrella"]),
        ("Glaziers repairing the old Mechanics' Institute in Haworth found a box of Victorian lantern slides "
         "behind the shutters.", "Haworth Mechanics' Institute window job - what did the glaziers find tucked "
         "behind the shutters? pigeon muck I bet", ["lantern slides"]),
        ("The café at Kielder has started making its scones with nettles.",
         "Kielder café - what have they started putting in the scones? sounded a bit mad", ["nettles"]),
        ("Our payroll officer breeds Cleveland Bay horses on a farm near Haltwhistle.",
         "The payroll officer keeps some horses on a farm up north somewhere, doesn't he? Which breed, and where?",
         ["cleveland bay", "haltwhistle"]),
        ("A mistle thrush at the Aberaeron crazy golf keeps dive-bombing anyone who putts near its nest on the "
         "lighthouse hole.", "which bird keeps swooping at people on the lighthouse hole at the Aberaeron crazy "
         "golf? a seagull, surely", ["mistle thrush", "dive-bombing", "dive bombing"]),
    ],
    para=[
        ("speech", "Our post room supervisor once skateboarded all the way to Bukhara.",
         "the chap who sorts all the incoming parcels at ours - which old Silk Road trading city in Uzbekistan, the "
         "one with the huge brick minaret Genghis Khan supposedly spared, did he roll to on a board from here?",
         ["bukhara"]),
        ("speech", "The dentist's granddaughter keeps a pudu that sleeps in the airing cupboard.",
         "the woman who does your fillings - her son's girl keeps which tiny South American deer, the smallest "
         "deer going, that beds down where the hot water tank lives?", ["pudu"]),
        ("speech", "Our canteen manager collects vintage typewriters.",
         "What does the chap who runs our staff café hoard? those old clattery machines with an inked ribbon and a "
         "little bell that pings when you get to the end of the line", ["typewriters"]),
        ("speech", "The vet's husband built a life-size killer whale out of old bicycle parts.",
         "the woman who sees to everyone's poorly pets - her other half made which big black-and-white sea hunter, "
         "the one that goes after seals in packs, full size from scrap bike bits?", ["killer whale"]),
        ("speech", "A lollipop lady in Millport has swum round the harbour two hundred and sixty-one times.",
         "the woman in the hi-vis who sees the kids over the road outside the school in that wee island town across "
         "the water from Largs, where everyone hires a bike to go round the coast - how many times has she done "
         "her swim??", ["two hundred and sixty-one", "two hundred sixty-one", "261"]),
        ("speech", "The optician's son-in-law has climbed Pen y Fan five hundred and twelve times.",
         "the woman who tests your eyes - her daughter's husband has been up the highest peak in the Brecon "
         "Beacons how many times now??", ["five hundred and twelve", "five hundred twelve", "512"]),
        ("speech", "Our data analyst spends his weekends restoring old red phone boxes.",
         "the lad who crunches the spreadsheets at ours - what does he do up on his days off? those scarlet kiosks "
         "with lots of little windowpanes you'd nip into to make a call before mobiles", ["phone boxes"]),
        ("speech", "The milkman's daughter makes lampshades out of old road atlases.",
         "the fella who leaves the pints on the doorstep first thing - what does his girl make her light covers "
         "out of? those big spiral-bound books of motorways and A-roads everyone kept in the car before satnav",
         ["road atlases"]),
        ("ocr", "Hedgehogs released back into gardens by the rescue this year: one hundred and ninety-seven",
         "How many of those prickly snufflers that curl up into a ball got let go again once they'd been nursed "
         "better? there was a figure up", ["one hundred and ninety-seven", "one hundred ninety-seven", "197"]),
        ("ocr", "Trees planted along the new bypass this winter: three thousand and fifty-eight",
         "How many saplings went in alongside the new ring road? I'm sure a total was shown",
         ["three thousand and fifty-eight", "three thousand fifty-eight", "3058"]),
    ],
    mentions=[
        ("the curling stone", "The curling stone propping open the fire door was thrown in a bonspiel at Crieff.",
         "crieff"),
        ("the cricket roller", "The cricket roller by the bike racks flattened the wicket at Worksop for sixty "
         "years.", "worksop"),
        ("the jockey's saddle", "The jockey's saddle on the coat stand was raced in at Cartmel.", "cartmel"),
        ("the fencing mask", "The fencing mask hanging in the server room was worn by a county champion from "
         "Tonypandy.", "tonypandy"),
        ("the snooker cue", "The snooker cue in the break room won a club final in Ashington.", "ashington"),
        ("the bowling jack", "The bowling jack on the chief executive's desk came off a green in Oswestry.",
         "oswestry"),
        ("the hockey stick", "The hockey stick behind the reception desk was played with at a girls' school in "
         "Aberfeldy.", "aberfeldy"),
        ("the rowing oar", "The rowing oar above the kitchen door was pulled in a coastal race at Troon.", "troon"),
    ],
    screen_titles=[("Mallard salt dough ornaments", "mallard"),
                   ("Flying Scotsman paper mache masks", "flying scotsman"),
                   ("Evening Star leaf collage hour", "evening star"),
                   ("Green Arrow loom band bracelets", "green arrow"),
                   ("City of Truro stone painting session", "city of truro"),
                   ("Oliver Cromwell bubble painting table", "oliver cromwell"),
                   ("Blue Peter wind chime making", "blue peter"),
                   ("Sir Nigel Gresley clay thumb pots", "sir nigel gresley")],
    charts=["heels replaced", "soles stitched", "keys cut", "watch batteries fitted", "trophies engraved",
            "boots stretched", "shoe dye jobs", "belt holes punched"],
    absent=[
        "hang on, was there a tarsier in one of the photos? those tiny things with the massive eyes - my little "
        "brother's sure he saw one",
        "the monks - did they have the shaved bald patch, the tonsure? can't remember that coming up",
        "Does the warming room open in the school holidays, or did nobody say",
        "Was the head of HR's umbrella row down Ullswater done for Comic Relief?",
        "Will the Appleby holiday let have a log burner? did they say?",
        "Is anyone offering the Haworth lantern slides to the Brontë Parsonage? heard nothing about it",
        "I thought I heard the Atherstone Shrovetide ball game got called off this year - was that in there?",
        "Were any plans shown for the new campsite at Applecross?",
        "{topic} - did anyone raise a formal grievance over it, or not?",
        "Did the {topic} squabble end up going to ACAS? could be thinking of another meeting",
    ],
    count_q=("how many times all told does the {animal} come on?",
             "{animal} - how many showings?",
             "My grandad's adamant the {animal} was only on the once and I reckon it was more. Who's right - how "
             "many times was it shown?",
             "Give the number of times the {animal} appears."),
    cross_photo_q=("what animal was up on screen as they talked about {what}?",
                   "{what} - creature pictured?",
                   "This'll bug me all day: there was an animal photo up around when {what} was being discussed. "
                   "Which animal?",
                   "State which animal is pictured when {what} comes up."),
    cross_screen_q=("which slide was on when {what} got a mention?",
                    "which slide went with {what}?",
                    "Writing this up for my boss who got stuck in traffic - what slide was showing when they talked "
                    "about {what}?",
                    "Identify the slide displayed while {what} is being talked about."),
    cross_speech_q=("what did the narrator say over the {title} slide? didn't seem connected",
                    "voiceover on the {title} slide?",
                    "Next door's drill started the moment the {title} slide came up so I missed the audio. What was "
                    "said over it?",
                    "Report what is said while the {title} slide is on screen."),
    after_chart_q=("what slide follows on from the {chart} chart?",
                   "after the {chart} chart - what?",
                   "The kettle boiled right after the {chart} chart so I wandered off and missed the next slide. "
                   "What was it?",
                   "State the slide that comes directly after the {chart} chart."),
    order_q=("which came up sooner, {first} or {second}?",
             "{first} / {second} - order?",
             "Loser does the washing up at ours: I say {first} was on before {second}, my other half says the "
             "other way round. Which was first?",
             "Determine whether {first} or {second} is shown first."),
    at_screen_q=("which slide's on screen at {stamp}?",
                 "{stamp}: slide?",
                 "The stream buffered at {stamp} and I just got a spinning wheel. What slide was supposed to be "
                 "up?",
                 "Report the slide shown at {stamp}."),
    at_said_q=("what's the presenter banging on about at {stamp}?",
               "what's said @ {stamp}?",
               "The hoover was going right at {stamp} and I couldn't hear a thing. What was the speaker saying?",
               "Give what the speaker says at {stamp}."),
)

# A sixty-first held-out set (seeds >= SIXTY_FIRST_HELD_OUT_FROM), written after the sixtieth one, without reading
# the retrieval code.
SIXTY_FIRST_HELD_OUT_FROM = 6100
SIXTY_FIRST_HELD_OUT = Pools(
    text=[
        ("Bal maidens' floor", "Ore is spalled by Ebrel",
         "the women and girls who sat out at the surface in all weathers smashing the rock into little lumps with "
         "long hammers - who does the breaking up for the demonstration? tough as old boots they must've been",
         ["ebrel"]),
        ("Count house", "Wages are counted out by Hedra",
         "the office where the men queued up once a month to be paid, minus whatever they owed for candles and "
         "fuses - who plays the clerk dishing out the money? very convincing", ["hedra"]),
        ("Engine house", "The beam engine is stoked by Kerensa",
         "that tall stone building with the chimney where the giant rocking pump kept the water out of the "
         "tunnels - who shovels the coal in on steam days? my lad's obsessed with it", ["kerensa"]),
        ("Man engine", "Ladder rods are greased by Pascoe",
         "the contraption of moving wooden rods with little steps on, so the men could ride up and down the shaft "
         "instead of climbing - who keeps it oiled? looked terrifying", ["pascoe"]),
        ("Miners' dry", "Wet gear is hung by Tryphena",
         "the changing house where the men came up soaked and steaming and hung their clothes round the hot pipes "
         "- who does the hanging up for the display? smelled a bit damp in there", ["tryphena"]),
        ("Powder house", "Blasting powder is kept at Hayle",
         "the little thick-walled hut set well away from everything else, where they stored the stuff for the "
         "explosions underground - where's the real stuff for the demo actually kept? not near the café I hope",
         ["hayle"]),
        ("Assay office", "Ore samples are tested by Digory",
         "the room where they crushed and heated a little bit of the rock to find out how much metal was really "
         "in it before the smelters paid up - who does that bit in the show? fascinating", ["digory"]),
        ("Croust oven", "Miners' pasties are baked at Launceston",
         "the men's underground lunch, the pastry thing with a thick crimped edge they held with mucky fingers "
         "and chucked away after - where are the ones in the gift shop made? I had three", ["launceston"]),
        ("Candle store", "Tallow candles are dipped by Loveday",
         "the lights the men stuck on the front of their hats with a lump of clay so they could see in the dark "
         "- who makes those for the visitors? smelled of mutton fat", ["loveday"]),
        ("Winding house", "Winding house door code 5824",
         "the building with the great drum that wound in the rope hauling the rock and the men up from the "
         "bottom - what's the number to get in there? forgot to write it down", ["5824"]),
    ],
    said=[
        ("A genet that escaped from a wildlife centre near Bude was found asleep in a pile of deckchairs in a "
         "beach hut at Widemouth Bay.", "what was that animal found kipping in among the deckchairs in a Widemouth "
         "Bay beach hut? a ferret?", ["genet"]),
        ("The old public baths at Biggar are being repainted sage green.",
         "Biggar's old public baths - what colour are they going? cream again?", ["sage green"]),
        ("Before joining us, our head of IT spent three winters as a husky musher in Kamchatka.",
         "The head of IT did some job with dogs out in the freezing cold abroad before he started here, didn't "
         "he? What was it, and where?", ["husky musher", "kamchatka"]),
        ("The old ropeworks at Wigtown is being turned into an axe-throwing range.",
         "what's going into the old ropeworks at Wigtown? someone said a gym",
         ["axe-throwing range", "axe throwing range"]),
        ("Purple herons have nested in the reedbeds at Frampton Marsh for the first time.",
         "which birds have raised chicks in the reeds at Frampton Marsh? marsh harriers??", ["purple herons"]),
        ("Our head of marketing once crossed Bassenthwaite Lake on a raft of milk crates.",
         "the head of marketing got over Bassenthwaite Lake on something daft - what was it? a lilo?",
         ["milk crates"]),
        ("Electricians rewiring the old Drill Hall in Dalton found a biscuit tin full of Edwardian playbills under "
         "the stage.", "Dalton Drill Hall rewiring - what did the sparkies turn up under the stage? rat droppings "
         "I'd guess", ["playbills"]),
        ("The bakery in Durness has started putting pickled beetroot in its flapjacks.",
         "the Durness bakery - what've they started putting in the flapjacks? sounded revolting",
         ["pickled beetroot"]),
        ("Our office manager breeds British Lop pigs on a smallholding near Bishop's Castle.",
         "The office manager keeps some rare pigs out in the sticks somewhere, doesn't she? Which breed, and "
         "where?", ["british lop", "bishop's castle"]),
        ("A grey heron at the Kirriemuir garden centre keeps pinching fish from the water feature display.",
         "which bird keeps nicking the fish out of the ponds at the Kirriemuir garden centre? a kingfisher, surely",
         ["grey heron"]),
    ],
    para=[
        ("speech", "Our security guard once roller-skated all the way to Bishkek.",
         "the fella on the night desk who checks everyone's passes - which Kyrgyz capital, the one at the foot of "
         "those snowy mountains where they drink fermented mare's milk, did he get to on wheels from here?",
         ["bishkek"]),
        ("speech", "The plumber's stepdaughter keeps a quoll that sleeps in a wellington boot.",
         "the chap who sorts out your leaky pipes - his wife's girl from before keeps which spotty little Aussie "
         "marsupial, a bit like a meat-eating possum covered in white polka dots, that naps in a welly?",
         ["quoll"]),
        ("speech", "Our mailroom assistant collects vintage barometers.",
         "What does the lad who hands out the post at ours hoard? those old wooden dial things in the hallway that "
         "tell you from the air pressure if it's going to be fair or stormy", ["barometers"]),
        ("speech", "The librarian's husband built a life-size hammerhead shark out of old coat hangers.",
         "the woman who stamps your books - her fella made which big fish with the weird flat T-shaped head and "
         "the eyes out on the ends, full size from bent wardrobe wire?", ["hammerhead"]),
        ("speech", "A retired ferryman in Lybster has baked three hundred and forty-nine wedding cakes.",
         "the old boy who used to take folk across the water, up in that little Caithness fishing village on the "
         "road to John o' Groats - how many tiered cakes for brides and grooms has he made??",
         ["three hundred and forty-nine", "three hundred forty-nine", "349"]),
        ("speech", "The locksmith's brother has climbed Cadair Idris six hundred and thirty times.",
         "the chap who gets you back in when you've locked yourself out - his brother has been up that mountain in "
         "southern Snowdonia where legend says if you sleep on top you wake up a poet or a madman how often??",
         ["six hundred and thirty", "six hundred thirty", "630"]),
        ("speech", "Our sales director spends her weekends restoring vintage caravans.",
         "the woman in charge of shifting product at ours - what does she do up on her days off? those little "
         "rounded teardrop-shaped things you'd tow behind the car on holiday in the fifties",
         ["caravans"]),
        ("speech", "The window cleaner's son makes handbags out of old cassette tapes.",
         "the fella who comes round with the ladder and squeegee - what does his lad make his bags out of? those "
         "little plastic boxes of brown tape you'd play in a Walkman and wind back with a pencil",
         ["cassette tapes"]),
        ("ocr", "Barn owl chicks ringed on the estate this summer: one hundred and fifty-three",
         "How many of those pale ghostly night hunters with the heart-shaped faces had tags put on their legs as "
         "babies? a number was shown", ["one hundred and fifty-three", "one hundred fifty-three", "153"]),
        ("ocr", "Litter picked off the beach at the spring clean: six hundred and two bags",
         "How much rubbish got gathered up off the sand at the seaside tidy-up? there was a total on screen",
         ["six hundred and two", "six hundred two", "602"]),
    ],
    mentions=[
        ("the usherette's tray", "The usherette's tray in the post room sold choc ices at the Regal in Maryport.",
         "maryport"),
        ("the organ console", "The organ console in the atrium rose up through the floor of the Ritz in Buckie.",
         "buckie"),
        ("the box office bell", "The box office bell on the front desk rang at the Plaza in Arbroath.",
         "arbroath"),
        ("the follow spot", "The follow spot in the training room lit up pantomime dames at the Coliseum in Looe.",
         "looe"),
        ("the tip-up seat", "The tip-up seat outside the lifts came from the back row of the Roxy in Dalbeattie.",
         "dalbeattie"),
        ("the safety curtain", "The safety curtain panel on the canteen wall was painted for the Majestic in "
         "Lochgilphead.", "lochgilphead"),
        ("the neon sign", "The neon sign above the server room door hung outside the Gaumont in Selby.",
         "selby"),
        ("the ticket dispenser", "The ticket dispenser on the finance manager's desk was used at the Odeon in "
         "Whitehaven.", "whitehaven"),
    ],
    screen_titles=[("Mauretania deck quoits tournament", "mauretania"),
                   ("Aquitania ballroom foxtrot lesson", "aquitania"),
                   ("Carpathia captain's table quiz", "carpathia"),
                   ("Queen Mary cocktail shaking demo", "queen mary"),
                   ("Canberra lifejacket drill walkthrough", "canberra"),
                   ("Oriana lounge bingo night", "oriana"),
                   ("Britannic deckchair stripe painting", "britannic"),
                   ("Caronia ice sculpture display", "caronia")],
    charts=["punctures mended", "chains replaced", "brake pads fitted", "wheels trued", "gears indexed",
            "saddles swapped", "tyres fitted", "bikes serviced"],
    absent=[
        "wait, was there a saiga in one of the photos? the antelope with the big droopy nose - my nephew swears he "
        "saw one",
        "the bal maidens - did they wear those big white bonnets? can't remember that coming up",
        "Is the engine house open over Easter, or did nobody say",
        "Was the head of marketing's milk crate crossing of Bassenthwaite done for Children in Need?",
        "Will the Wigtown axe-throwing place do hen parties? did they say?",
        "Is anyone giving the Dalton playbills to the Theatre Museum? heard nothing about it",
        "I thought I heard the Comrie Flambeaux got called off this year - was that in there?",
        "Were any plans shown for the new outdoor pool at Fraserburgh?",
        "{topic} - did anyone put in a subject access request over it, or not?",
        "Did the {topic} dispute end up at a disciplinary hearing? could be mixing it up with another meeting",
    ],
    count_q=("how many times in total does the {animal} pop up?",
             "{animal} - tally?",
             "Me and my sister have a fiver riding on this - she says the {animal} was on twice, I say more. How "
             "many times was it shown in the end?",
             "Count the appearances of the {animal}."),
    cross_photo_q=("which creature was pictured while they were on about {what}?",
                   "{what} - which animal on screen?",
                   "Daft question but it's been nagging me since lunch: there was a photo of some animal up when "
                   "{what} got mentioned. What was it?",
                   "Name the animal shown at the moment {what} is mentioned."),
    cross_screen_q=("which slide was up as {what} got talked about?",
                    "slide during {what}?",
                    "Putting together notes for a colleague who's on holiday - what slide was on the screen when "
                    "the speaker brought up {what}?",
                    "Indicate which slide is displayed when {what} is mentioned."),
    cross_speech_q=("what was the speaker talking about during the {title} slide? seemed unrelated",
                    "{title} - what's being said?",
                    "My phone rang just as the {title} slide came on so I missed what was said. What did the "
                    "speaker talk about over it?",
                    "Describe what the speaker says during the {title} slide."),
    after_chart_q=("what slide's next after the {chart} chart?",
                   "{chart} chart - next slide?",
                   "The doorbell went straight after the {chart} chart and I missed what came next. What slide was "
                   "it?",
                   "Identify the slide that immediately follows the {chart} chart."),
    order_q=("did {first} come before {second} or the other way round?",
             "{first} vs {second} - which first?",
             "Pub quiz argument last night: my mate swears {second} came before {first}, I reckon it was {first} "
             "first. Which one was on earlier?",
             "Indicate which was shown earlier: {first} or {second}."),
    at_screen_q=("what slide is up at {stamp}?",
                 "screen at {stamp}?",
                 "My laptop froze at {stamp} and the picture went grey. What slide should have been showing?",
                 "Identify the slide displayed at {stamp}."),
    at_said_q=("what's the speaker going on about at {stamp}?",
               "{stamp} - what's being said?",
               "The dog started barking right at {stamp} and drowned it out. What was the speaker saying?",
               "Describe what is said at {stamp}."),
)

# A sixty-second held-out set (seeds >= SIXTY_SECOND_HELD_OUT_FROM), written after the sixty-first one, without
# reading the retrieval code.
SIXTY_SECOND_HELD_OUT_FROM = 6200
SIXTY_SECOND_HELD_OUT = Pools(
    text=[
        ("Stable yard", "Coach horses are changed by Thirza",
         "the place round the back where the worn-out team got swapped for a fresh four in a couple of minutes "
         "flat before the coach rattled off again - who does the swapping for the demonstration? quick as anything",
         ["thirza"]),
        ("Guard's perch", "The post horn is blown by Absalom",
         "the bloke who rode at the back of the mail coaches with a long brass tooter so the gatekeepers had the "
         "road open in time - who does the tooting for the crowd? made me jump out of my skin", ["absalom"]),
        ("Tap room", "Mulled ale is warmed by Elkanah",
         "the snug where frozen passengers thawed out by the fire with a drink somebody had plunged a red-hot poker "
         "into - who heats them up for visitors? lovely and spicy", ["elkanah"]),
        ("Toll house", "Turnpike tickets are printed at Towcester",
         "the funny little six-sided cottage right on the edge of the road where the keeper came out to take your "
         "pennies before he'd lift the bar - where are the paper passes they hand out printed? my lad kept his",
         ["towcester"]),
        ("Harness room", "Leather traces are stitched by Mahala",
         "the room where all the straps and collars for the team hung on pegs waiting to be mended - who does the "
         "sewing on open days? smelled of saddle soap", ["mahala"]),
        ("Booking office", "Way bills are written out by Ananias",
         "the counter where you paid for a seat inside in the warm or a cheaper one clinging on up on the roof, "
         "and they put your name on the list for the driver - who does the writing out? lovely handwriting",
         ["ananias"]),
        ("Coach house", "Carriage wheels are greased by Eliezer",
         "the big barn with the double doors where the vehicles themselves were parked up overnight - who keeps "
         "the wheels from squeaking? gorgeous paintwork on them", ["eliezer"]),
        ("Inn kitchen", "Raised pork pies are baked at Grantham",
         "the food the passengers wolfed down in the twenty minutes they got before the coach went without them - "
         "where are the ones in the shop actually made? I had two", ["grantham"]),
        ("Hay loft", "Hay is forked down by Shadrach",
         "the space above the horses where the stable lads slept on the straw and chucked the fodder down through "
         "a trapdoor - who does the chucking for the display? dusty work", ["shadrach"]),
        ("Cellar", "Cellar door code 7361",
         "the cool room down the stone steps under the bar where the barrels were kept - what's the number for that "
         "door? didn't write it down", ["7361"]),
    ],
    said=[
        ("A slow loris that escaped from a wildlife park near Chapel St Leonards was found asleep in a windbreak "
         "bag at Ingoldmells.", "what was that animal found curled up in a windbreak bag at Ingoldmells? a "
         "hamster?", ["slow loris"]),
        ("The old post office at Brough is being painted oyster grey.",
         "Brough's old post office - what colour are they doing it? white again?", ["oyster grey"]),
        ("Before joining us, our head of facilities spent two summers as a penguin counter in the Falklands.",
         "The head of facilities did some job with birds on remote islands way down south before he joined, "
         "didn't he? What was it, and where?", ["penguin counter", "falklands"]),
        ("The old telephone exchange at Alconbury is being turned into an ice cream parlour.",
         "what's going into the old telephone exchange at Alconbury? someone said a gym", ["ice cream parlour"]),
        ("Glossy ibises have nested in the marshes at Titchwell for the first time.",
         "which birds have raised chicks in the marshes at Titchwell? spoonbills??", ["glossy ibises"]),
        ("Our finance director once paddled the length of Ennerdale Water in a tin bathtub.",
         "the finance director got down Ennerdale Water in something daft - what was it? a paddleboard?",
         ["tin bathtub"]),
        ("Joiners fixing the old Oddfellows Hall in Long Sutton found a hatbox full of Victorian dance cards under "
         "the floor.", "Long Sutton Oddfellows Hall job - what did the joiners come across under the floor? mouse "
         "nests I'd bet", ["dance cards"]),
        ("The chippy in Golspie has started putting curry sauce on its ice cream.",
         "the Golspie chippy - what've they started pouring over the ice cream? sounded horrible",
         ["curry sauce"]),
        ("Our receptionist breeds Soay sheep on a croft near Lairg.",
         "The receptionist keeps some sheep on a croft up north somewhere, doesn't he? Which breed, and where?",
         ["soay", "lairg"]),
        ("A song thrush at the Stony Stratford bowls club keeps bashing snails open on the clubhouse step.",
         "which bird keeps cracking snails on the step at the Stony Stratford bowls club? a blackbird, surely",
         ["song thrush"]),
    ],
    para=[
        ("speech", "Our caretaker once unicycled all the way to Chisinau.",
         "the chap who locks up and bleeds the radiators at ours - which Moldovan capital, the one near those "
         "endless underground wine cellars you can drive round in, did he pedal to on one wheel from here?",
         ["chisinau"]),
        ("speech", "The postman's niece keeps a zorilla that sleeps in a laundry basket.",
         "the bloke who brings the letters - his sister's girl keeps which stripy African weasel, the one that "
         "sprays a stink even worse than a skunk, that kips in the washing basket?", ["zorilla"]),
        ("speech", "Our events coordinator collects vintage cine cameras.",
         "What does the woman who organises all our do's hoard? those old wind-up gadgets for filming holiday "
         "home movies on little reels, before camcorders came along", ["cine cameras"]),
        ("speech", "The butcher's wife built a life-size beluga out of old drainpipes.",
         "the man who cuts your chops - his missus made which little white Arctic whale with the bulging forehead, "
         "the one they call the sea canary for all its chirping, full size out of old gutter piping?",
         ["beluga"]),
        ("speech", "A retired postmistress in Tongue has knitted four hundred and eighty-three christening shawls.",
         "the old dear who used to run the post office in that tiny village on the far north coast of Sutherland "
         "with the funny body-part name - how many baby blankets for church naming days has she knitted??",
         ["four hundred and eighty-three", "four hundred eighty-three", "483"]),
        ("speech", "The chemist's father has swum across Windermere seven hundred and twenty-six times.",
         "the fella who makes up your prescriptions - his old man has crossed England's biggest lake in the water "
         "how many times now??", ["seven hundred and twenty-six", "seven hundred twenty-six", "726"]),
        ("speech", "Our head chef spends his weekends restoring old cuckoo clocks.",
         "the bloke in charge of our kitchen - what does he do up on his days off? those carved wooden Black "
         "Forest things on the wall where a little bird pops out of a door on the hour", ["cuckoo clocks"]),
        ("speech", "The bin man's daughter makes quilts out of old football shirts.",
         "the chap who empties the wheelies - what does his girl sew her bed covers from? those shiny tops with "
         "the sponsor across the front that fans wear to the match", ["football shirts"]),
        ("ocr", "Swift nest boxes put up on the church tower this spring: two hundred and forty-four",
         "How many little homes for those screaming sickle-winged birds that only land to breed got fixed up on "
         "the steeple? a figure was shown", ["two hundred and forty-four", "two hundred forty-four", "244"]),
        ("ocr", "Potholes filled on the county's roads this autumn: four thousand one hundred and nine",
         "How many holes in the tarmac got patched up round here? there was a number up",
         ["four thousand one hundred and nine", "four thousand one hundred nine", "4109"]),
    ],
    mentions=[
        ("the signal lever", "The signal lever in the lobby was pulled in the box at Dunblane.", "dunblane"),
        ("the station clock", "The station clock above the canteen door kept time on the platform at Carnforth.",
         "carnforth"),
        ("the porter's trolley", "The porter's trolley by the lifts wheeled luggage along the platform at "
         "Garsdale.", "garsdale"),
        ("the ticket punch", "The ticket punch on the payroll manager's desk clipped tickets on trains out of "
         "Kingussie.", "kingussie"),
        ("the water crane", "The water crane in the car park filled engines at Tain.", "tain"),
        ("the waiting room bench", "The waiting room bench in reception came from the platform at Arnside.",
         "arnside"),
        ("the guard's flag", "The guard's flag pinned up in the boardroom was waved at Barmouth.", "barmouth"),
        ("the enamel timetable board", "The enamel timetable board in the stairwell hung at the station in "
         "Helmsdale.", "helmsdale"),
    ],
    screen_titles=[("Suhaili knot-tying class", "suhaili"),
                   ("Gipsy Moth sea shanty singalong", "gipsy moth"),
                   ("Lively Lady sailmaking demo", "lively lady"),
                   ("Morning Cloud crew photo booth", "morning cloud"),
                   ("Shamrock flag signalling quiz", "shamrock"),
                   ("Endeavour lobster pot weaving", "endeavour"),
                   ("Lionheart rope splicing race", "lionheart"),
                   ("British Steel compass reading hour", "british steel")],
    charts=["lengths swum", "swim caps sold", "lockers rented", "goggles sold", "armbands lent", "lanes hired",
            "verruca socks sold", "towels laundered"],
    absent=[
        "hold on, was there an aardwolf in one of the photos? the stripy hyena-looking thing that eats termites - "
        "my cousin swears he saw one",
        "the coach guards - did they wear those long scarlet greatcoats? can't remember that coming up",
        "Is the tap room open on New Year's Day, or did nobody say",
        "Was the finance director's tin bathtub trip down Ennerdale done for Sport Relief?",
        "Will the Alconbury ice cream parlour do birthday parties? did they say?",
        "Is anyone handing the Long Sutton dance cards over to the county record office? heard nothing about it",
        "I thought I heard the Whitby Goth Weekend got called off this year - was that in there?",
        "Were any plans shown for the new lido at Saltcoats?",
        "{topic} - did anyone lodge a formal grievance over it, or not?",
        "Did the {topic} disagreement go as far as an employment tribunal? might be mixing it up with another "
        "meeting",
    ],
    count_q=("how many times altogether did the {animal} turn up?",
             "{animal} - how many?",
             "My gran's convinced the {animal} only came on once but I'm sure it was more. How many times did it "
             "actually appear?",
             "Report the number of times the {animal} appears."),
    cross_photo_q=("what animal was on the screen when they brought up {what}?",
                   "{what} - animal shown?",
                   "Bit of a random one, but I half-remember a photo of some creature being up while {what} got a "
                   "mention. Which animal was it?",
                   "State which animal is displayed when {what} is mentioned."),
    cross_screen_q=("what slide was showing while {what} came up?",
                    "{what} - which slide?",
                    "Writing this up for my manager who missed the session - which slide was up when the speaker "
                    "talked about {what}?",
                    "Specify the slide on screen when {what} is brought up."),
    cross_speech_q=("what was being said while the {title} slide was up? didn't seem to match",
                    "{title} slide - speech?",
                    "I was getting a coffee when the {title} slide came up and missed the commentary. What did the "
                    "speaker say over it?",
                    "Summarise the speech during the {title} slide."),
    after_chart_q=("which slide came straight after the {chart} chart?",
                   "after {chart} chart?",
                   "My screen glitched right after the {chart} chart so I missed the next bit. Which slide followed "
                   "it?",
                   "Name the slide that comes directly after the {chart} chart."),
    order_q=("was {first} on before {second}, or after?",
             "{first} or {second} - earlier?",
             "Bit of a family row over this: my brother reckons {second} was on first, I say {first}. Which came "
             "up earlier?",
             "Determine which appeared first: {first} or {second}."),
    at_screen_q=("what's on screen at {stamp}?",
                 "slide @ {stamp}?",
                 "The video buffered for ages at {stamp} and I only got a spinning wheel. What slide was on at that "
                 "point?",
                 "Name the slide showing at {stamp}."),
    at_said_q=("what does the speaker say at {stamp}?",
               "audio at {stamp}?",
               "A lorry went past my window right at {stamp} and I missed it. What was the speaker saying then?",
               "Report what the speaker is saying at {stamp}."),
)

# A sixty-third held-out set (seeds >= SIXTY_THIRD_HELD_OUT_FROM), written after the sixty-second one, without
# reading the retrieval code.
SIXTY_THIRD_HELD_OUT_FROM = 6300
SIXTY_THIRD_HELD_OUT = Pools(
    text=[
        ("Sack hoist", "Grain sacks are hauled up by Zebulon",
         "the chain contraption run off the water power that dragged the heavy bags up through little trapdoors, "
         "floor after floor, right to the top - who works it for the demonstration? the flaps bang shut behind them",
         ["zebulon"]),
        ("Stone floor", "Millstones are dressed by Mehetabel",
         "the level where the two huge round grinding slabs sit one on top of the other, and every so often someone "
         "has to chip fresh grooves into the face with a little pointed hammer - who does the chipping on open days? "
         "sparks everywhere", ["mehetabel"]),
        ("Wheel pit", "Waterwheel paddles are mended by Azariah",
         "the dark dripping slot down the side of the building where the great big thing with buckets round its rim "
         "turns in the stream - who fixes the bits that get knocked off? soaked to the knees, poor soul",
         ["azariah"]),
        ("Drying kiln", "Oats are roasted by Huldah",
         "the hot little room with a floor full of holes where they spread the grain out over a fire before it was "
         "ground so it wouldn't go mouldy - who does the toasting for visitors? smelled like porridge",
         ["huldah"]),
        ("Miller's cottage", "Bread is baked by Bezaleel",
         "the house next door where the family who ran the place lived, with the black range in the kitchen - who "
         "does the loaves on open days? still warm when we got one", ["bezaleel"]),
        ("Sluice gate", "The hatch is wound up by Zipporah",
         "the wooden shutter up at the head of the channel that lets the stream through or holds it back - who "
         "cranks it open to get everything turning? took ages", ["zipporah"]),
        ("Bin floor", "Grain bins are filled by Barzillai",
         "the top storey up under the roof where they tipped the harvest into big wooden boxes so it could trickle "
         "down to be ground - who does the tipping for the crowd? dusty as anything", ["barzillai"]),
        ("Mill shop", "Stoneground flour is bagged at Sturminster",
         "the little counter by the door where you can buy what the place makes in brown paper packets - where does "
         "it actually get packed? I came home with a kilo", ["sturminster"]),
        ("Eel trap", "River eels are smoked at Beaminster",
         "the wicker baskets set in the outflow to catch those slithery snake-like fish heading downstream at night "
         "- where are the ones in the café fridge cured over wood? tasted great", ["beaminster"]),
        ("Counting room", "Counting room safe combination 5938",
         "the iron box in the corner of the poky office where the miller locked up his takings - what's the number "
         "to open it? forgot to note it", ["5938"]),
    ],
    said=[
        ("A Patagonian mara that escaped from a farm park near Weston-super-Mare was found asleep in a beach hut at "
         "Burnham-on-Sea.", "what was that animal found curled up in a beach hut at Burnham-on-Sea? a hare?",
         ["patagonian mara", "mara"]),
        ("The old chapel at Ashbourne is being painted heron grey.",
         "Ashbourne's old chapel - what colour are they doing it? cream again?", ["heron grey"]),
        ("Before joining us, our HR manager spent two summers as a goat herder in Andorra.",
         "The HR manager did some job with animals up in the mountains of a tiny country in Europe before she "
         "joined, didn't she? What was it, and where?", ["goat herder", "andorra"]),
        ("The old police station at Amersham is being turned into a pottery cafe.",
         "what's going into the old police station at Amersham? someone said a dentist", ["pottery cafe"]),
        ("Great white egrets have nested in the reedbeds at Minsmere for the first time.",
         "which birds have raised chicks in the reedbeds at Minsmere? bitterns??", ["great white egrets"]),
        ("Our company secretary once rowed across Coniston Water in an old coffin.",
         "the company secretary got across Coniston Water in something daft - what was it? a dinghy?",
         ["coffin"]),
        ("Electricians rewiring the old cinema in Holbeach found a suitcase full of gas masks under the stage.",
         "Holbeach old cinema job - what did the electricians come across under the stage? rats I bet",
         ["gas masks"]),
        ("The cafe in Thurso has started putting Marmite in its hot chocolate.",
         "the Thurso cafe - what've they started stirring into the hot chocolate? sounded grim", ["marmite"]),
        ("Our office manager keeps Longhorn cattle on a smallholding near Wareham.",
         "The office manager keeps some cows on a smallholding down south somewhere, doesn't she? Which breed, and "
         "where?", ["longhorn", "wareham"]),
        ("A grey wagtail at the Chesham tennis club keeps pecking at its reflection in the clubhouse window.",
         "which bird keeps pecking at its own reflection at the Chesham tennis club? a robin, surely",
         ["grey wagtail"]),
    ],
    para=[
        ("speech", "Our cleaner once roller-skated all the way to Sarajevo.",
         "the woman who hoovers round our desks at night - which Bosnian capital, the one where an archduke got shot "
         "and the First World War kicked off, did she get to on wheels from here?", ["sarajevo"]),
        ("speech", "The milkman's nephew keeps an olinguito that sleeps in a tea chest.",
         "the fella who leaves the pints on the doorstep - his brother's lad keeps which fluffy orange tree critter "
         "from the Andean cloud forests, the one only recognised as its own species in 2013, that naps in a big "
         "wooden packing crate?", ["olinguito"]),
        ("speech", "Our travel coordinator collects antique magic lanterns.",
         "What does the woman who books all our trains and hotels hoard? those old Victorian slide projectors lit "
         "by an oil flame that threw painted pictures up on a sheet", ["magic lanterns"]),
        ("speech", "The baker's husband built a life-size orca out of old bike tyres.",
         "the woman who makes your loaves - her fella made which big black-and-white hunter of the sea, the one "
         "people call the killer whale, full size out of rubber off worn-out bicycles?", ["orca"]),
        ("speech", "A retired lollipop lady in Cullen has knitted three hundred and sixty-seven tea cosies.",
         "the old dear who used to see the kids over the road outside the school in that little Moray Firth "
         "village that gave its name to a smoked haddock soup - how many woolly jackets for teapots has she made??",
         ["three hundred and sixty-seven", "three hundred sixty-seven", "367"]),
        ("speech", "The optician's grandmother has climbed Snowdon five hundred and forty-one times.",
         "the woman who checks your eyes - her nan has been up the highest peak in Wales how many times now??",
         ["five hundred and forty-one", "five hundred forty-one", "541"]),
        ("speech", "Our IT manager spends his weekends restoring old gramophones.",
         "the bloke in charge of our computers - what does he do up on his days off? those wind-up record players "
         "with the big flared brass horn sticking out the top", ["gramophones"]),
        ("speech", "The window cleaner's son makes lampshades out of old bus tickets.",
         "the chap who does the glass on our building - what does his boy make his light covers out of? those "
         "little paper stubs the machine spat out when you paid your fare to the driver", ["bus tickets"]),
        ("ocr", "Hedgehog tunnels cut under garden fences this year: one hundred and ninety-eight",
         "How many little gaps for those prickly snuffling night-time visitors got made under the boundaries "
         "between back yards? a figure was shown", ["one hundred and ninety-eight", "one hundred ninety-eight",
                                                    "198"]),
        ("ocr", "Streetlights switched to LED in the district this year: three thousand two hundred and fifty-seven",
         "How many lamp posts round here got the newer low-energy bulbs? there was a number up",
         ["three thousand two hundred and fifty-seven", "three thousand two hundred fifty-seven", "3257"]),
    ],
    mentions=[
        ("the fire bell", "The fire bell outside the post room rang at the fire station in Forfar.", "forfar"),
        ("the brass hose nozzle", "The brass hose nozzle in the meeting room sprayed water on blazes in Spalding.",
         "spalding"),
        ("the leather fire bucket", "The leather fire bucket by the back stairs was passed along a chain of hands "
         "in Crediton.", "crediton"),
        ("the fireman's helmet", "The fireman's helmet on the chairman's shelf was worn at the station in Brechin.",
         "brechin"),
        ("the hand pump", "The hand pump in the courtyard was dragged to house fires in Fordingbridge.",
         "fordingbridge"),
        ("the wheeled escape ladder", "The wheeled escape ladder in the atrium reached upstairs windows in "
         "Whitchurch.", "whitchurch"),
        ("the fire axe", "The fire axe mounted in the canteen hung on the engine at Montrose.", "montrose"),
        ("the sliding pole", "The sliding pole in the gym came out of the old station at Minehead.", "minehead"),
    ],
    screen_titles=[("Koh-i-Noor bead threading class", "koh-i-noor"),
                   ("Cullinan pebble painting hour", "cullinan"),
                   ("Orlov paper lantern workshop", "orlov"),
                   ("Sancy mask making morning", "sancy"),
                   ("Regent finger puppet club", "regent"),
                   ("Excelsior badge pressing table", "excelsior"),
                   ("Wittelsbach tie-dye afternoon", "wittelsbach"),
                   ("Great Mogul shadow box crafts", "great mogul")],
    charts=["compost bags sold", "seed trays sold", "hanging baskets planted", "bulbs sold", "hose reels sold",
            "trowels sold", "bird baths sold", "garden gnomes sold"],
    absent=[
        "hang on, was there an armadillo in one of the photos? the little armour-plated digger that rolls up - my "
        "nephew swears he saw one",
        "the old millers - did they really take a toll dish of everybody's flour as payment? can't remember that "
        "coming up",
        "Is the mill shop open on Boxing Day, or did nobody say",
        "Was the company secretary's coffin crossing of Coniston Water done for Comic Relief?",
        "Will the Amersham pottery cafe do hen parties? did they say?",
        "Is anyone handing the Holbeach gas masks over to a war museum? heard nothing about it",
        "I thought I heard Glastonbury got called off this year - was that in there?",
        "Were any plans shown for the new marina at Pwllheli?",
        "{topic} - did anyone put in a written complaint about it, or not?",
        "Did the {topic} falling-out end with lawyers getting involved? might be mixing it up with another "
        "meeting",
    ],
    count_q=("how many times did the {animal} pop up in total?",
             "{animal} - count?",
             "Me and my flatmate have a tenner riding on this: she says the {animal} was only on once, I say more. "
             "How many times did it show?",
             "Give the number of appearances of the {animal}."),
    cross_photo_q=("which creature was on screen while they were on about {what}?",
                   "{what} - which animal pictured?",
                   "Odd question, but I vaguely remember some animal's photo being up around when {what} was "
                   "discussed. What was it?",
                   "Identify the animal shown while {what} is being discussed."),
    cross_screen_q=("which slide was up when {what} got mentioned?",
                    "{what} - slide at the time?",
                    "I'm doing the minutes and my notes are a mess - what was on the screen when the speaker got "
                    "onto {what}?",
                    "State the slide displayed while {what} is discussed."),
    cross_speech_q=("what was the speaker saying during the {title} slide? I couldn't follow",
                    "{title} slide - what was said?",
                    "I nipped out to take a call while the {title} slide was up. What did the speaker talk about "
                    "over it?",
                    "Report what is said while the {title} slide is shown."),
    after_chart_q=("what slide came on right after the {chart} chart?",
                   "{chart} chart - next slide?",
                   "I zoned out just after the {chart} chart and came back a bit later. What was the very next "
                   "slide?",
                   "Identify the slide immediately following the {chart} chart."),
    order_q=("did {first} come up before {second}, or the other way round?",
             "{first} vs {second} - which first?",
             "My partner and I can't agree: she's adamant {second} was shown first, I think it was {first}. Which "
             "one came up earlier?",
             "State which was shown earlier: {first} or {second}."),
    at_screen_q=("what's showing on screen at {stamp}?",
                 "{stamp} slide?",
                 "The stream dropped out completely at {stamp} and I just got a black box. What slide was up "
                 "then?",
                 "Give the slide that is on screen at {stamp}."),
    at_said_q=("what's being said at {stamp}?",
               "speech @ {stamp}?",
               "The smoke alarm went off in my kitchen right at {stamp}, so I missed it. What was the speaker "
               "saying?",
               "State what the speaker says at {stamp}."),
)

# A sixty-fourth held-out set (seeds >= SIXTY_FOURTH_HELD_OUT_FROM), written after the sixty-third one, without
# reading the retrieval code.
SIXTY_FOURTH_HELD_OUT_FROM = 6400
SIXTY_FOURTH_HELD_OUT = Pools(
    text=[
        ("Rag room", "Linen rags are sorted by Jedidiah",
         "the place where women used to pick through heaps of worn-out shirts and bedsheets, snipping off the "
         "buttons before the cloth was left to rot down into mush - who does the picking-over for visitors now? "
         "grubby old job", ["jedidiah"]),
        ("Vat room", "Sheets are dipped by Gamaliel",
         "the steamy room with the big wooden tub of milky slop where somebody scoops up a mesh frame and gives it "
         "a little shake so the fibres knit together - whose hands are doing the scooping when they show it off? "
         "made it look easy", ["gamaliel"]),
        ("Hollander", "The pulp is churned by Zerubbabel",
         "that oval trough with a roller full of blades going round and round that mashes the cloth into porridge - "
         "which volunteer keeps it running for the crowds? loud as a tractor", ["zerubbabel"]),
        ("Couching table", "Wet sheets are laid down by Asenath",
         "the bench where each soggy new layer gets tipped off the frame onto a woollen blanket, one on top of the "
         "other in a pile - name of whoever does the tipping on open days? such a neat knack", ["asenath"]),
        ("Screw press", "The great press is wound down by Philemon",
         "the huge iron contraption with a long bar you heave round and round to squeeze the water out of the whole "
         "stack - who does the heaving in the demonstrations? took four blokes in the old days", ["philemon"]),
        ("Drying loft", "Paper is pegged up by Mehitable",
         "the airy attic with slatted shutters where the damp leaves were hung over lines like the Monday washing - "
         "who puts them up there for the visitors? breezy up there", ["mehitable"]),
        ("Sizing tub", "Gelatine size is boiled by Onesimus",
         "the pot of warm glue made from stewed animal skins that the finished leaves got dunked in so ink wouldn't "
         "bleed into them - who cooks that stuff up on demo days? the smell, honestly", ["onesimus"]),
        ("Mould maker's bench", "Watermark wires are bent at Maidstone",
         "the faint little picture you can see when you hold a sheet up to the window, made from fine brass twisted "
         "into shape and sewn onto the sieve - where do those bits of wire actually get shaped? ever so fiddly",
         ["maidstone"]),
        ("Mill shop", "Handmade notebooks are stitched at Tonbridge",
         "the counter by the way out selling little jotters made from what they produce on site - where are those "
         "actually sewn together? bought three for my niece", ["tonbridge"]),
        ("Strongroom", "Strongroom door code 5172",
         "the locked room where they kept the special stock meant for banknotes and deeds - what's the number to get "
         "in there? never wrote it down", ["5172"]),
    ],
    said=[
        ("A tayra that slipped out of a zoo near Cromer was discovered napping in a crazy golf hut at Sheringham.",
         "the runaway creature they found dozing in the crazy golf hut at Sheringham - what was it? a pine marten?",
         ["tayra"]),
        ("The old Methodist hall at Bakewell is being painted lichen green.",
         "what shade is Bakewell's old Methodist hall going? not magnolia again surely", ["lichen green"]),
        ("Before joining us, our compliance officer spent three autumns as a truffle hunter in Piedmont.",
         "The compliance officer used to go rooting about for some pricey underground fungus in northern Italy "
         "before she came here, didn't she? What was the job called, and which region?",
         ["truffle hunter", "piedmont"]),
        ("The old cattle market at Melton Mowbray is being turned into a board game cafe.",
         "Melton Mowbray's old cattle market - what are they putting in there? I'd heard a supermarket",
         ["board game cafe"]),
        ("White storks have nested on a chimney at Knepp for the first time.",
         "what birds have raised a brood on a chimney at Knepp for the first time ever? herons??", ["white storks"]),
        ("Our head of procurement once crossed Buttermere on a dustbin lid.",
         "the head of procurement got across Buttermere on something silly - what was it? a lilo?",
         ["dustbin lid"]),
        ("Roofers repairing the old corn exchange in Bourne found a trunk full of clay pipes under the eaves.",
         "Bourne corn exchange roof job - what did the roofers turn up under the eaves? pigeon muck I expect",
         ["clay pipes"]),
        ("The tearoom in Tobermory has started serving its scones with piccalilli.",
         "the Tobermory tearoom - what are they dolloping on the scones these days? sounded wrong", ["piccalilli"]),
        ("Our data protection officer raises Large Black pigs on a smallholding near Talgarth.",
         "The data protection officer keeps pigs over in Wales somewhere, doesn't he? Which breed are they, and "
         "near which town?", ["large black", "talgarth"]),
        ("A green woodpecker at the Tring golf club keeps drilling holes in the flagpole on the ninth.",
         "the bird that keeps hammering holes in a flagpole at Tring golf club - what sort is it? a jackdaw?",
         ["green woodpecker"]),
    ],
    para=[
        ("speech", "Our night porter once pogo-sticked all the way to Podgorica.",
         "the chap who minds the front desk overnight here - which Montenegrin capital, the one that got called "
         "Titograd in the Yugoslav days, did he bounce his way to on a spring-loaded stick?", ["podgorica"]),
        ("speech", "The plumber's cousin keeps an aye-aye that sleeps in a hatbox.",
         "the fella who fixes your leaky taps - his aunt's boy keeps which goggle-eyed Madagascan night creature "
         "with the creepy long middle finger it taps on bark to find grubs, that curls up in a round box for a "
         "bonnet?", ["aye-aye"]),
        ("speech", "Our quality manager collects old stereoscopes.",
         "What does the woman who makes sure all our work is up to scratch hoard? those Victorian viewers you held "
         "up to your face so two near-identical photos merged into one picture with depth", ["stereoscopes"]),
        ("speech", "The florist's brother built a life-size sperm whale out of old coat hangers.",
         "the woman who does the bouquets - her sibling made which enormous square-headed deep diver, the kind "
         "Captain Ahab was chasing in Moby-Dick, full scale from bent wardrobe wire?", ["sperm whale"]),
        ("speech", "A retired school cook in Staithes has crocheted two hundred and fifty-three egg cosies.",
         "the old lady who used to dish up dinners at the school in that steep little fishing village on the North "
         "Yorkshire coast where Captain Cook worked in a shop as a lad - how many tiny woolly hats for boiled "
         "breakfasts has she hooked together??", ["two hundred and fifty-three", "two hundred fifty-three", "253"]),
        ("speech", "The dentist's uncle has sailed round the Isle of Wight six hundred and eighteen times.",
         "the bloke who does your fillings - his dad's brother has gone all the way round that diamond-shaped bit "
         "of land off Portsmouth in a yacht how many times by now??",
         ["six hundred and eighteen", "six hundred eighteen", "618"]),
        ("speech", "Our sales director spends his Sundays mending old music boxes.",
         "the man who heads up our selling team - what does he tinker with at weekends? those little wind-up cases "
         "where a pinned drum plucks a metal comb to play a tinkly tune when you open the lid", ["music boxes"]),
        ("speech", "The postwoman's daughter makes handbags out of old crisp packets.",
         "the lady who drops our letters through the door - what does her girl sew purses out of? the shiny foil "
         "bags your salt and vinegar snacks come in", ["crisp packets"]),
        ("ocr", "Bat boxes fixed to trees in the county this year: two thousand nine hundred and sixty-three",
         "How many little wooden roosts for those furry night fliers that find their way by echoes got nailed up "
         "on trunks round here? a figure was on screen",
         ["two thousand nine hundred and sixty-three", "two thousand nine hundred sixty-three", "2963"]),
        ("ocr", "Defibrillators fitted in old phone boxes this year: one thousand and eighty-four",
         "How many of those heart-restarting kits went into the disused red kiosks round here? there was a number "
         "up", ["one thousand and eighty-four", "one thousand eighty-four", "1084"]),
    ],
    mentions=[
        ("the butter churn", "The butter churn in the post room was turned by hand on a farm outside Llandovery.",
         "llandovery"),
        ("the cheese press", "The cheese press beside the lifts squeezed curds in a dairy at Bodmin.", "bodmin"),
        ("the milk churn", "The milk churn by the reception desk stood on a roadside stand near Okehampton.",
         "okehampton"),
        ("the cream separator", "The cream separator in the training room spun milk on a farm near Holsworthy.",
         "holsworthy"),
        ("the milking stool", "The milking stool in the finance office was sat on in a cowshed outside Lostwithiel.",
         "lostwithiel"),
        ("the shoulder yoke", "The shoulder yoke on the boardroom wall carried pails across the fields at Tavistock.",
         "tavistock"),
        ("the wooden butter pats", "The wooden butter pats in the kitchen display shaped butter in a creamery at "
         "Hatherleigh.", "hatherleigh"),
        ("the dairy scales", "The dairy scales on the landing weighed cheeses at the market in Camelford.",
         "camelford"),
    ],
    screen_titles=[("Eddystone knitting circle", "eddystone"),
                   ("Bell Rock calligraphy hour", "bell rock"),
                   ("Skerryvore macrame workshop", "skerryvore"),
                   ("Bishop Rock lino printing class", "bishop rock"),
                   ("Wolf Rock kite building morning", "wolf rock"),
                   ("Muckle Flugga quilling club", "muckle flugga"),
                   ("Longstone marbling table", "longstone"),
                   ("South Stack pressed flower corner", "south stack")],
    charts=["nachos sold", "cinema tickets scanned", "seats booked", "3D glasses handed out", "slushies poured",
            "hot dogs sold", "gift cards sold", "matinee bookings"],
    absent=[
        "wait, did a wombat come up in any of the pictures? the chunky burrowing thing with square poo - my niece "
        "is certain she saw one",
        "the old papermakers - did they really soak the rags in stale urine to break them down? don't recall that "
        "being mentioned",
        "Does the mill shop open on Easter Monday? can't remember hearing either way",
        "Did the head of procurement raise money for Children in Need with that Buttermere crossing?",
        "Can you book the Melton Mowbray board game cafe for a stag do, or wasn't that covered?",
        "Is somebody selling the Bourne clay pipes at auction, or did that not come up?",
        "someone told me the Notting Hill Carnival was scrapped this year - did that get a mention?",
        "Did they put up any drawings for the new velodrome in Aberaeron?",
        "{topic}: was a formal objection ever lodged, or not?",
        "Did the {topic} row end up going to arbitration? I might be confusing it with a different session",
    ],
    count_q=("how often did the {animal} show up overall?",
             "no. of {animal} appearances?",
             "My son reckons we only saw the {animal} the once, but I could swear it kept coming back. How many "
             "times was it on?",
             "State how many times the {animal} is shown."),
    cross_photo_q=("what creature was pictured when {what} came up?",
                   "animal on screen for {what}?",
                   "This might sound random, but there was a photo of some beast up at roughly the moment {what} got "
                   "brought up. Which one?",
                   "Name the animal visible when {what} is mentioned."),
    cross_screen_q=("what was up on the screen when they got to {what}?",
                    "slide during {what}?",
                    "My notes just say '{what}' with an arrow and nothing else - which slide was showing when that "
                    "was talked about?",
                    "Identify the slide on screen at the mention of {what}."),
    cross_speech_q=("any idea what the speaker was talking about over the {title} slide? didn't seem related",
                    "{title} slide - narration?",
                    "The kids started squabbling just as the {title} slide came on, so I didn't hear a word. What was "
                    "said over it?",
                    "Give what the speaker says while the {title} slide is up."),
    after_chart_q=("what was the next slide after the {chart} chart?",
                   "post-{chart} chart slide?",
                   "I was busy copying the numbers off the {chart} chart and missed whatever came straight after. "
                   "What slide was that?",
                   "State the slide that directly follows the {chart} chart."),
    order_q=("which was on earlier, {first} or {second}?",
             "{first} / {second} - order?",
             "Help me out here: my colleague says {second} was up before {first}, I reckon it's the reverse. Which "
             "one appeared first?",
             "Work out which came first: {first} or {second}."),
    at_screen_q=("what slide is on at {stamp}?",
                 "{stamp} - on screen?",
                 "The power flickered at {stamp} and my monitor cut out for a second. What was on the slide right "
                 "then?",
                 "Report the slide shown at {stamp}."),
    at_said_q=("what's the speaker talking about at {stamp}?",
               "{stamp} - words?",
               "My neighbour started drilling at {stamp} and I couldn't hear a thing. What was the speaker saying at "
               "that moment?",
               "Give the speaker's words at {stamp}."),
)

# A sixty-fifth held-out set (seeds >= SIXTY_FIFTH_HELD_OUT_FROM), written after the sixty-fourth one, without
# reading the retrieval code.
SIXTY_FIFTH_HELD_OUT_FROM = 6500
SIXTY_FIFTH_HELD_OUT = Pools(
    text=[
        ("Fibre shed", "Raw bales are opened by Wulfstan",
         "the barn where the tough stalk fibre turned up in enormous bundles off the Baltic boats, all dusty and "
         "smelling of straw - who cuts the bindings open for the tour groups these days? sneezed the whole time",
         ["wulfstan"]),
        ("Hackling shop", "Fibres are combed out by Aelfric",
         "that bench with rows of upright steel spikes that the tangled strands get dragged through until they lie "
         "straight and glossy - which volunteer does the dragging when people watch? looked murder on the wrists",
         ["aelfric"]),
        ("Spinning walk", "Yarn is spun walking backwards by Sigeberht",
         "the endless covered alley, a quarter of a mile long, where a chap with a bundle tied round his middle "
         "paces away from a turning wheel feeding out thread as he goes - who does the pacing for visitors? "
         "never once looked where he was going", ["sigeberht"]),
        ("Tarring house", "Yarns are tarred by Wynflaed",
         "the smoky shed with the bubbling copper of black sticky pitch the threads get hauled through so they "
         "don't rot at sea - who's in charge of that on open days? my coat still reeks", ["wynflaed"]),
        ("Laying floor", "Strands are twisted together by Aethelwold",
         "where three fat strands get wound round one another into a finished cable, with a grooved wooden cone "
         "sliding along between them on a little trolley - whose job is that in the demonstrations? hypnotic to "
         "watch", ["aethelwold"]),
        ("Oakum room", "Old cordage is picked apart by Eanswythe",
         "the room where worn-out lines were teased back into loose fluff for stuffing the gaps between a ship's "
         "planks - who does the teasing nowadays? they used to make prisoners do it", ["eanswythe"]),
        ("Proving frame", "Breaking strain is tested by Frithuswith",
         "the rig that pulls a sample tighter and tighter until it snaps with a bang, to prove it's up to the "
         "navy's standard - who works the lever when they show it off? made half the school party scream",
         ["frithuswith"]),
        ("Block maker's bench", "Pulley blocks are carved at Faversham",
         "the chunky wooden cases with a little wheel inside that the lines on a sailing ship run through - where "
         "do those actually get carved? lovely smooth elm", ["faversham"]),
        ("Gift counter", "Skipping ropes are finished at Sittingbourne",
         "the stall near the exit selling the jump-over toys kids swing in the playground, with painted wooden "
         "handles - where do they get put together? got one for each grandchild", ["sittingbourne"]),
        ("Cable locker", "Cable locker padlock code 3846",
         "the caged room where the thick anchor lines were locked up overnight - what are the digits that open it? "
         "someone asked and nobody knew", ["3846"]),
    ],
    said=[
        ("Two alpacas have been hired to keep the grass short on the cricket ground at Sedbergh.",
         "what's been brought in to trim the outfield at Sedbergh? I'd assumed sheep", ["alpacas"]),
        ("The doors of the Staithes lifeboat station have been repainted mulberry.",
         "those lifeboat station doors in Staithes - what colour did they end up? please tell me not orange",
         ["mulberry"]),
        ("Our payroll manager spent four autumns as a vine pruner in Rioja.",
         "Didn't the man who sorts out our wages use to snip back grape plants somewhere in Spain? What exactly was "
         "that job, and in which wine region?", ["vine pruner", "rioja"]),
        ("The disused lifeboat shed at Walberswick is being converted into an oyster bar.",
         "that empty old boat shed in Walberswick - what's it turning into? I'd bet on flats", ["oyster bar"]),
        ("Common cranes have bred at the Slimbridge reserve for the first time.",
         "which birds nested and hatched young at Slimbridge for the very first time? the tall grey dancing ones, "
         "wasn't it?", ["common cranes"]),
        ("Our head of estates once floated down the Wye from Hay to Monmouth on an inflatable flamingo.",
         "the head of estates drifted down a Welsh river on something ridiculous - what was he sat on? a lilo?",
         ["inflatable flamingo"]),
        ("Decorators stripping wallpaper in the Ludlow guildhall came across a sack of old ballot papers.",
         "the Ludlow guildhall redecoration - what was hidden behind the wallpaper? mouse nests probably",
         ["ballot papers"]),
        ("The ice cream kiosk in Tenby has launched a laverbread flavour.",
         "that ice cream kiosk in Tenby - what's the odd new flavour? something off the beach, someone said",
         ["laverbread"]),
        ("Our head of health and safety breeds Ryeland sheep on a croft near Bettyhill.",
         "The person who writes our risk assessments keeps a flock on the north coast of Scotland, yes? Which "
         "breed, and which village is it close to?", ["ryeland", "bettyhill"]),
        ("A collared dove at Ripon bus station has learned to ride the escalator.",
         "the bird that's worked out how to travel up the moving stairs at Ripon bus station - what kind is it? a "
         "pigeon?", ["collared dove"]),
    ],
    para=[
        ("speech", "Our caretaker once rode a penny-farthing all the way to Riga.",
         "the fella who mops the corridors and bleeds the radiators here - which Latvian capital, the one with the "
         "art nouveau streets on the Daugava, did he pedal to on one of those Victorian bikes with the massive front "
         "wheel?", ["riga"]),
        ("speech", "The electrician's niece keeps a hippopotamus made of papier-mache in her bathtub.",
         "the bloke who rewires our sockets - his brother's girl keeps which huge river-wallowing African beast, "
         "the one whose name means water horse, modelled from glued newspaper strips, in the place she washes?",
         ["hippopotamus"]),
        ("speech", "Our finance controller collects old sextants.",
         "What does the woman who keeps tabs on all our money hoard? those brass navigation gadgets sailors held up "
         "to measure the angle of the sun above the horizon", ["sextants"]),
        ("speech", "The optician's sister carved a life-size saltwater crocodile out of driftwood.",
         "the man who tests your eyes - his sibling whittled which enormous toothy estuary reptile from northern "
         "Australia, the biggest living one of its kind, full scale, from timber washed up by the tide?",
         ["saltwater crocodile"]),
        ("speech", "A former harbourmaster in Mousehole has built four hundred and sixteen ships in bottles.",
         "the retired chap who used to run the quay in that tiny Cornish fishing village famous for its stargazy "
         "pie - how many little model sailing vessels has he squeezed inside glass flasks??",
         ["four hundred and sixteen", "four hundred sixteen", "416"]),
        ("speech", "The vet's grandfather has climbed Snowdon seven hundred and thirty-nine times.",
         "the woman who looks after poorly pets - her mum's dad has trudged up the tallest peak in Wales how many "
         "times by now??", ["seven hundred and thirty-nine", "seven hundred thirty-nine", "739"]),
        ("speech", "Our operations director spends his evenings mending old slide rules.",
         "the man who runs the day-to-day side of the firm - what does he fix after work? those ruler-shaped "
         "calculating sticks with a sliding middle strip that engineers used for sums before pocket calculators",
         ["slide rules"]),
        ("speech", "The window cleaner's wife makes earrings out of old piano keys.",
         "the man who does our glass with a squeegee - what does his missus turn into jewellery? the black and "
         "ivory bits you press down on a big upright instrument", ["piano keys"]),
        ("ocr", "Hedgehog houses built by schoolchildren this year: one thousand seven hundred and forty-six",
         "How many little shelters for those spiny snufflers that roll up when scared did pupils knock together "
         "round here? it was written up",
         ["one thousand seven hundred and forty-six", "one thousand seven hundred forty-six", "1746"]),
        ("ocr", "Swift bricks set into new homes this year: six hundred and fifty-seven",
         "How many nesting blocks for those screaming sickle-winged summer birds got built into fresh houses "
         "locally? a figure was on the screen", ["six hundred and fifty-seven", "six hundred fifty-seven", "657"]),
    ],
    mentions=[
        ("the barber's pole", "The barber's pole by the staff entrance once turned outside a salon in Whalley.",
         "whalley"),
        ("the shaving mug", "The shaving mug on the reception shelf lathered chins in a barbershop at Rawtenstall.",
         "rawtenstall"),
        ("the cut-throat razor", "The cut-throat razor in the glass case was honed daily by a barber in Accrington.",
         "accrington"),
        ("the barber's chair", "The barber's chair in the quiet room was bolted to a shop floor in Haslingden.",
         "haslingden"),
        ("the leather strop", "The leather strop hanging in the meeting room sharpened blades in a saloon at Padiham.",
         "padiham"),
        ("the hair tonic bottles", "The hair tonic bottles on the canteen windowsill were sold over a counter in "
         "Bacup.", "bacup"),
        ("the moustache cup", "The moustache cup in the directors' lounge kept whiskers dry at a tea shop in Colne.",
         "colne"),
        ("the brass till", "The brass till next to the photocopier rang up haircuts in Darwen.", "darwen"),
    ],
    screen_titles=[("Vindolanda fretwork club", "vindolanda"),
                   ("Housesteads yo-yo workshop", "housesteads"),
                   ("Birdoswald paper lantern evening", "birdoswald"),
                   ("Segedunum marionette making", "segedunum"),
                   ("Arbeia tile mosaic morning", "arbeia"),
                   ("Cilurnum bunting sewing bee", "cilurnum"),
                   ("Aesica scrabble night", "aesica"),
                   ("Coria stencil art session", "coria")],
    charts=["skates hired", "skating lessons booked", "hot chocolates sold", "ice resurfacings",
            "penguin skating aids lent", "lockers rented", "disco session tickets", "birthday parties booked"],
    absent=[
        "my nephew's convinced one of the pictures had a kinkajou in it - the honey-eating tree climber with the "
        "grabby tail. was there one?",
        "the old ropemakers - did they really have donkeys plodding round to turn the wheels? can't recall that "
        "coming up",
        "Is the gift counter open on Good Friday? I didn't catch anything either way",
        "Was the head of estates' flamingo trip down the Wye done for Red Nose Day?",
        "Is the Walberswick oyster bar hosting a Macmillan coffee morning, or wasn't that covered?",
        "Are the Ludlow ballot papers being handed to a county archivist, or did nobody say?",
        "a friend reckons the Portishead food fair got called off this year - was that brought up?",
        "Were any plans shown for the new footbridge at Kinlochbervie?",
        "{topic}: was a mediator ever brought in, or not?",
        "Did anyone end up getting sued over the {topic}? I may be mixing it up with another meeting",
    ],
    count_q=("how many times did the {animal} appear in total?",
             "{animal} - count?",
             "My flatmate bet me a pint the {animal} only turned up once. I'm sure it was more than that. How many "
             "times did it appear?",
             "Give the number of times the {animal} appears."),
    cross_photo_q=("which animal was in the photo while they were on about {what}?",
                   "photo at {what}?",
                   "Odd one, but when {what} was raised I'm fairly sure a picture of some creature was up behind the "
                   "speaker. What was it?",
                   "Say which animal is pictured as {what} is discussed."),
    cross_screen_q=("which slide was up while they discussed {what}?",
                    "{what} - slide?",
                    "I scribbled '{what}??' in the margin but forgot to note the screen. What slide was up when that "
                    "was mentioned?",
                    "Name the slide displayed when {what} is brought up."),
    cross_speech_q=("what was being said while the {title} slide was showing? seemed off-topic",
                    "narration over {title}?",
                    "The fire door kept banging right when the {title} slide appeared and I lost the audio. What was "
                    "the speaker saying?",
                    "Report the speech heard during the {title} slide."),
    after_chart_q=("which slide came right after the {chart} chart?",
                   "after {chart} chart?",
                   "I was snapping the {chart} chart on my phone and missed the one after it. What slide followed?",
                   "Name the slide immediately after the {chart} chart."),
    order_q=("did {first} come before {second}, or the other way round?",
             "first: {first} or {second}?",
             "Settle an argument: my manager thinks {second} was shown ahead of {first}, I think not. Which came "
             "earlier?",
             "Determine which appeared earlier, {first} or {second}."),
    at_screen_q=("what's on screen at {stamp}?",
                 "screen @ {stamp}?",
                 "My laptop froze at {stamp} and the picture went. Which slide was showing then?",
                 "Name the slide displayed at {stamp}."),
    at_said_q=("what is being said at {stamp}?",
               "audio at {stamp}?",
               "A lorry reversed past my window at {stamp}, beeping away, and drowned everything out. What did the "
               "speaker say at that point?",
               "Report what is said at {stamp}."),
)

# A sixty-sixth held-out set (seeds >= SIXTY_SIXTH_HELD_OUT_FROM), written after the sixty-fifth one, without
# reading the retrieval code.
SIXTY_SIXTH_HELD_OUT_FROM = 6600
SIXTY_SIXTH_HELD_OUT = Pools(
    text=[
        ("Casting shed", "Bells are cast by Hrafnkell",
         "the sweltering shed where molten bronze gets poured into big sand moulds to make the things that ring "
         "out the hours - who does the pouring for the visitors? my eyebrows felt singed", ["hrafnkell"]),
        ("Wheel cutting room", "Gear teeth are cut by Gudrid",
         "the room with the clattering machine that nibbles little notches round the edge of brass discs so they "
         "mesh together - which volunteer runs it when people are watching? the swarf got everywhere",
         ["gudrid"]),
        ("Escapement bench", "Escapements are fitted by Eyvindur",
         "the fiddly bit of the mechanism that lets the works tick forward one notch at a time, the part that "
         "makes the actual tick-tock noise - who puts those in during the demos? needed a magnifier just to see it",
         ["eyvindur"]),
        ("Pendulum pit", "Pendulums are regulated by Bergthora",
         "the deep shaft where the long swinging rod with the heavy bob hangs, and someone nudges a nut up or down "
         "so it keeps proper time - whose job is the nudging these days? took her ages", ["bergthora"]),
        ("Dial loft", "Clock faces are gilded by Thorfinna",
         "up in the attic where the huge round numbered faces get their numerals covered in paper-thin gold leaf - "
         "who does the gold work on open days? one sneeze and it's gone", ["thorfinna"]),
        ("Hands workshop", "Hands are balanced by Ketilridur",
         "the workshop where the long pointers for the big faces get counterweighted so they don't droop on the "
         "way down from twelve to six - who sorts that out for the tours? never knew that was a thing",
         ["ketilridur"]),
        ("Winding gallery", "Weights are wound by Ulfhedinn",
         "the narrow walkway where somebody cranks the enormous iron lumps back up the tower every week so the "
         "whole thing keeps going - who does the cranking now? arms like a blacksmith", ["ulfhedinn"]),
        ("Bell rope store", "Bell ropes are spliced at Harderwijk",
         "the fluffy striped grips and long lines the ringers pull on - where do they actually get woven together "
         "and finished? somewhere abroad, wasn't it", ["harderwijk"]),
        ("Museum shop", "Cuckoo clocks are assembled at Zaandam",
         "the carved wooden wall things by the till where a little bird pops out of a door and calls every hour - "
         "where are they put together? bought one, regretted it by midnight", ["zaandam"]),
        ("Tower stair", "Tower stair gate code 6027",
         "the locked grille at the bottom of the spiral steps up to the belfry - what number opens it? the guide "
         "had to phone someone", ["6027"]),
    ],
    said=[
        ("A pair of Shetland ponies now keeps the churchyard grass down at Kirkby Stephen.",
         "what's doing the mowing in the Kirkby Stephen churchyard these days? I'd have guessed a volunteer with a "
         "strimmer", ["shetland ponies"]),
        ("The shutters on the Robin Hood's Bay coastguard hut have been painted puce.",
         "the coastguard hut at Robin Hood's Bay - what colour did they do its shutters in the end? please not "
         "beige", ["puce"]),
        ("Our facilities manager spent two winters as a citrus picker in the Peloponnese.",
         "Wasn't the man who looks after our building once out in Greece gathering fruit off trees? What exactly "
         "was that job, and in which part of the country?", ["citrus picker", "peloponnese"]),
        ("The empty signal box at Settle is being converted into a pottery studio.",
         "the disused railway signal box in Settle - what's it going to become? my money's on a holiday let",
         ["pottery studio"]),
        ("Glossy ibis have raised chicks at the Leighton Moss reserve for the first time.",
         "which birds bred at Leighton Moss for the very first time? the dark ones with curved beaks, I think?",
         ["glossy ibis"]),
        ("Our head of procurement once crossed Morecambe Bay on an inflatable banana.",
         "the head of procurement got across a huge tidal bay in the north-west on something ridiculous - what "
         "was he riding? a dinghy?", ["inflatable banana"]),
        ("Joiners lifting floorboards in the Kendal town hall found a bundle of suffragette sashes.",
         "the Kendal town hall floor job - what turned up under the boards? dead mice I expect",
         ["suffragette sashes"]),
        ("The ice cream van in Whitby has started selling a gorse flower flavour.",
         "the Whitby ice cream van - what's the strange new flavour? something off the moors, apparently",
         ["gorse flower"]),
        ("Our head of compliance keeps Jacob sheep on a smallholding near Melvich.",
         "The person who checks we follow all the rules has a few animals up in the far north of Scotland, right? "
         "What kind, and near which village?", ["jacob sheep", "melvich"]),
        ("A black redstart at Harrogate station has learned to open the sandwich kiosk flap.",
         "the little bird at Harrogate station that's figured out how to get into the sandwich kiosk - what sort "
         "is it? a sparrow?", ["black redstart"]),
    ],
    para=[
        ("speech", "Our receptionist once paddled a canoe all the way to Helsinki.",
         "the woman who answers the front desk phone - which Finnish capital, the one with the big white cathedral "
         "above the harbour and the sea fortress offshore, did she reach in a little boat she rowed herself?",
         ["helsinki"]),
        ("speech", "The plumber's nephew keeps an orang-utan made of chicken wire in his garden shed.",
         "the bloke who fixes our leaky pipes - his brother's lad keeps which shaggy ginger tree-dwelling ape from "
         "Borneo, its name meaning person of the forest, modelled out of mesh fencing, in the hut at the bottom "
         "of his garden?", ["orang-utan"]),
        ("speech", "Our head of legal collects old theodolites.",
         "What does the woman who reads all our contracts hoard? those brass tripod-mounted instruments surveyors "
         "peered through to measure angles across fields when mapping the land", ["theodolites"]),
        ("speech", "The dentist's brother carved a life-size giant tortoise out of oak.",
         "the man who drills our teeth - his sibling whittled which enormous slow shelled reptile, the kind from "
         "the Galapagos that lives well past a hundred, full scale, from a tree trunk?", ["giant tortoise"]),
        ("speech", "A retired ferryman in Port Isaac has knitted three hundred and eighty-two tea cosies.",
         "the old chap who used to take people across the water in that little Cornish harbour village off the "
         "telly - how many woolly covers for keeping the pot warm has he made??",
         ["three hundred and eighty-two", "three hundred eighty-two", "382"]),
        ("speech", "The pharmacist's grandmother has swum across Windermere five hundred and sixty-one times.",
         "the woman who hands out our prescriptions - her dad's mum has swum over the biggest lake in the Lake "
         "District how many times so far??", ["five hundred and sixty-one", "five hundred sixty-one", "561"]),
        ("speech", "Our logistics manager spends his weekends restoring old cash registers.",
         "the man who organises all our deliveries - what does he do up in his spare time? those clunky shop "
         "tills with the pop-up number flags and a drawer that springs out with a ding", ["cash registers"]),
        ("speech", "The postman's wife makes lampshades out of old seed packets.",
         "the man who brings our letters - what does his other half use to make light covers? those little "
         "printed paper envelopes you buy from the garden centre with pictures of flowers and veg on",
         ["seed packets"]),
        ("ocr", "Bat boxes put up by scouts this year: two thousand three hundred and nineteen",
         "How many little wooden roosts for those furry night fliers that hang upside down did the local youth "
         "groups fix up? it was on a slide",
         ["two thousand three hundred and nineteen", "two thousand three hundred nineteen", "2319"]),
        ("ocr", "Barn owl boxes fixed to farm buildings this year: eight hundred and seventy-four",
         "How many nesting crates for those pale heart-faced hunters that screech at night went up on farms "
         "round here? there was a number on screen",
         ["eight hundred and seventy-four", "eight hundred seventy-four", "874"]),
    ],
    mentions=[
        ("the projector", "The projector in the boardroom once flickered at a picture house in Much Wenlock.",
         "much wenlock"),
        ("the ticket booth", "The ticket booth by the lifts sold seats at a cinema in Church Stretton.",
         "church stretton"),
        ("the usherette's tray", "The usherette's tray in the kitchen carried choc ices round a cinema in Craven "
         "Arms.", "craven arms"),
        ("the velvet seats", "The velvet seats in the waiting area were bolted to a balcony in Market Drayton.",
         "market drayton"),
        ("the film reels", "The film reels stacked in the stationery cupboard were spooled in a box office at "
         "Ironbridge.", "ironbridge"),
        ("the neon sign", "The neon sign over the canteen door glowed above a picture palace in Shifnal.",
         "shifnal"),
        ("the organ console", "The organ console in the atrium rose out of the floor of a cinema in Ellesmere.",
         "ellesmere"),
        ("the popcorn cart", "The popcorn cart beside the post trays was wheeled round the foyer in Broseley.",
         "broseley"),
    ],
    screen_titles=[("Berneray candle dipping", "berneray"),
                   ("Vatersay rag rug group", "vatersay"),
                   ("Scalpay woodcut printing", "scalpay"),
                   ("Grimsay ukulele circle", "grimsay"),
                   ("Taransay chess club", "taransay"),
                   ("Mingulay quilting circle", "mingulay"),
                   ("Pabbay calligraphy class", "pabbay"),
                   ("Sandray kite making", "sandray")],
    charts=["lane swims booked", "towels hired", "steam room sessions", "floats lent", "ice lollies sold",
            "swimming lessons booked", "deckchairs rented", "poolside yoga tickets"],
    absent=[
        "my daughter's sure one of the pictures showed a gerenuk - the long-necked antelope that stands on its "
        "back legs to nibble leaves. did it?",
        "the old clockmakers - did they really take on apprentices as young as nine? don't remember that being "
        "covered",
        "Is the museum shop open on Whit Monday? I didn't hear either way",
        "Was the procurement head's banana voyage across the bay done for Movember?",
        "Is the Settle pottery studio putting on a Burns Night supper, or was that not mentioned?",
        "Are the Kendal suffragette sashes going to the People's History Museum, or did nobody say?",
        "a mate reckons the cattle grid at Gairloch got ripped out this year - did that come up?",
        "Were any plans shown for the new skatepark at Lybster?",
        "{topic}: did they bring in an arbitrator at any point?",
        "Was anybody paid compensation over the {topic}? I could be mixing it up with another meeting",
    ],
    count_q=("so how many times did the {animal} pop up altogether?",
             "{animal} - how many appearances?",
             "My sister swears the {animal} was only on screen the once, but I reckon it came back. How many "
             "times was it shown?",
             "State how many times the {animal} is shown."),
    cross_photo_q=("what creature was pictured when they got onto {what}?",
                   "animal during {what}?",
                   "Strange question maybe, but while {what} was being talked about there was a photo of some "
                   "animal in the background. Which one?",
                   "Identify the animal on screen while {what} is mentioned."),
    cross_screen_q=("what slide was showing when they brought up {what}?",
                    "slide for {what}?",
                    "I jotted down '{what}' but not which slide it went with. What was on screen when it came up?",
                    "Identify the slide shown when {what} is mentioned."),
    cross_speech_q=("what was the speaker on about during the {title} slide? didn't seem to match",
                    "{title} - what was said?",
                    "Someone's phone went off just as the {title} slide came up and I missed the audio. What was "
                    "being said?",
                    "State what the speaker says while the {title} slide is displayed."),
    after_chart_q=("what slide came straight after the {chart} chart?",
                   "{chart} chart - next slide?",
                   "I was still copying down the {chart} chart when it moved on. What came next?",
                   "Identify the slide that follows the {chart} chart."),
    order_q=("was {first} shown before {second}, or after?",
             "{first} vs {second} - which first?",
             "My colleague insists {second} was up before {first}. I'm not so sure. Which was shown first?",
             "State which was shown first: {first} or {second}."),
    at_screen_q=("what was up on screen at {stamp}?",
                 "slide at {stamp}?",
                 "The stream buffered at {stamp} and the picture dropped out. What slide was on at that point?",
                 "Identify the slide on screen at {stamp}."),
    at_said_q=("what's being said at {stamp}?",
               "words @ {stamp}?",
               "The dog started barking at {stamp} and I lost the sound completely. What was the speaker saying "
               "right then?",
               "State what the speaker says at {stamp}."),
)


# A sixty-seventh held-out set (seeds >= SIXTY_SEVENTH_HELD_OUT_FROM), written after the sixty-sixth one, without
# reading the retrieval code.
SIXTY_SEVENTH_HELD_OUT_FROM = 6700
SIXTY_SEVENTH_HELD_OUT = Pools(
    text=[
        ("Brine shaft", "Brine is pumped up by Txomin",
         "the shed over the borehole where the salty water gets hauled up from way underground by that creaking "
         "nodding beam contraption - who keeps it going on visitor days? sounded like a ship in a storm",
         ["txomin"]),
        ("Pan house", "Open pans are fired by Maialen",
         "the enormous shallow iron trays, big as a tennis court, with furnaces roaring underneath and steam "
         "everywhere - who stokes the fires when the tour groups come round? my glasses fogged up instantly",
         ["maialen"]),
        ("Raking floor", "Crystals are raked by Eneko",
         "the bit where the white crust that forms on the steaming trays gets dragged to the edge with a long "
         "wooden paddle - which volunteer does the dragging for the demonstrations? looked back-breaking",
         ["eneko"]),
        ("Lumping room", "Salt is rammed into tubs by Garazi",
         "where the wet crystals get packed hard into wooden moulds to make those big loaf-shaped blocks - whose "
         "job is the packing on open days? she had forearms like a rower", ["garazi"]),
        ("Stove house", "Blocks are dried by Iratxe",
         "the sweltering room where the moulded blocks sit on racks over the flues for days until they go hard - "
         "who looks after that nowadays? I nearly keeled over in there", ["iratxe"]),
        ("Crushing mill", "Blocks are ground down by Ugaitz",
         "the rattly machine that smashes the dried lumps back into fine grains for the table - who works it "
         "during the tours? I was crunching grit for a week", ["ugaitz"]),
        ("Subsidence gallery", "Sinking cottages are surveyed by Edurne",
         "the display about houses in town leaning and slumping because the ground underneath got hollowed out "
         "by all the pumping - who measures how far they've tipped these days? loved the wonky pub photos",
         ["edurne"]),
        ("Packing loft", "Salt sacks are stitched at Mariager",
         "the rough hessian bags the finished stuff used to go out in, sewn shut with that thick twine - where "
         "do those get made now? somewhere in Denmark, I think the guide said", ["mariager"]),
        ("Visitor shop", "Bath salts are blended at Noirmoutier",
         "the scented jars by the till that you tip into the tub to soak your aching feet - where are they "
         "mixed up? bought three, smelt like a spa", ["noirmoutier"]),
        ("Boiler house", "Boiler house door code 7153",
         "the padlocked iron door to the room with the big steam kettle thing - what's the combination? a kid "
         "asked and the guide went red", ["7153"]),
    ],
    said=[
        ("Three Golden Guernsey goats have been brought in to graze the bowling green at Rhayader.",
         "what's keeping the bowling green short in Rhayader now? I'd assumed a man on a ride-on mower",
         ["golden guernsey goats"]),
        ("The beach huts at Walcott have all been repainted chartreuse.",
         "those beach huts at Walcott - what colour did they go for in the end? please say not another pastel",
         ["chartreuse"]),
        ("Our office manager spent three summers as a lavender cutter in Provence.",
         "Didn't the woman who runs our office once work abroad harvesting some purple sweet-smelling crop in "
         "France? What was the job exactly, and which region?", ["lavender cutter", "provence"]),
        ("The old tollhouse at Clifton is being turned into a bike repair shop.",
         "that empty little tollhouse at Clifton - what's going in there? I'd put money on a coffee hatch",
         ["bike repair shop"]),
        ("Great bustards have reared chicks on the downs near Tilshead for the first time.",
         "which birds raised young out on the downs by Tilshead for the very first time? the massive heavy ones "
         "that barely bother flying?", ["great bustards"]),
        ("Our head of IT once crossed Poole Harbour in a cardboard boat.",
         "the head of IT got across Poole Harbour in something daft - what was he in? a rubber ring?",
         ["cardboard boat"]),
        ("Roofers re-slating the Pickering market hall found a tin of Victorian valentine cards.",
         "the Pickering market hall roof job - what was tucked away up there? a pigeon skeleton I bet",
         ["valentine cards"]),
        ("The fudge shop in Aberdaron has launched a bladderwrack flavour.",
         "the fudge shop over in Aberdaron - what's the bizarre new flavour? something from the rock pools, "
         "someone told me", ["bladderwrack"]),
        ("Our head of payroll keeps Gloucester Old Spot pigs on a croft near Achiltibuie.",
         "The person who sorts out our salaries has some livestock up in the north-west Highlands, hasn't she? "
         "Which breed, and which village is it near?", ["gloucester old spot", "achiltibuie"]),
        ("A dunnock at Hathersage station has learned to trigger the automatic doors.",
         "the bird that's worked out how to set off the sliding doors at Hathersage station - what sort is it? a "
         "robin?", ["dunnock"]),
    ],
    para=[
        ("speech", "Our night porter once rode a tandem all the way to Vaduz.",
         "the fella who minds the building overnight - which tiny Alpine capital, the one under a cliff-top "
         "castle in that little principality squeezed between Switzerland and Austria, did he pedal to on a bike "
         "built for two?", ["vaduz"]),
        ("speech", "The locksmith's granddaughter keeps a clouded leopard made of bottle tops on her windowsill.",
         "the man who changes our locks - his son's girl keeps which tree-climbing big cat from the Asian "
         "rainforests, the one with the huge cloud-shaped blotches on its coat and fangs like a sabre-tooth, built "
         "out of the metal lids off drinks, by her window?", ["clouded leopard"]),
        ("speech", "Our chief accountant collects old sundials.",
         "What does the man who signs off our accounts collect? those angled metal plates on a stone pedestal in "
         "gardens that tell you the hour by where the shadow falls", ["sundials"]),
        ("speech", "The librarian's uncle painted a life-size blue whale on a warehouse wall.",
         "the woman at the lending desk - her mum's brother painted which colossal ocean creature, the biggest "
         "animal that has ever lived, at full scale on the side of a storage building?", ["blue whale"]),
        ("speech", "A retired lollipop lady in Polperro has sewn two hundred and ninety-three patchwork quilts.",
         "the old dear who used to see the kids across the road in that tiny Cornish smugglers' village with "
         "the narrow harbour - how many bed covers pieced together from scraps has she made??",
         ["two hundred and ninety-three", "two hundred ninety-three", "293"]),
        ("speech", "The gardener's grandfather has walked up Skiddaw four hundred and forty-seven times.",
         "the man who mows our lawns - his mum's dad has trudged up that big fell looming over Keswick how many "
         "times now??", ["four hundred and forty-seven", "four hundred forty-seven", "447"]),
        ("speech", "Our sales director spends her evenings repairing old valve radios.",
         "the woman who heads up the sales team - what does she fix of an evening? those wooden wireless sets "
         "with glowing glass tubes inside that take a minute to warm up before any sound comes out",
         ["valve radios"]),
        ("speech", "The milkman's wife makes wind chimes out of old skeleton keys.",
         "the man who drops off our pints - what does his missus make those tinkly hanging garden ornaments "
         "out of? the long old-fashioned ones with a ring at the top that opened every door in the house",
         ["skeleton keys"]),
        ("ocr", "Hazel dormouse tubes put out by rangers this year: three thousand one hundred and twelve",
         "How many little nest tunnels for those sleepy golden nut-nibbling rodents that snooze half the year "
         "did the countryside staff put out? a total went up on screen",
         ["three thousand one hundred and twelve", "three thousand one hundred twelve", "3112"]),
        ("ocr", "Toads carried across roads by volunteers this year: nine hundred and eighty-five",
         "How many of those warty hopping amphibians heading back to their breeding ponds got helped over the "
         "tarmac by locals? it was written up", ["nine hundred and eighty-five", "nine hundred eighty-five", "985"]),
    ],
    mentions=[
        ("the school bell", "The school bell on the reception desk once called pupils in from a playground in "
         "Cerne Abbas.", "cerne abbas"),
        ("the inkwells", "The inkwells lined up in the post room sat in desks at a village school in Sturminster "
         "Newton.", "sturminster newton"),
        ("the blackboard", "The blackboard in the training room hung in a classroom at Wimborne.", "wimborne"),
        ("the abacus", "The abacus on the finance team's shelf taught sums at an infant school in Shaftesbury.",
         "shaftesbury"),
        ("the globe", "The globe by the lifts spun in a geography room at Blandford.", "blandford"),
        ("the attendance register", "The attendance register in the archive cupboard was marked each morning at "
         "a school in Lyme Regis.", "lyme regis"),
        ("the rocking horse", "The rocking horse in the breakout area stood in a nursery at Swanage.", "swanage"),
        ("the nature table", "The nature table in the lobby displayed conkers in a schoolroom at Sherborne.",
         "sherborne"),
    ],
    screen_titles=[("Hickling lino cutting", "hickling"),
                   ("Horning macrame group", "horning"),
                   ("Ludham pottery painting", "ludham"),
                   ("Ranworth board games night", "ranworth"),
                   ("Wroxham shanty choir", "wroxham"),
                   ("Stalham felt making", "stalham"),
                   ("Potter Heigham model railway club", "potter heigham"),
                   ("Reedham bird carving", "reedham")],
    charts=["pitches booked", "tents hired", "firewood bundles sold", "shower tokens used", "bikes hired",
            "marshmallows sold", "campfire tickets", "late arrivals logged"],
    absent=[
        "my little one swears one of the photos had a dik-dik in it - the teeny antelope no bigger than a "
        "terrier. was it there?",
        "the old salt boilers - did they really get a beer ration every shift? can't remember that coming up",
        "Is the visitor shop open over the August bank holiday? I didn't catch anything either way",
        "Was the IT head's cardboard boat crossing done for Great Ormond Street?",
        "Is the Clifton bike repair shop running a Bonfire Night ride, or was that not mentioned?",
        "Are the Pickering valentine cards going to the Imperial War Museum, or did nobody say?",
        "a mate says the swing bridge at Plockton got shut for good this year - did that come up?",
        "Were any plans shown for the new heliport at Kinbrace?",
        "{topic}: was a judicial review ever on the cards, or not?",
        "Did anyone get a formal reprimand over the {topic}? I might be thinking of a different meeting",
    ],
    count_q=("how many times in all did the {animal} come up?",
             "{animal} appearances - how many?",
             "Me and my partner disagree: she says the {animal} was only on once, I think it kept coming back. "
             "How many times did it appear?",
             "Count the appearances of the {animal}."),
    cross_photo_q=("which animal photo was up while they were talking about {what}?",
                   "{what} - which animal?",
                   "Bit of a random one: I think a picture of some animal was on screen when {what} came up. What "
                   "animal was it?",
                   "Name the animal pictured during the mention of {what}."),
    cross_screen_q=("what was the slide when they mentioned {what}?",
                    "slide during {what}?",
                    "My notes just say '{what}' with an arrow pointing at nothing. Which slide was showing when it "
                    "got mentioned?",
                    "Give the slide that was on screen when {what} came up."),
    cross_speech_q=("what were they saying while the {title} slide was up? sounded unrelated",
                    "speech over {title}?",
                    "The fire alarm test went off right as the {title} slide appeared so I didn't hear a thing. "
                    "What did the speaker say?",
                    "Give the words spoken while the {title} slide is up."),
    after_chart_q=("what slide followed the {chart} chart?",
                   "{chart} chart - what next?",
                   "I was zooming in on the {chart} chart and it flicked past the next one. Which slide came after "
                   "it?",
                   "Give the slide that comes directly after the {chart} chart."),
    order_q=("did {first} appear before {second}, or later?",
             "{first} or {second} - which earlier?",
             "My boss reckons {second} came up before {first}; I think she's got it backwards. Which was shown "
             "earlier?",
             "Say which came first, {first} or {second}."),
    at_screen_q=("what was showing on screen at {stamp}?",
                 "screen at {stamp}?",
                 "My video call dropped at {stamp} and the picture cut out. What slide was up right then?",
                 "Give the slide shown at {stamp}."),
    at_said_q=("what's the speaker saying at {stamp}?",
               "speech @ {stamp}?",
               "The kettle started whistling at {stamp} and I couldn't hear a word. What was the speaker saying at "
               "that moment?",
               "Give what the speaker says at {stamp}."),
)

# A sixty-eighth held-out set (seeds >= SIXTY_EIGHTH_HELD_OUT_FROM), written after the sixty-seventh one, without
# reading the retrieval code.
SIXTY_EIGHTH_HELD_OUT_FROM = 6800
SIXTY_EIGHTH_HELD_OUT = Pools(
    text=[
        ("Escapement bench", "Escapements are regulated by Kaarel",
         "the workbench where the fiddly little ticking part that lets the gears creep forward one notch at a "
         "time gets adjusted - who tweaks it on open days? tiny tweezers and a magnifier the size of a saucer",
         ["kaarel"]),
        ("Turret clock loft", "The turret clock is wound by Maarja",
         "the massive old church-tower clock movement up in the top room with the weights hanging on chains - "
         "who cranks it up every week? she said it takes a good twenty minutes", ["maarja"]),
        ("Enamel studio", "Dials are painted by Triinu",
         "the bit where the white faces with the hour numbers get lettered by hand with a hair-thin brush - "
         "which of the staff does the lettering for the demos? steadiest hands I've ever seen", ["triinu"]),
        ("Spring workshop", "Mainsprings are coiled by Priit",
         "where the long thin ribbons of steel that store all the power get wound into a tight spiral - whose "
         "job is that during the tours? he wore goggles in case one snapped", ["priit"]),
        ("Pendulum hall", "Pendulums are timed by Siiri",
         "the long gallery full of weights swinging on rods, all ticking slightly out of step - who checks they "
         "still keep proper time? the noise was weirdly hypnotic", ["siiri"]),
        ("Cuckoo corner", "Bellows are patched by Urmas",
         "the wall of carved wooden clocks where a little bird pops out - who mends the tiny leather bags that "
         "puff out the two-note call? they all went off together at noon", ["urmas"]),
        ("Chronometer gallery", "Ship chronometers are tested by Kadri",
         "the glass cases of brass-boxed timepieces that sailors used to work out how far east or west they'd "
         "gone - who tests those these days? they sit on little swinging mounts", ["kadri"]),
        ("Strap counter", "Watch straps are stitched at Guimaraes",
         "the soft leather bands you buckle round your wrist, sold by the till in the gift shop - where are they "
         "sewn? somewhere up in northern Portugal, the guide reckoned", ["guimaraes"]),
        ("Museum cafe", "Cogwheel biscuits are baked at Eupen",
         "the gear-shaped shortbread they sell with the coffee - where do those get baked? over the border in "
         "the German-speaking corner of Belgium, apparently", ["eupen"]),
        ("Strongroom", "Strongroom door code 5937",
         "the heavy steel door to the room where the really valuable pocket watches are locked away - what's the "
         "number to open it? somebody's grandad asked and the whole group laughed", ["5937"]),
    ],
    said=[
        ("Four Valais Blacknose sheep have been brought in to graze the orchard at Presteigne.",
         "what's keeping the orchard grass down in Presteigne these days? I'd assumed a bloke with a strimmer",
         ["valais blacknose sheep"]),
        ("The beach chalets at Runswick Bay have all been repainted cerise.",
         "those beach chalets at Runswick Bay - what colour did they end up? please not another seaside blue",
         ["cerise"]),
        ("Our receptionist spent two winters as a reindeer herder near Kiruna.",
         "Didn't the woman on our front desk once work up in the Arctic looking after some antlered animals in "
         "Sweden? What was the job exactly, and near which town?", ["reindeer herder", "kiruna"]),
        ("The old lifeboat station at Amble is being turned into a record shop.",
         "that empty lifeboat station at Amble - what's moving in? I'd have put money on a wine bar",
         ["record shop"]),
        ("Penduline tits have built nests in the reed bed at Stodmarsh for the first time.",
         "which birds have nested in the Stodmarsh reeds for the very first time? the tiny ones that weave those "
         "dangling bag-shaped nests?", ["penduline tits"]),
        ("Our head of legal once crossed Loch Lomond in a converted wardrobe.",
         "the head of legal got over Loch Lomond in something daft - what was she floating in? a paddling pool?",
         ["converted wardrobe"]),
        ("Builders repointing the chapel at Llanidloes found a bundle of Edwardian seed catalogues.",
         "the chapel building work at Llanidloes - what turned up inside the wall? a time capsule, surely",
         ["seed catalogues"]),
        ("The ice cream hut in Cromer has launched a dandelion and burdock flavour.",
         "the ice cream hut over in Cromer - what's the odd new flavour? something like an old-fashioned fizzy "
         "pop, I heard", ["dandelion and burdock"]),
        ("Our head of procurement keeps Highland cattle on a smallholding near Dalwhinnie.",
         "The person who does all our buying has some livestock up by the Cairngorms, hasn't he? Which breed, and "
         "which village is it near?", ["highland cattle", "dalwhinnie"]),
        ("A great tit at Appleby station has learned to open the flap on the ticket machine.",
         "the bird that's figured out how to lift the flap on the ticket machine at Appleby station - what kind "
         "is it? a sparrow?", ["great tit"]),
    ],
    para=[
        ("speech", "Our security guard once rowed a dinghy all the way to Andorra la Vella.",
         "the chap who guards the building at night - which little mountain capital, the highest one in Europe, "
         "tucked in the Pyrenees between France and Spain, did he claim to have rowed to?? there's no sea there",
         ["andorra la vella"]),
        ("speech", "The plumber's niece keeps a maned wolf made of clothes pegs on her mantelpiece.",
         "the man who fixes our pipes - his sister's girl keeps which long-legged South American wild dog, the "
         "foxy red one that looks like it's walking on stilts, made out of wooden laundry clips, above her "
         "fireplace?", ["maned wolf"]),
        ("speech", "Our finance director collects old kaleidoscopes.",
         "What does the woman in charge of our money collect? those tubes you hold up to one eye and twist so the "
         "coloured glass bits inside tumble into new patterns", ["kaleidoscopes"]),
        ("speech", "The cleaner's aunt knitted a life-size sun bear for the village fete.",
         "the lady who does our cleaning - her mum's sister knitted which small honey-loving bear from the "
         "Southeast Asian jungles, the one with a pale crescent on its chest, at full size for the summer fair?",
         ["sun bear"]),
        ("speech", "A retired postman in Staithes has built three hundred and seventy-eight ships in bottles.",
         "the old chap who used to deliver the letters in that steep little Yorkshire fishing village where "
         "Captain Cook worked in a shop as a lad - how many model boats squeezed inside glass has he made??",
         ["three hundred and seventy-eight", "three hundred seventy-eight", "378"]),
        ("speech", "The caretaker's grandmother has swum across Ullswater five hundred and fourteen times.",
         "the man who looks after our building - his dad's mum has swum across that long Lake District lake with "
         "the old steamers and Aira Force waterfall how many times now??",
         ["five hundred and fourteen", "five hundred fourteen", "514"]),
        ("speech", "Our marketing director spends her weekends restoring old barrel organs.",
         "the woman who runs marketing - what does she do up at weekends? those street music boxes on wheels "
         "that play a jaunty tune when you turn the handle", ["barrel organs"]),
        ("speech", "The window cleaner's husband makes fruit bowls out of old gramophone records.",
         "the woman who does our windows - what does her husband make those dishes for apples and bananas out "
         "of? the big black discs that used to spin under a needle and a horn", ["gramophone records"]),
        ("ocr", "Bat boxes put up by volunteers this year: two thousand six hundred and forty-one",
         "How many little wooden roosts for those squeaky night-flying mammals did helpers fix up on trees? the "
         "total was on screen",
         ["two thousand six hundred and forty-one", "two thousand six hundred forty-one", "2641"]),
        ("ocr", "Newts counted in garden ponds by volunteers this year: seven hundred and thirty-six",
         "How many of those little lizard-looking pond dwellers with orange bellies did locals tally up? it was "
         "on a slide", ["seven hundred and thirty-six", "seven hundred thirty-six", "736"]),
    ],
    mentions=[
        ("the spotlight", "The spotlight above the boardroom table once lit the stage of a music hall in Spilsby.",
         "spilsby"),
        ("the velvet curtain", "The velvet curtain in the meeting room hung in a playhouse at Market Rasen.",
         "market rasen"),
        ("the prompt book", "The prompt book in the library cupboard was used backstage at a theatre in Caistor.",
         "caistor"),
        ("the ticket booth", "The ticket booth by the entrance sold seats at a picture house in Woodhall Spa.",
         "woodhall spa"),
        ("the footlights", "The footlights along the corridor once edged a stage at Tattershall.", "tattershall"),
        ("the thunder sheet", "The thunder sheet in the post room rumbled through storm scenes at Wragby.",
         "wragby"),
        ("the costume rail", "The costume rail in the cloakroom held pantomime outfits for a hall in Binbrook.",
         "binbrook"),
        ("the make-up mirror", "The make-up mirror in the washroom hung in a dressing room at Coningsby.",
         "coningsby"),
    ],
    screen_titles=[("Moelfre rock pooling walk", "moelfre"),
                   ("Cemaes chess club", "cemaes"),
                   ("Llangefni quilting circle", "llangefni"),
                   ("Benllech sea swimming club", "benllech"),
                   ("Rhosneigr kite flying", "rhosneigr"),
                   ("Menai Bridge book club", "menai bridge"),
                   ("Aberffraw drumming workshop", "aberffraw"),
                   ("Rhoscolyn harp lessons", "rhoscolyn")],
    charts=["lanes booked", "swim caps sold", "lockers rented", "towels laundered", "lifeguard shifts",
            "hot chocolates sold", "goggles handed in", "early swims logged"],
    absent=[
        "my son's convinced one of the photos had a tree kangaroo in it - the furry one that lives up in the "
        "branches. was it there?",
        "the old clockmakers - were they really paid partly in pipe tobacco? I don't remember that coming up",
        "Is the museum cafe open on Pancake Day? I didn't hear either way",
        "Was the head of legal's converted wardrobe crossing done for the Samaritans?",
        "Is the Amble record shop holding a Halloween launch, or did that not come up?",
        "Are the Llanidloes seed catalogues going to the Bodleian, or did nobody say?",
        "a friend says the cliff railway at Lynmouth shut for good this year - did that get mentioned?",
        "Were any plans shown for the new dry ski slope at Moffat?",
        "{topic}: did it ever get referred to a select committee, or not?",
        "Did anyone get a written warning over the {topic}? I might be mixing it up with another meeting",
    ],
    count_q=("how many times altogether did the {animal} pop up?",
             "{animal} - how many showings?",
             "My son and I have a bet on: he reckons the {animal} appeared just once, I say it was more. How many "
             "times was it shown?",
             "State how many times the {animal} appears."),
    cross_photo_q=("which animal picture was on screen while {what} was being talked about?",
                   "animal during {what}?",
                   "Odd question, but I'm fairly sure an animal photo was up when {what} got brought up. Which "
                   "animal?",
                   "Identify the animal shown during the mention of {what}."),
    cross_screen_q=("which slide was up when {what} got mentioned?",
                    "{what} - slide?",
                    "I scribbled '{what}' in my notebook but forgot to note the slide. What was on screen when it "
                    "was mentioned?",
                    "Name the slide showing when {what} is mentioned."),
    cross_speech_q=("what was the speaker talking about during the {title} slide? didn't seem to match",
                    "{title} - what was said?",
                    "Someone's phone rang loudly just as the {title} slide came up and I missed everything. What "
                    "did the speaker say?",
                    "State the words spoken during the {title} slide."),
    after_chart_q=("which slide came straight after the {chart} chart?",
                   "after {chart} chart?",
                   "I was copying down the figures on the {chart} chart and missed what came next. Which slide "
                   "followed?",
                   "Name the slide that follows the {chart} chart."),
    order_q=("was {first} shown before {second}, or after?",
             "{first} vs {second} - which first?",
             "My colleague insists {second} was on before {first}, but I'm not convinced. Which appeared first?",
             "Identify which was shown earlier: {first} or {second}."),
    at_screen_q=("what slide was up at {stamp}?",
                 "on screen @ {stamp}?",
                 "The stream froze for me at {stamp} and went black. What was being shown at that point?",
                 "State the slide on screen at {stamp}."),
    at_said_q=("what was the speaker saying around {stamp}?",
               "said at {stamp}?",
               "A lorry rumbled past my window at {stamp} and drowned everything out. What was being said then?",
               "Report what the speaker says at {stamp}."),
)

# A sixty-ninth held-out set (seeds >= SIXTY_NINTH_HELD_OUT_FROM), written after the sixty-eighth one, without
# reading the retrieval code.
SIXTY_NINTH_HELD_OUT_FROM = 6900
SIXTY_NINTH_HELD_OUT = Pools(
    text=[
        ("Vat room", "Moulds are dipped by Nejc",
         "the steamy room where someone scoops a wire-mesh frame through a tub of soggy grey porridge to make "
         "each sheet - who does the scooping on tour days? his forearms were wet up to the elbow", ["nejc"]),
        ("Beater floor", "The Hollander beater is run by Spela",
         "that big oval trough with a drum that churns old cloth into mush - who keeps it going? it made such a "
         "racket we could barely hear the guide", ["spela"]),
        ("Drying loft", "Sheets are hung by Urska",
         "up in the draughty attic with hundreds of damp pages pegged over ropes like washing - who hangs them "
         "all up? she did it with a wooden T-shaped stick", ["urska"]),
        ("Watermark workshop", "Watermark wires are bent by Matevz",
         "the corner where they twist thin brass wire into little pictures that show up faintly when you hold "
         "the finished page to a window - who makes those? he'd done a swan and a crown", ["matevz"]),
        ("Rag sorting room", "Linen rags are sorted by Tjasa",
         "the dusty room with heaps of old shirts and bedsheets being picked through before they get pulped - "
         "whose job is the picking? she had a mask on the whole time", ["tjasa"]),
        ("Glazing press", "The glazing rollers are greased by Jernej",
         "the heavy iron mangle thing that squashes the sheets until they go smooth and a bit shiny - who "
         "oils it? the kids all wanted a turn on the handle", ["jernej"]),
        ("Marbling tray", "Marbled endpapers are combed by Mojca",
         "the shallow tank of gloopy water with swirls of ink floating on top that gets dragged into feathery "
         "patterns - which of the staff does the dragging? looked like a giant hair comb", ["mojca"]),
        ("Mill gift shop", "Deckle-edge notebooks are bound at Fabriano",
         "the chunky notebooks with the rough, feathery page edges sold next to the till - where are they put "
         "together? some Italian hill town that's been famous for paper for centuries, the guide reckoned",
         ["fabriano"]),
        ("Mill tea room", "Sugared almonds in the tea room come from Sulmona",
         "those pastel sugar-coated nuts they put on the saucer with your tea - where are they made? a town up "
         "in the Abruzzo mountains that's apparently known for nothing else", ["sulmona"]),
        ("Archive store", "Archive store door code 4618",
         "the locked room where the oldest order ledgers and worn-out moulds are kept - what number gets you "
         "in? a kid on the tour asked and the guide went bright red", ["4618"]),
    ],
    said=[
        ("The bandstand at Exmouth now has a weathervane shaped like a pilchard.",
         "the bandstand down at Exmouth - what's the new thing spinning on top? please tell me it's not another "
         "cockerel", ["pilchard"]),
        ("Our payroll manager spent two winters as a chestnut roaster in Chioggia.",
         "Didn't the person who sorts out our wages once spend a couple of winters selling hot nuts off a street "
         "brazier somewhere in Italy? What was the job called, and which town?", ["chestnut roaster", "chioggia"]),
        ("The old signal box at Corbridge is being turned into a bicycle repair shop.",
         "that empty signal box in Corbridge - what's it going to be? my money was on yet another coffee kiosk",
         ["bicycle repair shop"]),
        ("Little bitterns have nested in the reed bed at Titchwell for the first time.",
         "which birds have bred in the Titchwell reeds for the very first time? the tiny shy herons that freeze "
         "and point their beaks at the sky?", ["little bitterns"]),
        ("Our head of compliance once won a silver medal for competitive whistling.",
         "the head of compliance got a medal for something daft - what was it for? hopscotch?",
         ["competitive whistling"]),
        ("Roofers mending the tithe barn at Bradford on Avon found a tin of Victorian glass marbles.",
         "the tithe barn roof job at Bradford on Avon - what did they find tucked up in the rafters? old coins, "
         "I'd have thought", ["glass marbles"]),
        ("The chip shop in Bridlington has started selling quince fritters.",
         "the Bridlington chippy - what odd new thing are they dunking in the fryer? some sort of fruit, I heard",
         ["quince fritters"]),
        ("Our head of facilities keeps Dexter cattle on a smallholding near Glenisla.",
         "The woman who looks after our buildings has some livestock up in the Angus glens, doesn't she? Which "
         "breed, and near which village?", ["dexter cattle", "glenisla"]),
        ("The town hall clock in Bewdley has been running seventeen minutes fast since Easter.",
         "the big clock on the town hall in Bewdley - how far out is it now? I turned up for the dentist way too "
         "early because of it", ["seventeen minutes", "17 minutes"]),
        ("The allotment society at Wincanton has planted a maze of Jerusalem artichokes.",
         "what have the Wincanton allotment people planted as a maze? sweetcorn, like the farm ones?",
         ["jerusalem artichokes"]),
    ],
    para=[
        ("speech", "Our night porter once rode a unicycle all the way to San Marino.",
         "the fella on the night desk - which tiny hilltop republic, one of the oldest in the world and "
         "completely surrounded by Italy, did he claim to have reached on one wheel??", ["san marino"]),
        ("speech", "The electrician's nephew has a markhor made of bottle tops on his bookshelf.",
         "the man who does our wiring - his brother's lad has which wild mountain goat, the one with enormous "
         "corkscrew horns that's Pakistan's national animal, made out of fizzy-drink lids on his shelves?",
         ["markhor"]),
        ("speech", "Our chief executive collects antique tide clocks.",
         "What does the boss right at the top collect? those round dials with one hand that show whether the "
         "sea's coming in or going out", ["tide clocks"]),
        ("speech", "The gardener's cousin carved a life-size dhole out of driftwood for the harbour festival.",
         "the woman who does our flower beds - her cousin carved which rusty-red wild dog from the Indian "
         "forests, the one that hunts in big noisy packs, at full size out of wood washed up on the beach?",
         ["dhole"]),
        ("speech", "A retired milkman in Clovelly has collected four hundred and sixty-three teapots.",
         "the old boy who used to do the milk round in that steep cobbled Devon village with no cars, where "
         "donkeys once hauled everything up from the harbour - how many pots for brewing a cuppa has he got??",
         ["four hundred and sixty-three", "four hundred sixty-three", "463"]),
        ("speech", "The receptionist's grandfather has climbed Snowdon nine hundred and twenty-seven times.",
         "the woman on our front desk - her mum's dad has been up the highest mountain in Wales, the one with "
         "the little train to the summit, how many times now??",
         ["nine hundred and twenty-seven", "nine hundred twenty-seven", "927"]),
        ("speech", "Our sales director spends her weekends restoring old penny arcade machines.",
         "the woman in charge of sales - what does she fix up in her spare time? those seaside contraptions "
         "where you drop a coin in and a little mechanical scene jerks into life", ["penny arcade machines"]),
        ("speech", "The postwoman's husband makes lampshades out of old Ordnance Survey maps.",
         "the lady who brings our letters - her husband covers lights with what? those folded sheets hikers "
         "carry around, all contour lines and grid squares", ["ordnance survey maps"]),
        ("ocr", "Hedgehog houses built by volunteers this year: one thousand eight hundred and fifty-three",
         "How many little shelters for those spiky snuffling night-time garden visitors did helpers knock "
         "together? the figure was up on screen",
         ["one thousand eight hundred and fifty-three", "one thousand eight hundred fifty-three", "1853"]),
        ("ocr", "Toads carried across the road by volunteers this spring: nine hundred and eighty-two",
         "How many of those warty, waddling pond creatures did people ferry over the lane on migration night? "
         "it was on one of the slides", ["nine hundred and eighty-two", "nine hundred eighty-two", "982"]),
    ],
    mentions=[
        ("the ship's bell", "The ship's bell in the canteen once rang on a herring drifter out of Beadnell.",
         "beadnell"),
        ("the brass porthole", "The brass porthole in the stairwell came off a coal barge that worked out of Blyth.",
         "blyth"),
        ("the ship's wheel", "The ship's wheel on the landing steered a fishing coble from Boulmer.", "boulmer"),
        ("the signal lamp", "The signal lamp on the filing cabinet flashed from a pilot cutter at Newbiggin.",
         "newbiggin"),
        ("the anchor chain", "The anchor chain by the bike racks held a salmon boat steady at Warkworth.",
         "warkworth"),
        ("the figurehead", "The figurehead in reception stood on the bow of a schooner launched at Cresswell.",
         "cresswell"),
        ("the captain's chair", "The captain's chair in the boardroom sat on the bridge of a steamer from Embleton.",
         "embleton"),
        ("the cork lifebelt", "The cork lifebelt on the kitchen wall hung beside the jetty at Belford.", "belford"),
    ],
    screen_titles=[("Ventnor bird ringing group", "ventnor"),
                   ("Shanklin ukulele club", "shanklin"),
                   ("Ryde model railway society", "ryde"),
                   ("Brading pottery evenings", "brading"),
                   ("Godshill cider pressing", "godshill"),
                   ("Bembridge dinghy racing", "bembridge"),
                   ("Yarmouth choir practice", "yarmouth"),
                   ("Niton fossil hunting walk", "niton")],
    charts=["seed packets swapped", "watering cans lent", "plots dug over", "compost bins emptied",
            "scarecrows built", "marrows weighed", "greenhouse panes mended", "bean poles cut"],
    absent=[
        "my daughter swears one of the photos showed a snow leopard - the pale spotty one from the high "
        "mountains. was it in there?",
        "the old papermakers - were they really paid partly in candles? I don't recall hearing that",
        "Is the mill tea room open on Boxing Day? nobody seemed to say",
        "Was the head of compliance's whistling medal won in aid of Oxfam?",
        "Is the Corbridge bicycle repair shop having a grand opening in November, or did that not come up?",
        "Are the Bradford on Avon glass marbles off to the Ashmolean, or was that never said?",
        "someone told me the chain ferry at Torpoint was out of action all summer - did that get a mention?",
        "Were any drawings put up for the new velodrome at Kendal?",
        "{topic}: was it ever put out to public consultation, or not?",
        "Did anyone end up with a pay rise out of the {topic}? I could be thinking of a different meeting",
    ],
    count_q=("how many times in total did the {animal} turn up?",
             "{animal} - count?",
             "My nephew and I have a fiver riding on this: he says the {animal} was only on once, I say more. "
             "How many times did it appear?",
             "Give the number of times the {animal} is shown."),
    cross_photo_q=("what animal was in the picture while {what} was being described?",
                   "{what} - which animal on screen?",
                   "Bit of an odd one, but I think there was an animal photo up when the speaker got onto {what}. "
                   "What animal was it?",
                   "Name the animal pictured when {what} is mentioned."),
    cross_screen_q=("what slide was showing when they brought up {what}?",
                    "slide during {what}?",
                    "I've got '{what}' underlined in my notes but no idea which slide it went with. What was on "
                    "the screen when it came up?",
                    "Identify the slide on screen when {what} is mentioned."),
    cross_speech_q=("what did the speaker actually say while the {title} slide was up? it felt unrelated",
                    "{title} slide - speech?",
                    "The fire alarm test went off right as the {title} slide appeared and I heard nothing. What "
                    "was the speaker saying?",
                    "Report what is said while the {title} slide is displayed."),
    after_chart_q=("what was the next slide after the {chart} chart?",
                   "{chart} chart - then what?",
                   "I was busy photographing the {chart} chart on my phone and missed the next bit. What slide "
                   "came after it?",
                   "State which slide comes directly after the {chart} chart."),
    order_q=("did {first} come up before or after {second}?",
             "{first} or {second} - which was earlier?",
             "Having a friendly argument here: my manager says {second} was shown ahead of {first}. Who's right, "
             "which came first?",
             "Determine which appeared first: {first} or {second}."),
    at_screen_q=("what was on the slide at {stamp}?",
                 "screen at {stamp}?",
                 "My laptop decided to restart itself at {stamp}. What was up on the screen right then?",
                 "Name the slide displayed at {stamp}."),
    at_said_q=("what were they saying at about {stamp}?",
               "{stamp} - words?",
               "The dog started barking at the postman at {stamp} and I lost the thread. What was the speaker "
               "saying just then?",
               "Quote what the speaker says at {stamp}."),
)

# A seventieth held-out set (seeds >= SEVENTIETH_HELD_OUT_FROM), written after the sixty-ninth one, without
# reading the retrieval code.
SEVENTIETH_HELD_OUT_FROM = 7000
SEVENTIETH_HELD_OUT = Pools(
    text=[
        ("Rearing shed", "Silkworms are fed by Giorgi",
         "the long warm hut full of trays where thousands of pale caterpillars munch leaves all day - who "
         "looks after their meals when visitors come round? you could actually hear the crunching", ["giorgi"]),
        ("Mulberry orchard", "Leaves are picked by Nino",
         "the rows of little trees outside with the dark purple berries - who strips the foliage off for the "
         "grubs? she had a wicker basket strapped to her back", ["nino"]),
        ("Grainage room", "Moth eggs are checked by Levan",
         "the cool room where the fluffy white moths lay tiny specks on sheets of card - who looks at those "
         "under the microscope? he said most batches get binned", ["levan"]),
        ("Cocoon boiling room", "Cocoons are softened by Davit",
         "the steamy corner with big pans of bubbling water where the little white pods get dunked - whose job "
         "is the dunking? the smell was not great, honestly", ["davit"]),
        ("Reeling hall", "The reeling frames are tended by Tamuna",
         "the clattering machines that pull one fine strand off several pods at once and wind it onto spools - "
         "who keeps them running? she could join a snapped thread in about a second", ["tamuna"]),
        ("Dye kitchen", "Skeins are dyed by Irakli",
         "the room with vats of madder red and indigo where the raw thread gets its colour - who does the "
         "dipping? his hands were stained blue right up to the wrist", ["irakli"]),
        ("Handloom room", "Scarves are woven by Lasha",
         "the big creaky wooden frame with the foot pedals where the coloured thread turns into cloth - who "
         "was working it while we watched? the shuttle went so fast I couldn't follow it", ["lasha"]),
        ("Farm shop", "Silk pillowcases are stitched in Bursa",
         "the shiny pillow covers for sale by the door - where are they sewn? a big Turkish city at the end of "
         "one of the old caravan routes, the woman on the till said", ["bursa"]),
        ("Farm cafe", "The walnut sweets in the cafe come from Kakheti",
         "those knobbly candle-shaped strings of nuts coated in grape paste, next to the cakes - where do they "
         "come from? a wine region out east somewhere, I think", ["kakheti"]),
        ("Egg store", "Keypad for the egg store: 5283",
         "the fridge room where next year's moth eggs are kept cold - what's the number to get in? one of the "
         "teenagers asked and the guide just laughed", ["5283"]),
    ],
    said=[
        ("The seafront shelter at Withernsea has been rebuilt in the shape of a giant sardine tin.",
         "the seafront shelter at Withernsea - what's it been rebuilt to look like? my gran says it's an eyesore",
         ["sardine tin"]),
        ("Our finance director spent a gap year as a snail farmer in the Dordogne.",
         "Our finance director had some odd job in France on a gap year, didn't they? What was the job, and in "
         "which region?", ["snail farmer", "dordogne"]),
        ("The disused lido at Felixstowe is being turned into a lobster hatchery.",
         "the old lido at Felixstowe that's been empty for years - what are they doing with it? I'd heard flats",
         ["lobster hatchery"]),
        ("Bluethroats have nested in the reeds at Orford for the first time.",
         "which bird has bred at Orford for the very first time? the little one with the bright bib?",
         ["bluethroats"]),
        ("Our head of procurement once won a bronze medal for thumb wrestling.",
         "what silly contest did the head of procurement get a medal in? tiddlywinks?", ["thumb wrestling"]),
        ("Plumbers fixing the vicarage at Long Melford found a Georgian ice skate under the floorboards.",
         "what turned up under the floor when the plumbers were in the Long Melford vicarage? a dead rat, I'd "
         "guess", ["ice skate"]),
        ("The fish bar in Buckfastleigh has started selling gooseberry pasties.",
         "the Buckfastleigh fish bar - what new thing have they got on the menu? something fruity in pastry, "
         "someone said", ["gooseberry pasties"]),
        ("Our head of legal keeps Boer goats on a smallholding near Ashburton.",
         "Doesn't the woman who heads up legal keep some animals down on the edge of Dartmoor? What kind, and "
         "near which town?", ["boer goats", "ashburton"]),
        ("The church clock in Shepton Mallet has been stuck at twenty past four for forty-one days.",
         "the church clock in Shepton Mallet - how long has it been stopped now? feels like ages",
         ["forty-one days", "41 days"]),
        ("The brownies in Hodnet have built a raft out of old wellington boots.",
         "what did the Hodnet brownies make their raft out of? plastic bottles, surely", ["wellington boots"]),
    ],
    para=[
        ("speech", "Our night watchman once poled a dugout canoe through the Okavango.",
         "the bloke who guards the place after dark - which swampy delta in Botswana, where a great river just "
         "soaks away into the Kalahari, did he cross in a hollowed-out log boat??", ["okavango"]),
        ("speech", "The plumber's niece has a gharial made of buttons on her windowsill.",
         "the fella who sorts out our pipes - his brother's girl keeps which thin-snouted Indian river crocodile, "
         "fashioned from sewing fasteners, sitting by the glass?", ["gharial"]),
        ("speech", "Our deputy chairman collects antique astrolabes.",
         "What does the second-in-command on the board hoard? those brass discs medieval stargazers used to "
         "work out the hour from the stars", ["astrolabes"]),
        ("speech", "The caretaker's sister knitted a life-size serow for the village fete.",
         "the man who looks after the building - his sibling made which shaggy goat-antelope from the "
         "Himalayan forests, at full scale out of wool, for the summer fair?", ["serow"]),
        ("speech", "A retired ferryman in Portmeirion has collected seven hundred and fourteen snow globes.",
         "the old boy who used to take folk over the water at that pastel, Italian-looking resort village on "
         "the Welsh coast where The Prisoner was filmed - how many of those shaky glass domes with fake flakes "
         "inside does he own??", ["seven hundred and fourteen", "seven hundred fourteen", "714"]),
        ("speech", "The librarian's grandmother has walked up Arthur's Seat six hundred and thirty-eight times.",
         "the woman who runs our book room - her dad's mum has hiked to the summit of the extinct volcano "
         "looming over Holyrood in Edinburgh, how often now??",
         ["six hundred and thirty-eight", "six hundred thirty-eight", "638"]),
        ("speech", "Our head of IT spends his weekends restoring old slot machines.",
         "the man in charge of computers - what does he fix up on Saturdays and Sundays? those one-armed "
         "bandits from the seaside amusements", ["slot machines"]),
        ("speech", "The window cleaner's wife makes quilts out of old tea towels.",
         "the chap who does our glass panes - his missus sews bed covers from what? those cloths you dry the "
         "dishes with", ["tea towels"]),
        ("ocr", "Bat roosts fixed to trees by the wildlife group: two thousand four hundred and seventeen",
         "How many little wooden shelters for those flappy, squeaking nocturnal mammals got nailed up in the "
         "woods? it was written on a slide",
         ["two thousand four hundred and seventeen", "two thousand four hundred seventeen", "2417"]),
        ("ocr", "Rubbish bags filled on the canal towpath clean-up: five hundred and forty-nine",
         "When people tidied the walkway beside the narrowboat waterway, how many sacks of junk got collected? "
         "the total was on screen", ["five hundred and forty-nine", "five hundred forty-nine", "549"]),
    ],
    mentions=[
        ("the cast-iron mangle", "The cast-iron mangle in the post room came out of a laundry in Muker.", "muker"),
        ("the biscuit tins", "The biscuit tins on the reception counter once lined a tuck shop at Gunnerside.",
         "gunnerside"),
        ("the cheese wire", "The cheese wire by the meeting room door used to cut cheddar in a dairy at Thwaite.",
         "thwaite"),
        ("the bacon slicer", "The bacon slicer in the staff kitchen spent fifty years in a grocer's at Keld.", "keld"),
        ("the tin bath", "The tin bath full of umbrellas by the lifts was rescued from a farmhouse in Burnsall.",
         "burnsall"),
        ("the coffee grinder", "The coffee grinder in the corridor ground beans for a tea room in Aysgarth.",
         "aysgarth"),
        ("the seed drawers", "The seed drawers in the boardroom came from an ironmonger's in Arncliffe.",
         "arncliffe"),
        ("the string dispenser",
         "The string dispenser on the second floor tied up parcels in a post office at Bainbridge.", "bainbridge"),
    ],
    screen_titles=[("Solva sea kayaking", "solva"),
                   ("Manorbier archery club", "manorbier"),
                   ("Haverfordwest darts league", "haverfordwest"),
                   ("Amroth beach cleaners", "amroth"),
                   ("Little Haven rowing crew", "little haven"),
                   ("Cilgerran coracle races", "cilgerran"),
                   ("Newgale surf lifesavers", "newgale"),
                   ("Goodwick harbour choir", "goodwick")],
    charts=["wristbands handed out", "tents pitched", "lost property items logged", "raffle tickets drawn",
            "programmes printed", "stewards briefed", "glow sticks sold", "car park spaces filled"],
    absent=[
        "my son is sure one of the photos was a numbat - the stripy little termite-eater from Australia. was it "
        "in there?",
        "the people at that silk farm - were they ever paid partly in tobacco? I don't remember hearing it",
        "Is the farm cafe open on Christmas Eve? I don't think anyone said",
        "Did the head of procurement's thumb wrestling prize money go to Barnardo's?",
        "Is the Felixstowe lobster hatchery being opened by the mayor, or did that not come up?",
        "Has the Long Melford ice skate been handed over to the Fitzwilliam, or was that never said?",
        "a friend said the swing bridge at Selby was stuck open all autumn - did anyone talk about that?",
        "Were any plans shown for the new bowls green at Spalding?",
        "{topic}: did it ever go to a staff referendum, or not?",
        "Was anyone made redundant because of the {topic}? I might be mixing it up with another call",
    ],
    count_q=("so how many times did the {animal} crop up in total?",
             "{animal}: how many appearances?",
             "My flatmate and I disagree - she reckons the {animal} appeared just the once, I'm sure it was more. "
             "What's the actual count?",
             "State the number of times the {animal} is shown."),
    cross_photo_q=("which animal's photo was up when they were talking about {what}?",
                   "{what} - what animal was shown?",
                   "This might sound strange, but when the speaker mentioned {what}, wasn't there a picture of "
                   "some creature up? Which one?",
                   "Identify the animal shown while {what} is discussed."),
    cross_screen_q=("which slide was on screen when {what} came up?",
                    "{what}: slide?",
                    "I scribbled '{what}' on a napkin but didn't note which slide it belonged to. What was on "
                    "screen when they said it?",
                    "Name the slide visible when {what} is brought up."),
    cross_speech_q=("while the {title} slide was showing, what was the speaker on about?",
                    "{title} slide - what got said?",
                    "My headphones cut out just as the {title} slide came up so I caught none of it. What did the "
                    "speaker say?",
                    "State what the speaker says during the {title} slide."),
    after_chart_q=("which slide followed the {chart} chart?",
                   "{chart} chart, and next?",
                   "I was squinting at the {chart} chart trying to read the axis and completely missed what came "
                   "next. Which slide was it?",
                   "Give the slide that directly follows the {chart} chart."),
    order_q=("which was shown first, {first} or {second}?",
             "{first} vs {second} - earlier one?",
             "Settle something for me: my colleague insists {second} came up before {first}. Which one actually "
             "came first?",
             "Indicate whether {first} or {second} appeared earlier."),
    at_screen_q=("what slide did they have up at {stamp}?",
                 "{stamp}: what slide?",
                 "I nipped out to answer the door at {stamp}. What was on screen right then?",
                 "Describe the slide on screen at {stamp}."),
    at_said_q=("what was being said at about {stamp}?",
               "{stamp}, speaker said?",
               "Next door's drill started up at {stamp} and I couldn't hear a thing. What was the speaker saying at "
               "that point?",
               "Transcribe what the speaker says at {stamp}."),
)

# A seventy-first held-out set (seeds >= SEVENTY_FIRST_HELD_OUT_FROM), written after the seventieth one, without
# reading the retrieval code.
SEVENTY_FIRST_HELD_OUT_FROM = 7100
SEVENTY_FIRST_HELD_OUT = Pools(
    text=[
        ("Wedging bench", "Clay is kneaded by Rimas",
         "the table where somebody slaps and folds big lumps of wet earth to squeeze the air bubbles out before "
         "anything gets made - who does that on open days? looked like he was making bread", ["rimas"]),
        ("Throwing room", "Jugs are thrown by Egle",
         "the spinning wheel where a lump rises up between someone's hands into a pouring vessel - who was at it "
         "when we went round? she made it look far too easy", ["egle"]),
        ("Turning shed", "Foot rings are trimmed by Jurgis",
         "the spot where the half-dry pots go back on the wheel upside down and curly ribbons get shaved off the "
         "bottoms - who does the shaving? he had a little loop tool hanging round his neck", ["jurgis"]),
        ("Slip casting room", "Plaster moulds are filled by Aiste",
         "the place where runny liquid clay gets poured into white chalky forms to make dozens of identical mugs - "
         "who pours it? she tipped the leftover back into a bucket", ["aiste"]),
        ("Glaze store", "Glazes are mixed by Mindaugas",
         "the room with sacks of powder and buckets of what looked like grey milk that comes out glossy blue "
         "after firing - who stirs all that up? he had a dust mask and huge rubber gloves on", ["mindaugas"]),
        ("Bottle kiln", "The kiln is stoked by Ruta",
         "that enormous brick oven out in the yard shaped like a giant wine bottle - who keeps the fire going? "
         "apparently she sleeps next to it on firing nights", ["ruta"]),
        ("Painting studio", "Saucers are hand painted by Gintare",
         "the quiet bright room where they dab little flowers and gold bands onto the crockery with tiny "
         "brushes - who does the decorating? she didn't look up once the whole time we were there", ["gintare"]),
        ("Seconds shop", "Oak serving boards are carved in Zakopane",
         "the chunky wooden chopping boards stacked up next to the wonky mugs - where are they made? a ski town "
         "down in the Polish mountains, going by the label", ["zakopane"]),
        ("Pottery tearoom", "The gingerbread in the tearoom comes from Torun",
         "those spiced heart-shaped biscuits in the tin by the teapot - where are they baked? some old brick city "
         "on the Vistula where Copernicus was born, I want to say", ["torun"]),
        ("Clay cellar", "Clay cellar padlock code 3957",
         "the damp basement where the raw stuff is kept in big plastic-wrapped blocks - what's the combination "
         "on the lock? a lad in our group asked, cheeky so-and-so", ["3957"]),
    ],
    said=[
        ("The promenade shelter at Sheringham has been turned into a nine-seat cinema.",
         "the shelter on the prom at Sheringham - what have they made it into? I'd assumed public loos",
         ["nine-seat cinema", "nine seat cinema", "9-seat cinema"]),
        ("Our head of marketing spent a season as a camel wrangler in Rajasthan.",
         "The woman who runs marketing did some funny seasonal job abroad once, didn't she? What was she doing, "
         "and which part of India was it?", ["camel wrangler", "rajasthan"]),
        ("The derelict water tower at Reepham is being turned into an owl sanctuary.",
         "that old water tower at Reepham - what's going in there? somebody told me a holiday let",
         ["owl sanctuary"]),
        ("Spotted crakes have raised chicks on the saltmarsh at Snettisham.",
         "which birds have managed to breed on the Snettisham saltmarsh? the secretive little speckled ones that "
         "skulk about in the reeds?", ["spotted crakes"]),
        ("Our head of HR once came fourth in a national welly throwing championship.",
         "what daft national championship did our head of HR come fourth in? egg rolling?", ["welly throwing"]),
        ("Builders repairing the almshouses in Steyning found a Tudor leather shoe behind the chimney.",
         "the almshouses job in Steyning - what did the builders find tucked behind the chimney breast? a "
         "mummified cat, I'd bet", ["leather shoe"]),
        ("The chippy in Wells-next-the-Sea has started doing battered rhubarb.",
         "the chip shop at Wells-next-the-Sea - what's the weird new thing on their board? something sweet, my "
         "cousin said", ["battered rhubarb"]),
        ("Our head of operations keeps kunekune pigs on a croft near Dunvegan.",
         "Doesn't the chap who runs operations keep animals out on Skye somewhere? Which sort, and near which "
         "village?", ["kunekune pigs", "dunvegan"]),
        ("The church bells in Leominster have been silent for twenty-three weeks.",
         "the church bells in Leominster - how long is it since they last rang? I'd almost forgotten what they "
         "sound like", ["twenty-three weeks", "23 weeks"]),
        ("The cubs in Cleobury North have built a go-kart out of an old hospital bed.",
         "what did the Cleobury North cubs build their go-kart from? bits of a shed, I reckon",
         ["hospital bed"]),
    ],
    para=[
        ("speech", "Our security guard once paddled a kayak through the Corryvreckan.",
         "the man minding the doors overnight - which notorious whirlpool off the west of Scotland, between Jura "
         "and Scarba, did he make it past in a little boat??", ["corryvreckan"]),
        ("speech", "The painter's nephew has a solenodon made of bottle corks on his mantelpiece.",
         "the decorator who did our walls - his sister's boy keeps which venomous long-snouted shrew-like "
         "creature from Cuba and Hispaniola, put together from wine stoppers, above the fireplace?",
         ["solenodon"]),
        ("speech", "Our company secretary collects antique orreries.",
         "What does the person who keeps the board's paperwork straight hoard? those clockwork brass models with "
         "little planets circling a sun", ["orreries"]),
        ("speech", "The cleaner's brother crocheted a life-size takin for the school fair.",
         "the woman who hoovers our offices - her sibling hooked together which shaggy golden goat-ox, Bhutan's "
         "national animal, full scale in yarn, for a primary's summer fete?", ["takin"]),
        ("speech", "A retired lollipop man in Anstruther has collected five hundred and eighty-one thimbles.",
         "the old chap who used to see kids over the road outside the primary, in that Fife fishing village with "
         "the famous fish supper - how many little metal caps that protect your finger when sewing does he own??",
         ["five hundred and eighty-one", "five hundred eighty-one", "581"]),
        ("speech", "The accountant's grandmother has swum across Wastwater two hundred and seventy-nine times.",
         "the woman who keeps our ledgers - how often now has her nan done the width of England's deepest lake, "
         "the cold dark one beneath Scafell, in the water??",
         ["two hundred and seventy-nine", "two hundred seventy-nine", "279"]),
        ("speech", "Our office manager spends his evenings restoring old pianolas.",
         "the fella who keeps our workplace ticking over - what does he fix up after dark? those upright keyboard "
         "instruments that play themselves off punched paper rolls", ["pianolas"]),
        ("speech", "The milkman's daughter makes wall clocks out of old vinyl records.",
         "the bloke who drops off our pints on the doorstep - his girl turns what into timepieces to hang up? "
         "those black discs you put on a turntable with a needle", ["vinyl records"]),
        ("ocr", "Swift nest boxes put up under the eaves by volunteers: one thousand two hundred and six",
         "How many little homes for those screaming summer birds that hardly ever land got fixed beneath "
         "rooflines? the number was on a slide",
         ["one thousand two hundred and six", "one thousand two hundred six", "1206"]),
        ("ocr", "Hedges laid by the conservation volunteers this winter: seven hundred and thirty-five metres",
         "What length of living field boundary got cut and woven back down by helpers over the cold months? "
         "the figure was up on screen", ["seven hundred and thirty-five", "seven hundred thirty-five", "735"]),
    ],
    mentions=[
        ("the platform clock", "The platform clock above the lifts once hung over the platform at Luxulyan.",
         "luxulyan"),
        ("the porter's barrow", "The porter's barrow in the post room carried suitcases at Sandplace station.",
         "sandplace"),
        ("the ticket rack", "The ticket rack in reception came out of the booking office at Causeland.",
         "causeland"),
        ("the signal box lever", "The signal box lever by the fire door was pulled for forty years at St Germans.",
         "st germans"),
        ("the enamel station sign",
         "The enamel station sign in the canteen once pointed passengers to the trains at Perranporth.", "perranporth"),
        ("the guard's lamp", "The guard's lamp on the bookcase swung from the last train out of Probus.",
         "probus"),
        ("the slatted platform bench",
         "The slatted platform bench on the third floor was rescued from the halt at Menheniot.", "menheniot"),
        ("the platform bell", "The platform bell in the boardroom rang for departures at Grampound Road.",
         "grampound"),
    ],
    screen_titles=[("Stenness standing stones walk", "stenness"),
                   ("Birsay puffin counters", "birsay"),
                   ("Orphir quilting bee", "orphir"),
                   ("Dounby show committee", "dounby"),
                   ("Evie book swap", "evie"),
                   ("Finstown pipe band", "finstown"),
                   ("Harray tattie growers", "harray"),
                   ("Deerness sea swimmers", "deerness")],
    charts=["library cards renewed", "books returned late", "story sessions held", "laptops loaned",
            "jigsaws swapped", "reading glasses lent", "newspapers archived", "craft kits given out"],
    absent=[
        "my niece is convinced one of the photos was a quetzal - that emerald bird with the ridiculously long "
        "tail. was it in there or did I dream it?",
        "did the old potters really get part of their wages in mead? nobody mentioned that, did they?",
        "Is the pottery tearoom open on Easter Monday? I didn't catch anyone saying",
        "Was the head of HR's welly throwing rosette auctioned off for the Samaritans?",
        "Is the Reepham owl sanctuary getting a visitor centre, or was that never mentioned?",
        "Has the Steyning leather shoe gone to the British Museum, or did nobody say?",
        "my neighbour reckons the footbridge at Brigg was shut for most of the summer - did that come up?",
        "Were any drawings shown for the new climbing wall in Glossop?",
        "{topic}: did it ever get put to a vote of the shareholders?",
        "Did the {topic} mean anyone had to switch to hot-desking? I may be muddling it with another meeting",
    ],
    count_q=("how many times altogether did the {animal} appear?",
             "{animal} - how often?",
             "My sister and I have a bet going: she thinks the {animal} showed up twice at most, I think it was "
             "more. What's the real number?",
             "Say how many times in total the {animal} was on screen."),
    cross_photo_q=("what creature was pictured when they brought up {what}?",
                   "{what} - which creature was up?",
                   "Strange question maybe, but I'm fairly sure a wildlife photo was showing when the talk turned "
                   "to {what}. Which animal was it?",
                   "Name the animal visible while {what} is mentioned."),
    cross_screen_q=("what slide was up when {what} got mentioned?",
                    "{what} - slide showing?",
                    "I jotted '{what}' in the margin of my notebook but forgot to write down the slide. What was "
                    "showing when it was said?",
                    "Identify the slide on screen at the moment {what} is mentioned."),
    cross_speech_q=("what was the speaker going on about during the {title} slide?",
                    "{title} slide: what was said over it?",
                    "The baby woke up right as the {title} slide appeared, so I missed the audio. What did the "
                    "speaker say over it?",
                    "Give what the speaker says while the {title} slide is displayed."),
    after_chart_q=("what came straight after the {chart} chart?",
                   "{chart} chart - what followed?",
                   "I was busy copying figures off the {chart} chart and missed the slide after it. What was it?",
                   "Name the slide shown immediately after the {chart} chart."),
    order_q=("did {first} or {second} come up first?",
             "{first} or {second}, which came earlier?",
             "Help me out here: my manager reckons {second} was shown before {first}. Which really came first?",
             "State which appeared first: {first} or {second}."),
    at_screen_q=("what was up on the screen at {stamp}?",
                 "{stamp} - slide on?",
                 "The phone rang at {stamp} and I looked away. What was showing at that moment?",
                 "State the slide displayed at {stamp}."),
    at_said_q=("what was the speaker saying at roughly {stamp}?",
               "{stamp}: the speaker's words?",
               "A car alarm went off outside at {stamp} and I lost the thread. What was the speaker saying then?",
               "Quote the speaker's words at {stamp}."),
)

# A seventy-second held-out set (seeds >= SEVENTY_SECOND_HELD_OUT_FROM), written after the seventy-first one,
# without reading the retrieval code.
SEVENTY_SECOND_HELD_OUT_FROM = 7200
SEVENTY_SECOND_HELD_OUT = Pools(
    text=[
        ("Steam box", "Oak planks are steamed by Bence",
         "the long wooden chest hissing away where the timber gets soaked in hot vapour until it goes bendy - who "
         "runs that? he kept burning his fingers and didn't seem to care", ["bence"]),
        ("Lofting floor", "Full-size hull lines are drawn by Zsofia",
         "the big painted floor where somebody chalks out the curves of a whole boat at real scale - who does the "
         "drawing? she was on her knees with a long bendy batten", ["zsofia"]),
        ("Caulking shed", "Seams are caulked by Levente",
         "the bit where someone hammers twists of cotton into the gaps between the planks with a mallet - who was "
         "doing that? the tapping echoed round the whole yard", ["levente"]),
        ("Sail loft", "Sails are cut by Csilla",
         "upstairs in the long airy room where huge sheets of canvas are spread across the floor - who does the "
         "cutting? she had a leather palm thing strapped to her hand", ["csilla"]),
        ("Rigging shed", "Ropes are spliced by Gergely",
         "the shed where somebody tucks the strands of a line back into itself to make loops and eyes - who does "
         "that? he did one behind his back just to show off", ["gergely"]),
        ("Varnish room", "Tillers are varnished by Boglarka",
         "the dust-free room that reeks of solvent where the steering handles get coat after coat of gloss - who "
         "does the brushing? she said eleven coats minimum", ["boglarka"]),
        ("Mast yard", "Spars are shaped by Szilard",
         "out the back where long pine poles get planed down by hand into masts and booms - who works on those? "
         "he had shavings stuck in his beard", ["szilard"]),
        ("Chandler's counter", "Embroidered cushions are stitched in Kalocsa",
         "the bright flowery cushions on the shelf next to the brass fittings - where are they sewn? a little town "
         "on the Danube plain that's famous for paprika, going by the tag", ["kalocsa"]),
        ("Boatyard canteen", "The sausage in the canteen comes from Gyula",
         "that smoky spicy red sausage they put in the rolls at lunchtime - where's it made? some spa town right "
         "by the Romanian border, I think", ["gyula"]),
        ("Timber store", "Timber store door code 6148",
         "the locked barn where the seasoned oak and larch are stacked up to dry - what's the number for the "
         "keypad? somebody's kid asked and got a look from the guide", ["6148"]),
    ],
    said=[
        ("The bandstand in Tenbury Wells has been turned into a one-table restaurant.",
         "the bandstand in Tenbury Wells - what's it been turned into? I'd heard they were pulling it down",
         ["one-table restaurant", "one table restaurant"]),
        ("Our head of sales spent a season as an oyster shucker in Arcachon.",
         "Our head of sales had some odd seasonal job over in France once, didn't he? What was he doing, and "
         "whereabouts?", ["oyster shucker", "arcachon"]),
        ("The old toll house at Coggeshall is being turned into a yoga studio.",
         "that old toll house at Coggeshall - what's it going to become? I was told a sandwich shop",
         ["yoga studio"]),
        ("Wrynecks have raised chicks near Oare Marshes for the first time.",
         "which bird has bred near Oare Marshes for the first time ever? the odd woodpecker-ish one that twists "
         "its head round?", ["wrynecks"]),
        ("Our head of finance once won a silver medal for competitive ironing.",
         "what weird contest did the head of finance get silver in? cheese rolling?", ["competitive ironing"]),
        ("Roofers mending the old school at Kimbolton found a medieval pilgrim badge in the rafters.",
         "what turned up in the rafters when the roofers were working on the Kimbolton old school? a bird's nest, "
         "I'd bet", ["pilgrim badge"]),
        ("The bakery in Oundle has started selling marmite doughnuts.",
         "the Oundle bakery - what strange new thing are they selling? something savoury, my neighbour said",
         ["marmite doughnuts"]),
        ("Our head of design keeps llamas on a smallholding near Tetford.",
         "Doesn't the head of design keep some animals out in the Lincolnshire Wolds? What sort, and near which "
         "village?", ["llamas", "tetford"]),
        ("The fountain in Uppingham market place has been dry for fifty-four days.",
         "the fountain in Uppingham market place - how long has it been dry now? feels like months",
         ["fifty-four days", "54 days"]),
        ("The scouts in Leintwardine have built a canoe out of old road signs.",
         "what did the Leintwardine scouts make their canoe out of? old doors, probably", ["road signs"]),
    ],
    para=[
        ("speech", "Our delivery driver once sailed a felucca past Aswan.",
         "the man who drops parcels round - which Upper Egyptian city beside the first cataract and that huge dam "
         "did he go by in a traditional lateen-rigged Nile boat??", ["aswan"]),
        ("speech", "The gardener's cousin has a shoebill made of paperclips on her desk.",
         "the woman who mows our lawns - her aunt's kid keeps which huge grey African stork-like bird with a "
         "clog-shaped beak, fashioned from bent wire office fasteners, next to her computer?", ["shoebill"]),
        ("speech", "Our treasurer collects antique hourglasses.",
         "What does the person who looks after the society's money hoard? those old sand-filled glass timers you "
         "flip over", ["hourglasses"]),
        ("speech", "The porter's aunt knitted a life-size babirusa for the church bazaar.",
         "the man who carries luggage at the hotel - his mum's sister made which Sulawesi wild pig whose tusks "
         "curl up through its snout, at full scale in wool, for the parish jumble sale?", ["babirusa"]),
        ("speech", "A retired postman in Plockton has collected nine hundred and twelve teapots.",
         "the old fella who used to bring the letters round in that palm-fringed Highland village on Loch Carron "
         "where Hamish Macbeth was filmed - how many of those pots you brew a cuppa in does he own??",
         ["nine hundred and twelve", "nine hundred twelve", "912"]),
        ("speech", "The receptionist's grandfather has climbed Roseberry Topping three hundred and forty-six times.",
         "the woman on our front desk - her mum's dad has gone up that lopsided little peak near Great Ayton, the "
         "one with the half-collapsed summit, how often now??",
         ["three hundred and forty-six", "three hundred forty-six", "346"]),
        ("speech", "Our payroll officer spends her evenings restoring old rocking horses.",
         "the person who sorts out everyone's wages - what does she fix up after tea? those wooden toy steeds "
         "children sway back and forth on", ["rocking horses"]),
        ("speech", "The postwoman's son makes kites out of old umbrellas.",
         "the lady who brings our letters - her lad turns what into things you fly on a string at the beach? "
         "those folding brollies that blow inside out in the wind", ["old umbrellas"]),
        ("ocr", "Hedgehog highways cut through garden fences by residents: three hundred and eighty-eight",
         "How many little gaps got made in the boundaries between back yards so those spiny night-time wanderers "
         "can roam? the total was on a slide",
         ["three hundred and eighty-eight", "three hundred eighty-eight", "388"]),
        ("ocr", "Trees planted along the river by the parish council: four thousand and fifty-three",
         "What number of saplings went into the ground beside the waterway, courtesy of the village's local "
         "governing body? the figure was on screen",
         ["four thousand and fifty-three", "four thousand fifty-three", "4053"]),
    ],
    mentions=[
        ("the vaulting horse", "The vaulting horse in the gym corner was leapt over by pupils at Weobley.",
         "weobley"),
        ("the dinner gong", "The dinner gong by the canteen till once called children in to lunch at Eardisland.",
         "eardisland"),
        ("the tuck box", "The tuck box under the reception desk belonged to a boarder from Kilpeck.", "kilpeck"),
        ("the gym bench", "The gym bench in the bike shed came out of the village school at Dilwyn.", "dilwyn"),
        ("the school register",
         "The school register in the display cabinet lists every pupil at Fownhope in nineteen hundred and eight.",
         "fownhope"),
        ("the honours board", "The honours board on the stairs hung in the school hall at Much Marcle.",
         "much marcle"),
        ("the teacher's desk", "The teacher's desk in the boardroom was made by a joiner from Orleton.", "orleton"),
        ("the playground bell",
         "The playground bell over the back door was rung every morning at Ewyas Harold.", "ewyas harold"),
    ],
    screen_titles=[("Silloth bowls club", "silloth"),
                   ("Seascale beachcombers", "seascale"),
                   ("Millom brass band", "millom"),
                   ("St Bees cliff walkers", "st bees"),
                   ("Allonby pony trekkers", "allonby"),
                   ("Cockermouth chess circle", "cockermouth"),
                   ("Drigg dune restorers", "drigg"),
                   ("Haverigg open water swimmers", "haverigg")],
    charts=["pancakes flipped", "bikes mended", "hampers packed", "seedlings potted", "postcards sent",
            "cakes judged", "lanterns lit", "deckchairs hired"],
    absent=[
        "my dad swears one of the photos was a wombat - that chunky burrowing thing from Australia. was there one, "
        "or is he making it up?",
        "did the boatbuilders there ever get paid partly in firewood? I don't think anyone said",
        "Is the boatyard canteen open on New Year's Day? I didn't hear it mentioned",
        "Did the head of finance's ironing medal get donated to Oxfam?",
        "Is the Coggeshall yoga studio going to have a licensed bar, or did that not come up?",
        "Has the Kimbolton pilgrim badge gone to the Ashmolean, or did nobody say?",
        "someone told me the level crossing at Ely was shut for most of the spring - was that talked about?",
        "Were any plans shown for the new lido in Ludlow?",
        "{topic}: did the trustees ever actually sign it off?",
        "Did the {topic} end up putting anyone on a four-day week? I might be confusing it with another call",
    ],
    count_q=("how many times in all did the {animal} turn up?",
             "{animal} - total count?",
             "My brother says the {animal} was only on screen once but I'd swear I saw it again later. How many "
             "times was it actually?",
             "Give the total number of appearances of the {animal}."),
    cross_photo_q=("which animal was pictured while they were talking about {what}?",
                   "{what}: which animal on screen?",
                   "Odd one, but I have a feeling there was a wildlife photo up when the speaker got onto {what}. "
                   "What animal was it?",
                   "State which animal is shown when {what} is mentioned."),
    cross_screen_q=("what was showing on screen when {what} was brought up?",
                    "{what} - which slide was that?",
                    "I wrote '{what}' on the back of my hand but not which slide went with it. What was up when "
                    "they said it?",
                    "Give the slide on screen when {what} is mentioned."),
    cross_speech_q=("what was the speaker talking about while the {title} slide was up?",
                    "{title} slide - speaker said what?",
                    "My cat walked over the keyboard and muted everything just as the {title} slide came on. What "
                    "did the speaker say?",
                    "Report the speaker's words for the duration of the {title} slide."),
    after_chart_q=("which slide was next once the {chart} chart had been shown?",
                   "{chart} chart: then what?",
                   "I was trying to work out the tallest bar on the {chart} chart and missed whatever came next. "
                   "What slide was it?",
                   "Name whichever slide directly succeeds the {chart} chart."),
    order_q=("which showed up first, {first} or {second}?",
             "{first} / {second} - which one was up earlier?",
             "Quick dispute to settle: my friend is adamant {second} came before {first}. Which was really first?",
             "Indicate which of the two appeared first: {first} or {second}."),
    at_screen_q=("what was on the screen at about {stamp}?",
                 "{stamp}: what's showing?",
                 "The doorbell went at {stamp} and I had to get up. What was on screen right then?",
                 "Describe the slide shown at {stamp}."),
    at_said_q=("what were they saying at around {stamp}?",
               "{stamp} - what was said?",
               "Someone started hoovering at {stamp} and it drowned everything out. What was the speaker saying at "
               "that moment?",
               "Write out what the speaker says at {stamp}."),
)

# A seventy-third held-out set (seeds >= SEVENTY_THIRD_HELD_OUT_FROM), written after the seventy-second one,
# without reading the retrieval code.
SEVENTY_THIRD_HELD_OUT_FROM = 7300
SEVENTY_THIRD_HELD_OUT = Pools(
    text=[
        ("Pipe metal shop", "Tin sheets are cast by Tarmo",
         "the long table where molten grey metal gets poured out thin and left to cool into sheets for the "
         "whistling tubes - who does the pouring? he wore a visor like a welder", ["tarmo"]),
        ("Voicing room", "Pipes are voiced by Piret",
         "the little quiet room where somebody nicks and nudges the mouth of each tube until it sings with the "
         "right tone - who does that fiddly job? she had a tiny knife and endless patience", ["piret"]),
        ("Bellows loft", "Bellows are leathered by Indrek",
         "up in the roof where those huge folding air bags get fresh skins glued over their seams - who was doing "
         "that? he kept sniffing the glue pot, which was a bit worrying", ["indrek"]),
        ("Console bench", "Keyboards are wired by Kertu",
         "the desk where all the manuals and stop knobs get hooked up to hundreds of coloured cables - who does "
         "the wiring? she had a magnifying lamp clipped onto her glasses", ["kertu"]),
        ("Reed room", "Trumpet reeds are shaped by Heino",
         "where they bend the little brass tongues for the loud buzzy stops - who curves those? he tapped every "
         "one against his teeth to check it", ["heino"]),
        ("Windchest shop", "Sliders are fitted by Helje",
         "the bench with the giant wooden boxes full of holes that send the air up to the right pipes - who fits "
         "the moving strips inside them? she reckoned one leak can ruin a whole Sunday service", ["helje"]),
        ("Case joinery", "Oak cases are carved by Siim",
         "the big carpentry shed where the fancy wooden fronts with all the twiddly patterns get made - who does "
         "the carving? he had about twenty chisels laid out in a neat row", ["siim"]),
        ("Workshop counter", "Juniper butter dishes are turned in Kuressaare",
         "the little wooden dishes by the till that smell a bit like gin - where are they made? some island town "
         "with a big square castle, going by the sticker underneath", ["kuressaare"]),
        ("Workshop kitchen", "The rye bread in the kitchen comes from Viljandi",
         "that dark heavy sour loaf they slice up to go with the soup - where's it baked? a town with a folk "
         "music festival and a ruined castle above a lake, I'm fairly sure", ["viljandi"]),
        ("Tin store", "Tin store lock code 2793",
         "the cage where they keep the ingots before they get melted down - what's the combination for the lock? "
         "one of the teenagers asked and everybody laughed", ["2793"]),
    ],
    said=[
        ("The old telephone exchange in Bellingham has been turned into a pinball arcade.",
         "the old telephone exchange in Bellingham - what's it been made into? I'd heard flats",
         ["pinball arcade"]),
        ("Our head of legal spent a summer as a yak herder in Mongolia.",
         "The head of legal did some peculiar summer job abroad once, didn't she? What was it, and which country?",
         ["yak herder", "mongolia"]),
        ("The shut-down Methodist chapel at Thoralby is being turned into a bike workshop.",
         "that old chapel at Thoralby - what's going in there? somebody said a tearoom", ["bike workshop"]),
        ("Honey buzzards have raised chicks in the woods near Swanton Novers.",
         "which birds of prey have bred in the woods near Swanton Novers? the ones that dig out wasps' nests?",
         ["honey buzzards"]),
        ("Our head of IT once won a bronze medal for bathtub racing.",
         "what silly race did the head of IT get a bronze in? pancake racing?", ["bathtub racing"]),
        ("Plumbers fixing the vicarage in Cromford found a whalebone corset under the floorboards.",
         "what did the plumbers turn up under the floor at the Cromford vicarage? a stash of old coins, I'd guess",
         ["whalebone corset"]),
        ("The ice cream van in Hubberholme has started selling beetroot sorbet.",
         "the Hubberholme ice cream van - what odd new thing have they got? something purple, my neighbour said",
         ["beetroot sorbet"]),
        ("Our head of procurement keeps emus on a farm near Chathill.",
         "Doesn't the head of procurement keep some unusual birds up on the Northumberland coast? Which kind, and "
         "near which village?", ["emus", "chathill"]),
        ("The clock on Richmond market cross has been stopped for thirty-seven days.",
         "the clock on the market cross in Richmond - how long has it been stopped now? feels like forever",
         ["thirty-seven days", "37 days"]),
        ("The guides in Carperby have built a raft out of wheelie bins.",
         "what did the Carperby guides make their raft from? oil drums, I reckon", ["wheelie bins"]),
    ],
    para=[
        ("speech", "Our window cleaner once paddled a coracle under the Pontcysyllte Aqueduct.",
         "the fella who does our glass panes with a squeegee - which enormously tall Telford-built channel that "
         "carries narrowboats high over the Dee did he go beneath in that round wicker boat??", ["pontcysyllte"]),
        ("speech", "The plumber's niece has a bilby made of pipe cleaners on her windowsill.",
         "the bloke who fixed our leaking taps - his brother's girl keeps which big-eared Australian desert "
         "marsupial, the Easter bunny stand-in, built from fuzzy bendy craft wires, beside her glass pane?",
         ["bilby"]),
        ("speech", "Our auditor collects antique metronomes.",
         "What does the person who checks over the company books each year hoard? those ticking gadgets with a "
         "swinging arm that musicians keep time by", ["metronomes"]),
        ("speech", "The caretaker's sister stitched a full-size bongo out of old curtains for the village carnival.",
         "the man who looks after the school building - his sibling made which striped chestnut forest antelope "
         "with spiral horns, at real scale, from discarded drapes, for the local parade?", ["bongo"]),
        ("speech", "A retired bus driver in Pennan has collected six hundred and forty-three snow globes.",
         "the old boy who used to drive the number 5 round that tiny Aberdeenshire harbour hamlet with the red "
         "phone box from Local Hero - how many of those shaken glass domes with fake flakes does he own??",
         ["six hundred and forty-three", "six hundred forty-three", "643"]),
        ("speech", "The optician's grandfather has cycled up Hardknott Pass four hundred and fifty-two times.",
         "the woman who tests our eyes - her mum's dad has pedalled over that brutally steep Lake District road "
         "between Eskdale and the Duddon valley how often now??",
         ["four hundred and fifty-two", "four hundred fifty-two", "452"]),
        ("speech", "Our receptionist spends his weekends restoring old ship's figureheads.",
         "the chap who greets visitors at the front desk - what does he fix up on Saturdays and Sundays? those "
         "carved wooden women that used to sit on the prows of sailing vessels", ["figureheads"]),
        ("speech", "The lifeguard's daughter makes wind chimes out of old saucepan lids.",
         "the bloke who watches the swimmers at the pool - his girl turns what into tinkly things that hang in the "
         "garden breeze? those round metal tops you put on pots when boiling veg", ["saucepan lids"]),
        ("ocr", "Bat boxes nailed to trees by the wildlife group: five hundred and sixty-seven",
         "How many wooden roosts for those little flying mammals that come out at dusk got fixed up in the woods? "
         "the total was on a slide", ["five hundred and sixty-seven", "five hundred sixty-seven", "567"]),
        ("ocr", "Litter picked from the canal towpath by volunteers: two thousand eight hundred and forty-one bags",
         "What number of sacks of rubbish got collected along the walkway beside the waterway where barges go, by "
         "unpaid helpers? the figure was on screen",
         ["two thousand eight hundred and forty-one", "two thousand eight hundred forty-one", "2841"]),
    ],
    mentions=[
        ("the brass cash drawer", "The brass cash drawer in the lobby once rang up groceries in Laxfield.", "laxfield"),
        ("the shop scales", "The shop scales by the lift weighed out sweets in Wenhaston.", "wenhaston"),
        ("the ham slicer", "The ham slicer in the kitchen came from the butcher's at Kersey.", "kersey"),
        ("the haberdashery cabinet", "The haberdashery cabinet on the landing stood in a draper's at Dennington.",
         "dennington"),
        ("the barber's swivel chair", "The barber's swivel chair in the staff room gave haircuts in Framlingham for sixty years.",
         "framlingham"),
        ("the ironmonger's ladder",
         "The ironmonger's ladder against the archive shelves was climbed every day in Debenham.", "debenham"),
        ("the post office counter", "The post office counter in the meeting room served customers at Peasenhall.",
         "peasenhall"),
        ("the chemist's jars", "The chemist's jars in the front window held remedies made up in Yoxford.",
         "yoxford"),
    ],
    screen_titles=[("Shorwell lantern makers", "shorwell"),
                   ("Wroxall bell ringers", "wroxall"),
                   ("Chale bay rock poolers", "chale"),
                   ("Brighstone carol singers", "brighstone"),
                   ("Arreton barn dance club", "arreton"),
                   ("Whitwell hedge layers", "whitwell"),
                   ("Calbourne mill volunteers", "calbourne"),
                   ("Rookley darts team", "rookley")],
    charts=["kites repaired", "pumpkins weighed", "tents pegged out", "sandcastles judged", "scarecrows stuffed",
            "tombola prizes claimed", "jars of chutney sold", "quilts finished"],
    absent=[
        "my gran is adamant one of the photos showed a quagga - that extinct half-striped zebra thing. was it in "
        "there or is she misremembering?",
        "back in the day, were the workshop's apprentices paid partly in turnips? I don't remember anyone saying",
        "Is the workshop kitchen open on St Andrew's Day? I didn't catch it",
        "Did the head of IT's bathtub racing medal get given to the hospice shop?",
        "Is the Thoralby bike workshop going to sell e-bikes, or did that not come up?",
        "Has the Cromford whalebone corset gone to the Derby Museum, or did nobody say?",
        "my brother-in-law says the lifting bridge at Goole was stuck open half the winter - did anyone mention "
        "it?",
        "Were any plans shown for the new tram stop in Wakefield?",
        "{topic}: did the governors ever give it the nod?",
        "Did the {topic} bring in a pay freeze or an overtime ban? I might be thinking of a different meeting",
    ],
    count_q=("how many separate times did the {animal} pop up?",
             "{animal} - count of sightings, please?",
             "My flatmate reckons the {animal} only came up once, but I'm sure it was back again later on. How "
             "many times was it shown?",
             "Count the appearances of the {animal} and give the number."),
    cross_photo_q=("which animal was on the screen while {what} was being discussed?",
                   "{what} - which animal was pictured then?",
                   "Bit of a random one: I think a wildlife picture was up when the speaker mentioned {what}. Which "
                   "animal was in it?",
                   "Identify the animal pictured at the point {what} comes up."),
    cross_screen_q=("which slide was on when they mentioned {what}?",
                    "{what}: slide at the time?",
                    "I scribbled '{what}' on a sticky note but didn't note the slide. Which one was up at that "
                    "point?",
                    "Name the slide being displayed when {what} is brought up."),
    cross_speech_q=("what did the speaker talk about over the {title} slide?",
                    "{title} slide - words spoken?",
                    "The dog started barking just as the {title} slide went up, so I missed the audio. What was said "
                    "over it?",
                    "Transcribe what the speaker says while the {title} slide is on screen."),
    after_chart_q=("which slide followed on from the {chart} chart?",
                   "{chart} chart, and after it?",
                   "I was squinting at the numbers on the {chart} chart and missed what followed it. What was the "
                   "slide after?",
                   "Identify which slide comes directly after the {chart} chart."),
    order_q=("which was shown earlier, {first} or {second}?",
             "{first} vs {second}: which one was on first?",
             "Settle something for us: my colleague insists {second} was on before {first}. Which actually appeared "
             "first?",
             "Determine which came first in the video: {first} or {second}."),
    at_screen_q=("what was on screen around {stamp}?",
                 "{stamp} - which slide was up then?",
                 "The kettle boiled at {stamp} and I stepped away. What was on the screen just then?",
                 "Report the slide visible at {stamp}."),
    at_said_q=("roughly what was the speaker saying near {stamp}?",
               "{stamp} - speaker's words?",
               "A lorry rumbled past my window at {stamp} and I couldn't hear a thing. What was being said at that "
               "point?",
               "Give the speaker's exact words at {stamp}."),
)


# A seventy-fourth held-out set (seeds >= SEVENTY_FOURTH_HELD_OUT_FROM), written after the seventy-third one,
# without reading the retrieval code.
SEVENTY_FOURTH_HELD_OUT_FROM = 7400
SEVENTY_FOURTH_HELD_OUT = Pools(
    text=[
        ("Chestnut frame shop", "Basket frames are bent by Iker",
         "the corner where they soak long strips of wood and curve them into those big scooped throwing claws - who "
         "does the bending? he had a clamp in each hand", ["iker"]),
        ("Wicker room", "Cestas are woven by Amaia",
         "where the curved catching baskets get threaded with thin reeds - who does the weaving? her fingers were "
         "going so fast they blurred", ["amaia"]),
        ("Glove bench", "Leather gloves are sewn by Unai",
         "the bench where someone stitches the snug sleeves that strap the baskets onto the players' arms - who "
         "does that? he used a curved needle about as long as a pencil", ["unai"]),
        ("Ball core room", "Rubber cores are wound by Leire",
         "the room where they wrap stretchy strands round and round a tiny centre to make the middle of the balls "
         "- who winds them? she said a single one takes most of a morning", ["leire"]),
        ("Goatskin room", "Ball covers are stitched by Gorka",
         "the place where the rock-hard little balls get their pale hide jackets sewn on in two figure-of-eight "
         "pieces - who stitches those? he bit the thread off with his teeth", ["gorka"]),
        ("Testing court", "Balls are bounce-tested by Nerea",
         "the high-walled practice court where every finished ball gets hurled at the wall to see how lively it is "
         "- who does the throwing? she could fling it way harder than any of us", ["nerea"]),
        ("Paddle shop", "Wooden bats are planed by Aitor",
         "the shed with the flat wooden bats for the simpler version of the game - who shapes those? he ran his "
         "thumb down every edge before he'd let one go", ["aitor"]),
        ("Front shop", "Woollen berets are made in Tolosa",
         "the floppy round flat caps on the rack by the door - where do they come from? some valley town that's "
         "apparently famous for its beans, going by the label", ["tolosa"]),
        ("Staff lunchroom", "The cheese in the lunchroom comes from Ordizia",
         "that smoky sheep's cheese they put out with quince paste at lunch - where's it from? a town with a big "
         "weekly market under an old covered hall, I think", ["ordizia"]),
        ("Goatskin store", "Goatskin store key code 5836",
         "the locked cupboard where they keep the hides before they're cut - what's the number for the keypad? a "
         "little kid asked and the guide pretended not to hear", ["5836"]),
    ],
    said=[
        ("The old fire station in Wetwang has been turned into a tattoo parlour.",
         "the old fire station in Wetwang - what's it become? I'd heard a gym", ["tattoo parlour"]),
        ("Our head of marketing spent a winter as a ski lift operator in Liechtenstein.",
         "Didn't the head of marketing have some odd winter job on the continent once? What was it, and which "
         "country?", ["ski lift operator", "liechtenstein"]),
        ("The empty Wesleyan chapel at Huggate is being turned into a harp school.",
         "that empty chapel up at Huggate - what's going in there? someone told me a nursery", ["harp school"]),
        ("Red-backed shrikes have raised chicks on the fen near Wicken.",
         "which birds have bred out on the fen near Wicken? the ones that spike beetles on thorns like a larder?",
         ["red-backed shrikes"]),
        ("Our head of HR once won a gold medal for conker fighting.",
         "what daft contest did the head of HR win gold at? tiddlywinks?", ["conker fighting"]),
        ("Builders restoring the almshouses at Coxwold found a Tudor shoe inside a chimney.",
         "what did the builders pull out of a chimney at the Coxwold almshouses? a dead jackdaw, I'd imagine",
         ["tudor shoe"]),
        ("The chip shop in Fridaythorpe has started selling battered gherkins.",
         "the Fridaythorpe chippy - what strange new thing are they frying? something sour and green, my cousin "
         "said", ["battered gherkins"]),
        ("Our head of operations keeps wallabies on a smallholding near Thixendale.",
         "Doesn't the head of operations keep some odd animals up on the Wolds? What kind, and near which "
         "village?", ["wallabies", "thixendale"]),
        ("The tramway at Shipley Glen has been shut for twenty-nine days.",
         "the Shipley Glen tramway - how long has it been shut now? feels like ages",
         ["twenty-nine days", "29 days"]),
        ("The cubs in Slingsby have built a go-kart out of shopping trolleys.",
         "what did the Slingsby cubs build their go-kart from? pram wheels, I bet", ["shopping trolleys"]),
    ],
    para=[
        ("speech", "Our chimney sweep once rode a camel past the pyramids at Meroe.",
         "the chap who brushes soot out of our flues - which ancient Sudanese site, full of steep little Nubian "
         "royal tombs, did he go by on a humped desert beast??", ["meroe"]),
        ("speech", "The locksmith's granddaughter has a kakapo carved from soap on her bedside table.",
         "the fella who changed our door bolts - his son's girl keeps which fat, flightless, moss-green New Zealand "
         "night parrot, whittled out of a bar you wash with, next to where she sleeps?", ["kakapo"]),
        ("speech", "Our bookkeeper collects antique ear trumpets.",
         "What does the person who keeps the firm's accounts hoard? those old horn-shaped hearing aids folk once "
         "held up to the side of their heads", ["ear trumpets"]),
        ("speech", "The janitor's cousin crocheted a full-size hirola for the school fete.",
         "the man who mops the corridors - his uncle's kid made which critically endangered Kenyan antelope with "
         "white spectacle markings round its eyes, at real scale, with a hooked needle and yarn, for the summer "
         "fair at the primary?", ["hirola"]),
        ("speech", "A retired milkman in Robin Hood's Bay has collected seven hundred and eighteen toby jugs.",
         "the old fella who used to leave pints on doorsteps in that steep smugglers' village of tumbling cottages "
         "just south of Whitby - how many of those pottery mugs shaped like chubby men in three-cornered hats does "
         "he own??", ["seven hundred and eighteen", "seven hundred eighteen", "718"]),
        ("speech", "The dentist's grandmother has swum across Windermere two hundred and thirty-one times.",
         "the woman who fixes our teeth - her dad's mum has done front crawl from shore to shore of England's "
         "biggest natural lake how often now??",
         ["two hundred and thirty-one", "two hundred thirty-one", "231"]),
        ("speech", "Our security guard spends his evenings restoring old carousel horses.",
         "the chap who patrols the building at night - what does he fix up after work? those painted wooden steeds "
         "that go round and round on poles at the fair", ["carousel horses"]),
        ("speech", "The florist's son makes lampshades out of old maps.",
         "the lady who sells bouquets - her lad turns what into covers for light bulbs? those folded paper charts "
         "of roads and countryside people used before satnav", ["old maps"]),
        ("ocr", "Toads helped across the road by patrol volunteers: one thousand six hundred and nine",
         "How many warty amphibians got carried safely over the tarmac by unpaid night-time helpers on damp spring "
         "evenings? the total was on a slide",
         ["one thousand six hundred and nine", "one thousand six hundred nine", "1609"]),
        ("ocr", "Books lent from the phone box library in the village: three thousand two hundred and twelve",
         "What number of paperbacks got borrowed out of that little red kiosk now fitted with shelves for readers? "
         "the figure was on screen",
         ["three thousand two hundred and twelve", "three thousand two hundred twelve", "3212"]),
    ],
    mentions=[
        ("the copper boiler", "The copper boiler in the lobby heated washing water for a laundry at Powerstock.",
         "powerstock"),
        ("the flat irons", "The flat irons on the reception shelf pressed shirts in a washhouse at Maiden Newton.",
         "maiden newton"),
        ("the dolly tub", "The dolly tub by the lifts was pounded every Monday in Toller Porcorum.",
         "toller porcorum"),
        ("the clothes horse", "The clothes horse in the staff room aired sheets in a cottage at Puncknowle.",
         "puncknowle"),
        ("the starch tin", "The starch tin on the boardroom table came from a laundress at Loders.", "loders"),
        ("the laundry basket", "The laundry basket under the stairs carried linen round Symondsbury.",
         "symondsbury"),
        ("the wringer", "The wringer in the print room squeezed out washing at Askerswell.", "askerswell"),
        ("the ironing stove",
         "The ironing stove in the archive warmed irons for a laundry in Piddletrenthide.", "piddletrenthide"),
    ],
    screen_titles=[("Mullion cove kayakers", "mullion"),
                   ("Coverack gig rowers", "coverack"),
                   ("Cadgwith shanty singers", "cadgwith"),
                   ("St Keverne quiz league", "st keverne"),
                   ("Manaccan orchard group", "manaccan"),
                   ("Gweek seal sanctuary helpers", "gweek"),
                   ("Porthallow pottery club", "porthallow"),
                   ("Ruan Minor ukulele band", "ruan minor")],
    charts=["hedges trimmed", "bird feeders filled", "jigsaws completed", "canoes launched", "scones baked",
            "beehives inspected", "bicycle lamps fitted", "allotment plots dug"],
    absent=[
        "my uncle is convinced one of the photos showed a thylacine - the stripy Tasmanian wolf thing that died "
        "out. was it really in there, or is he mixing it up?",
        "years ago, were the basket weavers there paid partly in olive oil? nobody said so as far as I heard",
        "Is the staff lunchroom open over the Easter weekend? I didn't catch it either way",
        "Did the head of HR ever defend that conker title at the world championships?",
        "Is the Wetwang tattoo parlour going to do piercings as well, or wasn't that said?",
        "Has the Coxwold Tudor shoe gone off to a museum in York, or did nobody say?",
        "my neighbour reckons the footbridge at Castleford was closed for weeks last autumn - did anyone bring "
        "that up?",
        "Were any drawings shown for the new bus depot at Pontefract?",
        "{topic}: did the works council ever sign off on it?",
        "Did the {topic} end in a hiring freeze or a bonus cut? I could be muddling it up with another talk",
    ],
    count_q=("how often did the {animal} show up in total?",
             "{animal} - how many times in all?",
             "My sister thinks the {animal} was only on once, but I swear it came back near the end. How many "
             "times did it appear?",
             "State the number of separate times the {animal} appears on screen."),
    cross_photo_q=("what animal was up on screen when they were talking about {what}?",
                   "{what} - animal on screen at the time?",
                   "Odd question, but I half remember a nature photo being up while the speaker brought up {what}. "
                   "What creature was it?",
                   "Name the animal shown while {what} is being mentioned."),
    cross_screen_q=("what slide had they got up when {what} came into it?",
                    "{what} - which slide was up?",
                    "I jotted down '{what}' in my notebook but forgot to write down the slide. Which one was on "
                    "screen?",
                    "Identify which slide is up at the moment the speaker refers to {what}."),
    cross_speech_q=("what was said while the {title} slide was up?",
                    "{title} slide: what was the voiceover?",
                    "My phone buzzed right as the {title} slide appeared, so I missed the audio. What did the "
                    "speaker say over it?",
                    "Write down the speech heard during the {title} slide."),
    after_chart_q=("once the {chart} chart was done, what slide came up next?",
                   "{chart} chart: what followed it?",
                   "I was busy copying down figures from the {chart} chart and missed the next slide. What was it?",
                   "State the slide that immediately follows the {chart} chart."),
    order_q=("out of {first} and {second}, which one turned up sooner?",
             "{first} / {second} - which came earlier?",
             "Quick bet to settle: my housemate swears {second} was shown before {first}. Which really came first?",
             "Say which appeared earlier in the video: {first} or {second}."),
    at_screen_q=("what slide was up at about {stamp}?",
                 "{stamp} - what was up on the screen?",
                 "Somebody knocked at the door at {stamp} and I went to answer it. What was on screen at that "
                 "moment?",
                 "State what the screen shows at {stamp}."),
    at_said_q=("what was the speaker talking about at around {stamp}?",
               "{stamp}: what were the words?",
               "The smoke alarm went off at {stamp} and I couldn't hear anything. What was being said right then?",
               "Transcribe the speech at {stamp}."),
)

# A seventy-fifth held-out set (seeds >= SEVENTY_FIFTH_HELD_OUT_FROM), written after the seventy-fourth one,
# without reading the retrieval code.
SEVENTY_FIFTH_HELD_OUT_FROM = 7500
SEVENTY_FIFTH_HELD_OUT = Pools(
    text=[
        ("Bell mould pit", "Bell moulds are packed by Matej",
         "the sunken floor where they ram sand and loam round a shaped core before the molten bronze goes in - who "
         "does the packing? he was up to his elbows in the stuff", ["matej"]),
        ("Tuning lathe", "Bells are tuned by Nika",
         "the big spinning machine that shaves metal off the inside of each bell until it rings at the exact note "
         "- who works it? she kept tapping them with a little hammer and listening", ["nika"]),
        ("Clapper forge", "Clappers are forged by Rok",
         "the hot corner with the anvil where the heavy iron tongues that swing inside get hammered into shape - "
         "who makes those? he had forearms like hams", ["rok"]),
        ("Keyboard loft", "Baton keyboards are built by Neza",
         "the room upstairs with that odd wooden console played with your fists rather than your fingers - who "
         "builds them? she showed us a bruise from practising on one", ["neza"]),
        ("Frame shop", "Bell frames are bolted by Blaz",
         "the yard where they put together the huge steel racks the bells end up hanging from - who assembles "
         "them? he climbed it like a monkey to show us", ["blaz"]),
        ("Wire room", "Transmission wires are strung by Ajda",
         "the long narrow room full of taut cables linking each key to its bell far above - who strings them? "
         "she said one slack line ruins a whole tune", ["ajda"]),
        ("Polishing bay", "Bronze is polished by Ziga",
         "the bay where the dull brown castings get buffed until they gleam like gold - who does the buffing? he "
         "wore a mask and goggles and still looked filthy", ["ziga"]),
        ("Foundry shop", "Lace bookmarks are made in Idrija",
         "those fine white lacy strips for keeping your page, on the stand by the till - where are they made? "
         "some old mercury mining town in the hills, the tag said", ["idrija"]),
        ("Staff canteen", "The honey in the canteen comes from Radovljica",
         "the runny golden stuff in little jars they put out with breakfast - where's it from? a town with a "
         "beekeeping museum, someone told me", ["radovljica"]),
        ("Bronze store", "Bronze store door code 4168",
         "the cage where they stack the copper and tin ingots before a pour - what's the number to get in? a "
         "cheeky teenager asked and the guide just winked", ["4168"]),
    ],
    said=[
        ("The old tram depot in Ilkley has become a marionette theatre.",
         "the old tram depot in Ilkley - what's it turned into? my sister thought a climbing gym",
         ["marionette theatre"]),
        ("Our head of finance spent a winter as a snowcat driver in Croatia.",
         "The head of finance did a strange seasonal job abroad at some point, didn't he? What was it, and in "
         "which country?", ["snowcat driver", "croatia"]),
        ("The disused Quaker meeting house at Clunbury is being turned into a cheese dairy.",
         "the disused meeting house at Clunbury - what's happening to it? somebody mentioned holiday lets",
         ["cheese dairy"]),
        ("Stone curlews have raised chicks on the heath near Weeting.",
         "which birds bred out on the heath near Weeting? the big yellow-eyed ones that wail at night?",
         ["stone curlews"]),
        ("Our head of sales once won a silver medal for pram racing.",
         "what ridiculous race did the head of sales win silver in? sack racing?", ["pram racing"]),
        ("Roofers mending the tithe barn at Bredon found a witch bottle in the thatch.",
         "what did the roofers find tucked in the thatch of the Bredon tithe barn? an owl's nest, I suppose",
         ["witch bottle"]),
        ("The bakery in Hathersage has started selling lavender pasties.",
         "the Hathersage bakery - what weird new thing have they started baking? something flowery, my aunt said",
         ["lavender pasties"]),
        ("Our head of facilities keeps ostriches on a farm near Hopesay.",
         "Doesn't the head of facilities keep some unusual livestock out in the Shropshire hills? What sort, and "
         "near which village?", ["ostriches", "hopesay"]),
        ("The ferry at Hamble has been out of action for forty-three days.",
         "the Hamble ferry - how long has it been out of action? seems like months to me",
         ["forty-three days", "43 days"]),
        ("The scouts in Lacock have built a raft out of traffic cones.",
         "what did the Lacock scouts make their raft out of? oil drums, I'd guess", ["traffic cones"]),
    ],
    para=[
        ("speech", "Our gardener once rowed a dinghy past the temples at Abu Simbel.",
         "the woman who mows the lawns for us - which colossal rock-cut Egyptian monument, moved block by block "
         "when Lake Nasser rose, did she go by in a small boat with oars??", ["abu simbel"]),
        ("speech", "The postman's nephew has a saola knitted from wool on his mantelpiece.",
         "the bloke who delivers our letters - his sister's lad keeps which hugely rare Vietnamese forest ox with "
         "long straight horns, made of yarn with needles, above his fireplace?", ["saola"]),
        ("speech", "Our payroll clerk collects antique hurricane lamps.",
         "What does the person who sorts everybody's wages hoard? those glass-chimneyed oil lights you can carry "
         "about in a gale", ["hurricane lamps"]),
        ("speech", "The barber's aunt sewed a life-size dibatag from duvet covers for the town pageant.",
         "the man who cuts our hair - his mum's sister made which slender Somali gazelle that holds its tail up "
         "like a stick when running, at real scale, out of bedding, for the local procession?", ["dibatag"]),
        ("speech", "A retired postmistress in Port Isaac has collected five hundred and twenty-four tin soldiers.",
         "the lady who used to sell stamps in that little Cornish fishing village where Doc Martin was filmed - "
         "how many of those small painted metal figures of troops does she own??",
         ["five hundred and twenty-four", "five hundred twenty-four", "524"]),
        ("speech", "The vet's grandfather has walked up Helvellyn three hundred and seventy-five times.",
         "the woman who looks after our dog when it's poorly - her mum's dad has hiked to the top of that Lake "
         "District fell with Striding Edge how often now??",
         ["three hundred and seventy-five", "three hundred seventy-five", "375"]),
        ("speech", "Our courier spends his weekends restoring old gypsy caravans.",
         "the lad who drops off parcels for us - what does he fix up on Saturdays and Sundays? those painted "
         "horse-drawn wooden homes on wheels that travellers lived in", ["gypsy caravans"]),
        ("speech", "The baker's daughter makes earrings out of old typewriter keys.",
         "the man who sells us bread - his girl turns what into jewellery for her ears? those little round "
         "buttons people hammered letters onto paper with before computers", ["typewriter keys"]),
        ("ocr", "Hedgehog houses built by the school eco club: four hundred and thirty-eight",
         "How many little shelters for those spiny garden creatures that curl up into balls did the kids' green "
         "society put together? the total was on a slide",
         ["four hundred and thirty-eight", "four hundred thirty-eight", "438"]),
        ("ocr", "Trees planted along the bypass by volunteers: six thousand one hundred and fifty-three",
         "What number of saplings got put in the ground beside the ring road round town, by unpaid helpers? the "
         "figure was on screen",
         ["six thousand one hundred and fifty-three", "six thousand one hundred fifty-three", "6153"]),
    ],
    mentions=[
        ("the station bell", "The station bell in the lobby was rung for every train at Walesby.", "walesby"),
        ("the luggage scales", "The luggage scales by the lifts weighed trunks on the platform at Claxby.",
         "claxby"),
        ("the guard's whistle", "The guard's whistle on the reception desk sent trains off from Nettleton.",
         "nettleton"),
        ("the ticket press", "The ticket press in the staff room dated tickets in the booking office at Ludford.",
         "ludford"),
        ("the waiting room stove",
         "The waiting room stove in the meeting room warmed passengers at Hemingby.", "hemingby"),
        ("the parcels barrow", "The parcels barrow under the stairs trundled crates along the line at Salmonby.",
         "salmonby"),
        ("the lamp room oil can", "The lamp room oil can in the print room filled signal lights at Somersby.",
         "somersby"),
        ("the enamel departures board",
         "The enamel departures board in the archive hung by the ticket window at Tealby.", "tealby"),
    ],
    screen_titles=[("Porthgain harbour swimmers", "porthgain"),
                   ("Abercastle crabbing club", "abercastle"),
                   ("Trefin male voice choir", "trefin"),
                   ("Mathry chess circle", "mathry"),
                   ("Nolton Haven beach cleaners", "nolton haven"),
                   ("Marloes birdwatchers", "marloes"),
                   ("Llanrhian knitting circle", "llanrhian"),
                   ("Croesgoch young farmers", "croesgoch")],
    charts=["paper lanterns hung", "pebbles painted", "pancakes tossed", "chess games played", "paper boats folded",
            "drystone walls rebuilt", "apples pressed", "choir rehearsals held"],
    absent=[
        "my aunt insists one of the photos showed an aurochs - the huge wild ox that cattle came from. was it "
        "actually in there, or is she making it up?",
        "way back, were the foundry hands paid partly in barley? I never heard anyone say",
        "Is the canteen open on Ascension Day? I didn't catch whether it is",
        "Did the head of sales ever go back and race at the national finals?",
        "Is the Clunbury cheese dairy going to have a tasting room, or didn't that come up?",
        "Has the Bredon witch bottle been handed over to a museum in Worcester, or did nobody say?",
        "my cousin thinks the chain ferry at Stourport was stuck for a fortnight last spring - did anyone "
        "mention that?",
        "Were any plans shown for the new lido at Bromyard?",
        "{topic}: did the trade union ever agree to it?",
        "Did the {topic} end with redundancies or a pay cut? I might be thinking of a different meeting",
    ],
    count_q=("how many times did the {animal} turn up altogether?",
             "{animal}: how many showings in all?",
             "My dad reckons the {animal} only popped up the once, but I'm fairly sure I saw it twice. How many "
             "times was it on screen?",
             "Give the total count of appearances of the {animal}."),
    cross_photo_q=("which creature was on the screen while they were going on about {what}?",
                   "{what}: what creature was on the slide?",
                   "This is a weird one, but there was a wildlife picture up when the presenter got onto {what}. "
                   "Which animal was in it?",
                   "Identify the animal pictured at the point where {what} is mentioned."),
    cross_screen_q=("which slide was showing when they got onto {what}?",
                    "{what}: what slide went with that?",
                    "I scribbled '{what}' on a napkin but didn't note the slide it went with. Which one was showing?",
                    "Name the slide displayed when the speaker mentions {what}."),
    cross_speech_q=("what did the presenter say while the {title} slide was showing?",
                    "{title} slide: what did the presenter say over it?",
                    "The dog started barking just as the {title} slide came up, so I lost the sound. What did the "
                    "presenter say?",
                    "Report what is spoken while the {title} slide is displayed."),
    after_chart_q=("what came on straight after the {chart} chart?",
                   "{chart} chart - what came next?",
                   "I was squinting at the numbers on the {chart} chart and didn't notice the following slide. What "
                   "was it?",
                   "Name the slide shown directly after the {chart} chart."),
    order_q=("between {first} and {second}, which popped up first?",
             "{first} vs {second}: which one came up first?",
             "My flatmate and I have a fiver riding on this: she says {second} came before {first}. Who's right?",
             "Determine whether {first} or {second} appears first in the video."),
    at_screen_q=("what was showing on the screen around {stamp}?",
                 "{stamp} - what was on the screen?",
                 "The kettle boiled at {stamp} and I nipped off to make a cuppa. What was up on screen just then?",
                 "Describe what is displayed at {stamp}."),
    at_said_q=("what was the presenter saying at roughly {stamp}?",
               "{stamp}: what was the presenter on about?",
               "My headphones cut out at {stamp} so I heard nothing. What was the presenter saying at that point?",
               "Give the words spoken at {stamp}."),
)

# A seventy-sixth held-out set (seeds >= SEVENTY_SIXTH_HELD_OUT_FROM), written after the seventy-fifth one,
# without reading the retrieval code.
SEVENTY_SIXTH_HELD_OUT_FROM = 7600
SEVENTY_SIXTH_HELD_OUT = Pools(
    text=[
        ("Soundboard bench", "Spruce soundboards are planed by Aarne",
         "the long bench where they shave thin pale panels of wood down until light almost glows through them - "
         "who does the shaving? he kept flexing each one and sniffing it", ["aarne"]),
        ("Carving room", "Kantele bodies are hollowed by Hilkka",
         "where they scoop out a solid block to make the box of those plucked Finnish zithers - who does the "
         "scooping? she used a gouge about the size of a soup spoon", ["hilkka"]),
        ("Peg lathe", "Tuning pegs are turned by Veikko",
         "the lathe corner making the little pins the strings wind round - who turns them? he had a jar of "
         "rejects he called his mistakes", ["veikko"]),
        ("Stringing room", "Strings are fitted by Saara",
         "the bright room where the thin wires get threaded across and tightened one at a time - who does the "
         "fitting? she hummed each note as she went", ["saara"]),
        ("Varnish booth", "Oil varnish is brushed on by Eero",
         "the stuffy little cubicle where the finished instruments get their glossy coats - who brushes it on? he "
         "said the smell follows him home every night", ["eero"]),
        ("Inlay table", "Birch inlays are set by Tuuli",
         "the table where tiny bits of pale wood get pressed into patterns round the sound hole - who sets them? "
         "she used tweezers and barely breathed", ["tuuli"]),
        ("Listening room", "Finished instruments are played by Kalle",
         "the padded room where each new one gets a proper try before it's boxed up - who plays them? he did a "
         "folk tune so mournful a woman behind me welled up", ["kalle"]),
        ("Souvenir counter", "Felt slippers are made in Kuopio",
         "the grey woolly house shoes on the shelf near the exit - where are they from? a lakeside city with a "
         "tall lookout tower on a hill, going by the tag", ["kuopio"]),
        ("Workers' kitchen", "The smoked vendace in the kitchen comes from Iisalmi",
         "those tiny silvery little fish they put out on rye crispbread at lunch - where do they come from? "
         "somewhere further north with a big brewery, I think", ["iisalmi"]),
        ("Timber shed", "Timber shed lock code 7352",
         "the shed where they leave planks to season for years before anyone cuts them - what's the combination? "
         "a boy in our group asked and the guide laughed it off", ["7352"]),
    ],
    said=[
        ("The old auction mart in Haydon Bridge has become a sourdough bakery.",
         "the old auction mart in Haydon Bridge - what's it been turned into? my neighbour said a carpet warehouse",
         ["sourdough bakery"]),
        ("Our head of procurement spent a summer as a lighthouse cook in Latvia.",
         "Wasn't there something about the head of procurement doing an odd summer job overseas? What was the job, "
         "and where?", ["lighthouse cook", "latvia"]),
        ("The derelict Methodist chapel at Allendale is being turned into a violin school.",
         "that derelict chapel in Allendale - what's it going to be? I'd assumed flats", ["violin school"]),
        ("Hen harriers have raised chicks on the moor near Otterburn.",
         "which birds nested out on the moor near Otterburn? the grey ones that skydance in spring?",
         ["hen harriers"]),
        ("Our head of IT once won a bronze medal for hay bale tossing.",
         "what daft country sport did the head of IT get a bronze for? welly throwing?", ["hay bale tossing"]),
        ("Masons repairing the packhorse bridge at Wark found a bronze spur in the mortar.",
         "what turned up in the mortar when the masons were mending the old bridge at Wark? a horseshoe, surely",
         ["bronze spur"]),
        ("The tea room in Blanchland has started selling beetroot scones.",
         "the Blanchland tea room - what strange new bake are they doing? something purple, according to my mum",
         ["beetroot scones"]),
        ("Our head of research keeps yaks on a farm near Alwinton.",
         "Doesn't the head of research keep some shaggy beasts up in Northumberland somewhere? What are they, and "
         "by which village?", ["yaks", "alwinton"]),
        ("The footbridge at Featherstone has been closed for fifty-six days.",
         "the Featherstone footbridge - how long's it been shut for now? must be nearly two months",
         ["fifty-six days", "56 days"]),
        ("The guides in Kirkwhelpington have built a greenhouse out of wine bottles.",
         "what did the Kirkwhelpington guides build their greenhouse from? old windows, I'd have thought",
         ["wine bottles"]),
    ],
    para=[
        ("speech", "Our window cleaner once cycled past the stone heads at Nemrut.",
         "the fella who does the glass on our house - which Turkish mountaintop, crowned with giant carved statues "
         "of ancient gods and kings, did he ride by on two wheels??", ["nemrut"]),
        ("speech", "The roofer's niece has a tuatara modelled from clay on her bookcase.",
         "the man who fixed the tiles over our heads - his brother's girl keeps which spiny green New Zealand "
         "reptile, a living fossil with a third eye, shaped out of pottery earth, on the shelves in her room?",
         ["tuatara"]),
        ("speech", "Our receptionist collects antique sugar tongs.",
         "What does the woman who greets visitors at the front desk hoard? those little silver pincers folk once "
         "used for lifting lumps of sweetener into tea", ["sugar tongs"]),
        ("speech", "The caretaker's brother knitted a life-size addax for the village show.",
         "the man who looks after the school building - his sibling made which pale Saharan antelope with long "
         "twisting horns, at real scale, with yarn and needles, for the local agricultural fair?", ["addax"]),
        ("speech", "A retired bus driver in Kettleness has collected six hundred and forty-seven egg cups.",
         "the old fella who spent years at the wheel of the coastal service, living on that lonely headland "
         "hamlet just up from Whitby - how many of those tiny holders for a boiled breakfast you eat with a spoon "
         "does he own??", ["six hundred and forty-seven", "six hundred forty-seven", "647"]),
        ("speech", "The pharmacist's grandmother has climbed Cross Fell four hundred and sixty-nine times.",
         "the woman who hands out our prescriptions - her dad's mum has hiked to the summit of the Pennines' "
         "highest hill, up above Penrith, how often now??",
         ["four hundred and sixty-nine", "four hundred sixty-nine", "469"]),
        ("speech", "Our electrician spends her weekends restoring old milk floats.",
         "the woman who rewired our kitchen - what does she fix up on Saturdays and Sundays? those quiet little "
         "electric vans that used to deliver pints to doorsteps at dawn", ["milk floats"]),
        ("speech", "The butcher's son makes wallets out of old sails.",
         "the man who sells us sausages - his lad turns what into things for carrying banknotes in? those big "
         "canvas sheets that once caught the wind on yachts", ["old sails"]),
        ("ocr", "Barn owl boxes put up on farms by the wildlife trust: five hundred and ninety-one",
         "How many wooden homes for those pale heart-faced hunters of the night got fixed up around the "
         "countryside by the nature charity? the total was on a slide",
         ["five hundred and ninety-one", "five hundred ninety-one", "591"]),
        ("ocr", "Litter bags filled at the beach clean: two thousand four hundred and seventy",
         "What number of sacks of rubbish got collected off the sand by folk tidying the shore? the figure was on "
         "screen",
         ["two thousand four hundred and seventy", "two thousand four hundred seventy", "2470"]),
    ],
    mentions=[
        ("the baker's peel", "The baker's peel in the lobby slid loaves out of an oven at Chelsworth.", "chelsworth"),
        ("the dough trough", "The dough trough by the lifts held the morning's batch at a bakehouse in Hartest.",
         "hartest"),
        ("the proving basket", "The proving basket on the reception desk came from a baker's at Monks Eleigh.",
         "monks eleigh"),
        ("the flour bin", "The flour bin in the staff room stood in a mill kitchen at Hoxne.", "hoxne"),
        ("the bakehouse clock", "The bakehouse clock in the meeting room timed every bake at Polstead.",
         "polstead"),
        ("the delivery bicycle", "The delivery bicycle under the stairs carried rolls round Boxford.", "boxford"),
        ("the wafer iron", "The wafer iron in the print room pressed fair-day treats at Bildeston.", "bildeston"),
        ("the bun tray", "The bun tray in the archive went into the ovens of a bakery in Kettlebaston.",
         "kettlebaston"),
    ],
    screen_titles=[("Tayvallich sailing club", "tayvallich"),
                   ("Crinan canal lock keepers", "crinan"),
                   ("Kilmartin cairn walkers", "kilmartin"),
                   ("Ardfern ceilidh band", "ardfern"),
                   ("Craobh Haven rowing crew", "craobh haven"),
                   ("Kilmichael Glassary quilters", "kilmichael glassary"),
                   ("Achnamara forest rangers", "achnamara"),
                   ("Minard drama group", "minard")],
    charts=["kites flown", "marmalade jars filled", "benches varnished", "crosswords solved", "turnip lanterns carved",
            "raffle tickets sold", "holly wreaths made", "tandem rides given"],
    absent=[
        "my grandad swears one of the photos showed a moa - that giant flightless bird New Zealand lost centuries "
        "ago. was it really in there, or did he dream it?",
        "back in the day, were the instrument makers paid partly in salt fish? nobody mentioned it that I heard",
        "Is the workers' kitchen open on Whit Monday? I didn't catch either way",
        "Did the head of IT ever go back to defend that bronze at the Glendale show?",
        "Is the Haydon Bridge bakery going to run a horror film night too, or wasn't that mentioned?",
        "Has the Wark spur been passed on to a museum in Newcastle, or did nobody say?",
        "my brother reckons the ford at Bardon Mill flooded for a whole month last winter - did that come up at "
        "all?",
        "Were any sketches shown for the new cricket pavilion at Stocksfield?",
        "{topic}: did the shareholder meeting ever approve it?",
        "Did the {topic} end in a buyout or an outsourcing deal? I may be mixing it up with another talk",
    ],
    count_q=("how many times did we get the {animal} in total?",
             "{animal}, how many appearances altogether?",
             "My gran swears the {animal} was only on the once, but I'm sure I saw it a couple of times. How many "
             "times did it come up?",
             "Count how many separate times the {animal} is shown."),
    cross_photo_q=("what animal was on the screen while the speaker was talking about {what}?",
                   "{what}: which animal did the screen show then?",
                   "Bit of a random one, but I think a wildlife photo was showing while they mentioned {what}. What "
                   "animal was it?",
                   "State which animal appears on screen as {what} is discussed."),
    cross_screen_q=("what slide was up at the point they mentioned {what}?",
                    "{what}: slide showing then?",
                    "I jotted '{what}' on the back of my hand but forgot which slide was on. Any idea which it was?",
                    "Identify the slide on screen when {what} is brought up."),
    cross_speech_q=("what was being said over the {title} slide?",
                    "{title} slide - what were the words?",
                    "The doorbell went right as the {title} slide appeared, so I missed the audio. What was said "
                    "over it?",
                    "Provide the speech that accompanies the {title} slide."),
    after_chart_q=("once the {chart} chart was done, what slide came on?",
                   "{chart} chart, then which slide?",
                   "I was busy copying down the {chart} chart and missed whatever came on after. What was the next "
                   "slide?",
                   "Name the slide that comes on immediately once the {chart} chart ends."),
    order_q=("did {first} come on before {second}, or the other way round?",
             "{first} / {second}: which got shown first?",
             "My mate insists {second} was on before {first}, and I think it's the other way round. Which is it?",
             "Indicate which of {first} and {second} comes first in the video."),
    at_screen_q=("what was up on the screen at about {stamp}?",
                 "{stamp} - screen contents?",
                 "My phone rang at {stamp} and I looked away for a bit. What was on the screen right then?",
                 "Report what the screen shows at {stamp}."),
    at_said_q=("what was being said at around {stamp}?",
               "{stamp} - what did they say?",
               "Someone started hoovering outside at {stamp} and drowned the sound out. What were they saying just "
               "then?",
               "Quote what is said at {stamp}."),
)

# A seventy-seventh held-out set (seeds >= SEVENTY_SEVENTH_HELD_OUT_FROM), written after the seventy-sixth one,
# without reading the retrieval code.
SEVENTY_SEVENTH_HELD_OUT_FROM = 7700
SEVENTY_SEVENTH_HELD_OUT = Pools(
    text=[
        ("Clay room", "Tile blanks are pressed by Custodio",
         "the damp room where they squash wet earth into flat squares before anything gets painted - who does the "
         "squashing? he had grey sludge right up to his elbows", ["custodio"]),
        ("Glaze kitchen", "White tin glaze is mixed by Graciete",
         "where that milky coating gets stirred up before the blue goes on top - whose job is the stirring? she "
         "tested it with a fingertip like it was custard", ["graciete"]),
        ("Pouncing table", "Stencils are pricked by Amadeu",
         "the table where they poke rows of tiny holes through paper patterns and dab charcoal through - who does "
         "the poking? he said it's the dullest job in the place and the most important", ["amadeu"]),
        ("Brushwork studio", "Cobalt outlines are painted by Benedita",
         "the hushed studio where the deep blue lines go on freehand - who does those? she did a whole ship's "
         "rigging without a single wobble", ["benedita"]),
        ("Kiln yard", "The kilns are fired by Teodoro",
         "the scorching yard round the back with the big ovens - who's in charge of heating them up? he reckons he "
         "can judge the heat just from the colour of the glow", ["teodoro"]),
        ("Restoration bench", "Broken panels are repaired by Filipa",
         "the bench where cracked old wall pictures from churches get pieced back together - who mends them? she "
         "kept a box of fragments sorted by century", ["filipa"]),
        ("Packing bay", "Orders are crated by Duarte",
         "the loading area where the finished squares get boxed up in straw to be sent off - who does the boxing? "
         "he said breakages used to be one in ten", ["duarte"]),
        ("Gift shop", "Cork coasters are made in Coruche",
         "those light brown bark drinks mats by the till - where are they produced? a town out on the plains where "
         "they strip the trees every nine years, according to the sticker", ["coruche"]),
        ("Workshop canteen", "The tinned sardines in the canteen come from Matosinhos",
         "those little oily fish in tins they hand round at lunchtime - where are they from? a harbour town up "
         "north right next to Porto, I think", ["matosinhos"]),
        ("Greenware loft", "Greenware loft door code 5917",
         "the attic where the painted squares sit waiting to be fired - what number gets you in? one of the kids "
         "asked and the guide just winked", ["5917"]),
    ],
    said=[
        ("The old rope works in Foxdale has become a cheese cave.",
         "the old rope works at Foxdale - what's it been made into? somebody at the bus stop told me a gym",
         ["cheese cave"]),
        ("Our head of finance spent a season as a ferry deckhand in Tonga.",
         "Didn't the head of finance do some unlikely seasonal job on the far side of the world? What was it, and "
         "which country?", ["ferry deckhand", "tonga"]),
        ("The boarded-up signal box at Ballaugh is being turned into a harp workshop.",
         "that boarded-up signal box at Ballaugh - what's going in there? I'd heard a coffee kiosk",
         ["harp workshop"]),
        ("Goshawks have raised chicks in the plantation above Sulby.",
         "which birds of prey bred in the conifers up above Sulby? buzzards, was it?", ["goshawks"]),
        ("Our head of legal once came second in the tin bath racing at Castletown.",
         "what eccentric contest was the head of legal runner-up in? a wheelbarrow race or something?",
         ["tin bath racing"]),
        ("Builders restoring the chapel at Andreas found a pewter whistle behind the pulpit.",
         "what did the builders turn up when they were doing up that chapel at Andreas? an old coin, I'd bet",
         ["pewter whistle"]),
        ("The chip shop in Port St Mary has started selling battered haggis.",
         "the Port St Mary chippy - what odd new item is on the menu? something from north of the border, "
         "my dad said", ["battered haggis"]),
        ("Our head of sales keeps Bactrian camels on a smallholding near Cregneash.",
         "Doesn't the head of sales look after some peculiar livestock over on the Isle of Man? What are they, and "
         "near which village?", ["bactrian camels", "cregneash"]),
        ("The footpath through Colby Glen has been closed for thirty-nine days.",
         "the Colby Glen path - how long has it been shut now? well over a month, surely",
         ["thirty-nine days", "39 days"]),
        ("The scouts in Ballasalla have built a bird hide out of shipping pallets.",
         "what did the Ballasalla scouts knock their bird hide together from? driftwood, I assumed",
         ["shipping pallets"]),
    ],
    para=[
        ("speech", "Our plumber once drove past the rock churches at Lalibela.",
         "the man who fixes leaks under our sink - which Ethiopian town, famed for places of worship hewn straight "
         "down into solid stone, did he go by in a car??", ["lalibela"]),
        ("speech", "The locksmith's nephew keeps a working model of a Stirling engine on his windowsill.",
         "the fella who cut our spare keys - his sister's boy has which kind of little hot-air motor, the sort "
         "dreamt up by a Scottish clergyman in 1816, ticking away on the ledge by his glass pane?",
         ["stirling engine"]),
        ("speech", "Our postwoman collects Victorian button hooks.",
         "What does the lady who brings the letters round hoard? those little metal gadgets people once needed for "
         "fastening boots and gloves, back in the 1800s", ["button hooks"]),
        ("speech", "The gardener's sister restored a bow top wagon for the church fete.",
         "the chap who trims our hedges - whose sibling did up which sort of curved, barrel-roofed horse-drawn home "
         "used by travelling folk, for the parish summer fair?", ["bow top wagon", "bow top"]),
        ("speech", "A retired ferryman in Bowness has collected seven hundred and thirty-two thimbles.",
         "the old chap who spent decades rowing passengers across the water, living in that busy resort on the "
         "shore of Windermere - how many of those tiny metal caps for protecting a fingertip while sewing does he "
         "own??", ["seven hundred and thirty-two", "seven hundred thirty-two", "732"]),
        ("speech", "The dentist's grandfather has swum across Loweswater two hundred and eighty-seven times.",
         "the woman who checks our teeth - her mum's dad has gone from shore to shore of that little lake near "
         "Crummock, without a boat, how often now??",
         ["two hundred and eighty-seven", "two hundred eighty-seven", "287"]),
        ("speech", "Our optician spends her weekends restoring old fairground organs.",
         "the lady who tests our eyesight - what does she mend on her days off? those big painted music machines "
         "with pipes that played beside the carousels", ["fairground organs"]),
        ("speech", "The vet's daughter makes handbags out of old hot water bottles.",
         "the woman who treats our dog - her girl turns what into things for carrying purses and keys? those rubber "
         "bags you fill from the kettle to warm the bed", ["hot water bottles"]),
        ("ocr", "Hedgerow laid by conservation volunteers in metres: one thousand six hundred and twelve",
         "What length of field boundary bushes got cut and woven by the nature group's helpers? it was given as a "
         "figure on screen",
         ["one thousand six hundred and twelve", "one thousand six hundred twelve", "1612"]),
        ("ocr", "Lost library books returned during the amnesty: two hundred and seventy-one",
         "How many overdue borrowed volumes found their way back when fines were waived? the number was up on a "
         "slide",
         ["two hundred and seventy-one", "two hundred seventy-one", "271"]),
    ],
    mentions=[
        ("the caulking mallet", "The caulking mallet in the foyer sealed hull seams at a boatyard in Golant.",
         "golant"),
        ("the oak tiller", "The oak tiller beside the photocopier once steered a barge up the creek to Lerryn.",
         "lerryn"),
        ("the brass compass", "The brass compass on the boardroom windowsill guided fishing boats out of Polruan.",
         "polruan"),
        ("the sail needle case", "The sail needle case in the post room belonged to a sailmaker in Tywardreath.",
         "tywardreath"),
        ("the steam box", "The steam box behind the front desk bent oak planks at a yard near Duloe.", "duloe"),
        ("the fog bell", "The fog bell on the landing rang over the moorings before it was taken inland to Pelynt.",
         "pelynt"),
        ("the tar pot", "The tar pot in the basement waterproofed rowing boats for a family in Lanreath.",
         "lanreath"),
        ("the pulley block", "The pulley block in the stationery cupboard hoisted timber at a sawpit in Herodsfoot.",
         "herodsfoot"),
    ],
    screen_titles=[("Gardenstown gig rowers", "gardenstown"),
                   ("Findochty bowling club", "findochty"),
                   ("Crovie net menders", "crovie"),
                   ("Sandend beach cleaners", "sandend"),
                   ("Whitehills birdwatchers", "whitehills"),
                   ("Rosehearty swimming club", "rosehearty"),
                   ("Portknockie male voice choir", "portknockie"),
                   ("Fordyce bell ringers", "fordyce")],
    charts=["straw dollies plaited", "lino prints pulled", "sand sculptures judged", "marrows measured",
            "coracles paddled",
            "crumpets toasted", "bunting sewn", "conkers threaded"],
    absent=[
        "did a snow leopard turn up in any of the animal pictures? my nephew swears he saw one curled up on a rock",
        "did the tile workshop ever make anything for a royal palace? I thought someone said so but maybe not",
        "What time does the canteen at the tile place shut on Saturdays? I didn't hear",
        "Has the head of legal entered the tin bath racing again since, maybe at the Laxey carnival?",
        "Is the Foxdale cheese cave open to visitors for tastings, or wasn't that covered?",
        "Is the Andreas whistle going on display in Douglas, or did nobody say?",
        "my father-in-law says the mill race at Lanlivery overflowed for three weeks last winter - did anyone "
        "mention it?",
        "Were any drawings shown for a new lido at Ramsey?",
        "{topic}: did anyone say whether the auditors signed off on it?",
        "Was the {topic} handed over to a joint venture in the end? I might be thinking of a different meeting",
    ],
    count_q=("how often did the {animal} turn up, all told?",
             "{animal} - number of showings?",
             "My husband thinks the {animal} was only shown once but I could swear it was more. How many times was "
             "it on?",
             "Give the total number of times the {animal} is on screen."),
    cross_photo_q=("which creature was in the picture when {what} got mentioned?",
                   "{what} - what animal was pictured right then?",
                   "Odd question, but I have a feeling there was an animal photo up while they talked about {what}. "
                   "Which animal?",
                   "Name the animal visible while {what} is being mentioned."),
    cross_screen_q=("which slide was showing when someone brought up {what}?",
                    "{what} mentioned - slide on screen?",
                    "I scribbled '{what}' on a napkin but not which slide was up. Do you know which one it was?",
                    "Say which slide is displayed at the moment {what} is mentioned."),
    cross_speech_q=("what did the voiceover say during the {title} slide?",
                    "{title} slide: spoken words?",
                    "The kettle was screaming when the {title} slide came up, so I missed what was said. What was "
                    "it?",
                    "Give the narration heard over the {title} slide."),
    after_chart_q=("after the {chart} chart, which slide followed?",
                   "{chart} chart - and straight after?",
                   "I was taking a photo of the {chart} chart and missed the one after it. Which slide came next?",
                   "Identify which slide immediately succeeds the {chart} chart."),
    order_q=("was {first} shown earlier than {second}, or later?",
             "{first} vs {second}: which was up first?",
             "My sister is adamant {second} came before {first}; I reckon she's wrong. Which came first?",
             "Determine whether {first} or {second} appears earlier in the video."),
    at_screen_q=("what did the screen show at roughly {stamp}?",
                 "{stamp} - what was up on the display?",
                 "The dog barked at {stamp} and I turned round. What was showing on the screen then?",
                 "Describe the screen at {stamp}."),
    at_said_q=("what words were spoken at roughly {stamp}?",
               "{stamp}: what was said?",
               "A lorry went past my window at {stamp} and I couldn't hear a thing. What was being said then?",
               "Write out the speech heard at {stamp}."),
)

# A seventy-eighth held-out set (seeds >= SEVENTY_EIGHTH_HELD_OUT_FROM), written after the seventy-seventh one,
# without reading the retrieval code.
SEVENTY_EIGHTH_HELD_OUT_FROM = 7800
SEVENTY_EIGHTH_HELD_OUT = Pools(
    text=[
        ("Batch house", "Sand and potash are weighed by Bohumil",
         "the dusty shed where the raw powders get measured out before they go into the melt - who does the "
         "measuring? he wore a mask like a surgeon the whole time", ["bohumil"]),
        ("Furnace floor", "Molten gobs are gathered by Radim",
         "the roaring bit where somebody dips a long iron rod into the glowing pot and twirls up a blob - whose job "
         "is that? sweat was dripping off his eyebrows", ["radim"]),
        ("Blowing bench", "Goblets are blown by Vlasta",
         "the seat where they puff down the pipe to make the wine glasses - who does the puffing? she made it look "
         "as easy as inflating a balloon at a party", ["vlasta"]),
        ("Cutting room", "Crystal facets are cut by Ludmila",
         "the room with the spinning stone wheels where sparkly patterns get ground in - who does the grinding? "
         "she said one slip ruins a week's work", ["ludmila"]),
        ("Engraving studio", "Stag hunt scenes are engraved by Kvetoslav",
         "the quiet room where pictures of deer and men on horseback get scratched into the surface - who does the "
         "scratching? he used a little copper wheel no bigger than a coin", ["kvetoslav"]),
        ("Annealing lehr", "The cooling tunnel is watched by Jindrich",
         "the long warm conveyor where finished pieces creep along overnight so they don't crack - who keeps an "
         "eye on it? he had a thermometer on a string round his neck", ["jindrich"]),
        ("Dispatch hall", "Chandeliers are packed by Zbynek",
         "the hall where those huge dangling ceiling lights get wrapped up to be sent abroad - who does the "
         "wrapping? apparently one went to a palace in the Gulf", ["zbynek"]),
        ("Factory outlet", "Garnet brooches are set in Turnov",
         "those dark red stone pins in the glass case by the till - where are they made? a little town up north "
         "that's been famous for the red gems for centuries, the card said", ["turnov"]),
        ("Workers' dining hall", "The gingerbread in the canteen is baked in Pardubice",
         "the spiced honey biscuits they hand round with the coffee - where do those come from? a city east of "
         "Prague with a famous steeplechase, I think", ["pardubice"]),
        ("Pattern archive", "Pattern archive door code 3864",
         "the locked room where they keep all the old design drawings - what digits open it? the guide said only "
         "three people are trusted with them", ["3864"]),
    ],
    said=[
        ("The old cheese factory at Kurow now houses a bagpipe school.",
         "the old cheese factory out at Kurow - what's using the building these days? I'd heard a brewery",
         ["bagpipe school"]),
        ("Our head of procurement spent a season as a mussel farmer in the Coromandel.",
         "Didn't the head of procurement once do some wet, messy seasonal job up the North Island? What was it, "
         "and where?", ["mussel farmer", "coromandel"]),
        ("The shuttered courthouse at Naseby is being turned into a taxidermy studio.",
         "that shuttered courthouse in Naseby - what's moving in? someone at the pub told me a bakery",
         ["taxidermy studio"]),
        ("Black stilts have been nesting on the riverbed below Twizel.",
         "which wading birds have been breeding on the gravel near Twizel? oystercatchers, I'd guess",
         ["black stilts"]),
        ("Our head of marketing once came third in the gumboot throwing at Fairlie.",
         "what daft competition did the head of marketing get a bronze in? tossing a sheaf of hay or something?",
         ["gumboot throwing"]),
        ("Volunteers clearing the old miners' hut at Ranfurly dug up a bone dice.",
         "what did the volunteers turn up while tidying that old miners' hut at Ranfurly? a gold nugget, surely",
         ["bone dice"]),
        ("The bakery in Akaroa has started selling lavender scones.",
         "the Akaroa bakery - what's the odd new thing on the counter? something with a flower in it, my "
         "neighbour reckons", ["lavender scones"]),
        ("Our head of IT keeps angora goats on a block of land near Geraldine.",
         "Doesn't the head of IT look after some fluffy livestock down in Canterbury? What kind, and near which "
         "town?", ["angora goats", "geraldine"]),
        ("The walking track at Waimate has been closed for forty-six days.",
         "the Waimate track - how long's it been shut for now? a month, tops?", ["forty-six days", "46 days"]),
        ("The brownies in Methven have built a hedgehog house out of wine corks.",
         "what did the Methven brownies make their hedgehog house from? lolly sticks, I thought", ["wine corks"]),
    ],
    para=[
        ("speech", "Our window cleaner once hiked to the monasteries at Meteora.",
         "the bloke who wipes our glass with a squeegee - which Greek spot, famous for holy buildings perched on "
         "top of tall rock pillars, did he walk up to??", ["meteora"]),
        ("speech", "The chimney sweep's niece keeps a working praxinoscope on her mantelpiece.",
         "the fellow who brushes soot out of our flue - his brother's daughter has which spinning drum toy with "
         "little mirrors, the sort a Frenchman dreamt up in 1877 to make drawings seem to move, sitting above her "
         "fireplace?", ["praxinoscope"]),
        ("speech", "Our milkman collects Edwardian hatpins.",
         "What does the chap who drops the pints on our doorstep hoard? those long sharp decorative spikes ladies "
         "once stuck through their bonnets, early 1900s", ["hatpins"]),
        ("speech", "The florist's brother restored a charabanc for the village carnival.",
         "the woman who arranges our bouquets - her sibling did up which early open-topped motor coach with rows "
         "of bench seats, the kind used for seaside day outings a century ago, for the local parade?",
         ["charabanc"]),
        ("speech", "A retired lighthouse keeper in Whitby has collected nine hundred and forty-three teapots.",
         "the old fellow who used to tend the coastal warning lamp, living in that seaside town with the ruined "
         "abbey where Dracula came ashore - how many vessels for brewing a cuppa does he own??",
         ["nine hundred and forty-three", "nine hundred forty-three", "943"]),
        ("speech", "The pharmacist's grandmother has cycled up Hardknott Pass one hundred and fifty-eight times.",
         "the lady who hands over our prescriptions - her dad's mum has pedalled to the summit of that brutally "
         "steep Lakeland road climb how often??",
         ["one hundred and fifty-eight", "one hundred fifty-eight", "158"]),
        ("speech", "Our librarian spends her evenings repairing old accordions.",
         "the woman who stamps our borrowed novels - what does she fix after work? those squeezebox instruments "
         "with bellows and buttons that folk bands play", ["accordions"]),
        ("speech", "The farrier's son makes lampshades out of knitting patterns.",
         "the man who shoes our horses - his boy turns what into covers for lights? those printed leaflets telling "
         "you how to make a jumper with needles and wool", ["knitting patterns"]),
        ("ocr", "Dry stone wall rebuilt by the ranger team in metres: nine hundred and seventeen",
         "How much mortarless rock fencing did the park wardens put back up? the figure was on a slide",
         ["nine hundred and seventeen", "nine hundred seventeen", "917"]),
        ("ocr", "Bicycles repaired free at the community workshop: three hundred and eighty-six",
         "How many two-wheelers got fixed without charge at the neighbourhood fix-it space? it was given as a "
         "number on screen",
         ["three hundred and eighty-six", "three hundred eighty-six", "386"]),
    ],
    mentions=[
        ("the carbide lamp", "The carbide lamp in the foyer lit the tunnels of a lead mine at Ratlinghope.",
         "ratlinghope"),
        ("the ore barrow", "The ore barrow next to the water cooler hauled rock out of a shaft near Wentnor.",
         "wentnor"),
        ("the powder flask", "The powder flask on the boardroom sideboard belonged to a quarryman from Onibury.",
         "onibury"),
        ("the tally board", "The tally board in the print room counted wagons at a pithead in Munslow.", "munslow"),
        ("the winding horn", "The winding horn by the fire exit called the shifts at a colliery near Diddlebury.",
         "diddlebury"),
        ("the candle sconce", "The candle sconce above the lockers hung in a miners' chapel at Bucknell.",
         "bucknell"),
        ("the shot drill", "The shot drill in the server room bored blasting holes at a quarry in Culmington.",
         "culmington"),
        ("the miner's pick", "The miner's pick in the reception cabinet dug copper at a working near Cardington.",
         "cardington"),
    ],
    screen_titles=[("Reine sea kayakers", "reine"),
                   ("Henningsvaer football club", "henningsvaer"),
                   ("Svolvaer climbing group", "svolvaer"),
                   ("Stamsund theatre troupe", "stamsund"),
                   ("Nusfjord cod dryers", "nusfjord"),
                   ("Ballstad harbour wardens", "ballstad"),
                   ("Kabelvag folk dancers", "kabelvag"),
                   ("Leknes cross-country skiers", "leknes")],
    charts=["damson jars labelled", "wicker hurdles woven", "candles dipped", "rag rugs hooked", "birdboxes nailed",
            "driftwood owls whittled", "paper lanterns folded", "hay bales stacked"],
    absent=[
        "was there a giraffe in any of the animal pictures? my son insists he saw one nibbling a tree",
        "did the glassworks ever make anything for a cathedral? I've a feeling someone said so",
        "What time does the glassworks shop close on Sundays? I missed that bit",
        "Has the head of marketing had another go at the gumboot throwing since, maybe at the Timaru "
        "agricultural show?",
        "Is the Naseby taxidermy studio taking bookings for school trips, or wasn't that covered?",
        "Is the Ranfurly dice going on display at a museum in Invercargill, or did nobody say?",
        "my brother-in-law says the footbridge at Hokitika was washed out for three weeks last winter - did "
        "anyone bring it up?",
        "Were any drawings put up for a new climbing wall at Wanaka?",
        "{topic}: did anyone say whether the insurers approved it?",
        "Was the {topic} handed to a consultancy in the end? I may be mixing it up with another call",
    ],
    count_q=("how many times did the {animal} come up altogether?",
             "{animal}: tally of appearances?",
             "My daughter bet me a fiver the {animal} was on screen just the once. Was she right? How many times "
             "did it appear?",
             "State how many separate times the {animal} is displayed."),
    cross_photo_q=("which animal photo was up when they talked about {what}?",
                   "{what} - animal on screen at that point?",
                   "I half remember an animal picture being shown while somebody went on about {what}. Which "
                   "animal was it?",
                   "Identify the animal pictured at the moment {what} comes up in the narration."),
    cross_screen_q=("what slide was on when {what} came up?",
                    "{what} - which slide was showing?",
                    "I jotted down '{what}' on the back of my hand but forgot to note the slide. Which one was it?",
                    "Name the slide on screen when the speaker refers to {what}."),
    cross_speech_q=("during the {title} slide, what got said out loud?",
                    "{title} slide - the words spoken?",
                    "The smoke alarm went off just as the {title} slide appeared, so I heard nothing. What did "
                    "they say?",
                    "Report the spoken commentary accompanying the {title} slide."),
    after_chart_q=("once the {chart} chart was done, what slide did we get?",
                   "{chart} chart - next slide along?",
                   "I was squinting at the {chart} chart and then zoned out. What came up right after it?",
                   "Name the slide that directly follows the {chart} chart."),
    order_q=("did {first} get shown ahead of {second}, or after it?",
             "{first} or {second} - which came earlier?",
             "My colleague swears {second} was shown ahead of {first}. I don't think so. Which was first?",
             "Establish which of {first} and {second} is shown first in the video."),
    at_screen_q=("what was showing on screen at about {stamp}?",
                 "{stamp} on the clock - slide showing?",
                 "The doorbell rang at {stamp} and I went to answer it. What was on the screen at that moment?",
                 "Specify what is displayed at {stamp}."),
    at_said_q=("what was the narrator saying at about {stamp}?",
               "{stamp} on the clock - words heard?",
               "My toddler was shrieking at {stamp} so I caught none of it. What was being said then?",
               "Transcribe what is spoken at {stamp}."),
)

# A seventy-ninth held-out set (seeds >= SEVENTY_NINTH_HELD_OUT_FROM), written after the seventy-eighth one,
# without reading the retrieval code.
SEVENTY_NINTH_HELD_OUT_FROM = 7900
SEVENTY_NINTH_HELD_OUT = Pools(
    text=[
        ("Cork yard", "Bark slabs are stacked by Joaquim",
         "the open yard where the peeled tree skins lie in great heaps drying under the sun for months - who piles "
         "them up? he had forearms like a pair of hams", ["joaquim"]),
        ("Boiling vats", "Planks are simmered by Filomena",
         "the steamy shed where the rough sheets get cooked in huge tanks to soften them up - who keeps that going? "
         "she timed every batch with a kitchen egg timer", ["filomena"]),
        ("Punching line", "Wine stoppers are punched by Gervasio",
         "the clattering machines that pop little cylinders out for bottle necks - who runs them? he could tell a "
         "dud from the noise alone", ["gervasio"]),
        ("Sorting tables", "Stoppers are graded by Henriqueta",
         "the long benches where every little plug gets judged by eye as first or second class - who does the "
         "judging? she hardly blinked the whole time we watched", ["henriqueta"]),
        ("Branding press", "Estate crests are stamped by Valdemar",
         "the hot iron that burns a vineyard's logo onto the side of each one - who works it? the room smelt like "
         "a bonfire night", ["valdemar"]),
        ("Quality lab", "Taint sniff tests are run by Bartolomeu",
         "the white room where they check for that musty, mouldy-wine whiff - who does the smelling? apparently "
         "he's not allowed coffee on test days", ["bartolomeu"]),
        ("Export bay", "Floor tiles are shrink-wrapped by Genoveva",
         "the bay where the pressed flooring squares get sealed in plastic before going overseas - who seals "
         "them? a whole container was leaving for Japan that afternoon", ["genoveva"]),
        ("Factory shop", "Marble coasters are quarried in Estremoz",
         "those heavy pale stone drinks mats piled up next to the till - where does the stone come from? an "
         "inland town with a hilltop castle and a big Saturday market, the label said", ["estremoz"]),
        ("Staff cafe", "The sponge cake at the counter is baked in Ovar",
         "the gooey yellow cake they serve on greaseproof paper - which town is it from? somewhere on the coast "
         "south of Porto that's famous for its carnival, I think", ["ovar"]),
        ("Seed vault", "Seed vault door code 6093",
         "the chilly room where they store acorns for replanting the forest - what's the number to get in? only "
         "the head forester knows it, we were told", ["6093"]),
    ],
    said=[
        ("The disused creamery at Ballyvourney has become a harp-making workshop.",
         "that old dairy building out at Ballyvourney - what's in there now? my aunt was sure it was a gym",
         ["harp-making workshop", "harp making workshop"]),
        ("Our finance director once spent a summer as a puffin counter on the Saltee Islands.",
         "Didn't the finance director once do some odd outdoor seasonal job off the south-east coast? What was "
         "it, and on which islands?", ["puffin counter", "saltee"]),
        ("The boarded-up bank in Kilfenora is being converted into an uilleann pipe workshop.",
         "the old bank at Kilfenora that's been boarded up - what's going in there? a chipper, according to "
         "someone in the post office queue", ["uilleann pipe workshop"]),
        ("Choughs have been nesting in the sea cliffs beyond Kilkee.",
         "which birds have been breeding on the cliffs out past Kilkee? kittiwakes, I'd assume", ["choughs"]),
        ("Our head of legal once won the turnip hurling contest at Lisdoonvarna.",
         "what ridiculous event did the head of legal actually win? a welly-flinging race or some such?",
         ["turnip hurling"]),
        ("Volunteers draining the old mill pond at Ennistymon found a pewter tankard.",
         "what came out of the mill pond at Ennistymon when the volunteers emptied it? a rusty bike, I'd bet",
         ["pewter tankard"]),
        ("The butcher in Kenmare has started making seaweed sausages.",
         "the Kenmare butcher - what's the strange new thing in his window? something from the sea, a friend "
         "told me", ["seaweed sausages"]),
        ("Our head of sales keeps Kerry cattle on a smallholding outside Clonakilty.",
         "Doesn't the head of sales raise some livestock in west Cork? What breed, and near which town?",
         ["kerry cattle", "clonakilty"]),
        ("The coastal path at Schull has been shut for thirty-eight days.",
         "the cliff walk at Schull - how long has it been closed now? a fortnight or so?",
         ["thirty-eight days", "38 days"]),
        ("The scouts in Bantry have built a bat box out of an old wardrobe.",
         "what did the Bantry scouts use to make their bat box? scrap plywood, I heard", ["old wardrobe"]),
    ],
    para=[
        ("speech", "Our postman once walked the pilgrim trail to Santiago de Compostela.",
         "the chap who delivers letters to the house - to which Spanish city, where the apostle James is said to "
         "lie buried, did he hike on foot??", ["santiago de compostela", "compostela"]),
        ("speech", "The plumber's niece has a working mutoscope in her attic.",
         "the man who fixes our leaky pipes - his sister's girl owns which hand-cranked penny arcade peepshow "
         "machine, the kind that flips photo cards to show a moving scene, up under her roof?", ["mutoscope"]),
        ("speech", "Our postwoman collects Georgian snuffboxes.",
         "What does the lady who brings round the mail hoard? those tiny lidded cases gentlemen once kept "
         "powdered tobacco in, from the 1700s", ["snuffboxes"]),
        ("speech", "The baker's cousin restored a pony trap for the summer fete.",
         "the man who makes our bread - his relative did up which small two-wheeled cart pulled by a little "
         "horse, for the village fair?", ["pony trap"]),
        ("speech", "A retired ferryman in Tobermory owns five hundred and eighty-three snow globes.",
         "the old boatman who used to carry passengers across, living in that harbour town with the brightly "
         "painted houses on Mull - how many of those shake-up glass domes with little flakes inside has he got??",
         ["five hundred and eighty-three", "five hundred eighty-three", "583"]),
        ("speech", "The dentist's uncle has swum across Lough Derg two hundred and four times.",
         "the woman who checks our teeth - her dad's brother has gone from one side of that big lake on the "
         "Shannon to the other, in the water, how often??", ["two hundred and four", "two hundred four", "204"]),
        ("speech", "Our optician spends her weekends rebuilding harmoniums.",
         "the lady who tests our eyesight - what does she fix up on her days off? those pump organs you work with "
         "pedals that you'd find in a small chapel", ["harmoniums"]),
        ("speech", "The locksmith's daughter sews quilts out of sweet wrappers.",
         "the man who cuts our keys - his girl stitches bedcovers from what? those shiny bits of foil and "
         "cellophane left over after you've eaten toffees", ["sweet wrappers"]),
        ("ocr", "Hedgerow planted by the parish volunteers in metres: seven hundred and thirty-one",
         "How long a line of shrubs did the village helpers put in the ground? the total appeared on screen",
         ["seven hundred and thirty-one", "seven hundred thirty-one", "731"]),
        ("ocr", "Library books rebound by hand at the repair cafe: four hundred and seventy-eight",
         "How many lending-room volumes got fresh covers stitched on manually at the fix-it morning? shown as "
         "a figure",
         ["four hundred and seventy-eight", "four hundred seventy-eight", "478"]),
    ],
    mentions=[
        ("the weaving shuttle", "The weaving shuttle on the reception desk flew across a loom in a mill at "
         "Luddenden.", "luddenden"),
        ("the bobbin rack", "The bobbin rack beside the printer came from a spinning shed in Ripponden.",
         "ripponden"),
        ("the fleece scale", "The fleece scale under the stairs weighed wool for a merchant at Golcar.", "golcar"),
        ("the mill bell", "The mill bell over the kitchen door rang the hours at a factory in Dobcross.",
         "dobcross"),
        ("the teasel frame", "The teasel frame in the meeting room raised the nap on cloth at Denshaw.", "denshaw"),
        ("the dye ladle", "The dye ladle on the canteen shelf stirred indigo vats at Mytholmroyd.", "mytholmroyd"),
        ("the doffer's clogs", "The doffer's clogs in the display case were worn at a cotton mill in Heptonstall.",
         "heptonstall"),
        ("the wool sack", "The wool sack by the lift was filled at a sheep fair in Sowerby.", "sowerby"),
    ],
    screen_titles=[("Gjogv rowing crew", "gjogv"),
                   ("Tjornuvik surf club", "tjornuvik"),
                   ("Klaksvik brass band", "klaksvik"),
                   ("Hvalba chess circle", "hvalba"),
                   ("Sorvagur knitting guild", "sorvagur"),
                   ("Eidi bird ringers", "eidi"),
                   ("Hoyvik film society", "hoyvik"),
                   ("Nolsoy sea rescue", "nolsoy")],
    charts=["oak saplings potted", "felt slippers stitched", "hazel hurdles split", "beeswax wraps cut",
            "clay bowls thrown", "rope fenders spliced", "straw scarecrows dressed", "apple crates filled"],
    absent=[
        "was a tapir in any of the animal photos? my nephew is adamant he saw one with a long snout",
        "did the cork works ever supply anything to a space agency? I think satellites got a mention",
        "What are the factory shop's hours on St Stephen's Day? I didn't catch that part",
        "Has the head of legal gone back to defend the turnip hurling title since, maybe at the Listowel "
        "harvest fair?",
        "Is the Kilfenora pipe workshop running evening classes, or wasn't that mentioned?",
        "Is the Ennistymon tankard going to the county museum in Ennis, or did nobody say?",
        "my cousin says the lighthouse tours at Dunmore East were cancelled all last summer - did anyone mention "
        "that?",
        "Were any plans put up for a greenway out of Dingle?",
        "{topic}: did anyone say whether the regulator has signed off on it?",
        "Was the {topic} handed to an outside contractor in the end? I might be confusing it with another meeting",
    ],
    count_q=("how often did the {animal} appear in total?",
             "{animal} - how many showings in all?",
             "My husband reckons the {animal} popped up only once and I say more. Who's right - how many times "
             "was it on?",
             "Give the number of distinct occasions on which the {animal} is on screen."),
    cross_photo_q=("what animal was pictured while they were discussing {what}?",
                   "{what} - which creature was on the screen?",
                   "There was an animal photo up when the speaker got onto {what}, I'm fairly sure. What "
                   "animal?",
                   "Name the animal visible when the narration turns to {what}."),
    cross_screen_q=("which slide was up while {what} was being talked about?",
                    "{what} - and the slide on screen at that point?",
                    "I scribbled '{what}' on a napkin but not which slide it went with. What was showing?",
                    "State the slide displayed when {what} is brought up by the speaker."),
    cross_speech_q=("what got said aloud while the {title} slide was up?",
                    "{title} slide - spoken content?",
                    "The neighbour's drill started up just as the {title} slide appeared, so I lost the audio. "
                    "What was said?",
                    "Quote the narration that plays during the {title} slide."),
    after_chart_q=("what slide came up once the {chart} chart had gone?",
                   "{chart} chart - then which slide?",
                   "I was copying down the {chart} chart and missed whatever came after. Which slide was next?",
                   "Identify the slide that is shown immediately after the {chart} chart."),
    order_q=("did {first} turn up on screen before {second}, or after it?",
             "{first} versus {second} - which one first?",
             "My flatmate insists {second} came up before {first}. I'm not convinced. Which was earlier?",
             "Determine which appears first in the video: {first} or {second}."),
    at_screen_q=("what was up on screen at around {stamp}?",
                 "{stamp} - which slide was up, roughly?",
                 "My phone buzzed at {stamp} and I looked away. What was on the screen right then?",
                 "Report what the screen displays at {stamp}."),
    at_said_q=("what was being spoken at around {stamp}?",
               "{stamp} - audio?",
               "The washing machine hit its spin cycle at {stamp} and drowned everything out. What was said then?",
               "Set down the words heard at {stamp}."),
)

# An eightieth held-out set (seeds >= EIGHTIETH_HELD_OUT_FROM), written after the seventy-ninth one,
# without reading the retrieval code.
EIGHTIETH_HELD_OUT_FROM = 8000
EIGHTIETH_HELD_OUT = Pools(
    text=[
        ("Hive meadow", "Painted hive fronts are touched up by Zsombor",
         "the field where the little wooden boxes with folk-art pictures on their panels sit in rows - who "
         "retouches the artwork? he kept a brush tucked behind his ear like a carpenter's pencil", ["zsombor"]),
        ("Extraction room", "Frames are spun by Csenge",
         "the sticky room where the wax slabs get whirled round in a big steel drum so the syrup flies out - who "
         "works the drum? she said her arms ached for a week when she started", ["csenge"]),
        ("Chandlery corner", "Beeswax tapers are rolled by Ildiko",
         "the nook where the honeycomb sheets get wound round a wick into long thin sticks for lighting - who "
         "does the winding? her fingers were yellow to the knuckle", ["ildiko"]),
        ("Queen rearing", "Queen cells are grafted by Gyongyi",
         "the fiddly job of moving tiny larvae into little cups with a feather-thin tool so they grow up to lead "
         "a colony - who does that? she worked under a magnifying lamp", ["gyongyi"]),
        ("Mead cellar", "Honey wine is racked by Kornel",
         "the cool vaulted basement where the fermented sweet drink gets siphoned from one barrel to the next - "
         "who handles that? he let us taste a drop from a glass pipette", ["kornel"]),
        ("Pollen lab", "Pollen pellets are sorted by Dorottya",
         "the room with the microscopes where they pick apart the little coloured balls the insects carry home "
         "on their legs - who does the picking apart? she could name the flower from the colour alone",
         ["dorottya"]),
        ("Packing hall", "Gift jars are labelled by Tihamer",
         "the hall where the little glass pots get their stickers and ribbons before going off to shops - who "
         "does the stickering? a whole lorry load was bound for Vienna that afternoon", ["tihamer"]),
        ("Honey house shop", "Matyo embroidered aprons are stitched in Mezokovesd",
         "those bright pinafores covered in huge sewn roses hanging by the till - which town do they come from? "
         "a place on the plain near Eger with its own folk costume tradition, the tag said", ["mezokovesd"]),
        ("Tasting room", "The chimney cakes on the tasting table are baked in Sopron",
         "the hollow spiral pastries rolled in sugar they hand round with the samples - where are they from? a "
         "border town near Austria with a famous fire-watch tower, I think", ["sopron"]),
        ("Swarm store", "Swarm store door code 5817",
         "the locked shed where they keep spare colonies boxed up - what digits open it? only the two senior "
         "keepers have them, apparently", ["5817"]),
    ],
    said=[
        ("The derelict chapel at Llanidloes has become a clog-making workshop.",
         "that old chapel at Llanidloes that was falling to bits - what's in it now? my uncle swore it was "
         "flats", ["clog-making workshop", "clog making workshop"]),
        ("Our operations manager once spent a summer as a seal counter on Bardsey Island.",
         "Didn't the operations manager do some lonely outdoor job one year off the Llyn peninsula? What was it, "
         "and on which island?", ["seal counter", "bardsey"]),
        ("The empty police station in Rhayader is being converted into a fencing school.",
         "the old police station at Rhayader - what's opening up in there? a cafe, someone at the bus stop told "
         "me", ["fencing school"]),
        ("Red kites have been roosting in the larches above Devil's Bridge.",
         "which birds of prey have been gathering in the trees up above Devil's Bridge? buzzards, I'd have "
         "thought", ["red kites"]),
        ("Our head of research once came second in the tin bath race at Llangrannog.",
         "what soggy, silly contest did the head of research get a silver in? a wheelbarrow dash or something?",
         ["tin bath race"]),
        ("Volunteers dredging the old canal basin at Welshpool pulled out a brass sextant.",
         "what did the volunteers haul up when they cleared the canal basin at Welshpool? a shopping trolley, "
         "surely", ["brass sextant"]),
        ("The ice cream parlour in Aberaeron has started selling bara brith sundaes.",
         "the Aberaeron ice cream place - what's the odd new thing they're scooping? something with fruit loaf "
         "in it, my sister reckons", ["bara brith sundaes"]),
        ("Our head of compliance keeps Welsh mountain ponies on a hill farm near Pumsaint.",
         "Doesn't the head of compliance look after some animals up in the Carmarthenshire hills? Which sort, "
         "and near which village?", ["mountain ponies", "pumsaint"]),
        ("The towpath at Talybont has been closed for fifty-three days.",
         "the Talybont towpath - how long's it been shut? three weeks or so?", ["fifty-three days", "53 days"]),
        ("The cubs in Crickhowell have built a bug hotel out of old roof slates.",
         "what did the Crickhowell cubs build their bug hotel from? pallets, I assumed", ["roof slates"]),
    ],
    para=[
        ("speech", "Our bin collector once trekked to the temples of Angkor Wat.",
         "the fellow who empties the rubbish wheelies each week - which Cambodian site, with vast stone shrines "
         "swallowed by jungle roots, did he hike out to??", ["angkor wat", "angkor"]),
        ("speech", "The electrician's nephew has a working phenakistoscope in his garage.",
         "the woman who rewires our sockets - her brother's lad owns which spinning cardboard disc gadget, viewed "
         "in a mirror through slits, that a Belgian dreamt up in 1832 to make pictures look animated, out where "
         "he keeps the car?", ["phenakistoscope"]),
        ("speech", "Our paperboy collects Victorian vesta cases.",
         "What does the lad who pushes the news sheets through our letterbox hoard? those little pocket tins for "
         "keeping matches dry, from Queen Vic's reign", ["vesta cases"]),
        ("speech", "The vet's brother restored a steam roller for the county show.",
         "the woman who treats our pets - her sibling did up which heavy old road-flattening machine with a huge "
         "front drum, the kind that pressed down fresh tarmac, for the local agricultural fair?",
         ["steam roller"]),
        ("speech", "A retired postmaster in Portmeirion owns six hundred and fifty-eight cuckoo clocks.",
         "the former chap who ran the stamps counter, living in that Italianate fantasy village on the Welsh "
         "coast where The Prisoner was filmed - how many of those wall timepieces with a little bird popping "
         "out has he got??", ["six hundred and fifty-eight", "six hundred fifty-eight", "658"]),
        ("speech", "The vicar's aunt has climbed Snowdon three hundred and sixty-one times.",
         "the man who leads our Sunday services - his mum's sister has reached the summit of the tallest peak in "
         "Wales how often??", ["three hundred and sixty-one", "three hundred sixty-one", "361"]),
        ("speech", "Our chiropodist spends his weekends restoring bagatelle tables.",
         "the man who sorts out our feet - what does he mend on his days off? those old pub game boards where "
         "you knock little balls with a cue up among pins and cups", ["bagatelle tables"]),
        ("speech", "The glazier's daughter weaves baskets out of telephone cable.",
         "the man who puts panes into our windows - his girl makes woven carriers from what? that coloured "
         "plastic-coated wire the phone engineers leave lying around", ["telephone cable"]),
        ("ocr", "Footpath stiles repaired by the ramblers' club: two hundred and sixty-nine",
         "How many crossing steps over field walls and fences did the walking group mend? the number was up on "
         "a slide", ["two hundred and sixty-nine", "two hundred sixty-nine", "269"]),
        ("ocr", "Litter bags filled at the beach clean: one hundred and seventy-three",
         "How many sacks of rubbish got collected along the shore tidy-up? it was shown as a figure",
         ["one hundred and seventy-three", "one hundred seventy-three", "173"]),
    ],
    mentions=[
        ("the smuggler's lantern", "The smuggler's lantern on the reception counter signalled to luggers off "
         "Covehithe.", "covehithe"),
        ("the herring basket", "The herring basket beside the shredder carried the catch up the shingle at "
         "Pakefield.", "pakefield"),
        ("the glass net float", "The glass net float in the quiet room drifted in on a storm tide at Kessingland.",
         "kessingland"),
        ("the reed cutter's scythe", "The reed cutter's scythe above the noticeboard cleared the marshes near "
         "Blythburgh.", "blythburgh"),
        ("the malting shovel", "The malting shovel behind the water dispenser turned barley at the maltings in "
         "Snape.", "snape"),
        ("the boating lake oar", "The boating lake oar in the corridor was rowed on the Meare at Thorpeness.",
         "thorpeness"),
        ("the coastguard telescope", "The coastguard telescope by the window scanned for wrecks from a lookout "
         "at Sizewell.", "sizewell"),
        ("the decoy duck", "The decoy duck on the bookshelf lured wildfowl to a pond at Benacre.", "benacre"),
    ],
    screen_titles=[("Isafjordur ski jumpers", "isafjordur"),
                   ("Flateyri kayak school", "flateyri"),
                   ("Sudureyri angling club", "sudureyri"),
                   ("Bolungarvik male voice choir", "bolungarvik"),
                   ("Thingeyri blacksmith guild", "thingeyri"),
                   ("Patreksfjordur lifeguards", "patreksfjordur"),
                   ("Talknafjordur pool keepers", "talknafjordur"),
                   ("Holmavik sorcery museum guides", "holmavik")],
    charts=["nettle cordage twisted", "birch brooms bound", "linocut cards inked", "soap bars cured",
            "marmalade pots sealed", "tin lanterns punched", "rush mats plaited", "pine cones gilded"],
    absent=[
        "was there a zebra in any of the animal shots? my niece is certain she spotted stripes",
        "did the honey farm ever supply anything to a royal household? I thought a palace got mentioned",
        "What time does the honey farm shop open on Easter Monday? I didn't hear that bit",
        "Has the head of research had another go at the tin bath race since, maybe at the Builth summer show?",
        "Is the Rhayader fencing school running lessons for under-tens, or wasn't that said?",
        "Is the Welshpool sextant going on show at the maritime museum in Swansea, or did nobody say?",
        "my neighbour says the pony trekking at Llangorse was stopped all last spring - did anyone mention it?",
        "Were any plans shown for a zip line above Bethesda?",
        "{topic}: did anyone say whether the auditors have approved it?",
        "Was the {topic} outsourced to a freelancer in the end? I could be muddling it with another session",
    ],
    count_q=("all told, how many times did the {animal} pop up?",
             "{animal} - total number of appearances?",
             "My grandad says the {animal} was only shown once; I think it was more. Which of us is right - how "
             "many times did it come on?",
             "Count the separate occasions on which the {animal} appears on screen."),
    cross_photo_q=("which animal was in the picture when the talk turned to {what}?",
                   "{what} - what creature was showing then?",
                   "I think an animal photo was on screen while someone was going on about {what}. Which animal "
                   "was that?",
                   "Say which animal is displayed while the speaker is discussing {what}."),
    cross_screen_q=("what slide was on display while {what} came up in conversation?",
                    "{what} - slide on screen at the time?",
                    "I pencilled '{what}' in the margin of my notes but not the slide. Which slide was it?",
                    "Give the slide that is showing when {what} is mentioned aloud."),
    cross_speech_q=("while the {title} slide was showing, what was said?",
                    "{title} slide - what did we hear?",
                    "The kettle started whistling just as the {title} slide came up, so I missed the sound. "
                    "What was said?",
                    "Give the spoken words that accompany the {title} slide."),
    after_chart_q=("after the {chart} chart disappeared, which slide came on?",
                   "{chart} chart - which slide was behind it?",
                   "I was photographing the {chart} chart with my phone and missed the next bit. What slide came "
                   "straight after?",
                   "Give the slide displayed directly after the {chart} chart."),
    order_q=("was {first} shown before {second} or later on?",
             "{first} or {second} - the earlier one?",
             "My sister is adamant {second} was on before {first}. I disagree. Which was actually first?",
             "Work out which is shown earlier in the video: {first} or {second}."),
    at_screen_q=("what was on the screen at roughly {stamp}?",
                 "{stamp} - slide up then?",
                 "The cat knocked a mug off the table at {stamp} and I turned round. What was on screen at that "
                 "point?",
                 "Describe what is on screen at {stamp}."),
    at_said_q=("what were they saying at roughly the {stamp} point?",
               "{stamp} - speech?",
               "A motorbike roared past at {stamp} and I lost the sound. What was being said at that moment?",
               "Write down what is said at {stamp}."),
)


def pools_label(seed: int) -> str:
    return {id(TUNING): "tuning", id(HELD_OUT): "held-out", id(SECOND_HELD_OUT): "second held-out",
            id(THIRD_HELD_OUT): "third held-out", id(FOURTH_HELD_OUT): "fourth held-out",
            id(FIFTH_HELD_OUT): "fifth held-out", id(SIXTH_HELD_OUT): "sixth held-out",
            id(SEVENTH_HELD_OUT): "seventh held-out", id(EIGHTH_HELD_OUT): "eighth held-out",
            id(NINTH_HELD_OUT): "ninth held-out", id(TENTH_HELD_OUT): "tenth held-out",
            id(ELEVENTH_HELD_OUT): "eleventh held-out",
            id(TWELFTH_HELD_OUT): "twelfth held-out",
            id(THIRTEENTH_HELD_OUT): "thirteenth held-out",
            id(FOURTEENTH_HELD_OUT): "fourteenth held-out",
            id(FIFTEENTH_HELD_OUT): "fifteenth held-out",
            id(SIXTEENTH_HELD_OUT): "sixteenth held-out",
            id(SEVENTEENTH_HELD_OUT): "seventeenth held-out",
            id(EIGHTEENTH_HELD_OUT): "eighteenth held-out",
            id(NINETEENTH_HELD_OUT): "nineteenth held-out",
            id(TWENTIETH_HELD_OUT): "twentieth held-out",
            id(TWENTY_FIRST_HELD_OUT): "twenty-first held-out",
            id(TWENTY_SECOND_HELD_OUT): "twenty-second held-out",
            id(TWENTY_THIRD_HELD_OUT): "twenty-third held-out",
            id(TWENTY_FOURTH_HELD_OUT): "twenty-fourth held-out",
            id(TWENTY_FIFTH_HELD_OUT): "twenty-fifth held-out",
            id(TWENTY_SIXTH_HELD_OUT): "twenty-sixth held-out",
            id(TWENTY_SEVENTH_HELD_OUT): "twenty-seventh held-out",
            id(TWENTY_EIGHTH_HELD_OUT): "twenty-eighth held-out",
            id(TWENTY_NINTH_HELD_OUT): "twenty-ninth held-out",
            id(THIRTIETH_HELD_OUT): "thirtieth held-out",
            id(THIRTY_FIRST_HELD_OUT): "thirty-first held-out",
            id(THIRTY_SECOND_HELD_OUT): "thirty-second held-out",
            id(THIRTY_THIRD_HELD_OUT): "thirty-third held-out",
            id(THIRTY_FOURTH_HELD_OUT): "thirty-fourth held-out",
            id(THIRTY_FIFTH_HELD_OUT): "thirty-fifth held-out",
            id(THIRTY_SIXTH_HELD_OUT): "thirty-sixth held-out",
            id(THIRTY_SEVENTH_HELD_OUT): "thirty-seventh held-out",
            id(THIRTY_EIGHTH_HELD_OUT): "thirty-eighth held-out",
            id(THIRTY_NINTH_HELD_OUT): "thirty-ninth held-out",
            id(FORTIETH_HELD_OUT): "fortieth held-out",
            id(FORTY_FIRST_HELD_OUT): "forty-first held-out",
            id(FORTY_SECOND_HELD_OUT): "forty-second held-out",
            id(FORTY_THIRD_HELD_OUT): "forty-third held-out",
            id(FORTY_FOURTH_HELD_OUT): "forty-fourth held-out",
            id(FORTY_FIFTH_HELD_OUT): "forty-fifth held-out",
            id(FORTY_SIXTH_HELD_OUT): "forty-sixth held-out",
            id(FORTY_SEVENTH_HELD_OUT): "forty-seventh held-out",
            id(FORTY_EIGHTH_HELD_OUT): "forty-eighth held-out",
            id(FORTY_NINTH_HELD_OUT): "forty-ninth held-out",
            id(FIFTIETH_HELD_OUT): "fiftieth held-out",
            id(FIFTY_FIRST_HELD_OUT): "fifty-first held-out",
            id(FIFTY_SECOND_HELD_OUT): "fifty-second held-out",
            id(FIFTY_THIRD_HELD_OUT): "fifty-third held-out",
            id(FIFTY_FOURTH_HELD_OUT): "fifty-fourth held-out",
            id(FIFTY_FIFTH_HELD_OUT): "fifty-fifth held-out",
            id(FIFTY_SIXTH_HELD_OUT): "fifty-sixth held-out",
            id(FIFTY_SEVENTH_HELD_OUT): "fifty-seventh held-out",
            id(FIFTY_EIGHTH_HELD_OUT): "fifty-eighth held-out",
            id(FIFTY_NINTH_HELD_OUT): "fifty-ninth held-out",
            id(SIXTIETH_HELD_OUT): "sixtieth held-out",
            id(SIXTY_FIRST_HELD_OUT): "sixty-first held-out",
            id(SIXTY_SECOND_HELD_OUT): "sixty-second held-out",
            id(SIXTY_THIRD_HELD_OUT): "sixty-third held-out",
            id(SIXTY_FOURTH_HELD_OUT): "sixty-fourth held-out",
            id(SIXTY_FIFTH_HELD_OUT): "sixty-fifth held-out",
            id(SIXTY_SIXTH_HELD_OUT): "sixty-sixth held-out",
            id(SIXTY_SEVENTH_HELD_OUT): "sixty-seventh held-out",
            id(SIXTY_EIGHTH_HELD_OUT): "sixty-eighth held-out",
            id(SIXTY_NINTH_HELD_OUT): "sixty-ninth held-out",
            id(SEVENTIETH_HELD_OUT): "seventieth held-out",
            id(SEVENTY_FIRST_HELD_OUT): "seventy-first held-out",
            id(SEVENTY_SECOND_HELD_OUT): "seventy-second held-out",
            id(SEVENTY_THIRD_HELD_OUT): "seventy-third held-out",
            id(SEVENTY_FOURTH_HELD_OUT): "seventy-fourth held-out",
            id(SEVENTY_FIFTH_HELD_OUT): "seventy-fifth held-out",
            id(SEVENTY_SIXTH_HELD_OUT): "seventy-sixth held-out",
            id(SEVENTY_SEVENTH_HELD_OUT): "seventy-seventh held-out",
            id(SEVENTY_EIGHTH_HELD_OUT): "seventy-eighth held-out",
            id(SEVENTY_NINTH_HELD_OUT): "seventy-ninth held-out",
            id(EIGHTIETH_HELD_OUT): "eightieth held-out"}[id(pools_for(seed))]


def pools_for(seed: int) -> Pools:
    if seed >= EIGHTIETH_HELD_OUT_FROM:
        return EIGHTIETH_HELD_OUT
    if seed >= SEVENTY_NINTH_HELD_OUT_FROM:
        return SEVENTY_NINTH_HELD_OUT
    if seed >= SEVENTY_EIGHTH_HELD_OUT_FROM:
        return SEVENTY_EIGHTH_HELD_OUT
    if seed >= SEVENTY_SEVENTH_HELD_OUT_FROM:
        return SEVENTY_SEVENTH_HELD_OUT
    if seed >= SEVENTY_SIXTH_HELD_OUT_FROM:
        return SEVENTY_SIXTH_HELD_OUT
    if seed >= SEVENTY_FIFTH_HELD_OUT_FROM:
        return SEVENTY_FIFTH_HELD_OUT
    if seed >= SEVENTY_FOURTH_HELD_OUT_FROM:
        return SEVENTY_FOURTH_HELD_OUT
    if seed >= SEVENTY_THIRD_HELD_OUT_FROM:
        return SEVENTY_THIRD_HELD_OUT
    if seed >= SEVENTY_SECOND_HELD_OUT_FROM:
        return SEVENTY_SECOND_HELD_OUT
    if seed >= SEVENTY_FIRST_HELD_OUT_FROM:
        return SEVENTY_FIRST_HELD_OUT
    if seed >= SEVENTIETH_HELD_OUT_FROM:
        return SEVENTIETH_HELD_OUT
    if seed >= SIXTY_NINTH_HELD_OUT_FROM:
        return SIXTY_NINTH_HELD_OUT
    if seed >= SIXTY_EIGHTH_HELD_OUT_FROM:
        return SIXTY_EIGHTH_HELD_OUT
    if seed >= SIXTY_SEVENTH_HELD_OUT_FROM:
        return SIXTY_SEVENTH_HELD_OUT
    if seed >= SIXTY_SIXTH_HELD_OUT_FROM:
        return SIXTY_SIXTH_HELD_OUT
    if seed >= SIXTY_FIFTH_HELD_OUT_FROM:
        return SIXTY_FIFTH_HELD_OUT
    if seed >= SIXTY_FOURTH_HELD_OUT_FROM:
        return SIXTY_FOURTH_HELD_OUT
    if seed >= SIXTY_THIRD_HELD_OUT_FROM:
        return SIXTY_THIRD_HELD_OUT
    if seed >= SIXTY_SECOND_HELD_OUT_FROM:
        return SIXTY_SECOND_HELD_OUT
    if seed >= SIXTY_FIRST_HELD_OUT_FROM:
        return SIXTY_FIRST_HELD_OUT
    if seed >= SIXTIETH_HELD_OUT_FROM:
        return SIXTIETH_HELD_OUT
    if seed >= FIFTY_NINTH_HELD_OUT_FROM:
        return FIFTY_NINTH_HELD_OUT
    if seed >= FIFTY_EIGHTH_HELD_OUT_FROM:
        return FIFTY_EIGHTH_HELD_OUT
    if seed >= FIFTY_SEVENTH_HELD_OUT_FROM:
        return FIFTY_SEVENTH_HELD_OUT
    if seed >= FIFTY_SIXTH_HELD_OUT_FROM:
        return FIFTY_SIXTH_HELD_OUT
    if seed >= FIFTY_FIFTH_HELD_OUT_FROM:
        return FIFTY_FIFTH_HELD_OUT
    if seed >= FIFTY_FOURTH_HELD_OUT_FROM:
        return FIFTY_FOURTH_HELD_OUT
    if seed >= FIFTY_THIRD_HELD_OUT_FROM:
        return FIFTY_THIRD_HELD_OUT
    if seed >= FIFTY_SECOND_HELD_OUT_FROM:
        return FIFTY_SECOND_HELD_OUT
    if seed >= FIFTY_FIRST_HELD_OUT_FROM:
        return FIFTY_FIRST_HELD_OUT
    if seed >= FIFTIETH_HELD_OUT_FROM:
        return FIFTIETH_HELD_OUT
    if seed >= FORTY_NINTH_HELD_OUT_FROM:
        return FORTY_NINTH_HELD_OUT
    if seed >= FORTY_EIGHTH_HELD_OUT_FROM:
        return FORTY_EIGHTH_HELD_OUT
    if seed >= FORTY_SEVENTH_HELD_OUT_FROM:
        return FORTY_SEVENTH_HELD_OUT
    if seed >= FORTY_SIXTH_HELD_OUT_FROM:
        return FORTY_SIXTH_HELD_OUT
    if seed >= FORTY_FIFTH_HELD_OUT_FROM:
        return FORTY_FIFTH_HELD_OUT
    if seed >= FORTY_FOURTH_HELD_OUT_FROM:
        return FORTY_FOURTH_HELD_OUT
    if seed >= FORTY_THIRD_HELD_OUT_FROM:
        return FORTY_THIRD_HELD_OUT
    if seed >= FORTY_SECOND_HELD_OUT_FROM:
        return FORTY_SECOND_HELD_OUT
    if seed >= FORTY_FIRST_HELD_OUT_FROM:
        return FORTY_FIRST_HELD_OUT
    if seed >= FORTIETH_HELD_OUT_FROM:
        return FORTIETH_HELD_OUT
    if seed >= THIRTY_NINTH_HELD_OUT_FROM:
        return THIRTY_NINTH_HELD_OUT
    if seed >= THIRTY_EIGHTH_HELD_OUT_FROM:
        return THIRTY_EIGHTH_HELD_OUT
    if seed >= THIRTY_SEVENTH_HELD_OUT_FROM:
        return THIRTY_SEVENTH_HELD_OUT
    if seed >= THIRTY_SIXTH_HELD_OUT_FROM:
        return THIRTY_SIXTH_HELD_OUT
    if seed >= THIRTY_FIFTH_HELD_OUT_FROM:
        return THIRTY_FIFTH_HELD_OUT
    if seed >= THIRTY_FOURTH_HELD_OUT_FROM:
        return THIRTY_FOURTH_HELD_OUT
    if seed >= THIRTY_THIRD_HELD_OUT_FROM:
        return THIRTY_THIRD_HELD_OUT
    if seed >= THIRTY_SECOND_HELD_OUT_FROM:
        return THIRTY_SECOND_HELD_OUT
    if seed >= THIRTY_FIRST_HELD_OUT_FROM:
        return THIRTY_FIRST_HELD_OUT
    if seed >= THIRTIETH_HELD_OUT_FROM:
        return THIRTIETH_HELD_OUT
    if seed >= TWENTY_NINTH_HELD_OUT_FROM:
        return TWENTY_NINTH_HELD_OUT
    if seed >= TWENTY_EIGHTH_HELD_OUT_FROM:
        return TWENTY_EIGHTH_HELD_OUT
    if seed >= TWENTY_SEVENTH_HELD_OUT_FROM:
        return TWENTY_SEVENTH_HELD_OUT
    if seed >= TWENTY_SIXTH_HELD_OUT_FROM:
        return TWENTY_SIXTH_HELD_OUT
    if seed >= TWENTY_FIFTH_HELD_OUT_FROM:
        return TWENTY_FIFTH_HELD_OUT
    if seed >= TWENTY_FOURTH_HELD_OUT_FROM:
        return TWENTY_FOURTH_HELD_OUT
    if seed >= TWENTY_THIRD_HELD_OUT_FROM:
        return TWENTY_THIRD_HELD_OUT
    if seed >= TWENTY_SECOND_HELD_OUT_FROM:
        return TWENTY_SECOND_HELD_OUT
    if seed >= TWENTY_FIRST_HELD_OUT_FROM:
        return TWENTY_FIRST_HELD_OUT
    if seed >= TWENTIETH_HELD_OUT_FROM:
        return TWENTIETH_HELD_OUT
    if seed >= NINETEENTH_HELD_OUT_FROM:
        return NINETEENTH_HELD_OUT
    if seed >= EIGHTEENTH_HELD_OUT_FROM:
        return EIGHTEENTH_HELD_OUT
    if seed >= SEVENTEENTH_HELD_OUT_FROM:
        return SEVENTEENTH_HELD_OUT
    if seed >= SIXTEENTH_HELD_OUT_FROM:
        return SIXTEENTH_HELD_OUT
    if seed >= FIFTEENTH_HELD_OUT_FROM:
        return FIFTEENTH_HELD_OUT
    if seed >= FOURTEENTH_HELD_OUT_FROM:
        return FOURTEENTH_HELD_OUT
    if seed >= THIRTEENTH_HELD_OUT_FROM:
        return THIRTEENTH_HELD_OUT
    if seed >= TWELFTH_HELD_OUT_FROM:
        return TWELFTH_HELD_OUT
    if seed >= ELEVENTH_HELD_OUT_FROM:
        return ELEVENTH_HELD_OUT
    if seed >= TENTH_HELD_OUT_FROM:
        return TENTH_HELD_OUT
    if seed >= NINTH_HELD_OUT_FROM:
        return NINTH_HELD_OUT
    if seed >= EIGHTH_HELD_OUT_FROM:
        return EIGHTH_HELD_OUT
    if seed >= SEVENTH_HELD_OUT_FROM:
        return SEVENTH_HELD_OUT
    if seed >= SIXTH_HELD_OUT_FROM:
        return SIXTH_HELD_OUT
    if seed >= FIFTH_HELD_OUT_FROM:
        return FIFTH_HELD_OUT
    if seed >= FOURTH_HELD_OUT_FROM:
        return FOURTH_HELD_OUT
    if seed >= THIRD_HELD_OUT_FROM:
        return THIRD_HELD_OUT
    if seed >= SECOND_HELD_OUT_FROM:
        return SECOND_HELD_OUT
    return HELD_OUT if seed >= HELD_OUT_FROM else TUNING


@dataclass
class Segment:
    t0: float
    t1: float
    title: str
    lines: list[str]
    speech: str  # spoken from t0 + 1.5
    background: tuple[int, int, int] = (250, 250, 250)
    photo: str | None = None  # key of PHOTOS, or "shape:<colour>"
    role: str = "filler"  # filler | text | said | paraphrase | cross | chart | photo


@dataclass
class Question:
    id: str
    type: str
    question: str
    spans: list[list[float]]  # any citation overlapping one of these (+-2 s) is a hit
    keywords: list[str] = field(default_factory=list)  # any one in the answer counts
    kind: str | None = None  # the citation must be of this kind (cross-trace questions)


@dataclass
class Script:
    seed: int
    minutes: float
    segments: list[Segment]
    questions: list[Question]

    @property
    def duration(self) -> float:
        return self.segments[-1].t1


def _stamp(t: float) -> str:
    return f"{int(t) // 60}:{int(t) % 60:02d}"


def make_script(seed: int, minutes: float) -> Script:
    """What is shown and said when, and the questions: deterministic in (seed, minutes)."""
    rng = random.Random(f"echobench-{_RANDOM_STREAM}-{seed}-{float(minutes):g}")
    pools = pools_for(seed)
    duration = minutes * 60.0
    times = [0.0]
    while times[-1] < duration - 14:
        times.append(times[-1] + rng.uniform(14.0, 26.0))
    times[-1] = duration
    n = len(times) - 1
    topics = rng.sample(FILLER_TOPICS, len(FILLER_TOPICS))

    def filler(i: int) -> Segment:
        topic = topics[i % len(topics)]
        lines = [ln.format(name=rng.choice(NAMES), month=rng.choice(MONTHS), pct=rng.randint(10, 90),
                           n=rng.randint(3, 12)) for ln in rng.sample(FILLER_LINES, 2)]
        seg = Segment(times[i], times[i + 1], f"{topic.capitalize()} update", lines,
                      rng.choice(FILLER_SPEECH).format(topic=topic), rng.choice(BACKGROUNDS))
        if rng.random() < 0.25:
            seg.photo = "shape:" + rng.choice(list(SHAPE_COLOURS))
        return seg

    segs = [filler(i) for i in range(n)]
    scale = max(1, round(minutes / 10))
    per = {"text": 2 * scale, "said": 2 * scale, "paraphrase": 2 * scale, "cross": 3 * scale,
           "chart": scale, "photo": 1}
    # Needle slots: not the first or last segment, never two needles side by side.
    free = list(range(1, n - 1))
    rng.shuffle(free)
    taken: set[int] = set()

    def slot() -> int | None:
        while free:
            i = free.pop()
            if not ({i - 1, i, i + 1} & taken):
                taken.add(i)
                return i
        return None

    qs: list[Question] = []
    mentions = rng.sample(pools.mentions, min(per["cross"] + 1, len(pools.mentions)))  # the last: the photo's

    def add(qtype: str, question: str, spans, keywords, kind=None) -> None:
        qs.append(Question(f"s{seed}m{minutes:g}-{len(qs):02d}", qtype, question,
                           [[round(a, 2), round(b, 2)] for a, b in spans], keywords, kind))

    def span(i: int) -> tuple[float, float]:
        return segs[i].t0, segs[i].t1

    def wording(options: tuple[str, ...], **fields) -> str:
        return options[len(qs) % len(options)].format(**fields)

    # A photo shown 2-3 times: counting, and cross-trace "which animal ... when X was said".
    animal = rng.choice(list(PHOTOS))
    shows = []
    for _ in range(rng.randint(2, 3)):
        if (i := slot()) is None:
            break
        segs[i].photo, segs[i].role = animal, "photo"
        segs[i].title = "Field trip photos"
        shows.append(i)
    if shows:
        words = {2: "two", 3: "three"}
        add("count", wording(pools.count_q, animal=animal), [span(i) for i in shows],
            [str(len(shows)), words.get(len(shows), str(len(shows)))])
        what, sentence, _ = mentions[-1]
        segs[shows[0]].speech = sentence
        add("cross", wording(pools.cross_photo_q, what=what), [span(shows[0])],
            [animal], "object")
    for title, line, q, kw in rng.sample(pools.text, min(per["text"], len(pools.text))):
        if (i := slot()) is None:
            break
        segs[i].title, segs[i].lines, segs[i].role, segs[i].photo = title, [line], "text", None
        add("text", q, [span(i)], kw)
    for sentence, q, kw in rng.sample(pools.said, min(per["said"], len(pools.said))):
        if (i := slot()) is None:
            break
        segs[i].speech, segs[i].role = sentence, "said"
        add("said", q, [span(i)], kw)
    for kind, text, q, kw in rng.sample(pools.para, min(per["paraphrase"], len(pools.para))):
        if (i := slot()) is None:
            break
        segs[i].role = "paraphrase"
        if kind == "speech":
            segs[i].speech = text
        else:
            segs[i].title, segs[i].lines, segs[i].photo = "Highlights", [text], None
        add("paraphrase", q, [span(i)], kw)
    # The last mention is the photo's: a sentence said twice would make its question ambiguous.
    k = min(per["cross"], len(pools.screen_titles), len(mentions) - 1)
    for (what, sentence, said), (title, word) in zip(mentions[:k], rng.sample(pools.screen_titles, k)):
        if (i := slot()) is None:
            break
        segs[i].title, segs[i].lines, segs[i].speech = title, [f"Volunteers {rng.randint(3, 30)}"], sentence
        segs[i].role, segs[i].photo = "cross", None
        if rng.random() < 0.5:
            add("cross", wording(pools.cross_screen_q, what=what), [span(i)], [word], "ocr")
        else:
            add("cross", wording(pools.cross_speech_q, title=title.lower()), [span(i)],
                [said], "speech")
    for chart in rng.sample(pools.charts, min(per["chart"], len(pools.charts))):
        if (i := slot()) is None:
            break
        segs[i].title, segs[i].role, segs[i].photo = f"Chart: {chart}", "chart", None
        segs[i].lines = [f"{m[:3]} {'#' * rng.randint(2, 12)}" for m in MONTHS[:4]]
        taken.add(i + 1)  # the segment after the chart is what the question asks for
        nxt = segs[i + 1]
        add("temporal", wording(pools.after_chart_q, chart=chart), [span(i + 1)],
            [nxt.title.split()[0].lower()])
    # Ordering: two filler slides, which came first.
    fill = [i for i in range(1, n - 1) if segs[i].role == "filler" and i not in taken]
    if len(fill) >= 2:
        a, b = sorted(rng.sample(fill, 2))
        ta, tb = (segs[a].title.split(" update")[0].lower(), segs[b].title.split(" update")[0].lower())
        first, second = (ta, tb) if rng.random() < 0.5 else (tb, ta)
        # Filler topics recur in long videos: the answer is the topic whose slide came up first.
        def first_seen(topic: str) -> int:
            return min(j for j in range(n) if segs[j].title.lower() == f"{topic} update")

        if ta != tb:
            win = min((ta, tb), key=first_seen)
            add("order", wording(pools.order_q, first=first, second=second), [span(first_seen(win))], [win])
    # Temporal by clock: what was on screen / said at mm:ss (middle of a filler segment).
    fill = [i for i in range(1, n - 1) if segs[i].role == "filler"]
    for i in rng.sample(fill, min(2 * scale, len(fill))):
        t = (segs[i].t0 + segs[i].t1) / 2
        if rng.random() < 0.5:
            add("temporal", wording(pools.at_screen_q, stamp=_stamp(t)), [span(i)],
                [segs[i].title.split()[0].lower()])
        else:
            add("temporal", wording(pools.at_said_q, stamp=_stamp(segs[i].t0 + 3)), [span(i)],
                [w.strip(".,").lower() for w in segs[i].speech.split() if len(w) > 5][:1] or [])
    # Absent: never shown or said (some share a word with the video's filler).
    used_topics = [s.title.split(" update")[0].lower() for s in segs if s.role == "filler"]
    for q in rng.sample(pools.absent, min(4 * scale, len(pools.absent))):
        add("absent", q.format(topic=rng.choice(used_topics)), [], [])
    return Script(seed, minutes, segs, qs)


def _shape_image(colour: str, out_dir: Path) -> Path:
    from PIL import Image, ImageDraw

    path = out_dir / f"shape_{colour}.png"
    if not path.exists():
        img = Image.new("RGB", (400, 400), (255, 255, 255))
        ImageDraw.Draw(img).ellipse((40, 40, 360, 360), fill=SHAPE_COLOURS[colour])
        img.save(path)
    return path


def render(script: Script, path: Path, *, fps: int = 5) -> Path:
    """Encode the script as an H.264/AAC video with espeak-ng speech (slow part: seconds a minute)."""
    from core.decode import SAMPLE_RATE
    from core.samples import Slide, Speech, gradio_media, synth_speech, write_video

    slides, speech = [], []
    for s in script.segments:
        image = None
        if s.photo and s.photo.startswith("shape:"):
            image = _shape_image(s.photo.split(":", 1)[1], path.parent)
        elif s.photo:
            image = gradio_media("images", PHOTOS[s.photo])
        slides.append(Slide(s.t0, s.title, list(s.lines), s.background, image))
        audio = synth_speech(s.speech)
        room = s.t1 - s.t0 - 2.0
        speech.append(Speech(s.t0 + 1.5, audio[: int(room * SAMPLE_RATE)], s.speech))
    tmp = path.with_name(path.stem + ".partial" + path.suffix)
    write_video(tmp, slides, speech, duration=script.duration, fps=fps)
    tmp.replace(path)
    return path


def write_bench(seed: int, minutes: float, out_dir: Path) -> tuple[Path, Path]:
    """(video, questions JSON) for one seed, rendered once and reused."""
    out_dir.mkdir(parents=True, exist_ok=True)
    script = make_script(seed, minutes)
    stem = f"bench_s{seed}_m{minutes:g}_v{GENERATOR_VERSION}"
    video, qfile = out_dir / f"{stem}.mp4", out_dir / f"{stem}.json"
    segments = json.loads(json.dumps([asdict(s) for s in script.segments]))  # as the file holds them
    # the question file says what the video shows: a video rendered from another script (its seed's
    # pools changed since, or another checkout wrote it) is rendered again
    stale = video.exists() and (not qfile.exists() or json.loads(qfile.read_text()).get("segments") != segments)
    if not video.exists() or stale:
        render(script, video)
    qfile.write_text(json.dumps({"seed": seed, "minutes": minutes, "duration": script.duration,
                                 "generator_version": GENERATOR_VERSION,
                                 "segments": segments,
                                 "questions": [asdict(q) for q in script.questions]}, indent=1))
    return video, qfile


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seeds", type=int, nargs="+", default=[1, 2])
    ap.add_argument("--minutes", type=float, nargs="+", default=[10])
    ap.add_argument("--out", type=Path, default=Path("/tmp/echobench"))
    args = ap.parse_args()
    for seed in args.seeds:
        for minutes in args.minutes:
            video, qfile = write_bench(seed, minutes, args.out)
            n = len(json.loads(qfile.read_text())["questions"])
            print(f"{video}  {n} questions -> {qfile}")


if __name__ == "__main__":
    main()

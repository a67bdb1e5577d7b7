"""The verdict: two thresholds per signal, three outcomes, one clarifying question."""

from __future__ import annotations

from dataclasses import replace

import pytest

from billing_sim.bot.knowledge.verdict import (
    HUMAN_BUTTON_TITLE,
    Button,
    Clarification,
    Grade,
    Thresholds,
    VerdictKind,
    chosen,
    clarification_for,
    grade,
    judge,
    rivals,
    strongest_first,
)
from tests.unit.bot.knowledge.support import candidate, small_chunks

# (similarity vouches alone here; the share of the question it needs has tests of its own)
LIMITS = Thresholds(
    upper_similarity=0.7,
    lower_similarity=0.5,
    upper_coverage=0.8,
    lower_coverage=0.4,
    similar_coverage=0.0,
)


@pytest.mark.parametrize(
    ("similarity", "coverage", "expected"),
    [(0.70, 0.0, Grade.HIGH), (0.69, 0.79, Grade.MID), (0.0, 0.80, Grade.HIGH),
     (0.50, 0.0, Grade.MID), (0.49, 0.39, Grade.LOW), (0.49, 0.40, Grade.MID),
     (None, 0.80, Grade.HIGH), (None, 0.40, Grade.MID), (None, 0.39, Grade.LOW)],
)  # fmt: skip
def test_a_chunk_is_graded_on_both_signals_at_the_thresholds(
    similarity, coverage, expected
) -> None:
    """High from either upper threshold (inclusive), low only below every lower one."""
    assert (
        grade(candidate(small_chunks()[0], similarity=similarity, coverage=coverage), LIMITS)
        is expected
    )


@pytest.mark.parametrize(
    ("similarity", "coverage", "expected"),
    [(0.74, 0.19, Grade.MID), (0.74, 0.20, Grade.HIGH), (0.74, 0.0, Grade.MID),
     (0.99, 0.05, Grade.MID), (0.50, 0.19, Grade.MID)],
)  # fmt: skip
def test_similarity_alone_vouches_only_for_a_chunk_holding_a_fifth_of_the_question(
    similarity, coverage, expected
) -> None:
    """A long or colloquial message is 0.72-0.79 similar to sections it shares a word with:
    below ``similar_coverage`` of its words, the chunk is mid however similar."""
    limits = replace(LIMITS, similar_coverage=0.20)
    chunk = candidate(small_chunks()[0], similarity=similarity, coverage=coverage)
    assert grade(chunk, limits) is expected


def test_a_long_message_similar_to_a_section_it_barely_shares_words_with_is_handed_over() -> None:
    """ "Quiero ser distribuidor, ¿cómo es el tema de revender el servicio?": the installation
    section at 0.72 of similarity holds 0.07 of the question. With the default thresholds no
    chunk vouches, the question is long, and it is handed over rather than answered."""
    a, b, *_ = small_chunks()
    kept = [
        candidate(a, similarity=0.72, coverage=0.07),
        candidate(b, similarity=0.71, coverage=0.07),
    ]
    verdict = judge(kept, Thresholds(), asked_terms=5, unknown_terms=4)
    assert verdict.kind is VerdictKind.INCORRECT
    loose = judge(kept, replace(Thresholds(), similar_coverage=0.0), asked_terms=5, unknown_terms=4)
    assert loose.kind is VerdictKind.CORRECT


def test_one_high_chunk_makes_the_verdict_correct_and_low_chunks_are_not_used() -> None:
    """Correct: answer from the kept chunks that are not low, strongest evidence first."""
    a, b, c, *_ = small_chunks()
    kept = [
        candidate(a, similarity=0.6),
        candidate(b, similarity=0.75),
        candidate(c, similarity=0.1),
    ]
    verdict = judge(kept, LIMITS)
    assert verdict.kind is VerdictKind.CORRECT
    assert [x.id for x in verdict.answer_from] == [b.id, a.id]
    assert verdict.clarification is None
    assert verdict.grades == ((a.id, Grade.MID), (b.id, Grade.HIGH), (c.id, Grade.LOW))


def test_only_low_chunks_hand_over_without_a_draft() -> None:
    """Incorrect: nothing to stand on, nothing to answer from, no question either."""
    a, b, *_ = small_chunks()
    verdict = judge([candidate(a, similarity=0.2), candidate(b, coverage=0.1)], LIMITS)
    assert verdict.kind is VerdictKind.INCORRECT
    assert verdict.answer_from == ()
    assert verdict.clarification is None
    assert judge([], LIMITS).kind is VerdictKind.INCORRECT


def test_middling_chunks_ask_one_question_with_their_topics() -> None:
    """Ambiguous: a question whose buttons are the middling chunks' titles, best first."""
    a, b, c, *_ = small_chunks()
    kept = [
        candidate(a, similarity=0.6, coverage=0.2),
        candidate(b, coverage=0.5),
        candidate(c, similarity=0.1),
    ]
    verdict = judge(kept, LIMITS)
    assert verdict.kind is VerdictKind.AMBIGUOUS
    assert verdict.clarification is not None
    assert [(x.id, x.title) for x in verdict.clarification.buttons] == [
        (a.id, "Recargo por mora"), (b.id, "Reconexión"), ("human", HUMAN_BUTTON_TITLE),
    ]  # fmt: skip


def test_the_same_retrieval_changes_verdict_with_the_thresholds() -> None:
    """The thresholds are the dial: stricter ones ask, looser ones answer."""
    kept = [candidate(small_chunks()[0], similarity=0.65, coverage=0.5)]
    assert judge(kept, LIMITS).kind is VerdictKind.AMBIGUOUS
    assert judge(kept, Thresholds(0.6, 0.5, 0.8, 0.4)).kind is VerdictKind.CORRECT
    assert judge(kept, Thresholds(0.9, 0.8, 0.9, 0.6)).kind is VerdictKind.INCORRECT


def test_a_clarification_offers_at_most_three_distinct_buttons() -> None:
    """WhatsApp's limits: 3 buttons, titles of at most 20 characters, no repeats."""
    chunks = small_chunks()
    offered = [candidate(c) for c in (chunks[0], chunks[0], *chunks[1:])]
    clarification = clarification_for(offered)
    titles = [b.title for b in clarification.buttons]
    assert len(titles) == 3 == len(set(titles))
    assert all(len(t) <= 20 for t in titles)
    assert HUMAN_BUTTON_TITLE not in titles


def test_buttons_and_clarifications_enforce_the_channel_limits() -> None:
    """A title over 20 characters, no button, 4 buttons or repeated titles are refused."""
    with pytest.raises(ValueError, match="1 to 20"):
        Button("x", "Un título de más de veinte")
    with pytest.raises(ValueError, match="1 to 3"):
        Clarification("¿?", ())
    with pytest.raises(ValueError, match="1 to 3"):
        Clarification("¿?", tuple(Button(str(i), f"T{i}") for i in range(4)))
    with pytest.raises(ValueError, match="distinct"):
        Clarification("¿?", (Button("a", "T"), Button("b", "T")))


@pytest.mark.parametrize(
    "values",
    [(0.5, 0.6, 0.8, 0.4), (0.7, 0.5, 0.3, 0.4), (0.7, 0.5, 1.2, 0.4), (0.7, 0.5, 0.8, -0.1)],
)
def test_thresholds_must_be_ordered_and_coverage_a_share(values) -> None:
    """A lower threshold above its upper one, or a coverage outside 0..1, is refused."""
    with pytest.raises(ValueError, match="must"):
        Thresholds(*values)


def test_the_answer_stands_first_on_the_chunk_both_signals_vouch_for() -> None:
    """Signals at their upper threshold (two, one, none), then similarity, then coverage;
    the fused order only breaks ties ("como puedo pagar": an exact keyword match at
    similarity 1.00 beats a fused first place won on one word)."""
    a, b, c, d, e = small_chunks()
    kept = [
        candidate(a, similarity=0.70, coverage=1.0),  # coverage high only
        candidate(b, similarity=0.85, coverage=1.0),  # both high
        candidate(c, similarity=1.00, coverage=1.0),  # both high, most similar
        candidate(d, similarity=0.60, coverage=0.65),  # mid
        candidate(e, similarity=0.60, coverage=0.65),  # mid, a tie: fused order
    ]
    assert [x.id for x in strongest_first(kept, LIMITS)] == [c.id, b.id, a.id, d.id, e.id]
    assert [x.id for x in judge(kept, LIMITS).answer_from] == [c.id, b.id, a.id, d.id, e.id]
    lexical = [candidate(a, coverage=0.75), candidate(b, coverage=0.9)]  # no similarity
    assert [x.id for x in strongest_first(lexical, LIMITS)] == [b.id, a.id]


def test_chunks_both_signals_vouch_for_and_none_leads_ask_which() -> None:
    """ "que promociones tienen": several rules contain every word at nearly the same
    similarity; answering from the most similar would be a coin toss, so the bot asks,
    offering them strongest first."""
    a, b, c, d, _ = small_chunks()
    kept = [
        candidate(a, similarity=0.74, coverage=1.0),
        candidate(b, similarity=0.76, coverage=1.0),
        candidate(c, similarity=0.72, coverage=0.9),
        candidate(d, similarity=0.75, coverage=0.5),  # one signal only: no rival
    ]
    verdict = judge(kept, LIMITS)
    assert verdict.kind is VerdictKind.AMBIGUOUS
    assert verdict.answer_from == ()
    assert verdict.clarification is not None
    assert [x.id for x in verdict.clarification.buttons] == [b.id, a.id, c.id]
    assert [x.id for x in rivals(strongest_first(kept, LIMITS), LIMITS)] == [b.id, a.id, c.id]


@pytest.mark.parametrize(
    ("second", "expected"),
    [((0.70, 1.0), VerdictKind.CORRECT),  # 0.06 behind: the first leads
     ((0.72, 1.0), VerdictKind.AMBIGUOUS),  # 0.04 behind: a tie
     ((0.75, 0.5), VerdictKind.CORRECT),  # one signal: never a rival
     ((0.69, 1.0), VerdictKind.CORRECT)],  # coverage only: never a rival
)  # fmt: skip
def test_the_strongest_chunk_stands_alone_when_it_leads_by_the_margin(
    second: tuple[float, float], expected: VerdictKind
) -> None:
    """A lead of ``Thresholds.lead`` (0.05) in similarity, or a rival only one signal
    vouches for, leaves the answer on the strongest chunk."""
    a, b, *_ = small_chunks()
    similarity, coverage = second
    kept = [
        candidate(a, similarity=0.76, coverage=1.0),
        candidate(b, similarity=similarity, coverage=coverage),
    ]
    verdict = judge(kept, LIMITS)
    assert verdict.kind is expected
    if expected is VerdictKind.CORRECT:
        assert verdict.answer_from[0].id == a.id


def test_without_similarities_and_with_a_single_signal_nothing_ties() -> None:
    """Lexical only, the fused (BM25) order decides; one high signal on the first chunk
    does not make the others rivals either; a lead of 0 turns the rule off."""
    a, b, *_ = small_chunks()
    lexical = [candidate(a, coverage=1.0), candidate(b, coverage=1.0)]
    assert judge(lexical, LIMITS).kind is VerdictKind.CORRECT
    one = [candidate(a, similarity=0.8, coverage=0.5), candidate(b, similarity=0.8, coverage=1.0)]
    assert judge(one, LIMITS).answer_from[0].id == b.id  # b: both signals; a: one
    assert [x.id for x in rivals(strongest_first(one, LIMITS), LIMITS)] == [b.id]
    tied = [candidate(a, similarity=0.8, coverage=1.0), candidate(b, similarity=0.8, coverage=1.0)]
    assert judge(tied, LIMITS).kind is VerdictKind.AMBIGUOUS
    off = Thresholds(0.7, 0.5, 0.8, 0.4, lead=0.0)
    assert judge(tied, off).kind is VerdictKind.CORRECT
    with pytest.raises(ValueError, match="lead"):
        Thresholds(lead=-0.01)
    assert rivals((), LIMITS) == ()


def test_a_section_the_customer_picked_is_correct_only_while_in_force() -> None:
    """A tapped button is a claim: the section answers if it is in force, else nothing."""
    a, *_ = small_chunks()
    picked = chosen(candidate(a))
    assert picked.kind is VerdictKind.CORRECT
    assert [x.id for x in picked.answer_from] == [a.id]
    assert picked.grades == ((a.id, Grade.CHOSEN),)
    gone = chosen(None)
    assert (gone.kind, gone.answer_from, gone.clarification) == (VerdictKind.INCORRECT, (), None)


@pytest.mark.parametrize(
    ("similarity", "coverage"),
    [(0.70, 0.0), (0.55, 0.38), (0.59, 0.1)],
    ids=["similar-but-no-word-shared", "faintly-similar-few-words", "just-below-both"],
)
def test_a_mid_chunk_that_is_not_plausible_is_not_offered_and_alone_hands_over(
    similarity, coverage
) -> None:
    """ "¿me pueden prestar plata?" is 0.70 similar to the payment-plan section without a word
    in common; "¿venden teléfonos celulares?" shares one word of three with a plan at 0.52:
    buttons offering those sections would be a non sequitur, so a person takes it."""
    a, b, *_ = small_chunks()
    kept = [candidate(a, similarity=similarity, coverage=coverage), candidate(b, similarity=0.1)]
    verdict = judge(kept, Thresholds())
    assert verdict.kind is VerdictKind.INCORRECT
    assert verdict.clarification is None


@pytest.mark.parametrize(
    ("similarity", "coverage"), [(0.60, 0.05), (0.53, 0.40), (None, 0.60)]
)  # fmt: skip
def test_a_plausible_mid_chunk_is_offered(similarity, coverage) -> None:
    """Offered when it shares a word and reaches either offer threshold (lexical only: its
    coverage alone makes it mid, and that is plausible)."""
    a, *_ = small_chunks()
    verdict = judge([candidate(a, similarity=similarity, coverage=coverage)], Thresholds())
    assert verdict.kind is VerdictKind.AMBIGUOUS
    assert verdict.clarification is not None
    assert verdict.clarification.buttons[0].id == a.id


def test_only_the_plausible_mid_chunks_become_buttons() -> None:
    """A faint chunk next to a plausible one does not take a button."""
    a, b, *_ = small_chunks()
    kept = [
        candidate(a, similarity=0.53, coverage=0.1),
        candidate(b, similarity=0.65, coverage=0.3),
    ]
    verdict = judge(kept, Thresholds())
    assert verdict.clarification is not None
    assert [x.id for x in verdict.clarification.buttons] == [b.id, "human"]


def test_among_equally_vouched_chunks_one_sharing_no_word_comes_last() -> None:
    """The price list (similar to every "¿cuánto cuesta...?", no word shared) yields to the
    section that names the router, though the latter is less similar."""
    a, b, *_ = small_chunks()
    prices = candidate(a, similarity=0.75, coverage=0.0)
    equipment = candidate(b, similarity=0.48, coverage=0.78)
    assert [c.id for c in strongest_first([prices, equipment], Thresholds())] == [b.id, a.id]
    verdict = judge([prices, equipment], Thresholds())
    assert verdict.kind is VerdictKind.CORRECT
    assert verdict.answer_from[0].id == b.id


def test_a_chunk_missing_the_plan_number_asked_comes_after_one_holding_it() -> None:
    """ "¿cuánto es la fibra 1000 mensual?": a discontinued plan's section, vouched for by
    both signals but without "1000", yields to the price list that holds it."""
    a, b, *_ = small_chunks()
    other_plan = candidate(a, similarity=0.80, coverage=0.75, numbers=False)
    prices = candidate(b, similarity=0.62, coverage=1.0)
    assert [c.id for c in strongest_first([other_plan, prices], Thresholds())] == [b.id, a.id]
    verdict = judge([other_plan, prices], Thresholds())
    assert verdict.kind is VerdictKind.CORRECT
    assert verdict.answer_from[0].id == b.id


def test_an_offer_coverage_outside_zero_to_one_is_refused() -> None:
    """The coverage a button needs is a share."""
    with pytest.raises(ValueError, match="offer_coverage"):
        Thresholds(offer_coverage=1.5)


def test_only_the_offerable_mid_chunks_become_buttons_and_none_hands_over() -> None:
    """For a question naming something no section mentions, a plausible chunk is offered
    only if it is about a word the question shares; with none, the question is handed over."""
    a, b, *_ = small_chunks()
    kept = [
        candidate(a, similarity=0.62, coverage=0.5),
        candidate(b, similarity=0.61, coverage=0.5),
    ]
    verdict = judge(kept, Thresholds(), offerable=frozenset({b.id}))
    assert verdict.clarification is not None
    assert [x.id for x in verdict.clarification.buttons] == [b.id, "human"]
    assert judge(kept, Thresholds(), offerable=frozenset()).kind is VerdictKind.INCORRECT
    assert judge(kept, Thresholds()).kind is VerdictKind.AMBIGUOUS


AGREE = Thresholds()  # the defaults: agreement needs coverage 0.30, similarity 0.56, a 0.05 lead


@pytest.mark.parametrize(
    ("ranks", "similarity", "coverage", "second", "expected"),
    [
        ((1, 1), 0.68, 0.39, 0.60, VerdictKind.CORRECT),  # both rankers, clear lead
        ((1, 1), 0.61, 0.39, 0.60, VerdictKind.AMBIGUOUS),  # no lead over the next
        ((1, 1), 0.55, 0.42, 0.45, VerdictKind.AMBIGUOUS),  # not similar enough
        ((1, 1), 0.68, 0.22, 0.60, VerdictKind.AMBIGUOUS),  # too little of the question
        ((1, 2), 0.68, 0.39, 0.60, VerdictKind.AMBIGUOUS),  # the lexical side disagrees
        ((2, 1), 0.68, 0.39, 0.60, VerdictKind.AMBIGUOUS),  # the vector side disagrees
    ],
)
def test_a_mid_chunk_both_rankers_put_first_with_a_lead_is_the_answer(
    ranks: tuple[int, int], similarity: float, coverage: float, second: float, expected: str
) -> None:
    """No chunk is high, but the lexical and the vector ranking both put the same one first,
    it covers a fair share of the question and leads the others' similarity: answer from it;
    otherwise ask which topic."""
    a, b, *_ = small_chunks()
    kept = [
        candidate(a, similarity=similarity, coverage=coverage, ranks=ranks),
        candidate(b, similarity=second, coverage=0.45, ranks=(2, 2)),
    ]
    verdict = judge(kept, AGREE)
    assert verdict.kind is expected
    if expected is VerdictKind.CORRECT:
        assert [c.id for c in verdict.answer_from] == [a.id]


def test_a_kept_chunk_no_button_would_offer_is_no_rival_to_the_agreed_one() -> None:
    """The lead is over the chunks worth offering: one similar on the vector side alone
    (sharing almost no word, not similar enough to offer) does not hold the answer back."""
    a, b, *_ = small_chunks()
    agreed = candidate(a, similarity=0.62, coverage=0.44, ranks=(1, 1))
    faint = candidate(b, similarity=0.59, coverage=0.06, ranks=(16, 2))
    assert judge([agreed, faint], AGREE).kind is VerdictKind.CORRECT
    offered = candidate(b, similarity=0.59, coverage=0.45, ranks=(2, 2))
    assert judge([agreed, offered], AGREE).kind is VerdictKind.AMBIGUOUS


def test_the_one_chunk_whose_keyword_phrase_the_question_says_is_the_answer() -> None:
    """No chunk is high and the rankings disagree, but one kept chunk alone holds the
    heaviest keyword phrase said whole in the question and covers as much of it as any: the
    customer described the situation its keywords name, so answer from it
    instead of asking (a low one too: the phrase is the evidence)."""
    a, b, *_ = small_chunks()
    named = candidate(a, similarity=0.49, coverage=0.45, ranks=(1, 6), phrase=7.2)
    other = candidate(b, similarity=0.58, coverage=0.30, ranks=(2, 1))
    assert judge([other, named], AGREE).kind is VerdictKind.CORRECT
    assert [c.id for c in judge([other, named], AGREE).answer_from] == [a.id]
    without = candidate(a, similarity=0.49, coverage=0.45, ranks=(1, 6))
    assert judge([other, without], AGREE).kind is not VerdictKind.CORRECT


@pytest.mark.parametrize(
    ("other_phrase", "named_coverage", "other_coverage"),
    [(5.0, 0.5, 0.3), (0.0, 0.4, 0.5)],
    ids=["tied", "covers less"],
)
def test_a_keyword_phrase_does_not_name_the_answer_when_tied_or_outcovered(
    other_phrase: float, named_coverage: float, other_coverage: float
) -> None:
    """Two chunks with equally heavy phrases are a choice (asked); a chunk covering less of
    the question than another kept one is not named by its phrase ("somos una fundación
    exenta de IVA" holds "exento de IVA" of the zero-rated charges, but the exemption covers
    more of it)."""
    a, b, *_ = small_chunks()
    kept = [
        candidate(a, similarity=0.58, coverage=named_coverage, ranks=(1, 2), phrase=5.0),
        candidate(b, similarity=0.57, coverage=other_coverage, ranks=(3, 3), phrase=other_phrase),
    ]
    assert judge(kept, AGREE).kind is VerdictKind.AMBIGUOUS


def test_a_question_naming_what_no_section_mentions_is_not_named_by_a_phrase() -> None:
    """With ``offerable`` set (the question names something no section mentions), a phrase
    does not turn the question into an answer: it is asked among the offerable sections."""
    a, b, *_ = small_chunks()
    kept = [
        candidate(a, similarity=0.62, coverage=0.45, ranks=(1, 1), phrase=5.0),
        candidate(b, similarity=0.50, coverage=0.10, ranks=(2, 2)),
    ]
    assert judge(kept, AGREE, offerable=frozenset({a.id})).kind is VerdictKind.AMBIGUOUS


@pytest.mark.parametrize(
    ("asked_terms", "expected"),
    [(0, VerdictKind.AMBIGUOUS), (4, VerdictKind.AMBIGUOUS),
     (5, VerdictKind.INCORRECT), (9, VerdictKind.INCORRECT)],
)  # fmt: skip
def test_a_long_question_no_chunk_stands_for_is_handed_over_not_asked_back(
    asked_terms: int, expected: VerdictKind
) -> None:
    """Middling chunks are offered as buttons only for a short question (the customer said
    too little to choose); a question of more than ``ask_terms`` search terms that no chunk
    covers says something the documents do not treat ("¿puedo congelar el servicio dos
    meses mientras viajo?"), and buttons about its incidental words would be a non
    sequitur."""
    a, b, *_ = small_chunks()
    kept = [candidate(a, similarity=0.6, coverage=0.2), candidate(b, coverage=0.5)]
    verdict = judge(kept, LIMITS, asked_terms=asked_terms)
    assert verdict.kind is expected
    assert (verdict.clarification is not None) is (expected is VerdictKind.AMBIGUOUS)
    assert verdict.answer_from == ()


def test_a_long_question_still_gets_its_answer_or_its_choice_among_strong_sections() -> None:
    """The length rule is for middling chunks only: a long question one chunk stands for is
    answered, and one several chunks both signals vouch for is still asked which."""
    a, b, *_ = small_chunks()
    one = judge([candidate(a, similarity=0.8, coverage=0.9)], LIMITS, asked_terms=12)
    assert (one.kind, [c.id for c in one.answer_from]) == (VerdictKind.CORRECT, [a.id])
    tied = [
        candidate(a, similarity=0.75, coverage=1.0),
        candidate(b, similarity=0.74, coverage=1.0),
    ]
    assert judge(tied, LIMITS, asked_terms=12).kind is VerdictKind.AMBIGUOUS


def test_a_long_question_one_chunk_clearly_covers_best_is_answered_from_it() -> None:
    """ "si reclamo una factura, ¿me suspenden mientras tanto? ¿y cuándo me contestan?":
    a long message spreads its embedding thin, no section is high, but the lexical first
    covers far more of it than any other kept chunk."""
    a, b, c, *_ = small_chunks()
    claims = candidate(a, similarity=0.57, coverage=0.46, ranks=(1, 4))
    other = candidate(b, similarity=0.62, coverage=0.22, ranks=(3, 1))
    third = candidate(c, similarity=0.58, coverage=0.18, ranks=(5, 2))
    verdict = judge([other, claims, third], Thresholds(), asked_terms=8)
    assert verdict.kind is VerdictKind.CORRECT
    assert [x.id for x in verdict.answer_from] == [a.id]


@pytest.mark.parametrize(
    ("claims_coverage", "ranks", "numbers", "unknown_terms"),
    [(0.46, (1, 4), True, 1),  # a word no section knows may be what it is about
     (0.34, (1, 4), True, 0),  # leads by less than the margin
     (0.46, (2, 4), True, 0),  # not the lexical ranking's first
     (0.46, (1, 4), False, 0),  # lacks the plan named
     (0.38, (1, 4), True, 0)],  # covers too little of the question
)  # fmt: skip
def test_a_coverage_lead_needs_every_term_known_a_margin_the_lexical_first_and_the_plan(
    claims_coverage: float,
    ranks: tuple[int, int],
    numbers: bool,
    unknown_terms: int,
) -> None:
    """Without each condition the long question is handed over as before."""
    a, b, *_ = small_chunks()
    claims = candidate(a, similarity=0.57, coverage=claims_coverage, ranks=ranks, numbers=numbers)
    other = candidate(b, similarity=0.62, coverage=0.20, ranks=(1 if ranks[0] > 1 else 3, 1))
    verdict = judge([other, claims], Thresholds(), asked_terms=8, unknown_terms=unknown_terms)
    assert verdict.kind is VerdictKind.INCORRECT


def test_a_coverage_lead_stands_on_a_low_chunk_only_for_a_long_question() -> None:
    """ "si pago solo una parte este mes, ¿el resto pasa a la otra factura y me recargan?":
    a long message is little similar to anything, so the payments section, leading on
    coverage, is graded low and still the answer; a short question just as little similar
    to the section is about something else and is not answered from it."""
    a, b, *_ = small_chunks()
    payments = candidate(a, similarity=0.50, coverage=0.45, ranks=(1, 9))
    other = candidate(b, similarity=0.54, coverage=0.25, ranks=(3, 1))
    long = judge([other, payments], Thresholds(), asked_terms=7)
    assert long.kind is VerdictKind.CORRECT
    assert [x.id for x in long.answer_from] == [a.id]
    assert judge([other, payments], Thresholds(), asked_terms=3).kind is not VerdictKind.CORRECT


def test_a_chunk_the_lexical_ranking_never_found_is_no_rival_to_the_agreed_one() -> None:
    """A chunk kept on its vector alone, however similar and worth a button, does not hold the
    agreed answer back: the lexical ranking did not find it at all ("transferí desde otro
    banco y no se ve el pago, ¿cuánto tarda?" is the payment's reflection, whatever else sounds
    like it)."""
    a, b, *_ = small_chunks()
    agreed = candidate(a, similarity=0.67, coverage=0.35, ranks=(1, 1))
    unfound = candidate(b, similarity=0.64, coverage=0.45, ranks=(None, 2))
    assert judge([agreed, unfound], AGREE).kind is VerdictKind.CORRECT
    found = candidate(b, similarity=0.64, coverage=0.45, ranks=(9, 2))
    assert judge([agreed, found], AGREE).kind is VerdictKind.AMBIGUOUS

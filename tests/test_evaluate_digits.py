"""The digit model's protocol keeps writers on one side and counts by writer."""

import sys

import numpy as np
import pytest

from splitter_testkit import paths

protocol = paths.tool("evaluate_digits")
ink = sys.modules["unipen_ink"]


def made_unipen(writers_per_population: int, digits_per_writer: int) -> object:
    """A UNIPEN of one-point strokes: only writers and populations matter to the folds."""
    populations = ("UNIPEN Europe", "UNIPEN Japan")
    writers = np.repeat(np.arange(len(populations) * writers_per_population), digits_per_writer)
    count = len(writers)
    return ink.Unipen(points=np.zeros((count, 2), np.int16), stroke_start=np.arange(count + 1, dtype=np.int32),
                      sample_start=np.arange(count + 1, dtype=np.int32), labels=np.ones(count, np.int64),
                      writers=writers, writer_names=np.array([f"w{k}" for k in range(writers.max() + 1)]),
                      populations=np.array([populations[w // writers_per_population] for w in writers]))


def test_no_writer_is_in_two_folds_and_every_fold_holds_every_population():
    unipen = made_unipen(writers_per_population=12, digits_per_writer=3)
    fold_of = protocol.folds(unipen, count=5)
    for writer in np.unique(unipen.writers):
        assert len(set(fold_of[unipen.writers == writer].tolist())) == 1
    for fold in range(5):
        assert set(unipen.populations[fold_of == fold].tolist()) == {"UNIPEN Europe", "UNIPEN Japan"}


def test_the_doubt_threshold_flags_the_asked_share_of_wrong_readings():
    sure = np.array([0.4, 0.5, 0.6, 0.7, 0.99, 0.999, 0.9999, 0.8])
    wrong = np.array([True, True, True, True, True, False, False, False])
    level = protocol.doubt_threshold(sure, wrong, share=0.8)
    assert (sure[wrong] < level).sum() == 4
    assert level == pytest.approx(0.7, abs=1e-6)


def test_odds_are_the_nats_between_the_best_two_classes():
    # 0.8 against 0.1: ln 8 = 2.079; an even split: 0; a certain row is floored at 1e-6: ln 1e6 = 13.8
    probabilities = np.array([[0.1, 0.8, 0.1, 0.0], [0.5, 0.5, 0.0, 0.0], [0.0, 1.0, 0.0, 0.0]])
    assert protocol.odds(probabilities) == pytest.approx([2.0794, 0.0, 13.8155], abs=1e-4)


def test_writer_figures_weigh_each_writer_once_and_find_the_worst():
    # writer a: 10 of 10 right; writer b: 5 of 10 right; writer c: 2 digits (too few to rank)
    labels = np.ones(22, np.int64)
    read = np.ones(22, np.int64)
    read[10:15] = 2
    writers = np.array(["a"] * 10 + ["b"] * 10 + ["c"] * 2)
    found = protocol.writer_figures(read, labels, writers)
    assert found["writers"] == 3
    assert found["mean_over_writers"] == pytest.approx((1.0 + 0.5 + 1.0) / 3, abs=1e-4)
    assert found["worst_10_percent"]["each"] == {"b": "5/10"}
    assert found["worst_10_percent"]["of"] == 2


def test_the_temperature_fit_recovers_the_scale_of_made_logits():
    rng = np.random.default_rng(1)
    logits = rng.normal(0, 3, (4000, 7))
    truth = np.array([rng.choice(7, p=protocol.softmax(row[None], 2.0)[0]) for row in logits])
    assert protocol.fit_temperature(logits, truth) == pytest.approx(2.0, rel=0.1)


def test_the_table_names_the_reader_rule_a_summary_was_measured_with():
    # a summary kept from before the reader's level changed still prints, with its own level
    rule = {"level": 0.5, "wrong_flagged": 1, "right_flagged": 2}
    found = {"populations": ["UNIPEN Japan"], "wrong": 1, "right": 9, "top probability": rule, "odds": rule,
             "reader_odds_4.85": {"UNIPEN Japan": {"wrong_flagged": "1/1", "right_flagged": "2/9"}}}
    printed = protocol.table({"current_doubt": found})
    assert "the reader's rule when measured (odds below 4.85 nats): UNIPEN Japan 1/1 wrong, 2/9 right" in printed

"""The digit model's protocol keeps writers on one side and counts by writer."""

import json
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


def kept_run(folder, name, logits, labels, population="UNIPEN Europe", settings=None):
    """A run kept as the protocol keeps it: its held-out logits, truth and writers."""
    test = protocol.TestSet(np.zeros(0), labels, np.array([f"w{k % 7}" for k in range(len(labels))]))
    protocol.save(folder / f"{name}.npz", {population: (logits, test)}, settings)


def made_readings(seed, count=600, scale=2.0):
    """Logits of a made model whose readings are right most of the time, at a known scale."""
    rng = np.random.default_rng(seed)
    logits = rng.normal(0, 3, (count, 7))
    labels = np.array([rng.choice(7, p=protocol.softmax(row[None], scale)[0]) for row in logits])
    return logits, labels


def test_the_recipe_is_calibrated_on_its_writer_folds_and_measured_at_that_one_calibration(tmp_path):
    # two folds and a left-out population: the temperature and level come from the folds alone
    # (the left-out run's readings, at another scale, would move them), and every recipe figure,
    # the left-out population's included, is flagged at that level
    for k in range(2):
        kept_run(tmp_path, f"fold-{k}", *made_readings(k))
    kept_run(tmp_path, "lopo-1", *made_readings(9, scale=0.5), population="Semeion")
    summary = protocol.summarise(tmp_path)
    chosen = summary["doubt_level"]
    fold_logits = np.concatenate([made_readings(k)[0] for k in range(2)])
    fold_labels = np.concatenate([made_readings(k)[1] for k in range(2)])
    assert chosen["temperature"] == round(protocol.fit_temperature(fold_logits, fold_labels), 4)
    probabilities = protocol.softmax(fold_logits, chosen["temperature"])
    wrong = probabilities.argmax(axis=1) != fold_labels
    level = protocol.doubt_threshold(protocol.odds(probabilities), wrong)
    assert chosen["odds_level_95_percent"] <= chosen["min_odds"] < chosen["odds_level_95_percent"] + 0.01
    assert chosen["min_odds"] >= level
    assert chosen["wrong_flagged"] >= 0.95 * chosen["wrong"] and chosen["wrong"] == int(wrong.sum())
    flagged = f"flagged_below_{chosen['min_odds']}_nats"
    assert flagged in summary["lopo"]["Semeion"] and flagged in summary["unipen_folds"]["all"]
    assert "2 UNIPEN writer folds" in chosen["fitted_on"]


def test_without_folds_the_recipe_is_calibrated_on_its_left_out_populations(tmp_path):
    kept_run(tmp_path, "lopo-1", *made_readings(9), population="Semeion")
    chosen = protocol.summarise(tmp_path)["doubt_level"]
    assert chosen["temperature"] == round(protocol.fit_temperature(*made_readings(9)), 4)
    assert "left-out populations ['Semeion']" in chosen["fitted_on"]


def test_a_summary_names_the_settings_each_run_was_trained_with(tmp_path):
    kept_run(tmp_path, "fold-0", *made_readings(0), settings={"epochs": 16, "seed": 7})
    # a run kept before settings were recorded
    logits, labels = made_readings(1)
    np.savez_compressed(tmp_path / "fold-1.npz", logits0=logits, labels0=labels, writers0=np.full(len(labels), "w"),
                        population0=np.array("UNIPEN Japan"))
    assert protocol.summarise(tmp_path)["runs"] == {"fold-0": {"epochs": 16, "seed": 7}, "fold-1": "not recorded"}


def test_a_model_record_takes_the_calibration_and_refuses_a_summary_without_one():
    summary = {"protocol": "p", "doubt_level": {"temperature": 1.2, "fitted_on": "folds", "min_odds": 6.0},
               "current": {"not": "recorded"}}
    record = protocol.model_record(summary)
    assert record["temperature"] == 1.2 and record["protocol"]["doubt_level"]["min_odds"] == 6.0
    assert "current" not in record["protocol"]
    with pytest.raises(SystemExit):
        protocol.model_record({"protocol": "p"})


def test_the_command_recorded_is_the_one_run(monkeypatch):
    monkeypatch.setattr(sys, "argv", ["tools/train_digits.py", "--epochs", "16", "--out", "build/a b/digits.onnx"])
    assert protocol.command_line().endswith("python tools/train_digits.py --epochs 16 --out 'build/a b/digits.onnx'")


def test_runs_of_a_calibrated_recipe_can_be_measured_at_its_recorded_calibration(tmp_path):
    # the left-out run alone would fit its own temperature; a model's recorded one is used instead
    kept_run(tmp_path, "lopo-1", *made_readings(9), population="Semeion")
    recorded = {"temperature": 1.5, "fitted_on": "the folds of version 8", "min_odds": 6.24}
    summary = protocol.summarise(tmp_path, recorded)
    assert summary["doubt_level"] == recorded
    logits, labels = made_readings(9)
    odds = protocol.odds(protocol.softmax(logits, 1.5))
    wrong = protocol.softmax(logits, 1.5).argmax(axis=1) != labels
    flagged = summary["lopo"]["Semeion"]["flagged_below_6.24_nats"]
    assert flagged["wrong"] == f"{(wrong & (odds < 6.24)).sum()}/{wrong.sum()}"


def test_a_recipe_without_runs_yet_takes_a_recorded_calibration_for_its_first_model(tmp_path):
    assert "doubt_level" not in protocol.summarise(tmp_path)
    recorded = {"temperature": 1.1422, "fitted_on": "record of model version 8", "min_odds": 6.24}
    summary = protocol.summarise(tmp_path, recorded)
    assert protocol.model_record(summary)["temperature"] == 1.1422
    assert "lopo" not in summary and "unipen_folds" not in summary


def test_a_candidate_model_is_measured_at_the_temperature_and_doubt_level_of_its_own_record(tmp_path):
    # the current run of a candidate (--model): its record says temperature 2.0 and 3.0 nats,
    # not the shipped model's 1.1422 and 6.24
    from splitter_print.reading.recognise.engine import CLASSES

    candidate = tmp_path / "candidate.onnx"
    (tmp_path / "candidate.json").write_text(json.dumps(
        {"version": "x", "classes": list(CLASSES), "temperature": 2.0, "levels": {"min_odds": 3.0}}))
    logits, labels = made_readings(4)
    kept_run(tmp_path, "current", logits, labels)
    summary = protocol.summarise(tmp_path, model=candidate)
    probabilities = protocol.softmax(logits, 2.0)
    wrong, flagged = probabilities.argmax(axis=1) != labels, protocol.odds(probabilities) < 3.0
    found = summary["current"]["UNIPEN Europe"]["flagged_below_3.0_nats"]
    assert found == {"wrong": f"{(wrong & flagged).sum()}/{wrong.sum()}",
                     "right": f"{(~wrong & flagged).sum()}/{(~wrong).sum()}"}
    assert summary["current_doubt"]["reader_odds_3.0"]["UNIPEN Europe"]["wrong_flagged"] == found["wrong"]

"""An ensemble of digit nets is one model file whose logits are its members' mean."""

import sys

import cv2
import numpy as np
import pytest

from splitter_testkit import paths

torch = pytest.importorskip("torch", reason="PyTorch is a training-time dependency (pip install -e '.[train]')")
pytest.importorskip("onnx", reason="onnx is a training-time dependency (pip install -e '.[train]')")

ensemble = paths.tool("ensemble_digits")
recipe = sys.modules["train_digits"]
protocol = sys.modules["evaluate_digits"]


def member(tmp_path, seed, channels):
    torch.manual_seed(seed)
    net = recipe.DigitNet(channels).eval()
    path = tmp_path / f"member{seed}.onnx"
    recipe.export(net, path)
    return net, path


def test_the_merged_model_gives_the_mean_of_its_members_logits_and_their_features_side_by_side(tmp_path):
    (small, small_path), (wide, wide_path) = member(tmp_path, 1, (4, 8, 8)), member(tmp_path, 2, (8, 8, 16))
    out = tmp_path / "ensemble" / "digits.onnx"
    ensemble.merge([small_path, wide_path], out)
    cells = np.random.default_rng(3).random((5, 1, 28, 28), dtype=np.float32)
    with torch.no_grad():
        (first, first_features), (second, second_features) = (net(torch.from_numpy(cells)) for net in (small, wide))
    net = cv2.dnn.readNetFromONNX(str(out))
    net.setInput(cells)
    logits, features = net.forward(["logits", "features"])
    np.testing.assert_allclose(logits, (first.numpy() + second.numpy()) / 2, atol=1e-4)
    np.testing.assert_allclose(features, np.hstack([first_features.numpy(), second_features.numpy()]), atol=1e-4)


def test_the_protocol_of_an_ensemble_averages_the_members_kept_logits_run_by_run(tmp_path):
    test = protocol.TestSet(np.zeros(0), np.array([1, 2]), np.array(["a", "b"]))
    first, second, out = tmp_path / "one", tmp_path / "two", tmp_path / "both"
    protocol.save(first / "fold-0.npz", {"UNIPEN Europe": (np.array([[0.0, 2.0], [4.0, 0.0]]), test)})
    protocol.save(second / "fold-0.npz", {"UNIPEN Europe": (np.array([[2.0, 0.0], [0.0, 0.0]]), test)})
    protocol.save(second / "fold-1.npz", {"UNIPEN Europe": (np.array([[9.0, 9.0], [9.0, 9.0]]), test)})
    assert ensemble.average_runs([first, second], out) == ["fold-0"]
    logits, kept = protocol.load(out / "fold-0.npz")["UNIPEN Europe"]
    assert logits.tolist() == [[1.0, 1.0], [2.0, 0.0]] and kept.labels.tolist() == [1, 2]

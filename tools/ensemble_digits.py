"""A small ensemble of digit nets: measured by the protocol, shipped as one ONNX file.

    # the protocol's figures of the ensemble: the members' kept held-out logits averaged
    .venv/bin/python tools/ensemble_digits.py protocol build/protocol-v6 build/protocol-v7 --out build/protocol-ens
    .venv/bin/python tools/evaluate_digits.py --folder build/protocol-ens
    # one model file from trained members (their temperature: the protocol's, fitted above)
    .venv/bin/python tools/ensemble_digits.py merge build/candidate/digits.onnx build/member-b/digits.onnx \\
        --protocol build/protocol-ens --out build/ensemble/digits.onnx

The members' logits are averaged (one forward pass of the merged graph reads every member),
so the ensemble is calibrated by one temperature like a single net; its ``features`` output
is the members' features side by side (``model_engine.adapt`` compares cells by cosine, which
works the same on the longer vector).
"""

from __future__ import annotations

import argparse
import datetime
import json
import sys
from pathlib import Path
from typing import Any

import cv2
import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
import evaluate_digits as protocol
import train_digits as recipe

from splitter_print.atomic import write_atomic

ROOT = Path(__file__).resolve().parent.parent


def average_runs(folders: list[Path], out: Path) -> list[str]:
    """For every run kept in all of ``folders`` (``<run>.npz``), the members' logits averaged,
    kept in ``out`` as a run of :mod:`evaluate_digits`; returns the runs."""
    names = sorted(set.intersection(*[{p.stem for p in f.glob("*.npz") if not p.stem.startswith("unipen")}
                                      for f in folders]))
    for name in names:
        kept = [protocol.load(folder / f"{name}.npz") for folder in folders]
        averaged = {}
        for population, (_, test) in kept[0].items():
            for other in kept[1:]:
                if not np.array_equal(other[population][1].labels, test.labels):
                    raise SystemExit(f"{name}: {population} holds other digits in {folders}")
            averaged[population] = (np.mean([k[population][0] for k in kept], axis=0), test)
        protocol.save(out / f"{name}.npz", averaged)
    return names


def merge(members: list[Path], out: Path) -> None:
    """One ONNX graph running every member on the same input ``cells``: ``logits`` the mean of
    the members' logits, ``features`` their features side by side. Checked against the
    members run one by one in cv2.dnn."""
    import onnx
    from onnx import compose, helper

    graphs = []
    for k, path in enumerate(members):
        model = onnx.load(str(path))
        graphs.append(compose.add_prefix(model, prefix=f"m{k}_"))
    merged = graphs[0]
    for other in graphs[1:]:
        merged = compose.merge_models(merged, other, io_map=[])
    graph = merged.graph
    for k in range(1, len(members)):
        for node in graph.node:
            node.input[:] = ["m0_cells" if name == f"m{k}_cells" else name for name in node.input]
    keep_inputs = [i for i in graph.input if i.name == "m0_cells"]
    del graph.input[:]
    graph.input.extend(keep_inputs)
    for node in graph.node:
        node.input[:] = ["cells" if name == "m0_cells" else name for name in node.input]
    graph.input[0].name = "cells"
    count = len(members)
    scale = helper.make_tensor("ensemble_scale", onnx.TensorProto.FLOAT, [], [1.0 / count])
    graph.initializer.append(scale)
    graph.node.extend([
        helper.make_node("Sum", [f"m{k}_logits" for k in range(count)], ["ensemble_sum"]),
        helper.make_node("Mul", ["ensemble_sum", "ensemble_scale"], ["logits"]),
        helper.make_node("Concat", [f"m{k}_features" for k in range(count)], ["features"], axis=1),
    ])
    outputs = {o.name: o for o in graph.output}
    logits_type, features_type = outputs["m0_logits"], outputs["m0_features"]
    del graph.output[:]
    graph.output.extend([helper.make_tensor_value_info("logits", logits_type.type.tensor_type.elem_type,
                                                       ["n", 7]),
                         helper.make_tensor_value_info("features", features_type.type.tensor_type.elem_type,
                                                       ["n", "features"])])
    onnx.checker.check_model(merged)
    temporary = out.with_suffix(".tmp.onnx")
    out.parent.mkdir(parents=True, exist_ok=True)
    onnx.save(merged, str(temporary))
    probe = np.random.default_rng(0).random((44, 1, 28, 28), dtype=np.float32)
    expected = []
    for path in members:
        net = cv2.dnn.readNetFromONNX(str(path))
        net.setInput(probe)
        expected.append(net.forward("logits").copy())
    net = cv2.dnn.readNetFromONNX(str(temporary))
    net.setInput(probe)
    logits, features = net.forward(["logits", "features"])
    difference = float(np.abs(logits - np.mean(expected, axis=0)).max())
    assert difference < 1e-3, f"merged graph disagrees with its members by {difference}"
    temporary.replace(out)
    print(f"{out}: {count} members, {out.stat().st_size:,} bytes, features {features.shape[1]}")


def record(members: list[Path], protocol_folder: Path) -> dict[str, Any]:
    """digits.json of the merged model: the temperature fitted by the protocol on the
    ensemble's held-out logits, and each member's own record."""
    calibrated = protocol.model_record(json.loads((protocol_folder / "summary.json").read_text()))
    first = json.loads(members[0].with_suffix(".json").read_text())
    return {
        "version": "ensemble of " + " + ".join(json.loads(m.with_suffix(".json").read_text())["version"]
                                               for m in members),
        "date": datetime.date.today().isoformat(),
        "classes": first["classes"],
        "input": first["input"],
        "outputs": {"logits": "n x 7, the mean of the members' logits; divide by temperature then softmax",
                    "features": f"n x {128 * len(members)}, the members' penultimate layers side by side"},
        "temperature": calibrated["temperature"],
        "temperature_fitted": calibrated["temperature_fitted"] + " (the members' averaged logits, "
                                                                 "tools/ensemble_digits.py)",
        "levels": calibrated["levels"],
        "training": {"members": [json.loads(m.with_suffix(".json").read_text())["training"] for m in members],
                     "command": protocol.command_line()},
        "protocol": calibrated["protocol"],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("step", choices=["protocol", "merge"])
    parser.add_argument("inputs", type=Path, nargs="+", help="protocol folders, or member ONNX files")
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--protocol", type=Path, help="merge: the ensemble's protocol folder (its temperature)")
    parser.add_argument("--cells", type=Path, default=ROOT / "build",
                        help="merge: where the cells cut from made photos of held-out writers are kept")
    arguments = parser.parse_args()
    if arguments.step == "protocol":
        print("averaged runs:", ", ".join(average_runs(arguments.inputs, arguments.out)))
        return
    if arguments.protocol is None:
        parser.error("merge needs --protocol")
    merge(arguments.inputs, arguments.out)
    written = record(arguments.inputs, arguments.protocol)
    net = cv2.dnn.readNetFromONNX(str(arguments.out))

    def logits(cells: np.ndarray) -> np.ndarray:
        net.setInput(np.ascontiguousarray(cells, np.float32))
        return np.asarray(net.forward("logits")).copy()

    written["measured"] = recipe.held_out_figures(logits, written["temperature"], arguments.cells)
    write_atomic(arguments.out.with_suffix(".json"), json.dumps(written, indent=2) + "\n")


if __name__ == "__main__":
    main()

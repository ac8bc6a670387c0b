"""The why-sqrt-dk lesson: it opens the lab at d_k = 256, and its texts quote true numbers."""

from __future__ import annotations

import json

import numpy as np
import pytest

from core.files.examples import LabRequest, list_examples, load_example, read_lab_request
from core.files.session_io import SessionFileError
from core.scaling.saturation import scaling_table


def test_lesson_asks_for_the_lab_at_256():
    infos = {info.name: info for info in list_examples()}
    lab = infos["why-sqrt-dk"].lab
    assert isinstance(lab, LabRequest) and lab.name == "why-sqrt-dk" and lab.d_k == 256
    assert "1,024" in lab.banner and "τ" in lab.banner
    assert all(info.lab is None for name, info in infos.items() if name != "why-sqrt-dk")


def test_lesson_description_quotes_its_own_session():
    session = load_example("why-sqrt-dk")
    assert session.d_head == 16 and session.scaled
    on = session.run(dtype="float64")
    off = session.with_settings(scaled=False).run(dtype="float64")
    description = load_example("why-sqrt-dk").description
    assert f"std ≈ {on.numpy('scores').std():.1f}" in description
    assert f"{off.numpy('weights').max(1).mean():.2f} of its weight" in description
    assert f"down to {on.numpy('weights').max(1).mean():.2f}" in description


def test_lab_banner_quotes_the_lab_numbers():
    rows = {row.d_k: row for row in scaling_table([256, 1024], tokens=16, samples=2000, seed=0)}
    banner = read_lab_request(load_example_path()).banner
    assert f"{round(rows[256].unscaled.score_std / rows[256].scaled.score_std)} times" in banner
    assert f"{rows[1024].unscaled.max_weight:.2f} of an unscaled row" in banner
    sixth = rows[1024].scaled.grad_norm / rows[1024].unscaled.grad_norm
    assert round(sixth) == 6 and "a sixth" in banner


def load_example_path():
    return next(info.path for info in list_examples() if info.name == "why-sqrt-dk")


@pytest.mark.parametrize("lab, message", [
    ({"name": "no-such-lab"}, "'lab' must be an object"), ("why-sqrt-dk", "'lab' must be"),
    ({"name": "why-sqrt-dk", "d_k": 0}, "lab.d_k"), ({"name": "why-sqrt-dk", "d_k": 2.5},
                                                     "lab.d_k"),
    ({"name": "why-sqrt-dk", "banner": 3}, "lab.banner")])
def test_a_bad_lab_object_is_refused_naming_the_field(tmp_path, lab, message):
    data = json.loads(load_example_path().read_text(encoding="utf-8"))
    data["lab"] = lab
    path = tmp_path / "lesson.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SessionFileError, match=message):
        read_lab_request(path)
    del data["lab"]
    path.write_text(json.dumps(data), encoding="utf-8")
    assert read_lab_request(path) is None
    np.testing.assert_array_equal(load_example("why-sqrt-dk").w_q.shape, (1, 8, 16))

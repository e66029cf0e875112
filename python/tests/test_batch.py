"""soloist.batch yields in input order, errors as records, like soloist batch."""

import json

import soloist
from conftest import DATA_FILES, read_problems, without_stats


def test_batch_in_order_with_error_records(cli, tmp_path):
    problems = read_problems(DATA_FILES[0]) + read_problems(DATA_FILES[1])
    bad = dict(problems[1], contract=dict(problems[1]["contract"], declarer=9))
    records = [problems[0], bad, "{not json", 42] + problems[2:]
    got = list(soloist.batch(records, threads=3))
    assert [r["index"] for r in got] == list(range(len(records)))
    assert got[1]["field"] == "contract.declarer" and got[1]["id"] == bad["id"]
    assert got[2]["field"] == "json" and "error" in got[2]
    assert got[3]["field"] == "json" and "error" in got[3]
    for record, result in zip(records, got):
        if isinstance(record, dict) and record is not bad:
            assert without_stats(result) == dict(without_stats(soloist.solve(record)), index=result["index"])

    # The same records (42 as a line the CLI also refuses) through the CLI.
    lines = [json.dumps(problems[0]), json.dumps(bad), "{not json", "42"] + [json.dumps(p) for p in problems[2:]]
    path = tmp_path / "records.jsonl"
    path.write_text("\n".join(lines) + "\n")
    expected = cli("batch", str(path), "--progress", "none")
    assert [r["index"] for r in expected] == [r["index"] for r in got]
    assert [without_stats(r) for i, r in enumerate(got) if i not in (2, 3)] == \
           [without_stats(r) for i, r in enumerate(expected) if i not in (2, 3)]
    assert all("error" in expected[i] for i in (2, 3))


def test_batch_is_lazy_and_starts_at_first_index():
    problems = read_problems(DATA_FILES[0])
    results = soloist.batch(iter(problems), first_index=100, threads=1)
    first = next(results)
    assert first["index"] == 100 and first["id"] == problems[0]["id"]
    results.close()


def test_batch_table_and_leads():
    problems = read_problems(DATA_FILES[0])[:2]
    tables = list(soloist.batch(problems, analysis="table"))
    assert [without_stats(r) for r in tables] == \
           [dict(without_stats(soloist.table(p)), index=i) for i, p in enumerate(problems)]
    leads = list(soloist.batch(problems, analysis="leads"))
    assert all("lead_groups" in r for r in leads)


def test_batch_record_not_json_is_an_error_record():
    got = list(soloist.batch([{"id": "x", "hands": object()}, None]))
    assert [(r["index"], r["field"]) for r in got] == [(0, "json"), (1, "json")]
    assert all("error" in r for r in got)

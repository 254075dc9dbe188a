"""Renders a batch of Jinja2 calls for the byte-identity tests: reads [{"source": "...", "context": {...}}, ...] as
JSON on stdin, writes the outputs as a JSON array. Autoescape on and undefined names an error: the environment the
package's docs ask a template author to use."""
import json
import pathlib
import sys

import jinja2

calls = json.load(sys.stdin)
environment = jinja2.Environment(
    loader=jinja2.FileSystemLoader(str(pathlib.Path(__file__).resolve().parent.parent / "jinja")),
    autoescape=True,
    undefined=jinja2.StrictUndefined,
    keep_trailing_newline=True,
)
# Compiled once per distinct source: a batch of hundreds of cards shares a handful of call templates.
templates = {}
outputs = []
for call in calls:
    try:
        source = call["source"]
        if source not in templates:
            templates[source] = environment.from_string(source)
        outputs.append({"html": templates[source].render(call.get("context", {}))})
    except Exception as error:  # reported per call: one broken call does not hide the others' results
        outputs.append({"error": f"{type(error).__name__}: {error}"})
json.dump(outputs, sys.stdout, ensure_ascii=False)

"""Renders a batch of Jinja2 calls for the byte-identity tests: reads [{"source": "...", "context": {...}}, ...] as
JSON on stdin, writes the outputs as a JSON array. Autoescape on and undefined names an error: the environment the
package's docs ask a template author to use. A call may name other settings of its environment, e.g.
"environment": {"strict": false, "trim_blocks": true}: the templates must give the same bytes there."""
import json
import pathlib
import sys

import jinja2

LOADER = jinja2.FileSystemLoader(str(pathlib.Path(__file__).resolve().parent.parent / "jinja"))
environments = {}


def environment_for(settings):
    """The environment of a call's settings, made once: strict undefined names and keep_trailing_newline unless
    the call says otherwise."""
    key = json.dumps(settings, sort_keys=True)
    if key not in environments:
        options = dict(settings)
        strict = options.pop("strict", True)
        options.setdefault("autoescape", True)
        if strict:
            options.setdefault("undefined", jinja2.StrictUndefined)
            options.setdefault("keep_trailing_newline", True)
        environments[key] = jinja2.Environment(loader=LOADER, **options)
    return environments[key]


calls = json.load(sys.stdin)
# Compiled once per environment and distinct source: a batch of hundreds of cards shares a handful of call templates.
templates = {}
outputs = []
for call in calls:
    try:
        settings = call.get("environment", {})
        key = (json.dumps(settings, sort_keys=True), call["source"])
        if key not in templates:
            templates[key] = environment_for(settings).from_string(call["source"])
        outputs.append({"html": templates[key].render(call.get("context", {}))})
    except Exception as error:  # reported per call: one broken call does not hide the others' results
        outputs.append({"error": f"{type(error).__name__}: {error}"})
json.dump(outputs, sys.stdout, ensure_ascii=False)

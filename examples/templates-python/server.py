"""The example's server on the standard library's WSGI server: a listing page of the reference storefront drawn by the
Jinja2 templates of @etalage/templates, everything else (the embed, the stylesheets, the images, the widgets' API
calls) proxied to the storefront, so that the page and its widgets share one origin.

    ETALAGE_STOREFRONT=http://127.0.0.1:3000 PORT=8000 /usr/bin/python3 examples/templates-python/server.py
"""
import datetime
import json
import os
import pathlib
import re
import socketserver
import urllib.error
import urllib.parse
import urllib.request
from wsgiref.simple_server import WSGIRequestHandler, WSGIServer, make_server

import jinja2

HERE = pathlib.Path(__file__).resolve().parent
STOREFRONT = os.environ.get("ETALAGE_STOREFRONT", "http://127.0.0.1:3000").rstrip("/")
# The package's Jinja folder: in a project, where the package is installed (node_modules/@etalage/templates/jinja).
TEMPLATES = os.environ.get("ETALAGE_JINJA_TEMPLATES", str(HERE.parent.parent / "packages" / "templates" / "jinja"))
LISTING = re.compile(r"^/producten/[a-z0-9-]+$")
# Headers a proxy does not forward (they describe one connection, or the body's length and encoding).
HOP_BY_HOP = {"host", "connection", "keep-alive", "transfer-encoding", "content-length", "accept-encoding", "te", "upgrade"}

environment = jinja2.Environment(
    loader=jinja2.FileSystemLoader([str(HERE / "templates"), TEMPLATES]),
    autoescape=True,
    undefined=jinja2.StrictUndefined,
)


class NoRedirects(urllib.request.HTTPRedirectHandler):
    """The browser follows the storefront's redirects itself (a login's, a wrong slug's)."""

    def redirect_request(self, *args, **kwargs):
        return None


opener = urllib.request.build_opener(NoRedirects)


def storefront_call(method, url, headers, body=None):
    """Status, headers and body of the storefront's answer, whatever its status."""
    request = urllib.request.Request(STOREFRONT + url, data=body, headers=headers, method=method)
    try:
        with opener.open(request, timeout=30) as answer:
            return answer.status, answer.headers.items(), answer.read()
    except urllib.error.HTTPError as error:  # a 3xx, 4xx or 5xx answer: forwarded as it came
        return error.code, error.headers.items(), error.read()


def request_headers(environ):
    """The browser's request headers to forward: its cookies, its content type, its conditional-request headers."""
    headers = {key[5:].replace("_", "-").title(): value for key, value in environ.items() if key.startswith("HTTP_")}
    if environ.get("CONTENT_TYPE"):
        headers["Content-Type"] = environ["CONTENT_TYPE"]
    return {name: value for name, value in headers.items() if name.lower() not in HOP_BY_HOP}


def status_line(status):
    return f"{status} {'OK' if status < 400 else 'Error'}"


def proxy(environ, start_response):
    url = environ.get("PATH_INFO", "/") + (f"?{environ['QUERY_STRING']}" if environ.get("QUERY_STRING") else "")
    length = int(environ.get("CONTENT_LENGTH") or 0)
    body = environ["wsgi.input"].read(length) if length else None
    status, headers, content = storefront_call(environ["REQUEST_METHOD"], url, request_headers(environ), body)
    start_response(status_line(status), [(name, value) for name, value in headers if name.lower() not in HOP_BY_HOP])
    return [content]


def listing_page(environ, start_response):
    url = environ["PATH_INFO"] + (f"?{environ['QUERY_STRING']}" if environ.get("QUERY_STRING") else "")
    headers = {"Content-Type": "application/json"}
    if environ.get("HTTP_COOKIE"):
        headers["Cookie"] = environ["HTTP_COOKIE"]
    status, answer_headers, content = storefront_call("POST", "/api/v2/variant/cards", headers, json.dumps({"url": url}).encode())
    # The storefront's visitor id (its likes and watches) goes to the browser with the page, as on its own pages.
    cookies = [(name, value) for name, value in answer_headers if name.lower() == "set-cookie"]
    if status == 404:
        start_response("404 Not Found", [("Content-Type", "text/plain; charset=utf-8"), *cookies])
        return ["Pagina niet gevonden\n".encode()]
    if status != 200:
        raise RuntimeError(f"The storefront answered {status} for {url}")
    html = environment.get_template("listing.html.jinja").render(
        listing=json.loads(content),
        login_url="/login?next=" + urllib.parse.quote(url, safe=""),
        today=datetime.date.today().isoformat(),
    )
    start_response("200 OK", [("Content-Type", "text/html; charset=utf-8"), *cookies])
    return [html.encode()]


def application(environ, start_response):
    path = environ.get("PATH_INFO", "/")
    if path == "/favicon.ico":
        start_response("204 No Content", [])
        return [b""]
    if path == "/":
        start_response("302 Found", [("Location", "/producten/woonkamer")])
        return [b""]
    if environ["REQUEST_METHOD"] == "GET" and LISTING.match(path):
        return listing_page(environ, start_response)
    return proxy(environ, start_response)


class ThreadingWSGIServer(socketserver.ThreadingMixIn, WSGIServer):
    """A thread per request: a page's images, chunks and API calls arrive at once."""

    daemon_threads = True


class QuietHandler(WSGIRequestHandler):
    def log_message(self, format, *args):  # one line per image and chunk says nothing here
        pass


if __name__ == "__main__":
    port = int(os.environ.get("PORT", "8000"))
    with make_server("127.0.0.1", port, application, server_class=ThreadingWSGIServer, handler_class=QuietHandler) as server:
        print(f"Etalage with Jinja2: http://127.0.0.1:{port}/producten/woonkamer", flush=True)
        server.serve_forever()

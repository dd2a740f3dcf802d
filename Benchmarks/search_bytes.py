#!/usr/bin/env python3
"""Bytes a browser downloads to search a built site: headless Chromium (Selenium) against a loopback server
that gzips text as a production server would, and counts the compressed body bytes it sends.

  Benchmarks/search_bytes.py [--pagefind] PUBLIC_DIR QUERY [QUERY...]

Opens /search/?q=QUERY for each query in turn in one browser; prints, per query, the files of the search index
and scripts it fetched and their compressed bytes. The first query pays for the script, the entry and the
facet table; later ones for their shards and card batches, less what the browser already holds.

With --pagefind, measures Pagefind's index in PUBLIC_DIR/_pagefind (`python3 -m pagefind --site PUBLIC_DIR`)
the same way, through its JavaScript API on a page this script serves: `search(QUERY)`, then `data()` of the
first ten results, as many as sitegen's search page shows.
Needs the venv Scripts/test.sh makes (selenium) and Debian's chromium and chromium-driver.
"""
import functools
import gzip
import http.server
import os
import sys
import threading
import urllib.parse

from selenium import webdriver
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait


class GzipHandler(http.server.SimpleHTTPRequestHandler):
    """Records the body bytes of every response it sends in `sent`, so that files a web worker fetches (Pagefind
    fetches its index from one, which the page's resource timing does not see) are counted too."""
    sent = []

    def log_message(self, *arguments):
        pass

    def end_headers(self):
        self.send_header("Cache-Control", "max-age=31536000")
        super().end_headers()

    def send_head(self):
        if self.path.startswith("/__pagefind/"):
            return self.send_bytes(PAGEFIND_PAGE, "text/html")
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            path = os.path.join(path, "index.html")
        if not path.endswith((".json", ".js", ".html", ".css")) or not os.path.isfile(path):
            if os.path.isfile(path):
                GzipHandler.sent.append((self.path, os.path.getsize(path)))
            return super().send_head()
        with open(path, "rb") as file:
            return self.send_bytes(file.read(), self.guess_type(path))

    def send_bytes(self, data, content_type):
        body = gzip.compress(data, 6)
        GzipHandler.sent.append((self.path, len(body)))
        self.send_response(200)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        import io
        return io.BytesIO(body)


PAGEFIND_PAGE = b"""<!doctype html><html lang="en"><title>Pagefind</title><p id="search-status"></p><script type="module">
const query = new URLSearchParams(location.search).get("q");
const pagefind = await import("/_pagefind/pagefind.js");
const search = await pagefind.search(query);
const shown = await Promise.all(search.results.slice(0, 10).map(function (result) { return result.data(); }));
for (const data of shown) { const p = document.createElement("p"); p.className = "search-result"; p.textContent = data.url; document.body.append(p); }
document.getElementById("search-status").textContent = search.results.length + " results";
</script></html>"""


def results(driver):
    words = driver.find_element(By.ID, "search-status").text.split()
    return int(words[0]) if words and words[0].isdigit() else 0


def main():
    pagefind = sys.argv[1] == "--pagefind"
    arguments = sys.argv[2:] if pagefind else sys.argv[1:]
    public, queries = arguments[0], arguments[1:]
    page = "/__pagefind/" if pagefind else "/search/"
    index = "/_pagefind/" if pagefind else "/search/index/"
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(GzipHandler, directory=public))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = "http://127.0.0.1:%d" % server.server_address[1]
    options = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu"]:
        options.add_argument(argument)
    driver = webdriver.Chrome(options=options, service=webdriver.ChromeService(executable_path="/usr/bin/chromedriver"))
    try:
        for query in queries:
            # Each query opens the page with it in the address, as a shared link would: files fetched for an
            # earlier query come from the browser's cache (they are named after their bytes and kept a year),
            # so the server sends nothing for them.
            GzipHandler.sent.clear()
            driver.get(base + page + "?q=" + urllib.parse.quote(query))
            WebDriverWait(driver, 30).until(lambda d: d.find_element(By.ID, "search-status").text.endswith(("result", "results")))
            WebDriverWait(driver, 30).until(lambda d: d.execute_script(
                "return document.querySelectorAll('.search-result').length") >= min(10, results(d)))
            fetched = [(name.split("/")[-1], size) for name, size in GzipHandler.sent
                       if index in name or name.endswith((".js", ".wasm"))]
            status = driver.find_element(By.ID, "search-status").text
            print("%-12s %6d bytes in %2d files (%s): %s" % (
                repr(query), sum(size for _, size in fetched), len(fetched), status,
                ", ".join("%s %d" % (name[:14], size) for name, size in fetched)))
    finally:
        driver.quit()
        server.shutdown()


if __name__ == "__main__":
    main()

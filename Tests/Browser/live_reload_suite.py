"""`sitegen serve` in Debian's headless Chromium: what its live-reload script does to an open page.

An edit of an item reloads the page that shows it; a stylesheet edit is swapped in without a reload; a
broken template shows the build's diagnostics over the page, as text, until the next good build removes
them. Run by browser_suite.py (which sets SITEGEN) over a copy of the repository's sample catalog.
"""
import json
import os
import re
import shutil
import signal
import subprocess
import tempfile
import threading
import unittest

from selenium import webdriver
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SITEGEN = None
MOVIE = "/movies/19-metropolis/"
# The layout's footer, whose words come from the strings table.
FOOTER = '<p data-text="site.footer">Built with sitegen</p>'


def make_driver():
    options = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"]:
        options.add_argument(argument)
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = webdriver.ChromeService(executable_path=shutil.which("chromedriver") or "/usr/bin/chromedriver")
    return webdriver.Chrome(options=options, service=service)


class LiveReloadSuite(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.site = tempfile.mkdtemp(prefix="sitegen-serve-browser-")
        shutil.copytree(os.path.join(REPOSITORY, "content"), os.path.join(cls.site, "content"))
        shutil.copy(os.path.join(REPOSITORY, "sitegen.toml"), cls.site)
        subprocess.run([SITEGEN, "theme", "export", "Templates"], cwd=cls.site, check=True, stdout=subprocess.DEVNULL)
        cls.server = subprocess.Popen([SITEGEN, "serve", "--port", "0"], cwd=cls.site, stdout=subprocess.PIPE,
                                      stderr=subprocess.DEVNULL, text=True)
        for line in cls.server.stdout:
            match = re.search(r"Serving (http://127\.0\.0\.1:\d+)/", line)
            if match:
                cls.base = match.group(1)
                break
        # The rest of its output is read, so that a full pipe never blocks it.
        threading.Thread(target=lambda: [None for _ in cls.server.stdout], daemon=True).start()
        cls.driver = make_driver()

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()
        cls.server.send_signal(signal.SIGINT)
        status = cls.server.wait(timeout=30)
        shutil.rmtree(cls.site, ignore_errors=True)
        assert status == 0, "serve exited with %d" % status

    def tearDown(self):
        errors = [entry for entry in self.driver.get_log("browser") if entry["level"] == "SEVERE"]
        self.assertEqual(errors, [], "console errors")

    def path(self, relative):
        return os.path.join(self.site, relative)

    def replace(self, relative, old, new):
        with open(self.path(relative), encoding="utf-8") as file:
            text = file.read()
        self.assertIn(old, text, relative)
        with open(self.path(relative), "w", encoding="utf-8") as file:
            file.write(text.replace(old, new))

    def open_marked(self, path):
        """Opens `path` once its event stream is connected, and marks the window: a reload removes the mark."""
        self.driver.get(self.base + path)
        WebDriverWait(self.driver, 10).until(
            lambda driver: driver.execute_script("return document.documentElement.dataset.sitegenLive;") == "connected")
        self.driver.execute_script("window.sitegenTestMark = 'still here';")

    def marked(self):
        return self.driver.execute_script("return window.sitegenTestMark || null;") == "still here"

    def test_an_edit_reloads_the_page_that_shows_it(self):
        self.open_marked(MOVIE)
        with open(self.path("content/movies/19.json"), encoding="utf-8") as file:
            movie = json.load(file)
        movie["overview"] = "A city of the future, seen live."
        with open(self.path("content/movies/19.json"), "w", encoding="utf-8") as file:
            json.dump(movie, file)
        WebDriverWait(self.driver, 15).until(lambda driver: "seen live" in driver.find_element(By.TAG_NAME, "main").text)
        self.assertFalse(self.marked(), "the page was reloaded")

    def test_a_stylesheet_edit_is_swapped_in_without_a_reload(self):
        self.open_marked(MOVIE)
        with open(self.path("Templates/assets/style.css"), "a", encoding="utf-8") as file:
            file.write("\nbody { outline: 3px solid rgb(1, 2, 3); }\n")
        WebDriverWait(self.driver, 15).until(
            lambda driver: driver.execute_script("return getComputedStyle(document.body).outlineColor;") == "rgb(1, 2, 3)")
        self.assertTrue(self.marked(), "the page was not reloaded")
        href = self.driver.find_element(By.CSS_SELECTOR, 'link[rel="stylesheet"]').get_attribute("href")
        self.assertIn("sitegen-build=", href)

    def test_a_broken_template_shows_its_errors_over_the_page_as_text(self):
        self.open_marked(MOVIE)
        hostile = '<p data-text="&lt;img src=x onerror=alert(1)&gt;"></p>'
        self.replace("Templates/layout.html", FOOTER, hostile)
        overlay = WebDriverWait(self.driver, 15).until(lambda driver: driver.find_element(By.ID, "sitegen-build-errors"))
        WebDriverWait(self.driver, 5).until(lambda driver: "error:" in overlay.text)
        self.assertRegex(overlay.text, r"Templates/layout\.html:\d+:\d+: error: ")
        self.assertIn("<img src=x onerror=alert(1)>", overlay.text, "the message is shown as written")
        self.assertEqual(self.driver.find_elements(By.CSS_SELECTOR, "#sitegen-build-errors img"), [])
        self.assertTrue(self.marked(), "a failed build reloads nothing")
        # A page opened while the build is broken shows the errors too.
        self.driver.get(self.base + "/")
        WebDriverWait(self.driver, 15).until(lambda driver: driver.find_elements(By.ID, "sitegen-build-errors"))
        self.replace("Templates/layout.html", hostile, FOOTER)
        WebDriverWait(self.driver, 15).until(lambda driver: not driver.find_elements(By.ID, "sitegen-build-errors"))

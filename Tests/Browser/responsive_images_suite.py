"""Responsive images in Debian's headless Chromium: which TMDB and Google Books size the browser picks from a
page's `srcset` and `sizes`, at a phone's width and a desktop's, and whether each `sizes` says the width the
stylesheet really gives the image.

The site is made here: movies with TMDB posters and backdrops and a book with Google's covers in four sizes. No
request leaves loopback: Chromium resolves no host but 127.0.0.1, so every remote image fails to load, and
`img.currentSrc` still names the candidate the browser chose (it is set when the choice is made, before the
fetch). Run by browser_suite.py, which sets SITEGEN.
"""
import functools
import glob
import http.server
import json
import os
import shutil
import subprocess
import tempfile
import threading
import unittest

from selenium import webdriver

import w3c_checker

SITEGEN = None
MOVIE = "/movies/9001-a-film-with-a-backdrop/"
BOOK = "/books/coverSizes01-a-book-in-four-sizes/"
COVER = "https://books.google.com/books/content?id=coverSizes01&printsec=frontcover&img=1&zoom=%d&source=gbs_api"
# Name resolution fails for every host but loopback: the pages' TMDB and Google links cannot be fetched.
LOOPBACK_ONLY = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"


def make_site():
    root = tempfile.mkdtemp(prefix="sitegen-browser-images-")
    content = os.path.join(root, "content")
    os.makedirs(os.path.join(content, "movies"))
    os.makedirs(os.path.join(content, "books"))
    with open(os.path.join(root, "sitegen.toml"), "w", encoding="utf-8") as file:
        file.write('title = "Responsive"\n')
    # Eight movies: more than the six cards of a grid that load at once. Release dates put 9001 first.
    for number in range(8):
        movie = {"id": 9001 + number, "title": "A Film With A Backdrop" if number == 0 else "Film %d" % number,
                 "release_date": "19%02d-01-01" % (60 - number), "poster_path": "/poster%d.jpg" % number,
                 "backdrop_path": "/backdrop%d.jpg" % number}
        with open(os.path.join(content, "movies", "%d.json" % movie["id"]), "w", encoding="utf-8") as file:
            json.dump(movie, file)
    sizes = {"smallThumbnail": 5, "thumbnail": 1, "small": 2, "medium": 3}
    volume = {"kind": "books#volume", "id": "coverSizes01",
              "volumeInfo": {"title": "A Book in Four Sizes", "publishedDate": "2001",
                             "imageLinks": {key: COVER % zoom for key, zoom in sizes.items()}}}
    with open(os.path.join(content, "books", "coverSizes01.json"), "w", encoding="utf-8") as file:
        json.dump(volume, file)
    subprocess.run([SITEGEN, "build", "--quiet"], cwd=root, check=True)
    return root


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *arguments):
        pass


def make_driver(phone=None):
    """Headless Chromium that reaches loopback alone; `phone` = (width, height, device pixel ratio) emulates one."""
    options = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", LOOPBACK_ONLY]:
        options.add_argument(argument)
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    if phone:
        width, height, ratio = phone
        options.add_experimental_option("mobileEmulation", {"deviceMetrics": {"width": width, "height": height, "pixelRatio": ratio}})
    service = webdriver.ChromeService(executable_path=shutil.which("chromedriver") or "/usr/bin/chromedriver")
    driver = webdriver.Chrome(options=options, service=service)
    if not phone:
        driver.set_window_size(1200, 900)
    return driver


# The width a `sizes` value gives at the current viewport: the first entry whose media condition (the parenthesised
# start) matches, its length measured on an element of that width (a `sizes` length in rem is the initial font size's, which is
# also the page's root font size here).
SIZES_WIDTH = """
var entries = arguments[0].split(",").map(function (entry) { return entry.trim(); });
var value = entries[entries.length - 1];
for (var i = 0; i < entries.length - 1; i++) {
  var depth = 0, end = 0;
  do { depth += {"(": 1, ")": -1}[entries[i][end]] || 0; end++; } while (depth > 0);
  if (window.matchMedia(entries[i].slice(0, end)).matches) { value = entries[i].slice(end).trim(); break; }
}
var probe = document.createElement("div");
probe.style.cssText = "position:absolute;visibility:hidden;height:1px;width:" + value;
document.body.appendChild(probe);
var width = probe.getBoundingClientRect().width;
probe.remove();
return width;
"""

IMAGES = """return Array.from(document.querySelectorAll("img[srcset]"), function (image) {
  return {srcset: image.getAttribute("srcset"), sizes: image.getAttribute("sizes"), current: image.currentSrc,
          loading: image.getAttribute("loading"), width: image.getBoundingClientRect().width};
});"""


class ResponsiveImagesSuite(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.root = make_site()
        handler = functools.partial(QuietHandler, directory=os.path.join(cls.root, "public"))
        cls.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=cls.server.serve_forever, daemon=True).start()
        cls.base = "http://127.0.0.1:%d" % cls.server.server_address[1]
        # A phone of 390 CSS pixels at twice the density, and a desktop window at one.
        cls.phone = make_driver(phone=(390, 844, 2))
        cls.desktop = make_driver()

    @classmethod
    def tearDownClass(cls):
        cls.phone.quit()
        cls.desktop.quit()
        cls.server.shutdown()
        shutil.rmtree(cls.root, ignore_errors=True)

    def images(self, driver, path):
        driver.get(self.base + path)
        images = driver.execute_script(IMAGES)
        self.assertTrue(images, path)
        self.assertTrue(all(image["current"] for image in images if image["loading"] != "lazy"), images)
        return images

    def chosen(self, driver, path):
        """Each image's chosen size: the TMDB size (`w780`) or Google's `zoom=` value, in the page's order."""
        picks = []
        for image in self.images(driver, path):
            current = image["current"]
            if "image.tmdb.org" in current:
                picks.append(current.split("/t/p/")[1].split("/")[0])
            elif image["current"]:
                picks.append("zoom=" + current.split("zoom=")[1].split("&")[0])
            else:
                picks.append(None)
        return picks

    def tearDown(self):
        # The only errors: the remote images that could not be fetched, because no host but loopback resolves.
        for driver in (self.phone, self.desktop):
            for entry in driver.get_log("browser"):
                if entry["level"] == "SEVERE":
                    message = entry["message"]
                    remote = message.startswith(("https://image.tmdb.org/", "https://books.google.com/"))
                    self.assertTrue(remote and "ERR_NAME_NOT_RESOLVED" in message, message)

    def test_a_phone_takes_the_780_pixel_backdrop_and_the_500_pixel_poster(self):
        # The backdrop is 358 CSS pixels wide (the page less 1rem each side), 716 device pixels: w780, not
        # w1280. The poster is 250 CSS pixels, 500 device pixels: w500.
        self.assertEqual(self.chosen(self.phone, MOVIE), ["w780", "w500"])

    def test_a_desktop_takes_the_1280_pixel_backdrop_and_the_342_pixel_poster(self):
        self.assertEqual(self.chosen(self.desktop, MOVIE), ["w1280", "w342"])

    def test_cards_take_the_size_of_their_column(self):
        # A phone shows two columns of 169 CSS pixels (338 device pixels): w342. The desktop's six columns are
        # 165 pixels wide: w185. The first six cards load at once; the others are lazy, and a phone may not
        # have chosen theirs yet.
        phone = self.chosen(self.phone, "/movies/")
        self.assertEqual(phone[:6], ["w342"] * 6)
        self.assertTrue(set(phone[6:]) <= {"w342", None}, phone)
        self.assertEqual(self.chosen(self.desktop, "/movies/")[:6], ["w185"] * 6)

    def test_a_book_takes_the_google_size_of_its_width(self):
        # Google lists about 128, 300 and 575 pixels wide (and 80, left out): 500 device pixels take the 575-pixel
        # zoom=3, 250 take the 300-pixel zoom=2.
        self.assertEqual(self.chosen(self.phone, BOOK), ["zoom=3"])
        self.assertEqual(self.chosen(self.desktop, BOOK), ["zoom=2"])

    def test_every_sizes_value_is_the_width_the_stylesheet_gives_its_image(self):
        """At widths from a small phone's to a wide screen's, each image is drawn as wide as its `sizes` says,
        to a pixel. Classic scrollbars are turned off, so that `100vw` is the page's width."""
        driver = self.desktop
        checked = 0
        for width in [320, 351, 360, 390, 400, 430, 532, 600, 717, 768, 800, 850, 893, 1000, 1063, 1100, 1151, 1280, 1600]:
            driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                   {"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": False})
            for path in [MOVIE, "/movies/", BOOK]:
                driver.get(self.base + path)
                driver.execute_script("document.documentElement.style.scrollbarWidth = 'none';")
                for image in driver.execute_script(IMAGES):
                    expected = driver.execute_script(SIZES_WIDTH, image["sizes"])
                    self.assertAlmostEqual(image["width"], expected, delta=0.5, msg="%s at %dpx: %s" % (path, width, image["sizes"]))
                    checked += 1
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        driver.set_window_size(1200, 900)
        self.assertGreater(checked, 19 * 10)

    def test_the_pages_pass_the_w3c_checker(self):
        public = os.path.join(self.root, "public")
        self.assertEqual(w3c_checker.problems(sorted(glob.glob(os.path.join(public, "**", "*.html"), recursive=True)), public), [])

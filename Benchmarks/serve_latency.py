#!/usr/bin/env python3
"""Live-reload latency of `sitegen serve`: from an item file's save to its new page being served.

Usage (from the repository root, after `swift build -c release`):

    python3 Benchmarks/serve_latency.py [N] [EDITS]        default: 1000 items, 15 edits

It generates a catalog of N items with Benchmarks/gen_catalog.py (or SITEGEN_GEN), starts
`sitegen serve --port 0` on it, opens the live-reload event stream as a browser does, and then, EDITS
times, appends a marker to one movie's `overview` (a different movie each time) and measures:

- event: from the moment the file is saved (written and closed) to the `reload` event naming the
  movie's page arriving on the event stream;
- served: from the same moment to the end of a GET of that page whose bytes hold the marker (what a
  browser that reloads on the event would show).

With `--browser` (run with a Python that has Selenium, such as the .venv that Scripts/test.sh makes, and
Debian's chromium and chromium-driver), the movie's page is open in headless Chromium before each edit,
and the figures are what that browser did: besides `event`,

- visible: from the save to the reloaded page's DOMContentLoaded (parsed, about to be painted), by the
  browser's own navigation timing (`performance.timeOrigin`, the same wall clock as the save's);
- loaded: the same to its load event (stylesheet, script and images fetched too).

It prints one line per edit and the median and maximum of each figure, then stops the server with SIGINT
and checks that it exits 0. Standard library only, but for `--browser`. Environment: SITEGEN_BIN (default
.build/release/sitegen), SITEGEN_GEN (default Benchmarks/gen_catalog.py), BENCH_DIR (default /dev/shm,
else the system's temporary folder), SITEGEN_SERVE_ARGS (extra arguments for serve, e.g. `--poll`).
"""
import http.client
import json
import os
import queue
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)


def start_serve(binary, site):
    args = [binary, "serve", "--port", "0"] + os.environ.get("SITEGEN_SERVE_ARGS", "").split()
    server = subprocess.Popen(args, cwd=site, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    lines = queue.Queue()
    threading.Thread(target=lambda: [lines.put(line.rstrip("\n")) for line in server.stdout], daemon=True).start()
    threading.Thread(target=lambda: [sys.stderr.write("serve: " + line) for line in server.stderr], daemon=True).start()
    deadline = time.time() + 300
    while time.time() < deadline:
        line = lines.get(timeout=deadline - time.time())
        print("serve: " + line, file=sys.stderr)
        match = re.search(r"Serving http://127\.0\.0\.1:(\d+)/", line)
        if match:
            return server, int(match.group(1)), lines
    raise SystemExit("serve did not start")


def listen(port, events):
    """Reads the event stream, putting (arrival time, name, data) on `events`."""
    connection = http.client.HTTPConnection("127.0.0.1", port)
    connection.request("GET", "/__sitegen/events")
    response = connection.getresponse()
    name = None
    while True:
        line = response.readline()
        if not line:
            return
        line = line.decode().rstrip("\n")
        if line.startswith("event: "):
            name = line[len("event: "):]
        elif line.startswith("data: "):
            events.put((time.perf_counter(), name, json.loads(line[len("data: "):])))


def fetch(port, path):
    connection = http.client.HTTPConnection("127.0.0.1", port)
    connection.request("GET", path)
    response = connection.getresponse()
    body = response.read()
    connection.close()
    return response.status, body


def edit(path, marker):
    with open(path, encoding="utf-8") as file:
        movie = json.load(file)
    movie["overview"] = (movie.get("overview") or "") + " " + marker
    data = json.dumps(movie)
    with open(path, "w", encoding="utf-8") as file:
        file.write(data)
    return time.perf_counter()


def measure_edit(port, events, movie, k):
    marker = f"(serve latency edit {k})"
    saved = edit(movie, marker)
    while True:
        arrived, name, data = events.get(timeout=10)
        pages = data.get("pages") if name == "reload" else None
        page = next((p for p in pages or [] if p.startswith("/movies/") and p.endswith("/")), None)
        if page:
            break
    while True:
        status, body = fetch(port, page)
        if status == 200 and marker.encode() in body:
            return (arrived - saved) * 1000, (time.perf_counter() - saved) * 1000, page
        if time.perf_counter() - saved > 5:
            raise SystemExit(f"{page} never showed {marker}")


def page_of(site, movie):
    """The address of a movie's page, found in the built output (`movies/<id>-<slug>/`)."""
    movie_id = os.path.basename(movie)[: -len(".json")]
    folder = next(f for f in os.listdir(os.path.join(site, "public/movies")) if f.startswith(movie_id + "-"))
    return f"/movies/{folder}/"


def make_browser():
    from selenium import webdriver

    options = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"]:
        options.add_argument(argument)
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    service = webdriver.ChromeService(executable_path=shutil.which("chromedriver") or "/usr/bin/chromedriver")
    return webdriver.Chrome(options=options, service=service)


NAVIGATION = """const n = performance.getEntriesByType('navigation')[0];
return [performance.timeOrigin + n.domContentLoadedEventEnd, performance.timeOrigin + n.loadEventEnd];"""


def measure_in_browser(driver, port, events, movie, page, k):
    from selenium.webdriver.support.ui import WebDriverWait

    driver.get(f"http://127.0.0.1:{port}{page}")
    WebDriverWait(driver, 10, poll_frequency=0.01).until(
        lambda d: d.execute_script("return document.documentElement.dataset.sitegenLive;") == "connected")
    while not events.empty():
        events.get()
    marker = f"(serve latency edit {k})"
    saved = edit(movie, marker)
    saved_epoch_ms = time.time() * 1000
    arrived, _, _ = events.get(timeout=10)
    WebDriverWait(driver, 10, poll_frequency=0.01).until(
        lambda d: d.execute_script("return document.readyState === 'complete' && document.body.innerText.includes(arguments[0]);", marker))
    visible, loaded = driver.execute_script(NAVIGATION)
    return (arrived - saved) * 1000, visible - saved_epoch_ms, loaded - saved_epoch_ms


def resident_mib(pid):
    """The process's resident memory (VmRSS) in MiB, on Linux; None elsewhere."""
    try:
        with open(f"/proc/{pid}/status") as status:
            return next(int(line.split()[1]) / 1024 for line in status if line.startswith("VmRSS:"))
    except OSError:
        return None


def main():
    browser = "--browser" in sys.argv
    arguments = [argument for argument in sys.argv[1:] if argument != "--browser"]
    count = int(arguments[0]) if len(arguments) > 0 else 1000
    edits = int(arguments[1]) if len(arguments) > 1 else 15
    binary = os.path.abspath(os.environ.get("SITEGEN_BIN", os.path.join(REPO, ".build/release/sitegen")))
    generator = os.environ.get("SITEGEN_GEN", os.path.join(HERE, "gen_catalog.py"))
    scratch = os.environ.get("BENCH_DIR") or ("/dev/shm" if os.access("/dev/shm", os.W_OK) else None)
    work = tempfile.mkdtemp(prefix="sitegen-serve-bench.", dir=scratch)
    try:
        site = os.path.join(work, "site")
        subprocess.run([sys.executable, generator, str(count), os.path.join(site, "content")], check=True, stdout=subprocess.DEVNULL)
        server, port, lines = start_serve(binary, site)
        events = queue.Queue()
        threading.Thread(target=listen, args=(port, events), daemon=True).start()
        assert events.get(timeout=10)[1] == "hello"
        movies = sorted(os.path.join(site, "content/movies", f) for f in os.listdir(os.path.join(site, "content/movies")) if f.endswith(".json"))
        driver = make_browser() if browser else None
        labels = ("event", "visible", "loaded") if browser else ("event", "served")
        print(f"# sitegen serve: live-reload latency, {count} items, {edits} edits{' in headless Chromium' if browser else ''}")
        print(f"- binary: {binary}; machine: {os.cpu_count()} cores, load {os.getloadavg()[0]:.2f} before; work folder {work}")
        results = []
        rss_before = resident_mib(server.pid)
        for k in range(edits):
            movie = movies[(k * 37) % len(movies)]
            if driver:
                page = page_of(site, movie)
                figures = measure_in_browser(driver, port, events, movie, page, k)
            else:
                *figures, page = measure_edit(port, events, movie, k)
            build = ""
            while not build:  # the rebuild's summary line, which may come just after the page
                try:
                    line = lines.get(timeout=2)
                except queue.Empty:
                    break
                build = line if line.startswith("Built ") else build
            results.append(figures)
            shown = ", ".join(f"{label} {value:6.1f} ms" for label, value in zip(labels, figures))
            print(f"edit {k + 1:2}: {shown}  {page}  | {build}")
            time.sleep(0.3)
        if driver:
            driver.quit()
        for index, label in enumerate(labels):
            values = [r[index] for r in results]
            print(f"{label:7}: median {statistics.median(values):6.1f} ms, max {max(values):6.1f} ms, min {min(values):6.1f} ms")
        print(f"- load after: {os.getloadavg()[0]:.2f} (1-minute average; other processes on the machine slow the figures)")
        rss_after = resident_mib(server.pid)
        if rss_before and rss_after:
            print(f"- serve's resident memory: {rss_before:.0f} MiB after the first build, {rss_after:.0f} MiB after {edits} rebuilds")
        server.send_signal(signal.SIGINT)
        status = server.wait(timeout=30)
        print(f"serve stopped by SIGINT with exit code {status}")
        return 0 if status == 0 else 1
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())

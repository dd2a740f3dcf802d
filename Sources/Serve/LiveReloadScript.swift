/// The script that `serve` adds to every page it serves: it listens to the event stream, reloads the page
/// when a rebuild changed it, swaps stylesheets in place when only they changed, and shows a failed
/// build's diagnostics over the page (as text: they are set with `textContent`, never parsed as HTML).
enum LiveReloadScript {
    /// The address of the event stream the script listens to.
    static let eventsPath = "/__sitegen/events"

    /// The id of the box that shows a failed build's diagnostics.
    static let overlayID = "sitegen-build-errors"

    static let source = #"""
        // sitegen serve: live reload. The server adds this script to the pages it serves; a build never writes it.
        (() => {
          "use strict";
          const script = document.currentScript;
          let pageBuild = Number(script ? script.dataset.sitegenBuild : NaN);
          let session = null;

          const decoded = (path) => { try { return decodeURIComponent(path); } catch { return path; } };
          const isThisPage = (pages) => pages === null || pages.includes(decoded(location.pathname));

          function showErrors(lines) {
            let box = document.getElementById("\#(overlayID)");
            if (!box) {
              box = document.createElement("div");
              box.id = "\#(overlayID)";
              box.setAttribute("role", "alert");
              Object.assign(box.style, {
                position: "fixed", top: "0", left: "0", right: "0", maxHeight: "60vh", overflow: "auto",
                zIndex: "2147483647", margin: "0", padding: "1em", background: "#3b0a0a", color: "#fff",
                font: "14px/1.4 ui-monospace, monospace", boxShadow: "0 0 1em rgba(0, 0, 0, 0.5)",
              });
              (document.body || document.documentElement).appendChild(box);
            }
            const title = document.createElement("strong");
            title.textContent = "sitegen: the build failed; this is the last good build of the site.";
            const list = document.createElement("pre");
            list.style.whiteSpace = "pre-wrap";
            list.style.margin = "0.5em 0 0";
            list.textContent = lines.join("\n");
            box.replaceChildren(title, list);
          }

          function clearErrors() {
            const box = document.getElementById("\#(overlayID)");
            if (box) box.remove();
          }

          function swapStylesheets(paths, build) {
            for (const link of document.querySelectorAll('link[rel~="stylesheet"]')) {
              const url = new URL(link.href, location.href);
              if (url.origin !== location.origin || !paths.includes(decoded(url.pathname))) continue;
              url.searchParams.set("sitegen-build", String(build));
              link.href = url.href;
            }
          }

          const events = new EventSource("\#(eventsPath)");
          events.addEventListener("hello", (event) => {
            const data = JSON.parse(event.data);
            // A page of an earlier build, or from a server that has restarted since, is out of date.
            const stale = Number.isFinite(pageBuild) && data.build !== pageBuild;
            if ((session !== null && data.session !== session) || stale) {
              location.reload();
              return;
            }
            session = data.session;
            // Says that the page listens (for whoever looks: a person in the inspector, a browser test).
            document.documentElement.dataset.sitegenLive = "connected";
          });
          events.addEventListener("reload", (event) => {
            const data = JSON.parse(event.data);
            if (isThisPage(data.pages)) location.reload();
            else pageBuild = data.build;
          });
          events.addEventListener("css", (event) => {
            const data = JSON.parse(event.data);
            swapStylesheets(data.stylesheets, data.build);
            pageBuild = data.build;
          });
          events.addEventListener("failed", (event) => showErrors(JSON.parse(event.data).diagnostics));
          events.addEventListener("ok", clearErrors);
        })();

        """#
}

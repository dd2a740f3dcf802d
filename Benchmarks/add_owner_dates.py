#!/usr/bin/env python3
"""Adds the owner's watched and read dates to a catalog made by gen_catalog.py, for benchmarking the
statistics and the years in review on a catalog that uses them all (the generator gives books a purchase
date and a rating, and movies no notes).

    python3 Benchmarks/add_owner_dates.py CONTENT [--seed S]

Every third movie gets notes with a `watched` date (2005-2025, a tenth of them known only to the month) and a
rating; half of the books get a `read` date in their notes. Deterministic: the same catalog and seed give the
same files. Standard library only.
"""
import argparse
import os
import random


def date(r, first, last):
    day = f"{r.randint(first, last)}-{r.randint(1, 12):02d}"
    return day if r.random() < 0.1 else f"{day}-{r.randint(1, 28):02d}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("content")
    parser.add_argument("--seed", default="owner-dates")
    args = parser.parse_args()
    r = random.Random(args.seed)
    movies = sorted(name for name in os.listdir(os.path.join(args.content, "movies")) if name.endswith(".json"))
    for index, name in enumerate(movies):
        if index % 3 == 0:
            notes = f"---\nwatched: {date(r, 2005, 2025)}\nrating: {r.randint(0, 5)}\n---\n"
            with open(os.path.join(args.content, "movies", name[:-5] + ".md"), "w", encoding="utf-8") as file:
                file.write(notes)
    books = sorted(name for name in os.listdir(os.path.join(args.content, "books")) if name.endswith(".md"))
    for index, name in enumerate(books):
        if index % 2 == 0:
            path = os.path.join(args.content, "books", name)
            with open(path, encoding="utf-8") as file:
                text = file.read()
            with open(path, "w", encoding="utf-8") as file:
                file.write(text.replace("---\n", f"---\nread: {date(r, 2005, 2025)}\n", 1))
    print(f"{(len(movies) + 2) // 3} movies watched, {(len(books) + 1) // 2} books read")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""A synthetic catalog for the benchmark, in the layout sitegen reads (standard library only).

Usage:  python3 Benchmarks/gen_catalog.py N OUTDIR [--seed S] [--indent K]

N items: half movies, 30% books, the rest comics, each shaped like the API response sitegen caches:

  OUTDIR/movies/<id>.json    TMDB /movie/{id}?append_to_response=credits,recommendations
  OUTDIR/books/<id>.json     a Google Books volume (volumeInfo.*)
  OUTDIR/books/<id>.md       the owner's notes: front matter (purchased, rating), sometimes a Markdown line
  OUTDIR/comics/<num>.json   xkcd's info.0.json (year, month and day as strings, as xkcd sends them)

It prints one JSON line: N, the seed and the count of each kind.

What the benchmark relies on:
- the same N and seed give byte-identical files: nothing depends on the clock, on hash order or on the
  order a folder lists in, so two runs can be compared with `diff -r`;
- every recommendation points at a movie of the same catalog, with that movie's title, poster and date;
- comics are numbered 1..C, skipping 404 as xkcd does once C reaches 404;
- book ids differ even ignoring case, so the catalog survives a case-insensitive file system.
"""
import argparse
import datetime
import json
import os
import random
import string

# TMDB's own genre ids (`/genre/movie/list`): sitegen maps ids to names with the same table.
TMDB_GENRES = [
    (28, "Action"), (12, "Adventure"), (16, "Animation"), (35, "Comedy"), (80, "Crime"),
    (99, "Documentary"), (18, "Drama"), (10751, "Family"), (14, "Fantasy"), (36, "History"),
    (27, "Horror"), (10402, "Music"), (9648, "Mystery"), (10749, "Romance"), (878, "Science Fiction"),
    (10770, "TV Movie"), (53, "Thriller"), (10752, "War"), (37, "Western"),
]
# 24 categories, so a category has about 1/24 of the books, as in the catalogs measured so far.
BOOK_CATEGORIES = (
    "Fiction", "History", "Science", "Philosophy", "Poetry", "Travel", "Cooking", "Art",
    "Biography & Autobiography", "Computers", "Mathematics", "Nature", "Music", "Psychology",
    "Religion", "Drama", "Fantasy", "Science Fiction", "Mystery", "Comics & Graphic Novels",
    "Business & Economics", "Political Science", "Young Adult Fiction", "Architecture",
)
# A name is a first name and a surname built from two parts: 96 x 28 x 24 = 64,512 people, so most
# authors of a 10k catalog are distinct and have a page of their own, as in a real one.
FIRST_NAMES = (
    "Ada Alan Alice Amir Ana Anders Anika Arthur Aya Beatrice Benedict Bianca Boris Camille Carlos "
    "Celia Chiara Clara Dario Daphne Dmitri Edith Elena Elias Emil Esther Fatima Felix Flora Frida "
    "Gideon Greta Hana Hugo Ida Ines Ingrid Isaac Ivan Jonas Julian Juno Kai Kenji Keziah Lena Leon "
    "Lila Lorenzo Lucia Magnus Malik Marta Mateo Mira Nadia Nico Nina Noor Oskar Otto Paloma Pavel "
    "Priya Quentin Rafael Rosa Ruth Sami Sanne Selma Silas Sofia Stellan Tala Tomas Ugo Una Vera "
    "Viktor Wanda Wren Yara Yusuf Zara Zeno Agnes Bruno Cyrus Delia Ezra Farah Gus Hedda Ilya Jade"
).split()
SURNAME_HEADS = (
    "Ash Black Brad Brook Cal Carr Cold Cross Dun East Fair Fen Glen Green Hart Hay Hol Kings Lang "
    "Mar Mill North Oak Pem Red Stan Thorn West"
).split()
SURNAME_TAILS = (
    "ford wood field ley ton by worth wick more ridge stone hurst well mere dale croft shaw combe "
    "ham borough cott stead gate land"
).split()
ADJECTIVES = (
    "quiet amber hollow last narrow pale restless sunken wandering crooked gilded lonely salt "
    "winter bright distant second paper borrowed burning careful hidden iron little long northern "
    "patient shallow silver small strange tender uneven violet wild woollen bitter gentle"
).split()
NOUNS = (
    "harbour orchard engine lantern river station garden ledger mirror cartographer tide signal "
    "lighthouse archive valley comet violin bridge island letter quarry pier atlas glacier meadow "
    "telescope ferry monastery carnival observatory reservoir parade border circus manuscript "
    "foundry chapel canal clockmaker kiln beacon forest tower frontier weather"
).split()
ROLES = (
    "ferryman archivist surgeon beekeeper cartographer translator mechanic widow pilot detective "
    "clockmaker nurse smuggler violinist teacher courier glassblower journalist ranger chemist"
).split()
VERBS = "find protect forgive outrun decode rebuild deliver betray hide return rescue question".split()
PLACES = (
    "a fishing village", "a border town", "a half-flooded city", "a mountain observatory",
    "an island ferry", "a travelling circus", "a mining valley", "a river port", "a frozen research base",
    "a decaying grand hotel", "a desert railway", "a village school", "an orbital station", "a vineyard",
)
DEADLINES = (
    "the river freezes", "the last ferry leaves", "the harvest fails", "the records burn",
    "the lights go out", "the border closes", "winter comes", "the signal stops", "the money runs out",
)
COMIC_TOPICS = (
    "physics", "regex", "compilers", "orbits", "unicode", "time zones", "statistics", "backups",
    "passwords", "maps", "chemistry", "kerning", "bicycles", "volcanoes", "standards", "caching",
    "dinosaurs", "lasers", "linguistics", "spreadsheets", "etymology", "tides", "pendulums", "rockets",
)
COMIC_SPEAKERS = ("Cueball", "Megan", "Ponytail", "Hairy", "White Hat", "Black Hat", "Beret Guy")
PUBLISHERS = (
    "Harbour Press", "Lantern Books", "Northfield & Crane", "Quarry House", "Atlas Editions",
    "Meridian", "Greywater", "Kiln Street Books", "Old Pier Publishing", "Tidewater University Press",
    "Signal Books", "Violet Hour", "Comet Press", "Fenland Editions", "Orchard & Ash", "Brass Key",
)
STUDIOS = (
    "Lantern Pictures", "Northlight Films", "Quarry Studios", "Harbour Road", "Saltmarsh Films",
    "Ironbridge", "Comet Pictures", "Violet Films", "Greywater Studios", "Kingsgate Pictures",
)
CREW_JOBS = [
    ("Writing", "Screenplay"), ("Writing", "Novel"), ("Production", "Producer"),
    ("Production", "Executive Producer"), ("Production", "Casting"), ("Sound", "Original Music Composer"),
    ("Camera", "Director of Photography"), ("Editing", "Editor"), ("Art", "Production Design"),
    ("Costume & Make-Up", "Costume Design"), ("Visual Effects", "Visual Effects Supervisor"),
]
LANGUAGES = [("en", "English"), ("fr", "French"), ("ja", "Japanese"), ("es", "Spanish"),
             ("de", "German"), ("ko", "Korean"), ("it", "Italian"), ("sv", "Swedish"), ("hi", "Hindi")]
NOTE_LINES = ("Read it in *one sitting*.", "Slow start, **strong** ending.", "Lent to a friend; *never came back*.")
BASE62 = string.ascii_letters + string.digits
VOLUME_ID_CHARS = BASE62 + "_-"
# xkcd's first comic and a pace that ends near 2025 however many comics there are.
FIRST_COMIC_DAY = datetime.date(2006, 1, 1)
COMIC_SPAN_DAYS = 7200
COMIC_DAYS_APART = 7 / 3


def a(word):
    """The word with its indefinite article, so generated prose reads as prose."""
    return ("an " if word[0] in "aeiou" else "a ") + word


def plural(noun):
    return noun + ("es" if noun.endswith("s") else "s")


class Words:
    """The random names, titles, prose and ids every kind needs, drawn from one `random.Random`, so
    its seed fixes every byte."""

    def __init__(self, seed):
        self.r = random.Random(seed)

    def person(self):
        r = self.r
        return f"{r.choice(FIRST_NAMES)} {r.choice(SURNAME_HEADS)}{r.choice(SURNAME_TAILS)}"

    def title(self):
        r = self.r
        pattern = r.randrange(6)
        if pattern == 0:
            return f"The {r.choice(ADJECTIVES).title()} {r.choice(NOUNS).title()}"
        if pattern == 1:
            return f"{r.choice(NOUNS).title()} of the {r.choice(ADJECTIVES).title()} {r.choice(NOUNS).title()}"
        if pattern == 2:
            return f"{r.choice(FIRST_NAMES)}'s {r.choice(NOUNS).title()}"
        if pattern == 3:
            return f"{r.choice(ADJECTIVES).title()} {plural(r.choice(NOUNS)).title()}"
        if pattern == 4:
            return f"The {r.choice(ROLES).title()} and the {r.choice(NOUNS).title()}"
        return f"{r.choice(NOUNS).title()} {r.randint(2, 9)}"

    def sentence(self):
        r = self.r
        pattern = r.randrange(6)
        if pattern == 0:
            return (f"In {r.choice(PLACES)}, {a(r.choice(ADJECTIVES))} {r.choice(ROLES)} has to "
                    f"{r.choice(VERBS)} {a(r.choice(NOUNS))} before {r.choice(DEADLINES)}.")
        if pattern == 1:
            return (f"{r.choice(FIRST_NAMES)}, {a(r.choice(ROLES))}, goes back to {r.choice(PLACES)} "
                    f"to {r.choice(VERBS)} the {r.choice(NOUNS)} {r.choice(['she', 'he', 'they'])} left behind.")
        if pattern == 2:
            return (f"{r.randint(2, 9)} strangers share {a(r.choice(ADJECTIVES))} {r.choice(NOUNS)} "
                    f"and one secret.")
        if pattern == 3:
            return f"{a(r.choice(ADJECTIVES)).capitalize()} story of loss, luck and the {r.choice(NOUNS)}."
        if pattern == 4:
            return (f"Nobody in {r.choice(PLACES)} expected the {r.choice(ROLES)}, least of all "
                    f"{r.choice(FIRST_NAMES)}.")
        return (f"When the {r.choice(NOUNS)} turns {r.choice(ADJECTIVES)}, {a(r.choice(ROLES))} and "
                f"{a(r.choice(ROLES))} must {r.choice(VERBS)} each other.")

    def paragraph(self, fewest, most):
        return " ".join(self.sentence() for _ in range(self.r.randint(fewest, most)))

    def date(self, first_year, last_year):
        """A day of the range; days stop at 28 so every month has them."""
        r = self.r
        return f"{r.randint(first_year, last_year):04d}-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}"

    def image_path(self):
        """A TMDB image path: 27 base-62 characters."""
        return "/" + "".join(self.r.choices(BASE62, k=27)) + ".jpg"

    def credit_id(self):
        """TMDB's credit ids: 24 hex digits."""
        return f"{self.r.getrandbits(96):024x}"

    def maybe(self, share, make):
        """`make()` for that share of the calls, else None; `make` draws only when it runs."""
        return make() if self.r.random() < share else None


def split(n):
    """Movies, books and comics for N items: 50/30/20, the remainder of the rounding to comics."""
    movies = n * 50 // 100
    books = n * 30 // 100
    return movies, books, n - movies - books


# --- movies ---

def movie_stubs(words, count):
    """Id, title, poster and release date of every movie, made before any movie, so recommendations
    can quote the movie they point at. Ids are sparse, as TMDB's are."""
    ids = sorted(words.r.sample(range(2, 1_300_000), count))
    return {movie_id: {"title": words.title(), "poster_path": words.maybe(0.97, words.image_path),
                       "release_date": words.date(1925, 2025)} for movie_id in ids}


def movie(words, movie_id, stubs, ids):
    r = words.r
    stub = stubs[movie_id]
    language, language_name = r.choice(LANGUAGES) if r.random() < 0.3 else LANGUAGES[0]
    return {
        "adult": False,
        "backdrop_path": words.maybe(0.95, words.image_path),
        "belongs_to_collection": None,
        "budget": r.randint(1, 300) * 1_000_000 if r.random() < 0.5 else 0,
        "genres": [{"id": genre_id, "name": name} for genre_id, name in r.sample(TMDB_GENRES, r.randint(1, 3))],
        "homepage": "",
        "id": movie_id,
        "imdb_id": f"tt{r.randint(100_000, 29_999_999):07d}",
        "original_language": language,
        "original_title": stub["title"] if language == "en" else f"{stub['title']} ({language_name})",
        "overview": words.paragraph(2, 4),
        "popularity": round(r.uniform(0.5, 500), 3),
        "poster_path": stub["poster_path"],
        "production_companies": [{"id": r.randint(1, 200_000), "logo_path": None, "name": name, "origin_country": "US"}
                                 for name in r.sample(STUDIOS, r.randint(1, 3))],
        "production_countries": [{"iso_3166_1": "US", "name": "United States of America"}],
        "release_date": stub["release_date"],
        "revenue": r.randint(1, 2000) * 1_000_000 if r.random() < 0.5 else 0,
        "runtime": r.randint(70, 200),
        "spoken_languages": [{"english_name": language_name, "iso_639_1": language, "name": language_name}],
        "status": "Released",
        "tagline": words.sentence() if r.random() < 0.7 else "",
        "title": stub["title"],
        "video": False,
        "vote_average": round(r.uniform(2.5, 9.2), 3),
        "vote_count": r.randint(0, 30_000),
        "credits": {"cast": cast(words), "crew": crew(words)},
        "recommendations": recommendations(words, movie_id, stubs, ids),
    }


def credited(words, department, popularity, photo_share):
    """The fields TMDB gives every credited person."""
    r = words.r
    name = words.person()
    return {"adult": False, "gender": r.randrange(3), "id": r.randint(1, 4_000_000),
            "known_for_department": department, "name": name, "original_name": name,
            "popularity": round(r.uniform(0.6, popularity), 3),
            "profile_path": words.maybe(photo_share, words.image_path)}


def cast(words):
    """8 to 30 actors in billing order; a fifth play a role rather than a named character."""
    r = words.r
    members = []
    for order in range(r.randint(8, 30)):
        member = credited(words, "Acting", 80, 0.8)
        character = words.person() if r.random() < 0.8 else r.choice(ROLES).title()
        member.update({"cast_id": order + 1, "character": character, "credit_id": words.credit_id(), "order": order})
        members.append(member)
    return members


def crew(words):
    """A director (the one crew job sitegen shows), then 4 to 19 others."""
    r = words.r
    jobs = [("Directing", "Director")] + [r.choice(CREW_JOBS) for _ in range(r.randint(4, 19))]
    members = []
    for department, job in jobs:
        member = credited(words, department, 30, 0.5)
        member.update({"credit_id": words.credit_id(), "department": department, "job": job})
        members.append(member)
    return members


def recommendations(words, movie_id, stubs, ids):
    """TMDB's first page of recommendations: none, a few or a full page of 20, never the movie itself.
    Catalogs of 21 movies or fewer recommend up to 5, so even tiny ones link between movies."""
    r = words.r
    wanted = r.choice([0, 3, 8, 12, 20, 20, 20]) if len(ids) > 21 else min(len(ids) - 1, 5)
    picked = [other for other in r.sample(ids, min(len(ids), wanted + 1)) if other != movie_id][:wanted]
    results = [{"adult": False, "id": other, "title": stubs[other]["title"], "original_title": stubs[other]["title"],
                "media_type": "movie", "poster_path": stubs[other]["poster_path"],
                "release_date": stubs[other]["release_date"], "vote_average": round(r.uniform(3, 9), 1)}
               for other in picked]
    # a full page says there are more pages, as TMDB's does
    total = len(results) if len(results) < 20 else r.randint(20, 40)
    return {"page": 1, "results": results, "total_pages": max(1, (total + 19) // 20), "total_results": total}


# --- books ---

def volume_ids(words, count):
    """Google Books-style ids: 12 characters, the first a letter or digit, unique ignoring case."""
    r = words.r
    seen, ids = set(), []
    while len(ids) < count:
        volume_id = r.choice(BASE62) + "".join(r.choices(VOLUME_ID_CHARS, k=11))
        if volume_id.lower() not in seen:
            seen.add(volume_id.lower())
            ids.append(volume_id)
    return ids


def isbns(words):
    """A valid ISBN-13 and the ISBN-10 of the same book, check digits included."""
    body = "978" + "".join(words.r.choices(string.digits, k=9))
    isbn13 = body + str(-sum(int(d) * (1 if i % 2 == 0 else 3) for i, d in enumerate(body)) % 10)
    check10 = -sum(int(d) * (10 - i) for i, d in enumerate(body[3:])) % 11
    return isbn13, body[3:] + ("X" if check10 == 10 else str(check10))


def published_date(words):
    """Google Books gives a day, a month or only a year; most often a day."""
    day = words.date(1850, 2025)
    precision = words.r.random()
    return day if precision < 0.7 else day[:7] if precision < 0.85 else day[:4]


def book(words, volume_id):
    r = words.r
    isbn13, isbn10 = isbns(words)
    cover = (f"http://books.google.com/books/content?id={volume_id}&printsec=frontcover&img=1&zoom=1"
             f"&edge=curl&source=gbs_api")
    info = {
        "title": words.title(),
        "subtitle": words.maybe(0.5, lambda: f"A {r.choice(['Novel', 'Memoir', 'History', 'Field Guide'])} "
                                             f"of the {r.choice(NOUNS).title()}"),
        "authors": [words.person() for _ in range(r.choice([1, 1, 1, 2, 3]))],
        "publisher": r.choice(PUBLISHERS),
        "publishedDate": published_date(words),
        "description": "\n\n".join(words.paragraph(2, 4) for _ in range(r.randint(1, 3))),
        "industryIdentifiers": [{"type": "ISBN_13", "identifier": isbn13}, {"type": "ISBN_10", "identifier": isbn10}],
        "readingModes": {"text": r.random() < 0.5, "image": r.random() < 0.5},
        "pageCount": r.randint(48, 1200),
        "printType": "BOOK",
        "categories": r.sample(BOOK_CATEGORIES, r.choice([1, 1, 2])),
        "averageRating": r.choice([None, 3, 3.5, 4, 4.5, 5]),
        "ratingsCount": r.randint(0, 500),
        "maturityRating": "NOT_MATURE",
        "language": r.choice(["en", "en", "en", "fr", "de", "es"]),
        "imageLinks": {"smallThumbnail": cover.replace("zoom=1", "zoom=5"), "thumbnail": cover},
        "previewLink": f"http://books.google.com/books?id={volume_id}&printsec=frontcover&dq=isbn:{isbn13}",
        "infoLink": f"http://books.google.com/books?id={volume_id}&dq=isbn:{isbn13}&source=gbs_api",
    }
    return {
        "kind": "books#volume",
        "id": volume_id,
        "etag": "".join(r.choices(BASE62, k=11)),
        "selfLink": f"https://www.googleapis.com/books/v1/volumes/{volume_id}",
        # Google leaves a field out rather than sending null
        "volumeInfo": {key: value for key, value in info.items() if value is not None},
    }


def owner_notes(words):
    """Front matter every book has (a purchase date and a rating), and for a fifth a line of Markdown."""
    r = words.r
    text = f"---\npurchased: {words.date(2005, 2025)}\nrating: {r.randint(1, 5)}\n---\n"
    return text + (r.choice(NOTE_LINES) + "\n" if r.random() < 0.2 else "")


# --- comics ---

def comic_numbers(count):
    """1, 2, … skipping 404, as xkcd does."""
    numbers, number = [], 0
    while len(numbers) < count:
        number += 1
        if number != 404:
            numbers.append(number)
    return numbers


def comic_date(index, count):
    """Comics a few days apart from xkcd's first, closer together when there are many, so the last
    one falls before 2026."""
    days_apart = min(COMIC_DAYS_APART, COMIC_SPAN_DAYS / max(1, count))
    return FIRST_COMIC_DAY + datetime.timedelta(days=int(index * days_apart))


def transcript(words, topic, alt):
    """xkcd's transcript: panel descriptions in [[ ]], spoken lines, and the title text at the end."""
    r = words.r
    lines = [f"[[{words.sentence()}]]" if r.random() < 0.4 else f"{r.choice(COMIC_SPEAKERS)}: {words.sentence()}"
             for _ in range(r.randint(2, 8))]
    return "\n".join(lines) + "\n{{Title text: " + alt + "}}"


def comic(words, number, index, count):
    r = words.r
    day = comic_date(index, count)
    topic = r.choice(COMIC_TOPICS)
    title = f"{topic.title()} {r.choice(NOUNS).title()}" if r.random() < 0.6 else words.title()
    alt = f"{words.sentence()} Never ask me about {topic}."
    image = "".join(c for c in title.lower().replace(" ", "_") if c.isalnum() or c == "_")
    return {
        "month": str(day.month), "num": number, "link": "", "year": str(day.year), "news": "",
        "safe_title": title, "transcript": transcript(words, topic, alt) if r.random() < 0.7 else "",
        "alt": alt, "img": f"https://imgs.xkcd.com/comics/{image}.png", "title": title, "day": str(day.day),
    }


# --- output ---

def write(path, text):
    with open(path, "w", encoding="utf-8", newline="\n") as file:
        file.write(text)


def write_json(path, value, indent):
    """One `dumps` per file: its C encoder is several times faster than `dump`'s chunked writes."""
    write(path, json.dumps(value, ensure_ascii=False, indent=indent))


def generate(n, out, seed, indent):
    """Writes the catalog and returns the count of each kind. Each kind draws from its own stream,
    seeded from the seed and the kind, so how one kind is made never shifts another's items."""
    n_movies, n_books, n_comics = split(n)
    for kind in ("movies", "books", "comics"):
        os.makedirs(os.path.join(out, kind), exist_ok=True)

    words = Words(f"{seed}/movies")
    stubs = movie_stubs(words, n_movies)
    ids = list(stubs)
    for movie_id in ids:
        write_json(os.path.join(out, "movies", f"{movie_id}.json"), movie(words, movie_id, stubs, ids), indent)

    words = Words(f"{seed}/books")
    for volume_id in volume_ids(words, n_books):
        write_json(os.path.join(out, "books", f"{volume_id}.json"), book(words, volume_id), indent)
        write(os.path.join(out, "books", f"{volume_id}.md"), owner_notes(words))

    words = Words(f"{seed}/comics")
    for index, number in enumerate(comic_numbers(n_comics)):
        write_json(os.path.join(out, "comics", f"{number}.json"), comic(words, number, index, n_comics), indent)

    return {"movies": n_movies, "books": n_books, "comics": n_comics}


def main():
    parser = argparse.ArgumentParser(description="Writes a deterministic synthetic catalog for sitegen's benchmark.")
    parser.add_argument("n", type=int, help="number of items (50%% movies, 30%% books, 20%% comics)")
    parser.add_argument("out", help="content folder to write (movies/, books/, comics/)")
    parser.add_argument("--seed", type=int, default=20240601, help="same N and seed, same bytes")
    parser.add_argument("--indent", type=int, default=None, help="pretty-print the JSON (default: one line)")
    args = parser.parse_args()
    if args.n < 0:
        parser.error("N must be 0 or more")
    counts = generate(args.n, args.out, args.seed, args.indent)
    print(json.dumps({"n": args.n, "seed": args.seed, **counts}))


if __name__ == "__main__":
    main()

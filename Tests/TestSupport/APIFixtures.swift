import Foundation

/// Responses shaped like the real APIs' (the same members and nesting as TMDB v3, Google Books v1 and xkcd),
/// with our own text, for the tests that replay them from a loopback server.
public enum APIFixtures {
    /// A TMDB `/3/movie/{id}?append_to_response=credits,recommendations,images` response.
    public static func movie(_ id: Int, title: String, released: String = "1931-03-07", poster: String? = nil) -> String {
        """
        {"adult": false, "backdrop_path": null, "budget": 0, "genres": [{"id": 18, "name": "Drama"}],
         "homepage": "", "id": \(id), "imdb_id": "tt00\(id)", "original_language": "de", "original_title": "\(title)",
         "overview": "A lamplighter counts the lamps of a city that keeps adding streets.", "popularity": 1.5,
         "poster_path": \(poster.map { "\"\($0)\"" } ?? "null"),
         "release_date": "\(released)", "revenue": 0, "runtime": 94, "status": "Released",
         "tagline": "Every night, one more street.", "title": "\(title)", "video": false, "vote_average": 7.1, "vote_count": 12,
         "credits": {"cast": [{"id": 1, "name": "Ida Brenner", "character": "The lamplighter", "order": 0}],
                     "crew": [{"id": 2, "name": "Otto Weil", "job": "Director", "department": "Directing"}]},
         "recommendations": {"page": 1, "results": [], "total_pages": 0, "total_results": 0},
         "images": {"backdrops": [], "logos": [], "posters": []}}
        """
    }

    /// A TMDB `/3/search/movie` response listing `movies` (id, title, release date).
    public static func movieSearch(_ movies: [(Int, String, String)]) -> String {
        let results = movies.map { id, title, date in
            #"{"adult": false, "id": \#(id), "title": "\#(title)", "original_title": "\#(title)", "release_date": "\#(date)", "genre_ids": [18]}"#
        }
        return #"{"page": 1, "results": [\#(results.joined(separator: ", "))], "total_pages": 1, "total_results": \#(movies.count)}"#
    }

    /// TMDB's reply to a bad key or token (status 401), as TMDB words it.
    public static let tmdbUnauthorized = """
        {"status_code": 7, "status_message": "Invalid API key: You must be granted a valid key.", "success": false}
        """

    /// A Google Books `/books/v1/volumes/{id}` volume resource.
    public static func volume(_ id: String, title: String, published: String = "1998-04", thumbnail: String? = nil) -> String {
        let links = thumbnail.map { #", "imageLinks": {"smallThumbnail": "\#($0)&zoom=5", "thumbnail": "\#($0)"}"# } ?? ""
        return """
            {"kind": "books#volume", "id": "\(id)", "etag": "x1", "selfLink": "https://www.googleapis.com/books/v1/volumes/\(id)",
             "volumeInfo": {"title": "\(title)", "authors": ["Maren Holt"], "publisher": "Quiet Press",
              "publishedDate": "\(published)", "description": "Letters between two <b>lighthouse</b> keepers.",
              "industryIdentifiers": [{"type": "ISBN_13", "identifier": "9780000000019"}, {"type": "ISBN_10", "identifier": "0000000019"}],
              "pageCount": 212, "categories": ["Fiction"], "language": "en"\(links)}}
            """
    }

    /// A Google Books `volumes?q=isbn:` search response listing `ids`.
    public static func volumeSearch(_ ids: [String]) -> String {
        let items = ids.map {
            #"{"kind": "books#volume", "id": "\#($0)", "volumeInfo": {"title": "Found \#($0)", "publishedDate": "2001"}}"#
        }
        return
            #"{"kind": "books#volumes", "totalItems": \#(ids.count)\#(ids.isEmpty ? "" : ", \"items\": [\(items.joined(separator: ", "))]")}"#
    }

    /// An xkcd `info.0.json`.
    public static func comic(_ number: Int, title: String = "Strip", image: String? = nil) -> String {
        """
        {"month": "3", "num": \(number), "link": "", "year": "2009", "news": "", "safe_title": "\(title) \(number)",
         "transcript": "", "alt": "The alt text of strip \(number).", "img": "\(image ?? "https://imgs.xkcd.com/comics/strip_\(number).png")",
         "title": "\(title) \(number)", "day": "\(1 + number % 28)"}
        """
    }

    /// A real 1×1 PNG image.
    public static let png: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x01,
        0x00, 0x00, 0x00, 0x01, 0x08, 0x02, 0x00, 0x00, 0x00, 0x90, 0x77, 0x53, 0xDE, 0x00, 0x00, 0x00, 0x0C, 0x49, 0x44, 0x41,
        0x54, 0x78, 0x9C, 0x63, 0x38, 0xD3, 0xE1, 0x02, 0x00, 0x03, 0xBC, 0x01, 0x99, 0x3A, 0x7A, 0x60, 0x43, 0x00, 0x00, 0x00,
        0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
    ]
}

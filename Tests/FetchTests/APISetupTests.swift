import Fetch
import Foundation
import Testing

@Suite struct APISetupTests {
    @Test func theRealServicesUnlessTheEnvironmentSaysOtherwise() throws {
        let live = try APIEndpoints(environment: [:])
        #expect(live.tmdb.absoluteString == "https://api.themoviedb.org")
        #expect(live.tmdbImages.absoluteString == "https://image.tmdb.org/t/p")
        #expect(live.googleBooks.absoluteString == "https://www.googleapis.com")
        #expect(live.xkcd.absoluteString == "https://xkcd.com")
        let local = try APIEndpoints(environment: ["SITEGEN_XKCD": "http://127.0.0.1:8080/", "SITEGEN_TMDB_API": ""])
        #expect(local.xkcd.absoluteString == "http://127.0.0.1:8080")
        #expect(local.tmdb == live.tmdb)
    }

    @Test func anAddressThatIsNotHTTPNamesItsVariable() {
        for bad in ["ftp://example.org", "example.org", "http://", "https://example.org/?q=1"] {
            #expect(throws: FetchUsageError.self) { try APIEndpoints(environment: ["SITEGEN_GOOGLE_BOOKS_API": bad]) }
            do {
                _ = try APIEndpoints(environment: ["SITEGEN_GOOGLE_BOOKS_API": bad])
            } catch {
                #expect(error.message.hasPrefix("SITEGEN_GOOGLE_BOOKS_API: expected an http or https address"))
            }
        }
    }

    @Test func theReadAccessTokenWinsOverTheKeyAndBlanksCountAsUnset() {
        let both = APICredentials(environment: ["TMDB_READ_ACCESS_TOKEN": " token \n", "TMDB_API_KEY": "key"])
        #expect(both.tmdb == .readAccessToken("token"))
        let key = APICredentials(environment: ["TMDB_READ_ACCESS_TOKEN": "  ", "TMDB_API_KEY": "key", "GOOGLE_BOOKS_API_KEY": ""])
        #expect(key.tmdb == .apiKey("key"))
        #expect(key.googleBooks == nil)
    }

    @Test func aRequestsShownURLNeverCarriesItsSecretQuery() throws {
        let endpoints = try APIEndpoints(environment: [:])
        let source = GoogleBooksSource(endpoints: endpoints, key: "secret-key", policy: RequestPolicy())
        let request = source.isbnRequest("9780441013593")
        #expect(request.url == "https://www.googleapis.com/books/v1/volumes?q=isbn%3A9780441013593&key=secret-key")
        #expect(request.shownURL == "https://www.googleapis.com/books/v1/volumes?q=isbn%3A9780441013593")
    }

    @Test func searchTextIsEscapedWholly() throws {
        let endpoints = try APIEndpoints(environment: [:])
        let source = TMDBSource(endpoints: endpoints, credentials: .readAccessToken("t"), language: "ja-JP", policy: RequestPolicy())
        let request = source.searchRequest("C++ & Ünïcode/?", year: nil)
        #expect(request.shownURL.contains("query=C%2B%2B%20%26%20%C3%9Cn%C3%AFcode%2F%3F&language=ja-JP"))
        #expect(source.request(for: "550").shownURL.hasSuffix("language=ja-JP&include_image_language=ja,null"))
    }
}

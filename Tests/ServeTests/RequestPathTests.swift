import Testing

@testable import Serve

/// A request's path is decoded segment by segment, and any path that could leave the output folder is rejected.
@Suite struct RequestPathTests {
    @Test func pathsInsideTheSite() {
        #expect(RequestPath.parse("/", basePath: "/") == .site(segments: [], trailingSlash: true))
        #expect(RequestPath.parse("/movies/", basePath: "/") == .site(segments: ["movies"], trailingSlash: true))
        #expect(RequestPath.parse("/movies", basePath: "/") == .site(segments: ["movies"], trailingSlash: false))
        #expect(RequestPath.parse("/assets/style.css", basePath: "/") == .site(segments: ["assets", "style.css"], trailingSlash: false))
        #expect(RequestPath.parse("/a%20b/c%C3%A9.html", basePath: "/") == .site(segments: ["a b", "cé.html"], trailingSlash: false))
        #expect(RequestPath.parse("//movies//x/", basePath: "/") == .site(segments: ["movies", "x"], trailingSlash: true))
    }

    @Test(arguments: [
        "/../etc/passwd", "/movies/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/%2E%2E/secret", "/movies/%2e%2e",
        "/.%2e/x", "/./index.html", "/a%00b", "/index.html%00.css", "/a%2fb", "/a%2F..%2Fb", "/%5c..%5cx", "/a\\b",
        "/%ff", "/%zz", "/a%0a", "relative/path", "",
    ])
    func pathsThatCouldEscapeAreRejected(path: String) {
        #expect(RequestPath.parse(path, basePath: "/") == .rejected, "\(path)")
        #expect(RequestPath.parse(path, basePath: "/catalog/") == .rejected, "\(path)")
    }

    @Test func aSiteBelowABasePath() {
        #expect(RequestPath.parse("/catalog/", basePath: "/catalog/") == .site(segments: [], trailingSlash: true))
        #expect(RequestPath.parse("/catalog/movies/", basePath: "/catalog/") == .site(segments: ["movies"], trailingSlash: true))
        #expect(RequestPath.parse("/catalog", basePath: "/catalog/") == .baseWithoutSlash)
        #expect(RequestPath.parse("/", basePath: "/catalog/") == .outside)
        #expect(RequestPath.parse("/movies/", basePath: "/catalog/") == .outside)
        #expect(RequestPath.parse("/catalogue/", basePath: "/catalog/") == .outside)
        #expect(RequestPath.parse("/my%20shelf/x", basePath: "/my%20shelf/") == .site(segments: ["x"], trailingSlash: false))
    }

    @Test func redirectsAreBuiltFromDecodedSegments() {
        #expect(RequestPath.encode(["movies"], basePath: "/", trailingSlash: true) == "/movies/")
        #expect(RequestPath.encode(["a b", "é"], basePath: "/catalog/", trailingSlash: true) == "/catalog/a%20b/%C3%A9/")
        // A base path written with doubled slashes never yields a protocol-relative `//host` address.
        #expect(RequestPath.encode(["evil.example"], basePath: "//", trailingSlash: true) == "/evil.example/")
        #expect(RequestPath.normalized("//x//y") == "/x/y/")
        #expect(RequestPath.normalized("") == "/")
    }
}

import ArgumentParser
import Build
import Fetch
import Foundation
import Model
import Support

/// `sitegen fetch`: movies, books and comics from their APIs into content/, checked before they are written.
struct FetchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fetch",
        abstract: "Add items to content/ from TMDB, Google Books and xkcd, or refresh the ones there.",
        discussion: """
            sitegen fetch movie 550 680            TMDB movies by id
            sitegen fetch movie --search "Metropolis" --year 1927 [--first]
            sitegen fetch book zyTCAlFPjgYC        Google Books volumes by id
            sitegen fetch book --isbn 9780441013593
            sitegen fetch comics [--range 1-100]   the latest xkcd and every one missing here
            sitegen fetch --refresh [--older-than 30d]

            Each response is checked with the decoders `build` uses and written only if it would build, whole \
            (under a temporary name, then renamed), and only when its bytes changed. Owner's notes (.md) are never \
            touched. Credentials come from the environment: TMDB_READ_ACCESS_TOKEN (or TMDB_API_KEY) and, optionally, \
            GOOGLE_BOOKS_API_KEY; they are never printed or written. SITEGEN_TMDB_API, SITEGEN_TMDB_IMAGES, \
            SITEGEN_GOOGLE_BOOKS_API, SITEGEN_GOOGLE_BOOKS_COVERS, SITEGEN_XKCD and SITEGEN_XKCD_IMAGES replace the \
            services' addresses (for tests and mirrors).
            Exit codes: 0 every item fetched, 1 some item failed (the others are written), 2 usage errors or \
            missing credentials.
            """
    )

    @Argument(help: ArgumentHelp("movie, book or comics, then ids or comic numbers.", valueName: "kind ids"))
    var what: [String] = []

    @Option(help: ArgumentHelp("Search TMDB for movies with this title instead of giving ids.", valueName: "title"))
    var search: String?

    @Option(help: ArgumentHelp("With --search: the release year.", valueName: "year"))
    var year: Int?

    @Flag(help: "With --search or --isbn: fetch the first candidate instead of listing them.")
    var first = false

    @Option(help: ArgumentHelp("A book by ISBN-10 or ISBN-13 (repeatable).", valueName: "isbn"))
    var isbn: [String] = []

    @Option(help: ArgumentHelp("With comics: only numbers in this range, like 1-100.", valueName: "from-to"))
    var range: String?

    @Flag(help: "Fetch the items in content/ again, rewriting only those whose response changed.")
    var refresh = false

    @Option(
        name: .customLong("older-than"),
        help: ArgumentHelp("With --refresh: only items last fetched longer ago than this, like 30d, 12h or 90m.", valueName: "age"))
    var olderThan: String?

    @Flag(help: "Also download each item's poster, cover or comic image beside it, so the site does not hotlink.")
    var images = false

    @Option(help: ArgumentHelp("The catalog folder.", valueName: "dir"))
    var content = "content"

    @Flag(help: "Print no progress and no warnings; errors and the summary line still print.")
    var quiet = false

    func validate() throws {
        _ = try request()
    }

    func run() async throws {
        let request = try request()
        let environment = ProcessInfo.processInfo.environment
        let console = Console(showProgress: !quiet && isatty(STDERR_FILENO) == 1)
        let setup: FetchSetup
        do {
            setup = try FetchSetup(content: content, environment: environment, images: images, console: console, quiet: quiet)
        } catch let error as FetchUsageError {
            throw ValidationError(error.message)
        }
        let outcome = try await setup.run(request)
        throw ExitCode(outcome)
    }

    /// The one thing asked for, or a usage error that says what is wrong.
    func request() throws -> FetchRequest {
        try FetchRequest(
            what: what, search: search, year: year, first: first, isbns: isbn, range: range, refresh: refresh,
            olderThan: olderThan)
    }
}

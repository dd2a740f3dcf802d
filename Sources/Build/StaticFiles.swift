import Foundation
import Model
import Presentation

/// The files a build copies rather than renders: theme assets and local posters.
struct StaticFiles {
    struct Copy: Sendable {
        enum Source: Sendable {
            /// A file's full path.
            case file(String)
            /// The bytes of a file of the default theme, which is compiled into sitegen.
            case embedded([UInt8])
        }

        let source: Source
        let destination: String
    }

    /// Every file of every search path's `assets/` folder, then of the default theme's; the first
    /// search path that has a file wins, and the default theme's is used when none has it.
    static func assets(searchPaths: [String], defaultTheme: [String: [UInt8]], router: Router) -> [Copy] {
        var chosen: [String: Copy.Source] = [:]
        for (path, bytes) in defaultTheme where path.hasPrefix("assets/") {
            chosen[String(path.dropFirst("assets/".count))] = .embedded(bytes)
        }
        for root in searchPaths.reversed() {
            let assets = (root as NSString).appendingPathComponent("assets")
            guard let enumerator = FileManager.default.enumerator(atPath: assets) else { continue }
            while let relative = enumerator.nextObject() as? String {
                let full = (assets as NSString).appendingPathComponent(relative)
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue,
                    !(relative as NSString).lastPathComponent.hasPrefix(".")
                else { continue }
                chosen[relative] = .file(full)
            }
        }
        return chosen.sorted { $0.key < $1.key }.map { relative, source in
            Copy(source: source, destination: router.outputPath(.asset(relative)))
        }
    }

    /// Local posters, covers and comic images, each copied beside its item's page.
    static func images(catalog: Catalog, contentDirectory: String, router: Router) -> [Copy] {
        func copy(_ local: String?, _ route: (String) -> Route) -> Copy? {
            guard let local else { return nil }
            return Copy(
                source: .file((contentDirectory as NSString).appendingPathComponent(local)),
                destination: router.outputPath(route((local as NSString).pathExtension)))
        }
        return catalog.movies.movies.compactMap { movie in
            copy(movie.localPoster) { .moviePoster(movie.id, title: movie.title, fileExtension: $0) }
        }
            + catalog.books.books.compactMap { book in
                copy(book.localCover) { .bookCover(book.id, title: book.title, fileExtension: $0) }
            }
            + catalog.comics.comics.compactMap { comic in
                copy(comic.localImage) { .comicImage(comic.id, fileExtension: $0) }
            }
    }
}

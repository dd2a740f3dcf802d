// swift-tools-version:6.0
import PackageDescription

/// Every Swift target is compiled with these: features of a later language mode, turned on now.
let swiftSettings: [SwiftSetting] = [
    // `any` marks every existential, so the cost of one is visible where it is written.
    .enableUpcomingFeature("ExistentialAny"),
    // An import is internal unless it says `public`: what a target exposes is written down.
    .enableUpcomingFeature("InternalImportsByDefault"),
    // A member is visible only through a module the file imports: every import a file uses is declared.
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "sitegen",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "sitegen", targets: ["sitegen"]),
        // For the fuzzers in Fuzz/, a separate package so that `swift build` here never needs libFuzzer.
        .library(name: "SitegenCore", targets: ["Support", "JSON", "Model", "HTML"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
        // fetch's HTTP client: timeouts, streamed bodies with a size limit, connection pooling per host.
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        // serve's HTTP server: small, on plain sockets, and quick to compile from a fresh clone in CI.
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"])]
        ),
        .systemLibrary(
            name: "CXXHash",
            pkgConfig: "libxxhash",
            providers: [.apt(["libxxhash-dev"])]
        ),
        // zlib, for the tests that weigh pages as a web server sends them (gzip); sitegen itself does not use it.
        .systemLibrary(
            name: "CZlib",
            path: "Tests/CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        // Diagnostics, the content hash and the concurrency helpers: what every other target shares.
        .target(name: "Support", dependencies: ["CXXHash"]),
        // The JSON parser with positions that the decoders read cached API responses through.
        .target(name: "JSON"),
        .target(
            name: "Model",
            dependencies: [
                "Support", "JSON", .product(name: "Yams", package: "Yams"), .product(name: "TOMLKit", package: "TOMLKit"),
            ]
        ),
        .target(name: "Presentation", dependencies: ["Model", "Support"]),
        .target(name: "HTML", dependencies: ["Support", "CLibXML2", "CCmark"]),
        .target(name: "Views", dependencies: ["Presentation", "HTML", "Support"]),
        // The decoded-item cache of incremental builds: the binary codec, the mapped file, the stores it gives Model.
        .target(name: "ItemCache", dependencies: ["Model", "Support"]),
        .target(name: "Build", dependencies: ["Model", "JSON", "ItemCache", "Presentation", "Views", "SearchIndex", "Support"]),
        // The search index: documents in, shard files out; a pure function with no file or network access.
        .target(name: "SearchIndex", dependencies: ["Support"]),
        // `sitegen check`: a built output's links, fragments, ids, `alt` and well-formedness; other sites through a
        // `LinkProbe` that the command gives it, so that this target has no network library of its own.
        .target(name: "SiteCheck", dependencies: ["HTML", "Support"]),
        // The API clients of `sitegen fetch`: the only target that talks to the network.
        .target(
            name: "Fetch",
            dependencies: [
                "Model", "JSON", "Support",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ]
        ),
        // `sitegen serve`'s HTTP server, file watcher and live reload. DESIGN.md puts them in the executable; they
        // are a library of their own so that their tests reach the internal parts (the content types, path safety,
        // the watcher's coalescing, the script injection) without going through the command line, and so that
        // FlyingFox is imported by this one target. It knows nothing of the build: the executable hands it one.
        .target(
            name: "Serve",
            dependencies: [.product(name: "FlyingFox", package: "FlyingFox"), .product(name: "FlyingSocks", package: "FlyingFox")]),
        .executableTarget(
            name: "sitegen",
            dependencies: [
                "Build", "Fetch", "Model", "Serve", "SiteCheck", "Support",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Helpers that more than one test target uses.
        .target(
            name: "TestSupport",
            // The loopback server that fetch's tests replay API responses from runs on SwiftNIO, which fetch's
            // client brings in already.
            dependencies: [
                "CZlib", .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            path: "Tests/TestSupport"),
        .testTarget(name: "SupportTests", dependencies: ["Support"]),
        .testTarget(name: "SearchIndexTests", dependencies: ["SearchIndex", "TestSupport"]),
        .testTarget(name: "JSONTests", dependencies: ["JSON", "TestSupport"]),
        .testTarget(name: "ModelTests", dependencies: ["Model", "Support", "JSON", "TestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "ItemCacheTests", dependencies: ["ItemCache", "Model", "Support", "TestSupport"]),
        .testTarget(name: "PresentationTests", dependencies: ["Presentation", "Model", "TestSupport"]),
        .testTarget(name: "HTMLTests", dependencies: ["HTML", "Support", "TestSupport"]),
        .testTarget(
            name: "ViewsTests", dependencies: ["Views", "HTML", "Presentation", "Support", "TestSupport"], resources: [.copy("Golden")]),
        .testTarget(
            name: "BuildTests",
            dependencies: [
                "Build", "ItemCache", "Model", "Presentation", "Views", "HTML", "Support", "TestSupport",
                .product(name: "Yams", package: "Yams"),
            ],
            resources: [.copy("Fixtures")]),
        .testTarget(
            name: "FetchTests",
            dependencies: ["Fetch", "Model", "Support", "TestSupport"]),
        .testTarget(name: "SiteCheckTests", dependencies: ["SiteCheck", "HTML", "Support", "TestSupport"]),
        .testTarget(
            name: "ServeTests",
            dependencies: [
                "Serve", "TestSupport", .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ]),
        .testTarget(
            name: "sitegenTests",
            dependencies: [
                "sitegen", "Build", "Model", "TestSupport",
                // The deployment and serve tests talk to servers as a browser would: streamed responses, redirects not followed.
                .product(name: "AsyncHTTPClient", package: "async-http-client"), .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets where target.type != .system {
    target.swiftSettings = (target.swiftSettings ?? []) + swiftSettings
}

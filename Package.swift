// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "sitegen",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "sitegen", targets: ["sitegen"]),
        // For the fuzzers in Fuzz/, a separate package so that `swift build` here never needs libFuzzer.
        .library(name: "SitegenCore", targets: ["Model", "HTML"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
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
        .target(name: "Model", dependencies: ["CXXHash", .product(name: "Yams", package: "Yams")]),
        .target(name: "Presentation", dependencies: ["Model"]),
        .target(name: "HTML", dependencies: ["CLibXML2", "CCmark"]),
        .target(name: "Views", dependencies: ["Presentation", "HTML"]),
        .target(name: "Build", dependencies: ["Model", "Presentation", "Views", "HTML"]),
        .executableTarget(
            name: "sitegen",
            dependencies: ["Build", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // Helpers that more than one test target uses.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "ModelTests", dependencies: ["Model", "TestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "PresentationTests", dependencies: ["Presentation"]),
        .testTarget(name: "HTMLTests", dependencies: ["HTML"]),
        .testTarget(name: "ViewsTests", dependencies: ["Views"], resources: [.copy("Golden")]),
        .testTarget(name: "BuildTests", dependencies: ["Build", "HTML", "TestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "sitegenTests", dependencies: ["sitegen", "Build"]),
    ],
    swiftLanguageModes: [.v6]
)

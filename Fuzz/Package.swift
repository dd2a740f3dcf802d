// swift-tools-version:6.0
// libFuzzer targets for sitegen. A separate package so that the main package's `swift build` and
// `swift test` never need libFuzzer. Build and run with ./run.sh (see README.md).
import PackageDescription

let core: Target.Dependency = .product(name: "SitegenCore", package: "sitegen")

let package = Package(
    name: "sitegen-fuzz",
    dependencies: [.package(name: "sitegen", path: "..")],
    targets: [
        .executableTarget(name: "FuzzJSONDecoders", dependencies: [core]),
        .executableTarget(name: "FuzzFrontMatter", dependencies: [core]),
        .executableTarget(name: "FuzzSanitizer", dependencies: [core]),
        .executableTarget(name: "FuzzTemplate", dependencies: [core]),
    ],
    swiftLanguageModes: [.v6]
)

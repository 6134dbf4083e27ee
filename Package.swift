// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "quote",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "quote", targets: ["quote"]),
    ],
    targets: [
        // The thin command: hands arguments, environment and streams to the core.
        .executableTarget(name: "quote", dependencies: ["QuoteCore"]),
        // Everything that can be tested without a process: parsing, service, cache, presentation.
        .target(name: "QuoteCore"),
        // Fixtures, temporary folders, fakes and the loopback HTTP server, shared by both test targets.
        .target(name: "QuoteTestSupport", dependencies: ["QuoteCore"], path: "Tests/Support"),
        .testTarget(name: "QuoteCoreTests", dependencies: ["QuoteCore", "QuoteTestSupport"]),
        // Runs the built `quote` binary against servers on 127.0.0.1.
        .testTarget(name: "EndToEndTests", dependencies: ["QuoteCore", "QuoteTestSupport"]),
    ]
)

// swift-tools-version:6.0
import PackageDescription

// One executable, `quote`, over a core library that imports FoundationEssentials (not all of Foundation) on
// Linux, so the binary starts about as fast as `fortune` and carries no ICU data. On Linux the network is
// libcurl's easy interface, opened with `dlopen` on the first fetch (CCurl); on Apple platforms it is URLSession
// (QuoteNetworking), which Linux compiles only for the tests.
//
//   Sources/quote            main.swift: arguments, environment and streams in, exit code out
//   Sources/QuoteCore        everything testable without a process (see README.md, "Development")
//   Sources/CCurl            libcurl's function types, option numbers and non-variadic setopt wrappers
//   Sources/QuoteNetworking  URLSessionTransport, the live transport on Apple platforms
//   Tests/Support            fixtures, fakes, the virtual clock, loopback servers, running the binary
let package = Package(
    name: "quote",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "quote", targets: ["quote"])
    ],
    targets: [
        .executableTarget(
            name: "quote",
            dependencies: [
                "QuoteCore",
                .target(name: "QuoteNetworking", condition: .when(platforms: [.macOS, .iOS, .tvOS, .watchOS, .visionOS])),
            ]),
        .target(
            name: "QuoteCore", dependencies: ["CCurl"],
            exclude: ["Presentation/generate-display-width.py"]),
        .target(name: "CCurl"),
        .target(name: "QuoteNetworking", dependencies: ["QuoteCore"]),
        .target(name: "QuoteTestSupport", dependencies: ["QuoteCore"], path: "Tests/Support", exclude: ["tls-proxy.py"]),
        .testTarget(name: "QuoteCoreTests", dependencies: ["QuoteCore", "QuoteNetworking", "QuoteTestSupport"]),
        // Runs the built `quote` binary against servers on 127.0.0.1 that the tests start themselves.
        .testTarget(name: "EndToEndTests", dependencies: ["QuoteCore", "QuoteTestSupport"]),
    ]
)

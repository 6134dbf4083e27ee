// swift-tools-version:6.1
import PackageDescription

// The targets and their arrows. ARCHITECTURE.md is the one place that names the rooms and what each holds (a test
// holds its graph to this file); the comments here say only why. Each library target imports only the targets
// listed as its dependencies, and `make build` passes `--explicit-target-dependency-import-check error`, so an
// import against the arrows does not compile.
//
// On Linux every target sees FoundationEssentials through QuotePlatform, never all of Foundation: no ICU, and a
// start-up that competes with `fortune`. The network is libcurl, opened with `dlopen` on the first fetch (CCurl);
// on Apple platforms it is URLSession (QuoteNetworking), which Linux compiles only for its tests.
let applePlatforms: [Platform] = [.macOS, .iOS, .tvOS, .watchOS, .visionOS]

let package = Package(
    name: "quote",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "quote", targets: ["quote"])
    ],
    targets: [
        // main.swift: hands the arguments, the environment and the platform's transport to QuoteCommands.
        .executableTarget(
            name: "quote",
            dependencies: [
                "QuoteCommands", "QuoteHTTP", "QuotePlatform",
                .target(name: "QuoteNetworking", condition: .when(platforms: applePlatforms)),
            ],
            // The functions the everyday commands run, which the release link lays out together (`make order`).
            exclude: ["quote.order"]),
        // `make golden`'s writer of the man pages' generated parts (every source, every setting): not installed.
        .executableTarget(name: "QuoteDocs", dependencies: ["QuoteCommands", "QuoteMessages", "QuotePlatform"]),
        .target(
            name: "QuoteCommands",
            dependencies: [
                "QuoteSupply", "QuoteConfig", "QuoteSources", "QuotePresentation", "QuoteStore", "QuoteHTTP", "QuoteModel",
                "QuoteJSON", "QuoteMessages", "QuotePlatform",
            ]),
        .target(
            name: "QuoteSupply",
            dependencies: ["QuoteConfig", "QuoteSources", "QuoteStore", "QuoteHTTP", "QuoteModel", "QuotePlatform"]),
        .target(
            name: "QuoteConfig",
            dependencies: [
                "QuoteSources", "QuotePresentation", "QuoteStore", "QuoteModel", "QuoteJSON", "QuoteMessages", "QuotePlatform",
            ]),
        .target(
            name: "QuoteSources",
            dependencies: ["QuoteHTTP", "QuoteStore", "QuoteModel", "QuoteJSON", "QuoteMessages", "QuotePlatform", "CRegex"]),
        .target(name: "QuoteHTTP", dependencies: ["CCurl", "QuotePlatform"]),
        .target(name: "QuoteStore", dependencies: ["QuoteModel", "QuoteJSON", "QuotePlatform"]),
        .target(
            name: "QuotePresentation", dependencies: ["QuoteModel", "QuoteMessages", "QuotePlatform"],
            exclude: ["generate-display-width.py"]),
        .target(name: "QuoteModel", dependencies: ["QuoteJSON", "QuotePlatform"]),
        // JSON read and written by hand (RFC 8259, strict and bounded), apart from the model it carries: API answers,
        // the files quote keeps, and what --json prints.
        .target(name: "QuoteJSON", dependencies: ["QuotePlatform"]),
        // Apart from the model, so that editing a sentence recompiles only the targets that name messages.
        .target(name: "QuoteMessages", dependencies: ["QuotePlatform"]),
        // The bottom: what every target shares, FoundationEssentials re-exported, so all see one platform.
        .target(name: "QuotePlatform"),
        .target(name: "CCurl"),
        // The C library's regular expressions as fortune(6) compiles them, for `quote fortune -m`.
        .target(name: "CRegex"),
        .target(name: "QuoteNetworking", dependencies: ["QuoteHTTP", "QuotePlatform"]),

        // Fixtures, temporary folders (and where quote keeps its files in them, the store's table), the virtual clock,
        // loopback and TLS servers, child processes, and the checks every layer's messages pass.
        .target(
            name: "QuoteTestSupport", dependencies: ["QuoteStore", "QuoteMessages", "QuotePlatform"],
            path: "Tests/QuoteTestSupport",
            exclude: ["tls-proxy.py"]),
        // A transport that answers from a closure, for the layers above the HTTP seam.
        .target(
            name: "QuoteHTTPTestSupport", dependencies: ["QuoteHTTP", "QuotePlatform", "QuoteTestSupport"],
            path: "Tests/QuoteHTTPTestSupport"),
        .testTarget(name: "QuotePlatformTests", dependencies: ["QuotePlatform", "QuoteTestSupport"]),
        .testTarget(name: "QuoteMessagesTests", dependencies: ["QuoteMessages", "QuotePlatform", "QuoteTestSupport"]),
        .testTarget(name: "QuoteJSONTests", dependencies: ["QuoteJSON", "QuotePlatform"]),
        .testTarget(name: "QuoteModelTests", dependencies: ["QuoteModel", "QuoteJSON", "QuotePlatform"]),
        .testTarget(
            name: "QuoteStoreTests",
            dependencies: ["QuoteStore", "QuoteModel", "QuoteMessages", "QuotePlatform", "QuoteTestSupport"]),
        .testTarget(
            name: "QuoteHTTPTests",
            dependencies: ["QuoteHTTP", "CCurl", "QuotePlatform", "QuoteTestSupport", "QuoteHTTPTestSupport"]),
        .testTarget(
            name: "QuotePresentationTests",
            dependencies: ["QuotePresentation", "QuoteModel", "QuoteMessages", "QuotePlatform", "QuoteTestSupport"]),
        .testTarget(
            name: "QuoteSourcesTests",
            dependencies: [
                "QuoteSources", "QuoteHTTP", "QuoteStore", "QuoteModel", "QuoteJSON", "QuoteMessages", "QuotePlatform",
                "QuoteTestSupport", "QuoteHTTPTestSupport",
            ]),
        .testTarget(
            name: "QuoteConfigTests",
            dependencies: [
                "QuoteConfig", "QuoteSources", "QuotePresentation", "QuoteStore", "QuoteModel", "QuoteJSON", "QuoteMessages",
                "QuotePlatform", "QuoteTestSupport",
            ]),
        .testTarget(
            name: "QuoteSupplyTests",
            dependencies: [
                "QuoteSupply", "QuoteSources", "QuoteStore", "QuoteHTTP", "QuoteModel", "QuoteJSON", "QuotePlatform",
                "QuoteTestSupport", "QuoteHTTPTestSupport",
            ]),
        .testTarget(
            name: "QuoteCommandsTests",
            dependencies: [
                "QuoteCommands", "QuoteSupply", "QuoteConfig", "QuoteSources", "QuotePresentation", "QuoteStore", "QuoteHTTP",
                "QuoteModel", "QuoteMessages", "QuotePlatform", "QuoteTestSupport", "QuoteHTTPTestSupport",
            ]),
        .testTarget(
            name: "QuoteNetworkingTests",
            dependencies: ["QuoteNetworking", "QuoteSources", "QuoteHTTP", "QuoteModel", "QuotePlatform", "QuoteTestSupport"]),
        // The built `quote` binary against servers on 127.0.0.1 that the tests start themselves.
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "QuoteCommands", "QuoteSources", "QuotePresentation", "QuoteStore", "QuoteHTTP", "QuoteModel", "QuotePlatform",
                "QuoteTestSupport",
            ]),
    ]
)

// The libFuzzer target over everything that reads outside input, declared only for `make fuzz` (Fuzz/run.sh sets
// QUOTE_FUZZ and builds it with the fuzzer and address sanitizers), so plain builds never see it.
if Context.environment["QUOTE_FUZZ"] != nil {
    package.targets.append(
        .executableTarget(
            name: "QuoteFuzz",
            dependencies: ["QuoteConfig", "QuoteSources", "QuotePresentation", "QuoteModel", "QuoteJSON", "QuotePlatform"],
            path: "Fuzz",
            exclude: ["run.sh"]))
}

import QuoteConfig
import QuoteMessages
import QuoteTestSupport

/// A call of every message factory QuoteConfig declares, for ``MessageChecks``.
enum MessageSamples {
    /// Every message, each placeholder filled from the values given.
    static let all: [MessageSample] = [
        { _ in .reportNone },
        { _ in .reportSources },
        { .reportSource(name: $0.text, about: $0.text) },
        { .reportSourceWithHeaders(name: $0.text, about: $0.text, headers: $0.text) },
        { .reportHiddenHeader(header: $0.text) },
        { .reportServer(server: $0.text, requests: $0.number, limit: $0.number, period: $0.number) },
        { .reportServerStopped(server: $0.text, requests: $0.number, limit: $0.number, period: $0.number, seconds: $0.number) },
        { _ in .originDefault },
        { .originConfigFile(path: $0.text, line: $0.number) },
        { .originEnvironment(name: $0.text) },
        { .originFlag(flag: $0.text) },
        { .helpWithDefault(summary: $0.phrase, value: $0.text) },
    ]
}

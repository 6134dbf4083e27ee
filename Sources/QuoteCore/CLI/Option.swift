/// Every option `quote` knows: its spelling, its value, and the line that documents it.
///
/// Help, the completion scripts and the tests that keep the man page in step all read this one table.
package enum Option: String, CaseIterable, Sendable {
    case json = "--json"
    case offline = "--offline"
    case endpoint = "--endpoint"
    case timeout = "--timeout"
    case retries = "--retries"
    case cacheFile = "--cache-file"
    case noCache = "--no-cache"
    case width = "--width"
    case color = "--color"
    case help = "--help"
    case shortHelp = "-h"
    case version = "--version"

    /// The placeholder for the option's value, or `nil` for a flag.
    package var valueName: String? {
        switch self {
        case .endpoint: "URL"
        case .timeout: "SECONDS"
        case .retries: "N"
        case .cacheFile: "PATH"
        case .width: "N"
        case .color: "WHEN"
        case .json, .offline, .noCache, .help, .shortHelp, .version: nil
        }
    }

    /// One line saying what the option does.
    package var summary: String {
        switch self {
        case .json: "Print one JSON object instead of text"
        case .offline: "Pick from the built-in collection; no network"
        case .endpoint: "Fetch from URL (http or https) instead of the Happiness API"
        case .timeout: "Deadline for the whole fetch, retries included (default 10, today 3)"
        case .retries: "Retry transient failures up to N times, 0 to 5 (default 2)"
        case .cacheFile: "Keep the last quote in PATH"
        case .noCache: "Neither read nor write the cache"
        case .width: "Wrap text to N columns; 0 turns wrapping off"
        case .color: "Colour text (auto, always or never; default auto)"
        case .help: "Show this help"
        case .shortHelp: "Show this help"
        case .version: "Show the version"
        }
    }

    /// The values a completion can offer, where there is a fixed set.
    package var choices: [String]? {
        self == .color ? ColorMode.allCases.map(\.rawValue) : nil
    }
}

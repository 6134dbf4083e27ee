import QuoteMessages
import QuotePlatform

/// The words of `quote config` and of the settings' help lines: values, sources, servers and origins.
extension Message {
    /// What the report shows for a setting with no value.
    package static var reportNone: Message {
        Message("(none)", korean: "(없음)")
    }

    /// The heading of the report's sources, after the settings.
    package static var reportSources: Message {
        Message("sources:", korean: "출처:")
    }

    /// A source in the report: its name, and what it is (its summary, its URL).
    package static func reportSource(name: String, about: String) -> Message {
        Message("\(name): \(about)", korean: "\(name): \(about)")
    }

    /// A source in the report that sends headers: its name, what it is, and its headers, values hidden.
    package static func reportSourceWithHeaders(name: String, about: String, headers: String) -> Message {
        Message("\(name): \(about) with \(headers)", korean: "\(name): \(about), 헤더 \(headers)")
    }

    /// A header a source sends, named with its value hidden (an API key, say).
    package static func reportHiddenHeader(header: String) -> Message {
        Message("\(header): (hidden)", korean: "\(header): (숨김)")
    }

    /// A server a source was asked at: the requests its budget counted in the last period, of the limit.
    package static func reportServer(server: String, requests: Int, limit: Int, period: Int) -> Message {
        Message(
            "\(server): \(requests) of \(limit) requests in the last \(period) s",
            korean: "\(server) 서버: 최근 \(period)초 동안 요청 \(requests)번 (한도 \(limit)번)")
    }

    /// A server that asked to be left alone: the requests counted, and how long until the next may go.
    package static func reportServerStopped(server: String, requests: Int, limit: Int, period: Int, seconds: Int) -> Message {
        Message(
            "\(server): \(requests) of \(limit) requests in the last \(period) s; the server asked to be left alone, the next request may go in \(seconds) s",
            korean:
                "\(server) 서버: 최근 \(period)초 동안 요청 \(requests)번 (한도 \(limit)번). 서버가 요청 한도 초과로 응답해 \(seconds)초 뒤에 다시 요청할 수 있습니다")
    }

    /// Where a setting's value came from, in the report: its default.
    package static var originDefault: Message {
        Message("default", korean: "기본값")
    }

    /// Where a setting's value came from: the config file, at `path` and `line`.
    package static func originConfigFile(path: String, line: Int) -> Message {
        Message("config file \(path):\(line)", korean: "설정 파일 \(path):\(line)")
    }

    /// Where a setting's value came from: the environment variable `name`.
    package static func originEnvironment(name: String) -> Message {
        Message("environment \(name)", korean: "환경 변수 \(name)")
    }

    /// Where a setting's value came from: the flag, as it was typed.
    package static func originFlag(flag: String) -> Message {
        Message("flag \(flag)", korean: "옵션 \(flag)")
    }

    /// A setting's help line with its default value (and other commands' own defaults) after it.
    package static func helpWithDefault(summary: Phrase, value: String) -> Message {
        Message("\(summary) (default \(value))", korean: "\(summary) (기본값 \(value))")
    }
}

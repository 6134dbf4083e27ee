import Foundation
import QuoteMessages
import QuotePlatform
import Testing

/// One call of a message factory, its placeholders filled from the values given: what a layer's tests list for
/// every message it declares, so the checks below walk them all.
package typealias MessageSample = @Sendable (SampleValues) -> Message

/// Values for the placeholders of sample messages, each remembered as it is handed out, so that a check can find
/// every one in both languages' texts.
///
/// Fresh, each value is new (`⟨1⟩`, `9002`, …); fixed, every text placeholder holds the same words and every number
/// the same digits, as the Korean particle checks want.
package final class SampleValues: @unchecked Sendable {
    private let fixed: String?
    /// The values handed out, in turn.
    package private(set) var handedOut: [any MessageArgument] = []

    /// Fresh values, or `fixed` in every placeholder (its digits in a number's; 10 when it has none).
    package init(fixed: String? = nil) {
        self.fixed = fixed
    }

    private func give<Value: MessageArgument>(_ value: Value) -> Value {
        handedOut.append(value)
        return value
    }

    /// A text placeholder's value: a name, a path, a URL.
    package var text: String { give(fixed ?? "⟨\(handedOut.count + 1)⟩") }
    /// A number's.
    package var number: Int { give(fixed.map { Int($0) ?? 10 } ?? 9_001 + handedOut.count) }
    /// A message's: words written already.
    package var message: Message { give(Message.asWritten(words: fixed ?? "⟨\(handedOut.count + 1)⟩")) }
    /// A day's.
    package var day: LocalDay { give(LocalDay(year: 2026, month: 11, day: 1 + handedOut.count % 28)) }
    /// The system's reason's.
    package var reason: SystemError { give(SystemError(ENOENT)) }
    /// A phrase's.
    package var phrase: Phrase { give(Phrase(fixed ?? "⟨\(handedOut.count + 1)⟩", korean: fixed ?? "⟨\(handedOut.count + 1)⟩")) }
}

/// The checks every message of every layer passes, in both languages.
package enum MessageChecks {
    /// Each sample's texts: neither empty, each holding every value it was given; in Korean, whole sentences end as
    /// statements, and no particle is left in both forms whatever the values (flags, paths, URLs, numbers, Hangul).
    package static func check(_ samples: [MessageSample], sourceLocation: SourceLocation = #_sourceLocation) {
        // Problems are gathered and expected empty once: an `#expect` for each of the thousands of texts would cost
        // seconds of the cooperative pool's two threads, which the suite's waits on loopback servers share.
        var problems: [String] = []
        for sample in samples {
            let values = SampleValues()
            let message = sample(values)
            for language in Language.allCases {
                let text = message.text(in: language)
                if text.isEmpty { problems.append("\(message.name): no \(language) text") }
                for value in values.handedOut where !text.contains(value.text(in: language)) {
                    problems.append("\(message.name): its \(language) text leaves out \(value.text(in: language))")
                }
            }
            // A reason or label is a phrase and may end anywhere; whole sentences must not end in a plain -다.
            let korean = sample(SampleValues(fixed: "값")).text(in: .korean).trimmingCharacters(in: .whitespaces)
            if korean.hasSuffix("한다") || korean.hasSuffix("없다") || korean.hasSuffix("있다") {
                problems.append("\(message.name): a sentence that ends in -다: \(korean)")
            }
            for value in particleValues {
                let korean = sample(SampleValues(fixed: value)).text(in: .korean)
                for pair in ["을(를)", "이(가)", "은(는)", "과(와)", "(으)로"] where korean.contains(pair) {
                    problems.append("\(message.name): \(pair) left in both forms: \(korean)")
                }
            }
        }
        #expect(problems == [], sourceLocation: sourceLocation)
    }

    /// Values a placeholder may hold that a Korean particle must suit: flags, paths, URLs, `host:port`, each digit,
    /// Hangul with and without a final consonant, Latin words.
    private static let particleValues = [
        "--retries", "/home/someone/.cache/quote/last.json", "/tmp/x", "https://api.sobabear.com/happiness/random-quote",
        "proxy.test:3128", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "사랑", "나무", "zenquotes", "Permission denied",
    ]

    /// Checks that `samples` call each factory `module` declares on `Message` once: a message added without a sample
    /// would pass no check.
    package static func checkComplete(
        _ samples: [MessageSample], module: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let sampled = samples.map { $0(SampleValues()).name }
        let declared = try DeclaredMessages.names(in: module)
        #expect(!declared.isEmpty, "no factory of \(module) found among the symbols", sourceLocation: sourceLocation)
        #expect(sampled.sorted() == declared.sorted(), sourceLocation: sourceLocation)
    }
}

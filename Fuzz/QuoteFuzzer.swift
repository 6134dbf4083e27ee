// libFuzzer target over everything that reads outside input: every source's decoder, the config file's
// TOML reader, templates, fortune entries, the terminal sanitizer, the wrapper and the presenters.
// Built by `make fuzz` (Fuzz/run.sh) against the library targets, with -sanitize=fuzzer,address.
//
// Input: the first byte picks a width (1 to 80 columns), the rest is a response body, a config file, a
// template and a fortune entry all at once.
// Properties checked on every input; a violation traps, and libFuzzer saves the input:
// - nothing crashes (decoding, reading config, templates, fortunes, sanitizing, wrapping, rendering);
// - sanitized text holds no C0 control but newline and tab, no DEL, no C1, no bidi override or isolate, and a
//   stderr line not even those;
// - sanitizing twice changes nothing;
// - every wrapped line fits its width, unless it is one cluster wider than the width;
// - a decoded quote has trimmed, non-empty content and author, and its JSON output decodes back to it;
// - a record line (cache, history, saved quotes) read member by member is the record its object holds;
// - JSON read by hand is JSON to JSONDecoder too, the same value (the hand reader may refuse more);
// - every quote a batch's list decoder reads has content and an author.
import Foundation
import QuoteConfig
import QuoteJSON
import QuoteModel
import QuotePlatform
import QuotePresentation
import QuoteSources

private let fixedDate = Date(timeIntervalSince1970: 1_795_000_000)
/// Every built-in network source's decoder, from the source table (a new source is fuzzed without an edit here),
/// and the config file's own sources' decoder, over answers shaped as one object and as a list.
private let decoders =
    SourceDescriptor.networkDecoders + [
        CustomSource.decoder(for: customSpec(content: "/content", author: "/author", id: "/id", description: "/d", link: "/l")),
        CustomSource.decoder(for: customSpec(content: "/0/q", author: "/0/a", id: "/0/id", description: nil, link: nil)),
    ]

/// Every built-in batch's list decoder, from the source table, and a config file's source with `items`.
private let listDecoders =
    SourceDescriptor.batchDecoders + [
        CustomSource.batch(
            for: {
                var spec = customSpec(content: "/q", author: "/a", id: "/id", description: nil, link: nil)
                spec.items = try! JSONPointer("")
                return spec
            }())!.decoder
    ]

/// A config file's source reading the answer at these pointers.
private func customSpec(content: String, author: String, id: String, description: String?, link: String?)
    -> CustomSourceSpec
{
    func pointer(_ text: String) -> JSONPointer { try! JSONPointer(text) }
    return CustomSourceSpec(
        name: "fuzz", url: URL(string: "https://fuzz.test/")!, content: pointer(content), author: pointer(author),
        id: pointer(id), description: description.map(pointer), link: link.map(pointer))
}

@_cdecl("LLVMFuzzerTestOneInput")
public func quoteFuzzerTestOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let width = Int(bytes[0] % 80) + 1
    let body = Data(bytes: bytes + 1, count: count - 1)
    let text = String(decoding: body, as: UTF8.self)

    let clean = TerminalSanitizer.sanitize(text)
    check(clean.unicodeScalars.allSatisfy { $0.isSafeOnTerminal }, "sanitized text holds a control")
    check(TerminalSanitizer.sanitize(clean) == clean, "sanitizing twice changed the text")
    let line = TerminalSanitizer.sanitizeLine(text)
    check(
        !line.contains("\n") && !line.contains("\t") && line.unicodeScalars.allSatisfy { $0.isSafeOnTerminal },
        "a stderr line is not one clean line")
    for wrapped in TextWrapper(width: width).wrap(clean) {
        check(DisplayWidth.of(wrapped) <= width || wrapped.count == 1, "a wrapped line is wider than \(width)")
    }

    _ = try? ConfigFile.parse(text, path: "fuzz.toml")
    if let template = try? QuoteTemplate(text) {
        let record = QuoteRecord(quote: Quote(content: text, author: text), source: "fuzz", fetchedAt: fixedDate)
        check(
            template.render(record, day: LocalDay(year: 2026, month: 11, day: 22)).unicodeScalars.allSatisfy {
                $0.isSafeOnTerminal || text.unicodeScalars.contains($0)
            }, "a template let a control through")
    }
    if let parsed = try? JSONValue(parsing: body) {
        check(
            (try? JSONDecoder().decode(JSONValue.self, from: body)) == parsed, "JSON read by hand otherwise than JSONDecoder")
    }
    let object = (try? JSONValue(parsing: body)).flatMap(QuoteRecord.init(json:))
    check(QuoteRecord(line: body) == object, "a record line read member by member otherwise than as the object it is")

    let fortune = FortuneEntry.quote(from: text, id: 1)
    check(fortune.author.map { !$0.isEmpty } ?? true, "a fortune's author is empty")

    // Every batch's list decoder, the config file's `items` included: whatever it reads is quotes.
    for decoder in listDecoders {
        for quote in (try? decoder.decode(body, nil)) ?? [] {
            check(!quote.content.isEmpty && quote.author.map { !$0.isEmpty } ?? false, "a listed quote is empty")
        }
    }

    for decoder in decoders {
        guard let quote = try? decoder.decode(body, nil) else { continue }
        check(!quote.content.isEmpty && quote.content.trimmed == quote.content, "content not trimmed")
        check(quote.author.map { !$0.isEmpty && $0.trimmed == $0 } ?? false, "author not trimmed")
        let record = QuoteRecord(quote: quote, source: "fuzz", fetchedAt: fixedDate)
        let json = QuotePresenter(format: .json).render(record)
        let decoded = QuoteRecord(line: Data(json.utf8))
        check(decoded == record, "JSON output did not decode back to the same quote")
        let shown = QuotePresenter(format: .text, display: DisplaySettings(width: width, color: false)).render(record)
        check(shown.unicodeScalars.allSatisfy { $0.isSafeOnTerminal }, "text output holds a control")
        // The link is never broken, so it alone may be wider than the width.
        for shownLine in shown.split(separator: "\n") where shownLine != TerminalSanitizer.sanitize(quote.link ?? "\n") {
            check(DisplayWidth.of(shownLine) <= width || shownLine.trimmed.count <= 1, "text line wider than \(width)")
        }
    }
    return 0
}

/// Traps when a property fails, so libFuzzer records the input as a finding.
private func check(_ condition: Bool, _ property: @autoclosure () -> String) {
    if !condition { fatalError("property violated: \(property())") }
}

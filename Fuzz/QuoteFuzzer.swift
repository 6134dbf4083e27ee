// libFuzzer target over the response decoder, the terminal sanitizer, the wrapper and the presenter.
// Built by `make fuzz` (Fuzz/run.sh) together with QuoteCore's sources, with -sanitize=fuzzer,address.
//
// Input: the first byte picks a width (1 to 80 columns), the rest is a response body.
// Properties checked on every input; a violation traps, and libFuzzer saves the input:
// - nothing crashes (decoding, sanitizing, wrapping, rendering);
// - sanitized text holds no C0 control but newline and tab, no DEL, no C1, no bidi override or isolate;
// - sanitizing twice changes nothing;
// - every wrapped line fits its width, unless it is one cluster wider than the width;
// - a decoded quote has trimmed, non-empty content and author, and its JSON output decodes back to it.
import Foundation

private let fixedDate = Date(timeIntervalSince1970: 1_795_000_000)

@_cdecl("LLVMFuzzerTestOneInput")
public func quoteFuzzerTestOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let width = Int(bytes[0] % 80) + 1
    let body = Data(bytes: bytes + 1, count: count - 1)

    let text = String(decoding: body, as: UTF8.self)
    let clean = TerminalSanitizer.sanitize(text)
    check(clean.unicodeScalars.allSatisfy(TerminalSanitizer.isAllowed), "sanitized text holds a control")
    check(TerminalSanitizer.sanitize(clean) == clean, "sanitizing twice changed the text")
    for line in TextWrapper(width: width).wrap(clean) {
        check(DisplayWidth.of(line) <= width || line.count == 1, "a wrapped line is wider than \(width)")
    }

    guard let quote = try? QuoteDecoder.decode(body) else { return 0 }
    let blank = CharacterSet.whitespacesAndNewlines
    check(!quote.content.isEmpty && quote.content.trimmingCharacters(in: blank) == quote.content, "content not trimmed")
    check(!quote.author.isEmpty && quote.author.trimmingCharacters(in: blank) == quote.author, "author not trimmed")

    let record = QuoteRecord(quote: quote, source: "fuzz", fetchedAt: fixedDate)
    let json = QuotePresenter(format: .json).render(record)
    let decoded = try? QuoteRecord.makeDecoder().decode(QuoteRecord.self, from: Data(json.utf8))
    check(decoded == record, "JSON output did not decode back to the same quote")

    let shown = QuotePresenter(format: .text, display: DisplaySettings(width: width, color: false)).render(record)
    check(shown.unicodeScalars.allSatisfy(TerminalSanitizer.isAllowed), "text output holds a control")
    for line in shown.split(separator: "\n") {
        check(DisplayWidth.of(line) <= width || line.trimmingCharacters(in: .whitespaces).count <= 1, "text line wider than \(width)")
    }
    return 0
}

/// Traps when a property fails, so libFuzzer records the input as a finding.
private func check(_ condition: Bool, _ property: @autoclosure () -> String) {
    if !condition { fatalError("property violated: \(property())") }
}

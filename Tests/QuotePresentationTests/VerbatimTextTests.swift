import Foundation
import QuoteModel
import QuotePlatform
import QuotePresentation
import Testing

/// A file's own bytes on their way out: exactly as they are into a pipe; on a terminal, without a control byte
/// whatever the encoding, and recoded for a terminal whose locale names another character set than UTF-8.
@Suite("A fortune's own bytes, into a pipe and onto a terminal")
struct VerbatimTextTests {
    private static let record = QuoteRecord(
        quote: Quote(content: "K\u{F6}ln", author: nil), source: "fortune:/f/latin1", fetchedAt: Date(timeIntervalSince1970: 0),
        verbatim: Data([0x4B, 0xF6, 0x6C, 0x6E, 0x9B, 0x32, 0x4A, 0x1B, 0x0A]))

    @Test("Into a pipe, the bytes exactly as the file holds them, in whatever encoding; JSON and templates as ever")
    func pipe() {
        var presenter = QuotePresenter(format: .text).verbatimText()
        presenter.onTerminal = false
        #expect(presenter.verbatimBytes(Self.record) == Self.record.verbatim)
        #expect(QuotePresenter(format: .json).verbatimText().verbatimBytes(Self.record) == nil)
        #expect(QuotePresenter(format: .text).verbatimBytes(Self.record) == nil, "only a presenter of verbatim text")
    }

    @Test(
        "On a terminal, bytes of another encoding lose their escape sequences whole (0x9B is CSI on an 8-bit terminal); a UTF-8 terminal reads them as Latin-1"
    )
    func eightBitOnTerminal() {
        var presenter = QuotePresenter(format: .text).verbatimText()
        presenter.codeset = "ISO-8859-1"
        #expect(presenter.verbatimBytes(Self.record) == Data([0x4B, 0xF6, 0x6C, 0x6E, 0x0A]), "CSI 2 J and ESC removed whole")
        presenter.codeset = nil
        #expect(presenter.verbatimBytes(Self.record) == Data("K\u{F6}ln\n".utf8))
        let controls = Data([0x09, 0x41, 0x7F, 0x80, 0x1B, 0x5B, 0x33, 0x31, 0x6D, 0xA0, 0xFF, 0x0D, 0x0A])
        #expect(VerbatimText.forTerminal(controls, codeset: "ISO-8859-15") == Data([0x09, 0x41, 0xA0, 0xFF, 0x0A]))
    }

    @Test("On a terminal, UTF-8 is sanitized as all text is, and recoded for an 8-bit locale as fortune recodes it")
    func utf8OnTerminal() {
        let text = Data("Gr\u{FC}\u{DF}e \u{201C}q\u{201D} \u{2026} \u{20AC} \u{65E5}\u{1B}[2J x\n".utf8)
        #expect(
            VerbatimText.forTerminal(text, codeset: nil)
                == Data("Gr\u{FC}\u{DF}e \u{201C}q\u{201D} \u{2026} \u{20AC} \u{65E5} x\n".utf8))
        let latin1 = VerbatimText.forTerminal(text, codeset: "ISO-8859-1")
        #expect(latin1 == Data([0x47, 0x72, 0xFC, 0xDF, 0x65, 0x20]) + Data("\"q\" ... EUR ? x\n".utf8), "\(Array(latin1))")
        #expect(VerbatimText.forTerminal(Data("plain\n".utf8), codeset: "ISO-8859-1") == Data("plain\n".utf8))
        #expect(VerbatimText.forTerminal(Data("K\u{F6}ln\n".utf8), codeset: "no-such-set") == Data("K\u{F6}ln\n".utf8))
        #expect(VerbatimText.forTerminal(Data("\u{D55C}\n".utf8), codeset: "eucKR") == Data([0xC7, 0xD1, 0x0A]))
    }

    @Test(
        "The terminal's character set: LC_ALL, then LC_CTYPE, then LANG; none for UTF-8 or a locale that names none",
        arguments: [
            (["LANG": "de_DE.ISO-8859-1"], "ISO-8859-1" as String?), (["LANG": "de_DE.UTF-8"], nil),
            (["LANG": "C.utf8"], nil), (["LANG": "C"], nil), ([:], nil), (["LC_ALL": "", "LANG": "ko_KR.eucKR@euro"], "eucKR"),
            (["LC_ALL": "C.UTF-8", "LC_CTYPE": "de_DE.ISO-8859-1"], nil),
            (["LC_CTYPE": "de_DE.ISO-8859-15", "LANG": "C"], "ISO-8859-15"),
            // Case and what is neither a letter nor a digit left out, in a name of ASCII and in any other.
            (["LANG": "C.U_t-F8"], nil), (["LANG": "C.-"], nil), (["LANG": "C.UTF-16"], "UTF-16"),
            (["LANG": "C.\u{DC}TF8"], "\u{DC}TF8"), (["LANG": "C.\u{20AC}-"], nil), (["LANG": "C.ut\u{FF46}8"], "ut\u{FF46}8"),
        ] as [([String: String], String?)])
    func codeset(environment: [String: String], expected: String?) {
        #expect(VerbatimText.codeset(environment: environment) == expected)
    }
}

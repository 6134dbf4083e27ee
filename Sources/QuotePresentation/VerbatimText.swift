import QuotePlatform

/// A file's own bytes (a fortune exactly as its file holds it, in whatever encoding) on their way to a terminal.
///
/// Into a pipe they go as they are. A terminal gets them made harmless, whatever their encoding, by the one rule
/// every text `quote` shows keeps (``TerminalSanitizer``: escape sequences and C0 and C1 controls removed whole;
/// `0x9B` is CSI on an 8-bit terminal). UTF-8 text is recoded for a locale whose character set is another
/// (`de_DE.ISO-8859-1`), as fortune(6) recodes its UTF-8 files, what that set lacks transliterated or shown as `?`.
/// The bytes of another encoding (Latin-1, ISO-8859-3) stay themselves for a terminal of an 8-bit locale, which
/// shows them as it shows the file; a UTF-8 terminal gets their Latin-1 reading, the text `quote` reads them as,
/// where their bytes would be invalid UTF-8.
package enum VerbatimText {
    /// What a terminal whose locale names `codeset` is sent of `bytes`; `codeset` `nil` for UTF-8.
    package static func forTerminal(_ bytes: Data, codeset: String?) -> Data {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            let safe = TerminalSanitizer.sanitize(String(latin1: bytes))
            guard codeset != nil else { return Data(safe.utf8) }
            // Every scalar of a Latin-1 reading is below 0x100: the file's own byte again.
            return Data(safe.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) })
        }
        let safe = TerminalSanitizer.sanitize(text)
        guard let codeset, !safe.utf8.allSatisfy({ $0 < 0x80 }) else { return Data(safe.utf8) }
        return recode(safe, to: codeset) ?? Data(safe.utf8)
    }

    /// The character set a locale environment names for characters (`LC_ALL`, then `LC_CTYPE`, then `LANG`):
    /// `ISO-8859-1` for `de_DE.ISO-8859-1`; `nil` for UTF-8, or a locale that names none (`C`, `ko_KR`), whose
    /// terminal is taken to be UTF-8.
    package static func codeset(environment: [String: String]) -> String? {
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        guard let locale, let dot = locale.firstIndex(of: ".") else { return nil }
        let codeset = String(locale[locale.index(after: dot)...].prefix { $0 != "@" })
        return isUTF8(codeset) ? nil : codeset
    }

    /// Whether a locale's codeset says UTF-8 (`UTF-8`, `utf8`), or says nothing, ignoring case and what is neither a
    /// letter nor a digit.
    ///
    /// A name of ASCII alone (every codeset's) is read byte by byte: asking the Unicode properties of its characters
    /// was a fiftieth of a kept `quote today`.
    private static func isUTF8(_ codeset: String) -> Bool {
        guard codeset.utf8.allSatisfy({ $0 < 0x80 }) else {
            let plain = codeset.lowercased().filter { $0.isLetter || $0.isNumber }
            return plain == "utf8" || plain.isEmpty
        }
        let plain = codeset.utf8.compactMap { byte -> UInt8? in
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte + 0x20
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): byte
            default: nil
            }
        }
        return plain.isEmpty || plain.elementsEqual("utf8".utf8)
    }

    /// `text` in `codeset`, through the C library's iconv: what the set lacks transliterated (`€` as `EUR`, `“` as
    /// `"`), else `?`; `nil` when the C library does not know the set.
    static func recode(_ text: String, to codeset: String) -> Data? {
        let converter = iconv_open(codeset + "//TRANSLIT", "UTF-8")
        guard let converter, converter != iconv_t(bitPattern: -1) else { return nil }
        defer { iconv_close(converter) }
        var output: [UInt8] = []
        var input = Array(text.utf8)
        var buffer = [UInt8](repeating: 0, count: 4 * input.count + 16)
        input.withUnsafeMutableBufferPointer { source in
            buffer.withUnsafeMutableBufferPointer { target in
                var inPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(source.baseAddress!)
                    .assumingMemoryBound(to: CChar.self)
                var inLeft = source.count
                while inLeft > 0 {
                    var outPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(target.baseAddress!)
                        .assumingMemoryBound(to: CChar.self)
                    var outLeft = target.count
                    let result = iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft)
                    output += UnsafeRawBufferPointer(start: target.baseAddress, count: target.count - outLeft)
                    guard result == -1 else { break }
                    if errno == E2BIG { continue }
                    guard errno == EILSEQ || errno == EINVAL else { break }
                    // A character the set cannot hold, even transliterated: a `?` in its place.
                    output.append(UInt8(ascii: "?"))
                    let width = min(Self.sequenceLength(UInt8(bitPattern: inPointer!.pointee)), inLeft)
                    inPointer! += width
                    inLeft -= width
                }
            }
        }
        return Data(output)
    }

    /// How many bytes the UTF-8 sequence starting with `lead` takes.
    private static func sequenceLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }
}

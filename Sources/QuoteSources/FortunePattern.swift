import CRegex
import QuotePlatform

/// A pattern of `fortune -m`, compiled and matched as the installed fortune(6) does: the C library's regular
/// expressions in fortune's syntax (glibc's `re_comp`: `\|` alternates, `\(` `\)` group, `+` and `?` repeat, `^` and
/// `$` at every newline), byte by byte; `-i` as fortune writes it, each ASCII letter `c` made `[cC]` before the
/// pattern is compiled.
package final class FortunePattern: Sendable {
    /// A pattern that does not compile: as fortune says it, after `-i` rewrote it.
    package struct Invalid: Error, Equatable, Sendable {
        /// The pattern as compiled.
        package var pattern: String

        /// A pattern `pattern`, as compiled, that is not one.
        package init(pattern: String) {
            self.pattern = pattern
        }
    }

    /// The pattern as compiled (after `-i`'s rewriting).
    package let text: String
    /// The compiled pattern; matched from one thread at a time (`quote fortune -m` reads its files in turn).
    private nonisolated(unsafe) let compiled: OpaquePointer

    /// Compiles `pattern`, ignoring the case of ASCII letters when asked.
    ///
    /// - Throws: ``Invalid`` when it is not a pattern.
    package init(_ pattern: String, ignoringCase: Bool = false) throws(Invalid) {
        let text = ignoringCase ? Self.caseless(pattern) : pattern
        var error: UnsafePointer<CChar>?
        let compiled = text.utf8CString.withUnsafeBufferPointer { bytes in
            quote_regex_compile(bytes.baseAddress, bytes.count - 1, &error)
        }
        guard let compiled else { throw Invalid(pattern: text) }
        self.text = text
        self.compiled = compiled
    }

    deinit {
        quote_regex_free(compiled)
    }

    /// Whether `bytes` (an entry, its last line's newline included) hold a match.
    package func matches(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress else { return quote_regex_search(compiled, "", 0) != 0 }
        return quote_regex_search(compiled, base.assumingMemoryBound(to: CChar.self), bytes.count) != 0
    }

    /// `pattern` as fortune's `-i` rewrites it: each ASCII letter `c` as `[cC]` (`C` as `[Cc]`), inside brackets
    /// and after a backslash too, everything else as it is.
    static func caseless(_ pattern: String) -> String {
        var result = ""
        for scalar in pattern.unicodeScalars {
            switch scalar {
            case "a"..."z": result += "[\(scalar)\(Character(scalar).uppercased())]"
            case "A"..."Z": result += "[\(scalar)\(Character(scalar).lowercased())]"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

import QuotePlatform

/// Reads the subset of TOML that `quote`'s config file uses, by hand: comments; `key = value` with strings (basic and literal, on
/// one line), integers, decimals, booleans, arrays and inline tables; bare, quoted and dotted keys; and `[table]` headers.
///
/// Multi-line strings, dates and arrays of tables are refused by name.
package enum TOMLReader {
    /// The top-level table of `text`.
    ///
    /// - Throws: ``ConfigError`` with the line and the problem.
    package static func read(_ text: String, path: String) throws(ConfigError) -> TOMLTable {
        var root = TOMLTable()
        var current: [String] = []
        var headers: Set<[String]> = []
        // "\r\n" is one Character in Swift: split on it too, or a Windows-edited file would be one long line.
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        for (index, rawLine) in lines.enumerated() {
            let number = index + 1
            var scanner = Scanner(Array(rawLine.unicodeScalars), path: path, line: number)
            scanner.skipSpace()
            if scanner.atEndOfLine { continue }
            if scanner.peek == "[" {
                scanner.advance()
                if scanner.peek == "[" { throw scanner.error(.arrayOfTables) }
                let keys = try scanner.keyPath()
                try scanner.expect("]")
                try scanner.endLine()
                guard headers.insert(keys).inserted else { throw scanner.error(.tableDefinedTwice(keys.joined(separator: "."))) }
                try root.insertTable(at: keys[...], line: number, path: path)
                current = keys
            } else {
                let keys = try scanner.keyPath()
                try scanner.expect("=")
                let value = try scanner.value()
                try scanner.endLine()
                try root.insert(value, at: (current + keys)[...], line: number, path: path)
            }
        }
        return root
    }

    /// Reads one line.
    private struct Scanner {
        let scalars: [Unicode.Scalar]
        let path: String
        let line: Int
        var position = 0

        init(_ scalars: [Unicode.Scalar], path: String, line: Int) {
            self.scalars = scalars
            self.path = path
            self.line = line
        }

        var peek: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }
        var atEndOfLine: Bool { peek == nil || peek == "#" }

        mutating func advance() { position += 1 }

        func error(_ problem: ConfigProblem) -> ConfigError {
            ConfigError(path: path, line: line, problem)
        }

        mutating func skipSpace() {
            while peek == " " || peek == "\t" { advance() }
        }

        mutating func expect(_ scalar: Unicode.Scalar) throws(ConfigError) {
            skipSpace()
            guard peek == scalar else { throw error(.expected(String(scalar), found: found)) }
            advance()
        }

        /// Nothing but a comment may follow.
        mutating func endLine() throws(ConfigError) {
            skipSpace()
            guard atEndOfLine else { throw error(.textAfterValue(found: found)) }
        }

        var found: ConfigProblem.Found {
            peek.map { .character(String($0)) } ?? .endOfLine
        }

        // MARK: Keys

        mutating func keyPath() throws(ConfigError) -> [String] {
            var keys = [try key()]
            skipSpace()
            while peek == "." {
                advance()
                keys.append(try key())
                skipSpace()
            }
            return keys
        }

        mutating func key() throws(ConfigError) -> String {
            skipSpace()
            switch peek {
            case "\"": return try basicString()
            case "'": return try literalString()
            default:
                let start = position
                while let scalar = peek, scalar.isBareKey { advance() }
                guard position > start else { throw error(.expectedKey(found: found)) }
                return String(String.UnicodeScalarView(scalars[start..<position]))
            }
        }

        // MARK: Values

        mutating func value() throws(ConfigError) -> TOMLValue {
            skipSpace()
            switch peek {
            case "\"":
                if scalars[position...].starts(with: ["\"", "\"", "\""]) { throw error(.multilineString) }
                return .string(try basicString())
            case "'":
                if scalars[position...].starts(with: ["'", "'", "'"]) { throw error(.multilineString) }
                return .string(try literalString())
            case "[": return try array()
            case "{": return try inlineTable()
            case nil, "#": throw error(.expectedValue)
            default: return try scalarValue()
            }
        }

        mutating func basicString() throws(ConfigError) -> String {
            advance()
            var text = String.UnicodeScalarView()
            while let scalar = peek {
                advance()
                switch scalar {
                case "\"": return String(text)
                case "\\": text.append(try escape())
                default:
                    guard scalar == "\t" || !(scalar.value < 0x20 || scalar.value == 0x7F) else {
                        throw error(.controlCharacterInString)
                    }
                    text.append(scalar)
                }
            }
            throw error(.unclosedString)
        }

        mutating func escape() throws(ConfigError) -> Unicode.Scalar {
            guard let scalar = peek else { throw error(.unclosedString) }
            advance()
            switch scalar {
            case "\"": return "\""
            case "\\": return "\\"
            case "n": return "\n"
            case "t": return "\t"
            case "r": return "\r"
            case "b": return "\u{8}"
            case "f": return "\u{C}"
            case "e": return "\u{1B}"
            case "u", "U":
                let length = scalar == "u" ? 4 : 8
                guard position + length <= scalars.count,
                    let value = UInt32(String(String.UnicodeScalarView(scalars[position..<position + length])), radix: 16),
                    let decoded = Unicode.Scalar(value)
                else { throw error(.badUnicodeEscape(String(scalar))) }
                position += length
                return decoded
            default: throw error(.unknownEscape(String(scalar)))
            }
        }

        mutating func literalString() throws(ConfigError) -> String {
            advance()
            let start = position
            while let scalar = peek, scalar != "'" { advance() }
            guard peek == "'" else { throw error(.unclosedString) }
            defer { advance() }
            return String(String.UnicodeScalarView(scalars[start..<position]))
        }

        mutating func array() throws(ConfigError) -> TOMLValue {
            advance()
            var items: [TOMLValue] = []
            skipSpace()
            while peek != "]" {
                if atEndOfLine { throw error(.arrayNotOnOneLine) }
                items.append(try value())
                skipSpace()
                guard peek == "," else { break }
                advance()
                skipSpace()
            }
            guard peek == "]" else { throw error(peek == nil ? .arrayNotOnOneLine : .expectedCommaOrBracket(found: found)) }
            advance()
            return .array(items)
        }

        mutating func inlineTable() throws(ConfigError) -> TOMLValue {
            advance()
            var table = TOMLTable(line: line)
            skipSpace()
            while peek != "}" {
                if atEndOfLine { throw error(.inlineTableNotOnOneLine) }
                let keys = try keyPath()
                try expect("=")
                try table.insert(try value(), at: keys[...], line: line, path: path)
                skipSpace()
                guard peek == "," else { break }
                advance()
                skipSpace()
            }
            guard peek == "}" else { throw error(peek == nil ? .inlineTableNotOnOneLine : .expectedCommaOrBrace(found: found)) }
            advance()
            return .table(table)
        }

        /// An integer, a decimal or a boolean.
        mutating func scalarValue() throws(ConfigError) -> TOMLValue {
            let start = position
            while let scalar = peek,
                !(scalar == "," || scalar == "]" || scalar == "}" || scalar == "#" || scalar == " " || scalar == "\t")
            {
                advance()
            }
            let word = String(String.UnicodeScalarView(scalars[start..<position]))
            switch word {
            case "true": return .boolean(true)
            case "false": return .boolean(false)
            default: break
            }
            let digits = word.filter { $0 != "_" }
            if let integer = Int(digits), !word.hasPrefix("_"), !word.hasSuffix("_") { return .integer(integer) }
            if digits.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }), let decimal = Double(digits), decimal.isFinite {
                return .decimal(decimal)
            }
            if word.contains("-") && word.contains(":") || word.count == 10 && word.filter({ $0 == "-" }).count == 2 {
                throw error(.dateOrTime)
            }
            throw error(.notAValue(word))
        }
    }
}

extension Unicode.Scalar {
    /// Whether it may appear in a bare key: ASCII letters, digits, `_` and `-`.
    fileprivate var isBareKey: Bool {
        switch value {
        case 0x41...0x5A, 0x61...0x7A, 0x30...0x39, 0x5F, 0x2D: true
        default: false
        }
    }
}

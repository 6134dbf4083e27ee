import QuoteJSON
import QuoteModel
import QuotePlatform
import QuoteStore

/// A config file that could not be read or understood: the file, the line, and what is wrong there.
package struct ConfigError: Error, Equatable, Sendable {
    /// The file.
    package var path: String
    /// The line, when the problem is on one.
    package var line: Int?
    /// What is wrong.
    package var problem: ConfigProblem

    /// Creates an error.
    package init(path: String, line: Int?, _ problem: ConfigProblem) {
        self.path = path
        self.line = line
        self.problem = problem
    }
}

/// What can be wrong with a config file.
package enum ConfigProblem: Equatable, Sendable {
    // MARK: Reading it
    /// A file named by `--config` or `QUOTE_CONFIG` does not exist.
    case noSuchFile
    /// It is larger than any config file: the limit in KiB.
    case tooLarge(limitKiB: Int)
    /// It could not be read, in the system's words.
    case unreadable(SystemError)
    /// It is not UTF-8 text.
    case notUTF8

    // MARK: Its TOML
    /// `[[table]]`.
    case arrayOfTables
    /// `[table]` twice.
    case tableDefinedTwice(String)
    /// A key given twice: the key, and the line it was first given on.
    case keyDefinedTwice(String, firstLine: Int)
    /// A table header for a key that holds a value: the key, and the value's line.
    case keyIsNotATable(String, valueLine: Int)
    /// Another character was expected.
    case expected(String, found: Found)
    /// Something follows a value on its line.
    case textAfterValue(found: Found)
    /// A key was expected.
    case expectedKey(found: Found)
    /// A `=` with nothing after it.
    case expectedValue
    /// `"""` or `'''`.
    case multilineString
    /// A control character inside a string.
    case controlCharacterInString
    /// A string without its closing quote.
    case unclosedString
    /// A `\u` or `\U` escape that is not a valid scalar.
    case badUnicodeEscape(String)
    /// An escape TOML does not have: the character after the backslash.
    case unknownEscape(String)
    /// An array that goes on past its line.
    case arrayNotOnOneLine
    /// Neither `,` nor `]` after an array's item.
    case expectedCommaOrBracket(found: Found)
    /// An inline table that goes on past its line.
    case inlineTableNotOnOneLine
    /// Neither `,` nor `}` after an inline table's item.
    case expectedCommaOrBrace(found: Found)
    /// A date or time.
    case dateOrTime
    /// A bare word that is not a value: the word.
    case notAValue(String)

    // MARK: Its meaning
    /// `sources` that is not tables.
    case sourcesNotTables
    /// `sources.NAME` that is not a table: the name.
    case sourceNotATable(String)
    /// A table that is not `[sources.NAME]`: its name.
    case unknownTable(String)
    /// A key that names no setting.
    case unknownKey(String)
    /// A setting given a value of the wrong type: its key, and what it was given.
    case wrongType(String, TOMLValue.Kind)
    /// Two settings that contradict each other: their keys.
    case conflict(String, String)
    /// A source that is neither built in nor defined in the file: its name, and the known ones.
    case unknownSource(SourceName, known: [SourceName])
    /// A setting's value is not one it takes: its key, the value, and what it must be.
    case badValue(key: String, value: String, ValueError)
    /// A `[sources.NAME]` table is wrong: the source's name and what is wrong.
    case source(String, SourceProblem)

    /// What was found where something else was expected.
    package enum Found: Equatable, Sendable {
        /// This character.
        case character(String)
        /// The end of the line.
        case endOfLine
    }
}

/// What can be wrong with a `[sources.NAME]` table.
package enum SourceProblem: Equatable, Sendable {
    /// The name holds something other than letters, digits, `-` and `_`.
    case badName
    /// The name is a built-in source's.
    case builtInName
    /// A key the table does not take: the key, and the keys it takes.
    case unknownKey(String, known: [String])
    /// A key that takes a string was given something else: the key and what it was given.
    case notAString(String, TOMLValue.Kind)
    /// A pointer that is not a JSON Pointer: the key and why.
    case notAPointer(String, JSONPointer.SyntaxError)
    /// A required key is missing.
    case missing(String)
    /// The URL is not one a source takes: the value and what it must be.
    case badURL(String, ValueError)
    /// `headers` is not a table: what it is.
    case headersNotATable(TOMLValue.Kind)
    /// A header's value is not a string: the header.
    case headerNotAString(String)
    /// A header's name is not a field name.
    case notAHeaderName(String)
    /// A header's value holds a control character: the header.
    case headerHoldsControl(String)
    /// `rate` is not `N/D` with a unit: the value.
    case badRate(String)
    /// `lang` is not a two-letter language code: the value.
    case badLanguage(String)
}

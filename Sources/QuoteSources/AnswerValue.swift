import QuoteJSON
import QuoteModel
import QuotePlatform

/// A value in an API's answer and where it is, read field by field: a failure names its path, as `data.id` or
/// `[0].q`, and says what is wrong there, missing or of the wrong type (at the top, the answer is of the wrong
/// shape).
///
/// The built-in sources read their answers with it, in the order their fields are listed, so that of several
/// faults the first one listed is the one named.
struct AnswerValue {
    /// The value.
    let value: JSONValue
    /// Where it is: empty for the whole answer.
    let path: String

    /// The whole answer of `body`.
    ///
    /// - Throws: ``AnswerError/emptyBody`` or ``AnswerError/notJSON(contentType:)``, naming `contentType`.
    init(body: Data, contentType: String?) throws(AnswerError) {
        guard !body.isEmpty else { throw .emptyBody }
        do {
            self.init(try JSONValue(parsing: body), path: "")
        } catch {
            throw .notJSON(contentType: contentType)
        }
    }

    private init(_ value: JSONValue, path: String) {
        self.value = value
        self.path = path
    }

    /// The error for a value of the wrong type here.
    private var mismatch: AnswerError { path.isEmpty ? .wrongShape : .wrongType(path) }

    /// The member `key` of this object.
    ///
    /// - Throws: ``AnswerError/missingField(_:)`` when it has none; a type error when this is not an object.
    func field(_ key: String) throws(AnswerError) -> AnswerValue {
        guard case .object(let members) = value else { throw mismatch }
        let at = path.isEmpty ? key : path + "." + key
        guard let member = members[key] else { throw .missingField(at) }
        return AnswerValue(member, path: at)
    }

    /// The member `key` of this object; `nil` when it has none, or it is `null`.
    func optionalField(_ key: String) throws(AnswerError) -> AnswerValue? {
        guard case .object(let members) = value else { throw mismatch }
        guard let member = members[key], member != .null else { return nil }
        return AnswerValue(member, path: path.isEmpty ? key : path + "." + key)
    }

    /// The items of this array.
    func items() throws(AnswerError) -> [AnswerValue] {
        guard case .array(let items) = value else { throw mismatch }
        return items.enumerated().map { AnswerValue($1, path: path + "[\($0)]") }
    }

    /// This value as text.
    func string() throws(AnswerError) -> String {
        guard case .string(let text) = value else { throw mismatch }
        return text
    }

    /// This value as a whole number that fits an `Int` (`5.0` does; `1.5` and `1e30` do not).
    func wholeNumber() throws(AnswerError) -> Int {
        guard case .integer(let number) = value else { throw mismatch }
        return number
    }
}

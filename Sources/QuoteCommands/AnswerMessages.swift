import QuoteMessages
import QuotePlatform

/// The messages of answers that are not a quote: bodies, fields and pointers, and the kinds of JSON value.
extension Message {
    /// An answer whose body is empty.
    package static var answerEmptyBody: Message {
        Message("empty body", korean: "본문이 비어 있습니다")
    }

    /// A body that is not JSON, with no `Content-Type` to name.
    package static var answerNotJSON: Message {
        Message("body is not valid JSON", korean: "본문이 올바른 JSON이 아닙니다")
    }

    /// A body that is not JSON, with the `Content-Type` the server gave.
    package static func answerNotJSONContentType(contentType: String) -> Message {
        Message("body is not valid JSON (\(contentType))", korean: "본문이 올바른 JSON이 아닙니다 (\(contentType))")
    }

    /// A body that is JSON of another shape than the source's.
    package static var answerWrongShape: Message {
        Message("body has the wrong shape", korean: "본문의 구조가 예상과 다릅니다")
    }

    /// A body without a field the source needs: its path, as `data.id`.
    package static func answerMissingField(field: String) -> Message {
        Message("missing field \"\(field)\"", korean: "\"\(field)\" 필드가 없습니다")
    }

    /// A body whose `field` has the wrong type.
    package static func answerWrongType(field: String) -> Message {
        Message("field \"\(field)\" has the wrong type", korean: "\"\(field)\" 필드의 타입이 예상과 다릅니다")
    }

    /// A quote whose content is blank.
    package static var answerEmptyContent: Message {
        Message("quote has empty content", korean: "명언의 내용이 비어 있습니다")
    }

    /// A quote whose author is blank.
    package static var answerEmptyAuthor: Message {
        Message("quote has an empty author", korean: "명언의 저자가 비어 있습니다")
    }

    /// A body whose own `statusCode` is not 200.
    package static func answerBodyStatus(status: Int) -> Message {
        Message("body reports statusCode \(status)", korean: "본문의 statusCode 값이 \(status)입니다")
    }

    /// A body whose own `statusCode` is not 200, with the body's `message`.
    package static func answerBodyStatusMessage(status: Int, message: String) -> Message {
        Message("body reports statusCode \(status) (\(message))", korean: "본문의 statusCode 값이 \(status)입니다 (\(message))")
    }

    /// A body with no `data` object.
    package static var answerNoData: Message {
        Message("body has no \"data\" object", korean: "본문에 \"data\" 객체가 없습니다")
    }

    /// A body that is an empty list.
    package static var answerEmptyList: Message {
        Message("body is an empty list", korean: "본문이 빈 목록입니다")
    }

    /// A custom source's pointer that finds nothing in the body: the field and the pointer.
    package static func answerPointerFindsNothing(field: String, pointer: String) -> Message {
        Message("\(field) pointer '\(pointer)' finds nothing", korean: "\(field) 포인터 '\(pointer)'에 해당하는 값이 없습니다")
    }

    /// A custom source's pointer that finds another `kind` of value where the field takes a string.
    package static func answerPointerFindsWrongKindNotString(field: String, pointer: String, kind: Message) -> Message {
        Message(
            "\(field) pointer '\(pointer)' finds \(kind), not a string",
            korean: "\(field) 포인터 '\(pointer)'에 해당하는 값이 문자열이 아니라 \(kind) 타입입니다")
    }

    /// A custom source's pointer that finds another `kind` where the field takes a whole number or a string.
    package static func answerPointerFindsWrongKindNotIdentifier(field: String, pointer: String, kind: Message) -> Message {
        Message(
            "\(field) pointer '\(pointer)' finds \(kind), not a whole number or a string",
            korean: "\(field) 포인터 '\(pointer)'에 해당하는 값이 정수나 문자열이 아니라 \(kind) 타입입니다")
    }

    /// A custom source's pointer that finds another `kind` of value where the field takes a list.
    package static func answerPointerFindsWrongKindNotArray(field: String, pointer: String, kind: Message) -> Message {
        Message(
            "\(field) pointer '\(pointer)' finds \(kind), not a list",
            korean: "\(field) 포인터 '\(pointer)'에 해당하는 값이 목록이 아니라 \(kind) 타입입니다")
    }

    /// A service that answered with a stand-in for a quote because it limits requests: its words.
    package static func rateLimited(excerpt: String) -> Message {
        Message("rate limited (\(excerpt))", korean: "요청 한도를 초과했습니다 (\(excerpt))")
    }

    /// A JSON `null`, as the kind of value a pointer found.
    package static var jsonNull: Message {
        Message("null", korean: "null")
    }

    /// A JSON boolean, as the kind of value a pointer found.
    package static var jsonBoolean: Message {
        Message("a boolean", korean: "불리언")
    }

    /// A JSON whole number, as the kind of value a pointer found.
    package static var jsonWholeNumber: Message {
        Message("a whole number", korean: "정수")
    }

    /// A JSON decimal number, as the kind of value a pointer found.
    package static var jsonDecimalNumber: Message {
        Message("a decimal number", korean: "소수")
    }

    /// A JSON string, as the kind of value a pointer found.
    package static var jsonString: Message {
        Message("a string", korean: "문자열")
    }

    /// A JSON array, as the kind of value a pointer found.
    package static var jsonArray: Message {
        Message("an array", korean: "배열")
    }

    /// A JSON object, as the kind of value a pointer found.
    package static var jsonObject: Message {
        Message("an object", korean: "객체")
    }
}

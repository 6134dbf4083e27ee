import QuoteCommands
import QuoteMessages
import QuotePlatform

// `QuoteDocs PART LANGUAGE`: a generated part of a man page (`sources`, `settings`; `en`, `ko`), for
// `make golden` to write between its marks. A tool for this repository, not installed.
let words = Array(CommandLine.arguments.dropFirst())
let language: Language = words.count > 1 && words[1] == "ko" ? .korean : .english
guard let part = words.first, let text = Help.manual(part, in: language) else {
    _ = systemWrite(2, "usage: QuoteDocs sources|settings en|ko\n", 39)
    exit(64)
}
_ = text.utf8CString.withUnsafeBufferPointer { systemWrite(1, $0.baseAddress, $0.count - 1) }

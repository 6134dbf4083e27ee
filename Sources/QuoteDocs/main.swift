import QuoteCommands
import QuoteMessages
import QuotePlatform

// `QuoteDocs PART LANGUAGE [markdown]`: a generated part of a document (Help.manualParts for the man pages, in
// roff; the parts Help.part(_:in:_:) knows in Markdown for GUIDE.md and the READMEs; `en` or `ko`), for `make golden`
// to write between its marks. A tool for this repository, not installed.
let words = Array(CommandLine.arguments.dropFirst())
let language: Language = words.count > 1 && words[1] == "ko" ? .korean : .english
let markup: Help.Markup = words.count > 2 && words[2] == "markdown" ? .markdown : .roff
guard let name = words.first, let text = Help.part(name, in: language, markup) else {
    let usage = "usage: QuoteDocs PART en|ko [markdown]\n"
    _ = systemWrite(2, usage, usage.utf8.count)
    exit(64)
}
_ = text.utf8CString.withUnsafeBufferPointer { systemWrite(1, $0.baseAddress, $0.count - 1) }

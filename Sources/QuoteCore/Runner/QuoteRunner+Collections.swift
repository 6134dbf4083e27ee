extension QuoteRunner {
    /// `history`: the last `-n` quotes printed, oldest first, a line each (date, content cut to the width,
    /// author), or as JSON Lines, or through a template.
    func printHistory(settings: Settings) throws(QuoteError) -> ExitCode {
        guard let path = settings.historyFile.value else { throw .noInput("no history location: set HOME or QUOTE_HISTORY_FILE") }
        let entries = HistoryStore(path: path).entries().suffix(settings.count.value)
        guard !entries.isEmpty else {
            report("note: no history yet in \(path)")
            return .success
        }
        let presenter = presenter(settings)
        return emit(entries.map { listed($0, number: nil, presenter: presenter) }.joined())
    }

    /// `save`: the cached quote added to the saved quotes, once.
    func save(settings: Settings) throws(QuoteError) -> ExitCode {
        let record = try cachedQuote(settings)
        let store = try savedStore()
        let added: Bool
        do {
            added = try store.add(record)
        } catch {
            throw .writeFailed(reason: "could not save to \(error.path): \(error.reason)")
        }
        let number = (store.list().firstIndex { $0.quote.isSameSaying(as: record.quote) } ?? 0) + 1
        return confirm("\(added ? "Saved" : "Already saved") as number \(number): ", record, presenter: presenter(settings))
    }

    /// `saved`: the saved quotes, numbered from 1.
    func printSaved(settings: Settings) throws(QuoteError) -> ExitCode {
        let store = try savedStore()
        let records = store.list()
        guard !records.isEmpty else {
            report("note: no saved quotes in \(store.path) ('quote save' keeps the last quote)")
            return .success
        }
        let presenter = presenter(settings)
        return emit(records.enumerated().map { listed($1, number: $0 + 1, presenter: presenter) }.joined())
    }

    /// `unsave N`: saved quote number N removed.
    func unsave(_ number: Int, settings: Settings) throws(QuoteError) -> ExitCode {
        let store = try savedStore()
        let removed: QuoteRecord?
        do {
            removed = try store.remove(number: number)
        } catch {
            throw .writeFailed(reason: "could not change \(error.path): \(error.reason)")
        }
        guard let removed else {
            let count = store.list().count
            throw .usage("there is no saved quote number \(number) (\(count == 0 ? "none are saved" : "they are numbered 1 to \(count)"))")
        }
        return confirm("Removed number \(number): ", removed, presenter: presenter(settings))
    }

    /// What `save` and `unsave` print: in text, `prefix` and the quote on one line, cut to the width; else the
    /// quote as JSON or through the template.
    private func confirm(_ prefix: String, _ record: QuoteRecord, presenter: QuotePresenter) -> ExitCode {
        guard case .text = presenter.format else { return emit(presenter.render(record)) }
        return emit(prefix + oneLine(record.quote.content, width: presenter.display.width.map { $0 - DisplayWidth.of(prefix) }) + "\n")
    }

    private func savedStore() throws(QuoteError) -> SavedStore {
        guard let path = StoreLocations(environment: environment).saved else {
            throw .noInput("no place for saved quotes: set HOME or XDG_DATA_HOME")
        }
        return SavedStore(path: path)
    }

    /// One entry of a list: JSON or a template as for a single quote; as text, one line: the number or the
    /// local date, the content cut to the width with an ellipsis, and the author.
    private func listed(_ record: QuoteRecord, number: Int?, presenter: QuotePresenter) -> String {
        guard case .text = presenter.format else { return presenter.render(record) }
        let label = number.map { String(repeating: " ", count: max(0, 3 - String($0).count)) + "\($0)" }
            ?? localTime.day(record.fetchedAt).description
        let author = record.quote.author.map { "  — \(oneLine($0, width: nil))" } ?? ""
        let room = presenter.display.width.map { $0 - DisplayWidth.of(label) - 2 - DisplayWidth.of(author) }
        let content = oneLine(record.quote.content, width: room)
        guard presenter.display.color else { return "\(label)  \(content)\(author)\n" }
        return "\u{1B}[2m\(label)\u{1B}[0m  \(content)" + (author.isEmpty ? "" : "  \u{1B}[2;3m\(author.dropFirst(2))\u{1B}[0m") + "\n"
    }

    /// `text` sanitized on one line, each run of white space one space, cut to `width` display columns (at
    /// least a few) with an ellipsis.
    private func oneLine(_ text: String, width: Int?) -> String {
        let line = TerminalSanitizer.sanitizeLine(text).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard let width, DisplayWidth.of(line) > max(width, 8) else { return line }
        var cut = ""
        var used = 0
        for character in line {
            let columns = DisplayWidth.of(character)
            guard used + columns <= max(width, 8) - 1 else { break }
            cut.append(character)
            used += columns
        }
        return cut.trimmed + "…"
    }
}

import QuoteConfig
import QuoteMessages
import QuoteModel
import QuotePlatform
import QuotePresentation
import QuoteSources
import QuoteStore
import QuoteSupply

/// How a command that shows a quote reaches the supply: the supply builds its plan from the settings; the command
/// says what it answers, in words.
extension CommandContext {
    /// The supply of a command that shows a quote (or fills pools), for `span`.
    ///
    /// - Parameters:
    ///   - deadline: when the run must be over; by default the command's timeout from now.
    ///   - chain: the sources to ask; by default those the settings name.
    /// - Throws: ``PlanError`` for an unknown source name, or an endpoint with more than one network source to
    ///   apply to; `SettingError` for a bad endpoint with a network source to apply to.
    func supply(for command: CommandName, span: ChoiceSpan, deadline: Date? = nil, chain: SourceChain? = nil) throws -> Supply {
        let plan = try SupplyPlan(
            settings: settings, catalog: sources, command: command, span: span, now: dependencies.clock.now(),
            deadline: deadline, chain: chain)
        return Supply(plan, in: dependencies.world, catalog: sources)
    }

    /// What a command that shows a quote answers: the supply's quote, shown with its notes, or its failure.
    ///
    /// The run's line: obtain the quote (a kept or pooled one at once, with no connection, no libcurl and no thread),
    /// show it, keep it once shown, start the refill the run left wanting, and say the notes the supply gives back.
    /// A quote that could not be shown (its reader went away) is not kept: exit 74, the files as they were.
    ///
    /// - Parameters:
    ///   - presenter: what prints the quote; the settings' by default. It shows the half of a quote with its
    ///     translation that is in the language the run asks for; what is kept is the whole quote.
    ///   - keepsQuietly: whether a quote that could not be kept (no home, a folder that cannot be written) goes
    ///     unsaid, as `quote fortune` keeps fortune(6)'s silence; what was shown is kept wherever it can be.
    ///   - heading: what is written before the quote, if anything (fortune's `-c`: the file's name).
    /// - Throws: ``ChainError`` when no source gave a quote.
    func answer(
        with supply: Supply, presenter: QuotePresenter? = nil, keepsQuietly: Bool = false,
        heading: (SuppliedQuote) -> String? = { _ in nil }
    ) throws -> ExitCode {
        var presenter = presenter ?? self.presenter
        presenter.language = settings[.lang]
        let say = { (notes: [SupplyNote]) in self.say(keepsQuietly ? notes.filter { !$0.isAboutKeeping } : notes) }
        let supplied: SuppliedQuote
        do {
            supplied = try supply.obtain()
        } catch {
            say(supply.takeNotes())
            throw error
        }
        say(supplied.notes)
        let shown = heading(supplied).map { console.emit($0) } ?? .success
        let code = shown == .success ? show(supplied, with: presenter) : shown
        if code == .success { supply.keep(supplied) }
        supply.refill()
        say(supply.takeNotes())
        return code == .success ? .success : .ioError
    }

    /// Shows a quote through `presenter`, with a note first when it stands in for what was asked.
    func show(_ supplied: SuppliedQuote, with presenter: QuotePresenter) -> ExitCode {
        let misses = supplied.misses
        switch supplied.obtained {
        case .fetched where !misses.isEmpty, .pooled where !misses.isEmpty:
            console.note(Message.chainNote(failures: Failure.message(for: misses), source: supplied.source))
        case .fallback(.lastQuote):
            console.note(
                Message.fallbackToLastQuote(
                    failures: Failure.message(for: misses), day: dependencies.localTime.day(supplied.record.fetchedAt)))
        case .fallback(.collection) where !misses.isEmpty:
            console.note(Message.fallbackToCollection(failures: Failure.message(for: misses)))
        default:
            break
        }
        if let bytes = presenter.verbatimBytes(supplied.record) { return console.emit(bytes) }
        return console.emit(presenter.render(supplied.record))
    }

    /// Says the supply's notes, as warnings in the failure table's words.
    func say(_ notes: [SupplyNote]) {
        for note in notes { console.warn(Self.message(for: note)) }
    }

    /// Which sources the run asks and where the endpoint points: for `quote config` and `quote sources`.
    var routing: SourceRouting { SourceRouting(settings: settings, catalog: sources) }

    /// A note of the supply, in the failure table's words.
    static func message(for note: SupplyNote) -> Message {
        switch note {
        case .notKept(let place, let error):
            let (path, reason) = (error.path, Failure.message(for: error.reason))
            return switch place {
            case .cache(olderRemoved: true): Message.cacheNotSavedOlderRemoved(path: path, reason: reason)
            case .cache(olderRemoved: false): Message.cacheNotSaved(path: path, reason: reason)
            case .history: .historyNotAppended(path: path, reason: reason)
            case .window: .todayNotKept(path: path, reason: reason)
            case .pool: .poolNotKept(path: path, reason: reason)
            }
        case .source(let warning): return Failure.message(for: warning)
        case .homeMissing(let home): return Message.homeMissing(home: home)
        }
    }
}

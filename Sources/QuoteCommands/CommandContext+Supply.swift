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
    func supply(for command: CommandName, span: Span, deadline: Date? = nil, chain: SourceChain? = nil) throws -> Supply {
        let plan = try SupplyPlan(
            settings: settings, catalog: sources, command: command, span: span, now: dependencies.clock.now(),
            deadline: deadline, chain: chain)
        let (launch, environment) = (dependencies.launch, dependencies.environment)
        let world = SupplyWorld(
            transport: dependencies.transport, clock: dependencies.clock, random: dependencies.random,
            localTime: dependencies.localTime, catalog: sources, launch: { launch($0, environment) })
        return Supply(plan, in: world)
    }

    /// What a command that shows a quote answers: the supply's quote, shown with its notes, or its failure.
    ///
    /// A quote the supply has at hand (a window's or the day's kept one, a pooled one) ends the run at once, with
    /// no connection, no libcurl and no concurrency runtime; otherwise the rest waits on the sources.
    ///
    /// - Parameters:
    ///   - presenter: what prints the quote; the settings' by default. It shows the half of a quote with its
    ///     translation that is in the language the run asks for; what is kept is the whole quote.
    ///   - heading: what is written before the quote, if anything (fortune's `-c`: the file's name).
    ///   - keepsQuietly: whether a quote that could not be kept (no home, a folder that cannot be written) goes
    ///     unsaid, as `quote fortune` keeps fortune(6)'s silence; what was shown is kept wherever it can be.
    func outcome(
        of supply: Supply, presenter: QuotePresenter? = nil, keepsQuietly: Bool = false,
        heading: @escaping @Sendable (Supplied) -> String? = { _ in nil }
    ) throws -> Outcome {
        var shown = presenter ?? self.presenter
        shown.language = settings[.lang]
        let presenter = shown
        let say: @Sendable ([SupplyNote]) -> Void = { [self] notes in
            self.say(keepsQuietly ? notes.filter { !$0.isAboutKeeping } : notes)
        }
        let present: @Sendable (Supplied, [SupplyNote]) -> Bool = { [self] supplied, notes in
            say(notes)
            if let heading = heading(supplied), console.emit(heading) != .success { return false }
            return show(supplied, with: presenter) == .success
        }
        switch supply.run(present: present) {
        case .finished(let outcome): return .finished(try Self.code(of: outcome, saying: say))
        case .pending(let rest): return .pending { try Self.code(of: await rest(), saying: say) }
        }
    }

    /// The exit code of a run of the supply, once its last notes are said; its failure thrown.
    private static func code(
        of outcome: SupplyOutcome, saying say: ([SupplyNote]) -> Void
    ) throws(ChainError) -> ExitCode {
        say(outcome.notes)
        switch outcome.result {
        case .presented: return .success
        case .notPresented: return .ioError
        case .failed(let error): throw error
        }
    }

    /// Shows a quote through `presenter`, with a note first when it stands in for what was asked.
    func show(_ supplied: Supplied, with presenter: QuotePresenter) -> ExitCode {
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

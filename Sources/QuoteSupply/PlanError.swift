import QuoteModel

/// Settings that name no plan a run could follow: a source nobody defined, or an endpoint with more than one
/// network source to point elsewhere.
package enum PlanError: Error, Equatable, Sendable {
    /// A source name that is neither built in nor the config file's, as `setting` (the flag or variable) gave it.
    case unknownSource(setting: String, name: SourceName, known: [SourceName])
    /// A URL for one run's one network source, with several named.
    case endpointWithSeveralSources(setting: String, sources: [SourceName])
}

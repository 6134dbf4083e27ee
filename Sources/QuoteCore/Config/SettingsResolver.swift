/// Combines the layers into ``Settings``: defaults, then the config file, then the environment, then the
/// command line, each value validated by its ``Setting`` entry wherever it comes from.
package enum SettingsResolver {
    /// The config file a run reads: `--config`, else `QUOTE_CONFIG` (both must exist), else the default place
    /// (which may be missing); `nil` when there is no home to look in.
    package static func configLocation(_ parsed: ParsedArguments, environment: [String: String]) -> (path: String, required: Bool)? {
        if let flag = parsed.flags.last(where: { $0.setting == .config }), case .text(let path) = flag.input { return (path, true) }
        if let variable = Setting.config.spec.environment, let path = environment[variable], !path.isEmpty { return (path, true) }
        return StoreLocations(environment: environment).config.map { ($0, false) }
    }

    /// The settings of a run.
    ///
    /// - Throws: ``QuoteError/config(_:)`` for a bad value in the config file (naming its line),
    ///   ``QuoteError/usage(_:)`` for a bad environment variable.
    package static func resolve(
        _ parsed: ParsedArguments, environment: [String: String], config: ConfigFile?
    ) throws(QuoteError) -> Settings {
        var settings = Settings(environment: environment)
        if let config {
            for value in config.values {
                do {
                    let text = expandingHome(value.text, for: value.setting, environment: environment)
                    try value.setting.spec.apply(.text(text), .configFile(path: config.path, line: value.line), &settings)
                } catch {
                    let name = value.setting.spec.configKey ?? value.setting.rawValue
                    throw .config(ConfigError(path: config.path, line: value.line, error.message(name: name, value: value.text)))
                }
            }
        }
        for setting in Setting.allCases {
            guard let variable = setting.spec.environment, let text = environment[variable], !text.isEmpty else { continue }
            do {
                try setting.spec.apply(.text(text), .environment(variable), &settings)
            } catch {
                throw .usage(error.message(name: variable, value: text))
            }
        }
        for flag in parsed.flags {
            do {
                try flag.setting.spec.apply(flag.input, .flag(flag.spelling), &settings)
            } catch {
                // Values were checked when the command line was parsed; this keeps the function total.
                throw .usage(error.message(name: flag.spelling, value: "\(flag.input)"))
            }
        }
        return settings
    }
}

extension SettingsResolver {
    /// A config file's path with a leading `~/` made absolute, as a shell does on the command line.
    static func expandingHome(_ text: String, for setting: Setting, environment: [String: String]) -> String {
        guard case .value(_, .files) = setting.spec.kind, text.hasPrefix("~/"), let home = environment["HOME"], !home.isEmpty else { return text }
        return Path.join(home, String(text.dropFirst(2)))
    }
}

extension Origin {
    /// How strongly it speaks: a flag over the environment over the config file over the default.
    var rank: Int {
        switch self {
        case .default: 0
        case .configFile: 1
        case .environment: 2
        case .flag: 3
        }
    }
}

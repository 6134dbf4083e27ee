import Foundation
import QuoteCore

// Everything happens in QuoteCore; this only connects it to the process.
let runner = QuoteRunner.live(environment: ProcessInfo.processInfo.environment)
let code = await runner.run(Array(CommandLine.arguments.dropFirst()))
exit(code.rawValue)

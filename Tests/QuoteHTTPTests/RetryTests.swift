import Foundation
import QuoteHTTP
import QuoteHTTPTestSupport
import QuotePlatform
import QuoteTestSupport
import Testing

@Suite("Retries and deadlines on virtual time", .timeLimit(.minutes(1)))
struct RetryTests {
    let endpoint = URL(string: "https://quotes.test/random")!
    let clock = VirtualClock()

    /// GETs the endpoint through `transport` within `timeout`, retrying up to `retries` times, on a thread of its
    /// own: its waits are on the test's clock.
    private func get(_ transport: FakeTransport, timeout: Duration = .seconds(10), retries: Int) async throws -> HTTPResponse {
        let client = HTTPClient(transport: transport, clock: clock.clock, random: RandomSource { 1 })
        let (endpoint, deadline) = (endpoint, clock.now + timeout.seconds)
        return try await onThread {
            try client.get(endpoint, deadline: deadline, timeout: timeout, policy: RetryPolicy(retries: retries))
        }
    }

    /// Answers each request from the list, in order; the last answer repeats.
    private func transport(_ answers: [Result<HTTPResponse, TransportError>]) -> FakeTransport {
        FakeTransport { _, number in try answers[min(number, answers.count - 1)].get() }
    }

    private static let ok = HTTPResponse(statusCode: 200, body: Fixture.data("happiness-valid.json"))
    private static func status(_ code: Int, _ headers: [String: String] = [:]) -> HTTPResponse {
        HTTPResponse(statusCode: code, headers: headers)
    }

    @Test(
        "Backoff doubles with jitter between half and all of it",
        arguments: [
            (0, 0.0, Duration.milliseconds(125)), (0, 1.0, .milliseconds(250)), (1, 1.0, .milliseconds(500)),
            (2, 0.5, .milliseconds(750)), (3, 1.0, .seconds(2)),
        ])
    func backoff(attempt: Int, random: Double, expected: Duration) {
        #expect(RetryPolicy(retries: 5).backoff(afterAttempt: attempt, random: random) == expected)
    }

    @Test(
        "Retry-After in seconds or as an HTTP date",
        arguments: [
            ("2", Duration?.some(.seconds(2))), (" 0 ", .seconds(0)), ("Sun, 15 Nov 2026 08:06:45 GMT", .seconds(5)),
            ("Sun, 15 Nov 2026 08:06:30 GMT", .seconds(0)), ("soon", nil), ("-1", nil),
        ])
    func retryAfter(value: String, expected: Duration?) {
        let now = Date(timeIntervalSince1970: 1_794_730_000)  // Sun, 15 Nov 2026 08:06:40 GMT
        #expect(RetryPolicy.retryAfter(value, now: now) == expected)
    }

    @Test(
        "HTTP dates in IMF-fixdate form, and nothing else",
        arguments: [
            ("Sun, 15 Nov 2026 08:06:45 GMT", Optional(1_794_730_005)), ("Thu, 01 Jan 1970 00:00:00 GMT", 0),
            ("Sun, 15 Nov 2026 08:06:45 UTC", nil), ("15 Nov 2026 08:06:45 GMT", nil), ("Sun, 15 Foo 2026 08:06:45 GMT", nil),
            ("Sun, 32 Nov 2026 08:06:45 GMT", nil), ("Sun, 15 Nov 2026 8:06:45 GMT", nil), ("soon", nil),
        ])
    func httpDates(text: String, seconds: Int?) {
        #expect(HTTPDate.parse(text) == seconds.map { Date(timeIntervalSince1970: TimeInterval($0)) })
    }

    @Test(
        "A budget gate before each attempt: a slot ahead is waited for, one past the deadline refused unsent, a slot whose request never reached the server given back"
    )
    func gate() async throws {
        let fake = transport([.failure(.connectionRefused), .success(Self.ok)])
        let client = HTTPClient(transport: fake, clock: clock.clock, random: RandomSource { 1 })
        let start = clock.now
        let slots = LockedValue<[Date]>([])
        // Another run holds the next two seconds: every slot granted comes after them.
        let gate = BudgetGate(
            reserve: { from, _ in .granted(max(from, start + 2)) }, giveBack: { slot in slots.update { $0.append(slot) } })
        let (endpoint, deadline) = (endpoint, clock.now + 10)
        let fetching = Task {
            try await onThread {
                try client.get(endpoint, deadline: deadline, timeout: .seconds(10), policy: RetryPolicy(retries: 1), gate: gate)
            }
        }
        try await clock.advancePastSleep(1)  // the wait for the first slot
        try await clock.advancePastSleep(2)  // the wait for the retry's slot
        #expect(try await fetching.value.body == Self.ok.body)
        #expect(fake.requests.count == 2 && clock.now >= start + 2)
        #expect(slots.value == [start + 2], "the refused connection cost the budget nothing")
        let refused = BudgetGate(reserve: { from, _ in .refused(until: from + 20) })
        #expect(throws: FetchError(url: endpoint, failure: .refused(wait: .seconds(20)), attempts: 0)) {
            try client.get(
                endpoint, deadline: clock.now + 10, timeout: .seconds(10), policy: RetryPolicy(retries: 1), gate: refused)
        }
        #expect(fake.requests.count == 2, "a slot past the deadline is not waited for, nor sent")
    }

    @Test("The transport is made ready before a slot is asked for; one that cannot be asks for none and sends nothing")
    func preparedBeforeTheSlot() async throws {
        let start = clock.now
        let fake = transport([.success(Self.ok)])
        let prepared = LockedValue<[Date]>([])
        let reserved = LockedValue<[Date]>([])
        fake.preparing = { [clock] in prepared.update { $0.append(clock.now) } }
        let client = HTTPClient(transport: fake, clock: clock.clock, random: RandomSource { 1 })
        let gate = BudgetGate(reserve: { from, _ in
            #expect(prepared.value.count == 1, "made ready before the slot is asked for")
            reserved.update { $0.append(from) }
            return .granted(max(from, start + 2))
        })
        let (endpoint, deadline) = (endpoint, clock.now + 10)
        let fetching = Task {
            try await onThread {
                try client.get(endpoint, deadline: deadline, timeout: .seconds(10), policy: RetryPolicy(retries: 0), gate: gate)
            }
        }
        try await clock.advancePastSleep(1)  // the wait for the slot
        #expect(try await fetching.value.body == Self.ok.body)
        #expect(prepared.value == [start] && reserved.value == [start])

        let broken = transport([.success(Self.ok)])
        broken.preparing = { () throws(TransportError) in throw .libraryUnavailable("gone") }
        let asked = LockedValue<[Date]>([])
        let brokenGate = BudgetGate(reserve: { from, _ in
            asked.update { $0.append(from) }
            return .granted(from)
        })
        #expect(throws: FetchError(url: endpoint, failure: .transport(.libraryUnavailable("gone")), attempts: 0)) {
            try HTTPClient(transport: broken, clock: clock.clock, random: RandomSource { 1 }).get(
                endpoint, deadline: clock.now + 10, timeout: .seconds(10), policy: RetryPolicy(retries: 1), gate: brokenGate)
        }
        #expect(broken.requests.isEmpty && asked.value.isEmpty, "no slot asked for, nothing sent")
    }

    @Test("A transient status is retried after the backoff, and the retry succeeds", arguments: [429, 502, 503, 504])
    func transientStatus(code: Int) async throws {
        let fake = transport([.success(Self.status(code)), .success(Self.ok)])
        let fetching = Task { try await get(fake, timeout: .seconds(10), retries: 2) }
        try await clock.advancePastSleep(1)  // the backoff
        #expect(try await fetching.value.body == Self.ok.body)
        #expect(fake.requests.count == 2)
        #expect(clock.sleeps == [.milliseconds(250)])
        #expect(fake.requests.map(\.timeout) == [.seconds(10), .milliseconds(9750)], "each attempt all the time left")
    }

    @Test(
        "Refused and lost connections are retried too",
        arguments: [TransportError.connectionRefused, .connectionLost(), .timedOut])
    func transientTransport(error: TransportError) async throws {
        let fake = transport([.failure(error), .success(Self.ok)])
        let fetching = Task { try await get(fake, timeout: .seconds(10), retries: 1) }
        try await clock.advancePastSleep(1)
        #expect(try await fetching.value.body == Self.ok.body)
    }

    @Test(
        "Other failures are never retried",
        arguments: [
            Result<HTTPResponse, TransportError>.success(status(404)), .success(status(500)), .success(status(400)),
            .failure(.hostNotFound), .failure(.secureConnectionFailed()), .failure(.certificateUntrusted()),
            .failure(.bodyTooLarge(limit: 1)),
        ])
    func permanent(answer: Result<HTTPResponse, TransportError>) async {
        let fake = transport([answer])
        await #expect(throws: FetchError.self) { try await get(fake, timeout: .seconds(10), retries: 5) }
        #expect(fake.requests.count == 1)
        #expect(clock.sleeps.isEmpty, "no backoff")
    }

    @Test("Retry-After is honoured over the backoff")
    func honoursRetryAfter() async throws {
        let fake = transport([.success(Self.status(503, ["Retry-After": "3"])), .success(Self.ok)])
        let fetching = Task { try await get(fake, timeout: .seconds(10), retries: 2) }
        try await clock.advancePastSleep(1)
        #expect(try await fetching.value.body == Self.ok.body)
        #expect(clock.sleeps == [.seconds(3)])
    }

    @Test("A Retry-After past the deadline ends the fetch at once, without waiting")
    func retryAfterPastDeadline() async {
        let fake = transport([.success(Self.status(503, ["Retry-After": "120"]))])
        await #expect(throws: FetchError(url: endpoint, failure: .status(503, retryAfter: .seconds(120)))) {
            try await get(fake, timeout: .seconds(10), retries: 2)
        }
        #expect(fake.requests.count == 1)
    }

    @Test("Retries run out: the last failure is reported with the number of attempts")
    func exhausted() async throws {
        let fake = transport([.success(Self.status(503))])
        let fetching = Task { try await get(fake, timeout: .seconds(10), retries: 2) }
        try await clock.advancePastSleep(1)
        try await clock.advancePastSleep(2)
        await #expect(throws: FetchError(url: endpoint, failure: .status(503, retryAfter: nil), attempts: 3)) {
            try await fetching.value
        }
        #expect(fake.requests.count == 3)
    }

    @Test("A silent server that accepted the request gets all the time left: one attempt, cut at the deadline")
    func silentGetsTheWholeTime() async throws {
        let start = clock.now
        let fetching = Task { try await get(FakeTransport.silent(on: clock), timeout: .seconds(4), retries: 2) }
        try await clock.advancePastSleep(1)
        await #expect(throws: FetchError(url: endpoint, failure: .deadline(.seconds(4)), attempts: 1)) {
            try await fetching.value
        }
        #expect(clock.sleeps == [.seconds(4)])
        #expect(clock.now.timeIntervalSince(start) == 4)
    }

    /// A server that never accepts the connection, as libcurl meets it: the attempt fails with a timeout once its
    /// connect limit passes, or its whole limit when it has none.
    private func neverAccepts() -> FakeTransport {
        FakeTransport { [clock] request, _ in
            clock.clock.sleep(request.connectTimeout ?? request.timeout ?? .seconds(LocalDay.seconds))
            throw TransportError.timedOut
        }
    }

    @Test("A server that never accepts: an attempt but the last gives up connecting at ¾ of the time left less 0.3 s")
    func neverAcceptedLeavesRoomForRetries() async throws {
        let start = clock.now
        let fake = neverAccepts()
        let fetching = Task { try await get(fake, timeout: .seconds(3), retries: 1) }
        // The waits, in order: the attempt's connect limit (1.95 s), the backoff (250 ms), the last attempt's 0.8 s.
        for sleep in [1, 2, 3] { try await clock.advancePastSleep(sleep) }
        await #expect(throws: FetchError(url: endpoint, failure: .deadline(.seconds(3)), attempts: 2)) {
            try await fetching.value
        }
        // 1.95 s to connect, a 250 ms backoff, then the last attempt with the 0.8 s left and no limit of its own.
        #expect(fake.requests.map(\.connectTimeout) == [.milliseconds(1950), nil])
        #expect(abs(clock.now.timeIntervalSince(start) - 3) < 0.01)
    }

    @Test("The connect limit of an attempt that is not the last: ¾ of the time left less 0.3 s, never under half of it")
    func connectLimits() {
        #expect(HTTPClient.connectLimit(remaining: 3) == .milliseconds(1950))
        #expect(HTTPClient.connectLimit(remaining: 10) == .milliseconds(7200))
        #expect(HTTPClient.connectLimit(remaining: 1) == .milliseconds(500))
    }

    @Test(
        "A server slow to answer (1.8 s, 2.0 s, 2.6 s) fits today's 3 s with one request; the request carries the whole time",
        arguments: [1800, 2000, 2600])
    func slowServerAnswers(milliseconds: Int) async throws {
        let slow = FakeTransport { [clock] request, _ in
            guard let limit = request.timeout, limit >= .milliseconds(milliseconds) else { throw TransportError.timedOut }
            clock.clock.sleep(.milliseconds(milliseconds))
            return Self.ok
        }
        let fetching = Task { try await get(slow, timeout: .seconds(3), retries: 2) }
        try await clock.waitForSleeps(1)  // the server's answer
        clock.advance(by: .milliseconds(milliseconds))
        #expect(try await fetching.value.body == Self.ok.body)
        #expect(slow.requests.count == 1)
        let timeout = try #require(slow.requests.first?.timeout)
        #expect(timeout > .milliseconds(2600))
    }
}

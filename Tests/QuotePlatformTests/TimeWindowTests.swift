import QuotePlatform
import Testing

@Suite("Windows of local time and spans")
struct TimeWindowTests {
    let day = LocalDay(year: 2026, month: 11, day: 25)

    private func moment(_ hours: Int, _ minutes: Int, on day: LocalDay? = nil) -> LocalTime.Moment {
        LocalTime.Moment(day: day ?? self.day, secondOfDay: hours * 3600 + minutes * 60)
    }

    @Test("15 minutes: 10:01, 10:07 and 10:14 are one window, 10:16 the next; windows start at :00, :15, :30, :45")
    func quarterHours() {
        let windows = [moment(10, 1), moment(10, 7), moment(10, 14), moment(10, 16)].map {
            TimeWindow(length: 900, containing: $0)
        }
        #expect(windows[0] == windows[1] && windows[1] == windows[2] && windows[2] != windows[3])
        #expect(windows.map(\.description) == ["2026-11-25T10:00", "2026-11-25T10:00", "2026-11-25T10:00", "2026-11-25T10:15"])
    }

    @Test("A window that does not divide the day is cut at midnight; days are windows of a day, weeks of seven from 1970")
    func longer() {
        #expect(TimeWindow(length: 7 * 3600, containing: moment(23, 30)).description == "2026-11-25T21:00")
        #expect(
            TimeWindow(length: 7 * 3600, containing: moment(0, 30, on: LocalDay(year: 2026, month: 11, day: 26))).description
                == "2026-11-26T00:00")
        #expect(TimeWindow(length: LocalDay.seconds, containing: moment(23, 59)).description == "2026-11-25")
        let week = TimeWindow(length: 7 * LocalDay.seconds, containing: moment(12, 0))
        #expect(week.day.number % 7 == 0 && week.day <= day && day.number - week.day.number < 7)
    }

    @Test(
        "Window lengths: whole minutes up to a day, whole days up to a week",
        arguments: [
            (60, true), (900, true), (LocalDay.seconds, true), (7 * LocalDay.seconds, true), (59, false), (90, false),
            (90_000, false),
            (8 * LocalDay.seconds, false),
        ])
    func lengths(seconds: Int, valid: Bool) {
        #expect(TimeWindow.isWindowLength(seconds) == valid)
    }

    @Test(
        "Spans as a setting or a rate writes them",
        arguments: [
            ("15m", 900), ("1h", 3600), ("1d", LocalDay.seconds), ("30s", 30), ("90s", 90),
        ])
    func spans(text: String, seconds: Int) {
        #expect(Duration(span: text) == .seconds(seconds))
        #expect(Duration.seconds(seconds).spanText == text)
    }

    @Test("Not spans", arguments: ["", "m", "0m", "-5m", "15", "15 m", "1.5h", "1w", "367d", "m15"])
    func notSpans(text: String) {
        #expect(Duration(span: text) == nil)
    }

    @Test("The system's time of day and a fixed zone's agree with the day")
    func moments() {
        let noonUTC = Date(timeIntervalSince1970: 1_795_003_200)  // 12:00 UTC
        let utc = LocalTime.utc.moment(noonUTC)
        let seoul = LocalTime.offset(seconds: 9 * 3600).moment(noonUTC)
        #expect((seoul.secondOfDay - utc.secondOfDay + LocalDay.seconds) % LocalDay.seconds == 9 * 3600)
        #expect(LocalTime.utc.day(noonUTC) == utc.day)
    }
}

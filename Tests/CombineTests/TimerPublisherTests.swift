import Combine
import Foundation
import Testing

/// Lets the main queue run until a condition holds or a generous deadline passes (the whole suite
/// shares the main actor, so a busy run can hold the timer back for seconds).
@MainActor
private func wait(until done: () -> Bool) async {
  let deadline = Date().addingTimeInterval(60)
  while !done() && Date() < deadline {
    try? await Task.sleep(for: .milliseconds(2))
  }
}

@MainActor
@Suite("Timer publisher")
struct TimerPublisherTests {
  @Test("A timer publisher sends nothing until connected, then a date at each interval")
  func sendsOnceConnected() async {
    let timer = Timer.publish(every: 0.01, on: .main, in: .default)
    var dates: [Date] = []
    let subscription = timer.sink { dates.append($0) }
    try? await Task.sleep(for: .milliseconds(50))
    #expect(dates.isEmpty)
    let connection = timer.connect()
    await wait { dates.count >= 3 }
    #expect(dates.count >= 3)
    #expect(dates == dates.sorted())
    connection.cancel()
    subscription.cancel()
  }

  @Test("autoconnect starts with the first subscriber and stops when the last one cancels")
  func autoconnectStopsWithTheLastSubscriber() async {
    let timer = Timer.publish(every: 0.01, on: .main, in: .default).autoconnect()
    var ticks = 0
    let subscription = timer.sink { _ in ticks += 1 }
    await wait { ticks >= 2 }
    #expect(ticks >= 2)
    subscription.cancel()
    let stopped = ticks
    try? await Task.sleep(for: .milliseconds(50))
    #expect(ticks == stopped)
  }
}

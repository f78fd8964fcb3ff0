import Combine
import Foundation
import Testing

/// A subscriber that asks for a fixed number of values, for demand tests.
final class Taking<Input>: Subscriber {
  typealias Failure = Never
  var received: [Input] = []
  var completion: Subscribers.Completion<Never>?
  var subscription: (any Subscription)?
  let initial: Subscribers.Demand

  init(_ initial: Subscribers.Demand) { self.initial = initial }

  func receive(subscription: any Subscription) {
    self.subscription = subscription
    subscription.request(initial)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    received.append(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<Never>) { self.completion = completion }
}

final class Basket: ObservableObject {
  @Published var items: [String] = []
  @Published var total = 0
}

final class Echo {
  var text = ""
}

@Suite("Combine")
struct CombineTests {
  @Test("A sink receives every value, then the completion, and nothing after it is cancelled")
  func sinkAndCancel() {
    let subject = PassthroughSubject<Int, Never>()
    var values: [Int] = []
    var finished = false
    let cancellable = subject.sink(
      receiveCompletion: { _ in finished = true }, receiveValue: { values.append($0) })
    subject.send(1)
    subject.send(2)
    cancellable.cancel()
    subject.send(3)
    #expect(values == [1, 2])
    #expect(!finished)
  }

  @Test("Releasing a cancellable ends its subscription")
  func releaseCancels() {
    let subject = PassthroughSubject<Int, Never>()
    var values: [Int] = []
    var bag = Set<AnyCancellable>()
    subject.sink { values.append($0) }.store(in: &bag)
    subject.send(1)
    bag.removeAll()
    subject.send(2)
    #expect(values == [1])
  }

  @Test("A publisher sends no more than the subscriber asked for")
  func demand() {
    let taker = Taking<Int>(.max(2))
    [1, 2, 3, 4].publisher.subscribe(taker)
    #expect(taker.received == [1, 2])
    #expect(taker.completion == nil)
    taker.subscription?.request(.max(5))
    #expect(taker.received == [1, 2, 3, 4])
    #expect(taker.completion == .finished)
  }

  @Test(
    "A subject drops values for a subscriber with no demand; a completed subject completes late subscribers")
  func subjectDemandAndCompletion() {
    let subject = PassthroughSubject<Int, Never>()
    let taker = Taking<Int>(.max(1))
    subject.subscribe(taker)
    subject.send(1)
    subject.send(2)
    #expect(taker.received == [1])
    subject.send(completion: .finished)
    let late = Taking<Int>(.unlimited)
    subject.subscribe(late)
    #expect(late.completion == .finished)
  }

  @Test("A current-value subject gives a new subscriber its value, then each new one")
  func currentValue() {
    let subject = CurrentValueSubject<String, Never>("a")
    var values: [String] = []
    let cancellable = subject.sink { values.append($0) }
    subject.value = "b"
    subject.send("c")
    #expect(values == ["a", "b", "c"])
    withExtendedLifetime(cancellable) {}
  }

  @Test("map, filter, compactMap and removeDuplicates transform and keep demand")
  func operators() {
    var values: [String] = []
    let cancellable = [1, 1, 2, 3, 3, 4, 5].publisher
      .removeDuplicates()
      .filter { $0 != 4 }
      .compactMap { $0 == 2 ? nil : $0 }
      .map { "#\($0)" }
      .sink { values.append($0) }
    #expect(values == ["#1", "#3", "#5"])
    let taker = Taking<Int>(.max(2))
    [1, 2, 3, 4, 5, 6].publisher.filter { $0.isMultiple(of: 2) }.subscribe(taker)
    #expect(taker.received == [2, 4], "a dropped element does not use up demand")
    withExtendedLifetime(cancellable) {}
  }

  @Test("merge interleaves; combineLatest pairs the latest values once both have one")
  func combining() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    var merged: [Int] = []
    var pairs: [String] = []
    let m = a.merge(with: b).sink { merged.append($0) }
    let c = a.combineLatest(b).sink { pairs.append("\($0)\($1)") }
    a.send(1)
    b.send(2)
    a.send(3)
    #expect(merged == [1, 2, 3])
    #expect(pairs == ["12", "32"])
    withExtendedLifetime((m, c)) {}
  }

  @Test("Just and eraseToAnyPublisher deliver one value and finish")
  func justAndErasure() {
    var values: [Int] = []
    var finished = false
    let publisher: AnyPublisher<Int, Never> = Just(7).eraseToAnyPublisher()
    let cancellable = publisher.sink(
      receiveCompletion: { _ in finished = true }, receiveValue: { values.append($0) })
    #expect(values == [7] && finished)
    withExtendedLifetime(cancellable) {}
  }

  @Test("An observable object tells its publisher before a published property changes")
  func observableObject() {
    let basket = Basket()
    var seen: [[String]] = []
    let cancellable = basket.objectWillChange.sink { seen.append(basket.items) }
    basket.items.append("apple")
    basket.total = 1
    #expect(seen == [[], ["apple"]], "the publisher emits before each change")
    #expect(basket.objectWillChange === basket.objectWillChange, "one publisher for the object's life")
    withExtendedLifetime(cancellable) {}
  }

  @Test("A published property's publisher sends the current value, then each new one")
  func publishedPublisher() {
    let basket = Basket()
    var totals: [Int] = []
    let cancellable = basket.$total.sink { totals.append($0) }
    basket.total = 2
    basket.total = 3
    #expect(totals == [0, 2, 3])
    withExtendedLifetime(cancellable) {}
  }

  @Test("assign(to:on:) sets a property; assign(to:) feeds a published property")
  func assigning() {
    let echo = Echo()
    let subject = PassthroughSubject<String, Never>()
    let cancellable = subject.assign(to: \.text, on: echo)
    subject.send("hello")
    #expect(echo.text == "hello")
    let basket = Basket()
    [5, 6].publisher.assign(to: &basket.$total)
    #expect(basket.total == 6)
    withExtendedLifetime(cancellable) {}
  }

  @Test(
    "receive(on:) delivers on the run loop's next turn; debounce publishes the last value after a quiet time")
  func runLoopScheduling() {
    let loop = RunLoop.current
    let subject = PassthroughSubject<Int, Never>()
    var debounced: [Int] = []
    var received: [Int] = []
    let d = subject.debounce(for: .milliseconds(20), scheduler: loop).sink { debounced.append($0) }
    let r = subject.receive(on: loop).sink { received.append($0) }
    subject.send(1)
    subject.send(2)
    #expect(received.isEmpty, "delivered on the run loop's next turn, not at once")
    loop.run(until: Date().addingTimeInterval(0.2))
    #expect(received == [1, 2])
    #expect(debounced == [2])
    withExtendedLifetime((d, r)) {}
  }

  @Test("throttle publishes the first value at once, then the latest of each interval")
  func throttling() {
    let scheduler = VirtualScheduler()
    let subject = PassthroughSubject<Int, Never>()
    var values: [Int] = []
    let t = subject.throttle(for: .seconds(1), scheduler: scheduler, latest: true).sink { values.append($0) }
    subject.send(1)
    scheduler.advance(by: 0.1)
    subject.send(2)
    subject.send(3)
    scheduler.advance(by: 1)
    subject.send(4)
    scheduler.advance(by: 1)
    #expect(values == [1, 3, 4])
    withExtendedLifetime(t) {}
  }
}

/// A scheduler whose clock moves only when the test says, so that timing is exact.
final class VirtualScheduler: Scheduler {
  typealias SchedulerTimeType = SchedulerDate
  typealias SchedulerOptions = Never
  private(set) var now = SchedulerDate(Date(timeIntervalSince1970: 0))
  var minimumTolerance: SchedulerDate.Stride { 0 }
  private var queue: [(time: SchedulerDate, action: () -> Void)] = []

  func schedule(options: Never?, _ action: @escaping () -> Void) {
    queue.append((now, action))
    run()
  }

  func schedule(
    after date: SchedulerDate, tolerance: SchedulerDate.Stride, options: Never?,
    _ action: @escaping () -> Void
  ) {
    queue.append((date, action))
  }

  func advance(by seconds: TimeInterval) {
    now = now.advanced(by: .seconds(seconds))
    run()
  }

  private func run() {
    while let index = queue.indices.filter({ queue[$0].time <= now }).min(by: {
      queue[$0].time < queue[$1].time
    }) {
      let item = queue.remove(at: index)
      item.action()
    }
  }
}

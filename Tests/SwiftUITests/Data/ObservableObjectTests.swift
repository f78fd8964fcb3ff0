import SwiftUI
import SwiftUITesting
import Testing

/// How many baskets were made, to show a state object is made once.
enum BasketCount {
  nonisolated(unsafe) static var made = 0
}

final class Basket: ObservableObject {
  @Published var items: [String] = []
  @Published var note = ""
  init() { BasketCount.made += 1 }
}

final class Account: ObservableObject {
  @Published var name = "Ada"
  let events = PassthroughSubject<String, Never>()
}

private struct Shop: View {
  @StateObject private var basket = Basket()
  @State private var visits = 0
  var body: some View {
    VStack {
      Text("Visits \(visits)")
      Button("Visit") { visits += 1 }
      BasketSummary(basket: basket)
      Unrelated()
      TextField("Note", text: $basket.note)
      Button("Add apple") { basket.items.append("apple") }
    }
  }
}

private struct BasketSummary: View {
  @ObservedObject var basket: Basket
  var body: some View {
    Text("\(basket.items.count) items, note “\(basket.note)”")
  }
}

private struct Unrelated: View {
  var body: some View { Text("Unrelated") }
}

private struct Profile: View {
  @EnvironmentObject var account: Account
  @State private var lastEvent = "none"
  var body: some View {
    VStack {
      Text("Name \(account.name)")
      Text("Event \(lastEvent)")
      TextField("Name", text: $account.name)
    }
    .onReceive(account.events) { lastEvent = $0 }
  }
}

/// A countdown in the tutorials' style: a timer publisher held by the view, received each second.
private struct Countdown: View {
  let timer = Timer.publish(every: 0.01, on: .main, in: .common).autoconnect()
  @State private var remaining = 3

  var body: some View {
    Text(remaining > 0 ? "\(remaining) left" : "Time is up")
      .onReceive(timer) { _ in
        if remaining > 0 { remaining -= 1 }
      }
  }
}

private struct Settings: View {
  let account: Account
  var body: some View {
    VStack {
      Deep()
      Button("Rename") { account.name = "Grace" }
      Button("Send event") { account.events.send("saved") }
    }
    .environmentObject(account)
  }
}

private struct Deep: View {
  var body: some View { VStack { Profile() } }
}

private struct NeedsAccount: View {
  @EnvironmentObject var account: Account
  var body: some View { Text(account.name) }
}

private struct PublishesWhileUpdating: View {
  @StateObject private var basket = Basket()
  var body: some View {
    basket.note = "changed in body"
    return Text("Body")
  }
}

/// Two state objects of one class in one view, each the view's own.
private struct TwoBaskets: View {
  @StateObject private var fruit = Basket()
  @State private var visits = 0
  @StateObject private var bread = Basket()
  var body: some View {
    VStack {
      Text("Fruit \(fruit.items.count), bread \(bread.items.count), visits \(visits)")
      Button("Add apple") { fruit.items.append("apple") }
      Button("Add loaf") { bread.items.append("loaf") }
      Button("Visit") { visits += 1 }
    }
  }
}

@MainActor
@Suite("ObservableObject and its property wrappers")
struct ObservableObjectTests {
  @Test("A state object is made once per identity; a parent re-running its body makes no other")
  func stateObjectMadeOnce() {
    BasketCount.made = 0
    let app = HeadlessApp { Shop() }
    app.buttons["Add apple"].tap()
    app.buttons["Visit"].tap()
    app.buttons["Visit"].tap()
    #expect(app.staticTexts["Visits 2"].exists)
    #expect(app.staticTexts["1 items, note “”"].exists, "the basket kept its apple")
    #expect(BasketCount.made == 1)
  }

  @Test("Two state objects of one class in a view each keep their own changes through updates")
  func stateObjectsOfOneClassStayApart() {
    BasketCount.made = 0
    let app = HeadlessApp { TwoBaskets() }
    app.buttons["Add apple"].tap()
    app.buttons["Add loaf"].tap()
    app.buttons["Add loaf"].tap()
    app.buttons["Visit"].tap()
    #expect(app.staticTexts["Fruit 1, bread 2, visits 1"].exists)
    #expect(BasketCount.made == 2)
  }

  @Test("A change re-runs exactly the bodies of the views that hold the object")
  func changeInvalidatesHolders() {
    let app = HeadlessApp { Shop() }
    app.metrics.reset()
    app.buttons["Add apple"].tap()
    #expect(app.staticTexts["1 items, note “”"].exists)
    #expect(
      app.metrics.bodyEvaluations == 2,
      "Shop owns the basket and BasketSummary observes it; Unrelated does not run")
  }

  @Test("$object.property is a binding: typing in a field changes the object")
  func bindings() {
    let app = HeadlessApp { Shop() }
    app.textFields["Note"].typeText("ripe")
    #expect(app.staticTexts["0 items, note “ripe”"].exists)
  }

  @Test("An environment object reaches views deep below, and they follow its changes")
  func environmentObject() {
    let account = Account()
    let app = HeadlessApp { Settings(account: account) }
    #expect(app.staticTexts["Name Ada"].exists)
    app.buttons["Rename"].tap()
    #expect(app.staticTexts["Name Grace"].exists)
    app.textFields["Name"].typeText("!")
    #expect(account.name == "Grace!")
    #expect(app.log.isEmpty)
  }

  @Test("onReceive runs its action with each value the publisher sends")
  func onReceive() {
    let app = HeadlessApp { Settings(account: Account()) }
    #expect(app.staticTexts["Event none"].exists)
    app.buttons["Send event"].tap()
    #expect(app.staticTexts["Event saved"].exists)
  }

  @Test("A view receiving a timer publisher counts down while the test waits")
  func timerCountsDown() async {
    let app = HeadlessApp { Countdown() }
    #expect(app.staticTexts["3 left"].exists)
    #expect(await app.staticTexts["Time is up"].waitForExistence(timeout: 60))
  }

  @Test("Publishing a change while a body runs gets SwiftUI's warning")
  func publishingDuringUpdate() {
    let app = HeadlessApp { PublishesWhileUpdating() }
    #expect(
      app.log.contains(
        "Publishing changes from within view updates is not allowed, this will cause undefined behavior."))
  }

  @Test("Reading an environment object nobody supplied stops the app with SwiftUI's message")
  func missingEnvironmentObject() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        _ = HeadlessApp { NeedsAccount() }.staticTexts.count
      }
    }
  }
}

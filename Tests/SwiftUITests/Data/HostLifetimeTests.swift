import SwiftUI
import SwiftUITesting
import Testing

/// An object the app's closures hold, to see whether the app lets it go.
private final class Token: Sendable {}

private struct OpenRow: View {
  var body: some View { NavigationLink("Open", value: 1) }
}

private struct TokenRow: View {
  let token: Token
  var body: some View { Button("Use the token") { _ = token } }
}

/// Rows that are views of their own keep their elements and layouts between updates.
private struct Catalogue: View {
  let token: Token
  var body: some View {
    NavigationStack {
      List {
        OpenRow()
        TokenRow(token: token)
      }
      .navigationDestination(for: Int.self) { Text("Page \($0)") }
      .sheet(isPresented: .constant(false)) { Text("Never") }
    }
  }
}

private struct SplitCatalogue: View {
  let token: Token
  var body: some View {
    NavigationSplitView {
      List {
        OpenRow()
        TokenRow(token: token)
      }
      .navigationDestination(for: Int.self) { Text("Page \($0)") }
    } detail: {
      Text("Nothing open")
    }
  }
}

@Observable
private final class Draft {
  var name = "Seattle"
}

/// What the app kept of a host's tree: a state's binding, an observable's binding, a stack's path.
@MainActor
private final class Kept {
  var count: Binding<Int>?
  var name: Binding<String>?
  var path: Binding<[Int]>?
}

private struct Keeping: View {
  let kept: Kept
  @Bindable var draft: Draft
  @State private var count = 0
  @State private var path: [Int] = []
  var body: some View {
    NavigationStack(path: $path) {
      Text("Count \(count), \(draft.name)")
        .navigationDestination(for: Int.self) { Text("Page \($0)") }
        .onAppear {
          kept.count = $count
          kept.name = $draft.name
          kept.path = $path
        }
    }
  }
}

@Observable
private final class Counter {
  var value = 0
}

private struct CounterPage: View {
  let counter: Counter
  let kept: Kept
  @State private var taps = 0
  var body: some View {
    Text("Value \(counter.value)")
      .onAppear { kept.count = $taps }
  }
}

private struct CounterText: View {
  let counter: Counter
  var body: some View { Text("Value \(counter.value)") }
}

private struct CounterStack: View {
  let counter: Counter
  let kept: Kept
  var body: some View {
    NavigationStack {
      NavigationLink("Open") { CounterPage(counter: counter, kept: kept) }
    }
  }
}

@MainActor
@Suite("A host lets go of the app")
struct HostLifetimeTests {
  @Test("What the app's views and closures hold is released with the host, kept layouts included")
  func releasedWithTheHost() {
    weak var released: Token?
    do {
      let token = Token()
      released = token
      let app = HeadlessApp { Catalogue(token: token) }
      app.buttons["Use the token"].tap()
      app.buttons["Open"].tap()
      #expect(app.staticTexts["Page 1"].exists)
      app.swipeBack()
      #expect(app.buttons["Use the token"].exists)
    }
    #expect(released == nil)
  }

  @Test("The same in a split view, whose links show pages in the next column", arguments: [true, false])
  func releasedWithTheSplitView(isPad: Bool) {
    weak var released: Token?
    do {
      let token = Token()
      released = token
      let app = HeadlessApp(device: isPad ? .iPadAir11 : .iPhone17) { SplitCatalogue(token: token) }
      app.buttons["Use the token"].tap()
      app.buttons["Open"].tap()
      #expect(app.staticTexts["Page 1"].exists)
    }
    #expect(released == nil)
  }

  @Test("Bindings the app keeps after its host is gone still write, and ask no update of it")
  func bindingsOutliveTheHost() {
    let kept = Kept()
    let draft = Draft()
    weak var gone: HeadlessApp?
    do {
      let app = HeadlessApp { Keeping(kept: kept, draft: draft) }
      gone = app
      #expect(app.staticTexts["Count 0, Seattle"].exists)
      kept.count?.wrappedValue = 1
      #expect(app.staticTexts["Count 1, Seattle"].exists)
    }
    #expect(gone == nil)
    kept.count?.wrappedValue = 2
    kept.name?.wrappedValue = "Vancouver"
    kept.path?.wrappedValue = [3]
    #expect(kept.count?.wrappedValue == 2)
    #expect(draft.name == "Vancouver")
    #expect(kept.path?.wrappedValue == [3])
  }

  @Test(
    "A screen popped off its stack is not run again by what it read, and its state's binding still writes")
  func poppedScreenLetsGo() {
    let counter = Counter()
    let kept = Kept()
    let app = HeadlessApp { CounterStack(counter: counter, kept: kept) }
    app.buttons["Open"].tap()
    #expect(app.staticTexts["Value 0"].exists)
    app.swipeBack()
    let bodies = app.metrics.bodyEvaluations
    counter.value = 5
    kept.count?.wrappedValue = 3
    #expect(app.buttons["Open"].exists)
    #expect(!app.staticTexts["Value 5"].exists)
    #expect(app.metrics.bodyEvaluations == bodies)
    #expect(kept.count?.wrappedValue == 3)
  }

  @Test("A model changed on another thread shows its change once the main actor runs")
  func changedOnAnotherThread() async {
    let counter = Counter()
    let app = HeadlessApp { CounterText(counter: counter) }
    #expect(app.staticTexts["Value 0"].exists)
    nonisolated(unsafe) let shared = counter
    await Task.detached { shared.value = 7 }.value
    #expect(await app.staticTexts["Value 7"].waitForExistence(timeout: 2))
  }
}

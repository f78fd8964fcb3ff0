import SwiftUI
import SwiftUITesting
import Testing

/// What the tasks of the tests did, recorded on the main actor.
@MainActor
final class TaskLog {
  var events: [String] = []
}

private struct Loader: View {
  let log: TaskLog
  @State private var status = "Loading"
  @State private var showsWatcher = true
  @State private var query = "a"
  var body: some View {
    VStack {
      Text(status)
      Button("Hide watcher") { showsWatcher = false }
      Button("Search b") { query = "b" }
      if showsWatcher {
        Text("Watcher")
          .task {
            // Sleeps for a day: only a cancellation ends it within the test, however long a loaded
            // machine takes to reach the tap (a 30-second sleep once ended on its own first).
            do {
              try await Task.sleep(for: .seconds(86_400))
            } catch {
              log.events.append("watcher cancelled")
            }
          }
      }
    }
    .task {
      await Task.yield()
      status = "Loaded"
    }
    .task(id: query) {
      log.events.append("search \(query)")
    }
  }
}

private struct Refreshing: View {
  @State private var refreshes = 0
  var body: some View {
    List {
      Text("Refreshed \(refreshes) times")
    }
    .refreshable { refreshes += 1 }
  }
}

@MainActor
@Suite("Tasks")
struct TaskTests {
  @Test("A view's task runs before it appears, and the test can wait for what it shows")
  func taskLoads() async {
    let app = HeadlessApp { Loader(log: TaskLog()) }
    #expect(await app.staticTexts["Loaded"].waitForExistence(timeout: 60))
  }

  @Test("A task is cancelled when its view leaves the tree")
  func cancelledOnDisappear() async {
    let log = TaskLog()
    let app = HeadlessApp { Loader(log: log) }
    _ = await app.staticTexts["Loaded"].waitForExistence(timeout: 60)
    app.buttons["Hide watcher"].tap()
    for _ in 0..<30_000 where !log.events.contains("watcher cancelled") {
      try? await Task.sleep(for: .milliseconds(2))
    }
    #expect(log.events.contains("watcher cancelled"))
  }

  @Test("A task with an id runs again when the id changes")
  func taskID() async {
    let log = TaskLog()
    let app = HeadlessApp { Loader(log: log) }
    _ = await app.staticTexts["Loaded"].waitForExistence(timeout: 60)
    app.buttons["Search b"].tap()
    for _ in 0..<30_000 where !log.events.contains("search b") {
      try? await Task.sleep(for: .milliseconds(2))
    }
    #expect(log.events.filter { $0.hasPrefix("search") } == ["search a", "search b"])
  }

  @Test("Pulling a refreshable list down from its top refreshes it")
  func refreshable() async {
    let app = HeadlessApp { Refreshing() }
    app.collectionViews.firstMatch.swipeDown()
    #expect(await app.staticTexts["Refreshed 1 times"].waitForExistence(timeout: 60))
  }

  @Test("Waiting for an element that never comes returns false at the timeout")
  func waitTimesOut() async {
    let app = HeadlessApp { Text("Here") }
    #expect(await app.staticTexts["Never"].waitForExistence(timeout: 0.05) == false)
    #expect(app.staticTexts["Here"].waitForExistence(timeout: 0.05))
  }
}

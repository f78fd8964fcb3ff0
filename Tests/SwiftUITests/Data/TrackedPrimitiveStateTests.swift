import Observation
import SwiftUI
import SwiftUITesting
import Testing

// Navigation and presentation state is tracked like `@State`: a push, a presentation or a menu that
// opens resolves the content that holds it again, and views beside it keep what they made. What a
// primitive reads outside any body (its binding, the closure that makes a sheet's content) is
// tracked too, so content that was kept still follows it.

@Observable
@MainActor
private final class Headline {
  var title = "First"
}

/// Reads nothing that changes: its body runs once.
private struct Banner: View {
  var body: some View {
    HStack {
      Text("Banner")
      Image(systemName: "star")
    }
  }
}

private struct SheetOverModel: View {
  let headline: Headline
  @State private var isShowing = false
  var body: some View {
    VStack {
      Banner()
      Button("Show") { isShowing = true }
    }
    .sheet(isPresented: $isShowing) {
      VStack {
        Text("Title: \(headline.title)")
        Button("Rename") { headline.title = "Second" }
      }
    }
  }
}

private struct PushingRoot: View {
  @State private var path: [Int] = []
  var body: some View {
    VStack {
      Banner()
      NavigationStack(path: $path) {
        List {
          NavigationLink("Go", value: 1)
        }
        .navigationDestination(for: Int.self) { Text("Screen \($0)") }
      }
    }
  }
}

/// The alert's state is the child's own, read only through its binding.
private struct AlertButton: View {
  @State private var isAsking = false
  var body: some View {
    Button("Ask") { isAsking = true }
      .alert("Sure?", isPresented: $isAsking) {
        Button("Yes") {}
      }
  }
}

private struct AlertRoot: View {
  var body: some View {
    VStack {
      Banner()
      AlertButton()
    }
  }
}

private struct MenuRoot: View {
  @State private var choice = "None"
  var body: some View {
    VStack {
      Banner()
      Text("Chose \(choice)")
      Menu("Options") {
        Button("Copy") { choice = "Copy" }
      }
    }
  }
}

/// A row that is a view of its own, kept (and its cell replayed) while its name is the same.
private struct NameCell: View {
  let name: String
  var body: some View { Text(name) }
}

/// The list's selection is bound to one of two states, chosen by a switch: its rows stay the same.
private struct SwitchedSelection: View {
  @State private var useSecond = false
  @State private var first: String?
  @State private var second: String?
  var body: some View {
    VStack {
      Text("First: \(first ?? "none"), second: \(second ?? "none")")
      Button("Switch") { useSecond.toggle() }
      List(["Apple", "Pear"], id: \.self, selection: useSecond ? $second : $first) { name in
        NameCell(name: name)
      }
    }
  }
}

/// Counts in its own state, and shows a title from a model.
private struct CountingTab: View {
  let headline: Headline
  @State private var count = 0
  var body: some View {
    VStack {
      Text("Headline: \(headline.title)")
      Text("Count \(count)")
      Button("Count") { count += 1 }
    }
  }
}

private struct TwoTabs: View {
  let headline: Headline
  @State private var tab = "first"
  var body: some View {
    TabView(selection: $tab) {
      Tab("First", systemImage: "1.circle", value: "first") {
        Button("Rename") { headline.title = "Renamed" }
      }
      Tab("Second", systemImage: "2.circle", value: "second") {
        CountingTab(headline: headline)
      }
    }
  }
}

/// A model with a problem to report, which an alert at the root watches through `@Bindable`.
@Observable
@MainActor
private final class Problems {
  var problem: String?
  var count = 0
}

private struct AlertAtRoot: View {
  @Bindable var problems: Problems
  var body: some View {
    VStack {
      CountLabel(problems: problems)
      Button("Count") { problems.count += 1 }
    }
    .alert("Problem", item: $problems.problem) { _ in
      Button("OK") {}
    }
  }
}

/// Reads the count in a body of its own, so that counting resolves the alert's content again.
private struct CountLabel: View {
  let problems: Problems
  var body: some View { Text("Count \(problems.count)") }
}

@MainActor
@Suite("Navigation and presentation state tracked like state")
struct TrackedPrimitiveStateTests {
  @Test("A sheet's content follows an observable value it reads while it is presented")
  func sheetContentFollowsItsModel() {
    let headline = Headline()
    let app = HeadlessApp { SheetOverModel(headline: headline) }
    app.buttons["Show"].tap()
    #expect(app.sheets.element.staticTexts["Title: First"].exists)
    app.buttons["Rename"].tap()
    #expect(app.sheets.element.staticTexts["Title: Second"].exists)
    #expect(!app.staticTexts["Title: First"].exists)
  }

  @Test("Pushing a screen runs no body: the banner beside the stack keeps what it made")
  func pushKeepsTheBanner() {
    let app = HeadlessApp { PushingRoot() }
    app.metrics.reset()
    app.buttons["Go"].tap()
    #expect(app.staticTexts["Screen 1"].exists)
    // The path is read only by the stack, through its binding: no body runs again, and only the
    // content holding the stack is resolved again.
    #expect(app.metrics.bodyEvaluations == 0)
    #expect(app.metrics.contentResolutions == 1)
    app.navigationBars.buttons["Back"].tap()
    #expect(app.buttons["Go"].exists)
    #expect(app.staticTexts["Banner"].exists)
  }

  @Test("An alert from a child's state resolves the alert alone: the child and its holder keep theirs")
  func alertResolvesAlone() {
    let app = HeadlessApp { AlertRoot() }
    app.metrics.reset()
    app.buttons["Ask"].tap()
    #expect(app.alerts["Sure?"].exists)
    // The alert is a boundary of its own (its buttons are primitives): the child's content, which
    // holds it, and the root's, which holds the child, hand out what they kept.
    #expect(app.metrics.bodyEvaluations == 0)
    #expect(app.metrics.contentResolutions == 0)
    app.alerts.buttons["Yes"].tap()
    #expect(app.alerts.count == 0)
    app.buttons["Ask"].tap()
    #expect(app.alerts["Sure?"].exists)
  }

  @Test("A menu that opens and closes is shown each time, its choice taken")
  func menuOpensAndCloses() {
    let app = HeadlessApp { MenuRoot() }
    for _ in 0..<2 {
      app.buttons["Options"].tap()
      #expect(app.buttons["Copy"].exists)
      app.buttons["Copy"].tap()
      #expect(!app.buttons["Copy"].exists)
    }
    #expect(app.staticTexts["Chose Copy"].exists)
  }

  @Test("A cell kept from an earlier update selects through the list's binding of now")
  func keptCellSelectsThroughTheCurrentBinding() {
    let app = HeadlessApp { SwitchedSelection() }
    app.cells["Apple"].tap()
    #expect(app.staticTexts["First: Apple, second: none"].exists)
    app.metrics.reset()
    app.buttons["Switch"].tap()
    // The cells were laid out before the switch and replayed by it, with their tap actions.
    #expect(app.metrics.placementsReused >= 2)
    app.cells["Pear"].tap()
    #expect(app.staticTexts["First: Apple, second: Pear"].exists)
    #expect(app.cells["Pear"].isSelected)
    #expect(!app.cells["Apple"].isSelected)
    // Replayed cells show the selection as it is now.
    app.buttons["Switch"].tap()
    #expect(app.cells["Apple"].isSelected)
    #expect(!app.cells["Pear"].isSelected)
  }

  @Test("A tab that is not shown runs no body, keeps its state, and shows what changed when it shows")
  func hiddenTabWaitsUntilShown() {
    let headline = Headline()
    let app = HeadlessApp { TwoTabs(headline: headline) }
    app.tabBars.buttons["Second"].tap()
    app.buttons["Count"].tap()
    #expect(app.staticTexts["Count 1"].exists)
    app.tabBars.buttons["First"].tap()
    app.metrics.reset()
    app.buttons["Rename"].tap()
    // The second tab reads the title, but it is not shown: its body waits.
    #expect(app.metrics.bodyEvaluations == 0)
    app.tabBars.buttons["Second"].tap()
    #expect(app.staticTexts["Headline: Renamed"].exists)
    #expect(app.staticTexts["Count 1"].exists)
  }

  @Test("Updates that change nothing a kept screen read resolve nothing")
  func rotatingResolvesNoContent() {
    let app = HeadlessApp(device: .iPadAir11, orientation: .landscape) { PushingRoot() }
    app.buttons["Go"].tap()
    app.metrics.reset()
    app.orientation = .portrait
    #expect(app.staticTexts["Screen 1"].exists)
    #expect(app.metrics.bodyEvaluations == 0)
    #expect(app.metrics.contentResolutions == 0)
  }

  @Test("An alert's binding, watched once across updates, still shows the alert each time it is set")
  func alertWatchedOnce() {
    let problems = Problems()
    let app = HeadlessApp { AlertAtRoot(problems: problems) }
    // Updates that resolve the root again read the alert's binding again: it stays watched.
    for count in 1...3 {
      app.buttons["Count"].tap()
      #expect(app.staticTexts["Count \(count)"].exists)
    }
    problems.problem = "Disk full"
    #expect(app.alerts["Problem"].exists)
    app.alerts["Problem"].buttons["OK"].tap()
    #expect(!app.alerts["Problem"].exists)
    app.buttons["Count"].tap()
    // Its registration fired: the next read watches it again.
    problems.problem = "Disk still full"
    #expect(app.alerts["Problem"].exists)
  }
}

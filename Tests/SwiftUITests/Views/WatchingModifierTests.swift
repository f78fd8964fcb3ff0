import Observation
import SwiftUI
import SwiftUITesting
import Testing

@Observable
@MainActor
private final class Journal {
  var entries = 0
  var saved = 0
  var showsBadge = false
}

/// Saves whenever the journal changes, as an app's root watches its store: its body only watches.
private struct SavesJournal: ViewModifier {
  let journal: Journal

  func body(content: Content) -> some View {
    content
      .onChange(of: journal.entries) {
        journal.saved += 1
      }
  }
}

/// Shows a badge while the journal asks for one: its body changes what it shows.
private struct Badged: ViewModifier {
  let journal: Journal

  func body(content: Content) -> some View {
    VStack {
      content
      if journal.showsBadge {
        Text("New")
      }
    }
  }
}

/// An app's root: content under an alert, an environment and the journal's watchers. It shows the
/// saved count where `showsSaved` says so, and then depends on it.
private struct JournalApp: View {
  let journal: Journal
  var showsSaved = true
  @State private var isAlerting = false

  var body: some View {
    VStack {
      Text("Journal")
      Button("Write") { journal.entries += 1 }
      if showsSaved {
        Text("Saved \(journal.saved)")
      }
    }
    .alert("Nothing", isPresented: $isAlerting) {}
    .modifier(Badged(journal: journal))
    .modifier(SavesJournal(journal: journal))
    .environment(\.locale, Locale(identifier: "en_US"))
  }
}

/// A screen that drops the watched content as the journal changes.
private struct Toggled: View {
  let journal: Journal

  var body: some View {
    if journal.entries < 1 {
      Text("Watching")
        .modifier(SavesJournal(journal: journal))
    } else {
      Text("Gone")
    }
  }
}

/// Rows of a list, each watched and badged.
private struct JournalList: View {
  let journal: Journal

  var body: some View {
    List(0..<3, id: \.self) { index in
      Text("Day \(index)")
        .modifier(Badged(journal: journal))
        .modifier(SavesJournal(journal: journal))
    }
  }
}

/// Shows how many entries the journal has.
private struct EntryCount: View {
  let journal: Journal
  var body: some View { Text("Entries \(journal.entries)") }
}

/// A tab whose content watches the journal and shows a count of it beside the watcher.
private struct JournalTabs: View {
  let journal: Journal

  var body: some View {
    TabView {
      Tab("Journal", systemImage: "book") {
        VStack {
          EntryCount(journal: journal)
          Text("Today")
            .modifier(SavesJournal(journal: journal))
        }
      }
    }
  }
}

/// A pushed screen and a sheet, each watched, each showing the count.
private struct JournalStack: View {
  let journal: Journal
  @State private var isShowingSheet = false

  var body: some View {
    NavigationStack {
      NavigationLink("Open the day") {
        VStack {
          EntryCount(journal: journal)
          Button("Show the sheet") { isShowingSheet = true }
        }
        .modifier(SavesJournal(journal: journal))
      }
    }
    .sheet(isPresented: $isShowingSheet) {
      EntryCount(journal: journal)
        .modifier(SavesJournal(journal: journal))
    }
  }
}

@MainActor
@Suite("A custom modifier that only watches runs its body alone")
struct WatchingModifierTests {
  @Test("Its action runs and what is on screen follows the change")
  func actionRunsAndScreenFollows() {
    let journal = Journal()
    let app = HeadlessApp { JournalApp(journal: journal) }
    app.buttons["Write"].tap()
    #expect(journal.saved == 1)
    #expect(app.staticTexts["Saved 1"].exists)
    app.buttons["Write"].tap()
    #expect(journal.saved == 2)
    #expect(app.staticTexts["Saved 2"].exists)
  }

  @Test("What holds it keeps its elements: the app's root is not resolved again")
  func holdersKeepTheirElements() {
    let journal = Journal()
    let app = HeadlessApp { JournalApp(journal: journal, showsSaved: false) }
    app.metrics.reset()
    journal.entries = 5
    #expect(app.staticTexts["Journal"].exists)
    #expect(journal.saved == 1)
    // The watcher's body alone, and its content alone: the root around it, its alert and its
    // environment, and the badge modifier inside it keep their elements.
    #expect(app.metrics.bodyEvaluations == 1)
    #expect(app.metrics.contentResolutions == 1)
  }

  @Test("A modifier whose body shows something new shows it, and so does the one outside it")
  func changedElementsReachTheScreen() {
    let journal = Journal()
    let app = HeadlessApp { JournalApp(journal: journal) }
    journal.showsBadge = true
    #expect(app.staticTexts["New"].exists)
    #expect(app.staticTexts["Journal"].exists)
    journal.showsBadge = false
    #expect(!app.staticTexts["New"].exists)
    app.buttons["Write"].tap()
    #expect(journal.saved == 1)
    // Resolved again from the root in the same update, no view is taken for a second one.
    #expect(app.diagnostics.isEmpty)
  }

  @Test("A modifier its parent leaves out as the change lands neither runs nor stays")
  func leftOutByItsParent() {
    let journal = Journal()
    let app = HeadlessApp { Toggled(journal: journal) }
    #expect(app.staticTexts["Watching"].exists)
    journal.entries = 1
    #expect(app.staticTexts["Gone"].exists)
    #expect(!app.staticTexts["Watching"].exists)
    #expect(journal.saved == 0)
    journal.entries = 2
    #expect(journal.saved == 0)
  }

  @Test("In a list's rows too: each row's watcher acts once, and a row's badge shows")
  func inListRows() {
    let journal = Journal()
    let app = HeadlessApp { JournalList(journal: journal) }
    #expect(app.cells.count == 3)
    journal.entries = 1
    #expect(app.staticTexts["Day 2"].exists)
    #expect(journal.saved == 3)
    journal.showsBadge = true
    #expect(app.cells.containing(.staticText, identifier: "New").count == 3)
  }

  @Test("In a tab whose content changes beside it: the watcher acts once and nothing is reported twice")
  func besideAChangeInATab() {
    let journal = Journal()
    let app = HeadlessApp { JournalTabs(journal: journal) }
    #expect(app.staticTexts["Entries 0"].exists)
    journal.entries = 1
    #expect(app.staticTexts["Entries 1"].exists)
    #expect(app.staticTexts["Today"].exists)
    #expect(journal.saved == 1)
    journal.entries = 2
    #expect(app.staticTexts["Entries 2"].exists)
    #expect(journal.saved == 2)
    #expect(app.diagnostics.isEmpty)
  }

  @Test("On a pushed screen and in a sheet: each watcher acts once a change, the screens follow")
  func onAPushedScreenAndInASheet() {
    let journal = Journal()
    let app = HeadlessApp { JournalStack(journal: journal) }
    app.buttons["Open the day"].tap()
    journal.entries = 1
    #expect(app.staticTexts["Entries 1"].exists)
    #expect(journal.saved == 1)
    app.buttons["Show the sheet"].tap()
    #expect(app.sheets.count == 1)
    journal.entries = 2
    #expect(app.sheets.firstMatch.staticTexts["Entries 2"].exists)
    // The pushed screen's watcher and the sheet's.
    #expect(journal.saved == 3)
    app.sheets.firstMatch.swipeDown()
    #expect(app.sheets.count == 0)
    journal.entries = 3
    #expect(app.staticTexts["Entries 3"].exists)
    #expect(journal.saved == 4)
    #expect(app.diagnostics.isEmpty)
  }
}

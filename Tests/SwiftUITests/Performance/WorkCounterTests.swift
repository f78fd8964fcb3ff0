import SwiftUI
import SwiftUITesting
import Testing

@Observable
@MainActor
private final class Row: Identifiable {
  let id: Int
  var isFavorite = false
  init(id: Int) { self.id = id }
}

private struct RowView: View {
  let row: Row
  var body: some View {
    HStack {
      Text("Row \(row.id)")
      Button(row.isFavorite ? "Unfavorite \(row.id)" : "Favorite \(row.id)") { row.isFavorite.toggle() }
    }
  }
}

private struct SheetBody: View {
  var body: some View { Text("In the sheet") }
}

private struct Screen: View {
  let rows: [Row]
  @State private var isShown = false
  var body: some View {
    NavigationStack {
      List(rows) { RowView(row: $0) }
        .toolbar { Button("Show") { isShown = true } }
        .sheet(isPresented: $isShown) { SheetBody() }
    }
  }
}

/// A row style of the app's own, as most apps write one.
private struct Card: ViewModifier {
  func body(content: Content) -> some View {
    content.padding(4)
  }
}

private struct StyledScreen: View {
  let rows: [Row]
  var body: some View {
    NavigationStack {
      List(rows) { RowView(row: $0).modifier(Card()) }
    }
  }
}

private struct ShadeKey: EnvironmentKey {
  static let defaultValue = "plain"
}

extension EnvironmentValues {
  fileprivate var shade: String {
    get { self[ShadeKey.self] }
    set { self[ShadeKey.self] = newValue }
  }
}

private struct ShadedRow: View {
  let index: Int
  @Environment(\.shade) private var shade
  var body: some View { Text("Row \(index), \(shade)") }
}

/// Fifty rows below an environment written again whenever the screen's body runs.
private struct ShadedScreen: View {
  @State private var taps = 0
  var body: some View {
    VStack {
      Button("Tapped \(taps)") { taps += 1 }
      VStack {
        ForEach(0..<50, id: \.self) { ShadedRow(index: $0) }
      }
      .environment(\.shade, "green")
    }
  }
}

/// Fifty rows whose shade changes at every other tap, and an object in the environment that is
/// replaced at every third.
private struct ReshadedScreen: View {
  @State private var taps = 0
  @State private var palette = Palette(name: "first")
  var body: some View {
    VStack {
      Button("Tapped \(taps)") {
        taps += 1
        if taps.isMultiple(of: 3) { palette = Palette(name: "palette \(taps)") }
      }
      VStack {
        ForEach(0..<50, id: \.self) { PaletteRow(index: $0) }
      }
      .environment(\.shade, taps / 2 == 0 ? "green" : "blue")
      .environment(palette)
    }
  }
}

@Observable
private final class Palette {
  let name: String
  init(name: String) { self.name = name }
}

private struct PaletteRow: View {
  let index: Int
  @Environment(\.shade) private var shade
  @Environment(Palette.self) private var palette
  var body: some View { Text("Row \(index), \(shade), \(palette.name)") }
}

private struct Fruit: Identifiable, Equatable {
  let id: Int
  var name: String
}

/// A list of values in state, whose body runs again (with a new `ForEach`) when one value changes.
private struct FruitScreen: View {
  @State private var fruits = (0..<50).map { Fruit(id: $0, name: "Fruit \($0)") }
  @State private var suffix = ""
  var body: some View {
    NavigationStack {
      List {
        ForEach(fruits.prefix(3)) { fruit in Text("\(fruit.name)\(suffix)") }
        ForEach(fruits) { fruit in Text(fruit.name) }
      }
      .toolbar {
        Button("Rename") { fruits[2].name = "Cherry" }
        Button("Mark") { suffix = " marked" }
      }
    }
  }
}

@Observable
@MainActor
private final class Choice {
  var city: String?
}

/// A sidebar of cities beside the chosen one, as an iPad shows it. The sidebar's body reads no
/// selection (its binding does, as the list lays out), so choosing a city leaves its rows as they were.
private struct CitySplit: View {
  @State private var choice = Choice()
  var body: some View {
    NavigationSplitView {
      CityList(choice: choice)
    } detail: {
      CityDetail(choice: choice)
    }
  }
}

private struct CityList: View {
  @Bindable var choice: Choice
  var body: some View {
    List(["Lima", "Oslo", "Quito", "Rome", "Kyiv"], id: \.self, selection: $choice.city) { city in
      Text(city)
    }
    .navigationTitle("Cities")
  }
}

private struct CityDetail: View {
  let choice: Choice
  var body: some View { Text(choice.city.map { "About \($0)" } ?? "Choose a city") }
}

@Observable
@MainActor
private final class Tally {
  var count = 0
}

/// A sidebar whose toolbar is made once, beside a counter: only the counter's column changes.
private struct TallyScreen: View {
  @State private var tally = Tally()
  var body: some View {
    NavigationSplitView {
      List(["Lima", "Oslo"], id: \.self) { Text($0) }
        .navigationTitle("Tally")
        .toolbar { Button("Reset") { tally.count = 0 } }
    } detail: {
      TallyCounter(tally: tally)
    }
  }
}

private struct TallyCounter: View {
  let tally: Tally
  var body: some View {
    Button("Count \(tally.count)") { tally.count += 1 }
  }
}

/// A sidebar list with a selection beside a counter: counting changes the detail column alone.
private struct ChosenTallyScreen: View {
  @State private var tally = Tally()
  @State private var chosen: String?
  var body: some View {
    NavigationSplitView {
      List(["Lima", "Oslo", "Quito"], id: \.self, selection: $chosen) { Text($0) }
        .navigationTitle("Cities")
    } detail: {
      TallyCounter(tally: tally)
    }
  }
}

/// A sidebar whose rows are made again at every toggle (the closure reads the screen's state),
/// beside a counter.
private struct ToggledSidebarScreen: View {
  @State private var tally = Tally()
  @State private var favorites: Set<Int> = []
  var body: some View {
    NavigationSplitView {
      List(0..<4, id: \.self) { index in
        Button(favorites.contains(index) ? "Unfavorite \(index)" : "Favorite \(index)") {
          if favorites.contains(index) { favorites.remove(index) } else { favorites.insert(index) }
        }
      }
    } detail: {
      TallyCounter(tally: tally)
    }
  }
}

/// Rows that can present an alert in a sidebar, beside a counter.
private struct AskingSidebarScreen: View {
  @State private var tally = Tally()
  var body: some View {
    NavigationSplitView {
      List(0..<4, id: \.self) { AskingRow(index: $0) }
        .navigationTitle("Asked")
    } detail: {
      TallyCounter(tally: tally)
    }
  }
}

/// A row that asks a question of its own in an alert.
private struct AskingRow: View {
  let index: Int
  @State private var isAsking = false
  var body: some View {
    Button("Ask \(index)") { isAsking = true }
      .alert("Question \(index)", isPresented: $isAsking) {
        Button("OK") {}
      }
  }
}

/// Rows that can present, under a counter whose change makes the list again.
private struct AskingScreen: View {
  @State private var taps = 0
  var body: some View {
    NavigationStack {
      List {
        ForEach(0..<5, id: \.self) { AskingRow(index: $0) }
      }
      .navigationTitle("Asked")
      .toolbar {
        Button("Tapped \(taps)") { taps += 1 }
      }
    }
  }
}

/// A row with an information bubble of its own.
private struct InfoRow: View {
  let index: Int
  @State private var showsInfo = false
  var body: some View {
    Button("Info \(index)") { showsInfo = true }
      .popover(isPresented: $showsInfo) {
        Text("About \(index)")
      }
  }
}

/// A row of information under a banner that comes and goes.
private struct BannerScreen: View {
  @State private var showsBanner = false
  var body: some View {
    // In a scroll view, whose content is offered all the height it wants: the row below the banner
    // is offered the same space wherever it lies.
    ScrollView {
      VStack {
        Button(showsBanner ? "Hide banner" : "Show banner") { showsBanner.toggle() }
        if showsBanner {
          Color.orange.frame(height: 200)
        }
        InfoRow(index: 1)
      }
    }
  }
}

/// Deterministic work counters, held as a ratchet: they may go down, never up.
@MainActor
@Suite("Work counters (ratchet)")
struct WorkCounterTests {
  @Test("Toggling one row re-runs one body, at 50 rows and at 100,000", arguments: [50, 100_000])
  func toggle(count: Int) {
    let rows = (0..<count).map(Row.init)
    let app = HeadlessApp { Screen(rows: rows) }
    app.metrics.reset()
    app.buttons["Favorite 2"].tap()
    #expect(app.buttons["Unfavorite 2"].exists)
    #expect(app.metrics.bodyEvaluations == 1)
  }

  @Test(
    "Toggling one row makes that row again and hands out the others as they were", arguments: [50, 100_000])
  func toggleReusesRows(count: Int) {
    let rows = (0..<count).map(Row.init)
    let app = HeadlessApp { Screen(rows: rows) }
    app.buttons["Favorite 2"].tap()
    app.metrics.reset()
    app.buttons["Unfavorite 2"].tap()
    #expect(app.buttons["Favorite 2"].exists)
    #expect(app.buttons["Favorite 3"].exists)
    // The view holding the list keeps its elements, so the list keeps the rows it built: the others
    // are not even handed out again (no `ForEach` resolution), only the toggled row is made.
    #expect(app.metrics.rowsResolved <= 1)
    #expect(app.metrics.rowsReused == 0)
    #expect(app.metrics.placementsReused >= app.cells.count - 1)
    #expect(app.metrics.contentResolutions <= 1)
  }

  @Test("Toggling a row styled by a custom modifier makes that row again, not the others")
  func toggleStyledRow() {
    let rows = (0..<50).map(Row.init)
    let app = HeadlessApp { StyledScreen(rows: rows) }
    app.buttons["Favorite 2"].tap()
    app.metrics.reset()
    app.buttons["Unfavorite 2"].tap()
    #expect(app.buttons["Favorite 2"].exists)
    #expect(app.buttons["Favorite 3"].exists)
    // The modifier's node keeps its content while its content and the modifier are the same: the
    // row that changed is made again (its own node, the modifier's and the row view's); the others
    // are kept.
    #expect(app.metrics.contentResolutions <= 3)
    #expect(app.metrics.bodyEvaluations == 1)
  }

  @Test("Rows under an environment written again compare each value they read once, not once a row")
  func environmentComparedOncePerKey() {
    let app = HeadlessApp { ShadedScreen() }
    app.metrics.reset()
    app.buttons["Tapped 0"].tap()
    #expect(app.buttons["Tapped 1"].exists)
    #expect(app.staticTexts["Row 49, green"].exists)
    // The screen's body ran and wrote the same value over the same environment: the rows receive
    // the environment written last time, identical, and compare nothing (each key was compared
    // once, 8 comparisons, when the write made a new one; 450 when each row compared its own).
    #expect(app.metrics.bodyEvaluations == 1)
    #expect(app.metrics.environmentComparisons == 0)
  }

  @Test("Rows under an environment written with another value, or another object, show it")
  func environmentWrittenAgainWithAnotherValue() {
    let app = HeadlessApp { ReshadedScreen() }
    #expect(app.staticTexts["Row 0, green, first"].exists)
    app.buttons["Tapped 0"].tap()
    #expect(app.staticTexts["Row 0, green, first"].exists)
    app.buttons["Tapped 1"].tap()
    #expect(app.staticTexts["Row 0, blue, first"].exists)
    #expect(app.staticTexts["Row 49, blue, first"].exists)
    app.buttons["Tapped 2"].tap()
    #expect(app.staticTexts["Row 0, blue, palette 3"].exists)
    #expect(app.staticTexts["Row 49, blue, palette 3"].exists)
    // The same values again: the rows' bodies do not run.
    app.metrics.reset()
    app.buttons["Tapped 3"].tap()
    #expect(app.staticTexts["Row 0, blue, palette 3"].exists)
    #expect(app.metrics.bodyEvaluations == 1)
  }

  @Test("A list builds only the rows on screen, whatever its length", arguments: [50, 100_000])
  func rowsOnScreen(count: Int) {
    let rows = (0..<count).map(Row.init)
    let app = HeadlessApp { Screen(rows: rows) }
    #expect(app.cells.count <= 17)
    #expect(app.metrics.rowsBuilt <= 17)
    #expect(app.metrics.nodesCreated <= 40)
  }

  @Test("Opening a sheet evaluates the sheet's content only")
  func presentSheet() {
    let app = HeadlessApp { Screen(rows: (0..<50).map(Row.init)) }
    app.metrics.reset()
    app.buttons["Show"].tap()
    #expect(app.staticTexts["In the sheet"].exists)
    #expect(app.metrics.bodyEvaluations == 1)
    #expect(app.metrics.nodesCreated == 1)
  }

  @Test("Scrolling builds the rows that come into view and no body of rows already built runs again")
  func scrolling() {
    let app = HeadlessApp { Screen(rows: (0..<1_000).map(Row.init)) }
    app.metrics.reset()
    app.swipeUp()
    #expect(app.metrics.rowsBuilt <= 17)
    #expect(app.metrics.bodyEvaluations <= 17)
  }

  @Test("Changing one value of a list's data makes that row again and hands out the others")
  func changedElementMakesOneRow() {
    let app = HeadlessApp { FruitScreen() }
    app.metrics.reset()
    app.buttons["Rename"].tap()
    #expect(app.staticTexts["Cherry"].exists)
    #expect(app.staticTexts["Fruit 3"].exists)
    // The body ran again: both `ForEach`s are new values. The first captures `suffix` and is made
    // again whole (its three rows); the second's closure captures nothing and makes its other rows
    // from unchanged values.
    #expect(app.metrics.rowsResolved <= 4)
    #expect(app.metrics.rowsReused >= app.cells.count - 4)
  }

  @Test("A row closure that captures a changed value makes its rows again with it")
  func capturedValueMakesRowsAgain() {
    let app = HeadlessApp { FruitScreen() }
    app.buttons["Mark"].tap()
    #expect(app.staticTexts["Fruit 0 marked"].exists)
    #expect(app.staticTexts["Fruit 2 marked"].exists)
    #expect(app.staticTexts["Fruit 2"].exists)
  }

  @Test("Choosing another row of a sidebar shows both cells as they were, with the selection moved")
  func selectionReplaysCells() {
    let app = HeadlessApp(device: .iPadAir11) { CitySplit() }
    app.cells["Lima"].tap()
    app.metrics.reset()
    app.cells["Oslo"].tap()
    #expect(app.cells["Oslo"].isSelected)
    #expect(!app.cells["Lima"].isSelected)
    #expect(app.staticTexts["About Oslo"].exists)
    // Every cell is its last placement shown again, the two whose selection changed included.
    #expect(app.metrics.cellsPlacedAfresh == 0)
  }

  @Test("A toolbar that stays the same is shown as it was placed, and its buttons still act")
  func keptToolbarReplays() {
    let app = HeadlessApp(device: .iPadAir11) { TallyScreen() }
    for count in 0..<3 { app.buttons["Count \(count)"].tap() }
    app.metrics.reset()
    app.buttons["Count 3"].tap()
    #expect(app.buttons["Count 4"].exists)
    // The counter changed; the sidebar's cells and its toolbar's Reset, placed in earlier updates,
    // are their placements again.
    #expect(app.metrics.placementsReused >= app.cells.count + 1)
    app.navigationBars["Tally"].buttons["Reset"].tap()
    #expect(app.buttons["Count 0"].exists)
  }

  @Test("A list beside a column that changes shows its last walk again, and its rows still act")
  func listBesideAChangingColumnReplaysItsWalk() {
    let app = HeadlessApp(device: .iPadAir11) { ChosenTallyScreen() }
    app.buttons["Count 0"].tap()
    app.metrics.reset()
    app.buttons["Count 1"].tap()
    #expect(app.buttons["Count 2"].exists)
    #expect(app.cells["Oslo"].exists)
    // Nothing in the sidebar changed: its rows are not walked, not even to replay their cells.
    #expect(app.metrics.listWalks == 0)
    #expect(app.metrics.cellsPlacedAfresh == 0)
    // The cells act through what the walk registered: choosing one selects it, which the list
    // shows on its last walk, the highlight moved.
    app.cells["Oslo"].tap()
    #expect(app.cells["Oslo"].isSelected)
    #expect(!app.cells["Lima"].isSelected)
    #expect(app.metrics.listWalks == 0)
    app.buttons["Count 2"].tap()
    #expect(app.cells["Oslo"].isSelected)
    #expect(app.metrics.listWalks == 0)
  }

  @Test("A list made again at every tap shows its last walk again once the taps go beside it")
  func listSettlesAfterToggles() {
    let app = HeadlessApp(device: .iPadAir11) { ToggledSidebarScreen() }
    for _ in 0..<3 {
      app.buttons["Favorite 1"].tap()
      app.buttons["Unfavorite 1"].tap()
    }
    #expect(app.buttons["Favorite 1"].exists)
    // Its walks were made again before they were shown, and it stopped keeping them; a walk of
    // the list as it stays is kept again, and the next update shows it.
    app.buttons["Count 0"].tap()
    app.metrics.reset()
    app.buttons["Count 1"].tap()
    #expect(app.buttons["Count 2"].exists)
    #expect(app.metrics.listWalks == 0)
    app.buttons["Favorite 2"].tap()
    #expect(app.buttons["Unfavorite 2"].exists)
  }

  @Test("A row of a list shown as its last walk still presents its alert, and is dismissed")
  func keptWalkPresentsFromARow() {
    let app = HeadlessApp(device: .iPadAir11) { AskingSidebarScreen() }
    app.buttons["Count 0"].tap()
    app.metrics.reset()
    app.buttons["Count 1"].tap()
    #expect(app.metrics.listWalks == 0)
    // The row's alert is asked of its presenter as the walk is shown again: the list walks nothing.
    app.buttons["Ask 2"].tap()
    #expect(app.alerts["Question 2"].exists)
    #expect(app.metrics.listWalks == 0)
    app.alerts["Question 2"].buttons["OK"].tap()
    #expect(app.alerts.count == 0)
    #expect(app.buttons["Ask 2"].isHittable)
    app.buttons["Count 2"].tap()
    #expect(app.buttons["Count 3"].exists)
    #expect(app.alerts.count == 0)
  }

  @Test("Rows that can present an alert are shown as they were placed, and still present it")
  func presentingRowsReplay() {
    let app = HeadlessApp { AskingScreen() }
    app.buttons["Tapped 0"].tap()
    app.metrics.reset()
    app.buttons["Tapped 1"].tap()
    #expect(app.buttons["Tapped 2"].exists)
    #expect(app.metrics.cellsPlacedAfresh == 0)
    // Asking presents from a cell that is its last placement shown again.
    app.buttons["Ask 3"].tap()
    #expect(app.alerts["Question 3"].exists)
    #expect(app.metrics.cellsPlacedAfresh == 0)
    app.alerts.buttons["OK"].tap()
    #expect(app.alerts.count == 0)
    app.buttons["Ask 1"].tap()
    #expect(app.alerts["Question 1"].exists)
    #expect(!app.alerts["Question 3"].exists)
  }

  @Test("A popover from a view shown as it was placed, but lower, points at the view where it is")
  func replayedPresenterAnchorsWhereItIs() {
    let app = HeadlessApp(device: .iPadAir11) { BannerScreen() }
    let button = app.buttons["Info 1"]
    let before = button.frame
    app.metrics.reset()
    app.buttons["Show banner"].tap()
    #expect(button.frame.minY > before.minY + 150)
    // The info row did not change: its placement, made before the banner showed, is shown lower.
    #expect(app.metrics.placementsReused > 0)
    button.tap()
    let popover = app.popovers.firstMatch
    #expect(popover.staticTexts["About 1"].exists)
    // The bubble is beside the button, below it or above it, a few points away.
    let gapBelow = popover.frame.minY - button.frame.maxY
    let gapAbove = button.frame.minY - popover.frame.maxY
    #expect((0...16).contains(gapBelow) || (0...16).contains(gapAbove))
  }
}

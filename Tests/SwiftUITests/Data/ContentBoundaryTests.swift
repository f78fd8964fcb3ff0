import SwiftUI
import SwiftUITesting
import Testing

// A split view's column and a tab's content are resolved on their own: a change inside one resolves
// it again as its container lays it out, and what holds the container keeps its elements. These
// tests change things inside such content and check what the person sees, what leaves the screen,
// and how much was resolved.

private struct Counter: View {
  @State private var count = 0
  var body: some View {
    VStack {
      Text("Count \(count)")
      Button("Add") { count += 1 }
    }
  }
}

/// Logs when it leaves, and keeps a state of its own that starts again when it comes back.
private struct Leaving: View {
  @State private var taps = 0
  var body: some View {
    Button("Leaving \(taps)") { taps += 1 }
      .onDisappear { print("Leaving went") }
  }
}

private struct Swapper: View {
  @State private var showsLeaving = true
  var body: some View {
    VStack {
      if showsLeaving { Leaving() } else { Text("Something else") }
      Button("Swap") { showsLeaving.toggle() }
    }
  }
}

/// The root reads nothing the columns change; its alert and its sheet are resolved only with it.
private struct SplitRoot: View {
  @State private var isAlerting = false
  var body: some View {
    NavigationSplitView {
      List {
        Text("Sidebar")
      }
    } detail: {
      VStack {
        Counter()
        Swapper()
      }
    }
    .alert("Root alert", isPresented: $isAlerting) {}
  }
}

/// A view with a state of its own beside the split view, under what holds both.
private struct Outside: View {
  @State private var taps = 0
  var body: some View {
    Button("Outside \(taps)") { taps += 1 }
  }
}

private struct BesideSplitRoot: View {
  var body: some View {
    VStack {
      Outside()
      NavigationSplitView {
        List {
          Text("Sidebar")
        }
      } detail: {
        Counter()
      }
    }
  }
}

private struct TabsRoot: View {
  var body: some View {
    TabView {
      Tab("First", systemImage: "1.circle") { Counter() }
      Tab("Second", systemImage: "2.circle") { Text("Second tab") }
    }
  }
}

private struct ShadeKey: EnvironmentKey {
  static let defaultValue = 0
}

extension EnvironmentValues {
  fileprivate var shade: Int {
    get { self[ShadeKey.self] }
    set { self[ShadeKey.self] = newValue }
  }
}

private struct ShadeText: View {
  @Environment(\.shade) private var shade
  var body: some View { Text("Shade \(shade)") }
}

/// Shows the shade only once asked: until then the column reads no environment value.
private struct Revealing: View {
  @State private var shows = false
  var body: some View {
    VStack {
      Button("Reveal") { shows = true }
      if shows { ShadeText() }
    }
  }
}

/// Reads nothing of the environment itself: a new shade leaves its content as it was.
private struct ShadedColumns: View {
  var body: some View {
    NavigationSplitView {
      Text("Sidebar")
    } detail: {
      Revealing()
    }
  }
}

private struct ShadeRoot: View {
  @State private var shade = 0
  var body: some View {
    VStack {
      Button("Darker") { shade += 1 }
      ShadedColumns()
    }
    .environment(\.shade, shade)
  }
}

@Observable @MainActor
private final class Tally {
  var count = 0
}

private struct TallyView: View {
  let tally: Tally
  var body: some View { Text("Tally \(tally.count)") }
}

private struct TallyTabs: View {
  @State private var tally = Tally()
  @State private var tab = 1
  var body: some View {
    // Tabs with values: one that is not shown is not resolved.
    TabView(selection: $tab) {
      Tab("First", systemImage: "1.circle", value: 1) { Button("Count up") { tally.count += 1 } }
      Tab("Second", systemImage: "2.circle", value: 2) { TallyView(tally: tally) }
    }
  }
}

/// Tabs whose selection the app's root holds, under an alert and a sheet of the root's: choosing a
/// tab resolves the tabs alone.
private struct ChoosingTabs: View {
  @State private var tab = 1
  @State private var isAlerting = false
  @State private var isShowingSheet = false
  var body: some View {
    TabView(selection: $tab) {
      Tab("First", systemImage: "1.circle", value: 1) { Text("First tab") }
      Tab("Second", systemImage: "2.circle", value: 2) { Text("Second tab") }
    }
    .alert("Sure?", isPresented: $isAlerting) { Button("Yes") {} }
    .sheet(isPresented: $isShowingSheet) { Text("Sheet") }
  }
}

/// Tabs without values: each is resolved with the tab view, shown or not.
private struct UnvaluedTallyTabs: View {
  @State private var tally = Tally()
  var body: some View {
    TabView {
      Tab("First", systemImage: "1.circle") { Button("Count up") { tally.count += 1 } }
      Tab("Second", systemImage: "2.circle") { TallyView(tally: tally) }
    }
  }
}

/// Gives what it wraps a frame whose width the modifier's own state sets.
private struct Widening: ViewModifier {
  @State private var isWide = false
  func body(content: Content) -> some View {
    VStack {
      content.frame(width: isWide ? 300 : 100)
      Button(isWide ? "Narrow" : "Widen") { isWide.toggle() }
    }
  }
}

private struct WrappedByModifier: View {
  var body: some View {
    Counter().modifier(Widening())
  }
}

/// A field's text is read at layout, which nothing can watch: the column holding it is resolved
/// again at every update.
private struct NamingField: View {
  @State private var name = ""
  var body: some View {
    VStack {
      TextField("Name", text: $name)
      Text("Hello \(name)")
    }
  }
}

private struct FieldInColumn: View {
  var body: some View {
    NavigationSplitView {
      Text("Sidebar")
    } detail: {
      NamingField()
    }
  }
}

@MainActor
@Suite("Columns and tabs resolve on their own")
struct ContentBoundaryTests {
  @Test("A change inside a split view's detail column shows, and resolves that column's view alone")
  func detailColumnChange() {
    let app = HeadlessApp(device: .iPadAir11, orientation: .landscape) { SplitRoot() }
    app.metrics.reset()
    app.buttons["Add"].tap()
    #expect(app.columns["detail"].staticTexts["Count 1"].exists)
    #expect(app.staticTexts["Sidebar"].exists)
    // The counter's content alone: the root, the split view and the sidebar keep their elements.
    #expect(app.metrics.contentResolutions == 1)
    #expect(app.metrics.bodyEvaluations == 1)
    app.buttons["Add"].tap()
    #expect(app.staticTexts["Count 2"].exists)
  }

  @Test("A column whose content reads what nothing can watch resolves alone at each update")
  func volatileColumnStaysInTheColumn() {
    let app = HeadlessApp(device: .iPadAir11, orientation: .landscape) { FieldInColumn() }
    app.metrics.reset()
    app.textFields["Name"].typeText("Ada")
    #expect(app.columns["detail"].staticTexts["Hello Ada"].exists)
    // The field's view, whose state changed; the root holding the split view keeps its content.
    #expect(app.metrics.contentResolutions == 1)
    #expect(app.metrics.bodyEvaluations == 1)
  }

  @Test("A view that leaves a column resolved on its own disappears, and starts afresh when it returns")
  func leavingViewDisappears() {
    let app = HeadlessApp(device: .iPadAir11, orientation: .landscape) { SplitRoot() }
    app.buttons["Leaving 0"].tap()
    #expect(app.buttons["Leaving 1"].exists)
    app.buttons["Swap"].tap()
    #expect(app.staticTexts["Something else"].exists)
    #expect(!app.buttons["Leaving 1"].exists)
    #expect(app.console == ["Leaving went"])
    app.buttons["Swap"].tap()
    // Its state went with it: SwiftUI gives a view that comes back a new identity.
    #expect(app.buttons["Leaving 0"].exists)
  }

  @Test("A column resolved on its own keeps the state of the views beside the one that changed")
  func siblingStateKept() {
    let app = HeadlessApp(device: .iPadAir11, orientation: .landscape) { SplitRoot() }
    app.buttons["Add"].tap()
    app.buttons["Leaving 0"].tap()
    app.buttons["Add"].tap()
    #expect(app.staticTexts["Count 2"].exists)
    #expect(app.buttons["Leaving 1"].exists)
  }

  @Test("A column resolved on its own keeps the state of the views beside its split view")
  func stateBesideSplitViewKept() {
    let app = HeadlessApp(device: .iPadAir11, orientation: .landscape) { BesideSplitRoot() }
    app.buttons["Outside 0"].tap()
    app.buttons["Add"].tap()
    #expect(app.staticTexts["Count 1"].exists)
    // What holds the split view kept its elements and was not walked; the view beside the column is
    // still there with its state, and its next tap counts on from it.
    app.buttons["Outside 1"].tap()
    #expect(app.buttons["Outside 2"].exists)
    #expect(app.staticTexts["Count 1"].exists)
  }

  @Test("On an iPhone, where the split view collapses, a change in the detail shows as well")
  func collapsedDetailChange() {
    let app = HeadlessApp(device: .iPhone17) { SplitRoot() }
    // Collapsed with nothing chosen, the sidebar shows; the detail is resolved all the same.
    #expect(app.staticTexts["Sidebar"].exists)
    #expect(!app.staticTexts["Count 0"].exists)
  }

  @Test("A change inside a tab shows, and resolves that tab's view alone")
  func tabChange() {
    let app = HeadlessApp { TabsRoot() }
    app.metrics.reset()
    app.buttons["Add"].tap()
    #expect(app.staticTexts["Count 1"].exists)
    #expect(app.metrics.contentResolutions == 1)
    app.tabBars.buttons["Second"].tap()
    #expect(app.staticTexts["Second tab"].exists)
    app.tabBars.buttons["First"].tap()
    #expect(app.staticTexts["Count 1"].exists)
  }

  @Test("A change inside a hidden tab resolves nothing until the tab shows, and then shows")
  func hiddenTabChange() {
    let app = HeadlessApp { TallyTabs() }
    app.tabBars.buttons["Second"].tap()
    #expect(app.staticTexts["Tally 0"].exists)
    app.tabBars.buttons["First"].tap()
    app.metrics.reset()
    app.buttons["Count up"].tap()
    // The hidden tab's view waits; the app's root and its tab view keep their elements.
    #expect(app.metrics.contentResolutions == 0)
    #expect(app.metrics.bodyEvaluations == 0)
    app.tabBars.buttons["Second"].tap()
    #expect(app.staticTexts["Tally 1"].exists)
  }

  @Test(
    "Choosing a tab resolves the tabs alone: what holds the tab view keeps its elements",
    arguments: [false, true])
  func choosingATab(bound: Bool) {
    let app = HeadlessApp { if bound { ChoosingTabs() } else { TabsRoot() } }
    app.tabBars.buttons["Second"].tap()
    #expect(app.staticTexts["Second tab"].exists)
    app.metrics.reset()
    app.tabBars.buttons["First"].tap()
    #expect(app.staticTexts[bound ? "First tab" : "Count 0"].exists)
    #expect(!app.staticTexts["Second tab"].exists)
    // The tabs are resolved apart, as the tab view is laid out: no view of the app's resolves its
    // content again (the app's root, with its alert and sheet, did before).
    #expect(app.metrics.contentResolutions == 0)
    #expect(app.metrics.bodyEvaluations == 0)
    app.tabBars.buttons["Second"].tap()
    #expect(app.tabBars.buttons["Second"].isSelected)
  }

  @Test("A tab without a value that changed while another showed shows the change when chosen")
  func unvaluedTabChange() {
    let app = HeadlessApp { UnvaluedTallyTabs() }
    app.buttons["Count up"].tap()
    app.buttons["Count up"].tap()
    app.tabBars.buttons["Second"].tap()
    #expect(app.staticTexts["Tally 2"].exists)
  }

  @Test("A column resolved on its own reads the environment of now, though nothing in it read it before")
  func columnReadsCurrentEnvironment() {
    let app = HeadlessApp(device: .iPadAir11, orientation: .landscape) { ShadeRoot() }
    app.buttons["Darker"].tap()
    app.buttons["Darker"].tap()
    app.buttons["Reveal"].tap()
    #expect(app.staticTexts["Shade 2"].exists)
  }

  @Test("A custom modifier whose own state changes keeps the view it wraps as it was")
  func modifierStateKeepsWrappedContent() {
    let app = HeadlessApp { WrappedByModifier() }
    app.buttons["Add"].tap()
    app.metrics.reset()
    app.buttons["Widen"].tap()
    #expect(app.buttons["Narrow"].exists)
    #expect(app.staticTexts["Count 1"].exists)
    // The modifier's body ran, and the content of the view that holds it resolved again around it;
    // the counter inside kept its elements.
    #expect(app.metrics.bodyEvaluations == 1)
    #expect(app.metrics.contentResolutions == 2)
    app.buttons["Add"].tap()
    #expect(app.staticTexts["Count 2"].exists)
    #expect(app.buttons["Narrow"].exists)
  }
}

import SwiftUI
import SwiftUITesting
import Testing

/// A counter whose count is its own state: it survives its parent's body running again only while
/// it keeps its place in the parent's block.
private struct Counter: View {
  let name: String
  @State private var count = 0
  var body: some View {
    Button("\(name) \(count)") { count += 1 }
  }
}

private struct Block: View {
  @State private var showsBanner = true
  @State private var title = "Title"
  var body: some View {
    VStack {
      Text(title)
      if showsBanner {
        Text("Banner")
      }
      Counter(name: "Taps")
      Toggle("Banner shown", isOn: $showsBanner)
      Button("Rename") { title = "Renamed" }
    }
  }
}

private struct MadeDirectly: View {
  var body: some View {
    VStack {
      TupleView((Text("First"), Text("Second"), Button("Third") {}))
    }
  }
}

@MainActor
@Suite("Blocks of views")
struct TupleViewTests {
  @Test("A block's views appear in the order they are written, whatever their types")
  func order() {
    let app = HeadlessApp { Block() }
    let labels = app.descendants.allElementsBoundByIndex.map(\.label)
    let written = ["Title", "Banner", "Taps 0", "Banner shown", "Rename"]
    #expect(labels.filter(written.contains) == written)
  }

  @Test("A view keeps its state while the views before it in the block come and go")
  func stateKeepsItsPlace() {
    let app = HeadlessApp { Block() }
    app.buttons["Taps 0"].tap()
    app.buttons["Taps 1"].tap()
    app.switches["Banner shown"].tap()
    #expect(!app.staticTexts["Banner"].exists)
    #expect(app.buttons["Taps 2"].exists)
    app.buttons["Rename"].tap()
    #expect(app.staticTexts["Renamed"].exists)
    #expect(app.buttons["Taps 2"].exists)
  }

  @Test("A tuple view made directly from a tuple shows each of its views")
  func madeDirectly() {
    let app = HeadlessApp { MadeDirectly() }
    #expect(app.staticTexts["First"].exists)
    #expect(app.staticTexts["Second"].exists)
    #expect(app.buttons["Third"].exists)
  }
}

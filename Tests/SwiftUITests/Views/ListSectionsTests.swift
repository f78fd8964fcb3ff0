import SwiftUI
import SwiftUITesting
import Testing

// A list of many sections made by a `ForEach` resolves the sections it shows: one outside the view
// is passed over by its height, known from its rows' count and its header and footer, without
// being resolved. These tests scroll such lists and change what their sections hold.

private struct Month: Identifiable {
  let id: Int
  var items: [String]

  /// A hundred months of three items each: "Item 0.0" to "Item 99.2".
  static let hundred = (0..<100).map { index in
    Month(id: index, items: (0..<3).map { "Item \(index).\($0)" })
  }
}

private struct Months: View {
  @State private var months = Month.hundred
  @State private var taps = 0

  var body: some View {
    VStack {
      Button("Tapped \(taps)") { taps += 1 }
      Button("Grow the last month") { months[99].items.append("Item 99.new") }
      Button("Grow the first month") { months[0].items.append("Item 0.new") }
      List {
        ForEach(months) { month in
          Section("Month \(month.id)") {
            ForEach(month.items, id: \.self) { item in
              Text(item)
            }
          }
        }
      }
    }
  }
}

/// Counts the sections the app's closure made.
@MainActor
private final class SectionCalls {
  var count = 0

  /// A month's title, counting the section made with it.
  func title(of month: Month) -> String {
    count += 1
    return "Month \(month.id)"
  }
}

/// A list of its own, kept while the view beside it changes.
private struct CountedMonths: View {
  let months: [Month]
  let calls: SectionCalls
  var body: some View {
    // The closure captures the counter alone, not `self` and its months: a new `ForEach` with
    // other months then makes the same section from the same month.
    let calls = calls
    List {
      ForEach(months) { month in
        Section(calls.title(of: month)) {
          ForEach(month.items, id: \.self) { item in Text(item) }
        }
      }
    }
  }
}

private struct BesideTheList: View {
  let calls: SectionCalls
  @State private var months = Month.hundred
  @State private var taps = 0
  var body: some View {
    VStack {
      Button("Tapped \(taps)") { taps += 1 }
      Button("Grow the first month") { months[0].items.append("Item 0.new") }
      Button("Grow month 50") { months[50].items.append("Item 50.new") }
      CountedMonths(months: months, calls: calls)
    }
  }
}

/// Sections whose header is a view of the app's: their height is not known until they are built.
private struct CustomHeaders: View {
  var body: some View {
    List {
      ForEach(0..<40) { index in
        Section {
          ForEach(0..<3) { row in Text("Row \(index).\(row)") }
        } header: {
          HStack { Text("Header \(index)") }
        }
      }
    }
  }
}

@MainActor
@Suite("Lists of many sections")
struct ListSectionsTests {
  /// Swipes up (towards the end), or down, until the element exists, at most `limit` times.
  private func scroll(_ app: HeadlessApp, until element: XCUIElement, back: Bool = false, limit: Int = 80) {
    var swipes = 0
    while !element.exists && swipes < limit {
      if back { app.swipeDown() } else { app.swipeUp() }
      swipes += 1
    }
  }

  @Test("A list of a hundred sections resolves the sections it shows, and passes over the others")
  func resolvesShownSections() {
    let app = HeadlessApp { Months() }
    #expect(app.staticTexts["Month 0"].exists)
    app.metrics.reset()
    // The body runs again: a new `ForEach`, with the same months and a closure that captures
    // nothing, so every section shown is handed out as it was.
    app.buttons["Tapped 0"].tap()
    #expect(app.buttons["Tapped 1"].exists)
    #expect(app.staticTexts["Item 0.2"].exists)
    #expect(app.metrics.rowsResolved == 0)
    // A month that changed is made again, with its rows: the others are kept.
    app.metrics.reset()
    app.buttons["Grow the first month"].tap()
    #expect(app.staticTexts["Item 0.new"].exists)
    #expect(app.staticTexts["Item 1.2"].exists)
    #expect(app.metrics.rowsResolved < 8)
  }

  @Test("A list kept while the view beside it changes makes none of its sections again")
  func keptListMakesNoSection() {
    let calls = SectionCalls()
    let app = HeadlessApp { BesideTheList(calls: calls) }
    #expect(app.staticTexts["Month 0"].exists)
    calls.count = 0
    app.buttons["Tapped 0"].tap()
    #expect(app.buttons["Tapped 1"].exists)
    #expect(app.staticTexts["Item 0.2"].exists)
    // Laid out again, the list passes over the months it does not show by the outlines it found.
    #expect(calls.count == 0)
  }

  @Test(
    "A month above the view that grows moves the months shown down a row, finding only its own height again")
  func grownMonthAboveTheView() {
    let calls = SectionCalls()
    let app = HeadlessApp { BesideTheList(calls: calls) }
    scroll(app, until: app.staticTexts["Item 50.1"])
    let item = app.staticTexts["Item 50.0"]
    let rowHeight = app.staticTexts["Item 50.1"].frame.minY - item.frame.minY
    let top = item.frame.minY
    calls.count = 0
    app.buttons["Grow the first month"].tap()
    #expect(item.frame.minY == top + rowHeight)
    // The new `ForEach` makes the same sections from the same months: of the hundred sections, only
    // the grown month's outline is read from the app's closure again.
    #expect(calls.count == 1)
  }

  @Test(
    "A month below the view that grows is the only one whose outline is found again, and the end of the list moves down a row"
  )
  func grownMonthBelowTheView() {
    let calls = SectionCalls()
    let app = HeadlessApp { BesideTheList(calls: calls) }
    #expect(app.staticTexts["Month 0"].exists)
    calls.count = 0
    app.buttons["Grow month 50"].tap()
    // The months before and after the grown one hold the same bytes as before: they keep their
    // outlines, found by comparing runs of them at once.
    #expect(calls.count == 1)
    let last = app.staticTexts["Item 99.2"]
    scroll(app, until: last)
    let list = app.collectionViews.firstMatch
    #expect(last.frame.maxY <= list.frame.maxY)
    #expect(last.frame.maxY > list.frame.maxY - 2 * last.frame.height)
    scroll(app, until: app.staticTexts["Item 50.new"], back: true)
    #expect(app.staticTexts["Item 50.new"].exists)
  }

  @Test("Scrolling to the end shows the last section and its rows, at the height of all the others")
  func scrollsToTheEnd() {
    let app = HeadlessApp { Months() }
    scroll(app, until: app.staticTexts["Item 99.2"])
    #expect(app.staticTexts["Month 99"].exists)
    #expect(app.staticTexts["Item 99.2"].exists)
    #expect(app.staticTexts["Item 99.2"].isHittable)
    #expect(!app.staticTexts["Month 0"].exists)
  }

  @Test(
    "Swiped to its end, the list stops with its last row at its bottom: the sections below the view add up to their heights"
  )
  func stopsAtItsEnd() {
    let app = HeadlessApp { Months() }
    let last = app.staticTexts["Item 99.2"]
    scroll(app, until: last)
    let list = app.collectionViews.firstMatch
    // The swipe that brought the end into view stopped where the sections below added up to, as
    // the walk before it had counted them: the last row rests at the bottom, with nothing below.
    #expect(last.frame.maxY <= list.frame.maxY)
    #expect(last.frame.maxY > list.frame.maxY - 2 * last.frame.height)
  }

  @Test("A section outside the view whose rows changed shows the new rows when scrolled to")
  func changedSectionOutsideTheView() {
    let app = HeadlessApp { Months() }
    app.buttons["Grow the last month"].tap()
    scroll(app, until: app.staticTexts["Item 99.new"])
    #expect(app.staticTexts["Item 99.new"].exists)
    #expect(app.staticTexts["Item 99.0"].exists)
  }

  @Test("Sections with a header of the app's own scroll as the others do")
  func customHeaders() {
    let app = HeadlessApp { CustomHeaders() }
    #expect(app.staticTexts["Header 0"].exists)
    scroll(app, until: app.staticTexts["Row 39.2"])
    #expect(app.staticTexts["Row 39.2"].exists)
    #expect(app.staticTexts["Header 39"].exists)
  }
}

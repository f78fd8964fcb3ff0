import SwiftUI
import SwiftUITesting
import Testing

private struct TaggedRows: View {
  @State private var selection: Int? = 1
  var body: some View {
    NavigationStack {
      List(selection: $selection) {
        Text("Narrow one").tag(Int8(1))
        Text("One").tag(1)
        Text("Two").tag(2)
      }
    }
  }
}

/// A list whose selection also changes from outside it, single or multiple.
private struct SelectedFromOutside: View {
  @State private var selection: Int? = 1
  @State private var chosen: Set<Int> = [1]
  let isMultiple: Bool

  var body: some View {
    NavigationStack {
      VStack {
        Button("Choose Three") {
          selection = 3
          chosen.insert(3)
        }
        Button("Choose none") {
          selection = nil
          chosen = []
        }
        if isMultiple {
          List(selection: $chosen) { rows }
        } else {
          List(selection: $selection) { rows }
        }
      }
    }
  }

  private var rows: some View {
    ForEach(1...4, id: \.self) { number in
      Text("Row \(number)").tag(number)
    }
  }
}

/// Rows that a `ForEach` identifies and that have no tag of their own: each is chosen by its id,
/// and rows whose ids are of another type than the selection's are never chosen.
private struct IdentifiedRows: View {
  @State private var selection: Int? = 2
  @State private var chosen: Set<Int> = [2, 3]
  let isMultiple: Bool

  var body: some View {
    NavigationStack {
      if isMultiple {
        List(selection: $chosen) { rows }
      } else {
        List(selection: $selection) { rows }
      }
    }
  }

  private var rows: some View {
    Group {
      ForEach([1, 2, 3], id: \.self) { number in Text("Row \(number)") }
      ForEach([Int8(1)], id: \.self) { number in Text("Narrow \(number)") }
    }
  }
}

@MainActor
@Suite("List selection")
struct ListSelectionTests {
  @Test("A row shows as selected when its tag is the selection, of the selection's own type")
  func selectedByTagAndType() {
    let app = HeadlessApp { TaggedRows() }
    #expect(app.cells["One"].isSelected)
    #expect(!app.cells["Narrow one"].isSelected)
    #expect(!app.cells["Two"].isSelected)
    app.cells["Two"].tap()
    #expect(app.cells["Two"].isSelected)
    #expect(!app.cells["One"].isSelected)
  }

  @Test("A row a ForEach identifies is chosen by its id, and a row whose id is of another type is not")
  func rowsAreChosenByTheirIDs() {
    let app = HeadlessApp { IdentifiedRows(isMultiple: false) }
    #expect(app.cells["Row 2"].isSelected)
    #expect(!app.cells["Row 1"].isSelected)
    #expect(!app.cells["Narrow 1"].isSelected)
    app.cells["Row 3"].tap()
    #expect(app.cells["Row 3"].isSelected)
    #expect(!app.cells["Row 2"].isSelected)
    app.cells["Narrow 1"].tap()
    #expect(!app.cells["Narrow 1"].isSelected)
    #expect(app.cells["Row 3"].isSelected)
  }

  @Test("Rows a ForEach identifies show a multiple selection by their ids, of the selection's type")
  func rowsShowAMultipleSelectionByTheirIDs() {
    let app = HeadlessApp { IdentifiedRows(isMultiple: true) }
    #expect(app.cells["Row 2"].isSelected)
    #expect(app.cells["Row 3"].isSelected)
    #expect(!app.cells["Row 1"].isSelected)
    #expect(!app.cells["Narrow 1"].isSelected)
  }

  @Test("Choosing another row moves the highlight, and the list is shown as it was laid out")
  func choosingMovesTheHighlightWithoutWalkingTheList() {
    let app = HeadlessApp { TaggedRows() }
    app.metrics.reset()
    app.cells["Two"].tap()
    #expect(app.cells["Two"].isSelected)
    #expect(!app.cells["One"].isSelected)
    #expect(app.metrics.listWalks == 0)
    app.cells["One"].tap()
    #expect(app.cells["One"].isSelected)
    #expect(!app.cells["Two"].isSelected)
    #expect(app.metrics.listWalks == 0)
  }

  @Test(
    "A selection set from outside the list is shown on its rows, single or multiple",
    arguments: [false, true])
  func selectionFromOutsideIsShown(isMultiple: Bool) {
    let app = HeadlessApp { SelectedFromOutside(isMultiple: isMultiple) }
    #expect(app.cells["Row 1"].isSelected)
    app.metrics.reset()
    app.buttons["Choose Three"].tap()
    #expect(app.cells["Row 3"].isSelected)
    #expect(app.cells["Row 1"].isSelected == isMultiple)
    #expect(!app.cells["Row 2"].isSelected)
    app.buttons["Choose none"].tap()
    for number in 1...4 { #expect(!app.cells["Row \(number)"].isSelected) }
    #expect(app.metrics.listWalks == 0)
  }

  @Test("A highlight moved on the kept list stays right when the list is walked again")
  func movedHighlightSurvivesAWalk() {
    let app = HeadlessApp(device: .iPadAir11) { SelectedFromOutside(isMultiple: false) }
    app.metrics.reset()
    app.buttons["Choose Three"].tap()
    #expect(app.metrics.listWalks == 0)
    // A new width walks the list again, replaying each row's own kept cell.
    app.orientation = .landscape
    #expect(app.metrics.listWalks > 0)
    #expect(app.cells["Row 3"].isSelected)
    #expect(!app.cells["Row 1"].isSelected)
    app.cells["Row 2"].tap()
    #expect(app.cells["Row 2"].isSelected)
    #expect(!app.cells["Row 3"].isSelected)
  }
}

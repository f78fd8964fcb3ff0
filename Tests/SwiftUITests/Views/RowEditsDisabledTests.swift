import SwiftUI
import SwiftUITesting
import Testing

// `deleteDisabled(_:)` and `moveDisabled(_:)`, on one row or on the whole `ForEach`.

private struct Fruits: View {
  let locksAll: Bool
  @State private var fruits = ["Apple", "Banana", "Cherry"]
  var body: some View {
    NavigationStack {
      content.toolbar { EditButton() }
    }
  }

  private var content: some View {
    List {
      ForEach(fruits, id: \.self) { fruit in
        Text(fruit)
          .deleteDisabled(fruit == "Banana")
      }
      .onDelete { fruits.remove(atOffsets: $0) }
      .onMove { fruits.move(fromOffsets: $0, toOffset: $1) }
      .deleteDisabled(locksAll)
      .moveDisabled(locksAll)
    }
  }
}

@MainActor
@Suite("Rows that cannot be deleted or moved")
struct RowEditsDisabledTests {
  private func cells(_ app: HeadlessApp) -> [String] {
    app.cells.allElementsBoundByIndex.map(\.label)
  }

  @Test("A row with deleteDisabled(true) offers no Delete; the others still do")
  func oneRowLocked() {
    let app = HeadlessApp { Fruits(locksAll: false) }
    app.buttons["Edit"].tap()
    #expect(!app.cells["Banana"].buttons["Delete Banana"].exists)
    #expect(app.cells["Banana"].buttons["Reorder Banana"].exists)
    app.buttons["Delete Cherry"].tap()
    app.buttons["Delete"].tap()
    #expect(cells(app) == ["Apple", "Banana"])
  }

  @Test("deleteDisabled(true) and moveDisabled(true) on the ForEach lock every row")
  func everyRowLocked() {
    let app = HeadlessApp { Fruits(locksAll: true) }
    app.buttons["Edit"].tap()
    for fruit in ["Apple", "Banana", "Cherry"] {
      #expect(!app.cells[fruit].buttons["Delete \(fruit)"].exists)
      #expect(!app.cells[fruit].buttons["Reorder \(fruit)"].exists)
    }
  }
}

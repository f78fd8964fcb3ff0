import SwiftUI
import SwiftUITesting
import Testing

// Swipe actions are what a person revealed on one row: the rest of the screen stays as it was laid
// out, and the actions show over the row's cell wherever that cell comes from.

private struct Fruit: Identifiable {
  let id: Int
  let name: String
}

/// A list whose rows pin from the leading edge and delete from the trailing one, beside a counter
/// that changes nothing in the list, a button that pins every row, and a sheet with a list of its own.
private struct Orchard: View {
  @State private var fruits = [
    Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Banana"), Fruit(id: 3, name: "Cherry"),
  ]
  @State private var pinned: Set<Int> = []
  @State private var count = 0
  @State private var isShowingBasket = false

  var body: some View {
    NavigationStack {
      VStack {
        Text("Count \(count)")
        Button("Count") { count += 1 }
        Button("Pin all") { pinned = Set(fruits.map(\.id)) }
        Button("Drop the first") { fruits.removeFirst() }
        Button("Basket") { isShowingBasket = true }
        List {
          ForEach(fruits) { fruit in
            Text(pinned.contains(fruit.id) ? "\(fruit.name), pinned" : fruit.name)
              .swipeActions(edge: .leading) {
                Button(pinned.contains(fruit.id) ? "Unpin" : "Pin") {
                  if pinned.contains(fruit.id) { pinned.remove(fruit.id) } else { pinned.insert(fruit.id) }
                }
              }
          }
          .onDelete { offsets in fruits.remove(atOffsets: offsets) }
        }
      }
      .navigationTitle("Orchard")
      .sheet(isPresented: $isShowingBasket) {
        FruitBasket()
      }
    }
  }
}

private struct FruitBasket: View {
  @State private var items = ["Plum", "Pear"]
  var body: some View {
    List {
      ForEach(items, id: \.self) { Text($0) }
        .onDelete { items.remove(atOffsets: $0) }
    }
  }
}

@MainActor
@Suite("Swipe actions show over their row while the rest of the screen stays as it was")
struct RevealedSwipeTests {
  @Test("Swiping a row shows its actions over its cell without laying anything out again")
  func revealingLaysOutNothingElse() {
    let app = HeadlessApp { Orchard() }
    app.metrics.reset()
    app.cells["Apple"].swipeRight()
    #expect(app.cells["Apple"].buttons["Pin"].isHittable)
    #expect(!app.buttons["Delete"].exists)
    #expect(app.metrics.scenesReplayed == 1)
    #expect(app.metrics.cellsPlacedAfresh == 0)
  }

  @Test("A revealed action runs once and hides the actions; the row shows what it did")
  func actionRunsAndHides() {
    let app = HeadlessApp { Orchard() }
    app.cells["Apple"].swipeRight()
    app.cells["Apple"].buttons["Pin"].tap()
    #expect(app.cells["Apple, pinned"].exists)
    #expect(!app.buttons["Pin"].exists && !app.buttons["Unpin"].exists)
    app.cells["Apple, pinned"].swipeRight()
    #expect(app.cells["Apple, pinned"].buttons["Unpin"].exists)
  }

  @Test("Tapping the row hides its actions, and the screen shows as it was before the swipe")
  func tappingTheRowHides() {
    let app = HeadlessApp { Orchard() }
    app.cells["Banana"].swipeLeft()
    #expect(app.cells["Banana"].buttons["Delete"].isHittable)
    app.metrics.reset()
    app.cells["Banana"].tap()
    #expect(!app.buttons["Delete"].exists)
    #expect(app.metrics.scenesReplayed == 1)
    #expect(app.cells.allElementsBoundByIndex.map(\.label) == ["Apple", "Banana", "Cherry"])
  }

  @Test("The actions stay over their row while something else on the screen changes")
  func stayWhileTheScreenChanges() {
    let app = HeadlessApp { Orchard() }
    app.cells["Cherry"].swipeLeft()
    app.buttons["Count"].tap()
    #expect(app.staticTexts["Count 1"].exists)
    #expect(app.cells["Cherry"].buttons["Delete"].isHittable)
    app.cells["Cherry"].buttons["Delete"].tap()
    #expect(app.cells.allElementsBoundByIndex.map(\.label) == ["Apple", "Banana"])
  }

  @Test("A revealed row whose content changes shows its actions as they are now")
  func followTheRowsChange() {
    let app = HeadlessApp { Orchard() }
    app.cells["Apple"].swipeRight()
    app.buttons["Pin all"].tap()
    #expect(app.cells["Apple, pinned"].buttons["Unpin"].isHittable)
    #expect(!app.buttons["Pin"].exists)
  }

  @Test("A revealed Delete deletes its own row after the rows above it went")
  func actionsOfTheRowAsItIsNow() {
    let app = HeadlessApp { Orchard() }
    app.cells["Cherry"].swipeLeft()
    app.buttons["Drop the first"].tap()
    app.cells["Cherry"].buttons["Delete"].tap()
    #expect(app.cells.allElementsBoundByIndex.map(\.label) == ["Banana"])
  }

  @Test("A revealed row under a sheet shows its actions covered, and usable again once the sheet goes")
  func coveredBySheet() {
    let app = HeadlessApp { Orchard() }
    app.cells["Apple"].swipeRight()
    app.buttons["Basket"].tap()
    #expect(app.sheets.count == 1)
    #expect(app.cells["Apple"].buttons["Pin"].exists)
    #expect(!app.cells["Apple"].buttons["Pin"].isHittable)
    app.sheets.element.swipeDown()
    #expect(app.cells["Apple"].buttons["Pin"].isHittable)
  }

  @Test("A row of a list in a sheet shows its actions over the screen under the sheet")
  func rowInASheet() {
    let app = HeadlessApp { Orchard() }
    app.buttons["Basket"].tap()
    app.sheets.element.cells["Pear"].swipeLeft()
    #expect(app.sheets.element.cells["Pear"].buttons["Delete"].isHittable)
    app.sheets.element.cells["Pear"].buttons["Delete"].tap()
    #expect(app.sheets.element.cells.allElementsBoundByIndex.map(\.label) == ["Plum"])
    #expect(!app.cells["Apple"].isHittable)
  }
}

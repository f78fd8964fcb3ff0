import SwiftUI
import SwiftUITesting
import Testing

// A body that runs again makes a new `ForEach` whose closure is alike the last: a list hands out the
// rows whose element did not change as the very rows it showed, and makes the others again. These
// tests change, insert and delete elements of such lists and use the rows that stayed.

private struct BasketFruit: Identifiable, Equatable {
  let id: Int
  var name: String
}

private struct FruitBasket: View {
  @State private var fruits = [
    BasketFruit(id: 1, name: "Apple"), BasketFruit(id: 2, name: "Banana"), BasketFruit(id: 3, name: "Cherry"),
  ]
  @State private var picked: [String] = []
  @State private var selection: Int?
  let deletes: Bool

  var body: some View {
    VStack {
      Text("Picked: \(picked.joined(separator: ", "))")
      Text("Selected: \(selection.map(String.init) ?? "none")")
      Button("Rename Banana") { fruits[1].name = "Blueberry" }
      Button("Add Apricot first") { fruits.insert(BasketFruit(id: 4, name: "Apricot"), at: 0) }
      List(selection: $selection) {
        if deletes {
          ForEach(fruits) { fruit in
            Button("Pick \(fruit.name)") { picked.append(fruit.name) }
          }
          .onDelete { fruits.remove(atOffsets: $0) }
        } else {
          ForEach(fruits) { fruit in
            Text(fruit.name).tag(fruit.id)
          }
        }
      }
    }
  }
}

/// A list whose delete action says which run of the body made it: the rows' closure captures nothing,
/// so each new `ForEach` hands the rows out again, and only the action changes.
private struct RoundedDeletes: View {
  @State private var fruits = ["Apple", "Banana", "Cherry"]
  @State private var round = 1
  @State private var log: [String] = []

  var body: some View {
    let current = round
    VStack {
      Text("Deleted: \(log.joined(separator: ", "))")
      Button("Next round") { round += 1 }
      List {
        ForEach(fruits, id: \.self) { Text($0) }
          .onDelete { offsets in
            log += offsets.map { "\(fruits[$0]) in round \(current)" }
            fruits.remove(atOffsets: offsets)
          }
      }
    }
  }
}

@MainActor
@Suite("Rows a new ForEach value keeps")
struct AlikeRowsTests {
  private func cells(_ app: HeadlessApp) -> [String] {
    app.cells.allElementsBoundByIndex.map(\.label)
  }

  @Test("A renamed element's row shows its new name; the rows beside it still select their own value")
  func renamedRowShowsItsNameAndOthersSelect() {
    let app = HeadlessApp { FruitBasket(deletes: false) }
    app.buttons["Rename Banana"].tap()
    #expect(cells(app) == ["Apple", "Blueberry", "Cherry"])
    app.cells["Cherry"].tap()
    #expect(app.staticTexts["Selected: 3"].exists)
    app.cells["Apple"].tap()
    #expect(app.staticTexts["Selected: 1"].exists)
  }

  @Test("Rows after an insertion show and select the element now at their place")
  func rowsAfterAnInsertionSelectTheirElement() {
    let app = HeadlessApp { FruitBasket(deletes: false) }
    app.buttons["Add Apricot first"].tap()
    #expect(cells(app) == ["Apricot", "Apple", "Banana", "Cherry"])
    app.cells["Banana"].tap()
    #expect(app.staticTexts["Selected: 2"].exists)
    app.cells["Apricot"].tap()
    #expect(app.staticTexts["Selected: 4"].exists)
  }

  @Test("With onDelete, a row kept through a change deletes itself, at its offset now")
  func keptRowsDeleteTheirOwnElement() {
    let app = HeadlessApp { FruitBasket(deletes: true) }
    app.buttons["Rename Banana"].tap()
    app.buttons["Add Apricot first"].tap()
    #expect(cells(app) == ["Pick Apricot", "Pick Apple", "Pick Blueberry", "Pick Cherry"])
    app.cells["Pick Cherry"].swipeLeft()
    app.buttons["Delete"].tap()
    #expect(cells(app) == ["Pick Apricot", "Pick Apple", "Pick Blueberry"])
    app.buttons["Pick Apple"].tap()
    #expect(app.staticTexts["Picked: Apple"].exists)
  }

  @Test("A row shown again after the body ran deletes with the action that body made")
  func keptRowDeletesWithTheNewAction() {
    let app = HeadlessApp { RoundedDeletes() }
    app.buttons["Next round"].tap()
    app.buttons["Next round"].tap()
    app.cells["Banana"].swipeLeft()
    app.buttons["Delete"].tap()
    #expect(app.staticTexts["Deleted: Banana in round 3"].exists)
    #expect(cells(app) == ["Apple", "Cherry"])
    app.buttons["Next round"].tap()
    app.cells["Cherry"].swipeLeft()
    app.buttons["Delete"].tap()
    #expect(app.staticTexts["Deleted: Banana in round 3, Cherry in round 4"].exists)
    #expect(cells(app) == ["Apple"])
  }
}

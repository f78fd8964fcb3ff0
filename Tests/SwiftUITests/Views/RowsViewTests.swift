import SwiftUI
import SwiftUITesting
import Testing

// A `ForEach` whose rows are a view of the app's whose body is a `ForEach` of its own, as an app
// writes to group its rows: the list shows a cell for each inner row.

private struct Team: Identifiable {
  let id: Int
  var members: [String]
}

/// A view of the app's that is several rows of a list: a `ForEach` of its own.
private struct MemberRows: View {
  let team: Team
  let remove: (String) -> Void
  var body: some View {
    ForEach(team.members, id: \.self) { member in
      Text(member)
    }
    .onDelete { offsets in
      for offset in offsets { remove(team.members[offset]) }
    }
  }
}

private struct Teams: View {
  @State private var teams = [Team(id: 1, members: ["Ada", "Grace"]), Team(id: 2, members: ["Linus"])]
  var body: some View {
    List {
      ForEach(teams) { team in
        MemberRows(team: team) { member in
          for index in teams.indices { teams[index].members.removeAll { $0 == member } }
        }
      }
      Button("Add Ken") { teams[1].members.append("Ken") }
    }
  }
}

@MainActor
@Suite("Rows made by a view of the app's")
struct RowsViewTests {
  @Test("A view whose body is a ForEach gives the list a cell per row")
  func cellPerRow() {
    let app = HeadlessApp { Teams() }
    #expect(app.cells.allElementsBoundByIndex.map(\.label) == ["Ada", "Grace", "Linus", "Add Ken"])
    app.buttons["Add Ken"].tap()
    #expect(app.cells.allElementsBoundByIndex.map(\.label) == ["Ada", "Grace", "Linus", "Ken", "Add Ken"])
  }

  @Test("Swiping such a row deletes it through the view's onDelete")
  func swipeToDelete() {
    let app = HeadlessApp { Teams() }
    app.cells["Grace"].swipeLeft()
    app.buttons["Delete"].tap()
    #expect(app.cells.allElementsBoundByIndex.map(\.label) == ["Ada", "Linus", "Add Ken"])
  }
}

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
}

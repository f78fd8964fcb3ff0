import SwiftUI
import SwiftUITesting
import Testing

private struct Item: Identifiable, Hashable {
  let id: Int
  let name: String
}

/// K7: two columns with a placeholder detail.
private struct TwoColumnItems: View {
  let items = [Item(id: 1, name: "Maps"), Item(id: 2, name: "Notes")]
  @State private var selectedItem: Item.ID?
  var body: some View {
    NavigationSplitView {
      List(items, selection: $selectedItem) { item in
        Text(item.name)
      }
      .navigationTitle("Items")
    } detail: {
      if let selectedItem, let item = items.first(where: { $0.id == selectedItem }) {
        Text("About \(item.name)")
      } else {
        ContentUnavailableView("Select an Item", systemImage: "doc")
      }
    }
  }
}

private struct Department: Identifiable, Hashable {
  let id: Int
  let name: String
  let employees: [Employee]
}

private struct Employee: Identifiable, Hashable {
  let id: Int
  let name: String
}

/// K7: three columns with a multiple selection in the content column.
private struct ThreeColumnStaff: View {
  let departments = [
    Department(
      id: 1, name: "Design", employees: [Employee(id: 10, name: "Ana"), Employee(id: 11, name: "Ben")]),
    Department(id: 2, name: "Travel", employees: [Employee(id: 20, name: "Chloé")]),
  ]
  @State private var departmentId: Department.ID?
  @State private var employeeIds = Set<Employee.ID>()
  var body: some View {
    NavigationSplitView {
      List(departments, selection: $departmentId) { department in
        Text(department.name)
      }
    } content: {
      if let department = departments.first(where: { $0.id == departmentId }) {
        List(department.employees, selection: $employeeIds) { employee in
          Text(employee.name)
        }
      } else {
        Text("Select a department")
      }
    } detail: {
      Text("\(employeeIds.count) selected")
    }
  }
}

/// K8, K11: visibility, widths, the compact column, the sidebar toggle.
private struct Configured: View {
  @State var visibility: NavigationSplitViewVisibility
  @State var compactColumn = NavigationSplitViewColumn.sidebar
  var removesToggle = false
  let cities = ["Lima", "Oslo"]
  @State private var selection: String?

  var body: some View {
    NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: $compactColumn) {
      let list = List(cities, id: \.self, selection: $selection) { Text($0) }
        .navigationSplitViewColumnWidth(min: 200, ideal: 260)
      if removesToggle {
        list.toolbar(removing: .sidebarToggle)
      } else {
        list
      }
    } detail: {
      NavigationStack {
        Text(selection.map { "Detail of \($0)" } ?? "Pick a city")
      }
    }
    .onChange(of: compactColumn) { print("column:", compactColumn) }
  }
}

private enum SheetKind: Identifiable {
  case add
  case edit(String)
  case categories
  var id: String {
    switch self {
    case .add: "add"
    case .edit(let name): "edit-\(name)"
    case .categories: "categories"
    }
  }
}

/// K3: one optional enum and one sheet(item:) for every sheet of a screen.
private struct Articles: View {
  @State private var presentedSheet: SheetKind?
  var body: some View {
    NavigationStack {
      VStack {
        Button("Edit Travel") { presentedSheet = .edit("Travel") }
        Button("Categories") { presentedSheet = .categories }
      }
      .toolbar { Button("Add") { presentedSheet = .add } }
      .sheet(item: $presentedSheet) { sheet in
        switch sheet {
        case .add: Text("New article")
        case .edit(let name): Text("Editing \(name)")
        case .categories: Text("All categories")
        }
      }
    }
  }
}

/// R6
private struct Sized: View {
  @State private var isShown = false
  var body: some View {
    Button("Open") { isShown = true }
      .sheet(isPresented: $isShown) {
        Text("A form")
          .presentationSizing(.form.sticky(horizontal: false, vertical: true))
      }
  }
}

@MainActor
@Suite("Split-view configuration (K3, K7, K8, K11, R6)")
struct SplitConfigurationTests {
  @Test("K7: two columns: a placeholder until an item is chosen")
  func twoColumns() {
    let app = HeadlessApp(device: .iPadAir11) { TwoColumnItems() }
    #expect(app.staticTexts["Select an Item"].exists)
    app.cells["Notes"].tap()
    #expect(app.staticTexts["About Notes"].exists)
  }

  @Test("K7: three columns with a multiple selection in the content column")
  func multipleSelection() {
    let app = HeadlessApp(device: .iPadAir11, orientation: .landscape) { ThreeColumnStaff() }
    app.cells["Design"].tap()
    app.cells["Ana"].tap()
    app.cells["Ben"].tap()
    #expect(app.staticTexts["2 selected"].exists)
    #expect(app.cells["Ana"].isSelected && app.cells["Ben"].isSelected)
    app.cells["Ana"].tap()
    #expect(app.staticTexts["1 selected"].exists)
  }

  @Test("K8: .detailOnly shows the detail alone; .all shows both; the ideal width is used")
  func visibility() {
    let detailOnly = HeadlessApp(device: .iPadAir11) { Configured(visibility: .detailOnly) }
    #expect(detailOnly.columns.count == 1)
    #expect(detailOnly.buttons["Show Sidebar"].exists)
    let all = HeadlessApp(device: .iPadAir11) { Configured(visibility: .all) }
    #expect(all.columns.count == 2)
    #expect(all.columns["sidebar"].frame.width == 260)
  }

  @Test("K8: preferredCompactColumn decides what a collapsed split view shows, and is written back")
  func compactColumn() {
    let app = HeadlessApp(device: .iPhone17) { Configured(visibility: .automatic) }
    #expect(app.cells["Lima"].exists)
    app.cells["Lima"].tap()
    #expect(app.staticTexts["Detail of Lima"].exists)
    #expect(app.console == ["column: detail"])
    app.swipeBack()
    #expect(app.cells["Oslo"].exists)
    #expect(app.console == ["column: detail", "column: sidebar"])
  }

  @Test("K11: columnVisibility .all with the sidebar toggle removed keeps the list and offers no toggle")
  func sidebarKept() {
    let app = HeadlessApp(device: .iPadAir11) { Configured(visibility: .all, removesToggle: true) }
    #expect(app.columns["sidebar"].exists)
    #expect(!app.buttons["Hide Sidebar"].exists)
    #expect(!app.buttons["Show Sidebar"].exists)
    app.cells["Oslo"].tap()
    #expect(app.columns["detail"].staticTexts["Detail of Oslo"].exists)
  }

  @Test("K3: one enum of sheets in one sheet(item:): each case shows its view, one at a time")
  func enumOfSheets() {
    let app = HeadlessApp { Articles() }
    app.buttons["Add"].tap()
    #expect(app.staticTexts["New article"].exists)
    app.swipeDown()
    app.buttons["Edit Travel"].tap()
    #expect(app.staticTexts["Editing Travel"].exists)
    #expect(app.sheets.count == 1)
  }

  @Test("R6: presentationSizing is kept and reported")
  func sizing() {
    let app = HeadlessApp(device: .iPadAir11) { Sized() }
    app.buttons["Open"].tap()
    #expect(app.sheets.firstMatch.presentationSizing == "form.sticky(horizontal: false, vertical: true)")
  }
}

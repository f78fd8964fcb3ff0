import SwiftUI
import SwiftUITesting
import Testing

private struct Chore: Identifiable {
  let id: Int
  var title: String
  var isDone = false
}

private func sampleChores() -> [Chore] {
  [Chore(id: 1, title: "Pack"), Chore(id: 2, title: "Book hotel"), Chore(id: 3, title: "Renew passport")]
}

private func summary(_ chores: [Chore]) -> String {
  chores.map { $0.title + ($0.isDone ? " ✓" : "") }.joined(separator: ", ")
}

/// Rows bound to their elements, deletable and movable, with an Edit button.
private struct Checklist: View {
  @State private var chores = sampleChores()
  var body: some View {
    NavigationStack {
      List {
        ForEach($chores) { $chore in
          Toggle(chore.title, isOn: $chore.isDone)
        }
        .onDelete { chores.remove(atOffsets: $0) }
        .onMove { chores.move(fromOffsets: $0, toOffset: $1) }
        Text("Total: \(chores.count)")
      }
      .navigationTitle("Before the trip")
      .toolbar { EditButton() }
      .toolbar {
        ToolbarItem(placement: .bottomBar) { Text(summary(chores)) }
      }
    }
  }
}

/// `List($items)` with text fields, and the app's own edit mode.
private struct RenameList: View {
  @State private var chores = sampleChores()
  @State private var mode = EditMode.inactive
  var body: some View {
    VStack {
      Button(mode.isEditing ? "Stop editing" : "Start editing") {
        mode = mode.isEditing ? .inactive : .active
      }
      Text(summary(chores))
      List($chores) { $chore in
        TextField("Title", text: $chore.title)
      }
      ForEach($chores, id: \.title) { $chore in
        Text("id \(chore.id)")
      }
      EditButton()
    }
    .environment(\.editMode, $mode)
  }
}

/// Links in a list, with only deletion: no reorder controls, and links do not push while editing.
private struct Destinations: View {
  @State private var cities = ["Oslo", "Quito"]
  var body: some View {
    NavigationStack {
      List {
        ForEach(cities, id: \.self) { city in
          NavigationLink(city) { DestinationDetail(city: city) }
        }
        .onDelete { cities.remove(atOffsets: $0) }
      }
      .navigationTitle("Cities")
      .toolbar { EditButton() }
      .toolbar {
        ToolbarItem(placement: .topBarLeading) {
          NavigationLink("Help") { DestinationDetail(city: "help") }
        }
      }
    }
  }
}

private struct DestinationDetail: View {
  let city: String
  @Environment(\.editMode) private var editMode
  var body: some View {
    VStack {
      Text("About \(city)")
      Text(editMode?.wrappedValue.isEditing == true ? "detail editing" : "detail not editing")
    }
  }
}

/// Screens pushed by value, each with its own Edit button.
private struct EditingPath: View {
  var body: some View {
    NavigationStack {
      List {
        NavigationLink("Open Oslo", value: "Oslo")
      }
      .navigationDestination(for: String.self) { city in
        EditingScreen(city: city)
      }
    }
  }
}

private struct EditingScreen: View {
  let city: String
  @Environment(\.editMode) private var editMode
  var body: some View {
    List {
      Text(editMode?.wrappedValue.isEditing == true ? "\(city) editing" : "\(city) not editing")
      NavigationLink("Open Quito", value: "Quito")
    }
    .navigationTitle(city)
    .toolbar { EditButton() }
  }
}

/// A pushed screen keeps the binding of the row that pushed it while the list changes under it.
private struct PushedRowBinding: View {
  @State private var chores = sampleChores()
  var body: some View {
    NavigationStack {
      List {
        ForEach($chores) { $chore in
          NavigationLink(chore.title) {
            ChoreDetail(chore: $chore) {
              chores.removeFirst()
              chores.reverse()
            }
          }
        }
      }
      .toolbar {
        ToolbarItem(placement: .bottomBar) { Text(summary(chores)) }
      }
    }
  }
}

private struct ChoreDetail: View {
  @Binding var chore: Chore
  let reshuffle: () -> Void
  var body: some View {
    VStack {
      Text("Editing \(chore.title)")
      Button("Reshuffle") { reshuffle() }
      Button("Mark done") { chore.isDone = true }
    }
  }
}

@MainActor
@Suite("Editable lists: bound rows, EditButton, edit mode, onDelete and onMove")
struct EditableListTests {
  @Test("ForEach($items) gives each row a binding to its own element")
  func rowBindings() {
    let app = HeadlessApp { Checklist() }
    app.switches["Book hotel"].tap()
    #expect(app.staticTexts["Pack, Book hotel ✓, Renew passport"].exists)
    #expect(app.switches["Book hotel"].value == "1")
  }

  @Test("EditButton turns edit mode on: Done, and Delete and Reorder controls on each row")
  func editButtonShowsControls() {
    let app = HeadlessApp { Checklist() }
    #expect(!app.buttons["Delete Pack"].exists)
    app.buttons["Edit"].tap()
    #expect(app.buttons["Done"].exists)
    for title in ["Pack", "Book hotel", "Renew passport"] {
      #expect(app.cells[title].buttons["Delete \(title)"].exists)
      #expect(app.cells[title].buttons["Reorder \(title)"].exists)
    }
    // A row outside the ForEach has neither.
    #expect(!app.buttons["Delete Total: 3"].exists)
    #expect(!app.buttons["Reorder Total: 3"].exists)
    app.buttons["Done"].tap()
    #expect(app.buttons["Edit"].exists)
    #expect(!app.buttons["Delete Pack"].exists)
    #expect(!app.buttons["Reorder Pack"].exists)
  }

  @Test("The delete control reveals Delete, which deletes; the other rows keep their bindings")
  func deleteControlThenBindings() {
    let app = HeadlessApp { Checklist() }
    app.buttons["Edit"].tap()
    app.buttons["Delete Pack"].tap()
    #expect(app.buttons["Delete"].buttonRole == .destructive)
    app.buttons["Delete"].tap()
    #expect(!app.cells["Pack"].exists)
    #expect(app.staticTexts["Total: 2"].exists)
    app.switches["Renew passport"].tap()
    #expect(app.staticTexts["Book hotel, Renew passport ✓"].exists)
  }

  @Test("The delete control tapped again hides Delete")
  func deleteControlToggles() {
    let app = HeadlessApp { Checklist() }
    app.buttons["Edit"].tap()
    app.buttons["Delete Book hotel"].tap()
    #expect(app.buttons["Delete"].exists)
    app.buttons["Delete Book hotel"].tap()
    #expect(!app.buttons["Delete"].exists)
    #expect(app.staticTexts["Total: 3"].exists)
  }

  @Test("Dragging a reorder control onto a row moves the row there; bindings follow the elements")
  func dragToReorder() {
    let app = HeadlessApp { Checklist() }
    app.buttons["Edit"].tap()
    app.buttons["Reorder Renew passport"].press(forDuration: 0.5, thenDragTo: app.cells["Pack"])
    #expect(app.staticTexts["Renew passport, Pack, Book hotel"].exists)
    app.buttons["Reorder Renew passport"].press(forDuration: 0.5, thenDragTo: app.cells["Book hotel"])
    #expect(app.staticTexts["Pack, Book hotel, Renew passport"].exists)
    app.buttons["Reorder Pack"].press(forDuration: 0.5, thenDragTo: app.switches["Book hotel"])
    #expect(app.staticTexts["Book hotel, Pack, Renew passport"].exists)
    app.switches["Pack"].tap()
    #expect(app.staticTexts["Book hotel, Pack ✓, Renew passport"].exists)
    let rows = app.cells.allElementsBoundByIndex.map(\.label)
    #expect(rows.prefix(3) == ["Book hotel", "Pack", "Renew passport"])
  }

  @Test("A reorder control moves its row one place down or up (the terminal's + and -)")
  func stepToReorder() {
    let app = HeadlessApp { Checklist() }
    app.buttons["Edit"].tap()
    app.buttons["Reorder Pack"].increment()
    #expect(app.staticTexts["Book hotel, Pack, Renew passport"].exists)
    app.buttons["Reorder Renew passport"].decrement()
    #expect(app.staticTexts["Book hotel, Renew passport, Pack"].exists)
  }

  @Test("A row's binding finds its element by id after others are deleted and the rest reordered")
  func bindingKeyedByID() {
    let app = HeadlessApp { PushedRowBinding() }
    app.buttons["Renew passport"].tap()
    app.buttons["Reshuffle"].tap()
    #expect(app.staticTexts["Editing Renew passport"].exists)
    app.buttons["Mark done"].tap()
    app.swipeBack()
    #expect(app.staticTexts["Renew passport ✓, Book hotel"].exists)
  }

  @Test("List($items) rows edit their own element through a text field")
  func listOfBindings() {
    let app = HeadlessApp { RenameList() }
    app.textFields.element(boundBy: 1).replaceText("Book a hotel")
    #expect(app.staticTexts["Pack, Book a hotel, Renew passport"].exists)
    // ForEach($items, id:) identifies rows by the key path.
    #expect(app.staticTexts["id 2"].exists)
  }

  @Test("environment(\\.editMode, $mode): the app's state drives the list and EditButton")
  func ownEditMode() {
    let app = HeadlessApp { RenameList() }
    #expect(app.buttons["Edit"].exists)
    app.buttons["Start editing"].tap()
    #expect(app.buttons["Done"].exists)
    // The rows have no onDelete or onMove: edit mode adds no controls to them.
    #expect(!app.buttons["Delete Pack"].exists)
    app.buttons["Done"].tap()
    #expect(app.buttons["Start editing"].exists)
  }

  @Test("In edit mode a link row does not navigate; each pushed screen has its own edit mode")
  func editModeAndLinks() {
    let app = HeadlessApp { Destinations() }
    app.buttons["Edit"].tap()
    #expect(app.buttons["Delete Oslo"].exists)
    #expect(!app.buttons["Reorder Oslo"].exists)
    app.cells["Oslo"].tap()
    #expect(!app.staticTexts["About Oslo"].exists)
    // A screen pushed over a list in edit mode is not editing; back on the list, the list still is.
    app.buttons["Help"].tap()
    #expect(app.staticTexts["detail not editing"].exists)
    app.swipeBack()
    #expect(app.buttons["Delete Oslo"].exists)
    app.buttons["Done"].tap()
    app.cells["Oslo"].tap()
    #expect(app.staticTexts["About Oslo"].exists)
    #expect(app.staticTexts["detail not editing"].exists)
  }

  @Test("A pushed screen keeps its edit mode while it is on the stack, and a screen pushed again starts anew")
  func pushedScreensKeepTheirEditModeWhileShown() {
    let app = HeadlessApp { EditingPath() }
    app.buttons["Open Oslo"].tap()
    app.buttons["Edit"].tap()
    #expect(app.staticTexts["Oslo editing"].exists)
    // The screen above has its own, and the one below keeps its own while covered.
    app.buttons["Open Quito"].tap()
    #expect(app.staticTexts["Quito not editing"].exists)
    app.swipeBack()
    #expect(app.staticTexts["Oslo editing"].exists)
    // Popped, then pushed again: another screen at the same place.
    app.swipeBack()
    app.buttons["Open Oslo"].tap()
    #expect(app.staticTexts["Oslo not editing"].exists)
  }

  @Test("A swipe still deletes outside edit mode, and the list is not left editing")
  func swipeOutsideEditMode() {
    let app = HeadlessApp { Destinations() }
    app.cells["Quito"].swipeLeft()
    app.buttons["Delete"].tap()
    #expect(!app.cells["Quito"].exists)
    #expect(app.buttons["Edit"].exists)
  }
}

import Foundation
import SwiftUI
import SwiftUITesting
import Testing

// An expense tracker in the style of the common beginner tutorials: a list of expenses with a
// total, sorted from a menu in the toolbar, and a form in a sheet to add one (a name, a category
// picker, a segmented kind, an amount slider, a date, an approval PIN in a secure field and notes).
// Written as ordinary SwiftUI; only the test at the end knows about the test host.

private struct Expense: Identifiable {
  let id = UUID()
  var name: String
  var category: Category
  var isBusiness: Bool
  var amount: Double
  var notes: String
}

private enum Category: String, CaseIterable, Identifiable {
  case food = "Food"
  case travel = "Travel"
  case office = "Office"
  var id: Self { self }
}

private enum SortOrder: Hashable {
  case name, amount
}

private struct ExpensesView: View {
  @State private var expenses = [
    Expense(name: "Lunch", category: .food, isBusiness: false, amount: 14, notes: ""),
    Expense(name: "Taxi", category: .travel, isBusiness: true, amount: 32, notes: ""),
  ]
  @State private var sortOrder = SortOrder.name
  @State private var isAdding = false

  private var sorted: [Expense] {
    switch sortOrder {
    case .name: expenses.sorted { $0.name < $1.name }
    case .amount: expenses.sorted { $0.amount > $1.amount }
    }
  }

  var body: some View {
    NavigationStack {
      List {
        ForEach(sorted) { expense in
          HStack {
            VStack(alignment: .leading) {
              Text(expense.name)
              Text(expense.isBusiness ? "Business" : "Personal")
            }
            Spacer()
            Text(expense.amount, format: .currency(code: "USD"))
          }
        }
        LabeledContent("Total", value: expenses.map(\.amount).reduce(0, +), format: .currency(code: "USD"))
      }
      .navigationTitle("Expenses")
      .toolbar {
        ToolbarItem(placement: .topBarLeading) {
          Menu("Sort") {
            Picker("Sort by", selection: $sortOrder) {
              Text("Name").tag(SortOrder.name)
              Text("Amount").tag(SortOrder.amount)
            }
          }
        }
        ToolbarItem(placement: .topBarTrailing) {
          Button("Add") { isAdding = true }
        }
      }
    }
    .sheet(isPresented: $isAdding) {
      AddExpenseView { expenses.append($0) }
    }
  }
}

private struct AddExpenseView: View {
  let save: (Expense) -> Void
  @Environment(\.dismiss) private var dismiss
  @State private var name = ""
  @State private var category = Category.food
  @State private var isBusiness = false
  @State private var amount = 20.0
  @State private var date = Date(timeIntervalSince1970: 1_800_000_000)
  @State private var pin = ""
  @State private var notes = ""

  var body: some View {
    NavigationStack {
      Form {
        TextField("Name", text: $name)
        Picker("Category", selection: $category) {
          ForEach(Category.allCases) { Text($0.rawValue) }
        }
        Picker("Kind", selection: $isBusiness) {
          Text("Personal").tag(false)
          Text("Business").tag(true)
        }
        .pickerStyle(.segmented)
        Slider(value: $amount, in: 0...200, step: 5) { Text("Amount") }
        LabeledContent("Amount", value: amount, format: .currency(code: "USD"))
        DatePicker("Date", selection: $date, displayedComponents: .date)
        SecureField("Approval PIN", text: $pin)
        TextEditor(text: $notes)
        Link("Expense policy", destination: URL(string: "https://example.com/policy")!)
      }
      .navigationTitle("Add Expense")
      .toolbar {
        ToolbarItem(placement: .confirmationAction) {
          Button("Save") {
            save(
              Expense(name: name, category: category, isBusiness: isBusiness, amount: amount, notes: notes))
            dismiss()
          }
          .disabled(name.isEmpty || pin.count < 4)
        }
      }
    }
  }
}

@MainActor
@Suite("Compatibility: an expense tracker")
struct ExpenseTrackerTests {
  @Test("Adding an expense through the form's controls puts it in the list and the total")
  func addExpense() {
    let app = HeadlessApp { ExpensesView() }
    #expect(app.staticTexts["$46.00"].exists)
    app.buttons["Add"].tap()
    let sheet = app.sheets.firstMatch
    #expect(sheet.exists)
    sheet.textFields["Name"].typeText("Hotel")
    sheet.buttons["Category"].tap()
    app.menuItems["Travel"].tap()
    #expect(sheet.buttons["Category"].value == "Travel")
    sheet.segmentedControls["Kind"].buttons["Business"].tap()
    sheet.sliders["Amount"].adjust(toNormalizedSliderPosition: 0.6)
    #expect(sheet.staticTexts["$120.00"].exists)
    sheet.datePickers["Date"].adjust(toPickerWheelValue: "Jan 5, 2027")
    #expect(sheet.datePickers["Date"].value == "Jan 5, 2027")
    #expect(!sheet.buttons["Save"].isEnabled, "a PIN of four digits is needed")
    sheet.secureTextFields["Approval PIN"].typeText("1234")
    #expect(sheet.secureTextFields["Approval PIN"].value == "••••")
    sheet.textViews.firstMatch.typeText("Two nights\nconference")
    sheet.links["Expense policy"].tap()
    #expect(app.openedURLs.map(\.absoluteString) == ["https://example.com/policy"])
    sheet.buttons["Save"].tap()
    #expect(!app.sheets.firstMatch.exists)
    #expect(app.staticTexts["Hotel"].exists)
    #expect(app.staticTexts["$166.00"].exists, "the total follows")
    #expect(app.log.isEmpty)
  }

  @Test("The sort menu's picker orders the list by amount")
  func sortFromMenu() {
    let app = HeadlessApp { ExpensesView() }
    #expect(app.staticTexts["Lunch"].frame.minY < app.staticTexts["Taxi"].frame.minY)
    app.buttons["Sort"].tap()
    app.menuItems["Amount"].tap()
    #expect(app.staticTexts["Taxi"].frame.minY < app.staticTexts["Lunch"].frame.minY)
  }
}

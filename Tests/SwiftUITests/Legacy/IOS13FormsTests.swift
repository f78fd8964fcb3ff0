import SwiftUI
import SwiftUITesting
import Testing

/// An expense list written for iOS 13, as the older tutorials teach it.
private struct Expenses: View {
  @State private var items = ["Lunch"]
  @State private var showingAdd = false

  @available(*, deprecated, message: "written for iOS 13")
  var body: some View {
    NavigationView {
      List(items, id: \.self) { Text($0) }
        .navigationBarTitle("iExpense")
        .navigationBarItems(
          leading: Text("\(items.count, specifier: "%d") items"),
          trailing: Button(action: { showingAdd = true }) { Image(systemName: "plus") }
            .accessibility(label: Text("Add expense"))
        )
        .sheet(isPresented: $showingAdd) { AddExpense(items: $items) }
    }
  }
}

private struct AddExpense: View {
  @Binding var items: [String]
  @Environment(\.presentationMode) var presentationMode
  @State private var name = ""
  @State private var amount = 12.5

  @available(*, deprecated, message: "written for iOS 13")
  var body: some View {
    NavigationView {
      Form {
        TextField("Name", text: $name, onCommit: save)
        Text("Amount \(amount, specifier: "%.2f")")
        Text(presentationMode.wrappedValue.isPresented ? "Presented" : "Not presented")
      }
      .navigationBarTitle("Add new expense", displayMode: .inline)
      .navigationBarItems(trailing: Button("Save", action: save))
    }
  }

  private func save() {
    items.append(name)
    presentationMode.wrappedValue.dismiss()
  }
}

/// A photo a person pinches and turns, with the older gesture names.
private struct Photo: View {
  @State private var scale: CGFloat = 1
  @State private var angle = Angle.zero
  @State private var zoom: CGFloat = 1

  var body: some View {
    VStack {
      Image(systemName: "photo")
        .accessibility(identifier: "photo")
        .gesture(MagnificationGesture().onChanged { scale = $0 }.onEnded { scale = $0 })
        .edgesIgnoringSafeArea(.all)
      Image(systemName: "dial.low")
        .gesture(RotationGesture().onEnded { angle = $0 })
      Image(systemName: "map")
        .gesture(MagnifyGesture().onEnded { zoom = $0.magnification })
      Text(
        "Scale \(scale, specifier: "%.1f"), turned \(Int(angle.degrees.rounded()))°, zoom \(zoom, specifier: "%.1f")"
      )
    }
  }
}

@MainActor
@Suite("iOS 13's forms: navigationBarTitle, navigationBarItems, presentationMode, onCommit")
struct IOS13FormsTests {
  @Test("navigationBarTitle and navigationBarItems show the title and the bar's buttons")
  func barTitleAndItems() {
    let app = HeadlessApp { Expenses() }
    #expect(app.navigationBars["iExpense"].exists)
    #expect(app.navigationBars["iExpense"].staticTexts["1 items"].exists)
    #expect(app.navigationBars["iExpense"].buttons["Add expense"].exists)
  }

  @Test("A sheet saves and dismisses itself through presentationMode")
  func presentationModeDismisses() {
    let app = HeadlessApp { Expenses() }
    app.buttons["Add expense"].tap()
    #expect(app.sheets.firstMatch.navigationBars["Add new expense"].exists)
    #expect(app.staticTexts["Presented"].exists)
    #expect(app.staticTexts["Amount 12.50"].exists)
    app.textFields["Name"].typeText("Taxi")
    app.buttons["Save"].tap()
    #expect(!app.sheets.firstMatch.exists)
    #expect(app.cells.staticTexts["Taxi"].exists)
    #expect(app.staticTexts["2 items"].exists)
  }

  @Test("onCommit runs when return is pressed in the field")
  func onCommitRunsOnReturn() {
    let app = HeadlessApp { Expenses() }
    app.buttons["Add expense"].tap()
    app.textFields["Name"].typeText("Coffee\n")
    #expect(!app.sheets.firstMatch.exists)
    #expect(app.cells.staticTexts["Coffee"].exists)
  }

  @Test("A view not presented reads presentationMode as not presented")
  func notPresented() {
    let app = HeadlessApp { AddExpense(items: .constant([])) }
    #expect(app.staticTexts["Not presented"].exists)
  }

  @Test("Pinching and turning run the magnification and rotation gestures with their values")
  func pinchAndRotate() {
    let app = HeadlessApp { Photo() }
    app.images["photo"].pinch(withScale: 2, velocity: 1)
    app.images["dial.low"].rotate(.pi / 2, withVelocity: 1)
    app.images["map"].pinch(withScale: 0.5, velocity: -1)
    #expect(app.staticTexts["Scale 2.0, turned 90°, zoom 0.5"].exists)
    #expect(app.images["photo"].availableActions == ["pinch"])
  }
}

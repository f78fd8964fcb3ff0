import SwiftUI
import SwiftUITesting
import Testing

private enum Flavor: String, CaseIterable, Identifiable {
  case chocolate, vanilla, strawberry, mint
  var id: Self { self }
  var name: String { rawValue.capitalized }
}

private struct Order: View {
  @State private var flavor = Flavor.chocolate
  @State private var size = "Medium"
  @State private var topping: String? = nil
  var body: some View {
    Form {
      Picker("Flavor", selection: $flavor) {
        ForEach(Flavor.allCases) { Text($0.name) }
      }
      Picker("Size", selection: $size) {
        Text("Small").tag("Small")
        Text("Medium").tag("Medium")
        Text("Large").tag("Large")
      }
      .pickerStyle(.segmented)
      Picker("Topping", selection: $topping) {
        Text("None").tag(String?.none)
        Text("Sprinkles").tag("Sprinkles")
        Text("Nuts").tag("Nuts")
      }
      .pickerStyle(.inline)
      Text("\(flavor.name), \(size), \(topping ?? "plain")")
    }
  }
}

private struct Alarm: View {
  @State private var hour = 7
  var body: some View {
    Picker("Hour", selection: $hour) {
      ForEach(5..<10, id: \.self) { Text("\($0) am") }
    }
    .pickerStyle(.wheel)
    Text("Wake at \(hour)")
  }
}

@MainActor
@Suite("Pickers")
struct PickerTests {
  @Test("A picker is a button showing the chosen option; a tap opens a menu of the options")
  func menuPicker() {
    let app = HeadlessApp { Order() }
    let flavor = app.buttons["Flavor"]
    #expect(flavor.value == "Chocolate")
    #expect(app.menus.count == 0)
    flavor.tap()
    #expect(app.menus.count == 1)
    #expect(app.menuItems.count == 4)
    #expect(app.menuItems["Vanilla"].exists)
    #expect(app.menuItems["Chocolate"].isSelected, "the chosen option is checked")
    #expect(app.menuItems["Chocolate"].systemImage == "checkmark")
    #expect(!app.menuItems["Vanilla"].isSelected)
    app.menuItems["Vanilla"].tap()
    #expect(app.menus.count == 0, "choosing closes the menu")
    #expect(flavor.value == "Vanilla")
    #expect(app.staticTexts["Vanilla, Medium, plain"].exists)
    #expect(app.log.isEmpty)
  }

  @Test("Tapping outside an open picker menu closes it without choosing")
  func menuDismissed() {
    let app = HeadlessApp { Order() }
    app.buttons["Flavor"].tap()
    app.tapOutside()
    #expect(app.menus.count == 0)
    #expect(app.buttons["Flavor"].value == "Chocolate")
  }

  @Test("A segmented picker shows its options side by side, the chosen one selected")
  func segmented() {
    let app = HeadlessApp { Order() }
    let size = app.segmentedControls["Size"]
    #expect(size.exists)
    #expect(size.elementType == .segmentedControl)
    #expect(size.buttons.count == 3)
    #expect(size.buttons["Medium"].isSelected)
    #expect(!size.buttons["Large"].isSelected)
    size.buttons["Large"].tap()
    #expect(size.buttons["Large"].isSelected)
    #expect(size.value == "Large")
    #expect(app.staticTexts["Chocolate, Large, plain"].exists)
  }

  @Test("An inline picker lists its options as buttons; an optional selection takes plain tags")
  func inline() {
    let app = HeadlessApp { Order() }
    #expect(app.buttons["None"].isSelected)
    app.buttons["Nuts"].tap()
    #expect(app.buttons["Nuts"].isSelected)
    #expect(!app.buttons["None"].isSelected)
    #expect(app.staticTexts["Chocolate, Medium, Nuts"].exists)
  }

  @Test("A wheel picker is a picker holding a wheel, turned to an option by its title")
  func wheel() {
    let app = HeadlessApp { Alarm() }
    let wheel = app.pickers["Hour"].pickerWheels.firstMatch
    #expect(wheel.value == "7 am")
    wheel.adjust(toPickerWheelValue: "8 am")
    #expect(wheel.value == "8 am")
    #expect(app.staticTexts["Wake at 8"].exists)
    wheel.increment()
    #expect(app.staticTexts["Wake at 9"].exists)
    #expect(!wheel.availableActions.contains("increment"), "the last option is the end of the wheel")
    wheel.decrement()
    wheel.decrement()
    #expect(app.staticTexts["Wake at 7"].exists)
  }

  @Test("A picker with its label hidden is still found by it, and is as wide as its choice")
  func labelsHidden() {
    let app = HeadlessApp {
      HStack {
        Text("Pick one")
        Picker("Flavor", selection: .constant(Flavor.mint)) {
          ForEach(Flavor.allCases) { Text($0.name) }
        }
        .labelsHidden()
      }
    }
    let picker = app.buttons["Flavor"]
    #expect(picker.value == "Mint")
    #expect(picker.frame.width < 200)
    #expect(picker.frame.minX > app.staticTexts["Pick one"].frame.maxX)
  }

  @Test("A navigation-link picker is a link with its choice; it pushes its options, the chosen one checked")
  func navigationLink() {
    let app = HeadlessApp {
      NavigationStack {
        Form {
          Picker("Flavor", selection: .constant(Flavor.vanilla)) {
            ForEach(Flavor.allCases) { Text($0.name) }
          }
          .pickerStyle(.navigationLink)
        }
        .navigationTitle("Order")
      }
    }
    app.buttons["Flavor, Vanilla"].tap()
    #expect(app.navigationBars["Flavor"].exists)
    #expect(app.buttons["Vanilla"].systemImage == "checkmark")
  }

  @Test("Choosing in a navigation-link picker's list pops back to the form")
  func navigationLinkChoose() {
    @MainActor struct Order: View {
      @State private var flavor = Flavor.vanilla
      var body: some View {
        NavigationStack {
          Form {
            Picker("Flavor", selection: $flavor) {
              ForEach(Flavor.allCases) { Text($0.name) }
            }
            .pickerStyle(.navigationLink)
          }
          .navigationTitle("Order")
        }
      }
    }
    let app = HeadlessApp { Order() }
    app.buttons["Flavor, Vanilla"].tap()
    app.buttons["Mint"].tap()
    #expect(app.navigationBars["Order"].exists)
    #expect(app.buttons["Flavor, Mint"].exists)
  }

  @Test("A disabled picker cannot be opened")
  func disabled() {
    let app = HeadlessApp {
      Picker("Flavor", selection: .constant(Flavor.vanilla)) {
        ForEach(Flavor.allCases) { Text($0.name) }
      }
      .disabled(true)
    }
    #expect(!app.buttons["Flavor"].isEnabled)
    #expect(app.buttons["Flavor"].value == "Vanilla")
  }
}

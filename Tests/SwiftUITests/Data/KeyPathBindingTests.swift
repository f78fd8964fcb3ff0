import SwiftUI
import SwiftUITesting
import Testing

private struct Address: Equatable {
  var street = "1 Pike Street"
  var city = "Seattle"
  var visits = 1
}

private struct Profile: Equatable {
  var name = "Ada"
  var address = Address()
  /// Computed: a binding to it goes through its getter and setter.
  var shoutedName: String {
    get { name.uppercased() }
    set { name = newValue.lowercased() }
  }
}

/// Bindings into a struct held in state: stored properties, nested ones, and a computed one.
private struct ProfileForm: View {
  @State private var profile = Profile()
  var body: some View {
    Form {
      TextField("Name", text: $profile.name)
      TextField("City", text: $profile.address.city)
      TextField("Shouted", text: $profile.shoutedName)
      Stepper("Visits: \(profile.address.visits)", value: $profile.address.visits, in: 1...9)
      Text("\(profile.name) of \(profile.address.street), \(profile.address.city)")
    }
  }
}

@MainActor
@Suite("Bindings through key paths into a value")
struct KeyPathBindingTests {
  @Test("A field bound to a nested stored property reads and writes it, and leaves its neighbours")
  func nestedStoredProperty() {
    let app = HeadlessApp { ProfileForm() }
    #expect(app.textFields["City"].value == "Seattle")
    app.textFields["City"].tap()
    app.textFields["City"].typeText(", WA")
    #expect(app.textFields["City"].value == "Seattle, WA")
    #expect(app.staticTexts["Ada of 1 Pike Street, Seattle, WA"].exists)
    app.steppers["Visits: 1"].buttons["Increment"].tap()
    #expect(app.steppers["Visits: 2"].exists)
    #expect(app.staticTexts["Ada of 1 Pike Street, Seattle, WA"].exists)
  }

  @Test("A field bound to a computed property reads its getter and writes through its setter")
  func computedProperty() {
    let app = HeadlessApp { ProfileForm() }
    #expect(app.textFields["Shouted"].value == "ADA")
    app.textFields["Shouted"].tap()
    app.textFields["Shouted"].typeText("M")
    #expect(app.textFields["Name"].value == "adam")
    #expect(app.textFields["Shouted"].value == "ADAM")
  }
}

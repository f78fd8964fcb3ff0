import SwiftUI
import SwiftUITesting
import Testing

/// A stepper as iOS shows it: its label as a text of its own, beside its "Decrement" and "Increment"
/// buttons.
@MainActor
@Suite("Steppers")
struct StepperTests {
  @Test("A stepper's label is a text beside its Decrement and Increment buttons")
  func labelAndButtons() {
    let app = HeadlessApp { GuestsForm(range: 1...10) }
    #expect(app.staticTexts["Guests: 2"].exists)
    let stepper = app.steppers["Guests: 2"]
    #expect(stepper.exists)
    #expect(stepper.buttons.count == 2)
    #expect(stepper.buttons["Decrement"].isEnabled)
    #expect(stepper.buttons["Increment"].isEnabled)
  }

  @Test("Tapping Increment and Decrement changes the value the text shows")
  func tappingTheButtons() {
    let app = HeadlessApp { GuestsForm(range: 1...10) }
    app.steppers.buttons["Increment"].tap()
    app.steppers.buttons["Increment"].tap()
    #expect(app.staticTexts["Guests: 4"].exists)
    app.steppers.buttons["Decrement"].tap()
    #expect(app.staticTexts["Guests: 3"].exists)
    #expect(!app.staticTexts["Guests: 2"].exists)
  }

  @Test("At the top of its range the Increment button is disabled, and the Decrement button is not")
  func atTheTop() {
    let app = HeadlessApp { GuestsForm(range: 1...3) }
    app.steppers["Guests: 2"].increment()
    #expect(app.staticTexts["Guests: 3"].exists)
    #expect(!app.steppers.buttons["Increment"].isEnabled)
    #expect(app.steppers.buttons["Decrement"].isEnabled)
  }

  @Test("A stepper whose label is hidden shows no text, and is still found by its label")
  func hiddenLabel() {
    let app = HeadlessApp { GuestsForm(range: 1...10).labelsHidden() }
    #expect(!app.staticTexts["Guests: 2"].exists)
    #expect(app.steppers["Guests: 2"].exists)
    #expect(app.steppers.buttons["Increment"].exists)
  }

  @Test("A disabled stepper's buttons are disabled too")
  func disabledStepper() {
    let app = HeadlessApp { GuestsForm(range: 1...10).disabled(true) }
    #expect(!app.steppers.buttons["Increment"].isEnabled)
    #expect(!app.steppers.buttons["Decrement"].isEnabled)
  }
}

private struct GuestsForm: View {
  let range: ClosedRange<Int>
  @State private var guests = 2

  var body: some View {
    Form {
      Stepper("Guests: \(guests)", value: $guests, in: range)
    }
  }
}

import SwiftUI
import SwiftUITesting
import Testing

private struct Pill: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Image(systemName: configuration.isPressed ? "circle.fill" : "circle")
      configuration.label
    }
  }
}

private struct DoubleTap: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    Button("Twice: \(configuration.role == .destructive ? "destructive" : "plain")") {
      configuration.trigger()
      configuration.trigger()
    }
  }
}

private struct Checkbox: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    Button {
      configuration.isOn.toggle()
    } label: {
      HStack {
        Image(systemName: configuration.isOn ? "checkmark.square" : "square")
        configuration.label
      }
    }
  }
}

private struct BindingStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    Toggle("Inner", isOn: configuration.$isOn)
  }
}

private struct Panel: View {
  @State private var count = 0
  @State private var wifi = false
  @State private var bold = false
  @State private var sound = true
  var body: some View {
    VStack {
      Button("Bordered") { count += 1 }.buttonStyle(.bordered)
      Button("Prominent") { count += 1 }.buttonStyle(.borderedProminent)
      Button("Borderless") { count += 1 }.buttonStyle(.borderless)
      Button("Plain") { count += 1 }.buttonStyle(.plain)
      Button("Custom") { count += 1 }.buttonStyle(Pill())
      Button("Hidden", role: .destructive) { count += 1 }.buttonStyle(DoubleTap())
      Toggle("Wi-Fi", isOn: $wifi).toggleStyle(Checkbox())
      Toggle("Bold", isOn: $bold).toggleStyle(.button)
      Toggle("Sound", isOn: $sound).toggleStyle(BindingStyle())
      Toggle("Switch", isOn: $sound).toggleStyle(.switch)
      Text("Count \(count), wifi \(wifi), bold \(bold), sound \(sound)")
    }
  }
}

@MainActor
@Suite("Button and toggle styles")
struct StyleTests {
  @Test("Built-in button styles are facts of the button, which still runs its action")
  func builtIn() {
    let app = HeadlessApp { Panel() }
    #expect(app.buttons["Bordered"].controlStyle == "bordered")
    #expect(app.buttons["Prominent"].controlStyle == "borderedProminent")
    #expect(app.buttons["Borderless"].controlStyle == "borderless")
    #expect(app.buttons["Plain"].controlStyle == "plain")
    app.buttons["Prominent"].tap()
    app.buttons["Plain"].tap()
    #expect(app.staticTexts["Count 2, wifi false, bold false, sound true"].exists)
  }

  @Test("A custom ButtonStyle draws the label its way; the button keeps its action")
  func custom() {
    let app = HeadlessApp { Panel() }
    let custom = app.buttons["Custom"]
    #expect(custom.exists)
    #expect(custom.systemImage == "circle", "isPressed reads false")
    custom.tap()
    #expect(app.staticTexts["Count 1, wifi false, bold false, sound true"].exists)
  }

  @Test("A PrimitiveButtonStyle makes the button and decides when it triggers")
  func primitive() {
    let app = HeadlessApp { Panel() }
    #expect(!app.buttons["Hidden"].exists)
    app.buttons["Twice: destructive"].tap()
    #expect(app.staticTexts["Count 2, wifi false, bold false, sound true"].exists)
  }

  @Test("A custom ToggleStyle is the whole toggle, flipping configuration.isOn")
  func customToggle() {
    let app = HeadlessApp { Panel() }
    #expect(!app.switches["Wi-Fi"].exists)
    let box = app.buttons["Wi-Fi"]
    #expect(box.systemImage == "square")
    box.tap()
    #expect(box.systemImage == "checkmark.square")
    #expect(app.staticTexts["Count 0, wifi true, bold false, sound true"].exists)
  }

  @Test("A toggle's binding reaches the style as configuration.$isOn")
  func bindingInStyle() {
    let app = HeadlessApp { Panel() }
    let inner = app.switches["Inner"]
    #expect(inner.value == "1")
    inner.tap()
    #expect(app.staticTexts["Count 0, wifi false, bold false, sound false"].exists)
    #expect(app.switches["Switch"].value == "0")
  }

  @Test("A toggle in the button style is a button, selected while on")
  func buttonToggle() {
    let app = HeadlessApp { Panel() }
    let bold = app.buttons["Bold"]
    #expect(bold.controlStyle == "button")
    #expect(!bold.isSelected)
    bold.tap()
    #expect(bold.isSelected)
    #expect(app.staticTexts["Count 0, wifi false, bold true, sound true"].exists)
  }
}

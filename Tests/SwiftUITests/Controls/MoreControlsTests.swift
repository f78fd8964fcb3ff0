import SwiftUI
import SwiftUITesting
import Testing

private struct Dashboard: View {
  @State private var battery = 40.0
  @State private var tint = Color.blue
  @State private var bold = 0
  var body: some View {
    VStack {
      Gauge(value: battery, in: 0...100) {
        Text("Battery")
      } currentValueLabel: {
        Text("\(Int(battery))%")
      }
      .gaugeStyle(.accessoryCircular)
      Gauge(value: 0.3) { Text("Storage") }
      ControlGroup {
        Button("Bold") { bold += 1 }
        Button("Italic") {}
      }
      .controlGroupStyle(.navigation)
      ColorPicker("Tint", selection: $tint)
      ShareLink(item: URL(string: "https://example.com/trip")!)
      ShareLink("Send Notes", item: "Bring maps")
      Button("Charge") { battery += 10 }
      Text("Bold \(bold), tint \(tint.description)")
    }
  }
}

@MainActor
@Suite("Gauges, control groups, colour pickers and share links")
struct MoreControlsTests {
  @Test("A gauge is a progress indicator at its position in its range")
  func gauge() {
    let app = HeadlessApp { Dashboard() }
    let battery = app.progressIndicators["Battery"]
    #expect(battery.value == "40%")
    #expect(battery.fractionCompleted == 0.4)
    app.buttons["Charge"].tap()
    #expect(battery.value == "50%")
    #expect(app.progressIndicators["Storage"].value == "30%")
  }

  @Test("A control group lays its controls side by side, each still itself")
  func controlGroup() {
    let app = HeadlessApp { Dashboard() }
    let bold = app.buttons["Bold"]
    let italic = app.buttons["Italic"]
    #expect(bold.frame.minY == italic.frame.minY)
    #expect(italic.frame.minX > bold.frame.maxX - 1)
    bold.tap()
    #expect(app.staticTexts["Bold 1, tint blue"].exists)
  }

  @Test("A colour picker is a colour well named by its colour, set from the system colours")
  func colorPicker() {
    let app = HeadlessApp { Dashboard() }
    let well = app.colorWells["Tint"]
    #expect(well.value == "blue")
    #expect(well.elementType == .colorWell)
    well.adjust(toPickerWheelValue: "orange")
    #expect(well.value == "orange")
    #expect(app.staticTexts["Bold 0, tint orange"].exists)
    well.increment()
    #expect(well.value == "yellow", "the next system colour")
  }

  @Test("A share link is a button with the share symbol")
  func shareLink() {
    let app = HeadlessApp { Dashboard() }
    #expect(app.buttons["Share"].systemImage == "square.and.arrow.up")
    #expect(app.buttons["Send Notes"].exists)
    app.buttons["Share"].tap()
    #expect(app.log.isEmpty)
  }
}

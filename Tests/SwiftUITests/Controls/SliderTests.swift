import SwiftUI
import SwiftUITesting
import Testing

private struct Mixer: View {
  @State private var volume = 5.0
  @State private var brightness: Float = 0.25
  @State private var edits: [Bool] = []
  var body: some View {
    VStack {
      Slider(value: $volume, in: 0...10, step: 1) {
        Text("Volume")
      } minimumValueLabel: {
        Text("Quiet")
      } maximumValueLabel: {
        Text("Loud")
      } onEditingChanged: {
        edits.append($0)
      }
      Slider(value: $brightness)
        .accessibilityIdentifier("brightness")
      Text("Volume \(Int(volume))")
      Text("Brightness \(brightness, format: .number.precision(.fractionLength(2)))")
      Text("Edits \(edits.map { $0 ? "began" : "ended" }.joined(separator: " "))")
    }
  }
}

@MainActor
@Suite("Sliders")
struct SliderTests {
  @Test("A slider's value is its position as a percentage, as XCUITest reports it")
  func value() {
    let app = HeadlessApp { Mixer() }
    let volume = app.sliders["Volume"]
    #expect(volume.elementType == .slider)
    #expect(volume.value == "50%")
    #expect(volume.normalizedSliderPosition == 0.5)
    #expect(app.sliders["brightness"].value == "25%")
  }

  @Test("Adjusting a slider moves it to a position, snapped to its step, as one drag")
  func adjust() {
    let app = HeadlessApp { Mixer() }
    let volume = app.sliders["Volume"]
    volume.adjust(toNormalizedSliderPosition: 0.84)
    #expect(app.staticTexts["Volume 8"].exists)
    #expect(volume.value == "80%")
    #expect(app.staticTexts["Edits began ended"].exists)
    volume.adjust(toNormalizedSliderPosition: 1.5)
    #expect(volume.value == "100%", "a position past the end is the end")
  }

  @Test("Incrementing moves a slider by its step, or by a tenth of its range without one")
  func increment() {
    let app = HeadlessApp { Mixer() }
    app.sliders["Volume"].increment()
    #expect(app.staticTexts["Volume 6"].exists)
    app.sliders["brightness"].decrement()
    #expect(app.staticTexts["Brightness 0.15"].exists)
  }

  @Test("The labels at the ends of the track are texts inside the slider")
  func endLabels() {
    let app = HeadlessApp { Mixer() }
    #expect(app.sliders["Volume"].staticTexts["Quiet"].exists)
    #expect(app.sliders["Volume"].staticTexts["Loud"].exists)
  }
}

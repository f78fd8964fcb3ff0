import SwiftUI
import SwiftUITesting
import Testing

private struct Upload: View {
  @State private var sent = 2.0
  var body: some View {
    VStack {
      ProgressView("Uploading", value: sent, total: 8)
      ProgressView(value: 3, total: 0)
      ProgressView(value: 12.0, total: 10)
      ProgressView("Waiting for the server")
      ProgressView()
      ProgressView(value: sent / 8) {
        Text("Photos")
      } currentValueLabel: {
        Text("\(Int(sent)) of 8 photos")
      }
      Button("Send one more") { sent += 1 }
    }
    .progressViewStyle(.linear)
  }
}

@MainActor
@Suite("Progress views")
struct ProgressViewTests {
  @Test("A progress view with a known amount is a progress indicator at its percentage")
  func determinate() {
    let app = HeadlessApp { Upload() }
    let upload = app.progressIndicators["Uploading"]
    #expect(upload.exists)
    #expect(upload.value == "25%")
    #expect(upload.fractionCompleted == 0.25)
    app.buttons["Send one more"].tap()
    #expect(upload.value == "38%")
    #expect(app.log.isEmpty)
  }

  @Test("A value past the total is full; a total of zero leaves the amount unknown")
  func clamped() {
    let app = HeadlessApp { Upload() }
    #expect(app.progressIndicators.element(boundBy: 1).value == "100%")
    #expect(app.activityIndicators.count == 3)
  }

  @Test("A progress view with an unknown amount is an activity indicator, labelled or not")
  func indeterminate() {
    let app = HeadlessApp { Upload() }
    let waiting = app.activityIndicators["Waiting for the server"]
    #expect(waiting.exists)
    #expect(waiting.value == "in progress")
    #expect(waiting.fractionCompleted == nil)
  }

  @Test("The current-value label is the value a person hears")
  func currentValueLabel() {
    let app = HeadlessApp { Upload() }
    #expect(app.progressIndicators["Photos"].value == "2 of 8 photos")
    app.buttons["Send one more"].tap()
    #expect(app.progressIndicators["Photos"].value == "3 of 8 photos")
    #expect(app.progressIndicators["Photos"].fractionCompleted == 0.375)
  }

  @Test("A progress view's label sits above its bar, and the views below make room for both")
  func layout() {
    let app = HeadlessApp { Upload() }
    let upload = app.progressIndicators["Uploading"].frame
    #expect(upload.height == 44)
    #expect(app.buttons["Send one more"].frame.minY > upload.maxY)
  }
}

import SwiftUI
import SwiftUITesting
import Testing

private struct Trip: Identifiable {
  let id: Int
  let city: String
}

private struct DeleteWithAlertValue: View {
  @State private var isAsking = false
  @State private var cities = ["Seattle", "Lima"]

  @available(*, deprecated)
  var body: some View {
    VStack {
      ForEach(cities, id: \.self) { Text($0) }
      Button("Delete Seattle") { isAsking = true }
      Text(isAsking ? "asking" : "not asking")
    }
    .alert(isPresented: $isAsking) {
      Alert(
        title: Text("Delete Seattle?"), message: Text("This cannot be undone."),
        primaryButton: .destructive(Text("Delete")) { cities.removeAll { $0 == "Seattle" } },
        secondaryButton: .cancel())
    }
  }
}

private struct SavedAlertValue: View {
  @State private var isShown = false

  @available(*, deprecated)
  var body: some View {
    Button("Save") { isShown = true }
      .alert(isPresented: $isShown) { Alert(title: Text("Saved")) }
  }
}

private struct TripAlertValue: View {
  @State private var trip: Trip?

  @available(*, deprecated)
  var body: some View {
    VStack {
      Button("About Lima") { trip = Trip(id: 2, city: "Lima") }
      Text(trip == nil ? "no trip" : "a trip")
    }
    .alert(item: $trip) { trip in
      Alert(title: Text("Trip to \(trip.city)"), dismissButton: .default(Text("Nice")))
    }
  }
}

private struct ShareActionSheet: View {
  @State private var isSharing = false
  @State private var log: [String] = []

  @available(*, deprecated)
  var body: some View {
    VStack {
      Button("Share") { isSharing = true }
      Text("Log: \(log.joined(separator: ", "))")
    }
    .actionSheet(isPresented: $isSharing) {
      ActionSheet(
        title: Text("Share the trip"), message: Text("Pick a way"),
        buttons: [
          .default(Text("Mail")) { log.append("mail") },
          .destructive(Text("Stop sharing")) { log.append("stopped") },
          .cancel { log.append("cancelled") },
        ])
    }
  }
}

private struct TripActionSheet: View {
  @State private var trip: Trip?

  @available(*, deprecated)
  var body: some View {
    VStack {
      Button("Options for Seattle") { trip = Trip(id: 1, city: "Seattle") }
      Text(trip == nil ? "no trip" : "a trip")
    }
    .actionSheet(item: $trip) { trip in
      ActionSheet(title: Text(trip.city), buttons: [.default(Text("Duplicate")), .cancel()])
    }
  }
}

private struct UploadError: LocalizedError {
  var errorDescription: String? { "The upload failed" }
  var recoverySuggestion: String? { "Check the connection." }
}

private struct TextTitledForms: View {
  @State private var isAsking = false
  @State private var isDeciding = false
  @State private var failed = false
  @State private var photo: String?

  var body: some View {
    VStack {
      Button("Ask") { isAsking = true }
      Button("Decide") { isDeciding = true }
      Button("Upload") { failed = true }
      Button("Remove photo") { photo = "Beach" }
    }
    .alert(Text("Rename \("Lima")"), isPresented: $isAsking, presenting: "Lima") { city in
      Button("Rename \(city)") {}
    } message: { city in
      Text("\(city) gets a new name.")
    }
    .confirmationDialog(Text("Keep the draft?"), isPresented: $isDeciding, titleVisibility: .visible) {
      Button("Keep") {}
    } message: {
      Text("It stays on this device.")
    }
    .alert(isPresented: $failed, error: UploadError()) { _ in
      Button("Retry") {}
    } message: { error in
      Text(error.recoverySuggestion ?? "")
    }
    .confirmationDialog("Remove the photo?", item: $photo, titleVisibility: .visible) { photo in
      Button("Remove \(photo)", role: .destructive) {}
    } message: { photo in
      Text("\(photo) leaves the album.")
    }
  }
}

@MainActor
@Suite("Alert and ActionSheet values, and alerts and dialogs titled with Text")
struct AlertAndActionSheetValueTests {
  @Test("alert(isPresented:content:) shows the Alert's title, message and buttons; Delete runs and closes")
  func alertValue() {
    let app = HeadlessApp { DeleteWithAlertValue() }
    app.buttons["Delete Seattle"].tap()
    let alert = app.alerts["Delete Seattle?"]
    #expect(alert.exists)
    #expect(alert.staticTexts["This cannot be undone."].exists)
    #expect(alert.buttons["Delete"].buttonRole == .destructive)
    #expect(alert.buttons["Cancel"].buttonRole == .cancel)
    alert.buttons["Delete"].tap()
    #expect(app.alerts.count == 0)
    #expect(!app.staticTexts["Seattle"].exists)
    #expect(app.staticTexts["not asking"].exists)
  }

  @Test(".cancel() is titled Cancel and closes the alert without deleting")
  func alertValueCancel() {
    let app = HeadlessApp { DeleteWithAlertValue() }
    app.buttons["Delete Seattle"].tap()
    app.alerts.firstMatch.buttons["Cancel"].tap()
    #expect(app.alerts.count == 0)
    #expect(app.staticTexts["Seattle"].exists)
    #expect(app.staticTexts["not asking"].exists)
  }

  @Test("Alert(title:) gets an OK button")
  func alertValueOK() {
    let app = HeadlessApp { SavedAlertValue() }
    app.buttons["Save"].tap()
    #expect(app.alerts["Saved"].buttons.count == 1)
    app.alerts["Saved"].buttons["OK"].tap()
    #expect(app.alerts.count == 0)
  }

  @Test("alert(item:content:) builds the alert from the item and sets it to nil when closed")
  func alertItem() {
    let app = HeadlessApp { TripAlertValue() }
    #expect(app.alerts.count == 0)
    app.buttons["About Lima"].tap()
    #expect(app.alerts["Trip to Lima"].exists)
    app.alerts.firstMatch.buttons["Nice"].tap()
    #expect(app.alerts.count == 0)
    #expect(app.staticTexts["no trip"].exists)
  }

  @Test(
    "actionSheet(isPresented:content:) shows a dialog with its title; on an iPhone the tap outside cancels")
  func actionSheetOnIPhone() {
    let app = HeadlessApp { ShareActionSheet() }
    app.buttons["Share"].tap()
    let dialog = app.dialogs["Share the trip"]
    #expect(dialog.exists)
    #expect(dialog.staticTexts["Share the trip"].exists)
    #expect(dialog.staticTexts["Pick a way"].exists)
    #expect(dialog.buttons["Stop sharing"].buttonRole == .destructive)
    #expect(!dialog.buttons["Cancel"].exists)
    app.tapOutside()
    #expect(app.dialogs.count == 0)
    #expect(app.staticTexts["Log: cancelled"].exists)
  }

  @Test("An action sheet's button runs its action and closes the sheet")
  func actionSheetButton() {
    let app = HeadlessApp { ShareActionSheet() }
    app.buttons["Share"].tap()
    app.dialogs.firstMatch.buttons["Mail"].tap()
    #expect(app.dialogs.count == 0)
    #expect(app.staticTexts["Log: mail"].exists)
  }

  @Test("actionSheet(item:content:) builds the sheet from the item and clears it when closed")
  func actionSheetItem() {
    let app = HeadlessApp { TripActionSheet() }
    app.buttons["Options for Seattle"].tap()
    #expect(app.dialogs["Seattle"].exists)
    app.dialogs.firstMatch.buttons["Duplicate"].tap()
    #expect(app.dialogs.count == 0)
    #expect(app.staticTexts["no trip"].exists)
  }

  @Test("Alerts and dialogs titled with Text, with messages from their data")
  func textTitles() {
    let app = HeadlessApp { TextTitledForms() }
    app.buttons["Ask"].tap()
    #expect(app.alerts["Rename Lima"].staticTexts["Lima gets a new name."].exists)
    app.alerts.firstMatch.buttons["Rename Lima"].tap()
    app.buttons["Decide"].tap()
    #expect(app.dialogs["Keep the draft?"].staticTexts["It stays on this device."].exists)
    app.dialogs.firstMatch.buttons["Keep"].tap()
    #expect(app.dialogs.count == 0)
  }

  @Test("alert(isPresented:error:actions:message:) titles the alert with the error and passes it on")
  func errorWithMessage() {
    let app = HeadlessApp { TextTitledForms() }
    app.buttons["Upload"].tap()
    let alert = app.alerts["The upload failed"]
    #expect(alert.staticTexts["Check the connection."].exists)
    alert.buttons["Retry"].tap()
    #expect(app.alerts.count == 0)
  }

  @Test("confirmationDialog(_:item:) titled with a string shows the item's message")
  func dialogItemWithString() {
    let app = HeadlessApp { TextTitledForms() }
    app.buttons["Remove photo"].tap()
    let dialog = app.dialogs["Remove the photo?"]
    #expect(dialog.staticTexts["Beach leaves the album."].exists)
    dialog.buttons["Remove Beach"].tap()
    #expect(app.dialogs.count == 0)
  }
}

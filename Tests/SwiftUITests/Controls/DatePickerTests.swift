import Foundation
import SwiftUI
import SwiftUITesting
import Testing

private func day(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 9, _ minute: Int = 41) -> Date {
  Calendar.current.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
}

private struct Booking: View {
  @State private var departure = day(2026, 11, 30)
  @State private var alarm = day(2026, 11, 30, 7, 5)
  var body: some View {
    Form {
      DatePicker("Departure", selection: $departure, in: day(2026, 11, 1)..., displayedComponents: .date)
      DatePicker("Alarm", selection: $alarm, displayedComponents: .hourAndMinute)
      DatePicker("Both", selection: $departure)
      Text("Leaves \(Calendar.current.component(.day, from: departure))")
    }
    .datePickerStyle(.graphical)
  }
}

/// A habit's start: today or before, titled with a string.
private struct HabitStart: View {
  let title: String
  @State private var started = day(2026, 11, 20)
  var body: some View {
    Form {
      DatePicker(title, selection: $started, in: ...day(2026, 11, 30, 23, 59), displayedComponents: .date)
      DatePicker(
        "Reviewed", selection: $started, in: day(2026, 11, 1)...day(2026, 12, 31), displayedComponents: .date)
    }
  }
}

@MainActor
@Suite("Date pickers")
struct DatePickerTests {
  @Test("A date picker's value is its date as shown, by its components")
  func values() {
    let app = HeadlessApp { Booking() }
    #expect(app.datePickers["Departure"].value == "Nov 30, 2026")
    #expect(app.datePickers["Alarm"].value == "7:05 AM")
    #expect(app.datePickers["Both"].value == "Nov 30, 2026, 9:41 AM")
    #expect(app.datePickers["Departure"].elementType == .datePicker)
  }

  @Test("The test host sets a date picker from text in the form it shows, keeping the rest")
  func adjust() {
    let app = HeadlessApp { Booking() }
    app.datePickers["Departure"].adjust(toPickerWheelValue: "Dec 24, 2026")
    #expect(app.staticTexts["Leaves 24"].exists)
    #expect(app.datePickers["Both"].value == "Dec 24, 2026, 9:41 AM", "the time is kept")
    app.datePickers["Alarm"].adjust(toPickerWheelValue: "6:30 PM")
    #expect(app.datePickers["Alarm"].value == "6:30 PM")
  }

  @Test("Incrementing moves a date by a day, a time by a minute, within the range")
  func steps() {
    let app = HeadlessApp { Booking() }
    app.datePickers["Departure"].increment()
    #expect(app.datePickers["Departure"].value == "Dec 1, 2026")
    app.datePickers["Alarm"].decrement()
    #expect(app.datePickers["Alarm"].value == "7:04 AM")
    app.datePickers["Departure"].adjust(toPickerWheelValue: "Nov 1, 2026")
    app.datePickers["Departure"].decrement()
    #expect(app.datePickers["Departure"].value == "Nov 1, 2026", "the start of the range holds")
  }

  @Test("A date before the range is clamped to its start")
  func clamped() {
    let app = HeadlessApp { Booking() }
    app.datePickers["Departure"].adjust(toPickerWheelValue: "Oct 3, 2026")
    #expect(app.datePickers["Departure"].value == "Nov 1, 2026")
  }

  @Test("A date picker up to a last date stops there, with a title given as a string or a key")
  func upToALastDate() {
    let app = HeadlessApp { HabitStart(title: "Started") }
    app.datePickers["Started"].adjust(toPickerWheelValue: "Jan 5, 2027")
    #expect(app.datePickers["Started"].value == "Nov 30, 2026")
    app.datePickers["Reviewed"].adjust(toPickerWheelValue: "Oct 5, 2026")
    #expect(app.datePickers["Reviewed"].value == "Nov 1, 2026")
  }
}

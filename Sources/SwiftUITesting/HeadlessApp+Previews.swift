import SwiftUI
import Testing

extension HeadlessApp {
  /// Opens a preview by name, on the device and in the orientation its traits ask for, as Xcode's
  /// canvas shows it.
  ///
  /// ```swift
  /// let app = HeadlessApp(preview: "Editing Seattle")
  /// app.buttons["Save"].tap()
  /// ```
  ///
  /// A `#Preview` is named by its name, or when it has none by its file and line ("TripRow.swift:40");
  /// a `PreviewProvider` by its type's name less `_Previews`. A name that matches no preview fails
  /// the test, naming the previews there are, and opens an empty screen.
  ///
  /// - Parameters:
  ///   - name: The preview's name.
  ///   - device: The device when the preview names none.
  ///   - fileID: The calling file's ID, where a failure is reported.
  ///   - filePath: The calling file's path, where a failure is reported.
  ///   - line: The calling line, where a failure is reported.
  ///   - column: The calling column, where a failure is reported.
  public convenience init(
    preview name: String, device: Device = .iPhone17, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: Int = #line, column: Int = #column
  ) {
    let entries = PreviewCatalog.all
    guard let entry = entries.first(where: { $0.name == name }) else {
      self.init(device: device) { EmptyView() }
      let names = entries.map { "“\($0.name)”" }.joined(separator: ", ")
      fail(
        "No preview named “\(name)”. Previews: \(names.isEmpty ? "none" : names).",
        at: Here(fileID: fileID, filePath: filePath, line: line, column: column))
      return
    }
    self.init(geometry: entry.geometry(defaultDevice: device.profile)) {
      do {
        return try entry.makeView()
      } catch {
        return AnyView(Text("The preview threw: \(error)"))
      }
    }
  }

  /// The names of the previews compiled into the test, as ``init(preview:device:fileID:filePath:line:column:)`` takes them.
  public static var previewNames: [String] {
    PreviewCatalog.all.map(\.name)
  }
}

/// One preview the program holds, from a `#Preview` or a `PreviewProvider`, ready to show.
package struct PreviewEntry: Sendable {
  /// The name it is listed under: the preview's own, else its file and line (or its provider's
  /// type).
  package let name: String
  /// Where it was declared, as `#fileID` gives the file.
  package let fileID: String
  package let line: Int?
  /// How it asks the device to be held, and its device, if it says.
  package let orientation: InterfaceOrientation?
  package let deviceName: String?
  package let layout: PreviewLayout?
  /// Makes the views to show.
  package let makeView: @MainActor @Sendable () throws -> AnyView
}

/// Finds the previews compiled into the program: the types `#Preview` expanded into and the types
/// that conform to `PreviewProvider`.
///
/// Swift has no run-time list of a protocol's conforming types, so the catalog walks the type
/// metadata records of every loaded image (the runtime's `swift_enumerateAllMetadataSections`, as
/// Swift Testing's discovery did on Linux) and asks each non-generic type whether it conforms.
@MainActor
package enum PreviewCatalog {
  /// Every preview in the program, sorted by file and line.
  package static var all: [PreviewEntry] {
    var entries: [PreviewEntry] = []
    for type in TypeRecords.all {
      if let registry = type as? any PreviewRegistry.Type {
        entries.append(entry(for: registry))
      } else if let provider = type as? any PreviewProvider.Type {
        entries.append(entry(for: provider))
      }
    }
    return entries.sorted { ($0.fileID, $0.line ?? 0, $0.name) < ($1.fileID, $1.line ?? 0, $1.name) }
  }

  private static func entry(for registry: any PreviewRegistry.Type) -> PreviewEntry {
    let preview = try? registry.makePreview()
    let file = registry.fileID.split(separator: "/").last.map(String.init) ?? registry.fileID
    return PreviewEntry(
      name: preview?.name ?? "\(file):\(registry.line)", fileID: registry.fileID, line: registry.line,
      orientation: preview?.orientation, deviceName: nil, layout: preview?.layout,
      makeView: { AnyView(try registry.makePreview().makeBody()) })
  }

  private static func entry<Provider: PreviewProvider>(for provider: Provider.Type) -> PreviewEntry {
    let typeName = "\(Provider.self)"
    let settings = (Provider.previews as Any as? any PreviewSettingsCarrier)?.previewSettings
    let name =
      settings?.displayName ?? (typeName.hasSuffix("_Previews") ? String(typeName.dropLast(9)) : typeName)
    let module = String(reflecting: Provider.self).split(separator: ".").first.map(String.init) ?? ""
    return PreviewEntry(
      name: name, fileID: module + "/" + typeName, line: nil, orientation: settings?.orientation,
      deviceName: settings?.device?.rawValue, layout: settings?.layout,
      makeView: { AnyView(Provider.previews) })
  }
}

/// A view that carries preview settings (``PreviewSettingsView``), seen without its type parameter.
@MainActor
protocol PreviewSettingsCarrier {
  var previewSettings: PreviewSettings { get }
}

extension PreviewSettingsView: PreviewSettingsCarrier {
  var previewSettings: PreviewSettings { settings }
}

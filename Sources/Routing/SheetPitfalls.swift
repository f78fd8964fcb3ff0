import SwiftUI

/// The mistakes of seed 001's pitfalls list that can be seen at run time, reported as the runtime's
/// diagnostics: the advice is the project's, not SwiftUI's, so it stays out of the log.
@MainActor
@usableFromInline
enum SheetPitfalls {
  /// The payload size above which a destination is said to carry heavy state.
  static let heavyPayloadBytes = 64

  @usableFromInline
  static func check<Sheet: SheetDestination>(old: Sheet?, new: Sheet?) {
    if let old, let new, old != new, old.id == new.id {
      RuntimeDiagnostics.warn(
        "Sheet destination \(describe(new)) replaced \(describe(old)) while it was presented, but both have the id “\(new.id)”: sheet(item:) keeps the sheet up and does not present it again. Give destinations that can follow each other distinct ids; share an id only between destinations that must never be on screen together."
      )
    }
    // A destination of plain values (no reference in it: no object, no collection) and of a small
    // size cannot carry heavy state: nothing to reflect on, which costs more than presenting.
    if let new, !(_isPOD(Sheet.self) && MemoryLayout<Sheet>.size <= heavyPayloadBytes) {
      checkPayload(of: new)
    }
  }

  /// What each payload type was found to carry, or nil when it is light: a struct's or a class's
  /// verdict never changes, and reflecting on it costs more than presenting the sheet. An enum's
  /// depends on its case, and is found again each time.
  private static var payloadVerdicts: [ObjectIdentifier: String?] = [:]

  private static func checkPayload<Sheet: SheetDestination>(of sheet: Sheet) {
    guard let payload = Mirror(reflecting: sheet).children.first else { return }
    let type = ObjectIdentifier(Swift.type(of: payload.value))
    let heavy: String?
    if let known = payloadVerdicts[type] {
      heavy = known
    } else {
      let verdict = heaviness(of: payload.value)
      heavy = verdict.heavy
      if verdict.isTheType { payloadVerdicts[type] = .some(heavy) }
    }
    if let heavy {
      RuntimeDiagnostics.warnOnce(
        "Sheet destination \(describe(sheet)) carries \(heavy). Pass an identifier or a small model instead, and look the data up where the sheet shows it.",
        key: "heavy-destination-\(Sheet.self)-\(payload.label ?? "")")
    }
  }

  /// What makes a payload heavy (an object, a collection, one held inside it, or its size), or nil;
  /// and whether that holds for every value of its type.
  private static func heaviness(of value: Any) -> (heavy: String?, isTheType: Bool) {
    let style = Mirror(reflecting: value).displayStyle
    return (heaviness(of: value, style: style), style != .enum && style != .optional)
  }

  private static func heaviness(of value: Any, style: Mirror.DisplayStyle?) -> String? {
    if style == .class {
      return "an object (\(type(of: value)))"
    }
    if style == .collection {
      return "a collection (\(type(of: value)))"
    }
    if let nested = Mirror(reflecting: value).children.first(where: {
      let style = Mirror(reflecting: $0.value).displayStyle
      return style == .collection || style == .class || style == .dictionary || style == .set
    }) {
      return "a \(type(of: value)) holding \(nested.label.map { "“\($0)”, " } ?? "")\(type(of: nested.value))"
    }
    func size<T>(of value: T) -> Int { MemoryLayout<T>.size }
    let bytes = _openExistential(value, do: size)
    return bytes > heavyPayloadBytes ? "\(bytes) bytes of \(type(of: value))" : nil
  }

  static func describe<Sheet: SheetDestination>(_ sheet: Sheet) -> String {
    ".\(String(describing: sheet).prefix(60))"
  }
}

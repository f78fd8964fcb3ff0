import SwiftUI

extension XCUIElement {
  /// The kinds of element, by XCUITest's names: what ``XCUIElement/elementType`` reports and what
  /// ``XCUIElementQuery/containing(_:identifier:)`` looks for.
  ///
  /// The cases are those of XCUITest's `XCUIElement.ElementType` that a SwiftUI app on iOS shows: a
  /// `Toggle` is a `.switch`, a `List` or a `Form` a `.collectionView`, a `ProgressView` a
  /// `.progressIndicator` or, while its amount is unknown,
  /// an `.activityIndicator`, a confirmation dialog a `.sheet`.
  public enum ElementType: Sendable, Hashable, CaseIterable {
    case any, other, window, group, button, staticText, image, textField, searchField
    case cell, table, collectionView, scrollView, navigationBar, toolbar, tabBar
    case `switch`, toggle, stepper, progressIndicator, activityIndicator
    case sheet, popover, alert
    case segmentedControl, picker, pickerWheel, slider, secureTextField, textView, link, datePicker
    case disclosureTriangle, colorWell

    init(_ role: ScreenRole) {
      switch role {
      case .window: self = .window
      case .navigationBar: self = .navigationBar
      case .toolbar: self = .toolbar
      case .tabBar: self = .tabBar
      case .button: self = .button
      case .staticText: self = .staticText
      case .image: self = .image
      case .textField: self = .textField
      case .searchField: self = .searchField
      case .stepper: self = .stepper
      case .toggle: self = .switch
      case .cell: self = .cell
      // SwiftUI's lists and forms are collection views on iOS 16 and later.
      case .table: self = .collectionView
      case .scrollView: self = .scrollView
      case .group: self = .group
      case .sheet, .dialog: self = .sheet
      case .popover: self = .popover
      case .alert: self = .alert
      case .progressIndicator: self = .progressIndicator
      case .activityIndicator: self = .activityIndicator
      case .segmentedControl: self = .segmentedControl
      case .picker: self = .picker
      case .pickerWheel: self = .pickerWheel
      case .slider: self = .slider
      case .secureTextField: self = .secureTextField
      case .textView: self = .textView
      case .link: self = .link
      case .datePicker: self = .datePicker
      case .disclosureTriangle: self = .disclosureTriangle
      case .colorWell: self = .colorWell
      case .column, .fullScreenCover, .inspector, .shape, .other: self = .other
      }
    }

    /// The kind's name as XCUITest's messages write it: "Button", "StaticText", "Switch".
    var name: String {
      let caseName = String(describing: self)
      return caseName.prefix(1).uppercased() + caseName.dropFirst()
    }

    /// Whether an element of a role is of this kind; `.toggle` matches switches too, as XCUITest's
    /// does for SwiftUI's toggles.
    func matches(_ role: ScreenRole) -> Bool {
      switch self {
      case .any: true
      case .toggle: role == .toggle
      default: ElementType(role) == self
      }
    }
  }
}

import Foundation

/// A UIKit view, as far as pure SwiftUI apps touch one: through its appearance proxy, to tint or
/// colour every view of a kind (`UIView.appearance().tintColor = …`).
///
/// The hosts draw SwiftUI views only: what an app sets through a proxy is kept and not drawn
/// (docs/DIVERGENCES.md).
@preconcurrency @MainActor
open class UIView {
  /// The view's background colour.
  open var backgroundColor: UIColor?
  /// The colour of the view's tinted content.
  open var tintColor: UIColor!
  /// Whether the view is hidden.
  open var isHidden = false
  /// The view's opacity.
  open var alpha: CGFloat = 1

  /// A view.
  public required init() {}

  /// The proxy through which an app sets how every view of this class looks.
  ///
  /// ```swift
  /// UISegmentedControl.appearance().selectedSegmentTintColor = .systemBlue
  /// ```
  ///
  /// - Returns: The class's one proxy, which keeps what is set on it.
  public class func appearance() -> Self {
    let key = ObjectIdentifier(self)
    if let proxy = AppearanceProxies.byClass[key] as? Self { return proxy }
    let proxy = self.init()
    AppearanceProxies.byClass[key] = proxy
    return proxy
  }
}

/// The appearance proxy of each view class, made when first asked for.
@MainActor
private enum AppearanceProxies {
  static var byClass: [ObjectIdentifier: UIView] = [:]
}

/// A control: a view people act on, with states.
@preconcurrency @MainActor
open class UIControl: UIView {
  /// The states a control can be in, for state-dependent looks.
  public struct State: OptionSet, Hashable, Sendable {
    /// The state's bits.
    public let rawValue: UInt
    /// A state from its bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Enabled, not selected or highlighted.
    public static let normal = State([])
    /// Being touched.
    public static let highlighted = State(rawValue: 1 << 0)
    /// Disabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// Selected.
    public static let selected = State(rawValue: 1 << 2)
    /// Focused.
    public static let focused = State(rawValue: 1 << 3)
  }

  /// Whether the control responds to people.
  open var isEnabled = true
  /// Whether the control is selected.
  open var isSelected = false
}

/// The control behind SwiftUI's segmented picker.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
  /// The colour of the selected segment.
  open var selectedSegmentTintColor: UIColor?
  private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

  /// Sets the segments' title attributes for a state.
  ///
  /// - Parameters:
  ///   - attributes: The attributes, such as `[.foregroundColor: UIColor.white]`.
  ///   - state: The state they apply in.
  open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
    titleAttributes[state.rawValue] = attributes
  }

  /// The segments' title attributes for a state.
  ///
  /// - Parameter state: The state.
  /// - Returns: The attributes set for it, if any.
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    titleAttributes[state.rawValue]
  }
}

/// The bar behind SwiftUI's navigation bar.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
  /// The attributes of the inline title.
  open var titleTextAttributes: [NSAttributedString.Key: Any]?
  /// The attributes of the large title.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
  /// The bar's background tint.
  open var barTintColor: UIColor?
  /// Whether the bar is translucent.
  open var isTranslucent = true
  /// Whether the bar shows large titles.
  open var prefersLargeTitles = false
}

/// The scroll view behind SwiftUI's scroll views and lists.
@preconcurrency @MainActor
open class UIScrollView: UIView {
  /// Whether the scroll view bounces at its ends.
  open var bounces = true
  /// How the keyboard is dismissed when the content is dragged.
  open var keyboardDismissMode: KeyboardDismissMode = .none

  /// How dragging dismisses the keyboard.
  public enum KeyboardDismissMode: Int, Sendable {
    /// It does not.
    case none
    /// When a drag begins.
    case onDrag
    /// Interactively, with the drag.
    case interactive
  }
}

/// The table behind older SwiftUI lists.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
  /// How rows are separated.
  public enum SeparatorStyle: Int, Sendable {
    /// No separators.
    case none
    /// A single line.
    case singleLine
  }

  /// How rows are separated.
  open var separatorStyle: SeparatorStyle = .singleLine
  /// The view behind the rows.
  open var backgroundView: UIView?
  /// The colour of the separators.
  open var separatorColor: UIColor?
}

/// The cell behind an older SwiftUI list's rows.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
  /// How a selected cell is highlighted.
  public enum SelectionStyle: Int, Sendable {
    /// Not highlighted.
    case none
    /// In blue.
    case blue
    /// In grey.
    case gray
    /// The default.
    case `default`
  }

  /// How a selected cell is highlighted.
  open var selectionStyle: SelectionStyle = .default
}

/// The system's chrome on one device in one orientation, in points: the safe area, the bars and the
/// sizes presentations take. The one table the screen builder reads; no chrome number lives elsewhere.
package struct DeviceChrome: Hashable, Sendable {
  /// The status bar's height, where content starts.
  package var safeAreaTop: CGFloat
  /// The home indicator's height, where content ends.
  package var safeAreaBottom: CGFloat

  /// A navigation bar with an inline title.
  package var navigationBarHeight: CGFloat = 44
  /// A navigation bar with a large title.
  package var largeTitleBarHeight: CGFloat = 96
  /// Where a large title's text sits below the bar's top.
  package var largeTitleOffset: CGFloat = 52
  /// Where a bar's items sit below its top.
  package var barItemTop: CGFloat = 11
  /// The back button's width in a navigation bar.
  package var backButtonWidth: CGFloat = 90
  /// A system bar button's width (the sidebar's show and hide buttons).
  package var systemItemWidth: CGFloat = 44
  /// The space between items in a bar.
  package var barItemSpacing: CGFloat = 12
  /// The widest a leading bar item's label is offered.
  package var leadingItemWidth: CGFloat = 140
  /// The search field's row under a navigation bar, and the field inside it.
  package var searchRowHeight: CGFloat = 44
  package var searchFieldHeight: CGFloat = 36
  /// A bottom toolbar and a tab bar.
  package var toolbarHeight: CGFloat = 49
  package var tabBarHeight: CGFloat = 49
  /// Whether the tab bar sits at the top (iPad, Mac) instead of the bottom (iPhone).
  package var tabBarAtTop: Bool

  /// The gap between a sheet at its full height and the status bar, which shows the grabber.
  package var sheetTopGap: CGFloat = 10
  /// The largest form sheet (an iPad's sheet), and the margins it keeps from the screen's edges.
  package var formSheetSize = CGSize(width: 580, height: 620)
  package var formSheetMargins = CGSize(width: 40, height: 80)
  /// The largest sheet attached to a Mac window, its margins, and its distance from the window's top.
  package var windowSheetSize = CGSize(width: 500, height: 400)
  package var windowSheetMargins = CGSize(width: 40, height: 60)
  package var windowSheetTop: CGFloat = 28
  /// A popover's width and its tallest height; its content's padding.
  package var popoverWidth: CGFloat = 320
  package var popoverMaxHeight: CGFloat = 400
  package var popoverPadding: CGFloat = 32
  /// An alert's and a confirmation dialog's width; one button's row.
  package var alertWidth: CGFloat = 270
  package var dialogWidth: CGFloat = 250
  package var dialogButtonHeight: CGFloat = 44
  /// A split view's sidebar and an inspector, unless the app asks for another width; the widest
  /// inspector.
  package var sidebarWidth: CGFloat = 320
  package var inspectorWidth: CGFloat = 320
  package var inspectorMaxWidth: CGFloat = 400
}

extension DeviceProfile {
  /// The device's chrome held in an orientation.
  ///
  /// - Parameter orientation: How the device is held.
  /// - Returns: The safe area, bars and presentation sizes, as iOS 27 and macOS measure them.
  package func chrome(for orientation: DeviceOrientation) -> DeviceChrome {
    switch idiom {
    case .phone:
      // In landscape an iPhone hides its status bar.
      let isUpright = orientation == .portrait
      return DeviceChrome(
        safeAreaTop: isUpright ? 62 : 0, safeAreaBottom: isUpright ? 34 : 21, tabBarAtTop: false)
    case .pad:
      return DeviceChrome(safeAreaTop: 24, safeAreaBottom: 20, tabBarAtTop: true)
    case .mac:
      return DeviceChrome(safeAreaTop: 28, safeAreaBottom: 0, tabBarAtTop: true)
    }
  }
}

extension SceneGeometry {
  /// The chrome of the scene's device in its orientation.
  package var chrome: DeviceChrome { device.chrome(for: orientation) }
}

import SwiftUI

extension SVGPainter {
  /// Where the device's body and its screen lie in the picture.
  struct DeviceFrame {
    /// The whole picture: the body around the screen.
    var outer: CGRect
    /// The screen, in the picture's points.
    var screen: CGRect
    /// The screen's corner radius.
    var cornerRadius: CGFloat
    /// How far the body reaches around the screen.
    var bezel: CGFloat
  }

  /// The body around the screen: a phone's and a tablet's rounded bezel, a Mac window's margin.
  var deviceFrame: DeviceFrame {
    let (bezel, radius): (CGFloat, CGFloat)
    switch geometry.device.idiom {
    case .phone: (bezel, radius) = (14, 55)
    case .pad: (bezel, radius) = (20, 18)
    case .mac: (bezel, radius) = (16, 10)
    }
    let outer = CGRect(x: 0, y: 0, width: size.width + bezel * 2, height: size.height + bezel * 2)
    let screen = CGRect(x: bezel, y: bezel, width: size.width, height: size.height)
    return DeviceFrame(outer: outer, screen: screen, cornerRadius: radius, bezel: bezel)
  }

  /// The device's body: a dark bezel for a phone or a tablet, a window's outline for a Mac.
  mutating func paintDeviceBody(_ frame: DeviceFrame) {
    switch geometry.device.idiom {
    case .phone, .pad:
      svg.rect(frame.outer, radius: frame.cornerRadius + frame.bezel, .fill(SVGPalette.bezel))
    case .mac:
      svg.rect(
        frame.screen.insetBy(dx: -1, dy: -1), radius: frame.cornerRadius + 1,
        .stroke(SVGPalette.separator, width: 1))
    }
  }

  /// What the system draws over the app, in the screen's points: the status bar and the camera's
  /// island of a phone held upright (a phone held sideways hides its status bar), a tablet's status
  /// bar, a Mac window's title bar, and the home indicator.
  mutating func paintSystemBars() {
    switch geometry.device.idiom {
    case .phone:
      // Sideways, the layout keeps no space at the sides for the island, so none is drawn there.
      if geometry.orientation == .portrait {
        let island = CGRect(x: size.width / 2 - 62.5, y: 11, width: 125, height: 37)
        svg.rect(island, radius: 18.5, .fill(SVGPalette.label))
        paintStatusItems(
          baseline: 37, timeX: (size.width / 2 - 62.5) / 2, trailing: size.width - 30, size: 17)
      }
      paintHomeIndicator(width: geometry.orientation == .portrait ? 134 : 210)
    case .pad:
      paintStatusItems(baseline: 17, timeX: 36, trailing: size.width - 20, size: 13)
      paintHomeIndicator(width: 314)
    case .mac:
      paintTitleBar()
    }
  }

  /// The time at the leading side and the signal and battery at the trailing side, "9:41" as Apple's
  /// pictures show.
  private mutating func paintStatusItems(baseline: CGFloat, timeX: CGFloat, trailing: CGFloat, size: CGFloat)
  {
    svg.text("9:41", x: timeX, y: baseline, SVGTextStyle(size: size, isBold: true, anchor: "middle"))
    let scale = size / 17
    let battery = CGRect(
      x: trailing - 25 * scale, y: baseline - 11 * scale, width: 25 * scale, height: 12 * scale)
    svg.rect(battery, radius: 3.5 * scale, SVGPaint(fill: nil, stroke: SVGPalette.label, opacity: 0.4))
    svg.rect(battery.insetBy(dx: 2 * scale, dy: 2 * scale), radius: 1.5 * scale, .fill(SVGPalette.label))
    for bar in 0..<4 {
      let height = (4 + CGFloat(bar) * 2.5) * scale
      let x = battery.minX - (32 - CGFloat(bar) * 5) * scale
      svg.rect(
        CGRect(x: x, y: baseline - 1 * scale - height, width: 3 * scale, height: height), radius: 1 * scale,
        .fill(SVGPalette.label))
    }
  }

  /// The bar at the bottom edge that goes home.
  private mutating func paintHomeIndicator(width: CGFloat) {
    guard chrome.safeAreaBottom > 0 else { return }
    let bar = CGRect(x: size.width / 2 - width / 2, y: size.height - 13, width: width, height: 5)
    svg.rect(bar, radius: 2.5, .fill(SVGPalette.label))
  }

  /// A Mac window's title bar: its band, the three buttons, a line under it.
  private mutating func paintTitleBar() {
    let height = chrome.safeAreaTop
    guard height > 0 else { return }
    svg.rect(CGRect(x: 0, y: 0, width: size.width, height: height), .fill("#ECECEC"))
    for (index, color) in ["#FF5F57", "#FEBC2E", "#28C840"].enumerated() {
      svg.circle(center: CGPoint(x: 20 + CGFloat(index) * 20, y: height / 2), radius: 6, .fill(color))
    }
    svg.line(
      from: CGPoint(x: 0, y: height - 0.5), to: CGPoint(x: size.width, y: height - 0.5),
      color: SVGPalette.separator)
  }
}

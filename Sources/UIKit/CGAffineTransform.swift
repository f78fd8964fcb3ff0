import Foundation

/// A 2D affine transform: Core Graphics' matrix, which `import SwiftUI` shows on iOS, for paths
/// and `transformEffect(_:)`. A point (x, y) becomes (a·x + c·y + tx, b·x + d·y + ty).
///
/// ```swift
/// let petal = CGAffineTransform(rotationAngle: .pi / 8).concatenating(
///   CGAffineTransform(translationX: rect.midX, y: rect.midY))
/// path.addPath(ellipse.applying(petal))
/// ```
public struct CGAffineTransform: Equatable, Hashable, Sendable {
  /// The first row's first entry.
  public var a: CGFloat
  /// The first row's second entry.
  public var b: CGFloat
  /// The second row's first entry.
  public var c: CGFloat
  /// The second row's second entry.
  public var d: CGFloat
  /// The horizontal translation.
  public var tx: CGFloat
  /// The vertical translation.
  public var ty: CGFloat

  /// A transform from its six entries.
  ///
  /// - Parameters:
  ///   - a: The first row's first entry.
  ///   - b: The first row's second entry.
  ///   - c: The second row's first entry.
  ///   - d: The second row's second entry.
  ///   - tx: The horizontal translation.
  ///   - ty: The vertical translation.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  /// The identity transform.
  public init() {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  }

  /// The transform that changes nothing.
  public static let identity = CGAffineTransform()

  /// A rotation.
  ///
  /// - Parameter angle: The angle in radians; positive turns from x towards y.
  public init(rotationAngle angle: CGFloat) {
    let (sine, cosine) = (sin(angle), cos(angle))
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// A translation.
  ///
  /// - Parameters:
  ///   - tx: The horizontal distance.
  ///   - ty: The vertical distance.
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// A scale.
  ///
  /// - Parameters:
  ///   - sx: The horizontal factor.
  ///   - sy: The vertical factor.
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// Whether the transform changes nothing.
  public var isIdentity: Bool { self == .identity }

  /// This transform followed by another.
  ///
  /// - Parameter t2: The transform applied after this one.
  /// - Returns: The combined transform.
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
      c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
      tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
  }

  /// A translation, then this transform.
  ///
  /// - Parameters:
  ///   - tx: The horizontal distance.
  ///   - ty: The vertical distance.
  /// - Returns: The combined transform.
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty).concatenating(self)
  }

  /// A scale, then this transform.
  ///
  /// - Parameters:
  ///   - sx: The horizontal factor.
  ///   - sy: The vertical factor.
  /// - Returns: The combined transform.
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
  }

  /// A rotation, then this transform.
  ///
  /// - Parameter angle: The angle in radians.
  /// - Returns: The combined transform.
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// The transform that undoes this one, or this one unchanged if it cannot be undone (as Core
  /// Graphics does).
  ///
  /// - Returns: The inverse.
  public func inverted() -> CGAffineTransform {
    let determinant = a * d - b * c
    guard determinant != 0 else { return self }
    return CGAffineTransform(
      a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
      tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
  }
}

extension CGPoint {
  /// The point moved by a transform.
  ///
  /// - Parameter t: The transform.
  /// - Returns: The transformed point.
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGSize {
  /// The size changed by a transform's matrix, without its translation.
  ///
  /// - Parameter t: The transform.
  /// - Returns: The transformed size.
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension CGRect {
  /// The smallest rectangle holding this one's corners moved by a transform.
  ///
  /// - Parameter t: The transform.
  /// - Returns: The transformed bounds.
  public func applying(_ t: CGAffineTransform) -> CGRect {
    let corners = [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY),
      CGPoint(x: maxX, y: maxY),
    ].map { $0.applying(t) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
  }
}

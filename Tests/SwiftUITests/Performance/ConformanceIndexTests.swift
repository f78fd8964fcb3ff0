import Foundation
import Testing

@testable import SwiftUI

private struct Celsius: Equatable {
  var degrees: Double
}

/// Equal whatever its note says: only its own `==` can tell two of them equal.
private struct Reading: Equatable {
  var value: Int
  var note: String
  static func == (lhs: Reading, rhs: Reading) -> Bool { lhs.value == rhs.value }
}

private struct Unequatable {
  var action: () -> Void
}

private enum Direction { case north, south }

private enum Payload {
  case action(() -> Void)
}

private class Vehicle: Equatable {
  static func == (lhs: Vehicle, rhs: Vehicle) -> Bool { lhs === rhs }
}

private final class Bicycle: Vehicle {}

private final class Model {}

/// A wrapper whose conformance holds only for some of the types it wraps.
private struct Box<Value> {
  var value: Value
}

extension Box: Equatable where Value: Equatable {}

@Suite("Conformances read from the records rather than looked up")
struct ConformanceIndexTests {
  private let index = ConformanceIndex(watching: [
    (any Equatable.Type).self, (any OptionalValue.Type).self, (any ComparisonMarker.Type).self,
  ])

  private func isEquatable(_ type: Any.Type) -> Bool {
    index.conformance(of: type, as: (any Equatable.Type).self) != nil
  }

  @Test("Structs, enums, optionals, arrays, tuples, closures and classes conform as the runtime says")
  func answersAsTheRuntimeDoes() {
    let types: [Any.Type] = [
      Int.self, String.self, Date.self, URL.self, Celsius.self, Reading.self, Unequatable.self,
      Direction.self, Payload.self, Int?.self, Unequatable?.self, [Int].self, [Unequatable].self,
      Box<Int>.self, Box<Unequatable>.self, (Int, String).self, (Int, Unequatable).self,
      (() -> Void).self, Vehicle.self, Bicycle.self, Model.self, Text.self, EmptyView.self,
    ]
    for type in types {
      #expect(isEquatable(type) == (type is any Equatable.Type), "\(type)")
    }
  }

  @Test("Every non-generic struct and enum in the process conforms to Equatable as the runtime says")
  func everyTypeInTheProcessAgrees() {
    var checked = 0
    for type in TypeRecords.all where !(type is AnyClass) {
      #expect(isEquatable(type) == (type is any Equatable.Type), "\(type)")
      checked += 1
    }
    // The standard library's and Foundation's types are among them, not only this module's.
    #expect(checked > 1_000)
  }

  @Test("A conformance read from its record calls the type's own requirements")
  func witnessTableIsTheTypes() throws {
    let optional = index.conformance(of: Int?.self, as: (any OptionalValue.Type).self)
    #expect(optional?.wrappedType == Int.self)
    let equatable = try #require(index.conformance(of: Reading.self, as: (any Equatable.Type).self))
    #expect(ObjectIdentifier(equatable) == ObjectIdentifier(Reading.self))
    // Values that differ in their bytes, equal by the type's `==`.
    #expect(ValueComparison.isEqual(Reading(value: 1, note: "cold"), Reading(value: 1, note: "warm")))
    #expect(!ValueComparison.isEqual(Reading(value: 1, note: "cold"), Reading(value: 2, note: "cold")))
  }

  @Test(
    "An array compares as its own == does: element by element when they are Equatable, else as the same storage"
  )
  func arraysCompareAsTheirEquality() {
    // Two arrays made apart, equal by their elements' `==`.
    let cold = [Reading(value: 1, note: "cold"), Reading(value: 2, note: "cold")]
    let warm = [Reading(value: 1, note: "warm"), Reading(value: 2, note: "warm")]
    #expect(ValueComparison.isEqual(cold, warm))
    #expect(!ValueComparison.isEqual(cold, [Reading(value: 1, note: "cold")]))
    // Identity asks for the same storage, not equal elements.
    let identical = withUnsafePointer(to: cold) { left in
      withUnsafePointer(to: warm) { right in ValueComparison.isIdentical(at: left, right, as: [Reading].self)
      }
    }
    #expect(!identical)
    // Elements that are not `Equatable`: the same storage, or changed.
    let actions = [Unequatable(action: {})]
    #expect(ValueComparison.isEqual(actions, actions))
    #expect(!ValueComparison.isEqual(actions, [Unequatable(action: {})]))
  }

  @Test("A protocol the index does not watch is left to the runtime")
  func unwatchedProtocolAsksTheRuntime() {
    #expect(index.conformance(of: Int.self, as: (any Hashable.Type).self) != nil)
    #expect(index.conformance(of: Unequatable.self, as: (any Hashable.Type).self) == nil)
  }

  @Test("A marker of this module's is found on its own types and on no other")
  func markersAreFound() {
    #expect(index.conformance(of: Int?.self, as: (any ComparisonMarker.Type).self) != nil)
    #expect(index.conformance(of: Celsius.self, as: (any ComparisonMarker.Type).self) == nil)
  }
}

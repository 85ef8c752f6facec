import Boxwood
import Testing

@Suite("Size")
struct SizeTests {
  @Test("zero has no width or height")
  func zeroHasNoExtent() {
    #expect(Size.zero == Size(width: 0, height: 0))
    #expect(Size.zero.isEmpty)
  }

  @Test("isEmpty when either dimension is zero or negative")
  func isEmptyForZeroOrNegative() {
    #expect(!Size(width: 1, height: 1).isEmpty)
    #expect(Size(width: 0, height: 5).isEmpty)
    #expect(Size(width: 5, height: -1).isEmpty)
  }

  @Test("isFinite is false for NaN or infinite dimensions")
  func isFiniteRejectsNaNAndInfinity() {
    #expect(Size(width: 3, height: 4).isFinite)
    #expect(!Size(width: .nan, height: 4).isFinite)
    #expect(!Size(width: 3, height: .infinity).isFinite)
  }

  @Test("description is width×height")
  func descriptionIsWidthByHeight() {
    #expect(Size(width: 3, height: 4).description == "3×4")
    #expect(Size(width: 2.25, height: 0).description == "2.25×0")
  }

  @Test("equal sizes are equal and hash alike")
  func equalSizesHashAlike() {
    #expect(Size(width: 1, height: 2) == Size(width: 1, height: 2))
    #expect(Size(width: 1, height: 2) != Size(width: 2, height: 1))
    #expect(Set([Size(width: 1, height: 2), Size(width: 1, height: 2)]).count == 1)
  }
}

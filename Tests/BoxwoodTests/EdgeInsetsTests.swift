import Boxwood
import Testing

@Suite("EdgeInsets")
struct EdgeInsetsTests {
  @Test("init stores each edge")
  func initStoresEachEdge() {
    let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(insets.top == 1)
    #expect(insets.left == 2)
    #expect(insets.bottom == 3)
    #expect(insets.right == 4)
  }

  @Test("zero insets no edge")
  func zeroInsetsNoEdge() {
    #expect(EdgeInsets.zero == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    #expect(EdgeInsets.zero.horizontal == 0)
    #expect(EdgeInsets.zero.vertical == 0)
  }

  @Test("all insets every edge by the same amount")
  func allInsetsEveryEdge() {
    #expect(EdgeInsets.all(7) == EdgeInsets(top: 7, left: 7, bottom: 7, right: 7))
  }

  @Test("symmetric puts horizontal on left and right and vertical on top and bottom")
  func symmetricSplitsAxes() {
    #expect(
      EdgeInsets.symmetric(horizontal: 3, vertical: 5) == EdgeInsets(top: 5, left: 3, bottom: 5, right: 3))
    #expect(EdgeInsets.symmetric(horizontal: 2) == EdgeInsets(top: 0, left: 2, bottom: 0, right: 2))
    #expect(EdgeInsets.symmetric(vertical: 2) == EdgeInsets(top: 2, left: 0, bottom: 2, right: 0))
  }

  @Test("horizontal and vertical sum opposite edges")
  func horizontalAndVerticalSumOppositeEdges() {
    let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(insets.horizontal == 6)
    #expect(insets.vertical == 4)
  }

  @Test("description names every edge")
  func descriptionNamesEveryEdge() {
    #expect(
      EdgeInsets(top: 1, left: 2.5, bottom: 3, right: 4).description
        == "(top: 1, left: 2.5, bottom: 3, right: 4)")
  }
}

import Boxwood
import Testing

@Suite("Diagnostics")
@MainActor
struct DiagnosticsTests {
  @Test("collect returns the body's value and the reports made meanwhile, oldest first")
  func collectReturnsValueAndReports() {
    let (value, collector) = Diagnostics.collect { () -> Int in
      Diagnostics.warn("first")
      Diagnostics.report(.fontNotFound(path: "/a"))
      Diagnostics.warn("second")
      return 42
    }
    #expect(value == 42)
    #expect(collector.warnings == ["first", "second"])
    #expect(collector.errors.map(\.kind) == ["fontNotFound"])
  }

  @Test("reports made outside collect are not seen by a later collect")
  func reportsOutsideCollectAreNotCollected() {
    Diagnostics.warn("before")
    let (_, collector) = Diagnostics.collect { Diagnostics.warn("inside") }
    Diagnostics.warn("after")
    #expect(collector.warnings == ["inside"])
  }

  @Test("a nested collect takes the reports of its own body only")
  func nestedCollectIsScoped() {
    let (inner, outer) = Diagnostics.collect { () -> Diagnostics.Collector in
      Diagnostics.warn("outer")
      let (_, inner) = Diagnostics.collect { Diagnostics.warn("inner") }
      return inner
    }
    #expect(outer.warnings == ["outer"])
    #expect(inner.warnings == ["inner"])
  }

  @Test("collect rethrows the body's error")
  func collectRethrows() {
    struct Boom: Error {}
    #expect(throws: Boom.self) {
      _ = try Diagnostics.collect { () throws -> Int in throw Boom() }
    }
  }

  @Test("a cycle error says whether the view was added to itself or to its descendant")
  func cycleDescriptions() {
    let parent = View.named("parent")
    let child = View.named("child")
    parent.addSubview(child)
    let own = BoxwoodError.viewHierarchyCycle(view: ViewReference(parent), into: ViewReference(parent))
    let ancestor = BoxwoodError.viewHierarchyCycle(view: ViewReference(parent), into: ViewReference(child))
    #expect(
      own.description
        == "cannot add View(\"parent\") to View(\"parent\"): a view cannot be its own subview; "
        + "the view tree is unchanged")
    #expect(
      ancestor.description
        == "cannot add View(\"parent\") to View(\"child\"): it is an ancestor of that view; "
        + "the view tree is unchanged")
  }

  @Test("file and image errors name the path or reason")
  func fileErrorDescriptions() {
    #expect(BoxwoodError.fontNotFound(path: "/f.ttf").description == "font file not found: /f.ttf")
    #expect(
      BoxwoodError.fontUnreadable(path: "/f", reason: "it is a directory").description
        == "font file unreadable: /f (it is a directory)")
    #expect(
      BoxwoodError.fontCorrupt(path: "/f", reason: "bad").description
        == "font file is not a valid font: /f (bad)")
    #expect(BoxwoodError.invalidImageData(reason: "r").description == "invalid image data: r")
  }

  @Test("a view reference keeps the view's name from when the error was made")
  func viewReferenceCapturesName() {
    let view = View.named("before")
    let reference = ViewReference(view)
    view.debugName = "after"
    #expect(reference.name == "View(\"before\")")
    #expect(reference.view === view)
  }
}

import Boxwood
import Testing

/// Bad input for FrameStackView (issue 8) and the decisions on the original's open questions (spec E21–28).
@Suite("FrameStackView: bad input and decisions")
@MainActor
struct FrameStackViewBadInputTests {
  // MARK: Arrays of the wrong length

  @Test("a short itemSpacing is reported, naming the stack, and spacing is used for every gap")
  func shortItemSpacing() {
    let stack = FrameStackView(subviews: [fsView("a", 10, 10), fsView("b", 10, 10), fsView("c", 10, 10)])
    stack.debugName = "list"
    stack.itemSpacing = [2]
    let (_, diagnostics) = Diagnostics.collect { stack.layoutIfNeeded() }
    #expect(diagnostics.errors.map(\.kind) == ["invalidFrameStack"])
    #expect(
      diagnostics.errors.first?.description
        == "FrameStackView(\"list\"): itemSpacing has 1 entries for the 2 gaps between 3 subviews; "
        + "used spacing 8 for every gap")
    #expect(stack.subviews.map(\.frame.origin.y) == [0, 18, 36])
  }

  @Test("a short itemOffset is reported, naming the stack, and every offset is 0; an empty one too")
  func shortItemOffset() {
    let (stack, s0, s1) = fsExample()
    stack.debugName = "form"
    stack.alignment = .endPoint
    for offsets in [[7.0], []] {
      stack.itemOffset = offsets
      let (_, diagnostics) = Diagnostics.collect { stack.layoutIfNeeded() }
      #expect(diagnostics.errors.map(\.kind) == ["invalidFrameStack"])
      #expect(
        diagnostics.errors.first?.description.hasPrefix("FrameStackView(\"form\"): itemOffset has") == true)
      #expect([s0.frame.minX, s1.frame.minX] == [50, 20])
      #expect(stack.frame.size == Size(width: 140, height: 98))
    }
  }

  @Test("arrays longer than needed are fine: the extra entries are ignored, nothing is reported")
  func longArrays() {
    let stack = FrameStackView(subviews: [fsView("a", 10, 10)])
    stack.itemSpacing = [50, 60]
    stack.itemOffset = [4, 99, 99]
    let (_, diagnostics) = Diagnostics.collect { stack.layoutIfNeeded() }
    #expect(diagnostics.errors.isEmpty)
    #expect(stack.subviews[0].frame == Rect(x: 4, y: 0, width: 10, height: 10))
    #expect(stack.frame.size == Size(width: 14, height: 10))
    // One subview has no gap: an empty itemSpacing is complete.
    stack.itemSpacing = []
    let (_, again) = Diagnostics.collect { stack.layoutIfNeeded() }
    #expect(again.errors.isEmpty)
  }

  @Test("sizeThatFits uses the same fallbacks without reporting")
  func sizeThatFitsDoesNotReport() {
    let (stack, _, _) = fsExample(frame: Rect(x: 0, y: 0, width: 300, height: 300))
    stack.itemSpacing = []
    stack.itemOffset = [1]
    let (size, diagnostics) = Diagnostics.collect { stack.sizeThatFits(.zero) }
    #expect(size == Size(width: 140, height: 98))
    #expect(diagnostics.errors.isEmpty)
    stack.sizeToFit()
    #expect(stack.frame == Rect(x: 0, y: 0, width: 140, height: 98))
  }

  // MARK: Zero-size and hidden subviews

  @Test("a zero-size subview takes no length but keeps a gap on each side")
  func zeroSizeSubviews() {
    let a = fsView("a", 50, 20)
    let zero = fsView("zero", 0, 0)
    let b = fsView("b", 80, 30)
    let stack = FrameStackView(frame: .zero, subviews: [a, zero, b])
    stack.insets = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
    stack.layoutIfNeeded()
    #expect(zero.frame == Rect(x: 20, y: 38, width: 0, height: 0))
    #expect(b.frame.minY == 46)
    #expect(stack.frame.size == Size(width: 140, height: 106))
    stack.alignment = .center
    stack.layoutIfNeeded()
    #expect(zero.frame.origin == Point(x: 70, y: 38))
    stack.alignment = .endPoint
    stack.layoutIfNeeded()
    #expect(zero.frame.origin == Point(x: 100, y: 38))
  }

  @Test("a stack of zero-size subviews is as large as its insets and gaps")
  func onlyZeroSizeSubviews() {
    let stack = FrameStackView(subviews: [fsView("a", 0, 0), fsView("b", 0, 0), fsView("c", 0, 0)])
    stack.shouldWrap = true
    stack.insets = .all(1)
    stack.layoutIfNeeded()
    #expect(stack.frame.size == Size(width: 2, height: 18))
    #expect(stack.subviews.map(\.frame.origin.y) == [1, 9, 17])
  }

  @Test("hidden subviews keep their place in every alignment and in a capture")
  func hiddenSubviews() {
    let (stack, s0, s1) = fsExample()
    s0.isHidden = true
    stack.alignment = .center
    stack.layoutIfNeeded()
    #expect(s0.frame == Rect(x: 45, y: 10, width: 50, height: 20))
    #expect(s1.frame == Rect(x: 30, y: 38, width: 80, height: 30))
    s1.isHidden = true
    stack.translatesCurrentLayout = true
    stack.layoutIfNeeded()
    #expect(stack.itemOffset == [25, 10])
    #expect(stack.itemSpacing == [8])
    #expect(s1.frame == Rect(x: 30, y: 38, width: 80, height: 30))
  }

  // MARK: A subview arranged elsewhere

  @Test("a subview moved into another stack leaves the first stack's arrangement")
  func subviewMovedToAnotherStack() {
    let a = fsView("a", 10, 10)
    let b = fsView("b", 20, 20)
    let first = FrameStackView(subviews: [a, b])
    first.shouldWrap = true
    first.itemSpacing = [4]
    let second = FrameStackView(subviews: [fsView("c", 30, 5)])
    second.direction = .horizontal
    first.layoutIfNeeded()
    #expect(first.frame.size == Size(width: 20, height: 34))
    second.addSubview(b)
    #expect(first.needsLayout && second.needsLayout)
    let (_, diagnostics) = Diagnostics.collect {
      first.layoutIfNeeded()
      second.layoutIfNeeded()
    }
    #expect(diagnostics.errors.isEmpty)
    #expect(first.subviewNames == ["a"])
    #expect(first.frame.size == Size(width: 10, height: 10))
    #expect(second.subviewNames == ["c", "b"])
    #expect(b.frame == Rect(x: 38, y: 0, width: 20, height: 20))
  }

  @Test(
    "a stack's subview put in a BoxView's items leaves the stack; a box's view added to a stack leaves the box"
  )
  func subviewSharedWithBoxView() {
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
    let window = makeWindow(width: 300, height: 200, rootView: root)
    let box = BoxView(axis: .y)
    box.translatesAutoresizingMaskIntoConstraints = true
    box.frame = Rect(x: 200, y: 0, width: 100, height: 100)
    let a = fsView("a", 10, 10)
    let b = fsView("b", 20, 20)
    let stack = FrameStackView(subviews: [a, b])
    stack.shouldWrap = true
    root.addSubview(stack)
    root.addSubview(box)
    window.layoutIfNeeded()
    box.items = [b.boxed]
    window.layoutIfNeeded()
    #expect(b.superview === box)
    #expect(stack.subviewNames == ["a"])
    #expect(stack.frame.size == Size(width: 10, height: 10))
    #expect(b.frame == Rect(x: 0, y: 0, width: 100, height: 100))
    // Back into the stack: the box loses its item, the stack arranges the view with its current size.
    stack.addSubview(b)
    let (_, diagnostics) = Diagnostics.collect { window.layoutIfNeeded() }
    #expect(diagnostics.errors.isEmpty)
    #expect(box.items.isEmpty)
    // The box made it constraint-driven; with no constraints left, nothing fights the stack's frame.
    #expect(!b.translatesAutoresizingMaskIntoConstraints)
    #expect(b.frame == Rect(x: 0, y: 18, width: 100, height: 100))
    #expect(stack.frame.size == Size(width: 100, height: 118))
    window.layoutIfNeeded()
    #expect(b.frame == Rect(x: 0, y: 18, width: 100, height: 100))
  }

  @Test("a view arranged in a StackView moves into a frame stack and back; each stack lets go of it")
  func subviewSharedWithStackView() {
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
    let window = makeWindow(width: 300, height: 200, rootView: root)
    let stackView = StackView(frame: Rect(x: 200, y: 0, width: 100, height: 100))
    let a = fsView("a", 10, 10)
    let b = fsView("b", 20, 20)
    let frameStack = FrameStackView(subviews: [a])
    frameStack.shouldWrap = true
    root.addSubview(frameStack)
    root.addSubview(stackView)
    stackView.addArrangedSubview(b)
    window.layoutIfNeeded()
    frameStack.addSubview(b)
    b.frame.size = Size(width: 20, height: 20)
    let (_, diagnostics) = Diagnostics.collect { window.layoutIfNeeded() }
    #expect(diagnostics.errors.isEmpty)
    #expect(stackView.arrangedSubviews.isEmpty)
    #expect(
      fsFrames(frameStack) == [
        Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 0, y: 18, width: 20, height: 20),
      ])
    #expect(frameStack.frame.size == Size(width: 20, height: 38))
    stackView.addArrangedSubview(a)
    window.layoutIfNeeded()
    #expect(a.superview === stackView)
    #expect(frameStack.subviewNames == ["b"])
    #expect(b.frame == Rect(x: 0, y: 0, width: 20, height: 20))
    #expect(frameStack.frame.size == Size(width: 20, height: 20))
  }

  // MARK: Non-finite values

  @Test("NaN or infinite spacing and insets are refused, reported and the previous value kept")
  func nonFiniteSpacingAndInsets() {
    let (stack, _, s1) = fsExample()
    stack.debugName = "s"
    let (_, diagnostics) = Diagnostics.collect {
      stack.spacing = .nan
      stack.spacing = .infinity
      stack.insets = EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
      stack.insets.right = -.infinity
    }
    #expect(diagnostics.errors.map(\.kind) == Array(repeating: "nonFiniteGeometry", count: 4))
    #expect(diagnostics.errors.first?.description.contains("spacing nan for FrameStackView(\"s\")") == true)
    #expect(stack.spacing == 8)
    #expect(stack.insets == EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
    stack.layoutIfNeeded()
    #expect(s1.frame == Rect(x: 20, y: 38, width: 80, height: 30))
  }

  @Test("itemSpacing and itemOffset with a NaN or infinite entry are refused whole")
  func nonFiniteArrays() {
    let (stack, s0, s1) = fsExample()
    stack.itemSpacing = [3]
    let (_, diagnostics) = Diagnostics.collect {
      stack.itemSpacing = [.nan]
      stack.itemOffset = [0, .infinity]
      stack.setValue([Double.nan], forKey: "itemOffset")
    }
    #expect(diagnostics.errors.map(\.kind) == Array(repeating: "nonFiniteGeometry", count: 3))
    #expect(stack.itemSpacing == [3])
    #expect(stack.itemOffset == nil)
    stack.layoutIfNeeded()
    #expect(s0.frame.minX == 20)
    #expect(s1.frame.minY == 33)
  }

  // MARK: Conversion without a superview, key-value coding

  @Test("a constraint-driven stack with no superview is reported and converted anyway (the original crashes)")
  func conversionWithoutSuperview() {
    let a = fsView("a", 30, 10)
    let stack = FrameStackView(frame: Rect(x: 4, y: 4, width: 50, height: 50), subviews: [a])
    stack.debugName = "orphan"
    stack.translatesAutoresizingMaskIntoConstraints = false
    a.translatesAutoresizingMaskIntoConstraints = false
    let width = stack.widthAnchor.constraint(equalToConstant: 50)
    let inside = a.leftAnchor.constraint(equalTo: stack.leftAnchor, constant: 9)
    let own = [a.widthAnchor.constraint(equalToConstant: 30), a.heightAnchor.constraint(equalToConstant: 10)]
    LayoutConstraint.activate([width, inside] + own)
    let (_, diagnostics) = Diagnostics.collect { stack.layoutIfNeeded() }
    #expect(diagnostics.errors.map(\.kind) == ["invalidFrameStack"])
    #expect(
      diagnostics.errors.first?.description.hasPrefix("FrameStackView(\"orphan\"): is constraint-driven")
        == true)
    #expect(diagnostics.warnings.count == 1)
    #expect(!width.isActive && !inside.isActive && own.allSatisfy { $0.isActive })
    #expect(stack.translatesAutoresizingMaskIntoConstraints && a.translatesAutoresizingMaskIntoConstraints)
    #expect(a.frame == Rect(x: 0, y: 0, width: 30, height: 10))
    #expect(stack.frame == Rect(x: 4, y: 4, width: 50, height: 50))
  }

  @Test("key-value coding with an unknown key or a value of the wrong type is reported and changes nothing")
  func badKeyValueCoding() {
    let stack = FrameStackView()
    stack.debugName = "kv"
    let (read, diagnostics) = Diagnostics.collect { () -> Any? in
      stack.setValue(StackDirection.horizontal, forKey: "axis")
      stack.setValue("diagonal", forKey: "direction")
      stack.setValue(3, forKey: "alignment")
      stack.setValue("8", forKey: "spacing")
      stack.setValue("x", forKey: "itemSpacing")
      stack.setValue(nil, forKey: "shouldWrap")
      return stack.value(forKey: "distribution")
    }
    #expect(read == nil)
    #expect(diagnostics.errors.map(\.kind) == Array(repeating: "invalidFrameStack", count: 7))
    #expect(
      diagnostics.errors.first?.description
        == "FrameStackView(\"kv\"): setValue(_:forKey:) has no key \"axis\"; nothing was changed")
    #expect(diagnostics.errors[1].description.contains("cannot take \"diagonal\""))
    #expect(stack.direction == .vertical && stack.alignment == .origin && stack.spacing == 8)
    #expect(stack.itemSpacing == nil && !stack.shouldWrap)
  }

  // MARK: Decisions on the open questions (spec E21–28)

  @Test("E21: centring in the inset area is an offset of left − right inset")
  func centreInInsetArea() {
    let (stack, s0, s1) = fsExample(frame: Rect(x: 0, y: 0, width: 200, height: 0))
    stack.alignment = .center
    stack.itemOffset = [20 - 40, 20 - 40]
    stack.layoutIfNeeded()
    // The inset area is 20…160 (centre 90) of the 200-pt stack; the plain centre would be 100.
    #expect(stack.frame.width == 200)
    #expect(s0.frame.midX == 90 && s1.frame.midX == 90)
  }

  @Test("E23: a capture keeps positions even with a cross-start inset (no double shift)")
  func captureWithCrossStartInset() {
    let a = fsView("a", 50, 20, x: 15, y: 30)
    let b = fsView("b", 80, 30, x: 25, y: 70)
    let stack = FrameStackView(subviews: [a, b])
    stack.insets = EdgeInsets(top: 0, left: 12, bottom: 0, right: 3)
    stack.translatesCurrentLayout = true
    stack.layoutIfNeeded()
    #expect(stack.itemOffset == [3, 13])
    #expect(a.frame == Rect(x: 15, y: 30, width: 50, height: 20))
    #expect(b.frame == Rect(x: 25, y: 70, width: 80, height: 30))
    #expect(stack.frame.size == Size(width: 108, height: 100))
  }

  @Test("E24: fractional sizes leave exact gaps, and a second pass changes nothing")
  func snappedSizesDriveTheCursor() {
    let views = (0..<4).map { fsView("v\($0)", 10.6, 10.6) }
    let stack = FrameStackView(subviews: views)
    stack.layoutIfNeeded()
    // Unsnapped, the original would put them at 0, 19, 37, 56 with 11-pt frames: gaps of 8, 7, 8.
    #expect(views.map(\.frame.origin.y) == [0, 19, 38, 57])
    #expect(views.allSatisfy { $0.frame.size == Size(width: 11, height: 11) })
    #expect(stack.frame.size == Size(width: 11, height: 68))
    let before = fsFrames(stack)
    stack.setNeedsLayout()
    stack.layoutIfNeeded()
    #expect(fsFrames(stack) == before)
  }

  @Test("E27: no layout is left pending; a nested stack is sized before its outer stack uses it")
  func nestedStacksSettle() {
    let row = FrameStackView(subviews: (0..<3).map { fsView("r\($0)", 30, 10) })
    row.direction = .horizontal
    row.spacing = 5
    row.shouldWrap = true
    let header = fsView("header", 50, 20)
    let column = FrameStackView(subviews: [header, row])
    column.shouldWrap = true
    column.alignment = .center
    column.layoutIfNeeded()
    #expect(!column.needsLayout && !row.needsLayout)
    #expect(row.frame == Rect(x: 0, y: 28, width: 100, height: 10))
    #expect(header.frame == Rect(x: 25, y: 0, width: 50, height: 20))
    #expect(column.frame.size == Size(width: 100, height: 38))
    // In a window, a change in the inner stack reaches the outer one within one frame.
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
    let window = makeWindow(width: 300, height: 200, rootView: root)
    root.addSubview(column)
    window.layoutIfNeeded()
    row.spacing = 10
    window.layoutIfNeeded()
    #expect(row.frame == Rect(x: 0, y: 28, width: 110, height: 10))
    #expect(header.frame.minX == 30)
    #expect(column.frame.size == Size(width: 110, height: 38))
    #expect(!window.needsLayout)
  }
}

import Boxwood
import BoxwoodSDL
import BoxwoodTestSupport
import Testing

/// The golden image of FrameStackView (KRStackView): both directions, each alignment, and wrapping.
@Suite("FrameStackView snapshots", .serialized)
@MainActor
struct FrameStackViewSnapshotTests {
  init() throws { try BoxwoodSDL.bootstrap() }

  @Test("vertical and horizontal stacks in each alignment, grown and wrapped, nested")
  func alignmentsAndWrapping() throws {
    let root = View()
    let alignments: [(FrameStackView.Alignment, String)] = [
      (.origin, "origin"), (.center, "center"), (.endPoint, "endPoint"),
    ]
    for (index, (alignment, name)) in alignments.enumerated() {
      let x = 10 + Double(index) * 130
      root.addSubview(caption("vertical \(name)", x: x, y: 6))
      root.addSubview(column(alignment, frame: Rect(x: x, y: 22, width: 120, height: 0)))
      root.addSubview(caption("horizontal \(name)", x: x, y: 112))
      root.addSubview(row(alignment, frame: Rect(x: x, y: 128, width: 0, height: 60)))
    }
    // Wrapping shrinks a stack that started larger (its start size is outlined) to its content.
    root.addSubview(caption("vertical, wrap", x: 400, y: 6))
    root.addSubview(outline(Rect(x: 400, y: 22, width: 120, height: 84)))
    let wrappedColumn = column(.center, frame: Rect(x: 400, y: 22, width: 120, height: 84))
    wrappedColumn.shouldWrap = true
    root.addSubview(wrappedColumn)
    root.addSubview(caption("horizontal, wrap", x: 400, y: 112))
    root.addSubview(outline(Rect(x: 400, y: 128, width: 120, height: 60)))
    let wrappedRow = row(.endPoint, frame: Rect(x: 400, y: 128, width: 120, height: 60))
    wrappedRow.shouldWrap = true
    root.addSubview(wrappedRow)
    root.addSubview(caption("nested; itemSpacing [2, 14], itemOffset [0, 12, 24]", x: 10, y: 198))
    root.addSubview(nested(at: Point(x: 10, y: 214)))
    assertSnapshot(try TestRenderer.render(root, width: 530, height: 310), named: "frame-stacks")
  }

  private func caption(_ text: String, x: Double, y: Double) -> Label {
    let label = Label(text, font: .system(size: 11), textColor: .secondaryLabel)
    label.frame = Rect(origin: Point(x: x, y: y), size: label.intrinsicContentSize)
    return label
  }

  private func outline(_ frame: Rect) -> View {
    box(frame.minX, frame.minY, frame.width, frame.height, nil, border: 1, borderColor: .systemRed)
  }

  private func styled(_ stack: FrameStackView) -> FrameStackView {
    stack.backgroundColor = Color(hex: 0xECEFF1)
    stack.borderWidth = 1
    stack.borderColor = .gray
    stack.insets = .all(6)
    stack.spacing = 6
    return stack
  }

  /// A vertical stack of three bars of different widths.
  private func column(_ alignment: FrameStackView.Alignment, frame: Rect) -> FrameStackView {
    let bars = [(40.0, Color.systemBlue), (90, .systemGreen), (64, .systemOrange)].map { width, color in
      box(0, 0, width, 16, color, radius: 3)
    }
    let stack = styled(FrameStackView(frame: frame, subviews: bars))
    stack.alignment = alignment
    return stack
  }

  /// A horizontal stack of three bars of different heights.
  private func row(_ alignment: FrameStackView.Alignment, frame: Rect) -> FrameStackView {
    let bars = [(14.0, Color.systemBlue), (36, .systemGreen), (24, .systemOrange)].map { height, color in
      box(0, 0, 24, height, color, radius: 3)
    }
    let stack = styled(FrameStackView(frame: frame, subviews: bars))
    stack.direction = .horizontal
    stack.alignment = alignment
    return stack
  }

  /// A horizontal stack of wrapped columns: one of labels, one with per-gap spacing and offsets.
  private func nested(at origin: Point) -> FrameStackView {
    let labels = ["Labels", "sized to fit,", "snapped up"].map { text in
      let label = Label(text, font: .system(size: 13))
      label.sizeToFit()
      return label
    }
    let labelColumn = styled(FrameStackView(frame: .zero, subviews: labels))
    labelColumn.shouldWrap = true
    labelColumn.backgroundColor = .white
    let steps = styled(column(.origin, frame: .zero))
    steps.shouldWrap = true
    steps.backgroundColor = .white
    steps.itemSpacing = [2, 14]
    steps.itemOffset = [0, 12, 24]
    let outer = styled(
      FrameStackView(frame: Rect(origin: origin, size: .zero), subviews: [labelColumn, steps]))
    outer.direction = .horizontal
    outer.alignment = .center
    outer.spacing = 10
    return outer
  }
}

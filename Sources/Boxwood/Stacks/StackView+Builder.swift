/// Turns a stack's arranged subviews into constraints with UIKit's structure and priorities.
///
/// Constraints are named after UIKit's (`SV-spacing` for `UISV-spacing`, …) so that conflict reports
/// read the same. Horizontal stacks use physical left/right attributes chosen by the stack's own reading
/// direction: the arrangement follows the stack, whatever the directions of its arranged subviews.
@MainActor
struct StackViewBuilder {
  /// The area the views are arranged in: the stack, or its layout margins guide.
  let canvas: any LayoutItem
  let axis: LayoutAxis
  let distribution: StackView.Distribution
  /// The alignment as applied on this axis (see ``StackView/Alignment/effective(on:)``).
  let alignment: StackView.Alignment
  let leftToRight: Bool
  /// Whether vertical gaps run from last baseline to first baseline.
  let baselineRelative: Bool
  /// The guide spanning the views of a baseline-aligned stack.
  let spanner: LayoutGuide?

  /// Hidden views shrink to nothing at this priority: below required, so that a hidden view whose content
  /// cannot shrink is not reported as a conflict.
  static let hidingPriority = LayoutPriority(999)
  /// `fillProportionally` holds the proportions at this priority (above compression resistance).
  static let proportionalPriority = LayoutPriority(999)
  /// The stack hugs its content at this priority (above `fittingSizeLevel`, below any hugging).
  static let fitPriority = LayoutPriority(51)
  /// A view with no intrinsic size across the axis shrinks to nothing at this priority.
  static let suppressionPriority = LayoutPriority(25)
  /// Breaks ties between equal hugging or compression priorities by index.
  static let tieBreakPriority = LayoutPriority(1)

  /// What one visible view's constraints are made from.
  struct Visible {
    var view: View
    /// The visible view before it.
    var previous: View?
    /// The gap to the previous view.
    var gap: Double
    var last: Bool
    var tieBreak: Bool
    /// `fillProportionally`: the view's size as a multiple of `reference`'s, if any.
    var proportion: StackViewProportion
    var reference: View?
    /// Spacer distributions: the guide between the previous view and this one, and the one before it.
    var spacer: LayoutGuide?
    var previousSpacer: LayoutGuide?
  }

  // MARK: Attributes

  private var cross: LayoutAxis { axis == .horizontal ? .vertical : .horizontal }

  private func begin(_ axis: LayoutAxis) -> LayoutAttribute {
    axis == .vertical ? .top : (leftToRight ? .left : .right)
  }

  private func end(_ axis: LayoutAxis) -> LayoutAttribute {
    axis == .vertical ? .bottom : (leftToRight ? .right : .left)
  }

  /// Whether the constraint on `begin(axis)` comes before the one on `end(axis)` when a view is pinned
  /// to both: always but right to left across. A left edge pinned first defines the view's x as an alias
  /// and the right edge then its width; right to left, the right edge first defined x by three terms
  /// while the width was already basic in its intrinsic-size row, and the left edge entered the tableau:
  /// one row more for every arranged view (+33 % rows in a list, +18 % first-layout instructions in
  /// deep nesting).
  private func leftEdgeFirst(_ axis: LayoutAxis) -> Bool {
    axis == .vertical || leftToRight
  }

  private func center(_ axis: LayoutAxis) -> LayoutAttribute { axis == .vertical ? .centerY : .centerX }

  private func size(_ axis: LayoutAxis) -> LayoutAttribute { axis == .vertical ? .height : .width }

  // MARK: Making constraints

  /// `to − from REL constant`, the distance measured forward along `axis` (right to left in
  /// right-to-left horizontal layouts).
  private func gap(
    _ identifier: String, _ from: (any LayoutItem, LayoutAttribute), _ to: (any LayoutItem, LayoutAttribute),
    along axis: LayoutAxis, _ relation: LayoutRelation = .equal, _ constant: Double = 0
  ) -> LayoutConstraint {
    let forward = axis == .vertical || leftToRight
    let (first, second) = forward ? (to, from) : (from, to)
    let constraint = LayoutConstraint(
      item: first.0, attribute: first.1, relatedBy: relation, toItem: second.0, attribute: second.1,
      constant: constant)
    constraint.identifier = identifier
    return constraint
  }

  /// `item.size(axis) == constant @priority`.
  private func fixedSize(
    _ item: any LayoutItem, _ axis: LayoutAxis, _ priority: LayoutPriority, _ identifier: String
  ) -> LayoutConstraint {
    let constraint = LayoutConstraint(
      item: item, attribute: size(axis), relatedBy: .equal, toItem: nil, attribute: .notAnAttribute)
    constraint.priority = priority
    constraint.identifier = identifier
    return constraint
  }

  /// `first.attribute == second.attribute × multiplier @priority`.
  private func same(
    _ identifier: String, _ first: any LayoutItem, _ second: any LayoutItem, _ attribute: LayoutAttribute,
    multiplier: Double = 1, _ priority: LayoutPriority = .required
  ) -> LayoutConstraint {
    let constraint = LayoutConstraint(
      item: first, attribute: attribute, relatedBy: .equal, toItem: second, attribute: attribute,
      multiplier: multiplier)
    constraint.priority = priority
    constraint.identifier = identifier
    return constraint
  }

  // MARK: Views

  /// The constraints of a visible view, and the one whose constant is the gap to the previous view.
  func constraints(for input: Visible) -> (all: [LayoutConstraint], link: LayoutConstraint?) {
    var result: [LayoutConstraint] = []
    result.reserveCapacity(8)
    let view = input.view
    var link: LayoutConstraint?
    if let previous = input.previous {
      let spacing = spacingLink(from: previous, to: view, input.gap)
      link = spacing
      result.append(spacing)
    } else {
      result.append(gap("SV-canvas-connection", (canvas, begin(axis)), (view, begin(axis)), along: axis))
    }
    if input.last {
      result.append(gap("SV-canvas-connection", (view, end(axis)), (canvas, end(axis)), along: axis))
    }
    appendAlignment(view, previous: input.previous, into: &result)
    appendDistribution(input, into: &result)
    if input.tieBreak {
      result.append(fixedSize(view, axis, StackViewBuilder.tieBreakPriority, "SV-tie-break"))
    }
    return (result, link)
  }

  /// `view.begin == previous.end + gap` (`>=` for the spacer distributions), or between baselines.
  private func spacingLink(from previous: View, to view: View, _ constant: Double) -> LayoutConstraint {
    let relation: LayoutRelation = distribution.usesSpacers ? .greaterThanOrEqual : .equal
    guard baselineRelative else {
      return gap("SV-spacing", (previous, end(axis)), (view, begin(axis)), along: axis, relation, constant)
    }
    let constraint = LayoutConstraint(
      item: view, attribute: .firstBaseline, relatedBy: relation, toItem: previous, attribute: .lastBaseline,
      constant: constant)
    constraint.identifier = "SV-spacing"
    return constraint
  }

  private func appendAlignment(_ view: View, previous: View?, into result: inout [LayoutConstraint]) {
    let cross = self.cross
    switch alignment {
    case .fill:
      let leading = gap("SV-alignment", (canvas, begin(cross)), (view, begin(cross)), along: cross)
      let trailing = gap("SV-alignment", (view, end(cross)), (canvas, end(cross)), along: cross)
      // The left edge first in either direction, so that a right-to-left stack builds the solver's
      // structure of a left-to-right one (see ``leftEdgeFirst``).
      let leftFirst = leftEdgeFirst(cross)
      result.append(leftFirst ? leading : trailing)
      result.append(leftFirst ? trailing : leading)
    case .leading:
      result.append(gap("SV-alignment", (canvas, begin(cross)), (view, begin(cross)), along: cross))
      result.append(
        gap(
          "SV-spanning-boundary", (view, end(cross)), (canvas, end(cross)), along: cross, .greaterThanOrEqual,
          0))
    case .center:
      result.append(same("SV-alignment", view, canvas, center(cross)))
      result.append(
        gap(
          "SV-spanning-boundary", (canvas, begin(cross)), (view, begin(cross)), along: cross,
          .greaterThanOrEqual, 0))
    case .trailing:
      result.append(gap("SV-alignment", (view, end(cross)), (canvas, end(cross)), along: cross))
      result.append(
        gap(
          "SV-spanning-boundary", (canvas, begin(cross)), (view, begin(cross)), along: cross,
          .greaterThanOrEqual, 0))
    case .firstBaseline, .lastBaseline:
      let bounds: any LayoutItem = spanner ?? canvas
      if let previous {
        let baseline: LayoutAttribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
        result.append(same("SV-alignment", view, previous, baseline))
      }
      result.append(
        gap("SV-spanning-boundary", (bounds, .top), (view, .top), along: .vertical, .greaterThanOrEqual, 0))
      result.append(
        gap(
          "SV-spanning-boundary", (view, .bottom), (bounds, .bottom), along: .vertical, .greaterThanOrEqual, 0
        ))
    }
    if alignment != .fill {
      result.append(fixedSize(view, cross, StackViewBuilder.suppressionPriority, "SV-ambiguity-suppression"))
    }
  }

  private func appendDistribution(_ input: Visible, into result: inout [LayoutConstraint]) {
    let view = input.view
    switch distribution {
    case .fill:
      break
    case .fillEqually:
      if let previous = input.previous { result.append(same("SV-fill-equally", view, previous, size(axis))) }
    case .fillProportionally:
      switch input.proportion {
      case .none:
        break
      case .relative(_, let ratio):
        if let reference = input.reference {
          result.append(
            same(
              "SV-fill-proportionally",
              view, reference, size(axis), multiplier: ratio, StackViewBuilder.proportionalPriority))
        }
      }
    case .equalSpacing, .equalCentering:
      guard let previous = input.previous, let spacer = input.spacer else { return }
      let edges = distribution == .equalSpacing
      let from = edges ? end(axis) : center(axis)
      let to = edges ? begin(axis) : center(axis)
      result.append(gap("SV-distributing-edge", (previous, from), (spacer, begin(axis)), along: axis))
      result.append(gap("SV-distributing-edge", (spacer, end(axis)), (view, to), along: axis))
      if let previousSpacer = input.previousSpacer {
        result.append(same("SV-fill-equally", spacer, previousSpacer, size(axis)))
      } else {
        // One pull suffices: the spacers are equal. The `>=` spacing links keep them from shrinking
        // below the spacing, so an unconstrained stack hugs its content with the minimum gaps.
        result.append(fixedSize(spacer, axis, StackViewBuilder.fitPriority, "SV-spacing-fit"))
      }
    }
  }

  /// A hidden view: collapsed to nothing where the previous visible view ends (or where the stack's
  /// content begins), out of the spacing chain.
  func hiddenConstraints(for view: View, after previous: View?) -> [LayoutConstraint] {
    var anchor: (any LayoutItem, LayoutAttribute) = (canvas, begin(axis))
    if let previous { anchor = (previous, end(axis)) }
    return [
      gap("SV-hiding", anchor, (view, begin(axis)), along: axis),
      fixedSize(view, axis, StackViewBuilder.hidingPriority, "SV-hiding"),
      gap("SV-hiding", (canvas, begin(cross)), (view, begin(cross)), along: cross),
      fixedSize(view, cross, StackViewBuilder.suppressionPriority, "SV-ambiguity-suppression"),
    ]
  }

  // MARK: The stack

  /// What the stack needs whatever its views: it hugs its content across the axis unless its views
  /// fill it, an empty stack hugs nothing, and a baseline spanner sits at the top or bottom.
  func stackConstraints(hasVisibleViews: Bool) -> [LayoutConstraint] {
    var result: [LayoutConstraint] = []
    if !hasVisibleViews {
      result.append(fixedSize(canvas, axis, StackViewBuilder.fitPriority, "SV-canvas-fit"))
    }
    if alignment != .fill || !hasVisibleViews {
      result.append(fixedSize(canvas, cross, StackViewBuilder.fitPriority, "SV-canvas-fit"))
    }
    if let spanner, alignment.isBaseline {
      if alignment == .firstBaseline {
        result.append(gap("SV-canvas-connection", (canvas, .top), (spanner, .top), along: .vertical))
        result.append(
          gap(
            "SV-canvas-connection", (spanner, .bottom), (canvas, .bottom), along: .vertical,
            .greaterThanOrEqual, 0))
      } else {
        result.append(gap("SV-canvas-connection", (spanner, .bottom), (canvas, .bottom), along: .vertical))
        result.append(
          gap(
            "SV-canvas-connection", (canvas, .top), (spanner, .top), along: .vertical, .greaterThanOrEqual, 0)
        )
      }
      result.append(fixedSize(spanner, .vertical, StackViewBuilder.fitPriority, "SV-spanning-fit"))
    }
    return result
  }
}

/// How `fillProportionally` sizes one view.
enum StackViewProportion: Equatable {
  /// No proportion: the view has no positive intrinsic size on the axis, or it is the first with one.
  case none
  /// A multiple of the size of the previous view with a positive intrinsic size (its entry serial).
  case relative(Int, Double)
}

/// A view that lines up its arranged subviews in a row or a column, with UIKit's `UIStackView`
/// semantics, through Auto Layout constraints it generates and owns.
///
/// ```swift
/// let row = StackView(arrangedSubviews: [icon, title, badge])
/// row.axis = .horizontal
/// row.spacing = 8
/// row.alignment = .center
/// row.setCustomSpacing(16, after: title)
/// ```
///
/// The stack draws nothing itself. Its ``arrangedSubviews`` are a subset of its ``View/subviews``:
/// arranging a view makes it a subview (moving it from wherever it was, another stack included), and
/// ``removeArrangedSubview(_:)`` leaves it a subview — call ``View/removeFromSuperview()`` to take it out
/// altogether, which also removes it from ``arrangedSubviews``. Subviews added with plain
/// ``View/addSubview(_:)`` are not arranged and get no constraints.
///
/// Constraints follow UIKit's: spacing links and edge connections are required; the stack lets content
/// hugging and compression resistance decide who stretches and who shrinks (`fill`); proportions hold at
/// 999; spacer guides even out the gaps of `equalSpacing` and `equalCentering`. Nothing is built when
/// properties change: the next constraint-update pass regenerates only what changed, and the layout
/// engine turns that into a small solver change.
///
/// A hidden arranged subview collapses: it takes no space and no spacing, and comes back when shown.
/// Until Boxwood's animation system lands this takes effect at the next layout pass; then, hiding inside
/// an animation will animate the collapse (the hidden view already shrinks to nothing at its
/// neighbour's edge, so the change is an ordinary frame transition).
///
/// Horizontal stacks run from the leading edge in the stack's own reading direction.
@MainActor
open class StackView: View {
  /// The direction the views are lined up in (horizontal by default, as in UIKit).
  public var axis: LayoutAxis = .horizontal {
    didSet { if axis != oldValue { setNeedsUpdateConstraints() } }
  }

  /// How the views are sized and spaced along the axis.
  public var distribution: Distribution = .fill {
    didSet { if distribution != oldValue { setNeedsUpdateConstraints() } }
  }

  /// How the views are placed across the axis.
  public var alignment: Alignment = .fill {
    didSet { if alignment != oldValue { setNeedsUpdateConstraints() } }
  }

  /// The gap between neighbouring visible views (the minimum gap for the spacer distributions). It may
  /// be negative (the views overlap); a NaN or infinite value, or one beyond
  /// ``LayoutConstraint/maximumConstantMagnitude``, is refused and reported.
  public var spacing: Double = 0 {
    didSet {
      guard spacing.isFinite, !LayoutLimit.exceeded(spacing) else {
        let why = spacing.isFinite ? ": \(LayoutLimit.reason)" : ""
        Diagnostics.report(
          .invalidStackLayout(stack: ViewReference(self), reason: "refused spacing \(spacing)\(why)"))
        spacing = oldValue
        return
      }
      if spacing != oldValue { setNeedsUpdateConstraints() }
    }
  }

  /// Whether the views are arranged inside the layout margins (``View/directionalLayoutMargins``)
  /// rather than the bounds.
  public var isLayoutMarginsRelativeArrangement = false {
    didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsUpdateConstraints() } }
  }

  /// Vertical stacks: whether the gap between two views runs from the last baseline of the upper one to
  /// the first baseline of the lower one. The stack's edges stay edge-relative (UIKit also measures
  /// them from baselines). Horizontal stacks ignore it.
  public var isBaselineRelativeArrangement = false {
    didSet { if isBaselineRelativeArrangement != oldValue { setNeedsUpdateConstraints() } }
  }

  /// The arranged views, in arrangement order (not drawing order).
  public private(set) var arrangedSubviews: [View] = []

  /// The arranged views' entries, in the order of ``arrangedSubviews``.
  var entries: [StackViewEntry] = []
  /// The views that lent the stack its first and last baselines at the last rebuild (a pair, not an
  /// array: an array was allocated at every rebuild to compare them).
  var baselineLenders: (first: ObjectIdentifier, last: ObjectIdentifier)?
  var entryByView: [ObjectIdentifier: StackViewEntry] = [:]
  var builtKey: StackViewKey?
  var stackConstraints: [LayoutConstraint] = []
  var stackConstraintsKey: Bool?
  var spanner: LayoutGuide?
  /// Guides to detach once the constraints using them have been deactivated.
  var retiredGuides: [LayoutGuide] = []
  /// Where the next rebuild walks (``StackWalkPlan``).
  var walkPlan = StackWalkPlan()

  // MARK: Creating

  /// A stack of the given views. It positions itself with constraints (its autoresizing mask is not
  /// translated), as a BoxView made with its axis initializer does.
  public init(arrangedSubviews views: [View] = []) {
    super.init(frame: .zero)
    translatesAutoresizingMaskIntoConstraints = false
    setNeedsUpdateConstraints()
    for view in views { addArrangedSubview(view) }
  }

  /// A stack with a frame, sized by its autoresizing mask like any view made in code.
  public override init(frame: Rect) {
    super.init(frame: frame)
    setNeedsUpdateConstraints()
  }

  // MARK: Arranged subviews

  /// Adds a view at the end of ``arrangedSubviews`` (moving it there if it is already arranged), and
  /// as the front-most subview unless it is a subview already.
  public func addArrangedSubview(_ view: View) {
    insertArrangedSubview(
      view, at: entryByView[ObjectIdentifier(view)] == nil ? entries.count : entries.count - 1)
  }

  /// Inserts a view into ``arrangedSubviews`` at `index` (a view already arranged moves there), adding it
  /// as the front-most subview unless it is a subview already. An index outside `0...count` is reported
  /// and clamped (UIKit raises).
  ///
  /// A view arranged in another stack moves here, as in UIKit: the other stack lets go of it. That is
  /// reported as a warning, since a view can only be in one place.
  public func insertArrangedSubview(_ view: View, at index: Int) {
    guard canArrange(view) else { return }
    if index < 0 || index > entries.count {
      Diagnostics.report(
        .invalidStackLayout(
          stack: ViewReference(self),
          reason: "index \(index) is outside 0...\(entries.count) for \(view.shortDescription); clamped"))
    }
    if let entry = entryByView[ObjectIdentifier(view)], let from = entries.firstIndex(where: { $0 === entry })
    {
      entries.remove(at: from)
      arrangedSubviews.remove(at: from)
      flagAround(from)
      let target = min(max(0, index), entries.count)
      entries.insert(entry, at: target)
      arrangedSubviews.insert(view, at: target)
      flagAround(target)
      return
    }
    if view.superview !== self {
      if let other = view.superview as? StackView, other.entryByView[ObjectIdentifier(view)] != nil {
        Diagnostics.warn(
          "\(shortDescription): \(view.shortDescription) was arranged in \(other.shortDescription); "
            + "it moves here and \(other.shortDescription) lets go of it")
      }
      addSubview(view)
      // Hooks run by the move may have sent the view elsewhere; it is then not arranged here.
      guard view.superview === self else {
        Diagnostics.report(
          .invalidStackLayout(
            stack: ViewReference(self),
            reason: "\(view.shortDescription) left the stack while being added; it was not arranged"))
        return
      }
    }
    view.translatesAutoresizingMaskIntoConstraints = false
    let entry = StackViewEntry(view: view)
    let target = min(max(0, index), entries.count)
    entries.insert(entry, at: target)
    arrangedSubviews.insert(view, at: target)
    entryByView[ObjectIdentifier(view)] = entry
    flagAround(target)
  }

  /// Removes a view from ``arrangedSubviews``, leaving it a subview of the stack (without the stack's
  /// constraints). A view that is not arranged is ignored.
  public func removeArrangedSubview(_ view: View) {
    guard let entry = entryByView[ObjectIdentifier(view)],
      let index = entries.firstIndex(where: { $0 === entry })
    else { return }
    forget(entry, at: index)
  }

  /// Sets the gap after an arranged view, instead of ``spacing``; ``spacingUseDefault`` removes it. NaN
  /// and infinite values, values beyond ``LayoutConstraint/maximumConstantMagnitude``, and views that are
  /// not arranged, are reported and ignored.
  public func setCustomSpacing(_ spacing: Double, after view: View) {
    guard let entry = entryByView[ObjectIdentifier(view)] else {
      Diagnostics.warn(
        "\(shortDescription): custom spacing after \(view.shortDescription) ignored: it is not arranged here")
      return
    }
    guard spacing.isFinite, spacing == StackView.spacingUseDefault || !LayoutLimit.exceeded(spacing) else {
      let why = spacing.isFinite ? ": \(LayoutLimit.reason)" : ""
      Diagnostics.report(
        .invalidStackLayout(
          stack: ViewReference(self),
          reason: "refused custom spacing \(spacing) after \(view.shortDescription)\(why)"))
      return
    }
    let value: Double? = spacing == StackView.spacingUseDefault ? nil : spacing
    guard value != entry.customSpacing else { return }
    entry.customSpacing = value
    flag(entry, next: true)
  }

  /// The gap after an arranged view if set with ``setCustomSpacing(_:after:)``, else
  /// ``spacingUseDefault``.
  public func customSpacing(after view: View) -> Double {
    entryByView[ObjectIdentifier(view)]?.customSpacing ?? StackView.spacingUseDefault
  }

  /// Whether a view may be arranged; reports and refuses the stack itself, its ancestors, and
  /// views that would make the tree deeper than ``View/maximumTreeDepth``.
  private func canArrange(_ view: View) -> Bool {
    switch adoptionRefusal(of: view) {
    case nil: return true
    case .tooDeep(let depth): reportTooDeep(view, depth: depth)
    case .cycle:
      let relation = view === self ? "the stack itself" : "an ancestor of the stack"
      let reason = "\(view.shortDescription) is \(relation); it cannot be arranged"
      Diagnostics.report(.invalidStackLayout(stack: ViewReference(self), reason: reason))
    }
    return false
  }

  /// Lets go of an arranged view: its constraints go now, its neighbours' at the next pass.
  private func forget(_ entry: StackViewEntry, at index: Int) {
    LayoutConstraint.deactivate(entry.takeConstraints())
    if let spacer = entry.spacer {
      // The next view's constraints may still use it until the next pass deactivates them.
      retiredGuides.append(spacer)
      entry.spacer = nil
    }
    walkPlan.clearFlag(of: entry)
    entries.remove(at: index)
    arrangedSubviews.remove(at: index)
    entryByView[ObjectIdentifier(entry.view)] = nil
    flagAround(index)
  }

  /// An arranged subview leaving the stack by any means (``View/removeFromSuperview()``, being added
  /// elsewhere) stops being arranged, as in UIKit, so ``arrangedSubviews`` never holds a view that is not a
  /// subview. Overrides must call `super`.
  open override func willRemoveSubview(_ subview: View) {
    super.willRemoveSubview(subview)
    // An arranged view leaving by any means (removeFromSuperview, moving elsewhere) is no longer arranged.
    guard let entry = entryByView[ObjectIdentifier(subview)],
      let index = entries.firstIndex(where: { $0 === entry })
    else { return }
    forget(entry, at: index)
  }

  // MARK: Reacting to the views

  /// An arranged view was hidden or shown: it collapses or comes back at the next pass.
  func arrangedSubviewVisibilityDidChange(_ view: View) {
    guard let entry = entryByView[ObjectIdentifier(view)] else { return }
    // As in UIKit, a view hidden inside an animation block stays drawn while it collapses.
    view.drawsWhileCollapsing = view.isHidden && View.isAnimating
    flag(entry)
  }

  /// An arranged view's intrinsic size changed: proportions, tie-breaks and baselines may follow.
  func arrangedSubviewIntrinsicSizeDidChange(_ view: View) {
    guard let entry = entryByView[ObjectIdentifier(view)] else { return }
    entry.intrinsicIsStale = true
    entry.version &+= 1
    flag(entry)
  }

  override func effectiveLayoutDirectionDidChange() {
    setNeedsUpdateConstraints()
  }

  /// A request from outside the stack's own changes: the next rebuild walks every entry.
  override func updateConstraintsRequested() {
    if !walkPlan.requestingLocally { walkPlan.walksAll = true }
  }

  /// The first visible arranged view (followed down by layout), as UIKit's stack views do.
  open override var viewForFirstBaselineLayout: View { baselineLender(first: true) }
  /// The last visible arranged view of a vertical stack; the first of a horizontal one.
  open override var viewForLastBaselineLayout: View { baselineLender(first: false) }

  /// Regenerates the stack's constraints where something changed.
  open override func updateConstraints() {
    rebuildConstraints()
    super.updateConstraints()
  }

  /// The constraints the stack generated and keeps active: per arranged view in order, then the stack's.
  public var managedConstraints: [LayoutConstraint] {
    entries.flatMap(\.constraints) + stackConstraints
  }
}

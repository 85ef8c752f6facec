/// One attribute of a layout item, typed by axis so that an x anchor can only be related to x anchors
/// and a dimension only to dimensions (UIKit's `NSLayoutAnchor`).
@MainActor
public class LayoutAnchor<AnchorType: AnyObject> {
  /// The item whose attribute this is; `nil` once the item is gone.
  ///
  /// An anchor does not keep its item alive (as in UIKit): a view that keeps its own anchors in a property
  /// would otherwise never be released.
  public var item: (any LayoutItem)? { reference.item }
  /// The attribute.
  public let attribute: LayoutAttribute
  /// The item's handle, the same non-owning one its constraints hold.
  let reference: ItemReference

  init(_ item: any LayoutItem, _ attribute: LayoutAttribute) {
    reference = ItemReference.of(item)
    self.attribute = attribute
  }

  /// `self == anchor + constant`, inactive.
  public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant: Double = 0) -> LayoutConstraint {
    make(.equal, anchor, constant: constant)
  }

  /// `self >= anchor + constant`, inactive.
  public func constraint(
    greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: Double = 0
  )
    -> LayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, constant: constant)
  }

  /// `self <= anchor + constant`, inactive.
  public func constraint(
    lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: Double = 0
  )
    -> LayoutConstraint
  {
    make(.lessThanOrEqual, anchor, constant: constant)
  }

  func make(
    _ relation: LayoutRelation, _ anchor: LayoutAnchor<AnchorType>, multiplier: Double = 1, constant: Double
  ) -> LayoutConstraint {
    LayoutConstraint(
      reference, attribute: attribute, relatedBy: relation, to: anchor.reference, attribute: anchor.attribute,
      multiplier: multiplier, constant: constant)
  }
}

/// A horizontal position: left, right, leading, trailing, centre x.
public final class XAxisAnchor: LayoutAnchor<XAxisAnchor> {}

/// A vertical position: top, bottom, centre y, baselines.
public final class YAxisAnchor: LayoutAnchor<YAxisAnchor> {}

/// A size: width or height. Dimensions can also be related to constants and scaled by a multiplier.
public final class DimensionAnchor: LayoutAnchor<DimensionAnchor> {
  /// `self == constant`, inactive.
  public func constraint(equalToConstant constant: Double) -> LayoutConstraint { fixed(.equal, constant) }
  /// `self >= constant`, inactive.
  public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
    fixed(.greaterThanOrEqual, constant)
  }
  /// `self <= constant`, inactive.
  public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
    fixed(.lessThanOrEqual, constant)
  }

  /// `self == anchor × multiplier + constant`, inactive.
  public func constraint(
    equalTo anchor: DimensionAnchor, multiplier: Double, constant: Double = 0
  )
    -> LayoutConstraint
  {
    make(.equal, anchor, multiplier: multiplier, constant: constant)
  }

  /// `self >= anchor × multiplier + constant`, inactive.
  public func constraint(
    greaterThanOrEqualTo anchor: DimensionAnchor, multiplier: Double, constant: Double = 0
  ) -> LayoutConstraint {
    make(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
  }

  /// `self <= anchor × multiplier + constant`, inactive.
  public func constraint(
    lessThanOrEqualTo anchor: DimensionAnchor, multiplier: Double, constant: Double = 0
  )
    -> LayoutConstraint
  {
    make(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
  }

  private func fixed(_ relation: LayoutRelation, _ constant: Double) -> LayoutConstraint {
    LayoutConstraint(
      reference, attribute: attribute, relatedBy: relation, to: nil, attribute: .notAnAttribute,
      multiplier: 1, constant: constant)
  }
}

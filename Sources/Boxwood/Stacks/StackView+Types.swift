extension StackView {
  /// How a stack sizes and positions its arranged subviews along its axis (UIKit's
  /// `UIStackView.Distribution`).
  public enum Distribution: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The views fill the axis edge to edge with ``StackView/spacing`` between them. Extra room goes to
    /// the view with the lowest content hugging priority, a shortfall is taken from the view with the
    /// lowest compression resistance. Ties are broken by index (UIKit leaves them ambiguous): of views
    /// with equal hugging the last stretches, and under compression the last is spared (which of the
    /// others shrinks is then the solver's choice). Views with no intrinsic size on the axis have no
    /// hugging at all, so they stretch first; several of them are ambiguous unless sized.
    case fill
    /// Like `fill`, with every view the same size along the axis.
    case fillEqually
    /// Like `fill`, with the views sized in proportion to their intrinsic sizes along the axis (held at
    /// priority 999). Views with no intrinsic size, or an intrinsic size of zero, take part as in `fill`.
    case fillProportionally
    /// The views keep their intrinsic sizes; the gaps between them are equal and at least the spacing.
    case equalSpacing
    /// The views keep their intrinsic sizes; their centres are equally far apart, and the gaps between
    /// them are at least the spacing.
    case equalCentering

    /// The case's name as written in Swift (`"fillEqually"`).
    public var description: String {
      switch self {
      case .fill: return "fill"
      case .fillEqually: return "fillEqually"
      case .fillProportionally: return "fillProportionally"
      case .equalSpacing: return "equalSpacing"
      case .equalCentering: return "equalCentering"
      }
    }

    /// Whether the gaps are inequalities evened out by spacer guides.
    var usesSpacers: Bool { self == .equalSpacing || self == .equalCentering }
    /// Whether ties in hugging and compression resistance are broken by index (sizes are free).
    var breaksTies: Bool { self != .fillEqually }
  }

  /// How a stack places its arranged subviews across its axis (UIKit's `UIStackView.Alignment`).
  public enum Alignment: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The views fill the stack across the axis.
    case fill
    /// The views are flush with the leading edge (vertical stacks) or the top (horizontal stacks).
    case leading
    /// Horizontal stacks: the first baselines line up, the group at the top. Vertical stacks: `leading`.
    case firstBaseline
    /// The views are centred across the axis.
    case center
    /// The views are flush with the trailing edge (vertical stacks) or the bottom (horizontal stacks).
    case trailing
    /// Horizontal stacks: the last baselines line up, the group at the bottom. Vertical stacks: `trailing`.
    case lastBaseline

    /// Top alignment for horizontal stacks: the same as `leading`.
    public static var top: Alignment { .leading }
    /// Bottom alignment for horizontal stacks: the same as `trailing`.
    public static var bottom: Alignment { .trailing }

    /// The case's name as written in Swift (`"firstBaseline"`); ``top`` and ``bottom`` print as `"leading"`
    /// and `"trailing"`, which they are.
    public var description: String {
      switch self {
      case .fill: return "fill"
      case .leading: return "leading"
      case .firstBaseline: return "firstBaseline"
      case .center: return "center"
      case .trailing: return "trailing"
      case .lastBaseline: return "lastBaseline"
      }
    }

    /// The alignment a stack on `axis` applies: baselines mean the edges in vertical stacks, as in UIKit.
    func effective(on axis: LayoutAxis) -> Alignment {
      guard axis == .vertical else { return self }
      switch self {
      case .firstBaseline: return .leading
      case .lastBaseline: return .trailing
      default: return self
      }
    }

    /// Whether the views line up on a baseline.
    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
  }

  /// The value of ``customSpacing(after:)`` for a view without custom spacing; passing it to
  /// ``setCustomSpacing(_:after:)`` removes the view's custom spacing (UIKit's `spacingUseDefault`).
  public static let spacingUseDefault = Double.greatestFiniteMagnitude
}

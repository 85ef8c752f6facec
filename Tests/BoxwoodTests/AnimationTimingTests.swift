import Boxwood
import Testing

/// Reference values computed independently with 40-digit arithmetic (mpmath): bisection on the Bézier's
/// x, and the closed-form oscillator for the spring as documented on ``SpringTiming``.
@Suite("Timing curves and springs")
@MainActor
struct AnimationTimingTests {
  static let times = [0.1, 0.25, 0.5, 0.75, 0.9]

  @Test(
    "the standard curves and a custom one match reference values within 1e-6",
    arguments: [
      (
        "easeIn", TimingCurve.easeIn,
        [
          0.017026609651562942, 0.093464650718824859, 0.3153568125725393,
          0.6218618691748902, 0.83942784576246653,
        ]
      ),
      (
        "easeOut", TimingCurve.easeOut,
        [
          0.16057215423753347, 0.3781381308251098, 0.6846431874274607,
          0.90653534928117514, 0.98297339034843706,
        ]
      ),
      (
        "easeInOut", TimingCurve.easeInOut,
        [
          0.019722453548311196, 0.12916193104731981, 0.5,
          0.87083806895268019, 0.9802775464516888,
        ]
      ),
      (
        "back", TimingCurve(0.68, -0.55, 0.265, 1.55),
        [
          -0.066291477333528738, -0.082807108828322571,
          0.60667989722377169, 1.0891657748134211,
          1.06237319516637,
        ]
      ),
      ("linear", TimingCurve.linear, [0.1, 0.25, 0.5, 0.75, 0.9]),
    ])
  func curveValues(name: String, curve: TimingCurve, expected: [Double]) {
    for (time, value) in zip(Self.times, expected) {
      #expect(abs(curve.value(at: time) - value) < 1e-6, "\(name) at \(time): \(curve.value(at: time))")
    }
  }

  @Test("curves start and end exactly, clamp time outside 0…1, and ease-in-out is monotonic")
  func curveEnds() {
    for curve in [TimingCurve.linear, .easeIn, .easeOut, .easeInOut, TimingCurve(0.1, 0.9, 0.2, 1.4)] {
      #expect(curve.value(at: 0) == 0)
      #expect(curve.value(at: 1) == 1)
      #expect(curve.value(at: -3) == 0)
      #expect(curve.value(at: 7) == 1)
    }
    var previous = 0.0
    for step in 1...1000 {
      let value = TimingCurve.easeInOut.value(at: Double(step) / 1000)
      #expect(value >= previous)
      previous = value
    }
  }

  @Test("bad control points are reported: non-finite becomes linear, x outside 0…1 is clamped")
  func badControlPoints() {
    let (nan, report) = Diagnostics.collect { TimingCurve(.nan, 0, 1, 1) }
    #expect(nan == .linear)
    #expect(report.errors.map(\.kind) == ["invalidAnimation"])
    #expect(report.errors.first?.description.contains("nan") == true)
    let (wide, clampReport) = Diagnostics.collect { TimingCurve(-0.5, 0, 1.5, 1) }
    #expect(wide.controlPoint1.x == 0 && wide.controlPoint2.x == 1)
    #expect(clampReport.errors.count == 1)
  }

  @Test(
    "springs match the documented oscillator within 1e-6 (0.5 s)",
    arguments: [
      (0.5, 0.0, [0.77996684858356982, 1.162777877925711, 0.99549071349939875, 0.99931021491210298]),
      (1.0, 0.0, [0.2352225749142944, 0.54956256563799242, 0.94394829814011909, 0.99471997713323116]),
      (1.0, 2.0, [0.27503329196964413, 0.58126042948721469, 0.94894829814011909, 0.99522474300881532]),
      (2.0, 0.0, [0.57109934021549385, 0.82925148924707846, 0.98922649730810374, 0.99932023793507709]),
      (0.3, 5.0, [1.3698469186072716, 0.87065997516398636, 1.0028460646103677, 1.000226555648049]),
    ])
  func springValues(damping: Double, velocity: Double, expected: [Double]) {
    let spring = SpringTiming(dampingRatio: damping, initialVelocity: velocity)
    for (elapsed, value) in zip([0.05, 0.1, 0.25, 0.4], expected) {
      let actual = spring.value(elapsed: elapsed, duration: 0.5)
      #expect(abs(actual - value) < 1e-6, "ζ=\(damping) v=\(velocity) at \(elapsed): \(actual)")
    }
  }

  @Test("a spring starts at 0 with its initial velocity, rests at 1 at the end, overshoots only below ζ = 1")
  func springShape() {
    for damping in [0.2, 0.5, 1, 1.5, 3] {
      for velocity in [0.0, 3] {
        let spring = SpringTiming(dampingRatio: damping, initialVelocity: velocity)
        #expect(spring.value(elapsed: 0, duration: 0.4) == 0)
        #expect(spring.value(elapsed: 0.4, duration: 0.4) == 1)
        #expect(spring.value(elapsed: 9, duration: 0.4) == 1)
        // The last moment before the end is within the documented 0.15% of the change.
        #expect(abs(spring.value(elapsed: 0.39999, duration: 0.4) - 1) < 1.5e-3)
        // The slope at 0 is the initial velocity (changes per second).
        let h = 1e-7
        #expect(abs(spring.value(elapsed: h, duration: 0.4) / h - velocity) < 1e-3)
        let peak = stride(from: 0.0, through: 0.4, by: 0.001).map { spring.value(elapsed: $0, duration: 0.4) }
          .max()!
        if damping >= 1 && velocity == 0 {
          #expect(peak <= 1 + 1e-12)
        } else if damping < 1 {
          #expect(peak > 1.01)
        }
      }
    }
  }

  @Test("bad spring parameters are reported and replaced")
  func badSprings() {
    let (spring, report) = Diagnostics.collect {
      [
        SpringTiming(dampingRatio: 0), SpringTiming(dampingRatio: -2), SpringTiming(dampingRatio: .nan),
        SpringTiming(dampingRatio: 1, initialVelocity: .infinity),
      ]
    }
    #expect(spring.map(\.dampingRatio) == [0.01, 0.01, 1, 1])
    #expect(spring[3].initialVelocity == 0)
    #expect(report.errors.count == 4)
    for s in spring {
      for t in stride(from: 0.0, through: 1, by: 0.01) { #expect(s.value(elapsed: t, duration: 1).isFinite) }
    }
  }

  @Test("the curve options map to the curves; ease-in-out is the default")
  func curveOptions() {
    #expect(AnimationOptions([]).curve == .easeInOut)
    #expect(AnimationOptions.curveEaseIn.curve == .easeIn)
    #expect(AnimationOptions([.curveEaseOut, .repeat]).curve == .easeOut)
    #expect(AnimationOptions.curveLinear.curve == .linear)
  }
}

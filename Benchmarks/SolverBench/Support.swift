// Workload construction and timing helpers shared by the benchmarks.

import BenchSupport
import Cassowary

enum Variant: String, CaseIterable {
  case chain
  case independent
  case requiredHeights = "required-heights"
}

struct Stack {
  var containerWidth: Variable
  var views: [(top: Variable, height: Variable, left: Variable, width: Variable)]
  var constraints: [Constraint]
  var spacing: [Constraint]
}

func buildObjects(_ n: Int, _ variant: Variant) -> Stack {
  let cLeft = Variable("c.left")
  let cTop = Variable("c.top")
  let cWidth = Variable("c.width")
  var stack = Stack(containerWidth: cWidth, views: [], constraints: [cLeft == 0, cTop == 0], spacing: [])
  stack.views.reserveCapacity(n)
  stack.constraints.reserveCapacity(5 * n + 2)
  for i in 0..<n {
    let top = Variable("v\(i).top")
    let height = Variable("v\(i).height")
    let left = Variable("v\(i).left")
    let width = Variable("v\(i).width")
    let spacing: Constraint
    if variant == .independent {
      spacing = top == cTop + Double(8 + 52 * i)
    } else if let previous = stack.views.last {
      spacing = top == previous.top + previous.height + 8
    } else {
      spacing = top == cTop + 8
    }
    stack.spacing.append(spacing)
    stack.constraints.append(spacing)
    stack.constraints.append(left == cLeft + 16)
    stack.constraints.append(width == cWidth - 32)
    if variant == .requiredHeights {
      stack.constraints.append(height >= 30)
      stack.constraints.append(height == 44)
    } else {
      stack.constraints.append((height >= 30) | .strong)
      stack.constraints.append((height == 44) | .weak)
    }
    stack.views.append((top, height, left, width))
  }
  return stack
}

/// The sanity check of kiwi_bench.py: the last view sits where it should.
func check(_ stack: Stack, width: Double) {
  guard let last = stack.views.last else { return }
  let expectedTop = Double(8 + (stack.views.count - 1) * (44 + 8))
  precondition(abs(last.height.value - 44) < 1e-6, "height \(last.height.value)")
  precondition(abs(last.top.value - expectedTop) < 1e-6 * max(1, expectedTop), "top \(last.top.value)")
  precondition(abs(last.left.value - 16) < 1e-9, "left \(last.left.value)")
  precondition(abs(last.width.value - (width - 32)) < 1e-6, "width \(last.width.value)")
}

/// Reads every frame value, as the view layer would after an update.
@inline(never)
func readFrames(_ stack: Stack) -> Double {
  var sum = 0.0
  for view in stack.views { sum += view.top.value + view.height.value + view.left.value + view.width.value }
  return sum
}

@MainActor var sink = 0.0
@MainActor var results: [(String, Int, Double)] = []

@MainActor
func report(_ workload: String, _ n: Int, _ value: Double) {
  results.append((workload, n, value))
}

import BenchSupport
import Cassowary

/// Runs (a) build, (b) edits and (c) remove/re-add for one variant and size.
@MainActor
func runStack(_ variant: Variant, _ n: Int) throws {
  let repeats = n <= 100 ? 21 : (n <= 1000 ? 11 : 3)
  var builds: [Double] = []
  var adds: [Double] = []
  var solver = makeSolver()
  var stack = buildObjects(n, variant)
  // One untimed build first, so the allocator and caches are warm for the timed ones.
  for constraint in stack.constraints { try solver.addConstraint(constraint) }
  for _ in 0..<repeats {
    var addTime = 0.0
    let total = try time {
      stack = buildObjects(n, variant)
      solver = makeSolver()
      try solver.addEditVariable(stack.containerWidth, strength: .strong)
      try solver.suggestValue(stack.containerWidth, 400)
      addTime = try time {
        for constraint in stack.constraints { try solver.addConstraint(constraint) }
      }
      solver.updateVariables()
    }
    builds.append(total)
    adds.append(addTime / Double(stack.constraints.count))
  }
  check(stack, width: 400)
  let name = variant.rawValue
  report("\(name).build", n, median(builds))
  report("\(name).add", n, median(adds))
  try runEdits(solver, stack, name, n)
  try runRemoveReadd(solver, stack, name, n)
}

/// (b) 1000 suggestions on the container width, alone and with update + reading all frames.
@MainActor
func runEdits(_ solver: Solver, _ stack: Stack, _ name: String, _ n: Int) throws {
  let edits = 1000
  let widths = (0..<edits).map { Double(320 + $0 % 200) }
  var suggestOnly: [Double] = []
  var withUpdate: [Double] = []
  for _ in 0..<5 {
    suggestOnly.append(
      try time { for w in widths { try solver.suggestValue(stack.containerWidth, w) } } / Double(edits))
    withUpdate.append(
      try time {
        for w in widths {
          try solver.suggestValue(stack.containerWidth, w + 1)
          solver.updateVariables()
          sink += readFrames(stack)
        }
      } / Double(edits))
  }
  check(stack, width: widths[edits - 1] + 1)
  report("\(name).suggest", n, median(suggestOnly))
  report("\(name).edit", n, median(withUpdate))
}

/// (c) remove + re-add the spacing constraint of the middle view.
@MainActor
func runRemoveReadd(_ solver: Solver, _ stack: Stack, _ name: String, _ n: Int) throws {
  let middle = stack.spacing[n / 2]
  var samples: [Double] = []
  for _ in 0..<max(51, n <= 100 ? 200 : 51) {
    samples.append(
      try time {
        try solver.removeConstraint(middle)
        try solver.addConstraint(middle)
      })
  }
  solver.updateVariables()
  check(stack, width: 320 + 199 + 1)
  report("\(name).remove_readd", n, median(samples))
}

/// kiwi's enaml-like form: two strong edit variables, 2 suggestions + update per step.
@MainActor
func runEnaml() throws {
  var variables: [String: Variable] = [:]
  func variable(_ name: String) -> Variable {
    if let v = variables[name] { return v }
    let v = Variable(name)
    variables[name] = v
    return v
  }
  let solver = makeSolver()
  let width = variable("width")
  let height = variable("height")
  try solver.addEditVariable(width, strength: .strong)
  try solver.addEditVariable(height, strength: .strong)
  for line in enamlSpec.split(separator: "\n") {
    let fields = line.split(separator: " ")
    var expression = Expression(constant: Double(String(fields[2]))!)
    for term in fields.dropFirst(3) {
      let parts = term.split(separator: ":")
      expression = expression + Double(String(parts[1]))! * variable(String(parts[0]))
    }
    let op: RelationalOperator =
      fields[1] == "==" ? .equal : (fields[1] == "<=" ? .lessThanOrEqual : .greaterThanOrEqual)
    let strength = Strength(weight: enamlStrengths[String(fields[0])]!)
    try solver.addConstraint(Constraint(expression, op, strength: strength))
  }
  let sizes: [(Double, Double)] = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]
  var samples: [Double] = []
  for _ in 0..<200 {
    samples.append(
      try time {
        for _ in 0..<50 {
          for (w, h) in sizes {
            try solver.suggestValue(width, w)
            try solver.suggestValue(height, h)
            solver.updateVariables()
          }
        }
      } / 300)
  }
  report("enaml.edit", 0, median(samples))
}

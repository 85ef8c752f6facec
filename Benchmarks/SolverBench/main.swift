// SolverBench: the workloads of shared/bench/kiwi_bench.py, on our solver, in release mode.
//
//   swift run -c release SolverBench                      # all variants, N = 100 1000 10000
//   swift run -c release SolverBench --machine 100 1000   # `<workload> n=<N> ours_us=<median>`
//   swift run -c release SolverBench --print-enaml        # the enaml form, for compare-kiwi
//   swift run -c release SolverBench --tree               # amoeba's binary tree (511 points) only
//   swift run -c release SolverBench --kiwi-subjects      # required equalities define only variables
//                                                         # no row mentions (as before issue 18)
//
// Scenario (as in kiwi_bench.py): a vertical stack of N views in a container; container.left
// and .top are 0 (required), container.width is a strong edit variable suggested 400 first;
// each view: top chained to the previous bottom + 8 (or pinned to the container with
// --independent), left == c.left + 16, width == c.width - 32, height >= 30 (strong),
// height == 44 (weak; both required with --required-heights).

import BenchSupport
import Cassowary

/// A solver for a workload, with the subject choice `--kiwi-subjects` asks for.
@MainActor
func makeSolver() -> Solver {
  let solver = Solver()
  solver.definesTableauVariables = !kiwiSubjects
  return solver
}

var arguments = Array(CommandLine.arguments.dropFirst())
let printEnaml = arguments.contains("--print-enaml")
if printEnaml { print(enamlSpec, terminator: "") }
let machine = arguments.contains("--machine")
var variants = Variant.allCases
if arguments.contains("--independent") { variants = [.independent] }
if arguments.contains("--required-heights") { variants = [.requiredHeights] }
if arguments.contains("--chain") { variants = [.chain] }
let enamlOnly = arguments.contains("--enaml")
let treeOnly = arguments.contains("--tree")
let kiwiSubjects = arguments.contains("--kiwi-subjects")
arguments.removeAll { $0.hasPrefix("--") }
let sizes = arguments.compactMap { Int($0) }
if !enamlOnly && !printEnaml && !treeOnly {
  for variant in variants {
    for n in sizes.isEmpty ? [100, 1000, 10000] : sizes { try runStack(variant, n) }
  }
}
if !printEnaml && !treeOnly { try runEnaml() }
if !printEnaml && (treeOnly || (!enamlOnly && variants.count > 1)) { try runBinaryTree() }
for (workload, n, value) in results {
  if machine {
    print("\(workload) n=\(n) ours_us=\(value)")
  } else {
    print("\(workload.padding(28)) n=\(String(n).padding(6)) \(format(value))")
  }
}
if sink == .infinity { print(sink) }

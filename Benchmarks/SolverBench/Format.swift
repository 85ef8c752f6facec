// Human-readable formatting of the results.

func format(_ us: Double) -> String {
  if us >= 1e6 { return "\(rounded(us / 1e6)) s" }
  if us >= 1e3 { return "\(rounded(us / 1e3)) ms" }
  return "\(rounded(us)) us"
}

func rounded(_ value: Double) -> Double { Double(Int(value * 1000)) / 1000 }

extension String {
  func padding(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}

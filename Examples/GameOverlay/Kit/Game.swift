import Foundation

/// The game itself, with no SDL and no Boxwood in it: a player square, drifting sprites (some of which
/// hurt), coins to collect. Everything is in points, in a world as large as the window.
///
/// Deterministic: the state is a function of the seed, the world size and the inputs given at each game
/// time. The simulation runs in fixed ticks of ``tickInterval`` whatever the frame rate, so a headless run
/// at 60 Hz and a window at 144 Hz reach the same state at the same game time.
public final class Game {
  /// A drifting, bouncing square.
  public struct Sprite: Equatable, Sendable {
    /// The top-left corner, in points.
    public var position: SIMD2<Double>
    /// Points per second.
    public var velocity: SIMD2<Double>
    /// The side of the square, in points.
    public var size: Double
    /// Its colour (red, green, blue).
    public var color: (UInt8, UInt8, UInt8)
    /// Whether touching it costs health.
    public var isHazard: Bool

    /// Whether two sprites are in the same place, moving the same way, and look the same.
    public static func == (a: Sprite, b: Sprite) -> Bool {
      a.position == b.position && a.velocity == b.velocity && a.size == b.size && a.color == b.color
        && a.isHazard == b.isHazard
    }
  }

  /// A direction the player is pushed in while its key is held.
  public enum Direction: CaseIterable, Hashable, Sendable {
    case up, down, left, right
  }

  /// The length of one simulation step, in seconds of game time.
  public static let tickInterval = 1.0 / 120
  /// How fast the player moves, in points per second.
  public static let playerSpeed = 260.0
  /// The player's side, in points.
  public static let playerSize = 26.0
  /// The side of a coin, in points.
  public static let coinSize = 14.0
  /// How many coins are on the field at once.
  public static let coinCount = 6
  /// How many sprites drift about; every ``hazardInterval``-th one hurts.
  public static let spriteCount = 12
  /// Every how many sprites one is a hazard.
  public static let hazardInterval = 4
  /// Points for a coin.
  public static let coinValue = 10
  /// Health lost to a hazard, out of 100.
  public static let hazardDamage = 20
  /// How long the player cannot be hurt again after a hit, in seconds.
  public static let invulnerability = 1.2

  /// The seed everything random comes from.
  public let seed: UInt64
  /// The world's size in points (the window's).
  public private(set) var size: SIMD2<Double>
  /// Game time in seconds: whole ticks played so far.
  public private(set) var time = 0.0
  /// The player's top-left corner.
  public private(set) var player = SIMD2<Double>(0, 0)
  /// The drifting sprites.
  public private(set) var sprites: [Sprite] = []
  /// The coins' top-left corners.
  public private(set) var coins: [SIMD2<Double>] = []
  /// Points collected.
  public private(set) var score = 0
  /// Health, 0…100; the game is over at 0.
  public private(set) var health = 100
  /// Where a click sent the player, while it is on its way.
  public private(set) var target: SIMD2<Double>?
  /// The directions whose keys are held.
  public private(set) var held: Set<Direction> = []
  /// Until when (game time) the player cannot be hurt.
  public private(set) var invulnerableUntil = 0.0
  private var ticks = 0
  private var random: SeededRandom

  /// A new game in a world of `size` points.
  public init(size: SIMD2<Double>, seed: UInt64 = 2026) {
    self.seed = seed
    self.size = SIMD2(max(size.x, 1), max(size.y, 1))
    random = SeededRandom(seed: seed)
    restart()
  }

  /// Whether health ran out: the player no longer moves.
  public var isOver: Bool { health <= 0 }

  /// The player's square, in points.
  public var playerRect: (origin: SIMD2<Double>, size: Double) { (player, Self.playerSize) }

  /// Whether the player is blinking after a hit.
  public var isInvulnerable: Bool { time < invulnerableUntil }

  /// Starts over: the same seed gives the same game again.
  public func restart() {
    random = SeededRandom(seed: seed)
    time = 0
    ticks = 0
    score = 0
    health = 100
    target = nil
    held = []
    invulnerableUntil = 0
    player = (size - Self.playerSize) / 2
    sprites = (0..<Self.spriteCount).map { makeSprite(index: $0) }
    coins = (0..<Self.coinCount).map { _ in freeCoinPosition() }
  }

  // MARK: Input

  /// A direction key went down.
  public func press(_ direction: Direction) {
    held.insert(direction)
    // Keys take over from a click's destination.
    target = nil
  }

  /// A direction key came up.
  public func release(_ direction: Direction) { held.remove(direction) }

  /// Forgets every held key: the keyboard went to the UI, which will see their releases.
  public func releaseAll() { held.removeAll() }

  /// Sends the player towards a point (its centre ends there), as a click on the field does.
  public func move(toward point: SIMD2<Double>) {
    guard !isOver else { return }
    target = clamp(point - Self.playerSize / 2, size: Self.playerSize)
  }

  /// The world changed size (the window was resized): everything is kept inside it.
  public func resize(to newSize: SIMD2<Double>) {
    let newSize = SIMD2(max(newSize.x, 1), max(newSize.y, 1))
    guard newSize != size else { return }
    size = newSize
    player = clamp(player, size: Self.playerSize)
    if let target { self.target = clamp(target, size: Self.playerSize) }
    for index in sprites.indices {
      sprites[index].position = clamp(sprites[index].position, size: sprites[index].size)
    }
    coins = coins.map { clamp($0, size: Self.coinSize) }
  }

  // MARK: Simulation

  /// Plays whole ticks up to game time `newTime` (never backwards).
  public func advance(to newTime: Double) {
    // The small epsilon keeps a time that is a whole number of ticks from losing one to rounding.
    let wanted = Int((newTime / Self.tickInterval + 1e-6).rounded(.down))
    while ticks < wanted { tick() }
  }

  private func tick() {
    ticks += 1
    time = Double(ticks) * Self.tickInterval
    let dt = Self.tickInterval
    for index in sprites.indices { moveSprite(index, by: dt) }
    guard !isOver else { return }
    movePlayer(by: dt)
    collectCoins()
    checkHazards()
  }

  private func movePlayer(by dt: Double) {
    var direction = SIMD2<Double>(0, 0)
    if held.contains(.left) { direction.x -= 1 }
    if held.contains(.right) { direction.x += 1 }
    if held.contains(.up) { direction.y -= 1 }
    if held.contains(.down) { direction.y += 1 }
    let step = Self.playerSpeed * dt
    if direction != .zero {
      let length = (direction * direction).sum().squareRoot()
      player = clamp(player + direction / length * step, size: Self.playerSize)
    } else if let target {
      let offset = target - player
      let distance = (offset * offset).sum().squareRoot()
      if distance <= step {
        player = target
        self.target = nil
      } else {
        player += offset / distance * step
      }
    }
  }

  private func moveSprite(_ index: Int, by dt: Double) {
    var sprite = sprites[index]
    sprite.position += sprite.velocity * dt
    for axis in 0..<2 {
      let limit = size[axis] - sprite.size
      if sprite.position[axis] < 0 {
        sprite.position[axis] = -sprite.position[axis]
        sprite.velocity[axis] = abs(sprite.velocity[axis])
      } else if sprite.position[axis] > limit {
        sprite.position[axis] = max(0, 2 * limit - sprite.position[axis])
        sprite.velocity[axis] = -abs(sprite.velocity[axis])
      }
    }
    sprites[index] = sprite
  }

  private func collectCoins() {
    for index in coins.indices where overlaps(player, Self.playerSize, coins[index], Self.coinSize) {
      score += Self.coinValue
      coins[index] = freeCoinPosition()
    }
  }

  private func checkHazards() {
    guard !isInvulnerable else { return }
    for sprite in sprites
    where sprite.isHazard && overlaps(player, Self.playerSize, sprite.position, sprite.size) {
      health = max(0, health - Self.hazardDamage)
      invulnerableUntil = time + Self.invulnerability
      if isOver {
        target = nil
        held = []
      }
      return
    }
  }

  // MARK: Making things

  private static let palette: [(UInt8, UInt8, UInt8)] = [
    (94, 129, 244), (52, 199, 89), (175, 82, 222), (255, 149, 0), (90, 200, 250), (255, 204, 0),
    (88, 86, 214), (48, 176, 199), (162, 132, 94), (255, 105, 180), (0, 199, 190), (142, 142, 147),
  ]

  private func makeSprite(index: Int) -> Sprite {
    let isHazard = index % Self.hazardInterval == Self.hazardInterval - 1
    let side = isHazard ? 30.0 : random.next(in: 18...44)
    let speed = random.next(in: 40...110)
    let angle = random.next(in: 0...(2 * Double.pi))
    let position = freePosition(side: side, clearance: 60)
    return Sprite(
      position: position, velocity: SIMD2(cos(angle), sin(angle)) * speed, size: side,
      color: isHazard ? (235, 64, 52) : Self.palette[index % Self.palette.count], isHazard: isHazard)
  }

  /// A coin position away from the player (so a coin never appears already collected).
  private func freeCoinPosition() -> SIMD2<Double> { freePosition(side: Self.coinSize, clearance: 40) }

  /// A random position for a square of `side` at least `clearance` points from the player (after a few
  /// tries, wherever the last try fell: a tiny world may have no such place).
  private func freePosition(side: Double, clearance: Double) -> SIMD2<Double> {
    var position = SIMD2<Double>(0, 0)
    for _ in 0..<16 {
      position = SIMD2(random.next(in: 0...max(0, size.x - side)), random.next(in: 0...max(0, size.y - side)))
      if !overlaps(player - clearance, Self.playerSize + 2 * clearance, position, side) { break }
    }
    return position
  }

  private func clamp(_ point: SIMD2<Double>, size side: Double) -> SIMD2<Double> {
    SIMD2(min(max(0, point.x), max(0, size.x - side)), min(max(0, point.y), max(0, size.y - side)))
  }

  private func overlaps(_ a: SIMD2<Double>, _ aSize: Double, _ b: SIMD2<Double>, _ bSize: Double) -> Bool {
    a.x < b.x + bSize && b.x < a.x + aSize && a.y < b.y + bSize && b.y < a.y + aSize
  }
}

/// SplitMix64: a tiny, fast, seedable generator, so every run of a seed is the same game.
struct SeededRandom {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A double in `range`, from the top 53 bits.
  mutating func next(in range: ClosedRange<Double>) -> Double {
    let unit = Double(next() >> 11) / Double(1 << 53)
    return range.lowerBound + unit * (range.upperBound - range.lowerBound)
  }
}

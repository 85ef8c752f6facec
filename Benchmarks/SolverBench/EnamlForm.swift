// The enaml-like form from kiwi's benchmarks/enaml_like_benchmark.py, one constraint per line:
// `<strength> <op> <constant> <variable>:<coefficient> ...`, meaning Σ terms + constant op 0.
// `compare-kiwi` reads the same text (`SolverBench --print-enaml`) for the kiwi side.
let enamlSpec = """
  required >= 0 left:1
  medium == 0 height:1
  required >= 0 top:1
  required >= 0 width:1
  required >= 0 height:1
  required == -10 top:-1 contents_top:1
  strong == -16 lb3height:1
  strong >= -16 lb3height:1
  required >= 0 ctleft:1
  required >= 0 cttop:1
  required >= 0 ctwidth:1
  required >= 0 ctheight:1
  required >= 0 fl3left:1
  smedium >= -24 ctheight:1
  smedium <= -16777200 ctwidth:1
  smedium <= -24 ctheight:1
  required >= 0 fl3top:1
  required >= 0 fl3width:1
  required >= 0 fl3height:1
  weak == -67 lb1width:1
  required >= 0 lb2width:1
  required >= 0 lb2height:1
  required >= 0 fl2height:1
  required >= 0 lb3left:1
  strong >= -125 fl2width:1
  strong == -21 fl2height:1
  strong >= -21 fl2height:1
  required >= 0 lb3top:1
  required >= 0 lb3width:1
  required >= 0 fl1left:1
  required >= 0 fl1width:1
  strong >= -67 lb1width:1
  required >= 0 fl2left:1
  weak == -66 lb2width:1
  strong >= -66 lb2width:1
  strong == -16 lb2height:1
  required >= 0 fl1height:1
  required >= 0 fl1top:1
  required >= 0 lb2top:1
  mmedium == -10 lb2top:-1 lb3top:1 lb2height:-1
  required >= -10 lb3top:-1 lb3height:-1 fl3top:1
  mmedium == -10 lb3top:-1 lb3height:-1 fl3top:1
  mmedium == 0 contents_bottom:1 fl3height:-1 fl3top:-1
  required >= 0 fl1top:1 contents_top:-1
  mmedium == 0 fl1top:1 contents_top:-1
  required >= 0 contents_bottom:1 fl3height:-1 fl3top:-1
  required == 10 left:-1 width:-1 contents_right:1
  required == 10 top:-1 height:-1 contents_bottom:1
  required == -10 left:-1 contents_left:1
  mmedium == 0 lb3left:1 contents_left:-1
  strong == 0 fl1left:1 midline:-1
  strong == 0 fl2left:1 midline:-1
  strong == 0 ctleft:1 midline:-1
  strong == 0 fl1top:1 fl1height:0.5 lb1top:-1 lb1height:-0.5
  required >= 0 lb1left:1 contents_left:-1
  mmedium == 0 lb1left:1 contents_left:-1
  required >= -10 lb1left:-1 fl1left:1 lb1width:-1
  mmedium == -10 lb1left:-1 fl1left:1 lb1width:-1
  required >= 0 fl1left:-1 contents_right:1 fl1width:-1
  medium == 0 width:1
  required >= -10 fl1top:-1 fl2top:1 fl1height:-1
  mmedium == -10 fl1top:-1 fl2top:1 fl1height:-1
  required >= -10 cttop:1 fl2top:-1 fl2height:-1
  required >= -10 ctheight:-1 cttop:-1 fl3top:1
  required >= 0 contents_bottom:1 fl3height:-1 fl3top:-1
  mmedium == -10 cttop:1 fl2top:-1 fl2height:-1
  mmedium == 0 fl1left:-1 contents_right:1 fl1width:-1
  strong == 0 lb2top:-1 lb2height:-0.5 fl2top:1 fl2height:0.5
  required >= 0 contents_left:-1 lb2left:1
  mmedium == 0 contents_left:-1 lb2left:1
  required >= -10 fl2left:1 lb2width:-1 lb2left:-1
  mmedium == -10 ctheight:-1 cttop:-1 fl3top:1
  mmedium == 0 contents_bottom:1 fl3height:-1 fl3top:-1
  required >= 0 lb1top:1
  required >= 0 lb1width:1
  required >= 0 lb1height:1
  mmedium == -10 fl2left:1 lb2width:-1 lb2left:-1
  mmedium == 0 fl2left:-1 fl2width:-1 contents_right:1
  required >= 0 fl2left:-1 fl2width:-1 contents_right:1
  required >= 0 lb3left:1 contents_left:-1
  required >= 0 lb1left:1
  strong == 0 ctheight:0.5 cttop:1 lb3top:-1 lb3height:-0.5
  required >= -10 ctleft:1 lb3left:-1 lb3width:-1
  required >= 0 ctwidth:-1 ctleft:-1 contents_right:1
  mmedium == -10 ctleft:1 lb3left:-1 lb3width:-1
  required >= 0 fl3left:1 contents_left:-1
  mmedium == 0 fl3left:1 contents_left:-1
  mmedium == 0 ctwidth:-1 ctleft:-1 contents_right:1
  mmedium == 0 fl3left:-1 contents_right:1 fl3width:-1
  required >= 0 contents_top:-1 lb1top:1
  mmedium == 0 contents_top:-1 lb1top:1
  required >= 0 fl3left:-1 contents_right:1 fl3width:-1
  required >= -10 lb2top:1 lb1top:-1 lb1height:-1
  required >= -10 lb2top:-1 lb3top:1 lb2height:-1
  mmedium == -10 lb2top:1 lb1top:-1 lb1height:-1
  strong == -21 fl1height:1
  strong >= -21 fl1height:1
  required >= 0 lb2left:1
  strong >= -16 lb2height:1
  required >= 0 fl2top:1
  required >= 0 fl2width:1
  strong >= -16 lb1height:1
  strong == -16 lb1height:1
  strong >= -125 fl3width:1
  strong == -21 fl3height:1
  strong >= -21 fl3height:1
  required >= 0 lb3height:1
  smedium >= -119 ctwidth:1
  weak == -24 lb3width:1
  strong >= -24 lb3width:1
  strong >= -125 fl1width:1
  """

/// kiwi's `strength.create(0, 1, 0, 1.25)` and `create(0, 100, 0)`.
let enamlStrengths: [String: Double] = [
  "required": 1_001_001_000, "strong": 1_000_000, "medium": 1000, "weak": 1,
  "mmedium": 1250, "smedium": 100_000,
]

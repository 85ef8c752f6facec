print("RenderBench: not yet")

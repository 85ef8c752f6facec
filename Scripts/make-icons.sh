#!/usr/bin/env bash
# Regenerates the bundled icons in Assets/Icons with ImageMagick (apt-get install imagemagick).
# The icons are drawn here from primitives; nothing is downloaded.
set -euo pipefail
cd "$(dirname "$0")/../Assets/Icons"
# A person: head and shoulders, 64×64 pixels = 32 points at @2x.
convert -size 64x64 xc:none -fill '#3C3C43' \
  -draw 'circle 32,21 32,9' -draw 'ellipse 32,64 24,20 180,360' -strip user@2x.png
# A padlock.
convert -size 64x64 xc:none -stroke '#3C3C43' -strokewidth 6 -fill none -draw 'arc 18,8 46,40 180,360' \
  -stroke none -fill '#3C3C43' -draw 'roundrectangle 12,26 52,58 6,6' \
  -fill white -draw 'circle 32,40 32,35' -draw 'rectangle 30,40 34,50' -strip lock@2x.png
# A landscape photo stand-in, 240×160: sky gradient, sun, two hills (for content-mode demos).
convert -size 240x160 gradient:'#7EC8F8'-'#FDF6E3' \
  -fill '#FFB300' -draw 'circle 180,45 180,25' \
  -fill '#4CAF50' -draw 'ellipse 60,170 110,70 180,360' \
  -fill '#2E7D32' -draw 'ellipse 190,175 100,55 180,360' -strip landscape.png

#!/usr/bin/env bash
# Remakes the home page background video and its poster from generated sources (no input files).
#   public/media/hero.mp4         960x540, 10 s seamless loop, H.264 yuv420p, no audio, faststart
#   public/media/hero-poster.webp  its first frame
# Three slowly turning gradients (deep indigo, violet, near black) are screened together and softened.
# The source runs 12 s; its last 2 s are cross-faded into its first 2 s, so the 10 s result loops
# without a jump: output(t) = mix(src(t + 10), src(t), t / 2) for t < 2, then src(t) up to 10 s.
set -euo pipefail
cd "$(dirname "$0")/.."

out=public/media
mkdir -p "$out"

size=960x540
rate=25
source_seconds=12
fade=2
loop_seconds=$((source_seconds - fade))

ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "gradients=s=$size:r=$rate:d=$source_seconds:n=4:c0=0x020108:c1=0x0f0b2e:c2=0x1e1b4b:c3=0x05030f:speed=0.008:type=linear:seed=11" \
  -f lavfi -i "gradients=s=$size:r=$rate:d=$source_seconds:n=3:c0=0x4f46e5:c1=0x3b0764:c2=0x000000:x0=300:y0=200:x1=820:y1=560:speed=0.005:type=radial:seed=3" \
  -f lavfi -i "gradients=s=$size:r=$rate:d=$source_seconds:n=3:c0=0x7c3aed:c1=0x1e1b4b:c2=0x000000:x0=760:y0=380:x1=380:y1=0:speed=0.007:type=radial:seed=5" \
  -filter_complex "\
[0]format=gbrp[g0];[1]format=gbrp[g1];[2]format=gbrp[g2];\
[g0][g1]blend=all_mode=screen:all_opacity=0.7[a];\
[a][g2]blend=all_mode=screen:all_opacity=0.5,gblur=sigma=12,split=3[s0][s1][s2];\
[s0]trim=0:$fade,setpts=PTS-STARTPTS[head];\
[s1]trim=$loop_seconds:$source_seconds,setpts=PTS-STARTPTS[tail];\
[s2]trim=$fade:$loop_seconds,setpts=PTS-STARTPTS[middle];\
[head][tail]blend=all_expr='A*(T/$fade)+B*(1-T/$fade)'[joined];\
[joined][middle]concat=n=2:v=1:a=0,format=yuv420p[v]" \
  -map '[v]' -an \
  -c:v libx264 -preset veryslow -crf 23 -profile:v high -pix_fmt yuv420p -g $((rate * 5)) \
  -movflags +faststart \
  "$out/hero.mp4"

ffmpeg -hide_banner -loglevel error -y -i "$out/hero.mp4" -frames:v 1 -c:v libwebp -quality 80 "$out/hero-poster.webp"

ls -l "$out/hero.mp4" "$out/hero-poster.webp"

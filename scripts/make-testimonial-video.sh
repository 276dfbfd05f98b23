#!/usr/bin/env bash
# Regenerates the landing page's video testimonial assets in public/media/:
#   testimonial.webm         VP9 + Opus  (first <source>: smallest for browsers that play it)
#   testimonial.mp4          H.264 Main + AAC, faststart (fallback for Safari/iOS)
#   testimonial-poster.webp  first frame, shown before the video can play and on error
#   testimonial.vtt          English captions: the testimonial's words
#   testimonial.hi.vtt       the same cues in Hindi
#
# The picture carries no words but the brand: what the speaker says is a caption track per
# language, which the page shows in its own language and the viewer can switch or turn off
# (a sentence burned into the picture would be English on a Hindi page and unreadable to a
# screen reader). The speaker is fictional ("Priya Sharma"); the clip is a synthetic
# placeholder, not footage of a real user, and it states no platform statistics.
#
# Needs Debian's ffmpeg and fonts-noto-core (or fonts-dejavu-core):
#   apt-get update && apt-get install -y ffmpeg fonts-noto-core fonts-dejavu-core
# Usage: bash scripts/make-testimonial-video.sh
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="$ROOT/public/media"

# Keep these in step with the Testimonial record the UI renders (spec: name, title, quote,
# videoSrc, poster, duration, location).
DURATION=12
FPS=24
WIDTH=640
HEIGHT=360

# Each caption cue is shown for 4 s, two lines each.
CAPTION_1A="I was sending applications everywhere"
CAPTION_1B="and hearing nothing back."
CAPTION_2A="JobYatra showed me roles that"
CAPTION_2B="actually matched my skills."
CAPTION_3A="Three weeks later, I started my"
CAPTION_3B="new job as a Data Analyst."

FONT_BOLD=/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf
FONT_FALLBACK_BOLD=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf

for tool in ffmpeg ffprobe; do
  command -v "$tool" >/dev/null || { echo "missing $tool: apt-get install -y ffmpeg" >&2; exit 1; }
done
# Noto is preferred (closer to the site's sans-serif); DejaVu keeps the script working on a
# machine that only has the smaller font package.
if [[ ! -f "$FONT_BOLD" ]]; then
  FONT_BOLD="$FONT_FALLBACK_BOLD"
fi
[[ -f "$FONT_BOLD" ]] || { echo "no font: apt-get install -y fonts-noto-core" >&2; exit 1; }

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$OUT"

# drawtext reads its text from files so no filter escaping is needed.
write_text() { printf '%s' "$2" >"$WORK/$1.txt"; }
write_text brand "JobYatra"; write_text quote_mark "“"

text() { # file font size x y [extra drawtext options]
  printf "drawtext=textfile=%s:expansion=none:fontfile=%s:fontsize=%s:fontcolor=white:x=%s:y=%s%s" \
    "$WORK/$1.txt" "$2" "$3" "$4" "$5" "${6:-}"
}

# Deep blue → indigo → teal, slowly rotating: dark enough everywhere for white text to pass
# contrast, and smooth enough to compress to a few hundred kilobytes. A fixed seed keeps the
# output reproducible.
VIDEO_GRAPH="gradients=s=${WIDTH}x${HEIGHT}:r=${FPS}:d=${DURATION}:n=3:c0=0x1e3a8a:c1=0x4338ca:c2=0x0f766e:speed=0.015:seed=7"
VIDEO_GRAPH+=",format=yuv420p[bg]"
# A thin amber progress line slides in from the left, giving the loop visible motion. It is an overlay because ffmpeg 5.1's drawbox evaluates its size
# only once, whereas overlay re-evaluates x on every frame.
VIDEO_GRAPH+=";color=c=0xfbbf24:s=${WIDTH}x4:r=${FPS}:d=${DURATION}[bar]"
VIDEO_GRAPH+=";[bg][bar]overlay=x=-w+W*t/${DURATION}:y=H-h:eval=frame:shortest=1"
# The brand (a name, the same in every language) and a large quotation mark; the lower part of
# the frame stays clear for the captions the browser draws there.
VIDEO_GRAPH+=",$(text brand "$FONT_BOLD" 22 28 22)"
VIDEO_GRAPH+=",$(text quote_mark "$FONT_BOLD" 120 "(w-text_w)/2" 70 ":fontcolor=0xfbbf24")"

# A quiet A-major pad that swells slowly; the player starts muted, so this only matters once a
# visitor unmutes, and it must never be loud or harsh.
AUDIO_GRAPH="aevalsrc=exprs='(0.05*sin(2*PI*220*t)+0.035*sin(2*PI*277.18*t)+0.035*sin(2*PI*329.63*t))*(0.75+0.25*sin(2*PI*0.25*t))':s=48000:d=${DURATION}"
AUDIO_GRAPH+=",lowpass=f=1800,afade=t=in:d=1,afade=t=out:st=$((DURATION - 2)):d=2"

# One lossless master, so both delivery encodes and the poster come from identical frames.
MASTER="$WORK/master.mkv"
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "$VIDEO_GRAPH" -f lavfi -i "$AUDIO_GRAPH" \
  -c:v ffv1 -c:a flac -t "$DURATION" "$MASTER"

# Keyframe every 2 s so seeking and the retry after an error restart quickly. Audio is mono at
# a low bitrate because it is a background tone, not speech.
GOP=$((FPS * 2))

# VP9 two-pass constant quality: the smallest file for Chrome/Firefox/Edge. +bitexact stops
# the muxer writing random track UIDs, so repeat runs are byte-identical.
ffmpeg -hide_banner -loglevel error -y -i "$MASTER" \
  -c:v libvpx-vp9 -b:v 0 -crf 36 -deadline good -cpu-used 1 -row-mt 1 -g "$GOP" \
  -pass 1 -passlogfile "$WORK/vp9" -an -f null /dev/null
ffmpeg -hide_banner -loglevel error -y -i "$MASTER" \
  -c:v libvpx-vp9 -b:v 0 -crf 36 -deadline good -cpu-used 1 -row-mt 1 -g "$GOP" \
  -pass 2 -passlogfile "$WORK/vp9" \
  -c:a libopus -b:a 32k -ac 1 \
  -fflags +bitexact -map_metadata -1 \
  -metadata title="JobYatra testimonial (sample)" \
  "$OUT/testimonial.webm"

# H.264 Main profile + AAC-LC for Safari/iOS; faststart moves the index to the front so
# playback begins before the whole file arrives. -bitexact keeps repeat runs byte-identical.
ffmpeg -hide_banner -loglevel error -y -i "$MASTER" \
  -c:v libx264 -profile:v main -level 3.0 -preset veryslow -crf 26 -tune animation \
  -pix_fmt yuv420p -g "$GOP" \
  -c:a aac -b:a 48k -ac 1 \
  -movflags +faststart -bitexact -map_metadata -1 \
  -metadata title="JobYatra testimonial (sample)" \
  "$OUT/testimonial.mp4"

# Poster is the exact first frame so nothing jumps when playback starts.
ffmpeg -hide_banner -loglevel error -y -i "$MASTER" -frames:v 1 \
  -c:v libwebp -quality 80 -compression_level 6 \
  "$OUT/testimonial-poster.webp"

# The captions, one file per language (WebVTT needs the header line and a blank line between
# cues). `line:45%` puts each cue in the middle of the frame, where the quote would be, clear of the
# player's buttons along the bottom edge at every size.
CUE="line:45%"
cat >"$OUT/testimonial.vtt" <<VTT
WEBVTT

1
00:00:00.000 --> 00:00:04.000 $CUE
$CAPTION_1A
$CAPTION_1B

2
00:00:04.000 --> 00:00:08.000 $CUE
$CAPTION_2A
$CAPTION_2B

3
00:00:08.000 --> 00:00:$(printf '%02d' "$DURATION").000 $CUE
$CAPTION_3A
$CAPTION_3B
VTT

cat >"$OUT/testimonial.hi.vtt" <<VTT
WEBVTT

1
00:00:00.000 --> 00:00:04.000 $CUE
मैं हर जगह आवेदन भेज रही थी,
पर कहीं से कोई जवाब नहीं आ रहा था।

2
00:00:04.000 --> 00:00:08.000 $CUE
JobYatra ने मुझे ऐसी नौकरियाँ दिखाईं
जो सच में मेरे कौशल से मेल खाती थीं।

3
00:00:08.000 --> 00:00:$(printf '%02d' "$DURATION").000 $CUE
तीन हफ़्ते बाद, मैंने डेटा एनालिस्ट के रूप में
अपनी नई नौकरी शुरू कर दी।
VTT

for file in testimonial.webm testimonial.mp4 testimonial-poster.webp testimonial.vtt testimonial.hi.vtt; do
  printf '%-26s %7d bytes\n' "$file" "$(stat -c %s "$OUT/$file")"
done

#!/usr/bin/env bash
# Rebuilds campus-tour.mp4, the demo video the seed copies into the media store, with the
# system's ffmpeg (drawtext needs its fonts; the server's bundled ffmpeg only takes pictures of
# uploaded videos, docs/decisions/029, and the seed draws its own). The frames are the seed's own campus drawing
# (CAMPUS_TOUR_FRAME), slowly zoomed, with French captions, so the poster the seed generates
# matches the video. Output: H.264 640x360, 25 fps, 8 s, no audio, faststart, under 400 KB.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
server=$(dirname "$here")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

(cd "$server" && npx tsx --eval "
  import('./src/seed/illustrations.ts').then(async ({ pictureSvg, CAMPUS_TOUR_FRAME }) => {
    const { default: sharp } = await import('sharp');
    await sharp(Buffer.from(pictureSvg(CAMPUS_TOUR_FRAME))).resize(2560, 1440).png().toFile('$work/frame.png');
  });
")

font=$(fc-match -f '%{file}' 'DejaVu Sans:bold')
printf '%s' "Bienvenue à Lagune Business School" > "$work/t1.txt"
printf '%s' "Campus de Cocody – Abidjan" > "$work/t2.txt"
printf '%s' "Salles équipées et incubateur" > "$work/t3.txt"

# Fade a caption in and out between $1 and $2 seconds.
alpha() { echo "if(lt(t,$1),0,if(lt(t,$1+0.4),(t-$1)/0.4,if(lt(t,$2-0.4),1,if(lt(t,$2),($2-t)/0.4,0))))"; }
caption() {
  echo "drawtext=fontfile=$font:textfile=$work/$1.txt:fontsize=26:fontcolor=0xeef4ed:shadowcolor=0x0b2545@0.8:shadowx=2:shadowy=2:x=(w-text_w)/2:y=h-78:alpha='$(alpha "$2" "$3")'"
}

ffmpeg -hide_banner -loglevel error -y -i "$work/frame.png" -filter_complex "\
[0:v]zoompan=z='min(zoom+0.0012,1.25)':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=200:s=640x360:fps=25,\
drawbox=x=(iw-80)/2:y=ih-40:w=80:h=4:color=0xf4b942:t=fill,\
$(caption t1 0.3 2.9),$(caption t2 2.9 5.4),$(caption t3 5.4 8),\
fade=t=in:st=0:d=0.4,fade=t=out:st=7.5:d=0.5,format=yuv420p[v]" \
  -map '[v]' -t 8 -c:v libx264 -preset veryslow -crf 27 -profile:v main -tune animation \
  -movflags +faststart -an "$here/campus-tour.mp4"

ls -l "$here/campus-tour.mp4"

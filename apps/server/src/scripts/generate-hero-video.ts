/**
 * Draws the home page's hero video: dusk over the camp, stars twinkling and the dunes drifting at
 * different speeds, as a seamless loop. Frames are SVG rendered by sharp, encoded by ffmpeg into
 * WebM (VP9) and MP4 (H.264) with a WebP poster, into apps/web/public/videos.
 * Needs ffmpeg only to run again (`apt-get install ffmpeg`); the outputs are committed.
 *   npx tsx apps/server/src/scripts/generate-hero-video.ts
 *   npx tsx apps/server/src/scripts/generate-hero-video.ts --posters-only   (sharp alone, no ffmpeg)
 */
import { execFileSync } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const OUT_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../web/public/videos",
);
const WIDTH = 1280;
const HEIGHT = 720;
const FPS = 24;
const SECONDS = 8;
const FRAMES = FPS * SECONDS;

function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const next = random(42);
const STARS = Array.from({ length: 160 }, () => ({
  x: next() * WIDTH * 1.2,
  y: next() * HEIGHT * 0.55,
  r: 0.6 + next() * 1.6,
  phase: next() * Math.PI * 2,
  speed: 1 + Math.floor(next() * 3), // whole cycles per loop, so the loop is seamless
}));

function dune(baseY: number, amplitude: number, phase: number, offset: number) {
  const points = [`M0 ${HEIGHT}`];
  for (let x = 0; x <= WIDTH; x += 20) {
    const u = (x + offset) / WIDTH;
    const y =
      baseY -
      amplitude * Math.sin(u * Math.PI * 2 + phase) -
      amplitude * 0.35 * Math.sin(u * Math.PI * 6 + phase * 2);
    points.push(`L${x} ${y.toFixed(1)}`);
  }
  points.push(`L${WIDTH} ${HEIGHT} Z`);
  return points.join(" ");
}

function tent(x: number, y: number, size: number, glow: number) {
  const half = size / 2;
  return `<path d="M${x - half} ${y} L${x} ${y - size * 0.8} L${x + half} ${y} Z" fill="#f3e4c8"/>
    <path d="M${x} ${y - size * 0.8} L${x + half} ${y} L${x + half * 0.35} ${y} Z" fill="#d9c29a"/>
    <path d="M${x - size * 0.12} ${y} L${x} ${y - size * 0.36} L${x + size * 0.12} ${y} Z" fill="#ffb347" opacity="${glow.toFixed(2)}"/>`;
}

function frame(index: number): string {
  const t = index / FRAMES; // 0..1 over the loop
  const loop = t * Math.PI * 2;
  const stars = STARS.map((star) => {
    const opacity = 0.35 + 0.65 * (0.5 + 0.5 * Math.sin(star.phase + loop * star.speed));
    return `<circle cx="${(star.x - t * WIDTH * 0.2 + WIDTH * 1.2) % (WIDTH * 1.2)}" cy="${star.y.toFixed(1)}" r="${star.r.toFixed(2)}" fill="#fff" opacity="${opacity.toFixed(2)}"/>`;
  }).join("");
  const glow = 0.75 + 0.25 * Math.sin(loop * 4);
  // Each layer drifts a whole dune wavelength per loop, at its own speed: parallax with no seam.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#141a3a"/><stop offset="0.6" stop-color="#6d4273"/><stop offset="1" stop-color="#e48a5a"/>
    </linearGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="#ffd27a" stop-opacity="0.8"/><stop offset="1" stop-color="#ff8a3d" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  ${stars}
  <path d="${dune(500, 26, 0.8, t * WIDTH)}" fill="#9a5f3a" opacity="0.85"/>
  <path d="${dune(560, 30, 2.1, t * WIDTH * 2)}" fill="#7d4826"/>
  <circle cx="640" cy="640" r="${(170 + 12 * Math.sin(loop * 4)).toFixed(1)}" fill="url(#glow)" opacity="0.55"/>
  ${tent(470, 640, 170, glow)}${tent(690, 655, 200, glow)}${tent(900, 640, 150, glow * 0.9)}
  <path d="${dune(690, 14, 3.3, t * WIDTH * 3)}" fill="#5a311a"/>
</svg>`;
}

async function main() {
  await mkdir(OUT_DIR, { recursive: true });
  const work = await mkdtemp(path.join(tmpdir(), "hero-frames-"));
  try {
    for (let index = 0; index < FRAMES; index++) {
      const png = await sharp(Buffer.from(frame(index)))
        .png()
        .toBuffer();
      await writeFile(path.join(work, `frame-${String(index).padStart(4, "0")}.png`), png);
    }
    const input = [
      "-y",
      "-loglevel",
      "error",
      "-framerate",
      String(FPS),
      "-i",
      path.join(work, "frame-%04d.png"),
    ];
    execFileSync("ffmpeg", [
      ...input,
      "-c:v",
      "libvpx-vp9",
      "-b:v",
      "0",
      "-crf",
      "38",
      "-pix_fmt",
      "yuv420p",
      "-an",
      path.join(OUT_DIR, "hero.webm"),
    ]);
    execFileSync("ffmpeg", [
      ...input,
      "-c:v",
      "libx264",
      "-crf",
      "28",
      "-preset",
      "slow",
      "-pix_fmt",
      "yuv420p",
      "-movflags",
      "+faststart",
      "-an",
      path.join(OUT_DIR, "hero.mp4"),
    ]);
    await writePosters();
    console.log(`Wrote hero.webm, hero.mp4 and posters to ${OUT_DIR}`);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * The video's first frame as the hero's still, in the widths of its srcset (hero.tsx): 800 for a
 * phone's 360 to 412 px at a device pixel ratio up to 2 (the 1280 is nearly twice its bytes), 640
 * for the home page's second video, 1280 for wider screens.
 */
async function writePosters() {
  const poster = sharp(Buffer.from(frame(0)));
  await poster.clone().webp({ quality: 75 }).toFile(path.join(OUT_DIR, "hero-poster-1280.webp"));
  for (const width of [800, 640]) {
    await poster
      .clone()
      .resize(width)
      .webp({ quality: 75 })
      .toFile(path.join(OUT_DIR, `hero-poster-${width}.webp`));
  }
}

if (process.argv.includes("--posters-only")) {
  await mkdir(OUT_DIR, { recursive: true });
  await writePosters();
  console.log(`Wrote the posters to ${OUT_DIR}`);
} else await main();

/**
 * Draws the catalogue's starter pictures (desert, mountains, tents, night sky...) as SVG scenes and
 * writes them as WebP into apps/server/seed/pictures. They ship with the repository so that the site
 * has pictures offline and on a fresh machine; the resort replaces them with photos through the
 * upload calls. Run again after changing a scene: `npx tsx apps/server/src/scripts/generate-seed-pictures.ts`.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const OUT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../seed/pictures");
/** The same scenes in responsive sizes for the marketing pages. */
const WEB_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../web/public/images",
);
export const WEB_WIDTHS = [640, 1280, 1920] as const;

/** A small deterministic generator, so every run draws the same stars and lights. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

type Sky = [string, string, string];

function dunePath(width: number, height: number, baseY: number, amplitude: number, phase: number) {
  const points: string[] = [`M0 ${height}`, `L0 ${baseY}`];
  for (let x = 0; x <= width; x += width / 8) {
    const y =
      baseY -
      amplitude * Math.sin((x / width) * Math.PI * 2 + phase) -
      amplitude * 0.4 * Math.sin((x / width) * Math.PI * 5 + phase * 2);
    points.push(`L${x.toFixed(0)} ${y.toFixed(0)}`);
  }
  points.push(`L${width} ${height}`, "Z");
  return points.join(" ");
}

function ridgePath(width: number, height: number, baseY: number, peaks: number, seed: number) {
  const next = random(seed);
  const points: string[] = [`M0 ${height}`, `L0 ${baseY}`];
  const step = width / (peaks * 2);
  for (let index = 1; index <= peaks * 2; index++) {
    const isPeak = index % 2 === 1;
    const y = isPeak ? baseY - 120 - next() * 260 : baseY - next() * 80;
    points.push(`L${(index * step).toFixed(0)} ${y.toFixed(0)}`);
  }
  points.push(`L${width} ${height}`, "Z");
  return points.join(" ");
}

function stars(width: number, height: number, count: number, seed: number) {
  const next = random(seed);
  return Array.from({ length: count }, () => {
    const radius = next() < 0.92 ? 1 + next() * 1.2 : 2 + next() * 1.6;
    return `<circle cx="${(next() * width).toFixed(0)}" cy="${(next() * height).toFixed(0)}" r="${radius.toFixed(1)}" fill="#fff" opacity="${(0.4 + next() * 0.6).toFixed(2)}"/>`;
  }).join("");
}

function frame(width: number, height: number, sky: Sky, body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${sky[0]}"/><stop offset="0.55" stop-color="${sky[1]}"/><stop offset="1" stop-color="${sky[2]}"/>
    </linearGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="#ffd27a" stop-opacity="0.95"/><stop offset="1" stop-color="#ff8a3d" stop-opacity="0"/></radialGradient>
    <linearGradient id="sand" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e8a860"/><stop offset="1" stop-color="#b86b32"/></linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  ${body}
</svg>`;
}

function tent(x: number, y: number, size: number, lit: boolean) {
  const half = size / 2;
  return `<g>
    <path d="M${x - half} ${y} L${x} ${y - size * 0.8} L${x + half} ${y} Z" fill="#f3e4c8"/>
    <path d="M${x} ${y - size * 0.8} L${x + half} ${y} L${x + half * 0.35} ${y} Z" fill="#d9c29a"/>
    <path d="M${x - size * 0.12} ${y} L${x} ${y - size * 0.36} L${x + size * 0.12} ${y} Z" fill="${lit ? "#ffb347" : "#5a3b22"}"/>
  </g>`;
}

function caravan(x: number, y: number, scale: number) {
  const w = 260 * scale;
  const h = 110 * scale;
  return `<g>
    <rect x="${x}" y="${y - h}" width="${w}" height="${h}" rx="${28 * scale}" fill="#f7f2ea"/>
    <rect x="${x}" y="${y - h * 0.42}" width="${w}" height="${h * 0.12}" fill="#c0643a"/>
    <rect x="${x + 24 * scale}" y="${y - h * 0.82}" width="${70 * scale}" height="${34 * scale}" rx="${6 * scale}" fill="#7fb3c8"/>
    <rect x="${x + 120 * scale}" y="${y - h * 0.82}" width="${46 * scale}" height="${70 * scale}" rx="${6 * scale}" fill="#8a5a3b"/>
    <circle cx="${x + 70 * scale}" cy="${y}" r="${20 * scale}" fill="#2d2a26"/>
    <circle cx="${x + 190 * scale}" cy="${y}" r="${20 * scale}" fill="#2d2a26"/>
  </g>`;
}

function palm(x: number, y: number, height: number) {
  const top = y - height;
  const leaves = [-70, -35, 0, 35, 70, 110, -110]
    .map(
      (angle) =>
        `<path d="M${x} ${top} q ${Math.sin((angle * Math.PI) / 180) * 60} -40 ${Math.sin((angle * Math.PI) / 180) * 120} ${20 + Math.abs(angle) / 3}" stroke="#2f5d3a" stroke-width="14" fill="none" stroke-linecap="round"/>`,
    )
    .join("");
  return `<path d="M${x - 8} ${y} Q ${x + 10} ${y - height / 2} ${x} ${top}" stroke="#6b4a2b" stroke-width="14" fill="none"/>${leaves}`;
}

const W = 1600;
const H = 1067;

export const scenes: Record<string, { width: number; height: number; svg: string }> = {
  "desert-sunset": {
    width: W,
    height: H,
    svg: frame(
      W,
      H,
      ["#3b2a5a", "#e0735a", "#f6c26b"],
      `
      <circle cx="1100" cy="640" r="120" fill="#ffe3a3"/><circle cx="1100" cy="640" r="320" fill="url(#glow)" opacity="0.6"/>
      <path d="${dunePath(W, H, 720, 40, 0.5)}" fill="#d08a4c"/>
      <path d="${dunePath(W, H, 820, 60, 2.2)}" fill="#b86d37"/>
      <path d="${dunePath(W, H, 930, 50, 4.1)}" fill="#8e4f26"/>`,
    ),
  },
  "hajar-mountains": {
    width: W,
    height: H,
    svg: frame(
      W,
      H,
      ["#8db3d9", "#f1c7b0", "#f6dcc0"],
      `
      <path d="${ridgePath(W, H, 620, 5, 7)}" fill="#9a8fa8" opacity="0.8"/>
      <path d="${ridgePath(W, H, 760, 4, 11)}" fill="#6f6580"/>
      <path d="${ridgePath(W, H, 900, 6, 19)}" fill="#4a3f55"/>
      <path d="${dunePath(W, H, 1000, 20, 1)}" fill="#c98a55"/>`,
    ),
  },
  "camp-at-dusk": {
    width: W,
    height: H,
    svg: frame(
      W,
      H,
      ["#1d2450", "#7a4a78", "#e88b5b"],
      `
      ${stars(W, 420, 120, 3)}
      <path d="${dunePath(W, H, 760, 30, 1.4)}" fill="#a2643a"/>
      <path d="${dunePath(W, H, 880, 25, 3.3)}" fill="#7d4826"/>
      ${tent(420, 860, 260, true)}${tent(760, 880, 300, true)}${tent(1120, 860, 240, false)}
      <circle cx="760" cy="940" r="200" fill="url(#glow)" opacity="0.5"/>`,
    ),
  },
  "starry-night": {
    width: W,
    height: H,
    svg: frame(
      W,
      H,
      ["#050816", "#111a3a", "#2a2f5c"],
      `
      <ellipse cx="800" cy="380" rx="900" ry="120" fill="#9fb4ff" opacity="0.10" transform="rotate(-18 800 380)"/>
      ${stars(W, 880, 420, 5)}
      <path d="${dunePath(W, H, 900, 40, 2.5)}" fill="#0b0d18"/>
      ${tent(1200, 960, 160, true)}`,
    ),
  },
  bonfire: {
    width: W,
    height: H,
    svg: frame(
      W,
      H,
      ["#0d0a14", "#24131a", "#3d1f14"],
      `
      ${stars(W, 500, 90, 9)}
      <circle cx="800" cy="820" r="420" fill="url(#glow)" opacity="0.55"/>
      <path d="${dunePath(W, H, 900, 15, 0.3)}" fill="#2b170d"/>
      <path d="M700 900 L900 860 M700 860 L900 900" stroke="#4b2a16" stroke-width="26" stroke-linecap="round"/>
      <path d="M800 600 C 860 700 900 760 860 850 L 740 850 C 700 760 740 700 800 600 Z" fill="#ff8a2a"/>
      <path d="M800 680 C 840 740 850 790 830 850 L 770 850 C 750 790 760 740 800 680 Z" fill="#ffd35a"/>`,
    ),
  },
  "caravan-parking": {
    width: W,
    height: H,
    svg: frame(
      W,
      H,
      ["#6fb3e0", "#bfe1f2", "#f3e3c3"],
      `
      <path d="${ridgePath(W, H, 700, 4, 23)}" fill="#b59a86" opacity="0.7"/>
      <rect y="760" width="${W}" height="${H - 760}" fill="url(#sand)"/>
      ${[0, 1, 2, 3].map((index) => `<rect x="${150 + index * 340}" y="960" width="300" height="8" fill="#fff" opacity="0.7"/>`).join("")}
      ${caravan(170, 930, 1.05)}${caravan(860, 930, 1.05)}
      ${palm(620, 940, 330)}${palm(1450, 950, 380)}`,
    ),
  },
  "deluxe-room": {
    width: W,
    height: H,
    svg: frame(
      W,
      H,
      ["#efe4d4", "#e6d6bf", "#d7c2a4"],
      `
      <rect x="980" y="180" width="420" height="420" rx="8" fill="#9cc6e0"/>
      <path d="${dunePath(420, 420, 330, 20, 1)}" transform="translate(980 180)" fill="#e2a565"/>
      <rect x="980" y="180" width="420" height="420" rx="8" fill="none" stroke="#8a6a4a" stroke-width="14"/>
      <rect y="820" width="${W}" height="${H - 820}" fill="#a98467"/>
      <rect x="220" y="520" width="720" height="120" rx="20" fill="#6b4a33"/>
      <rect x="200" y="620" width="760" height="200" rx="24" fill="#fbf7f0"/>
      <rect x="260" y="560" width="200" height="90" rx="40" fill="#f0e2cc"/>
      <rect x="520" y="560" width="200" height="90" rx="40" fill="#f0e2cc"/>
      <rect x="200" y="700" width="760" height="120" rx="20" fill="#c2703d"/>
      <circle cx="1120" cy="760" r="60" fill="#ffd27a" opacity="0.9"/><rect x="1110" y="800" width="20" height="90" fill="#6b4a33"/>`,
    ),
  },
  "kids-play-area": {
    width: W,
    height: H,
    svg: frame(
      W,
      H,
      ["#8fd0f5", "#c9ecfb", "#f4ead0"],
      `
      <rect y="780" width="${W}" height="${H - 780}" fill="#e7c48d"/>
      <rect x="260" y="420" width="24" height="380" fill="#e94f37"/><rect x="460" y="420" width="24" height="380" fill="#e94f37"/>
      <rect x="240" y="400" width="264" height="40" rx="10" fill="#3f88c5"/>
      <path d="M484 440 C 640 520 700 700 860 790 L 820 800 C 680 720 620 560 484 480 Z" fill="#f6ae2d"/>
      <path d="M1000 420 L 1400 420" stroke="#6b4a33" stroke-width="20"/>
      <path d="M1080 420 L1080 700 M1200 420 L1200 700" stroke="#333" stroke-width="6"/>
      <rect x="1050" y="700" width="60" height="16" rx="6" fill="#3f88c5"/><rect x="1170" y="700" width="60" height="16" rx="6" fill="#e94f37"/>
      <path d="M1000 420 L 960 800 M1400 420 L1440 800" stroke="#6b4a33" stroke-width="20"/>`,
    ),
  },
};

async function main() {
  await mkdir(OUT_DIR, { recursive: true });
  for (const [name, scene] of Object.entries(scenes)) {
    const svg = Buffer.from(scene.svg);
    await writeFile(
      path.join(OUT_DIR, `${name}.webp`),
      await sharp(svg).webp({ quality: 80 }).toBuffer(),
    );
    // A square crop of each scene for the social feed.
    const side = Math.min(scene.width, scene.height);
    await writeFile(
      path.join(OUT_DIR, `${name}-square.webp`),
      await sharp(svg)
        .extract({ left: Math.round((scene.width - side) / 2), top: 0, width: side, height: side })
        .resize(1080, 1080)
        .webp({ quality: 80 })
        .toBuffer(),
    );
  }
  await mkdir(WEB_DIR, { recursive: true });
  for (const [name, scene] of Object.entries(scenes)) {
    for (const width of WEB_WIDTHS) {
      await writeFile(
        path.join(WEB_DIR, `${name}-${width}.webp`),
        await sharp(Buffer.from(scene.svg)).resize(width).webp({ quality: 78 }).toBuffer(),
      );
    }
  }
  console.log(
    `Wrote ${Object.keys(scenes).length * 2} pictures to ${OUT_DIR} and web sizes to ${WEB_DIR}`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();

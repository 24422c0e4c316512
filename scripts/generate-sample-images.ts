/**
 * Writes the sample tour photos that ship in e2e/fixtures/images/: drawn scenes (gradients and shapes
 * with a caption) for the demo's wizard and the tests' uploads. Run once with
 * `node_modules/.bin/tsx scripts/generate-sample-images.ts`; the JPEGs are committed, each under 200 KB.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

type TScene = { file: string; caption: string; width: number; height: number; sky: [string, string]; land: string };

const SCENES: TScene[] = [
  {
    file: 'beach-sunset.jpg',
    caption: 'Phi Phi Islands',
    width: 1600,
    height: 1067,
    sky: ['#f97316', '#fde68a'],
    land: '#0e7490',
  },
  {
    file: 'mountain-temple.jpg',
    caption: 'Chiang Mai Hills',
    width: 1600,
    height: 1067,
    sky: ['#1e3a8a', '#93c5fd'],
    land: '#166534',
  },
  {
    file: 'city-night.jpg',
    caption: 'Bangkok by Night',
    width: 1600,
    height: 1067,
    sky: ['#0f172a', '#6d28d9'],
    land: '#1f2937',
  },
  {
    file: 'rice-terraces.jpg',
    caption: 'Rice Terraces',
    width: 1000,
    height: 1400,
    sky: ['#0ea5e9', '#e0f2fe'],
    land: '#65a30d',
  },
  {
    file: 'island-small.jpg',
    caption: 'Koh Samui',
    width: 800,
    height: 600,
    sky: ['#14b8a6', '#ccfbf1'],
    land: '#0369a1',
  },
];

function sceneSvg(scene: TScene): string {
  const { width: w, height: h } = scene;
  const horizon = Math.round(h * 0.62);
  const hills = Array.from({ length: 5 }, (_, i) => {
    const x = Math.round((w / 4) * i - w / 8);
    const peak = horizon - Math.round(h * (0.12 + 0.06 * (i % 3)));
    return `<path d="M${x} ${horizon} L${x + w / 6} ${peak} L${x + w / 3} ${horizon} Z" fill="${scene.land}" opacity="${0.55 + 0.1 * (i % 3)}"/>`;
  }).join('');
  const fontSize = Math.round(Math.min(w, h) * 0.085);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/>
      </linearGradient>
      <linearGradient id="land" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${scene.land}"/><stop offset="1" stop-color="#0b1320"/>
      </linearGradient>
    </defs>
    <rect width="${w}" height="${h}" fill="url(#sky)"/>
    <circle cx="${Math.round(w * 0.72)}" cy="${Math.round(h * 0.3)}" r="${Math.round(h * 0.1)}" fill="#fff7ed" opacity="0.85"/>
    ${hills}
    <rect y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#land)"/>
    <text x="${Math.round(w * 0.06)}" y="${h - Math.round(h * 0.08)}" font-family="DejaVu Sans, sans-serif"
      font-size="${fontSize}" font-weight="bold" fill="#ffffff">${scene.caption}</text>
    <text x="${Math.round(w * 0.06)}" y="${h - Math.round(h * 0.08) - fontSize}" font-family="DejaVu Sans, sans-serif"
      font-size="${Math.round(fontSize * 0.4)}" fill="#ffffff" opacity="0.85">Sample tour photo</text>
  </svg>`;
}

const outDir = path.resolve(import.meta.dirname, '../e2e/fixtures/images');
mkdirSync(outDir, { recursive: true });
for (const scene of SCENES) {
  const bytes = await sharp(Buffer.from(sceneSvg(scene)))
    .jpeg({ quality: 82 })
    .toBuffer();
  if (bytes.length >= 200 * 1024) throw new Error(`${scene.file} is ${bytes.length} bytes, over 200 KB`);
  writeFileSync(path.join(outDir, scene.file), bytes);
  console.log(`${scene.file}: ${scene.width}x${scene.height}, ${Math.round(bytes.length / 1024)} KB`);
}

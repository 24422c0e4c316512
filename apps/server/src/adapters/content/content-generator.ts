import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { templateItinerary, type TTemplatedDay } from '@tour/shared';

export type TContentTour = {
  slug: string;
  title: string;
  location: string;
  country: string;
  durationDays: number;
  highlights: string[];
};

export type TGeneratedImage = {
  bytes: Buffer;
  contentType: 'image/jpeg' | 'image/webp';
  width: number;
  height: number;
};

/**
 * Where a tour's missing gallery and itinerary come from (DESIGN: tour content generator, pluggable).
 * The embedded default needs no network: artwork drawn from the tour's slug and a templated itinerary.
 */
export type TContentGenerator = {
  readonly description: string;
  /** Picture `index` (0-based) of the tour's gallery; the same tour and index give the same picture. */
  artwork(tour: TContentTour, index: number): Promise<TGeneratedImage>;
  itinerary(tour: TContentTour): TTemplatedDay[];
};

const WIDTH = 1200;
const HEIGHT = 800;

/** A few bytes of the slug's hash per picture: every choice below is read from them, so reruns match. */
function seedBytes(slug: string, index: number): Buffer {
  return createHash('sha256').update(`${slug}#${index}`).digest();
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function ridge(seed: Buffer, offset: number, base: number, amplitude: number): string {
  const steps = 8;
  const points = Array.from({ length: steps + 1 }, (_, i) => {
    const x = Math.round((WIDTH / steps) * i);
    const y = Math.round(base - ((seed[(offset + i) % seed.length] ?? 0) / 255) * amplitude);
    return `${x},${y}`;
  });
  return `0,${HEIGHT} ${points.join(' ')} ${WIDTH},${HEIGHT}`;
}

/** Long place names get smaller type so they stay inside the picture. */
function titleSize(place: string): number {
  return Math.max(28, Math.min(64, Math.floor((WIDTH - 120) / (place.length * 0.58))));
}

function artworkSvg(tour: TContentTour, index: number): string {
  const seed = seedBytes(tour.slug, index);
  const hue = Math.round(((seed[0] ?? 0) / 255) * 360);
  const accent = (hue + 40 + ((seed[1] ?? 0) % 80)) % 360;
  const sunX = 200 + ((seed[2] ?? 0) / 255) * 800;
  const sunY = 160 + ((seed[3] ?? 0) / 255) * 160;
  const place = escapeXml(tour.location.trim() || tour.country);
  const country = escapeXml(tour.country);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,62%)"/>
      <stop offset="1" stop-color="hsl(${accent},80%,84%)"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  <circle cx="${sunX.toFixed(0)}" cy="${sunY.toFixed(0)}" r="${70 + ((seed[4] ?? 0) % 50)}" fill="hsl(${(accent + 20) % 360},95%,92%)" opacity="0.9"/>
  <polygon points="${ridge(seed, 5, 470, 200)}" fill="hsl(${hue},35%,45%)" opacity="0.75"/>
  <polygon points="${ridge(seed, 14, 580, 140)}" fill="hsl(${hue},40%,32%)" opacity="0.85"/>
  <polygon points="${ridge(seed, 23, 690, 80)}" fill="hsl(${hue},45%,20%)"/>
  <text x="60" y="${HEIGHT - 90}" font-family="sans-serif" font-size="${titleSize(place)}" font-weight="700" fill="#ffffff">${place}</text>
  <text x="62" y="${HEIGHT - 40}" font-family="sans-serif" font-size="32" fill="#ffffff" opacity="0.85">${country}</text>
</svg>`;
}

export function createEmbeddedContentGenerator(): TContentGenerator {
  return {
    description: 'embedded (generated artwork, templated itinerary)',
    async artwork(tour, index) {
      const svg = Buffer.from(artworkSvg(tour, index));
      const bytes = await sharp(svg).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
      return { bytes, contentType: 'image/jpeg', width: WIDTH, height: HEIGHT };
    },
    itinerary: (tour) => templateItinerary(tour),
  };
}

/**
 * Draws the illustrations the seed refers to (tour galleries, home heroes, destination cards,
 * company logos) as small layered SVG files under apps/web/public/media. The output is committed;
 * run again only to change the artwork:
 *   node_modules/.bin/tsx packages/db/scripts/draw-artwork.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MEDIA_DIR = fileURLToPath(new URL('../../../apps/web/public/media/', import.meta.url));
const MAX_BYTES = 4096;

type TPalette = {
  skyTop: string;
  skyBottom: string;
  sun: string;
  glow: string;
  far: string;
  mid: string;
  near: string;
  waterTop: string;
  waterBottom: string;
  accent: string;
  light: string;
};

type TScene = { defs: string; body: string };
type TDraw = (palette: TPalette, random: () => number) => TScene;

// ---------------------------------------------------------------------------
// Drawing primitives (1200 x 800 scene coordinates)
// ---------------------------------------------------------------------------

function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (value: number) => Math.round(value);

function gradient(id: string, stops: string[], vertical = true): string {
  const direction = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="0"';
  const stopTags = stops
    .map((color, index) => `<stop offset="${round((index / (stops.length - 1)) * 100)}%" stop-color="${color}"/>`)
    .join('');
  return `<linearGradient id="${id}" x1="0" y1="0" ${direction}>${stopTags}</linearGradient>`;
}

function glowGradient(id: string, color: string): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity=".8"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

function skyAndSun(p: TPalette, sunX: number, sunY: number, sunR: number): TScene {
  return {
    defs: gradient('s', [p.skyTop, p.skyBottom]) + glowGradient('g', p.glow),
    body:
      `<rect width="1200" height="800" fill="url(#s)"/>` +
      `<circle cx="${sunX}" cy="${sunY}" r="${sunR * 3}" fill="url(#g)"/>` +
      `<circle cx="${sunX}" cy="${sunY}" r="${sunR}" fill="${p.sun}"/>`,
  };
}

/** A smooth ridge from x=0 to x=1200 around `baseY`, closed down to `bottom`. */
function ridge(
  random: () => number,
  baseY: number,
  amplitude: number,
  segments: number,
  fill: string,
  bottom = 800,
): string {
  const step = 1200 / segments;
  let d = `M0 ${bottom}L0 ${round(baseY - random() * amplitude)}`;
  for (let index = 1; index <= segments; index += 1) {
    const x = index * step;
    const y = baseY - random() * amplitude;
    d += `Q${round(x - step / 2)} ${round(y - amplitude * (random() - 0.3))} ${round(x)} ${round(y)}`;
  }
  return `<path d="${d}L1200 ${bottom}Z" fill="${fill}"/>`;
}

function water(p: TPalette, top: number, random: () => number, shimmerCount = 7): TScene {
  let shimmer = '';
  for (let index = 0; index < shimmerCount; index += 1) {
    const y = top + 20 + random() * (780 - top);
    const x = random() * 1100;
    shimmer += `M${round(x)} ${round(y)}h${round(40 + random() * 90)}`;
  }
  return {
    defs: gradient('w', [p.waterTop, p.waterBottom]),
    body: `<rect y="${top}" width="1200" height="${800 - top}" fill="url(#w)"/><path d="${shimmer}" stroke="${p.light}" stroke-opacity=".45" stroke-width="3" stroke-linecap="round"/>`,
  };
}

function clouds(random: () => number, count: number, color: string, maxY = 260): string {
  let body = '';
  for (let index = 0; index < count; index += 1) {
    const x = round(80 + random() * 1000);
    const y = round(60 + random() * (maxY - 60));
    const w = round(60 + random() * 70);
    body += `<g fill="${color}" opacity=".75"><ellipse cx="${x}" cy="${y}" rx="${w}" ry="${round(w / 3.2)}"/><ellipse cx="${x + round(w / 3)}" cy="${y - round(w / 5)}" rx="${round(w / 2)}" ry="${round(w / 3.5)}"/></g>`;
  }
  return body;
}

function palm(x: number, groundY: number, height: number, color: string, lean = 1): string {
  const topX = x + lean * height * 0.25;
  const topY = groundY - height;
  const frond = (dx: number, dy: number) =>
    `M${round(topX)} ${round(topY)}q${round(dx * 0.5)} ${round(-Math.abs(dx) * 0.35 + dy)} ${round(dx)} ${round(dy + Math.abs(dx) * 0.25)}`;
  return (
    `<path d="M${x} ${groundY}Q${round(x + lean * height * 0.05)} ${round(groundY - height * 0.6)} ${round(topX)} ${round(topY)}" stroke="${color}" stroke-width="${round(height / 22)}" fill="none"/>` +
    `<path d="${frond(-70, 10)}${frond(70, 10)}${frond(-50, 40)}${frond(55, 42)}${frond(-10, -45)}" stroke="${color}" stroke-width="${round(height / 16)}" fill="none" stroke-linecap="round"/>`
  );
}

function svg(width: number, height: number, scene: TScene, transform?: string): string {
  const body = transform ? `<g transform="${transform}">${scene.body}</g>` : scene.body;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" preserveAspectRatio="xMidYMid slice"><defs>${scene.defs}</defs>${body}</svg>\n`;
}

function combine(...scenes: TScene[]): TScene {
  return { defs: scenes.map((scene) => scene.defs).join(''), body: scenes.map((scene) => scene.body).join('') };
}

const plain = (body: string): TScene => ({ defs: '', body });

// ---------------------------------------------------------------------------
// Palettes: four moods per destination family
// ---------------------------------------------------------------------------

const TROPICAL: TPalette[] = [
  {
    skyTop: '#1e88c8',
    skyBottom: '#bfeaf5',
    sun: '#fff6c7',
    glow: '#ffffff',
    far: '#7cc6a4',
    mid: '#3f9b6e',
    near: '#2c6e4f',
    waterTop: '#37d0d6',
    waterBottom: '#0a7fa6',
    accent: '#f2d49b',
    light: '#ffffff',
  },
  {
    skyTop: '#ff9a76',
    skyBottom: '#ffe3a3',
    sun: '#fff1b8',
    glow: '#ffd27f',
    far: '#c98a7a',
    mid: '#6e7f5a',
    near: '#3d4f37',
    waterTop: '#f7b58b',
    waterBottom: '#2f7ea3',
    accent: '#f5d7a1',
    light: '#fff4d6',
  },
  {
    skyTop: '#3a2f6b',
    skyBottom: '#f27d72',
    sun: '#ffd08a',
    glow: '#ff9f7a',
    far: '#8a5a7a',
    mid: '#4d3d5e',
    near: '#2a2440',
    waterTop: '#e0806f',
    waterBottom: '#27325c',
    accent: '#e9b98f',
    light: '#ffd9b3',
  },
  {
    skyTop: '#6fc3e8',
    skyBottom: '#e8f7fb',
    sun: '#fffbe6',
    glow: '#ffffff',
    far: '#a9d8c0',
    mid: '#58b08a',
    near: '#2f7d5b',
    waterTop: '#6fe0d8',
    waterBottom: '#1a8fb0',
    accent: '#fbe3b5',
    light: '#ffffff',
  },
];

const MEDITERRANEAN: TPalette[] = [
  {
    skyTop: '#2f6db5',
    skyBottom: '#cfe6f7',
    sun: '#fff8dc',
    glow: '#ffffff',
    far: '#8fa7c2',
    mid: '#9b6b4f',
    near: '#6e4a37',
    waterTop: '#2d7fc1',
    waterBottom: '#0d3f7a',
    accent: '#1f5fbf',
    light: '#ffffff',
  },
  {
    skyTop: '#ef8a5b',
    skyBottom: '#ffd9a0',
    sun: '#fff0c2',
    glow: '#ffc27a',
    far: '#b98a86',
    mid: '#8a5842',
    near: '#5c3a2c',
    waterTop: '#d98c6f',
    waterBottom: '#24507f',
    accent: '#2456a6',
    light: '#fff1dc',
  },
  {
    skyTop: '#2b2452',
    skyBottom: '#e0707a',
    sun: '#ffc38a',
    glow: '#ff8f70',
    far: '#7a5575',
    mid: '#5a3b45',
    near: '#3a2530',
    waterTop: '#b8626f',
    waterBottom: '#1b2447',
    accent: '#3c64b8',
    light: '#ffd0b5',
  },
  {
    skyTop: '#7fb7e6',
    skyBottom: '#f4f8fb',
    sun: '#ffffff',
    glow: '#ffffff',
    far: '#b0c4d8',
    mid: '#b07f5e',
    near: '#85583f',
    waterTop: '#4aa0d8',
    waterBottom: '#175a96',
    accent: '#2a6ad0',
    light: '#ffffff',
  },
];

const MOUNTAIN: TPalette[] = [
  {
    skyTop: '#4a78b8',
    skyBottom: '#dbe9f5',
    sun: '#fffbe8',
    glow: '#ffffff',
    far: '#9fb0c9',
    mid: '#62789a',
    near: '#2f4a3f',
    waterTop: '#79aed6',
    waterBottom: '#2c5d87',
    accent: '#c0392b',
    light: '#ffffff',
  },
  {
    skyTop: '#f28f6b',
    skyBottom: '#ffe0b0',
    sun: '#fff2c4',
    glow: '#ffcb8a',
    far: '#c99aa0',
    mid: '#8c6f86',
    near: '#4a4257',
    waterTop: '#f0a889',
    waterBottom: '#4b5d86',
    accent: '#d6453d',
    light: '#fff0da',
  },
  {
    skyTop: '#252a54',
    skyBottom: '#b66a8c',
    sun: '#ffe1b0',
    glow: '#f7a6a0',
    far: '#6b5b86',
    mid: '#463e66',
    near: '#241f3b',
    waterTop: '#8a5a86',
    waterBottom: '#1d1f3f',
    accent: '#e0504a',
    light: '#ffd6c2',
  },
  {
    skyTop: '#8ec5e8',
    skyBottom: '#f6fbff',
    sun: '#ffffff',
    glow: '#ffffff',
    far: '#c3d3e6',
    mid: '#8fa6c2',
    near: '#3f6b52',
    waterTop: '#9cd0ea',
    waterBottom: '#3b7fb0',
    accent: '#cc3b35',
    light: '#ffffff',
  },
];

// ---------------------------------------------------------------------------
// Destination scenes
// ---------------------------------------------------------------------------

const drawMaldives: TDraw = (p, random) => {
  let huts = '';
  for (let index = 0; index < 5; index += 1) {
    const x = 560 + index * 110;
    const y = 470 - index * 8;
    huts +=
      `<path d="M${x + 10} ${y + 40}v60M${x + 70} ${y + 40}v60" stroke="${p.near}" stroke-width="5"/>` +
      `<rect x="${x}" y="${y}" width="80" height="42" fill="${p.accent}"/>` +
      `<path d="M${x - 14} ${y + 4}L${x + 40} ${y - 40}L${x + 94} ${y + 4}Z" fill="${p.mid}"/>` +
      `<rect x="${x + 30}" y="${y + 14}" width="20" height="28" fill="${p.near}" opacity=".6"/>`;
  }
  const island =
    `<ellipse cx="250" cy="520" rx="210" ry="34" fill="${p.accent}"/>` +
    palm(210, 515, 170, p.near, -1) +
    palm(290, 518, 130, p.near, 1);
  return combine(
    skyAndSun(p, 960, 190, 56),
    plain(clouds(random, 3, p.light)),
    water(p, 440, random),
    plain(`${island}<path d="M560 560H1150" stroke="${p.near}" stroke-width="8"/>${huts}`),
  );
};

const drawSantorini: TDraw = (p, random) => {
  const cliff = `<path d="M0 800V430Q120 360 260 380T520 470Q600 520 640 800Z" fill="${p.mid}"/><path d="M0 800V520Q160 470 300 500T600 800Z" fill="${p.near}"/>`;
  let walls = '';
  let windows = '';
  for (let row = 0; row < 4; row += 1) {
    for (let column = 0; column < 6 - row; column += 1) {
      const x = 30 + column * 78 + row * 30 + round(random() * 12);
      const y = 420 - row * 36 + column * 12 + round(random() * 8);
      walls += `<rect x="${x}" y="${y}" width="${54 + round(random() * 16)}" height="40"/>`;
      windows += `M${x + 10} ${y + 14}h10v14h-10Z`;
    }
  }
  const houses = `<g fill="#fbfbf7">${walls}</g><path d="${windows}" fill="${p.accent}" opacity=".8"/>`;
  const domes =
    `<path d="M180 318a34 34 0 0 1 68 0Z" fill="${p.accent}"/><rect x="180" y="318" width="68" height="44" fill="#fbfbf7"/>` +
    `<path d="M360 366a26 26 0 0 1 52 0Z" fill="${p.accent}"/><rect x="360" y="366" width="52" height="34" fill="#fbfbf7"/>` +
    `<path d="M214 284v-16M207 276h14" stroke="#fbfbf7" stroke-width="4"/>`;
  return combine(
    skyAndSun(p, 900, 300, 60),
    plain(clouds(random, 2, p.light, 200)),
    water(p, 470, random),
    plain(`<path d="M760 470Q880 420 1000 450T1200 440V470Z" fill="${p.far}"/>${cliff}${houses}${domes}`),
  );
};

const drawBali: TDraw = (p, random) => {
  const volcano = `<path d="M380 420L620 180Q650 165 680 180L940 420Z" fill="${p.far}"/><path d="M590 210L620 180Q650 165 680 180L712 212Q680 200 650 215T590 210Z" fill="${p.light}" opacity=".7"/>`;
  let terraces = '';
  const greens = [p.mid, p.near, p.mid, p.near, p.mid];
  greens.forEach((color, index) => {
    const y = 430 + index * 75;
    terraces += `<path d="M0 ${y}Q300 ${y - 50 + round(random() * 30)} 600 ${y}T1200 ${y - 10}V800H0Z" fill="${color}"/><path d="M0 ${y + 8}Q300 ${y - 42} 600 ${y + 8}T1200 ${y - 2}" stroke="${p.light}" stroke-opacity=".35" stroke-width="3" fill="none"/>`;
  });
  const gate = `<path d="M930 600h60v-30h-10v-40h-10v-40h-10v-30h-10v140Zm150 0h-60v-30h10v-40h10v-40h10v-30h10v140Z" fill="${p.near}" opacity=".9"/>`;
  return combine(
    skyAndSun(p, 260, 170, 50),
    plain(clouds(random, 3, p.light, 220) + volcano + ridge(random, 430, 40, 6, p.far)),
    plain(terraces + gate + palm(120, 640, 200, p.near, 1) + palm(1120, 660, 160, p.near, -1)),
  );
};

const drawKyoto: TDraw = (p, random) => {
  let pagoda = '';
  for (let level = 0; level < 5; level += 1) {
    const width = 190 - level * 28;
    const y = 560 - level * 62;
    const half = width / 2;
    pagoda += `<rect x="${round(420 - width / 3)}" y="${y - 30}" width="${round((width * 2) / 3)}" height="32" fill="${p.near}"/><path d="M${round(420 - half - 26)} ${y - 24}Q${round(420 - half)} ${y - 30} ${round(420 - half + 14)} ${y - 50}H${round(420 + half - 14)}Q${round(420 + half)} ${y - 30} ${round(420 + half + 26)} ${y - 24}Z" fill="${p.mid}"/>`;
  }
  pagoda += `<path d="M420 250v-70" stroke="${p.near}" stroke-width="6"/>`;
  const torii = `<g fill="${p.accent}"><rect x="820" y="470" width="22" height="210"/><rect x="980" y="470" width="22" height="210"/><rect x="800" y="500" width="222" height="16"/><path d="M780 455Q911 440 1042 455L1050 476H772Z"/></g>`;
  let blossoms = '';
  for (let index = 0; index < 26; index += 1) {
    const x = round(random() < 0.5 ? random() * 280 : 1000 + random() * 200);
    const y = round(40 + random() * 300);
    blossoms += `<circle cx="${x}" cy="${y}" r="${round(18 + random() * 26)}"/>`;
  }
  return combine(
    skyAndSun(p, 760, 200, 46),
    plain(ridge(random, 400, 120, 5, p.far) + ridge(random, 520, 70, 6, p.mid)),
    plain(`<rect y="660" width="1200" height="140" fill="${p.near}"/>${pagoda}${torii}`),
    plain(`<g fill="#f6b7c9" opacity=".85">${blossoms}</g>`),
  );
};

const drawVenice: TDraw = (p, random) => {
  const facades = ['#e8b07a', '#d9785f', '#f1d2a6', '#c9655a', '#e9c58f', '#b9846a'];
  let buildings = '';
  let windows = '';
  let x = 0;
  let index = 0;
  while (x < 1200) {
    const width = 120 + round(random() * 70);
    const height = 260 + round(random() * 170);
    const top = 600 - height;
    buildings += `<rect x="${x}" y="${top}" width="${width}" height="${height}" fill="${facades[index % facades.length]}"/>`;
    // Window rows snap to the pattern grid so that no window is cut at a facade's edge.
    const windowX = Math.ceil((x + 8) / 44) * 44;
    const windowY = Math.ceil((top + 24) / 80) * 80;
    const columns = Math.floor((x + width - 8 - windowX) / 44);
    const rows = Math.floor((560 - windowY) / 80);
    if (columns > 0 && rows > 0) {
      windows += `<rect x="${windowX}" y="${windowY}" width="${columns * 44}" height="${rows * 80}"/>`;
    }
    x += width;
    index += 1;
  }
  const tower = `<rect x="930" y="120" width="60" height="300" fill="#c46a4f"/><path d="M920 120L960 60L1000 120Z" fill="${p.mid}"/>`;
  const gondola = `<path d="M330 680Q520 720 700 670L712 650Q520 700 320 660Z" fill="#1d1b22"/><path d="M640 676L610 560" stroke="#1d1b22" stroke-width="6"/><circle cx="608" cy="552" r="9" fill="#1d1b22"/>`;
  return combine(
    skyAndSun(p, 300, 150, 44),
    {
      defs: `<pattern id="a" width="44" height="80" patternUnits="userSpaceOnUse"><path d="M12 72V38a10 10 0 0 1 20 0v34Z" fill="${p.near}" opacity=".75"/></pattern>`,
      body: `${clouds(random, 2, p.light, 180)}${tower}${buildings}<g fill="url(#a)">${windows}</g>`,
    },
    water(p, 600, random, 9),
    plain(gondola),
  );
};

const drawChiangMai: TDraw = (p, random) => {
  const chedi = `<g fill="#e4b651"><path d="M600 330q-10 60-60 90h120q-50-30-60-90Z"/><rect x="520" y="420" width="160" height="26"/><rect x="500" y="446" width="200" height="22"/><path d="M596 330h8v-90l-4-12-4 12Z"/></g>`;
  let lanterns = '';
  for (let index = 0; index < 14; index += 1) {
    const lx = round(80 + random() * 1040);
    const ly = round(60 + random() * 280);
    const size = round(8 + random() * 10);
    lanterns += `<circle cx="${lx}" cy="${ly}" r="${size * 2}" fill="url(#g)"/><rect x="${lx - size / 2}" y="${ly - size * 0.7}" width="${size}" height="${round(size * 1.3)}" rx="3" fill="#ffb347"/>`;
  }
  return combine(
    skyAndSun(p, 980, 230, 40),
    plain(lanterns + ridge(random, 380, 90, 5, p.far) + ridge(random, 470, 70, 6, p.mid)),
    plain(chedi + ridge(random, 560, 50, 7, p.near)),
  );
};

const drawPhuket: TDraw = (p, random) => {
  const karst = (x: number, width: number, height: number, color: string) =>
    `<path d="M${x} 470C${x - 10} ${470 - height * 0.6} ${x + width * 0.15} ${470 - height} ${x + width / 2} ${470 - height}S${x + width + 10} ${470 - height * 0.6} ${x + width} 470Z" fill="${color}"/>`;
  const boat = `<path d="M690 620H900Q890 650 860 652H720Q700 640 690 620Z" fill="${p.near}"/><path d="M700 618L680 590" stroke="${p.near}" stroke-width="5"/><path d="M740 620v-34h110v34" stroke="${p.accent}" stroke-width="5" fill="none"/><path d="M730 588h130" stroke="${p.accent}" stroke-width="10"/>`;
  return combine(
    skyAndSun(p, 220, 180, 48),
    plain(clouds(random, 3, p.light, 230)),
    water(p, 470, random),
    plain(
      karst(520, 140, 230, p.far) +
        karst(680, 220, 320, p.mid) +
        karst(960, 130, 190, p.far) +
        karst(1080, 160, 260, p.mid),
    ),
    plain(
      `${boat}<path d="M0 800V700Q300 660 600 720T1200 700V800Z" fill="${p.accent}"/>${palm(90, 720, 230, p.near, 1)}`,
    ),
  );
};

const drawSwissAlps: TDraw = (p, random) => {
  const peak = (x: number, width: number, height: number, color: string) => {
    const tipX = x + width / 2;
    const tipY = 480 - height;
    return `<path d="M${x} 480L${tipX} ${tipY}L${x + width} 480Z" fill="${color}"/><path d="M${round(tipX - width * 0.14)} ${round(tipY + height * 0.28)}L${tipX} ${tipY}L${round(tipX + width * 0.14)} ${round(tipY + height * 0.28)}L${round(tipX + width * 0.05)} ${round(tipY + height * 0.22)}L${round(tipX - width * 0.03)} ${round(tipY + height * 0.3)}Z" fill="#ffffff"/>`;
  };
  let pines = '';
  for (let index = 0; index < 12; index += 1) {
    const px = round(random() * 1200);
    const height = round(70 + random() * 60);
    pines += `<path d="M${px} ${560 - height}l${round(height / 4)} ${height}h-${round(height / 2)}Z"/>`;
  }
  const chalet = `<rect x="780" y="496" width="110" height="62" fill="#8a5a3b"/><path d="M765 502L835 446L905 502Z" fill="${p.accent}"/><rect x="822" y="520" width="24" height="38" fill="#3b2a20"/>`;
  return combine(
    skyAndSun(p, 1000, 150, 42),
    plain(clouds(random, 2, p.light, 180)),
    plain(peak(80, 420, 330, p.far) + peak(380, 520, 400, p.mid) + peak(760, 460, 300, p.far)),
    water(p, 560, random, 6),
    plain(`<path d="M0 480H1200V560H0Z" fill="${p.near}"/><g fill="${p.near}">${pines}</g>${chalet}`),
  );
};

const drawParis: TDraw = (p, random) => {
  const tower = `<g fill="${p.near}"><path d="M560 600L600 380H650L690 600H660Q625 520 590 600Z"/><path d="M603 380L615 250H635L647 380Z"/><path d="M618 250L622 130H628L632 250Z"/><rect x="585" y="372" width="80" height="12"/><rect x="606" y="244" width="38" height="9"/></g>`;
  let roofs = '';
  let x = 0;
  while (x < 1200) {
    const width = 90 + round(random() * 60);
    const top = 560 + round(random() * 40);
    if (x < 520 || x > 720) {
      roofs += `<path d="M${x} 640V${top + 20}L${x + 10} ${top}H${x + width - 10}L${x + width} ${top + 20}V640Z" fill="${p.mid}"/><path d="M${x + 20} ${top + 34}h${width - 40}" stroke="${p.light}" stroke-opacity=".5" stroke-width="6" stroke-dasharray="10 14"/>`;
    }
    x += width;
  }
  const bridge = `<path d="M0 690H1200V706H1120a60 40 0 0 0-120 0H860a60 40 0 0 0-120 0H580a60 40 0 0 0-120 0H320a60 40 0 0 0-120 0H0Z" fill="${p.near}"/>`;
  return combine(
    skyAndSun(p, 880, 260, 52),
    plain(clouds(random, 3, p.light, 240) + tower + roofs),
    water(p, 640, random, 6),
    plain(bridge),
  );
};

const drawCappadocia: TDraw = (p, random) => {
  const balloonColors = ['#e74c3c', '#f39c12', '#8e44ad', '#16a085', '#e67e22', '#2980b9'];
  let balloons = '';
  for (let index = 0; index < 7; index += 1) {
    const bx = round(100 + random() * 1000);
    const by = round(80 + random() * 300);
    const r = round(18 + random() * 34);
    const color = balloonColors[index % balloonColors.length];
    balloons += `<path d="M${bx - r} ${by}a${r} ${r} 0 1 1 ${2 * r} 0Q${bx + r * 0.6} ${by + r} ${bx + r * 0.25} ${by + r * 1.4}H${bx - r * 0.25}Q${bx - r * 0.6} ${by + r} ${bx - r} ${by}Z" fill="${color}"/><path d="M${bx} ${by - r}V${by + r * 1.4}" stroke="${p.light}" stroke-opacity=".5" stroke-width="${Math.max(2, round(r / 8))}"/><rect x="${round(bx - r * 0.2)}" y="${round(by + r * 1.55)}" width="${round(r * 0.4)}" height="${round(r * 0.3)}" fill="#5a3b28"/>`;
  }
  let chimneys = '';
  for (let index = 0; index < 8; index += 1) {
    const cx = round(40 + index * 150 + random() * 40);
    const height = round(120 + random() * 130);
    chimneys += `<path d="M${cx - 40} 700Q${cx - 14} ${700 - height * 0.5} ${cx - 12} ${700 - height}H${cx + 12}Q${cx + 14} ${700 - height * 0.5} ${cx + 40} 700Z" fill="${index % 2 ? p.mid : p.near}"/><ellipse cx="${cx}" cy="${700 - height}" rx="20" ry="10" fill="${p.near}"/>`;
  }
  return combine(
    skyAndSun(p, 240, 420, 58),
    plain(
      ridge(random, 560, 60, 6, p.far) +
        balloons +
        chimneys +
        `<rect y="690" width="1200" height="110" fill="${p.near}"/>`,
    ),
  );
};

const drawMystery: TDraw = (p, random) => {
  const compass = `<g transform="translate(600 400)"><circle r="150" fill="none" stroke="${p.light}" stroke-width="8" opacity=".8"/><circle r="118" fill="none" stroke="${p.light}" stroke-width="3" stroke-dasharray="6 12" opacity=".7"/><path d="M0-130L26 0L0 130L-26 0Z" fill="${p.light}"/><path d="M0-130L26 0H-26Z" fill="${p.accent}"/><path d="M-130 0L0-22L130 0L0 22Z" fill="${p.light}" opacity=".7"/><circle r="12" fill="${p.near}"/></g>`;
  return combine(
    skyAndSun(p, 600, 400, 0),
    plain(clouds(random, 6, p.light, 700) + ridge(random, 700, 60, 6, p.mid) + compass),
  );
};

// ---------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------

type TDestination = { name: string; draw: TDraw; palettes: TPalette[]; variants: number };

const DESTINATIONS: TDestination[] = [
  { name: 'maldives', draw: drawMaldives, palettes: TROPICAL, variants: 4 },
  { name: 'santorini', draw: drawSantorini, palettes: MEDITERRANEAN, variants: 4 },
  { name: 'bali', draw: drawBali, palettes: TROPICAL, variants: 4 },
  { name: 'kyoto', draw: drawKyoto, palettes: MOUNTAIN, variants: 4 },
  { name: 'venice', draw: drawVenice, palettes: MEDITERRANEAN, variants: 4 },
  { name: 'chiang-mai', draw: drawChiangMai, palettes: MOUNTAIN, variants: 3 },
  { name: 'phuket', draw: drawPhuket, palettes: TROPICAL, variants: 3 },
  { name: 'swiss-alps', draw: drawSwissAlps, palettes: MOUNTAIN, variants: 3 },
  { name: 'paris', draw: drawParis, palettes: MEDITERRANEAN, variants: 3 },
  { name: 'cappadocia', draw: drawCappadocia, palettes: MOUNTAIN, variants: 3 },
];

/** The palette at `index`; a missing one is a mistake in this script, so it stops with its name. */
function paletteAt(palettes: readonly TPalette[], index: number): TPalette {
  const palette = palettes[index];
  if (!palette) throw new Error(`no palette ${index} among ${palettes.length}`);
  return palette;
}

function destinationNamed(name: string): TDestination {
  const destination = DESTINATIONS.find((candidate) => candidate.name === name);
  if (!destination) throw new Error(`no destination named ${name}`);
  return destination;
}

function paletteFor(destination: TDestination, variant: number): TPalette {
  return paletteAt(destination.palettes, variant % destination.palettes.length);
}

function drawScene(destination: TDestination, variant: number): TScene {
  const seed = [...destination.name].reduce((sum, char) => sum * 31 + char.charCodeAt(0), variant + 1);
  return destination.draw(paletteFor(destination, variant), createRandom(seed));
}

function writeAsset(relativePath: string, content: string, maxBytes = MAX_BYTES): void {
  const bytes = Buffer.byteLength(content);
  if (bytes > maxBytes) throw new Error(`${relativePath} is ${bytes} bytes, over ${maxBytes}`);
  const target = path.join(MEDIA_DIR, relativePath);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, content);
  console.log(`${relativePath.padEnd(36)} ${bytes} B`);
}

function writeLogo(name: string, initials: string, background: string, emblem: string): void {
  const content = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><defs>${gradient('b', background.split(','))}</defs><circle cx="200" cy="200" r="196" fill="url(#b)"/>${emblem}<text x="200" y="318" text-anchor="middle" font-family="Helvetica,Arial,sans-serif" font-size="64" font-weight="700" fill="#ffffff" letter-spacing="6">${initials}</text></svg>\n`;
  writeAsset(`logos/${name}.svg`, content);
}

function drawAll(): void {
  for (const destination of DESTINATIONS) {
    for (let variant = 0; variant < destination.variants; variant += 1) {
      writeAsset(`tours/${destination.name}-${variant + 1}.svg`, svg(1200, 800, drawScene(destination, variant)));
    }
  }
  writeAsset('tours/coming-soon.svg', svg(1200, 800, drawMystery(paletteAt(MOUNTAIN, 2), createRandom(7))));
  writeAsset('tours/default.svg', svg(1200, 800, drawMystery(paletteAt(TROPICAL, 3), createRandom(11))));

  const heroes: [string, number][] = [
    ['santorini', 1],
    ['bali', 0],
    ['kyoto', 1],
  ];
  for (const [name, variant] of heroes) {
    const destination = destinationNamed(name);
    writeAsset(
      `hero/${name}.svg`,
      svg(1920, 1080, drawScene(destination, variant), 'translate(0 -150) scale(1.6)'),
      6144,
    );
  }

  // Portrait crops of the scene, shifted to keep each landmark in frame.
  const cards: [string, number, number][] = [
    ['santorini', 0, -45],
    ['bali', 3, -450],
    ['kyoto', 3, -330],
    ['venice', 1, -450],
  ];
  for (const [name, variant, shiftX] of cards) {
    const destination = destinationNamed(name);
    writeAsset(
      `destinations/${name}.svg`,
      svg(900, 1200, drawScene(destination, variant), `translate(${shiftX} 0) scale(1.5)`),
    );
  }

  writeLogo(
    'siam-horizon',
    'SH',
    '#f39c4a,#c0392b',
    '<circle cx="200" cy="170" r="70" fill="#ffe08a"/><path d="M60 200H340V240H60Z" fill="#c0392b"/><path d="M90 215h220M120 230h160" stroke="#ffe08a" stroke-width="6" stroke-linecap="round"/>',
  );
  writeLogo(
    'andaman-blue',
    'AB',
    '#2ec4d6,#0b4f8a',
    '<path d="M70 170q32-40 65 0t65 0 65 0 65 0M70 210q32-40 65 0t65 0 65 0 65 0" stroke="#ffffff" stroke-width="14" fill="none" stroke-linecap="round"/><circle cx="270" cy="96" r="34" fill="#ffe08a"/>',
  );
  writeLogo(
    'sakura-trails',
    'ST',
    '#f7a1c4,#8e3b6b',
    '<g transform="translate(200 160)" fill="#ffffff"><circle cy="-46" r="30"/><circle cx="44" cy="-14" r="30"/><circle cx="27" cy="38" r="30"/><circle cx="-27" cy="38" r="30"/><circle cx="-44" cy="-14" r="30"/><circle r="18" fill="#e4b651"/></g>',
  );
}

drawAll();

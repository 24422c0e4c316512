import { describe, expect, it } from 'vitest';
import { drawQr } from './qr-svg';

// 'HELLO WORLD' in byte mode at 1-M with the lowest-penalty mask (4), as the encoder this replaced
// drew it (that encoder was checked module by module against Kazuhiko Arase's QRCode for JavaScript).
const HELLO_WORLD_1M = [
  '#######.##..#.#######',
  '#.....#....#..#.....#',
  '#.###.#..#.#..#.###.#',
  '#.###.#.#..#..#.###.#',
  '#.###.#.###.#.#.###.#',
  '#.....#.#..#..#.....#',
  '#######.#.#.#.#######',
  '........#..##........',
  '#...#.######.#####..#',
  '...#....#.###....####',
  '..######..##.##.#..#.',
  '#####...##...#.......',
  '#####.#.#.#.#.##..##.',
  '........#.#.####.#.##',
  '#######.###.#.#.##.#.',
  '#.....#..#.###.##..##',
  '#.###.#.##.#.##...##.',
  '#.###.#..#..#...##.##',
  '#.###.#..###...###...',
  '#.....#....#.#.......',
  '#######.#########.#.#',
];

/** Paints the path's runs back onto a grid, failing on anything that is not a one-row run. */
function paint(path: string, extent: number): string[] {
  const grid = Array.from({ length: extent }, () => Array<string>(extent).fill('.'));
  const runs = [...path.matchAll(/M(\d+) (\d+)h(\d+)v1h-(\d+)z/g)];
  expect(runs.map((run) => run[0]).join('')).toBe(path);
  for (const [, x, y, width, back] of runs) {
    expect(back).toBe(width);
    for (let column = Number(x); column < Number(x) + Number(width); column += 1) {
      const row = grid[Number(y)];
      expect(row?.[column]).toBe('.');
      if (row) row[column] = '#';
    }
  }
  return grid.map((row) => row.join(''));
}

describe('drawQr', () => {
  it('draws the modules of a known code, one path of row runs', () => {
    const drawn = drawQr('HELLO WORLD', 0);
    expect(drawn.version).toBe(1);
    expect(drawn.extent).toBe(21);
    expect(paint(drawn.path, drawn.extent)).toEqual(HELLO_WORLD_1M);
  });

  it('leaves a quiet zone of `margin` modules around the code', () => {
    const drawn = drawQr('HELLO WORLD', 4);
    expect(drawn.extent).toBe(29);
    const painted = paint(drawn.path, drawn.extent);
    expect(painted.slice(4, 25).map((row) => row.slice(4, 25))).toEqual(HELLO_WORLD_1M);
    expect(painted.slice(0, 4).join('') + painted.slice(25).join('')).not.toContain('#');
  });

  it('draws a PromptPay payload as a version 5 code', () => {
    const payload = '00020101021229370016A000000677010111011300660000000005802TH530376454044.226304E469';
    const drawn = drawQr(payload);
    expect(drawn.version).toBe(5);
    expect(drawn.extent).toBe(37 + 8);
    expect(drawn.path.startsWith('M4 4h7v1h-7z')).toBe(true);
  });

  it('throws for text longer than the largest QR version holds', () => {
    expect(() => drawQr('x'.repeat(3000))).toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import {
  addEccAndInterleave,
  alignmentPatternPositions,
  dataCodewords,
  encodeDataCodewords,
  encodeQr,
  formatBits,
  qrSvgPath,
  reedSolomonDivisor,
  reedSolomonRemainder,
  smallestVersion,
  versionBits,
} from './qr-encoder';

// 'HELLO WORLD' at 1-M, mask 2, checked module by module against Kazuhiko Arase's QRCode for JavaScript.
const HELLO_WORLD_1M_MASK2 = [
  '#######.....#.#######',
  '#.....#..#.#..#.....#',
  '#.###.#.###.#.#.###.#',
  '#.###.#.#.#.#.#.###.#',
  '#.###.#.#.#.#.#.###.#',
  '#.....#.##.#..#.....#',
  '#######.#.#.#.#######',
  '........#.#..........',
  '#.#####...##..#####..',
  '.##....#.#######.##..',
  '#.##..##....###..###.',
  '.###.#..######..###..',
  '#...#.##.##.##....#.#',
  '........###.#....#...',
  '#######..#.#..#...##.',
  '#.....#.###..#.#.####',
  '#.###.#.#..#...#..#.#',
  '#.###.#.#...######...',
  '#.###.#.##..#..#..#..',
  '#.....#...#.##..###..',
  '#######.#.###...#.##.',
];

describe('QR encoder', () => {
  it('computes Reed-Solomon error correction (ISO 18004 annex I example, 1-M)', () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
    expect(reedSolomonRemainder(data, reedSolomonDivisor(10))).toEqual([196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
  });

  it('writes format and version information with their BCH codes', () => {
    expect(formatBits('M', 0)).toBe(0b101010000010010);
    expect(formatBits('L', 0)).toBe(0b111011111000100);
    expect(formatBits('H', 7)).toBe(0b000100000111011);
    expect(versionBits(7)).toBe(0x07c94);
    expect(versionBits(40)).toBe(0x28c69);
  });

  it('knows capacities and alignment pattern positions', () => {
    expect(dataCodewords(1, 'M')).toBe(16);
    expect(dataCodewords(10, 'M')).toBe(216);
    expect(dataCodewords(40, 'L')).toBe(2956);
    expect(alignmentPatternPositions(1)).toEqual([]);
    expect(alignmentPatternPositions(2)).toEqual([6, 18]);
    expect(alignmentPatternPositions(7)).toEqual([6, 22, 38]);
    expect(alignmentPatternPositions(32)).toEqual([6, 34, 60, 86, 112, 138]);
    expect(smallestVersion(14, 'M')).toBe(1);
    expect(smallestVersion(15, 'M')).toBe(2);
    expect(smallestVersion(3000, 'L')).toBeNull();
  });

  it('pads the data with 0xEC 0x11 and interleaves blocks', () => {
    const data = encodeDataCodewords([0x41], 1, 'M');
    expect(data).toHaveLength(16);
    expect(data.slice(0, 4)).toEqual([0x40, 0x14, 0x10, 0xec]);
    expect(data.slice(4, 6)).toEqual([0x11, 0xec]);
    const interleaved = addEccAndInterleave(encodeDataCodewords(new Array(60).fill(0x61), 5, 'Q'), 5, 'Q');
    expect(interleaved).toHaveLength(134);
  });

  it('draws the same modules as a reference implementation', () => {
    const matrix = encodeQr('HELLO WORLD', { errorCorrection: 'M', mask: 2 });
    expect(matrix.version).toBe(1);
    expect(matrix.modules.map((row) => row.map((dark) => (dark ? '#' : '.')).join(''))).toEqual(HELLO_WORLD_1M_MASK2);
  });

  it('encodes a PromptPay payload and draws it as one SVG path', () => {
    const payload = '00020101021229370016A000000677010111011300660000000005802TH530376454044.226304E469';
    const matrix = encodeQr(payload);
    expect(matrix.version).toBe(5);
    expect(matrix.size).toBe(37);
    const path = qrSvgPath(matrix);
    expect(path.startsWith('M4 4h7v1h-7z')).toBe(true);
    expect(path).not.toContain('NaN');
  });
});

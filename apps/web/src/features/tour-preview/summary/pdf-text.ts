/**
 * Text helpers for the PDF. jsPDF draws a font's glyphs as the font maps them, without OpenType
 * shaping: Thai tone marks then sit at their default height and collide with an upper vowel (ที่,
 * นั้น), and marks over the tall consonants ป ฝ ฟ ฬ touch their stem. The runs below draw such a
 * mark on its own, lifted or moved left, which is what the font's mark positioning would have done.
 */

const UPPER_VOWEL = /[\u0E31\u0E34-\u0E37\u0E47\u0E4D]/;
const TONE_MARK = /[\u0E48-\u0E4C]/;
const TALL_CONSONANT = /[\u0E1B\u0E1D\u0E1F\u0E2C]/;

/** How far a tone mark over an upper vowel is lifted, and a mark over a tall consonant moved left, in em. */
export const MARK_LIFT_EM = 0.22;
export const TALL_SHIFT_EM = 0.12;

/** A piece of a line: drawn at the pen position plus the offsets (in em); marks take no width. */
export type TTextRun = { text: string; liftEm: number; shiftEm: number };

export function shapeThaiRuns(line: string): TTextRun[] {
  const runs: TTextRun[] = [];
  let plain = '';
  let base = '';
  let previous = '';
  for (const char of line) {
    const isMark = TONE_MARK.test(char) || UPPER_VOWEL.test(char);
    const lift = TONE_MARK.test(char) && UPPER_VOWEL.test(previous) ? MARK_LIFT_EM : 0;
    const shift = isMark && TALL_CONSONANT.test(base) ? TALL_SHIFT_EM : 0;
    if (lift === 0 && shift === 0) {
      plain += char;
    } else {
      if (plain) runs.push({ text: plain, liftEm: 0, shiftEm: 0 });
      plain = '';
      runs.push({ text: char, liftEm: lift, shiftEm: shift });
    }
    if (!isMark) base = char;
    previous = char;
  }
  if (plain) runs.push({ text: plain, liftEm: 0, shiftEm: 0 });
  return runs;
}

const words = new Intl.Segmenter('th', { granularity: 'word' });
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Lines of at most `maxWidth` as `measure` counts it. Breaks between words, Thai words included (Thai
 * writes no spaces between them); a word wider than a line is broken between characters, never inside one.
 */
export function wrapText(text: string, maxWidth: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    const push = () => {
      if (line.trim()) lines.push(line.trimEnd());
      line = '';
    };
    for (const { segment } of words.segment(paragraph)) {
      if (measure(line + segment) <= maxWidth) {
        line += segment;
        continue;
      }
      push();
      if (/^\s+$/.test(segment)) continue;
      if (measure(segment) <= maxWidth) {
        line = segment;
        continue;
      }
      for (const { segment: character } of graphemes.segment(segment)) {
        if (line && measure(line + character) > maxWidth) push();
        line += character;
      }
    }
    push();
  }
  return lines;
}

/** Characters the embedded font lacks, written out. */
const SUBSTITUTES: Record<string, string> = { '₩': 'KRW ', '₹': 'INR ', '→': '-', '✓': 'v' };

/**
 * Text the PDF's font can draw. With the Thai font, only the few symbols it lacks are written out;
 * without it (the font failed to load) the built-in font draws Latin-1 only, so each Thai run reads
 * '[Thai]' and any other character outside Latin-1 '?'.
 */
export function pdfSafeText(text: string, hasThaiFont: boolean): string {
  const substituted = text.replace(/[₩₹→✓]/g, (char) => SUBSTITUTES[char] ?? char);
  if (hasThaiFont) return substituted;
  return substituted
    .replace(/[\u0E00-\u0E7F]+(?:\s+[\u0E00-\u0E7F]+)*/g, '[Thai]')
    .replace(/[–—]/g, '-')
    .replace(/…/g, '...')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[^\t\n\u0020-\u00FF]/g, '?');
}

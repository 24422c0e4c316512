import { describe, expect, it } from 'vitest';
import { MARK_LIFT_EM, pdfSafeText, shapeThaiRuns, TALL_SHIFT_EM, wrapText } from './pdf-text';

describe('shapeThaiRuns', () => {
  it('leaves Latin text and Thai without stacked marks as one run', () => {
    expect(shapeThaiRuns('Bangkok 3 days')).toEqual([{ text: 'Bangkok 3 days', liftEm: 0, shiftEm: 0 }]);
    expect(shapeThaiRuns('ทัวร์ ไก่')).toEqual([{ text: 'ทัวร์ ไก่', liftEm: 0, shiftEm: 0 }]);
  });

  it('lifts a tone mark that follows an upper vowel', () => {
    expect(shapeThaiRuns('ที่นี่')).toEqual([
      { text: 'ที', liftEm: 0, shiftEm: 0 },
      { text: '่', liftEm: MARK_LIFT_EM, shiftEm: 0 },
      { text: 'นี', liftEm: 0, shiftEm: 0 },
      { text: '่', liftEm: MARK_LIFT_EM, shiftEm: 0 },
    ]);
  });

  it('moves marks over a tall consonant to the left', () => {
    expect(shapeThaiRuns('ปี่')).toEqual([
      { text: 'ป', liftEm: 0, shiftEm: 0 },
      { text: 'ี', liftEm: 0, shiftEm: TALL_SHIFT_EM },
      { text: '่', liftEm: MARK_LIFT_EM, shiftEm: TALL_SHIFT_EM },
    ]);
  });

  it('keeps every character in order', () => {
    const line = 'Tour ทั้งหมด ฟ้า ปั่น 2026';
    expect(
      shapeThaiRuns(line)
        .map((run) => run.text)
        .join(''),
    ).toBe(line);
  });
});

describe('wrapText', () => {
  const measure = (text: string) => Array.from(new Intl.Segmenter().segment(text)).length;

  it('breaks between words within the width', () => {
    expect(wrapText('one two three four', 9, measure)).toEqual(['one two', 'three', 'four']);
  });

  it('breaks Thai between words though it has no spaces', () => {
    const lines = wrapText('สวัสดีครับยินดีต้อนรับ', 8, measure);
    expect(lines.join('')).toBe('สวัสดีครับยินดีต้อนรับ');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(measure(line)).toBeLessThanOrEqual(8);
  });

  it('breaks a word longer than a line between characters, never inside a Thai syllable', () => {
    expect(wrapText('abcdefghij', 4, measure)).toEqual(['abcd', 'efgh', 'ij']);
    const lines = wrapText('ที่ที่ที่ที่ที่', 2, measure);
    expect(lines).toEqual(['ที่ที่', 'ที่ที่', 'ที่']);
  });

  it('keeps line breaks the text has and drops empty lines', () => {
    expect(wrapText('first\n\nsecond', 20, measure)).toEqual(['first', 'second']);
  });
});

describe('pdfSafeText', () => {
  it('writes out the symbols the font lacks', () => {
    expect(pdfSafeText('₩12,000 → ₹500', true)).toBe('KRW 12,000 - INR 500');
  });

  it('keeps Thai with the Thai font and marks it without', () => {
    expect(pdfSafeText('ทัวร์ เชียงใหม่ Tour…', true)).toBe('ทัวร์ เชียงใหม่ Tour…');
    expect(pdfSafeText('ทัวร์ เชียงใหม่ – Tour… 東京', false)).toBe('[Thai] - Tour... ??');
  });
});

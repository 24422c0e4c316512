import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildSku,
  nextSkuSuffix,
  randomSkuSuffix,
  SKU_SUFFIX_COUNT,
  skuPrefix,
  skuSuffix,
  skuSuffixIndex,
} from './sku';

const krabi = {
  companyName: 'Siam Horizon Travel',
  arrivalCode: 'MLE',
  durationDays: 9,
  airlineCode: 'TG',
  firstDate: '2027-03-05',
};

describe('buildSku', () => {
  it('joins company, arrival, duration, airline, month, day and suffix', () => {
    expect(buildSku(krabi)).toBe('SIAMLE09TG030500');
  });

  it('drops spaces before taking the first three letters and takes the given suffix', () => {
    expect(
      buildSku({
        companyName: 'a b c d',
        arrivalCode: 'KIX',
        durationDays: 12,
        airlineCode: 'JL',
        firstDate: '2027-11-30',
        suffix: 'A0',
      }),
    ).toBe('ABCKIX12JL1130A0');
  });

  it('is the prefix plus the suffix', () => {
    expect(buildSku({ ...krabi, suffix: '07' })).toBe(`${skuPrefix(krabi)}07`);
  });
});

describe('SKU suffix sequence', () => {
  it('runs 00-99, then A0-AZ, B0 … ZZ, 1036 in all', () => {
    expect(skuSuffix(0)).toBe('00');
    expect(skuSuffix(99)).toBe('99');
    expect(skuSuffix(100)).toBe('A0');
    expect(skuSuffix(109)).toBe('A9');
    expect(skuSuffix(110)).toBe('AA');
    expect(skuSuffix(135)).toBe('AZ');
    expect(skuSuffix(136)).toBe('B0');
    expect(skuSuffix(1035)).toBe('ZZ');
    expect(SKU_SUFFIX_COUNT).toBe(1036);
    expect(skuSuffix(1036)).toBeNull();
    expect(skuSuffix(-1)).toBeNull();
  });

  it('gives distinct two-character suffixes whose index reads back (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: SKU_SUFFIX_COUNT - 1 }), (index) => {
        const suffix = skuSuffix(index);
        expect(suffix).toHaveLength(2);
        expect(skuSuffixIndex(suffix as string)).toBe(index);
      }),
    );
  });

  it('keeps its order: a later index never sorts before an earlier one within each run (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: SKU_SUFFIX_COUNT - 2 }),
        fc.integer({ min: 1, max: SKU_SUFFIX_COUNT - 1 }),
        (a, step) => {
          const b = Math.min(SKU_SUFFIX_COUNT - 1, a + step);
          fc.pre(b > a);
          expect(skuSuffixIndex(skuSuffix(b) as string)).toBeGreaterThan(
            skuSuffixIndex(skuSuffix(a) as string) as number,
          );
          // Digits before letters in ASCII, so the suffixes also sort as strings.
          expect((skuSuffix(b) as string) > (skuSuffix(a) as string)).toBe(true);
        },
      ),
    );
  });

  it('reads no index from text that is not a suffix', () => {
    expect(skuSuffixIndex('a0')).toBeNull();
    expect(skuSuffixIndex('0A')).toBeNull();
    expect(skuSuffixIndex('123')).toBeNull();
  });
});

describe('nextSkuSuffix', () => {
  const prefix = skuPrefix(krabi);

  it('takes the first suffix nobody uses, ignoring other prefixes and odd lengths', () => {
    expect(nextSkuSuffix(prefix, [])).toBe('00');
    expect(nextSkuSuffix(prefix, [`${prefix}00`, `${prefix}01`, `${prefix}03`, `X${prefix}02`, `${prefix}02X`])).toBe(
      '02',
    );
  });

  it('goes on to A0 after 99 and gives up after ZZ', () => {
    const numeric = Array.from({ length: 100 }, (_, index) => `${prefix}${skuSuffix(index)}`);
    expect(nextSkuSuffix(prefix, numeric)).toBe('A0');
    const all = Array.from({ length: SKU_SUFFIX_COUNT }, (_, index) => `${prefix}${skuSuffix(index)}`);
    expect(nextSkuSuffix(prefix, all)).toBeNull();
  });

  it('falls back to a random two-digit suffix', () => {
    expect(randomSkuSuffix(() => 0)).toBe('00');
    expect(randomSkuSuffix(() => 0.999)).toBe('99');
    expect(randomSkuSuffix(() => 0.42)).toBe('42');
  });
});

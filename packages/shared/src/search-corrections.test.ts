import { describe, expect, it } from 'vitest';
import { correctionWordsOf, nearestWord, wordSimilarity } from './search-corrections';

describe('search corrections', () => {
  it('measures similarity as pg_trgm does', () => {
    // pg_trgm: similarity('santorini', 'santorni') = 0.5833333, similarity('kyoto', 'kyotto') = 0.625.
    expect(wordSimilarity('santorini', 'santorni')).toBeCloseTo(0.5833333, 6);
    expect(wordSimilarity('kyoto', 'kyotto')).toBe(0.625);
    expect(wordSimilarity('kyoto', 'kyoto')).toBe(1);
    expect(wordSimilarity('abc', 'xyz')).toBe(0);
  });

  it('offers the most similar word, the first alphabetically on a tie, and none below the threshold', () => {
    expect(nearestWord('santorni', ['sunset', 'santorini', 'sardinia'])).toBe('santorini');
    expect(nearestWord('kyotto', ['kyoto', 'tokyo'])).toBe('kyoto');
    expect(nearestWord('abcd', ['abce', 'abcf'])).toBe('abce');
    expect(nearestWord('zzzzz', ['kyoto', 'tokyo'])).toBeNull();
    expect(nearestWord('kyoto', [])).toBeNull();
  });

  it("takes a search text's Latin words of three letters or more as the dictionary", () => {
    expect(correctionWordsOf('old town of kyoto, japan เกียวโต 7 ok')).toEqual(['old', 'town', 'kyoto', 'japan']);
  });
});

import { describe, expect, it } from 'vitest';
import { keptBy } from './kept';

describe('keptBy', () => {
  it('makes each key’s value once and hands the same one back after', () => {
    const made: string[] = [];
    const formatter = keptBy((key) => {
      made.push(key);
      return { key };
    });
    const first = formatter('th UTC');
    expect(formatter('th UTC')).toBe(first);
    expect(formatter('en UTC')).not.toBe(first);
    expect(made).toEqual(['th UTC', 'en UTC']);
  });
});

import { describe, expect, it } from 'vitest';
import { parseFavourites, toggleFavourite } from './favourites';

describe('favourites', () => {
  it('reads a stored list of tour ids', () => {
    expect(parseFavourites('["a","b","a"]')).toEqual(['a', 'b']);
  });

  it('ignores anything that is not a list of ids', () => {
    expect(parseFavourites(null)).toEqual([]);
    expect(parseFavourites('{oops')).toEqual([]);
    expect(parseFavourites('{"a":1}')).toEqual([]);
    expect(parseFavourites('["a",3,null]')).toEqual(['a']);
  });

  it('toggles one id in and out', () => {
    expect(toggleFavourite(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleFavourite(['a', 'b'], 'a')).toEqual(['b']);
  });
});

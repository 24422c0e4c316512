import { describe, expect, it } from 'vitest';
import { pathInLanguage } from './page-meta';

describe('a page’s address in a language', () => {
  it('is the page’s own address in English, and adds ?lang= in Thai, beside its query', () => {
    expect(pathInLanguage('/tours?destination=Bali', 'en')).toBe('/tours?destination=Bali');
    expect(pathInLanguage('/tours?destination=Bali', 'th')).toBe('/tours?destination=Bali&lang=th');
    expect(pathInLanguage('/', 'th')).toBe('/?lang=th');
  });
});

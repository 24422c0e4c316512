import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage } from './languages';

describe('the language an Accept-Language header prefers', () => {
  it.each([
    ['th-TH,th;q=0.9,en-US;q=0.8,en;q=0.7', 'th'],
    ['en-US,en;q=0.9', 'en'],
    ['th', 'th'],
    ['de-DE,de;q=0.9,th;q=0.5,en;q=0.8', 'en'],
    ['fr;q=1, TH-th;q=0.3', 'th'],
    ['en;q=0, th;q=0.1', 'th'],
    ['de-DE,fr', null],
    ['', null],
    [undefined, null],
    ['*', null],
  ])('%s → %s', (header, language) => {
    expect(languageFromAcceptLanguage(header)).toBe(language);
  });
});

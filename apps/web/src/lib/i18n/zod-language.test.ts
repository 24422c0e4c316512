import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { setZodLanguage } from './zod-language';

describe('zod’s own messages in the visitor’s language', () => {
  afterEach(() => setZodLanguage('en'));

  it('are Thai for a Thai visitor and English again after switching back', () => {
    const schema = z.string().max(3);
    setZodLanguage('th');
    expect(schema.safeParse('abcdef').error?.issues[0]?.message).toMatch(/[\u0E00-\u0E7F]/);
    setZodLanguage('en');
    expect(schema.safeParse('abcdef').error?.issues[0]?.message).toBe(
      'Too big: expected string to have <=3 characters',
    );
  });
});

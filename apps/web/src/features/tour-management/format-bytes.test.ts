import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('reads bytes, kilobytes and megabytes in powers of 1024', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1024)).toBe('1.0 KB');
    expect(formatBytes(14_540)).toBe('14.2 KB');
    expect(formatBytes(3 * 1024 * 1024 + 100_000)).toBe('3.1 MB');
  });
});

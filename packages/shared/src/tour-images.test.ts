import { describe, expect, it } from 'vitest';
import { checkImageFile, tourImageEncodingPlan, ZImageFromUrlRequest } from './tour-images';

const MB = 1024 * 1024;

describe('tourImageEncodingPlan', () => {
  it('scales a gallery image over 1200 px or over 1 MB to 1200 px at quality 0.85', () => {
    const optimise = { fit: { width: 1200, height: 1200 }, qualities: [0.85], maxBytes: null };
    expect(tourImageEncodingPlan('gallery', { sizeBytes: 500_000, width: 3000, height: 2000 })).toEqual(optimise);
    expect(tourImageEncodingPlan('gallery', { sizeBytes: 500_000, width: 900, height: 1201 })).toEqual(optimise);
    expect(tourImageEncodingPlan('gallery', { sizeBytes: MB + 1, width: 800, height: 600 })).toEqual(optimise);
  });

  it('leaves a small gallery image at its size (re-encoded all the same)', () => {
    const plan = tourImageEncodingPlan('gallery', { sizeBytes: MB, width: 1200, height: 800 });
    expect(plan.fit).toBeNull();
    expect(plan.qualities).toHaveLength(1);
  });

  it('fits a thumbnail into 400x300 with quality 0.9 down to 0.5 under 1 MB', () => {
    expect(tourImageEncodingPlan('thumbnail', { sizeBytes: 100, width: 10, height: 10 })).toEqual({
      fit: { width: 400, height: 300 },
      qualities: [0.9, 0.8, 0.7, 0.6, 0.5],
      maxBytes: MB,
    });
  });
});

describe('checkImageFile', () => {
  it('takes JPEG, JPG, PNG and WebP up to 5 MB', () => {
    expect(checkImageFile({ name: 'a.jpg', type: 'image/jpeg', size: 5 * MB })).toBeNull();
    expect(checkImageFile({ name: 'a.jpg', type: 'image/jpg', size: 10 })).toBeNull();
    expect(checkImageFile({ name: 'a.webp', type: '', size: 10 })).toBeNull();
    expect(checkImageFile({ name: 'a.PNG', type: '', size: 10 })).toBeNull();
  });

  it('names what is wrong: the type (an empty file too) or the size', () => {
    expect(checkImageFile({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe('type');
    expect(checkImageFile({ name: 'a.txt', type: '', size: 10 })).toBe('type');
    expect(checkImageFile({ name: 'a.jpg', type: 'image/jpeg', size: 0 })).toBe('type');
    expect(checkImageFile({ name: 'a.jpg', type: 'image/jpeg', size: 5 * MB + 1 })).toBe('size');
  });
});

describe('ZImageFromUrlRequest', () => {
  it('takes http and https addresses, trimmed, and refuses others with the spec message', () => {
    expect(ZImageFromUrlRequest.parse({ url: ' https://example.com/a.jpg ', purpose: 'gallery' }).url).toBe(
      'https://example.com/a.jpg',
    );
    for (const url of ['ftp://example.com/a.jpg', 'javascript:alert(1)', 'example.com/a.jpg', '']) {
      const result = ZImageFromUrlRequest.safeParse({ url, purpose: 'gallery' });
      expect(result.error?.issues[0]?.message, url).toBe('Please enter a valid URL');
    }
  });
});

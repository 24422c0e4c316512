import { describe, expect, it } from 'vitest';
import { formatFileSize, validateSlip } from './slip';

describe('payment slip check in the browser', () => {
  it('needs a slip', () => {
    expect(validateSlip(null)).toBe('Please upload your payment slip');
  });

  it('takes JPEG, PNG or PDF only', () => {
    expect(validateSlip({ name: 'slip.png', type: 'image/png', size: 1000 })).toBeNull();
    expect(validateSlip({ name: 'slip.jpg', type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(validateSlip({ name: 'slip.pdf', type: 'application/pdf', size: 1000 })).toBeNull();
    expect(validateSlip({ name: 'slip.pdf', type: '', size: 1000 })).toBeNull();
    expect(validateSlip({ name: 'slip.gif', type: 'image/gif', size: 1000 })).toBe(
      'Please upload only JPEG, PNG, or PDF files',
    );
    expect(validateSlip({ name: 'slip.txt', type: '', size: 1000 })).toBe('Please upload only JPEG, PNG, or PDF files');
  });

  it('takes at most 5 MB', () => {
    expect(validateSlip({ name: 'slip.png', type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(validateSlip({ name: 'slip.png', type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe(
      'File size must be less than 5MB',
    );
  });

  it('writes sizes for people', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(6 * 1024 * 1024)).toBe('6.0 MB');
  });
});

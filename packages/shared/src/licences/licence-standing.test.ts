import { describe, expect, it } from 'vitest';
import { licenceName, tourPublicationBlock, tourPublicationRefusal } from './licence-standing';

const verified = {
  licenseId: '11/12345',
  documentType: 'TAT',
  status: 'ปกติ',
  kycStatus: 'verified',
  expiryDate: '2027-01-01',
};

describe('whether a company licence lets its tours go live', () => {
  it('lets a verified licence in force publish, through its expiry day', () => {
    expect(tourPublicationBlock(verified, '2026-06-01')).toBeNull();
    expect(tourPublicationBlock(verified, '2027-01-01')).toBeNull();
    expect(tourPublicationBlock({ ...verified, expiryDate: null }, '2026-06-01')).toBeNull();
  });

  it('names the reason: suspended, then expired (by status or date), then not verified', () => {
    expect(tourPublicationBlock({ ...verified, status: 'ระงับ', kycStatus: 'pending' }, '2026-06-01')).toBe('suspended');
    expect(tourPublicationBlock({ ...verified, status: 'หมดอายุตามกฎหมาย' }, '2026-06-01')).toBe('expired');
    expect(tourPublicationBlock(verified, '2027-01-02')).toBe('expired');
    for (const kycStatus of ['pending', 'rejected', 'pending_email_verification']) {
      expect(tourPublicationBlock({ ...verified, kycStatus }, '2026-06-01')).toBe('not_verified');
    }
  });

  it('says which licence and why in the refusal', () => {
    expect(tourPublicationRefusal('expired', verified)).toBe(
      "This tour cannot go live: the company's DOT licence 11/12345 has expired.",
    );
    expect(tourPublicationRefusal('suspended', verified)).toContain('is suspended');
    expect(tourPublicationRefusal('not_verified', verified)).toContain('is not verified yet');
  });

  it('names a licence the same way in each language', () => {
    expect(licenceName(verified, 'en')).toBe('DOT licence 11/12345');
    expect(licenceName({ licenseId: '11/12345', documentType: 'DOT' }, 'th')).toBe(
      'ใบอนุญาตประกอบการขนส่ง เลขที่ 11/12345',
    );
  });
});

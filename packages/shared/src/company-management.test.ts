import { describe, expect, it } from 'vitest';
import {
  companyNameIn,
  daysUntil,
  isLicenceExpired,
  kycStatusBadge,
  licenceQueueReasons,
  licenceStatusBadge,
  qualifyStatusBadge,
  resubmissionPath,
  ZRejectLicenceRequest,
  ZResubmitLicenceRequest,
} from './company-management';

describe('company statuses (3-admin.md section 4)', () => {
  it('labels and colours the licence statuses and our own pending one; any other value is plain text', () => {
    expect(licenceStatusBadge('ปกติ')).toEqual({ label: 'ปกติ', tone: 'green' });
    expect(licenceStatusBadge('ระงับ')).toEqual({ label: 'ระงับ', tone: 'red' });
    expect(licenceStatusBadge('หมดอายุ')).toEqual({ label: 'หมดอายุ', tone: 'yellow' });
    expect(licenceStatusBadge('หมดอายุตามกฎหมาย')).toEqual({ label: 'หมดอายุตามกฎหมาย', tone: 'amber' });
    expect(licenceStatusBadge('pending_email_verification')).toEqual({ label: 'รอยืนยันทางอีเมล', tone: 'yellow' });
    expect(kycStatusBadge('pending_email_verification')).toEqual({ label: 'รอยืนยันทางอีเมล', tone: 'yellow' });
    expect(licenceStatusBadge('ยกเลิก')).toEqual({ label: 'ยกเลิก', tone: 'plain' });
    expect(licenceStatusBadge('toString')).toEqual({ label: 'toString', tone: 'plain' });
  });

  it('names the KYC and submission statuses in Thai', () => {
    expect([kycStatusBadge('verified'), kycStatusBadge('pending'), kycStatusBadge('rejected')]).toEqual([
      { label: 'ยืนยันแล้ว', tone: 'green' },
      { label: 'รอตรวจสอบ', tone: 'yellow' },
      { label: 'ไม่ผ่าน', tone: 'red' },
    ]);
    expect(qualifyStatusBadge('qualified').label).toBe('ผ่าน');
    expect(qualifyStatusBadge('pending').label).toBe('รอตรวจสอบ');
    expect(qualifyStatusBadge('rejected').label).toBe('ไม่ผ่าน');
    expect(kycStatusBadge(null)).toEqual({ label: '-', tone: 'plain' });
  });
});

describe('licence dates (DESIGN decision 25)', () => {
  it('counts whole days to the expiry date, across months and years', () => {
    expect(daysUntil('2026-07-20', '2026-06-01')).toBe(49);
    expect(daysUntil('2027-01-01', '2026-12-31')).toBe(1);
    expect(daysUntil('2026-06-01', '2026-06-02')).toBe(-1);
  });

  it('keeps a licence valid through its expiry date', () => {
    expect(isLicenceExpired('2026-07-20', '2026-07-20')).toBe(false);
    expect(isLicenceExpired('2026-07-20', '2026-07-21')).toBe(true);
    expect(isLicenceExpired(null, '2030-01-01')).toBe(false);
  });

  it('queues licences awaiting review, expiring within 60 days, or expired', () => {
    const today = '2026-06-01';
    expect(licenceQueueReasons({ kycStatus: 'pending', expiryDate: '2028-01-01' }, today)).toEqual(['pending_review']);
    expect(licenceQueueReasons({ kycStatus: 'verified', expiryDate: '2026-07-31' }, today)).toEqual(['expiring']);
    expect(licenceQueueReasons({ kycStatus: 'verified', expiryDate: '2026-08-01' }, today)).toEqual([]);
    expect(licenceQueueReasons({ kycStatus: 'pending', expiryDate: '2026-05-31' }, today)).toEqual([
      'pending_review',
      'expired',
    ]);
  });
});

describe('company requests', () => {
  it('links a resubmission to /submit-company with the company and the licence', () => {
    expect(resubmissionPath('c0ffee00-0000-4000-8000-000000000000', '11/12345')).toBe(
      '/submit-company?company_id=c0ffee00-0000-4000-8000-000000000000&license_id=11%2F12345',
    );
  });

  it('asks for a company id and a licence number, and a reason to reject', () => {
    expect(ZResubmitLicenceRequest.safeParse({ companyId: 'nope', licenseId: '11/12345' }).success).toBe(false);
    const blank = ZRejectLicenceRequest.safeParse({ licenseId: '11/12345', reason: '  ' });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0]?.message).toBe('Please provide a rejection reason');
    expect(ZRejectLicenceRequest.parse({ licenseId: ' 11/12345 ', reason: ' Blurred ' })).toEqual({
      licenseId: '11/12345',
      reason: 'Blurred',
    });
  });
});

describe('companyNameIn', () => {
  it('names a company in the reader’s language where it has a name in it, else in the other', () => {
    const both = { nameTh: 'สยามฮอไรซัน', nameEn: 'Siam Horizon' };
    expect(companyNameIn(both, 'th')).toBe('สยามฮอไรซัน');
    expect(companyNameIn(both, 'en')).toBe('Siam Horizon');
    expect(companyNameIn({ nameTh: null, nameEn: 'Siam Horizon' }, 'th')).toBe('Siam Horizon');
    expect(companyNameIn({ nameTh: 'สยามฮอไรซัน', nameEn: null }, 'en')).toBe('สยามฮอไรซัน');
    expect(companyNameIn({ nameTh: null, nameEn: null }, 'en')).toBeNull();
  });
});

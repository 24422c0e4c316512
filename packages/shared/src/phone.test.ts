import { describe, expect, it } from 'vitest';
import { joinMobileNumber, splitMobileNumber, ZUpdateProfileRequest } from './account';
import { ZBookingGuest } from './booking-form';
import { ZContactInfo } from './payments';
import { formatPhone, isValidPhone, normalisePhone, PHONE_MESSAGES } from './phone';

describe('normalisePhone (decision 19)', () => {
  it('reads the common Thai formats as Thai numbers and returns E.164', () => {
    expect(normalisePhone('081 234 5678')).toBe('+66812345678');
    expect(normalisePhone('0812345678')).toBe('+66812345678');
    expect(normalisePhone('081-234-5678')).toBe('+66812345678');
    expect(normalisePhone('+66 (81) 234-5678')).toBe('+66812345678');
    expect(normalisePhone('  +66812345678 ')).toBe('+66812345678');
  });

  it('takes a Bangkok landline', () => {
    expect(normalisePhone('(02) 123 4567')).toBe('+6621234567');
  });

  it('keeps a number that carries its own country code', () => {
    expect(normalisePhone('+1 415 555 2671')).toBe('+14155552671');
    expect(normalisePhone('+44 7911 123456')).toBe('+447911123456');
  });

  it('reads the number for the chosen country or calling-code prefix', () => {
    expect(normalisePhone('(415) 555-2671', 'US')).toBe('+14155552671');
    expect(normalisePhone('07911 123456', '+44')).toBe('+447911123456');
    expect(normalisePhone('081 234 5678', '+66')).toBe('+66812345678');
  });

  it('refuses garbage, letters and numbers that are too short', () => {
    for (const text of ['', '   ', 'garbage', 'abc081 234 5678', '12ab', '0812', '12345', '081 234 567', '+', '()']) {
      expect(normalisePhone(text), text).toBeNull();
      expect(isValidPhone(text), text).toBe(false);
    }
  });

  it('formats a stored number for reading and leaves anything else as it is', () => {
    expect(formatPhone('+66812345678')).toBe('+66 81 234 5678');
    expect(formatPhone('not a number')).toBe('not a number');
  });
});

describe('every phone field uses the rule', () => {
  const contact = { fullName: 'Ada', email: 'ada@example.test', cardholderName: '' };

  it('payment contact: E.164 out, the spec messages for empty and invalid', () => {
    expect(ZContactInfo.parse({ ...contact, phone: '081 234 5678' }).phone).toBe('+66812345678');
    const messages = (phone: string) =>
      ZContactInfo.safeParse({ ...contact, phone }).error?.issues.map((issue) => issue.message);
    expect(messages('')).toEqual([PHONE_MESSAGES.required]);
    expect(messages('12345')).toEqual([PHONE_MESSAGES.invalid]);
  });

  it('booking guest phone and optional emergency phone', () => {
    const guest = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.test',
      phone: '(02) 123 4567',
      dateOfBirth: '1990-01-01',
      nationality: 'Thailand',
    };
    const parsed = ZBookingGuest.parse({ ...guest, emergencyContactPhone: '081 234 5678' });
    expect(parsed.phone).toBe('+6621234567');
    expect(parsed.emergencyContactPhone).toBe('+66812345678');
    expect(ZBookingGuest.parse({ ...guest, emergencyContactPhone: '' }).emergencyContactPhone).toBeUndefined();
    const bad = ZBookingGuest.safeParse({ ...guest, phone: 'call me', emergencyContactPhone: '0812' });
    expect(bad.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['phone', PHONE_MESSAGES.invalid],
      ['emergencyContactPhone', PHONE_MESSAGES.invalid],
    ]);
  });

  it('profile mobile: the prefix is the country chooser, stored in E.164', () => {
    expect(joinMobileNumber('+66', '081 234 5678')).toBe('+66812345678');
    expect(joinMobileNumber('+44', '7911 123456')).toBe('+447911123456');
    expect(joinMobileNumber('+66', '  ')).toBeNull();
    expect(splitMobileNumber('+66812345678')).toEqual({ prefix: '+66', number: '081 234 5678' });
    expect(splitMobileNumber(null)).toEqual({ prefix: '+66', number: '' });
    const profile = { username: 'Mali', marketingSubscription: true, marketingPreference: 'email' as const };
    expect(ZUpdateProfileRequest.safeParse({ ...profile, mobileNumber: '081 234 5678' }).success).toBe(true);
    expect(ZUpdateProfileRequest.safeParse({ ...profile, mobileNumber: '' }).success).toBe(true);
    const bad = ZUpdateProfileRequest.safeParse({ ...profile, username: '', mobileNumber: '12ab' });
    expect(bad.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['username', 'mobileNumber']);
  });
});

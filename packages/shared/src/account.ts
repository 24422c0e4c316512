import { z } from 'zod';
import type { TRole } from './roles';

export const DEFAULT_PHONE_PREFIX = '+66';
export const PHONE_PREFIXES = ['+66', '+1', '+44', '+61', '+65', '+60', '+62', '+63', '+81', '+82', '+84', '+86', '+91', '+33', '+49', '+39', '+34', '+971'] as const;

export const PROFILE_MESSAGES = {
  updated: 'Personal information updated successfully',
  updateFailed: 'Failed to update personal information',
  mobileInvalid: 'Please enter a valid phone number',
} as const;

/** Stored as prefix plus number ('+66812345678'); an empty number is stored as null. */
export function joinMobileNumber(prefix: string, number: string): string | null {
  const digits = number.replace(/[\s\-()]/g, '').replace(/^0+/, '');
  return digits ? `${prefix}${digits}` : null;
}

/** Splits a stored number back into the prefix select and the number field. */
export function splitMobileNumber(stored: string | null | undefined): { prefix: string; number: string } {
  if (!stored) return { prefix: DEFAULT_PHONE_PREFIX, number: '' };
  const prefix = [...PHONE_PREFIXES].sort((a, b) => b.length - a.length).find((p) => stored.startsWith(p));
  return prefix ? { prefix, number: stored.slice(prefix.length) } : { prefix: DEFAULT_PHONE_PREFIX, number: stored };
}

export const ZUpdateProfileRequest = z.object({
  username: z.string().trim().min(1, 'Display name is required').max(80),
  mobilePrefix: z.enum(PHONE_PREFIXES).default(DEFAULT_PHONE_PREFIX),
  mobileNumber: z
    .string()
    .trim()
    .max(20)
    .refine((value) => value === '' || /^[\d\s\-()]{4,20}$/.test(value), PROFILE_MESSAGES.mobileInvalid)
    .default(''),
  marketingSubscription: z.boolean(),
  marketingPreference: z.enum(['email', 'phone', 'both']),
});
export type TUpdateProfileRequest = z.input<typeof ZUpdateProfileRequest>;

export type TProfile = {
  id: string;
  email: string;
  username: string;
  role: TRole;
  mobileNumber: string | null;
  marketingSubscription: boolean;
  marketingPreference: 'email' | 'phone' | 'both';
  createdAt: string;
};

export type TBusinessInformation = {
  tatLicense: string | null;
  traderId: string | null;
  companyNameTh: string | null;
  companyNameEn: string | null;
  phoneNumber: string | null;
  companyEmail: string | null;
  companyWebsite: string | null;
  companyStatus: string | null;
  companyAddress: string | null;
};

/** Licence status 'ปกติ' (normal) shows green; any other value red. */
export const NORMAL_COMPANY_STATUS = 'ปกติ';

export type TAccountBooking = {
  id: string;
  reference: string;
  status: string;
  paymentStatus: string;
  paymentMethod: string;
  totalAmount: number;
  currency: string;
  numberOfGuests: number;
  bookingDate: string;
  specialRequests: string | null;
  cancellationDate: string | null;
  cancellationReason: string | null;
  tour: { slug: string; title: string; location: string; country: string; thumbnailUrl: string | null };
  date: { id: string; startDate: string; endDate: string };
  guests: Array<{ firstName: string; lastName: string; email: string; phone: string; nationality: string; dateOfBirth: string }>;
  payments: Array<{ method: string; status: string; amount: number; currency: string; createdAt: string }>;
};

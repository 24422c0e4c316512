import { z } from 'zod';
import type { TLanguage } from './languages';

/** A company's name as a reader reads it: in their language where the company gave one, else the other; null: none. */
export function companyNameIn(company: { nameTh: string | null; nameEn: string | null }, language: TLanguage) {
  return (language === 'th' ? (company.nameTh ?? company.nameEn) : (company.nameEn ?? company.nameTh)) ?? null;
}

/**
 * The company panel (3-admin.md sections 2, 4, 6-9), the licence watch and the administrators' licence
 * queue (DESIGN decision 25).
 */
export const COMPANY_MESSAGES = {
  loginRequired: 'คุณต้องเข้าสู่ระบบก่อน',
  noPermission: 'คุณไม่มีสิทธิ์เข้าถึงหน้านี้',
  permissionsUnverified: 'ไม่สามารถตรวจสอบสิทธิ์ได้',
  loadFailed: 'ไม่สามารถโหลดข้อมูลบริษัทได้',
  resubmitting: 'กำลังดำเนินการส่งเอกสารใหม่',
  resubmitFailed: 'เกิดข้อผิดพลาด',
  companyNotFound: 'ไม่พบบริษัท',
  licenceNotOfCompany: 'ใบอนุญาตนี้ไม่ใช่ของบริษัทนี้',
  /** Resubmission uploads the licence again as its company's user: an administrator viewing it cannot. */
  resubmitOwnOnly: 'เฉพาะผู้ใช้ของบริษัทนี้เท่านั้นที่ส่งเอกสารใหม่ได้',
} as const;

export const LICENCE_REVIEW_MESSAGES = {
  loadFailed: 'Failed to load licences',
  notFound: 'Licence not found',
  reasonRequired: 'Please provide a rejection reason',
  /** What the administrator is told after a decision: which licence, and who was told what. */
  approved: (licence: string, company: string) =>
    `${licence} approved. ${company} has been told by e-mail, and its tours can now be approved to go live.`,
  rejected: (licence: string, company: string) =>
    `${licence} rejected. ${company} has been told the reason by e-mail and can upload the document again.`,
  notReviewable: 'This licence is not awaiting review.',
} as const;

/** Reminder e-mails this many days before a licence expires, each once per expiry date. */
export const LICENCE_REMINDER_DAYS = [60, 30, 7] as const;

/** The admin queue lists licences expiring within this many days (and expired ones). */
export const LICENCE_EXPIRING_WITHIN_DAYS = 60;

/** The history tab's length (3-admin.md section 9). */
export const LICENCE_HISTORY_LIMIT = 10;

export type TStatusTone = 'green' | 'red' | 'yellow' | 'amber' | 'plain';
export type TStatusBadge = { label: string; tone: TStatusTone };

const LICENCE_STATUS_BADGES: Record<string, TStatusBadge> = {
  ปกติ: { label: 'ปกติ', tone: 'green' },
  ระงับ: { label: 'ระงับ', tone: 'red' },
  หมดอายุ: { label: 'หมดอายุ', tone: 'yellow' },
  หมดอายุตามกฎหมาย: { label: 'หมดอายุตามกฎหมาย', tone: 'amber' },
  // Our own value while the e-mailed confirmation is outstanding: named, not shown as its code.
  pending_email_verification: { label: 'รอยืนยันทางอีเมล', tone: 'yellow' },
};

const KYC_STATUS_BADGES: Record<string, TStatusBadge> = {
  verified: { label: 'ยืนยันแล้ว', tone: 'green' },
  pending: { label: 'รอตรวจสอบ', tone: 'yellow' },
  rejected: { label: 'ไม่ผ่าน', tone: 'red' },
  pending_email_verification: { label: 'รอยืนยันทางอีเมล', tone: 'yellow' },
};

const QUALIFY_STATUS_BADGES: Record<string, TStatusBadge> = {
  qualified: { label: 'ผ่าน', tone: 'green' },
  pending: { label: 'รอตรวจสอบ', tone: 'yellow' },
  rejected: { label: 'ไม่ผ่าน', tone: 'red' },
};

/** Any value the spec does not name is shown as plain text. */
const badgeOf = (badges: Record<string, TStatusBadge>, value: string | null): TStatusBadge =>
  (value !== null && Object.hasOwn(badges, value) ? badges[value] : undefined) ?? {
    label: value ?? '-',
    tone: 'plain',
  };

export const licenceStatusBadge = (status: string | null) => badgeOf(LICENCE_STATUS_BADGES, status);
export const kycStatusBadge = (status: string | null) => badgeOf(KYC_STATUS_BADGES, status);
export const qualifyStatusBadge = (status: string | null) => badgeOf(QUALIFY_STATUS_BADGES, status);

/** Whole days from `today` to `expiryDate` (both YYYY-MM-DD); negative once it has passed. */
export function daysUntil(expiryDate: string, today: string): number {
  return Math.round((Date.parse(`${expiryDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** A licence is valid through its expiry date and expired from the day after. */
export function isLicenceExpired(expiryDate: string | null, today: string): boolean {
  return expiryDate !== null && daysUntil(expiryDate, today) < 0;
}

/** Why a licence is in the administrators' queue. */
export type TLicenceQueueReason = 'pending_review' | 'expiring' | 'expired';

export function licenceQueueReasons(
  licence: { kycStatus: string; expiryDate: string | null },
  today: string,
): TLicenceQueueReason[] {
  const reasons: TLicenceQueueReason[] = [];
  if (licence.kycStatus === 'pending') reasons.push('pending_review');
  if (licence.expiryDate !== null) {
    const left = daysUntil(licence.expiryDate, today);
    if (left < 0) reasons.push('expired');
    else if (left <= LICENCE_EXPIRING_WITHIN_DAYS) reasons.push('expiring');
  }
  return reasons;
}

/** The submit-company link of a resubmission (3-admin.md section 2). */
export function resubmissionPath(companyId: string, licenseId: string): string {
  return `/submit-company?${new URLSearchParams({ company_id: companyId, license_id: licenseId }).toString()}`;
}

// ---------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------

const ZLicenseId = z
  .string({ error: LICENCE_REVIEW_MESSAGES.notFound })
  .trim()
  .min(1, LICENCE_REVIEW_MESSAGES.notFound)
  .max(40, LICENCE_REVIEW_MESSAGES.notFound);

export const ZCompanyParams = z.object({ companyId: z.uuid(COMPANY_MESSAGES.companyNotFound) });

export const ZResubmitLicenceRequest = z.object({
  companyId: z.uuid(COMPANY_MESSAGES.companyNotFound),
  licenseId: ZLicenseId,
});
export type TResubmitLicenceRequest = z.infer<typeof ZResubmitLicenceRequest>;

export const ZApproveLicenceRequest = z.object({ licenseId: ZLicenseId });
export type TApproveLicenceRequest = z.infer<typeof ZApproveLicenceRequest>;

export const ZRejectLicenceRequest = z.object({
  licenseId: ZLicenseId,
  reason: z
    .string({ error: LICENCE_REVIEW_MESSAGES.reasonRequired })
    .trim()
    .min(1, LICENCE_REVIEW_MESSAGES.reasonRequired)
    .max(2000),
});
export type TRejectLicenceRequest = z.infer<typeof ZRejectLicenceRequest>;

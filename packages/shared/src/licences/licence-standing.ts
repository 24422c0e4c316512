import { daysUntil } from '../company-management';
import { EXPIRED_LICENCE_STATUSES, LICENCE_STATUS } from './licence-status';

/**
 * A company's licence as the rule "a tour of a company whose licence is not verified, suspended or expired
 * cannot go live" reads it (issue 20; DESIGN decision 25).
 */
export type TLicenceStanding = {
  licenseId: string;
  documentType: string;
  status: string;
  kycStatus: string;
  expiryDate: string | null;
};

/** Why a company's tour may not be published. */
export type TTourPublicationBlock = 'suspended' | 'expired' | 'not_verified';

/** The most serious reason first: a suspended licence is suspended whatever its KYC says. */
export function tourPublicationBlock(licence: TLicenceStanding, today: string): TTourPublicationBlock | null {
  if (licence.status === LICENCE_STATUS.suspended) return 'suspended';
  if (EXPIRED_LICENCE_STATUSES.has(licence.status)) return 'expired';
  if (licence.expiryDate !== null && daysUntil(licence.expiryDate, today) < 0) return 'expired';
  if (licence.kycStatus !== 'verified') return 'not_verified';
  return null;
}

/**
 * The one name of a licence on every screen and e-mail: its kind and number. A tour business licence is
 * issued by the Department of Tourism, so it is the "DOT licence" (domain-facts section 1; "TAT licence" is a
 * misnomer), as the registration form labels it; the form's other type is the transport licence.
 */
export function licenceName(licence: { licenseId: string; documentType?: string | null }, language: 'en' | 'th') {
  const kind = licenceKind(licence.documentType, language);
  return language === 'th' ? `${kind} เลขที่ ${licence.licenseId}` : `${kind} ${licence.licenseId}`;
}

/** The kind of licence alone, where the number stands apart (a field of its own). */
export function licenceKind(documentType: string | null | undefined, language: 'en' | 'th') {
  const transport = documentType === 'DOT';
  if (language === 'th') return transport ? 'ใบอนุญาตประกอบการขนส่ง' : 'ใบอนุญาตประกอบธุรกิจนำเที่ยว';
  return transport ? 'Transport licence' : 'DOT licence';
}

/** The administrators' message for each block (admin screens are in English), naming the licence. */
export function tourPublicationRefusal(block: TTourPublicationBlock, licence: TLicenceStanding): string {
  const name = licenceName(licence, 'en');
  switch (block) {
    case 'suspended':
      return `This tour cannot go live: the company's ${name} is suspended.`;
    case 'expired':
      return `This tour cannot go live: the company's ${name} has expired.`;
    case 'not_verified':
      return `This tour cannot go live: the company's ${name} is not verified yet. Approve it in Licences first.`;
  }
}

/** What the operator is told after the e-mailed check: who reviews what next, and how long it usually takes. */
export const LICENCE_REVIEW_USUAL_BUSINESS_DAYS = 2;

/**
 * Licence status texts: the registry's (2-operator.md section 3, 3-admin.md section 4) and ours while the
 * e-mailed confirmation is outstanding. Free text in the database; these are the values the product acts on.
 */
export const LICENCE_STATUS = {
  normal: 'ปกติ',
  suspended: 'ระงับ',
  expired: 'หมดอายุ',
  expiredByLaw: 'หมดอายุตามกฎหมาย',
  pendingEmailVerification: 'pending_email_verification',
} as const;

/** Statuses under which the licence is no longer in force: the page offers a new upload. */
export const EXPIRED_LICENCE_STATUSES: ReadonlySet<string> = new Set([
  LICENCE_STATUS.expired,
  LICENCE_STATUS.expiredByLaw,
]);

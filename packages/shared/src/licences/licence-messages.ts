import { EXPIRED_LICENCE_STATUSES, LICENCE_STATUS } from './licence-status';

/** The licence flow's texts (2-operator.md section 8), apart from the schemas so pages can read them cheaply. */
export const LICENCE_MESSAGES = {
  loginRequired: 'You need to be logged in to access this page',
  noPermission: "You don't have permission to access this page",
  permissionsUnverified: 'Unable to verify permissions',
  fileRule: 'รองรับเฉพาะไฟล์ JPG, PNG, PDF และขนาดไม่เกิน 2MB เท่านั้น',
  qrUnreadable: '❌ ไม่สามารถอ่าน QR Code ได้ กรุณาลองใหม่หรือติดต่อผู้ดูแลระบบ',
  uploadFailed: '❌ Upload failed',
  emailSendFailed: 'ไม่สามารถส่งอีเมลยืนยันได้',
  deleteFailed: 'เกิดข้อผิดพลาดในการลบข้อมูล',
  expiredLicence: 'เอกสารหมดอายุตามกฎหมาย สามารถอัพโหลดเอกสารใหม่ได้',
  /** Beyond the spec: the QR names a licence the registry does not know (decision 8). */
  licenceNotFound: 'ไม่พบเลขใบอนุญาตนี้ในระบบทะเบียน กรุณาตรวจสอบเอกสารหรือติดต่อผู้ดูแลระบบ',
  /** Beyond the spec: the licence is already linked to another company account. */
  licenceTaken: 'ใบอนุญาตนี้ถูกลงทะเบียนกับบัญชีอื่นแล้ว กรุณาติดต่อผู้ดูแลระบบ',
  requiredFields: 'กรุณากรอกข้อมูลให้ครบถ้วน',
  invalidEmail: 'รูปแบบอีเมลไม่ถูกต้อง',
  licenceNumberTooShort: 'เลขใบอนุญาตต้องมีความยาวอย่างน้อย 3 ตัวอักษร',
  /** Beyond the spec: 13 digits whose Thai mod-11 check digit is wrong (decision 8). */
  taxIdInvalid: 'เลขประจำตัวผู้เสียภาษีไม่ถูกต้อง (ตรวจสอบเลขหลักสุดท้าย)',
  taxIdLength: 'เลขประจำตัวผู้เสียภาษีต้องมี 13 หลัก',
  /** Beyond the spec: the form's e-mail, licence number or tax id differ from the registry's record. */
  registryMismatch: 'ข้อมูลไม่ตรงกับข้อมูลในระบบทะเบียนใบอนุญาต กรุณาตรวจสอบอีเมล เลขใบอนุญาต และเลขประจำตัวผู้เสียภาษี',
  tokenMissing: 'Invalid verification link. Token is missing.',
  linkInvalid: 'ลิงก์ยืนยันไม่ถูกต้องหรือหมดอายุ',
  linkCheckFailed: 'เกิดข้อผิดพลาดในการตรวจสอบลิงก์',
  linkExpired: 'ลิงก์ยืนยันหมดอายุแล้ว กรุณาขออีเมลยืนยันใหม่',
  verifyFailed: 'ไม่สามารถยืนยันข้อมูลได้',
  verifyException: 'เกิดข้อผิดพลาดในการยืนยัน กรุณาลองใหม่อีกครั้ง',
  verified: 'ใบอนุญาตได้รับการยืนยันเรียบร้อย!',
  alreadyVerified: 'ใบอนุญาตนี้ได้รับการยืนยันแล้ว',
  /** Beyond the spec: the registry did not answer (LICENCE_REGISTRY_UNAVAILABLE, 502); the upload can be retried. */
  registryUnavailable: 'ระบบทะเบียนใบอนุญาตไม่ตอบสนองในขณะนี้ กรุณาลองใหม่อีกครั้ง',
  /** Beyond the spec: create-token or cancel for a licence this user has no unverified upload of. */
  uploadNotFound: 'ไม่พบใบอนุญาตที่อัปโหลดไว้ กรุณาอัปโหลดเอกสารใหม่',
  /** Beyond the spec: the registry says the licence is suspended ('ระงับ'); it cannot register a company. */
  licenceSuspended: 'ใบอนุญาตนี้ถูกระงับ ไม่สามารถใช้ลงทะเบียนบริษัทได้ กรุณาติดต่อผู้ดูแลระบบ',
  /** A licence document's address names no document. */
  documentNotFound: 'Document not found',
} as const;

/** Why a licence with this registry status cannot register a company, or null when it can. */
export function licenceRegistrationRefusal(status: string): string | null {
  if (EXPIRED_LICENCE_STATUSES.has(status)) return LICENCE_MESSAGES.expiredLicence;
  if (status === LICENCE_STATUS.suspended) return LICENCE_MESSAGES.licenceSuspended;
  return null;
}

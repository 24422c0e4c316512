import { LICENCE_MESSAGES } from '../../licences/licence-messages';
import { MESSAGES_TRANSLATION } from '../errors.th';
import { mixedMessageTranslation } from '../mixed';

/** Thai (the company screens' own) but for the shell's English and a few English answers. */
export const LICENCE_MESSAGES_TRANSLATION = mixedMessageTranslation(LICENCE_MESSAGES, {
  loginRequired: MESSAGES_TRANSLATION.th.loginRequired,
  noPermission: MESSAGES_TRANSLATION.th.noPermission,
  permissionsUnverified: MESSAGES_TRANSLATION.th.permissionsUnverified,
  fileRule: 'Only JPG, PNG and PDF files of up to 2MB are supported',
  qrUnreadable: '❌ The QR code could not be read. Please try again or contact an administrator.',
  uploadFailed: '❌ อัปโหลดไม่สำเร็จ',
  emailSendFailed: 'The verification e-mail could not be sent',
  deleteFailed: 'Something went wrong while deleting the data',
  expiredLicence: 'The document has expired by law. You can upload a new document.',
  licenceNotFound:
    'This licence number is not in the licence registry. Please check the document or contact an administrator.',
  licenceTaken: 'This licence is already registered to another account. Please contact an administrator.',
  requiredFields: 'Please fill in all the information',
  invalidEmail: 'The e-mail address format is not valid',
  licenceNumberTooShort: 'The licence number must be at least 3 characters long',
  taxIdInvalid: 'The tax ID is not valid (check the last digit)',
  taxIdLength: 'The tax ID must have 13 digits',
  registryMismatch:
    'The details do not match the licence registry. Please check the e-mail address, licence number and tax ID.',
  tokenMissing: 'ลิงก์ยืนยันไม่ถูกต้อง ไม่พบโทเค็น',
  linkInvalid: 'The verification link is not valid or has expired',
  linkCheckFailed: 'Something went wrong while checking the link',
  linkExpired: 'The verification link has expired. Please request a new verification e-mail.',
  verifyFailed: 'The details could not be verified',
  verifyException: 'Something went wrong during verification. Please try again.',
  verified: 'Your licence has been verified!',
  alreadyVerified: 'This licence has already been verified',
  registryUnavailable: 'The licence registry is not responding at the moment. Please try again.',
  uploadNotFound: 'No uploaded licence was found. Please upload the document again.',
  licenceSuspended:
    'This licence is suspended and cannot be used to register a company. Please contact an administrator.',
  documentNotFound: 'ไม่พบเอกสาร',
});

import { z } from 'zod';
import { LICENCE_MESSAGES } from './licence-messages';
import { isValidThaiTaxId } from './tax-id';

/**
 * Company registration by licence (2-operator.md sections 2, 4, 5, 7 and 8; DESIGN decision 8).
 * The contract between /submit-company, /verify-license and the server: one schema per request.
 */

export const LICENCE_FILE_MAX_BYTES = 2 * 1024 * 1024;
export const LICENCE_FILE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const LICENCE_VERIFICATION_LINK_HOURS = 24;
export const LICENCE_NUMBER_MIN_LENGTH = 3;
/** The verify page's countdown warnings (seconds left) and the wait before /account after success. */
export const LICENCE_COUNTDOWN_WARNINGS_SECONDS = [300, 60] as const;
export const LICENCE_SUCCESS_REDIRECT_MS = 3000;

/**
 * GET /api/company-registration/status query: a resubmission (`company_id` and `license_id` of the
 * user's own company) or a renewal (`renew=1`, for an expired licence) may open /submit-company
 * although the user already has a company.
 */
export const ZCompanyRegistrationStatusQuery = z.object({
  company_id: z.uuid().optional(),
  license_id: z.string().trim().min(1).max(40).optional(),
  renew: z.enum(['1', 'true']).optional(),
});
export type TCompanyRegistrationStatusQuery = z.infer<typeof ZCompanyRegistrationStatusQuery>;

/** The form's licence type: TAT or DOT (the transport-authority type shows the check-your-e-mail screen). */
export const ZLicenceFormType = z.enum(['tat', 'dot']);
export type TLicenceFormType = z.infer<typeof ZLicenceFormType>;

/**
 * POST /api/upload-license, multipart: `license` (the file) plus these fields. The user comes from the
 * session; a `user_id` field is ignored. `license_value` is what the QR was expected to hold (the spec's
 * admin test mode); the server reads the QR itself and never trusts this value.
 */
export const ZLicenceUploadFields = z.object({
  license_type: ZLicenceFormType.default('tat'),
  license_value: z.string().trim().max(200).optional(),
});
export type TLicenceUploadFields = z.infer<typeof ZLicenceUploadFields>;

/** GET /api/licence-documents/:documentId: an uploaded licence document (tat_kyc_documents id). */
export const ZLicenceDocumentParams = z.object({ documentId: z.uuid(LICENCE_MESSAGES.documentNotFound) });

/** DELETE /api/licenses/:licenseId — Cancel, or "data incorrect / upload again" (logs verification_cancelled). */
export const ZLicenceIdParams = z.object({ licenseId: z.string().trim().min(1).max(40) });

/**
 * POST /api/license-verification/create-token. Only the licence id counts: the link goes to the e-mail the
 * registry holds, and everything else the spec's body carried is read from the server's own record.
 */
export const ZCreateLicenceTokenRequest = z.object({ licenseId: z.string().trim().min(1).max(40) });

/** POST /api/license-verification/validate-token. Errors: TOKEN_INVALID 400, TOKEN_EXPIRED 410, ALREADY_VERIFIED 409. */
export const ZValidateLicenceTokenRequest = z.object({ token: z.string().trim().min(1).max(200) });

/** The verify form: one schema for the page and the server (section 5, licence verification submit). */
export const ZVerifyLicenceForm = z.object({
  email: z
    .string()
    .trim()
    .min(1, LICENCE_MESSAGES.requiredFields)
    .max(254)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, LICENCE_MESSAGES.invalidEmail),
  licenseNumber: z
    .string()
    .trim()
    .min(1, LICENCE_MESSAGES.requiredFields)
    .min(LICENCE_NUMBER_MIN_LENGTH, LICENCE_MESSAGES.licenceNumberTooShort)
    .max(40),
  taxId: z
    .string()
    .min(1, LICENCE_MESSAGES.requiredFields)
    .regex(/^\d{13}$/, LICENCE_MESSAGES.taxIdLength)
    .refine(isValidThaiTaxId, LICENCE_MESSAGES.taxIdInvalid),
});
export type TVerifyLicenceForm = z.infer<typeof ZVerifyLicenceForm>;

/**
 * POST /api/license-verification/verify. Errors: TOKEN_EXPIRED 410 (the page shows the expired state),
 * TOKEN_INVALID 400, ALREADY_VERIFIED 409, LICENCE_MISMATCH 422 (`registryMismatch`), VALIDATION_FAILED 400.
 */
export const ZVerifyLicenceRequest = ZVerifyLicenceForm.extend({ token: z.string().trim().min(1).max(200) });
export type TVerifyLicenceRequest = z.infer<typeof ZVerifyLicenceRequest>;

import { z } from 'zod';
import {
  ZCompanyRegistrationStatusQuery,
  ZCreateLicenceTokenRequest,
  ZLicenceIdParams,
  ZLicenceDocumentParams,
  ZLicenceUploadFields,
  ZValidateLicenceTokenRequest,
  ZVerifyLicenceRequest,
} from '../licences/licence-api';
import { defineEndpoint } from './endpoint';

/** Company registration by licence (2-operator.md sections 2, 4, 5, 7 and 8; DESIGN decision 8). */

const ZLicenceType = z.enum(['TAT', 'DOT']);

/** What the registry holds for a licence, as shown on the confirmation screen (section 3, licence profile). */
const ZLicenceProfile = z.object({
  licenseId: z.string(),
  /** The registry's status text: 'ปกติ', 'ระงับ', 'หมดอายุ', 'หมดอายุตามกฎหมาย'. */
  status: z.string(),
  companyNameTh: z.string().nullable(),
  companyNameEn: z.string().nullable(),
  traderId: z.string().nullable(),
  addressNumber: z.string().nullable(),
  road: z.string().nullable(),
  soi: z.string().nullable(),
  subdistrict: z.string().nullable(),
  district: z.string().nullable(),
  province: z.string().nullable(),
  zipcode: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  businessType: z.string().nullable(),
  /** ISO calendar dates. */
  issueDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  /** The registry's e-mail, masked ('he•••@siamhorizon.example'): the link goes there (decision 8). */
  emailHint: z.string().nullable(),
  requesterType: z.string().nullable(),
  requesterName: z.string().nullable(),
  /** The requester's identity number, all but its last four digits masked ('•••••••••5185'). */
  identityNumberHint: z.string().nullable(),
  requestDate: z.string().nullable(),
  approveDate: z.string().nullable(),
  registrationHistory: z.array(z.object({ date: z.string(), detail: z.string() })),
  otherOffices: z.array(z.object({ name: z.string().nullable(), address: z.string(), phone: z.string().nullable() })),
  directors: z.array(z.object({ name: z.string(), position: z.string().nullable() })),
  complaints: z.array(z.object({ date: z.string(), detail: z.string() })),
});
export type TLicenceProfile = z.infer<typeof ZLicenceProfile>;

const ZLicenceUploadResponse = z.object({
  success: z.literal(true),
  data: z.object({
    licenseId: z.string(),
    licenseType: ZLicenceType,
    profile: ZLicenceProfile,
    /** True when the registry says the licence has expired: the page shows `expiredLicence` and offers a new upload. */
    expired: z.boolean(),
  }),
});
export type TLicenceUploadResponse = z.infer<typeof ZLicenceUploadResponse>;

const ZCreateLicenceTokenResponse = z.object({ success: z.literal(true), sentTo: z.string(), expiresAt: z.string() });
export type TCreateLicenceTokenResponse = z.infer<typeof ZCreateLicenceTokenResponse>;

const ZValidateLicenceTokenResponse = z.object({
  success: z.literal(true),
  data: z.object({ expires_at: z.string(), metadata: z.object({ license_type: ZLicenceType }) }),
});
export type TValidateLicenceTokenResponse = z.infer<typeof ZValidateLicenceTokenResponse>;

const ZVerifyLicenceResponse = z.object({
  success: z.literal(true),
  licenseId: z.string(),
  companyName: z.string(),
  licenseType: ZLicenceType,
  status: z.literal('Verified'),
});
export type TVerifyLicenceResponse = z.infer<typeof ZVerifyLicenceResponse>;

/**
 * Where /submit-company sends the user (section 2's redirects). `pendingLicence`: a licence this user
 * uploaded and has not yet verified, so the page can resume.
 */
const ZCompanyRegistrationStatus = z.object({
  allowed: z.boolean(),
  message: z.string().nullable(),
  redirectTo: z.enum(['/auth', '/account', '/company-management']).nullable(),
  pendingLicence: z
    .object({
      licenseId: z.string(),
      licenseType: ZLicenceType,
      profile: ZLicenceProfile,
      emailSentAt: z.string().nullable(),
    })
    .nullable(),
});
export type TCompanyRegistrationStatus = z.infer<typeof ZCompanyRegistrationStatus>;

/** The server reads the licence's QR code and looks it up in the registry. Multipart: `license`, the file. */
export const uploadLicence = defineEndpoint({
  method: 'POST',
  path: '/api/upload-license',
  multipart: ZLicenceUploadFields,
  response: ZLicenceUploadResponse,
});

/** Cancel, or "data incorrect / upload again" (logs verification_cancelled). */
export const cancelLicenceUpload = defineEndpoint({
  method: 'DELETE',
  path: '/api/licenses/:licenseId',
  params: ZLicenceIdParams,
  response: z.object({ success: z.literal(true) }),
});

/** E-mails the verification link to the address the registry holds. */
export const createLicenceVerificationToken = defineEndpoint({
  method: 'POST',
  path: '/api/license-verification/create-token',
  body: ZCreateLicenceTokenRequest,
  response: ZCreateLicenceTokenResponse,
});

/** The link's expiry and licence type; TOKEN_INVALID 400, TOKEN_EXPIRED 410, ALREADY_VERIFIED 409 otherwise. */
export const validateLicenceVerificationToken = defineEndpoint({
  method: 'POST',
  path: '/api/license-verification/validate-token',
  body: ZValidateLicenceTokenRequest,
  response: ZValidateLicenceTokenResponse,
});

/** Links the company to the account when the registry agrees with the form. */
export const verifyLicence = defineEndpoint({
  method: 'POST',
  path: '/api/license-verification/verify',
  body: ZVerifyLicenceRequest,
  response: ZVerifyLicenceResponse,
});

/**
 * May this user register a company, and a licence to resume. A resubmission (company_id, license_id)
 * or a renewal (renew) may be allowed to a user with a company.
 */
/**
 * An uploaded licence document from the private store, shown inline (an image or a PDF): administrators
 * and the licence's own users only; anyone else is answered 404. No public URL exists.
 */
export const getLicenceDocument = defineEndpoint({
  method: 'GET',
  path: '/api/licence-documents/:documentId',
  params: ZLicenceDocumentParams,
  response: null,
});

export const getCompanyRegistrationStatus = defineEndpoint({
  method: 'GET',
  path: '/api/company-registration/status',
  query: ZCompanyRegistrationStatusQuery,
  response: ZCompanyRegistrationStatus,
});

import { z } from 'zod';
import type { TTourPublicationBlock } from '../licences/licence-standing';
import {
  type TLicenceQueueReason,
  ZApproveLicenceRequest,
  ZCompanyParams,
  ZRejectLicenceRequest,
  ZResubmitLicenceRequest,
} from '../company-management';
import { ZPendingTourParams } from '../tour-moderation';
import { defineEndpoint } from './endpoint';

/** The company panel (3-admin.md sections 2, 4, 6-9) and the administrators' licence queue (decision 25). */

/** 'all' for administrators, who see every company. */
const ZPanelScope = z.enum(['own', 'all']);

const ZCompanySummary = z.object({
  id: z.string(),
  nameTh: z.string().nullable(),
  nameEn: z.string().nullable(),
  licenseId: z.string().nullable(),
  licenceStatus: z.string().nullable(),
  kycStatus: z.string().nullable(),
  expiryDate: z.string().nullable(),
  /** The licence has expired: the company's tours take no new bookings. */
  bookingsPaused: z.boolean(),
});
export type TCompanySummary = z.infer<typeof ZCompanySummary>;

/** A licence record the user submitted (raw user_id), for the empty state's registration history. */
const ZRegistrationRow = z.object({
  licenseId: z.string(),
  nameTh: z.string().nullable(),
  nameEn: z.string().nullable(),
  status: z.string(),
  kycStatus: z.string(),
  createdAt: z.string(),
});
export type TRegistrationRow = z.infer<typeof ZRegistrationRow>;

const ZCompanyPanelResponse = z.object({
  scope: ZPanelScope,
  companies: z.array(ZCompanySummary),
  registrations: z.array(ZRegistrationRow),
});
export type TCompanyPanelResponse = z.infer<typeof ZCompanyPanelResponse>;

const ZCompanyDetail = z.object({
  company: z.object({
    id: z.string(),
    nameTh: z.string().nullable(),
    nameEn: z.string().nullable(),
    tatLicense: z.string().nullable(),
    traderId: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    website: z.string().nullable(),
    address: z.string().nullable(),
    isVerified: z.boolean(),
    createdAt: z.string(),
    /** The viewer's own company (an administrator also sees others'): only its users may resubmit or renew. */
    mine: z.boolean(),
  }),
  licence: z
    .object({
      licenseId: z.string(),
      documentType: z.string(),
      status: z.string(),
      kycStatus: z.string(),
      businessType: z.string().nullable(),
      issueDate: z.string().nullable(),
      expiryDate: z.string().nullable(),
      verifiedAt: z.string().nullable(),
      lastSubmissionDate: z.string().nullable(),
      submissionCount: z.number(),
      canResubmit: z.boolean(),
      bookingsPaused: z.boolean(),
    })
    .nullable(),
  directors: z.array(z.object({ id: z.string(), name: z.string(), position: z.string().nullable() })),
  complaints: z.array(z.object({ id: z.string(), date: z.string(), detail: z.string() })),
  documents: z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      fileName: z.string().nullable(),
      uploadedAt: z.string(),
      versionYear: z.number().nullable(),
      version: z.number(),
      isVerified: z.boolean(),
      isLatest: z.boolean(),
    }),
  ),
  submissions: z.array(
    z.object({ id: z.string(), documentFileName: z.string(), submissionDate: z.string(), qualifyStatus: z.string() }),
  ),
  history: z.array(
    z.object({ id: z.string(), action: z.string(), logType: z.string().nullable(), createdAt: z.string() }),
  ),
});
export type TCompanyDetail = z.infer<typeof ZCompanyDetail>;

const ZCompanyStats = z.object({
  scope: ZPanelScope,
  totalCompanies: z.number(),
  active: z.number(),
  pendingDocuments: z.number(),
  expired: z.number(),
});
export type TCompanyStats = z.infer<typeof ZCompanyStats>;

const ZResubmitLicenceResponse = z.object({ redirectTo: z.string() });
export type TResubmitLicenceResponse = z.infer<typeof ZResubmitLicenceResponse>;

const LICENCE_QUEUE_REASONS = [
  'pending_review',
  'expiring',
  'expired',
] as const satisfies readonly TLicenceQueueReason[];

const ZLicenceQueueItem = z.object({
  licenseId: z.string(),
  nameTh: z.string().nullable(),
  nameEn: z.string().nullable(),
  status: z.string(),
  kycStatus: z.string(),
  expiryDate: z.string().nullable(),
  daysLeft: z.number().nullable(),
  reasons: z.array(z.enum(LICENCE_QUEUE_REASONS)),
  submittedBy: z.object({ id: z.string(), email: z.string() }).nullable(),
  documentType: z.string(),
  /** What the registry holds for the licence, to compare with the document. */
  registry: z.object({
    traderId: z.string().nullable(),
    taxId: z.string().nullable(),
    businessType: z.string().nullable(),
    issueDate: z.string().nullable(),
    address: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  }),
  /** The latest uploaded licence document (GET /api/licence-documents/:id), or null when none was sent. */
  document: z
    .object({
      id: z.string(),
      kind: z.enum(['image', 'pdf']),
      fileName: z.string().nullable(),
      uploadedAt: z.string(),
    })
    .nullable(),
});
export type TLicenceQueueItem = z.infer<typeof ZLicenceQueueItem>;

const ZLicenceDecisionResponse = z.object({ licenseId: z.string(), kycStatus: z.string(), message: z.string() });
export type TLicenceDecisionResponse = z.infer<typeof ZLicenceDecisionResponse>;

/** The user's companies, or every company for administrators (section 7). */
export const getCompanyPanel = defineEndpoint({
  method: 'GET',
  path: '/api/company-management',
  response: ZCompanyPanelResponse,
});

export const getCompanyStats = defineEndpoint({
  method: 'GET',
  path: '/api/company-management/stats',
  response: ZCompanyStats,
});

export const getCompanyDetail = defineEndpoint({
  method: 'GET',
  path: '/api/company-management/companies/:companyId',
  params: ZCompanyParams,
  response: ZCompanyDetail,
});

/** 201: the two log rows are written; the browser goes to `redirectTo` (/submit-company). */
export const resubmitLicence = defineEndpoint({
  method: 'POST',
  path: '/api/company-management/resubmissions',
  body: ZResubmitLicenceRequest,
  response: ZResubmitLicenceResponse,
});

/** The administrators' queue: licences awaiting review, expiring or expired (/admin/licences). */
export const listLicenceQueue = defineEndpoint({
  method: 'GET',
  path: '/api/admin/licences',
  response: z.object({ items: z.array(ZLicenceQueueItem) }),
});

export const approveLicence = defineEndpoint({
  method: 'POST',
  path: '/api/admin/licences/approve',
  body: ZApproveLicenceRequest,
  response: ZLicenceDecisionResponse,
});

export const rejectLicence = defineEndpoint({
  method: 'POST',
  path: '/api/admin/licences/reject',
  body: ZRejectLicenceRequest,
  response: ZLicenceDecisionResponse,
});

const TOUR_PUBLICATION_BLOCKS = [
  'suspended',
  'expired',
  'not_verified',
] as const satisfies readonly TTourPublicationBlock[];

/**
 * The company of a pending tour's operator and its licence (issue 20): `block` and `refusal` say why its
 * tours cannot go live, null when they can. No company, or a company without a licence record: both null.
 */
const ZCompanyLicenceStanding = z.object({
  company: z.object({ id: z.string(), nameTh: z.string().nullable(), nameEn: z.string().nullable() }).nullable(),
  licence: z
    .object({
      licenseId: z.string(),
      documentType: z.string(),
      status: z.string(),
      kycStatus: z.string(),
      expiryDate: z.string().nullable(),
      block: z.enum(TOUR_PUBLICATION_BLOCKS).nullable(),
      refusal: z.string().nullable(),
    })
    .nullable(),
});
export type TCompanyLicenceStanding = z.infer<typeof ZCompanyLicenceStanding>;

/** The pending-tour review's company licence and KYC panel (administrators). */
export const getPendingTourCompanyLicence = defineEndpoint({
  method: 'GET',
  path: '/api/admin/pending-tours/:id/company-licence',
  params: ZPendingTourParams,
  response: ZCompanyLicenceStanding,
});

import { z } from 'zod';

/**
 * The licence registry (the DOT's record of tour-business licences, domain-facts section 1): what the
 * authority holds for a licence number. The QR code on an uploaded certificate only names a number
 * (decision 8); everything shown and checked afterwards comes from here.
 */
export const ZRegistryLicence = z.object({
  licenseId: z.string().regex(/^\d{2}\/\d{5}$/),
  /** The registry's status text: 'ปกติ', 'ระงับ', 'หมดอายุ', 'หมดอายุตามกฎหมาย', ... */
  status: z.string().min(1).max(60),
  companyNameTh: z.string().max(300).nullable(),
  companyNameEn: z.string().max(300).nullable(),
  traderId: z.string().max(60).nullable(),
  taxId: z.string().regex(/^\d{13}$/),
  email: z.email().max(254),
  phone: z.string().max(40).nullable(),
  website: z.string().max(300).nullable(),
  businessType: z.string().max(120).nullable(),
  addressNumber: z.string().max(60).nullable(),
  road: z.string().max(120).nullable(),
  soi: z.string().max(120).nullable(),
  subdistrict: z.string().max(120).nullable(),
  district: z.string().max(120).nullable(),
  province: z.string().max(120).nullable(),
  zipcode: z.string().max(10).nullable(),
  /** ISO calendar dates. */
  issueDate: z.iso.date(),
  expiryDate: z.iso.date(),
  /** Who applied for the licence (2-operator.md section 3): a juristic person or an individual, and their name. */
  requesterType: z.string().max(60).nullable().default(null),
  requesterName: z.string().max(200).nullable().default(null),
  /** The requester's identity number (a company's is its tax id; a person's is private and shown masked). */
  identityNumber: z.string().max(20).nullable().default(null),
  requestDate: z.iso.date().nullable().default(null),
  approveDate: z.iso.date().nullable().default(null),
  registrationHistory: z
    .array(z.object({ date: z.iso.date(), detail: z.string().min(1).max(500) }))
    .max(100)
    .default([]),
  otherOffices: z
    .array(
      z.object({
        name: z.string().max(200).nullable(),
        address: z.string().min(1).max(500),
        phone: z.string().max(40).nullable(),
      }),
    )
    .max(50)
    .default([]),
  directors: z.array(z.object({ name: z.string().min(1).max(200), position: z.string().max(120).nullable() })).max(50),
  complaints: z.array(z.object({ date: z.iso.date(), detail: z.string().min(1).max(2000) })).max(200),
  kycDocuments: z
    .array(
      z.object({
        type: z.string().min(1).max(60),
        fileName: z.string().max(200).nullable(),
        versionYear: z.number().int(),
      }),
    )
    .max(50),
});
export type TRegistryLicence = z.infer<typeof ZRegistryLicence>;

export type TLicenceRegistry = {
  /** For the start-up log: where licences are looked up. */
  readonly description: string;
  /** The registry's record, or null when it holds no licence with this number. */
  findLicence(licenseId: string): Promise<TRegistryLicence | null>;
};

/** The registry could not answer (down, slow, or an answer that is not a licence record). */
export class LicenceRegistryUnavailableError extends Error {}

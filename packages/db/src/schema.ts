import {
  REVIEW_MODERATION_REASONS,
  REVIEW_REPORT_REASONS,
  REVIEW_STATUSES,
  REVIEW_TRAVELLER_TYPES,
  type TReviewModerationReason,
  type TReviewReportReason,
  type TReviewStatus,
  type TReviewTravellerType,
  CANCELLATION_POLICY_CODES,
  cancellationPolicySnapshot,
  DEFAULT_CANCELLATION_POLICY,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  ROLES,
  type TCancellationPolicyCode,
  type TCancellationPolicySnapshot,
  type THotelAmenity,
  type TLanguage,
  type TRole,
  type TStoredPendingTour,
  type TTourContentTranslation,
} from '@tour/shared';
import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  BOOKING_REFUND_STATUSES,
  IMAGE_UPLOAD_PURPOSES,
  SUBMISSION_EVENT_KINDS,
  BOOKING_PAYMENT_METHODS,
  BOOKING_PAYMENT_STATUSES,
  BOOKING_SESSION_STATUSES,
  BOOKING_STATUSES,
  CURRENCIES,
  HOTEL_RATINGS,
  KYC_STATUSES,
  LICENSE_TYPES,
  MAIL_STATUSES,
  MARKETING_PREFERENCES,
  MAX_GUESTS,
  MAX_SLIP_BYTES,
  MIN_GUESTS,
  PAYMENT_METHODS,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  BOOKING_ACTOR_KINDS,
  REFUND_LEDGER_STATUSES,
  REFUND_PAYOUT_ROUTES,
  SLIP_CHECKS,
  type TBookingActorKind,
  type TRefundLedgerStatus,
  type TRefundPayoutRoute,
  type TSlipCheck,
  PENDING_TOUR_STATUSES,
  QUALIFY_STATUSES,
  ROOM_TYPES,
  TOUR_CATEGORIES,
  TOUR_STATUSES,
  type TBookingPaymentMethod,
  type TBookingRefundStatus,
  type TImageUploadPurpose,
  type TSubmissionEventKind,
  type TBookingPaymentStatus,
  type TBookingSessionStatus,
  type TBookingStatus,
  type TCurrency,
  type THotelRating,
  type TKycStatus,
  type TLicenseType,
  type TMailStatus,
  type TMarketingPreference,
  type TPaymentMethod,
  type TPaymentProvider,
  type TPaymentStatus,
  type TPendingTourStatus,
  type TQualifyStatus,
  type TRoomType,
  type TTourCategory,
  type TTourStatus,
} from './domain-values';

// ---------------------------------------------------------------------------
// Column helpers
// ---------------------------------------------------------------------------

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => instant('created_at').notNull().defaultNow();
const updatedAt = () =>
  instant('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const calendarDate = (name: string) => date(name, { mode: 'string' });
const currency = (name = 'currency') => char(name, { length: 3 }).$type<TCurrency>();
const textList = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);

/**
 * The language of a tour's own content (its title, description, lists and itinerary rows) and the other language's
 * version, optional (issue 27, item 5): a tour written before languages were is English without one.
 */
const contentLanguageColumn = () => text('content_language').$type<TLanguage>().notNull().default(DEFAULT_LANGUAGE);
const contentTranslationColumn = () => jsonb('content_translation').$type<TTourContentTranslation>();

/** `column IN ('a', 'b')` with the values inlined, as CHECK constraints cannot take parameters. */
function isOneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}

/** A tour's cancellation policy: a code of the closed list in @tour/shared (DESIGN decision 31). */
function cancellationPolicyColumn() {
  return text('cancellation_policy').$type<TCancellationPolicyCode>().notNull().default(DEFAULT_CANCELLATION_POLICY);
}

function isPercent(column: AnyPgColumn): SQL {
  return sql`${column} is null or (${column} >= 0 and ${column} <= 100)`;
}

// ---------------------------------------------------------------------------
// Accounts and authentication
// ---------------------------------------------------------------------------

/** E-mail addresses are unique case-insensitively: look users up with `lower(email) = lower($1)`. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: instant('email_verified_at'),
    lastSignInAt: instant('last_sign_in_at'),
    /** A deactivated account cannot sign in and has no session; its bookings stand. */
    deactivatedAt: instant('deactivated_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    // The administrators' user search matches any part of an e-mail (pg_trgm, loaded by migration 0002).
    index('users_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`).with({ fastupdate: false }),
    // The few deactivated accounts, for the user table's status filter and its counts.
    index('users_deactivated_idx').on(t.id).where(sql`${t.deactivatedAt} is not null`),
  ],
);

export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    role: text('role').$type<TRole>().notNull().default('customer'),
    /** Prefix plus number (e.g. '+66812345678'); null when empty. */
    mobileNumber: text('mobile_number'),
    marketingSubscription: boolean('marketing_subscription').notNull().default(true),
    marketingPreference: text('marketing_preference').$type<TMarketingPreference>().notNull().default('email'),
    /** The language the user chose (the language switch, or the one they signed up in); null: never chosen. */
    language: text('language').$type<TLanguage>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('profiles_role_check', isOneOf(t.role, ROLES)),
    check('profiles_language_check', isOneOf(t.language, LANGUAGES)),
    check('profiles_marketing_preference_check', isOneOf(t.marketingPreference, MARKETING_PREFERENCES)),
    index('profiles_role_idx').on(t.role),
    // Newest first with the id as tie-breaker, as the administrators' user table pages (issue 21).
    index('profiles_created_at_id_idx').on(t.createdAt.desc(), t.id.desc()),
    index('profiles_role_created_at_id_idx').on(t.role, t.createdAt.desc(), t.id.desc()),
    index('profiles_username_trgm_idx')
      .using('gin', sql`lower(${t.username}) gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

/**
 * Accounts per role, kept by a trigger on profiles in the transaction of every insert, role change and delete
 * (migration 0013): the user table's role cards read six rows instead of counting every account.
 */
export const accountRoleCounts = pgTable('account_role_counts', {
  role: text('role').primaryKey(),
  accounts: integer('accounts').notNull().default(0),
});

/** The id is the sha256 hex of the cookie token: a leaked table does not leak live sessions. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastActiveAt: instant('last_active_at').notNull().defaultNow(),
    /** Absolute lifetime; the inactivity deadline is derived from last_active_at. */
    expiresAt: instant('expires_at').notNull(),
    /** When the session's user last re-entered their password (granting or removing admin; DESIGN decision 38). */
    reauthenticatedAt: instant('reauthenticated_at'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('auth_sessions_user_id_idx').on(t.userId), index('auth_sessions_expires_at_idx').on(t.expiresAt)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_verification_tokens_user_id_idx').on(t.userId)],
);

/** Only the sha256 of an invitation token is stored; the token itself lives in the e-mailed link. */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    role: text('role').$type<TRole>().notNull().default('wholesale_owner'),
    tokenHash: text('token_hash').notNull(),
    /** The token encrypted with APP_SECRET, so Copy link can show the link again (DESIGN decision 32). */
    tokenCiphertext: text('token_ciphertext'),
    /** The invitation e-mail in the outbox, whose delivery the table shows. */
    mailId: uuid('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: instant('expires_at').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    usedAt: instant('used_at'),
    usedBy: uuid('used_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('invitations_role_check', isOneOf(t.role, ROLES)),
    uniqueIndex('invitations_token_hash_unique').on(t.tokenHash),
    index('invitations_email_lower_idx').on(sql`lower(${t.email})`),
    index('invitations_created_at_idx').on(t.createdAt.desc()),
  ],
);

// ---------------------------------------------------------------------------
// Mail and newsletter
// ---------------------------------------------------------------------------

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** What caused the mail, e.g. 'booking_confirmation', 'password_reset', 'invitation'. */
    kind: text('kind').notNull(),
    /** The booking the mail is about, for the booking's timeline on the bookings desk. */
    bookingId: uuid('booking_id'),
    status: text('status').$type<TMailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    sentAt: instant('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('mail_outbox_status_check', isOneOf(t.status, MAIL_STATUSES)),
    check('mail_outbox_attempts_check', sql`${t.attempts} >= 0`),
    index('mail_outbox_status_next_attempt_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_created_at_idx').on(t.createdAt.desc()),
    index('mail_outbox_booking_id_idx').on(t.bookingId).where(sql`${t.bookingId} is not null`),
  ],
);

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_subscriptions_email_lower_unique').on(sql`lower(${t.email})`)],
);

// ---------------------------------------------------------------------------
// Companies and tourism licences
// ---------------------------------------------------------------------------

export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The account that registered the company. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Registry status text, e.g. 'ปกติ' (normal). */
    companyStatus: text('company_status'),
    /** Licence number as shown on the Business Information card (the link is user_company_license_map). */
    tatLicense: text('tat_license'),
    traderId: text('trader_id'),
    companyNameTh: text('company_name_th'),
    companyNameEn: text('company_name_en'),
    phoneNumber: text('phone_number'),
    companyEmail: text('company_email'),
    companyWebsite: text('company_website'),
    companyAddress: text('company_address'),
    addressNumber: text('address_number'),
    road: text('road'),
    soi: text('soi'),
    district: text('district'),
    area: text('area'),
    province: text('province'),
    zipcode: text('zipcode'),
    logoUrl: text('logo_url'),
    isVerified: boolean('is_verified').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('companies_name_check', sql`${t.companyNameTh} is not null or ${t.companyNameEn} is not null`),
    index('companies_user_id_idx').on(t.userId),
    index('companies_tat_license_idx').on(t.tatLicense),
  ],
);

/**
 * Tourism business licences (numbers shaped 'NN/NNNNN'). `status` is the registry's text
 * ('ปกติ', 'ระงับ', 'หมดอายุ', 'หมดอายุตามกฎหมาย', or 'pending_email_verification' while unconfirmed).
 */
export const tatLicenses = pgTable(
  'tat_licenses',
  {
    licenseId: text('license_id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    documentType: text('document_type').$type<TLicenseType>().notNull().default('TAT'),
    traderId: text('trader_id'),
    /** Company tax id (13 digits, Thai mod-11 check digit). */
    taxId: text('tax_id'),
    status: text('status').notNull(),
    kycStatus: text('kyc_status').$type<TKycStatus>().notNull().default('pending'),
    companyNameTh: text('company_name_th'),
    companyNameEn: text('company_name_en'),
    companyAddress: text('company_address'),
    addressNumber: text('address_number'),
    road: text('road'),
    soi: text('soi'),
    subdistrict: text('subdistrict'),
    district: text('district'),
    province: text('province'),
    zipcode: text('zipcode'),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    businessType: text('business_type'),
    issueDate: calendarDate('issue_date'),
    expiryDate: calendarDate('expiry_date'),
    /** The registry response as read, with the submitting user_id and agent_profile or dot_profile. */
    rawJsonb: jsonb('raw_jsonb').$type<Record<string, unknown>>().notNull().default({}),
    lastSubmissionDate: instant('last_submission_date'),
    submissionCount: integer('submission_count').notNull().default(0),
    canResubmit: boolean('can_resubmit').notNull().default(true),
    verifiedAt: instant('verified_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('tat_licenses_document_type_check', isOneOf(t.documentType, LICENSE_TYPES)),
    check('tat_licenses_kyc_status_check', isOneOf(t.kycStatus, KYC_STATUSES)),
    check('tat_licenses_tax_id_check', sql`${t.taxId} is null or ${t.taxId} ~ '^[0-9]{13}$'`),
    check('tat_licenses_submission_count_check', sql`${t.submissionCount} >= 0`),
    index('tat_licenses_user_id_idx').on(t.userId),
    index('tat_licenses_status_idx').on(t.status),
  ],
);

/** History of a licence; kept when the licence row is deleted (cancelling logs verification_cancelled). */
export const tatLicenseLogs = pgTable(
  'tat_license_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    licenseId: text('license_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** e.g. mock_document_upload, verification_success, verification_failed, verification_cancelled, retry_submission. */
    action: text('action').notNull(),
    logType: text('log_type'),
    dataBefore: jsonb('data_before').$type<Record<string, unknown>>(),
    dataAfter: jsonb('data_after').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('tat_license_logs_license_created_idx').on(t.licenseId, t.createdAt.desc())],
);

export const tatCompanyDirectors = pgTable(
  'tat_company_director',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    licenseId: text('license_id')
      .notNull()
      .references(() => tatLicenses.licenseId, { onDelete: 'cascade', onUpdate: 'cascade' }),
    name: text('name').notNull(),
    position: text('position'),
    /** The registry's order of the directors, which the panel keeps (rows written together share createdAt). */
    listOrder: integer('list_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('tat_company_director_license_id_idx').on(t.licenseId)],
);

export const tatComplaints = pgTable(
  'tat_complaints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    licenseId: text('license_id')
      .notNull()
      .references(() => tatLicenses.licenseId, { onDelete: 'cascade', onUpdate: 'cascade' }),
    date: calendarDate('date').notNull(),
    detail: text('detail').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('tat_complaints_license_date_idx').on(t.licenseId, t.date.desc())],
);

export const tatKycDocuments = pgTable(
  'tat_kyc_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    licenseId: text('license_id')
      .notNull()
      .references(() => tatLicenses.licenseId, { onDelete: 'cascade', onUpdate: 'cascade' }),
    type: text('type').notNull(),
    fileName: text('file_name'),
    /** Key in the file store; files are private and served through an authorised route. */
    fileKey: text('file_key'),
    uploadedAt: instant('uploaded_at').notNull().defaultNow(),
    versionYear: integer('version_year'),
    version: integer('version').notNull().default(1),
    isVerified: boolean('is_verified').notNull().default(false),
    isLatest: boolean('is_latest').notNull().default(true),
  },
  (t) => [
    check('tat_kyc_documents_version_check', sql`${t.version} >= 1`),
    index('tat_kyc_documents_license_version_idx').on(t.licenseId, t.versionYear.desc(), t.uploadedAt.desc()),
  ],
);

/** The 'latest document submissions': each uploaded licence document. */
export const licenseSubmissions = pgTable(
  'license_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    licenseId: text('license_id').references(() => tatLicenses.licenseId, {
      onDelete: 'set null',
      onUpdate: 'cascade',
    }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    licenseType: text('license_type').$type<TLicenseType>().notNull().default('TAT'),
    documentFileName: text('document_file_name').notNull(),
    fileKey: text('file_key'),
    contentType: text('content_type'),
    submissionDate: instant('submission_date').notNull().defaultNow(),
    qualifyStatus: text('qualify_status').$type<TQualifyStatus>().notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [
    check('license_submissions_license_type_check', isOneOf(t.licenseType, LICENSE_TYPES)),
    check('license_submissions_qualify_status_check', isOneOf(t.qualifyStatus, QUALIFY_STATUSES)),
    index('license_submissions_license_date_idx').on(t.licenseId, t.submissionDate.desc()),
    index('license_submissions_user_id_idx').on(t.userId),
  ],
);

export const userCompanyLicenseMap = pgTable(
  'user_company_license_map',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    licenseId: text('license_id').references(() => tatLicenses.licenseId, {
      onDelete: 'set null',
      onUpdate: 'cascade',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('user_company_license_map_user_company_unique').on(t.userId, t.companyId),
    index('user_company_license_map_company_id_idx').on(t.companyId),
    index('user_company_license_map_license_id_idx').on(t.licenseId),
  ],
);

/** E-mailed licence confirmation links: random token, stored hashed, single use, 24 hours. */
export const licenseVerificationTokens = pgTable(
  'license_verification_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    licenseId: text('license_id')
      .notNull()
      .references(() => tatLicenses.licenseId, { onDelete: 'cascade', onUpdate: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    licenseType: text('license_type').$type<TLicenseType>().notNull(),
    /** Where the link was sent. */
    email: text('email').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('license_verification_tokens_license_type_check', isOneOf(t.licenseType, LICENSE_TYPES)),
    index('license_verification_tokens_user_id_idx').on(t.userId),
    index('license_verification_tokens_license_id_idx').on(t.licenseId),
  ],
);

// ---------------------------------------------------------------------------
// Published tours
// ---------------------------------------------------------------------------

/** Money columns are integers in the currency's minor unit (cents, satang). */
export const tours = pgTable(
  'tours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    location: text('location').notNull(),
    country: text('country').notNull(),
    category: text('category').$type<TTourCategory>().notNull().default('beach'),
    thumbnailUrl: text('thumbnail_url'),
    /** The "from" price per person. */
    price: integer('price').notNull(),
    discountPercentage: integer('discount_percentage'),
    currency: currency().notNull().default('USD'),
    /** Display label such as '8 nights / 9 days'. */
    duration: text('duration').notNull(),
    durationDays: integer('duration_days').notNull(),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    reviewsCount: integer('reviews_count').notNull().default(0),
    isFeatured: boolean('is_featured').notNull().default(false),
    isAllInclusive: boolean('is_all_inclusive').notNull().default(false),
    isRecommended: boolean('is_recommended').notNull().default(false),
    inclusions: textList('inclusions'),
    exclusions: textList('exclusions'),
    highlights: textList('highlights'),
    contentLanguage: contentLanguageColumn(),
    contentTranslation: contentTranslationColumn(),
    cancellationPolicy: cancellationPolicyColumn(),
    sku: text('sku'),
    companyName: text('company_name'),
    agentLogo: text('agent_logo'),
    totalQuota: integer('total_quota'),
    status: text('status').$type<TTourStatus>().notNull().default('published'),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /**
     * What the catalogue search reads (decision 32): the lower-cased title, location, country and highlights, and the
     * translation's title and highlights. Kept by the trigger tours_search_text (migrations 0018 and 0023);
     * array_to_string is not immutable, so it cannot be generated.
     */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('tours_slug_unique').on(t.slug),
    uniqueIndex('tours_sku_unique').on(t.sku),
    check('tours_price_check', sql`${t.price} >= 0`),
    check('tours_discount_percentage_check', isPercent(t.discountPercentage)),
    check('tours_currency_check', isOneOf(t.currency, CURRENCIES)),
    check('tours_category_check', isOneOf(t.category, TOUR_CATEGORIES)),
    check('tours_status_check', isOneOf(t.status, TOUR_STATUSES)),
    check('tours_cancellation_policy_check', isOneOf(t.cancellationPolicy, CANCELLATION_POLICY_CODES)),
    check('tours_content_language_check', isOneOf(t.contentLanguage, LANGUAGES)),
    check('tours_duration_days_check', sql`${t.durationDays} > 0`),
    check('tours_rating_check', sql`${t.rating} >= 0 and ${t.rating} <= 5`),
    check('tours_reviews_count_check', sql`${t.reviewsCount} >= 0`),
    check('tours_total_quota_check', sql`${t.totalQuota} is null or ${t.totalQuota} > 0`),
    index('tours_created_at_idx').on(t.createdAt.desc()),
    index('tours_owner_user_id_idx').on(t.ownerUserId),
    index('tours_company_id_idx').on(t.companyId),
    index('tours_title_idx').on(t.title),
  ],
);

/** A departure. `available_spots` is the live inventory: holds and bookings are taken from it. */
export const tourDates = pgTable(
  'tour_dates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    startDate: calendarDate('start_date').notNull(),
    endDate: calendarDate('end_date').notNull(),
    price: integer('price').notNull(),
    currency: currency().notNull(),
    availableSpots: integer('available_spots').notNull(),
    discountPercent: integer('discount_percent'),
    label: text('label'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('tour_dates_available_spots_check', sql`${t.availableSpots} >= 0`),
    check('tour_dates_price_check', sql`${t.price} >= 0`),
    check('tour_dates_currency_check', isOneOf(t.currency, CURRENCIES)),
    check('tour_dates_discount_percent_check', isPercent(t.discountPercent)),
    check('tour_dates_end_after_start_check', sql`${t.endDate} >= ${t.startDate}`),
    index('tour_dates_tour_start_idx').on(t.tourId, t.startDate),
    index('tour_dates_start_date_idx').on(t.startDate),
  ],
);

export const tourFlights = pgTable(
  'tour_flights',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tourDateId: uuid('tour_date_id')
      .notNull()
      .references(() => tourDates.id, { onDelete: 'cascade' }),
    isOutbound: boolean('is_outbound').notNull(),
    airline: text('airline').notNull(),
    airlineCode: text('airline_code'),
    flightNumber: text('flight_number').notNull(),
    departureAirport: text('departure_airport').notNull(),
    departureCode: text('departure_code').notNull(),
    departureTime: instant('departure_time').notNull(),
    /** The departure airport's UTC offset at departure, in minutes (decision 18: times are shown as its wall time). */
    departureUtcOffset: integer('departure_utc_offset').notNull(),
    arrivalAirport: text('arrival_airport').notNull(),
    arrivalCode: text('arrival_code').notNull(),
    arrivalTime: instant('arrival_time').notNull(),
    /** The arrival airport's UTC offset at arrival, in minutes. */
    arrivalUtcOffset: integer('arrival_utc_offset').notNull(),
    /** Text such as '3h 0m'. */
    duration: text('duration'),
    createdAt: createdAt(),
  },
  (t) => [
    check('tour_flights_arrival_after_departure_check', sql`${t.arrivalTime} >= ${t.departureTime}`),
    check('tour_flights_departure_utc_offset_check', sql`${t.departureUtcOffset} between -720 and 840`),
    check('tour_flights_arrival_utc_offset_check', sql`${t.arrivalUtcOffset} between -720 and 840`),
    index('tour_flights_tour_date_id_idx').on(t.tourDateId, t.isOutbound),
  ],
);

export const tourImages = pgTable(
  'tour_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    altText: text('alt_text'),
    /** 0 is the primary image. */
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('tour_images_display_order_check', sql`${t.displayOrder} >= 0`),
    index('tour_images_tour_order_idx').on(t.tourId, t.displayOrder),
  ],
);

/**
 * One row per activity. A day with several activities has several rows with the same day_number,
 * titled 'Day title - Activity n'; `position` orders them within the day.
 */
export const tourItinerary = pgTable(
  'tour_itinerary',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    dayNumber: integer('day_number').notNull(),
    position: integer('position').notNull().default(0),
    title: text('title').notNull(),
    /** '09:00', 'Morning', ...; null reads 'Time TBD'. */
    time: text('time'),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('tour_itinerary_day_number_check', sql`${t.dayNumber} >= 1`),
    index('tour_itinerary_tour_day_idx').on(t.tourId, t.dayNumber, t.position),
  ],
);

export const tourMeals = pgTable(
  'tour_meals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    dayNumber: integer('day_number').notNull(),
    schedule: text('schedule').notNull(),
    breakfast: boolean('breakfast').notNull().default(false),
    lunch: boolean('lunch').notNull().default(false),
    dinner: boolean('dinner').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('tour_meals_day_number_check', sql`${t.dayNumber} >= 1`),
    unique('tour_meals_tour_day_unique').on(t.tourId, t.dayNumber),
  ],
);

export const tourHotels = pgTable(
  'tour_hotels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    rating: text('rating').$type<THotelRating>().notNull().default('5'),
    amenities: textList('amenities'),
    /** Display times such as '2:00 PM'. */
    checkInTime: text('check_in_time'),
    checkOutTime: text('check_out_time'),
    roomType: text('room_type').$type<TRoomType>(),
    website: text('website'),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('tour_hotels_rating_check', isOneOf(t.rating, HOTEL_RATINGS)),
    check('tour_hotels_room_type_check', sql`${t.roomType} is null or ${isOneOf(t.roomType, ROOM_TYPES)}`),
    index('tour_hotels_tour_order_idx').on(t.tourId, t.displayOrder),
  ],
);

// ---------------------------------------------------------------------------
// Submitted tours awaiting review
// ---------------------------------------------------------------------------

/** A flight as entered in the submission wizard; date-times are ISO strings. */
export type TPendingFlight = {
  airline: string;
  airlineCode?: string | null;
  flightNumber: string;
  departureAirport: string;
  departureCode: string;
  departureDateTime: string;
  arrivalAirport: string;
  arrivalCode: string;
  arrivalDateTime: string;
  duration?: string | null;
};

/** Prices in minor units of `currency`. */
export type TPendingAvailableDate = {
  startDate: string;
  price: number;
  currency: TCurrency;
  availableSpots: number;
  outbound?: TPendingFlight | null;
  return?: TPendingFlight | null;
};

export type TPendingItineraryDay = {
  dayNumber: number;
  title: string;
  /** Legacy single-activity days. */
  description?: string | null;
  time?: string | null;
  activities: { time?: string | null; description: string }[];
};

export type TPendingMealPlan = {
  dayNumber: number;
  schedule: string;
  breakfast: boolean;
  lunch: boolean;
  dinner: boolean;
};

export type TPendingHotel = {
  name: string;
  description: string;
  rating: THotelRating;
  amenities: THotelAmenity[];
  checkIn: string;
  checkOut: string;
  roomType: TRoomType;
  website?: string | null;
};

export type TPendingTourImage = { url: string; order: number; altText?: string | null };

/** Columns shared by pending_tours and rejected_tours (fresh builders per table). */
function submittedTourColumns() {
  return {
    sku: text('sku'),
    companyName: text('company_name'),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull(),
    duration: text('duration').notNull(),
    durationDays: integer('duration_days').notNull(),
    location: text('location').notNull(),
    country: text('country').notNull(),
    category: text('category').$type<TTourCategory>().notNull(),
    price: integer('price').notNull(),
    discountPercentage: integer('discount_percentage'),
    currency: currency().notNull(),
    totalQuota: integer('total_quota').notNull(),
    thumbnailUrl: text('thumbnail_url'),
    inclusions: textList('inclusions'),
    exclusions: textList('exclusions'),
    highlights: textList('highlights'),
    contentLanguage: contentLanguageColumn(),
    contentTranslation: contentTranslationColumn(),
    cancellationPolicy: cancellationPolicyColumn(),
    availableDates: jsonb('available_dates').$type<TPendingAvailableDate[]>().notNull().default([]),
    itineraryDays: jsonb('itinerary_days').$type<TPendingItineraryDay[]>().notNull().default([]),
    mealPlans: jsonb('meal_plans').$type<TPendingMealPlan[]>().notNull().default([]),
    hotels: jsonb('hotels').$type<TPendingHotel[]>().notNull().default([]),
    tourImages: jsonb('tour_images').$type<TPendingTourImage[]>().notNull().default([]),
    submittedAt: instant('submitted_at').notNull().defaultNow(),
  };
}

/**
 * An operator's tour wizard in progress, saved on the server (DESIGN decision 20). `version` grows with
 * each save so a save based on an older version is refused instead of overwriting newer typing.
 */
export const tourDrafts = pgTable(
  'tour_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    version: integer('version').notNull().default(1),
    submittedAt: instant('submitted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('tour_drafts_version_check', sql`${t.version} > 0`),
    index('tour_drafts_user_updated_idx').on(t.userId, t.updatedAt.desc()),
  ],
);

/**
 * Unsaved work on the edit screen of a live tour (DESIGN decision 20): one per user and tour, saved as the
 * operator types and removed in the transaction that saves the tour. `baseUpdatedAt`: the tour's updated_at
 * the edits started from, so the page can tell when the tour changed since.
 */
export const tourEditDrafts = pgTable(
  'tour_edit_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    version: integer('version').notNull().default(1),
    baseUpdatedAt: instant('base_updated_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('tour_edit_drafts_version_check', sql`${t.version} > 0`),
    unique('tour_edit_drafts_user_tour_unique').on(t.userId, t.tourId),
    index('tour_edit_drafts_tour_id_idx').on(t.tourId),
  ],
);

/** Images operators upload (or give by URL) for tours, re-encoded and kept in the file store. */
export const imageUploads = pgTable(
  'image_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    purpose: text('purpose').$type<TImageUploadPurpose>().notNull(),
    fileKey: text('file_key').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** The address the server fetched it from, when it was given by URL. */
    sourceUrl: text('source_url'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('image_uploads_file_key_unique').on(t.fileKey),
    check('image_uploads_purpose_check', isOneOf(t.purpose, IMAGE_UPLOAD_PURPOSES)),
    check('image_uploads_dimensions_check', sql`${t.width} > 0 and ${t.height} > 0 and ${t.sizeBytes} > 0`),
    index('image_uploads_user_id_idx').on(t.userId),
  ],
);

export const pendingTours = pgTable(
  'pending_tours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...submittedTourColumns(),
    /** The draft it was submitted from: one pending tour per draft (DESIGN decision 20). */
    draftId: uuid('draft_id').references(() => tourDrafts.id, { onDelete: 'set null' }),
    /** The submitting request's key: a replayed or double-clicked submission finds this row. */
    idempotencyKey: text('idempotency_key'),
    status: text('status').$type<TPendingTourStatus>().notNull().default('pending'),
    /** Set when an approved row could not be deleted and was archived instead. */
    publishedTourId: uuid('published_tour_id').references(() => tours.id, { onDelete: 'set null' }),
    /**
     * Set on a revision of a live tour (DESIGN decision 37): the proposed content of that tour, approved like a
     * submission but into the tour instead of a new one. Its departures are not part of it (they change at once).
     */
    revisionOfTourId: uuid('revision_of_tour_id').references(() => tours.id, { onDelete: 'cascade' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('pending_tours_status_check', isOneOf(t.status, PENDING_TOUR_STATUSES)),
    check('pending_tours_category_check', isOneOf(t.category, TOUR_CATEGORIES)),
    check('pending_tours_currency_check', isOneOf(t.currency, CURRENCIES)),
    check('pending_tours_price_check', sql`${t.price} >= 0`),
    check('pending_tours_discount_percentage_check', isPercent(t.discountPercentage)),
    check('pending_tours_duration_days_check', sql`${t.durationDays} > 0`),
    check('pending_tours_total_quota_check', sql`${t.totalQuota} > 0`),
    check('pending_tours_cancellation_policy_check', isOneOf(t.cancellationPolicy, CANCELLATION_POLICY_CODES)),
    check('pending_tours_content_language_check', isOneOf(t.contentLanguage, LANGUAGES)),
    index('pending_tours_status_submitted_idx').on(t.status, t.submittedAt.desc()),
    index('pending_tours_user_id_idx').on(t.userId),
    index('pending_tours_slug_idx').on(t.slug),
    /** SKUs are unique across tours and pending tours: tours_sku_unique, this, and a check of both on submit. */
    uniqueIndex('pending_tours_sku_unique').on(t.sku).where(sql`${t.revisionOfTourId} is null`),
    /** One open revision per live tour: a second content save updates it. */
    uniqueIndex('pending_tours_open_revision_unique')
      .on(t.revisionOfTourId)
      .where(sql`${t.revisionOfTourId} is not null and ${t.status} in ('pending', 'changes_requested')`),
    uniqueIndex('pending_tours_draft_id_unique').on(t.draftId),
    uniqueIndex('pending_tours_user_idempotency_key_unique').on(t.userId, t.idempotencyKey),
  ],
);

/** Every submission, note and decision on a pending tour, oldest first (DESIGN decision 22). */
export const tourSubmissionEvents = pgTable(
  'tour_submission_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pendingTourId: uuid('pending_tour_id')
      .notNull()
      .references(() => pendingTours.id, { onDelete: 'cascade' }),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<TSubmissionEventKind>().notNull(),
    /** The rejection reason or the requested changes; null for submissions and approvals. */
    note: text('note'),
    /**
     * What was submitted, in the stored pending shape, on 'submitted' and 'resubmitted' rows: the
     * administrator sees what changed since the previous submission (issue 20).
     */
    snapshot: jsonb('snapshot').$type<TStoredPendingTour>(),
    createdAt: createdAt(),
  },
  (t) => [
    check('tour_submission_events_kind_check', isOneOf(t.kind, SUBMISSION_EVENT_KINDS)),
    index('tour_submission_events_pending_created_idx').on(t.pendingTourId, t.createdAt),
  ],
);

/**
 * One row per administrator action, written in the transaction of the change (DESIGN decision 24).
 * `before` and `after` hold what changed, never secrets.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    requestId: text('request_id'),
    address: text('address'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc()),
    index('audit_log_actor_created_idx').on(t.actorUserId, t.createdAt.desc()),
    index('audit_log_action_created_idx').on(t.action, t.createdAt.desc()),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);

export const rejectedTours = pgTable(
  'rejected_tours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The pending row is deleted on rejection, so this is a plain reference. */
    originalPendingTourId: uuid('original_pending_tour_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    ...submittedTourColumns(),
    rejectedBy: uuid('rejected_by').references(() => users.id, { onDelete: 'set null' }),
    rejectionReason: text('rejection_reason').notNull(),
    rejectedAt: instant('rejected_at').notNull().defaultNow(),
  },
  (t) => [
    check('rejected_tours_rejection_reason_check', sql`length(btrim(${t.rejectionReason})) > 0`),
    check('rejected_tours_cancellation_policy_check', isOneOf(t.cancellationPolicy, CANCELLATION_POLICY_CODES)),
    check('rejected_tours_content_language_check', isOneOf(t.contentLanguage, LANGUAGES)),
    index('rejected_tours_user_id_idx').on(t.userId),
    index('rejected_tours_rejected_at_idx').on(t.rejectedAt.desc()),
  ],
);

// ---------------------------------------------------------------------------
// Booking sessions, bookings and payments
// ---------------------------------------------------------------------------

/**
 * A server-side seat hold (Book Now). Creating one takes `adults + children` seats from
 * tour_dates.available_spots; `seats_released_at` is set by the one statement that gives them back.
 */
export const bookingSessions = pgTable(
  'booking_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The user id, or 'guest_…' for an anonymous visitor. */
    accountId: text('account_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    tourDateId: uuid('tour_date_id')
      .notNull()
      .references(() => tourDates.id, { onDelete: 'cascade' }),
    adults: integer('adults').notNull(),
    children: integer('children').notNull().default(0),
    infants: integer('infants').notNull().default(0),
    totalPrice: integer('total_price').notNull(),
    currency: currency().notNull(),
    status: text('status').$type<TBookingSessionStatus>().notNull().default('active'),
    seatsReleasedAt: instant('seats_released_at'),
    /** The payer's contact details, kept from the payment form until the payment is verified. */
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    /** The language the traveller is paying in, for the booking the session becomes (issue 27). */
    language: text('language').$type<TLanguage>().notNull().default(DEFAULT_LANGUAGE),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [
    check('booking_sessions_adults_check', sql`${t.adults} between ${sql.raw(`${MIN_GUESTS} and ${MAX_GUESTS}`)}`),
    check('booking_sessions_children_check', sql`${t.children} >= 0`),
    check('booking_sessions_infants_check', sql`${t.infants} >= 0`),
    check('booking_sessions_total_price_check', sql`${t.totalPrice} >= 0`),
    check('booking_sessions_currency_check', isOneOf(t.currency, CURRENCIES)),
    check('booking_sessions_status_check', isOneOf(t.status, BOOKING_SESSION_STATUSES)),
    check('booking_sessions_language_check', isOneOf(t.language, LANGUAGES)),
    index('booking_sessions_status_expires_idx').on(t.status, t.expiresAt),
    index('booking_sessions_user_id_idx').on(t.userId),
    index('booking_sessions_tour_date_id_idx').on(t.tourDateId),
    /** One active hold per visitor (account or guest cookie) per departure (DESIGN decision 17). */
    uniqueIndex('booking_sessions_one_active_hold_unique')
      .on(t.accountId, t.tourDateId)
      .where(sql`${t.status} = 'active'`),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for a guest booking; the contact columns identify the guest. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    bookingSessionId: uuid('booking_session_id').references(() => bookingSessions.id, { onDelete: 'set null' }),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'restrict' }),
    tourDateId: uuid('tour_date_id')
      .notNull()
      .references(() => tourDates.id, { onDelete: 'restrict' }),
    numberOfGuests: integer('number_of_guests').notNull(),
    totalAmount: integer('total_amount').notNull(),
    currency: currency().notNull(),
    discountAmount: integer('discount_amount').notNull().default(0),
    discountPercentage: integer('discount_percentage'),
    specialRequests: text('special_requests'),
    /** 'CHT-' plus 6 digits, made on the server. */
    bookingReference: text('booking_reference').notNull(),
    bookingStatus: text('booking_status').$type<TBookingStatus>().notNull().default('pending'),
    paymentStatus: text('payment_status').$type<TBookingPaymentStatus>().notNull().default('pending'),
    paymentMethod: text('payment_method').$type<TBookingPaymentMethod>().notNull(),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    /** The language the booking was made in: its e-mails, receipt and documents are written in it (issue 27). */
    language: text('language').$type<TLanguage>().notNull().default(DEFAULT_LANGUAGE),
    bookingDate: instant('booking_date').notNull().defaultNow(),
    cancellationDate: instant('cancellation_date'),
    cancellationReason: text('cancellation_reason'),
    /** Reserve now, pay later (DESIGN decision 13): unpaid at this instant, the booking is cancelled by a job. */
    paymentDeadline: instant('payment_deadline'),
    paymentReminderSentAt: instant('payment_reminder_sent_at'),
    /** The travel documents e-mail (itinerary, flights, meeting details), sent once 7 days before departure. */
    travelDocumentsSentAt: instant('travel_documents_sent_at'),
    /** The e-mail with the private review link (issue 23), sent once after the trip has ended. */
    reviewRequestedAt: instant('review_requested_at'),
    /** What a cancellation gives back under the cancellation policy, in minor units (DESIGN decision 26). */
    refundAmount: integer('refund_amount'),
    refundStatus: text('refund_status').$type<TBookingRefundStatus>(),
    /**
     * The tour's cancellation policy as it was when the booking was made, code and tiers (DESIGN decision 31):
     * refunds are computed from this copy only. Written by the booking's insert; the default is the policy
     * every booking made before policies could be chosen was sold under.
     */
    cancellationPolicy: jsonb('cancellation_policy')
      .$type<TCancellationPolicySnapshot>()
      .notNull()
      .default(cancellationPolicySnapshot(DEFAULT_CANCELLATION_POLICY)),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('bookings_booking_reference_unique').on(t.bookingReference),
    uniqueIndex('bookings_booking_session_id_unique').on(t.bookingSessionId),
    check('bookings_booking_reference_check', sql`${t.bookingReference} ~ '^CHT-[0-9]{6}$'`),
    check(
      'bookings_number_of_guests_check',
      sql`${t.numberOfGuests} between ${sql.raw(`${MIN_GUESTS} and ${MAX_GUESTS}`)}`,
    ),
    check('bookings_total_amount_check', sql`${t.totalAmount} >= 0`),
    check('bookings_discount_amount_check', sql`${t.discountAmount} >= 0`),
    check('bookings_discount_percentage_check', isPercent(t.discountPercentage)),
    check('bookings_currency_check', isOneOf(t.currency, CURRENCIES)),
    check('bookings_booking_status_check', isOneOf(t.bookingStatus, BOOKING_STATUSES)),
    check('bookings_payment_status_check', isOneOf(t.paymentStatus, BOOKING_PAYMENT_STATUSES)),
    check('bookings_payment_method_check', isOneOf(t.paymentMethod, BOOKING_PAYMENT_METHODS)),
    check('bookings_guest_contact_check', sql`${t.userId} is not null or ${t.contactEmail} is not null`),
    check('bookings_language_check', isOneOf(t.language, LANGUAGES)),
    check('bookings_refund_amount_check', sql`${t.refundAmount} is null or ${t.refundAmount} >= 0`),
    check(
      'bookings_refund_status_check',
      sql`${t.refundStatus} is null or ${isOneOf(t.refundStatus, BOOKING_REFUND_STATUSES)}`,
    ),
    /** The deadline job's scan: unpaid reservations by deadline. */
    index('bookings_unpaid_deadline_idx')
      .on(t.paymentDeadline)
      .where(sql`${t.paymentDeadline} is not null and ${t.bookingStatus} = 'pending'`),
    index('bookings_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('bookings_tour_status_idx').on(t.tourId, t.bookingStatus),
    index('bookings_tour_date_id_idx').on(t.tourDateId),
    index('bookings_booking_date_idx').on(t.bookingDate.desc()),
    /** The dashboards' recent bookings and a tour's last booking: one tour's bookings, newest first. */
    index('bookings_tour_booking_date_idx').on(t.tourId, t.bookingDate.desc()),
    /** The review-request job's scan: paid bookings not asked for a review yet, by departure. */
    index('bookings_review_request_due_idx')
      .on(t.tourDateId)
      .where(sql`${t.reviewRequestedAt} is null and ${t.paymentStatus} = 'completed'`),
  ],
);

/**
 * Private links to manage a booking without an account (DESIGN decision 16): only the sha256 of the token
 * is stored; each booking e-mail carries a fresh token, valid until the trip ends.
 */
export const bookingAccessTokens = pgTable(
  'booking_access_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('booking_access_tokens_booking_id_idx').on(t.bookingId)],
);

export const bookingGuests = pgTable(
  'booking_guests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** 0 is the primary guest. */
    position: integer('position').notNull().default(0),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    dateOfBirth: calendarDate('date_of_birth').notNull(),
    nationality: text('nationality').notNull(),
    passportNumber: text('passport_number'),
    passportExpiry: calendarDate('passport_expiry'),
    dietaryRequirements: text('dietary_requirements'),
    specialRequests: text('special_requests'),
    emergencyContactName: text('emergency_contact_name'),
    emergencyContactPhone: text('emergency_contact_phone'),
    createdAt: createdAt(),
  },
  (t) => [
    check('booking_guests_position_check', sql`${t.position} >= 0`),
    index('booking_guests_booking_position_idx').on(t.bookingId, t.position),
  ],
);

/**
 * One row per payment attempt with a provider. `provider_payment_id` (the PaymentIntent id) and
 * `idempotency_key` are unique so that replays and double clicks cannot make a second charge.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    bookingSessionId: uuid('booking_session_id').references(() => bookingSessions.id, { onDelete: 'set null' }),
    provider: text('provider').$type<TPaymentProvider>().notNull(),
    providerPaymentId: text('provider_payment_id'),
    idempotencyKey: text('idempotency_key'),
    method: text('method').$type<TPaymentMethod>().notNull(),
    amount: integer('amount').notNull(),
    currency: currency().notNull(),
    status: text('status').$type<TPaymentStatus>().notNull().default('requires_payment_method'),
    lastErrorCode: text('last_error_code'),
    lastErrorMessage: text('last_error_message'),
    /** Bank-transfer slip in the private file store (never a public URL). */
    slipFileKey: text('slip_file_key'),
    slipContentType: text('slip_content_type'),
    slipFileName: text('slip_file_name'),
    slipSizeBytes: integer('slip_size_bytes'),
    /** The slip's mini QR (DESIGN decision 33): the sending bank's code and the transfer's reference. */
    slipBankCode: text('slip_bank_code'),
    slipReference: text('slip_reference'),
    slipCheck: text('slip_check').$type<TSlipCheck>(),
    /** A transfer not verified by this instant is escalated on the verification desk. */
    verificationDueAt: instant('verification_due_at'),
    escalatedAt: instant('escalated_at'),
    /** An administrator's decision on a transfer: verified, or rejected with a reason. */
    reviewedAt: instant('reviewed_at'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    rejectionReason: text('rejection_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_payment_id_unique').on(t.providerPaymentId),
    uniqueIndex('payments_idempotency_key_unique').on(t.idempotencyKey),
    check('payments_provider_check', isOneOf(t.provider, PAYMENT_PROVIDERS)),
    check('payments_method_check', isOneOf(t.method, PAYMENT_METHODS)),
    check('payments_status_check', isOneOf(t.status, PAYMENT_STATUSES)),
    check('payments_currency_check', isOneOf(t.currency, CURRENCIES)),
    check('payments_amount_check', sql`${t.amount} >= 0`),
    check(
      'payments_slip_size_check',
      sql`${t.slipSizeBytes} is null or (${t.slipSizeBytes} > 0 and ${t.slipSizeBytes} <= ${sql.raw(String(MAX_SLIP_BYTES))})`,
    ),
    check('payments_target_check', sql`${t.bookingId} is not null or ${t.bookingSessionId} is not null`),
    check('payments_slip_check_check', sql`${t.slipCheck} is null or ${isOneOf(t.slipCheck, SLIP_CHECKS)}`),
    /** The same slip cannot pay twice (DESIGN decision 33): a unique index, not a check before the insert. */
    uniqueIndex('payments_slip_bank_reference_unique')
      .on(t.slipBankCode, t.slipReference)
      .where(sql`${t.slipReference} is not null`),
    /** The verification desk's queue, oldest first. */
    index('payments_awaiting_verification_idx').on(t.createdAt).where(sql`${t.status} = 'pending_verification'`),
    index('payments_booking_id_idx').on(t.bookingId),
    index('payments_booking_session_id_idx').on(t.bookingSessionId),
  ],
);

/**
 * One refund (DESIGN decision 34): requested, submitted to the provider (or owed by bank transfer), then
 * succeeded or failed. Partial refunds are rows of their own; the sum of a payment's refunds that have not
 * failed never exceeds what it captured, checked with the payment row locked. `amount` is in the payment's
 * currency (PromptPay took THB for a booking priced in another currency).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    route: text('route').$type<TRefundPayoutRoute>().notNull(),
    amount: integer('amount').notNull(),
    currency: currency().notNull(),
    status: text('status').$type<TRefundLedgerStatus>().notNull().default('requested'),
    reason: text('reason').notNull(),
    requestedByKind: text('requested_by_kind').$type<TBookingActorKind>().notNull(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** The provider's refund id (Stripe `re_…`); the refund's own id is the idempotency key sent with it. */
    providerRefundId: text('provider_refund_id'),
    failureReason: text('failure_reason'),
    /** Bank-transfer refunds: the traveller's account to pay back to, then the transfer an administrator made. */
    payoutAccount: jsonb('payout_account').$type<{ bankName: string; accountName: string; accountNumber: string }>(),
    transferReference: text('transfer_reference'),
    proofFileKey: text('proof_file_key'),
    proofContentType: text('proof_content_type'),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: instant('submitted_at'),
    settledAt: instant('settled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('refunds_provider_refund_id_unique').on(t.providerRefundId),
    check('refunds_amount_check', sql`${t.amount} > 0`),
    check('refunds_currency_check', isOneOf(t.currency, CURRENCIES)),
    check('refunds_status_check', isOneOf(t.status, REFUND_LEDGER_STATUSES)),
    check('refunds_route_check', isOneOf(t.route, REFUND_PAYOUT_ROUTES)),
    check('refunds_requested_by_kind_check', isOneOf(t.requestedByKind, BOOKING_ACTOR_KINDS)),
    index('refunds_booking_id_idx').on(t.bookingId, t.createdAt),
    index('refunds_payment_id_idx').on(t.paymentId),
    /** The desk's "to pay back": bank-transfer refunds not yet made. */
    index('refunds_owed_by_transfer_idx')
      .on(t.createdAt)
      .where(sql`${t.route} = 'bank_transfer' and ${t.status} = 'requested'`),
  ],
);

/**
 * A booking's history, one row per change of its statuses (written by the one transition function and by the
 * booking's insert, in the same transaction): the timeline on the bookings desk, and the cause of the
 * operator's paid and cancelled notices (`operator_notified_at`, set when their mail is queued).
 */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** 'created' or a TBookingChange event ('payment_settled', 'cancelled', 'status_set', …). */
    event: text('event').notNull(),
    bookingStatus: text('booking_status').$type<TBookingStatus>().notNull(),
    paymentStatus: text('payment_status').$type<TBookingPaymentStatus>().notNull(),
    refundStatus: text('refund_status').$type<TBookingRefundStatus>(),
    actorKind: text('actor_kind').$type<TBookingActorKind>().notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    /** Set when the change is news for the tour's operator: the booking became paid, or was cancelled. */
    operatorNotice: text('operator_notice').$type<'paid' | 'cancelled'>(),
    operatorNotifiedAt: instant('operator_notified_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('booking_events_actor_kind_check', isOneOf(t.actorKind, BOOKING_ACTOR_KINDS)),
    check(
      'booking_events_operator_notice_check',
      sql`${t.operatorNotice} is null or ${t.operatorNotice} in ('paid', 'cancelled')`,
    ),
    index('booking_events_booking_created_idx').on(t.bookingId, t.createdAt),
    /** The operator-notice job's scan: events that entered paid or cancelled and have not been told yet. */
    index('booking_events_operator_unnotified_idx')
      .on(t.createdAt)
      .where(sql`${t.operatorNotice} is not null and ${t.operatorNotifiedAt} is null`),
  ],
);

// ---------------------------------------------------------------------------
// Reviews (issue 23, DESIGN decision 35)
// ---------------------------------------------------------------------------

const isStarRating = (column: AnyPgColumn) => sql`${column} between 1 and 5`;
const isOptionalStarRating = (column: AnyPgColumn) => sql`${column} is null or ${column} between 1 and 5`;

/**
 * A traveller's review of a trip they went on: one per booking (the unique index, not a check before the insert).
 * Only published reviews count: tours.rating and tours.reviews_count are recomputed from them, with the tour row
 * locked, in the transaction that publishes, hides or edits one.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    /** The account that wrote it, when signed in; a review by the private link has none. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** How the reviewer is named in public ('Ada T.'), fixed when written. */
    authorName: text('author_name').notNull(),
    overallRating: integer('overall_rating').notNull(),
    guideRating: integer('guide_rating'),
    organisationRating: integer('organisation_rating'),
    valueRating: integer('value_rating'),
    accommodationRating: integer('accommodation_rating'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** 'YYYY-MM': the month the trip started. */
    travelMonth: text('travel_month').notNull(),
    travellerType: text('traveller_type').$type<TReviewTravellerType>().notNull(),
    status: text('status').$type<TReviewStatus>().notNull(),
    /** The moderation rules the latest version tripped (kept after an administrator publishes it). */
    moderationReasons: text('moderation_reasons')
      .array()
      .$type<TReviewModerationReason[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    hiddenReason: text('hidden_reason'),
    moderatedAt: instant('moderated_at'),
    moderatedBy: uuid('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** The traveller's last edit (within 14 days of createdAt). */
    editedAt: instant('edited_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_booking_id_unique').on(t.bookingId),
    check('reviews_overall_rating_check', isStarRating(t.overallRating)),
    check('reviews_guide_rating_check', isOptionalStarRating(t.guideRating)),
    check('reviews_organisation_rating_check', isOptionalStarRating(t.organisationRating)),
    check('reviews_value_rating_check', isOptionalStarRating(t.valueRating)),
    check('reviews_accommodation_rating_check', isOptionalStarRating(t.accommodationRating)),
    check('reviews_status_check', isOneOf(t.status, REVIEW_STATUSES)),
    check('reviews_traveller_type_check', isOneOf(t.travellerType, REVIEW_TRAVELLER_TYPES)),
    check('reviews_travel_month_check', sql`${t.travelMonth} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check(
      'reviews_moderation_reasons_check',
      sql`${t.moderationReasons} <@ array[${sql.raw(REVIEW_MODERATION_REASONS.map((reason) => `'${reason}'`).join(', '))}]::text[]`,
    ),
    check('reviews_hidden_reason_check', sql`${t.status} <> 'hidden' or ${t.hiddenReason} is not null`),
    /** A tour's page: its published reviews, newest first (and by rating for the other sorts). */
    index('reviews_tour_status_created_idx').on(t.tourId, t.status, t.createdAt.desc()),
    /** The moderation queue's held reviews, oldest first. */
    index('reviews_in_moderation_idx').on(t.createdAt).where(sql`${t.status} = 'in_moderation'`),
    index('reviews_user_id_idx').on(t.userId),
  ],
);

/** A review's photos, uploaded through the tour-image pipeline (checked by their bytes, re-encoded). */
export const reviewPhotos = pgTable(
  'review_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    imageUploadId: uuid('image_upload_id')
      .notNull()
      .references(() => imageUploads.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    /** A photo belongs to one review: an id seen on another review cannot be attached to one's own. */
    uniqueIndex('review_photos_image_upload_id_unique').on(t.imageUploadId),
    check('review_photos_position_check', sql`${t.position} >= 0`),
    index('review_photos_review_position_idx').on(t.reviewId, t.position),
  ],
);

/** The operator's one public reply to a review. */
export const reviewReplies = pgTable(
  'review_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('review_replies_review_id_unique').on(t.reviewId),
    check('review_replies_body_check', sql`length(btrim(${t.body})) > 0`),
  ],
);

/**
 * Someone's report of a published review: open until an administrator publishes (keeps) or hides the review.
 * `reporter_key` (a hash of the account or the address) makes a repeated report by the same reporter count once.
 */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<TReviewReportReason>().notNull(),
    details: text('details'),
    reporterKey: text('reporter_key').notNull(),
    reporterUserId: uuid('reporter_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    resolvedAt: instant('resolved_at'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolution: text('resolution').$type<'published' | 'hidden'>(),
  },
  (t) => [
    check('review_reports_reason_check', isOneOf(t.reason, REVIEW_REPORT_REASONS)),
    check(
      'review_reports_resolution_check',
      sql`${t.resolution} is null or ${t.resolution} in ('published', 'hidden')`,
    ),
    uniqueIndex('review_reports_open_reporter_unique')
      .on(t.reviewId, t.reporterKey)
      .where(sql`${t.resolvedAt} is null`),
    /** The moderation queue's reported reviews. */
    index('review_reports_open_idx').on(t.reviewId, t.createdAt).where(sql`${t.resolvedAt} is null`),
  ],
);

/**
 * Private links to review a trip without an account (issue 23): only the sha256 of the token is stored; each
 * e-mail carries a fresh token, valid 60 days.
 */
export const reviewAccessTokens = pgTable(
  'review_access_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('review_access_tokens_booking_id_idx').on(t.bookingId)],
);

/** Webhook events already handled: a redelivered event is recognised by its id and skipped. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: instant('processed_at').notNull().defaultNow(),
});

// ---------------------------------------------------------------------------
// Dashboard summary rows (issue 24, DESIGN decision 36)
// ---------------------------------------------------------------------------

/**
 * What the dashboards count, per tour, per Bangkok calendar day and per currency, twice: once by the day the
 * booking was made (`basis` 'booking') and once by the day its departure starts ('travel'). Only bookings that
 * count (DESIGN decision 27: paid and not cancelled) are in it; `revenue` is their total less what has been
 * promised back to the traveller (bookings.refund_amount), in the currency's minor unit. Kept by triggers on
 * bookings in the transaction of every change (migration 0016); the nightly recomputation reports and repairs
 * any drift.
 */
export const dashboardTourDays = pgTable(
  'dashboard_tour_days',
  {
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    basis: text('basis').$type<'booking' | 'travel'>().notNull(),
    day: calendarDate('day').notNull(),
    currency: currency().notNull(),
    bookings: integer('bookings').notNull().default(0),
    guests: integer('guests').notNull().default(0),
    revenue: bigint('revenue', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tourId, t.basis, t.day, t.currency] }),
    check('dashboard_tour_days_basis_check', isOneOf(t.basis, ['booking', 'travel'])),
    /** The nightly check's ranges of days, every tour's rows. */
    index('dashboard_tour_days_basis_day_idx').on(t.basis, t.day),
  ],
);

/**
 * The platform's figures per basis, Bangkok day and currency: the sum of every tour's dashboard_tour_days rows, kept
 * by a trigger on that table (migration 0017), so the admin dashboard reads a few thousand rows for six months
 * instead of every tour's. Each day is split over 16 rows by tour (dashboard_platform_shard: the last byte of its id, modulo 16):
 * bookings of different tours made at the same moment rarely wait for one another's row.
 */
export const dashboardPlatformDays = pgTable(
  'dashboard_platform_days',
  {
    basis: text('basis').$type<'booking' | 'travel'>().notNull(),
    day: calendarDate('day').notNull(),
    currency: currency().notNull(),
    shard: smallint('shard').notNull(),
    bookings: integer('bookings').notNull().default(0),
    guests: integer('guests').notNull().default(0),
    revenue: bigint('revenue', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.basis, t.day, t.currency, t.shard] }),
    check('dashboard_platform_days_basis_check', isOneOf(t.basis, ['booking', 'travel'])),
  ],
);

/**
 * A tour's all-time totals per currency (the same counting as dashboard_tour_days, whatever the basis); kept by the
 * same triggers.
 */
export const dashboardTourTotals = pgTable(
  'dashboard_tour_totals',
  {
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    currency: currency().notNull(),
    bookings: integer('bookings').notNull().default(0),
    guests: integer('guests').notNull().default(0),
    revenue: bigint('revenue', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tourId, t.currency] })],
);

/** A tour's published reviews by overall rating (1 to 5 stars), kept by a trigger on reviews. */
export const dashboardTourRatings = pgTable(
  'dashboard_tour_ratings',
  {
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    stars: integer('stars').notNull(),
    reviews: integer('reviews').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tourId, t.stars] }),
    check('dashboard_tour_ratings_stars_check', isStarRating(t.stars)),
  ],
);

// ---------------------------------------------------------------------------
// Row types
// ---------------------------------------------------------------------------

export type TRefund = typeof refunds.$inferSelect;
export type TBookingEvent = typeof bookingEvents.$inferSelect;
export type TUser = typeof users.$inferSelect;
export type TNewUser = typeof users.$inferInsert;
export type TProfile = typeof profiles.$inferSelect;
export type TNewProfile = typeof profiles.$inferInsert;
export type TAuthSession = typeof authSessions.$inferSelect;
export type TNewAuthSession = typeof authSessions.$inferInsert;
export type TPasswordResetToken = typeof passwordResetTokens.$inferSelect;
export type TEmailVerificationToken = typeof emailVerificationTokens.$inferSelect;
export type TInvitation = typeof invitations.$inferSelect;
export type TNewInvitation = typeof invitations.$inferInsert;
export type TMailOutboxRow = typeof mailOutbox.$inferSelect;
export type TNewMailOutboxRow = typeof mailOutbox.$inferInsert;
export type TNewsletterSubscription = typeof newsletterSubscriptions.$inferSelect;
export type TCompany = typeof companies.$inferSelect;
export type TNewCompany = typeof companies.$inferInsert;
export type TTatLicense = typeof tatLicenses.$inferSelect;
export type TNewTatLicense = typeof tatLicenses.$inferInsert;
export type TTatLicenseLog = typeof tatLicenseLogs.$inferSelect;
export type TNewTatLicenseLog = typeof tatLicenseLogs.$inferInsert;
export type TTatCompanyDirector = typeof tatCompanyDirectors.$inferSelect;
export type TTatComplaint = typeof tatComplaints.$inferSelect;
export type TTatKycDocument = typeof tatKycDocuments.$inferSelect;
export type TLicenseSubmission = typeof licenseSubmissions.$inferSelect;
export type TNewLicenseSubmission = typeof licenseSubmissions.$inferInsert;
export type TUserCompanyLicenseMap = typeof userCompanyLicenseMap.$inferSelect;
export type TLicenseVerificationToken = typeof licenseVerificationTokens.$inferSelect;
export type TNewLicenseVerificationToken = typeof licenseVerificationTokens.$inferInsert;
export type TTour = typeof tours.$inferSelect;
export type TNewTour = typeof tours.$inferInsert;
export type TTourDate = typeof tourDates.$inferSelect;
export type TNewTourDate = typeof tourDates.$inferInsert;
export type TTourFlight = typeof tourFlights.$inferSelect;
export type TNewTourFlight = typeof tourFlights.$inferInsert;
export type TTourImage = typeof tourImages.$inferSelect;
export type TNewTourImage = typeof tourImages.$inferInsert;
export type TTourItineraryItem = typeof tourItinerary.$inferSelect;
export type TNewTourItineraryItem = typeof tourItinerary.$inferInsert;
export type TTourMeal = typeof tourMeals.$inferSelect;
export type TNewTourMeal = typeof tourMeals.$inferInsert;
export type TTourHotel = typeof tourHotels.$inferSelect;
export type TNewTourHotel = typeof tourHotels.$inferInsert;
export type TPendingTour = typeof pendingTours.$inferSelect;
export type TNewPendingTour = typeof pendingTours.$inferInsert;
export type TRejectedTour = typeof rejectedTours.$inferSelect;
export type TNewRejectedTour = typeof rejectedTours.$inferInsert;
export type TBookingSession = typeof bookingSessions.$inferSelect;
export type TNewBookingSession = typeof bookingSessions.$inferInsert;
export type TBooking = typeof bookings.$inferSelect;
export type TNewBooking = typeof bookings.$inferInsert;
export type TBookingGuest = typeof bookingGuests.$inferSelect;
export type TNewBookingGuest = typeof bookingGuests.$inferInsert;
export type TPayment = typeof payments.$inferSelect;
export type TNewPayment = typeof payments.$inferInsert;
export type TStripeEvent = typeof stripeEvents.$inferSelect;
export type TDashboardTourDay = typeof dashboardTourDays.$inferSelect;
export type TDashboardTourTotal = typeof dashboardTourTotals.$inferSelect;
export type TDashboardTourRating = typeof dashboardTourRatings.$inferSelect;

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  CalendarClock,
  ExternalLink,
  FileText,
  History,
  MessageSquareWarning,
  RefreshCw,
  RotateCcw,
  UsersRound,
} from 'lucide-react';
import {
  daysUntil,
  EXPIRED_LICENCE_STATUSES,
  endpointPath,
  kycStatusBadge,
  licenceKind,
  licenceName,
  licenceStatusBadge,
  qualifyStatusBadge,
  type TCompanyDetail,
  type TLanguage,
  paths,
  companyNameIn,
} from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { toCalendarDate } from '../../../lib/calendar-date';
import { useLanguage } from '../../../lib/i18n/language';
import { type TTextsOf, useTexts } from '../../../lib/i18n/texts';
import { panelCalendarDate, panelDateTime } from '../panel-dates';
import { COMPANY_TEXTS, labelOf } from '../texts';
import type { TCompanyTab } from '../use-company-page';
import { StatusBadge } from './status-badge';

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="grid min-w-0 gap-1">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-foreground" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function LicenceNotice({ licence }: { licence: NonNullable<TCompanyDetail['licence']> }) {
  const T = useTexts(COMPANY_TEXTS);
  if (licence.bookingsPaused) {
    return (
      <Alert variant="destructive" title={T.overview.pausedTitle} data-testid="licence-paused">
        {T.overview.paused}
      </Alert>
    );
  }
  if (licence.expiryDate && daysUntil(licence.expiryDate, toCalendarDate(new Date())) <= 60) {
    return (
      <Alert title={T.overview.expiringTitle} data-testid="licence-expiring">
        {T.overview.expiringHint}
      </Alert>
    );
  }
  return null;
}

/** Where the licence stands in its review: who does what next, and how long it usually takes. */
function ReviewNotice({ licence }: { licence: NonNullable<TCompanyDetail['licence']> }) {
  const R = useTexts(COMPANY_TEXTS).review;
  const language = useLanguage();
  if (licence.kycStatus === 'pending') {
    return (
      <Alert title={R.pendingTitle} data-testid="licence-review-next">
        {R.pending(licenceName(licence, language))}
      </Alert>
    );
  }
  if (licence.kycStatus === 'rejected') {
    return (
      <Alert variant="destructive" title={R.rejectedTitle} data-testid="licence-review-next">
        {R.rejected}
      </Alert>
    );
  }
  if (licence.kycStatus === 'pending_email_verification') {
    return (
      <Alert title={R.emailTitle} data-testid="licence-review-next">
        {R.email}
      </Alert>
    );
  }
  return null;
}

function Overview({ detail }: { detail: TCompanyDetail }) {
  const T = useTexts(COMPANY_TEXTS);
  const language = useLanguage();
  const { company, licence } = detail;
  const today = toCalendarDate(new Date());
  return (
    <div className="grid gap-5">
      {licence ? (
        <>
          <ReviewNotice licence={licence} />
          <LicenceNotice licence={licence} />
        </>
      ) : (
        <Alert>{T.overview.noLicence}</Alert>
      )}
      <dl className="grid gap-4 sm:grid-cols-2">
        <Field label={T.overview.licence} testId="overview-licence">
          {licence ? licenceName(licence, language) : (company.tatLicense ?? '-')}
        </Field>
        <Field label={T.overview.licenceStatus}>
          <StatusBadge badge={licenceStatusBadge(licence?.status ?? null)} testId="licence-status" />
        </Field>
        <Field label={T.overview.kycStatus}>
          <StatusBadge badge={kycStatusBadge(licence?.kycStatus ?? null)} testId="kyc-status" />
        </Field>
        <Field label={T.overview.expiryDate} testId="overview-expiry">
          {licence?.expiryDate
            ? `${panelCalendarDate(licence.expiryDate, language)} (${T.overview.daysLeft(daysUntil(licence.expiryDate, today))})`
            : '-'}
        </Field>
        <Field label={T.overview.issueDate}>{panelCalendarDate(licence?.issueDate ?? null, language)}</Field>
        <Field label={T.overview.documentType}>{licence ? licenceKind(licence.documentType, language) : '-'}</Field>
        <Field label={T.overview.traderId}>{company.traderId ?? '-'}</Field>
        <Field label={T.overview.businessType}>{licence?.businessType ?? '-'}</Field>
        <Field label={T.overview.phone}>{company.phone ?? '-'}</Field>
        <Field label={T.overview.email}>{company.email ?? '-'}</Field>
        <Field label={T.overview.website}>{company.website ?? '-'}</Field>
        <Field label={T.overview.verifiedAt}>{panelDateTime(licence?.verifiedAt ?? null, language)}</Field>
        <div className="sm:col-span-2">
          <Field label={T.overview.address}>{company.address ?? '-'}</Field>
        </div>
      </dl>
      {detail.submissions.length > 0 ? (
        <section className="grid gap-2" aria-labelledby="company-submissions">
          <h3 id="company-submissions" className="text-sm font-semibold text-ink">
            {T.overview.submissions}
            {licence ? (
              <span className="ml-2 font-normal text-muted-foreground">
                {T.overview.submissionCount(licence.submissionCount)}
              </span>
            ) : null}
          </h3>
          <ul className="grid gap-2">
            {detail.submissions.map((submission) => (
              <li
                key={submission.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border px-3 py-2 text-sm"
              >
                <span className="min-w-0 break-all">{submission.documentFileName}</span>
                <span className="flex items-center gap-2 text-muted-foreground">
                  {panelDateTime(submission.submissionDate, language)}
                  <StatusBadge badge={qualifyStatusBadge(submission.qualifyStatus)} />
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function Directors({ detail }: { detail: TCompanyDetail }) {
  const T = useTexts(COMPANY_TEXTS);
  if (detail.directors.length === 0) return <EmptyState compact icon={UsersRound} title={T.directors.empty} />;
  return (
    <ul className="grid gap-2" data-testid="directors-list">
      {detail.directors.map((director) => (
        <li key={director.id} className="flex items-center gap-3 rounded-lg border px-3 py-2.5">
          <span className="flex size-8 items-center justify-center rounded-full bg-accent text-primary">
            <UsersRound className="size-4" aria-hidden />
          </span>
          <span className="grid">
            <span className="text-sm font-medium text-ink">{director.name}</span>
            {director.position ? (
              <span className="text-xs text-muted-foreground">{`${T.directors.position}: ${director.position}`}</span>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

type TCompanyTexts = TTextsOf<typeof COMPANY_TEXTS>;

function documentLabel(detail: TCompanyDetail, type: string, T: TCompanyTexts, language: TLanguage): string {
  if (type === 'license_certificate' && detail.licence) return licenceName(detail.licence, language);
  return labelOf(T.documentTypes, type) ?? T.otherDocument;
}

/** The latest document stands where its licence's review stands; an earlier one only says if it passed. */
function documentBadge(
  detail: TCompanyDetail,
  document: TCompanyDetail['documents'][number],
  T: TCompanyTexts['documents'],
) {
  if (document.isVerified) return { label: T.verified, tone: 'green' as const };
  if (!document.isLatest) return null;
  return detail.licence?.kycStatus === 'rejected'
    ? kycStatusBadge('rejected')
    : { label: T.notVerified, tone: 'yellow' as const };
}

/** Only documents someone uploaded (the server lists no other), each openable from the private store. */
function Documents({ detail }: { detail: TCompanyDetail }) {
  const T = useTexts(COMPANY_TEXTS);
  const language = useLanguage();
  if (detail.documents.length === 0) return <EmptyState compact icon={FileText} title={T.documents.empty} />;
  return (
    <ul className="grid gap-2" data-testid="documents-list">
      {detail.documents.map((document) => {
        const badge = documentBadge(detail, document, T.documents);
        return (
          <li
            key={document.id}
            className="grid gap-2 rounded-lg border px-3 py-2.5 text-sm sm:grid-cols-[minmax(0,1fr)_auto]"
            data-testid="document-row"
          >
            <span className="grid min-w-0 gap-0.5">
              <span className="font-medium break-words text-ink" data-testid="document-label">
                {documentLabel(detail, document.type, T, language)}
              </span>
              <span className="break-all text-muted-foreground">{document.fileName ?? '-'}</span>
              <span className="text-xs text-muted-foreground">{`${T.documents.uploaded} ${panelDateTime(document.uploadedAt, language)}`}</span>
            </span>
            <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground sm:justify-end">
              <span>{T.documents.version(document.version)}</span>
              {document.isLatest ? <StatusBadge badge={{ label: T.documents.latest, tone: 'green' }} /> : null}
              {badge ? <StatusBadge badge={badge} testId="document-status" /> : null}
              <a
                href={endpointPath(endpoints.getLicenceDocument, { documentId: document.id })}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 font-medium text-primary underline-offset-2 hover:underline"
              >
                <ExternalLink className="size-3.5" aria-hidden />
                {T.documents.open}
              </a>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function Complaints({ detail }: { detail: TCompanyDetail }) {
  const T = useTexts(COMPANY_TEXTS);
  const language = useLanguage();
  if (detail.complaints.length === 0) {
    return <EmptyState compact icon={MessageSquareWarning} title={T.complaints.empty} />;
  }
  return (
    <ul className="grid gap-2" data-testid="complaints-list">
      {detail.complaints.map((complaint) => (
        <li key={complaint.id} className="grid gap-1 rounded-lg border px-3 py-2.5 text-sm">
          <span className="text-xs font-medium text-muted-foreground">
            {panelCalendarDate(complaint.date, language)}
          </span>
          <span className="text-foreground">{complaint.detail}</span>
        </li>
      ))}
    </ul>
  );
}

function HistoryList({ detail }: { detail: TCompanyDetail }) {
  const T = useTexts(COMPANY_TEXTS);
  const language = useLanguage();
  if (detail.history.length === 0) return <EmptyState compact icon={History} title={T.history.empty} />;
  return (
    <div className="grid gap-2">
      <p className="text-xs text-muted-foreground">{T.history.intro}</p>
      <ol className="grid gap-2" data-testid="history-list">
        {detail.history.map((row) => (
          <li
            key={row.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border px-3 py-2 text-sm"
            data-testid="history-row"
            data-action={row.action}
          >
            <span className="flex min-w-0 items-center gap-2">
              <CalendarClock className="size-4 shrink-0 text-muted-foreground" aria-hidden />
              <span className="break-words">{labelOf(T.historyActions, row.action) ?? row.action}</span>
            </span>
            <span className="text-xs text-muted-foreground">{panelDateTime(row.createdAt, language)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

const TABS: { key: TCompanyTab; View: (props: { detail: TCompanyDetail }) => ReactNode }[] = [
  { key: 'overview', View: Overview },
  { key: 'directors', View: Directors },
  { key: 'documents', View: Documents },
  { key: 'complaints', View: Complaints },
  { key: 'history', View: HistoryList },
];

/** The selected company: its header with Resubmit, and the five tabs (3-admin.md section 2). */
export function CompanyDetail({
  detail,
  tab,
  onTab,
  resubmitting,
  onResubmit,
}: {
  detail: TCompanyDetail;
  tab: TCompanyTab;
  onTab: (tab: TCompanyTab) => void;
  resubmitting: boolean;
  onResubmit: () => void;
}) {
  const T = useTexts(COMPANY_TEXTS);
  const language = useLanguage();
  const { company, licence } = detail;
  return (
    <article
      className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-5 rounded-xl border bg-card p-4 shadow-xs sm:p-6"
      data-testid="company-detail"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h2 className="text-xl font-semibold break-words text-ink" data-testid="company-name">
            {companyNameIn(company, language) ?? T.noName}
          </h2>
          {company.nameEn && company.nameTh ? (
            <p className="text-sm break-words text-muted-foreground">
              {language === 'th' ? company.nameEn : company.nameTh}
            </p>
          ) : null}
        </div>
        {licence && company.mine ? (
          <div className="flex flex-wrap gap-2">
            {licence.bookingsPaused || EXPIRED_LICENCE_STATUSES.has(licence.status) ? (
              <Button asChild data-testid="renew-licence">
                <Link to={paths.submitCompany.href()} state={{ expiredLicense: true }}>
                  <RefreshCw className="size-4" aria-hidden />
                  {T.renew}
                </Link>
              </Button>
            ) : null}
            <Button variant="outline" onClick={onResubmit} disabled={resubmitting} data-testid="resubmit-button">
              {resubmitting ? <Spinner className="size-4" decorative /> : <RotateCcw className="size-4" aria-hidden />}
              {resubmitting ? T.resubmit.working : T.resubmit.button}
            </Button>
          </div>
        ) : null}
      </header>
      {resubmitting ? (
        <p role="status" className="text-sm text-muted-foreground">
          {T.resubmit.working}
        </p>
      ) : null}
      <Tabs className="min-w-0" value={tab} onValueChange={(value) => onTab(value as TCompanyTab)}>
        <div className="-mx-1 overflow-x-auto px-1">
          <TabsList aria-label={T.tabs.label} className="min-w-max">
            {TABS.map((entry) => (
              <TabsTrigger key={entry.key} value={entry.key} data-testid={`tab-${entry.key}`}>
                {T.tabs[entry.key]}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {TABS.map((entry) => (
          <TabsContent key={entry.key} value={entry.key} data-testid={`panel-${entry.key}`}>
            <entry.View detail={detail} />
          </TabsContent>
        ))}
      </Tabs>
    </article>
  );
}

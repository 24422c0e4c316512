import type { ReactNode } from 'react';
import { EXPIRED_LICENCE_STATUSES, LICENCE_STATUS, type TLanguage, type TLicenceProfile } from '@tour/shared';
import { Badge } from '../../../components/ui/badge';
import { formatCalendarDate } from '../../../lib/calendar-date';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { SUBMIT_COMPANY_TEXTS } from '../texts';
import type { TReadLicence } from '../submit-company-state';

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[11rem_1fr] sm:gap-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium break-words" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

export function addressOf(profile: TLicenceProfile): string {
  return [
    profile.addressNumber,
    profile.soi ? `ซอย ${profile.soi}` : null,
    profile.road ? `ถนน ${profile.road}` : null,
    profile.subdistrict,
    profile.district,
    profile.province,
    profile.zipcode,
  ]
    .filter(Boolean)
    .join(' ');
}

/** An ISO calendar date in the reader's language ('Feb 6, 2028', '6 ก.พ. 2571'); `none` when there is none. */
function calendarDate(iso: string | null, language: TLanguage, none: string): string {
  if (!iso) return none;
  return formatCalendarDate(iso.slice(0, 10), language) ?? iso;
}

function statusVariant(status: string) {
  if (status === LICENCE_STATUS.normal) return 'success' as const;
  if (EXPIRED_LICENCE_STATUSES.has(status)) return 'destructive' as const;
  return 'warning' as const;
}

function DatedList({ entries, testId }: { entries: { date: string; detail: string }[]; testId: string }) {
  const language = useLanguage();
  const none = useTexts(SUBMIT_COMPANY_TEXTS).confirm.notGiven;
  return (
    <ul className="grid gap-1" data-testid={testId}>
      {entries.map((entry) => (
        <li key={`${entry.date}-${entry.detail}`}>
          <span className="font-normal text-muted-foreground">{calendarDate(entry.date, language, none)}</span> ·{' '}
          {entry.detail}
        </li>
      ))}
    </ul>
  );
}

/** What the registry holds for the licence (the confirmation screen and the sent screen's summary). */
export function LicenceDetails({ licence }: { licence: TReadLicence }) {
  const T = useTexts(SUBMIT_COMPANY_TEXTS);
  const language = useLanguage();
  const { profile } = licence;
  const none = T.confirm.notGiven;
  const day = (iso: string | null) => calendarDate(iso, language, none);
  return (
    <dl className="grid gap-3" data-testid="licence-details">
      <Row label={T.confirm.companyTh} testId="licence-company-th">
        {profile.companyNameTh ?? none}
      </Row>
      <Row label={T.confirm.companyEn} testId="licence-company-en">
        {profile.companyNameEn ?? none}
      </Row>
      <Row label={T.confirm.licenseNumber} testId="licence-number">
        {licence.licenseId}
      </Row>
      <Row label={T.confirm.licenseType}>{T.upload.types[licence.licenseType === 'DOT' ? 'dot' : 'tat'].label}</Row>
      <Row label={T.confirm.status}>
        <Badge variant={statusVariant(profile.status)} data-testid="licence-status">
          {profile.status}
        </Badge>
      </Row>
      {profile.traderId ? <Row label={T.confirm.traderId}>{profile.traderId}</Row> : null}
      {profile.businessType ? <Row label={T.confirm.businessType}>{profile.businessType}</Row> : null}
      {profile.requesterType || profile.requesterName ? (
        <Row label={T.confirm.requester} testId="licence-requester">
          {[profile.requesterName, profile.requesterType].filter(Boolean).join(' · ')}
        </Row>
      ) : null}
      {profile.identityNumberHint ? <Row label={T.confirm.identityNumber}>{profile.identityNumberHint}</Row> : null}
      <Row label={T.confirm.address}>{addressOf(profile) || none}</Row>
      {profile.phone ? <Row label={T.confirm.phone}>{profile.phone}</Row> : null}
      {profile.website ? <Row label={T.confirm.website}>{profile.website}</Row> : null}
      <Row label={T.confirm.directors}>
        {profile.directors.length === 0 ? (
          T.confirm.noDirectors
        ) : (
          <ul className="grid gap-1">
            {profile.directors.map((director) => (
              <li key={`${director.name}-${director.position ?? ''}`}>
                {director.name}
                {director.position ? (
                  <span className="font-normal text-muted-foreground"> · {director.position}</span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Row>
      {profile.otherOffices.length > 0 ? (
        <Row label={T.confirm.otherOffices}>
          <ul className="grid gap-1" data-testid="licence-offices">
            {profile.otherOffices.map((office) => (
              <li key={office.address}>
                {office.name ? `${office.name}: ` : null}
                {office.address}
                {office.phone ? <span className="font-normal text-muted-foreground"> · {office.phone}</span> : null}
              </li>
            ))}
          </ul>
        </Row>
      ) : null}
      {profile.requestDate ? <Row label={T.confirm.requestDate}>{day(profile.requestDate)}</Row> : null}
      {profile.approveDate ? <Row label={T.confirm.approveDate}>{day(profile.approveDate)}</Row> : null}
      <Row label={T.confirm.issueDate}>{day(profile.issueDate)}</Row>
      <Row label={T.confirm.expiryDate} testId="licence-expiry">
        {day(profile.expiryDate)}
      </Row>
      {profile.registrationHistory.length > 0 ? (
        <Row label={T.confirm.history}>
          <DatedList entries={profile.registrationHistory} testId="licence-history" />
        </Row>
      ) : null}
      <Row label={T.confirm.complaints}>
        {profile.complaints.length === 0 ? (
          T.confirm.noComplaints
        ) : (
          <DatedList entries={profile.complaints} testId="licence-complaints" />
        )}
      </Row>
    </dl>
  );
}

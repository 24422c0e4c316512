import { CalendarClock, Check, X } from 'lucide-react';
import {
  kycStatusBadge,
  licenceName as licenceLabel,
  licenceStatusBadge,
  type TLicenceQueueItem,
  type TLicenceQueueReason,
  companyNameIn,
  type TLanguage,
} from '@tour/shared';
import { Badge, type TBadgeVariant } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatCalendarDate } from '../../../lib/calendar-date';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n/language';
import { type TTextsOf, useTexts } from '../../../lib/i18n/texts';
import { ADMIN_LICENCES_TEXTS } from '../texts';
import { LicenceDocument } from './licence-document';

const REASON_VARIANT: Record<TLicenceQueueReason, TBadgeVariant> = {
  pending_review: 'default',
  expiring: 'warning',
  expired: 'destructive',
};

const TONE_TEXT: Record<string, string> = {
  green: 'text-green-800',
  red: 'text-red-800',
  yellow: 'text-yellow-800',
  amber: 'text-amber-900',
  plain: 'text-foreground',
};

export const companyNameOf = (
  item: Pick<TLicenceQueueItem, 'nameEn' | 'nameTh'>,
  texts: TTextsOf<typeof ADMIN_LICENCES_TEXTS>,
  language: TLanguage,
) => companyNameIn(item, language) ?? texts.noName;

function RecordField({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words">{value ?? '-'}</dd>
    </div>
  );
}

export function LicenceCard({
  item,
  busy,
  approving,
  onApprove,
  onReject,
}: {
  item: TLicenceQueueItem;
  busy: boolean;
  approving: boolean;
  onApprove: (licence: string) => void;
  onReject: () => void;
}) {
  const T = useTexts(ADMIN_LICENCES_TEXTS);
  const R = T.record;
  const language = useLanguage();
  const status = licenceStatusBadge(item.status);
  const kyc = kycStatusBadge(item.kycStatus);
  const reviewable = item.kycStatus === 'pending';
  const licence = licenceLabel({ licenseId: item.licenseId, documentType: item.documentType }, language);
  return (
    <li
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-xs sm:p-5"
      data-testid="licence-item"
      data-licence={item.licenseId}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h2 className="text-lg font-semibold break-words text-ink">{companyNameOf(item, T, language)}</h2>
          {item.nameEn && item.nameTh ? (
            <p className="text-sm break-words text-muted-foreground">{item.nameTh}</p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-1.5">
          {item.reasons.map((reason) => (
            <Badge key={reason} variant={REASON_VARIANT[reason]} data-testid={`reason-${reason}`}>
              {T.reasons[reason]}
            </Badge>
          ))}
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <LicenceDocument item={item} licence={licence} />
        <section className="grid content-start gap-3" aria-label={R.heading}>
          <h3 className="text-sm font-semibold text-ink">{R.heading}</h3>
          <dl className="grid gap-3 text-sm sm:grid-cols-2" data-testid="licence-record">
            <div className="grid gap-0.5">
              <dt className="text-xs text-muted-foreground">{T.licence}</dt>
              <dd className="font-medium">{licence}</dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-xs text-muted-foreground">{T.status}</dt>
              <dd className={cn('font-medium', TONE_TEXT[status.tone])}>{status.label}</dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-xs text-muted-foreground">{T.kyc}</dt>
              <dd className={cn('font-medium', TONE_TEXT[kyc.tone])} data-testid="licence-kyc">
                {kyc.label}
              </dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-xs text-muted-foreground">{T.expires}</dt>
              <dd className="flex items-center gap-1.5 font-medium">
                <CalendarClock className="size-4 text-muted-foreground" aria-hidden />
                {item.expiryDate
                  ? `${formatCalendarDate(item.expiryDate, language) ?? item.expiryDate}${item.daysLeft !== null ? ` (${T.daysLeft(item.daysLeft)})` : ''}`
                  : T.noExpiry}
              </dd>
            </div>
            <RecordField
              label={R.issueDate}
              value={
                item.registry.issueDate
                  ? (formatCalendarDate(item.registry.issueDate, language) ?? item.registry.issueDate)
                  : null
              }
            />
            <RecordField label={R.traderId} value={item.registry.traderId} />
            <RecordField label={R.taxId} value={item.registry.taxId} />
            <RecordField label={R.businessType} value={item.registry.businessType} />
            <RecordField label={R.phone} value={item.registry.phone} />
            <RecordField label={R.email} value={item.registry.email} />
            <div className="sm:col-span-2">
              <RecordField label={R.address} value={item.registry.address} />
            </div>
          </dl>
        </section>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-3">
        <p className="text-sm text-muted-foreground">
          {item.submittedBy ? T.submittedBy(item.submittedBy.email) : null}
        </p>
        {reviewable ? (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" disabled={busy} onClick={onReject}>
              <X className="size-4" aria-hidden />
              {T.reject}
            </Button>
            <Button disabled={busy} onClick={() => onApprove(licence)}>
              {approving ? <Spinner className="size-4" decorative /> : <Check className="size-4" aria-hidden />}
              {approving ? T.approving : T.approve}
            </Button>
          </div>
        ) : null}
      </div>
    </li>
  );
}

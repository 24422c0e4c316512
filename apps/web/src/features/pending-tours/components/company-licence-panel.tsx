import { Link } from 'react-router';
import { BadgeCheck, FileWarning } from 'lucide-react';
import { companyNameIn, kycStatusBadge, licenceName, licenceStatusBadge, type TStatusTone, paths } from '@tour/shared';
import { Badge, type TBadgeVariant } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCalendarDate } from '../../../lib/calendar-date';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { usePendingTourCompanyLicence } from '../api/company-licence';
import { COMPANY_LICENCE_PANEL_TEXTS } from '../texts';

const TONE_VARIANT: Record<TStatusTone, TBadgeVariant> = {
  green: 'success',
  red: 'destructive',
  yellow: 'warning',
  amber: 'warning',
  plain: 'outline',
};

/**
 * The company's licence and KYC status beside the tour under review, and why its tours cannot go live when
 * they cannot (the approval refuses them with the same words).
 */
export function CompanyLicencePanel({ pendingTourId }: { pendingTourId: string }) {
  const T = useTexts(COMPANY_LICENCE_PANEL_TEXTS);
  const language = useLanguage();
  const standing = usePendingTourCompanyLicence(pendingTourId);
  const company = standing.data?.company ?? null;
  const licence = standing.data?.licence ?? null;
  const companyName = company ? companyNameIn(company, language) : null;
  return (
    <section
      className="grid gap-2 rounded-lg border bg-muted/30 p-3 text-sm"
      aria-labelledby="company-licence-heading"
      data-testid="company-licence-panel"
      data-block={standing.data ? (licence?.block ?? 'none') : undefined}
    >
      <h3 id="company-licence-heading" className="font-semibold text-ink">
        {T.heading}
        {companyName ? <span className="font-normal text-muted-foreground">{` · ${companyName}`}</span> : null}
      </h3>
      {standing.isPending ? (
        <Skeleton className="h-10" aria-label={T.loading} />
      ) : standing.isError ? (
        <p className="text-destructive">{T.loadFailed}</p>
      ) : !company ? (
        <p className="text-muted-foreground">{T.noCompany}</p>
      ) : !licence ? (
        <p className="text-muted-foreground">{T.noLicence}</p>
      ) : (
        <>
          <dl className="flex flex-wrap items-center gap-x-5 gap-y-2">
            <div className="flex items-center gap-2">
              <dt className="sr-only">{T.heading}</dt>
              <dd className="font-medium" data-testid="company-licence-name">
                {licenceName(licence, language)}
              </dd>
            </div>
            <div className="flex items-center gap-2">
              <dt className="text-muted-foreground">{T.licenceStatus}</dt>
              <dd>
                <Badge variant={TONE_VARIANT[licenceStatusBadge(licence.status).tone]}>
                  {licenceStatusBadge(licence.status).label}
                </Badge>
              </dd>
            </div>
            <div className="flex items-center gap-2">
              <dt className="text-muted-foreground">{T.kycStatus}</dt>
              <dd>
                <Badge variant={TONE_VARIANT[kycStatusBadge(licence.kycStatus).tone]} data-testid="company-licence-kyc">
                  {kycStatusBadge(licence.kycStatus).label}
                </Badge>
              </dd>
            </div>
            <div className="flex items-center gap-2">
              <dt className="text-muted-foreground">{T.expires}</dt>
              <dd>
                {licence.expiryDate
                  ? (formatCalendarDate(licence.expiryDate, language) ?? licence.expiryDate)
                  : T.noExpiry}
              </dd>
            </div>
          </dl>
          {licence.refusal ? (
            <p className="flex items-start gap-2 font-medium text-destructive" data-testid="company-licence-refusal">
              <FileWarning className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>
                {licence.refusal}{' '}
                {licence.block === 'not_verified' ? (
                  <Link to={paths.adminLicences.href()} className="underline underline-offset-2">
                    {T.reviewLicence}
                  </Link>
                ) : null}
              </span>
            </p>
          ) : (
            <p className="flex items-center gap-2 text-success">
              <BadgeCheck className="size-4 shrink-0" aria-hidden />
              {T.goLive}
            </p>
          )}
        </>
      )}
    </section>
  );
}

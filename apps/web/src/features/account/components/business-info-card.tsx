import { Link } from 'react-router';
import { Building2 } from 'lucide-react';
import { NORMAL_COMPANY_STATUS, type TBusinessInformation, paths } from '@tour/shared';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTexts } from '../../../lib/i18n/texts';
import { useCompany } from '../api/get-company';
import { ACCOUNT_TEXTS } from '../texts';
import { DetailItem } from './detail-item';

/** 'ปกติ' (normal) is green; any other licence status red. */
function CompanyStatus({ status }: { status: string | null }) {
  const texts = useTexts(ACCOUNT_TEXTS);
  if (!status) return <span className="text-muted-foreground">{texts.fields.notSet}</span>;
  const normal = status === NORMAL_COMPANY_STATUS;
  return (
    <Badge
      variant={normal ? 'success' : 'destructive'}
      data-testid="company-status"
      data-status={normal ? 'normal' : 'other'}
    >
      {status}
    </Badge>
  );
}

function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

function CompanyDetails({ company }: { company: TBusinessInformation }) {
  const texts = useTexts(ACCOUNT_TEXTS);
  const T = texts.business;
  const value = (text: string | null) => text || <span className="text-muted-foreground">{texts.fields.notSet}</span>;
  return (
    <dl className="grid gap-5 sm:grid-cols-2">
      <DetailItem label={T.tatLicense} testId="company-tat-license">
        {value(company.tatLicense)}
      </DetailItem>
      <DetailItem label={T.traderId}>{value(company.traderId)}</DetailItem>
      <DetailItem label={T.nameTh}>{value(company.companyNameTh)}</DetailItem>
      <DetailItem label={T.nameEn} testId="company-name-en">
        {value(company.companyNameEn)}
      </DetailItem>
      <DetailItem label={T.phone}>{value(company.phoneNumber)}</DetailItem>
      <DetailItem label={T.email}>{value(company.companyEmail)}</DetailItem>
      <DetailItem label={T.website}>
        {company.companyWebsite ? (
          <a
            href={websiteHref(company.companyWebsite)}
            target="_blank"
            rel="noreferrer noopener"
            className="text-primary underline-offset-4 hover:underline"
          >
            {company.companyWebsite}
          </a>
        ) : (
          value(null)
        )}
      </DetailItem>
      <DetailItem label={T.status}>
        <CompanyStatus status={company.companyStatus} />
      </DetailItem>
      <DetailItem label={T.address} className="sm:col-span-2">
        {value(company.companyAddress)}
      </DetailItem>
    </dl>
  );
}

/** Wholesale owners only: their company, or the way to submit it. */
export function BusinessInfoCard() {
  const texts = useTexts(ACCOUNT_TEXTS);
  const T = texts.business;
  const company = useCompany(true);
  return (
    <Card data-testid="business-information">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Building2 className="size-5 text-primary" aria-hidden />
          {T.title}
        </CardTitle>
        <CardDescription>{T.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {company.isPending ? (
          <div className="grid gap-4 sm:grid-cols-2" role="status" aria-label={T.title}>
            {Array.from({ length: 6 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical loading placeholders, never reordered
              <Skeleton key={index} className="h-10" />
            ))}
          </div>
        ) : company.isError ? (
          <Alert variant="destructive" title={T.loadFailed}>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void company.refetch()}>
              {texts.retry}
            </Button>
          </Alert>
        ) : company.data ? (
          <CompanyDetails company={company.data} />
        ) : (
          <EmptyState
            icon={Building2}
            title={T.missingTitle}
            compact
            action={
              <Button asChild>
                <Link to={paths.submitCompany.href()}>{T.submit}</Link>
              </Button>
            }
          >
            {T.missingBody}
          </EmptyState>
        )}
      </CardContent>
    </Card>
  );
}

import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useCompanyDetail, useCompanyPanel } from './api/company-management';
import { CompanyAccess } from './components/company-access';
import { CompanyDetail } from './components/company-detail';
import { CompanyLayout } from './components/company-layout';
import { RegistrationHistory } from './components/registration-history';
import { useTexts } from '../../lib/i18n/texts';
import { COMPANY_TEXTS } from './texts';
import type { TCompanyPanelResponse } from '@tour/shared';
import { useCompanyPage } from './use-company-page';

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const T = useTexts(COMPANY_TEXTS);
  return (
    <Alert variant="destructive" title={T.messages.loadFailed} data-testid="company-load-failed">
      <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
        {T.retry}
      </Button>
    </Alert>
  );
}

function Loading() {
  const T = useTexts(COMPANY_TEXTS);
  return (
    <div className="grid gap-4" aria-busy>
      <p className="sr-only" role="status">
        {T.loading}
      </p>
      <Skeleton className="h-24 rounded-xl" />
      <Skeleton className="h-64 rounded-xl" />
    </div>
  );
}

function CompanyPanel({ panel }: { panel: TCompanyPanelResponse }) {
  const T = useTexts(COMPANY_TEXTS);
  const page = useCompanyPage(panel.companies);
  const detail = useCompanyDetail(page.companyId);
  return (
    <CompanyLayout
      title={T.documentTitle}
      heading={T.heading}
      adminNote={panel.scope === 'all' ? T.adminScope : null}
      companies={panel.companies}
      selectedId={page.companyId}
      onStats={false}
    >
      {panel.companies.length === 0 ? (
        <RegistrationHistory rows={panel.registrations} />
      ) : detail.isPending ? (
        <Loading />
      ) : detail.isError ? (
        <LoadFailed onRetry={() => void detail.refetch()} />
      ) : (
        <CompanyDetail
          key={detail.data.company.id}
          detail={detail.data}
          tab={page.tab}
          onTab={page.setTab}
          resubmitting={page.resubmitting}
          onResubmit={() => (detail.data.licence ? page.resubmit(detail.data.licence.licenseId) : undefined)}
        />
      )}
    </CompanyLayout>
  );
}

function CompanyPanelLoader() {
  const T = useTexts(COMPANY_TEXTS);
  const panel = useCompanyPanel();
  if (panel.data) return <CompanyPanel panel={panel.data} />;
  return (
    <CompanyLayout
      title={T.documentTitle}
      heading={T.heading}
      adminNote={null}
      companies={null}
      selectedId={null}
      onStats={false}
    >
      {panel.isError ? <LoadFailed onRetry={() => void panel.refetch()} /> : <Loading />}
    </CompanyLayout>
  );
}

/** /company-management (3-admin.md section 2): wholesale owners, agents and administrators. */
export function CompanyManagementPage() {
  return (
    <CompanyAccess>
      <CompanyPanelLoader />
    </CompanyAccess>
  );
}

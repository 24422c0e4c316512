import { FileBadge, Inbox } from 'lucide-react';
import { AdminSidebar } from '../../components/admin-sidebar';
import { AreaPage } from '../../components/area-page';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { useLicenceQueue } from './api/admin-licences';
import { ApproveLicenceDialog } from './components/approve-licence-dialog';
import { companyNameOf, LicenceCard } from './components/licence-card';
import { RejectLicenceDialog } from './components/reject-licence-dialog';
import { useLanguage } from '../../lib/i18n/language';
import { useTexts } from '../../lib/i18n/texts';
import { ADMIN_LICENCES_TEXTS } from './texts';
import { useAdminLicencesPage } from './use-admin-licences-page';

/** /admin/licences (administrators; DESIGN decision 25): licences awaiting review, expiring or expired. */
export function AdminLicencesPage() {
  const T = useTexts(ADMIN_LICENCES_TEXTS);
  const language = useLanguage();
  const queue = useLicenceQueue();
  const page = useAdminLicencesPage();
  const { working } = page.state;
  return (
    <AreaPage
      testId="admin-licences-page"
      sidebar={<AdminSidebar />}
      documentTitle={T.documentTitle}
      backLabel={T.back}
      icon={FileBadge}
      heading={T.heading}
      headingId="admin-licences-heading"
      intro={T.intro}
      headerNote={
        queue.data ? (
          <p className="text-sm font-medium text-ink" data-testid="licences-count">
            {T.count(queue.data.length)}
          </p>
        ) : null
      }
    >
      <section className="grid min-w-0 content-start gap-5" aria-labelledby="admin-licences-heading">
        {queue.isPending ? (
          <div className="grid gap-4" aria-busy>
            <Skeleton className="h-40 rounded-xl" />
            <Skeleton className="h-40 rounded-xl" />
          </div>
        ) : queue.isError ? (
          <Alert variant="destructive" title={T.loadFailed}>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void queue.refetch()}>
              {T.retry}
            </Button>
          </Alert>
        ) : queue.data.length === 0 ? (
          <EmptyState icon={Inbox} title={T.empty}>
            {T.emptyHint}
          </EmptyState>
        ) : (
          <ul className="grid gap-4" data-testid="licences-list">
            {queue.data.map((item) => (
              <LicenceCard
                key={item.licenseId}
                item={item}
                busy={working !== null}
                approving={working?.kind === 'approve' && working.licenseId === item.licenseId}
                onApprove={(licence) => page.startApprove(item.licenseId, licence, companyNameOf(item, T, language))}
                onReject={() => page.startReject(item.licenseId, companyNameOf(item, T, language))}
              />
            ))}
          </ul>
        )}
      </section>
      <ApproveLicenceDialog page={page} />
      <RejectLicenceDialog page={page} />
    </AreaPage>
  );
}

import { SearchX, Users } from 'lucide-react';
import { ListSkeleton, LoadFailedAlert } from '../../components/list-states';
import { Pager } from '../../components/pager';
import { AdminSidebar } from '../../components/admin-sidebar';
import { AreaPage } from '../../components/area-page';
import { EmptyState } from '../../components/ui/empty-state';
import { AccountsTable } from './components/accounts-table';
import { AccountsToolbar } from './components/accounts-toolbar';
import { DeactivateDialog } from './components/deactivate-dialog';
import { PasswordResetDialog } from './components/password-reset-dialog';
import { ReauthDialog } from './components/reauth-dialog';
import { RoleCards } from './components/role-cards';
import { useTexts } from '../../lib/i18n/texts';
import { ACCOUNTS_TEXTS } from './texts';
import { useAccountsPage } from './use-accounts-page';

/** /accounts (administrators; 3-admin.md section 2): user management. */
export function AccountsPage() {
  const T = useTexts(ACCOUNTS_TEXTS);
  const page = useAccountsPage();
  const { accounts, filters } = page;
  const data = accounts.data;

  return (
    <AreaPage
      testId="accounts-page"
      documentTitle={T.documentTitle}
      backLabel={T.back}
      icon={Users}
      heading={T.heading}
      headingId="accounts-heading"
      intro={T.intro}
      sidebar={<AdminSidebar />}
    >
      <RoleCards counts={data?.counts} selected={filters.role} onSelect={(role) => page.setFilters({ role })} />
      <AccountsToolbar filters={filters} onChange={page.setFilters} />

      <section className="grid min-w-0 gap-4" aria-busy={accounts.isFetching} aria-labelledby="accounts-heading">
        {accounts.isPending ? (
          <ListSkeleton />
        ) : accounts.isError && !data ? (
          <LoadFailedAlert
            title={T.loadFailed}
            error={accounts.error}
            retryLabel={T.retry}
            onRetry={() => void accounts.refetch()}
          />
        ) : data && data.items.length === 0 ? (
          <EmptyState icon={SearchX} title={T.empty}>
            {T.emptyHint}
          </EmptyState>
        ) : data ? (
          <>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="text-sm font-medium text-ink" data-testid="accounts-count">
                {T.count(data.total)}
              </p>
              <p className="text-xs text-muted-foreground">{T.zoneNote}</p>
            </div>
            <AccountsTable accounts={data.items} page={page} />
            <Pager
              label={T.pagingLabel}
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPage={page.goToPage}
              testId="accounts-range"
            />
          </>
        ) : null}
      </section>
      <PasswordResetDialog page={page} />
      <DeactivateDialog page={page} />
      <ReauthDialog page={page} />
    </AreaPage>
  );
}

import { ReceiptText, SearchX } from 'lucide-react';
import { ListSkeleton, LoadFailedAlert } from '../../components/list-states';
import { AdminSidebar } from '../../components/admin-sidebar';
import { AreaPage } from '../../components/area-page';
import { Pager } from '../../components/pager';
import { EmptyState } from '../../components/ui/empty-state';
import { BookingsTable } from './components/bookings-table';
import { BookingsToolbar } from './components/bookings-toolbar';
import { useTexts } from '../../lib/i18n/texts';
import { ADMIN_BOOKINGS_TEXTS } from './texts';
import { useAdminBookingsPage } from './use-admin-bookings-page';

/** /admin/bookings (administrators; issue 22): every booking, searched and filtered on the server. */
export function AdminBookingsPage() {
  const texts = useTexts(ADMIN_BOOKINGS_TEXTS);
  const T = texts.list;
  const page = useAdminBookingsPage();
  const { bookings } = page;
  const data = bookings.data;
  return (
    <AreaPage
      testId="admin-bookings-page"
      sidebar={<AdminSidebar />}
      documentTitle={T.documentTitle}
      backLabel={texts.back}
      icon={ReceiptText}
      heading={T.heading}
      headingId="admin-bookings-heading"
      intro={T.intro}
    >
      <BookingsToolbar filters={page.filters} onChange={page.setFilters} onClear={page.clearFilters} />
      <section className="grid min-w-0 gap-4" aria-busy={bookings.isFetching} aria-labelledby="admin-bookings-heading">
        {bookings.isPending ? (
          <ListSkeleton />
        ) : bookings.isError && !data ? (
          <LoadFailedAlert
            title={texts.loadFailed}
            error={bookings.error}
            retryLabel={texts.retry}
            onRetry={() => void bookings.refetch()}
          />
        ) : data && data.items.length === 0 ? (
          <EmptyState icon={SearchX} title={T.empty}>
            {T.emptyHint}
          </EmptyState>
        ) : data ? (
          <>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="text-sm font-medium text-ink" data-testid="bookings-count">
                {T.count(data.total)}
              </p>
              <p className="text-xs text-muted-foreground">{texts.zoneNote}</p>
            </div>
            <BookingsTable bookings={data.items} />
            <Pager
              label={T.pagingLabel}
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPage={page.goToPage}
              testId="bookings-range"
            />
          </>
        ) : null}
      </section>
    </AreaPage>
  );
}

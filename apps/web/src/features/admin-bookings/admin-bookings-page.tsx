import { ReceiptText, SearchX } from 'lucide-react';
import { AdminSidebar } from '../../components/admin-sidebar';
import { AreaPage } from '../../components/area-page';
import { Pager } from '../../components/pager';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { getErrorMessage } from '../../lib/api-client';
import { BookingsTable } from './components/bookings-table';
import { BookingsToolbar } from './components/bookings-toolbar';
import { ADMIN_BOOKINGS_TEXTS } from './texts';
import { useAdminBookingsPage } from './use-admin-bookings-page';

const T = ADMIN_BOOKINGS_TEXTS.list;

/** /admin/bookings (administrators; issue 22): every booking, searched and filtered on the server. */
export function AdminBookingsPage() {
  const page = useAdminBookingsPage();
  const { bookings } = page;
  const data = bookings.data;
  return (
    <AreaPage
      testId="admin-bookings-page"
      sidebar={<AdminSidebar />}
      documentTitle={T.documentTitle}
      backLabel={ADMIN_BOOKINGS_TEXTS.back}
      icon={ReceiptText}
      heading={T.heading}
      headingId="admin-bookings-heading"
      intro={T.intro}
    >
      <BookingsToolbar filters={page.filters} onChange={page.setFilters} onClear={page.clearFilters} />
      <section className="grid min-w-0 gap-4" aria-busy={bookings.isFetching} aria-labelledby="admin-bookings-heading">
        {bookings.isPending ? (
          <div className="grid gap-3">
            <Skeleton className="h-16 rounded-xl" />
            <Skeleton className="h-16 rounded-xl" />
            <Skeleton className="h-16 rounded-xl" />
          </div>
        ) : bookings.isError && !data ? (
          <Alert variant="destructive" title={ADMIN_BOOKINGS_TEXTS.loadFailed}>
            <p>{getErrorMessage(bookings.error, ADMIN_BOOKINGS_TEXTS.loadFailed)}</p>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void bookings.refetch()}>
              {ADMIN_BOOKINGS_TEXTS.retry}
            </Button>
          </Alert>
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
              <p className="text-xs text-muted-foreground">{ADMIN_BOOKINGS_TEXTS.zoneNote}</p>
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

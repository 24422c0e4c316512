import { Link } from 'react-router';
import { ArrowLeft, ClipboardCheck, Inbox } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { BRAND } from '../../lib/brand';
import { usePendingTours } from './api/pending-tours';
import { AdminSidebar } from './components/admin-sidebar';
import { DecisionDialog } from './components/decision-dialog';
import { PendingTourCard } from './components/pending-tour-card';
import { PendingTourDialog } from './components/pending-tour-dialog';
import { PENDING_TOURS_TEXTS as T } from './texts';
import { usePendingToursPage } from './use-pending-tours-page';
import { paths } from '@tour/shared';

/** /pending-tours (administrators): submitted tours, newest first, previewed and decided (3-admin.md section 2). */
export function PendingToursPage() {
  const tours = usePendingTours('pending');
  const page = usePendingToursPage();
  const { working } = page.state;

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8 sm:px-6 sm:py-12" data-testid="pending-tours-page">
      <title>{`${T.documentTitle} · ${BRAND.name}`}</title>
      <Link
        to={paths.account.href()}
        className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {T.back}
      </Link>
      <div className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <AdminSidebar />
        <section className="grid min-w-0 content-start gap-5" aria-labelledby="pending-tours-heading">
          <header className="grid gap-2">
            <div className="flex flex-wrap items-center gap-3">
              <span className="flex size-11 items-center justify-center rounded-full bg-accent text-primary">
                <ClipboardCheck className="size-5" aria-hidden />
              </span>
              <h1 id="pending-tours-heading" className="font-display text-2xl font-semibold text-ink sm:text-3xl">
                {T.heading}
              </h1>
            </div>
            <p className="text-sm leading-relaxed text-muted-foreground">{T.intro}</p>
            {tours.data ? (
              <p className="text-sm font-medium text-ink" data-testid="pending-tours-count">
                {T.count(tours.data.length)}
              </p>
            ) : null}
          </header>

          {tours.isPending ? (
            <div className="grid gap-4" aria-busy>
              <Skeleton className="h-40 rounded-xl" />
              <Skeleton className="h-40 rounded-xl" />
            </div>
          ) : tours.isError ? (
            <Alert variant="destructive" title={T.loadFailed}>
              <Button variant="outline" size="sm" className="mt-2" onClick={() => void tours.refetch()}>
                {T.retry}
              </Button>
            </Alert>
          ) : tours.data.length === 0 ? (
            <EmptyState icon={Inbox} title={T.empty}>
              {T.emptyHint}
            </EmptyState>
          ) : (
            <ul className="grid gap-4" data-testid="pending-tours-list">
              {tours.data.map((tour) => (
                <PendingTourCard
                  key={tour.id}
                  tour={tour}
                  busy={working !== null}
                  approving={working?.kind === 'approve' && working.tourId === tour.id}
                  onPreview={() => page.preview(tour.id)}
                  onApprove={() => page.approve(tour.id)}
                  onReject={() => page.startDecision('reject', tour.id, tour.title)}
                />
              ))}
            </ul>
          )}
        </section>
      </div>
      <PendingTourDialog page={page} />
      <DecisionDialog page={page} />
    </div>
  );
}

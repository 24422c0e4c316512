import { Link } from 'react-router';
import { ArrowLeft, History, SearchX } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { BRAND } from '../../lib/brand';
import { getErrorMessage } from '../../lib/api-client';
import { AuditLogFilters } from './components/audit-log-filters';
import { AuditLogPaging } from './components/audit-log-paging';
import { AuditLogTable } from './components/audit-log-table';
import { AUDIT_LOG_TEXTS as T } from './texts';
import { useAuditLogPage } from './use-audit-log-page';

/** /audit-log (administrators): every administrator action, filtered and paged (DESIGN decision 24). */
export function AuditLogPage() {
  const { query, log, applyFilters, goToPage, filtered } = useAuditLogPage();
  const data = log.data;

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8 sm:px-6 sm:py-12" data-testid="audit-log-page">
      <title>{`${T.documentTitle} · ${BRAND.name}`}</title>
      <Link
        to="/account"
        className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {T.back}
      </Link>
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <span className="flex size-11 items-center justify-center rounded-full bg-accent text-primary">
            <History className="size-5" aria-hidden />
          </span>
          <h1 className="font-display text-2xl font-semibold text-ink sm:text-3xl">{T.heading}</h1>
        </div>
        <p className="text-sm leading-relaxed text-muted-foreground">{T.intro}</p>
      </header>

      <AuditLogFilters query={query} actions={data?.actions ?? []} onApply={applyFilters} />

      <section className="grid min-w-0 gap-4" aria-busy={log.isFetching} aria-label={T.table.caption}>
        {log.isPending ? (
          <div className="grid gap-3">
            <Skeleton className="h-16 rounded-xl" />
            <Skeleton className="h-16 rounded-xl" />
            <Skeleton className="h-16 rounded-xl" />
          </div>
        ) : log.isError && !data ? (
          <Alert variant="destructive" title={T.loadFailed}>
            <p>{getErrorMessage(log.error, T.loadFailed)}</p>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void log.refetch()}>
              {T.retry}
            </Button>
          </Alert>
        ) : data && data.items.length === 0 ? (
          <EmptyState icon={SearchX} title={filtered ? T.empty : T.nothingYet}>
            {filtered ? T.emptyHint : null}
          </EmptyState>
        ) : data ? (
          <>
            <p className="text-sm font-medium text-ink" data-testid="audit-log-count">
              {T.count(data.total)}
            </p>
            <AuditLogTable entries={data.items} />
            <AuditLogPaging page={data.page} pageSize={data.pageSize} total={data.total} onPage={goToPage} />
          </>
        ) : null}
      </section>
    </div>
  );
}

import { History, SearchX } from 'lucide-react';
import { AreaPage } from '../../components/area-page';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
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
    <AreaPage
      testId="audit-log-page"
      documentTitle={T.documentTitle}
      backLabel={T.back}
      icon={History}
      heading={T.heading}
      intro={T.intro}
    >
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
    </AreaPage>
  );
}

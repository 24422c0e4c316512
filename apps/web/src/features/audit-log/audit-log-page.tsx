import { History, SearchX, X } from 'lucide-react';
import { ListSkeleton, LoadFailedAlert } from '../../components/list-states';
import { Pager } from '../../components/pager';
import { AdminSidebar } from '../../components/admin-sidebar';
import { AreaPage } from '../../components/area-page';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { AuditLogFilters } from './components/audit-log-filters';
import { AuditLogTable } from './components/audit-log-table';
import { useTexts } from '../../lib/i18n/texts';
import { AUDIT_LOG_TEXTS, targetKind } from './texts';
import { useAuditLogPage } from './use-audit-log-page';

/** /audit-log (administrators): every administrator action, filtered and paged (DESIGN decision 24). */
export function AuditLogPage() {
  const T = useTexts(AUDIT_LOG_TEXTS);
  const { query, log, applyFilters, showHistory, showEveryTarget, goToPage, filtered } = useAuditLogPage();
  const data = log.data;
  const narrowedTo = query.targetId
    ? (data?.target ?? { type: query.targetType ?? '', id: query.targetId, name: null })
    : null;

  return (
    <AreaPage
      testId="audit-log-page"
      documentTitle={T.documentTitle}
      backLabel={T.back}
      icon={History}
      heading={T.heading}
      intro={T.intro}
      sidebar={<AdminSidebar />}
    >
      <AuditLogFilters
        query={query}
        choices={{ actions: data?.actions ?? [], actors: data?.actors ?? [], targetTypes: data?.targetTypes ?? [] }}
        onApply={applyFilters}
      />

      {narrowedTo ? (
        <div
          className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-primary/30 bg-accent px-4 py-3 text-sm"
          data-testid="audit-log-narrowed"
        >
          <History className="size-4 shrink-0 text-primary" aria-hidden />
          <p className="min-w-0 flex-1 basis-56 break-words text-ink">
            {T.filters.narrowedTo}{' '}
            {narrowedTo.type ? (
              <span className="text-muted-foreground">{targetKind(narrowedTo.type, T).label} </span>
            ) : null}
            <span className="font-semibold">{narrowedTo.name ?? narrowedTo.id}</span>
          </p>
          <Button variant="outline" size="sm" onClick={showEveryTarget}>
            <X className="size-4" aria-hidden />
            {T.filters.showAll}
          </Button>
        </div>
      ) : null}

      <section className="grid min-w-0 gap-4" aria-busy={log.isFetching} aria-label={T.table.caption}>
        {log.isPending ? (
          <ListSkeleton />
        ) : log.isError && !data ? (
          <LoadFailedAlert
            title={T.loadFailed}
            error={log.error}
            retryLabel={T.retry}
            onRetry={() => void log.refetch()}
          />
        ) : data && data.items.length === 0 ? (
          <EmptyState icon={SearchX} title={filtered ? T.empty : T.nothingYet}>
            {filtered ? T.emptyHint : null}
          </EmptyState>
        ) : data ? (
          <>
            <p className="text-sm font-medium text-ink" data-testid="audit-log-count">
              {T.count(data.total)}
            </p>
            <AuditLogTable entries={data.items} onHistory={showHistory} />
            <Pager
              label={T.pagingLabel}
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPage={goToPage}
              testId="audit-log-range"
            />
          </>
        ) : null}
      </section>
    </AreaPage>
  );
}

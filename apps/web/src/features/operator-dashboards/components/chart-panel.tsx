import { Suspense, useState, type ReactNode } from 'react';
import { ChartArea, Table2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useTexts } from '../../../lib/i18n/texts';
import { DASHBOARD_TEXTS } from '../texts';
import { DashboardCard } from './dashboard-card';

export type TChartTable = {
  caption: string;
  columns: readonly string[];
  rows: readonly { key: string; cells: readonly (string | number)[] }[];
};

type TChartPanelProps = {
  title: string;
  description: string;
  /** Beside the title, before the table toggle: a figure such as the growth. */
  aside?: ReactNode;
  testId: string;
  /** The chart's figures as a table: read by screen readers always, shown to everyone on "Show as table". */
  table: TChartTable;
  /** Nothing measured: the chart is not drawn, and the panel says so. */
  empty: { title: string; hint: string } | null;
  /** The height the chart takes, kept while its code loads. */
  chartHeight: string;
  /** The drawing grows to the panel's height when a neighbour in its row is taller. */
  fill?: boolean;
  className?: string;
  /** The drawing (lazy-loaded, hidden from screen readers: the table says the same). */
  children: ReactNode;
};

/**
 * A dashboard chart with its data table alternative (issue 24): the table is always in the page for screen readers
 * and a toggle shows it instead of the drawing; with no data, an empty state instead of a chart of zeros.
 */
export function ChartPanel({
  title,
  description,
  aside,
  testId,
  table,
  empty,
  chartHeight,
  fill = false,
  className,
  children,
}: TChartPanelProps) {
  const T = useTexts(DASHBOARD_TEXTS).charts;
  const [showTable, setShowTable] = useState(false);
  const toggle = empty ? null : (
    <Button
      variant="outline"
      size="sm"
      aria-pressed={showTable}
      onClick={() => setShowTable((value) => !value)}
      data-testid="chart-table-toggle"
      className="print:hidden"
    >
      {showTable ? <ChartArea aria-hidden /> : <Table2 aria-hidden />}
      {showTable ? T.showChart : T.showTable}
    </Button>
  );
  return (
    <DashboardCard
      title={title}
      description={description}
      testId={testId}
      className={cn(fill && 'grid-rows-[auto_minmax(0,1fr)] content-stretch', className)}
      aside={
        aside || toggle ? (
          <div className="flex flex-wrap items-center gap-2">
            {aside}
            {toggle}
          </div>
        ) : null
      }
    >
      {empty ? (
        <EmptyState compact icon={ChartArea} title={empty.title} className="h-full content-center">
          {empty.hint}
        </EmptyState>
      ) : (
        <>
          {showTable ? null : (
            <div aria-hidden className={cn(chartHeight, fill && 'h-full')} data-testid="chart-drawing">
              <Suspense fallback={<Skeleton className="size-full rounded-lg" />}>{children}</Suspense>
            </div>
          )}
          <div className={cn(showTable ? 'overflow-x-auto' : 'sr-only')}>
            <table className="w-full text-sm" data-testid="chart-table">
              <caption className="sr-only">{table.caption}</caption>
              <thead className="border-b text-left text-xs text-muted-foreground">
                <tr>
                  {table.columns.map((column, index) => (
                    <th key={column} scope="col" className={cn('px-2 py-2 font-medium', index > 0 && 'text-right')}>
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y">
                {table.rows.map((row) => (
                  <tr key={row.key}>
                    {row.cells.map((cell, index) =>
                      index === 0 ? (
                        <th key={table.columns[index]} scope="row" className="px-2 py-2 text-left font-medium text-ink">
                          {cell}
                        </th>
                      ) : (
                        <td key={table.columns[index]} className="px-2 py-2 text-right tabular-nums">
                          {cell}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </DashboardCard>
  );
}

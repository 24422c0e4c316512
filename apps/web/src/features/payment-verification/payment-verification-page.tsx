import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Inbox, Landmark } from 'lucide-react';
import { LANGUAGE_LOCALES, type TLanguage } from '@tour/shared';
import { LoadFailedAlert } from '../../components/list-states';
import { AdminSidebar } from '../../components/admin-sidebar';
import { AreaPage } from '../../components/area-page';
import { Pager } from '../../components/pager';
import { Alert } from '../../components/ui/alert';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useLanguage } from '../../lib/i18n/language';
import { useTexts } from '../../lib/i18n/texts';
import { RefundOwedCard } from './components/refund-owed-card';
import { RejectTransferDialog, VerifyTransferDialog } from './components/transfer-dialogs';
import { TransferCard } from './components/transfer-card';
import type { TDeskTab } from './payment-verification-state';
import { PAYMENT_VERIFICATION_TEXTS } from './texts';
import { usePaymentVerificationPage } from './use-payment-verification-page';

type TPaged = { total: number; page: number; pageSize: number; items: unknown[] };

/** A list's loading, failure and empty states; `children` renders it once it has rows. */
function DeskList<TData extends TPaged>({
  query,
  empty,
  emptyHint,
  children,
}: {
  query: UseQueryResult<TData>;
  empty: string;
  emptyHint: string;
  children: (data: TData) => ReactNode;
}) {
  const T = useTexts(PAYMENT_VERIFICATION_TEXTS);
  if (query.isPending) {
    return (
      <div className="grid gap-4" aria-busy>
        <Skeleton className="h-48 rounded-xl" />
        <Skeleton className="h-48 rounded-xl" />
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <LoadFailedAlert
        title={T.loadFailed}
        error={query.error}
        retryLabel={T.retry}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const data = query.data;
  if (!data) return null;
  if (data.items.length === 0) {
    return (
      <EmptyState icon={Inbox} title={empty}>
        {emptyHint}
      </EmptyState>
    );
  }
  return <>{children(data)}</>;
}

const tabCount = (data: TPaged | undefined, language: TLanguage) =>
  data ? ` (${data.total.toLocaleString(LANGUAGE_LOCALES[language])})` : '';

/** /admin/payments (administrators; issue 22): transfers awaiting verification, and refunds to pay back. */
export function PaymentVerificationPage() {
  const T = useTexts(PAYMENT_VERIFICATION_TEXTS);
  const language = useLanguage();
  const page = usePaymentVerificationPage();
  const { transfers, refunds } = page;
  const overdue = transfers.data?.overdue ?? 0;
  return (
    <AreaPage
      testId="payment-verification-page"
      sidebar={<AdminSidebar />}
      documentTitle={T.documentTitle}
      backLabel={T.back}
      icon={Landmark}
      heading={T.heading}
      headingId="payment-verification-heading"
      intro={T.intro}
      headerNote={<p className="text-xs text-muted-foreground">{T.zoneNote}</p>}
    >
      {overdue > 0 ? (
        <Alert variant="destructive" data-testid="overdue-alert">
          {T.overdueAlert(overdue)}
        </Alert>
      ) : null}
      <Tabs value={page.tab} onValueChange={(value) => page.showTab(value as TDeskTab)}>
        <TabsList aria-label={T.tabsLabel} className="h-auto! min-h-11 sm:w-fit">
          <TabsTrigger
            value="transfers"
            className="py-1.5 whitespace-normal! sm:whitespace-nowrap!"
            data-testid="tab-transfers"
          >
            {T.tabs.transfers}
            {tabCount(transfers.data, language)}
          </TabsTrigger>
          <TabsTrigger
            value="refunds"
            className="py-1.5 whitespace-normal! sm:whitespace-nowrap!"
            data-testid="tab-refunds"
          >
            {T.tabs.refunds}
            {tabCount(refunds.data, language)}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="transfers" className="grid gap-4" aria-busy={transfers.isFetching}>
          <DeskList query={transfers} empty={T.transfers.empty} emptyHint={T.transfers.emptyHint}>
            {(data) => (
              <>
                <p className="text-sm font-medium text-ink" data-testid="transfers-count">
                  {T.transfers.count(data.total)}
                </p>
                <ul className="grid gap-4" data-testid="transfers-list">
                  {data.items.map((transfer) => (
                    <TransferCard
                      key={transfer.paymentId}
                      transfer={transfer}
                      busy={page.busy}
                      onVerify={page.startVerify}
                      onReject={page.startReject}
                    />
                  ))}
                </ul>
                <Pager
                  label={T.transfers.pagingLabel}
                  page={data.page}
                  pageSize={data.pageSize}
                  total={data.total}
                  onPage={page.goToPage}
                />
              </>
            )}
          </DeskList>
        </TabsContent>
        <TabsContent value="refunds" className="grid gap-4" aria-busy={refunds.isFetching}>
          <DeskList query={refunds} empty={T.refunds.empty} emptyHint={T.refunds.emptyHint}>
            {(data) => (
              <>
                <p className="text-sm font-medium text-ink" data-testid="refunds-owed-count">
                  {T.refunds.count(data.total)}
                </p>
                <ul className="grid gap-4" data-testid="refunds-owed-list">
                  {data.items.map((refund) => (
                    <RefundOwedCard key={refund.refundId} refund={refund} />
                  ))}
                </ul>
                <Pager
                  label={T.refunds.pagingLabel}
                  page={data.page}
                  pageSize={data.pageSize}
                  total={data.total}
                  onPage={page.goToPage}
                />
              </>
            )}
          </DeskList>
        </TabsContent>
      </Tabs>
      <VerifyTransferDialog page={page} />
      <RejectTransferDialog page={page} />
    </AreaPage>
  );
}

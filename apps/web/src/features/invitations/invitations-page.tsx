import { MailPlus, Plus } from 'lucide-react';
import { ListSkeleton, LoadFailedAlert } from '../../components/list-states';
import { Pager } from '../../components/pager';
import { AdminSidebar } from '../../components/admin-sidebar';
import { AreaPage } from '../../components/area-page';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { useTexts } from '../../lib/i18n/texts';
import { CreateInvitationDialog } from './components/create-invitation-dialog';
import { InvitationCounters } from './components/invitation-counters';
import { InvitationsTable } from './components/invitations-table';
import { INVITATIONS_TEXTS } from './texts';
import { useCreateInvitationDialog } from './use-create-invitation';
import { useInvitationsPage } from './use-invitations-page';

/** /invitations (administrators; 3-admin.md sections 2, 4, 5): wholesale owner invitations. */
export function InvitationsPage() {
  const T = useTexts(INVITATIONS_TEXTS);
  const page = useInvitationsPage();
  const dialog = useCreateInvitationDialog();
  const { list, deactivation } = page;
  const data = list.data;
  const createButton = (
    <Button onClick={dialog.open} data-testid="create-invitation">
      <Plus className="size-4" aria-hidden />
      {T.create}
    </Button>
  );

  return (
    <AreaPage
      testId="invitations-page"
      documentTitle={T.documentTitle}
      backLabel={T.back}
      icon={MailPlus}
      heading={T.heading}
      headingId="invitations-heading"
      intro={T.intro}
      sidebar={<AdminSidebar />}
    >
      <InvitationCounters counts={data?.counts} />
      <section className="grid min-w-0 gap-4" aria-labelledby="invitations-heading" aria-busy={list.isFetching}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-xs text-muted-foreground">{T.zoneNote}</p>
          {createButton}
        </div>
        {list.isPending ? (
          <ListSkeleton />
        ) : list.isError && !data ? (
          <LoadFailedAlert
            title={T.messages.loadFailed}
            error={list.error}
            retryLabel={T.retry}
            onRetry={() => void list.refetch()}
          />
        ) : data && data.items.length === 0 ? (
          <EmptyState icon={MailPlus} title={T.empty}>
            {T.emptyHint}
          </EmptyState>
        ) : data ? (
          <>
            <InvitationsTable
              invitations={data.items}
              busy={deactivation.working}
              onCopy={(invitation) => void page.copyLink(invitation)}
              onDeactivate={page.askDeactivate}
            />
            <Pager
              label={T.pagingLabel}
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPage={page.goToPage}
            />
          </>
        ) : null}
      </section>
      <CreateInvitationDialog dialog={dialog} />
      <ConfirmDialog
        open={deactivation.confirming !== null}
        testId="deactivate-invitation-dialog"
        texts={{
          ...T.deactivateDialog,
          description: deactivation.confirming ? T.deactivateDialog.description(deactivation.confirming.email) : '',
        }}
        sending={deactivation.working}
        busy={deactivation.working}
        onCancel={page.cancelDeactivate}
        onConfirm={page.deactivate}
      />
    </AreaPage>
  );
}

import { useState } from 'react';
import { HardDrive, Info, Trash2 } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { getErrorMessage } from '../../../lib/api-client';
import { useMessage } from '../../../lib/i18n/messages';
import { useTexts } from '../../../lib/i18n/texts';
import { toast } from '../../../lib/toast';
import { useCleanUpOrphanedImages, useOrphanedImages } from '../api/tour-management';
import { formatBytes } from '../format-bytes';
import { TOUR_MANAGEMENT_TEXTS } from '../texts';

/** Tab 'maintenance': the orphaned-image clean-up, confirmed first, and an info box (3-admin.md section 2). */
export function MaintenanceTab() {
  const T = useTexts(TOUR_MANAGEMENT_TEXTS);
  const M = T.maintenance;
  const say = useMessage();
  const summary = useOrphanedImages();
  const cleanUp = useCleanUpOrphanedImages();
  const [confirming, setConfirming] = useState(false);

  const run = () =>
    cleanUp.mutate(undefined, {
      onSuccess: (result) => {
        setConfirming(false);
        if (result.failedFiles > 0) toast.warning(say(result.message));
        else toast.success(say(result.message));
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(say(getErrorMessage(error, T.messages.cleanupFailed)));
      },
    });

  const count = summary.data?.count ?? 0;
  const size = formatBytes(summary.data?.totalBytes ?? 0);

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <section className="grid content-start gap-4 rounded-xl border bg-card p-5 shadow-xs" aria-labelledby="orphans">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-primary">
            <HardDrive className="size-5" aria-hidden />
          </span>
          <div className="grid gap-1">
            <h2 id="orphans" className="font-semibold text-ink">
              {M.title}
            </h2>
            <p className="text-sm text-muted-foreground">{M.description}</p>
          </div>
        </div>
        {summary.isPending ? (
          <Skeleton className="h-16 rounded-lg" />
        ) : summary.isError ? (
          <Alert variant="destructive" title={M.loadFailed}>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void summary.refetch()}>
              {T.retry}
            </Button>
          </Alert>
        ) : (
          <dl className="grid grid-cols-2 gap-3" data-testid="orphaned-images">
            <div className="rounded-lg bg-muted/60 p-3">
              <dt className="text-xs text-muted-foreground">{M.countLabel}</dt>
              <dd className="text-xl font-semibold text-ink" data-testid="orphaned-count">
                {M.count(count)}
              </dd>
            </div>
            <div className="rounded-lg bg-muted/60 p-3">
              <dt className="text-xs text-muted-foreground">{M.size}</dt>
              <dd className="text-xl font-semibold text-ink" data-testid="orphaned-size">
                {size}
              </dd>
            </div>
          </dl>
        )}
        {summary.data && count === 0 ? (
          <p className="text-sm text-muted-foreground">{T.messages.nothingToClean}</p>
        ) : null}
        <Button
          variant="destructive"
          className="w-full sm:w-fit"
          disabled={count === 0 || cleanUp.isPending}
          onClick={() => setConfirming(true)}
        >
          <Trash2 className="size-4" aria-hidden />
          {cleanUp.isPending ? M.cleaning : M.cleanUp}
        </Button>
      </section>

      <aside className="grid content-start gap-2 rounded-xl border border-primary/20 bg-accent/40 p-5 text-sm">
        <h2 className="inline-flex items-center gap-2 font-semibold text-ink">
          <Info className="size-4 text-primary" aria-hidden />
          {M.infoTitle}
        </h2>
        <ul className="grid list-disc gap-1.5 pl-5 text-foreground/80">
          {M.info.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </aside>

      <Dialog open={confirming} onOpenChange={(open) => !cleanUp.isPending && setConfirming(open)}>
        <DialogContent closeLabel={M.cancel}>
          <DialogHeader>
            <DialogTitle>{M.confirmTitle}</DialogTitle>
            <DialogDescription>{M.confirmDescription(M.count(count), size)}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" disabled={cleanUp.isPending} onClick={() => setConfirming(false)}>
              {M.cancel}
            </Button>
            <Button variant="destructive" disabled={cleanUp.isPending} onClick={run}>
              {cleanUp.isPending ? M.cleaning : M.confirm}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}

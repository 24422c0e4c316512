import { getErrorMessage } from '../lib/api-client';
import { useMessage } from '../lib/i18n/messages';
import { Alert } from './ui/alert';
import { Button } from './ui/button';
import { Skeleton } from './ui/skeleton';

/** An admin list's first load: three row-high placeholders. */
export function ListSkeleton() {
  return (
    <div className="grid gap-3">
      <Skeleton className="h-16 rounded-xl" />
      <Skeleton className="h-16 rounded-xl" />
      <Skeleton className="h-16 rounded-xl" />
    </div>
  );
}

type TLoadFailedAlertProps = { title: string; error: unknown; retryLabel: string; onRetry: () => void };

/** A load that failed: the server's message (or the title) in the page's language, and a retry. */
export function LoadFailedAlert({ title, error, retryLabel, onRetry }: TLoadFailedAlertProps) {
  const say = useMessage();
  return (
    <Alert variant="destructive" title={title}>
      <p>{say(getErrorMessage(error, title))}</p>
      <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Alert>
  );
}

import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTexts } from '../../../lib/i18n/texts';
import { ACCOUNT_TEXTS } from '../texts';

/** The Tours tab's sections: a heading with its description, and their loading and failure states. */

export function ListSkeleton({ label }: { label: string }) {
  return (
    <div className="grid gap-3" role="status" aria-label={label}>
      {Array.from({ length: 2 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical loading placeholders, never reordered
        <Skeleton key={index} className="h-20 rounded-xl" />
      ))}
    </div>
  );
}

export function LoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  const texts = useTexts(ACCOUNT_TEXTS);
  return (
    <Alert variant="destructive" title={title}>
      <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
        {texts.retry}
      </Button>
    </Alert>
  );
}

export function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <div className="grid gap-1">
        <h2 id={id} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
    </section>
  );
}

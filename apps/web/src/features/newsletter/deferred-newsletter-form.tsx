import { Suspense, lazy } from 'react';
import { Skeleton } from '../../components/ui/skeleton';
import { WhenVisible } from '../../components/when-visible';
import { cn } from '../../lib/cn';

// Below the fold wherever it stands: the form's code (react-hook-form, zod, schemas) loads only when
// the box comes near the viewport, keeping it out of the first screen's JavaScript.
const NewsletterForm = lazy(async () => ({ default: (await import('./newsletter-form')).NewsletterForm }));

/** The newsletter box on a dark background, as the home block and the footer show it. */
export function DeferredNewsletterForm({ placeholderClassName }: { placeholderClassName: string }) {
  const placeholder = <Skeleton className={cn('h-10 w-full', placeholderClassName)} />;
  return (
    <WhenVisible fallback={placeholder}>
      <Suspense fallback={placeholder}>
        <NewsletterForm tone="dark" />
      </Suspense>
    </WhenVisible>
  );
}

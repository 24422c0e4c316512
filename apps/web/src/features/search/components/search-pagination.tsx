import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { SEARCH_PAGE_TEXTS } from '../page-texts';
import { useTexts } from '../../../lib/i18n/texts';

type TSearchPaginationProps = { page: number; pageCount: number; pathFor: (page: number) => string };

function PageLink({ to, disabled, children }: { to: string; disabled: boolean; children: ReactNode }) {
  const classes = cn(buttonClasses('outline'), 'min-w-28');
  if (disabled) {
    return (
      <span aria-disabled="true" className={cn(classes, 'pointer-events-none opacity-50')}>
        {children}
      </span>
    );
  }
  return (
    <Link to={to} className={classes}>
      {children}
    </Link>
  );
}

export function SearchPagination({ page, pageCount, pathFor }: TSearchPaginationProps) {
  const texts = useTexts(SEARCH_PAGE_TEXTS);
  // Past the last page there is nothing to step between: the page offers page 1 instead.
  if (pageCount <= 1 || page > pageCount) return null;
  const T = texts.results;
  return (
    <nav
      aria-label={T.pagination}
      className="flex items-center justify-between gap-3 border-t pt-6 sm:justify-center sm:gap-6"
    >
      <PageLink to={pathFor(page - 1)} disabled={page <= 1}>
        <ChevronLeft className="size-4" aria-hidden />
        {T.previous}
      </PageLink>
      <span className="text-sm font-medium text-muted-foreground" aria-current="page">
        {T.page(page, pageCount)}
      </span>
      <PageLink to={pathFor(page + 1)} disabled={page >= pageCount}>
        {T.next}
        <ChevronRight className="size-4" aria-hidden />
      </PageLink>
    </nav>
  );
}

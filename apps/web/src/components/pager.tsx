import { ChevronLeft, ChevronRight } from 'lucide-react';
import { LANGUAGE_LOCALES } from '@tour/shared';
import { useLanguage } from '../lib/i18n/language';
import { useTexts } from '../lib/i18n/texts';
import { COMPONENTS_TEXTS } from './texts';
import { Button } from './ui/button';

type TPagerProps = {
  /** Names the navigation for screen readers, e.g. 'Account pages'. */
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  testId?: string;
};

/** Previous / Next under a server-paged admin table, with the range shown; the buttons only when there are pages. */
export function Pager({ label, page, pageSize, total, onPage, testId }: TPagerProps) {
  const T = useTexts(COMPONENTS_TEXTS).pager;
  const locale = LANGUAGE_LOCALES[useLanguage()];
  const count = (n: number) => n.toLocaleString(locale);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground" data-testid={testId}>
        {T.range(count(first), count(last), count(total))}
      </p>
      {pages > 1 || page > 1 ? (
        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft className="size-4" aria-hidden />
            {T.previous}
          </Button>
          <span className="text-sm font-medium text-ink tabular-nums" aria-live="polite">
            {T.status(Math.min(page, pages), pages)}
          </span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {T.next}
            <ChevronRight className="size-4" aria-hidden />
          </Button>
        </div>
      ) : null}
    </nav>
  );
}

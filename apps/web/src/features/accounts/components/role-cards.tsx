import { ACCOUNT_ROLE_FILTERS, LANGUAGE_LOCALES, type TAccountCounts, type TAccountRoleFilter } from '@tour/shared';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n/language';
import { ROLE_TEXTS } from '../../../lib/i18n/role-texts';
import { useTexts } from '../../../lib/i18n/texts';
import { ACCOUNTS_TEXTS } from '../texts';

/** The seven role filter cards (3-admin.md section 2) with their counts; pressing one filters the table. */
export function RoleCards({
  counts,
  selected,
  onSelect,
}: {
  counts: TAccountCounts | undefined;
  selected: TAccountRoleFilter;
  onSelect: (role: TAccountRoleFilter) => void;
}) {
  const language = useLanguage();
  const texts = useTexts(ACCOUNTS_TEXTS);
  const roles = useTexts(ROLE_TEXTS);
  return (
    <ul
      aria-label={texts.cardsLabel}
      className="grid grid-cols-3 gap-2 sm:grid-cols-4 xl:grid-cols-7 sm:gap-3"
      data-testid="role-cards"
    >
      {ACCOUNT_ROLE_FILTERS.map((role) => {
        const active = role === selected;
        return (
          <li key={role} className={cn('min-w-0', role === 'all' && 'col-span-3 sm:col-span-1')}>
            <button
              type="button"
              aria-pressed={active}
              onClick={() => onSelect(role)}
              data-testid={`role-card-${role}`}
              className={cn(
                'grid h-full w-full content-between gap-1 rounded-xl border bg-card px-2.5 py-2.5 text-left shadow-xs transition-colors sm:px-3 sm:py-3',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                active ? 'border-primary bg-accent ring-1 ring-primary' : 'hover:border-primary/40 hover:bg-muted/60',
              )}
            >
              <span className={cn('text-xs font-medium', active ? 'text-primary' : 'text-muted-foreground')}>
                {role === 'all' ? texts.allRoles : roles[role]}
              </span>
              <span
                className="font-display text-xl font-semibold text-ink tabular-nums sm:text-2xl"
                data-testid="role-card-count"
              >
                {counts ? counts[role].toLocaleString(LANGUAGE_LOCALES[language]) : '–'}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

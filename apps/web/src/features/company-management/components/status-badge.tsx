import type { TStatusBadge, TStatusTone } from '@tour/shared';
import { cn } from '../../../lib/cn';
import { useTexts } from '../../../lib/i18n/texts';
import { COMPANY_TEXTS, labelOf } from '../texts';

/** The spec's colours (3-admin.md section 4): green normal, red suspended, yellow expired, amber expired by law. */
const TONE_CLASSES: Record<TStatusTone, string> = {
  green: 'bg-green-100 text-green-800 ring-green-300',
  red: 'bg-red-100 text-red-800 ring-red-300',
  yellow: 'bg-yellow-100 text-yellow-800 ring-yellow-300',
  amber: 'bg-amber-100 text-amber-900 ring-amber-400',
  plain: '',
};

export function StatusBadge({ badge, testId }: { badge: TStatusBadge; testId?: string }) {
  const label = labelOf(useTexts(COMPANY_TEXTS).badges, badge.label) ?? badge.label;
  if (badge.tone === 'plain') {
    return (
      <span className="text-sm text-foreground" data-testid={testId} data-tone="plain">
        {label}
      </span>
    );
  }
  return (
    <span
      className={cn(
        'inline-flex w-fit shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        TONE_CLASSES[badge.tone],
      )}
      data-testid={testId}
      data-tone={badge.tone}
    >
      {label}
    </span>
  );
}

import { cn } from '../lib/cn';
import { BRAND } from '../lib/brand';

/** The logo: a mountain and sun in a rounded square, with the brand name. */
export function BrandMark({ tone = 'dark', className }: { tone?: 'dark' | 'light'; className?: string }) {
  return (
    <span className={cn('inline-flex min-w-0 items-center gap-2.5', className)}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden>
        <rect width="32" height="32" rx="8" fill={tone === 'light' ? '#ffffff' : 'var(--color-primary)'} />
        <path
          d="M7 21.5c3.2-1.6 6.1-5.9 9-11.5 2.9 5.6 5.8 9.9 9 11.5"
          fill="none"
          stroke={tone === 'light' ? 'var(--color-primary)' : '#ffffff'}
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="22.5" cy="9.5" r="2.5" fill="var(--color-highlight)" />
      </svg>
      <span
        className={cn(
          // APP_NAME may be up to 40 characters: a long one ends in an ellipsis instead of crowding the header.
          'max-w-[11rem] truncate font-display text-xl font-semibold tracking-tight sm:max-w-xs',
          tone === 'light' ? 'text-white' : 'text-ink',
        )}
        title={BRAND.name}
      >
        {BRAND.name}
      </span>
    </span>
  );
}

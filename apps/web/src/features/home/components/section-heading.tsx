import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

type TSectionHeadingProps = {
  id: string;
  eyebrow: string;
  title: string;
  body?: string;
  action?: ReactNode;
  tone?: 'light' | 'dark';
};

export function SectionHeading({ id, eyebrow, title, body, action, tone = 'light' }: TSectionHeadingProps) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="grid max-w-2xl gap-2">
        <p
          className={cn(
            'text-xs font-semibold tracking-[0.18em] uppercase',
            tone === 'dark' ? 'text-highlight' : 'text-primary',
          )}
        >
          {eyebrow}
        </p>
        <h2
          id={id}
          className={cn(
            'font-display text-3xl font-semibold text-balance sm:text-4xl',
            tone === 'dark' ? 'text-white' : 'text-ink',
          )}
        >
          {title}
        </h2>
        {body ? <p className={tone === 'dark' ? 'text-white/75' : 'text-muted-foreground'}>{body}</p> : null}
      </div>
      {action}
    </div>
  );
}

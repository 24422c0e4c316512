import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

// Literal class lists, one per breakpoint, so that Tailwind sees every class it must generate.
const FROM = {
  md: { cell: 'md:table-cell md:px-3 md:py-3', label: 'md:hidden' },
  xl: { cell: 'xl:table-cell xl:px-2 xl:py-3', label: 'xl:hidden' },
} as const;

/**
 * A cell of an admin table that is a table from `from` up and one card per row below it: in a card the cell
 * names its column (`label`; null when the card's layout already says what it is).
 */
export function CardTableCell({
  label,
  from,
  className,
  children,
}: {
  label: string | null;
  from: keyof typeof FROM;
  className?: string;
  children: ReactNode;
}) {
  return (
    <td className={cn('grid min-w-0 content-start gap-0.5 align-top', FROM[from].cell, className)}>
      {label ? (
        <span className={cn('text-xs font-medium text-muted-foreground', FROM[from].label)}>{label}</span>
      ) : null}
      {children}
    </td>
  );
}

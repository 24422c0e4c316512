import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type TSegmentedTab<TValue extends string> = { value: TValue; label: ReactNode; testId?: string };

type TSegmentedTabsProps<TValue extends string> = {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly TSegmentedTab<TValue>[];
  value: TValue;
  onValueChange: (value: TValue) => void;
  /** The selected tab's panel. */
  children: ReactNode;
  className?: string;
  listClassName?: string;
};

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Tabs with the look of tabs.tsx and the WAI-ARIA tabs keyboard pattern (arrows, Home, End, automatic
 * activation) in a few lines: for the first screen of a page, where Radix's Tabs would cost about 8 kB
 * of gzipped JavaScript (see scripts/check-bundle-budget.ts). Elsewhere use tabs.tsx.
 */
export function SegmentedTabs<TValue extends string>({
  label,
  tabs,
  value,
  onValueChange,
  children,
  className,
  listClassName,
}: TSegmentedTabsProps<TValue>) {
  const id = useId();
  const tabId = (tabValue: TValue) => `${id}-tab-${tabValue}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const index = tabs.findIndex((tab) => tab.value === value);
    const next = tabs[step(index, tabs.length)];
    if (!next) return;
    onValueChange(next.value);
    document.getElementById(tabId(next.value))?.focus();
  };

  return (
    <div data-slot="tabs" className={cn('flex flex-col gap-4', className)}>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className={cn(
          'inline-flex h-11 w-full items-center rounded-lg bg-muted p-1 text-muted-foreground',
          listClassName,
        )}
      >
        {tabs.map((tab) => {
          const isSelected = tab.value === value;
          return (
            <button
              key={tab.value}
              id={tabId(tab.value)}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={isSelected ? `${id}-panel` : undefined}
              tabIndex={isSelected ? 0 : -1}
              data-state={isSelected ? 'active' : 'inactive'}
              data-testid={tab.testId}
              onClick={() => onValueChange(tab.value)}
              className={cn(
                'inline-flex h-full flex-1 items-center justify-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-all',
                'hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
                'data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={tabId(value)} className="outline-none">
        {children}
      </div>
    </div>
  );
}

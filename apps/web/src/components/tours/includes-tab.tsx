import { Check, X } from 'lucide-react';
import { useTexts } from '../../lib/i18n/texts';
import { TOUR_INFO_TEXTS } from './texts';

function ItemList({
  title,
  items,
  empty,
  included,
}: {
  title: string;
  items: readonly string[];
  empty: string;
  included: boolean;
}) {
  const Icon = included ? Check : X;
  return (
    <section className="grid content-start gap-3 rounded-xl border bg-card p-5 shadow-xs" aria-label={title}>
      <h3 className="font-semibold text-ink">{title}</h3>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid gap-2.5">
          {items.map((item) => (
            <li key={item} className="flex gap-2.5 text-sm">
              <span
                className={
                  included
                    ? 'flex size-5 shrink-0 items-center justify-center rounded-full bg-success/12 text-success'
                    : 'flex size-5 shrink-0 items-center justify-center rounded-full bg-destructive/10 text-destructive'
                }
              >
                <Icon className="size-3.5" strokeWidth={3} aria-hidden />
              </span>
              {item}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function IncludesTab({
  inclusions,
  exclusions,
}: {
  inclusions: readonly string[];
  exclusions: readonly string[];
}) {
  const T = useTexts(TOUR_INFO_TEXTS).includes;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <ItemList title={T.included} items={inclusions} empty={T.noIncluded} included />
      <ItemList title={T.excluded} items={exclusions} empty={T.noExcluded} included={false} />
    </div>
  );
}

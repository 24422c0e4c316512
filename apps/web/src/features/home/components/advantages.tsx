import { BadgeCheck, CalendarClock, RotateCcw, Wallet } from 'lucide-react';
import { HOME_TEXTS } from '../texts';
import { SectionHeading } from './section-heading';
import { useTexts } from '../../../lib/i18n/texts';

const ICONS = [BadgeCheck, Wallet, CalendarClock, RotateCcw] as const;

/** Why travel with us: the advantages block, reached by the header's About anchor. */
export function Advantages() {
  const T = useTexts(HOME_TEXTS).advantages;
  return (
    <section
      id="about"
      aria-labelledby="about-title"
      className="mx-auto grid w-full max-w-7xl gap-10 px-4 py-20 sm:px-6 lg:px-8"
    >
      <SectionHeading id="about-title" eyebrow={T.eyebrow} title={T.title} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {T.items.map((item, index) => {
          const Icon = ICONS[index % ICONS.length] ?? ICONS[0];
          return (
            <li key={item.title} className="grid content-start gap-3 rounded-2xl border bg-card p-6 shadow-sm">
              <span className="flex size-12 items-center justify-center rounded-xl bg-accent text-primary">
                <Icon className="size-6" aria-hidden />
              </span>
              <h3 className="text-lg font-semibold text-ink">{item.title}</h3>
              <p className="text-sm leading-relaxed text-muted-foreground">{item.body}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { BrandMark } from '../../../components/brand-mark';
import { useTexts } from '../../../lib/i18n/texts';
import { AUTH_TEXTS } from '../texts';

export type TAuthArt = 'santorini' | 'bali' | 'kyoto';

/** Split screen: destination artwork on wide screens, the form card beside it (single column on phones). */
export function AuthLayout({ art, children }: { art: TAuthArt; children: ReactNode }) {
  const texts = useTexts(AUTH_TEXTS);
  return (
    <div className="relative flex flex-1 bg-muted/40">
      <div className="mx-auto grid w-full max-w-7xl lg:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)] lg:gap-10 lg:px-8 lg:py-10">
        <aside
          className="relative hidden overflow-hidden rounded-2xl bg-ink text-white shadow-xl lg:flex lg:min-h-[640px] lg:flex-col lg:justify-end"
          aria-label={texts.art.captions[art]}
        >
          <div
            className="absolute inset-0 bg-cover bg-center transition-[background-image] duration-500"
            style={{
              backgroundImage: `url(/media/hero/${art}.svg), linear-gradient(160deg, #0f766e 0%, #134e4a 45%, #1e293b 100%)`,
            }}
            aria-hidden
          />
          <div
            className="absolute inset-0 bg-gradient-to-t from-ink/95 from-25% via-ink/70 via-55% to-ink/0"
            aria-hidden
          />
          <div className="relative grid gap-5 p-10">
            <BrandMark tone="light" />
            <h2 className="max-w-md font-display text-4xl leading-tight font-semibold tracking-tight text-balance">
              {texts.art.headline}
            </h2>
            <p className="max-w-md text-base leading-relaxed text-white/80">{texts.art.body}</p>
            <ul className="grid gap-2.5 text-sm text-white/90">
              {texts.art.points.map((point) => (
                <li key={point} className="flex items-center gap-2.5">
                  <CircleCheck className="size-4 shrink-0 text-highlight" aria-hidden />
                  {point}
                </li>
              ))}
            </ul>
            <p className="text-xs tracking-wide text-white/60 uppercase">{texts.art.captions[art]}</p>
          </div>
        </aside>
        <div className="flex items-start justify-center px-4 py-8 sm:px-6 sm:py-12 lg:items-center lg:px-0 lg:py-0">
          <div className="w-full max-w-md">
            {children}
            <p className="mt-6 text-center text-sm text-muted-foreground">
              <Link to="/" className="underline-offset-4 hover:text-foreground hover:underline">
                {texts.page.backHome}
              </Link>
            </p>
          </div>
        </div>
      </div>
    </div>
  );
}

import { Mail } from 'lucide-react';
import { NewsletterForm } from '../../newsletter/api/newsletter-form';
import { HOME_TEXTS } from '../texts';
import { useTexts } from '../../../lib/i18n/texts';

/** The newsletter block, reached by the header's Deals anchor. */
export function NewsletterBlock() {
  const T = useTexts(HOME_TEXTS).newsletter;
  return (
    <section id="deals" aria-labelledby="deals-title" className="px-4 sm:px-6 lg:px-8">
      <div className="relative mx-auto grid w-full max-w-7xl gap-8 overflow-hidden rounded-3xl bg-gradient-to-br from-primary to-ink px-6 py-12 text-white shadow-xl sm:px-10 lg:grid-cols-[1.2fr_1fr] lg:items-center lg:px-14 lg:py-16">
        <div className="absolute -top-20 -right-16 size-72 rounded-full bg-highlight/20 blur-3xl" aria-hidden />
        <div className="relative grid gap-3">
          <p className="flex items-center gap-2 text-xs font-semibold tracking-[0.18em] text-highlight uppercase">
            <Mail className="size-4" aria-hidden />
            {T.eyebrow}
          </p>
          <h2 id="deals-title" className="font-display text-2xl font-semibold text-balance sm:text-4xl">
            {T.title}
          </h2>
          <p className="max-w-lg text-white/80">{T.body}</p>
        </div>
        <div className="relative" data-testid="home-newsletter">
          <NewsletterForm tone="dark" />
        </div>
      </div>
    </section>
  );
}

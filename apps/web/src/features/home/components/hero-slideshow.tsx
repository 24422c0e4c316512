import { useState, useSyncExternalStore } from 'react';
import { Pause, Play } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { HERO_FADE_MS, HERO_ROTATION_MS } from '../home-constants';
import { HOME_TEXTS } from '../texts';
import { useRotation } from '../use-rotation';
import { useTexts } from '../../../lib/i18n/texts';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the visitor asked for less motion. The server cannot know, so it renders the slideshow playing and the
 * browser pauses it once hydrated: reading the preference in the first render would not match the server's page.
 */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/** Santorini, Bali and Kyoto, one every 6 s with a 500 ms fade; dots pick a slide, a button pauses. */
export function HeroSlideshow() {
  const T = useTexts(HOME_TEXTS).hero;
  const prefersReducedMotion = usePrefersReducedMotion();
  // Null until the visitor presses play or pause: until then, paused exactly when they asked for less motion.
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean | null>(null);
  const isPaused = pausedByVisitor ?? prefersReducedMotion;
  const [active, setActive] = useRotation(T.slides.length, HERO_ROTATION_MS, isPaused);
  const slide = T.slides[active] ?? T.slides[0];

  return (
    <section
      aria-roledescription={T.carousel}
      aria-label={T.label}
      className="relative isolate overflow-hidden bg-ink text-white"
      data-testid="hero"
    >
      {T.slides.map((item, index) => (
        <img
          key={item.name}
          src={item.image}
          alt=""
          width={1920}
          height={1080}
          loading={index === 0 ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={index === 0 ? 'high' : undefined}
          className={cn(
            'absolute inset-0 -z-20 size-full object-cover transition-opacity ease-in-out',
            index === active ? 'opacity-100' : 'opacity-0',
          )}
          style={{ transitionDuration: `${HERO_FADE_MS}ms` }}
          data-testid="hero-slide"
          data-name={item.name}
          data-active={index === active}
        />
      ))}
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-ink/90 via-ink/60 to-ink/10" aria-hidden />
      <div className="absolute inset-x-0 bottom-0 -z-10 h-40 bg-gradient-to-t from-ink/70 to-transparent" aria-hidden />

      <div className="mx-auto grid min-h-[34rem] w-full max-w-7xl content-center gap-5 px-4 pt-16 pb-36 sm:px-6 lg:min-h-[38rem] lg:px-8">
        <p className="text-xs font-semibold tracking-[0.2em] text-highlight uppercase sm:text-sm">{T.eyebrow}</p>
        <h1 className="max-w-2xl font-display text-4xl leading-[1.1] font-semibold text-balance sm:text-6xl">
          {T.title}
        </h1>
        <p className="max-w-xl text-base text-white/85 sm:text-lg">{T.body}</p>

        <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-3">
          <p className="min-w-0 text-sm text-white/90" aria-live="off" data-testid="hero-caption">
            <span className="font-semibold">
              {slide.name}, {slide.country}
            </span>
            <span className="hidden sm:inline"> · {slide.caption}</span>
          </p>
          <div className="flex items-center gap-1">
            {T.slides.map((item, index) => (
              <button
                key={item.name}
                type="button"
                onClick={() => setActive(index)}
                aria-label={T.showSlide(item.name)}
                aria-current={index === active ? 'true' : undefined}
                className="group flex size-8 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-white"
              >
                <span
                  className={cn(
                    'block h-2 rounded-full transition-all duration-300',
                    index === active ? 'w-7 bg-white' : 'w-2 bg-white/50 group-hover:bg-white/80',
                  )}
                />
              </button>
            ))}
            <button
              type="button"
              onClick={() => setPausedByVisitor(!isPaused)}
              aria-label={isPaused ? T.play : T.pause}
              className="ml-1 flex size-8 items-center justify-center rounded-full border border-white/30 bg-white/10 backdrop-blur-sm hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
            >
              {isPaused ? <Play className="size-3.5" aria-hidden /> : <Pause className="size-3.5" aria-hidden />}
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}

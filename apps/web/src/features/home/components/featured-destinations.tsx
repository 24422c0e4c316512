import { Link } from 'react-router';
import { ArrowUpRight } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton';
import { tourSearchPath } from '../../../lib/tour-search-params';
import { useFeaturedDestinations } from '../api/get-featured-destinations';
import { FEATURED_DESTINATIONS } from '../home-constants';
import { HOME_TEXTS } from '../texts';
import { SectionHeading } from './section-heading';
import { useTexts } from '../../../lib/i18n/texts';

/** Santorini, Bali, Kyoto and Venice with the number of tours the catalogue has for each. */
export function FeaturedDestinations() {
  const T = useTexts(HOME_TEXTS).destinations;
  const destinations = useFeaturedDestinations();
  const countOf = (name: string) => destinations.data?.find((destination) => destination.name === name)?.tourCount;

  return (
    <section
      id="destinations"
      aria-labelledby="destinations-title"
      className="mx-auto grid w-full max-w-7xl gap-8 px-4 pt-20 pb-16 sm:px-6 lg:px-8"
    >
      <SectionHeading id="destinations-title" eyebrow={T.eyebrow} title={T.title} body={T.body} />
      <ul className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
        {FEATURED_DESTINATIONS.map(({ destination, image }, index) => {
          const card = T.cards[index] ?? { name: destination, country: '' };
          const count = countOf(destination);
          const countText = count === undefined ? null : T.tourCount(count);
          return (
            <li key={destination}>
              <Link
                to={tourSearchPath({ destination, date: '', travellers: null })}
                aria-label={countText ? T.exploreLabel(card.name, countText) : card.name}
                className="group relative block overflow-hidden rounded-2xl shadow-sm transition-shadow hover:shadow-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                data-testid="destination-card"
                data-name={destination}
              >
                <img
                  src={image}
                  alt=""
                  width={900}
                  height={1200}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[3/4] w-full object-cover transition-transform duration-500 group-hover:scale-105"
                />
                <div className="absolute inset-0 bg-gradient-to-t from-ink/85 via-ink/20 to-transparent" aria-hidden />
                <ArrowUpRight
                  className="absolute top-4 right-4 size-9 rounded-full bg-white/20 p-2 text-white opacity-0 backdrop-blur-sm transition-opacity group-hover:opacity-100"
                  aria-hidden
                />
                <div className="absolute inset-x-0 bottom-0 grid gap-1 p-4 text-white sm:p-5">
                  <p className="font-display text-xl font-semibold sm:text-2xl">{card.name}</p>
                  <p className="flex flex-wrap items-center gap-x-2 text-sm text-white/80">
                    <span>{card.country}</span>
                    {destinations.isPending ? (
                      <Skeleton className="h-4 w-14 bg-white/25" />
                    ) : countText ? (
                      <span
                        className="rounded-full bg-white/20 px-2 py-0.5 text-xs font-semibold text-white backdrop-blur-sm"
                        data-testid="destination-count"
                      >
                        {countText}
                      </span>
                    ) : null}
                  </p>
                </div>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import { useState, type KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { TTourDetail } from '@tour/shared';
import { TourImage } from '../../../components/tours/tour-image';
import { cn } from '../../../lib/cn';
import { useTourImages } from '../api/get-tour-images';
import { TOUR_TEXTS } from '../texts';
import { useTexts } from '../../../lib/i18n/texts';

type TPhoto = { key: string; url: string | null; alt: string };

/** The tour's photos; the thumbnail stands in while they load and when there are none. */
export function ImageCarousel({ tour }: { tour: TTourDetail }) {
  const T = useTexts(TOUR_TEXTS).gallery;
  const images = useTourImages(tour.slug);
  const thumbnail: TPhoto = { key: 'thumbnail', url: tour.thumbnailUrl, alt: tour.title };
  const photos: TPhoto[] = images.data?.length
    ? images.data.map((image) => ({ key: image.id, url: image.url, alt: image.altText ?? tour.title }))
    : [thumbnail];
  const [active, setActive] = useState(0);
  // The first photo is the page's largest paint: it shows at once; a photo the visitor turns to fades in.
  const [turned, setTurned] = useState(false);
  const index = Math.min(active, photos.length - 1);
  const photo = photos[index] ?? thumbnail;
  const hasMany = photos.length > 1;
  const show = (position: number) => {
    setTurned(true);
    setActive(position);
  };
  const go = (step: number) => show((index + step + photos.length) % photos.length);

  const onKeyDown = (event: KeyboardEvent) => {
    if (!hasMany) return;
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      aria-roledescription={T.carousel}
      aria-label={T.label}
      onKeyDown={onKeyDown}
      className="grid gap-3"
      data-testid="tour-carousel"
    >
      <div className="relative overflow-hidden rounded-2xl bg-muted">
        <TourImage
          key={photo.key}
          src={photo.url}
          alt={photo.alt}
          width={1200}
          height={800}
          priority
          className={cn('aspect-[3/2] w-full object-cover lg:aspect-[16/9]', turned && 'animate-fade-in')}
          data-testid="carousel-image"
        />
        {hasMany ? (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label={T.previous}
              className="absolute top-1/2 left-3 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow-md transition hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              <ChevronLeft className="size-5" aria-hidden />
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              aria-label={T.next}
              className="absolute top-1/2 right-3 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow-md transition hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              <ChevronRight className="size-5" aria-hidden />
            </button>
            <span
              className="absolute right-3 bottom-3 rounded-full bg-ink/70 px-2.5 py-1 text-xs font-medium text-white"
              aria-live="polite"
            >
              {T.counter(index + 1, photos.length)}
            </span>
          </>
        ) : null}
      </div>
      {hasMany ? (
        <div className="flex gap-2 overflow-x-auto pb-1">
          {photos.map((item, position) => (
            <button
              key={item.key}
              type="button"
              onClick={() => show(position)}
              aria-label={T.show(position + 1, photos.length)}
              aria-current={position === index ? 'true' : undefined}
              className={cn(
                'shrink-0 overflow-hidden rounded-lg ring-offset-2 transition focus-visible:outline-2 focus-visible:outline-ring',
                position === index ? 'ring-2 ring-primary' : 'opacity-70 hover:opacity-100',
              )}
            >
              <TourImage
                src={item.url}
                alt=""
                width={120}
                height={80}
                className="h-16 w-24 object-cover sm:h-20 sm:w-30"
              />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}

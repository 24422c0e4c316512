import { paths, type TTourDetail, tourStructuredData } from '@tour/shared';
import { absoluteUrl, PageMeta, searchDescription, StructuredData } from '../../../components/page-meta';
import { BRAND } from '../../../lib/brand';
import { formatMoneyWhole } from '../../../lib/money';
import { placeOf } from '../../../lib/tour-place';
import { useTourImages } from '../api/get-tour-images';
import { TOUR_TEXTS } from '../texts';
import { useTexts } from '../../../lib/i18n/texts';
import { useLanguage } from '../../../lib/i18n/language';
import { TOUR_CARD_TEXTS } from '../card-texts';

/** The tour's title, description, preview and schema.org Product, for search engines and shared links. */
export function TourMeta({ tour }: { tour: TTourDetail }) {
  const language = useLanguage();
  const T = useTexts(TOUR_TEXTS).detail;
  const card = useTexts(TOUR_CARD_TEXTS);
  const path = paths.tour.href({ slug: tour.slug });
  // The preview's picture: the tour's cover, else the first photo of its gallery.
  const gallery = useTourImages(tour.slug);
  const image = tour.thumbnailUrl ?? gallery.data?.[0]?.url ?? null;
  const description = searchDescription(
    T.metaDescription({
      length: card.duration(tour.durationLabel, tour.durationDays),
      place: placeOf(tour.location, tour.country),
      price: formatMoneyWhole(tour.perPersonPrice.price, tour.currency, language),
      about: tour.description,
    }),
  );
  return (
    <>
      <PageMeta
        title={`${tour.title} · ${BRAND.name}`}
        description={description}
        path={path}
        image={image}
        type="product"
      />
      <StructuredData
        data={tourStructuredData(tour, {
          url: absoluteUrl(path),
          imageUrl: image ? absoluteUrl(image) : null,
          description,
        })}
      />
    </>
  );
}

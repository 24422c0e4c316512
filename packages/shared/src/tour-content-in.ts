import type { TLanguage } from './languages';

/**
 * What a tour's public pages show of its words in a visitor's language (issue 27, item 5). The first screen (the tour
 * page, the cards) reads it: it imports nothing but types, so that it costs those pages only its own few lines.
 */

/** One row of the itinerary in the other language: the tour_itinerary row at (dayNumber, position). */
export type TTranslatedItineraryRow = {
  dayNumber: number;
  position: number;
  /** The day's title (without the ' - Activity n' of the own rows). */
  title: string;
  /** Null: this activity keeps its own-language text. */
  description: string | null;
};

/** The other language's version of a tour's content, as stored (tours.content_translation, pending tours too). */
export type TTourContentTranslation = {
  title: string;
  description: string;
  highlights: string[];
  inclusions: string[];
  exclusions: string[];
  itinerary: TTranslatedItineraryRow[];
};

/** A tour written before languages were: English. */
export const DEFAULT_CONTENT_LANGUAGE: TLanguage = 'en';

export function otherLanguage(language: TLanguage): TLanguage {
  return language === 'en' ? 'th' : 'en';
}

/** A stored language, read with care: anything but 'th' is English. */
export function contentLanguageOf(value: string | null | undefined): TLanguage {
  return value === 'th' ? 'th' : DEFAULT_CONTENT_LANGUAGE;
}

/** What a tour's pages read, in its own language, with its translation (the page) or its translated title (a card). */
export type TTourContentSource = {
  contentLanguage: string;
  title: string;
  description?: string | null;
  highlights?: readonly string[];
  inclusions?: readonly string[];
  exclusions?: readonly string[];
  translation?: (Pick<TTourContentTranslation, 'title'> & Partial<TTourContentTranslation>) | null;
  titleTranslation?: string | null;
};

/** What a tour's title is read from: its own title, in its own language, and the other language's where given. */
export type TTourTitleSource = Pick<
  TTourContentSource,
  'contentLanguage' | 'title' | 'translation' | 'titleTranslation'
>;

/** The title the operator wrote in `language` when it is not the tour's own, else null. */
function translatedTitle(tour: TTourTitleSource, language: TLanguage): string | null {
  return (
    (language !== contentLanguageOf(tour.contentLanguage) && (tour.translation?.title || tour.titleTranslation)) || null
  );
}

/**
 * The tour's title in `language`: the translation's where the operator gave one, else the tour's own. The one rule
 * for every screen, e-mail and document that names a tour (its pages through tourContentIn, a booking's e-mails,
 * receipt and screens through this).
 */
export function tourTitleIn(tour: TTourTitleSource, language: TLanguage): string {
  return translatedTitle(tour, language) || tour.title;
}

/** The content to show in a language, and the language it is actually in. */
export type TTourContentShown = {
  /** The language of the title and description shown. */
  language: TLanguage;
  /** Shown in the other language: the tour has none in the visitor's (the page says so). */
  fallback: boolean;
  title: string;
  description: string | null;
  highlights: string[];
  inclusions: string[];
  exclusions: string[];
};

type TList = 'highlights' | 'inclusions' | 'exclusions';

/**
 * The tour's content in `language`: the translation's fields when the visitor reads the translation's language and
 * the tour has one (a list the translation leaves empty keeps the tour's own), otherwise the tour's own content.
 * Written small: every first screen with a tour on it carries it.
 */
export function tourContentIn(tour: TTourContentSource, language: TLanguage): TTourContentShown {
  const own = contentLanguageOf(tour.contentLanguage);
  const translation = tour.translation;
  const title = translatedTitle(tour, language);
  const translated = !!title;
  const list = (name: TList) => [
    ...((translated && translation?.[name]?.length ? translation[name] : tour[name]) ?? []),
  ];
  return {
    language: translated ? language : own,
    fallback: !translated && language !== own,
    title: title || tour.title,
    description: (translated && translation?.description) || (tour.description ?? null),
    highlights: list('highlights'),
    inclusions: list('inclusions'),
    exclusions: list('exclusions'),
  };
}

/**
 * The tour as a visitor reads it (issue 27, item 5): its title, description and lists in the visitor's language when
 * the operator gave them, else in the tour's own (`shown.fallback`, which the page notes). Everything else is the
 * tour's; `translation` stays on it for the itinerary (itineraryIn).
 */
export function tourInLanguage<TTour extends TTourContentSource>(
  tour: TTour,
  language: TLanguage,
): { tour: TTour; shown: TTourContentShown } {
  const shown = tourContentIn(tour, language);
  return {
    shown,
    tour: {
      ...tour,
      title: shown.title,
      description: shown.description,
      highlights: shown.highlights,
      inclusions: shown.inclusions,
      exclusions: shown.exclusions,
    },
  };
}

import { otherLanguage, translatedDaysOf } from '@tour/shared';
import { useTexts } from '../../../lib/i18n/texts';
import type { TPreviewTour } from '../preview-tour';
import { PREVIEW_TRANSLATION_TEXTS } from '../translation-texts';

function TranslatedList({ title, items, lang }: { title: string; items: readonly string[]; lang: string }) {
  if (items.length === 0) return null;
  return (
    <div className="grid gap-1">
      <h4 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{title}</h4>
      <ul lang={lang} className="list-disc pl-5 text-sm break-words">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The other language's version of the tour, as the operator gave it (issue 27, item 5), beside the tour's own: what
 * travellers who read that language will see.
 */
export function TranslationSection({ tour }: { tour: TPreviewTour }) {
  const T = useTexts(PREVIEW_TRANSLATION_TEXTS);
  const other = otherLanguage(tour.contentLanguage);
  const name = T.names[other];
  const translation = tour.contentTranslation;
  if (!translation) {
    return (
      <p
        className="rounded-xl border border-dashed p-4 text-sm text-muted-foreground"
        data-testid="preview-translation"
      >
        {T.none(name, T.names[tour.contentLanguage])}
      </p>
    );
  }
  const ownDays = new Map(tour.itineraryDays.map((day) => [day.dayNumber, day]));
  const days = translatedDaysOf(translation.itinerary);
  return (
    <section className="grid gap-4 rounded-xl border bg-card p-5 shadow-xs" data-testid="preview-translation">
      <div className="grid gap-1">
        <h2 className="font-semibold text-ink">{T.heading(name)}</h2>
        <p className="text-sm text-muted-foreground">{T.lead(name)}</p>
      </div>
      <div className="grid gap-1">
        <h3 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{T.title}</h3>
        <p lang={other} className="font-semibold break-words text-ink" data-testid="preview-translation-title">
          {translation.title}
        </p>
      </div>
      <div className="grid gap-1">
        <h3 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{T.description}</h3>
        <p
          lang={other}
          className="text-sm leading-relaxed break-words whitespace-pre-line text-foreground/90"
          data-testid="preview-translation-description"
        >
          {translation.description}
        </p>
      </div>
      <TranslatedList title={T.highlights} items={translation.highlights} lang={other} />
      <TranslatedList title={T.inclusions} items={translation.inclusions} lang={other} />
      <TranslatedList title={T.exclusions} items={translation.exclusions} lang={other} />
      {days.length > 0 ? (
        <div className="grid gap-2">
          <h3 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{T.itinerary}</h3>
          <ol className="grid gap-2">
            {days.map((day) => (
              <li key={day.dayNumber} className="grid gap-1 text-sm">
                <p className="font-medium">
                  {T.day(day.dayNumber)}: <span lang={other}>{day.title}</span>
                </p>
                <ul className="grid gap-0.5 pl-4 text-foreground/90">
                  {day.activities.map((activity, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: an activity is paired with the tour's own by its place
                    <li key={index}>
                      {activity.description ? (
                        <span lang={other}>{activity.description}</span>
                      ) : (
                        <span className="text-muted-foreground">
                          {T.notTranslated}
                          {ownDays.get(day.dayNumber)?.activities[index]?.description
                            ? ` (${ownDays.get(day.dayNumber)?.activities[index]?.description})`
                            : ''}
                        </span>
                      )}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  );
}

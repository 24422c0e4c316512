import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { Plus, X } from 'lucide-react';
import { ACTIVITY_TIMES, alignedTranslationDays, otherLanguage } from '@tour/shared';
import { Button } from '../../../components/ui/button';
import { useTexts } from '../../../lib/i18n/texts';
import { TOUR_FORM_LABELS_TEXTS } from '../../../components/tours/form-labels-texts';
import { CONTENT_LANGUAGE_TEXTS } from '../content-language-texts';
import { SUBMIT_TOUR_TEXTS } from '../texts';
import type { TStepEditor } from '../use-tour-wizard';
import { ContentLanguageTabs, type TContentShowing } from './content-language';
import { optionsOf, SelectField, TextField } from './tour-fields';
import { StepIntro, StepProblem } from './wizard-field';

function DayActivities({ editor, dayIndex }: { editor: TStepEditor; dayIndex: number }) {
  const I = useTexts(SUBMIT_TOUR_TEXTS).itinerary;
  const times = useTexts(TOUR_FORM_LABELS_TEXTS).activityTimes;
  const timeOptions = optionsOf(ACTIVITY_TIMES, times);
  const { form, errorFor } = editor;
  const activities = useFieldArray({ control: form.control, name: `itineraryDays.${dayIndex}.activities` });
  const listPath = `itineraryDays.${dayIndex}.activities`;
  return (
    <div className="grid gap-3">
      <StepProblem path={listPath} message={errorFor(listPath)} />
      {activities.fields.map((field, index) => {
        const base = `itineraryDays.${dayIndex}.activities.${index}` as const;
        return (
          <div key={field.id} className="grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)_auto] sm:items-start">
            <SelectField
              editor={editor}
              path={`${base}.time`}
              label={I.time}
              placeholder={I.noTime}
              options={timeOptions}
            />
            <TextField editor={editor} path={`${base}.description`} label={I.activity} />
            <Button
              variant="ghost"
              size="icon"
              className="sm:mt-6"
              onClick={() => activities.remove(index)}
              aria-label={`${I.removeActivity} ${index + 1}`}
              disabled={activities.fields.length === 1}
            >
              <X className="size-4" aria-hidden />
            </Button>
          </div>
        );
      })}
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => activities.append({ time: '', description: '' })}
      >
        <Plus className="size-4" aria-hidden />
        {I.addActivity}
      </Button>
    </div>
  );
}

/**
 * The days in the other language (issue 27, item 5): beside each day of the tour and each of its activities, its
 * optional translation. Times are the tour's own.
 */
function TranslatedDays({ editor }: { editor: TStepEditor }) {
  const I = useTexts(SUBMIT_TOUR_TEXTS).itinerary;
  const C = useTexts(CONTENT_LANGUAGE_TEXTS);
  const { values } = editor;
  const own = values.contentLanguage;
  const other = C.inSentence[otherLanguage(own)];
  return (
    <ol className="grid max-h-[2000px] gap-4 overflow-y-auto">
      {values.itineraryDays.map((day, dayIndex) => (
        <li key={day.dayNumber} className="grid gap-4 rounded-xl border bg-card p-4" data-testid="translation-day">
          <h3 className="font-semibold">{I.day(dayIndex + 1)}</h3>
          <TextField
            editor={editor}
            path={`translation.itineraryDays.${dayIndex}.title`}
            label={C.dayTitle(other)}
            hint={day.title ? <span lang={own}>{day.title}</span> : undefined}
            lang={otherLanguage(own)}
          />
          {day.activities.map((activity, index) => (
            <TextField
              // The activities of a day are fixed while its translation is shown.
              // biome-ignore lint/suspicious/noArrayIndexKey: their place is what pairs them with the tour's own.
              key={index}
              editor={editor}
              path={`translation.itineraryDays.${dayIndex}.activities.${index}.description`}
              label={C.activity(index + 1, other)}
              hint={
                activity.description ? (
                  <>
                    {activity.time ? `${activity.time} · ` : null}
                    <span lang={own}>{activity.description}</span>
                  </>
                ) : undefined
              }
              lang={otherLanguage(own)}
            />
          ))}
        </li>
      ))}
    </ol>
  );
}

/** Step 4: one entry per tour day (the days follow the duration the flights set). */
export function StepItinerary({ wizard }: { wizard: TStepEditor }) {
  const T = useTexts(SUBMIT_TOUR_TEXTS);
  const I = T.itinerary;
  const { form, values, errorFor } = wizard;
  const days = useFieldArray({ control: form.control, name: 'itineraryDays' });
  const [showing, setShowing] = useState<TContentShowing>('own');
  // The translation's days line up with the tour's own before they show, one field beside each of the own.
  const show = (next: TContentShowing) => {
    if (next === 'translation') {
      const current = form.getValues('translation.itineraryDays') ?? [];
      const aligned = alignedTranslationDays(form.getValues('itineraryDays'), current);
      if (JSON.stringify(aligned) !== JSON.stringify(current)) form.setValue('translation.itineraryDays', aligned);
    }
    setShowing(next);
  };
  const translationProblems = (values.translation?.itineraryDays ?? []).some(
    (day, dayIndex) =>
      Boolean(errorFor(`translation.itineraryDays.${dayIndex}.title`)) ||
      day.activities.some((_, index) =>
        Boolean(errorFor(`translation.itineraryDays.${dayIndex}.activities.${index}.description`)),
      ),
  );
  return (
    <div className="grid gap-5">
      <StepIntro>{I.intro}</StepIntro>
      <p className="text-sm font-medium" data-field="duration" data-testid="itinerary-duration">
        {T.basics.duration}: {values.duration ? T.basics.durationValue(values.duration) : I.durationNeeded}
      </p>
      <StepProblem path="duration" message={errorFor('duration')} />
      <StepProblem path="itineraryDays" message={errorFor('itineraryDays')} />
      <ContentLanguageTabs
        editor={wizard}
        section="itinerary"
        showing={showing}
        onShow={show}
        translationProblems={translationProblems}
      >
        {showing === 'own' ? (
          // The spec's itinerary panel is at most 2000 px tall.
          <ol className="grid max-h-[2000px] gap-4 overflow-y-auto">
            {days.fields.map((field, index) => (
              <li key={field.id} className="grid gap-4 rounded-xl border bg-card p-4" data-testid="itinerary-day">
                <h3 className="font-semibold">{I.day(index + 1)}</h3>
                <TextField editor={wizard} path={`itineraryDays.${index}.title`} label={I.dayTitle} />
                <DayActivities editor={wizard} dayIndex={index} />
              </li>
            ))}
          </ol>
        ) : (
          <TranslatedDays editor={wizard} />
        )}
      </ContentLanguageTabs>
    </div>
  );
}

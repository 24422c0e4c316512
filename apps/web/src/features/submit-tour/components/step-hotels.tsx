import { Controller, useFieldArray } from 'react-hook-form';
import { Hotel } from 'lucide-react';
import {
  emptyHotel,
  HOTEL_AMENITIES,
  HOTEL_CHECK_IN_TIMES,
  HOTEL_CHECK_OUT_TIMES,
  TOUR_HOTEL_RATINGS,
  TOUR_ROOM_TYPES,
} from '@tour/shared';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { useTexts } from '../../../lib/i18n/texts';
import { TOUR_FORM_LABELS_TEXTS } from '../../../components/tours/form-labels-texts';
import { SUBMIT_TOUR_TEXTS } from '../texts';
import type { TStepEditor } from '../use-tour-wizard';
import { optionsOf, SelectField, TextAreaField, TextField } from './tour-fields';
import { ItemHeading, StepIntro, StepProblem } from './wizard-field';

const CHECK_IN_OPTIONS = optionsOf(HOTEL_CHECK_IN_TIMES);
const CHECK_OUT_OPTIONS = optionsOf(HOTEL_CHECK_OUT_TIMES);

/** Step 6: the hotels, at least one, each with its times, room type and amenities. */
export function StepHotels({ wizard }: { wizard: TStepEditor }) {
  const H = useTexts(SUBMIT_TOUR_TEXTS).hotels;
  const labels = useTexts(TOUR_FORM_LABELS_TEXTS);
  const ratingOptions = optionsOf(TOUR_HOTEL_RATINGS, labels.hotelRatings);
  const roomTypeOptions = optionsOf(TOUR_ROOM_TYPES, labels.roomTypes);
  const { form, errorFor } = wizard;
  const hotels = useFieldArray({ control: form.control, name: 'hotels' });
  return (
    <div className="grid gap-5">
      <StepIntro>{H.intro}</StepIntro>
      <StepProblem path="hotels" message={errorFor('hotels')} />
      <ol className="grid gap-4">
        {hotels.fields.map((field, index) => {
          const base = `hotels.${index}` as const;
          return (
            <li key={field.id} className="grid gap-4 rounded-xl border bg-card p-4 sm:grid-cols-2" data-testid="hotel">
              <ItemHeading
                title={H.hotel(index + 1)}
                removeLabel={H.remove}
                onRemove={() => hotels.remove(index)}
                className="sm:col-span-2"
              />
              <TextField editor={wizard} path={`${base}.name`} label={H.name} className="sm:col-span-2" />
              <TextAreaField
                editor={wizard}
                path={`${base}.description`}
                label={H.description}
                className="sm:col-span-2"
                rows={3}
              />
              <SelectField editor={wizard} path={`${base}.rating`} label={H.rating} options={ratingOptions} />
              <SelectField
                editor={wizard}
                path={`${base}.roomType`}
                label={H.roomType}
                placeholder={H.choose}
                options={roomTypeOptions}
              />
              <SelectField
                editor={wizard}
                path={`${base}.checkIn`}
                label={H.checkIn}
                placeholder={H.choose}
                options={CHECK_IN_OPTIONS}
              />
              <SelectField
                editor={wizard}
                path={`${base}.checkOut`}
                label={H.checkOut}
                placeholder={H.choose}
                options={CHECK_OUT_OPTIONS}
              />
              <TextField
                editor={wizard}
                path={`${base}.website`}
                label={H.website}
                className="sm:col-span-2"
                type="url"
                inputMode="url"
                placeholder="https://"
              />
              <fieldset className="grid gap-2 sm:col-span-2">
                <legend className="mb-2 text-sm font-medium">{H.amenities}</legend>
                <Controller
                  control={form.control}
                  name={`${base}.amenities`}
                  render={({ field: amenities }) => (
                    <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 lg:grid-cols-3">
                      {HOTEL_AMENITIES.map((amenity, amenityIndex) => {
                        const id = `tour-hotels-${index}-amenity-${amenity.replace(/\W+/g, '-')}`;
                        const checked = amenities.value.includes(amenity);
                        return (
                          <div key={amenity} className="flex items-center gap-2">
                            <Checkbox
                              id={id}
                              checked={checked}
                              onCheckedChange={(next) =>
                                amenities.onChange(
                                  next === true
                                    ? [...amenities.value, amenity]
                                    : amenities.value.filter((value) => value !== amenity),
                                )
                              }
                            />
                            <Label htmlFor={id} className="font-normal">
                              {labels.amenities[amenityIndex] ?? amenity}
                            </Label>
                          </div>
                        );
                      })}
                    </div>
                  )}
                />
              </fieldset>
            </li>
          );
        })}
      </ol>
      <Button variant="outline" className="justify-self-start" onClick={() => hotels.append(emptyHotel())}>
        <Hotel className="size-4" aria-hidden />
        {H.add}
      </Button>
    </div>
  );
}

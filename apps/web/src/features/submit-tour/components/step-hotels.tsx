import { Controller, useFieldArray } from 'react-hook-form';
import { Hotel, Trash2 } from 'lucide-react';
import {
  emptyHotel,
  HOTEL_AMENITIES,
  HOTEL_CHECK_IN_TIMES,
  HOTEL_CHECK_OUT_TIMES,
  HOTEL_RATING_LABELS,
  ROOM_TYPE_LABELS,
  TOUR_HOTEL_RATINGS,
  TOUR_ROOM_TYPES,
} from '@tour/shared';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { SUBMIT_TOUR_TEXTS as T } from '../texts';
import type { TStepEditor } from '../use-tour-wizard';
import { fieldAria, StepIntro, StepProblem, WizardField } from './wizard-field';

const H = T.hotels;

/** Step 6: the hotels, at least one, each with its times, room type and amenities. */
export function StepHotels({ wizard }: { wizard: TStepEditor }) {
  const { form, errorFor } = wizard;
  const hotels = useFieldArray({ control: form.control, name: 'hotels' });
  return (
    <div className="grid gap-5">
      <StepIntro>{H.intro}</StepIntro>
      <StepProblem path="hotels" message={errorFor('hotels')} />
      <ol className="grid gap-4">
        {hotels.fields.map((field, index) => {
          const base = `hotels.${index}` as const;
          const path = (name: string) => `${base}.${name}`;
          return (
            <li key={field.id} className="grid gap-4 rounded-xl border bg-card p-4 sm:grid-cols-2" data-testid="hotel">
              <div className="flex items-center justify-between gap-2 sm:col-span-2">
                <h3 className="font-semibold">{H.hotel(index + 1)}</h3>
                <Button variant="ghostDestructive" size="sm" onClick={() => hotels.remove(index)}>
                  <Trash2 className="size-4" aria-hidden />
                  {H.remove}
                </Button>
              </div>
              <WizardField path={path('name')} label={H.name} error={errorFor(path('name'))} className="sm:col-span-2">
                <Input {...form.register(`${base}.name`)} {...fieldAria(path('name'), errorFor(path('name')))} />
              </WizardField>
              <WizardField
                path={path('description')}
                label={H.description}
                error={errorFor(path('description'))}
                className="sm:col-span-2"
              >
                <Textarea
                  rows={3}
                  {...form.register(`${base}.description`)}
                  {...fieldAria(path('description'), errorFor(path('description')))}
                />
              </WizardField>
              <WizardField path={path('rating')} label={H.rating} error={errorFor(path('rating'))}>
                <NativeSelect
                  {...form.register(`${base}.rating`)}
                  {...fieldAria(path('rating'), errorFor(path('rating')))}
                >
                  {TOUR_HOTEL_RATINGS.map((rating) => (
                    <option key={rating} value={rating}>
                      {HOTEL_RATING_LABELS[rating]}
                    </option>
                  ))}
                </NativeSelect>
              </WizardField>
              <WizardField path={path('roomType')} label={H.roomType} error={errorFor(path('roomType'))}>
                <NativeSelect
                  {...form.register(`${base}.roomType`)}
                  {...fieldAria(path('roomType'), errorFor(path('roomType')))}
                >
                  <option value="">{H.choose}</option>
                  {TOUR_ROOM_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {ROOM_TYPE_LABELS[type]}
                    </option>
                  ))}
                </NativeSelect>
              </WizardField>
              <WizardField path={path('checkIn')} label={H.checkIn} error={errorFor(path('checkIn'))}>
                <NativeSelect
                  {...form.register(`${base}.checkIn`)}
                  {...fieldAria(path('checkIn'), errorFor(path('checkIn')))}
                >
                  <option value="">{H.choose}</option>
                  {HOTEL_CHECK_IN_TIMES.map((time) => (
                    <option key={time} value={time}>
                      {time}
                    </option>
                  ))}
                </NativeSelect>
              </WizardField>
              <WizardField path={path('checkOut')} label={H.checkOut} error={errorFor(path('checkOut'))}>
                <NativeSelect
                  {...form.register(`${base}.checkOut`)}
                  {...fieldAria(path('checkOut'), errorFor(path('checkOut')))}
                >
                  <option value="">{H.choose}</option>
                  {HOTEL_CHECK_OUT_TIMES.map((time) => (
                    <option key={time} value={time}>
                      {time}
                    </option>
                  ))}
                </NativeSelect>
              </WizardField>
              <WizardField
                path={path('website')}
                label={H.website}
                error={errorFor(path('website'))}
                className="sm:col-span-2"
              >
                <Input
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  {...form.register(`${base}.website`)}
                  {...fieldAria(path('website'), errorFor(path('website')))}
                />
              </WizardField>
              <fieldset className="grid gap-2 sm:col-span-2">
                <legend className="mb-2 text-sm font-medium">{H.amenities}</legend>
                <Controller
                  control={form.control}
                  name={`${base}.amenities`}
                  render={({ field: amenities }) => (
                    <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 lg:grid-cols-3">
                      {HOTEL_AMENITIES.map((amenity) => {
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
                              {amenity}
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

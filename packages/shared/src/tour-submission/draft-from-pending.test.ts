import { describe, expect, it } from 'vitest';
import { tourDraftFromPending } from './draft-from-pending';
import { tourFormValuesFromDraft } from './form-rules';
import { pendingTourFromForm } from './pending-tour';
import { completeTourForm } from './tour-form.fixture';

const facts = { isAdmin: true, companyName: null };

describe('tourDraftFromPending', () => {
  it('turns a pending record back into a draft that converts to the same record', () => {
    const record = pendingTourFromForm({ ...completeTourForm(), cancellationPolicy: 'non_refundable' }, facts);
    const draft = tourDraftFromPending({ ...record, sku: 'ANDKBV03PG030500', slug: 'krabi-kayak-island-adventure' });
    expect(draft).toMatchObject({
      wizardStep: 1,
      sku: 'ANDKBV03PG030500',
      price: 9900,
      discountPercentage: 10,
      cancellationPolicy: 'non_refundable',
    });
    expect(pendingTourFromForm(tourFormValuesFromDraft(draft), facts)).toEqual(record);
  });

  it('keeps a legacy day without activities as one activity, and unknown choices empty', () => {
    const record = pendingTourFromForm(completeTourForm(), facts);
    const draft = tourDraftFromPending({
      ...record,
      sku: null,
      slug: 'x',
      category: 'space',
      itineraryDays: [
        { dayNumber: 1, title: 'Arrival', time: 'Morning', description: 'Meet at the airport', activities: [] },
      ],
      hotels: [{ ...record.hotels[0]!, rating: '7', roomType: 'cave', website: null }],
    });
    expect(draft.category).toBe('');
    expect(draft.itineraryDays?.[0]?.activities).toEqual([{ time: 'Morning', description: 'Meet at the airport' }]);
    expect(draft.hotels?.[0]).toMatchObject({ rating: '', roomType: '', website: '' });
  });
});

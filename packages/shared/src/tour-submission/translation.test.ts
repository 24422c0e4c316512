import { describe, expect, it } from 'vitest';
import { diffSubmissions, submissionSnapshotOf } from './submission-diff';
import { tourDraftFromPending } from './draft-from-pending';
import { tourFormValuesFromDraft } from './form-rules';
import { TOUR_FORM_MESSAGES as M } from './messages';
import { pendingTourFromForm } from './pending-tour';
import { ZTourDraft, ZTourForm } from './schema';
import { stepOfPath } from './steps';
import { completeTourForm } from './tour-form.fixture';
import {
  alignedTranslationDays,
  emptyTourTranslation,
  isBlankTranslation,
  storedTranslationOfValues,
  type TTourTranslationValues,
  translationValuesOfStored,
  ZTourContentTranslation,
} from './translation';

const thai: TTourTranslationValues = {
  title: 'ทัวร์วัดเกียวโต',
  description: 'ชมวัดเก่าแก่และพิธีชงชา',
  highlights: [{ value: 'วัดคิโยมิซุ' }, { value: ' ' }],
  inclusions: [],
  exclusions: [],
  itineraryDays: [
    { dayNumber: 1, title: 'ถึงเกียวโต', activities: [{ description: 'รับที่สนามบิน' }] },
    { dayNumber: 2, title: '', activities: [{ description: '' }] },
  ],
};

function messagesAt(value: unknown): Record<string, string[]> {
  const result = ZTourForm.safeParse(value);
  if (result.success) return {};
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    byPath[path] = [...(byPath[path] ?? []), issue.message];
  }
  return byPath;
}

describe("the tour form's translation (issue 27, item 5)", () => {
  it('starts English with a blank translation, which is none', () => {
    const parsed = ZTourForm.parse({ ...completeTourForm(), contentLanguage: undefined, translation: undefined });
    expect(parsed.contentLanguage).toBe('en');
    expect(isBlankTranslation(parsed.translation)).toBe(true);
    expect(pendingTourFromForm(parsed, { isAdmin: false, companyName: 'Siam' }).contentTranslation).toBeNull();
  });

  it('accepts a translation with its title and description, empty lists and untranslated days', () => {
    expect(messagesAt({ ...completeTourForm(), translation: thai })).toEqual({});
  });

  it('asks a given translation for a title and description, and a title for each day it translates', () => {
    const given = {
      ...emptyTourTranslation(),
      highlights: [{ value: 'วัดคิโยมิซุ' }],
      itineraryDays: [{ dayNumber: 1, title: '', activities: [{ description: 'รับ' }] }],
    };
    expect(messagesAt({ ...completeTourForm(), translation: given })).toEqual({
      'translation.title': [M.titleMin],
      'translation.description': [M.descriptionMin],
      'translation.itineraryDays.0.title': [M.dayTitleRequired],
      'translation.itineraryDays.0.activities.0.description': [M.activityDescriptionMin],
    });
  });

  it('keeps the same limits as the own fields', () => {
    const long = { ...thai, title: 'ก'.repeat(201) };
    expect(Object.keys(messagesAt({ ...completeTourForm(), translation: long }))).toEqual(['translation.title']);
  });

  it("puts the translation's problems on the steps of their own-language fields", () => {
    expect(stepOfPath('translation.title')).toBe(2);
    expect(stepOfPath('translation.description')).toBe(2);
    expect(stepOfPath('translation.itineraryDays.0.title')).toBe(4);
    expect(stepOfPath('translation.highlights.0.value')).toBe(8);
  });

  it('stores the translation with its days as itinerary rows, and reads it back', () => {
    const form = { ...completeTourForm(), contentLanguage: 'en' as const, translation: thai };
    const pending = pendingTourFromForm(ZTourForm.parse(form), { isAdmin: false, companyName: 'Siam' });
    expect(pending.contentLanguage).toBe('en');
    expect(pending.contentTranslation).toEqual({
      title: 'ทัวร์วัดเกียวโต',
      description: 'ชมวัดเก่าแก่และพิธีชงชา',
      highlights: ['วัดคิโยมิซุ'],
      inclusions: [],
      exclusions: [],
      itinerary: [{ dayNumber: 1, position: 0, title: 'ถึงเกียวโต', description: 'รับที่สนามบิน' }],
    });
    expect(ZTourContentTranslation.safeParse(pending.contentTranslation).success).toBe(true);
    expect(translationValuesOfStored(pending.contentTranslation)).toEqual({
      ...thai,
      highlights: [{ value: 'วัดคิโยมิซุ' }],
      itineraryDays: [thai.itineraryDays[0]],
    });
  });

  it('survives a draft and a resubmission from the pending record', () => {
    const form = { ...completeTourForm(), contentLanguage: 'th' as const, translation: thai };
    const draft = ZTourDraft.parse(JSON.parse(JSON.stringify(form)));
    const values = tourFormValuesFromDraft(draft);
    expect(values.contentLanguage).toBe('th');
    expect(values.translation).toEqual(thai);
    const pending = pendingTourFromForm(values, { isAdmin: false, companyName: 'Siam' });
    const reopened = tourFormValuesFromDraft(
      tourDraftFromPending({ ...pending, sku: null, slug: 'kyoto', thumbnailUrl: null }),
    );
    expect(reopened.contentLanguage).toBe('th');
    expect(storedTranslationOfValues(reopened.translation)).toEqual(pending.contentTranslation);
  });

  it('tells the administrator what changed in the translation, and reads an old snapshot as English without one', () => {
    const form = completeTourForm();
    const facts = { isAdmin: false, companyName: 'Siam' };
    const snapshot = (values: typeof form) => ({
      ...pendingTourFromForm(values, facts),
      sku: null,
      slug: 'kyoto',
      thumbnailUrl: null,
    });
    const before = submissionSnapshotOf(snapshot(form));
    const after = submissionSnapshotOf(snapshot({ ...form, translation: thai }));
    const { contentLanguage: _language, contentTranslation: _translation, ...older } = before;
    expect(diffSubmissions(older as typeof before, before)).toEqual([]);
    expect(
      diffSubmissions(before, after).map((change) => [change.section, change.path.join('.'), change.after]),
    ).toEqual([
      ['details', 'translation.title', 'ทัวร์วัดเกียวโต'],
      ['details', 'translation.description', 'ชมวัดเก่าแก่และพิธีชงชา'],
      ['itinerary', 'translation.itineraryDays.1', 'ถึงเกียวโต'],
      ['features', 'translation.highlights', 'วัดคิโยมิซุ'],
    ]);
  });

  it("lines the translation's days up with the tour's own", () => {
    const own = [
      { dayNumber: 1, activities: [{}, {}] },
      { dayNumber: 2, activities: [{}] },
    ];
    expect(
      alignedTranslationDays(own, [thai.itineraryDays[0] as TTourTranslationValues['itineraryDays'][number]]),
    ).toEqual([
      { dayNumber: 1, title: 'ถึงเกียวโต', activities: [{ description: 'รับที่สนามบิน' }, { description: '' }] },
      { dayNumber: 2, title: '', activities: [{ description: '' }] },
    ]);
  });
});

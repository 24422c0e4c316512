import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TDb } from '@tour/db';
import { TEST_BACKENDS } from '@tour/db/testing';
import {
  TOUR_FORM_MESSAGES,
  type TTourCard,
  type TTourDetail,
  type TTourDraft,
  type TTourEditRequest,
  type TTourEditResponse,
} from '@tour/shared';
import { queryRows } from '../../db';
import { type TTestApp, openTestBed } from '../../testing/test-app';
import { completeTourDraft, signUpOperator, type TOperator } from '../../testing/tour-submission-fixtures';

type TRow = Record<string, unknown>;

/** The tour's Thai, as the wizard holds it: the first day translated, the others left to their English. */
const THAI: NonNullable<TTourDraft['translation']> = {
  title: 'ทัวร์ภูเก็ตเกาะพีพีสุดคุ้ม',
  description: 'สี่วันกับชายหาด หมู่เกาะ และอาหารไทยริมทะเลอันดามัน',
  highlights: [{ value: 'นั่งเรือเร็วเที่ยวหมู่เกาะพีพี' }, { value: '' }],
  inclusions: [{ value: 'ตั๋วเครื่องบินไป-กลับ' }],
  exclusions: [],
  itineraryDays: [
    { dayNumber: 1, title: 'วันแรกบนเกาะ', activities: [{ description: 'เที่ยวรอบเกาะยามเช้า' }] },
    { dayNumber: 2, title: '', activities: [{ description: '' }] },
  ],
};

/**
 * Tour content in Thai and English (issue 27, item 5): a submission's translation is stored with it, published with
 * it, answered by the tour page and the cards, found by the search in either language, and changed by an edit.
 */
describe.each(TEST_BACKENDS)('tour content in two languages on %s', (backend) => {
  let db: TDb;
  let close: () => Promise<void>;
  let t: TTestApp;
  let agent: TOperator;
  let admin: TOperator;

  beforeAll(async () => {
    ({ db, t, close } = await openTestBed(backend));
    agent = await signUpOperator(t, db, 'agent', { nameEn: 'Andaman Languages Co., Ltd.' });
    admin = await signUpOperator(t, db, 'admin');
  });
  afterAll(() => close());

  const rows = (query: ReturnType<typeof sql>) => queryRows<TRow>(db, query);

  async function createDraft(data: TTourDraft) {
    const draft = await t.app.inject({
      method: 'POST',
      url: '/api/tour-drafts',
      cookies: agent.cookies,
      payload: { data },
    });
    expect(draft.statusCode, draft.body).toBe(201);
    return t.app.inject({
      method: 'POST',
      url: `/api/tour-drafts/${draft.json().id}/submit`,
      cookies: agent.cookies,
      headers: { 'idempotency-key': crypto.randomUUID() },
      payload: {},
    });
  }

  const decide = (id: string, action: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/pending-tours/${id}/${action}`,
      cookies: admin.cookies,
      payload: {},
    });

  const page = async (slug: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/tours/${slug}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TTourDetail;
  };

  const search = async (destination: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/tours/search?destination=${encodeURIComponent(destination)}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().items as TTourCard[]).map((card) => card.slug);
  };

  async function formOf(slug: string, caller: TOperator): Promise<TTourEditRequest> {
    const response = await t.app.inject({ method: 'GET', url: `/api/tours/${slug}/edit`, cookies: caller.cookies });
    expect(response.statusCode, response.body).toBe(200);
    const loaded = response.json() as TTourEditResponse;
    return {
      ...loaded.form,
      dates: loaded.dates.map((date) => ({
        id: date.id,
        startDate: date.startDate,
        price: date.price,
        availableSpots: date.availableSpots,
      })),
    };
  }

  const save = (slug: string, payload: TTourEditRequest, caller: TOperator) =>
    t.app.inject({ method: 'PUT', url: `/api/tours/${slug}/edit`, cookies: caller.cookies, payload });

  it('publishes a Thai translation with the tour, answers it on the page and the cards, and finds the tour by it', async () => {
    const submitted = await createDraft(
      completeTourDraft({ title: 'Phuket Languages Escape', contentLanguage: 'en', translation: THAI }),
    );
    expect(submitted.statusCode, submitted.body).toBe(201);
    const pendingTourId = submitted.json().pendingTourId as string;

    const translation = {
      title: THAI.title,
      description: THAI.description,
      highlights: ['นั่งเรือเร็วเที่ยวหมู่เกาะพีพี'],
      inclusions: ['ตั๋วเครื่องบินไป-กลับ'],
      exclusions: [],
      itinerary: [{ dayNumber: 1, position: 0, title: 'วันแรกบนเกาะ', description: 'เที่ยวรอบเกาะยามเช้า' }],
    };
    const [pending] = await rows(
      sql`select content_language, content_translation from pending_tours where id = ${pendingTourId}`,
    );
    expect(pending).toEqual({ content_language: 'en', content_translation: translation });

    // The administrator's preview carries both versions.
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/pending-tours/${pendingTourId}`,
      cookies: admin.cookies,
    });
    expect(detail.json()).toMatchObject({ contentLanguage: 'en', contentTranslation: translation });

    const approved = await decide(pendingTourId, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    const { slug } = approved.json() as { slug: string };
    const [tour] = await rows(sql`select content_language, content_translation from tours where slug = ${slug}`);
    expect(tour).toEqual({ content_language: 'en', content_translation: translation });

    expect(await page(slug)).toMatchObject({
      contentLanguage: 'en',
      title: 'Phuket Languages Escape',
      titleTranslation: THAI.title,
      translation,
    });
    const itinerary = await t.app.inject({ method: 'GET', url: `/api/tours/${slug}/itinerary` });
    expect(itinerary.json().itinerary[0]).toMatchObject({ dayNumber: 1, position: 0 });

    const list = await t.app.inject({ method: 'GET', url: '/api/tours' });
    expect(list.statusCode, list.body).toBe(200);
    const card = (list.json().items as TTourCard[]).find((item) => item.slug === slug);
    expect(card).toMatchObject({
      contentLanguage: 'en',
      title: 'Phuket Languages Escape',
      titleTranslation: THAI.title,
    });
    expect(card).not.toHaveProperty('translation');

    // Found by either language's title, and by a Thai highlight.
    expect(await search('Languages Escape')).toContain(slug);
    expect(await search('เกาะพีพีสุดคุ้ม')).toContain(slug);
    expect(await search('นั่งเรือเร็ว')).toContain(slug);
  });

  it('refuses a translation without its title and description, and keeps a tour without one as it was', async () => {
    const refused = await createDraft(
      completeTourDraft({
        title: 'Phuket Half Translated',
        translation: { highlights: [{ value: 'ดำน้ำตื้น' }] },
      }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toMatchObject({
      'translation.title': TOUR_FORM_MESSAGES.titleMin,
      'translation.description': TOUR_FORM_MESSAGES.descriptionMin,
    });

    const plain = await createDraft(completeTourDraft({ title: 'Phuket Only English' }));
    expect(plain.statusCode).toBe(201);
    const approved = await decide(plain.json().pendingTourId, 'approve');
    const detail = await page(approved.json().slug);
    expect(detail).toMatchObject({ contentLanguage: 'en', translation: null, titleTranslation: null });
  });

  it("lets the operator's edit change the translation through review, and an administrator's at once", async () => {
    const submitted = await createDraft(
      completeTourDraft({ title: 'Krabi Languages Trip', contentLanguage: 'en', translation: THAI }),
    );
    const approved = await decide(submitted.json().pendingTourId, 'approve');
    const { slug } = approved.json() as { slug: string };

    const form = await formOf(slug, agent);
    expect(form.contentLanguage).toBe('en');
    expect(form.translation).toEqual({
      title: THAI.title,
      description: THAI.description,
      highlights: ['นั่งเรือเร็วเที่ยวหมู่เกาะพีพี'],
      inclusions: ['ตั๋วเครื่องบินไป-กลับ'],
      exclusions: [],
      itineraryDays: [{ dayNumber: 1, title: 'วันแรกบนเกาะ', activities: [{ description: 'เที่ยวรอบเกาะยามเช้า' }] }],
    });

    // The operator's change waits for review; travellers keep reading the approved Thai.
    const retitled = { ...form, translation: { ...form.translation!, title: 'ทัวร์กระบี่ทะเลแหวก' } };
    const saved = await save(slug, retitled, agent);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().inReview).toEqual(['translation']);
    expect((await page(slug)).titleTranslation).toBe(THAI.title);
    const [revision] = await rows(
      sql`select p.id from pending_tours p join tours t on t.id = p.revision_of_tour_id where t.slug = ${slug}`,
    );
    const revisionDetail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/pending-tours/${revision?.id}`,
      cookies: admin.cookies,
    });
    expect(revisionDetail.json().revisionOf.changes).toEqual(['translation']);
    expect(revisionDetail.json().changes.items).toContainEqual(
      expect.objectContaining({ path: ['translation', 'title'], before: THAI.title, after: 'ทัวร์กระบี่ทะเลแหวก' }),
    );
    expect((await decide(String(revision?.id), 'approve')).statusCode).toBe(200);
    expect((await page(slug)).translation?.title).toBe('ทัวร์กระบี่ทะเลแหวก');
    expect(await search('ทะเลแหวก')).toContain(slug);
    expect(await search('เกาะพีพีสุดคุ้ม')).not.toContain(slug);

    // An administrator makes Thai the tour's own language and drops the translation: applied at once.
    const thaiOwn = {
      ...(await formOf(slug, admin)),
      contentLanguage: 'th' as const,
      title: 'ทัวร์กระบี่สี่วัน',
      translation: null,
    };
    const adminSaved = await save(slug, thaiOwn, admin);
    expect(adminSaved.statusCode, adminSaved.body).toBe(200);
    expect(adminSaved.json().applied).toEqual(expect.arrayContaining(['title', 'contentLanguage', 'translation']));
    expect(await page(slug)).toMatchObject({
      contentLanguage: 'th',
      title: 'ทัวร์กระบี่สี่วัน',
      translation: null,
      titleTranslation: null,
    });
    expect(await search('ทะเลแหวก')).not.toContain(slug);
  });
});

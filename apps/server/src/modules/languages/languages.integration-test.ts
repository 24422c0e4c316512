import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDb } from '@tour/db';
import { TEST_BACKENDS } from '@tour/db/testing';
import { COMPANY_MESSAGES, LANGUAGE_HEADER, MESSAGES } from '@tour/shared';
import { translateMessage } from '@tour/shared/message-translations';
import { openTestBed, sessionCookieOf, uniqueEmail, type TTestApp } from '../../testing/test-app';
import { findProfileLanguage } from './languages.repository';

const PASSWORD = 'secret1';

function languageCookieOf(response: { cookies: Array<{ name: string; value: string; maxAge?: number }> }) {
  return response.cookies.find((cookie) => cookie.name === 'lang');
}

describe.each(TEST_BACKENDS)('the visitor’s language on %s', (backend) => {
  let db: TDb;
  let t: TTestApp;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, t, close } = await openTestBed(backend));
  });
  afterAll(() => close());

  const choose = (language: unknown, cookies: Record<string, string> = {}) =>
    t.app.inject({ method: 'PUT', url: '/api/language', payload: { language }, cookies });

  async function signUp(headers: Record<string, string> = {}, cookies: Record<string, string> = {}) {
    const email = uniqueEmail('language');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email, password: PASSWORD, confirmPassword: PASSWORD },
      headers,
      cookies,
    });
    expect(response.statusCode).toBe(201);
    return { email, userId: response.json().user.id as string, sid: sessionCookieOf(response) };
  }

  const signIn = (email: string, cookies: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password: PASSWORD }, cookies });

  it('error answers come in the language the request asks for, and in the spec’s own words when it asks for none', async () => {
    const refuse = (headers: Record<string, string>, cookies: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: '', password: '' },
        headers,
        cookies,
      });
    const asWritten = (await refuse({})).json().error;
    expect(asWritten.message).toBe(MESSAGES.signInRequired);
    const thai = (await refuse({ 'accept-language': 'th-TH,th;q=0.9,en;q=0.8' })).json().error;
    expect(thai.message).toBe(translateMessage(MESSAGES.signInRequired, 'th'));
    expect(thai.message).toMatch(/[\u0E00-\u0E7F]/);
    const fields = Object.values(thai.fields ?? {}) as string[];
    expect(fields.length).toBeGreaterThan(0);
    for (const field of fields) expect(field).toMatch(/[\u0E00-\u0E7F]/);
    // The cookie is the visitor's choice, ahead of the browser's language; the company screens' Thai messages come
    // in English to a visitor who chose English.
    expect((await refuse({ 'accept-language': 'th' }, { lang: 'en' })).json().error.message).toBe(
      MESSAGES.signInRequired,
    );
    expect(translateMessage(COMPANY_MESSAGES.loginRequired, 'en')).not.toBe(COMPANY_MESSAGES.loginRequired);
    // The web app's calls say the language their page is read in (a page opened at ?lang=th, without a cookie): it
    // comes before the cookie and the browser's.
    const fromThaiPage = (await refuse({ [LANGUAGE_HEADER]: 'th', 'accept-language': 'en' }, { lang: 'en' })).json();
    expect(fromThaiPage.error.message).toBe(translateMessage(MESSAGES.signInRequired, 'th'));
    expect((await refuse({ [LANGUAGE_HEADER]: 'fr', 'accept-language': 'th' })).json().error.message).toBe(
      translateMessage(MESSAGES.signInRequired, 'th'),
    );
    // An address the API does not have is answered like any other error.
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/no-such-thing',
      headers: { 'accept-language': 'th' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({ code: 'NOT_FOUND', message: translateMessage(MESSAGES.notFoundApi, 'th') });
    expect(translateMessage(MESSAGES.notFoundApi, 'th')).not.toBe(MESSAGES.notFoundApi);
  });

  it('a visitor’s choice is kept in a cookie for a year; anything but Thai or English is refused', async () => {
    const chosen = await choose('th');
    expect(chosen.statusCode).toBe(204);
    expect(languageCookieOf(chosen)).toMatchObject({ value: 'th', httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(languageCookieOf(chosen)?.maxAge).toBe(365 * 24 * 60 * 60);
    for (const language of ['de', '', null, 'TH']) {
      const refused = await choose(language);
      expect(refused.statusCode).toBe(400);
      expect(languageCookieOf(refused)).toBeUndefined();
    }
  });

  it('a new account keeps the language it was made in; a signed-in user’s choice goes to the profile', async () => {
    const thai = await signUp({ 'accept-language': 'th-TH,th;q=0.9' });
    expect(await findProfileLanguage(db, thai.userId)).toBe('th');
    const english = await signUp({}, { lang: 'en' });
    expect(await findProfileLanguage(db, english.userId)).toBe('en');
    const onThaiPage = await signUp({ [LANGUAGE_HEADER]: 'th', 'accept-language': 'en' });
    expect(await findProfileLanguage(db, onThaiPage.userId)).toBe('th');

    expect((await choose('th', { sid: english.sid })).statusCode).toBe(204);
    expect(await findProfileLanguage(db, english.userId)).toBe('th');
  });

  it('signing in: the browser’s choice goes to the profile; without one, the profile’s comes to the browser', async () => {
    const user = await signUp({ 'accept-language': 'en' });
    const withChoice = await signIn(user.email, { lang: 'th' });
    expect(withChoice.statusCode).toBe(200);
    expect(await findProfileLanguage(db, user.userId)).toBe('th');
    expect(languageCookieOf(withChoice)).toBeUndefined();

    const elsewhere = await signIn(user.email);
    expect(elsewhere.statusCode).toBe(200);
    expect(languageCookieOf(elsewhere)?.value).toBe('th');
  });
});

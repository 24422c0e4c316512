import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, TEST_BACKENDS, type TTestDatabase } from '@tour/db/testing';
import { listMailbox } from '../adapters/mail/mail-outbox';
import { createTestApp, uniqueEmail, type TTestApp } from '../testing/test-app';

const APP_NAME = 'Sawasdee Tours';

/** The web app's own index.html, as the build leaves it (with a hashed script instead of the source entry). */
function webBuildWithRealIndex(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'web-dist-brand-'));
  const source = readFileSync(path.resolve(import.meta.dirname, '../../../web/index.html'), 'utf8');
  writeFileSync(
    path.join(dir, 'index.html'),
    source.replace('src="/src/main.tsx"', 'crossorigin src="/assets/index-abc123.js"'),
  );
  return dir;
}

function meta(html: string, name: string) {
  return new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1];
}

describe.each(TEST_BACKENDS)('one brand from APP_NAME on %s', (backend) => {
  let database: TTestDatabase;
  let t: TTestApp;

  beforeAll(async () => {
    database = await openTestDatabase(backend);
    t = await createTestApp(database.db, backend, { APP_NAME, WEB_DIST_DIR: webBuildWithRealIndex() });
  });
  afterAll(async () => {
    await t.app.close();
    await database.close();
  });

  it('serves index.html with the name in its title and meta, on every page path', async () => {
    for (const url of ['/', '/tours/some-tour/book/abc', '/index.html', '/auth/verify-email']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(/<title>([^<]*)<\/title>/.exec(page.body)?.[1]).toBe(`${APP_NAME} · Tour packages and holidays`);
      expect(meta(page.body, 'application-name')).toBe(APP_NAME);
      expect(meta(page.body, 'author')).toBe(`${APP_NAME} Co., Ltd.`);
      expect(meta(page.body, 'description')).toMatch(new RegExp(`^${APP_NAME}: hand-picked tour packages`));
      expect(page.body).not.toContain('Wanderway');
      expect(page.body).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    }
  });

  it('answers HEAD and a revalidation without the body', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    const head = await t.app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.body).toBe('');
    const etag = page.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({ method: 'GET', url: '/account', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('names the brand in the sign-up and password e-mails, the bank payee and the support address', async () => {
    const email = uniqueEmail('brand');
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email, password: 'secret1', confirmPassword: 'secret1' },
    });
    expect(signUp.statusCode).toBe(201);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const mails = (await listMailbox(database.db)).filter((mail) => mail.to === email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      `Reset your password for ${APP_NAME}`,
      `Welcome to ${APP_NAME}: please confirm your e-mail address`,
    ]);
    for (const mail of mails) {
      expect(mail.text).toContain(APP_NAME);
      expect(mail.html).toContain(APP_NAME);
      expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/Wanderway|Tour Marketplace/);
    }

    const options = await t.app.inject({ method: 'GET', url: '/api/payments/options' });
    expect(options.json().bankDetails.accountName).toBe(`${APP_NAME} Co., Ltd.`);
    const config = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json().supportEmail).toBe('support@sawasdee-tours.example');
    expect(t.config.mailFrom).toBe(`${APP_NAME} <no-reply@sawasdee-tours.example>`);
  });
});

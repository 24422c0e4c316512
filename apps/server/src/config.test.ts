import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs on embedded defaults with demo data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, appUrl: 'http://localhost:3000', databaseUrl: undefined, seedDemoData: true });
    expect(config.databaseDir.endsWith('/data/db')).toBe(true);
    expect(config.filesDir.endsWith('/data/files')).toBe(true);
  });

  it('never seeds demo accounts on PostgreSQL unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db/tours' }).seedDemoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/tours', SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
  });

  it('names every wrong value', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail' })).toThrowError(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
      expect(message).toContain('SMTP_URL: must be an smtp:// or smtps:// URL');
    }
  });
});

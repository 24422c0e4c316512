import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

const AMADEUS = {
  AMADEUS_CLIENT_ID: 'client',
  AMADEUS_CLIENT_SECRET: 'secret',
  AMADEUS_BASE_URL: 'https://test.api.amadeus.com/',
};

describe('AMADEUS_* configuration', () => {
  it('uses the sample schedule when none is set, Amadeus when all three are', () => {
    expect(loadConfig({}).amadeus).toBeNull();
    expect(loadConfig(AMADEUS).amadeus).toEqual({
      clientId: 'client',
      clientSecret: 'secret',
      baseUrl: 'https://test.api.amadeus.com',
      timeoutMs: 8000,
    });
    expect(loadConfig({ ...AMADEUS, AMADEUS_TIMEOUT_MS: '2500' }).amadeus?.timeoutMs).toBe(2500);
  });

  it('stops at start when only some are set, or a value is wrong', () => {
    expect(() => loadConfig({ AMADEUS_CLIENT_ID: 'client' })).toThrow(
      /AMADEUS_CLIENT_SECRET, AMADEUS_BASE_URL: missing; set all of AMADEUS_CLIENT_ID, AMADEUS_CLIENT_SECRET, AMADEUS_BASE_URL or none/,
    );
    expect(() => loadConfig({ ...AMADEUS, AMADEUS_BASE_URL: 'ftp://amadeus' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...AMADEUS, AMADEUS_TIMEOUT_MS: '10' })).toThrow(/AMADEUS_TIMEOUT_MS/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../clock';
import { startLicenceRegistryPeer, type TLicenceRegistryPeer } from '../../testing/licence-registry-peer';
import { createEmbeddedLicenceRegistry, sampleLicences } from './embedded-licence-registry';
import { createHttpLicenceRegistry } from './http-licence-registry';
import { LicenceRegistryUnavailableError, ZRegistryLicence } from './licence-registry';
import { DEMO_COMPANIES } from '@tour/db/seed';
import { EXPIRED_LICENCE_STATUSES, isValidThaiTaxId } from '@tour/shared';

describe('the embedded licence registry', () => {
  it('holds a dozen valid samples covering every status, with the demo companies as the demo data has them', async () => {
    const now = new Date('2031-03-15T10:00:00Z');
    const samples = sampleLicences(now);
    expect(samples.length).toBeGreaterThanOrEqual(12);
    for (const sample of samples) {
      expect(ZRegistryLicence.parse(sample)).toEqual(sample);
      expect(isValidThaiTaxId(sample.taxId)).toBe(true);
      // Whatever today is, an active sample is in force and an expired one is past its expiry date.
      const today = now.toISOString().slice(0, 10);
      if (EXPIRED_LICENCE_STATUSES.has(sample.status)) expect(sample.expiryDate < today).toBe(true);
      else expect(sample.expiryDate >= today).toBe(true);
    }
    expect(new Set(samples.map((sample) => sample.status))).toEqual(
      new Set(['ปกติ', 'ระงับ', 'หมดอายุ', 'หมดอายุตามกฎหมาย']),
    );
    const registry = createEmbeddedLicenceRegistry(createManualClock(now));
    for (const company of DEMO_COMPANIES) {
      expect(await registry.findLicence(company.licenseId)).toMatchObject({
        taxId: company.taxId,
        email: company.email,
        companyNameTh: company.nameTh,
        companyNameEn: company.nameEn,
      });
    }
    expect(await registry.findLicence('99/99999')).toBeNull();
  });
});

describe('the HTTP licence registry against a local peer', () => {
  let peer: TLicenceRegistryPeer;
  beforeAll(async () => {
    peer = await startLicenceRegistryPeer();
  });
  afterAll(async () => {
    await peer.close();
  });
  const registry = () => createHttpLicenceRegistry({ baseUrl: peer.url, timeoutMs: 300 });

  it('answers a known licence with its record and an unknown one with null (404)', async () => {
    const record = await registry().findLicence('12/04518');
    expect(record).toMatchObject({ licenseId: '12/04518', taxId: '0105556045185', status: 'ปกติ' });
    expect(await registry().findLicence('99/99999')).toBeNull();
    expect(peer.requests).toContain('12/04518');
  });

  it('reports a 5xx, a timeout and a body that is not a record as unavailable', async () => {
    peer.script({ kind: 'status', status: 503 });
    await expect(registry().findLicence('12/04518')).rejects.toThrow(/answered 503/);
    peer.script({ kind: 'slow', delayMs: 2000 });
    await expect(registry().findLicence('12/04518')).rejects.toThrow(/timed out/);
    peer.script({ kind: 'malformed' });
    await expect(registry().findLicence('12/04518')).rejects.toBeInstanceOf(LicenceRegistryUnavailableError);
    // Back to normal once the scripted answers are used up.
    await expect(registry().findLicence('21/05530')).resolves.toMatchObject({ licenseId: '21/05530' });
  });

  it('reports an unreachable registry as unavailable', async () => {
    const down = createHttpLicenceRegistry({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 300 });
    await expect(down.findLicence('12/04518')).rejects.toThrow(/could not be reached/);
  });
});

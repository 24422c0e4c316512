import {
  LicenceRegistryUnavailableError,
  ZRegistryLicence,
  type TLicenceRegistry,
  type TRegistryLicence,
} from './licence-registry';

export type THttpLicenceRegistryOptions = { baseUrl: string; timeoutMs: number };

/** Records are small; a larger answer is not a licence record. */
const MAX_ANSWER_BYTES = 256 * 1024;

/**
 * A licence registry reached over HTTP (LICENCE_REGISTRY_URL): `GET {base}/licences/{number}` answers
 * 200 with the record as JSON, 404 when the registry has no such licence. Anything else (5xx, timeout,
 * a body that is not a record) is LicenceRegistryUnavailableError, which the caller reports as 502.
 */
export function createHttpLicenceRegistry(options: THttpLicenceRegistryOptions): TLicenceRegistry {
  const base = options.baseUrl.replace(/\/+$/, '');
  return {
    description: `HTTP registry at ${base}`,
    async findLicence(licenseId) {
      const url = `${base}/licences/${encodeURIComponent(licenseId)}`;
      let response: Response;
      let text: string;
      try {
        response = await fetch(url, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs),
          redirect: 'error',
        });
        text = await response.text();
      } catch (error) {
        const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'could not be reached';
        throw new LicenceRegistryUnavailableError(`the licence registry ${reason} (${url})`, { cause: error });
      }
      if (response.status === 404) return null;
      if (!response.ok) {
        throw new LicenceRegistryUnavailableError(`the licence registry answered ${response.status} (${url})`);
      }
      if (text.length > MAX_ANSWER_BYTES) {
        throw new LicenceRegistryUnavailableError(`the licence registry's answer is too large (${url})`);
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch (error) {
        throw new LicenceRegistryUnavailableError(`the licence registry answered with something that is not JSON`, {
          cause: error,
        });
      }
      const record = ZRegistryLicence.safeParse(body);
      if (!record.success || record.data.licenseId !== licenseId) {
        throw new LicenceRegistryUnavailableError(`the licence registry's answer is not a record of ${licenseId}`);
      }
      return record.data satisfies TRegistryLicence;
    },
  };
}

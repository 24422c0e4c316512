import type { TClock } from '../../clock';
import type { TConfig } from '../../config';
import { createEmbeddedLicenceRegistry } from './embedded-licence-registry';
import { createHttpLicenceRegistry } from './http-licence-registry';
import type { TLicenceRegistry } from './licence-registry';

/** The HTTP registry when LICENCE_REGISTRY_URL is set, else the embedded sample registry. */
export function createLicenceRegistry(config: TConfig, clock: TClock): TLicenceRegistry {
  return config.licenceRegistry
    ? createHttpLicenceRegistry(config.licenceRegistry)
    : createEmbeddedLicenceRegistry(clock);
}

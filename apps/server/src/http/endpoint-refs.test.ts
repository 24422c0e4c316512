import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as api from '@tour/shared';
import { ENDPOINT_REFS_FOLDER, renderEndpointRefs } from '../../../../packages/shared/src/api/endpoint-refs';

describe('the endpoint references the browser uses', () => {
  it('match the contracts (run `npm run api:refs` after changing one)', () => {
    const folder = new URL('../../../../packages/shared/src/api/', import.meta.url);
    const expected = renderEndpointRefs(api);
    const written = readdirSync(new URL(`${ENDPOINT_REFS_FOLDER}/`, folder)).map(
      (name) => `${ENDPOINT_REFS_FOLDER}/${name}`,
    );
    expect(written.sort()).toEqual(
      [...expected.keys()].filter((path) => path.startsWith(`${ENDPOINT_REFS_FOLDER}/`)).sort(),
    );
    for (const [path, source] of expected) expect(readFileSync(new URL(path, folder), 'utf8'), path).toBe(source);
  });
});

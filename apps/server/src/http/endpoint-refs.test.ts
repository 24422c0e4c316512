import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as api from '@tour/shared';
import { renderEndpointRefs } from '../../../../packages/shared/src/api/endpoint-refs';

describe('the endpoint references the browser uses', () => {
  it('match the contracts (run `npm run api:refs` after changing one)', () => {
    const file = new URL('../../../../packages/shared/src/api/endpoint-refs.generated.ts', import.meta.url);
    expect(readFileSync(file, 'utf8')).toBe(renderEndpointRefs(api));
  });
});

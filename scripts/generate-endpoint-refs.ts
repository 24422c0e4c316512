// Writes packages/shared/src/api/endpoint-refs.generated.ts from the endpoint contracts.
import { writeFileSync } from 'node:fs';
import * as api from '../packages/shared/src/api/index';
import { renderEndpointRefs } from '../packages/shared/src/api/endpoint-refs';

const target = new URL('../packages/shared/src/api/endpoint-refs.generated.ts', import.meta.url);
writeFileSync(target, renderEndpointRefs(api));
console.log(`wrote ${target.pathname}`);

// Writes packages/shared/src/api/endpoint-refs.generated.ts and its refs/ folder from the endpoint contracts.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import * as api from '../packages/shared/src/api/index';
import { ENDPOINT_REFS_FOLDER, renderEndpointRefs } from '../packages/shared/src/api/endpoint-refs';

const folder = new URL('../packages/shared/src/api/', import.meta.url);
const refsFolder = new URL(`${ENDPOINT_REFS_FOLDER}/`, folder);
// Emptied first, so the reference of a removed endpoint goes with it.
rmSync(refsFolder, { recursive: true, force: true });
mkdirSync(refsFolder);
const files = renderEndpointRefs(api);
for (const [path, source] of files) writeFileSync(new URL(path, folder), source);
console.log(`wrote ${files.size} files in ${folder.pathname}`);

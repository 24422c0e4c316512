import { describe, expect, it } from 'vitest';
import routesSource from './routes.tsx?raw';
import { PAGE_MODULES } from './server-pages';

const pageFiles = import.meta.glob('../features/*/*-page.tsx');

describe('the modules of the server-rendered pages', () => {
  it('are the modules their routes load', () => {
    for (const pageModule of Object.values(PAGE_MODULES)) {
      const fromHere = pageModule.replace(/^src\//, '../');
      expect(Object.keys(pageFiles)).toContain(fromHere);
      expect(routesSource).toContain(`import('${fromHere.replace(/\.tsx$/, '')}')`);
    }
  });
});

/**
 * Layer rules, checked by `npm run lint:layers` (part of `npm test`).
 *
 * Web app: app → features → components (components/ui: primitives; components/<topic>: views several
 * features show), lib. A feature uses another feature only through that feature's `api/`. Server: routes → services → repositories; SQL (drizzle-orm) lives in repositories;
 * a module reaches another module through its service, never its repository or routes, and modules depend on
 * one another without cycles (as web features do); adapters know nothing of the modules. Tests and test
 * helpers may reach anything they set up.
 */
const TESTS = '(\\.test\\.tsx?|\\.integration-test\\.ts)$';
const SERVER = '^apps/server/src/';
const MODULES = `${SERVER}modules/`;
const WEB = '^apps/web/src/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    // ---- web app
    {
      name: 'web-features-not-app',
      comment: 'Features are used by app/ (router, layouts), never the other way round.',
      severity: 'error',
      from: { path: `${WEB}features/` },
      to: { path: `${WEB}app/` },
    },
    {
      name: 'web-features-use-components-and-lib',
      comment: 'Below the features are components/ (ui primitives and shared views) and lib/; nothing else of the app.',
      severity: 'error',
      from: { path: `${WEB}features/` },
      to: { path: WEB, pathNot: `${WEB}(features|components|lib|app)/` },
    },
    {
      name: 'web-shared-layers-not-features-or-app',
      comment: 'components/ and lib/ are shared by every feature: they know no feature and not app/.',
      severity: 'error',
      from: { path: `${WEB}(components|lib)/` },
      to: { path: `${WEB}(features|app)/` },
    },
    {
      name: 'web-lib-not-components',
      comment: 'lib/ is plain code (api client, formatting); components may use it, not the reverse.',
      severity: 'error',
      from: { path: `${WEB}lib/` },
      to: { path: `${WEB}components/` },
    },
    {
      name: 'web-feature-through-api-only',
      comment: "A feature may use another feature only through that feature's api/ folder.",
      severity: 'error',
      from: { path: `${WEB}features/([^/]+)/` },
      to: { path: `${WEB}features/`, pathNot: [`${WEB}features/$1/`, `${WEB}features/[^/]+/api/`] },
    },
    // ---- server
    {
      name: 'server-jobs-through-services',
      comment: "A job runs a module's service function; it reaches no repository (and so no SQL) of its own.",
      severity: 'error',
      from: { path: `${SERVER}jobs/`, pathNot: TESTS },
      to: { path: `${MODULES}.+\\.repository\\.ts$` },
    },
    {
      name: 'server-sql-in-repositories',
      comment: 'SQL (drizzle-orm) is written in a repository; routes and services call repositories.',
      severity: 'error',
      from: { path: MODULES, pathNot: ['\\.repository\\.ts$', TESTS] },
      to: { path: ['^node_modules/drizzle-orm/', `${SERVER}db\\.ts$`], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-routes-not-repositories',
      comment: 'Routes are thin: they call services, which call repositories.',
      severity: 'error',
      from: { path: '\\.routes\\.ts$' },
      to: { path: '\\.repository\\.ts$' },
    },
    {
      name: 'server-services-not-routes',
      severity: 'error',
      from: { path: '\\.service\\.ts$' },
      to: { path: '\\.routes\\.ts$' },
    },
    {
      name: 'server-repositories-bottom',
      comment: 'A repository holds SQL only: it calls no service and no route.',
      severity: 'error',
      from: { path: '\\.repository\\.ts$' },
      to: { path: '\\.(service|routes)\\.ts$' },
    },
    {
      name: 'server-module-not-other-module-internals',
      comment: "A module uses another module through its service, never that module's repository or routes.",
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/`, pathNot: TESTS },
      to: { path: `${MODULES}[^/]+/.*\\.(repository|routes)\\.ts$`, pathNot: `${MODULES}$1/` },
    },
    {
      name: 'server-adapters-know-no-module',
      comment: 'Adapters (mail, files, payments, ...) depend on nothing of the modules.',
      severity: 'error',
      from: { path: `${SERVER}adapters/`, pathNot: TESTS },
      to: { path: MODULES },
    },
    {
      name: 'server-modules-no-cycles',
      comment:
        'Server modules form a DAG: no module reaches back, directly or through other folders, to one that ' +
        'depends on it (checked on the folder graph, so a mutual import between two modules is caught even when ' +
        'no single file imports back).',
      severity: 'error',
      scope: 'folder',
      from: { path: `${MODULES}[^/]+$` },
      to: { path: `${MODULES}[^/]+$`, circular: true },
    },
    {
      name: 'web-features-no-cycles',
      comment: 'Web features form a DAG too: a feature that uses another (through its api/) is not used by it.',
      severity: 'error',
      scope: 'folder',
      from: { path: `${WEB}features/[^/]+$` },
      to: { path: `${WEB}features/[^/]+$`, circular: true },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(apps|packages)/[^/]+/(dist|data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};

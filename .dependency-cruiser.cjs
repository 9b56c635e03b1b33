// The arrows of docs/architecture.md ("Layout and arrows") as dependency-cruiser rules. `npm run deps:check`.
//
// Paths are relative to the repo root. Workspace packages are imported by name (`contracts`, `shared-ui/core`,
// `devstack/google`) and resolve through the node_modules symlinks npm creates (node_modules/contracts -> ../contracts)
// and each package's `exports` map; with preserveSymlinks off the rules below see the real folder (`contracts/src/...`),
// never `node_modules/contracts/...`, so "mfe-dashboard -> api" is caught whether written `api` or `../../api/src/app`.

const FRONT_END = '^(shell|shared-ui|mfe-[^/]+)/';
// Front-end test code: jest specs, the test-support/testing helpers they share.
const FRONT_END_TEST = '(\\.(test|spec)\\.tsx?$|/test-support/|/testing/)';
// For the allow-list rules ("may import only ..."): a resolved, non-built-in module; the rule's `pathNot` then lists
// what is allowed (always including node_modules/, i.e. npm packages). Unresolvable imports: see not-to-unresolvable.
const RESOLVED = { dependencyTypesNot: ['core'], couldNotResolve: false };
// The api's entry files (app.ts, server.ts, worker.ts, index.ts) and its test code (tests, testing/ helpers, the
// test kit api/testkit, benches).
const API_ENTRY = '^api/src/[^/]+\\.ts$';
const API_TEST = ['\\.test\\.ts$', '^api/testkit/', '\\.bench\\.ts$'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    // ---------------------------------------------------------------- front ends
    {
      name: 'remote-not-to-other-remote',
      comment:
        'A remote (mfe-*) is built and deployed alone and loaded by the shell at run time; importing another remote ' +
        'would bundle a second copy of it and couple two independent deploys. Share through shared-ui or contracts.',
      severity: 'error',
      from: { path: '^(mfe-[^/]+)/' },
      to: { path: '^mfe-[^/]+/', pathNot: '^$1/' },
    },
    {
      name: 'remote-not-to-shell',
      comment:
        'The shell is the host that loads remotes; a remote importing it would create a cycle host <-> remote and ' +
        'pull routing/session internals into the remote bundle. What both need belongs in shared-ui.',
      severity: 'error',
      from: { path: '^mfe-[^/]+/' },
      to: { path: '^shell/' },
    },
    {
      name: 'front-end-not-to-api-or-devstack',
      comment:
        'Front ends (shell, shared-ui, mfe-*) run in the browser and talk to the api only over HTTP/GraphQL; the ' +
        'shared types live in contracts. api/ and devstack/ are Node-only (secrets, database, fake Google).',
      severity: 'error',
      from: { path: FRONT_END },
      to: { path: '^(api|devstack)/' },
    },
    {
      name: 'remote-only-shared-ui-contracts-mocks',
      comment:
        'A remote may import only shared-ui, contracts and mocks (plus npm packages); the arrows to other remotes, ' +
        'the shell, api and devstack have their own rules above, this one catches the rest (e2e, scripts, root files).',
      severity: 'error',
      from: { path: '^(mfe-[^/]+)/' },
      to: {
        ...RESOLVED,
        pathNot: '^(node_modules|$1|shared-ui|contracts|mocks|shell|mfe-[^/]+|api|devstack)/',
      },
    },
    {
      name: 'shell-only-shared-ui-contracts-mocks',
      comment:
        'The shell imports shared-ui and contracts (mocks in tests); remotes are loaded by Module Federation at run ' +
        'time, never imported, so a deploy of one remote does not need a new shell build.',
      severity: 'error',
      from: { path: '^shell/' },
      to: {
        ...RESOLVED,
        pathNot: '^(node_modules|shell|shared-ui|contracts|mocks|api|devstack)/',
      },
    },
    {
      name: 'shared-ui-only-contracts',
      comment:
        'shared-ui sits under every front end; it may depend on contracts only (and on mocks from tests, next rule) ' +
        'or every remote would transitively depend on whatever it imports.',
      severity: 'error',
      from: { path: '^shared-ui/' },
      to: {
        ...RESOLVED,
        pathNot: '^(node_modules|shared-ui|contracts|mocks|api|devstack)/',
      },
    },
    {
      name: 'front-end-mocks-only-in-tests',
      comment:
        'mocks (MSW handlers, fixtures) are for tests and standalone dev; shared-ui and the shell are imported by ' +
        'production code paths, so mocks may only come in through their tests.',
      severity: 'error',
      from: { path: '^(shared-ui|shell)/', pathNot: FRONT_END_TEST },
      to: { path: '^mocks/' },
    },

    // ---------------------------------------------------------------- contracts, mocks
    {
      name: 'contracts-imports-no-workspace',
      comment:
        'contracts is the bottom of the graph: the api, every front end, mocks and e2e import it. Any import of ours ' +
        'from here would be a cycle or would drag that workspace into every bundle and into the api.',
      severity: 'error',
      from: { path: '^contracts/' },
      to: { ...RESOLVED, pathNot: '^(node_modules|contracts)/' },
    },
    {
      name: 'send-times-without-zone-guess',
      comment:
        'Every dashboard page shows send times. The zone guess (send-zone.rules) brings the country table ' +
        '(countries-and-timezones, 12 KB gzip), which only the screens that guess a zone may load.',
      severity: 'error',
      from: { path: '^contracts/src/rules/send-time-text[.]rules[.]ts$' },
      to: { path: '^(contracts/src/rules/send-zone[.]rules[.]ts$|node_modules/countries-and-timezones/)', reachable: true },
    },
    {
      name: 'mocks-only-contracts',
      comment:
        'mocks implement the contracts (MSW handlers, fixtures typed by the generated schema types) and nothing else; ' +
        'importing a front end or the api would make the fakes depend on what they fake.',
      severity: 'error',
      from: { path: '^mocks/' },
      to: { ...RESOLVED, pathNot: '^(node_modules|mocks|contracts)/' },
    },

    // ---------------------------------------------------------------- api, devstack
    {
      name: 'api-only-contracts',
      comment:
        'The api shares only contracts with the front ends; importing a front end, mocks or e2e would put browser ' +
        'code on the server. devstack is allowed from tests only (next rule).',
      severity: 'error',
      from: { path: '^api/' },
      to: { ...RESOLVED, pathNot: '^(node_modules|api|contracts|devstack)/' },
    },
    {
      name: 'api-devstack-only-from-tests',
      comment:
        'devstack holds local stand-ins (fake Google, SMTP inbox, S3, PGlite) and is a devDependency of the api: a ' +
        'production file importing it would crash where dev dependencies are not installed, or run against fakes. ' +
        "Allowed: *.test.ts, the test kit (api/testkit/**), a module's own testing/ folder, api/bench/**.",
      severity: 'error',
      from: {
        path: '^api/',
        pathNot: ['\\.test\\.ts$', '^api/testkit/', '^api/bench/'],
      },
      to: { path: '^devstack/' },
    },
    {
      name: 'api-production-not-to-testkit',
      comment:
        'api/testkit holds the test kit (throwaway databases, the test app, the seed, fixtures); it imports api/src, ' +
        'never the other way: production code importing it would ship test-only code and devstack fakes, and make an ' +
        'arrow run back up from the rooms into the kit. Tests (*.test.ts, testing/ folders) may import it.',
      severity: 'error',
      from: { path: '^api/src/', pathNot: ['\\.test\\.ts$'] },
      to: { path: '^api/testkit/' },
    },
    {
      name: 'devstack-imports-no-workspace',
      comment:
        'devstack stands in for third parties and starts the api as a child process (docs/architecture.md: "nothing ' +
        'of ours"); importing api code would make the fakes agree with the code under test by construction.',
      severity: 'error',
      from: { path: '^devstack/' },
      to: { ...RESOLVED, pathNot: '^(node_modules|devstack)/' },
    },

    // ---------------------------------------------------------------- e2e
    {
      name: 'e2e-only-contracts',
      comment:
        'e2e drives the production build through the browser and the public HTTP/GraphQL api; it shares only contracts ' +
        "(operations, messages, rules). Importing the api's or a front end's internals would test the code against " +
        'itself instead of against what a user gets.',
      severity: 'error',
      from: { path: '^e2e/' },
      to: { ...RESOLVED, pathNot: '^(node_modules|e2e|contracts)/' },
    },

    // ---------------------------------------------------------------- inside the api
    {
      name: 'api-module-not-to-graphql-assembly',
      comment:
        'api/src/graphql assembles the schema from the modules; a module importing it would be a cycle (assembly -> ' +
        'module -> assembly). Shared GraphQL helpers a module needs belong in api/src/core.',
      severity: 'error',
      from: { path: '^api/src/modules/' },
      to: { path: '^api/src/graphql/' },
    },
    {
      name: 'api-modules-through-index',
      comment:
        'A module is used through its index.ts (its public face), so its inside can change without breaking others: ' +
        'another module imports only api/src/modules/<name>/index.ts. Tests and testing/ helpers may reach in.',
      severity: 'error',
      from: { path: '^api/src/modules/([^/]+)/', pathNot: ['\\.test\\.ts$'] },
      to: {
        path: '^api/src/modules/[^/]+/.+',
        // campaign's store is a second face, for the modules below campaign/ (contact, account, delivery).
        pathNot: ['^api/src/modules/$1/', '^api/src/modules/[^/]+/index\\.ts$', '^api/src/modules/campaign/store/index\\.ts$'],
      },
    },
    {
      name: 'delivery-wings-through-index',
      comment:
        'Delivery is split into wings (send, replies, schedule, store; see its README "Layout"), each with one public ' +
        "face: a file in one wing (or in testing/) imports another wing only through that wing's index.ts, so a " +
        "wing's inside can change without the others noticing. A wing's own files import each other directly.",
      severity: 'error',
      from: { path: '^api/src/modules/delivery/([^/]+)/' },
      to: {
        path: '^api/src/modules/delivery/(send|replies|schedule|store)/',
        pathNot: ['^api/src/modules/delivery/$1/', '^api/src/modules/delivery/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'campaign-emails-table-only-delivery',
      comment:
        'Delivery is the one writer of campaign_emails (its never-twice and SCHEDULED-row rules live there; issue 36): ' +
        'only delivery imports the table file db/schema/campaign-emails.ts. Other modules change emails through ' +
        "delivery's index.ts (e.g. replaceUnsentStepText, cancelUnsentEmailsOfContact, recordOpen); their reads use " +
        'the schema barrel, and api/src/db/table-owners.test.ts fails on a write to the table outside delivery.',
      severity: 'error',
      from: { path: '^api/src/', pathNot: ['^api/src/modules/delivery/', '^api/src/db/', '\\.test\\.ts$'] },
      to: { path: '^api/src/db/schema/campaign-emails\\.ts$' },
    },
    {
      name: 'campaigns-table-only-campaign',
      comment:
        'campaign/ is the one writer of campaigns (issue 36): only it imports the table file db/schema/campaigns.ts. ' +
        "Modules below it (contact, account, delivery) write through campaign's store (modules/campaign/store/index.ts); " +
        'reads use the schema barrel, and api/src/db/table-owners.test.ts fails on a write elsewhere.',
      severity: 'error',
      from: { path: '^api/src/', pathNot: ['^api/src/modules/campaign/', '^api/src/db/', '\\.test\\.ts$'] },
      to: { path: '^api/src/db/schema/campaigns\\.ts$' },
    },
    {
      name: 'contacts-table-only-contact-and-delivery',
      comment:
        'contacts has two writers by column (issue 36): contact/ (the row, who the person is) and delivery (the ' +
        "sequence's state, written in the same statement as the emails). Only they import db/schema/contacts.ts; " +
        "others call their faces (e.g. delivery's pauseFromHeadsUp, setSequenceLengthOfCampaign).",
      severity: 'error',
      from: {
        path: '^api/src/',
        pathNot: ['^api/src/modules/contact/', '^api/src/modules/delivery/', '^api/src/db/', '\\.test\\.ts$'],
      },
      to: { path: '^api/src/db/schema/contacts\\.ts$' },
    },
    {
      name: 'campaign-store-imports-no-module',
      comment:
        "campaign's store sits below the modules that call it (contact, account, delivery), which campaign/ itself " +
        'imports: it may import db/, core/ and contracts, never a module (that would be a loop through campaign/).',
      severity: 'error',
      from: { path: '^api/src/modules/campaign/store/' },
      to: { path: '^api/src/modules/', pathNot: ['^api/src/modules/campaign/store/'] },
    },
    {
      name: 'mailbox-port-imports-no-provider',
      comment:
        'The mailbox port (modules/mailbox) is what every provider implements and delivery uses: it names no ' +
        'provider and no other module (a provider imports it, never the other way).',
      severity: 'error',
      from: { path: '^api/src/modules/mailbox/' },
      to: { path: '^api/src/modules/', pathNot: ['^api/src/modules/mailbox/'] },
    },
    {
      name: 'delivery-reaches-providers-through-mailbox-port',
      comment:
        'Delivery sends, refreshes access, reads headers (replies, settling, limit notices) and reports failures ' +
        'through the mailbox port only, never a provider module, nor the module that builds their adapters (issue 37): ' +
        "it is handed them (modules/mail-providers). Tests may drive the providers' stand-ins directly.",
      severity: 'error',
      from: { path: '^api/src/modules/delivery/', pathNot: ['\\.test\\.ts$'] },
      to: { path: '^api/src/modules/(google|microsoft|mail-providers)/' },
    },
    {
      name: 'api-assembly-through-module-index',
      comment:
        'Outside the modules (graphql/, http/, jobs/, runtime/, the entries), production code reaches a module through ' +
        "its index.ts, as other modules do: e.g. the purge job calls analytics' purgeOldAnalyticsEvents from its index.",
      severity: 'error',
      from: { path: '^api/src/(?!modules/)', pathNot: ['\\.test\\.ts$'] },
      to: { path: '^api/src/modules/[^/]+/.+', pathNot: ['^api/src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'api-module-not-to-entries-runtime-http',
      comment:
        'A module sits below the entries, runtime/ and http/ (they build and mount it); importing them would be an ' +
        'arrow back up and a cycle through the app factory. Tests and testing/ helpers may start the app.',
      severity: 'error',
      from: { path: '^api/src/modules/', pathNot: API_TEST },
      to: { path: [API_ENTRY, '^api/src/(runtime|http)/'] },
    },
    {
      name: 'api-http-not-to-runtime',
      comment:
        'http/ (routes and middleware) is mounted by the app factory and sits beside graphql/, under the entries and ' +
        "runtime/: what it needs from them (e.g. /readyz's migration probe) is passed in as a function, so the arrow " +
        'points down and http/ can be tested without booting the process.',
      severity: 'error',
      from: { path: '^api/src/http/', pathNot: API_TEST },
      to: { path: [API_ENTRY, '^api/src/(runtime|graphql|jobs)/'] },
    },
    {
      name: 'api-graphql-not-to-runtime-http-jobs',
      comment:
        'graphql/ assembles the schema from the modules and core/; the process (entries, runtime/) hands it what it ' +
        'needs, and http/ and jobs/ are its neighbours, not its parts.',
      severity: 'error',
      from: { path: '^api/src/graphql/', pathNot: API_TEST },
      to: { path: [API_ENTRY, '^api/src/(runtime|http|jobs)/'] },
    },
    {
      name: 'api-jobs-not-up',
      comment:
        'jobs/ (Agenda, the queue modules write to) is below the modules and the process: runtime/ starts the worker ' +
        'and hands it the handlers. A job reaches a module only through its index.ts (api-assembly-through-module-index).',
      severity: 'error',
      from: { path: '^api/src/jobs/', pathNot: API_TEST },
      to: { path: [API_ENTRY, '^api/src/(runtime|http|graphql)/'] },
    },
    {
      name: 'api-core-not-up',
      comment:
        'api/src/core is below every module and imports none of the layers above it (modules, jobs, graphql, http, ' +
        'runtime, the entries), or every module would depend on them.',
      severity: 'error',
      from: { path: '^api/src/core/', pathNot: API_TEST },
      to: { path: [API_ENTRY, '^api/src/(modules|jobs|graphql|http|runtime)/'] },
    },
    {
      name: 'api-core-types-only-from-db-config-logging',
      comment:
        'core/ takes only types from db/, config/ and logging/: the database handle, settings and logger come in ' +
        'through the resolver context or arguments, so core/ stays a set of pure helpers any module can use.',
      severity: 'error',
      from: { path: '^api/src/core/', pathNot: API_TEST },
      to: { path: '^api/src/(db|config|logging)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'api-foundation-not-up',
      comment:
        'db/, config/ and logging/ are the floor of the api: everything above uses them. An import from them into ' +
        'core/, a module or the process would be an arrow back up (and usually a cycle).',
      severity: 'error',
      from: { path: '^api/src/(db|config|logging)/', pathNot: API_TEST },
      to: { path: [API_ENTRY, '^api/src/(core|modules|jobs|graphql|http|runtime)/'] },
    },

    // ---------------------------------------------------------------- everywhere
    {
      name: 'no-circular',
      comment:
        'Arrows point one way: two files that import each other (directly or round a loop, type imports and lazy ' +
        'imports included) cannot be understood, tested or moved apart. Move what both need into a third file ' +
        '(a `.types.ts` beside them, or the lower layer).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },

    // ---------------------------------------------------------------- resolution safety net
    {
      name: 'not-to-unresolvable',
      comment:
        'An import the cruiser cannot resolve is also one no arrow rule can check (the path rules above match on the ' +
        'resolved file). Either a missing package/file, or a resolution setting here needs a fix.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],

  options: {
    // Follow our own files, never into npm packages (those only need to be resolved, not walked).
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '(^|/)coverage/', '^api/drizzle/'] },
    // `import type` is a dependency too: a front end importing api types is coupled to the api.
    tsPreCompilationDeps: true,
    // Only compiler options are taken from it (no `paths` are used in this repo); it sets TSX / ESM parsing.
    tsConfig: { fileName: 'tsconfig.base.json' },
    // Resolve workspace symlinks (node_modules/contracts -> ../contracts) to their real path so the rules see
    // `contracts/src/...`, not `node_modules/contracts/...`. This is the default; pinned because everything relies on it.
    preserveSymlinks: false,
    // Workspaces declare each other in their own package.json; look there and at the root one.
    combinedDependencies: true,
    enhancedResolveOptions: {
      // contracts, mocks, shared-ui and devstack expose subpaths only through "exports" (contracts/server,
      // shared-ui/core, devstack/google); without this they do not resolve at all.
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};

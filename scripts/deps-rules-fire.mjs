// Shows that every forbidden rule of .dependency-cruiser.cjs fires: for each rule, a scratch file with an import the
// rule forbids is written into a throwaway copy of the repo's folder names, the cruiser runs over them, and the rule
// must be reported (by name) for that file. A rule with no scratch case here fails the run too, so a new rule comes
// with its proof. Run by scripts/check.sh; alone: `node scripts/deps-rules-fire.mjs`.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const configPath = path.join(root, '.dependency-cruiser.cjs');
const config = createRequire(import.meta.url)(configPath);

/** rule name -> [the file that imports, what it imports]; paths from the repo root, the imported file is a stub. */
const CASES = {
  'remote-not-to-other-remote': ['mfe-a/src/r1.ts', 'mfe-b/src/target.ts'],
  'remote-not-to-shell': ['mfe-a/src/r2.ts', 'shell/src/target.ts'],
  'front-end-not-to-api-or-devstack': ['shell/src/f1.ts', 'api/src/app.ts'],
  'remote-only-shared-ui-contracts-mocks': ['mfe-a/src/r3.ts', 'scripts/target.ts'],
  'shell-only-shared-ui-contracts-mocks': ['shell/src/s1.ts', 'e2e/target.ts'],
  'shared-ui-only-contracts': ['shared-ui/src/u1.ts', 'scripts/target.ts'],
  'front-end-mocks-only-in-tests': ['shared-ui/src/u2.ts', 'mocks/src/target.ts'],
  'contracts-imports-no-workspace': ['contracts/src/c1.ts', 'mocks/src/target.ts'],
  'send-times-without-zone-guess': ['contracts/src/rules/send-time-text.rules.ts', 'contracts/src/rules/send-zone.rules.ts'],
  'mocks-only-contracts': ['mocks/src/m1.ts', 'shared-ui/src/target.ts'],
  'api-only-contracts': ['api/src/modules/x/a1.ts', 'mocks/src/target.ts'],
  'api-devstack-only-from-tests': ['api/src/modules/x/a2.ts', 'devstack/src/target.ts'],
  'api-production-not-to-testkit': ['api/src/modules/x/a6.ts', 'api/testkit/target.ts'],
  'devstack-imports-no-workspace': ['devstack/src/d1.ts', 'contracts/src/target.ts'],
  'e2e-only-contracts': ['e2e/support/e1.ts', 'api/src/modules/scheduling/send-window.service.ts'],
  'api-module-not-to-graphql-assembly': ['api/src/modules/x/a3.ts', 'api/src/graphql/target.ts'],
  'api-modules-through-index': ['api/src/modules/x/a4.ts', 'api/src/modules/y/inner.ts'],
  'delivery-wings-through-index': ['api/src/modules/delivery/send/w1.ts', 'api/src/modules/delivery/store/inner.ts'],
  'api-assembly-through-module-index': ['api/src/jobs/j1.ts', 'api/src/modules/y/inner.ts'],
  // A module other than delivery imports the campaign_emails table file to write it.
  'campaign-emails-table-only-delivery': ['api/src/modules/x/a7.ts', 'api/src/db/schema/campaign-emails.ts'],
  'campaigns-table-only-campaign': ['api/src/modules/x/a8.ts', 'api/src/db/schema/campaigns.ts'],
  'contacts-table-only-contact-and-delivery': ['api/src/modules/x/a9.ts', 'api/src/db/schema/contacts.ts'],
  'campaign-store-imports-no-module': ['api/src/modules/campaign/store/s1.ts', 'api/src/modules/y/index.ts'],
  'mailbox-port-imports-no-provider': ['api/src/modules/mailbox/m1.ts', 'api/src/modules/google/index.ts'],
  'delivery-reaches-providers-through-mailbox-port': [
    'api/src/modules/delivery/replies/d1.ts',
    'api/src/modules/google/index.ts',
  ],
  'api-module-not-to-entries-runtime-http': ['api/src/modules/x/a5.ts', 'api/src/http/target.ts'],
  'api-http-not-to-runtime': ['api/src/http/h1.ts', 'api/src/runtime/target.ts'],
  'api-graphql-not-to-runtime-http-jobs': ['api/src/graphql/g1.ts', 'api/src/runtime/target.ts'],
  'api-jobs-not-up': ['api/src/jobs/j2.ts', 'api/src/graphql/target.ts'],
  'api-core-not-up': ['api/src/core/k1.ts', 'api/src/modules/y/index.ts'],
  'api-core-types-only-from-db-config-logging': ['api/src/core/k2.ts', 'api/src/db/target.ts'],
  'api-foundation-not-up': ['api/src/db/b1.ts', 'api/src/core/target.ts'],
  // Two files that import each other.
  'no-circular': ['api/src/core/cycle-a.ts', 'api/src/core/cycle-b.ts'],
  // The import names a file that does not exist.
  'not-to-unresolvable': ['contracts/src/c2.ts', 'contracts/src/missing.ts'],
};
const MISSING = new Set(['contracts/src/missing.ts']);

const ruleNames = config.forbidden.map((rule) => rule.name);
const uncovered = ruleNames.filter((name) => !CASES[name]);
const stale = Object.keys(CASES).filter((name) => !ruleNames.includes(name));
if (uncovered.length > 0 || stale.length > 0) {
  if (uncovered.length > 0) console.error(`deps-rules-fire: no scratch case for rule(s): ${uncovered.join(', ')}`);
  if (stale.length > 0) console.error(`deps-rules-fire: case(s) for rule(s) the config no longer has: ${stale.join(', ')}`);
  process.exit(1);
}

const scratch = mkdtempSync(path.join(tmpdir(), 'deps-rules-fire-'));
try {
  const write = (file, text) => {
    mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    writeFileSync(path.join(scratch, file), text);
  };
  const importOf = (from, to) => {
    const specifier = path.relative(path.dirname(from), to).replace(/\.ts$/, '');
    return `import { value } from '${specifier.startsWith('.') ? specifier : `./${specifier}`}';\nexport const copy = value;\n`;
  };
  for (const [from, to] of Object.values(CASES)) {
    write(from, importOf(from, to));
    if (!MISSING.has(to)) write(to, 'export const value = 1;\n');
  }
  // The cycle: the second file imports the first back.
  write(CASES['no-circular'][1], importOf(CASES['no-circular'][1], CASES['no-circular'][0]).replace('copy', 'value'));
  // The config reads its tsconfig and package.json from the working directory.
  copyFileSync(path.join(root, 'tsconfig.base.json'), path.join(scratch, 'tsconfig.base.json'));
  writeFileSync(path.join(scratch, 'package.json'), '{ "name": "deps-rules-fire", "private": true }\n');

  const folders = [...new Set(Object.values(CASES).map(([from]) => from.split('/')[0]))];
  const depcruise = path.join(root, 'node_modules', '.bin', 'depcruise');
  let output;
  try {
    output = execFileSync(depcruise, ['--config', configPath, '--no-cache', '--output-type', 'json', ...folders], {
      cwd: scratch,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    // depcruise exits non-zero when it finds violations, which is the point here.
    output = error.stdout;
  }
  const violations = JSON.parse(output).summary.violations;
  const fired = (name, from) => violations.some((v) => v.rule.name === name && v.from === from);
  const silent = Object.entries(CASES).filter(([name, [from]]) => !fired(name, from));
  if (silent.length > 0) {
    for (const [name, [from, to]] of silent) console.error(`deps-rules-fire: ${name} did not fire on ${from} -> ${to}`);
    process.exit(1);
  }
  console.log(`deps-rules-fire: all ${ruleNames.length} rules fire on their scratch import`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

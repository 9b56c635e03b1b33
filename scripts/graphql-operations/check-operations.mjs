// `scripts/check.sh graphql-operations` (in `npm test`): every GraphQL operation a front end can send validates
// against the api's schema, so a remote never ships an operation the api cannot answer. The front ends take their
// operations from contracts' documents (src/operations/*.graphql, also checked here and, with their names and
// variables, by contracts/src/contract-operations.test.ts); this check also covers what a remote could ship outside
// contracts: operation text in the shell's, shared-ui's or a remote's own source (operation-sources.mjs). It then
// shows it fires: scratch operations the api cannot answer, written to a temporary remote, must be reported.
// Alone: `node scripts/graphql-operations/check-operations.mjs`.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findOperationTexts } from './operation-sources.mjs';
import { fragmentPool, loadContractSchema, parseText, validateDocument } from './operation-validation.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const FRONT_END_SOURCES = ['shell', 'shared-ui', ...readdirSync(root).filter((name) => name.startsWith('mfe-'))].map((name) =>
  path.join(root, name, 'src'),
);
const CONTRACT_OPERATIONS = path.join(root, 'contracts', 'src', 'operations');

/** Problems of the found texts: `file:line: message`. A plain string that does not parse is not GraphQL: skipped. */
function problemsOf(schema, found, contractDocuments) {
  const parsed = found.map((entry) => ({ ...entry, ...parseText(entry.text) }));
  const pool = fragmentPool([...contractDocuments, ...parsed.filter((p) => p.document).map((p) => p.document)]);
  const where = (entry) => `${path.relative(root, entry.file)}:${entry.line}`;
  return parsed.flatMap((entry) => {
    if (entry.syntaxError) return entry.marked ? [`${where(entry)}: ${entry.syntaxError}`] : [];
    return validateDocument(schema, entry.document, pool).map((message) => `${where(entry)}: ${message}`);
  });
}

/** Scratch operations the check must report, in a throwaway remote: [file name, contents, what must be reported]. */
const SCRATCH = [
  ['plain-fetch.ts', "export const body = JSON.stringify({ query: 'query ScratchMissing { noSuchField }' });", 'noSuchField'],
  [
    'tagged.ts',
    'declare const gql: (s: TemplateStringsArray) => string;\nexport const q = gql`mutation ScratchArg { deleteCampaign(noSuchArg: 1) }`;',
    'noSuchArg',
  ],
  ['fragment.graphql', 'fragment ScratchFragment on NoSuchType { id }', 'NoSuchType'],
];

function provesItFires(schema, contractDocuments) {
  const scratch = mkdtempSync(path.join(tmpdir(), 'graphql-operations-'));
  try {
    const src = path.join(scratch, 'mfe-scratch', 'src');
    mkdirSync(src, { recursive: true });
    for (const [name, contents] of SCRATCH) writeFileSync(path.join(src, name), contents);
    const problems = problemsOf(schema, findOperationTexts([src]), contractDocuments);
    return SCRATCH.filter(([name, , expected]) => !problems.some((p) => p.includes(name) && p.includes(expected))).map(
      ([name, , expected]) => `scratch ${name}: the check did not report "${expected}"`,
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

function main() {
  const schema = loadContractSchema(root);
  const contractTexts = findOperationTexts([CONTRACT_OPERATIONS]);
  const contractDocuments = contractTexts.map((entry) => parseText(entry.text).document).filter(Boolean);
  const frontEndTexts = findOperationTexts(FRONT_END_SOURCES);
  const problems = [
    ...problemsOf(schema, contractTexts, contractDocuments),
    ...problemsOf(schema, frontEndTexts, contractDocuments),
  ];
  const unproven = provesItFires(schema, contractDocuments);
  for (const line of [...problems, ...unproven]) console.error(`graphql-operations: ${line}`);
  console.log(
    `graphql-operations: ${contractTexts.length} contracts documents, ${frontEndTexts.length} operation text(s) in front-end sources; ` +
      `${problems.length} invalid; fires on ${SCRATCH.length - unproven.length}/${SCRATCH.length} scratch operations`,
  );
  if (problems.length > 0 || unproven.length > 0) process.exitCode = 1;
}

main();

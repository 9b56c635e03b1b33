// Finds the GraphQL a front end could send without going through contracts: operation text in its TypeScript (a
// `gql`/`graphql` tagged template, a literal marked /* GraphQL */, or a plain string or template that reads as an
// operation, e.g. the body of a hand-written fetch) and any .graphql/.gql file. The TypeScript compiler parses the
// files, so a string is found wherever it sits (an argument, an object, a JSX attribute).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs)$/;
const GRAPHQL_FILE = /\.(graphql|gql)$/;
// Tests and test helpers never ship in a remote's bundle.
const NOT_SHIPPED = /\.(test|spec)\.[cm]?[jt]sx?$|\.d\.ts$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'testing', '__mocks__']);
const TAGS = new Set(['gql', 'graphql']);
/** Reads as an operation or fragment: the keyword, then (on the same definition) its selection set. Linear. */
const LOOKS_LIKE_OPERATION = /^\s*(?:query|mutation|subscription|fragment)\b[^{]*\{/;
const MAGIC_COMMENT = /\/\*\s*graphql\s*\*\/\s*$/i;

function shippedFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return SKIPPED_FOLDERS.has(name) ? [] : shippedFiles(file);
    return (SOURCE.test(name) || GRAPHQL_FILE.test(name)) && !NOT_SHIPPED.test(name) ? [file] : [];
  });
}

/** A template's text with each `${...}` left out (an interpolated fragment is looked up by its spread's name). */
function literalText(node) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((span) => `\n${span.literal.text}`).join('');
  return undefined;
}

function isMarked(node, sourceText) {
  const parent = node.parent;
  if (parent && ts.isTaggedTemplateExpression(parent) && TAGS.has(parent.tag.getText())) return true;
  if (parent && ts.isCallExpression(parent) && TAGS.has(parent.expression.getText())) return true;
  return MAGIC_COMMENT.test(sourceText.slice(Math.max(0, node.getFullStart() - 40), node.getStart()));
}

function operationsInScript(file, sourceText) {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, sourceText, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const visit = (node) => {
    const text = literalText(node);
    if (text !== undefined) {
      const marked = isMarked(node, sourceText);
      if (marked || LOOKS_LIKE_OPERATION.test(text)) {
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        found.push({ file, line, text, marked });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Every candidate operation text under `roots` (folders), each as { file, line, text, marked }; `marked` says it
 * was tagged or commented as GraphQL (so text that does not parse is an error, not a sentence about a query).
 */
export function findOperationTexts(roots) {
  return roots.flatMap((root) =>
    shippedFiles(root).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return GRAPHQL_FILE.test(file) ? [{ file, line: 1, text, marked: true }] : operationsInScript(file, text);
    }),
  );
}

// The browser entry ('contracts') must not pull in node built-ins (the msw check moved with the mocks, see
// mocks/src/browser-safety.test.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const browserFiles = sourceFiles(__dirname).filter((file) => relative(__dirname, file) !== 'server.ts');

describe('browser-safe sources', () => {
  it.each(browserFiles.map((file) => [relative(__dirname, file), file]))('%s imports no node built-in', (_name, file) => {
    const source = readFileSync(file, 'utf8');
    expect(source).not.toMatch(/^[ \t]*(import|export)[^\n]*from ['"](node:|fs['"]|path['"]|crypto['"])/m);
  });
});

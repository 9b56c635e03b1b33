// One owner per table (issue 36): a write to an owned table outside its owner's folder fails here. The dependency
// rule `campaign-emails-table-only-delivery` sees imports only; this scan also sees writes through the schema barrel
// (drizzle's insert/update/delete) and SQL strings (`UPDATE campaign_emails ...` inside sql``).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '..');

/** table (SQL name) -> its drizzle name and the folder (under api/src) of its one writer. */
const OWNERS = [{ table: 'campaign_emails', drizzle: 'campaignEmails', owner: 'modules/delivery/' }];

function productionFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return productionFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

function writePatterns(table: string, drizzle: string): RegExp[] {
  return [
    new RegExp(`\\b(insert\\s+into|update|delete\\s+from)\\s+${table}\\b`, 'i'),
    new RegExp(`\\.(insert|update|delete)\\(\\s*(schema\\.)?${drizzle}\\b`),
  ];
}

/** "file: line" for each write to `table` outside `owner`, in the given files. */
function writesOutsideOwner(files: readonly string[], root: string, rule: (typeof OWNERS)[number]): string[] {
  const patterns = writePatterns(rule.table, rule.drizzle);
  return files
    .map((file) => path.relative(root, file).split(path.sep).join('/'))
    .filter((relative) => !relative.startsWith(rule.owner))
    .flatMap((relative) =>
      readFileSync(path.join(root, relative), 'utf8')
        .split('\n')
        .flatMap((line, index) => (patterns.some((pattern) => pattern.test(line)) ? [`${relative}:${index + 1}`] : [])),
    );
}

describe('one owner per table', () => {
  const files = productionFiles(SRC);

  it.each(OWNERS)('only $owner writes $table', (rule) => {
    expect(writesOutsideOwner(files, SRC, rule)).toEqual([]);
  });

  it('sees a raw SQL write and a drizzle write from another module', () => {
    const scratch = path.join(SRC, 'modules/delivery/store/unsent-emails.repository.ts');
    // The owner's own file, scanned as if it sat in another module: its writes are found.
    const asOtherModule = { ...OWNERS[0]!, owner: 'modules/not-delivery/' };
    const found = writesOutsideOwner([scratch], SRC, asOtherModule);
    const text = readFileSync(scratch, 'utf8').split('\n');
    const lines = found.map((hit) => text[Number(hit.split(':').pop()) - 1]!.trim());
    expect(lines.some((line) => /^DELETE FROM campaign_emails/.test(line))).toBe(true);
    expect(lines.some((line) => /^\.update\(campaignEmails\)/.test(line))).toBe(true);
  });
});

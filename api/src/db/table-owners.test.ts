// One owner per table (issue 36): a write to an owned table outside its owner's folder fails here. The dependency
// rule `campaign-emails-table-only-delivery` sees imports only; this scan also sees writes through the schema barrel
// (drizzle's insert/update/delete) and SQL strings (`UPDATE campaign_emails ...` inside sql``).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '..');

/**
 * table (SQL name) -> its drizzle name and the folders (under api/src) that may write it. `contacts` has two, by
 * column: contact/ owns the row and who the person is, delivery the sequence's state, which changes in the same
 * statement as the email rows (docs/architecture.md, "one writer per table").
 */
const OWNERS = [
  // Inside delivery, its store alone: the wings above decide, the store writes.
  { table: 'campaign_emails', drizzle: 'campaignEmails', owners: ['modules/delivery/store/'] },
  { table: 'campaigns', drizzle: 'campaigns', owners: ['modules/campaign/'] },
  { table: 'contacts', drizzle: 'contacts', owners: ['modules/contact/', 'modules/delivery/'] },
  // The grant through its store (every provider's module writes it there); the poller keeps its read cursor on it.
  { table: 'mail_grants', drizzle: 'mailGrants', owners: ['modules/mailbox/', 'modules/delivery/replies/'] },
  // Pending consents and the app's problems at each provider: the mailbox module's stores (migration 0037).
  { table: 'mail_auth_states', drizzle: 'mailAuthStates', owners: ['modules/mailbox/'] },
  { table: 'mail_app_problems', drizzle: 'mailAppProblems', owners: ['modules/mailbox/'] },
  // An imported posting and its daily re-check (issue 38); campaigns link to it (campaigns.job_posting_id).
  { table: 'job_postings', drizzle: 'jobPostings', owners: ['modules/job-posting/'] },
];

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
    .filter((relative) => !rule.owners.some((owner) => relative.startsWith(owner)))
    .flatMap((relative) =>
      readFileSync(path.join(root, relative), 'utf8')
        .split('\n')
        .flatMap((line, index) => (patterns.some((pattern) => pattern.test(line)) ? [`${relative}:${index + 1}`] : [])),
    );
}

describe('one owner per table', () => {
  const files = productionFiles(SRC);

  it.each(OWNERS)('only $owners write $table', (rule) => {
    expect(writesOutsideOwner(files, SRC, rule)).toEqual([]);
  });

  it('sees a raw SQL write and a drizzle write from another module', () => {
    const scratch = path.join(SRC, 'modules/delivery/store/unsent-emails.repository.ts');
    // The owner's own file, scanned as if it sat in another module: its writes are found.
    const asOtherModule = { ...OWNERS[0]!, owners: ['modules/not-delivery/'] };
    const found = writesOutsideOwner([scratch], SRC, asOtherModule);
    const text = readFileSync(scratch, 'utf8').split('\n');
    const lines = found.map((hit) => text[Number(hit.split(':').pop()) - 1]!.trim());
    expect(lines.some((line) => /^DELETE FROM campaign_emails/.test(line))).toBe(true);
    expect(lines.some((line) => /^\.update\(campaignEmails\)/.test(line))).toBe(true);
  });

  it('sees that delivery never adds or removes a contact row (contact/ does)', () => {
    const delivery = files.filter((file) => file.includes(`${path.sep}modules${path.sep}delivery${path.sep}`));
    const rowWrites = [
      /\binsert\s+into\s+contacts\b/i,
      /\bdelete\s+from\s+contacts\b/i,
      /\.(insert|delete)\(\s*(schema\.)?contacts\b/,
    ];
    const found = delivery.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          rowWrites.some((pattern) => pattern.test(line)) ? [`${path.relative(SRC, file)}:${index + 1}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });
});

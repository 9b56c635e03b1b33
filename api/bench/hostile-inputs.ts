// What the abuse bench sends: resume files built to hurt a parser (the tests' builders, never committed as binaries)
// and over-long draft fields. Each is something one signed-up user could upload or type.
import { buildPdf } from '../testkit/fixtures/pdf-file.fixture';
import { entityDocx, inflatingPdf, largeDocx, nestedFormsPdf, zipBombDocx } from '../testkit/fixtures/hostile-files.fixture';
import { cyclicChainDoc, hugeFatDoc } from '../testkit/fixtures/hostile-word-files.fixture';

export interface HostileFile {
  name: string;
  fileName: string;
  fileType: string;
  bytes: Buffer;
}

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const DOC = 'application/msword';

/** Many pages of text (about 1.5 MB): only the first pages are ever read. */
function longPdf(): Buffer {
  const line = 'Managed quarterly reporting for a regional team and shipped an internal tool used daily.';
  return buildPdf(Array.from({ length: 350 }, () => Array.from({ length: 45 }, () => line)));
}

export async function hostileFiles(): Promise<HostileFile[]> {
  return [
    { name: 'docx zip bomb (100 MB of text)', fileName: 'resume.docx', fileType: DOCX, bytes: await zipBombDocx(100) },
    { name: 'docx entity expansion', fileName: 'resume.docx', fileType: DOCX, bytes: await entityDocx() },
    { name: 'docx of 4 MB, ordinarily compressed', fileName: 'resume.docx', fileType: DOCX, bytes: await largeDocx(4) },
    { name: 'pdf nested forms (depth 12)', fileName: 'resume.pdf', fileType: PDF, bytes: nestedFormsPdf(12) },
    { name: 'pdf 350 pages', fileName: 'resume.pdf', fileType: PDF, bytes: longPdf() },
    { name: 'doc two-step sector cycle (2 KB)', fileName: 'resume.doc', fileType: DOC, bytes: cyclicChainDoc() },
    { name: 'doc asking 300,000 FAT sectors (1.5 KB)', fileName: 'resume.doc', fileType: DOC, bytes: hugeFatDoc() },
    { name: 'pdf inflating to 400 MB of Buffers', fileName: 'resume.pdf', fileType: PDF, bytes: await inflatingPdf(400) },
  ];
}

/** Draft fields far past their bounds, in the shapes that made the writers' patterns slow. */
export const hostileFields: Array<{ name: string; jobRole: string; aboutMe: string | null; hiringManagerName: string }> = [
  { name: 'jobRole of 120 KB "["', jobRole: '['.repeat(120_000), aboutMe: null, hiringManagerName: 'Sam' },
  {
    name: 'aboutMe of 40 KB digits and words',
    jobRole: 'Data Engineer at Globex',
    aboutMe: 'grew revenue by 1 2 3 4 5 6 7 8 9 '.repeat(1_200),
    hiringManagerName: 'Sam',
  },
  { name: 'hiringManagerName of 100 KB', jobRole: 'Nurse at General', aboutMe: null, hiringManagerName: 'a '.repeat(50_000) },
];

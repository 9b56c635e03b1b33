// 'Download Resume': the candidate's resume as a PDF file ({name}-resume.pdf). pdf-lib is loaded on the first click
// only (the builder imports it lazily).
import type { DemoCandidate } from '../data/demo-candidates';
import { buildResumePdfBlob, resumeFileName } from './resume-pdf.builder';

/** Not a spec message: shown when the browser could not build or save the file. */
export const RESUME_DOWNLOAD_FAILED = 'The resume could not be downloaded. Please try again.';

/** Builds the PDF and hands it to the browser as a download; false when the browser cannot create downloads. */
export async function downloadResume(candidate: DemoCandidate, options: { revealed: boolean }): Promise<boolean> {
  if (typeof URL.createObjectURL !== 'function') return false;
  const url = URL.createObjectURL(await buildResumePdfBlob(candidate, options));
  const link = document.createElement('a');
  link.href = url;
  link.download = resumeFileName(candidate);
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after click() returns: release it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
  return true;
}

import type { DemoCandidate } from '../data/demo-candidates';

/** Plain-text resume of a demo candidate (the demo has no stored files). */
export function resumeText(candidate: DemoCandidate): string {
  const lines = [
    candidate.name,
    candidate.title,
    `${candidate.email} | ${candidate.phone} | ${candidate.website}`,
    candidate.location,
    '',
    candidate.bio,
    '',
    'EXPERIENCE',
    ...candidate.experienceDetails.flatMap((job) => [
      `${job.title}, ${job.company} (${job.period})`,
      job.description,
      ...job.achievements.map((achievement) => `- ${achievement}`),
      '',
    ]),
    'EDUCATION',
    `${candidate.education.degree}, ${candidate.education.school}, ${candidate.education.year} (GPA ${candidate.education.gpa})`,
    '',
    'SKILLS',
    candidate.skills.join(', '),
  ];
  return lines.join('\n');
}

/** Saves the resume as a file; false when the browser cannot create downloads. */
export function downloadResume(candidate: DemoCandidate): boolean {
  if (typeof URL.createObjectURL !== 'function') return false;
  const url = URL.createObjectURL(new Blob([resumeText(candidate)], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${candidate.name.replace(/\s+/g, '-').toLowerCase()}-resume.txt`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
  return true;
}

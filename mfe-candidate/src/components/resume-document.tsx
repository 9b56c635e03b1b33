import type { DemoCandidate } from '../data/demo-candidates';
import { maskEmail, maskName, maskPhone } from './mask-contact-details';

interface ResumeDocumentProps {
  candidate: DemoCandidate;
  revealed: boolean;
  size?: 'thumbnail' | 'page' | 'full';
}

/**
 * The resume as a page (the demo stores no resume files). Blurred until revealed; the identity inside is masked
 * too, so un-blurring it in developer tools reveals nothing.
 */
export function ResumeDocument({ candidate, revealed, size = 'page' }: ResumeDocumentProps) {
  return (
    <div
      className={`cand-resume cand-resume--${size}${revealed ? '' : ' cand-resume--blurred'}`}
      aria-label={revealed ? `Resume of ${candidate.name}` : 'Resume (hidden until viewed)'}
      role="document"
    >
      <h2 className="cand-resume__name">{revealed ? candidate.name : maskName(candidate.name)}</h2>
      <p className="cand-resume__contact">
        {[
          revealed ? candidate.email : maskEmail(candidate.email),
          revealed ? candidate.phone : maskPhone(candidate.phone),
          candidate.location,
        ].join(' · ')}
      </p>
      <p>{candidate.bio}</p>
      <h3>Experience</h3>
      {candidate.experienceDetails.map((job) => (
        <div key={`${job.company}-${job.period}`} className="cand-resume__job">
          <strong>
            {job.title}, {job.company}
          </strong>{' '}
          <span className="cand-muted">{job.period}</span>
          <ul>
            {job.achievements.map((achievement) => (
              <li key={achievement}>{achievement}</li>
            ))}
          </ul>
        </div>
      ))}
      <h3>Education</h3>
      <p>
        {candidate.education.degree}, {candidate.education.school} ({candidate.education.year})
      </p>
      <h3>Skills</h3>
      <p>{candidate.skills.join(' · ')}</p>
    </div>
  );
}

import { Card } from './ui/card';
import type { DemoCandidate } from '../data/demo-candidates';
import { maskEmail, maskName, maskPhone } from './mask-contact-details';

interface CandidateCardProps {
  candidate: DemoCandidate;
  revealed: boolean;
}

/** Identity and contact details; masked until the resume has been viewed (product.md §3). */
export function CandidateCard({ candidate, revealed }: CandidateCardProps) {
  const name = revealed ? candidate.name : maskName(candidate.name);
  return (
    <Card className="cand-card">
      <div className="cand-card__identity">
        <span className="cand-card__avatar" aria-hidden="true">
          {candidate.name.charAt(0)}
        </span>
        <div>
          <h1 className="cand-card__name" data-testid="candidate-name">
            {name}
          </h1>
          <p className="cand-card__title">{candidate.title}</p>
          <p className="cand-muted">{candidate.location}</p>
        </div>
      </div>
      <dl className="cand-details">
        <dt>Email</dt>
        <dd data-testid="candidate-email">{revealed ? candidate.email : maskEmail(candidate.email)}</dd>
        <dt>Phone</dt>
        <dd data-testid="candidate-phone">{revealed ? candidate.phone : maskPhone(candidate.phone)}</dd>
        <dt>Website</dt>
        <dd>{candidate.website}</dd>
        <dt>LinkedIn</dt>
        <dd>
          {revealed ? (
            <a href={candidate.linkedInUrl} target="_blank" rel="noopener noreferrer">
              View profile
            </a>
          ) : (
            <span className="cand-muted">Hidden until you view the resume</span>
          )}
        </dd>
      </dl>
      <p className="cand-card__bio">{candidate.bio}</p>
    </Card>
  );
}

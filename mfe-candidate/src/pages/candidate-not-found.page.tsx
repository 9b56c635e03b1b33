import { CenteredMessage } from '../components/centered-message';

export function CandidateNotFoundPage() {
  return (
    <CenteredMessage title="Candidate Not Found">
      <p className="cand-muted">The candidate profile you're looking for doesn't exist.</p>
    </CenteredMessage>
  );
}

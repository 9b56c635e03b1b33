import { Button } from './ui/button';
import { countOf } from 'contracts';

export type CandidateDecision = 'untouched' | 'saved' | 'dismissed';

interface CandidateHeaderProps {
  showFreeBadge: boolean;
  /** Paid views left (the free first view is not counted here: it has its FREE badge). */
  credits: number;
  decision: CandidateDecision;
  onViewResume: () => void;
  onDismiss: () => void;
  onSave: () => void;
}

/** Actions bar of the candidate review page (product.md §2). Saving or dismissing is final: both buttons then disable. */
export function CandidateHeader({ showFreeBadge, credits, decision, onViewResume, onDismiss, onSave }: CandidateHeaderProps) {
  const decided = decision !== 'untouched';
  return (
    <header className="cand-header">
      <div>
        <p className="cand-header__eyebrow">Candidate review</p>
        <p className="cand-muted cand-header__credits" data-testid="candidate-credits">
          {countOf(credits, 'resume credit')} left
        </p>
      </div>
      <div className="cand-actions">
        <span className="cand-badge-wrap">
          <Button variant="primary" onClick={onViewResume}>
            View Resume
          </Button>
          {showFreeBadge && <sup className="cand-badge">FREE</sup>}
        </span>
        <Button onClick={onDismiss} disabled={decided}>
          {decision === 'dismissed' ? 'Dismissed' : 'Dismiss'}
        </Button>
        <Button onClick={onSave} disabled={decided}>
          {decision === 'saved' ? 'Saved' : 'Save Candidate'}
        </Button>
      </div>
    </header>
  );
}

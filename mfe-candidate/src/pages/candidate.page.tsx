import { useState } from 'react';
import { Button } from '../components/ui/button';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { CANDIDATE_DISMISSED, CANDIDATE_SAVED, UNSUBSCRIBED } from 'contracts';
import { CandidateCard } from '../components/candidate-card';
import { useCredits, useHasFreeView, useIsCandidateRevealed } from '../components/candidate-credits.store';
import { CandidateHeader, type CandidateDecision } from '../components/candidate-header';
import { candidateResumePath } from '../components/candidate-paths';
import { CreditsNeededNotice } from '../components/credits-needed-notice';
import { EducationSection } from '../components/education-section';
import { ExperienceHighlights } from '../components/experience-highlights';
import { QuickSummary } from '../components/quick-summary';
import { ResumeDocument } from '../components/resume-document';
import { SkillsSection } from '../components/skills-section';
import { trackEvent } from '../components/track-event';
import { useToast } from 'shared-ui/toasts';
import { useViewResume } from '../components/use-view-resume';
import { findDemoCandidate, type DemoCandidate } from '../data/demo-candidates';
import { CandidateNotFoundPage } from './candidate-not-found.page';

export function CandidatePage() {
  const { candidateId } = useParams();
  const candidate = findDemoCandidate(candidateId);
  if (!candidate) return <CandidateNotFoundPage />;
  // Keyed so that moving to another candidate starts with fresh saved/dismissed state.
  return <CandidateReview key={candidate.id} candidate={candidate} />;
}

function CandidateReview({ candidate }: { candidate: DemoCandidate }) {
  const navigate = useNavigate();
  const toast = useToast();
  const revealed = useIsCandidateRevealed(candidate.id);
  const showFreeBadge = useHasFreeView();
  const credits = useCredits();
  const viewResume = useViewResume(candidate.id);
  const [decision, setDecision] = useState<CandidateDecision>('untouched');
  const [unsubscribed, setUnsubscribed] = useState(false);

  const openResume = () => {
    if (viewResume.view()) navigate(candidateResumePath(candidate.id));
  };
  const dismiss = () => {
    setDecision('dismissed');
    trackEvent('candidate_dismiss', { candidateId: candidate.id });
    toast.info(CANDIDATE_DISMISSED);
  };
  const save = () => {
    setDecision('saved');
    trackEvent('candidate_save', { candidateId: candidate.id });
    toast.success(CANDIDATE_SAVED);
  };
  const unsubscribe = () => {
    setUnsubscribed(true);
    trackEvent('candidate_unsubscribe', { candidateId: candidate.id });
    toast.info(UNSUBSCRIBED);
  };

  return (
    <div className="cand-page">
      <CandidateHeader
        showFreeBadge={showFreeBadge}
        credits={credits}
        decision={decision}
        onViewResume={openResume}
        onDismiss={dismiss}
        onSave={save}
      />
      {viewResume.blocked && !revealed && <CreditsNeededNotice />}
      <div className="cand-layout">
        <div className="cand-layout__side">
          <CandidateCard candidate={candidate} revealed={revealed} />
          {/* The action sits below the preview, in the flow: never on top of the resume's text. */}
          <div className="cand-resume-thumb">
            <ResumeDocument candidate={candidate} revealed={revealed} size="thumbnail" />
            <div className="cand-resume-thumb__footer">
              {revealed ? (
                <Link to={candidateResumePath(candidate.id)} className="cand-link-button">
                  Open resume
                </Link>
              ) : (
                <Button onClick={openResume}>View Resume</Button>
              )}
            </div>
          </div>
        </div>
        <section className="cand-layout__main" aria-label="Candidate profile">
          <QuickSummary candidate={candidate} />
          <ExperienceHighlights candidate={candidate} />
          <EducationSection education={candidate.education} />
          <SkillsSection skills={candidate.skills} />
          <div className="cand-unsubscribe">
            <Button variant="danger" onClick={unsubscribe} disabled={unsubscribed}>
              {unsubscribed ? 'Unsubscribed' : 'Unsubscribe'}
            </Button>
          </div>
        </section>
      </div>
    </div>
  );
}

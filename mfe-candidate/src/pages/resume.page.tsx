import { useState } from 'react';
import { Button } from '../components/ui/button';
import { useNavigate, useParams } from 'react-router-dom';
import { RESUME_DOWNLOADED } from 'contracts';
import { useIsCandidateRevealed } from '../components/candidate-credits.store';
import { candidatePath } from '../components/candidate-paths';
import { CenteredMessage } from '../components/centered-message';
import { CreditsNeededNotice } from '../components/credits-needed-notice';
import { ResumeDocument } from '../components/resume-document';
import { downloadResume, RESUME_DOWNLOAD_FAILED } from '../components/resume-download';
import { trackEvent } from '../components/track-event';
import { useToast } from 'shared-ui/toasts';
import { useViewResume } from '../components/use-view-resume';
import { findDemoCandidate, type DemoCandidate } from '../data/demo-candidates';

interface ResumePageProps {
  /** 'page' for /candidate/:id/resume, 'full' for the full-resolution viewer at /resume/:id. */
  size: 'page' | 'full';
}

/** Resume viewer with Close and Download Resume (product.md §2). A resume not yet paid for stays blurred. */
export function ResumePage({ size }: ResumePageProps) {
  const { candidateId } = useParams();
  const candidate = findDemoCandidate(candidateId);
  if (!candidate) {
    return (
      <CenteredMessage title="Resume Not Found">
        <p className="cand-muted">There is no resume for this link.</p>
      </CenteredMessage>
    );
  }
  return <ResumeViewer candidate={candidate} size={size} />;
}

function ResumeViewer({ candidate, size }: { candidate: DemoCandidate; size: ResumePageProps['size'] }) {
  const navigate = useNavigate();
  const toast = useToast();
  const revealed = useIsCandidateRevealed(candidate.id);
  const viewResume = useViewResume(candidate.id);
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      if (!(await downloadResume(candidate, { revealed }))) return toast.error(RESUME_DOWNLOAD_FAILED);
      trackEvent('candidate_resume_download', { candidateId: candidate.id });
      toast.success(RESUME_DOWNLOADED);
    } catch (error) {
      console.error('resume download failed', error); // the toast says it failed; this says why
      toast.error(RESUME_DOWNLOAD_FAILED);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className={`cand-viewer cand-viewer--${size}`}>
      <div className="cand-viewer__toolbar">
        <h1 className="cand-viewer__title">Resume</h1>
        <div className="cand-actions" role="toolbar" aria-label="Resume actions">
          {!revealed && (
            <Button variant="primary" onClick={() => viewResume.view()}>
              View Resume
            </Button>
          )}
          <Button onClick={() => void download()} disabled={!revealed} loading={downloading}>
            Download Resume
          </Button>
          <Button onClick={() => navigate(candidatePath(candidate.id))}>Close</Button>
        </div>
      </div>
      {viewResume.blocked && !revealed && <CreditsNeededNotice />}
      <ResumeDocument candidate={candidate} revealed={revealed} size={size} />
    </div>
  );
}

import { Route, Routes } from 'react-router-dom';
import { isResumeMount } from './components/candidate-paths';
import { ToastHost } from 'shared-ui/toasts';
import { CandidateNotFoundPage } from './pages/candidate-not-found.page';
import { CandidatePage } from './pages/candidate.page';
import { ResumePage } from './pages/resume.page';
import { UnsubscribePage } from './pages/unsubscribe.page';
import './styles/candidate.css';

// Candidate review demo. The shell mounts it at '/candidate/*' (review, resume preview, unsubscribe) and at
// '/resume/*' (full-resolution resume viewer); the basePath tells which.
export default function App({ basePath }: { basePath: string }) {
  return (
    // Toasts at the bottom centre: never over the resume viewer's Close and Download, top right. shared-ui's host has
    // no antd: these public pages load without the UI kit.
    <ToastHost placement="bottom">
      <main className="cand-root">
        {isResumeMount(basePath) ? (
          <Routes>
            <Route path=":candidateId" element={<ResumePage size="full" />} />
            <Route path="*" element={<ResumePage size="full" />} />
          </Routes>
        ) : (
          <Routes>
            <Route path="unsubscribe" element={<UnsubscribePage />} />
            <Route path=":candidateId" element={<CandidatePage />} />
            <Route path=":candidateId/resume" element={<ResumePage size="page" />} />
            <Route path="*" element={<CandidateNotFoundPage />} />
          </Routes>
        )}
      </main>
    </ToastHost>
  );
}

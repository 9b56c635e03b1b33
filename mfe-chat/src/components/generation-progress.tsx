// Step 3: the emails are being drafted; the five progress messages of product.md §4 take turns every 2.5 s.
import { Spinner } from './spinner';
import { GENERATION_PROGRESS_MESSAGES } from 'contracts';
import { useRotatingMessage } from '../conversation/use-rotating-message';

export function GenerationProgress() {
  const message = useRotatingMessage(GENERATION_PROGRESS_MESSAGES);
  return (
    <div className="chat-progress" role="status" aria-live="polite" aria-label="Drafting progress">
      <Spinner />
      <span className="chat-progress__text">{message}</span>
    </div>
  );
}

import { CenteredMessage } from '../components/centered-message';

export function UnsubscribePage() {
  return (
    <CenteredMessage title="We Apologise">
      <p className="cand-muted">You will not hear from us again.</p>
    </CenteredMessage>
  );
}

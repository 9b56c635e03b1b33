// 'One More Step!' (spec §4/§6): sending needs the Gmail send permission; the button goes to Google's consent and
// the chat comes back to finish scheduling.
import { Button } from 'antd';
import { GMAIL_ACCESS_REQUIRED, CONNECT_GMAIL, ONE_MORE_STEP_TITLE } from 'contracts';

export function GmailConnectCard({ connecting, onConnect }: { connecting: boolean; onConnect: () => void }) {
  return (
    <section className="chat-card chat-card--gmail" aria-labelledby="chat-gmail-title">
      <h2 id="chat-gmail-title" className="chat-card__title">
        {ONE_MORE_STEP_TITLE}
      </h2>
      <p>{GMAIL_ACCESS_REQUIRED}</p>
      <p className="chat-muted">Emails go out from your own Gmail. We only ask to send email; we never read your inbox.</p>
      <Button type="primary" loading={connecting} onClick={onConnect}>
        {CONNECT_GMAIL}
      </Button>
    </section>
  );
}

// A static picture of the demo's final state ('Your Sequence is live'). The animated version (typing, finding the
// email, scheduling, confetti) comes with its own issue.

const SAMPLE_LINKEDIN_URL = 'https://www.linkedin.com/in/jordan-lee-recruiter';

const SAMPLE_FOLLOW_UPS = [
  { label: 'Follow up 1', subject: 'Following up on my application', timing: 'Sent' },
  { label: 'Follow up 2', subject: 'Quick check-in on the role', timing: 'After 2 days' },
  { label: 'Follow up 3', subject: 'One last note from me', timing: 'After 4 days' },
] as const;

export function InteractiveDemoSection() {
  return (
    <section className="mk-section" aria-labelledby="mk-demo-title">
      <div className="mk-container">
        <div className="mk-demo">
          <div className="mk-demo__titlebar">
            <h2 id="mk-demo-title" className="mk-demo__title">
              Interactive Demo
            </h2>
            <span className="mk-badge mk-badge--online">
              <span className="mk-dot" aria-hidden="true" />
              Online
            </span>
          </div>
          <div className="mk-demo__body">
            <label className="mk-demo__field">
              <span className="mk-muted">LinkedIn profile</span>
              <input type="url" value={SAMPLE_LINKEDIN_URL} readOnly aria-label="Sample LinkedIn profile URL" />
            </label>
            <p className="mk-demo__found" role="status">
              <span aria-hidden="true">✓</span> Email Found!
            </p>
            <ul className="mk-demo__cards">
              {SAMPLE_FOLLOW_UPS.map(({ label, subject }) => (
                <li key={label} className="mk-card mk-demo__card">
                  <strong>{label}</strong>
                  <span className="mk-muted">{subject}</span>
                </li>
              ))}
            </ul>
            <div className="mk-demo__live">
              <p className="mk-demo__live-title">Your Sequence is live</p>
              <ol className="mk-demo__timeline">
                {SAMPLE_FOLLOW_UPS.map(({ label, timing }) => (
                  <li key={label}>
                    <span>{label}</span>
                    <span className="mk-muted">{timing}</span>
                  </li>
                ))}
              </ol>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}

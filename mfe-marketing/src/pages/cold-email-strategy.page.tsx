import { Link } from 'react-router-dom';
import { MAX_EMAILS_PER_SEQUENCE } from 'contracts';
import { SIGN_UP_PATH } from '../data/site-links';
import { StaticPage } from '../components/static-page';
import { PAGE_DESCRIPTIONS } from '../data/page-descriptions';

// Blog article. The original embeds social posts through an external script; that embed is left out for now so
// the page stays script-free.

// As many follow-ups as the product sends (a sequence is at most MAX_EMAILS_PER_SEQUENCE emails), a few business days
// apart: the advice and the product agree.
const FOLLOW_UPS = MAX_EMAILS_PER_SEQUENCE - 1;
const FOLLOW_UP_DAYS = [3, 7] as const;

export function ColdEmailStrategyPage() {
  return (
    <StaticPage
      title="The Cold Email Strategy That Gets Job Seekers Replies"
      description={PAGE_DESCRIPTIONS.coldEmailStrategy}
      intro="Applying is only half the job. Here is how to follow up without being ignored or annoying."
    >
      <h2>Why follow up at all?</h2>
      <p>
        Recruiters and hiring managers receive hundreds of applications per role. A short, relevant email to the right person puts
        your name in front of a human and shows genuine interest.
      </p>
      <h2>How many follow-ups, and when?</h2>
      <p>
        Plan for {FOLLOW_UPS} follow-ups after your first email, spaced out so each one feels considerate rather than pushy; more
        than that rarely helps and starts to read as pressure:
      </p>
      <ol>
        {FOLLOW_UP_DAYS.map((day) => (
          <li key={day}>Business day {day}: a brief follow-up in the same thread.</li>
        ))}
      </ol>
      <p>Stop as soon as they reply, and always send during their working hours.</p>
      <h2>What to write</h2>
      <ul>
        <li>Keep it under 120 words and mention the exact role.</li>
        <li>Lead with one concrete result that matches the job.</li>
        <li>End with a simple question that is easy to answer.</li>
      </ul>
      <p>
        Want this done for you? <Link to={SIGN_UP_PATH}>Sign up</Link> and schedule your first sequence in minutes.
      </p>
    </StaticPage>
  );
}

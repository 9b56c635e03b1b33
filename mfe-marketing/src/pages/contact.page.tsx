import { SUPPORT_REPLY_HOURS } from 'contracts';
import { SUPPORT_EMAIL } from '../data/site-links';
import { StaticPage } from '../components/static-page';
import { PAGE_DESCRIPTIONS } from '../data/page-descriptions';

export function ContactPage() {
  return (
    <StaticPage
      title="Contact"
      description={PAGE_DESCRIPTIONS.contact}
      intro="Questions, feedback or a problem with a sequence? We're here to help."
    >
      <p>
        Email us at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. We reply within {SUPPORT_REPLY_HOURS} hours on
        business days.
      </p>
    </StaticPage>
  );
}

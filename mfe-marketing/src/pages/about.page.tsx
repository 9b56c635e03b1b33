import { BRAND_NAME } from '../data/site-links';
import { StaticPage } from '../components/static-page';
import { PAGE_DESCRIPTIONS } from '../data/page-descriptions';

export function AboutPage() {
  return (
    <StaticPage title="About" description={PAGE_DESCRIPTIONS.about} intro="We help job seekers get seen after they apply.">
      <h2>Why we built {BRAND_NAME}</h2>
      <p>
        Most applications end in silence. A short, polite follow-up to the right person is often what gets a resume read, but
        writing, timing and remembering those emails is tedious. {BRAND_NAME} does that work for you.
      </p>
      <h2>How we work</h2>
      <p>
        Emails go out from your own Gmail or Outlook, during working hours in the timezone you choose, and stop once the recipient
        replies: by themselves if you turn on reply detection, or with one click from the heads-up we email you before each
        follow-up. No bots. No spam. Just respectful persistence that stands out.
      </p>
    </StaticPage>
  );
}

import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { GetCampaignWithEmailSequencesDocument, PAGE_SIZES } from 'contracts';
import { PageHeading, useGraphQLQuery } from 'shared-ui';
import { CampaignNotFound } from '../components/campaign-not-found';
import { useCampaignId } from '../components/use-campaign-id';
import { useDashboardPaths } from '../components/dashboard-paths';
import { parseId } from '../components/format';
import { PageError } from '../components/page-state';
import { useGmailGrantFailureNotice } from '../components/gmail/use-gmail-grant-failure';
import { readWizardPlace, saveWizardPlace } from '../components/gmail/wizard-place';
import { SequenceWizard } from '../components/wizard/sequence-wizard';
import { isSequenceWizardState, WIZARD_SEQUENCE_STEP } from '../components/wizard/wizard-location';
import { WizardSteps } from '../components/wizard-steps';

/**
 * /dashboard/campaigns/:campaignId/email-sequences: steps 2 and 3 of the wizard. Reached from the add-contact page
 * (`?contactId=..&step=sequence` plus navigation state) it writes that contact's sequence; on its own (e.g. right
 * after creating a campaign) it edits the campaign's sequence for all its contacts.
 */
export function EmailSequencesPage() {
  const campaignId = useCampaignId();
  if (campaignId === null) return <CampaignNotFound />;
  return <EmailSequences campaignId={campaignId} />;
}

const fullName = (person: { firstName: string; lastName?: string | null }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ');

function EmailSequences({ campaignId }: { campaignId: number }) {
  const paths = useDashboardPaths();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  useGmailGrantFailureNotice();
  // Spec §7: contactFilter id -1 when the URL names no contact.
  const contactId = parseId(searchParams.get('contactId') ?? undefined);
  const navigationState = isSequenceWizardState(location.state) ? location.state : null;
  // After Google's consent the state is gone but the URL still names the contact.
  const fromContactFlow = navigationState !== null || (contactId !== null && searchParams.get('step') === WIZARD_SEQUENCE_STEP);
  const { data, isPending, isError } = useGraphQLQuery(GetCampaignWithEmailSequencesDocument, {
    filter: { id: campaignId },
    emailSort: { field: 'position', direction: 'asc' },
    emailPagination: { first: PAGE_SIZES.editorEmails },
    contactFilter: { id: contactId ?? -1 },
  });

  // Back from Google's consent: the step, settings and drafts the user left (kept in sessionStorage for this contact).
  const [restored] = useState(() => readWizardPlace(location.pathname, contactId));
  const [step, setStep] = useState<1 | 2>(restored?.step ?? 1);
  const campaign = data?.campaign.campaign;
  const contact = data?.campaign.contact ?? navigationState?.contact ?? null;

  if (data && !campaign) return <CampaignNotFound />;
  // One tree for every state, so the heading stays the same element while the data arrives.
  return (
    <div className="db-page">
      <WizardSteps current={step} campaignId={campaignId} onDraftStep={step === 2 ? () => setStep(1) : undefined} />
      <PageHeading
        title="Write Your Email Sequence"
        subtitle="Draft your initial email and up to two follow-ups. Each follow-up waits the days you choose."
      />
      {isPending ? (
        <p className="db-state">Loading....</p>
      ) : isError || !campaign ? (
        <PageError message="Error" />
      ) : (
        <>
          <p className="db-muted">
            Sequence: <Link to={paths.campaign(campaign.id)}>{campaign.name}</Link>
            {contact ? ` • To: ${fullName(contact)} (${contact.email ?? 'email pending'})` : ''}
          </p>
          <SequenceWizard
            key={campaign.id}
            campaignId={campaign.id}
            initialSettings={
              restored?.settings ?? {
                name: campaign.name,
                timezone: campaign.timezone,
                excludeWeekends: campaign.excludeWeekends,
              }
            }
            savedSteps={campaign.emailSequences.edges.map((edge) => edge.node)}
            initialDrafts={restored?.drafts}
            keepPlace={(place) => saveWizardPlace(location.pathname, { contactId, ...place })}
            recipient={contact}
            editor={fromContactFlow ? 'wizard' : 'main'}
            step={step}
            onStepChange={setStep}
          />
        </>
      )}
    </div>
  );
}

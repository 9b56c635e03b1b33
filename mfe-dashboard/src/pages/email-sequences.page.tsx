import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { GetCampaignWithEmailSequencesDocument, PAGE_SIZES } from 'contracts';
import { PageHeading, useGraphQLQuery } from 'shared-ui';
import { settingsValuesOf } from '../components/campaign-settings-form';
import { CampaignNotFound } from '../components/campaign-not-found';
import { useCampaignId } from '../components/use-campaign-id';
import { useDashboardPaths } from '../components/dashboard-paths';
import { parseId } from '../components/format';
import { PageError } from '../components/page-state';
import { useMailGrantFailureNotice } from '../components/gmail/use-mail-grant-failure';
import { readWizardPlace, saveWizardPlace } from '../components/wizard/wizard-place';
import { SequenceWizard } from '../components/wizard/sequence-wizard';
import { LeaveGuardProvider } from '../components/wizard/leave-guard';
import { PostingGuessProvider } from '../components/job-posting/posting-guess.context';
import { isSequenceWizardState, wizardViewOf, WIZARD_PREVIEW_STEP, WIZARD_SEQUENCE_STEP } from '../components/wizard-location';
import { WizardSteps } from '../components/wizard-steps';

/**
 * /dashboard/campaigns/:campaignId/email-sequences: steps 2 and 3 of the wizard. Reached from the add-contact page
 * (`?contactId=..&step=sequence` plus navigation state) it writes that contact's sequence; on its own (e.g. right
 * after creating a campaign) it edits the campaign's sequence for all its contacts.
 */
export function EmailSequencesPage() {
  const campaignId = useCampaignId();
  if (campaignId === null) return <CampaignNotFound />;
  return (
    <LeaveGuardProvider>
      <EmailSequences campaignId={campaignId} />
    </LeaveGuardProvider>
  );
}

const fullName = (person: { firstName: string; lastName?: string | null }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ');

function EmailSequences({ campaignId }: { campaignId: number }) {
  const paths = useDashboardPaths();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  useMailGrantFailureNotice();
  // Spec §7: contactFilter id -1 when the URL names no contact.
  const contactId = parseId(searchParams.get('contactId') ?? undefined);
  const navigationState = isSequenceWizardState(location.state) ? location.state : null;
  // After Google's consent the state is gone but the URL still names the contact.
  const stepParam = searchParams.get('step');
  const fromContactFlow =
    navigationState !== null || (contactId !== null && (stepParam === WIZARD_SEQUENCE_STEP || stepParam === WIZARD_PREVIEW_STEP));
  const { data, isPending, isError } = useGraphQLQuery(GetCampaignWithEmailSequencesDocument, {
    filter: { id: campaignId },
    emailSort: { field: 'position', direction: 'asc' },
    emailPagination: { first: PAGE_SIZES.editorEmails },
    contactFilter: { id: contactId ?? -1 },
  });

  // Back from Google's consent: the step, settings and drafts the user left (kept in sessionStorage for this contact).
  const [restored] = useState(() => readWizardPlace(location.pathname, contactId));
  const navigate = useNavigate();
  // The view lives in the URL (`step=preview`), so the browser's Back goes from the preview to the drafts; a place
  // kept across Google's consent puts its step back into the URL once.
  const urlStep = wizardViewOf(stepParam);
  const step = urlStep;
  const setStep = (next: 1 | 2, replace = false) => {
    if (next === urlStep) return;
    const search = new URLSearchParams(searchParams);
    if (next === 2) search.set('step', WIZARD_PREVIEW_STEP);
    else if (contactId !== null) search.set('step', WIZARD_SEQUENCE_STEP);
    else search.delete('step');
    // Back from the preview is the history entry the preview was pushed on, when there is one.
    if (next === 1 && !replace && (location.state as { previewPushed?: boolean } | null)?.previewPushed) {
      navigate(-1);
      return;
    }
    const state = next === 2 ? { ...(location.state as object | null), previewPushed: true } : location.state;
    navigate({ pathname: location.pathname, search: search.toString() }, { replace, state });
  };
  useEffect(() => {
    if (restored) setStep(restored.step, true);
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const campaign = data?.campaign.campaign;
  const contact = data?.campaign.contact ?? navigationState?.contact ?? null;
  // True state (product.md §2): Add Contact is done only once the campaign has a contact.
  const contactDone = contact !== null || (campaign?.contacts ?? 0) > 0;

  if (data && !campaign) return <CampaignNotFound />;
  // One tree for every state, so the heading stays the same element while the data arrives.
  return (
    <div className="db-page">
      <WizardSteps
        current={step}
        done={[contactDone, step === 2]}
        campaignId={campaignId}
        onDraftStep={step === 2 ? () => setStep(1) : undefined}
      />
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
          <PostingGuessProvider guess={navigationState?.posting ?? null}>
            <SequenceWizard
              key={campaign.id}
              campaignId={campaign.id}
              initialSettings={restored?.settings ?? settingsValuesOf(campaign)}
              savedSteps={campaign.emailSequences.edges.map((edge) => edge.node)}
              initialDrafts={restored?.drafts}
              keepPlace={(place) => saveWizardPlace(location.pathname, { contactId, ...place })}
              recipient={contact}
              editor={fromContactFlow ? 'wizard' : 'main'}
              step={step}
              onStepChange={setStep}
              postingRole={navigationState?.posting?.role}
            />
          </PostingGuessProvider>
        </>
      )}
    </div>
  );
}

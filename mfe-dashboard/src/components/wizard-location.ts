import type { DashboardPaths } from './dashboard-paths';

/** Navigation state the add-contact page hands to the wizard (product.md §2). */
export interface SequenceWizardState {
  contact: { id: number; email?: string | null; firstName: string; lastName?: string | null };
  campaign: { id: number; name?: string; timezone?: string; excludeWeekends?: boolean };
  fromContactFlow: true;
  /**
   * A posting imported in step 1: its role and company (as the user corrected them) fill the template; its zone guess
   * and location name the sequence's zone while the wizard shows it.
   */
  posting?: { role: string; company: string; zone: string | null; location: string | null };
}

export const WIZARD_SEQUENCE_STEP = 'sequence';
/** `step=preview`: step 3 has its own history entry, so the browser's Back returns to step 2. */
export const WIZARD_PREVIEW_STEP = 'preview';

/** The wizard's view from `?step=`: 2 'Preview and Start', else 1 'Draft Email'. */
export const wizardViewOf = (step: string | null): 1 | 2 => (step === WIZARD_PREVIEW_STEP ? 2 : 1);

/** /dashboard/campaigns/new?campaignId={id}: step 1's campaign basics again, with the values already saved. */
export function campaignBasicsUrl(paths: DashboardPaths, campaignId: number): string {
  return `${paths.newCampaign}?${new URLSearchParams({ campaignId: String(campaignId) }).toString()}`;
}

/** /dashboard/campaigns/{id}/email-sequences?contactId={id}&step=sequence */
export function sequenceWizardUrl(paths: DashboardPaths, campaignId: number, contactId: number): string {
  const search = new URLSearchParams({ contactId: String(contactId), step: WIZARD_SEQUENCE_STEP });
  return `${paths.emailSequences(campaignId)}?${search.toString()}`;
}

/** /dashboard/contacts/new?campaignId={id}: step 1 of the wizard for an existing campaign. */
export function addContactUrl(paths: DashboardPaths, campaignId: number): string {
  return `${paths.newContact}?${new URLSearchParams({ campaignId: String(campaignId) }).toString()}`;
}

export function isSequenceWizardState(value: unknown): value is SequenceWizardState {
  return typeof value === 'object' && value !== null && (value as { fromContactFlow?: unknown }).fromContactFlow === true;
}

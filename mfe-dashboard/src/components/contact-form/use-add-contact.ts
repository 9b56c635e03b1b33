import { useNavigate } from 'react-router-dom';
import {
  CONTACT_ADDED,
  CreateCampaignDocument,
  CreateContactDocument,
  proposeSendZone,
  EXCLUDE_WEEKENDS_DEFAULT,
  FAILED_TO_ADD_CONTACT,
  FAILED_TO_CREATE_CAMPAIGN,
  extractLinkedInUrl,
  followUpCampaignName,
  sendZoneWithPosting,
  type AddContactMode,
} from 'contracts';
import { useGraphQLMutation } from 'shared-ui';
import { useDashboardPaths } from '../dashboard-paths';
import { useToast } from '../use-toast';
import { sequenceWizardUrl, type SequenceWizardState } from '../wizard-location';
import { browserTimezone, type ContactSubmitValues } from './contact-form-values';
import type { PostingFill } from '../job-posting/use-job-posting-import';

export interface AddContact {
  /** True once the contact is saved (the wizard opens next). */
  addContact: (mode: AddContactMode, values: ContactSubmitValues, posting?: PostingFill | null) => Promise<boolean>;
  adding: boolean;
}

/**
 * Saves the contact of step 1 and moves on to step 2. Without a `campaignId` (the page was opened on its own) the
 * campaign is created first with the wizard defaults of product.md §9.
 */
export function useAddContact(campaignId: number | null): AddContact {
  const paths = useDashboardPaths();
  const navigate = useNavigate();
  const toast = useToast();
  const createCampaign = useGraphQLMutation(CreateCampaignDocument);
  const createContact = useGraphQLMutation(CreateContactDocument);

  const campaignFor = async (
    firstName: string,
    email: string | null,
    posting: PostingFill | null,
  ): Promise<SequenceWizardState['campaign'] | null> => {
    if (campaignId !== null) return { id: campaignId };
    // The recipient's working hours: their country from the address, else the job's location from an imported
    // posting, else the browser's zone (shown, changeable; a guess, never "the zone you chose").
    const zone = sendZoneWithPosting(proposeSendZone({ recipientEmail: email, browserZone: browserTimezone('') }), posting?.zone);
    const { createCampaign: created } = await createCampaign.mutateAsync({
      data: {
        name: followUpCampaignName(firstName),
        timezone: zone.zone,
        timezoneSource: zone.source,
        excludeWeekends: EXCLUDE_WEEKENDS_DEFAULT,
        isActive: true,
        // The server's own read of the posting (kept at import), never the fields the form holds.
        ...(posting && { jobPostingId: posting.id }),
      },
    });
    if (created.success && created.campaign) return created.campaign;
    toast.error(created.message || FAILED_TO_CREATE_CAMPAIGN);
    return null;
  };

  const addContact = async (mode: AddContactMode, values: ContactSubmitValues, posting: PostingFill | null = null) => {
    try {
      const campaign = await campaignFor(values.firstName, values.email || null, posting);
      if (!campaign) return false;
      const { createContact: result } = await createContact.mutateAsync({
        data: {
          email: values.email || null,
          // Manual Entry can carry the URL of a lookup that found nothing (validated like the LinkedIn path's).
          linkedInUrl: values.linkedInUrl ? (extractLinkedInUrl(values.linkedInUrl) ?? values.linkedInUrl) : null,
          firstName: values.firstName,
          lastName: values.lastName || null,
          campaignId: campaign.id,
          appliedAt: values.appliedAt || null,
        },
      });
      if (!result.success || !result.contact) {
        toast.error(result.message || FAILED_TO_ADD_CONTACT);
        return false;
      }
      toast.success(CONTACT_ADDED);
      const state: SequenceWizardState = {
        contact: result.contact,
        campaign,
        fromContactFlow: true,
        ...(posting && {
          posting: {
            role: posting.role.trim(),
            company: posting.company.trim(),
            zone: posting.zone,
            location: posting.location,
          },
        }),
      };
      navigate(sequenceWizardUrl(paths, campaign.id, result.contact.id), { state });
      return true;
    } catch {
      // The data layer has already toasted the server's own message.
      toast.error(FAILED_TO_ADD_CONTACT);
      return false;
    }
  };

  return { addContact, adding: createCampaign.isPending || createContact.isPending };
}

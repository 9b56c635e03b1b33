import { Alert, Button } from 'antd';
import { handWrittenPauseNotice, RESUME_FOLLOW_UPS, ResumeFollowUpsDocument } from 'contracts';
import { useInvalidateSequence } from 'shared-ui';
import { errorText, usePageMutation } from './use-page-mutation';
import { useToast } from './use-toast';

export interface HandWrittenPauseProps {
  contact: {
    id: number;
    campaignId?: number;
    firstName: string;
    isActive: boolean;
    pauseReason?: string | null;
    wroteByHandAt?: string | null;
  };
  /** The sequence's zone, for the day the user wrote. */
  timezone?: string;
}

/**
 * Why the automatic follow-ups are paused when the product paused them (product.md §11: the user wrote to the contact
 * themselves), with the one button that resumes them; the api re-plans the next follow-up inside the sending window.
 */
export function HandWrittenPause({ contact, timezone }: HandWrittenPauseProps) {
  const toast = useToast();
  const invalidate = useInvalidateSequence();
  const resume = usePageMutation(ResumeFollowUpsDocument);
  const notice = contact.isActive ? null : handWrittenPauseNotice({ ...contact, timeZone: timezone });
  if (!notice) return null;

  const onResume = async () => {
    try {
      const { resumeFollowUps } = await resume.mutateAsync({ contactId: contact.id });
      if (resumeFollowUps.success) toast.success(resumeFollowUps.message);
      else toast.error(resumeFollowUps.message);
    } catch (error) {
      toast.error(errorText(error));
    }
    await invalidate({ campaignId: contact.campaignId, contactId: contact.id });
  };

  return (
    <Alert
      type="info"
      showIcon
      className="db-section"
      title={notice}
      action={
        <Button type="primary" size="small" loading={resume.isPending} onClick={onResume}>
          {RESUME_FOLLOW_UPS}
        </Button>
      }
    />
  );
}

import { SetContactOutcomeDocument, type ReplyOutcome } from 'contracts';
import { useInvalidateSequence } from 'shared-ui';
import { errorText, usePageMutation } from '../use-page-mutation';
import { useToast } from '../use-toast';

/**
 * setContactOutcome with its toast, then every view that shows the outcome refreshes (the contact, its timeline, the
 * sequence's rows, the note offer, the home figures). Resolves true when saved.
 */
export function useSetOutcome() {
  const toast = useToast();
  const invalidate = useInvalidateSequence();
  const mutation = usePageMutation(SetContactOutcomeDocument);
  const setOutcome = async (contactId: number, outcome: ReplyOutcome, interviewAt?: string | null): Promise<boolean> => {
    let saved = false;
    try {
      const { setContactOutcome } = await mutation.mutateAsync({ contactId, outcome, interviewAt: interviewAt ?? null });
      saved = setContactOutcome.success;
      if (saved) toast.success(setContactOutcome.message);
      else toast.error(setContactOutcome.message);
    } catch (error) {
      toast.error(errorText(error));
    }
    // The contact's sequence everywhere it shows (its page, its campaign's rows, the home figures).
    await invalidate({ contactId });
    return saved;
  };
  return { setOutcome, saving: mutation.isPending };
}

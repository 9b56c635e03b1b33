import { useId, useState, type FormEvent } from 'react';
import { Button } from 'antd';
import { UpdateContactDocument, localToday, validateAppliedAt } from 'contracts';
import { useInvalidateSequence } from 'shared-ui';
import { errorText, usePageMutation } from '../use-page-mutation';
import { useToast } from '../use-toast';
import '../outcome/outcome.css';
import './application-timeline.css';

/**
 * The day the user applied, set or changed on the contact's page (product.md §11: the timeline starts there); the
 * wizard asks for it when the contact is added.
 */
export function AppliedOnEditor({ contactId, appliedAt }: { contactId: number; appliedAt?: string | null }) {
  const id = useId();
  const toast = useToast();
  const invalidate = useInvalidateSequence();
  const update = usePageMutation(UpdateContactDocument);
  const [value, setValue] = useState(appliedAt ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const changed = value !== (appliedAt ?? '');

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const day = value.trim();
    const refused = day ? validateAppliedAt(day, localToday()) : null;
    setProblem(refused);
    if (refused) return;
    try {
      const { updateContact } = await update.mutateAsync({ data: { id: contactId, appliedAt: day || null } });
      if (updateContact.success) toast.success(updateContact.message);
      else toast.error(updateContact.message);
    } catch (error) {
      toast.error(errorText(error));
    }
    await invalidate({ contactId });
  };

  return (
    <form className="db-outcome__form db-timeline__applied" onSubmit={(event) => void save(event)}>
      <span className="db-outcome__field">
        <label htmlFor={id}>Applied on</label>
        <input
          id={id}
          className="db-outcome__input"
          type="date"
          value={value}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
      </span>
      <Button htmlType="submit" size="small" disabled={!changed} loading={update.isPending}>
        Save date
      </Button>
      {problem ? (
        <span id={`${id}-problem`} role="alert" className="db-timeline__problem">
          {problem}
        </span>
      ) : null}
    </form>
  );
}

// The shared email editor as a user meets it: names or chips in the body (never braces), a same-thread follow-up's
// subject shown but not editable, and each field's error announced and tied to its field.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PLACEHOLDER_CHIPS, PLACEHOLDERS, placeholderChipNote } from 'contracts';
import { EmailStepEditor, type EmailStepEditorProps } from './email-step-editor';

function renderEditor(props: Partial<EmailStepEditorProps> = {}) {
  const onChange = jest.fn();
  render(
    <EmailStepEditor
      index={1}
      subject="Re: Hello"
      subjectEditable={false}
      body={`Hi ${PLACEHOLDERS.contactFirstName},\n\nThanks, ${PLACEHOLDERS.yourName}`}
      thread="same"
      daysDelay={3}
      names={{ contactFirstName: null, yourName: 'Sam' }}
      onChange={onChange}
      idPrefix="step-1"
      classNamePrefix="test-email"
      delayInput="text"
      parseDelay={Number}
      {...props}
    />,
  );
  return { onChange, email: within(screen.getByRole('region', { name: 'Email 2' })) };
}

describe('EmailStepEditor', () => {
  it('shows known names and a chip for unknown ones, never placeholder braces', () => {
    const { email } = renderEditor();
    const body = email.getByLabelText('Body');
    expect(body).toHaveValue(`Hi ${PLACEHOLDER_CHIPS.contactFirstName},\n\nThanks, Sam`);
    expect((body as HTMLTextAreaElement).value).not.toMatch(/[{}]/);
    expect(email.getByText(placeholderChipNote([PLACEHOLDER_CHIPS.contactFirstName]))).toBeInTheDocument();
  });

  it("shows a same-thread follow-up's reused subject read-only and reports a thread switch", async () => {
    const { email, onChange } = renderEditor();
    const subject = email.getByLabelText('Subject');
    expect(subject).toHaveValue('Re: Hello');
    expect(subject).toHaveAttribute('readonly');
    await userEvent.click(email.getByText('New email'));
    expect(onChange).toHaveBeenCalledWith({ thread: 'new' });
  });

  it('announces each field error and ties it to its field', () => {
    const { email } = renderEditor({ errors: { body: 'Write the email body.', daysDelay: 'Wait at least 1 day.' } });
    const alerts = email.getAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(['Write the email body.', 'Wait at least 1 day.']);
    expect(email.getByLabelText('Body')).toHaveAccessibleDescription('Write the email body.');
    expect(email.getByLabelText('Days to wait')).toHaveAttribute('aria-invalid', 'true');
    expect(email.getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'false');
  });
});

// The recipient rules on the Add Contact form (recipientCheck). Once an address is typed or found, a note next to it
// warns when the company already has an active sequence of the user's, or says why the address is refused. On submit,
// the form asks the server again and refuses with its message.
import { Alert } from 'antd';
import { RecipientCheckDocument, isEmailAddress } from 'contracts';
import { executeGraphQL, useGraphQLQuery } from 'shared-ui';
import { useDebouncedValue } from '../use-debounced-value';

/** Long enough that typing an address asks once, short enough to answer before the user reaches the next field. */
const CHECK_DELAY_MS = 400;

/** The server's refusal of an address (its message), or null when allowed or when the check itself failed. */
export async function recipientRefusal(email: string): Promise<string | null> {
  try {
    const { recipientCheck } = await executeGraphQL(RecipientCheckDocument, { email });
    return recipientCheck.allowed ? null : (recipientCheck.message ?? null);
  } catch {
    return null; // createContact applies the same rules and answers with the same message
  }
}

/** The warning or refusal for the address in the email field; nothing until it is a whole address. */
export function RecipientNotice({ email }: { email: string | undefined }) {
  const address = useDebouncedValue((email ?? '').trim(), CHECK_DELAY_MS);
  const check = useGraphQLQuery(RecipientCheckDocument, { email: address }, { enabled: isEmailAddress(address), retry: false });
  const result = isEmailAddress(address) && (email ?? '').trim() === address ? check.data?.recipientCheck : undefined;
  if (!result || (result.allowed && !result.warning)) return null;
  return (
    <Alert
      className="contact-form__recipient"
      role={result.allowed ? 'status' : 'alert'}
      type={result.allowed ? 'warning' : 'error'}
      showIcon
      title={result.allowed ? result.warning : result.message}
    />
  );
}

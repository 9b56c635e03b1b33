import { randomBytes } from 'node:crypto';
import { storeInbound, threadFields } from './inbound-mail';
import { splitMessage } from './mime-headers.util';
import type { MailMessage } from './mail.store';
import type { MicrosoftContext } from './microsoft-context';

/** Exchange Online's system mailbox that signs NDRs in a Microsoft 365 tenant ("Microsoft Outlook"). */
export const EXCHANGE_NDR_MAILBOX = 'MicrosoftExchange329e71ec88ae4615bbc36ab6ce41109e';

/** Exchange's non-delivery report to the sender: "Undeliverable: <subject>" from its system mailbox. */
export async function addNdr(
  context: MicrosoftContext,
  original: MailMessage,
  options: { recipient?: string; reason?: 'notFound' | 'quota' } = {},
): Promise<MailMessage> {
  const account = context.identity.account(original.account)!;
  const domain = account.email.split('@')[1]!;
  const address = account.kind === 'personal' ? `postmaster@${domain}` : `${EXCHANGE_NDR_MAILBOX}@${domain}`;
  const recipient = options.recipient ?? original.toRecipients[0]?.address ?? '';
  const status =
    options.reason === 'quota'
      ? '554 5.2.0 STOREDRV.Submission.Exception:SubmissionQuotaExceededException; Failed to process message due to a permanent exception with message [BeginDiagnosticData]Message submission quota was exceeded.[EndDiagnosticData]'
      : `550 5.1.1 RESOLVER.ADR.RecipNotFound; not found`;
  const boundary = `ndr_${randomBytes(6).toString('hex')}`;
  const body = [
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Delivery has failed to these recipients or groups:',
    '',
    recipient,
    '',
    `Remote Server returned '${status}'`,
    '',
    `--${boundary}`,
    'Content-Type: message/delivery-status',
    '',
    `Reporting-MTA: dns;${account.kind === 'personal' ? 'DM6PR11MB4691.namprd11.prod.outlook.com' : 'AM0PR09MB2187.eurprd09.prod.outlook.com'}`,
    '',
    `Final-recipient: RFC822;${recipient}`,
    'Action: failed',
    `Status: ${options.reason === 'quota' ? '5.2.0' : '5.1.1'}`,
    `Diagnostic-Code: smtp;${status}`,
    '',
    `--${boundary}`,
    'Content-Type: text/rfc822-headers',
    '',
    splitMessage(original.raw).fields.join('\r\n'),
    '',
    `--${boundary}--`,
    '',
  ].join('\r\n');
  const fields: Array<[string, string]> = [
    ['From', `Microsoft Outlook <${address}>`],
    ['To', original.account],
    ['Subject', `Undeliverable: ${original.subject}`],
    ['Date', new Date().toUTCString()],
    ['Message-ID', `<${randomBytes(12).toString('hex')}@${domain}>`],
    ['Auto-Submitted', 'auto-replied'],
    ['MIME-Version', '1.0'],
    ['Content-Type', `multipart/report; report-type=delivery-status; boundary="${boundary}"`],
    ...threadFields(original, true),
  ];
  return storeInbound(
    context,
    original.account,
    fields,
    body,
    { name: 'Microsoft Outlook', address: address.toLowerCase() },
    `Undeliverable: ${original.subject}`,
  );
}

/** Gmail web search for one sent email: by subject and recipient (product.md §2 'View in Gmail'). */
export function gmailSearchUrl(subject: string, recipient: string | null | undefined): string {
  const terms = [`subject:"${subject.replace(/"/g, '')}"`];
  if (recipient) terms.push(`to:${recipient}`);
  return `https://mail.google.com/mail/u/0/#search/${encodeURIComponent(terms.join(' '))}`;
}

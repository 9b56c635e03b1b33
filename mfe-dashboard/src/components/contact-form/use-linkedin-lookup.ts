import { useState } from 'react';
import type { FormInstance } from 'antd';
import {
  GetLinkedInDetailsDocument,
  LINKEDIN_EMAIL_NOT_FOUND,
  extractLinkedInUrl,
  validateLinkedInUrl,
  type EmailConfidence,
} from 'contracts';
import { useGraphQLMutation } from 'shared-ui';
import { splitFullName, type ContactFormValues } from './contact-form-values';

export interface LinkedInLookup {
  findEmail: () => Promise<void>;
  /** Shows the §5 message under the URL when what was typed is not a LinkedIn profile URL (on leaving the field). */
  checkUrl: () => void;
  searching: boolean;
  /** True after a lookup that found nothing: the form offers manual entry (what was typed is kept). */
  failed: boolean;
  /** How sure the finder is of the address it filled in (null before a lookup found one). */
  confidence: EmailConfidence | null;
}

/**
 * 'Find Email': checks the §5 URL rule, asks linkedInDetailsFetcher, and fills the email and the first and last name
 * (the found name split). When nothing is found, what the user typed stays (URL and names), only an email found for
 * an earlier profile goes, and the server's message shows under the URL; the data layer never toasts the
 * 'Email not found' message (product.md §8).
 */
export function useLinkedInLookup(form: FormInstance<ContactFormValues>): LinkedInLookup {
  const lookup = useGraphQLMutation(GetLinkedInDetailsDocument);
  const [searching, setSearching] = useState(false);
  const [failed, setFailed] = useState(false);
  const [confidence, setConfidence] = useState<EmailConfidence | null>(null);

  const showUrlError = (message: string | null) => form.setFields([{ name: 'linkedInUrl', errors: message ? [message] : [] }]);
  const typedUrl = () => form.getFieldValue('linkedInUrl') as string | undefined;

  const checkUrl = () => {
    if ((typedUrl() ?? '').trim()) showUrlError(validateLinkedInUrl(typedUrl()));
  };

  const findEmail = async () => {
    const input = typedUrl();
    const urlError = validateLinkedInUrl(input);
    showUrlError(urlError);
    setFailed(false);
    setConfidence(null);
    if (urlError) return;
    setSearching(true);
    try {
      const { linkedInDetailsFetcher: found } = await lookup.mutateAsync({ linkedInUrl: extractLinkedInUrl(input)! });
      const name = found.name ? splitFullName(found.name) : null;
      form.setFieldsValue({ email: found.email, ...(name?.firstName ? name : {}) });
      setConfidence(found.emailConfidence);
      form.setFields([{ name: 'firstName', errors: [] }]);
    } catch (error) {
      form.setFieldsValue({ email: undefined });
      setFailed(true);
      showUrlError(error instanceof Error && error.message ? error.message : LINKEDIN_EMAIL_NOT_FOUND);
    } finally {
      setSearching(false);
    }
  };

  return { findEmail, checkUrl, searching, failed, confidence };
}

import { useState } from 'react';
import type { FormInstance } from 'antd';
import { GetLinkedInDetailsDocument, extractLinkedInUrl, validateLinkedInUrl } from 'contracts';
import { useGraphQLMutation } from 'shared-ui';
import { splitFullName, type ContactFormValues } from './contact-form-values';

export interface LinkedInLookup {
  findEmail: () => Promise<void>;
  searching: boolean;
}

/**
 * 'Find Email': checks the §5 URL rule, asks linkedInDetailsFetcher, and fills the email and name. When nothing is
 * found the form clears silently and the server's message shows under the URL; the data layer never toasts the
 * 'Email not found' message (spec §8).
 */
export function useLinkedInLookup(form: FormInstance<ContactFormValues>): LinkedInLookup {
  const lookup = useGraphQLMutation(GetLinkedInDetailsDocument);
  const [searching, setSearching] = useState(false);

  const showUrlError = (message: string | null) => form.setFields([{ name: 'linkedInUrl', errors: message ? [message] : [] }]);

  const findEmail = async () => {
    const input = form.getFieldValue('linkedInUrl') as string | undefined;
    const urlError = validateLinkedInUrl(input);
    showUrlError(urlError);
    if (urlError) return;
    setSearching(true);
    try {
      const { linkedInDetailsFetcher: found } = await lookup.mutateAsync({ linkedInUrl: extractLinkedInUrl(input)! });
      const name = found.name ? splitFullName(found.name) : null;
      form.setFieldsValue({ email: found.email, ...(name?.firstName ? name : {}) });
      form.setFields([{ name: 'firstName', errors: [] }]);
    } catch (error) {
      form.setFieldsValue({ email: undefined, firstName: undefined, lastName: undefined });
      showUrlError(error instanceof Error && error.message ? error.message : null);
    } finally {
      setSearching(false);
    }
  };

  return { findEmail, searching };
}

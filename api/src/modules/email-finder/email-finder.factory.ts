// The one place that picks the email finder driver from EMAIL_FINDER_PROVIDER.
import type { EmailFinderConfig } from '../../config/config';
import { apolloEmailFinder } from './apollo.driver';
import type { EmailFinder } from './email-finder.driver';
import { httpEmailFinder } from './http.driver';
import { pdlEmailFinder } from './pdl.driver';

export function createEmailFinder(settings: EmailFinderConfig, fetchImpl: typeof fetch = fetch): EmailFinder {
  switch (settings.provider) {
    case 'apollo':
      return apolloEmailFinder(settings.apollo, fetchImpl);
    case 'pdl':
      return pdlEmailFinder(settings.pdl, fetchImpl);
    case 'http':
      return httpEmailFinder(settings, fetchImpl);
  }
}

// Entry of the standalone public page (scripts/rspack/public-page-config.cjs): the api serves a prerendered page with
// this script, which hydrates it. Inside the shell the remote's './App' is mounted through Module Federation instead.
import { hydratePublicPage } from './hydrate-public-page';

hydratePublicPage(document);

// 'shared-ui/query': the one react-query client of the page. A federation singleton of its own (through the
// 'shared-ui/' prefix), apart from the root entry: the root entry (antd components) is bundled by each app, and
// the client must still exist once for the shell and every remote. Public pages never import it.
export { createAppQueryClient, getQueryClient } from './query-client';

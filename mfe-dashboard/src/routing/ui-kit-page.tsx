// The antd theme and dialog context around a page that uses antd, in the page's own chunk: the remote's App (and the
// sequences list, which draws no antd) never load the UI kit for it.
export { withUiKit } from 'shared-ui';

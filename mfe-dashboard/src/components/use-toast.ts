// The remote's toasts are shared-ui's (one host and hook for every front end); kept as a path for its callers.
export { useToast, type Toast } from 'shared-ui';

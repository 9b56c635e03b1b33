// 'shared-ui/toasts': the antd-free toast host and hook, for pages that load without the UI kit (the shell's sign-in
// pages, the candidate pages). The root 'shared-ui' entry exports the same.
export {
  CONFIRMATION_MS,
  ERROR_MS,
  TOAST_TOP_OFFSET,
  TOASTS_BELOW_ATTRIBUTE,
  ToastHost,
  useToasts,
  type ToastHostProps,
  type ToastInput,
  type ToastKind,
  type Toasts,
} from './toast-host';
export { TOASTS_AVOID_ATTRIBUTE } from './toast-placement.util';
export { useToast, type Toast } from './use-toast';

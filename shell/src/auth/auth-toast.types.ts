/** One toast of the auth pages (its own file: the lazily loaded host and the provider both use it). */
export interface AuthToast {
  type: 'success' | 'error';
  title: string;
  description: string;
}

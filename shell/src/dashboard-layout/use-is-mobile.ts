import { MOBILE_BREAKPOINT } from './layout.constants';
import { useEffect, useState } from 'react';

const QUERY = `(max-width: ${MOBILE_BREAKPOINT - 1}px)`;

/** True below the spec's 768 px breakpoint. */
export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(() => typeof window !== 'undefined' && window.matchMedia(QUERY).matches);
  useEffect(() => {
    const media = window.matchMedia(QUERY);
    const onChange = () => setMobile(media.matches);
    onChange();
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
  return mobile;
}

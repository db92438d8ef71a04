import { useEffect, useState } from 'react';
import { NOTIFICATIONS } from '../../lib/site-config';

/** The mounted flag of spec section 9. */
export const useMountedFlag = (delayMs: number = NOTIFICATIONS.mountedFlagDelayMs): boolean => {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setMounted(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return mounted;
};

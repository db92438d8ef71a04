import { useEffect, useState } from 'react';
import { NOTIFICATIONS } from '../../lib/site-config';

/**
 * The mounted flag of spec section 9: false on the server and in the first browser renders,
 * true 1000 ms after the component mounted.
 */
export const useMountedFlag = (delayMs: number = NOTIFICATIONS.mountedFlagDelayMs): boolean => {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setMounted(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return mounted;
};

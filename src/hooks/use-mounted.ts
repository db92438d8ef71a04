import { useEffect, useState } from 'react';

/**
 * False during the server render and the first browser render, true after: content that
 * exists only in the browser appears after hydration, so the two renders always agree.
 */
export const useMounted = (): boolean => {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
};

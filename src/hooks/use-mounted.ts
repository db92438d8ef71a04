import { useEffect, useState } from 'react';

/** False until after hydration, so the server and first browser renders always agree. */
export const useMounted = (): boolean => {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
};

import type { ObserveWebVitals } from './web-vitals';

/** Its own chunk, fetched only after consent (./web-vitals.ts). */
export const loadWebVitals = async (): Promise<ObserveWebVitals> => {
  const { onCLS, onINP, onLCP, onTTFB } = await import(
    /* webpackChunkName: "web-vitals" */ 'web-vitals'
  );
  return (report) => {
    onCLS(report);
    onINP(report);
    onLCP(report);
    onTTFB(report);
  };
};

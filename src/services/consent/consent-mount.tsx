/** Renders nothing until the view opens, so the first load carries only this. */
import { Suspense, lazy, useSyncExternalStore } from 'react';
import type { Consent } from './consent-store';
import type { ConsentView, ConsentViewStore } from './consent-view';

const ConsentDialogs = lazy(() => import('./consent-dialogs'));

const closed = (): ConsentView => 'closed';

export const ConsentMount = ({ consent, view }: { consent: Consent; view: ConsentViewStore }) => {
  const open = useSyncExternalStore(view.subscribe, view.getSnapshot, closed);
  return open === 'closed' ? null : (
    <Suspense fallback={null}>
      <ConsentDialogs consent={consent} view={view} open={open} />
    </Suspense>
  );
};

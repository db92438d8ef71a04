import {
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import { loadOnce } from '../../lib/load-once';
import { pageSiteForms, type HeldAction } from '../../services/forms/early-form-actions';
import type { SiteFormProps } from './site-form';

/** The form and the form kit (react-hook-form, the rules, the fields): a chunk of their own. */
const loadSiteForm = loadOnce(() => import('./site-form').then((module) => module.SiteForm));

/** Repeats a held action on the form React now handles (here: the first load need not carry it). */
export const repeatAction = (action: HeldAction): void => {
  if (action instanceof HTMLFormElement) action.requestSubmit();
  else if (action.isConnected) action.click();
};

/**
 * A site form whose code is fetched when the visitor reaches for it, not with the page. The
 * server renders the whole form (a working Netlify form); in the browser that HTML stays as it
 * is, dehydrated, until a pointer or the focus reaches a site form (`early-form-actions.ts`
 * watches from client entry), and React then hydrates it. What the visitor typed meanwhile
 * stays, and a submit or a control's click made before then is held and repeated once the form
 * is interactive. Rendered in the browser alone (a client-side navigation), there is no HTML to
 * keep, and the code is fetched at once.
 */
export const SiteFormOnIntent = (props: SiteFormProps) => {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const [hydrated, setHydrated] = useState(false);
  // Decided once, in the first render (the component type must not change after): with no
  // server HTML to keep, code already in renders at once, in the first paint.
  const [SiteForm] = useState((): ComponentType<SiteFormProps> => {
    const fromServer = typeof document !== 'undefined' && document.getElementById(id) !== null;
    const loaded = fromServer ? undefined : loadSiteForm.loaded();
    return (
      loaded ??
      lazy(async () => {
        const watch = pageSiteForms();
        if (fromServer) await watch.reached;
        try {
          return { default: await loadSiteForm() };
        } catch (error) {
          const form = box.current?.querySelector('form');
          if (!form || !(watch.takeHeldAction(form) instanceof HTMLFormElement)) throw error;
          // The visitor has sent it and the code cannot come: the server's form posts it as it
          // is, and the page stays as it is while the browser goes.
          form.submit();
          return new Promise(() => undefined);
        }
      })
    );
  });

  const onInteractive = useCallback(() => setHydrated(true), []);
  // After the commit that marked the form interactive, so the watch lets the action through.
  useEffect(() => {
    const form = box.current?.querySelector('form');
    const action = hydrated && form ? pageSiteForms().takeHeldAction(form) : undefined;
    if (action) repeatAction(action);
  }, [hydrated]);

  return (
    <div id={id} ref={box}>
      <Suspense fallback={null}>
        <SiteForm {...props} onInteractive={onInteractive} />
      </Suspense>
    </div>
  );
};

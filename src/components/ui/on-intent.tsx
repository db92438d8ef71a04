import {
  Suspense,
  createElement,
  lazy,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import { loadOnce } from '../../lib/load-once';
import {
  AWAITS_CODE,
  watchPageEarlyActions,
  type HeldAction,
} from '../../services/forms/early-actions';

/** Repeats a held action on the form React now handles. */
export const repeatAction = (action: HeldAction): void => {
  if (action instanceof HTMLFormElement) action.requestSubmit();
  else if (action.isConnected) action.click();
};

const shallowEqual = (a: object, b: object): boolean => {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.is(a[key as keyof typeof a], b[key as keyof typeof b]))
  );
};

/** `value` as first given, for as long as each render's is shallowly equal to it. */
const useShallowStable = <T extends object>(value: T): T => {
  const kept = useRef(value);
  if (!shallowEqual(kept.current, value)) kept.current = value;
  return kept.current;
};

/**
 * A form (or a component holding one) whose code is fetched when the visitor reaches for it,
 * not with the page. The server renders it whole; in the browser that HTML stays as it is,
 * dehydrated, in a box marked AWAITS_CODE, until a pointer, the focus or typing reaches such a
 * box (`early-actions.ts`, started by the first box's first render); React then hydrates it.
 * What the visitor typed meanwhile stays, and a submit or a control's click made before then is
 * held and repeated once React handles the form. Rendered in the browser alone (a client-side
 * navigation), there is no HTML to keep, and the code is fetched at once.
 *
 * `submitsWithoutCode`: the server's form works without JavaScript (a Netlify form), so a
 * submit held when the code cannot come is posted by it rather than lost.
 */
export const onIntent = <P extends object>(
  load: () => Promise<ComponentType<P>>,
  { submitsWithoutCode = false } = {},
): ComponentType<P> => {
  const loadCode = loadOnce(load);

  return function OnIntent(props: P) {
    const id = useId();
    const box = useRef<HTMLDivElement>(null);
    const [hydrated, setHydrated] = useState(false);
    const onHydrated = useCallback(() => setHydrated(true), []);
    // Decided once, in the first render (the component type must not change after): is there
    // server HTML to keep (on the server: HTML to write)? Without, code already in renders at
    // once, in the first paint.
    const [fromServer] = useState(() => {
      if (typeof document === 'undefined') return true;
      watchPageEarlyActions();
      return document.getElementById(id) !== null;
    });
    const [Content] = useState((): ComponentType<P> => {
      const loaded = fromServer ? undefined : loadCode.loaded();
      if (loaded) return loaded;
      // Typed as what it renders: React's types cannot relate a lazy component's props to a P.
      return lazy(async () => {
        const watch = watchPageEarlyActions();
        if (fromServer) await watch.reached;
        let Loaded: ComponentType<P>;
        try {
          Loaded = await loadCode();
        } catch (error) {
          const action = box.current ? watch.takeHeldAction(box.current) : undefined;
          if (!submitsWithoutCode || !(action instanceof HTMLFormElement)) throw error;
          // The visitor has sent it and the code cannot come: the server's form posts it as
          // it is, and the page stays as it is while the browser goes.
          action.submit();
          return new Promise<never>(() => undefined);
        }
        // Its effect runs after those of everything inside: the form is React's from then on.
        const Hydrated = (innerProps: P) => {
          useEffect(onHydrated, []);
          return createElement(Loaded, innerProps);
        };
        return { default: Hydrated };
      }) as unknown as ComponentType<P>;
    });

    // After the commit that took the mark off the box, so the watch lets the action through.
    useEffect(() => {
      const action =
        hydrated && box.current ? watchPageEarlyActions().takeHeldAction(box.current) : undefined;
      if (action) repeatAction(action);
    }, [hydrated]);

    // The same element while the props are the same: a dehydrated boundary that receives an
    // update before its code is in is dropped and drawn anew by React (error 421), with what
    // was typed. A parent re-renders on a change of hash, for one.
    const stableProps = useShallowStable(props);
    const content = useMemo(
      () => <Suspense fallback={null}>{createElement(Content, stableProps)}</Suspense>,
      [Content, stableProps],
    );

    return (
      <div id={id} ref={box} {...{ [AWAITS_CODE]: fromServer && !hydrated ? '' : undefined }}>
        {content}
      </div>
    );
  };
};

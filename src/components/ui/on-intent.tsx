import {
  Suspense,
  createElement,
  lazy,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import { flushSync } from 'react-dom';
import { loadOnce } from '../../lib/load-once';
import {
  AWAITS_CODE,
  watchPageEarlyActions,
  type HeldAction,
} from '../../services/forms/early-actions';
import type { CarriedOver } from './form-state-carry-over';

/** Repeats a held action on the form React now handles. */
export const repeatAction = (action: HeldAction): void => {
  if (action instanceof HTMLFormElement) action.requestSubmit();
  else if (action.isConnected) action.click();
};

/** Fetched with a form's code, as only the drawing of a form needs it. */
const loadCarryOver = loadOnce(() => import('./form-state-carry-over'));

/** The component a box draws once its code is in, and what it carries over from the server's. */
interface Drawn<P> {
  Content: ComponentType<P>;
  carried?: CarriedOver;
}

/** Renders as a failed render: the error goes to the boundaries above. */
const failedWith = (error: unknown) =>
  function FailedToLoad(): never {
    throw error;
  };

/**
 * Runs before the new form's own layout effects and refs (it is their earlier sibling), so the
 * values are in its controls when react-hook-form registers them, as after a hydration. The box
 * is found by its id: its ref is set after its children's effects.
 */
const RestoreFormState = ({ boxId, carried }: { boxId: string; carried?: CarriedOver }) => {
  useLayoutEffect(() => {
    const box = document.getElementById(boxId);
    if (box && carried) carried.restore(box);
  }, [boxId, carried]);
  return null;
};

/**
 * The server's HTML of a waiting box, as React is to keep it: read from the page once, so that
 * React hydrates the box at once without the form's code, and leaves it alone.
 */
const serverHtmlOf = (id: string) => ({ __html: document.getElementById(id)?.innerHTML ?? '' });

/**
 * A form (or a component holding one) whose code is fetched when the visitor reaches for it,
 * not with the page. The server renders it whole. In the browser the box keeps that HTML as
 * static markup, marked AWAITS_CODE, until a pointer, the focus or typing reaches such a box
 * (`early-actions.ts`, started by the first box's first render); once the code is in, and no
 * pointer or key is pressed, React draws the form in its place, with what the visitor typed,
 * the focus and the caret carried over, and a submit or a control's click made meanwhile is
 * repeated on it. The static markup
 * is what keeps what was typed through a re-render of the page: a box left dehydrated would be
 * drawn anew, empty, by any context change above it (error 421; a change of hash changes the
 * router's location). Rendered in the browser alone (a client-side navigation), there is no
 * HTML to keep, and the code is fetched at once.
 *
 * `submitsWithoutCode`: the server's form works without JavaScript (a Netlify form), so a
 * submit held when the code cannot come is posted by it rather than lost.
 */
export const onIntent = <P extends object>(
  load: () => Promise<ComponentType<P>>,
  { submitsWithoutCode = false } = {},
): ComponentType<P> => {
  const loadCode = loadOnce(load);
  // One for every box of this kind (a new one per render would suspend each render anew).
  // Typed as what it renders: React's types cannot relate a lazy component's props to a P.
  const LazyContent = lazy(() =>
    loadCode().then((Loaded) => ({ default: Loaded })),
  ) as unknown as ComponentType<P>;

  return function OnIntent(props: P) {
    const id = useId();
    const box = useRef<HTMLDivElement | null>(null);
    // Decided once, in the first render: the server's HTML to keep, if it is in the page. On
    // the server there is HTML to write; without either, the code renders in the first paint
    // when it is already in.
    const [kept] = useState(() => {
      if (typeof document === 'undefined') return undefined;
      watchPageEarlyActions();
      return document.getElementById(id) ? serverHtmlOf(id) : undefined;
    });
    const [drawn, setDrawn] = useState<Drawn<P> | undefined>(() =>
      typeof document === 'undefined' || kept
        ? undefined
        : { Content: loadCode.loaded() ?? LazyContent },
    );
    const [repeat, setRepeat] = useState<{ find: NonNullable<CarriedOver['held']> }>();

    useEffect(() => {
      if (!kept) return;
      let mounted = true;
      const watch = watchPageEarlyActions();
      const draw = ([Loaded, { carryOver }]: [
        ComponentType<P>,
        Awaited<ReturnType<typeof loadCarryOver>>,
      ]) => {
        const current = box.current;
        if (!mounted || !current) return;
        // Read and drawn in one task, so that nothing typed in between is lost.
        const carried = carryOver(current, watch.takeHeldAction(current));
        flushSync(() => setDrawn({ Content: Loaded, carried }));
      };
      const fail = (error: unknown) => {
        const action = box.current ? watch.takeHeldAction(box.current) : undefined;
        if (submitsWithoutCode && action instanceof HTMLFormElement) {
          // The visitor has sent it and the code cannot come: the server's form posts it as
          // it is, and the page stays as it is while the browser goes.
          action.submit();
        } else if (mounted) {
          // To the error boundaries, as a failed render would.
          setDrawn({ Content: failedWith(error) });
        }
      };
      watch.reached
        .then(() => Promise.all([loadCode(), loadCarryOver()]))
        // Not in the middle of a press: a click whose down was on the server's button and whose
        // up is on the drawn one is lost.
        .then((loaded) => watch.idle().then(() => loaded))
        .then(draw, fail);
      return () => {
        mounted = false;
      };
    }, [kept]);

    // Once the form's own effects have run and the state they set (the fields it registers)
    // is rendered, so that the repeated action finds the form complete.
    const held = drawn?.carried?.held;
    useEffect(() => setRepeat(held && { find: held }), [held]);
    useEffect(() => {
      const action = repeat && box.current ? repeat.find(box.current) : undefined;
      if (action) repeatAction(action);
    }, [repeat]);

    if (kept && !drawn) {
      return (
        <div
          id={id}
          ref={box}
          {...{ [AWAITS_CODE]: '' }}
          dangerouslySetInnerHTML={kept}
          suppressHydrationWarning
        />
      );
    }
    if (!drawn) {
      // The server's render, which the browser keeps until the code is in.
      return (
        <div id={id} {...{ [AWAITS_CODE]: '' }}>
          <Suspense fallback={null}>{createElement(LazyContent, props)}</Suspense>
        </div>
      );
    }
    return (
      <div id={id} ref={box} key="drawn">
        <RestoreFormState boxId={id} carried={drawn.carried} />
        <Suspense fallback={null}>{createElement(drawn.Content, props)}</Suspense>
      </div>
    );
  };
};

/** @jest-environment jsdom */
import { AWAITS_CODE, watchEarlyActions, type EarlyActionWatch } from './early-actions';

const PAGE = `
  <div id="waiting" ${AWAITS_CODE}>
    <form name="pending">
      <input name="email" />
      <div role="combobox" tabindex="0">+44</div>
      <button type="button">Show</button>
      <button>Send</button>
    </form>
  </div>
  <div id="handled"><form name="handled"><button>Send</button></form></div>
  <form name="search"><input name="q" /><button>Search</button></form>
  <p>Elsewhere</p>`;

const element = <T extends HTMLElement = HTMLElement>(selector: string): T => {
  const found = doc.querySelector<T>(selector);
  if (!found) throw new Error(`no ${selector}`);
  return found;
};
const form = (name: string) => element<HTMLFormElement>(`form[name="${name}"]`);
const box = (id: string) => element(`#${id}`);

/** Dispatches `type` on `target` as the browser would; answers whether the default went on. */
const dispatch = (target: Element, type: string) =>
  target.dispatchEvent(new Event(type, { bubbles: true, cancelable: true }));

/** Whether `watch.reached` has resolved, once pending callbacks have run. */
const hasReached = async (watch: EarlyActionWatch) => {
  let reached = false;
  void watch.reached.then(() => {
    reached = true;
  });
  await Promise.resolve();
  return reached;
};

// Each test watches a fresh document, so no listener of one test sees another's events.
let doc: Document;
beforeEach(() => {
  doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML = PAGE;
});

describe('watchEarlyActions', () => {
  it.each(['pointerover', 'pointerdown', 'focusin', 'input'])(
    'intent: %s in a box that waits for its code, not elsewhere',
    async (type) => {
      const watch = watchEarlyActions(doc);
      dispatch(element('p'), type);
      dispatch(element('form[name="handled"] button'), type);
      dispatch(element('form[name="search"] input'), type);
      expect(await hasReached(watch)).toBe(false);
      dispatch(element('form[name="pending"] input'), type);
      expect(await hasReached(watch)).toBe(true);
    },
  );

  it("turns the browser's checks off in the boxes' forms only: a submit must reach the hold", () => {
    expect(form('pending').noValidate).toBe(false);
    watchEarlyActions(doc);
    expect(form('pending').noValidate).toBe(true);
    expect(form('search').noValidate).toBe(false);
  });

  it('counts a focus already in such a box when it starts as intent', async () => {
    // The window's own document: only a document with a window has a focus.
    document.body.innerHTML = PAGE;
    const elsewhere = watchEarlyActions(document);
    expect(await hasReached(elsewhere)).toBe(false);
    document.querySelector<HTMLInputElement>('form[name="pending"] input')?.focus();
    expect(await hasReached(watchEarlyActions(document))).toBe(true);
    document.body.innerHTML = '';
  });

  it('holds a submit of a form in such a box, as intent, and answers it once', async () => {
    const watch = watchEarlyActions(doc);
    expect(dispatch(form('pending'), 'submit')).toBe(false);
    expect(await hasReached(watch)).toBe(true);
    expect(watch.takeHeldAction(box('waiting'))).toBe(form('pending'));
    expect(watch.takeHeldAction(box('waiting'))).toBeUndefined();
  });

  it('lets the submits of other forms through', () => {
    const watch = watchEarlyActions(doc);
    expect(dispatch(form('handled'), 'submit')).toBe(true);
    expect(dispatch(form('search'), 'submit')).toBe(true);
    expect(watch.takeHeldAction(box('handled'))).toBeUndefined();
  });

  it('holds the last click on a control that needs code; a submit button’s click goes on', () => {
    const watch = watchEarlyActions(doc);
    expect(dispatch(element('form[name="pending"] [role="combobox"]'), 'click')).toBe(false);
    expect(dispatch(element('form[name="pending"] button[type="button"]'), 'click')).toBe(false);
    expect(dispatch(element('form[name="pending"] button:not([type])'), 'click')).toBe(true);
    expect(watch.takeHeldAction(box('waiting'))).toBe(
      element('form[name="pending"] button[type="button"]'),
    );
  });

  it('a submit after a click is what is held: the visitor’s last action', () => {
    const watch = watchEarlyActions(doc);
    dispatch(element('form[name="pending"] [role="combobox"]'), 'click');
    dispatch(form('pending'), 'submit');
    expect(watch.takeHeldAction(box('waiting'))).toBe(form('pending'));
  });
});

describe('the watch’s idle moments', () => {
  /** Whether `watch.idle()` has resolved after `ms` of fake time. */
  const idleAfter = async (idle: Promise<void>, ms: number) => {
    let resolved = false;
    void idle.then(() => {
      resolved = true;
    });
    await jest.advanceTimersByTimeAsync(ms);
    return resolved;
  };
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is now when nothing is pressed', async () => {
    const watch = watchEarlyActions(doc);
    expect(await idleAfter(watch.idle(), 0)).toBe(true);
  });

  it('waits for the click that ends a press, then for its handlers', async () => {
    const watch = watchEarlyActions(doc);
    const send = element('form[name="pending"] button:not([type])');
    dispatch(send, 'pointerdown');
    const idle = watch.idle();
    dispatch(send, 'pointerup');
    expect(await idleAfter(idle, 100)).toBe(false);
    dispatch(send, 'click');
    expect(await idleAfter(idle, 0)).toBe(true);
  });

  it('ends a press that no click follows (a drag) a moment after its release', async () => {
    const watch = watchEarlyActions(doc);
    dispatch(element('p'), 'pointerdown');
    const idle = watch.idle();
    dispatch(element('p'), 'pointerup');
    expect(await idleAfter(idle, 200)).toBe(false);
    expect(await idleAfter(idle, 200)).toBe(true);
  });

  it('waits while a key is down', async () => {
    const watch = watchEarlyActions(doc);
    const input = element('form[name="pending"] input');
    input.dispatchEvent(new KeyboardEvent('keydown', { code: 'Space', bubbles: true }));
    const idle = watch.idle();
    expect(await idleAfter(idle, 1000)).toBe(false);
    input.dispatchEvent(new KeyboardEvent('keyup', { code: 'Space', bubbles: true }));
    expect(await idleAfter(idle, 0)).toBe(true);
  });
});

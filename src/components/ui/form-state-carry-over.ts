/**
 * What a visitor did to a form that React then draws anew: the values of its controls, where
 * the focus and the caret were, and which element an action was held on. Read from the old
 * elements, written into the new ones, which are drawn from the same components with the same
 * props and so have the same shape (`onIntent`'s server HTML and the form its code renders).
 * `onIntent` fetches this module with the form's code: a page needs it only then.
 */

/**
 * An element's place under a box: its index among its parent's elements at each level, and its
 * tag, to tell when the new elements differ.
 */
export interface ElementPlace {
  path: readonly number[];
  tagName: string;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

interface ControlState {
  name: string;
  /** A radio button's or checkbox's value tells one of a group from another. */
  value: string;
  checked?: boolean;
  /** A multiple select's chosen options. */
  selected?: readonly string[];
}

export interface FormState {
  controls: readonly ControlState[];
  focus?: {
    place: ElementPlace;
    selection?: { start: number; end: number; direction: 'forward' | 'backward' | 'none' };
  };
}

/** Controls whose value is the visitor's: not hidden fields, buttons or files. */
const VISITOR_CONTROLS =
  'input[name]:not([type="hidden"], [type="file"], [type="submit"], [type="button"], [type="reset"], [type="image"]), select[name], textarea[name]';

const controlsIn = (box: Element) => [...box.querySelectorAll<Control>(VISITOR_CONTROLS)];

const isToggle = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

/** Where `element` sits under `box`; none when it is not under it. */
export const placeOf = (box: Element, element: Element): ElementPlace | undefined => {
  const path: number[] = [];
  for (let node = element; node !== box;) {
    const parent = node.parentElement;
    if (!parent) return undefined;
    path.unshift([...parent.children].indexOf(node));
    node = parent;
  }
  return { path, tagName: element.tagName };
};

/** The element at `place` under `box`, if there is one there of the same tag. */
export const elementAt = (
  box: Element,
  { path, tagName }: ElementPlace,
): HTMLElement | undefined => {
  let node: Element | undefined = box;
  for (const index of path) node = node?.children[index];
  return node instanceof HTMLElement && node.tagName === tagName ? node : undefined;
};

/** A text selection, where the control has one (a text box, not a checkbox or select). */
const selectionOf = (element: Element) => {
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return;
  try {
    const { selectionStart: start, selectionEnd: end, selectionDirection } = element;
    if (start === null || end === null) return undefined;
    return { start, end, direction: selectionDirection ?? 'none' };
  } catch {
    // Types without a selection (e-mail, number) throw in some browsers.
    return undefined;
  }
};

export const readFormState = (box: Element): FormState => {
  const controls = controlsIn(box).map((control): ControlState => {
    if (isToggle(control))
      return { name: control.name, value: control.value, checked: control.checked };
    if (control instanceof HTMLSelectElement && control.multiple) {
      const selected = [...control.selectedOptions].map((option) => option.value);
      return { name: control.name, value: control.value, selected };
    }
    return { name: control.name, value: control.value };
  });
  const active = box.ownerDocument.activeElement;
  const place = active && active !== box ? placeOf(box, active) : undefined;
  return {
    controls,
    focus: place && active ? { place, selection: selectionOf(active) } : undefined,
  };
};

/**
 * Writes `state` into the controls under `box`, matched by name (and a toggle's value), and
 * puts the focus and caret back. Values are set as a visitor's typing leaves them (the value,
 * not the attribute), so a form library that keeps what was typed before it was ready (as
 * react-hook-form does at registration) takes them as typed.
 */
export const restoreFormState = (box: Element, state: FormState): void => {
  const remaining = [...state.controls];
  for (const control of controlsIn(box)) {
    const index = remaining.findIndex(
      (entry) =>
        entry.name === control.name && (!isToggle(control) || entry.value === control.value),
    );
    const [entry] = index === -1 ? [] : remaining.splice(index, 1);
    if (!entry) continue;
    if (isToggle(control)) control.checked = entry.checked ?? false;
    else if (control instanceof HTMLSelectElement && entry.selected) {
      for (const option of control.options) option.selected = entry.selected.includes(option.value);
    } else control.value = entry.value;
  }
  const { focus } = state;
  if (!focus) return;
  const target = elementAt(box, focus.place);
  if (!target) return;
  target.focus({ preventScroll: true });
  const { selection } = focus;
  if (selection && (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) {
    try {
      target.setSelectionRange(selection.start, selection.end, selection.direction);
    } catch {
      // As above: no selection on this type.
    }
  }
};

/** What `carryOver` read from a form, to write into the same form drawn anew. */
export interface CarriedOver {
  /** Writes the values, the focus and the caret into the controls under `box`. */
  restore: (box: Element) => void;
  /** The element under `box` in the place of the one an action was held on. */
  held?: (box: Element) => HTMLElement | undefined;
}

/** Reads the form under `box` now, and `heldOn`'s place in it. */
export const carryOver = (box: Element, heldOn?: Element): CarriedOver => {
  const state = readFormState(box);
  const place = heldOn ? placeOf(box, heldOn) : undefined;
  return {
    restore: (to) => restoreFormState(to, state),
    held: place && ((to) => elementAt(to, place)),
  };
};

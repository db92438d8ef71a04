/** @jest-environment jsdom */
import {
  carryOver,
  elementAt,
  placeOf,
  readFormState,
  restoreFormState,
} from './form-state-carry-over';

const FORM = `
  <form>
    <input type="hidden" name="form-name" value="lead">
    <label>Name <input name="name"></label>
    <label>Message <textarea name="message"></textarea></label>
    <select name="size"><option value="">Pick</option><option value="s">Small</option><option value="l">Large</option></select>
    <select name="topics" multiple><option value="a">A</option><option value="b">B</option><option value="c">C</option></select>
    <label><input type="checkbox" name="consent"> Yes</label>
    <label><input type="radio" name="plan" value="basic"> Basic</label>
    <label><input type="radio" name="plan" value="pro"> Pro</label>
    <button type="button">Country</button>
    <button type="submit">Send</button>
  </form>`;

/** Two boxes with the same form, as the server's HTML and the form drawn in its place. */
const boxes = () => {
  document.body.innerHTML = `<div id="old">${FORM}</div><div id="new">${FORM}</div>`;
  const [from, to] = ['old', 'new'].map((id) => document.getElementById(id) as HTMLElement);
  if (!from || !to) throw new Error('no boxes');
  return { from, to };
};
const control = <T extends Element>(box: Element, selector: string) => {
  const found = box.querySelector<T>(selector);
  if (!found) throw new Error(`nothing matches ${selector}`);
  return found;
};

describe('carrying a form’s state over to the same form drawn anew', () => {
  it('carries every value the visitor set, and no hidden field', () => {
    const { from, to } = boxes();
    control<HTMLInputElement>(from, '[name="name"]').value = 'Ada';
    control<HTMLTextAreaElement>(from, 'textarea').value = 'Two\nlines';
    control<HTMLSelectElement>(from, '[name="size"]').value = 'l';
    for (const option of control<HTMLSelectElement>(from, '[name="topics"]').options) {
      option.selected = option.value !== 'b';
    }
    control<HTMLInputElement>(from, '[name="consent"]').checked = true;
    control<HTMLInputElement>(from, '[value="pro"]').checked = true;
    control<HTMLInputElement>(from, '[name="form-name"]').value = 'changed by a script';

    restoreFormState(to, readFormState(from));

    expect(control<HTMLInputElement>(to, '[name="name"]').value).toBe('Ada');
    expect(control<HTMLTextAreaElement>(to, 'textarea').value).toBe('Two\nlines');
    expect(control<HTMLSelectElement>(to, '[name="size"]').value).toBe('l');
    const topics = control<HTMLSelectElement>(to, '[name="topics"]');
    expect([...topics.selectedOptions].map(({ value }) => value)).toEqual(['a', 'c']);
    expect(control<HTMLInputElement>(to, '[name="consent"]').checked).toBe(true);
    expect(control<HTMLInputElement>(to, '[value="basic"]').checked).toBe(false);
    expect(control<HTMLInputElement>(to, '[value="pro"]').checked).toBe(true);
    expect(control<HTMLInputElement>(to, '[name="form-name"]').value).toBe('lead');
    // As typing leaves them: the value, not the attribute a form library reads as its default.
    expect(control<HTMLInputElement>(to, '[name="name"]').defaultValue).toBe('');
  });

  it('puts the focus and the caret back where they were', () => {
    const { from, to } = boxes();
    const message = control<HTMLTextAreaElement>(from, 'textarea');
    message.value = 'Katherine';
    message.focus();
    message.setSelectionRange(2, 5, 'backward');

    restoreFormState(to, readFormState(from));

    const drawn = control<HTMLTextAreaElement>(to, 'textarea');
    expect(document.activeElement).toBe(drawn);
    expect([drawn.selectionStart, drawn.selectionEnd, drawn.selectionDirection]).toEqual([
      2,
      5,
      'backward',
    ]);
  });

  it('leaves the focus alone when it was outside the form', () => {
    const { from, to } = boxes();
    const outside = document.body.appendChild(document.createElement('button'));
    outside.focus();
    restoreFormState(to, readFormState(from));
    expect(document.activeElement).toBe(outside);
  });
});

describe('an element’s place under a box', () => {
  it('finds the same element in the other box', () => {
    const { from, to } = boxes();
    const place = placeOf(from, control(from, 'button[type="button"]'));
    expect(place).toEqual({ path: [0, 8], tagName: 'BUTTON' });
    expect(place && elementAt(to, place)).toBe(control(to, 'button[type="button"]'));
  });

  it('is none for an element outside the box, and finds nothing where the tag differs', () => {
    const { from, to } = boxes();
    expect(placeOf(from, control(to, 'form'))).toBeUndefined();
    expect(elementAt(to, { path: [0, 8], tagName: 'INPUT' })).toBeUndefined();
    expect(elementAt(to, { path: [0, 42], tagName: 'BUTTON' })).toBeUndefined();
  });
});

describe('carryOver', () => {
  it('reads the form when called, and finds the held element’s counterpart', () => {
    const { from, to } = boxes();
    control<HTMLInputElement>(from, '[name="name"]').value = 'Ada';
    const carried = carryOver(from, control(from, 'button[type="button"]'));
    // Typed after the reading: not carried.
    control<HTMLInputElement>(from, '[name="name"]').value = 'Ada Lovelace';
    carried.restore(to);
    expect(control<HTMLInputElement>(to, '[name="name"]').value).toBe('Ada');
    expect(carried.held?.(to)).toBe(control(to, 'button[type="button"]'));
    expect(carryOver(from).held).toBeUndefined();
  });
});

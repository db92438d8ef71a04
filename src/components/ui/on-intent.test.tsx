/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { AWAITS_CODE } from '../../services/forms/early-actions';
import { onIntent, repeatAction } from './on-intent';

const Greeting = ({ name }: { name: string }) => (
  <form aria-label="Greeting">
    <p>Hello {name}</p>
  </form>
);

// The server-rendered path (the HTML kept until the visitor reaches for it, what is typed and
// sent meanwhile) needs a browser: tests/e2e/forms.spec.ts, "site forms: code on intent". The
// server's HTML: on-intent.server.test.tsx.
describe('onIntent rendered in the browser alone (a client-side navigation)', () => {
  // The component starts the page's watch, which answers only once a visitor reaches into a
  // waiting box: nobody does here.
  it('fetches the code at once, with no server HTML to keep and nobody reaching for it', async () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    const Component = onIntent(load);
    render(<Component name="Ada" />);
    const form = await screen.findByRole('form', { name: 'Greeting' });
    expect(form).toHaveTextContent('Hello Ada');
    // Nothing to wait for: the watch leaves its box alone.
    expect(form.closest(`[${AWAITS_CODE}]`)).toBeNull();
  });

  it('renders code already in within its first render', async () => {
    const Component = onIntent(() => Promise.resolve(Greeting));
    const { unmount } = render(<Component name="Ada" />);
    await screen.findByText('Hello Ada');
    unmount();
    render(<Component name="Grace" />);
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
  });
});

describe('repeatAction', () => {
  it('submits a form through its submit event, and clicks a control still on the page', () => {
    document.body.innerHTML = '<form><button type="button">Show</button></form>';
    const pending = document.querySelector('form') as HTMLFormElement;
    const submitted = jest.fn((event: Event) => event.preventDefault());
    pending.addEventListener('submit', submitted);
    repeatAction(pending);
    expect(submitted).toHaveBeenCalledTimes(1);

    const show = document.querySelector('button') as HTMLButtonElement;
    const clicked = jest.fn();
    show.addEventListener('click', clicked);
    repeatAction(show);
    show.remove();
    repeatAction(show);
    expect(clicked).toHaveBeenCalledTimes(1);
  });
});

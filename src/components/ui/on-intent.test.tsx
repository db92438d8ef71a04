/** @jest-environment jsdom */
import '../../../tests/support/runtime/text-encoding';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Component, createContext, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { AWAITS_CODE } from '../../services/forms/early-actions';
import { CheckboxField, Form, SubmitButton, TextField, useKitForm } from '../forms';
import { onIntent, repeatAction } from './on-intent';

const Greeting = ({ name }: { name: string }) => (
  <form aria-label="Greeting">
    <p>Hello {name}</p>
  </form>
);

// The server's HTML: on-intent.server.test.tsx; in a browser, with the site's forms:
// tests/e2e/forms.spec.ts, "site forms: code on intent".
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

/** A form of the kit, as a box fetched on intent holds one. */
interface Lead {
  name: string;
  consent: boolean;
}
const LeadForm = ({ onSubmit }: { onSubmit: (values: Lead) => void }) => {
  const form = useKitForm<Lead>({ defaultValues: { name: '', consent: false } });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Lead">
      <TextField<Lead> name="name" label="Name" required />
      <CheckboxField<Lead> name="consent" label="Keep me posted" />
      <SubmitButton>Send</SubmitButton>
    </Form>
  );
};

type LeadBox = ComponentType<{ onSubmit: (values: Lead) => void }>;

/** The page around the box: a context that changes, as the router's location does. */
const Place = createContext('');
const Page = ({
  place,
  Box,
  onSubmit,
}: {
  place: string;
  Box: LeadBox;
  onSubmit: (values: Lead) => void;
}) => (
  <Place.Provider value={place}>
    <main>
      <Place.Consumer>{(value) => <p>At {value || 'the top'}</p>}</Place.Consumer>
      <Box onSubmit={onSubmit} />
    </main>
  </Place.Provider>
);

/**
 * The page's server HTML: rendered with no document, as on the server, by a box of its own
 * whose code is already in (Gatsby's render waits for it).
 */
const serverHtml = async (onSubmit: (values: Lead) => void): Promise<string> => {
  const OnServer = onIntent(() => Promise.resolve(LeadForm));
  const page = <Page place="" Box={OnServer} onSubmit={onSubmit} />;
  const document = Object.getOwnPropertyDescriptor(globalThis, 'document');
  // react-hook-form's layout effects warn in a server render with a window; the first render
  // suspends until the code is in.
  const warnings = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  Object.defineProperty(globalThis, 'document', { value: undefined, configurable: true });
  try {
    renderToString(page);
    await new Promise((resolve) => setTimeout(resolve, 0));
    return renderToString(page);
  } finally {
    if (document) Object.defineProperty(globalThis, 'document', document);
    warnings.mockRestore();
  }
};

/** A load that waits until the test lets the code come, or fails it. */
const heldCode = () => {
  let release: (outcome?: 'fail') => void = () => undefined;
  const released = new Promise<'fail' | undefined>((resolve) => (release = resolve));
  const load = jest.fn(() =>
    released.then((outcome) => {
      if (outcome === 'fail') throw new Error('offline');
      return LeadForm;
    }),
  );
  return { load, release };
};

const nameBox = () => screen.getByRole<HTMLInputElement>('textbox', { name: /^Name/ });

describe('onIntent hydrating the server’s HTML', () => {
  const hydrated = async (Box: LeadBox, onSubmit: (values: Lead) => void) => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = await serverHtml(onSubmit);
    const root = await act(async () =>
      hydrateRoot(container, <Page place="" Box={Box} onSubmit={onSubmit} />),
    );
    return {
      box: () => container.querySelector('main > div') as HTMLElement,
      rerender: (place: string) =>
        act(() => root.render(<Page place={place} Box={Box} onSubmit={onSubmit} />)),
      unmount: () => {
        act(() => root.unmount());
        container.remove();
      },
    };
  };

  it('keeps the form and what was typed through a change above it, then draws it with them', async () => {
    const code = heldCode();
    const Box = onIntent(code.load);
    const onSubmit = jest.fn();
    const page = await hydrated(Box, onSubmit);
    expect(page.box()).toHaveAttribute(AWAITS_CODE);
    const serverForm = screen.getByRole('form', { name: 'Lead' });

    // Typing reaches for the box: the code is asked for, and held back here.
    fireEvent.input(nameBox(), { target: { value: 'Katherine' } });
    nameBox().focus();
    nameBox().setSelectionRange(1, 4);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Keep me posted' }));
    await waitFor(() => expect(code.load).toHaveBeenCalled());

    // The context above changes (a change of hash): the server's form is still there.
    page.rerender('#get-your-copy');
    expect(screen.getByText('At #get-your-copy')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Lead' })).toBe(serverForm);
    expect(nameBox()).toHaveValue('Katherine');

    await act(async () => code.release());
    const drawn = screen.getByRole('form', { name: 'Lead' });
    expect(drawn).not.toBe(serverForm);
    expect(page.box()).not.toHaveAttribute(AWAITS_CODE);
    expect(nameBox()).toHaveValue('Katherine');
    expect(nameBox()).toHaveFocus();
    expect([nameBox().selectionStart, nameBox().selectionEnd]).toEqual([1, 4]);
    expect(screen.getByRole('checkbox', { name: 'Keep me posted' })).toBeChecked();

    // react-hook-form took them as typed.
    await act(async () => fireEvent.submit(drawn));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Katherine', consent: true }, expect.anything());
    page.unmount();
  });

  it('repeats a submit made before the code came on the form drawn in its place', async () => {
    const code = heldCode();
    const Box = onIntent(code.load);
    const onSubmit = jest.fn();
    const page = await hydrated(Box, onSubmit);
    fireEvent.input(nameBox(), { target: { value: 'Grace' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Lead' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await act(async () => code.release());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ name: 'Grace', consent: false }, expect.anything()),
    );
    page.unmount();
  });

  it('draws the form only once a press under way has ended, so its click is not lost', async () => {
    const code = heldCode();
    const Box = onIntent(code.load);
    const onSubmit = jest.fn();
    const page = await hydrated(Box, onSubmit);
    fireEvent.input(nameBox(), { target: { value: 'Ada' } });
    const serverForm = screen.getByRole('form', { name: 'Lead' });
    const send = screen.getByRole('button', { name: 'Send' });
    fireEvent.pointerDown(send);
    await act(async () => code.release());
    // The code is in, the button still pressed: the server's form stays.
    expect(screen.getByRole('form', { name: 'Lead' })).toBe(serverForm);
    fireEvent.pointerUp(send);
    await act(async () => {
      fireEvent.click(send);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByRole('form', { name: 'Lead' })).not.toBe(serverForm);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ name: 'Ada', consent: false }, expect.anything()),
    );
    page.unmount();
  });

  it('has the server’s form post a held submit when the code cannot come', async () => {
    const code = heldCode();
    const Box = onIntent(code.load, { submitsWithoutCode: true });
    // jsdom does not navigate: the post is seen as the call.
    const post = jest
      .spyOn(HTMLFormElement.prototype, 'submit')
      .mockImplementation(() => undefined);
    const page = await hydrated(Box, jest.fn());
    const serverForm = screen.getByRole('form', { name: 'Lead' });
    fireEvent.submit(serverForm);
    expect(post).not.toHaveBeenCalled();
    await act(async () => code.release('fail'));
    expect(post.mock.contexts).toEqual([serverForm]);
    post.mockRestore();
    page.unmount();
  });
});

/** Shows the error a render threw, as the site's error boundaries do. */
class Caught extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

describe('onIntent when the code cannot come and nothing was sent', () => {
  it('hands the failure to the error boundaries, as a failed render does', async () => {
    const code = heldCode();
    const Box = onIntent(code.load, { submitsWithoutCode: true });
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = await serverHtml(jest.fn());
    const page = (
      <Caught>
        <Page place="" Box={Box} onSubmit={jest.fn()} />
      </Caught>
    );
    // React reports the error it caught.
    const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = await act(async () => hydrateRoot(container, page));
    fireEvent.input(nameBox(), { target: { value: 'Ada' } });
    await act(async () => code.release('fail'));
    expect(screen.getByRole('alert')).toHaveTextContent('offline');
    reported.mockRestore();
    act(() => root.unmount());
    container.remove();
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

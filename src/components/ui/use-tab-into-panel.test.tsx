/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Component, useState, type ReactNode } from 'react';
import { onDemand, type OnDemand } from './on-demand';
import { useTabIntoPanel } from './use-tab-into-panel';

const Links = () => (
  <ul>
    <li>
      <a href="/first">First link</a>
    </li>
    <li>
      <a href="/second">Second link</a>
    </li>
  </ul>
);

/** A panel whose code arrives when the test says so. */
const panelOnCall = () => {
  let arrive: (outcome: 'in' | 'failed') => void = () => undefined;
  const Panel = onDemand<object>(
    () =>
      new Promise((resolve, reject) => {
        arrive = (outcome) => (outcome === 'in' ? resolve(Links) : reject(new Error('offline')));
      }),
  );
  return { Panel, arrive: (outcome: 'in' | 'failed') => arrive(outcome) };
};

/** Stands in for the site's error handling, which reloads the page when a chunk fails. */
class PanelFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <p>The menu could not load.</p> : this.props.children;
  }
}

const Disclosure = ({ Panel }: { Panel: OnDemand<object> }) => {
  const [open, setOpen] = useState(false);
  const onKeyDown = useTabIntoPanel(Panel, open);
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls="panel"
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onKeyDown}
      >
        Menu
      </button>
      {open && (
        <div id="panel">
          <PanelFailure>
            <Panel />
          </PanelFailure>
        </div>
      )}
      <button type="button">Next</button>
    </>
  );
};

const openWithKeyboardFocus = (Panel: OnDemand<object>) => {
  render(<Disclosure Panel={Panel} />);
  const button = screen.getByRole('button', { name: 'Menu' });
  button.focus();
  fireEvent.click(button);
  return button;
};

/** fireEvent answers false when a handler prevented the key's default move. */
const tabMoves = (element: HTMLElement, init: { shiftKey?: boolean } = {}) =>
  fireEvent.keyDown(element, { key: 'Tab', ...init });

describe('useTabIntoPanel', () => {
  it('holds Tab while the panel code is on its way, then focuses the panel’s first link', async () => {
    const { Panel, arrive } = panelOnCall();
    const button = openWithKeyboardFocus(Panel);
    expect(tabMoves(button)).toBe(false);
    expect(button).toHaveFocus();
    await act(async () => arrive('in'));
    expect(screen.getByRole('link', { name: 'First link' })).toHaveFocus();
  });

  it('leaves the focus alone when the visitor moved it before the code arrived', async () => {
    const { Panel, arrive } = panelOnCall();
    const button = openWithKeyboardFocus(Panel);
    tabMoves(button);
    screen.getByRole('button', { name: 'Next' }).focus();
    await act(async () => arrive('in'));
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it('lets Tab through once the code is in, on a closed panel, and for Shift+Tab', async () => {
    const { Panel, arrive } = panelOnCall();
    render(<Disclosure Panel={Panel} />);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(tabMoves(button)).toBe(true);
    fireEvent.click(button);
    expect(tabMoves(button, { shiftKey: true })).toBe(true);
    Panel.prefetch();
    await act(async () => arrive('in'));
    expect(tabMoves(button)).toBe(true);
  });

  it('never holds Tab again after the fetch failed', async () => {
    const { Panel, arrive } = panelOnCall();
    const button = openWithKeyboardFocus(Panel);
    // React reports the failure the boundary catches on the console.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(tabMoves(button)).toBe(false);
    await act(async () => arrive('failed'));
    expect(screen.getByText('The menu could not load.')).toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(tabMoves(button)).toBe(true);
  });
});

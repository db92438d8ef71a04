/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { polyfillModalDialog } from '../../../tests/support/modal-dialog';
import { ConsentDialogs } from './consent-dialogs';
import { ConsentMount } from './consent-mount';
import { createConsent } from './consent-store';
import { createConsentView } from './consent-view';

beforeAll(polyfillModalDialog);

const setup = () => {
  const consent = createConsent();
  const view = createConsentView(consent);
  view.askIfUndecided();
  render(<ConsentMount consent={consent} view={view} />);
  return { consent, view };
};

describe('the consent interface', () => {
  test('the banner is a named popup that takes focus while the visitor has not started', async () => {
    setup();
    const banner = await screen.findByRole('dialog', { name: 'Cookies on this site' });
    expect(banner).toHaveAttribute('aria-modal', 'false');
    expect(banner).toHaveFocus();
    for (const name of ['Accept all', 'Reject all', 'Customize']) {
      expect(screen.getByRole('button', { name })).toBeVisible();
    }
  });

  test.each([
    ['Accept all', ['necessary', 'performance', 'targeting', 'functionality']],
    ['Reject all', ['necessary']],
  ])('%s decides and closes the banner', async (button, granted) => {
    const { consent, view } = setup();
    fireEvent.click(await screen.findByRole('button', { name: button }));
    expect([...consent.getSnapshot().granted]).toEqual(granted);
    expect(view.getSnapshot()).toBe('closed');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('Customize opens the preferences: necessary always on, accept selected', async () => {
    const { consent, view } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Customize' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect(dialog).toHaveAttribute('open');
    const necessary = screen.getByRole('checkbox', { name: 'Necessary' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    for (const name of ['Performance', 'Targeting', 'Functionality']) {
      expect(screen.getByRole('checkbox', { name })).not.toBeChecked();
    }
    fireEvent.click(screen.getByRole('checkbox', { name: 'Targeting' }));
    fireEvent.click(screen.getByRole('button', { name: 'Accept selected' }));
    expect([...consent.getSnapshot().granted]).toEqual(['necessary', 'targeting']);
    expect(view.getSnapshot()).toBe('closed');
  });

  test('reopened, the preferences show the choice; the same choice again still closes them', async () => {
    const consent = createConsent();
    consent.acceptSelected(['functionality']);
    const view = createConsentView(consent);
    render(<ConsentDialogs consent={consent} view={view} open="preferences" />);
    act(() => view.openPreferences());
    expect(screen.getByRole('checkbox', { name: 'Functionality' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Performance' })).not.toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Accept selected' }));
    expect(view.getSnapshot()).toBe('closed');
  });

  test('Escape closes the preferences without a choice and the banner returns', async () => {
    const { consent, view } = setup();
    act(() => view.openPreferences());
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(consent.getSnapshot().decided).toBe(false);
    expect(await screen.findByRole('dialog', { name: 'Cookies on this site' })).toBeVisible();
  });

  test('nothing is rendered while the view is closed', () => {
    const consent = createConsent();
    const { container } = render(
      <ConsentMount consent={consent} view={createConsentView(consent)} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

/** @jest-environment jsdom */
import '../../../tests/support/runtime/text-encoding';
import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MESSAGES } from '../../lib/site-config';
import { clientAppUrl } from '../../settings/browser';
import { SessionProvider } from '../../services/session';
import { clientWithTier, createFakeSession } from '../../../tests/support/runtime/fake-session';
import { HeaderActions } from './header-actions';

/** The links in the app-links box, visible or not: what gives the box its size. */
const boxContent = () =>
  within(screen.getByTestId('app-links'))
    .getAllByRole('link', { hidden: true })
    .map((link) => link.getAttribute('href'));

describe('HeaderActions', () => {
  it('offers Log In and Sign Up to an anonymous visitor', () => {
    render(
      <SessionProvider store={createFakeSession()}>
        <HeaderActions />
      </SessionProvider>,
    );
    expect(screen.getByRole('link', { name: MESSAGES.logIn })).toHaveAttribute(
      'href',
      `${clientAppUrl()}/sign-in`,
    );
    expect(screen.getByRole('link', { name: MESSAGES.signUp })).toBeVisible();
    expect(screen.queryByRole('link', { name: MESSAGES.goToDashboard })).toBeNull();
  });

  it('swaps to Go to Dashboard once the session is restored, keeping the same box', () => {
    const session = createFakeSession();
    render(
      <SessionProvider store={session}>
        <HeaderActions />
      </SessionProvider>,
    );
    const anonymousBox = boxContent();

    act(() => session.restore(clientWithTier(1)));

    expect(screen.getByRole('link', { name: MESSAGES.goToDashboard })).toHaveAttribute(
      'href',
      `${clientAppUrl()}/dashboard`,
    );
    expect(screen.queryByRole('link', { name: MESSAGES.logIn })).toBeNull();
    expect(screen.queryByRole('link', { name: MESSAGES.signUp })).toBeNull();
    // Both sets stay laid out in the one grid cell; only which one is visible changes.
    expect(boxContent()).toEqual(anonymousBox);
    expect(anonymousBox).toHaveLength(3);
  });

  it('hydrates the anonymous server render without a warning, then shows the session', async () => {
    const session = createFakeSession();
    session.restore(clientWithTier(1));
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <SessionProvider store={null}>
        <HeaderActions />
      </SessionProvider>,
    );
    document.body.append(container);
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    await act(async () => {
      hydrateRoot(
        container,
        <SessionProvider store={session}>
          <HeaderActions />
        </SessionProvider>,
      );
    });

    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    expect(screen.getByRole('link', { name: MESSAGES.goToDashboard })).toBeVisible();
  });
});

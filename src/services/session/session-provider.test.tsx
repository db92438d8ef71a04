/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import type { ApiClient } from '../api/client';
import { createMemoryTokenStore } from '../../../tests/support/runtime/fake-browser-tabs';
import { SessionProvider, useSession } from './session-provider';
import { sessionStoreOn } from '../../../tests/support/runtime/session-store-on';

const Greeting = () => {
  const { loggedIn, isFreelancer, status } = useSession();
  return (
    <p>
      {status}: {loggedIn ? `logged in${isFreelancer ? ' as a freelancer' : ''}` : 'anonymous'}
    </p>
  );
};

/** A main API whose session answer is given, with nothing on the wire. */
const apiAnswering = (answer: Promise<unknown>): ApiClient => {
  const get = jest.fn(() => answer);
  return { get, request: jest.fn(), post: jest.fn(), patch: jest.fn() };
};

const freelancer = {
  user: { email: 'ada@example.com' },
  userProfile: { profile: { id: '1', type: 'freelancer' } },
};

const storeAnswering = (answer: Promise<unknown>) =>
  sessionStoreOn(apiAnswering(answer), createMemoryTokenStore({ access: 'a', refresh: 'r' }));

describe('SessionProvider and useSession', () => {
  it('render anonymous first, then the restored session', async () => {
    let answer!: (value: unknown) => void;
    const store = storeAnswering(new Promise((resolve) => (answer = resolve)));
    render(
      <SessionProvider store={store}>
        <Greeting />
      </SessionProvider>,
    );
    expect(screen.getByText('restoring: anonymous')).toBeInTheDocument();
    await act(async () => answer(freelancer));
    expect(screen.getByText('ready: logged in as a freelancer')).toBeInTheDocument();
  });

  it('without a store (no browser session), is anonymous', () => {
    render(
      <SessionProvider store={null}>
        <Greeting />
      </SessionProvider>,
    );
    expect(screen.getByText('idle: anonymous')).toBeInTheDocument();
  });
});

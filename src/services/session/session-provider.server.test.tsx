/** The server render (Node, as Gatsby's HTML build): always the anonymous state. */
import { renderToString } from 'react-dom/server';
import type { ApiClient } from '../api/client';
import { createMemoryTokenStore } from '../../../tests/support/runtime/fake-browser-tabs';
import { SessionProvider, useSession } from './session-provider';
import { sessionStoreOn } from '../../../tests/support/runtime/session-store-on';

const LoginState = () => <p>{useSession().loggedIn ? 'logged in' : 'anonymous'}</p>;

it('renders the anonymous state on the server, whatever the store holds', async () => {
  const api: ApiClient = {
    get: async () => ({ user: { email: 'ada@example.com' } }),
    request: jest.fn(),
    post: jest.fn(),
    patch: jest.fn(),
  };
  const store = sessionStoreOn(api, createMemoryTokenStore({ access: 'a', refresh: 'r' }));
  await store.start();
  expect(store.getSnapshot().loggedIn).toBe(true);

  const html = renderToString(
    <SessionProvider store={store}>
      <LoginState />
    </SessionProvider>,
  );

  expect(html).toBe('<p>anonymous</p>');
});

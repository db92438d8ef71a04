/** @jest-environment jsdom */
import { followServerRedirect, pathOnThisSite } from './server-redirect';

const ORIGIN = 'https://www.site.test';

const setUp = (head: (url: string) => Promise<{ redirected: boolean; url: string }>) => {
  const navigate = jest.fn();
  const replace = jest.fn();
  const asked = jest.fn(head);
  return {
    navigate,
    replace,
    asked,
    follow: (path: string) =>
      followServerRedirect(path, { origin: ORIGIN, head: asked, navigate, replace }),
  };
};

describe('followServerRedirect', () => {
  it('navigates without a page load to a target on this site, keeping query and hash', async () => {
    const step = setUp(() =>
      Promise.resolve({
        redirected: true,
        url: `${ORIGIN}/about-our-global-talent-marketplace?x=1`,
      }),
    );
    await expect(step.follow('/about-us?x=1#team')).resolves.toBe('navigated');
    expect(step.asked).toHaveBeenCalledWith(`${ORIGIN}/about-us?x=1#team`);
    expect(step.navigate).toHaveBeenCalledWith('/about-our-global-talent-marketplace?x=1#team', {
      replace: true,
    });
    expect(step.replace).not.toHaveBeenCalled();
  });

  it('follows a redirect to another host by loading the address on this site in full', async () => {
    const step = setUp(() =>
      Promise.resolve({ redirected: true, url: 'https://trust.site.test/security' }),
    );
    await expect(step.follow('/security')).resolves.toBe('reloaded');
    expect(step.replace).toHaveBeenCalledWith(`${ORIGIN}/security`);
    expect(step.navigate).not.toHaveBeenCalled();
  });

  it('loads the address in full when the redirect cannot be followed from script', async () => {
    const step = setUp(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(step.follow('/sign-in?next=%2F')).resolves.toBe('reloaded');
    expect(step.replace).toHaveBeenCalledWith(`${ORIGIN}/sign-in?next=%2F`);
  });

  it('leaves a real 404 alone', async () => {
    const step = setUp(() => Promise.resolve({ redirected: false, url: `${ORIGIN}/nowhere` }));
    await expect(step.follow('/nowhere')).resolves.toBe('none');
    expect(step.navigate).not.toHaveBeenCalled();
    expect(step.replace).not.toHaveBeenCalled();
  });
});

describe('followServerRedirect on an address that names another host', () => {
  // What a browser makes of each, were it resolved against this site as it is.
  it.each([
    ['//evil.example/x#main', `${ORIGIN}/evil.example/x#main`],
    ['/\\evil.example/x', `${ORIGIN}/evil.example/x`],
    ['\\\\evil.example/x', `${ORIGIN}/evil.example/x`],
    ['/\t/evil.example/x', `${ORIGIN}/evil.example/x`],
    ['/\n\\\r\\evil.example/x?q=1', `${ORIGIN}/evil.example/x?q=1`],
    ['///\\/evil.example', `${ORIGIN}/evil.example`],
    ['/%5Cevil.example/x', `${ORIGIN}/%5Cevil.example/x`],
    ['/%2F/evil.example/x', `${ORIGIN}/%2F/evil.example/x`],
    ['/foo%2Fbar', `${ORIGIN}/foo%2Fbar`],
  ])('asks about %j on this site only, and loads nothing elsewhere', async (path, asked) => {
    const step = setUp(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(step.follow(path)).resolves.toBe('reloaded');
    expect(step.asked).toHaveBeenCalledWith(asked);
    expect(step.replace).toHaveBeenCalledWith(asked);
  });

  it('navigates only to a path on this site when the redirect keeps to it', async () => {
    const step = setUp(() =>
      Promise.resolve({ redirected: true, url: `${ORIGIN}//evil.example/landing` }),
    );
    await expect(step.follow('/old')).resolves.toBe('navigated');
    expect(step.navigate).toHaveBeenCalledWith('/evil.example/landing', { replace: true });
  });
});

describe('pathOnThisSite', () => {
  it('keeps a path on this site as it is', () => {
    expect(pathOnThisSite('/about-us?x=1#team')).toBe('/about-us?x=1#team');
    expect(pathOnThisSite('/a//b\\c')).toBe('/a//b\\c');
    expect(pathOnThisSite('/blog/x%2Fy')).toBe('/blog/x%2Fy');
  });

  it('turns the leading slashes, backslashes, tabs and newlines into one slash', () => {
    for (const path of ['//h/x', '/\\h/x', '\\\\h/x', '/\t/h/x', '\t/\n/h/x', '/\r\n\\h/x']) {
      expect(pathOnThisSite(path)).toBe('/h/x');
      expect(new URL(pathOnThisSite(path), ORIGIN).origin).toBe(ORIGIN);
    }
  });
});

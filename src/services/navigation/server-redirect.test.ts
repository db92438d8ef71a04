/** @jest-environment jsdom */
import { followServerRedirect, renderedNotFound } from './server-redirect';

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

  it('loads an absolute target on another host in full', async () => {
    const step = setUp(() =>
      Promise.resolve({ redirected: true, url: 'https://trust.site.test/security' }),
    );
    await expect(step.follow('/security')).resolves.toBe('reloaded');
    expect(step.replace).toHaveBeenCalledWith('https://trust.site.test/security');
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

describe('renderedNotFound', () => {
  const withLoader = (resources: unknown) =>
    Object.assign(window, { ___loader: { loadPageSync: () => resources } });
  afterEach(() => Reflect.deleteProperty(window, '___loader'));

  it('is true when Gatsby resolved the path to its 404 page', () => {
    withLoader({ notFound: true, page: { path: '/404.html' } });
    expect(renderedNotFound('/about-us')).toBe(true);
    withLoader({ page: { path: '/404.html' } });
    expect(renderedNotFound('/about-us')).toBe(true);
  });

  it('is false for a page, and without Gatsby', () => {
    withLoader({ page: { path: '/pricing' } });
    expect(renderedNotFound('/pricing')).toBe(false);
    Reflect.deleteProperty(window, '___loader');
    expect(renderedNotFound('/pricing')).toBe(false);
  });
});

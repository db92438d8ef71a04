/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import type { HeadProps } from 'gatsby';
import { MESSAGES } from '../lib/site-config';
import { Head } from './client-route';

type Props = HeadProps<object, Parameters<typeof Head>[0]['pageContext']>;

const headProps = (jobId: string): Props => ({
  location: { pathname: `/job/${jobId}` },
  params: { jobId },
  data: {},
  serverData: {},
  pageContext: { kind: 'job', param: 'jobId', knownSlugs: [] },
});

const titleIn = (container: ParentNode) => container.querySelector('title')?.textContent;

describe('client route Head', () => {
  it("gives a parameter that fails the route's check the 404 page's title, noindex", () => {
    const { container } = render(<Head {...headProps('not valid!')} />);
    expect(titleIn(container)).toContain(MESSAGES.notFoundTitle);
    expect(container.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it("keeps the route's title for a valid parameter", () => {
    const { container } = render(<Head {...headProps('1042')} />);
    expect(titleIn(container)).toMatch(/^Job details/);
  });

  it("gives the built HTML, rendered for the pattern, the route's title", () => {
    // The build renders without a window; Head is called directly, as React would.
    const spy = jest.spyOn(globalThis, 'window', 'get').mockReturnValue(undefined as never);
    try {
      const element = Head(headProps('[jobId]'));
      expect(element.props).toEqual({ title: 'Job details' });
    } finally {
      spy.mockRestore();
    }
  });
});

/**
 * The one mock of the `gatsby` module for component tests: Link renders a plain anchor and
 * graphql is inert. The site has no static query (the menus, its last one, are built with the
 * pages: gatsby/site-menus.ts), so this mock has none either.
 */
import React from 'react';

export const graphql = jest.fn();

export const Link = jest.fn(
  ({
    to,
    activeClassName: _activeClassName,
    partiallyActive: _partiallyActive,
    ...rest
  }: {
    to: string;
    activeClassName?: string;
    partiallyActive?: boolean;
  } & React.AnchorHTMLAttributes<HTMLAnchorElement>) =>
    React.createElement('a', { ...rest, href: to }),
);

export const navigate = jest.fn();
export const prefetchPathname = jest.fn();
export const withPrefix = jest.fn((path: string) => path);

/**
 * The one mock of the `gatsby` module for component tests: Link renders a plain anchor, graphql
 * is inert and a static query answers what a test gives `useStaticQuery`.
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
export const useStaticQuery = jest.fn();
export const prefetchPathname = jest.fn();
export const withPrefix = jest.fn((path: string) => path);

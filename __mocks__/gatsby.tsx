/**
 * The one mock of the `gatsby` module for component tests: Link renders a plain anchor,
 * graphql is inert and static queries answer from the data a test hands to mockStaticQuery.
 */
import React from 'react';

let staticQueryData: unknown = {};

/** Sets what useStaticQuery and StaticQuery return in the current test. */
export const mockStaticQuery = (data: unknown): void => {
  staticQueryData = data;
};

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
export const withPrefix = jest.fn((path: string) => path);
export const useStaticQuery = jest.fn(() => staticQueryData);
export const StaticQuery = jest.fn(({ render }: { render: (data: unknown) => React.ReactNode }) =>
  render(staticQueryData),
);

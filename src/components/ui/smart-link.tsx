import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'gatsby';
import { classifyLink } from '../../lib/links';
import { visuallyHidden } from '../../styles/tokens';

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  children: ReactNode;
}

/** An address the link rule refuses (src/lib/input-rules.ts) never becomes an href. */
export const SmartLink = ({ to, children, ...rest }: SmartLinkProps) => {
  const target = classifyLink(to);
  if (target.kind === 'refused') return <span>{children}</span>;
  if (target.kind === 'internal') {
    return (
      <Link to={target.to} {...rest}>
        {children}
      </Link>
    );
  }
  if (target.kind === 'anchor') {
    return (
      <a href={target.href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    // nofollow: no ranking credit for other sites; noopener noreferrer: no access to this window.
    <a {...rest} href={target.href} target="_blank" rel="nofollow noopener noreferrer">
      {children}
      <span css={visuallyHidden}> (opens in a new tab)</span>
    </a>
  );
};

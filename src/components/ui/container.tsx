import type { ReactNode } from 'react';
import { layout } from '../../styles/tokens';

export const Container = ({ children, className }: { children: ReactNode; className?: string }) => (
  <div
    className={className}
    css={{
      maxWidth: layout.maxWidth,
      margin: '0 auto',
      paddingInline: layout.gutter,
      width: '100%',
    }}
  >
    {children}
  </div>
);

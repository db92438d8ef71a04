import type { ReactNode } from 'react';
import { mq, space, type Breakpoint } from '../../styles/tokens';

/** What Grid and Cluster take: the element (a list loses its bullets), a gap in spacing steps. */
interface FlowProps {
  as?: 'div' | 'ul' | 'ol' | 'dl';
  gap?: number;
  className?: string;
  children: ReactNode;
}

const flowStyle = (gap: number) => ({ padding: 0, listStyle: 'none', gap: space(gap) }) as const;

/**
 * Items in equal columns: one below the first breakpoint named in `columns`, then that many
 * from each breakpoint up; `marginTop` in spacing steps.
 */
export const Grid = ({
  as: Element = 'div',
  columns,
  gap = 6,
  marginTop = 0,
  className,
  children,
}: FlowProps & { columns: Partial<Record<Breakpoint, number>>; marginTop?: number }) => (
  <Element
    className={className}
    css={{
      ...flowStyle(gap),
      display: 'grid',
      margin: `${space(marginTop)} 0 0`,
      // In the breakpoints' own order, so a wider screen's columns win.
      ...Object.fromEntries(
        (Object.keys(mq) as Breakpoint[])
          .filter((breakpoint) => columns[breakpoint])
          .map((breakpoint) => [
            mq[breakpoint],
            { gridTemplateColumns: `repeat(${columns[breakpoint]}, 1fr)` },
          ]),
      ),
    }}
  >
    {children}
  </Element>
);

/** Items side by side that wrap onto new lines: buttons, links, logos. */
export const Cluster = ({ as: Element = 'div', gap = 3, className, children }: FlowProps) => (
  <Element
    className={className}
    css={{ ...flowStyle(gap), display: 'flex', flexWrap: 'wrap', alignItems: 'center', margin: 0 }}
  >
    {children}
  </Element>
);

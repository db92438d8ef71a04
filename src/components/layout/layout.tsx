import type { ReactNode } from 'react';
import { GlobalStyles } from '../../styles/global-styles';
import { colors, space, visuallyHidden, zIndices } from '../../styles/tokens';
import { Footer } from './footer';
import { Header } from './header';
// The header's top row, built once per build from the data layer (gatsby/site-menus.ts).
import menuBar from '@build/menu-bar';

export const MAIN_ID = 'main';

export const Layout = ({ children }: { children: ReactNode }) => (
  <div css={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
    <GlobalStyles />
    <a
      href={`#${MAIN_ID}`}
      css={{
        ...visuallyHidden,
        '&:focus': {
          position: 'fixed',
          top: space(2),
          left: space(2),
          width: 'auto',
          height: 'auto',
          clip: 'auto',
          padding: space(3),
          background: colors.white,
          zIndex: zIndices.raised,
        },
      }}
    >
      Skip to content
    </a>
    <Header entries={menuBar} />
    <main id={MAIN_ID} tabIndex={-1} css={{ '&:focus': { outline: 'none' } }}>
      {children}
    </main>
    <Footer />
  </div>
);

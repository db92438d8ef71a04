import type { ReactNode } from 'react';
import { colors, space, visuallyHidden, zIndices } from '../../styles/tokens';
import { Footer } from './footer';
import { Header } from './header';
import { useSiteMenus } from './site-menus';

export const MAIN_ID = 'main';

export const Layout = ({ children }: { children: ReactNode }) => {
  const menus = useSiteMenus();
  return (
    <div css={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
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
      <Header entries={menus.header} />
      <main id={MAIN_ID} tabIndex={-1} css={{ '&:focus': { outline: 'none' } }}>
        {children}
      </main>
      <Footer columns={menus.footer} />
    </div>
  );
};

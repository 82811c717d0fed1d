import { styled } from 'styled-components';
import { RouterView } from '../../core';
import { cssVar } from '../../ui';
import { PageView } from './PageView';

const Main = styled.main`
  position: relative; flex: 1 1 auto; min-height: 0; overflow: auto; box-sizing: border-box;
  background: ${cssVar.bgMuted}; color: ${cssVar.text};
`;

/**
 * The main area. Keep-alive is core's `<RouterView>`: every cached tab's page stays mounted in
 * React `<Activity mode={active ? 'visible' : 'hidden'}>`, keyed by the tab key plus its refresh
 * nonce (refresh remounts exactly that tab), each with its own location and TabKeyContext;
 * noCache pages render only while active. Each page gets its error boundary from the view
 * renderer (`withPageBoundary`); the one here is the last line of defence for the area itself.
 * @example
 * <AppMain />
 */
export function AppMain() {
  return (
    <Main id="sc-main" tabIndex={-1}>
      <PageView><RouterView /></PageView>
    </Main>
  );
}

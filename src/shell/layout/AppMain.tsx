import { styled } from 'styled-components';
import { RouterView } from '../../core';
import { cssVar } from '../../ui';
import { PageView } from './PageView';

// The one scrolling box of the layout. `flex-basis: 0` takes only the room left under the navbar and
// tab strip (with `auto` a tall page's height took part in the flex shrink and squeezed the tab strip);
// `isolation` keeps the z-indexes of a page (sticky headers, overlays) inside it, under the tab strip.
const Main = styled.main`
  position: relative; flex: 1 1 0; min-height: 0; overflow: auto; box-sizing: border-box; isolation: isolate;
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
    <Main className="sca-main" id="sc-main" tabIndex={-1}>
      <PageView><RouterView /></PageView>
    </Main>
  );
}

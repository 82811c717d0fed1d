/**
 * Setup of the jsdom tests. `waitFor` and `findBy*` wait up to 10 s, not Testing Library's 1 s:
 * the machines are shared, and a step that loads a lazy chunk or calls the in-process server can
 * take longer than a second while the other test projects run. A wait ends as soon as it passes,
 * so only a failing test pays for it.
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });

/**
 * Setup of the jsdom tests. `waitFor` and `findBy*` wait up to 60 s, not Testing Library's 1 s,
 * and no test sets a shorter bound of its own: the machines are shared, and with the other test
 * projects running a step that loads a lazy chunk or calls the in-process server took over 20 s
 * (a test failed that way in a full run). A wait ends as soon as its state is there, so only a
 * failing test pays for the bound.
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 60_000 });

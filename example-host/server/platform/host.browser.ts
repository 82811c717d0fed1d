/** The browser's answers to host.ts: the page is the "host", and it has no process id. */
const loadedAt = Date.now();

export const hostName = (): string => (typeof location === 'undefined' ? 'browser' : location.hostname || 'browser');
export const processId = (): number => 0;
export const processUptime = (): number => (Date.now() - loadedAt) / 1000;

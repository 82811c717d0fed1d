/**
 * Facts about the process the server runs in, for the scm status calls. In the browser build
 * host.browser.ts replaces this module.
 */
import { hostname } from 'node:os';

export const hostName = (): string => hostname();
export const processId = (): number => process.pid;
/** Seconds since the process started. */
export const processUptime = (): number => process.uptime();

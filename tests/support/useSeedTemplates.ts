/**
 * Setup file of the node test projects: every in-memory createServer of a test file starts from the
 * day's seed template (seconds) instead of migrating and seeding (tens of seconds); the first one
 * of the run seeds and keeps it. A server that passes `seedTemplates: null` seeds for itself.
 */
import { folderSeedTemplates } from '../../example-host/server/seed/folderSeedTemplates';
import { setDefaultSeedTemplates } from '../../example-host/server/seed/seedTemplates';
import { SEED_TEMPLATE_DIR } from './seedTemplates';

setDefaultSeedTemplates(folderSeedTemplates(SEED_TEMPLATE_DIR));

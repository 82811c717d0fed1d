/**
 * vitest global set-up: empties the seed-template folder, since the code may have changed since
 * the last run (a template is the seed of the code that made it).
 */
import { rmSync } from 'node:fs';
import { SEED_TEMPLATE_DIR } from './seedTemplates';

export default function emptySeedTemplates(): void {
  rmSync(SEED_TEMPLATE_DIR, { recursive: true, force: true });
}

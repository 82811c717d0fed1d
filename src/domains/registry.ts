/**
 * Every business domain of the kit. One line here adds a domain (`src/domains/<name>/`) to the
 * console's pages and menus, the build's entries, the package's `exports` map (`npm run gen`) and
 * the package tests.
 */
import type { DomainModule } from '../core/domain';
import { mealDomain } from './meal/domain';
import { passthroughDomain } from './passthrough/domain';
import { usersDomain } from './users/domain';
import { statisticsDomain } from './statistics/domain';
import { platformDomain } from './platform/domain';
import { settingsDomain } from './settings/domain';
import { systemDomain } from './system/domain';

export const DOMAINS: readonly DomainModule[] = [
  mealDomain,
  passthroughDomain,
  usersDomain,
  statisticsDomain,
  platformDomain,
  settingsDomain,
  systemDomain,
];

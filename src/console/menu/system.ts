/** /system (system monitoring): the operation log. */
import { group, page, resource } from './entry';

export const systemRoutes = group('/system', 'system', ['system-monitoring'], [
  page('/system/operationLog', 'operationLog', resource('platform.log')),
], { icon: 'monitor' });

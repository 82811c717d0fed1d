/**
 * Dedicated handlers of the file calls, by operationId: every `export`, `import` and `upload`
 * operation of the catalogue (found by kind, so a new one is served at once), the
 * `/common/file` actions and the export centre.
 */
import { catalogue, indexCatalogue } from '../../../src/contract';
import { exportReport } from '../handlers/report';
import type { Handler } from '../types';
import { exportDinnerStatistics, exportHouseholdRoom, exportRows, exportTemplate } from './exportHandlers';
import { exportDownload, exportList, exportStatus } from './exportTasks';
import { importRows } from './importHandlers';
import { geturl, geturlById, groups, providers, upload, uploadBase, uploadCallback, uptoken } from './uploadHandlers';

const SPECIAL: Record<string, Handler> = {
  'organisation.household.exportHouseholdRoom': exportHouseholdRoom,
  'ordermeal.orderDinner.exportDinnerStatistics': exportDinnerStatistics,
  'session.exportTask.download': exportDownload,
  'session.exportTask.status': exportStatus,
  'session.exportTask.list': exportList,
  'common.file.uploadBase': uploadBase,
  'common.file.geturl': geturl,
  'common.file.geturlById': geturlById,
  'common.file.groups': groups,
  'common.file.providers': providers,
  'common.file.uptoken': uptoken,
  'common.file.upload_callback': uploadCallback,
};

function build(): Record<string, Handler> {
  const out: Record<string, Handler> = {};
  for (const e of indexCatalogue(catalogue).operations) {
    // An export marked `template` answers the header row of what its resource's import fills.
    if (e.op.kind === 'export') out[e.id] = e.op.report ? exportReport : e.op.template ? exportTemplate : exportRows;
    else if (e.op.kind === 'import') out[e.id] = importRows;
    else if (e.op.kind === 'upload') out[e.id] = upload;
  }
  return { ...out, ...SPECIAL };
}

export const fileHandlers: Record<string, Handler> = build();

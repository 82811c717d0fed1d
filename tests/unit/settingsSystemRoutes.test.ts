/**
 * The settings and system domains' menu entries open for exactly the permission the server asks
 * of the page's main call (the pages are domain pages, so the generic menu-permission test
 * does not see which resource each shows).
 */
import { describe, expect, it } from 'vitest';
import { catalogue, indexCatalogue } from '../../src/contract';
import { flattenRoutes } from '../../src/core';
import { settingsDomain } from '../../src/domains/settings/domain';
import { systemDomain } from '../../src/domains/system/domain';

const idx = indexCatalogue(catalogue);
/** Page -> the call whose permission its menu entry must ask for. */
const MAIN_CALL: Record<string, string> = {
  dictionaryGroup: 'basesetting.dictionaryGroup.list',
  applicationManage: 'common.serviceAppMenuConfig.list',
  provincecity: 'basesetting.provincecity.list',
  seq: 'basesetting.seq.list',
  tempViewSettings: 'basesetting.tempViewSettings.list',
  tempViewDat: 'basesetting.tempViewDat.list',
  scm: 'scm.job.jobs',
  file: 'common.file.list',
  service: 'common.serviceinfo.list',
  serviceOrgConfig: 'common.serviceOrgConfig.list',
  serviceAppRoleConfig: 'common.serviceAppRoleConfig.list',
  embedService: 'common.embedService.save',
  auxiliaryManage: 'basesetting.auxiliaryApp.list',
  auxiliaryManageMiniProgram: 'basesetting.auxiliaryMiniProgram.list',
  promptAudioManage: 'basesetting.promptAudio.list',
  interfaceManage: 'basesetting.interfaceConfig.list',
  wxTemplate: 'wechat.wxTemplateMessageConfig.list',
  emailSetting: 'notify.emailConfig.list',
};

describe('settings and system menu entries', () => {
  const entries = flattenRoutes([...settingsDomain.routes, ...systemDomain.routes]).map((r) => r.entry).filter((e) => e.view?.kind === 'page');
  it('name a main call for every page', () => {
    expect(entries.map((e) => (e.view as { page: string }).page).sort()).toEqual(Object.keys(MAIN_CALL).sort());
  });
  it.each(Object.entries(MAIN_CALL))('%s asks for the permission of %s', (page, id) => {
    const entry = entries.find((e) => (e.view as { page: string }).page === page)!;
    const op = idx.operations.find((o) => o.id === id)!;
    expect(op, id).toBeDefined();
    expect(entry.roles).toEqual([op.op.permission ?? op.resource.permission]);
  });
});

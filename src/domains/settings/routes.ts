/**
 * The settings domain's routes as data: it fills the console's 基础设置 group (/basesetting)
 * with its native pages (the same paths replace the generic or pending entries) and adds the
 * regions, sequences and temperature views the catalogue has calls for, and 小程序辅助功能, 提示音管理
 * and 接口管理 over our contract additions. 微信模板消息 and 邮件设置 are native too; the spec's
 * embeds of them stay their alternative (shown once the property service has a base).
 */
import type { RouteEntry } from '../../core/types';

/**
 * Role key of 基础设置 (000 section 6).
 * @example
 * <AdminProvider apiBase="/api" permissions={[SETTINGS_ROLE]}><SequencesPage /></AdminProvider>
 */
export const SETTINGS_ROLE = 'base-setting';
/**
 * Role key of the data dictionary.
 * @example
 * <AdminProvider apiBase="/api" permissions={[DICTIONARY_ROLE]}><DictionaryPage /></AdminProvider>
 */
export const DICTIONARY_ROLE = 'dictionary';

/**
 * Page name (the `{ kind: 'page' }` view) -> the export of `@supercloud/admin/settings` that renders it.
 * @example
 * SETTINGS_PAGES.dictionaryGroup // 'DictionaryPage'
 */
export const SETTINGS_PAGES = {
  dictionaryGroup: 'DictionaryPage',
  applicationManage: 'ApplicationManagePage',
  provincecity: 'RegionsPage',
  seq: 'SequencesPage',
  tempViewSettings: 'TempViewSettingsPage',
  tempViewDat: 'TempViewDataPage',
  auxiliaryManage: 'AuxiliaryAppPage',
  auxiliaryManageMiniProgram: 'AuxiliaryMiniProgramPage',
  promptAudioManage: 'PromptAudioPage',
  interfaceManage: 'InterfacesPage',
  wxTemplate: 'WxTemplatePage',
  emailSetting: 'EmailSettingPage',
} as const;

/**
 * @example
 * const name: SettingsPageName = 'dictionaryGroup';
 */
export type SettingsPageName = keyof typeof SETTINGS_PAGES;

const entry = (path: string, name: SettingsPageName, roles: string[] = [SETTINGS_ROLE]): RouteEntry =>
  ({ path, name, title: `route.${name}`, roles, view: { kind: 'page', page: name } });

/**
 * 基础设置's native pages.
 * @example
 * <GuardedRoutes routes={[...myRoutes, settingsRoutes]} layout={<Layout />} />
 */
export const settingsRoutes: RouteEntry = {
  path: '/basesetting', name: 'basesetting', title: 'route.basesetting', roles: [SETTINGS_ROLE],
  children: [
    entry('/basesetting/dictionaryGroup', 'dictionaryGroup', [DICTIONARY_ROLE]),
    // The app menus are service configuration: their calls need system management (the contract's permission).
    entry('/basesetting/applicationManage', 'applicationManage', ['system-management']),
    entry('/basesetting/provincecity', 'provincecity'),
    entry('/basesetting/seq', 'seq'),
    entry('/basesetting/tempViewSettings', 'tempViewSettings'),
    entry('/basesetting/tempViewDat', 'tempViewDat'),
    // Were "pending": native pages over our contract additions (000 names them, 001 has no call).
    entry('/basesetting/auxiliaryManage', 'auxiliaryManage'),
    entry('/basesetting/auxiliaryManageMiniProgram', 'auxiliaryManageMiniProgram'),
    entry('/basesetting/promptAudioManage', 'promptAudioManage'),
    // Interfaces hold keys and secrets of the platform's integrations: system management, like their calls.
    entry('/basesetting/interfaceManage', 'interfaceManage', ['system-management']),
    entry('/basesetting/wxTemplate', 'wxTemplate'),
    entry('/basesetting/EmailSetting', 'emailSetting'),
  ],
};

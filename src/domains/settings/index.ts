/**
 * `@supercloud/admin/settings`: 基础设置 pages (the data dictionary with its groups, items and
 * project values; regions; sequences; temperature views; app menu management; mini-program features;
 * prompt sounds with upload and player; external interfaces with a connection check; WeChat template
 * settings and e-mail accounts), each mountable
 * alone inside `<AdminProvider>`, the dictionary select helpers, and their route data for a console.
 * @example
 * import { AdminProvider } from '@supercloud/admin';
 * import { DictionaryPage } from '@supercloud/admin/settings';
 * <AdminProvider apiBase="https://api.example.com/super_cloud/api" token={token}><DictionaryPage /></AdminProvider>
 * @module @supercloud/admin/settings
 */
'use client';

export { DictionaryPage } from './DictionaryPage';
export type { DictionaryPageProps } from './DictionaryPage';
export { DictionaryGroupList } from './DictionaryGroupList';
export type { DictionaryGroupListProps } from './DictionaryGroupList';
export { RegionsPage, regionNodes } from './RegionsPage';
export type { RegionsPageProps } from './RegionsPage';
export { ApplicationManagePage, AuxiliaryAppPage, AuxiliaryMiniProgramPage, EmailSettingPage, PromptAudioPage, SequencesPage, TempViewDataPage, TempViewSettingsPage, WxTemplatePage } from './ListPages';
export { InterfacesPage } from './InterfacesPage';
export { dictionaryField, useDictionaryField, useDictionaryItems } from './useDictionary';
export type { DictionaryItem } from './useDictionary';
export { DICTIONARY_ROLE, SETTINGS_PAGES, SETTINGS_ROLE, settingsRoutes } from './routes';
export type { SettingsPageName } from './routes';
/** The domain as one value (menu group, pages, role keys, texts), as the console's registry reads it. */
export { settingsDomain } from './domain';
export { settingsMessages } from './messages';

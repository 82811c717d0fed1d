/** Headless resource hooks: list state in the URL, paged lists, writes, forms, exports and imports. */
export * from './fields';
export * from './listParams';
export { callOperation } from './callOperation';
export type { CallOptions } from './callOperation';
export { useListParams } from './useListParams';
export { useResourceList, resourceQueryKey } from './useResourceList';
export type { ResourceListOptions } from './useResourceList';
export { usePrefetchRefOptions, useRefLabels, useRefOptions } from './useRefOptions';
export type { LabelOf, RefOption } from './useRefOptions';
export { useResourceWrite } from './useResourceWrite';
export { useColumnPrefs, mergeColumnPrefs } from './useColumnPrefs';
export type { ColumnPref } from './useColumnPrefs';
export * from './formModel';
export { useResourceForm } from './useResourceForm';
export type { ResourceFormOptions } from './useResourceForm';
export { useExport, useImport, saveBlob } from './useFileTransfer';
export type { ImportReport, TransferState } from './useFileTransfer';

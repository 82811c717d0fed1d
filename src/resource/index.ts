/**
 * Generic resource views built from the contract: the complete ResourcePage and its parts
 * (table, filters, forms, details, imports, row actions), for domains and integrators.
 */
export { ResourcePage, PAGE_PART_CLASSES } from './ResourcePage';
export type { ResourcePageProps, ToolbarSelection } from './ResourcePage';
export { ResourceTable } from './ResourceTable';
export type { ResourceTableProps, Row } from './ResourceTable';
export { ResourceFilters } from './ResourceFilters';
export type { ResourceFiltersProps, DateRule } from './ResourceFilters';
export { ResourceFormDialog } from './ResourceFormDialog';
export type { ResourceFormDialogProps } from './ResourceFormDialog';
export { ResourceDetail } from './ResourceDetail';
export type { ResourceDetailProps } from './ResourceDetail';
export { ImportDialog } from './ImportDialog';
export type { ImportDialogProps } from './ImportDialog';
export { ActionDialog } from './ActionDialog';
export type { ActionDialogProps } from './ActionDialog';
export { MAX_INLINE_ACTIONS, RowActions, actionLabel, rowActionList, rowActionTexts, rowActionsOf, rowActionsWidth, transitionAllowed } from './RowActions';
export type { RowActionTexts, RowActionsProps, RowLink } from './RowActions';
export { useRowMenu } from './useRowMenu';
export type { RowAction, RowMenuHandle } from './useRowMenu';
export { FieldInput } from './FieldInput';
export type { FieldInputProps } from './FieldInput';
export { PlainFieldInput } from './PlainFieldInput';
export { FieldInputOverrides, useFieldInputOverride } from './FieldInputOverrides';
export type { FieldInputOverrideMap } from './FieldInputOverrides';
export { FieldValue, RefLabel } from './FieldValue';
export type { FieldValueProps } from './FieldValue';
export { PageNotices } from './PageNotices';
export { primaryExport, importTemplate, errorText } from './pageParts';
export { OperationForm } from './OperationForm';
export type { OperationFormProps } from './OperationForm';
export { StatsTable } from './StatsTable';
export type { StatsResult, StatsTableProps } from './StatsTable';
export { useViewT } from './useViewT';
export { useSelectionRun } from './useSelectionRun';
export { resourcePageOf, resourcePageWith } from './resourcePageOf';
export type { ResourcePageOfProps } from './resourcePageOf';
export * from './report/index';
export { TreePanel } from './TreePanel';
export type { TreePanelProps } from './TreePanel';
export { TreeSelectField } from './TreeSelectField';
export type { TreeSelectFieldProps } from './TreeSelectField';
export { treePanelMessages } from './treePanelMessages';
export { TreeResourceEditor } from './TreeResourceEditor';
export type { TreeResourceEditorProps } from './TreeResourceEditor';
export { treeEditorMessages } from './treeEditorMessages';

import { useEffect, useState } from 'react';
import { roomNo } from '../../contract/services/organisation';
import { useAdmin } from '../../core';
import { callOperation, operationOf } from '../../core/resource';
import { TreeSelectField, useViewT, type FieldInputProps } from '../../resource';
import { spaceMessages } from './messages';
import { parseSpaceNodeId, spaceNodeId } from './spaceTree';
import { useSpaceRoots } from './useSpaceRoots';

const getRoom = operationOf(roomNo, 'get')!;

/** The path of a room the tree has not loaded (a record opened for edit): its floor's path and its number. */
function useRoomPath(value: string): string | null {
  const { api } = useAdmin();
  const [path, setPath] = useState<{ id: string; label: string } | null>(null);
  useEffect(() => {
    if (!value) return undefined;
    const ctl = new AbortController();
    callOperation<{ data?: Record<string, unknown> | null }>(api, getRoom, { id: value }, { signal: ctl.signal }).then((env) => {
      const row = env.data;
      if (row) setPath({ id: value, label: [row.floorName, row.name].filter((x) => x !== null && x !== undefined && x !== '').join('-') });
    }, () => undefined); // the picker still shows the id; choosing again works
    return () => ctl.abort();
  }, [api, value]);
  return path && path.id === value ? path.label : null;
}

/**
 * @example
 * <RoomPickerInput field={household.fields.roomId} value={roomId} onChange={setRoomId} onPathChange={setPath} />
 */
export interface RoomPickerInputProps extends FieldInputProps {
  /** The chosen room's whole path (楼栋-单元-楼层-房间), e.g. for a confirmation. */
  onPathChange?: (path: string | null) => void;
}

/**
 * A room as a form field: a lazy tree-select of 项目 > 楼栋 > 单元 > 楼层 > 房间 whose box shows the
 * chosen room's whole path (楼栋-单元-楼层-房间), never a bare "101"; only rooms can be chosen. It
 * takes the props of any field control, so `FieldInputOverrides` puts it in every form of a page.
 * @example
 * <FieldInputOverrides inputs={{ 'organisation.roomNo': RoomPickerInput }}><HouseholdsPage /></FieldInputOverrides>
 */
export function RoomPickerInput({ value, onChange, onBlur, disabled, onPathChange, field: _field, variant: _variant, ...aria }: RoomPickerInputProps) {
  const t = useViewT(spaceMessages);
  const space = useSpaceRoots('room');
  const known = useRoomPath(value);
  return (
    <TreeSelectField
      {...aria} disabled={disabled} nodes={space.nodes} loadChildren={space.loadChildren}
      value={value ? spaceNodeId('room', value) : null} valueLabel={known} skipLevels={1}
      isSelectable={(row) => parseSpaceNodeId(row.id)?.level === 'room'}
      placeholder={t('space.roomPlaceholder')} treeLabel={t('space.room')}
      onChange={(id, path) => { onChange(id === null ? '' : parseSpaceNodeId(id)?.id ?? ''); onPathChange?.(path); onBlur?.(); }}
    />
  );
}

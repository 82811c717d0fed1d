import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { useExportStatus, useT } from '../../core';
import { Badge, Icon, cssVar } from '../../ui';

const ExportLink = styled(Link)`
  display: inline-flex; align-items: center; justify-content: center; min-width: ${cssVar.controlHeight};
  height: ${cssVar.controlHeight}; border-radius: ${cssVar.radius}; color: inherit;
  &:hover { background: ${cssVar.bgMuted}; color: ${cssVar.primaryInk}; }
  &:focus-visible { outline: 2px solid ${cssVar.primary}; outline-offset: 1px; }
`;

/**
 * The export-task indicator (000 section 2): a link to the export centre whose red dot is on
 * while the status poll (every 5 s, only while the page is visible) reports running tasks.
 * @example
 * <ExportTaskDot />
 */
export function ExportTaskDot() {
  const t = useT();
  const running = useExportStatus();
  const label = running ? `${t('navbar.exportTasks')} · ${t('navbar.exportRunning')}` : t('navbar.exportTasks');
  return (
    <Badge dot hidden={!running} label={t('navbar.exportRunning')}>
      <ExportLink to="/exportCenter/taskList" aria-label={label} title={label} data-running={running || undefined}>
        <Icon name="download" size={18} />
      </ExportLink>
    </Badge>
  );
}

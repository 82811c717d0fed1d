import { useEffect, useRef } from 'react';
import type { KeyboardEvent, WheelEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { hrefOf, routeTitle, useTabs, useT } from '../../core';
import { ContextMenu, TabChip, cssVar, useContextMenu } from '../../ui';
import type { MenuItem } from '../../ui';

// `flex: none`: with overflow set, a flex item's minimum height is 0, so a long page used to squash it.
const Strip = styled.div`
  display: flex; flex: none; align-items: flex-start; height: 34px; box-sizing: border-box; overflow: auto hidden;
  position: relative; z-index: 8;
  background: ${cssVar.bg}; border-bottom: 1px solid #d8dce5; box-shadow: 0 1px 3px 0 rgba(0, 0, 0, 0.08);
  scrollbar-width: none; &::-webkit-scrollbar { display: none; }
`;
const Dirty = styled.span`color: ${cssVar.warningInk}; margin-left: 2px;`;

/** Moves focus between the tabs of a tablist (WAI-ARIA tabs: arrows, Home, End). */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const keys = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
  const at = tabs.indexOf(document.activeElement as HTMLElement);
  if (at < 0 || !tabs.length) return;
  event.preventDefault();
  const next = event.key === 'Home' ? 0 : event.key === 'End' ? tabs.length - 1
    : (at + (event.key === 'ArrowRight' ? 1 : -1) + tabs.length) % tabs.length;
  tabs[next]!.focus();
}

/**
 * The visited-views strip (000 sections 2 and 4): one chip per open tab, the active one
 * highlighted and scrolled into view, affix tabs without a close button. Context menu refresh /
 * close / close others / close all by right click, or from the keyboard (Shift+F10 or the Menu
 * key on a focused tab); arrows move between tabs, Enter opens one, Delete and middle click close.
 * @example
 * <TabStrip />
 */
export function TabStrip() {
  const t = useT();
  const navigate = useNavigate();
  const { views, activeKey, dirtyKeys, close, closeOthers, closeAll, refresh } = useTabs();
  const menu = useContextMenu<string>();
  const strip = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!activeKey) return;
    const el = [...(strip.current?.querySelectorAll<HTMLElement>('[data-tab-key]') ?? [])].find((e) => e.dataset.tabKey === activeKey);
    el?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [activeKey, views.length]);

  const target = menu.target ? views.find((v) => v.key === menu.target) : undefined;
  const items: MenuItem[] = [
    { key: 'refresh', label: t('tabs.refresh'), icon: 'refresh' },
    { key: 'close', label: t('tabs.close'), icon: 'close', disabled: !target || Boolean(target.affix) },
    { key: 'closeOthers', label: t('tabs.closeOthers') },
    { key: 'closeAll', label: t('tabs.closeAll') },
  ];

  const act = (action: string, key: string) => {
    menu.close();
    if (action === 'refresh') {
      refresh(key);
      const view = views.find((v) => v.key === key);
      if (key !== activeKey) navigate(view ? hrefOf(view) : key);
    } else if (action === 'close') void close(key);
    else if (action === 'closeOthers') void closeOthers(key);
    else if (action === 'closeAll') void closeAll();
  };

  // A vertical wheel scrolls the strip sideways, as a mouse user expects of a row of tabs.
  const onWheel = (e: WheelEvent<HTMLDivElement>) => {
    if (Math.abs(e.deltaY) > Math.abs(e.deltaX)) e.currentTarget.scrollLeft += e.deltaY;
  };

  return (
    <>
      <Strip className="sca-tab-strip" ref={strip} role="tablist" aria-label={t('tabs.label')} aria-orientation="horizontal" onKeyDown={moveFocus} onWheel={onWheel}>
        {views.map((view) => {
          const title = routeTitle(t, view.title);
          const dirty = dirtyKeys.includes(view.key);
          const name = dirty ? t('tabs.unsaved', { title }) : view.affix ? t('tabs.pinned', { title }) : title;
          const trigger = menu.triggerProps(view.key);
          return (
            <TabChip
              key={view.key} data-tab-key={view.key} title={<>{title}{dirty ? <Dirty aria-hidden="true">●</Dirty> : null}</>}
              aria-label={name} active={view.key === activeKey} affix={Boolean(view.affix)}
              aria-haspopup="menu" onSelect={() => { if (view.key !== activeKey) navigate(hrefOf(view)); }}
              onClose={() => void close(view.key)} onContextMenu={trigger.onContextMenu} onKeyDown={trigger.onKeyDown}
            />
          );
        })}
      </Strip>
      <ContextMenu
        anchor={menu.anchor} onClose={menu.close} items={items} label={t('tabs.menu')}
        onSelect={(action) => { if (menu.target) act(action, menu.target); }}
      />
    </>
  );
}

import type { MouseEvent, ReactNode } from 'react';
import { styled } from 'styled-components';
import { cssVar } from './theme';

/**
 * @example
 * <Breadcrumb label="面包屑" onNavigate={(item) => navigate(item.href!)}
 *   items={[{ key: 'org', label: '组织管理' }, { key: 'company', label: '公司管理', href: '/operationcenter/company' }, { key: 'edit', label: '编辑公司' }]} />
 */
export interface BreadcrumbItem {
  key: string;
  label: ReactNode;
  /** Where the crumb leads; a crumb without `href` (a menu group) is plain text. */
  href?: string;
}

/**
 * @example
 * <Breadcrumb label="面包屑" onNavigate={(item) => navigate(item.href!)}
 *   items={[{ key: 'org', label: '组织管理' }, { key: 'company', label: '公司管理', href: '/operationcenter/company' }, { key: 'edit', label: '编辑公司' }]} />
 */
export interface BreadcrumbProps {
  items: readonly BreadcrumbItem[];
  /** Accessible name of the navigation landmark (e.g. '面包屑'). */
  label: string;
  /** Client-side navigation: called instead of following the link (modified clicks still open tabs). */
  onNavigate?: (item: BreadcrumbItem, event: MouseEvent<HTMLAnchorElement>) => void;
  separator?: ReactNode;
  className?: string;
}

const Nav = styled.nav`
  font-size: ${cssVar.fontSize}; line-height: 50px;
  ol { display: flex; flex-wrap: wrap; align-items: center; margin: 0; padding: 0; list-style: none; }
  li { display: inline-flex; align-items: center; }
  a { color: ${cssVar.text}; font-weight: 600; text-decoration: none; border-radius: 2px; }
  a:hover { color: ${cssVar.primaryInk}; }
  a:focus-visible { outline: 2px solid ${cssVar.primary}; outline-offset: 2px; }
  [aria-current='page'], .plain { color: ${cssVar.textSecondary}; font-weight: 400; }
`;

const Sep = styled.span`margin: 0 9px; color: #C0C4CC; font-weight: 700;`;

const modified = (e: MouseEvent) => e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;

/**
 * The module > function > page trail. The last crumb is the current page (aria-current, not a
 * link); the shell adds its back button beside it.
 * @example
 * <Breadcrumb label="面包屑" onNavigate={(item) => navigate(item.href!)}
 *   items={[{ key: 'org', label: '组织管理' }, { key: 'company', label: '公司管理', href: '/operationcenter/company' }, { key: 'edit', label: '编辑公司' }]} />
 */
export function Breadcrumb({ items, label, onNavigate, separator = '/', className }: BreadcrumbProps) {
  return (
    <Nav aria-label={label} className={className}>
      <ol>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.key}>
              {last ? (
                <span aria-current="page">{item.label}</span>
              ) : item.href ? (
                <a
                  href={item.href}
                  onClick={onNavigate ? (e) => { if (modified(e)) return; e.preventDefault(); onNavigate(item, e); } : undefined}
                >
                  {item.label}
                </a>
              ) : (
                <span className="plain">{item.label}</span>
              )}
              {last ? null : <Sep aria-hidden="true">{separator}</Sep>}
            </li>
          );
        })}
      </ol>
    </Nav>
  );
}

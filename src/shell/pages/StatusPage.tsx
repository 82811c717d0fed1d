/** The shared look of the 401, 404 and "not yet available" pages: a big code, a heading, a message, actions. */
import type { ReactNode } from 'react';
import { styled, type StyledComponent } from 'styled-components';
import { cssVar } from '../../ui';

export interface StatusPageProps {
  /** Big text at the top ('401', '404') or an icon. */
  code: ReactNode;
  heading: ReactNode;
  message?: ReactNode;
  actions?: ReactNode;
  /** Extra content under the message (a path, a hint). */
  children?: ReactNode;
}

const Wrap = styled.main`
  display: grid; place-items: center; min-height: 60vh; padding: 48px ${cssVar.spaceXl}; box-sizing: border-box; text-align: center;
  color: ${cssVar.text};
`;
const Code = styled.div`
  font-size: 72px; font-weight: 700; line-height: 1; color: ${cssVar.primaryInk}; margin-bottom: ${cssVar.spaceLg};
`;
const Heading = styled.h1`font-size: 22px; font-weight: 500; margin: 0 0 ${cssVar.spaceMd};`;
const Message = styled.p`margin: 0 0 ${cssVar.spaceXl}; color: ${cssVar.textSecondary}; max-width: 520px;`;
const Actions = styled.div`display: flex; gap: ${cssVar.spaceMd}; justify-content: center; flex-wrap: wrap;`;

/**
 * @example
 * <StatusPage code="404" heading="页面不存在" message="请检查地址" actions={<Link to="/">返回首页</Link>} />
 */
export function StatusPage({ code, heading, message, actions, children }: StatusPageProps) {
  return (
    <Wrap>
      <div>
        <Code aria-hidden="true">{code}</Code>
        <Heading>{heading}</Heading>
        {message ? <Message>{message}</Message> : null}
        {children}
        {actions ? <Actions>{actions}</Actions> : null}
      </div>
    </Wrap>
  );
}

/** A router link that looks like a primary button. */
export const ButtonLink: StyledComponent<'a'> = styled.a`
  display: inline-flex; align-items: center; justify-content: center; gap: 6px; min-height: ${cssVar.controlHeight};
  padding: 0 15px; box-sizing: border-box; border-radius: ${cssVar.radius}; border: 1px solid ${cssVar.primary};
  background: ${cssVar.primaryFill}; color: ${cssVar.primaryText}; text-decoration: none; font-size: ${cssVar.fontSize};
  &:hover { filter: brightness(1.08); }
  &:focus-visible { outline: 2px solid ${cssVar.primary}; outline-offset: 2px; }
`;

/**
 * The floor of the meal page's size: the baseline plus the libraries `MealOrdersPage` renders
 * with (react-virtuoso's table, downshift's combobox, TanStack Query, floating-ui's positioning and
 * the interactions our popper uses, openapi-fetch), each doing the least it can and none of our
 * code. The partner benchmark reports what this adds beyond the baseline.
 */
import { StrictMode, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { styled } from 'styled-components';
import {
  FloatingFocusManager, FloatingOverlay, FloatingPortal, autoUpdate, flip, offset, shift, size, useClick, useDismiss,
  useFloating, useFocus, useHover, useInteractions, useListNavigation, useRole, useTypeahead,
} from '@floating-ui/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useCombobox } from 'downshift';
import createClient from 'openapi-fetch';
import { TableVirtuoso } from 'react-virtuoso';

const Box = styled.div`
  padding: 16px;
  border: 1px solid #dcdfe6;
`;
const queryClient = new QueryClient();
const api = createClient<Record<string, never>>({ baseUrl: '/partner-api' });

function Libraries() {
  const [open, setOpen] = useState(false);
  const list = useRef<Array<HTMLElement | null>>([]);
  const floating = useFloating({ open, onOpenChange: setOpen, whileElementsMounted: autoUpdate, middleware: [offset(4), flip(), shift(), size()] });
  const { getReferenceProps } = useInteractions([
    useClick(floating.context), useDismiss(floating.context), useRole(floating.context), useHover(floating.context), useFocus(floating.context),
    useListNavigation(floating.context, { listRef: list, activeIndex: null, onNavigate: () => undefined }),
    useTypeahead(floating.context, { listRef: { current: [] }, activeIndex: null }),
  ]);
  const combobox = useCombobox({ items: ['食堂'] });
  const rows = useQuery({ queryKey: ['rows'], queryFn: () => [1, 2, 3], enabled: open });
  return (
    <Box data-testid="baseline">
      <input aria-label="combobox" {...combobox.getInputProps()} />
      <ul {...combobox.getMenuProps()} />
      <button type="button" ref={floating.refs.setReference} {...getReferenceProps()} onDoubleClick={() => void api.GET('/rows' as never)}>Partner home</button>
      {open ? (
        <FloatingPortal>
          <FloatingOverlay lockScroll>
            <FloatingFocusManager context={floating.context}><div ref={floating.refs.setFloating} style={floating.floatingStyles} /></FloatingFocusManager>
          </FloatingOverlay>
        </FloatingPortal>
      ) : null}
      <TableVirtuoso style={{ height: 100 }} data={rows.data ?? []} itemContent={(_, n) => <td>{n}</td>} />
    </Box>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Routes>
          <Route path="*" element={<Libraries />} />
        </Routes>
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);

/**
 * The floor of the meal page's size: the baseline plus the libraries `MealOrdersPage` loads to
 * show its first rows (downshift's combobox, openapi-fetch), each doing the least it can and none
 * of our code. floating-ui and react-virtuoso are not among them: the page loads floating-ui with
 * its first popup, and its grid renders a page of rows without a virtual list. The partner
 * benchmark reports what this adds beyond the baseline.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { styled } from 'styled-components';
import { useCombobox } from 'downshift';
import createClient from 'openapi-fetch';

const Box = styled.div`
  padding: 16px;
  border: 1px solid #dcdfe6;
`;
const api = createClient<Record<string, never>>({ baseUrl: '/partner-api' });

function Libraries() {
  const combobox = useCombobox({ items: ['食堂'] });
  return (
    <Box data-testid="baseline">
      <input aria-label="combobox" {...combobox.getInputProps()} />
      <ul {...combobox.getMenuProps()} />
      <button type="button" onDoubleClick={() => void api.GET('/rows' as never)}>Partner home</button>
    </Box>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route path="*" element={<Libraries />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);

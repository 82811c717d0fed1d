/**
 * The floor of the meal page's size: the baseline plus the library `MealOrdersPage` loads to show
 * its first rows (openapi-fetch), doing the least it can and none of our code. downshift,
 * floating-ui and react-virtuoso are not among them: the page's selects load downshift when the
 * user first reaches one, floating-ui comes with the first popup, and its grid renders a page of
 * rows without a virtual list. The partner benchmark reports what this adds beyond the baseline.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { styled } from 'styled-components';
import createClient from 'openapi-fetch';

const Box = styled.div`
  padding: 16px;
  border: 1px solid #dcdfe6;
`;
const api = createClient<Record<string, never>>({ baseUrl: '/partner-api' });

function Libraries() {
  return (
    <Box data-testid="baseline">
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

/**
 * The size baseline: the peer dependencies a partner app already pays for (React, React DOM,
 * react-router-dom, styled-components), each doing something trivial.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { styled } from 'styled-components';

const Box = styled.div`
  padding: 16px;
  border: 1px solid #dcdfe6;
`;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route path="*" element={<Box data-testid="baseline">Partner home</Box>} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);

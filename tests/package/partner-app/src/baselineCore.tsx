/**
 * The core size baseline: React, React DOM and react-router-dom doing something trivial, without
 * styled-components. The meal page loads no styled-components before its first rows, so what it
 * adds beyond this baseline counts every byte of ours (and openapi-fetch's) those rows need.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route path="*" element={<div data-testid="baseline">Partner home</div>} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ContractOverview } from './ContractOverview';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ContractOverview />
  </StrictMode>,
);

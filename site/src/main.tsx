import '@clipnest/ui/styles.css';
import { ThemeProvider } from '@clipnest/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

const root = document.getElementById('root');
if (!root) throw new Error('Clipnest could not start: the page has no #root element.');

createRoot(root).render(
  <StrictMode>
    <ThemeProvider style={{ minHeight: '100vh' }}>
      <App />
    </ThemeProvider>
  </StrictMode>,
);

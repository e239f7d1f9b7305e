import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/noto-sans/wght.css';
import '@fontsource-variable/noto-sans-arabic/wght.css';
import { App } from './app/app';
import { setupI18n } from './app/i18n-setup';
import { installGlobalErrorReporting } from './lib/error-reporting-install';

setupI18n();
installGlobalErrorReporting();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

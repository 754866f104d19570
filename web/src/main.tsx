import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-ext-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-ext-500.css';
import '@fontsource/roboto/latin-700.css';
import '@fontsource/roboto/latin-ext-700.css';
import '@fontsource/montserrat/latin-700.css';
import '@fontsource/montserrat/latin-ext-700.css';
import '@/components/ui/tokens.css';
import '@/components/ui/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { whenFirstPageReady } from '@/app/router';
import { config } from '@/config/config';

for (const [name, value] of Object.entries(config.operator.theme)) {
  document.documentElement.style.setProperty(name, value);
}

const root = document.getElementById('root');
if (root) {
  void whenFirstPageReady(500).then(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

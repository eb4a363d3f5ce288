// An outside app: it imports the built package and its CSS, and nothing else.
import '@clipnest/ui/styles.css';
import { Button, Heading, ThemeProvider } from '@clipnest/ui';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <>
    <ThemeProvider appearance="light" data-testid="light">
      <main>
        <Heading level={1}>Consumer</Heading>
        <Button icon="download">Download Now</Button>
      </main>
    </ThemeProvider>
    <ThemeProvider appearance="dark" data-testid="dark">
      <Button variant="soft">Dark button</Button>
    </ThemeProvider>
  </>,
);

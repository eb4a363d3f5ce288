// Size app (a): an app that imports only Button.
import { Button } from '@clipnest/ui';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<Button>Download Now</Button>);

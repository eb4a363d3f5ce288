// react-dom, as the app imports it: main.tsx loads this module in a task of its own before the app.
//
// As it loads, React 19 creates its Suspense sentinels: Error objects it compares by identity and
// never shows. With DevTools attached (Lighthouse, WebPageTest, the Performance panel), V8 numbers
// the lines of every new Error's stack at once, and to number the frame in react-dom's 200 kB module
// it parses that module again: 15–20 ms of the main thread, 90–130 ms with the CPU slowed 8×. A
// visitor's browser never does this, but it counted in every measurement of the site's main
// thread. With stacks off while react-dom loads, nothing is numbered; the sentinels need no stack.
//
// The order matters: this module's imports are evaluated before its body, errorStacks.ts (stacks
// off) first, then react-dom (bundled as CommonJS, it runs where it is imported, in this module's
// body), then stacks on again.
import { resumeErrorStacks } from './errorStacks';
import { createRoot, hydrateRoot } from 'react-dom/client';

resumeErrorStacks();

export { createRoot, hydrateRoot };

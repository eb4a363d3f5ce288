// Public API of @clipnest/ui. Components take content through props; the package holds no copy.
export * from './theme';
export * from './components/Icon';
export * from './components/Button';
export * from './components/Layout';
export * from './components/Typography';
export * from './components/VisuallyHidden';
export { cx } from './utils/cx';
export * from './components/Modal';
export * from './components/TextField';
export * from './components/Switch';

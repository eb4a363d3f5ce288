// Programmatic API, used by the repo's start script and the end-to-end tests.
export { startLocalBackend, type LocalBackend, type StartOptions } from './server.ts';
export { readKeys, type KeysFile } from './auth/keys.ts';
export { defaultDataDir, type LocalBackendOptions, type RateLimits } from './config.ts';

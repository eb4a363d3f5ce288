// Entry for plain Node scripts (e.g. the repo's start script): loads the TypeScript sources
// through tsx, so no build step is needed. TypeScript consumers get the types from src/index.ts.
import { tsImport } from 'tsx/esm/api';

const mod = await tsImport('./src/index.ts', import.meta.url);

export const startLocalBackend = mod.startLocalBackend;
export const readKeys = mod.readKeys;
export const defaultDataDir = mod.defaultDataDir;

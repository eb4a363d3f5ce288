// Every island's loader, by name: the registry's and the whole-page island (kept apart from
// registry.ts, which pages import, because it reaches every page). Read by boot.tsx and the prerenderer.
import { islands, type IslandModule, type IslandName } from './registry';

export const allIslands: Record<IslandName, () => Promise<IslandModule<object>>> = {
  ...(islands as Record<keyof typeof islands, () => Promise<IslandModule<object>>>),
  Page: () => import('../islands/Page') as Promise<IslandModule<object>>,
};

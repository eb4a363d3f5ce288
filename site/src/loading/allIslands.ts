// Every island's loader, by name: the registry's and the whole-page island (kept apart from
// registry.ts, which pages import, because it reaches every page). Read by boot.tsx and the prerenderer.
import * as FooterBadge from '../islands/FooterBadge';
import * as Header from '../islands/Header';
import { islands, type IslandModule, type IslandName } from './registry';

type Loader = () => Promise<IslandModule<object>>;

export const allIslands: Record<IslandName, Loader> = {
  ...(islands as Record<keyof typeof islands, Loader>),
  Page: () => import('../islands/Page') as Promise<IslandModule<object>>,
  // On every page, at load: part of the app's own chunk rather than two more requests.
  Header: async () => Header as IslandModule<object>,
  FooterBadge: async () => FooterBadge as IslandModule<object>,
};

// Every island's loader, by name: the registry's, with the two on every page bundled into the app's
// own chunk. Read by boot.tsx and the prerenderer.
import * as FooterBadge from '../islands/FooterBadge';
import * as Header from '../islands/Header';
import { islands, type IslandModule, type IslandName } from './registry';

type Loader = () => Promise<IslandModule<object>>;

export const allIslands: Record<IslandName, Loader> = {
  ...(islands as Record<keyof typeof islands, Loader>),
  // On every page, at load: part of the app's own chunk rather than two more requests.
  Header: async () => Header as IslandModule<object>,
  FooterBadge: async () => FooterBadge as IslandModule<object>,
};

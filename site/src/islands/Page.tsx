// An island: the whole content of a page whose parts are not islands of their own yet (each page
// file says which it is: `export const hasIslands = true` when it places its own).
import { PageContent, preloadPage } from '../loading/pages';

export const prepare = ({ path }: { path: string }) => preloadPage(path);

export default function Page({ path }: { path: string }) {
  return <PageContent path={path} />;
}

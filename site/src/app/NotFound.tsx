import { ErrorPage } from '@clipnest/ui';
import { notFound, serverError } from '../content/errors';
import { LogoMark } from './brand';
import type { PageMeta } from '../seo';

export const notFoundMeta: PageMeta = { title: notFound.title, description: notFound.description };

/** The page for any address the site does not have (served with status 404). */
export function NotFound() {
  return (
    <ErrorPage
      variant="not-found"
      illustration={<LogoMark size={112} empty />}
      eyebrow={notFound.code}
      title={notFound.title}
      description={notFound.description}
      labels={{ home: notFound.homeLabel }}
    />
  );
}

/** The page for a render error or a page that failed to load: try again, or go home. */
export function ServerError({ error }: { error: Error }) {
  return (
    <ErrorPage
      variant="error"
      title={serverError.title}
      description={serverError.description}
      labels={{
        home: serverError.homeLabel,
        details: serverError.detailsLabel,
        retry: serverError.retryLabel,
      }}
      details={error.message}
      onRetry={() => window.location.reload()}
    />
  );
}

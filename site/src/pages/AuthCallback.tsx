// The callback page: where the provider's own links land (its status and actions are the island CallbackStatus).
// All of it follows the link and the journey's step, so all of it is one island.
import { VerificationPage } from '../app/VerifiedDownload';
import { staticSeo } from '../content/seo';
import { Island } from '../loading/Island';
import type { PageMeta } from '../seo';

export const meta = (): PageMeta => staticSeo['/auth/callback'];

export default function AuthCallback() {
  return (
    <VerificationPage>
      <Island name="CallbackStatus" />
    </VerificationPage>
  );
}

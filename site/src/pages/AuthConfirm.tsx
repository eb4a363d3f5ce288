// The confirm page: where the email's button lands (its status and actions are the island ConfirmStatus).
// All of it follows the link and the journey's step, so all of it is one island.
import { VerificationPage } from '../app/VerifiedDownload';
import { staticSeo } from '../content/seo';
import { Island } from '../loading/Island';
import type { PageMeta } from '../seo';

export const meta = (): PageMeta => staticSeo['/auth/confirm'];

export default function AuthConfirm() {
  return (
    <VerificationPage>
      <Island name="ConfirmStatus" />
    </VerificationPage>
  );
}

import { AccountMenu } from '@clipnest/ui';
import { authCopy } from '../content/auth';
import { signOut } from '../journey/session';
import { useJourney } from '../journey/store';
import { useUser } from './session';

/** The header's signed-in state: the address, and Sign out (global; home after 500 ms). */
export default function AccountMenuHost() {
  const user = useUser();
  const isSigningOut = useJourney((journey) => journey.isSigningOut);
  if (!user.loggedIn || !user.email) return null;
  return (
    <AccountMenu
      email={user.email}
      isVerified={user.verified}
      onSignOut={() => void signOut()}
      isPending={isSigningOut}
      labels={authCopy.account}
    />
  );
}

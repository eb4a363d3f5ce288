import { AccountMenu } from '@clipnest/ui';
import { authCopy } from '../content/auth';
import { useSession } from './session';

/** The header's signed-in state: the address, and Sign out (global; home after 500 ms). */
export default function AccountMenuHost() {
  const { user, signOut, isSigningOut } = useSession();
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

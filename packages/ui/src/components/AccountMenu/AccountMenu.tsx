import type { ComponentPropsWithRef } from 'react';
import {
  Button as AriaButton,
  Header,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
  type Key,
} from 'react-aria-components';
import { cx } from '../../utils/cx';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './AccountMenu.css';

/** The UI strings of an AccountMenu; the trigger's name depends on the address. */
export interface AccountMenuLabels {
  /** The accessible name of the button that opens the menu. */
  trigger: (email: string) => string;
  /** The line above the address in the menu. */
  signedInAs: string;
  /** Shown under the address when `isVerified` is false. */
  unverified: string;
  /** The sign-out action. */
  signOut: string;
  /** The sign-out action's label while `isPending`, also announced. */
  signingOut: string;
}

export const defaultAccountMenuLabels: AccountMenuLabels = {
  trigger: (email) => `Account: ${email}`,
  signedInAs: 'Signed in as',
  unverified: 'Email not verified yet',
  signOut: 'Sign Out',
  signingOut: 'Signing out…',
};

export interface AccountMenuProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The signed-in address. */
  email: string;
  /** Whether the address is confirmed (default true); false adds a line saying it is not yet. */
  isVerified?: boolean;
  /** Called when the visitor chooses Sign out. */
  onSignOut: () => void;
  /** Sign-out in flight: the action is disabled and reads `labels.signingOut`. */
  isPending?: boolean;
  /** Overrides for the UI strings (merged over `defaultAccountMenuLabels`). */
  labels?: Partial<AccountMenuLabels>;
}

/** The address's first character, for the avatar ('?' for an empty address). */
export function accountInitial(email: string): string {
  const [first] = Array.from(email.trim());
  return first ? first.toLocaleUpperCase() : '?';
}

const signOutKey = 'sign-out';

/**
 * The header's signed-in state: a button with the account's avatar (the address's first letter;
 * from `sm` up with the address beside it, cut with an ellipsis) that opens a menu saying who is
 * signed in, whether the address is verified, and a Sign out action. Keyboard: Enter, Space or
 * the arrow keys open it, the arrows move, Escape closes it and focus returns to the button. The
 * menu portals into the ThemeProvider. `ref` and the remaining attributes go to the wrapping
 * `<div>`.
 */
export function AccountMenu({
  email,
  isVerified = true,
  onSignOut,
  isPending = false,
  labels: labelOverrides,
  className,
  ...rest
}: AccountMenuProps) {
  const labels = { ...defaultAccountMenuLabels, ...labelOverrides };
  const onAction = (key: Key) => {
    if (key === signOutKey && !isPending) onSignOut();
  };
  return (
    <div {...rest} className={cx(styles.root, className)}>
      <MenuTrigger>
        <AriaButton
          aria-label={labels.trigger(email)}
          data-pending={isPending || undefined}
          data-unverified={!isVerified || undefined}
          className={styles.trigger}
        >
          {/* The letter is drawn by CSS: it is decoration, and the button's name is its label. */}
          <span className={styles.avatar} data-initial={accountInitial(email)} aria-hidden="true">
            {!isVerified && <span className={styles.unverifiedDot} />}
          </span>
          <span className={styles.email} aria-hidden="true">
            {email}
          </span>
          <Icon name="chevron-down" size={16} className={styles.chevron} />
        </AriaButton>
        <Popover placement="bottom end" offset={8} className={styles.popover}>
          <Menu
            onAction={onAction}
            disabledKeys={isPending ? [signOutKey] : undefined}
            className={styles.menu}
          >
            <MenuSection className={styles.section}>
              <Header className={styles.header}>
                <span className={styles.signedInAs}>{labels.signedInAs}</span>
                <span className={styles.headerEmail}>{email}</span>
                {!isVerified && (
                  <span className={styles.unverified}>
                    <Icon name="alert" size={14} />
                    {labels.unverified}
                  </span>
                )}
              </Header>
              <MenuItem
                id={signOutKey}
                textValue={isPending ? labels.signingOut : labels.signOut}
                className={styles.item}
              >
                {isPending ? (
                  <span className={styles.spinner} aria-hidden="true" />
                ) : (
                  <Icon name="arrow-right" size={16} className={styles.itemIcon} />
                )}
                {isPending ? labels.signingOut : labels.signOut}
              </MenuItem>
            </MenuSection>
          </Menu>
        </Popover>
      </MenuTrigger>
      {/* Sign-out usually runs after the menu has closed: say that it is under way. */}
      <VisuallyHidden role="status">{isPending ? labels.signingOut : ''}</VisuallyHidden>
    </div>
  );
}

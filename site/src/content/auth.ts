/**
 * Every visible string of sign-up, sign-in, verification and download (product description
 * sections 4, 5 and 8). Strings quoted in the description are kept exactly, including their
 * title case ('Check Your Email', 'Download Complete!', 'Verification Failed').
 */
import { downloadCopy } from './download';
import { productName } from './product';

export const authCopy = {
  modal: {
    title: { login: 'Welcome back', signup: `Create your ${productName} account` },
    description: {
      login: 'Sign in to download the app.',
      signup: 'Free, and it takes a minute. We email you a link to verify your address.',
    },
    submit: { login: 'Sign in', signup: 'Create account' },
    submitting: 'Please wait',
    email: 'Email',
    emailPlaceholder: 'you@example.com',
    password: 'Password',
    /** Section 5. */
    passwordHint: 'Must be at least 6 characters long',
    showPassword: 'Show password',
    generatePassword: 'Generate password',
    toSignupPrompt: 'Don’t have an account?',
    toSignup: 'Sign up',
    toLoginPrompt: 'Already have an account?',
    toLogin: 'Sign in',
    close: 'Close',
  },
  validation: {
    emailRequired: 'Please enter your email address.',
    emailInvalid: 'Please enter a valid email address.',
    passwordRequired: 'Please enter a password.',
    /** Section 5: the server's 'Password should be at least' becomes this. */
    passwordTooShort: 'Password should be at least 6 characters long.',
  },
  checkEmail: {
    /** Section 2. */
    title: 'Check Your Email',
    /** Followed by the address (set in bold by the modal) and a full stop. */
    sentToPrefix: 'We sent a verification link to ',
    /** Section 9: the link is valid 24 hours (stated in the UI). */
    linkValidity: (hours: number) => `Open it to verify your account. The link is valid for ${hours} hours.`,
    notReceived: 'Didn’t get the email? Check your spam folder, or send it again.',
    resend: 'Resend email',
    resendIn: (seconds: number) => `You can resend in ${seconds}s`,
    resending: 'Sending',
    resendSent: 'A new verification email is on its way.',
    changeAddressPrompt: 'Wrong address?',
    changeAddress: 'Change email address',
    close: 'Close',
  },
  /** Section 8, login. */
  login: {
    invalidCredentials: 'Invalid email or password. Please check your credentials and try again.',
    emailNotConfirmed: 'Please verify your email address before signing in.',
    failed: 'Login failed. Please try again.',
  },
  /** Sections 5 and 8, signup. */
  signup: {
    alreadyRegistered: 'An account with this email already exists. Please try signing in instead.',
    failed: 'Signup failed. Please try again.',
  },
  unexpected: 'An unexpected error occurred. Please try again.',
  resend: {
    failed: 'Failed to resend verification email. Please try again.',
  },
  download: downloadCopy,
  callback: {
    verifyingTitle: 'Verifying your email',
    verifyingText: 'This takes a moment. Please keep this page open.',
    /** What the page does, readable before any script runs. */
    steps: [
      'We confirm your email address with the link you opened from our email.',
      `Your download of ${productName} starts on its own as soon as the address is verified.`,
      'Then we take you back to the home page.',
    ],
    noLink: 'Opened this page without a link from our email? Sign up from the home page to get one.',
    verifiedTitle: 'Email verified',
    verifiedText: 'Your download starts automatically.',
    /** Shown 3 s after the download starts; the page goes home 2 s later. */
    complete: 'Download Complete!',
    redirecting: 'Taking you to the home page…',
    /** Section 4: on error, with a manual download button. */
    failedTitle: 'Verification Failed',
    manualDownload: 'Download manually',
    backHome: 'Back to home',
    /** Section 8, callback. */
    otpExpired: 'Verification link expired. Please register again.',
    failed: 'Email verification failed',
    notComplete: 'Email verification not yet complete',
    invalidUrl: 'Invalid verification URL',
    error: 'An error occurred during email verification',
  },
  /** Section 8, success and welcome toasts. */
  toasts: {
    emailVerified: 'Email successfully verified!',
    downloadStarted: 'Download started successfully!',
    welcomeBack: 'Welcome back!',
    welcome: `Welcome to ${productName}!`,
    accountCreated: 'Account created!',
    signedIn: 'Successfully signed in!',
    passwordGenerated: 'Password generated!',
    cookiesSaved: 'Cookie preferences saved successfully.',
  },
  /** Server messages the site maps to the texts above (matched by inclusion). */
  serverMessages: {
    invalidCredentials: 'Invalid login credentials',
    emailNotConfirmed: 'Email not confirmed',
    alreadyRegistered: 'User already registered',
    passwordTooShort: 'Password should be at least',
    otpExpired: 'otp_expired',
  },
  /** Provider errors (section 8) as the client library reports them; listed for mapping and tests. */
  providerErrors: {
    sessionMissing: 'Auth session missing!',
    sessionOrUserMissing: 'Auth session or user missing',
    noSessionInUrl: 'No session defined in URL',
    noBrowser: 'No browser detected.',
    noCode: 'No code detected.',
    invalidJwt: 'Invalid JWT structure',
    jwtNotBase64url: 'JWT not in base64url format',
  },
  /** The header's signed-in state. */
  account: {
    trigger: (email: string) => `Account: ${email}`,
    signedInAs: 'Signed in as',
    unverified: 'Email not verified yet',
    signOut: 'Sign out',
    signingOut: 'Signing out…',
  },
  /** Password recovery: the request from the sign-in form, then the emailed link's new-password form. */
  recovery: {
    forgotPassword: 'Forgot password?',
    requestTitle: 'Reset your password',
    requestDescription: 'Enter your email address and we will send you a link to set a new password.',
    requestSubmit: 'Send reset link',
    requestSent: 'If an account exists for that address, a link to set a new password is on its way.',
    backToLogin: 'Back to sign in',
    setTitle: 'Set a new password',
    setDescription: 'Choose a new password for your account. You stay signed in afterwards.',
    setSubmit: 'Save password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    passwordsMismatch: 'The passwords do not match.',
    confirmRequired: 'Please enter the new password again.',
    samePassword: 'Your new password must be different from the old one.',
    rateLimited: 'Too many requests. Please wait a minute and try again.',
    updated: 'Your password has been changed.',
  },
  /** The progress of a running download (the bytes are read by the browser, so it can be shown). */
  progress: {
    title: (fileName: string) => `Downloading ${fileName}`,
    progress: (percent: number, received: string, total: string) => `${percent}% · ${received} of ${total}`,
    indeterminate: (received: string) => `${received} received`,
    cancel: 'Cancel',
    done: 'Download complete',
    failed: 'Download failed',
    cancelled: 'Download cancelled',
    dismiss: 'Dismiss',
  },
} as const;

/** Section 9 constants the copy depends on. */
export const authConstants = {
  minPasswordLength: 6,
  generatedPasswordLength: 16,
  verificationLinkHours: 24,
  /** Section 4: 'Download Complete!' 3 s after the download starts, home 2 s later; on error, home after 3–5 s. */
  callbackTimings: { completeAfterMs: 3000, homeAfterCompleteMs: 2000, homeAfterErrorMs: 4000 },
} as const;

/**
 * Every visible string of sign-up, sign-in, verification and download. The product's own messages
 * are kept word for word, including their title case ('Check Your Email', 'Download Complete!',
 * 'Verification Failed'); DESIGN.md says where the site departs from them.
 */
import { downloadCopy } from './download';
import { productName } from './productName';

export const authCopy = {
  modal: {
    title: { login: 'Welcome Back', signup: `Create Your ${productName} Account` },
    description: {
      login: 'Sign in to download the app.',
      signup: 'Free, and it takes a minute. We email you a link to verify your address.',
    },
    submit: { login: 'Sign In', signup: 'Create Account' },
    submitting: 'Please Wait',
    email: 'Email',
    emailPlaceholder: 'you@example.com',
    password: 'Password',
    /** Under the password field. */
    passwordHint: 'Must be at least 6 characters long',
    showPassword: 'Show Password',
    generatePassword: 'Generate Password',
    toSignupPrompt: 'Don’t have an account?',
    toSignup: 'Sign Up',
    toLoginPrompt: 'Already have an account?',
    toLogin: 'Sign In',
    close: 'Close',
  },
  validation: {
    emailRequired: 'Please enter your email address.',
    emailInvalid: 'Please enter a valid email address.',
    passwordRequired: 'Please enter a password.',
    /** The server's 'Password should be at least' becomes this. */
    passwordTooShort: 'Password should be at least 6 characters long.',
  },
  checkEmail: {
    /** The download's own words. */
    title: 'Check Your Email',
    /** Followed by the address (set in bold by the modal) and a full stop. */
    sentToPrefix: 'We sent a 6-digit code and a link to ',
    /** The link is valid 24 hours (stated in the UI). */
    linkValidity: (hours: number) =>
      `Type the code here, or open the link on this Mac. Both work for ${hours} hours.`,
    codeLabel: 'Verification code',
    codeDescription: 'The 6 digits from the email. Pasting the whole code works too.',
    codeIncomplete: (length: number) => `Enter all ${length} digits of the code.`,
    verify: 'Verify',
    verifying: 'Verifying',
    codeWrong: 'That code is wrong or has expired. Check the newest email from us, or send a new code.',
    /** The address was verified here or on another device: the download follows. */
    verifiedTitle: 'Verified — Download Starting',
    verifiedDescription: 'Your address is verified. If the download does not start, press Download Now.',
    verifiedContinue: 'Download Now',
    /** Verified elsewhere, but this tab has no password to sign in with. */
    verifiedSignIn: 'Sign In to Download',
    notReceived: 'Didn’t get the email? Check your spam folder, or send it again.',
    resend: 'Resend Email',
    resendIn: (seconds: number) => `You can resend in ${seconds}s`,
    resending: 'Sending',
    resendSent: 'A new email with a new code is on its way. Only the newest code works.',
    changeAddressPrompt: 'Wrong address?',
    changeAddress: 'Change Email Address',
    close: 'Close',
  },
  /** Sign-in failures. */
  login: {
    invalidCredentials: 'Invalid email or password. Please check your credentials and try again.',
    emailNotConfirmed: 'Please verify your email address before signing in.',
    failed: 'Login failed. Please try again.',
  },
  /** Sign-up failures. */
  signup: {
    alreadyRegistered: 'An account with this email already exists. Please try signing in instead.',
    failed: 'Signup failed. Please try again.',
  },
  unexpected: 'An unexpected error occurred. Please try again.',
  /** What the provider's refusals mean, said so that the visitor knows what to do and when. */
  limits: {
    /** One email per address per minute (the provider's frequency limit). */
    emailTooSoon: (seconds: number) =>
      `We just sent you an email. You can ask for another in ${seconds} seconds.`,
    /** The site's hourly mail quota. */
    emailQuota: 'We are sending a lot of emails right now. Please try again in a few minutes.',
    tooManyRequests: 'Too many attempts from this network. Please wait a few minutes and try again.',
  },
  invalidAddress: 'We can’t send email to this address. Please check it and try again.',
  addressTooLong: 'This email address is too long. Please use a shorter one.',
  passwordTooLong: 'Please choose a password of at most 72 characters.',
  /** The browser could not reach the server (offline, or the network dropped). */
  network: 'Can’t connect right now. Check your internet connection and try again.',
  /** A stored session the server no longer accepts: signed out, asked to sign in again. */
  sessionEnded: 'Your session has ended. Please sign in again to download.',
  /** Signing up again with an address that is already verified. */
  alreadyVerified: {
    title: 'Your Address Is Already Verified',
    description: 'Sign in with your password to download.',
  },
  resend: {
    failed: 'Failed to resend verification email. Please try again.',
  },
  download: downloadCopy,
  callback: {
    verifyingTitle: 'Verifying Your Email',
    verifyingText: 'This takes a moment. Please keep this page open.',
    /** What the page does, readable before any script runs. */
    steps: [
      'We confirm your email address with the link you opened from our email.',
      `Your download of ${productName} starts on its own as soon as the address is verified.`,
      'Then we take you back to the home page.',
    ],
    noLink: 'Opened this page without a link from our email? Sign up from the home page to get one.',
    /**
     * The page opened without a link: nothing went wrong, so a calm note (not the failure card)
     * with the specified message and both next steps; it stays until the visitor acts.
     */
    noLinkTitle: 'No Link to Verify',
    noLinkText:
      'To verify your address, open the link in the email we sent you. No email yet? Sign up to get one, or sign in if your address is already verified.',
    /** A quiet footnote under the next steps: the specified message, said as what it is. */
    noLinkDetail: (message: string) => `${message}: this page was opened without a link from our email.`,
    noLinkSignUp: 'Sign Up',
    verifiedTitle: 'Email Verified',
    verifiedText: 'Your download starts automatically.',
    /** Shown 3 s after the download starts; the page goes home 2 s later. */
    complete: 'Download Complete!',
    redirecting: 'Taking you to the home page…',
    /** On error, with a manual download button. */
    failedTitle: 'Verification Failed',
    manualDownload: 'Download Manually',
    backHome: 'Back to Home',
    /** What the callback page says for a link's error. */
    /**
     * A used, expired or superseded link (the old 'Please register again' sent
     * verified visitors into a dead end): what is true, and both next steps.
     */
    otpExpired:
      'This link was already used or has expired. If your address is verified, sign in to download; if not, sign up again with the same address and we send you a new code.',
    failed: 'Email verification failed',
    notComplete: 'Email verification not yet complete',
    invalidUrl: 'Invalid verification URL',
    error: 'An error occurred during email verification',
  },
  /**
   * /auth/confirm, where the email's button lands: nothing is verified until the visitor presses,
   * so a mail scanner that opens every link spends nothing.
   */
  confirm: {
    title: 'Confirm Your Email',
    description: 'Press the button to verify your address. Your download starts right after.',
    descriptionElsewhere: 'Press the button to verify your address.',
    action: 'Confirm and Download',
    actionElsewhere: 'Confirm My Address',
    pending: 'Confirming',
    why: 'We ask for this press because email security scanners open every link in a message; this way they can’t use your link before you do.',
    recoveryTitle: 'Reset Your Password',
    recoveryDescription: 'Press the button to confirm it is you, then choose a new password.',
    recoveryAction: 'Choose a New Password',
    verifiedTitle: 'Email Verified',
    verifiedText: 'Your download starts automatically.',
    /** A used, expired or superseded link whose address is not verified yet. */
    expiredTitle: 'This Link Has Expired',
    expiredText:
      'It was used already, is older than 24 hours, or a newer email replaced it. Your address is not verified yet: we can send you a new code.',
    sendNewCode: 'Send a New Code',
    /** A used link whose address is verified by now (often by a second press, or a scanner). */
    alreadyVerifiedText: 'This link has done its job. Sign in with your password to download.',
    signIn: 'Sign In',
    invalid: 'This link is incomplete. Open the newest email from us and press its button again.',
    backHome: 'Back to Home',
  },
  /** For a device that is not a Mac: Clipnest runs on macOS only. */
  otherDevice: {
    title: `${productName} Is for macOS`,
    description: `${productName} is a clipboard manager for the Mac. Open this address on your Mac to download it, or create your account now and download it there later.`,
    verifiedTitle: 'Your Address Is Verified',
    verifiedDescription: `${productName} runs on macOS. Open this address on your Mac and sign in there to download it.`,
    signUp: 'Create Account',
    /** The address's copy and share actions. */
    handoff: {
      copy: 'Copy Link',
      copied: 'Link Copied',
      copyFailed: 'Copying is not allowed here. The address is selected: copy it from there.',
      share: 'Share',
    },
    close: 'Close',
  },
  /** Success and welcome toasts. */
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
  /** Provider errors as the client library reports them; listed for mapping and tests. */
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
    signOut: 'Sign Out',
    signingOut: 'Signing out…',
  },
  /** Password recovery: the request from the sign-in form, then the emailed link's new-password form. */
  recovery: {
    forgotPassword: 'Forgot password?',
    requestTitle: 'Reset Your Password',
    requestDescription: 'Enter your email address and we will send you a link to set a new password.',
    requestSubmit: 'Send Reset Link',
    requestSent:
      'If an account exists for that address, an email with a code and a link to set a new password is on its way.',
    codeLabel: 'Reset code',
    codeDescription: 'Type or paste the 6 digits from the email, or open its link on this Mac.',
    codeSubmit: 'Continue',
    codeChecking: 'Checking',
    backToLogin: 'Back to Sign In',
    setTitle: 'Set a New Password',
    setDescription: 'Choose a new password for your account. You stay signed in afterwards.',
    setSubmit: 'Save Password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    passwordsMismatch: 'The passwords do not match.',
    confirmRequired: 'Please enter the new password again.',
    samePassword: 'Your new password must be different from the old one.',
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
    cancelled: 'Download canceled',
    dismiss: 'Dismiss',
  },
  /** Under the progress once the download is complete (DownloadProgress's `nextStep`): the install guide. */
  installLink: { label: `How to Install ${productName}`, href: '/install' },
} as const;

/** Constants the copy depends on. */
export const authConstants = {
  minPasswordLength: 6,
  generatedPasswordLength: 16,
  verificationLinkHours: 24,
  /** 'Download Complete!' 3 s after the download starts, home 2 s later; on error, home after 3–5 s. */
  callbackTimings: { completeAfterMs: 3000, homeAfterCompleteMs: 2000, homeAfterErrorMs: 4000 },
} as const;

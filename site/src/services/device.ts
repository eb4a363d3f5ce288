// Whether this browser runs on a Mac: Clipnest is a macOS app, so any other device is told to
// download on the Mac instead of receiving the ZIP. Detection errs towards the Mac: only a browser
// that clearly names another system is treated as one.

/** What the check reads of `navigator` (a parameter, so tests can pass any device). */
export interface DeviceHints {
  userAgent: string;
  maxTouchPoints?: number;
  /** `navigator.userAgentData.platform` where the browser has it (Chromium). */
  platform?: string;
}

const otherSystem = /iPhone|iPad|iPod|Android|Windows|CrOS|Linux|X11/i;

export function isMacDevice({ userAgent, maxTouchPoints = 0, platform }: DeviceHints): boolean {
  if (platform && platform !== '') {
    if (/^macOS$/i.test(platform)) return true;
    if (otherSystem.test(platform) || /Chrome OS|Windows|Android/i.test(platform)) return false;
  }
  if (/Macintosh|Mac OS X/i.test(userAgent) && !/iPhone|iPad|iPod/i.test(userAgent)) {
    // An iPad asking for the desktop site reports a Mac; a Mac has no touch screen.
    return maxTouchPoints <= 1;
  }
  return !otherSystem.test(userAgent);
}

/** This browser's answer (a Mac during prerendering, where there is no browser). */
export function isThisDeviceAMac(): boolean {
  if (typeof navigator === 'undefined') return true;
  const platform = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData
    ?.platform;
  return isMacDevice({ userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints, platform });
}

// Where Chromium is and how every browser test starts it: Debian's package (or CHROME_PATH),
// headless, with the background services off so it makes no outside request.
const { existsSync } = require('node:fs');

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

function chromiumPath() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((path) => path && existsSync(path));
  if (!found) {
    throw new Error(
      "Chromium not found. Install Debian's package (`apt-get install -y chromium`) or set CHROME_PATH.",
    );
  }
  return found;
}

module.exports = { chromiumPath, chromiumArgs };

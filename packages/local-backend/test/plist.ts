// An XML Info.plist as Xcode writes one, with a nested dictionary whose keys must not count.
export const plist = (strings: Record<string, string>) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>CFBundleDocumentTypes</key>
  <array><dict><key>CFBundleVersion</key><string>nested, not this</string></dict></array>
  <key>LSUIElement</key>
  <true/>
${Object.entries(strings)
  .map(([key, value]) => `  <key>${key}</key>\n  <string>${value}</string>`)
  .join('\n')}
</dict>
</plist>
`;

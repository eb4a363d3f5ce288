// The pure half of `npm run publish-build`: argument parsing, version and ZIP checks, Info.plist
// reading, the names a build gets and the Sparkle feed. No file system, no network, so every rule is
// testable on bytes in memory.
// Its parts live in publish-build/; this module gathers them for the script and the tests.
export * from './publish-build/arguments.mjs';
export * from './publish-build/zip.mjs';
export * from './publish-build/info-plist.mjs';
export * from './publish-build/appcast.mjs';

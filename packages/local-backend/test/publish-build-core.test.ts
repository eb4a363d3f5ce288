// The pure rules of `npm run publish-build`: arguments, Info.plist reading (stored and deflated
// entries), release notes and the Sparkle feed, on bytes in memory.
import { readFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import { zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import { plist } from './plist.ts';
import { childrenNamed, childText, parseXml, type XmlElement } from './xml.ts';
import {
  buildAppcast,
  bundleInfo,
  checkedNotes,
  checkVersionAgrees,
  DEFAULT_SITE_URL,
  entryDataOffset,
  escapeXml,
  inflateEntry,
  LOCAL_HEADER_SIZE,
  MAX_NOTES_BYTES,
  parseArguments,
  parsePlistStrings,
  readEndRecord,
  readEntries,
  rfc822Date,
  SPARKLE_NS,
  // @ts-expect-error -- plain JS, run by node from the repository scripts
} from '../../../scripts/publish-build-core.mjs';

const encode = (text: string) => new TextEncoder().encode(text);

const good = { CFBundleShortVersionString: '3.7.0', CFBundleVersion: '412', LSMinimumSystemVersion: '13.0' };

/** The Info.plist of a ZIP as publish-build reads it: directory → local header → data. */
function plistFromZip(files: Zippable, level: 0 | 6) {
  const zip = zipSync(files, { level });
  const end = readEndRecord(zip, zip.byteLength);
  const { offset, size, entries } = end.directory;
  const all = readEntries(zip.subarray(offset, offset + size), entries);
  const entry = all.find((e: { name: string }) => e.name === 'Clipnest.app/Contents/Info.plist');
  const start = entryDataOffset(
    zip.subarray(entry.localOffset, entry.localOffset + LOCAL_HEADER_SIZE),
    entry,
  );
  const data = inflateEntry(zip.subarray(start, start + entry.compressedSize), entry);
  return bundleInfo(parsePlistStrings(data, entry.name), entry.name);
}

it("links the feed to the site's own default origin when nothing else names one", () => {
  // The site's content is TypeScript of another project: its domain is read from the file.
  const domainFile = readFileSync(new URL('../../../site/src/content/emails.ts', import.meta.url), 'utf8');
  expect(DEFAULT_SITE_URL).toBe(`https://${/companyDomain = '([^']+)'/.exec(domainFile)?.[1]}`);
});

describe('reading the app’s Info.plist', () => {
  it.each([0, 6] as const)(
    'reads version, build number and minimum macOS (compression level %i)',
    (level) => {
      const files = {
        'Clipnest.app/Contents/Info.plist': encode(plist(good)),
        'Clipnest.app/Contents/MacOS/Clipnest': new Uint8Array(5000).fill(7),
      };
      expect(plistFromZip(files, level)).toEqual({
        version: '3.7.0',
        buildNumber: 412,
        minimumMacos: '13.0',
      });
    },
  );

  it('decodes entities and ignores nested dictionaries and comments', () => {
    const text = plist({ ...good, NSHumanReadableCopyright: 'A &amp; B &#169;' }).replace(
      '<dict>',
      '<dict>\n<!-- <key>CFBundleVersion</key><string>1</string> -->',
    );
    const strings = parsePlistStrings(encode(text), 'Info.plist');
    expect(strings.CFBundleVersion).toBe('412');
    expect(strings.NSHumanReadableCopyright).toBe('A & B ©');
  });

  it('refuses a binary plist with how to convert it', () => {
    expect(() => parsePlistStrings(encode('bplist00\u0000\u0001'), 'X/Info.plist')).toThrow(
      /binary property list.*plutil -convert xml1/,
    );
  });

  it.each([
    [{ CFBundleVersion: '4', LSMinimumSystemVersion: '13.0' }, /no CFBundleShortVersionString/],
    [
      { CFBundleShortVersionString: '3.7', CFBundleVersion: '4', LSMinimumSystemVersion: '13.0' },
      /must look like 1\.2\.3/,
    ],
    [{ CFBundleShortVersionString: '3.7.0', LSMinimumSystemVersion: '13.0' }, /no CFBundleVersion/],
    [
      { CFBundleShortVersionString: '3.7.0', CFBundleVersion: '3.7.0.1', LSMinimumSystemVersion: '13' },
      /whole build number/,
    ],
    [{ CFBundleShortVersionString: '3.7.0', CFBundleVersion: '4' }, /no LSMinimumSystemVersion/],
    [
      { CFBundleShortVersionString: '3.7.0', CFBundleVersion: '4', LSMinimumSystemVersion: 'Ventura' },
      /not a macOS version/,
    ],
  ])('refuses a plist missing or garbling a value (%j)', (strings, message) => {
    expect(() => bundleInfo(parsePlistStrings(encode(plist(strings)), 'Info.plist'), 'Info.plist')).toThrow(
      message,
    );
  });

  it('refuses what is not a plist, and a damaged deflated entry', () => {
    expect(() => parsePlistStrings(encode('<plist/>'), 'Info.plist')).toThrow(/not an XML property list/);
    const entry = { name: 'Info.plist', method: 8, size: 100, compressedSize: 4, localOffset: 0 };
    expect(() => inflateEntry(new Uint8Array([1, 2, 3, 4]), entry)).toThrow(/cannot be decompressed|damaged/);
    const wrongSize = { ...entry, size: 3 };
    expect(() => inflateEntry(new Uint8Array(deflateRawSync(encode('four'))), wrongSize)).toThrow(/damaged/);
  });

  it('refuses a --version that disagrees with the plist', () => {
    const info = { version: '3.7.0', buildNumber: 412, minimumMacos: '13.0' };
    expect(() => checkVersionAgrees(info, '3.7.1')).toThrow(/--version says 3\.7\.1 but .* says 3\.7\.0/);
    expect(() => checkVersionAgrees(info, '3.7.0')).not.toThrow();
    expect(() => checkVersionAgrees(info, null)).not.toThrow();
  });
});

describe('arguments', () => {
  it('takes notes, channel, site URL and an optional version', () => {
    expect(
      parseArguments(['b.zip', '--notes', 'n.md', '--channel=beta', '--site-url', 'https://x.test']),
    ).toEqual({
      help: false,
      zipPath: 'b.zip',
      version: null,
      dataDir: null,
      notesPath: 'n.md',
      channel: 'beta',
      siteUrl: 'https://x.test',
    });
    expect(parseArguments(['b.zip'])).toMatchObject({ channel: 'stable', version: null });
  });

  it.each([
    [['b.zip', '--channel', 'nightly'], /Unknown channel "nightly"/],
    [['b.zip', '--version', '3.7'], /must look like 1\.2\.3/],
    [['b.zip', '--notes'], /--notes needs a value/],
    [['b.zip', '--channel', 'beta', '--channel', 'beta'], /given twice/],
    [[], /path of the ZIP/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseArguments(argv)).toThrow(message);
  });

  it('refuses release notes over the limit or not UTF-8, and trims the rest', () => {
    expect(() => checkedNotes(new Uint8Array(MAX_NOTES_BYTES + 1).fill(65), 'n.md')).toThrow(/at most 20480/);
    expect(() => checkedNotes(new Uint8Array([0xff, 0xfe, 0x41]), 'n.md')).toThrow(/not UTF-8/);
    expect(checkedNotes(encode('\n## New\n- Pins\n'), 'n.md')).toBe('## New\n- Pins');
  });
});

describe('the Sparkle feed', () => {
  const releases = [
    {
      version: '3.8.0-beta.1',
      build_number: 420,
      channel: 'beta',
      published_at: '2026-11-26T08:00:00.000Z',
      minimum_macos: '13.0',
    },
    {
      version: '3.7.0',
      build_number: '412',
      channel: 'stable',
      published_at: '2026-11-20T09:30:05Z',
      minimum_macos: '13.0',
    },
    // Recorded before builds had a build number: Sparkle cannot use it.
    {
      version: '3.6.0',
      build_number: null,
      channel: 'stable',
      published_at: '2026-11-01T00:00:00Z',
      minimum_macos: null,
    },
  ];

  const items = (xml: string) => childrenNamed(childrenNamed(parseXml(xml), 'channel')[0]!, 'item');
  const sparkle = (item: XmlElement, name: string) => childText(item, name, SPARKLE_NS);

  it('is RSS 2.0 with one informational item per build, newest first', () => {
    const xml = buildAppcast(releases, 'https://clipnest.example/');
    const rss = parseXml(xml);
    expect(rss.local).toBe('rss');
    expect(rss.attributes.version).toBe('2.0');
    expect(rss.attributes['xmlns:sparkle']).toBe(SPARKLE_NS);
    const all = items(xml);
    expect(all).toHaveLength(2);
    const [beta, stable] = all as [XmlElement, XmlElement];
    expect(sparkle(beta, 'version')).toBe('420');
    expect(sparkle(beta, 'shortVersionString')).toBe('3.8.0-beta.1');
    expect(sparkle(beta, 'channel')).toBe('beta');
    expect(sparkle(stable, 'channel')).toBeUndefined();
    expect(sparkle(stable, 'version')).toBe('412');
    expect(sparkle(stable, 'minimumSystemVersion')).toBe('13.0');
    expect(sparkle(stable, 'releaseNotesLink')).toBe('https://clipnest.example/changelog#v3.7.0');
    expect(childText(stable, 'pubDate')).toBe('Fri, 20 Nov 2026 09:30:05 +0000');
    expect(childText(stable, 'link')).toBe('https://clipnest.example/#download');
    for (const item of all) {
      expect(childrenNamed(item, 'informationalUpdate', SPARKLE_NS)).toHaveLength(1);
      // Informational: the app opens the site; there is no file to fetch.
      expect(childrenNamed(item, 'enclosure')).toHaveLength(0);
    }
  });

  it('escapes what it carries', () => {
    expect(escapeXml(`<a href="x">&'\u0001`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;');
    const xml = buildAppcast([{ ...releases[1]!, version: '3.7.0-a<b' }], 'https://clipnest.example');
    expect(xml).toContain('3.7.0-a&lt;b');
    expect(items(xml)).toHaveLength(1);
  });

  it('writes RFC 822 dates in UTC', () => {
    expect(rfc822Date(new Date('2026-01-02T03:04:05Z'))).toBe('Fri, 02 Jan 2026 03:04:05 +0000');
  });
});

// Sample picture for the Hero stories (not exported from the package): a stand-in for the
// product imagery a later design pass supplies.

const rows = [
  ['Meeting notes — Q3 planning', 'Text · just now'],
  ['https://example.com/release-notes', 'Link · 2 min ago'],
  ['screenshot-2025-06-01.png', 'Image · 5 min ago'],
  ['const history = await store.search(query)', 'Code · 12 min ago'],
];

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="420" viewBox="0 0 640 420">
<rect x="0.5" y="0.5" width="639" height="419" rx="16" fill="#fcfcfd" stroke="#d9d9e0"/>
<rect x="0.5" y="0.5" width="639" height="44" rx="16" fill="#f0f0f3"/>
<rect x="0.5" y="28" width="639" height="17" fill="#f0f0f3"/>
<circle cx="26" cy="22" r="6" fill="#ec5e5e"/><circle cx="46" cy="22" r="6" fill="#f5b53d"/><circle cx="66" cy="22" r="6" fill="#5bb66c"/>
<rect x="24" y="64" width="592" height="40" rx="10" fill="#ffffff" stroke="#d9d9e0"/>
<text x="44" y="89" font-family="Arial, sans-serif" font-size="15" fill="#80838d">Search your clipboard history…</text>
${rows
  .map(
    (
      [title, meta],
      i,
    ) => `<rect x="24" y="${124 + i * 70}" width="592" height="58" rx="10" fill="${i === 0 ? '#e6f4fe' : '#ffffff'}" stroke="${i === 0 ? '#8ec8f6' : '#e8e8ec'}"/>
<rect x="40" y="${138 + i * 70}" width="30" height="30" rx="8" fill="${i === 0 ? '#0d74ce' : '#e0e1e6'}"/>
<text x="84" y="${151 + i * 70}" font-family="Arial, sans-serif" font-size="15" fill="#1c2024">${title}</text>
<text x="84" y="${170 + i * 70}" font-family="Arial, sans-serif" font-size="12" fill="#60646c">${meta}</text>`,
  )
  .join('\n')}
</svg>`;

const src = `data:image/svg+xml,${encodeURIComponent(svg)}`;

/** A product screenshot stand-in: the clipboard history window with a search box and four clips. */
export function SampleProductShot() {
  return (
    <img
      src={src}
      width={640}
      height={420}
      alt="The clipboard history window: a search box above a list of recent clips"
    />
  );
}

import { h2, ol, p, quote, ul } from '../blocks';
import { planById } from '../pricing';
import { productName } from '../product';
import { authors } from './authors';
import type { BlogPostInput } from './types';

const pro = planById('pro').name;
const enterprise = planById('enterprise').name;

export const designStudio: BlogPostInput = {
  id: 'design-studio-handoff',
  title: 'From Moodboard to Handoff: A Design Studio’s Clipboard',
  excerpt:
    'Studio Halde’s six designers copy thousands of colors, assets and lines of copy a week. How on-device collections replaced their shared “misc” folder.',
  date: '2026-06-09',
  author: authors.sofia,
  categories: ['Case Studies', 'Productivity'],
  featured: false,
  image: { pattern: 'dots', alt: '' },
  body: [
    p(
      'Studio Halde is a six-person product design studio. Their work moves between research notes, a design tool, a prototyping tool, client chat and a handoff document for developers. Tomás Okafor, one of their product designers, walked us through a typical week.',
    ),
    h2('Where Things Got Lost'),
    p(
      'Designers copy constantly: hex values from a brand guide, a paragraph of UI copy from a document, an icon exported as SVG, a screenshot of a competitor’s onboarding. Before, the studio kept a shared folder called “misc” for anything worth keeping. Nobody could find anything in it.',
    ),
    quote(
      'The misc folder was where good references went to die. We had four thousand files in it and no names.',
      'Tomás Okafor, product designer',
    ),
    h2('Collections That Fill Themselves'),
    p(
      `With ${pro}, ${productName}’s on-device model groups related clips into collections as they arrive. At Studio Halde, collections formed around each client project within a day or two — the colors, copy and screenshots of one project tend to be copied together. The designers renamed them, and from then on each collection kept collecting.`,
    ),
    h2('Colors and Images, Previewed Properly'),
    ul(
      'Color values in any format are shown as swatches, so a palette is visible at a glance.',
      'Images keep their full resolution and show their dimensions and source app.',
      'Exported assets are kept as files and can be dragged from history straight onto a canvas.',
      'Text in screenshots is searchable, so “that onboarding screen with the progress ring” is one search.',
    ),
    h2('The Handoff Ritual'),
    p(
      'At the end of each sprint, the designer responsible opens the project’s collection, filters to colors and copy, selects what changed and pastes it into the handoff document in one go. Developers get exact values instead of screenshots to eyedrop from.',
    ),
    h2('Copy That Stays Consistent'),
    p(
      'UI copy was the other surprise. Button labels, error messages and onboarding text are written in a shared document, refined in the design tool and finally implemented by developers. Every step is a chance for a word to drift. The studio now copies final copy from the document once, and pastes it from history everywhere else — as plain text, so no stray formatting comes along. When a client asks why a label changed, the timeline shows when each version was copied and from where.',
    ),
    p(
      'The team also made a rule of thumb: if a string is pasted into more than two places, it becomes a template with the client’s name as a placeholder. Recurring phrases in proposals and status updates now take seconds instead of a search through old emails.',
    ),
    h2('Research Without the Screenshot Pile'),
    p(
      'User research produced the studio’s largest piles: quotes from interview notes, screenshots of competitors, photos of whiteboards. Okafor now copies each finding as he reads it and lets the project’s collection hold it. Because text in screenshots is recognized on the Mac, a search for “pricing” finds the line in an interview note and the competitor’s pricing page in the same list.',
    ),
    p(
      'When the team synthesizes findings, they open the collection on a shared screen, filter to text, and drag the quotes onto their board in the order they want to discuss them. What used to take a morning of searching through folders now takes the first ten minutes of the meeting.',
    ),
    quote(
      'We stopped arguing about where things should be saved. Everything is saved; the question is only what we pin.',
      'Tomás Okafor, product designer',
    ),
    h2('Working with Developers'),
    p(
      'The developers the studio hands off to noticed the change before anyone told them. Values arrived as exact hex codes and spacing tokens rather than screenshots annotated with arrows, and copy arrived as text they could paste straight into the code. Questions in the handoff channel dropped to a few per sprint, most of them about behavior rather than about which shade of blue was meant.',
    ),
    p(
      'The studio now adds one line to every handoff document: the name of the collection the values came from, so a developer with a question knows exactly whom to ask and what to look for.',
    ),
    h2('What They Would Tell Other Studios'),
    ol(
      'Let collections form for a week before you rename anything.',
      'Turn off image capture for your video-call app — nobody needs 200 screenshots of a shared screen.',
      'Pin the brand colors of active clients; ⌥1 to ⌥9 is faster than any palette panel.',
    ),
    p(
      'Everything stays on each designer’s Mac, which matters for client work under NDA. The studio deleted the misc folder in March.',
    ),
  ],
};

export const encryptedSync: BlogPostInput = {
  id: 'end-to-end-encrypted-sync',
  title: 'Optional Sync, End-to-End Encrypted: How We Built It',
  excerpt: `${productName} Sync keeps your Macs’ histories in step without us being able to read a single clip. The design, the trade-offs, and why it will always be opt-in.`,
  date: '2025-02-11',
  author: authors.daniel,
  categories: ['Product Updates', 'Technology'],
  featured: false,
  image: { pattern: 'sync', alt: '' },
  body: [
    p(
      `Sync was the most requested feature of the private beta, and the one we were most careful about. ${productName} is local-first, and we did not want to become a company that holds people’s clipboards. Today ${productName} Sync is available in ${pro} and ${enterprise}. Here is how it works.`,
    ),
    h2('Three Rules We Set First'),
    ol(
      'Off by default, opt-in per device. A Mac without sync turned on never sends a clip.',
      'End-to-end encrypted. We never hold a key that can decrypt content.',
      'Additive. Every Mac keeps its full history locally; sync failing can never lose data.',
    ),
    h2('Pairing and Keys'),
    p(
      'When you turn sync on, your Mac creates a key pair and a sync group key. The group key is what encrypts clips. To add a second Mac, the first shows a pairing code; the second scans or types it, the two devices perform a key exchange, and the first sends the group key encrypted to the second. The code is short-lived and single-use.',
    ),
    p(
      'The group key never leaves your devices in readable form. If you lose every device, we cannot restore synced history — which is the point. Your local histories on each Mac are unaffected.',
    ),
    h2('What the Relay Sees'),
    ul(
      'Your account identifier and random device identifiers.',
      'The size and time of each encrypted message.',
      'The ciphertext, which it cannot read.',
    ),
    p(
      'Messages are deleted from the relay as soon as every paired device has received them, and after 30 days at the latest if a device stays offline. The relay is hosted in the EU.',
    ),
    h2('Choosing What Syncs'),
    p(
      'Not everything should travel. You can sync only pins and templates, everything except images, or the whole history. Excluded apps and rules apply before anything is encrypted for sync, so a clip your rules would expire or ignore never leaves the Mac.',
    ),
    h2('Conflicts and Deletions'),
    p(
      'Clipboard history is mostly append-only, which keeps sync simple: new clips are added on every device. The interesting cases are edits and deletions. Pinning, renaming a collection or editing a template is recorded as a small encrypted change with a timestamp from the device that made it; when two devices change the same item, the later change wins and the earlier one is kept in the item’s history for a week.',
    ),
    p(
      'Deleting a clip on one Mac deletes it on all of them. The delete is itself a sync message, so it reaches a Mac that was offline as soon as it comes back. Secure deletion — overwriting the storage — happens locally on each device.',
    ),
    h2('Testing Something We Cannot See'),
    p(
      'A service that cannot read its own traffic is hard to debug. We could not look at a failed message and see what went wrong, so we built the checks into the clients instead. Every message carries a sequence number per device, and each Mac verifies that it has received every number in order; a gap triggers a resend request, and a repeated gap shows up as a warning in Settings › Sync with a diagnostic report you can choose to send. The report contains counts and timings, never content.',
    ),
    p(
      'Before launch, we ran sync between a few dozen Macs for three months, including machines that stayed offline for weeks, machines with their clocks set wrong, and pairs that deleted and re-added each other. The bugs we found there shaped the conflict rules above more than any design document did.',
    ),
    h2('Leaving Sync Behind'),
    p(
      'Opt-in has to include opting out. Turning sync off on a Mac removes it from the group and deletes its copy of the group key; the history on that Mac stays exactly as it was. Turning sync off on your last device ends the group entirely, and the relay forgets the device identifiers within a day. Nothing you synced is lost, because nothing ever depended on the relay.',
    ),
    h2('Trade-Offs We Accepted'),
    p(
      'End-to-end encryption means the relay cannot deduplicate, index or search, and we cannot offer “forgot my devices” recovery. We think that is the right trade for a clipboard. It also means sync is slightly slower than a plain upload — clips arrive in one to three seconds rather than instantly.',
    ),
    quote(
      'Sync should be a convenience you add, not a dependency you inherit.',
      'Our design note for the feature',
    ),
  ],
};

export const localFirstReturns: BlogPostInput = {
  id: 'the-quiet-return-of-local-first-software',
  title: 'The Quiet Return of Local-First Software',
  excerpt:
    'Fast SSDs, capable on-device models and tighter privacy law are pulling software back onto the machine in front of you. What that means for the tools you use every day.',
  date: '2026-09-08',
  author: authors.lena,
  categories: ['Industry Insights'],
  featured: false,
  image: { pattern: 'waves', alt: '' },
  body: [
    p(
      'For fifteen years the default answer to “where should this data live?” was “on our servers”. It made sync easy, made business models predictable and made the product available anywhere with a browser. It also made every app slower than the computer it ran on, and made every company a custodian of data it didn’t need.',
    ),
    p('That default is shifting. Not loudly, but steadily, and for reasons that reinforce each other.'),
    h2('The Machine Got Good Enough'),
    p(
      'A current laptop reads from its SSD at several gigabytes per second and has a neural engine that runs text recognition, classification and embeddings in milliseconds. Work that once needed a server — searching images by their text, grouping documents by topic — now runs locally, faster and without a round trip.',
    ),
    h2('Privacy Law Made Data a Liability'),
    p(
      'Under the GDPR and the laws that followed it, every piece of personal data a company holds comes with obligations: a legal basis, a retention period, access requests, breach notifications. For many products, the cheapest way to comply is simply not to collect the data. Local-first turns that into architecture.',
    ),
    h2('People Noticed Latency'),
    p(
      'Tools like editors, launchers and terminals taught people what instant feels like. Once you have used software that responds within a frame, a spinner for loading your own notes feels broken.',
    ),
    h2('What Local-First Does Not Mean'),
    ul(
      'It doesn’t mean no network. Updates, accounts and optional sync still use one.',
      'It doesn’t mean no collaboration. End-to-end-encrypted sync and shared libraries can sit on top of local data.',
      'It does mean the app works fully offline, and your data is yours even if the company disappears.',
    ),
    h2('Sync Stops Being the Hard Part'),
    p(
      'The strongest argument for keeping data on servers was always sync: if the data lives in one place, every device sees the same thing. That argument has weakened. Conflict-free replicated data types, mature end-to-end encryption libraries and cheap relays make it practical to keep a full copy on each device and exchange encrypted changes between them. The server becomes a mailbox that cannot read the mail.',
    ),
    p(
      'It is not free. Merging changes from two devices that were offline takes careful design, and key management has to work for people who will never read a word about cryptography. But it is now an engineering problem with known solutions, not a research project.',
    ),
    h2('How to Tell Whether a Tool Is Local-First'),
    p('Marketing pages use the word loosely, so a few practical tests help:'),
    ol(
      'Turn off Wi-Fi and use the app for a day. Everything except sync and updates should keep working.',
      'Look for an export that produces files you can open without the app.',
      'Read what the privacy policy says the company receives. A local-first tool can list it in a few lines.',
      'Ask what happens to your data if the company closes. The answer should be “nothing”.',
    ),
    p(
      'A tool that passes all four treats your machine as the source of truth. Plenty of good software doesn’t, and that is fine — as long as you know which kind you are relying on.',
    ),
    h2('What It Asks of the People Who Build It'),
    p(
      'Local-first is harder to build. There is no central database to migrate in one go: every schema change has to run on every user’s machine, on their schedule, without losing a byte. Support is different too — you cannot look at a customer’s data to debug a problem, so the app has to explain itself and produce diagnostics the user can read and choose to share.',
    ),
    p(
      'The reward is software that starts instantly, works on a plane, and keeps working if the company behind it changes course. That is a promise a hosted product can make only in its terms of service; a local-first product makes it in its architecture.',
    ),
    p(
      'There is a cost on the business side as well. A company that cannot see its users’ data cannot mine it, sell it or train on it, so it has to earn its money by being worth paying for. We think that is a healthier incentive, and one more reason the shift is likely to last.',
    ),
    h2('Where Clipboard Managers Fit'),
    p(
      `A clipboard history is an obvious case: it is sensitive, used dozens of times an hour, and useless if it is slow. We built ${productName} local-first because no other architecture made sense for it. We expect more categories to follow — anything personal, frequent and latency-sensitive is a candidate.`,
    ),
    quote('The fastest, most private server is the one you never had to call.', 'Lena Hoffmann'),
  ],
};

export const pastePlainText: BlogPostInput = {
  id: 'paste-without-the-formatting',
  title: 'Paste Without the Baggage: Plain Text, Rich Text and Everything Between',
  excerpt:
    'Why pasted text arrives in the wrong font, how macOS decides what to paste, and how to make every app get the format it expects.',
  date: '2026-11-17',
  author: authors.daniel,
  categories: ['Tips & Tricks', 'Productivity'],
  featured: true,
  image: { pattern: 'code', alt: '' },
  body: [
    p(
      'You copy a sentence from a web page, paste it into an email, and it arrives in a different font, size and color. It is one of the oldest annoyances on any computer. Understanding why it happens makes it easy to fix for good.',
    ),
    h2('One Copy, Many Formats'),
    p(
      'When you copy, the app doesn’t put one thing on the pasteboard — it puts several representations of the same thing: rich text, HTML, plain text, sometimes an image or a file reference. The app you paste into picks the richest format it understands. A mail app understands HTML, so it takes the fonts and colors along.',
    ),
    p(
      `${productName} keeps every representation a clip was copied with. That is what lets you decide, at paste time, which one the target app gets.`,
    ),
    h2('Three Ways to Paste'),
    ul(
      'Return pastes the original, exactly as the source app offered it.',
      '⇧Return pastes plain text: the words, with line breaks, and nothing else.',
      '⌥Return opens the paste menu: Markdown, trimmed, upper or lower case, pretty-printed JSON and more.',
    ),
    h2('Set It Once per App'),
    p(
      'For some apps you never want formatting: your terminal, code editor, chat app, spreadsheet. Add them under Settings › Paste and plain text becomes the default there. In documents and email, the original stays the default.',
    ),
    h2('When Plain Text Is Not Enough'),
    p(
      'Sometimes you want structure without styling — a bulleted list from a web page into a Markdown document, for example. Paste as Markdown keeps headings, lists, links and emphasis and drops fonts and colors. It is the option our testers discovered last and used most once they had.',
    ),
    h2('Special Cases Worth Knowing'),
    ul(
      'Spreadsheets: copied cells carry tab-separated text. Pasting as plain text into a document keeps the tabs, so the columns line up in a code block or a plain email.',
      'Code: copied from a web page, code often brings non-breaking spaces and curly quotes. Plain-text paste replaces them with regular spaces and straight quotes for code clips.',
      'Links: a copied link keeps its page title. Paste as Markdown gives you [title](url) without retyping either.',
      'Images with text: if you need the words rather than the picture, ⌥Return offers the recognized text as plain text.',
    ),
    p(
      'None of these need settings. They are the representations the source app already put on the pasteboard, or text recognized on your Mac, offered at the moment you paste.',
    ),
    h2('What Happens When You Press Return'),
    p(
      'Pasting into another app is a small relay race. When you press Return, the history window closes, focus goes back to the app you came from, and the representation you chose is put on the pasteboard. Only then does the paste command reach the app, so it receives exactly the format you picked — not whatever its own preference would have taken.',
    ),
    p(
      'If the target app is busy — a large spreadsheet recalculating, say — the paste waits a moment rather than arriving in the wrong place. On an ordinary day the whole sequence takes a few milliseconds.',
    ),
    h2('Formatting That Should Survive'),
    p(
      'Plain text is not always the answer. Some formatting carries meaning, and stripping it loses information:',
    ),
    ul(
      'Tables from a spreadsheet into a document: the original keeps the cells, which plain text turns into tab-separated lines.',
      'Links in a rich email: the original keeps them clickable, while plain text keeps only the visible words.',
      'Code from an editor with syntax highlighting: the colors are decoration, so plain text is usually right — unless you are pasting into a slide, where the highlighted version reads better.',
    ),
    p(
      'That is why plain text is a default per app rather than one global switch. The apps where formatting never helps get plain text automatically; everywhere else, you choose in the moment.',
    ),
    h2('Why Not Strip Formatting When You Copy?'),
    p(
      'Some clipboard tools throw the formatting away the moment you copy, so every paste is plain. It is simpler, and it is how many people first solve the wrong-font problem. We keep the formatting because the decision belongs to the moment you paste, not the moment you copy: the same clip may go into a terminal as plain text at ten o’clock and into a client email with its links intact at eleven. A clip stripped at copy time can never get its formatting back.',
    ),
    h2('Web Apps and Form Fields'),
    p(
      'Browser-based editors are the trickiest targets, because each one decides for itself what to do with pasted HTML. Some keep everything, down to background colors; some keep only bold, italics and links; a few quietly drop whatever they don’t recognize. If a web app mangles a paste, try Markdown first — many editors convert it into their own formatting on the way in — and plain text if it still goes wrong.',
    ),
    p(
      'Form fields are the opposite case. A single-line field wants plain text, and a stray line break or space at the end of a copied value is a common reason a pasted code, IBAN or password is rejected. The trimmed transform in the paste menu removes leading and trailing whitespace, which fixes most of these failures at once. If a site keeps rejecting a value that looks right, that is the first thing to try.',
    ),
    p(
      'To see what an app will receive before you commit, press Space on a clip for its preview, or open the paste menu with ⌥Return and move through the formats: each one is previewed as you select it.',
    ),
    h2('A Small Checklist'),
    ol(
      'Add your terminal and editor to the plain-text list.',
      'Learn ⇧Return for the one-off cases.',
      'Try ⌥Return, Markdown, the next time you move a list between apps.',
    ),
    p('Five minutes of setup, and the wrong-font paste is gone for good.'),
  ],
};

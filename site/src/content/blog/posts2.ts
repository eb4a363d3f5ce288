import { code, h2, h3, ol, p, quote, table, ul } from '../blocks';
import { productName } from '../product';
import { authors } from './authors';
import type { BlogPostInput } from './types';

export const keyboardFirst: BlogPostInput = {
  id: 'keyboard-first-shortcuts',
  title: 'Keyboard-First: Every Shortcut Worth Learning',
  excerpt: `You can use ${productName} for months without touching the mouse. The dozen shortcuts that make it feel like part of macOS, grouped by what you are trying to do.`,
  date: '2025-06-10',
  author: authors.daniel,
  categories: ['Tips & Tricks'],
  featured: false,
  image: { pattern: 'keys', alt: '' },
  body: [
    p(
      `${productName} was designed from the keyboard outwards. The mouse works everywhere, but the fastest path through every task is a couple of keys. You don’t need to memorize this page — learn the first table this week and the rest when you reach for them.`,
    ),
    h2('The Four You Will Use Every Day'),
    table(
      'Everyday shortcuts',
      ['Shortcut', 'What it does'],
      [
        ['⇧⌘V', 'Open the history from any app. Press it again to close.'],
        ['Return', 'Paste the selected clip into the app you came from.'],
        ['⇧Return', 'Paste as plain text, without fonts or colors.'],
        ['Esc', 'Close the window without pasting.'],
      ],
    ),
    p(
      'The window opens with the search field focused, so typing always searches. The arrow keys move the selection while your cursor stays in the field — there is no need to tab between them.',
    ),
    h2('Finding Things Faster'),
    ul(
      'Tab cycles the type filter: all, text, images, links, files, colors, code. ⇧Tab goes back.',
      '⌘[ and ⌘] jump to the previous or next day on the timeline.',
      'Space shows a full-size preview of the selected clip. Space again closes it.',
      '⌘F moves focus back to the search field from anywhere in the window.',
    ),
    p('Search also understands scopes, which are quicker to type than to click:'),
    code(
      'text',
      'app:terminal ssh        clips from your terminal containing “ssh”\ntype:image receipt      images whose text mentions “receipt”\ndate:yesterday link     links you copied yesterday',
      'Scopes combine with each other and with plain words.',
    ),
    h2('Keeping Things'),
    ul(
      '⌘P pins or unpins the selected clip. Pinned clips survive history limits and retention.',
      '⌥1 to ⌥9 paste pinned clips directly, without opening the window.',
      '⌘T turns the selected clip into a template.',
      '⌘⌫ deletes the selected clip; its storage is overwritten.',
    ),
    h2('Pasting Differently'),
    p(
      '⌥Return opens the paste menu for the selected clip: plain text, Markdown, the original format, or a transform such as pretty-printed JSON, upper case or a trimmed line. The last transform you used moves to the top, so repeated work is ⌥Return, Return.',
    ),
    h3('Several Clips at Once'),
    p(
      'Hold ⇧ and move with the arrow keys to select a range, or ⌘-click individual clips. Return pastes them one after another, separated by a new line. Useful for gathering scattered values into one message.',
    ),
    h2('Templates from the Keyboard'),
    p(
      'Templates appear in search like any clip, marked with a badge. Give a template a short keyword — “addr”, “sig”, “standup” — and typing it puts the template first. If it has placeholders, Return opens a small form with one field per placeholder; Tab moves between them and Return pastes the filled result.',
    ),
    h2('A Week to Make It a Habit'),
    p(
      'Shortcuts stick when you learn them in the order you need them, not all at once. This is the plan we give new teammates:',
    ),
    ol(
      'Days one and two: only ⇧⌘V, typing and Return. Resist the mouse even when it feels slower — by the second afternoon it no longer does.',
      'Day three: add ⇧Return wherever formatting gets in the way, and Esc for the times you opened the window out of habit.',
      'Day four: pin the five things you paste most — your email address, a meeting link, a piece of boilerplate — with ⌘P, then paste them with ⌥1 to ⌥5 without opening the window.',
      'Day five: try one scope in search, such as app: or date:, the next time a plain search shows too much.',
      'After that: ⌥Return and multiple selection, when a task calls for them.',
    ),
    p(
      'Most testers who followed the plan told us they opened the window more often afterward, not less. Once opening it costs nothing, you reach for it for things you would have retyped before.',
    ),
    h2('When a Shortcut Doesn’t Respond'),
    p(
      'Two things cause almost every “the shortcut does nothing” report we receive. The first is a clash: another app registered ⇧⌘V first, and macOS gives a shortcut to whichever app claimed it. The second is permission: pasting into another app needs the Accessibility permission in System Settings › Privacy & Security. Without it, Return puts the clip on the clipboard but cannot paste it for you.',
    ),
    p(
      `${productName} checks both at launch and tells you which one is the problem, with a button that opens the right pane of System Settings. After moving to a new Mac with Migration Assistant, the permission sometimes has to be granted again.`,
    ),
    h2('Changing the Shortcut'),
    p(
      'If ⇧⌘V clashes with another app — some editors use it for paste-and-match-style — change it in Settings › General. A double-tap of a modifier key, such as ⌥⌥, also works and is easy to reach with one hand.',
    ),
    quote(
      'I gave myself a week of no mouse in the history window. By day three I had stopped thinking about it.',
      'A beta tester, in our feedback channel',
    ),
  ],
};

export const insideSearch: BlogPostInput = {
  id: 'inside-the-search-index',
  title: 'Inside the Search Index: Any Clip in Under 10 ms',
  excerpt:
    'How we search 50,000 clips — text, file names and the words inside screenshots — faster than one frame, on your Mac, without a server or a background CPU spike.',
  date: '2025-09-16',
  author: authors.jonas,
  categories: ['Technology'],
  featured: false,
  image: { pattern: 'search', alt: '' },
  body: [
    p(
      `Search is the part of ${productName} people use most. In the beta, 71 % of pastes started with at least one typed letter. So we set a budget early: results for a history of 50,000 clips must update within one frame, about 16 ms at 60 Hz, on the slowest Mac we support. Here is how we stay under it.`,
    ),
    h2('One Table, Three Kinds of Text'),
    p(
      'Every clip contributes up to three pieces of searchable text: its own text (for text, code and links), metadata such as the file name or link title, and text recognized in images. All three go into one full-text index in the same local database as the clips, with a weight per kind so that a word in the clip itself ranks above the same word in a screenshot.',
    ),
    h2('Forgiving, Not Fuzzy Everywhere'),
    p(
      'Pure fuzzy matching is slow and surprising: it finds things you didn’t mean. We do it in two passes. The first pass is a prefix query against the full-text index, which is extremely fast and handles most searches. Only when it returns fewer than twenty results do we run a second pass that tolerates one typo per word and out-of-order words, over a much smaller candidate set.',
    ),
    code(
      'text',
      'query "invce mar"\n  pass 1  prefix("invce") AND prefix("mar")        →  0 results\n  pass 2  edits≤1("invce") AND prefix("mar")       →  3 results\n          ranked: "March invoice.pdf", "invoice-march-2024.xlsx", ...',
      'The second pass only runs when the first one comes up short.',
    ),
    h2('Ranking by What You Actually Want'),
    p('A match is only useful if the right one is first. The score combines:'),
    ul(
      'how well the words match (exact beats prefix beats typo-tolerant);',
      'where they matched (clip text beats metadata beats recognized image text);',
      'recency, decaying over days rather than minutes;',
      'how often you pasted the clip before — a strong signal, capped so old favorites don’t bury new clips.',
    ),
    h2('Recognizing Text Without a Spike'),
    p(
      'Text recognition in images uses the system’s on-device vision framework. It is accurate and private, but not free: a large screenshot can take a few hundred milliseconds. We run it on a low-priority queue, only while the Mac is otherwise idle, and only once per image. A screenshot is searchable by its recognized text within a few seconds, and your fans never notice.',
    ),
    h2('Staying Fast as History Grows'),
    p(
      'The window never waits on the disk. The most recent few hundred rows are cached in memory, the index is memory-mapped, and previews are drawn only for rows on screen. On a 2020 Intel MacBook Air with 50,000 clips, the 95th-percentile time from keystroke to updated results is 9 ms.',
    ),
    h2('Measured on Every Build'),
    p(
      'A budget only holds if something checks it. Every build of the app runs a benchmark against a synthetic history of 50,000 clips — a realistic mix of short text, long documents, code, links and screenshots — and replays a few thousand queries our own team typed, never queries taken from users. If the 95th percentile grows by more than a millisecond, the build is marked as a regression, and someone has to explain it before it ships.',
    ),
    p(
      'The benchmark runs on the slowest Mac we support, not on our development machines. A change that costs nothing on a current chip can cost several milliseconds on a five-year-old Intel laptop, and that is where people notice.',
    ),
    h2('What We Tried and Dropped'),
    ul(
      'Semantic search with on-device embeddings. It found clips by meaning, which impressed in demos and confused in daily use: people search their clipboard for words they remember, and results without those words felt wrong.',
      'Batching index updates in the background. Indexing each clip as it is copied is fast enough; batching left new clips unsearchable for a moment, and people noticed at once.',
      'A separate index per kind of clip. Merging results from several indexes cost more time than it saved and made the ranking harder to reason about.',
    ),
    h2('Deleting Means Deleting'),
    p(
      'A search index is a copy of your text, so it has to forget as reliably as the history does. When a clip is deleted, expired by a rule or removed by auto-clear, its entries leave the index in the same transaction, and the freed storage is overwritten. Search never finds something the history no longer shows.',
    ),
    quote('If it’s not faster than looking for it yourself, it isn’t a feature.', 'Jonas Becker'),
    p(
      'Everything described here runs on your Mac. There is no search server, which is both why it is private and why it is fast.',
    ),
  ],
};

export const threatModel: BlogPostInput = {
  id: 'clipboard-threat-model',
  title: 'Passwords, Tokens and the Clipboard: A Practical Threat Model',
  excerpt:
    'What can actually go wrong with a clipboard history, what protects you, and five settings worth changing today if you handle secrets for a living.',
  date: '2026-01-13',
  author: authors.jonas,
  categories: ['Security'],
  featured: false,
  image: { pattern: 'shield', alt: '' },
  body: [
    p(
      'Security advice about clipboards tends to be either “never copy a password” (unrealistic) or silence. Here is a more useful version: what the actual risks are, which ones a clipboard history changes, and what to do about them.',
    ),
    h2('Risk 1: Other Apps Reading the Clipboard'),
    p(
      'On macOS, any running app can read the general pasteboard. That is true with or without a clipboard manager. Recent macOS versions show a notice when an app reads it, which helps you notice misbehaving apps. A clipboard history does not make this worse — but it does mean a secret copied once is kept, which brings us to the real question.',
    ),
    h2('Risk 2: Secrets That Stay Around'),
    p(
      'Without a history, a copied password disappears as soon as you copy something else. With one, it could stay for days. This is the risk a clipboard manager introduces, and it is the one we designed against:',
    ),
    ul(
      'Items that password managers mark as concealed or transient are never written to history.',
      'You can exclude any app, so nothing you copy in it is recorded at all.',
      'Rules can expire clips matching a pattern — tokens, keys, IBANs — after a set number of minutes.',
      'Auto-clear can empty the whole history on a schedule.',
    ),
    h2('Risk 3: Someone at Your Mac'),
    p(
      'A colleague at your unlocked laptop could open your history. Lock it: with password protection on, the history window asks for Touch ID after the Mac wakes or after a period you choose. The database is encrypted at rest, and the key lives in your login keychain, so another user account on the same Mac cannot read it either.',
    ),
    h2('Risk 4: Data Leaving the Machine'),
    p(
      'This is where most clipboard tools differ. Ours sends no clipboard content anywhere unless you turn on sync, and sync is end-to-end encrypted: the relay can’t read what it passes along. Check what any other tool you use does here.',
    ),
    h2('Risk 5: Backups and Old Macs'),
    p(
      'A history that lives on your Mac also lives in its backups. Time Machine copies the encrypted database like any other file, which is what you want when a disk fails. The copy is as safe as the original: without the key in your login keychain, the file is unreadable. Restore onto a new Mac with Migration Assistant and the keychain comes along, so the history opens as before.',
    ),
    p(
      'Before you sell or pass on a Mac, erase it the way Apple recommends. If you only want the history gone, Settings › Storage deletes the database and its key together; after that, not even a recovered copy of the file can be decrypted.',
    ),
    h2('What No Setting Can Fix'),
    p('Some risks sit outside any clipboard tool, and it is worth being honest about them:'),
    ul(
      'Malware running under your account can read the pasteboard as you copy, with or without a history. Keep macOS up to date and install apps only from sources you trust.',
      'A screen-sharing session shows whatever you open, including the history window. Close it before you share your screen.',
      'A secret pasted into the wrong chat is out of your hands. Expiry rules shorten how long a secret is kept; they cannot take back a paste.',
    ),
    p(
      'The goal is not zero risk. It is to make sure a clipboard history adds as little as possible to the risks you already carry.',
    ),
    h2('A Note on One-Time Codes'),
    p(
      'Verification codes from text messages and authenticator apps are the secrets people copy most often and think about least. They are short-lived by design, so keeping them in a history adds little value and some risk. A rule that expires six-digit numbers after five minutes removes them once they have done their job, and it takes a minute to set up in Settings › Rules.',
    ),
    p(
      'Codes that macOS fills in automatically from Messages never touch the clipboard at all, which makes autofill the safest option wherever a website supports it.',
    ),
    h2('If You Think Something Leaked'),
    p(
      'If you copied a secret you shouldn’t have kept — a production password, a private key — delete the clip with ⌘⌫, which overwrites its storage, and then rotate the secret anyway. If sync is on, the deletion reaches your other Macs as soon as they are online. Deleting the clip removes the copies on your Macs; it cannot tell you whether something else read the clipboard in the meantime. Rotating the secret is the only answer that covers both cases, and it is usually quicker than worrying about it.',
    ),
    h2('Five Settings Worth Changing Today'),
    table(
      'Recommended settings for people who handle secrets',
      ['Setting', 'Where', 'Why'],
      [
        [
          'Exclude your password manager and banking apps',
          'Settings › Privacy',
          'Belt and braces beyond concealed-item detection',
        ],
        [
          'Expire secrets after 10 minutes',
          'Settings › Rules',
          'Tokens and keys disappear once you have used them',
        ],
        ['Require Touch ID after sleep', 'Settings › Privacy', 'Protects against the unlocked-laptop case'],
        [
          'Don’t keep images from specific apps',
          'Settings › Storage',
          'Screenshots of dashboards often contain secrets',
        ],
        ['Clear history on log out', 'Settings › Storage', 'A clean slate every day, if you prefer'],
      ],
    ),
    p(
      'If you set up Macs for a team, the same settings can be deployed centrally, so nobody has to remember them. Exclusions, expiry rules and the Touch ID requirement are the three we see most often in company profiles.',
    ),
    quote('Make the safe path the short path, and people will take it.', 'Aiko Tanaka, security consultant'),
    p(
      'None of this requires you to change how you work. Copy as you always have; let the settings decide what is worth remembering.',
    ),
  ],
};

export const platformTeam: BlogPostInput = {
  id: 'platform-team-incident-response',
  title: 'How a Platform Team Uses Clipboard History During Incidents',
  excerpt:
    'When production is down, engineers copy dozens of IDs, queries and log lines in minutes. How the platform team at Fernway Systems turned their clipboard into an incident timeline.',
  date: '2026-03-24',
  author: authors.hannah,
  categories: ['Case Studies'],
  featured: false,
  image: { pattern: 'timeline', alt: '' },
  body: [
    p(
      'Fernway Systems runs logistics software for about 300 regional carriers. Their platform team of eleven engineers is on call around the clock, and when something breaks, it breaks at 3 am on a Sunday. We spoke with Mara Lindqvist, a staff engineer on the team, about how they use clipboard history during incidents.',
    ),
    h2('The Problem: Evidence Scattered Across Ten Windows'),
    p(
      'During an incident, an engineer moves between dashboards, a terminal, the log search, the database console and the incident channel. Request IDs, trace IDs, query plans and error messages are copied from one to another dozens of times in the first half hour. Afterwards, the post-incident review has to reconstruct what was seen, and when.',
    ),
    quote(
      'Our reviews used to start with twenty minutes of “what was that trace ID again?”. Half the evidence was in somebody’s clipboard, and it was gone.',
      'Mara Lindqvist, staff engineer',
    ),
    h2('What They Changed'),
    p(
      `The team rolled out ${productName} to every on-call engineer with three managed rules, deployed through their device-management profile:`,
    ),
    ul(
      'Anything copied from the production database console is kept as plain text and tagged “prod”.',
      'Clips that look like credentials or session tokens expire after ten minutes.',
      'Clips from the incident channel’s app are grouped into a collection per day.',
    ),
    h2('The Timeline as an Incident Log'),
    p(
      'The most valuable feature turned out to be the one they expected least from: the timeline. After an incident, the on-call engineer opens the timeline at the time the alert fired and scrolls forward. Every ID, query and log line they touched is there, in order, grouped by the app it came from.',
    ),
    p(
      'They select the relevant clips and paste them into the review document in one go — the order of the selection is kept — which gives the review an accurate sequence of evidence in a couple of minutes.',
    ),
    h2('Why Local Mattered'),
    p(
      'Fernway’s security team would not approve a tool that uploads clipboard content: production data passes through it. Local storage with encryption at rest, managed exclusions and no analytics made the approval a one-meeting decision. The team does not use sync.',
    ),
    h2('Rolling It Out'),
    p(
      'The team did not start with all eleven engineers. Two volunteers used the app through one rotation each, with the rules set by hand, and wrote down what they would have wanted during their incidents. Only then did the team turn those notes into the managed rules above and roll them out to everyone on call, through the same profile that already configures their VPN and disk encryption.',
    ),
    p(
      'Onboarding took one short session: open the history with ⇧⌘V, search by app with the app: scope, select a range with ⇧ and the arrow keys, and paste it into the review. Lindqvist says the range selection was the moment most engineers were convinced.',
    ),
    quote(
      'Nobody wants to learn a new tool during an incident. It had to be useful the first time someone opened it at 3 am, without any training.',
      'Mara Lindqvist, staff engineer',
    ),
    h2('What Needed Adjusting'),
    p(
      'Not everything worked the first time. The first version of the expiry rule was too broad: it matched long hexadecimal trace IDs as if they were tokens and removed them after ten minutes — exactly the evidence the reviews needed. The team narrowed the pattern to the prefixes their credentials actually use and added an exception for their trace ID format.',
    ),
    p(
      'The per-day collections also grew noisy on busy days, when the incident channel carried unrelated chatter. The team now starts a new collection when an incident is declared, so each one holds the evidence of a single incident.',
    ),
    h2('Results After Three Months'),
    ul(
      'Post-incident reviews start with a complete evidence timeline instead of a reconstruction.',
      'The median time to assemble a review draft fell from about 90 minutes to 25.',
      'No credentials found in review documents since the expiry rule went in — previously a recurring finding.',
    ),
    h2('What the Team Would Tell Others'),
    p(
      'Asked what she would tell another platform team, Lindqvist kept it short: write the rules down before you roll anything out, test them on a real rotation, and decide early what must never be kept. The team reviews its rules after every quarter’s incidents, the same way it reviews its alerts, and has removed as many as it has added.',
    ),
    h2('Try It with Your Team'),
    p(
      'If you run an on-call rotation, start with the expiry rule and the timeline. Both work in the Pro plan; managed rules for a whole team are part of Enterprise.',
    ),
  ],
};

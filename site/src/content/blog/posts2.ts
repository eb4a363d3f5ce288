import { code, h2, h3, p, quote, table, ul } from '../blocks';
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
      `${productName} was designed from the keyboard outwards. The mouse works everywhere, but the fastest path through every task is a couple of keys. You don’t need to memorise this page — learn the first table this week and the rest when you reach for them.`,
    ),
    h2('The Four You Will Use Every Day'),
    table(
      'Everyday shortcuts',
      ['Shortcut', 'What it does'],
      [
        ['⇧⌘V', 'Open the history from any app. Press it again to close.'],
        ['Return', 'Paste the selected clip into the app you came from.'],
        ['⇧Return', 'Paste as plain text, without fonts or colours.'],
        ['Esc', 'Close the window without pasting.'],
      ],
    ),
    p(
      'The window opens with the search field focused, so typing always searches. The arrow keys move the selection while your cursor stays in the field — there is no need to tab between them.',
    ),
    h2('Finding Things Faster'),
    ul(
      'Tab cycles the type filter: all, text, images, links, files, colours, code. ⇧Tab goes back.',
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
      'Every clip contributes up to three pieces of searchable text: its own text (for text, code and links), metadata such as the file name or link title, and text recognised in images. All three go into one full-text index in the same local database as the clips, with a weight per kind so that a word in the clip itself ranks above the same word in a screenshot.',
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
      'where they matched (clip text beats metadata beats recognised image text);',
      'recency, decaying over days rather than minutes;',
      'how often you pasted the clip before — a strong signal, capped so old favourites don’t bury new clips.',
    ),
    h2('Recognising Text Without a Spike'),
    p(
      'Text recognition in images uses the system’s on-device vision framework. It is accurate and private, but not free: a large screenshot can take a few hundred milliseconds. We run it on a low-priority queue, only while the Mac is otherwise idle, and only once per image. A screenshot is searchable by its recognised text within a few seconds, and your fans never notice.',
    ),
    h2('Staying Fast as History Grows'),
    p(
      'The window never waits on the disk. The most recent few hundred rows are cached in memory, the index is memory-mapped, and previews are drawn only for rows on screen. On a 2020 Intel MacBook Air with 50,000 clips, the 95th-percentile time from keystroke to updated results is 9 ms.',
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
    h2('Results After Three Months'),
    ul(
      'Post-incident reviews start with a complete evidence timeline instead of a reconstruction.',
      'The median time to assemble a review draft fell from about 90 minutes to 25.',
      'No credentials found in review documents since the expiry rule went in — previously a recurring finding.',
    ),
    h2('Try It with Your Team'),
    p(
      'If you run an on-call rotation, start with the expiry rule and the timeline. Both work in the Pro plan; managed rules for a whole team are part of Enterprise.',
    ),
  ],
};

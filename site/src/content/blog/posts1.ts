import { code, h2, ol, p, quote, ul } from '../blocks';
import { planById, startingPriceText } from '../pricing';
import { privateBeta, privateBetaDuration } from '../company';
import { productName } from '../product';
import { authors } from './authors';
import type { BlogPostInput } from './types';

const pro = planById('pro').name;

export const introducingPublicBeta: BlogPostInput = {
  id: 'introducing-public-beta',
  title: `${productName} Is in Public Beta`,
  excerpt: `After ${privateBetaDuration} with ${privateBeta.testers} private testers, ${productName} is open to everyone on macOS. Here is what it does, what it deliberately doesn’t, and what comes next.`,
  date: privateBeta.endedOn,
  author: authors.lena,
  categories: ['Product Updates'],
  featured: false,
  image: { pattern: 'stack', alt: '' },
  body: [
    p(
      `Today ${productName} leaves private testing. Anyone with a Mac running macOS 13 or later can create an account, download the app and start keeping a clipboard history that never leaves their machine.`,
    ),
    p(
      'We started this project out of a small, daily frustration. Every one of us had lost something we copied — a command, a paragraph, a screenshot — by copying something else a moment later. The existing tools either felt like they belonged to another decade, or solved the problem by uploading everything we copied to someone’s server. We wanted neither.',
    ),
    h2('What It Does'),
    p(
      `${productName} sits in your menu bar and records what you copy: plain and rich text, images, files, links, colors and code. Press ⇧⌘V anywhere and a small window appears with your history, a search field already focused. Type a few letters, press Return, and the clip is pasted into the app you were using.`,
    ),
    ul(
      'Search is fuzzy and instant, and it includes the text inside screenshots, recognized on your Mac.',
      'The timeline groups your day by hour and app, so you can find things by when, not just by what.',
      'Code is detected and highlighted, and always pastes back exactly as copied.',
      'Templates turn the paragraphs you paste every day into one-keystroke snippets with placeholders.',
    ),
    h2('What It Deliberately Doesn’t Do'),
    p(
      'It doesn’t upload your history. The database lives in your user library, encrypted with a key that is generated on your Mac and stored in your keychain. There is no server that holds your clipboard, so there is no server that can leak it.',
    ),
    p(
      'It doesn’t record what password managers mark as concealed. It doesn’t send analytics. And it doesn’t need you to be signed in to work — the account exists so we can send you the download and, later, manage a paid plan.',
    ),
    quote(
      'The best clipboard manager is the one you forget is running until the moment you need it.',
      'A note pinned above our desks',
    ),
    h2('What We Learned in Private Testing'),
    p(
      'Four hundred testers copied a little over nine million clips during the private beta. Three things changed the product more than anything we planned:',
    ),
    ol(
      'People search far more than they scroll. We rebuilt the window around the search field and made the first result paste on Return.',
      'Images matter as much as text. Screenshot text recognition went from an experiment to a core feature.',
      'Trust is earned in the settings. The excluded-apps list and auto-clear were the most visited settings in week one.',
    ),
    h2('How It Is Built'),
    p(
      `${productName} is a native Mac app, written in Swift with AppKit and SwiftUI. We set ourselves budgets before we wrote the first feature — the window opens in under 50 ms, search answers within one frame — and every build is measured against them. It idles at close to zero CPU, so you can leave it running for months and forget it is there.`,
    ),
    h2('Who It Is For'),
    p(
      'In private testing, four groups got the most out of it: developers moving commands, IDs and snippets between a terminal, an editor and a browser; designers collecting colors, screenshots and copy; people in business roles answering the same questions with the same paragraphs; and researchers gathering references, figures and numbers from many sources. The app doesn’t ask which one you are. It learns nothing about you, and it doesn’t need to.',
    ),
    p(
      'What they had in common was volume. Someone who copies a handful of times a day will be fine without a history. Someone who copies a hundred times a day loses minutes every day retracing their steps — and that is who we built it for.',
    ),
    h2('Pricing During the Beta'),
    p(
      `Basic is free: the last 100 clips, kept for 7 days, with search and the timeline. ${pro} lifts the limit on clips and keeps each for 30 days, adds on-device organization and optional end-to-end-encrypted sync between your Macs; paid plans start at ${startingPriceText}, with a 30-day money-back guarantee.`,
    ),
    h2('What Comes Next'),
    p(
      'We ship a beta update about every two weeks. Next on the list: shared template libraries for teams, a local API for scripts, and a faster first index for people importing large histories. The roadmap page shows what is done and what is in progress.',
    ),
    p(
      'If something is wrong, or just slower than it should be, tell us. Every message reaches the people who write the code. Thank you for trying it early.',
    ),
  ],
};

export const clipboardHabits: BlogPostInput = {
  id: 'clipboard-habits-that-save-an-hour',
  title: 'Seven Clipboard Habits That Save an Hour a Week',
  excerpt:
    'Most people copy between 50 and 200 times a day and re-find half of it by hand. Seven small habits that turn a clipboard history into a working memory.',
  date: '2024-09-17',
  author: authors.hannah,
  categories: ['Productivity', 'Tips & Tricks'],
  featured: false,
  image: { pattern: 'grid', alt: '' },
  body: [
    p(
      'In the private beta, the median tester copied 118 times a day. Roughly a third of those clips were copied again within a week — the same address, the same command, the same link. Each re-find takes somewhere between ten seconds and two minutes. Add it up and most people lose an hour a week to their own clipboard.',
    ),
    p('These are the habits our most efficient testers had in common.'),
    h2('1. Search Instead of Scrolling'),
    p(
      'The history window opens with the search field focused for a reason. Two or three letters are nearly always enough: “inv” for the invoice number, “ssh” for the server command. Scrolling feels faster for the last five clips and is slower for everything else.',
    ),
    h2('2. Pin the Things You Paste Daily'),
    p(
      'Your address, your bank details, the meeting link you send every Monday. Pin them with ⌘P and they are kept forever, outside the history limit, and pasted with ⌥1 to ⌥9 without opening the window at all.',
    ),
    h2('3. Paste as Plain Text by Default Where It Matters'),
    p(
      'Rich text is useful in documents and a nuisance everywhere else. Open Settings › Paste and add your terminal, your code editor and your chat app to the plain-text list. ⇧Return still pastes plain text anywhere else when you need it once.',
    ),
    h2('4. Let Screenshots Do the Remembering'),
    p(
      'Take a screenshot of anything you might need later — an error dialog, a confirmation number, a slide. The text in it is recognized on your Mac and becomes searchable within seconds. It is faster than copying the text out, and you keep the context.',
    ),
    h2('5. Use the Timeline for “When”, Search for “What”'),
    p(
      'If you remember what a clip said, search for it. If you only remember when — “before lunch”, “during the call with the supplier” — open the timeline and scroll to that hour. Clips are grouped by app, so the supplier call is the block of clips from your video app.',
    ),
    h2('6. Turn Repeated Replies into Templates'),
    p(
      'If you have pasted the same paragraph more than three times, it is a template. Select it, press ⌘T, and replace the parts that change with placeholders:',
    ),
    code(
      'text',
      'Hi {name},\n\nthanks for getting in touch. Your order {order} left our warehouse on {date}.\nYou can follow it here: {clipboard}\n\nBest,\nPriya',
      'A template with four placeholders. {clipboard} is filled with whatever you copied last.',
    ),
    h2('7. Clean up as You Go'),
    p(
      'Delete what you copied by mistake with ⌘⌫, and let rules do the rest: expire one-time codes after five minutes, strip tracking parameters from links, ignore your banking app entirely. A history you trust is a history you use.',
    ),
    h2('What These Habits Are Not'),
    p(
      'None of this is about copying more, or building an elaborate system of folders and tags. The testers who saved the most time had the simplest setups: a handful of pins, two or three templates, and rules that clean up after them. If a habit starts to feel like maintenance, drop it. The point of a clipboard history is that it remembers so you don’t have to — and a history you have to tend is just another inbox.',
    ),
    h2('Where the Hour Comes From'),
    p(
      'The hour is arithmetic from the beta, not a slogan. A median of 118 copies a day, a third of them copied again within a week, comes to about 40 re-finds a day. Most take ten or fifteen seconds — switching back to the source, scrolling, selecting, copying again. A few take minutes, when the source was a tab you closed or a chat that has scrolled away. Testers who used search, pins and templates brought the typical re-find down to two or three seconds. Across a working week, the difference is about an hour.',
    ),
    p(
      'The habits also reinforce each other. Pins make templates obvious, templates make rules obvious, and a history kept tidy by rules is one you search with confidence. Many testers who started with one habit had picked up two or three more within a month.',
    ),
    h2('Start with One'),
    p(
      'You don’t need all seven on day one. Pick the habit that matches your biggest annoyance — for most people it is plain-text pasting or pins — and give it a week. The rest follow once the clipboard starts feeling like something you can rely on.',
    ),
  ],
};

export const whyLocal: BlogPostInput = {
  id: 'why-your-clipboard-should-stay-on-your-mac',
  title: 'Why Your Clipboard History Should Never Leave Your Mac',
  excerpt:
    'A clipboard history is the most sensitive file on your computer that you never decided to create. That is why we built ours local-first, and made sync something you opt into.',
  date: '2024-10-01',
  author: authors.jonas,
  categories: ['Security', 'Industry Insights'],
  featured: false,
  image: { pattern: 'mac', alt: '' },
  body: [
    p(
      'Think about what passed through your clipboard this week. A password you typed into the wrong field and copied out again. A one-time code. A client’s address. A draft email you decided not to send. A screenshot of a bank statement. A private key you needed on a server for thirty seconds.',
    ),
    p(
      'A clipboard history keeps all of it. It is, quite possibly, the most sensitive file on your computer — and nobody decided to create it. That makes where it lives the most important design decision a clipboard manager makes.',
    ),
    h2('The Server You Don’t Have Can’t Be Breached'),
    p(
      `${productName} stores history in an encrypted database in your user library. The key is generated on your Mac on first launch and kept in your login keychain. We never receive your clips, so there is nothing on our side to breach, subpoena, sell or misconfigure.`,
    ),
    p(
      'This is not a claim about how careful we are. It is a claim about architecture. A company that stores your data has to be careful forever; a company that never has it doesn’t have to be trusted with it in the first place.',
    ),
    h2('Local Is Also Faster'),
    p(
      'A local database on an SSD answers a search in a few milliseconds. A network round trip takes tens or hundreds. For a tool you open dozens of times a day, that difference is the difference between something that feels like part of macOS and something that feels like a website.',
    ),
    h2('What “Local” Has to Mean'),
    p(
      '“Local” is easy to claim and easy to water down. An app can keep its database on your Mac and still upload a copy for “backup”, send snippets to a server for “smart” features, or attach clip previews to crash reports. We hold ourselves to a stricter reading: no clipboard content leaves the Mac unless you turn on sync, and nothing else the app sends ever contains it.',
    ),
    p(
      'In practice that meant saying no to a few things. Text in screenshots is recognized by the Mac’s own vision framework, not a cloud API. The app sends no analytics. Crash reports are sent only when you choose to send one, and they contain technical data about the crash — never clip text, file names or window titles. The update check asks for the latest version number and nothing more.',
    ),
    h2('What Does Leave Your Mac'),
    p(
      'Being precise about the exceptions matters more than the headline. Your account lives on our servers, because you need one to download the app and, on a paid plan, to manage your subscription: an email address, a plan and billing records, handled as our privacy policy describes. If you turn on sync, encrypted clips pass through our relay on their way between your own Macs. That is the complete list.',
    ),
    p(
      'You can check it yourself. Any network monitor will show the app asking our update server for the latest version and, if you turned it on, talking to the sync relay. We would rather you verify that than take our word for it.',
    ),
    p(
      'The same discipline applies to us as a company. Nobody on our team can look up what you copied, because there is nothing to look up. When you write to support, we ask you to describe the problem or send a diagnostic report the app produces on request — a list of settings and timings you can read before you send it, with no clip content in it.',
    ),
    h2('What About Sync?'),
    p(
      `Some people use two Macs and want one history. We understand, and ${pro} includes sync — but it is off until you turn it on, and it is end-to-end encrypted. Clips are encrypted on the Mac you copied them on, with keys only your devices hold. Our relay sees ciphertext, sizes and timestamps, and deletes messages as soon as they are delivered.`,
    ),
    p(
      'Crucially, sync is additive. Each Mac keeps its complete history locally. If our relay disappeared tomorrow, you would lose nothing but the syncing.',
    ),
    h2('Questions Worth Asking Any Clipboard Tool'),
    ul(
      'Where is my history stored, and who holds the encryption key?',
      'Does the app skip items that password managers mark as concealed?',
      'Can I exclude apps entirely, and clear history on a schedule?',
      'Does the app send analytics? What exactly is in them?',
      'If the company shut down tomorrow, would my history still work?',
    ),
    p(
      'We wrote our privacy policy to answer each of these plainly. If a tool can’t answer them in a sentence, that is an answer too.',
    ),
    quote(
      'Collect less, keep it closer, and make the safe choice the default.',
      'Our engineering principles, rule one',
    ),
  ],
};

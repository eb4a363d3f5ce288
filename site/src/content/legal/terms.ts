import { p, ul, defs } from '../blocks';
import { planById, startingPriceText } from '../pricing';
import { company, emails, mailto, productName } from '../product';
import type { LegalDocument } from './types';

const pro = planById('pro').name;
const enterprise = planById('enterprise').name;

export const terms: LegalDocument = {
  id: 'terms',
  path: '/terms',
  title: 'Terms of Service',
  description: `The agreement between you and ${company.legalName} for the ${productName} app, your account and paid plans.`,
  lastUpdated: '2026-11-10',
  intro: [
    p(
      `These terms are the agreement between you and ${company.legalName} (“we”, “us”) for using the ${productName} app for macOS, this website and, if you buy one, a paid plan. Please read them; they are written to be read. By creating an account or installing the app you accept them.`,
    ),
    p([
      'The short version: your clipboard history stays on your Mac and belongs to you. Paid plans renew until you cancel, you keep access until the end of what you paid for, and you can get your money back within 30 days. How we handle personal data is explained in the ',
      { text: 'privacy policy', href: '/privacy' },
      '.',
    ]),
  ],
  sections: [
    {
      id: 'who-we-are',
      title: 'Who We Are',
      blocks: [
        p([
          `${productName} is made by ${company.legalName}, ${company.addressLine}, registered at the ${company.registerCourt} under ${company.registerNumber}. You can reach us at `,
          { text: emails.hello, href: mailto('hello') },
          ' or through the ',
          { text: 'contact page', href: '/contact' },
          '.',
        ]),
      ],
    },
    {
      id: 'definitions',
      title: 'Definitions',
      blocks: [
        defs([
          { term: 'App', definition: `The ${productName} application for macOS, including updates.` },
          { term: 'Website', definition: 'This website, including the account and download pages.' },
          { term: 'Account', definition: 'The account you create on the website with your email address.' },
          {
            term: 'Plan',
            definition: `Basic (free), ${pro} or ${enterprise}, as described on the pricing page.`,
          },
          {
            term: 'Your content',
            definition:
              'Everything the app records from your clipboard, and the templates, rules and settings you create.',
          },
          {
            term: 'Sync',
            definition: `The optional, end-to-end-encrypted synchronization of your content between your own devices, available in ${pro} and ${enterprise}.`,
          },
        ]),
      ],
    },
    {
      id: 'eligibility',
      title: 'Eligibility and Your Account',
      blocks: [
        p(
          'You must be at least 13 years old to create an account. If you are under the age of majority where you live, a parent or guardian must agree to these terms for you.',
        ),
        ul(
          'Give us an email address you control; we use it to verify your account, send the download and contact you about your plan.',
          'Keep your password to yourself. You are responsible for what happens under your account unless it was used without your fault.',
          `Tell us at ${emails.security} straight away if you think someone else has access to your account.`,
          'One account per person. Accounts for a team are managed through an Enterprise plan.',
        ),
      ],
    },
    {
      id: 'your-content',
      title: 'The App and Your Content',
      blocks: [
        p(
          `${productName} is local-first. The app stores your content in an encrypted database on your Mac. We do not receive, see or store your content, and we cannot recover it for you. Keeping backups of your Mac is your responsibility.`,
        ),
        p(
          'If you turn on sync, your content is encrypted on your device before it is sent, and only your own devices hold the keys. Our relay stores the encrypted data only until it has been delivered, and for no longer than 30 days. We cannot decrypt it.',
        ),
        p('Your content remains yours. These terms give us no rights to it.'),
      ],
    },
    {
      id: 'beta',
      title: 'Public Beta',
      blocks: [
        p(
          `${productName} is in public beta. Features may change, be renamed or be removed, and the app may contain bugs. We will never make a change that deletes your local history without asking you first.`,
        ),
        p(
          'If you send us feedback or ideas, we may use them to improve the product without owing you anything for it. We will not publish your name with it unless you agree.',
        ),
      ],
    },
    {
      id: 'license',
      title: 'Your License to Use the App',
      blocks: [
        p(
          'We grant you a personal, non-exclusive, non-transferable license to install and use the app on Macs you own or control, for the duration of your account and within the limits of your plan.',
        ),
        p('You may not:'),
        ul(
          'sell, rent or sublicense the app, or share a paid plan’s license with people outside your plan;',
          'reverse engineer, decompile or disassemble the app, except where the law allows it despite this restriction;',
          'remove or bypass license checks, plan limits or security measures;',
          [
            'use the app or website in a way our ',
            { text: 'acceptable use policy', href: '/acceptable-use' },
            ' prohibits.',
          ],
        ),
      ],
    },
    {
      id: 'teams',
      title: `Teams on ${enterprise}`,
      blocks: [
        p(
          `An ${enterprise} plan is bought by an organization, which names one or more admins. Admins invite and remove members, assign seats, set up single sign-on and deploy managed settings (rules and excluded apps) through configuration profiles. The organization is responsible for what its admins do and for telling its members how the team is managed.`,
        ),
        ul(
          'Admins never see a member’s clipboard history: it stays on the member’s Mac, and synced clips stay end-to-end encrypted between that member’s own devices.',
          'The team audit log records which admin changed which managed rule or seat, and when, so an organization can review its own changes. Members can ask their admins what it holds.',
          'When a member leaves the team, their seat ends; their local history stays on their Mac and their account moves to Basic unless they choose a plan of their own.',
        ),
      ],
    },
    {
      id: 'local-api',
      title: 'Local API and Automation',
      blocks: [
        p(
          `The app offers a local API (a command-line tool and a local socket) and actions for the Shortcuts app. The local API is off until you turn it on, and it answers only on your Mac: nothing you read or write through it reaches us. Scripts and tools you connect to it act with your permission, so connect only software you trust; you are responsible for what they do with your content.`,
        ),
      ],
    },
    {
      id: 'plans-and-payment',
      title: 'Plans, Prices and Payment',
      blocks: [
        p(
          `Basic is free and has no time limit. ${pro} and ${enterprise} are paid plans, billed monthly or annually; paid plans start at ${startingPriceText}. Current prices are on the pricing page and are shown in US dollars. VAT or sales tax is added where the law requires it and shown before you pay.`,
        ),
        p(
          'Payments are handled by our payment processor; we do not see or store your full card details. By buying a plan you authorize us to charge your payment method at the start of each billing period until you cancel.',
        ),
      ],
    },
    {
      id: 'renewal',
      title: 'Billing Periods and Renewal',
      blocks: [
        ul(
          'Monthly plans renew every month on the day you first subscribed.',
          'Annual plans renew automatically for another year. We email you a reminder at least seven days before each annual renewal.',
          'To stop a renewal, cancel before the renewal date. A renewal that has already been charged is covered by the money-back guarantee only if it is your first payment for that plan.',
        ),
      ],
    },
    {
      id: 'changing-plans',
      title: 'Changing Plans',
      blocks: [
        p(
          'You can change plans at any time. An upgrade takes effect immediately and you are charged the prorated difference for the rest of the current billing period. A downgrade takes effect at the end of the current period; any unused amount from a switch between billing periods is credited to your account and applied to later invoices.',
        ),
      ],
    },
    {
      id: 'price-changes',
      title: 'Price Changes',
      blocks: [
        p(
          'We may change the price of a plan. We will tell you by email at least 30 days before a new price applies to you. The new price takes effect at your next renewal after that notice; if you do not want to pay it, you can cancel before then and the old price applies until your current period ends.',
        ),
      ],
    },
    {
      id: 'cancellation',
      title: 'Cancellation',
      blocks: [
        p(
          `You can cancel a paid plan at any time in your account settings or by emailing ${emails.billing}. When you cancel, you keep access to your paid features until the end of the billing period you have paid for. After that, your account moves to Basic.`,
        ),
        p(
          'Canceling never deletes your local history. Clips beyond the Basic limits are kept on your Mac but hidden until you upgrade again or export them.',
        ),
      ],
    },
    {
      id: 'money-back',
      title: '30-Day Money-Back Guarantee',
      blocks: [
        p(
          `If you are not happy with a paid plan, email ${emails.billing} within 30 days of your first payment for that plan and we refund it in full. Refunds go back to the original payment method, usually within five business days. The guarantee applies once per customer and plan.`,
        ),
        p(
          'If you are a consumer in the European Union, you also have a statutory 14-day right of withdrawal. The money-back guarantee is in addition to that right and does not limit it.',
        ),
      ],
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable Use',
      blocks: [
        p([
          'You agree to use the app and the website lawfully and in line with our ',
          { text: 'acceptable use policy', href: '/acceptable-use' },
          ', which forms part of these terms.',
        ]),
      ],
    },
    {
      id: 'privacy',
      title: 'Privacy and Data Processing',
      blocks: [
        p([
          'Our ',
          { text: 'privacy policy', href: '/privacy' },
          ' explains what personal data we process and why. If you use an Enterprise plan on behalf of an organization, our ',
          { text: 'data processing agreement', href: '/data-processing' },
          ' applies to the personal data we process for you.',
        ]),
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual Property',
      blocks: [
        p(
          `The app, the website, the ${productName} name and logo and all related material belong to ${company.legalName} or its licensors. Apart from the license in these terms, you receive no rights to them.`,
        ),
      ],
    },
    {
      id: 'liability',
      title: 'Warranty and Liability',
      blocks: [
        p(
          'The statutory warranty rights apply to paid plans. We are liable without limitation for damage caused intentionally or by gross negligence, for injury to life, body or health, under the German Product Liability Act and where we have given a guarantee.',
        ),
        p(
          'For slight negligence we are liable only if we breach an obligation that is essential to the contract and on which you may rely (a cardinal obligation). In that case our liability is limited to the damage that is typical and foreseeable for this kind of contract.',
        ),
        p(
          'For the free Basic plan, we are liable only for intent and gross negligence, except for injury to life, body or health. Because your content is stored only on your devices, we are not liable for its loss where regular backups would have prevented it.',
        ),
      ],
    },
    {
      id: 'termination',
      title: 'Suspension and Termination',
      blocks: [
        p(
          'You can delete your account at any time in your account settings. We may suspend or close an account that seriously or repeatedly breaches these terms or the acceptable use policy. Except in urgent cases, we warn you first and give you a chance to fix the problem. If we close a paid account without cause, we refund the unused part of your billing period.',
        ),
      ],
    },
    {
      id: 'changes',
      title: 'Changes to These Terms',
      blocks: [
        p(
          'We may update these terms when the product or the law changes. For changes that affect your rights, we email you at least 30 days before they take effect. If you do not agree, you can cancel before the change takes effect; otherwise the new terms apply from that date.',
        ),
      ],
    },
    {
      id: 'law',
      title: 'Governing Law and Disputes',
      blocks: [
        p(
          'These terms are governed by the laws of the Federal Republic of Germany, excluding the UN Convention on Contracts for the International Sale of Goods. If you are a consumer, you also keep the protection of the mandatory laws of the country where you live.',
        ),
        p(
          'If you are a merchant, a legal entity under public law or have no general place of jurisdiction in Germany, the courts of Berlin have exclusive jurisdiction. We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer arbitration board.',
        ),
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      blocks: [
        p([
          `Questions about these terms: ${emails.legal}, or use our `,
          { text: 'contact page', href: '/contact' },
          '.',
        ]),
      ],
    },
  ],
  related: [
    { label: 'Privacy Policy', href: '/privacy' },
    { label: 'Acceptable Use Policy', href: '/acceptable-use' },
    { label: 'Pricing', href: '/pricing' },
  ],
};

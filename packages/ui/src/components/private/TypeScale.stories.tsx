import type { Meta, StoryObj } from '@storybook/react-vite';
import { composeStories } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect } from 'storybook/test';
import { itemTitle, pageTitle, proseTitle, sectionTitle, heroTitle } from '../../theme/typography.css';
import * as ArticleLayoutStories from '../ArticleLayout/ArticleLayout.stories';
import * as CallToActionStories from '../CallToAction/CallToAction.stories';
import * as CareerStories from '../CareerSections/CareerSections.stories';
import * as JobDetailStories from '../CareerSections/JobDetail.stories';
import * as FeatureGridStories from '../FeatureGrid/FeatureGrid.stories';
import * as JobListStories from '../JobList/JobList.stories';
import * as LegalDocumentStories from '../LegalDocument/LegalDocument.stories';
import * as MediaKitListStories from '../MediaKitList/MediaKitList.stories';
import * as MoneyBackPanelStories from '../MoneyBackPanel/MoneyBackPanel.stories';
import * as PageHeaderStories from '../PageHeader/PageHeader.stories';
import * as PageSectionStories from '../PageSection/PageSection.stories';
import * as PartnerTypesStories from '../PartnerTypes/PartnerTypes.stories';
import * as PlanGridStories from '../PlanGrid/PlanGrid.stories';
import * as PostGridStories from '../PostGrid/PostGrid.stories';
import * as PressContactStories from '../PressReleaseList/PressContact.stories';
import * as PressReleaseListStories from '../PressReleaseList/PressReleaseList.stories';
import * as StepListStories from '../StepList/StepList.stories';
import * as SubscribeFormStories from '../SubscribeForm/SubscribeForm.stories';

/** The first story of each page-level component: what a page shows of it by default. */
const firstOf = (stories: Parameters<typeof composeStories>[0]): ComponentType =>
  Object.values(composeStories(stories))[0] as ComponentType;

/** Page-level components in groups small enough to render and check within a story test's time. */
const groups = {
  sections: [PageHeaderStories, PageSectionStories, StepListStories, FeatureGridStories, CallToActionStories],
  company: [CareerStories, JobDetailStories, JobListStories, PartnerTypesStories, MediaKitListStories],
  blog: [PostGridStories, ArticleLayoutStories, SubscribeFormStories],
  documents: [
    LegalDocumentStories,
    PlanGridStories,
    MoneyBackPanelStories,
    PressReleaseListStories,
    PressContactStories,
  ],
};
type Group = keyof typeof groups;
const rendered = Object.fromEntries(
  Object.entries(groups).map(([name, modules]) => [name, modules.map(firstOf)]),
) as Record<Group, ComponentType[]>;

const scale = { hero: heroTitle, page: pageTitle, section: sectionTitle, prose: proseTitle, item: itemTitle };

/** The heading scale at this width: one probe per step, measured as the browser computes it. */
function scaleSizes(root: HTMLElement) {
  const sizes: Record<keyof typeof scale, number> = { hero: 0, page: 0, section: 0, prose: 0, item: 0 };
  for (const [step, className] of Object.entries(scale) as [keyof typeof scale, string][]) {
    const probe = root.ownerDocument.createElement('p');
    probe.className = className;
    root.appendChild(probe);
    sizes[step] = parseFloat(getComputedStyle(probe).fontSize);
    probe.remove();
  }
  return sizes;
}

async function checkScale(canvasElement: HTMLElement) {
  const sizes = scaleSizes(canvasElement);
  // H1 is a page's (or the landing's) title; H2 and H3 take the section, prose or item step.
  const allowed: Record<string, number[]> = {
    H1: [sizes.hero, sizes.page],
    H2: [sizes.section, sizes.prose, sizes.item],
    H3: [sizes.item],
  };
  const headings = Array.from(canvasElement.querySelectorAll<HTMLElement>('h1, h2, h3')).filter(
    (heading) => heading.getClientRects().length > 0,
  );
  await expect(headings.length).toBeGreaterThan(3);
  const offScale = headings
    .map((heading) => ({
      level: heading.tagName,
      text: heading.textContent?.trim().slice(0, 40),
      size: parseFloat(getComputedStyle(heading).fontSize),
    }))
    .filter(({ level, size }) => !allowed[level]!.some((step) => Math.abs(step - size) < 0.5));
  // A heading off the scale names itself here: give it the scale's style instead of a size of its own.
  await expect(offScale).toEqual([]);
}

const meta = {
  title: 'Foundations/Type scale',
  parameters: { layout: 'fullscreen' },
  args: { group: 'sections' as Group },
  render: ({ group }: { group: Group }) => (
    <div>
      {rendered[group].map((Story, index) => (
        <Story key={index} />
      ))}
    </div>
  ),
} satisfies Meta<{ group: Group }>;

export default meta;
type Story = StoryObj<typeof meta>;

/*
 * Every page-level component's headings, measured: each H1, H2 and H3 is one of the scale's five
 * steps (hero 44→72, page 40→56, section 28→40, prose 24→28, item 20 px), so a new size fails here.
 */
const check: Story['play'] = async ({ canvasElement }) => checkScale(canvasElement);
const phone = { viewport: { value: 'phone' } };

export const Sections: Story = { args: { group: 'sections' }, play: check };
export const SectionsPhone: Story = { args: { group: 'sections' }, globals: phone, play: check };
export const Company: Story = { args: { group: 'company' }, play: check };
export const CompanyPhone: Story = { args: { group: 'company' }, globals: phone, play: check };
export const Blog: Story = { args: { group: 'blog' }, play: check };
export const BlogPhone: Story = { args: { group: 'blog' }, globals: phone, play: check };
export const Documents: Story = { args: { group: 'documents' }, play: check };
export const DocumentsPhone: Story = { args: { group: 'documents' }, globals: phone, play: check };

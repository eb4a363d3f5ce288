// Public API of @clipnest/ui. Components take content through props; the package holds no copy.
export * from './theme';
export * from './components/Icon';
export * from './components/Button';
export * from './components/Layout';
export * from './components/Typography';
export * from './components/VisuallyHidden';
export * from './components/Modal';
export * from './components/TextField';
export * from './components/CodeField';
export * from './components/Switch';

// Page frame
export * from './components/SiteHeader';
export * from './components/SiteFooter';
export * from './components/FloatingBadge';
export * from './components/ErrorPage';

// Landing
export * from './components/Hero';
export * from './components/FeatureCard';
export * from './components/FeatureGrid';
export * from './components/FeatureVignette';
export * from './components/StepList';
export * from './components/UseCases';
export * from './components/TestimonialCarousel';
export * from './components/FaqSection';
export * from './components/MoneyBackPanel';
export * from './components/CallToAction';
export * from './components/Stat';

// Pricing
export * from './components/Pricing';
export * from './components/BillingPeriodSwitch';
export * from './components/PlanCard';
export * from './components/PlanGrid';
export * from './components/ComparisonTable';

// Stateful flows
export * from './components/DownloadButton';
export * from './components/AuthModal';
export * from './components/CheckEmailModal';
export * from './components/CookieConsent';
export * from './components/BetaNoticeModal';
export * from './components/Toast';
export * from './components/DownloadProgress';
export * from './components/DownloadCheck';
export * from './components/InstallSteps';
export * from './components/AccountMenu';
export * from './components/VerificationStatus';
export * from './components/HandoffNotice';

// Page building blocks
export * from './components/SkipLink';
export * from './components/Brand';
export * from './components/TextLink';
export * from './components/PageSection';
export * from './components/LinkCard';
export * from './components/Prose';
export * from './components/CoverArt';
export * from './components/ProductShot';
export * from './components/PostGrid';

// Content pages
export * from './components/PageHeader';
export * from './components/LegalDocument';
export * from './components/FeatureDetail';
export * from './components/FeatureScene';
export * from './components/TeamGrid';
export * from './components/PostCard';
export * from './components/BlogIndex';
export * from './components/ArticleLayout';

// Forms
export * from './components/Form';
export * from './components/SubscribeForm';
export * from './components/ContactForm';
export * from './components/PartnerApplicationForm';

// Status, roadmap, partners, press, careers
export * from './components/StatusBoard';
export * from './components/RoadmapTimeline';
export * from './components/ReleaseNotes';
export * from './components/PartnerTypes';
export * from './components/LogoGrid';
export * from './components/PressReleaseList';
export * from './components/MediaKitList';
export * from './components/JobList';
export * from './components/CareerSections';

// Routing: the app's router handles every link of the package (plain anchors and react-aria Links)
// once the app wraps its tree in this RouterProvider (see README, "Routing").
export { RouterProvider, type RouterProviderProps } from './utils/router';
export type { RouterConfig } from 'react-aria-components';

export { cx } from './utils/cx';
export { bottomOffsetProperty, bottomRoom, reserveBottomRoom, useBottomRoom } from './utils/bottomOffset';

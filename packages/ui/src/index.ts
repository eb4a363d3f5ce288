// Public API of @clipnest/ui. Components take content through props; the package holds no copy.
export * from './theme';
export * from './components/Icon';
export * from './components/Button';
export * from './components/Layout';
export * from './components/Typography';
export * from './components/VisuallyHidden';
export * from './components/Modal';
export * from './components/TextField';
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

export { cx } from './utils/cx';
export { bottomOffsetProperty } from './utils/bottomOffset';

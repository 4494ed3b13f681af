import { FullLanding } from '@/components/landing/FullLanding';
import { domainLandingRoute } from '../../_domain/routes';

// Rendered once per (locale, host) and served from the cache (ISR) for the one cache period
// (lib/cache/periods.mjs); Next reads these two from the source, so they stay literals.
export const revalidate = 30;
export const dynamicParams = true;

const route = domainLandingRoute('full', FullLanding);
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;

import { FullLanding } from '@/components/landing/FullLanding';
import { landingByHashRoute } from '../../_landing/routes';

// Rendered once per hash and served from the cache (ISR) for the one cache period
// (lib/cache/periods.mjs); Next reads these two from the source, so they stay literals.
export const revalidate = 30;
export const dynamicParams = true;

const route = landingByHashRoute('max', FullLanding);
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;

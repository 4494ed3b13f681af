import { FullLanding } from '@/components/landing/FullLanding';
import { landingRoute } from '@/components/landing/routes';
import { findLanding } from '@/lib/landing/load';

// Literals for Next, checked by lib/cache/periods.test.ts.
export const revalidate = 30;
export const dynamicParams = true;

const route = landingRoute('full', FullLanding, findLanding);
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;

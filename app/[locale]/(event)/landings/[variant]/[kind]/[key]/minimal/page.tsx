import { MinimalLanding } from '@/components/landing/MinimalLanding';
import { landingRoute } from '@/components/landing/routes';
import { findCompactLanding } from '@/lib/landing/load';

// Literals for Next, checked by lib/cache/periods.test.ts.
export const revalidate = 30;
export const dynamicParams = true;

const route = landingRoute('minimal', MinimalLanding, findCompactLanding);
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;

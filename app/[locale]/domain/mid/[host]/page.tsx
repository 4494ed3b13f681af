import { MidLanding } from '@/components/landing/MidLanding';
import { domainLandingRoute } from '../../_domain/routes';

// Literals for Next, checked by lib/cache/periods.test.ts.
export const revalidate = 30;
export const dynamicParams = true;

const route = domainLandingRoute('mid', MidLanding);
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;

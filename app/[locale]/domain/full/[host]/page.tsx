import { FullLanding } from '@/components/landing/FullLanding';
import { domainLandingRoute } from '../../_domain/routes';

// Literals for Next, checked by lib/cache/periods.test.ts.
export const revalidate = 30;
export const dynamicParams = true;

const route = domainLandingRoute('full', FullLanding);
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;

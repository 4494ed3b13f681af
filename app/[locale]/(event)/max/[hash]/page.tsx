import { FullLanding } from '@/components/landing/FullLanding';
import { landingByHashRoute } from '../../_landing/routes';

// Literals for Next, checked by lib/cache/periods.test.ts.
export const revalidate = 30;
export const dynamicParams = true;

const route = landingByHashRoute('max', FullLanding);
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;

import { landingWithoutHashRoute } from '@/components/landing/landing-routes';

const route = landingWithoutHashRoute('max');
export const generateMetadata = route.generateMetadata;
export default route.Page;

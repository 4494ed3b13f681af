import { landingWithoutHashRoute } from '@/components/landing/landing-routes';

const route = landingWithoutHashRoute('min');
export const generateMetadata = route.generateMetadata;
export default route.Page;

import { landingWithoutHashRoute } from '../_landing/routes';

const route = landingWithoutHashRoute('min');
export const generateMetadata = route.generateMetadata;
export default route.Page;

import { landingWithoutHashRoute } from '../_landing/routes';

const route = landingWithoutHashRoute('max');
export const generateMetadata = route.generateMetadata;
export default route.Page;

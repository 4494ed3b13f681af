import { landingWithoutHashRoute } from '../_landing/routes';

const route = landingWithoutHashRoute('landing');
export const generateMetadata = route.generateMetadata;
export default route.Page;

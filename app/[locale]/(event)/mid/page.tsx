import { landingWithoutHashRoute } from '../_landing/routes';

const route = landingWithoutHashRoute('mid');
export const generateMetadata = route.generateMetadata;
export default route.Page;

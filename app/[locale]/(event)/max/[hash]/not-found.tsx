import { landingNotFoundBoundaryRoute } from '../../_landing/routes';

const boundary = landingNotFoundBoundaryRoute('max');
export const generateMetadata = boundary.generateMetadata;
export default boundary.NotFound;

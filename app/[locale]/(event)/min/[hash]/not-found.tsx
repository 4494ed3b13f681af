import { landingNotFoundBoundaryRoute } from '../../_landing/routes';

const boundary = landingNotFoundBoundaryRoute('min');
export const generateMetadata = boundary.generateMetadata;
export default boundary.NotFound;

import { landingNotFoundBoundaryRoute } from '../../_landing/routes';

const boundary = landingNotFoundBoundaryRoute('mid');
export const generateMetadata = boundary.generateMetadata;
export default boundary.NotFound;

import { landingNotFoundBoundaryRoute } from '../../_landing/routes';

const boundary = landingNotFoundBoundaryRoute('landing');
export const generateMetadata = boundary.generateMetadata;
export default boundary.NotFound;

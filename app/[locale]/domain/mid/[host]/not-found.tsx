import { domainNotFoundBoundary } from '../../_domain/routes';

export const generateMetadata = domainNotFoundBoundary.generateMetadata;
export default domainNotFoundBoundary.NotFound;

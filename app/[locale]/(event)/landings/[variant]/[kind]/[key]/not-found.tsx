import { landingNotFound } from '@/components/landing/routes';

export const generateMetadata = landingNotFound.generateMetadata;
export default landingNotFound.Boundary;

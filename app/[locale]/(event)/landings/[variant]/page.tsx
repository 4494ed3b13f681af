import { landingWithoutHash } from '@/components/landing/routes';

// Literal for Next: the variants are the table's, each prerendered per locale.
export const dynamicParams = false;

export const generateStaticParams = landingWithoutHash.generateStaticParams;
export const generateMetadata = landingWithoutHash.generateMetadata;
export default landingWithoutHash.Page;

import { productMetadata } from '../../../../components/RoutePages';

export { ProductPage as default } from '../../../../components/RoutePages';
export const generateMetadata = productMetadata('experiences');

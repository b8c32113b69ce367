import { productMetadata } from '../../../../components/layout/RoutePages';

export { ProductPage as default } from '../../../../components/layout/RoutePages';
export const generateMetadata = productMetadata('experiences');
